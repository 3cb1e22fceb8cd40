## Sentences both bots say (Telegram and Discord): bots/shared.

## Sizes and lengths on their own (button labels, card facts).
bot-size = { SIZE($bytes) }
bot-clock = { CLOCK($seconds) }

## A choice's name in every sentence.
bot-choice-mp3 = MP3 { $quality } кбіт/с
bot-subtitles-button = Субтитри
bot-subtitle-label = Субтитри: { $name } (srt)
bot-subtitle-auto = { $lang }, авто
bot-subtitle-option = { $name } ({ $code })
bot-sound-button = Звук: { $language }
bot-sound-option = { $name } ({ $code })
bot-sound-original = { $language } · оригінал

## Clips.
bot-clip-heading = Фрагмент { $range }
bot-clip-label = { $label }, фрагмент { $range }
bot-clip-refusal = Фрагмент { $range } неможливо вирізати: { $problem }
bot-clip-unreadable-range = Не вдалося прочитати діапазон «{ $written }». Напишіть його після посилання як початок-кінець, наприклад 0:10-0:20 або 1:02:03-1:02:30.
bot-clip-unreadable-time = Не вдалося прочитати { $option } «{ $written }». Вкажіть час як 1:20, 1:02:03 або в секундах (80).
bot-clip-end-needed = Тривалість цього запису невідома: вкажіть також час кінця.

## Choosing and the upload limit.
bot-no-audio = У цьому записі немає звуку для конвертації.
bot-over-limit = { $label }: файл завеликий, щоб надіслати його тут. { $platform } дозволяє ботам завантажувати до { SIZE($limit) }.
bot-over-limit-link = Завантажте його напряму: { $link }
bot-over-limit-link-too-long = Пряме посилання задовге, щоб надіслати його тут. Виберіть менший формат або MP3.
bot-over-limit-advice = Виберіть менший формат або MP3.
bot-fit-button = Стиснути до { MEGABYTES($mb) }
bot-fitted-label = { $label }, стиснуто до { MEGABYTES($mb) }
bot-fit-video-only = Стиснути можна лише відеоформат.
bot-fit-limit-too-small = Ліміт завантаження тут замалий, щоб умістити в нього відео.
bot-fit-needs-duration = Сайт не повідомляє тривалість запису, тому його не можна стиснути до потрібного розміру.

## How a job ends, and Cancel.
bot-cancelled = Скасовано.
bot-cancelling = Скасовую…
bot-cancel-not-yours = Скасувати може лише той, хто зробив запит.
bot-cancel-ended = Це завантаження вже завершилося.
bot-restarting = Бот перезапускається, спробуйте за хвилину.
bot-stopped-for-restart = Зупинено: бот перезапускається. Спробуйте за хвилину.
bot-interrupted-by-crash = { $label }: перервано, бот несподівано зупинився під час роботи. Натисніть кнопку, щоб спробувати ще раз.
bot-try-again-button = Спробувати ще раз

## Playlists.
bot-playlist-facts = Плейлист · { $count ->
    [one] { $count } елемент
    [few] { $count } елементи
    [many] { $count } елементів
   *[other] { $count } елемента
  } · { $platform }
bot-playlist-facts-partial = Плейлист · { $count ->
    [one] { $count } елемент
    [few] { $count } елементи
    [many] { $count } елементів
   *[other] { $count } елемента
  }, показано перші { $listed } · { $platform }
bot-playlist-hint = Виберіть елемент, щоб побачити його формати, або отримайте всі { $count } у MP3 { $quality }.
bot-playlist-none-fetchable = Це плейлист із { $count ->
    [one] { $count } елемента
    [few] { $count } елементів
    [many] { $count } елементів
   *[other] { $count } елемента
  }, але жоден із них звідси завантажити не можна.
bot-playlist-empty = Цей плейлист порожній.
bot-nested-playlist = Цей елемент сам є плейлистом; виберіть його у списку, щоб побачити його вміст.
bot-all-as-mp3 = Усе в MP3 { $quality } ({ $count ->
    [one] { $count } файл
    [few] { $count } файли
    [many] { $count } файлів
   *[other] { $count } файлу
  })
bot-batch-position = Усе в MP3 { $quality }: { $position }
bot-batch-position-tally = Усе в MP3 { $quality }: { $position } (надіслано: { $delivered }, пропущено: { $skipped })
bot-stage-looking-up = шукаю…
bot-stage-queued = чекає на вільне місце (попереду: { $ahead })…
bot-stage-waiting = ліміт запитів посилань на хвилину вичерпано; продовжу через { WAIT($seconds) }…
bot-stage-downloading = завантаження… { $percent }%
bot-stage-downloading-bytes = завантаження… { SIZE($bytes) }
bot-stage-converting = конвертую…
bot-stage-uploading = надсилаю { SIZE($bytes) }…
bot-batch-already-running = «Усе в MP3» для цього плейлиста вже триває: дочекайтеся завершення або спершу скасуйте.
bot-batch-skipped = Пропущено { $position } «{ $title }»: { $why }
bot-batch-sent = надіслано { $delivered } з { $total ->
    [one] { $total } файлу
    [few] { $total } файлів
    [many] { $total } файлів
   *[other] { $total } файлу
  }{ $skipped ->
    [0] {""}
   *[other] , пропущено { $skipped }
  }
bot-batch-done = Усе в MP3 { $quality }: готово, { $sent }.
bot-batch-stopped = Усе в MP3 { $quality }: зупинено, { $sent }. { $reason } { $notTried ->
    [one] Ще { $notTried } файл не завантажено.
    [few] Ще { $notTried } файли не завантажено.
    [many] Ще { $notTried } файлів не завантажено.
   *[other] Ще { $notTried } файлу не завантажено.
  }
bot-batch-cancelled = Усе в MP3 { $quality }: скасовано, { $sent }.
bot-batch-shutdown = Зупинено: бот перезапускається. Спробуйте за хвилину. ({ $sent }.)

## /usage and /stats.
bot-usage-counts = { $downloads ->
    [one] { $downloads } завантаження
    [few] { $downloads } завантаження
    [many] { $downloads } завантажень
   *[other] { $downloads } завантаження
  }, { SIZE($bytes) }, { $lookups ->
    [one] { $lookups } запит
    [few] { $lookups } запити
    [many] { $lookups } запитів
   *[other] { $lookups } запиту
  }
bot-usage-title = Ваше використання ({ $identity })
bot-usage-today = Сьогодні: { $counts }
bot-usage-last-7-days = За 7 днів: { $counts }
bot-usage-all-time = За весь час: { $counts }
bot-usage-owner = Ви власник: обмеження на вас не діють.
bot-usage-resets = Сьогоднішні лічильники обнуляться через { WAIT($seconds) }.
bot-limits = Обмеження: { $list }.
bot-limits-none = Обмеження не задано.
bot-limit-downloads-per-day = завантажень на день: { $count }
bot-limit-mb-per-day = МБ на день: { $mb }
bot-limit-lookups-per-minute = запитів на хвилину: { $count }
bot-limit-concurrent = завантажень одночасно: { $count }
bot-limit-max-duration = записи до { CLOCK($seconds) }
bot-stats-users = Користувачі: { $count }
bot-stats-sites = Сайти:
bot-stats-site = { $site }: завантажень { $downloads }, { SIZE($bytes) }
bot-stats-users-heading = Користувачі (спершу нещодавні), сьогодні / загалом:
bot-stats-user = { $identity }: завантажень { $today } / { $allTime }, { SIZE($bytes) }
bot-stats-user-named = { $identity } { $name }: завантажень { $today } / { $allTime }, { SIZE($bytes) }
bot-stats-more = … і ще { $count }

## The owners' /update.
bot-update-unavailable = Оновлення yt-dlp у цьому встановленні недоступне.
bot-ytdlp-status = yt-dlp { $version }, { $days ->
    [one] випущено { $days } день тому.
    [few] випущено { $days } дні тому.
    [many] випущено { $days } днів тому.
   *[other] випущено { $days } дня тому.
  }
bot-ytdlp-status-unknown-age = yt-dlp { $version }, вік невідомий.
bot-ytdlp-updating = Оновлюю yt-dlp…
bot-ytdlp-update-failed = Не вдалося оновити yt-dlp: { $error }

## Download options' toggles beside the MP3 choices (src/options).
bot-option-loudness = Вирівняти гучність
