## Наборы cookie владельца.

error-cookies-too-large = Этот файл cookie больше { $kb } КБ; экспортируйте только нужные сайты.
error-cookies-bad-line = Строка { $line } этого файла cookie не является строкой cookies.txt (формат Netscape: семь полей через табуляцию).
error-cookies-empty = В этом файле нет cookie. Экспортируйте cookies.txt (формат Netscape) из браузера, где выполнен вход на сайт.
error-cookies-unknown-set = Набора cookie с таким id нет; возможно, его удалили.
error-cookies-owner-only = Добавлять и удалять наборы cookie может только владелец.
cookies-unavailable = Наборы cookie в этой установке недоступны.
cookies-added = Набор cookie сохранён: { $count } cookie для { $sites }.
owner-cookies-aside = Набор cookie для { $site } получил отказ ({ $code }) и отложен на { $hours } ч; пробуется следующий набор этого сайта. Если это повторяется, добавьте свежие cookie из браузера с выполненным входом.
owner-cookies-expiring = Набор cookie для { $sites } истекает в течение { $days } дн.; экспортируйте свежие cookie из браузера с выполненным входом и добавьте их.
