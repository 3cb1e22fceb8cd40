## Набори cookie власника.

error-cookies-too-large = Цей файл cookie більший за { $kb } КБ; експортуйте лише потрібні сайти.
error-cookies-bad-line = Рядок { $line } цього файлу cookie не є рядком cookies.txt (формат Netscape: сім полів через табуляцію).
error-cookies-empty = У цьому файлі немає cookie. Експортуйте cookies.txt (формат Netscape) з браузера, де виконано вхід на сайт.
error-cookies-unknown-set = Набору cookie з таким id немає; можливо, його вилучено.
error-cookies-owner-only = Додавати й вилучати набори cookie може лише власник.
cookies-unavailable = Набори cookie в цьому встановленні недоступні.
cookies-added = Набір cookie збережено: { $count } cookie для { $sites }.
owner-cookies-aside = Набір cookie для { $site } отримав відмову ({ $code }) і відкладений на { $hours } год; пробується наступний набір цього сайту. Якщо це повторюється, додайте свіжі cookie з браузера з виконаним входом.
owner-cookies-expiring = Набір cookie для { $sites } спливає протягом { $days } дн.; експортуйте свіжі cookie з браузера з виконаним входом і додайте їх.
