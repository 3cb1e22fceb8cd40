## Канарейка: отслеживаемые ссылки через всю цепочку; что о них читает владелец.

error-canary-too-many = Можно отслеживать не больше { $count } ссылок; сначала удалите одну.
error-canary-unknown-link = Нет отслеживаемой ссылки с таким id; возможно, её удалили.
owner-canary-fails = Отслеживаемая ссылка { $link } перестала работать: { $what }. Что делать при каждом виде сбоя: docs/OPERATIONS.md, «What happens when… YouTube breaks».
owner-canary-works = Отслеживаемая ссылка { $link } снова работает.
canary-outcome-ok = работает
canary-class-unreachable = сайт недоступен (нет ответа или не вовремя)
canary-class-ytdlp-too-old = yt-dlp слишком стар для сайта (обновите его)
canary-class-other = другая ошибка
