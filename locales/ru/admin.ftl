## Панель владельца на /admin (src/web/admin.html и admin*.ts).

admin-page =
    .content = Панель владельца этого media-fetcher: загрузки, пользователи и то, что выполняется сейчас.
admin-title = Панель владельца
admin-back = Страница загрузки
admin-key-hint = Для панели нужен API-ключ владельца. Он хранится только в этом браузере.
admin-login-needed = Вы не вошли как владелец. На сервере запустите "npm run owner-link" (ссылку печатает и журнал запуска) и откройте напечатанную ссылку в этом браузере: она срабатывает один раз, в течение 15 минут.
admin-status-signing-in = Вход…
admin-status-loading = Загрузка…
admin-updated = Обновлено в { $time }

## Что выполняется сейчас.

admin-running = Выполняется сейчас
admin-running-none = Сейчас ничего не выполняется.
admin-job-untitled = Название пока неизвестно
admin-job-playlist = плейлист
admin-job-who = { $name } через { $surface }
admin-job-instance = на { $instance }
admin-job-elapsed = уже { CLOCK($seconds) }
admin-job-sent = отправлено { $size }
admin-job-percent = { $percent } %
admin-surface-telegram = Telegram
admin-surface-discord = Discord
admin-surface-http = API
admin-surface-web = веб-страницу
admin-cancel = Отменить
admin-cancel-named = Отменить «{ $title }»
admin-cancelling = Отмена…
admin-status-cancel-ended = Эта загрузка уже закончилась.

## Последние 30 дней.

admin-days = Последние 30 дней
admin-total-downloads = Загрузки
admin-total-bytes = Отправлено данных
admin-total-failed = С ошибкой
admin-total-first-byte = Время до первого байта, медиана
admin-no-data = пока нет данных
admin-first-byte-p90 = 9 из 10 — не дольше { $time }
admin-first-byte-p99 = 99 из 100 — не дольше { $time }
admin-first-byte-count =
    { $count ->
        [one] по { $count } загрузке
        [few] по { $count } загрузкам
        [many] по { $count } загрузкам
       *[other] по { $count } загрузки
    }
admin-chart-downloads = Загрузки по дням
admin-chart-bytes = Отправлено данных по дням
admin-chart-first-byte = Время до первого байта по дням
admin-legend-median = медиана
admin-legend-p90 = 9 из 10
admin-chart-tip = { $day }: { $value }
admin-days-table = Числа по дням
admin-col-day = День
admin-col-downloads = Загрузки
admin-col-failed = С ошибкой
admin-col-bytes = Отправлено
admin-col-p50 = Первый байт, медиана
admin-col-p90 = Первый байт, 9 из 10

## Списки за 30 дней.

admin-sites = Популярные сайты
admin-users = Активные пользователи
admin-outcomes = Чем закончились загрузки
admin-error-codes = Коды ошибок
admin-none = За эти 30 дней ничего.
admin-rank-downloads =
    { $count ->
        [one] { $count } загрузка
        [few] { $count } загрузки
        [many] { $count } загрузок
       *[other] { $count } загрузки
    }
admin-outcome-ok = Завершены
admin-outcome-error = С ошибкой
admin-outcome-cancelled = Отменены
admin-outcome-interrupted = Прерваны
admin-outcome-running = Ещё выполняются

## yt-dlp, который читает сайты.

admin-ytdlp-version = Версия
admin-ytdlp-age =
    { $days ->
        [0] вышла сегодня
        [one] вышла { $days } день назад
        [few] вышла { $days } дня назад
        [many] вышла { $days } дней назад
       *[other] вышла { $days } дня назад
    }
admin-ytdlp-stale = Этот yt-dlp устарел: сайты меняются, и старая версия перестаёт с ними работать.
admin-ytdlp-fixed = Этот yt-dlp сервер не может обновить сам; обновите его там, где он установлен.
admin-ytdlp-update = Обновить yt-dlp
admin-ytdlp-updating = Обновление…

## Sites that refuse this server (src/refusals): each line comes from the server in the page's language.

admin-refusals-heading = Сайты, отказывающие этому серверу
admin-refusals-none = В последнее время ни один сайт не отказывал этому серверу.

admin-cookies-heading = Наборы cookie
admin-cookies-none = Наборов cookie нет.
admin-cookies-add = Добавить cookies.txt
admin-cookies-line = { $sites }: cookie: { $count }, ближайшее истечение { $expiry }, последнее использование { $used } ({ $outcome })
admin-cookies-remove = Удалить

## YouTube's chain (the same as /api/health's youtube) and the canary's watched links.

admin-youtube-heading = Цепочка YouTube
admin-youtube-runtime = Среда JavaScript: { $runtime }
admin-youtube-solver = Скрипты-решатели (yt-dlp-ejs): { $state }
admin-youtube-provider = Поставщик PO-токенов: { $state } (плагин { $plugin })
admin-youtube-cookies = Наборы cookie для YouTube: { $count }
admin-youtube-complete = Ничего не отсутствует.
admin-state-installed = установлены
admin-state-missing = отсутствуют
admin-state-unknown = неизвестно
admin-provider-not-set = не задан
admin-provider-down = задан, не отвечает
admin-provider-up = отвечает
admin-canary-heading = Канарейка
admin-canary-none = Ни одна ссылка не отслеживается.
admin-canary-url = Ссылка для отслеживания
admin-canary-add = Отслеживать
admin-canary-run = Проверить сейчас
admin-canary-remove = Удалить
admin-canary-line = { $state } · последний успех { $ok } · последний сбой { $failed } ({ $what })
admin-canary-works = работает
admin-canary-fails = не работает
admin-canary-unknown = ещё не проверялась
admin-canary-strip = Последние 24 часа, по ячейке на проверку
admin-follows-heading = Подписки
admin-follows-none = Подписок нет.
admin-follows-line = { $user }: { $title } ({ $form }, в { $target }), следующая проверка { $next }
admin-follows-paused = { $user }: { $title } ({ $form }, в { $target }), на паузе: { $reason }
admin-follows-remove = Удалить
