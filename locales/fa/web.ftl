## صفحهٔ وب (src/web). زمان‌ها با رقم‌های لاتین و نقطه نوشته می‌شوند (1:20، 80.5): سرور فقط همین را می‌خواند.

web-page =
    .content = پیوند صفحهٔ ویدیو یا صدا را بچسبانید و دانلودش کنید.
web-language =
    .aria-label = زبان
    .title = زبان
web-url-label = پیوند صفحهٔ ویدیو یا صدا
web-url =
    .placeholder = https://…
web-lookup = بررسی
web-key-label = کلید API
web-key-hint = این سرور به کلید API نیاز دارد. کلید فقط در همین مرورگر نگه داشته می‌شود.
web-key-use = استفاده از این کلید
web-card-title = رسانه
web-clip = فقط بخشی از آن
web-clip-from = از
web-clip-to = تا
web-clip-end =
    .placeholder = پایان
web-clip-hint = زمان‌هایی مثل 1:20 یا 80.5 ثانیه. برای کل فایل، هر دو را خالی بگذارید.
web-formats = قالب‌ها
web-sound = صدا
web-sound-original = { $language } (اصلی)
web-forget-key = فراموش کردن کلید API
web-api-reference = مرجع API

web-status-paste-first = اول یک پیوند بچسبانید.
web-status-looking-up = در حال بررسی…
web-status-key-needed = برای ادامه، کلید API را وارد کنید.
web-status-key-refused = این کلید API پذیرفته نشد.
web-status-key-removed = کلید API از این مرورگر پاک شد.
web-status-preparing = در حال آماده‌سازی { $name }…
web-status-started = { $name }: دانلود شروع شد. شروع فایل‌های ادغام‌شده یا تبدیل‌شده ممکن است چند ثانیه طول بکشد.
web-error-page = مشکلی در این صفحه پیش آمد. صفحه را دوباره بارگذاری کنید و باز امتحان کنید.
web-error-network = اتصال به سرور برقرار نشد. اتصال اینترنت را بررسی کنید و دوباره امتحان کنید.
web-error-status = پاسخ سرور: { $status }.

web-clip-error-from-format = از: زمانی مثل 1:20 یا 80.5 بنویسید.
web-clip-error-to-format = تا: زمانی مثل 1:20 یا 80.5 بنویسید.
web-clip-error-from-end = از: رسانه در { CLOCK($seconds) } تمام می‌شود.
web-clip-error-to-end = تا: رسانه در { CLOCK($seconds) } تمام می‌شود.
web-clip-error-order = «تا» باید بعد از «از» باشد.
web-part = { $format }، { CLOCK($from) } تا { CLOCK($to) }
web-part-to-end = { $format }، از { CLOCK($from) } تا پایان

web-group-video = ویدیو
web-group-audio = صدا
web-group-other = سایر
web-group-items = موارد
web-group-items-first = موارد ({ $shown } مورد اول از { $total })
web-group-mp3 = MP3
web-group-subtitles = زیرنویس‌ها
web-item-choose = انتخاب قالب
web-size = حدود { SIZE($bytes) }
web-mp3 = MP3 { $quality }
web-mp3-unit = کیلوبیت بر ثانیه
web-mp3-name = MP3 { $quality } کیلوبیت بر ثانیه
web-subtitles-automatic = { $lang } · خودکار
web-subtitles-name = زیرنویس { $name }

## Download options' toggles beside the MP3 choices (src/options).
web-option-loudness = یکسان‌سازی بلندی صدا (MP3)
