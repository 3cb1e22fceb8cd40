## The Telegram bot's own sentences (bots/telegram); the ones both bots say are in bots.ftl.

## /start and /help.
tg-help =
    پیوند یک ویدیو یا آهنگ را برایم بفرستید تا فایلش را برایتان بفرستم.

    ۱. یک پیوند بگذارید (در گروه: /dl <پیوند>، از من نام ببرید یا به من پاسخ دهید).
    ۲. یک قالب یا نرخ بیت MP3 را از دکمه‌ها انتخاب کنید.
    ۳. کمی صبر کنید: پیشرفت کار را نشان می‌دهم و می‌توانید لغوش کنید.

    برای فقط یک بخش، زمان‌ها را بعد از پیوند بنویسید: /dl <پیوند> 1:20-2:05

    اینجا می‌توانم فایل‌هایی تا { SIZE($limit) } بفرستم؛ قالب‌های بزرگ‌تر با ⚠️ مشخص شده‌اند.

    /usage نشان می‌دهد امروز چقدر استفاده کرده‌اید و محدودیت‌هایتان چیست.
    /language زبانی را که با آن صحبت می‌کنم عوض می‌کند.

## The command menu (at most 256 characters each).
tg-command-dl = دانلود از پیوند: /dl <پیوند> [1:20-2:05 برای یک بخش]
tg-command-usage = مصرف امروز و محدودیت‌های شما
tg-command-help = راهنمای استفاده از این ربات
tg-command-start = شروع
tg-command-language = تغییر زبان ربات
tg-command-stats = مصرف همه (مالکان)
tg-command-allow = اجازه دادن به کاربر: /allow <id> (مالکان)
tg-command-block = مسدود کردن کاربر: /block <id> (مالکان)
tg-command-update = نسخه و به‌روزرسانی yt-dlp (مالکان)

## Links and cards.
tg-no-link = پیوند (http یا https) یک ویدیو یا آهنگ را برایم بفرستید.
tg-several-links = پیام شما چند پیوند دارد؛ اولی را برداشتم.
tg-looking-up = در حال بررسی…
tg-card-choose = یک قالب انتخاب کنید:
tg-card-too-large = ⚠️ = بزرگ‌تر از { SIZE($limit) } که اینجا می‌توانم بفرستم.
tg-not-your-card = فقط کسی که پیوند را فرستاده می‌تواند از این دکمه‌ها استفاده کند.
tg-card-expired = این دکمه‌ها منقضی شده‌اند. برای فهرستی تازه، پیوند را دوباره بفرستید.
tg-back-button = ◀ بازگشت

## A download.
tg-starting = { $label }: در حال شروع…
tg-progress-queued = { $label }: در انتظار یک جای خالی ({ $ahead } نفر جلوتر)…
tg-too-large-answer = { $label }: برای ارسال در اینجا خیلی بزرگ است
tg-cancel-button = لغو
tg-progress-downloading = { $label }: در حال دانلود… { $percent }٪
tg-progress-downloading-bytes = { $label }: در حال دانلود… { SIZE($bytes) }
tg-progress-converting = { $label }: در حال تبدیل…
tg-progress-compressing = { $label }: در حال فشرده‌سازی… { $percent }٪
tg-progress-uploading = { $label }: در حال بارگذاری { SIZE($bytes) }…
tg-send-unconfirmed = تلگرام رسیدن فایل را تأیید نکرد، پس آن را دوباره نفرستادم (شاید همین حالا اینجا باشد). اگر اینجا نیست، یک بار دیگر امتحان کنید.

## Owners' commands.
tg-not-owner = این فرمان مخصوص مالکان این ربات است.
tg-access-usage = روش استفاده: /{ $command } <شناسهٔ کاربر تلگرام> یا /{ $command } platform:id
tg-access-allowed = { $identity } اکنون مجاز است.
tg-access-blocked = { $identity } اکنون مسدود است.
tg-access-allow-list-active = اکنون فقط کاربران مجاز و مالکان می‌توانند از ربات استفاده کنند.

## /language.
tg-language-choose = زبانی را که با شما صحبت کنم انتخاب کنید:
tg-language-choose-chat = زبانی را که در این گروه صحبت کنم انتخاب کنید:
tg-language-unknown = زبان «{ $code }» را نمی‌شناسم. یکی از این‌ها را انتخاب کنید:
tg-language-set = از این پس با شما به { $language } صحبت می‌کنم.
tg-language-set-chat = از این پس در این گروه به { $language } صحبت می‌کنم.
tg-language-admins-only = فقط مدیران گروه می‌توانند زبانی را که اینجا صحبت می‌کنم عوض کنند.
