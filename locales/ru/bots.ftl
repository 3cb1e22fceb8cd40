## Sentences both bots say (Telegram and Discord): bots/shared.

## Sizes and lengths on their own (button labels, card facts).
bot-size = { SIZE($bytes) }
bot-clock = { CLOCK($seconds) }

## A choice's name in every sentence.
bot-choice-mp3 = MP3 { $quality } кбит/с
bot-subtitles-button = Субтитры
bot-subtitle-label = Субтитры: { $name } (srt)
bot-subtitle-auto = { $lang }, авто
bot-subtitle-option = { $name } ({ $code })
bot-sound-button = Звук: { $language }
bot-sound-option = { $name } ({ $code })
bot-sound-original = { $language } · оригинал

## Clips.
bot-clip-heading = Фрагмент { $range }
bot-clip-label = { $label }, фрагмент { $range }
bot-clip-refusal = Фрагмент { $range } нельзя вырезать: { $problem }
bot-clip-unreadable-range = Не удалось прочитать диапазон «{ $written }». Напишите его после ссылки как начало-конец, например 0:10-0:20 или 1:02:03-1:02:30.
bot-clip-unreadable-time = Не удалось прочитать { $option } «{ $written }». Укажите время как 1:20, 1:02:03 или в секундах (80).
bot-clip-end-needed = Длительность этой записи неизвестна: укажите ещё и время конца.

## Choosing and the upload limit.
bot-no-audio = В этой записи нет звука для конвертации.
bot-over-limit = { $label }: файл слишком большой, чтобы отправить его здесь. { $platform } разрешает ботам загружать до { SIZE($limit) }.
bot-over-limit-link = Скачайте его напрямую: { $link }
bot-over-limit-link-too-long = Прямая ссылка слишком длинная, чтобы отправить её здесь. Выберите формат поменьше или MP3.
bot-over-limit-advice = Выберите формат поменьше или MP3.
bot-fit-button = Сжать до { MEGABYTES($mb) }
bot-fitted-label = { $label }, сжато до { MEGABYTES($mb) }
bot-fit-video-only = Сжать можно только видеоформат.
bot-fit-limit-too-small = Лимит загрузки здесь слишком мал, чтобы уместить в него видео.
bot-fit-needs-duration = Сайт не сообщает длительность записи, поэтому её нельзя сжать до нужного размера.

## How a job ends, and Cancel.
bot-cancelled = Отменено.
bot-cancelling = Отменяю…
bot-cancel-not-yours = Отменить может только тот, кто запросил.
bot-cancel-ended = Эта загрузка уже завершилась.
bot-restarting = Бот перезапускается, попробуйте через минуту.
bot-stopped-for-restart = Остановлено: бот перезапускается. Попробуйте через минуту.
bot-interrupted-by-crash = { $label }: прервано, бот неожиданно остановился во время работы. Нажмите кнопку, чтобы попробовать снова.
bot-try-again-button = Попробовать снова

## Playlists.
bot-playlist-facts = Плейлист · { $count ->
    [one] { $count } элемент
    [few] { $count } элемента
    [many] { $count } элементов
   *[other] { $count } элемента
  } · { $platform }
bot-playlist-facts-partial = Плейлист · { $count ->
    [one] { $count } элемент
    [few] { $count } элемента
    [many] { $count } элементов
   *[other] { $count } элемента
  }, показаны первые { $listed } · { $platform }
bot-playlist-hint = Выберите элемент, чтобы увидеть его форматы, или получите все { $count } в MP3 { $quality }.
bot-playlist-none-fetchable = Это плейлист из { $count ->
    [one] { $count } элемента
    [few] { $count } элементов
    [many] { $count } элементов
   *[other] { $count } элемента
  }, но ни один из них отсюда скачать нельзя.
bot-playlist-empty = Этот плейлист пуст.
bot-nested-playlist = Этот элемент сам является плейлистом; выберите его в списке, чтобы увидеть его содержимое.
bot-all-as-mp3 = Всё в MP3 { $quality } ({ $count ->
    [one] { $count } файл
    [few] { $count } файла
    [many] { $count } файлов
   *[other] { $count } файла
  })
bot-batch-position = Всё в MP3 { $quality }: { $position }
bot-batch-position-tally = Всё в MP3 { $quality }: { $position } (отправлено: { $delivered }, пропущено: { $skipped })
bot-stage-looking-up = смотрю…
bot-stage-queued = ждёт свободного места (впереди: { $ahead })…
bot-stage-waiting = лимит запросов ссылок в минуту исчерпан; продолжу через { WAIT($seconds) }…
bot-stage-downloading = загрузка… { $percent } %
bot-stage-downloading-bytes = загрузка… { SIZE($bytes) }
bot-stage-converting = конвертирую…
bot-stage-uploading = отправляю { SIZE($bytes) }…
bot-batch-already-running = «Всё в MP3» для этого плейлиста уже идёт: дождитесь окончания или сначала отмените.
bot-batch-skipped = Пропущено { $position } «{ $title }»: { $why }
bot-batch-sent = отправлено { $delivered } из { $total ->
    [one] { $total } файла
    [few] { $total } файлов
    [many] { $total } файлов
   *[other] { $total } файла
  }{ $skipped ->
    [0] {""}
   *[other] , пропущено { $skipped }
  }
bot-batch-done = Всё в MP3 { $quality }: готово, { $sent }.
bot-batch-stopped = Всё в MP3 { $quality }: остановлено, { $sent }. { $reason } { $notTried ->
    [one] Ещё { $notTried } файл не скачан.
    [few] Ещё { $notTried } файла не скачаны.
    [many] Ещё { $notTried } файлов не скачаны.
   *[other] Ещё { $notTried } файла не скачаны.
  }
bot-batch-cancelled = Всё в MP3 { $quality }: отменено, { $sent }.
bot-batch-shutdown = Остановлено: бот перезапускается. Попробуйте через минуту. ({ $sent }.)

## /usage and /stats.
bot-usage-counts = { $downloads ->
    [one] { $downloads } загрузка
    [few] { $downloads } загрузки
    [many] { $downloads } загрузок
   *[other] { $downloads } загрузки
  }, { SIZE($bytes) }, { $lookups ->
    [one] { $lookups } запрос
    [few] { $lookups } запроса
    [many] { $lookups } запросов
   *[other] { $lookups } запроса
  }
bot-usage-title = Ваше использование ({ $identity })
bot-usage-today = Сегодня: { $counts }
bot-usage-last-7-days = За 7 дней: { $counts }
bot-usage-all-time = За всё время: { $counts }
bot-usage-owner = Вы владелец: ограничения на вас не действуют.
bot-usage-resets = Сегодняшние счётчики обнулятся через { WAIT($seconds) }.
bot-limits = Ограничения: { $list }.
bot-limits-none = Ограничения не заданы.
bot-limit-downloads-per-day = загрузок в день: { $count }
bot-limit-mb-per-day = МБ в день: { $mb }
bot-limit-lookups-per-minute = запросов в минуту: { $count }
bot-limit-concurrent = загрузок одновременно: { $count }
bot-limit-max-duration = записи до { CLOCK($seconds) }
bot-stats-users = Пользователи: { $count }
bot-stats-sites = Сайты:
bot-stats-site = { $site }: загрузок { $downloads }, { SIZE($bytes) }
bot-stats-users-heading = Пользователи (сначала недавние), сегодня / всего:
bot-stats-user = { $identity }: загрузок { $today } / { $allTime }, { SIZE($bytes) }
bot-stats-user-named = { $identity } { $name }: загрузок { $today } / { $allTime }, { SIZE($bytes) }
bot-stats-more = … и ещё { $count }

## The owners' /update.
bot-update-unavailable = Обновление yt-dlp в этой установке недоступно.
bot-ytdlp-status = yt-dlp { $version }, { $days ->
    [one] выпущен { $days } день назад.
    [few] выпущен { $days } дня назад.
    [many] выпущен { $days } дней назад.
   *[other] выпущен { $days } дня назад.
  }
bot-ytdlp-status-unknown-age = yt-dlp { $version }, возраст неизвестен.
bot-ytdlp-updating = Обновляю yt-dlp…
bot-ytdlp-update-failed = Не удалось обновить yt-dlp: { $error }

## Download options' toggles beside the MP3 choices (src/options).
bot-option-loudness = Выровнять громкость
