## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = Це не схоже на посилання, яке я можу відкрити. Надішліть повне посилання, що починається з http(s).
error-code-url-not-allowed = Посилання на адреси приватної чи локальної мережі заборонені.
error-code-invalid-selector = Неприпустимий вибір формату.
error-code-invalid-request = Неприпустимий запит.
error-code-unsupported-url = Це посилання не підтримується: на сторінці не знайдено медіа.
error-code-no-media = За цим посиланням не знайдено медіа, яке можна завантажити.
error-code-live-stream = Це пряма трансляція. Я завантажую лише записи; надішліть посилання ще раз, коли трансляція завершиться.
error-code-media-unavailable = Медіа недоступне (видалене, приховане або з обмеженим доступом).
error-code-unreachable = Не вдалося з’єднатися із сайтом. Спробуйте пізніше.
error-code-extraction-failed = Не вдалося прочитати медіа за цим посиланням.
error-code-format-not-available = Цей формат більше недоступний. Надішліть посилання ще раз, щоб отримати новий список.
error-code-processing-failed = Не вдалося конвертувати файл.
error-code-too-large = Файл завеликий для цього сервера.
error-code-too-many-fetches = Це медіа розбито на більше частин, ніж я можу запитати для одного завантаження.
error-code-queue-full = Зараз триває забагато інших завантажень. Спробуйте за хвилину.
error-code-timeout = Операція тривала надто довго й була зупинена.
error-code-cancelled = Скасовано.
error-code-tool-failed = На сервері щось пішло не так. Спробуйте пізніше.
error-code-disk-full = На сервері закінчилося місце на диску. Спробуйте пізніше.
error-code-database-unavailable = Сервіс ненадовго недоступний. Спробуйте за кілька секунд.
error-code-internal = На сервері щось пішло не так. Спробуйте пізніше.

## Usage refusals: the limits of this server. $wait is in seconds, said as "12 min".

refusal-user-blocked = Вам заблоковано доступ до цього сервісу.
refusal-user-not-allowed = Це закритий сервіс; попросіть власника відкрити доступ для вашого ID { $id }.
refusal-concurrent-jobs = У вас уже { $running ->
    [one] триває { $running } завантаження
    [few] тривають { $running } завантаження
    [many] триває { $running } завантажень
   *[other] триває { $running } завантаження
  }, а більше одночасно не можна; спробуйте знову, коли одне завершиться.
refusal-downloads-per-day = Сьогодні ви використали { $used } із { $limit ->
    [one] { $limit } завантаження
    [few] { $limit } завантажень
    [many] { $limit } завантажень
   *[other] { $limit } завантаження
  }; ліміт оновиться через { WAIT($wait) }.
refusal-mb-per-day = Сьогодні ви використали { NUMBER($used, maximumFractionDigits: 1) } із { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}(з них { MEGABYTES($held) } припадає на завантаження, що ще тривають)
  }; ліміт оновиться через { WAIT($wait) }.
refusal-file-over-mb-left = Сьогодні ви використали { NUMBER($used, maximumFractionDigits: 1) } із { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}(з них { MEGABYTES($held) } припадає на завантаження, що ще тривають)
  }; для цього файлу (близько { MEGABYTES($file) }) бракує приблизно { MEGABYTES($missing) }; ліміт оновиться через { WAIT($wait) }.
refusal-mb-reached-while-downloading = Завантаження зупинено після { MEGABYTES($sent) }: досягнуто вашого денного ліміту { MEGABYTES($limit) }; він оновиться через { WAIT($wait) }.
refusal-info-per-minute = Ви використали { $used } із { $limit ->
    [one] { $limit } запиту
    [few] { $limit } запитів
    [many] { $limit } запитів
   *[other] { $limit } запиту
  } щодо посилань на хвилину; спробуйте знову через { WAIT($wait) }.
refusal-max-duration = Це медіа триває { CLOCK($duration) }, а дозволено не більше { CLOCK($limit) }.

## The API's error sentences (each said in the client's Accept-Language; the code stays English).
error-clip-end-required = Потрібно вказати end: тривалість цього медіа невідома.
error-head-only = Запитано лише заголовки (HEAD).
error-download-too-long = Завантаження тривало надто довго й було зупинене.
error-live-stream = Це пряма трансляція; сервер завантажує лише записи. Спробуйте знову, коли трансляція завершиться.
error-no-media-found = За цим посиланням не знайдено медіа для завантаження.
error-request-cancelled = Запит скасовано.
error-link-is-playlist = Це посилання веде на плейлист; завантажте потрібний елемент за його власним посиланням.
error-media-file-expired = Медіафайл недоступний (можливо, строк його зберігання минув; запитайте інформацію ще раз).
error-media-not-fetched = Не вдалося отримати медіа із сайту.
error-redirect-not-allowed = Сайт переспрямував на посилання, яке цей сервер не відкриває.
error-compressed-response = Сайт надіслав файл у стиснутому вигляді, а цей сервер такі файли не передає.
error-range-inconsistent = Сайт дав суперечливу відповідь на запит діапазону.
error-download-cancelled = Завантаження скасовано.
error-fragment-not-fetched = Не вдалося отримати фрагмент.
error-fragment-incomplete = Фрагмент надійшов із сайту не повністю.
error-playlist-not-read = Не вдалося прочитати плейлист із сайту.
error-link-empty = Посилання порожнє.
error-link-not-valid = Це недійсне посилання; воно має починатися з http:// або https://.
error-link-scheme = Підтримуються лише посилання http:// та https://.
error-link-credentials = Посилання з іменем користувача або паролем не підтримуються.
error-link-no-host = У посиланні немає імені хоста.
error-host-not-resolved = Не вдалося визначити адресу за іменем хоста.
error-media-private-address = Медіа розміщене за адресою приватної чи локальної мережі, а це заборонено.
error-tool-not-started = Не вдалося запустити один із медіаінструментів сервера; причину власник знайде в журналі.
error-extractor-output-too-large = Екстрактор видав більше даних, ніж очікувалося.
error-conversion-failed = Не вдалося перетворити медіа на запитаний файл.
error-server-busy = Сервер зайнятий іншими завантаженнями. Спробуйте трохи згодом.
error-server-restarting = Сервер перезапускається. Спробуйте за хвилину.
error-link-private-address = Посилання веде на адресу приватної чи локальної мережі, а це заборонено.
error-link-unsupported = Це посилання не підтримується: на сторінці не знайдено медіа.
error-format-not-available = Цей формат недоступний для цього медіа (або вже недоступний).
error-media-unavailable = Медіа недоступне (видалене, приховане або з обмеженим доступом).
error-site-unreachable = Не вдалося з’єднатися із сайтом.
error-media-info-unreadable = Не вдалося прочитати інформацію про медіа за цим посиланням.
error-extractor-unreadable = Екстрактор повернув нечитабельні дані.
error-extractor-unexpected-shape = Екстрактор повернув інформацію про медіа в неочікуваному форматі.
error-connection-broke = З’єднання із сайтом обірвалося, перш ніж файл було отримано повністю.
error-subs-one-language = subs: вкажіть одну мову.
error-subtitle-track-not-fetched = Доріжку субтитрів не отримано.
error-subtitle-track-empty = У цій доріжці субтитрів немає тексту.
error-download-no-data = Завантаження не дало жодних даних.
error-media-incomplete = Не вдалося отримати медіа повністю.
error-download-failed = Завантаження не вдалося.
error-subtitle-playlist = Ця доріжка субтитрів надається в плейлисті, який цей сервер не читає.
error-subtitle-link-not-allowed = У файлі субтитрів є посилання, яке цей сервер не відкриває.
error-subtitle-too-large = Доріжка субтитрів перевищує ліміт цього сервера.
error-too-many-fetches = Це медіа розбито на надто багато частин: завантаження зупинено на межі запитів до сайту, допустимій для завантаження такого розміру й тривалості (зроблено запитів: { $count }).
error-subtitle-too-many-segments = Цю доріжку субтитрів розбито на надто багато частин (сегментів: { $count }; для однієї доріжки запитується не більше { $max }).
error-subtitles-not-fetched = Не вдалося отримати субтитри із сайту.
error-format-protocol = Цей формат використовує протокол потокової передачі, який цей сервер не завантажує.
error-clip-on-live-stream = start і end не можна використовувати для прямої трансляції.
error-json-content-type = Надішліть тіло у форматі JSON із заголовком Content-Type: application/json.
error-json-empty = Тіло JSON порожнє.
error-body-too-large = Тіло запиту завелике.
error-json-invalid = Тіло запиту не є коректним JSON.
error-request-not-understood = Не вдалося розібрати запит.
error-server-failed = На сервері щось пішло не так.
error-not-found = Не знайдено.
error-api-key-required = Потрібен дійсний ключ API: надішліть "Authorization: Bearer <key>".
error-link-malformed = Це посилання на завантаження пошкоджене: { $why ->
    [repeated] параметр повторюється.
    [escape] у рядку запиту є "%", який не утворює коректної escape-послідовності.
   *[ambiguous] його параметри можна прочитати неоднозначно.
  }
error-target-has-hash = Адреса запиту не повинна містити "#" (передайте його як %23).
error-link-invalid = Це посилання на завантаження недійсне: запитайте нове.
error-link-expired = Строк дії цього посилання на завантаження минув: запитайте нове.
error-host-not-allowed = Цей сервер не відповідає на це ім’я хоста. Власник може додати ім’я до ALLOWED_HOSTS.
error-cross-site-request = Цей запит надійшов зі сторінки іншого сайту, а на такі запити сервер не діє.
error-request-shape = Надішліть цей запит у форматі JSON (Content-Type: application/json) або із заголовком Authorization.
error-owner-login-required = Це бачить лише власник. Відкрийте одноразове посилання, яке друкує "npm run owner-link" на сервері, або надішліть "Authorization: Bearer <token>" з токеном із DATA_DIR/owner-token.
error-owner-link-invalid = Це посилання для входу недійсне. Запустіть "npm run owner-link" на сервері, щоб отримати нове.
error-owner-link-expired = Термін дії цього посилання для входу минув (воно діє 15 хвилин). Запустіть "npm run owner-link" на сервері, щоб отримати нове.
error-owner-link-used = Це посилання для входу вже використано (воно спрацьовує один раз). Запустіть "npm run owner-link" на сервері, щоб отримати нове.
error-owner-link-with-keys = Цей сервер використовує ключі API: для панелі потрібен ключ власника, а не посилання для входу.
error-usage-owner-only = Читати статистику використання може лише ключ власника.
error-admin-owner-only = Користуватися панеллю власника може лише ключ власника.
error-request-fields = Неприпустимий запит: { $detail }
error-disk-full = Під час підготовки файлу на сервері закінчилося місце на диску.
error-disk-too-full-for-job = Зараз на сервері замало вільного місця на диску для цього файлу (потрібно близько { MEGABYTES($mb) }). Спробуйте пізніше.
error-file-over-server-limit = Файл більший, ніж дозволяє цей сервер ({ MEGABYTES($mb) }).
error-step-timeout = { $step ->
    [reading] Читання посилання тривало надто довго й було зупинене.
    [choosing] Вибір формату тривав надто довго й був зупинений.
    [compression] Стиснення тривало надто довго й було зупинене.
    [subtitles] Конвертація субтитрів тривала надто довго й була зупинена.
    [thumbnail] Отримання мініатюри тривало надто довго й було зупинене.
    [cover] Отримання обкладинки тривало надто довго й було зупинене.
   *[download] Завантаження тривало надто довго й було зупинене.
  }
error-step-cancelled = { $step ->
    [reading] Читання посилання скасовано.
    [choosing] Вибір формату скасовано.
    [compression] Стиснення скасовано.
    [subtitles] Конвертацію субтитрів скасовано.
    [thumbnail] Отримання мініатюри скасовано.
    [cover] Отримання обкладинки скасовано.
   *[download] Завантаження скасовано.
  }
error-picture-not-fetched = { $picture ->
    [cover] Не вдалося отримати обкладинку.
   *[thumbnail] Не вдалося отримати мініатюру.
  }
error-length-mismatch = Розмір файлу не збігся із заявленим: очікувалося { $size ->
    [one] { $size } байт
    [few] { $size } байти
    [many] { $size } байтів
   *[other] { $size } байта
  }, надійшло { $bytes }; завантаження не завершене.
error-fit-not-small-enough = Не вдалося стиснути відео до розміру менше { MEGABYTES($mb) }; вкажіть більший розмір або завантажте фрагмент.
error-fit-needs-duration = Для fit потрібна тривалість медіа, а цей сайт її не повідомляє.
error-fit-too-long = Щоб уміститися в { MEGABYTES($mb) }, відео має тривати не більше { LENGTH($max) }; це триває { LENGTH($length) }.
error-fit-with-mp3 = fit не можна використовувати разом із convert=mp3.
error-fit-audio = fit працює з відеоформатами; щоб отримати менший аудіофайл, використайте convert=mp3 з нижчою якістю.
error-fit-subtitles = fit не можна використовувати із субтитрами (subs або kind=subtitles).
error-link-too-long = Посилання задовге (не більше { $max ->
    [one] { $max } символу
    [few] { $max } символів
    [many] { $max } символів
   *[other] { $max } символу
  }).
error-too-many-redirects = Сайт переспрямував більше { $max ->
    [one] { $max } разу
    [few] { $max } разів
    [many] { $max } разів
   *[other] { $max } разу
  }.
error-site-status = Сайт відповів кодом { $status } на запит медіафайлу.
error-page-too-large = Сторінка перевищує ліміт цього сервера ({ MEGABYTES($mb) }).
error-info-too-large = Інформація про медіа за цим посиланням перевищує ліміт цього сервера ({ MEGABYTES($mb) }).
error-subs-none = subs: немає субтитрів для { $missing }. У цього медіа немає субтитрів.
error-subs-unknown = subs: немає субтитрів для { $missing }. Є субтитри для: { $offered }.
error-subs-ext = ext має бути srt або vtt з kind=subtitles
error-subs-convert = convert не можна використовувати з kind=subtitles
error-subs-clip = start і end не можна використовувати з kind=subtitles
error-subs-ext-kind = ext srt і vtt допустимі лише з kind=subtitles
error-subs-container = subs можна вбудувати лише в { $containers } (не разом із convert=mp3)
error-clip-start-negative = start має бути не менше 0 секунд.
error-clip-end-before-start = end має бути пізніше за start (start — { $start }).
error-clip-start-past-end = start має бути раніше за кінець медіа ({ $length }).
error-clip-end-past-end = end не може бути пізніше за кінець медіа ({ $length }).
error-subs-exactly-one = kind=subtitles потребує рівно однієї мови в subs

## For the owners: yt-dlp's age and update, and /allow and /block.
ytdlp-advice-bundled = Версії yt-dlp { $version } вже { $days } дн.; виконайте "npm run ytdlp:update".
ytdlp-advice-container = Версії yt-dlp { $version } вже { $days } дн.; оновіть її кнопкою на панелі власника або виконайте "node dist/src/cli/ytdlp-update.js" у контейнері.
ytdlp-advice-system = Версії yt-dlp { $version } вже { $days } дн., і її встановлено в системі: виконайте "npm run setup", щоб установити актуальний yt-dlp для цього сервісу (він використовується раніше за системний), або вкажіть у YTDLP_PATH новіший yt-dlp.
ytdlp-advice-unsupported = yt-dlp { $version } старіший за { $oldest } — найстарішу версію, яку підтримує цей сервіс: він більше не читає YouTube і ламається на інших сайтах. Виконайте "npm run setup", щоб установити актуальний yt-dlp для цього сервісу, або вкажіть у YTDLP_PATH новіший yt-dlp.
ytdlp-update-not-bundled = Цей yt-dlp ({ $name }) встановлено не цим сервісом: оновіть його менеджером пакетів або його власним pip чи виконайте "npm run setup", щоб установити актуальний yt-dlp для цього сервісу, потім перезапустіть.
ytdlp-update-done = yt-dlp: { $detail }. Перезапустіть, щоб увімкнути нову версію.
ytdlp-update-failed = yt-dlp не зміг оновитися: { $detail }
access-owner-only = Змінювати, хто може користуватися сервісом, може лише власник.
access-bad-identity = Такий ідентифікатор користувача мені невідомий: { $detail }
access-owner-unblockable = { $identity } — власник, його не можна заблокувати.

## /metrics (issue 28).
error-metrics-local-only = Метрики віддаються лише цій машині; щоб читати їх з іншої, задайте METRICS_TOKEN.
error-metrics-token-required = Потрібен дійсний токен метрик: надішліть «Authorization: Bearer <METRICS_TOKEN>».

## Download options (src/options).
error-loudness-audio-only = loudness вирівнює гучність лише MP3: вкажіть convert=mp3 або ext=mp3.
