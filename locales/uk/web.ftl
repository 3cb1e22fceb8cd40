## Вебсторінка (src/web). Час вводять латинськими цифрами з крапкою (1:20, 80.5): сервер розуміє лише так.

web-page =
    .content = Вставте посилання на сторінку з відео чи аудіо — і завантажте.
web-language =
    .aria-label = Мова
    .title = Мова
web-url-label = Посилання на сторінку з відео чи аудіо
web-url =
    .placeholder = https://…
web-lookup = Знайти
web-key-label = API-ключ
web-key-hint = Цьому серверу потрібен API-ключ. Він зберігається лише в цьому браузері.
web-key-use = Використати ключ
web-card-title = Медіа
web-clip = Лише фрагмент
web-clip-from = Початок
web-clip-to = Кінець
web-clip-end =
    .placeholder = кінець
web-clip-hint = Час у форматі 1:20 або 80.5 секунди. Залиште обидва поля порожніми, щоб завантажити повністю.
web-formats = Формати
web-sound = Звук
web-sound-original = { $language } (оригінал)
web-forget-key = Забути API-ключ
web-api-reference = Довідка з API

web-status-paste-first = Спершу вставте посилання.
web-status-looking-up = Шукаю…
web-status-key-needed = Введіть API-ключ, щоб продовжити.
web-status-key-refused = Цей API-ключ не прийнято.
web-status-key-removed = API-ключ видалено з цього браузера.
web-status-preparing = Готую { $name }…
web-status-started = { $name }: завантаження почалося. Об’єднані чи конвертовані файли можуть почати завантажуватися за кілька секунд.
web-error-page = На сторінці щось пішло не так. Оновіть її та спробуйте ще раз.
web-error-network = Не вдалося зв’язатися із сервером. Перевірте з’єднання та спробуйте ще раз.
web-error-status = Сервер відповів кодом { $status }.

web-clip-error-from-format = Початок: вкажіть час, наприклад 1:20 або 80.5.
web-clip-error-to-format = Кінець: вкажіть час, наприклад 1:20 або 80.5.
web-clip-error-from-end = Початок: запис закінчується на { CLOCK($seconds) }.
web-clip-error-to-end = Кінець: запис закінчується на { CLOCK($seconds) }.
web-clip-error-order = Кінець має бути пізніше за початок.
web-part = { $format }, { CLOCK($from) }–{ CLOCK($to) }
web-part-to-end = { $format }, { CLOCK($from) } – до кінця

web-group-video = Відео
web-group-audio = Аудіо
web-group-other = Інше
web-group-items = Записи
web-group-items-first = Записи (показано { $shown } з { $total })
web-group-mp3 = MP3
web-group-subtitles = Субтитри
web-item-choose = Вибрати формат
web-size = ~{ SIZE($bytes) }
web-mp3 = MP3 { $quality }
web-mp3-unit = кбіт/с
web-mp3-name = MP3 { $quality } кбіт/с
web-subtitles-automatic = { $lang } · автоматичні
web-subtitles-name = субтитри { $name }

## Download options' toggles beside the MP3 choices (src/options).
web-option-loudness = Вирівняти гучність (MP3)
