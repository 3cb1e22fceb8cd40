## Discord: the bot's own words, in Ukrainian (English source: locales/en/discord.ftl).

dc-command-download = Завантажити відео або його звук за посиланням
dc-command-download-url = Посилання на сторінку з медіа
dc-command-download-format = Пропустити вибір і одразу завантажити це
dc-command-download-format-best = найкраще відео
dc-command-download-format-audio = аудіо
dc-command-download-start = Початок фрагмента (1:20, 1:02:03 або секунди)
dc-command-download-end = Кінець фрагмента (1:20, 1:02:03 або секунди)
dc-command-usage = Ваші завантаження за сьогодні та ваші ліміти
dc-command-stats = Статистика всіх користувачів (лише для власників бота)
dc-command-update = Версія yt-dlp та її оновлення (лише для власників бота)
dc-command-cookies = Додати cookies.txt як набір cookie (лише власники бота, в особистих повідомленнях)
dc-command-cookies-file = Файл cookies.txt (формат Netscape)
dc-command-download-media = Завантажити медіа

dc-not-your-card = Це не ваша картка: отримайте власну через /download.
dc-card-expired = Термін дії картки минув. Надішліть посилання ще раз, щоб отримати нову.
dc-no-link-in-message = У цьому повідомленні немає посилання, з якого я міг би щось завантажити.
dc-reading-link = Читаю посилання…
dc-download-options-refused = Надішліть посилання, за бажанням — один із запропонованих форматів, і час не довший за 20 символів.
dc-owner-only-stats = Статистику може переглядати лише власник бота.
dc-owner-only-update = Оновлювати yt-dlp може лише власник бота.
dc-cookies-dm-only = Надішліть файл cookie мені в особисті повідомлення, а не на сервері.
dc-no-video-format = Це медіа не має відеоформату. Запустіть /download без формату, щоб побачити, що є.
dc-no-audio-format = Це медіа не має окремого аудіоформату. Спробуйте format: mp3.
dc-no-audio-to-convert = У цьому медіа немає звуку, який можна конвертувати.

dc-field-uploader = Автор
dc-field-duration = Тривалість
dc-field-platform = Платформа
dc-format-menu = Формат відео або аудіо
dc-format-size = ~{ SIZE($bytes) }
dc-kind-video = відео
dc-kind-audio = аудіо
dc-kind-other = інше
dc-over-limit-link = Більше за ліміт завантаження: ви отримаєте посилання
dc-over-limit = Більше за ліміт завантаження
dc-mp3-button = MP3 { $quality }
dc-mp3-button-too-large = MP3 { $quality } (завеликий)
dc-fit-menu = { $fit } (з перекодуванням у менший розмір)
dc-fit-option = 🗜️ { $label } { $ext } → MP4 менше { SIZE($bytes) }
dc-fit-menu-hint = Або виберіть його в меню «{ $fit }» на картці, щоб отримати менший MP4.
dc-footer-link = Ліміт завантаження тут: { SIZE($bytes) } (більші формати надійдуть посиланням для завантаження).
dc-footer-no-link = Ліміт завантаження тут: { SIZE($bytes) } (більші формати сюди надіслати не можна).
dc-subtitles-menu = Субтитри (.srt)
dc-subtitles-automatic = Автоматичні субтитри, у .srt
dc-subtitles-uploaded = Субтитри, у .srt

dc-playlist-items = Елементи
dc-playlist-items-page = Елементи, стор. { $page } / { $pages }

dc-cancel = Скасувати
dc-preparing = ⏳ Готую { $label }…
dc-queued = ⏳ { $label }: чекає на вільне місце (попереду: { $ahead })…
dc-downloading = ⏳ Завантажую { $label }…
dc-converting = ⏳ Конвертую { $label }…
dc-compressing = ⏳ Стискаю { $label }…
dc-uploading = 📤 Надсилаю { $label } ({ SIZE($bytes) })…
dc-progress-percent = { $percent }%
dc-delivered = ✅ { $label } · { SIZE($bytes) }
dc-playlist-starting = ⏳ { $run }: починаю…
dc-playlist-file = 🎵 { $title } · { SIZE($bytes) }
dc-late-delivery = { $title }: { $text }
