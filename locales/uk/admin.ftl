## Панель власника на /admin (src/web/admin.html і admin*.ts).

admin-page =
    .content = Панель власника цього media-fetcher: завантаження, користувачі й те, що виконується зараз.
admin-title = Панель власника
admin-back = Сторінка завантаження
admin-key-hint = Для панелі потрібен API-ключ власника. Він зберігається лише в цьому браузері.
admin-login-needed = Ви не ввійшли як власник. На сервері запустіть "npm run owner-link" (посилання друкує й журнал запуску) і відкрийте надруковане посилання в цьому браузері: воно спрацьовує один раз, протягом 15 хвилин.
admin-status-signing-in = Вхід…
admin-status-loading = Завантаження…
admin-updated = Оновлено о { $time }

## Що виконується зараз.

admin-running = Виконується зараз
admin-running-none = Зараз нічого не виконується.
admin-job-untitled = Назва ще невідома
admin-job-playlist = плейлист
admin-job-who = { $name } через { $surface }
admin-job-instance = на { $instance }
admin-job-elapsed = вже { CLOCK($seconds) }
admin-job-sent = надіслано { $size }
admin-job-percent = { $percent }%
admin-surface-telegram = Telegram
admin-surface-discord = Discord
admin-surface-http = API
admin-surface-web = вебсторінку
admin-cancel = Скасувати
admin-cancel-named = Скасувати «{ $title }»
admin-cancelling = Скасування…
admin-status-cancel-ended = Це завантаження вже закінчилося.

## Останні 30 днів.

admin-days = Останні 30 днів
admin-total-downloads = Завантаження
admin-total-bytes = Надіслано даних
admin-total-failed = З помилкою
admin-total-first-byte = Час до першого байта, медіана
admin-no-data = ще немає даних
admin-first-byte-p90 = 9 з 10 — не довше { $time }
admin-first-byte-p99 = 99 зі 100 — не довше { $time }
admin-first-byte-count =
    { $count ->
        [one] за { $count } завантаженням
        [few] за { $count } завантаженнями
        [many] за { $count } завантаженнями
       *[other] за { $count } завантаження
    }
admin-chart-downloads = Завантаження за днями
admin-chart-bytes = Надіслано даних за днями
admin-chart-first-byte = Час до першого байта за днями
admin-legend-median = медіана
admin-legend-p90 = 9 з 10
admin-chart-tip = { $day }: { $value }
admin-days-table = Числа за днями
admin-col-day = День
admin-col-downloads = Завантаження
admin-col-failed = З помилкою
admin-col-bytes = Надіслано
admin-col-p50 = Перший байт, медіана
admin-col-p90 = Перший байт, 9 з 10

## Списки за 30 днів.

admin-sites = Найчастіші сайти
admin-users = Найактивніші користувачі
admin-outcomes = Чим закінчилися завантаження
admin-error-codes = Коди помилок
admin-none = За ці 30 днів нічого.
admin-rank-downloads =
    { $count ->
        [one] { $count } завантаження
        [few] { $count } завантаження
        [many] { $count } завантажень
       *[other] { $count } завантаження
    }
admin-outcome-ok = Завершені
admin-outcome-error = З помилкою
admin-outcome-cancelled = Скасовані
admin-outcome-interrupted = Перервані
admin-outcome-running = Ще виконуються

## yt-dlp, який читає сайти.

admin-ytdlp-version = Версія
admin-ytdlp-age =
    { $days ->
        [0] вийшла сьогодні
        [one] вийшла { $days } день тому
        [few] вийшла { $days } дні тому
        [many] вийшла { $days } днів тому
       *[other] вийшла { $days } дня тому
    }
admin-ytdlp-stale = Цей yt-dlp застарів: сайти змінюються, і стара версія перестає з ними працювати.
admin-ytdlp-fixed = Цей yt-dlp сервер не може оновити сам; оновіть його там, де його встановлено.
admin-ytdlp-update = Оновити yt-dlp
admin-ytdlp-updating = Оновлення…

## Sites that refuse this server (src/refusals): each line comes from the server in the page's language.

admin-refusals-heading = Сайти, що відмовляють цьому серверу
admin-refusals-none = Останнім часом жоден сайт не відмовляв цьому серверу.

admin-cookies-heading = Набори cookie
admin-cookies-none = Наборів cookie немає.
admin-cookies-add = Додати cookies.txt
admin-cookies-line = { $sites }: cookie: { $count }, найближче закінчення { $expiry }, останнє використання { $used } ({ $outcome })
admin-cookies-remove = Вилучити

## YouTube's chain (the same as /api/health's youtube) and the canary's watched links.

admin-youtube-heading = Ланцюжок YouTube
admin-youtube-runtime = Середовище JavaScript: { $runtime }
admin-youtube-solver = Скрипти-розв'язувачі (yt-dlp-ejs): { $state }
admin-youtube-provider = Постачальник PO-токенів: { $state } (плагін { $plugin })
admin-youtube-cookies = Набори cookie для YouTube: { $count }
admin-youtube-complete = Нічого не бракує.
admin-state-installed = встановлено
admin-state-missing = бракує
admin-state-unknown = невідомо
admin-provider-not-set = не задано
admin-provider-down = задано, не відповідає
admin-provider-up = відповідає
admin-canary-heading = Канарка
admin-canary-none = Жодне посилання не відстежується.
admin-canary-url = Посилання для відстеження
admin-canary-add = Відстежувати
admin-canary-run = Перевірити зараз
admin-canary-remove = Видалити
admin-canary-line = { $state } · останній успіх { $ok } · останній збій { $failed } ({ $what })
admin-canary-works = працює
admin-canary-fails = не працює
admin-canary-unknown = ще не перевірялося
admin-canary-strip = Останні 24 години, по клітинці на перевірку
admin-follows-heading = Підписки
admin-follows-none = Підписок немає.
admin-follows-line = { $user }: { $title } ({ $form }, до { $target }), наступна перевірка { $next }
admin-follows-paused = { $user }: { $title } ({ $form }, до { $target }), на паузі: { $reason }
admin-follows-remove = Вилучити
