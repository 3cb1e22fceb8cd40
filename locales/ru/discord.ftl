## Discord: the bot's own words, in Russian (English source: locales/en/discord.ftl).

dc-command-download = Скачать видео или его звук по ссылке
dc-command-download-url = Ссылка на страницу с медиа
dc-command-download-format = Пропустить выбор и сразу скачать это
dc-command-download-format-best = лучшее видео
dc-command-download-format-audio = аудио
dc-command-download-start = Начало фрагмента (1:20, 1:02:03 или секунды)
dc-command-download-end = Конец фрагмента (1:20, 1:02:03 или секунды)
dc-command-usage = Ваши загрузки за сегодня и ваши лимиты
dc-command-stats = Статистика всех пользователей (только для владельцев бота)
dc-command-update = Версия yt-dlp и её обновление (только для владельцев бота)
dc-command-cookies = Добавить cookies.txt как набор cookie (только владельцы бота, в личных сообщениях)
dc-command-cookies-file = Файл cookies.txt (формат Netscape)
dc-command-download-media = Скачать медиа

dc-not-your-card = Это не ваша карточка: получите свою через /download.
dc-card-expired = Срок действия карточки истёк. Отправьте ссылку ещё раз, чтобы получить новую.
dc-no-link-in-message = В этом сообщении нет ссылки, по которой я мог бы что-то скачать.
dc-reading-link = Читаю ссылку…
dc-download-options-refused = Пришлите ссылку, при желании — один из предложенных форматов, и время не длиннее 20 символов.
dc-owner-only-stats = Статистику может смотреть только владелец бота.
dc-owner-only-update = Обновлять yt-dlp может только владелец бота.
dc-cookies-dm-only = Пришлите файл cookie мне в личные сообщения, а не на сервере.
dc-no-video-format = У этого медиа нет видеоформата. Запустите /download без формата, чтобы увидеть, что есть.
dc-no-audio-format = У этого медиа нет отдельного аудиоформата. Попробуйте format: mp3.
dc-no-audio-to-convert = В этом медиа нет звука, который можно конвертировать.

dc-field-uploader = Автор
dc-field-duration = Длительность
dc-field-platform = Платформа
dc-format-menu = Формат видео или аудио
dc-format-size = ~{ SIZE($bytes) }
dc-kind-video = видео
dc-kind-audio = аудио
dc-kind-other = другое
dc-over-limit-link = Больше лимита загрузки: вы получите ссылку
dc-over-limit = Больше лимита загрузки
dc-mp3-button = MP3 { $quality }
dc-mp3-button-too-large = MP3 { $quality } (слишком большой)
dc-fit-menu = { $fit } (с перекодированием в меньший размер)
dc-fit-option = 🗜️ { $label } { $ext } → MP4 меньше { SIZE($bytes) }
dc-fit-menu-hint = Или выберите его в меню «{ $fit }» на карточке, чтобы получить MP4 поменьше.
dc-footer-link = Лимит загрузки здесь: { SIZE($bytes) } (большие форматы придут ссылкой для скачивания).
dc-footer-no-link = Лимит загрузки здесь: { SIZE($bytes) } (большие форматы сюда отправить нельзя).
dc-subtitles-menu = Субтитры (.srt)
dc-subtitles-automatic = Автоматические субтитры, в .srt
dc-subtitles-uploaded = Субтитры, в .srt

dc-playlist-items = Элементы
dc-playlist-items-page = Элементы, стр. { $page } / { $pages }

dc-cancel = Отменить
dc-preparing = ⏳ Готовлю { $label }…
dc-queued = ⏳ { $label }: ждёт свободного места (впереди: { $ahead })…
dc-downloading = ⏳ Скачиваю { $label }…
dc-converting = ⏳ Конвертирую { $label }…
dc-compressing = ⏳ Сжимаю { $label }…
dc-uploading = 📤 Отправляю { $label } ({ SIZE($bytes) })…
dc-progress-percent = { $percent }%
dc-delivered = ✅ { $label } · { SIZE($bytes) }
dc-playlist-starting = ⏳ { $run }: начинаю…
dc-playlist-file = 🎵 { $title } · { SIZE($bytes) }
dc-late-delivery = { $title }: { $text }
