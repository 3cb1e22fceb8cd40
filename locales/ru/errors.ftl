## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = Это не похоже на ссылку, которую я могу открыть. Пришлите полную ссылку, начинающуюся с http(s).
error-code-url-not-allowed = Ссылки на адреса частной или локальной сети запрещены.
error-code-invalid-selector = Недопустимый выбор формата.
error-code-invalid-request = Недопустимый запрос.
error-code-unsupported-url = Эта ссылка не поддерживается: на странице не нашлось медиа.
error-code-no-media = По этой ссылке не нашлось медиа, которое можно скачать.
error-code-live-stream = Это прямая трансляция. Я скачиваю только записи; пришлите ссылку ещё раз, когда трансляция закончится.
error-code-media-unavailable = Медиа недоступно (удалено, скрыто или доступ ограничен).
error-code-unreachable = Не удалось связаться с сайтом. Попробуйте позже.
error-code-extraction-failed = Не удалось прочитать медиа по этой ссылке.
error-code-format-not-available = Этот формат больше недоступен. Пришлите ссылку ещё раз, чтобы получить новый список.
error-code-processing-failed = Не удалось преобразовать файл.
error-code-too-large = Файл слишком большой для этого сервера.
error-code-too-many-fetches = Это медиа разбито на больше частей, чем я могу запросить для одной загрузки.
error-code-queue-full = Сейчас идёт слишком много других скачиваний. Попробуйте через минуту.
error-code-timeout = Операция заняла слишком много времени и была остановлена.
error-code-cancelled = Отменено.
error-code-tool-failed = На сервере что-то пошло не так. Попробуйте позже.
error-code-disk-full = На сервере закончилось место на диске. Попробуйте позже.
error-code-database-unavailable = Сервис ненадолго недоступен. Попробуйте через несколько секунд.
error-code-internal = На сервере что-то пошло не так. Попробуйте позже.

## Usage refusals: the limits of this server. $wait is in seconds, said as "12 min".

refusal-user-blocked = Вам заблокирован доступ к этому сервису.
refusal-user-not-allowed = Это закрытый сервис; попросите владельца открыть доступ для вашего ID { $id }.
refusal-concurrent-jobs = У вас уже { $running ->
    [one] идёт { $running } скачивание
    [few] идут { $running } скачивания
    [many] идут { $running } скачиваний
   *[other] идут { $running } скачивания
  }, а больше одновременно нельзя; попробуйте снова, когда одно завершится.
refusal-downloads-per-day = Сегодня вы использовали { $used } из { $limit ->
    [one] { $limit } скачивания
    [few] { $limit } скачиваний
    [many] { $limit } скачиваний
   *[other] { $limit } скачивания
  }; лимит обновится через { WAIT($wait) }.
refusal-mb-per-day = Сегодня вы использовали { NUMBER($used, maximumFractionDigits: 1) } из { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}({ MEGABYTES($held) } из них приходится на ещё идущие скачивания)
  }; лимит обновится через { WAIT($wait) }.
refusal-file-over-mb-left = Сегодня вы использовали { NUMBER($used, maximumFractionDigits: 1) } из { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}({ MEGABYTES($held) } из них приходится на ещё идущие скачивания)
  }; для этого файла (около { MEGABYTES($file) }) не хватает примерно { MEGABYTES($missing) }; лимит обновится через { WAIT($wait) }.
refusal-mb-reached-while-downloading = Скачивание остановлено после { MEGABYTES($sent) }: достигнут ваш дневной лимит { MEGABYTES($limit) }; он обновится через { WAIT($wait) }.
refusal-info-per-minute = Вы использовали { $used } из { $limit ->
    [one] { $limit } запроса
    [few] { $limit } запросов
    [many] { $limit } запросов
   *[other] { $limit } запроса
  } по ссылкам в минуту; попробуйте снова через { WAIT($wait) }.
refusal-max-duration = Длительность этого медиа — { CLOCK($duration) }, а разрешено не больше { CLOCK($limit) }.

## The API's error sentences (each said in the client's Accept-Language; the code stays English).
error-clip-end-required = Нужно указать end: длительность этого медиа неизвестна.
error-head-only = Запрошены только заголовки (HEAD).
error-download-too-long = Скачивание заняло слишком много времени и было остановлено.
error-live-stream = Это прямая трансляция; сервер скачивает только записи. Попробуйте снова, когда трансляция закончится.
error-no-media-found = По этой ссылке не найдено медиа для скачивания.
error-request-cancelled = Запрос отменён.
error-link-is-playlist = Эта ссылка ведёт на плейлист; скачайте нужный элемент по его собственной ссылке.
error-media-file-expired = Медиафайл недоступен (возможно, срок его хранения истёк; запросите информацию заново).
error-media-not-fetched = Не удалось получить медиа с сайта.
error-redirect-not-allowed = Сайт перенаправил на ссылку, которую этот сервер не открывает.
error-compressed-response = Сайт отправил файл в сжатом виде, а этот сервер такие файлы не передаёт.
error-range-inconsistent = Сайт дал противоречивый ответ на запрос диапазона.
error-download-cancelled = Скачивание отменено.
error-fragment-not-fetched = Не удалось получить фрагмент.
error-fragment-incomplete = Фрагмент пришёл с сайта не полностью.
error-playlist-not-read = Не удалось прочитать плейлист с сайта.
error-link-empty = Ссылка пустая.
error-link-not-valid = Это недействительная ссылка; она должна начинаться с http:// или https://.
error-link-scheme = Поддерживаются только ссылки http:// и https://.
error-link-credentials = Ссылки с именем пользователя или паролем не поддерживаются.
error-link-no-host = В ссылке нет имени хоста.
error-host-not-resolved = Не удалось разрешить имя хоста.
error-media-private-address = Медиа находится по адресу частной или локальной сети, а это запрещено.
error-tool-not-started = Не удалось запустить один из медиаинструментов сервера; причину владелец найдёт в журнале.
error-extractor-output-too-large = Экстрактор выдал больше данных, чем ожидалось.
error-conversion-failed = Не удалось преобразовать медиа в запрошенный файл.
error-server-busy = Сервер занят другими скачиваниями. Попробуйте чуть позже.
error-server-restarting = Сервер перезапускается. Попробуйте через минуту.
error-link-private-address = Ссылка ведёт на адрес частной или локальной сети, а это запрещено.
error-link-unsupported = Эта ссылка не поддерживается: на странице не найдено медиа.
error-format-not-available = Этот формат недоступен для этого медиа (или уже недоступен).
error-media-unavailable = Медиа недоступно (удалено, скрыто или доступ ограничен).
error-site-unreachable = Не удалось связаться с сайтом.
error-media-info-unreadable = Не удалось прочитать информацию о медиа по этой ссылке.
error-extractor-unreadable = Экстрактор вернул нечитаемые данные.
error-extractor-unexpected-shape = Экстрактор вернул информацию о медиа в неожиданном формате.
error-connection-broke = Соединение с сайтом оборвалось до того, как файл был получен полностью.
error-subs-one-language = subs: укажите один язык.
error-subtitle-track-not-fetched = Дорожка субтитров не была получена.
error-subtitle-track-empty = В этой дорожке субтитров нет текста.
error-download-no-data = Скачивание не дало никаких данных.
error-media-incomplete = Не удалось получить медиа полностью.
error-download-failed = Скачивание не удалось.
error-subtitle-playlist = Эта дорожка субтитров поставляется в плейлисте, который этот сервер не читает.
error-subtitle-link-not-allowed = В файле субтитров есть ссылка, которую этот сервер не открывает.
error-subtitle-too-large = Дорожка субтитров превышает предел этого сервера.
error-too-many-fetches = Это медиа разбито на слишком много частей: загрузка остановлена на пределе запросов к сайту, допустимом для загрузки такого размера и длительности (сделано запросов: { $count }).
error-subtitle-too-many-segments = Эта дорожка субтитров разбита на слишком много частей (сегментов: { $count }; для одной дорожки запрашивается не больше { $max }).
error-subtitles-not-fetched = Не удалось получить субтитры с сайта.
error-format-protocol = Этот формат использует протокол потоковой передачи, который этот сервер не скачивает.
error-clip-on-live-stream = start и end нельзя использовать для прямой трансляции.
error-json-content-type = Отправьте тело в формате JSON с заголовком Content-Type: application/json.
error-json-empty = Тело JSON пустое.
error-body-too-large = Тело запроса слишком большое.
error-json-invalid = Тело запроса не является корректным JSON.
error-request-not-understood = Не удалось разобрать запрос.
error-server-failed = На сервере что-то пошло не так.
error-not-found = Не найдено.
error-api-key-required = Нужен действительный ключ API: отправьте "Authorization: Bearer <key>".
error-link-malformed = Эта ссылка на скачивание повреждена: { $why ->
    [repeated] параметр повторяется.
    [escape] в строке запроса есть "%", который не образует допустимую escape-последовательность.
   *[ambiguous] её параметры можно прочитать неоднозначно.
  }
error-target-has-hash = Адрес запроса не должен содержать "#" (передайте его как %23).
error-link-invalid = Эта ссылка на скачивание недействительна: запросите новую.
error-link-expired = Срок действия этой ссылки на скачивание истёк: запросите новую.
error-host-not-allowed = Этот сервер не отвечает на это имя хоста. Владелец может добавить имя в ALLOWED_HOSTS.
error-cross-site-request = Этот запрос пришёл со страницы другого сайта, а на такие запросы сервер не действует.
error-request-shape = Отправьте этот запрос в формате JSON (Content-Type: application/json) или с заголовком Authorization.
error-owner-login-required = Это видит только владелец. Откройте одноразовую ссылку, которую печатает "npm run owner-link" на сервере, или отправьте "Authorization: Bearer <token>" с токеном из DATA_DIR/owner-token.
error-owner-link-invalid = Эта ссылка для входа недействительна. Запустите "npm run owner-link" на сервере, чтобы получить новую.
error-owner-link-expired = Срок этой ссылки для входа истёк (она действует 15 минут). Запустите "npm run owner-link" на сервере, чтобы получить новую.
error-owner-link-used = Эта ссылка для входа уже использована (она срабатывает один раз). Запустите "npm run owner-link" на сервере, чтобы получить новую.
error-owner-link-with-keys = Этот сервер использует ключи API: для панели нужен ключ владельца, а не ссылка для входа.
error-usage-owner-only = Читать статистику использования может только ключ владельца.
error-admin-owner-only = Пользоваться панелью владельца может только ключ владельца.
error-request-fields = Недопустимый запрос: { $detail }
error-disk-full = При подготовке файла на сервере закончилось место на диске.
error-disk-too-full-for-job = Сейчас на сервере слишком мало свободного места на диске для этого файла (нужно около { MEGABYTES($mb) }). Попробуйте позже.
error-file-over-server-limit = Файл больше, чем разрешает этот сервер ({ MEGABYTES($mb) }).
error-step-timeout = { $step ->
    [reading] Чтение ссылки заняло слишком много времени и было остановлено.
    [choosing] Выбор формата занял слишком много времени и был остановлен.
    [compression] Сжатие заняло слишком много времени и было остановлено.
    [subtitles] Преобразование субтитров заняло слишком много времени и было остановлено.
    [thumbnail] Получение миниатюры заняло слишком много времени и было остановлено.
    [cover] Получение обложки заняло слишком много времени и было остановлено.
   *[download] Скачивание заняло слишком много времени и было остановлено.
  }
error-step-cancelled = { $step ->
    [reading] Чтение ссылки отменено.
    [choosing] Выбор формата отменён.
    [compression] Сжатие отменено.
    [subtitles] Преобразование субтитров отменено.
    [thumbnail] Получение миниатюры отменено.
    [cover] Получение обложки отменено.
   *[download] Скачивание отменено.
  }
error-picture-not-fetched = { $picture ->
    [cover] Не удалось получить обложку.
   *[thumbnail] Не удалось получить миниатюру.
  }
error-length-mismatch = Размер файла не совпал с заявленным: ожидалось { $size ->
    [one] { $size } байт
    [few] { $size } байта
    [many] { $size } байт
   *[other] { $size } байта
  }, пришло { $bytes }; скачивание не завершено.
error-fit-not-small-enough = Не удалось сжать видео меньше чем до { MEGABYTES($mb) }; укажите размер побольше или скачайте фрагмент.
error-fit-needs-duration = Для fit нужна длительность медиа, а этот сайт её не сообщает.
error-fit-too-long = Чтобы уложиться в { MEGABYTES($mb) }, видео должно длиться не больше { LENGTH($max) }; это длится { LENGTH($length) }.
error-fit-with-mp3 = fit нельзя использовать вместе с convert=mp3.
error-fit-audio = fit работает с видеоформатами; чтобы получить аудиофайл поменьше, используйте convert=mp3 с более низким качеством.
error-fit-subtitles = fit нельзя использовать с субтитрами (subs или kind=subtitles).
error-link-too-long = Ссылка слишком длинная (не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
  }).
error-too-many-redirects = Сайт перенаправил больше { $max ->
    [one] { $max } раза
    [few] { $max } раз
    [many] { $max } раз
   *[other] { $max } раза
  }.
error-site-status = Сайт ответил кодом { $status } на запрос медиафайла.
error-page-too-large = Страница превышает предел этого сервера ({ MEGABYTES($mb) }).
error-info-too-large = Информация о медиа по этой ссылке превышает предел этого сервера ({ MEGABYTES($mb) }).
error-subs-none = subs: нет субтитров для { $missing }. У этого медиа нет субтитров.
error-subs-unknown = subs: нет субтитров для { $missing }. Есть субтитры для: { $offered }.
error-subs-ext = ext должен быть srt или vtt при kind=subtitles
error-subs-convert = convert нельзя использовать с kind=subtitles
error-subs-clip = start и end нельзя использовать с kind=subtitles
error-subs-ext-kind = ext srt и vtt допустимы только с kind=subtitles
error-subs-container = subs можно встроить только в { $containers } (не вместе с convert=mp3)
error-clip-start-negative = start должен быть не меньше 0 секунд.
error-clip-end-before-start = end должен быть позже start (start — { $start }).
error-clip-start-past-end = start должен быть раньше конца медиа ({ $length }).
error-clip-end-past-end = end не может быть позже конца медиа ({ $length }).
error-subs-exactly-one = kind=subtitles требует ровно один язык в subs

## For the owners: yt-dlp's age and update, and /allow and /block.
ytdlp-advice-bundled = Версии yt-dlp { $version } уже { $days } дн.; выполните "npm run ytdlp:update".
ytdlp-advice-container = Версии yt-dlp { $version } уже { $days } дн.; обновите её кнопкой в панели владельца или выполните "node dist/src/cli/ytdlp-update.js" внутри контейнера.
ytdlp-advice-system = Версии yt-dlp { $version } уже { $days } дн., и она установлена в системе: выполните "npm run setup", чтобы установить актуальный yt-dlp для этого сервиса (он используется раньше системного), или укажите в YTDLP_PATH более новый yt-dlp.
ytdlp-advice-unsupported = yt-dlp { $version } старше { $oldest } — самой старой версии, которую поддерживает этот сервис: он больше не читает YouTube и ломается на других сайтах. Выполните "npm run setup", чтобы установить актуальный yt-dlp для этого сервиса, или укажите в YTDLP_PATH более новый yt-dlp.
ytdlp-update-not-bundled = Этот yt-dlp ({ $name }) установлен не этим сервисом: обновите его менеджером пакетов или его собственным pip либо выполните "npm run setup", чтобы установить актуальный yt-dlp для этого сервиса, затем перезапустите.
ytdlp-update-done = yt-dlp: { $detail }. Перезапустите, чтобы включить новую версию.
ytdlp-update-failed = yt-dlp не смог обновиться: { $detail }
access-owner-only = Менять, кто может пользоваться сервисом, может только владелец.
access-bad-identity = Такой идентификатор пользователя мне не известен: { $detail }
access-owner-unblockable = { $identity } — владелец, его нельзя заблокировать.

## /metrics (issue 28).
error-metrics-local-only = Метрики отдаются только этой машине; чтобы читать их с другой, задайте METRICS_TOKEN.
error-metrics-token-required = Нужен действительный токен метрик: отправьте «Authorization: Bearer <METRICS_TOKEN>».

## Download options (src/options).
error-loudness-audio-only = loudness выравнивает громкость только у MP3: укажите convert=mp3 или ext=mp3.
