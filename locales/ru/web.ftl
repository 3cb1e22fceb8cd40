## Веб-страница (src/web). Время вводится латинскими цифрами с точкой (1:20, 80.5): сервер понимает только так.

web-page =
    .content = Вставьте ссылку на страницу с видео или аудио — и скачайте.
web-language =
    .aria-label = Язык
    .title = Язык
web-url-label = Ссылка на страницу с видео или аудио
web-url =
    .placeholder = https://…
web-lookup = Найти
web-key-label = API-ключ
web-key-hint = Этому серверу нужен API-ключ. Он хранится только в этом браузере.
web-key-use = Использовать ключ
web-card-title = Медиа
web-clip = Только фрагмент
web-clip-from = Начало
web-clip-to = Конец
web-clip-end =
    .placeholder = конец
web-clip-hint = Время в виде 1:20 или 80.5 секунды. Оставьте оба поля пустыми, чтобы скачать целиком.
web-formats = Форматы
web-sound = Звук
web-sound-original = { $language } (оригинал)
web-forget-key = Забыть API-ключ
web-api-reference = Справка по API

web-status-paste-first = Сначала вставьте ссылку.
web-status-looking-up = Ищу…
web-status-key-needed = Введите API-ключ, чтобы продолжить.
web-status-key-refused = Этот API-ключ не принят.
web-status-key-removed = API-ключ удалён из этого браузера.
web-status-preparing = Готовлю { $name }…
web-status-started = { $name }: загрузка началась. Объединённые или сконвертированные файлы могут начать скачиваться через несколько секунд.
web-error-page = На странице что-то пошло не так. Обновите её и попробуйте ещё раз.
web-error-network = Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.
web-error-status = Сервер ответил кодом { $status }.

web-clip-error-from-format = Начало: укажите время, например 1:20 или 80.5.
web-clip-error-to-format = Конец: укажите время, например 1:20 или 80.5.
web-clip-error-from-end = Начало: запись заканчивается на { CLOCK($seconds) }.
web-clip-error-to-end = Конец: запись заканчивается на { CLOCK($seconds) }.
web-clip-error-order = Конец должен быть позже начала.
web-part = { $format }, { CLOCK($from) }–{ CLOCK($to) }
web-part-to-end = { $format }, { CLOCK($from) } – до конца

web-group-video = Видео
web-group-audio = Аудио
web-group-other = Другое
web-group-items = Записи
web-group-items-first = Записи (показано { $shown } из { $total })
web-group-mp3 = MP3
web-group-subtitles = Субтитры
web-item-choose = Выбрать формат
web-size = ~{ SIZE($bytes) }
web-mp3 = MP3 { $quality }
web-mp3-unit = кбит/с
web-mp3-name = MP3 { $quality } кбит/с
web-subtitles-automatic = { $lang } · автоматические
web-subtitles-name = субтитры { $name }

## Download options' toggles beside the MP3 choices (src/options).
web-option-loudness = Выровнять громкость (MP3)
