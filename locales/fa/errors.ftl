## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = به نظر نمی‌رسد این لینکی باشد که بتوانم باز کنم. یک لینک کامل http(s) بفرستید.
error-code-url-not-allowed = لینک به نشانی‌های شبکهٔ خصوصی یا محلی مجاز نیست.
error-code-invalid-selector = این انتخاب فرمت معتبر نیست.
error-code-invalid-request = این درخواست معتبر نیست.
error-code-unsupported-url = این لینک پشتیبانی نمی‌شود: در آن صفحه رسانه‌ای پیدا نکردم.
error-code-no-media = در این لینک رسانهٔ قابل دانلودی پیدا نکردم.
error-code-live-stream = این یک پخش زنده است. من فقط رسانهٔ ضبط‌شده را دانلود می‌کنم؛ پس از پایان پخش، لینک را دوباره بفرستید.
error-code-media-unavailable = رسانه در دسترس نیست (حذف‌شده، خصوصی یا محدودشده).
error-code-unreachable = دسترسی به سایت ممکن نشد. بعداً دوباره امتحان کنید.
error-code-extraction-failed = نتوانستم رسانه را از این لینک بخوانم.
error-code-format-not-available = این فرمت دیگر در دسترس نیست. برای گرفتن فهرست تازه، لینک را دوباره بفرستید.
error-code-processing-failed = تبدیل فایل ممکن نشد.
error-code-too-large = فایل برای این سرور بیش از حد بزرگ است.
error-code-too-many-fetches = این رسانه به بخش‌هایی بیشتر از آنچه برای یک دانلود مجازم بگیرم تقسیم شده است.
error-code-queue-full = الان مشغول دانلودهای دیگری هستم. لطفاً یک دقیقهٔ دیگر دوباره امتحان کنید.
error-code-timeout = بیش از حد طول کشید و متوقف شد.
error-code-cancelled = لغو شد.
error-code-tool-failed = مشکلی در سرور پیش آمد. لطفاً بعداً دوباره امتحان کنید.
error-code-disk-full = فضای دیسک سرور پر شده است. لطفاً بعداً دوباره امتحان کنید.
error-code-database-unavailable = سرویس برای مدت کوتاهی در دسترس نیست. لطفاً چند ثانیهٔ دیگر دوباره امتحان کنید.
error-code-internal = مشکلی در سرور پیش آمد. لطفاً بعداً دوباره امتحان کنید.

## Usage refusals: the limits of this server. $wait is in seconds, said as "12 min".

refusal-user-blocked = دسترسی شما به این سرویس مسدود شده است.
refusal-user-not-allowed = این سرویس خصوصی است؛ از مالک آن بخواهید شناسهٔ شما ({ $id }) را مجاز کند.
refusal-concurrent-jobs = هم‌اکنون { $running } دانلود در جریان دارید که بیشترین تعداد مجاز هم‌زمان است؛ وقتی یکی تمام شد دوباره امتحان کنید.
refusal-downloads-per-day = امروز { $used } دانلود از { $limit } دانلود مجاز خود را استفاده کرده‌اید؛ سهمیه { WAIT($wait) } دیگر بازنشانی می‌شود.
refusal-mb-per-day = امروز { NUMBER($used, maximumFractionDigits: 1) } از { MEGABYTES($limit) } را مصرف کرده‌اید{ $held ->
    [0] {""}
   *[other] {" "}(که { MEGABYTES($held) } از آن در اختیار دانلودهای در جریان است)
  }؛ سهمیه { WAIT($wait) } دیگر بازنشانی می‌شود.
refusal-file-over-mb-left = امروز { NUMBER($used, maximumFractionDigits: 1) } از { MEGABYTES($limit) } را مصرف کرده‌اید{ $held ->
    [0] {""}
   *[other] {" "}(که { MEGABYTES($held) } از آن در اختیار دانلودهای در جریان است)
  }؛ این فایل (حدود { MEGABYTES($file) }) حدود { MEGABYTES($missing) } بیش از باقی‌ماندهٔ سهمیه لازم دارد؛ سهمیه { WAIT($wait) } دیگر بازنشانی می‌شود.
refusal-mb-reached-while-downloading = دانلود پس از { MEGABYTES($sent) } متوقف شد: به سقف روزانهٔ شما ({ MEGABYTES($limit) }) رسید؛ سهمیه { WAIT($wait) } دیگر بازنشانی می‌شود.
refusal-info-per-minute = از { $limit } بررسی لینک مجاز در دقیقه، { $used } مورد را انجام داده‌اید؛ { WAIT($wait) } دیگر دوباره امتحان کنید.
refusal-max-duration = مدت این رسانه { CLOCK($duration) } است که از حد مجاز ({ CLOCK($limit) }) بیشتر است.

## The API's error sentences (each said in the client's Accept-Language; the code stays English).
error-clip-end-required = پارامتر end لازم است: مدت این رسانه معلوم نیست.
error-head-only = فقط سرآیندها درخواست شده بود (HEAD).
error-download-too-long = دانلود بیش از حد طول کشید و متوقف شد.
error-live-stream = این یک پخش زنده است؛ سرور فقط رسانهٔ ضبط‌شده را دانلود می‌کند. پس از پایان پخش دوباره امتحان کنید.
error-no-media-found = در این لینک رسانهٔ قابل دانلودی پیدا نشد.
error-request-cancelled = درخواست لغو شد.
error-link-is-playlist = این لینک یک فهرست پخش است؛ هر مورد را با لینک خودش دانلود کنید.
error-media-file-expired = فایل رسانه در دسترس نیست (شاید منقضی شده باشد؛ اطلاعات را دوباره درخواست کنید).
error-media-not-fetched = دریافت رسانه از سایت ممکن نشد.
error-redirect-not-allowed = سایت به لینکی هدایت کرد که این سرور آن را دریافت نمی‌کند.
error-compressed-response = سایت فایل را فشرده فرستاد و این سرور چنین فایلی را منتقل نمی‌کند.
error-range-inconsistent = پاسخ سایت به درخواست بازه (range) ناسازگار بود.
error-download-cancelled = دانلود لغو شد.
error-fragment-not-fetched = دریافت یک قطعه ممکن نشد.
error-fragment-incomplete = یک قطعه ناقص از سایت رسید.
error-playlist-not-read = خواندن فهرست پخش از سایت ممکن نشد.
error-link-empty = لینک خالی است.
error-link-not-valid = این لینک معتبر نیست؛ باید با http:// یا https:// شروع شود.
error-link-scheme = فقط لینک‌های http:// و https:// پشتیبانی می‌شوند.
error-link-credentials = لینک‌های دارای نام کاربری یا گذرواژه پشتیبانی نمی‌شوند.
error-link-no-host = لینک نام میزبان ندارد.
error-host-not-resolved = نشانی نام میزبان پیدا نشد.
error-media-private-address = رسانه روی نشانی شبکهٔ خصوصی یا محلی قرار دارد که مجاز نیست.
error-tool-not-started = یکی از ابزارهای رسانه‌ای سرور اجرا نشد؛ مالک علت را در لاگ پیدا می‌کند.
error-extractor-output-too-large = استخراج‌گر بیش از حد انتظار خروجی تولید کرد.
error-conversion-failed = تبدیل رسانه به فایل درخواستی ممکن نشد.
error-server-busy = سرور مشغول دانلودهای دیگر است. لطفاً کمی بعد دوباره امتحان کنید.
error-server-restarting = سرور در حال راه‌اندازی دوباره است. لطفاً یک دقیقهٔ دیگر دوباره امتحان کنید.
error-link-private-address = لینک به نشانی شبکهٔ خصوصی یا محلی می‌رود که مجاز نیست.
error-link-unsupported = این لینک پشتیبانی نمی‌شود: در آن صفحه رسانه‌ای پیدا نشد.
error-format-not-available = این فرمت برای این رسانه در دسترس نیست (یا دیگر نیست).
error-media-unavailable = رسانه در دسترس نیست (حذف‌شده، خصوصی یا محدودشده).
error-site-unreachable = دسترسی به سایت ممکن نشد.
error-media-info-unreadable = خواندن اطلاعات رسانه از این لینک ممکن نشد.
error-extractor-unreadable = استخراج‌گر خروجی ناخوانایی برگرداند.
error-extractor-unexpected-shape = استخراج‌گر اطلاعات رسانه را با ساختاری غیرمنتظره برگرداند.
error-connection-broke = اتصال به سایت پیش از کامل شدن فایل قطع شد.
error-subs-one-language = subs: یک زبان را مشخص کنید.
error-subtitle-track-not-fetched = ترک زیرنویس دریافت نشد.
error-subtitle-track-empty = این ترک زیرنویس متنی ندارد.
error-download-no-data = دانلود هیچ داده‌ای نداد.
error-media-incomplete = رسانه به‌طور کامل دریافت نشد.
error-download-failed = دانلود ناموفق بود.
error-subtitle-playlist = این ترک زیرنویس در فهرست پخشی است که این سرور نمی‌خواند.
error-subtitle-link-not-allowed = فایل زیرنویس لینکی دارد که این سرور دریافت نمی‌کند.
error-subtitle-too-large = ترک زیرنویس بزرگ‌تر از حدی است که این سرور می‌خواند.
error-too-many-fetches = این رسانه به بخش‌های بیش از حد تقسیم شده است: دانلود در سقف درخواست‌هایی که دانلودی با این حجم و مدت می‌تواند به سایت بفرستد متوقف شد (درخواست‌های فرستاده‌شده: { $count }).
error-subtitle-too-many-segments = این ترک زیرنویس به بخش‌های بیش از حد تقسیم شده است (بخش‌ها: { $count }؛ برای هر ترک حداکثر { $max } بخش گرفته می‌شود).
error-subtitles-not-fetched = دریافت زیرنویس‌ها از سایت ممکن نشد.
error-format-protocol = این فرمت از پروتکل پخش جریانی‌ای استفاده می‌کند که این سرور دریافت نمی‌کند.
error-clip-on-live-stream = start و end را نمی‌توان برای پخش زنده به کار برد.
error-json-content-type = بدنهٔ JSON را با Content-Type: application/json بفرستید.
error-json-empty = بدنهٔ JSON خالی است.
error-body-too-large = بدنهٔ درخواست بیش از حد بزرگ است.
error-json-invalid = بدنهٔ درخواست JSON معتبر نیست.
error-request-not-understood = درخواست قابل فهم نبود.
error-server-failed = مشکلی در سرور پیش آمد.
error-not-found = پیدا نشد.
error-api-key-required = کلید API معتبر لازم است: "Authorization: Bearer <key>" را بفرستید.
error-link-malformed = این لینک دانلود خراب است: { $why ->
    [repeated] یکی از پارامترها تکرار شده است.
    [escape] در رشتهٔ پرس‌وجو یک "%" هست که کد escape معتبری نیست.
   *[ambiguous] پارامترهای آن را نمی‌توان فقط به یک شکل خواند.
  }
error-target-has-hash = مقصد درخواست نباید "#" داشته باشد (آن را به شکل %23 بفرستید).
error-link-invalid = این لینک دانلود معتبر نیست: لینک تازه‌ای درخواست کنید.
error-link-expired = این لینک دانلود منقضی شده است: لینک تازه‌ای درخواست کنید.
error-host-not-allowed = این سرور به این نام میزبان پاسخ نمی‌دهد. مالک می‌تواند این نام را به ALLOWED_HOSTS بیفزاید.
error-cross-site-request = این درخواست از صفحهٔ سایت دیگری آمده است و این سرور بر پایهٔ چنین درخواست‌هایی کاری انجام نمی‌دهد.
error-request-shape = این درخواست را به‌صورت JSON (Content-Type: application/json) یا با سرآیند Authorization بفرستید.
error-owner-login-required = فقط مالک می‌تواند این را ببیند. پیوند یک‌بارمصرفی را که "npm run owner-link" روی سرور چاپ می‌کند باز کنید، یا "Authorization: Bearer <token>" را با توکن موجود در DATA_DIR/owner-token بفرستید.
error-owner-link-invalid = این پیوند ورود معتبر نیست. برای پیوندی تازه، "npm run owner-link" را روی سرور اجرا کنید.
error-owner-link-expired = این پیوند ورود منقضی شده است (۱۵ دقیقه اعتبار دارد). برای پیوندی تازه، "npm run owner-link" را روی سرور اجرا کنید.
error-owner-link-used = این پیوند ورود پیش‌تر به کار رفته است (فقط یک بار کار می‌کند). برای پیوندی تازه، "npm run owner-link" را روی سرور اجرا کنید.
error-owner-link-with-keys = این سرور از کلیدهای API استفاده می‌کند: داشبورد کلید یکی از مالکان را می‌خواهد، نه پیوند ورود.
error-usage-owner-only = فقط کلید مالک می‌تواند آمار مصرف را بخواند.
error-admin-owner-only = فقط کلید مالک می‌تواند از داشبورد مالک استفاده کند.
error-request-fields = درخواست معتبر نیست: { $detail }
error-disk-full = هنگام آماده‌سازی فایل، فضای دیسک سرور تمام شد.
error-disk-too-full-for-job = اکنون فضای خالی دیسک سرور برای این فایل کافی نیست (حدود { MEGABYTES($mb) } لازم است). لطفاً بعداً دوباره امتحان کنید.
error-file-over-server-limit = فایل از حد مجاز این سرور ({ MEGABYTES($mb) }) بزرگ‌تر است.
error-step-timeout = { $step ->
    [reading] خواندن لینک
    [choosing] انتخاب فرمت
    [compression] فشرده‌سازی
    [subtitles] تبدیل زیرنویس‌ها
    [thumbnail] دریافت تصویر بندانگشتی
    [cover] دریافت تصویر جلد
   *[download] دانلود
  } بیش از حد طول کشید و متوقف شد.
error-step-cancelled = { $step ->
    [reading] خواندن لینک
    [choosing] انتخاب فرمت
    [compression] فشرده‌سازی
    [subtitles] تبدیل زیرنویس‌ها
    [thumbnail] دریافت تصویر بندانگشتی
    [cover] دریافت تصویر جلد
   *[download] دانلود
  } لغو شد.
error-picture-not-fetched = { $picture ->
    [cover] تصویر جلد
   *[thumbnail] تصویر بندانگشتی
  } دریافت نشد.
error-length-mismatch = اندازهٔ فایل با { $size } بایتِ اعلام‌شده یکی نبود ({ $bytes } بایت رسید)؛ دانلود کامل نیست.
error-fit-not-small-enough = حجم ویدیو به کمتر از { MEGABYTES($mb) } نرسید؛ اندازهٔ بزرگ‌تر یا بخشی از ویدیو را امتحان کنید.
error-fit-needs-duration = fit به مدت رسانه نیاز دارد و این سایت مدت آن را اعلام نمی‌کند.
error-fit-too-long = با { MEGABYTES($mb) }، ویدیو حداکثر می‌تواند { LENGTH($max) } باشد؛ مدت این ویدیو { LENGTH($length) } است.
error-fit-with-mp3 = fit را نمی‌توان با convert=mp3 به کار برد.
error-fit-audio = fit روی فرمت‌های ویدیویی کار می‌کند؛ برای فایل صوتی کوچک‌تر، از convert=mp3 با کیفیت پایین‌تر استفاده کنید.
error-fit-subtitles = fit را نمی‌توان با زیرنویس به کار برد (subs یا kind=subtitles).
error-link-too-long = لینک بیش از حد طولانی است (حداکثر { $max } نویسه).
error-too-many-redirects = سایت بیش از { $max } بار تغییر مسیر داد.
error-site-status = سایت برای فایل رسانه پاسخ { $status } داد.
error-page-too-large = صفحه بزرگ‌تر از حدی است که این سرور می‌خواند ({ MEGABYTES($mb) }).
error-info-too-large = اطلاعات رسانهٔ این لینک بزرگ‌تر از حدی است که این سرور می‌خواند ({ MEGABYTES($mb) }).
error-subs-none = subs: زیرنویسی به زبان { $missing } نیست. این رسانه هیچ زیرنویسی ندارد.
error-subs-unknown = subs: زیرنویسی به زبان { $missing } نیست. این رسانه به این زبان‌ها زیرنویس دارد: { $offered }.
error-subs-ext = با kind=subtitles، مقدار ext باید srt یا vtt باشد
error-subs-convert = convert را نمی‌توان با kind=subtitles به کار برد
error-subs-clip = start و end را نمی‌توان با kind=subtitles به کار برد
error-subs-ext-kind = مقدارهای srt و vtt برای ext فقط برای kind=subtitles است
error-subs-container = subs را فقط می‌توان در { $containers } جاسازی کرد (نه همراه با convert=mp3)
error-clip-start-negative = start باید ۰ ثانیه یا بیشتر باشد.
error-clip-end-before-start = end باید بعد از start باشد (start برابر { $start } است).
error-clip-start-past-end = start باید پیش از پایان رسانه ({ $length }) باشد.
error-clip-end-past-end = end نباید از پایان رسانه ({ $length }) فراتر برود.
error-subs-exactly-one = kind=subtitles دقیقاً یک زبان در subs می‌پذیرد

## For the owners: yt-dlp's age and update, and /allow and /block.
ytdlp-advice-bundled = نسخهٔ { $version } از yt-dlp { $days } روز قدمت دارد؛ دستور "npm run ytdlp:update" را اجرا کنید.
ytdlp-advice-container = نسخهٔ { $version } از yt-dlp { $days } روز قدمت دارد؛ آن را با دکمهٔ داشبورد مالک به‌روز کنید یا دستور "node dist/src/cli/ytdlp-update.js" را داخل کانتینر اجرا کنید.
ytdlp-advice-system = نسخهٔ { $version } از yt-dlp { $days } روز قدمت دارد و از سیستم می‌آید؛ برای نصب نسخهٔ به‌روز برای این سرویس "npm run setup" را اجرا کنید (پیش از نسخهٔ سیستم به کار می‌رود)، یا YTDLP_PATH را به yt-dlp جدیدتری بدهید.
ytdlp-advice-unsupported = نسخهٔ { $version } از yt-dlp قدیمی‌تر از { $oldest } است، قدیمی‌ترین نسخه‌ای که این سرویس پشتیبانی می‌کند: دیگر نمی‌تواند یوتیوب را بخواند و در سایت‌های دیگر هم خراب می‌شود. برای نصب نسخهٔ به‌روز برای این سرویس "npm run setup" را اجرا کنید، یا YTDLP_PATH را به yt-dlp جدیدتری بدهید.
ytdlp-update-not-bundled = این yt-dlp ({ $name }) را این سرویس نصب نکرده است: آن را با مدیر بسته یا pip خودش به‌روز کنید، یا برای نصب نسخهٔ به‌روز برای این سرویس "npm run setup" را اجرا کنید و سپس دوباره راه‌اندازی کنید.
ytdlp-update-done = yt-dlp: { $detail }. برای استفاده از نسخهٔ جدید، دوباره راه‌اندازی کنید.
ytdlp-update-failed = yt-dlp نتوانست خودش را به‌روز کند: { $detail }
access-owner-only = فقط مالک می‌تواند تعیین کند چه کسی از این سرویس استفاده کند.
access-bad-identity = این شناسهٔ کاربر را نمی‌شناسم: { $detail }
access-owner-unblockable = { $identity } مالک است و نمی‌توان مسدودش کرد.

## /metrics (issue 28).
error-metrics-local-only = معیارها فقط به همین دستگاه ارائه می‌شوند؛ برای خواندن آن‌ها از جای دیگر، METRICS_TOKEN را تنظیم کنید.
error-metrics-token-required = یک توکن معتبر معیارها لازم است: «Authorization: Bearer <METRICS_TOKEN>» را بفرستید.

## Download options (src/options).
error-loudness-audio-only = loudness فقط بلندی صدای MP3 را یکسان می‌کند: convert=mp3 یا ext=mp3 را بخواهید.
