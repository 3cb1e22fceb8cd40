## داشبورد مالک در ‎/admin (src/web/admin.html و admin*.ts).

admin-page =
    .content = داشبورد مالک این media-fetcher: دانلودها، کاربران و کارهایی که الان در جریان‌اند.
admin-title = داشبورد مالک
admin-back = صفحهٔ دانلود
admin-key-hint = این داشبورد به کلید API یکی از مالکان نیاز دارد. کلید فقط در همین مرورگر نگه داشته می‌شود.
admin-login-needed = شما به‌عنوان مالک وارد نشده‌اید. روی سرور "npm run owner-link" را اجرا کنید (گزارش شروع هم یک پیوند چاپ می‌کند) و پیوند چاپ‌شده را در همین مرورگر باز کنید: یک بار و به مدت ۱۵ دقیقه کار می‌کند.
admin-status-signing-in = در حال ورود…
admin-status-loading = در حال بارگذاری…
admin-updated = به‌روزشده در { $time }

## کارهای در جریان.

admin-running = در جریان
admin-running-none = الان کاری در جریان نیست.
admin-job-untitled = عنوان هنوز معلوم نیست
admin-job-playlist = فهرست پخش
admin-job-who = { $name } از طریق { $surface }
admin-job-instance = روی { $instance }
admin-job-elapsed = به مدت { CLOCK($seconds) }
admin-job-sent = { $size } فرستاده شد
admin-job-percent = { $percent }٪
admin-surface-telegram = تلگرام
admin-surface-discord = دیسکورد
admin-surface-http = API
admin-surface-web = صفحهٔ وب
admin-cancel = لغو
admin-cancel-named = لغو «{ $title }»
admin-cancelling = در حال لغو…
admin-status-cancel-ended = آن دانلود پیش‌تر تمام شده بود.

## ۳۰ روز گذشته.

admin-days = ۳۰ روز گذشته
admin-total-downloads = دانلودها
admin-total-bytes = دادهٔ فرستاده‌شده
admin-total-failed = ناموفق
admin-total-first-byte = زمان تا نخستین بایت، میانه
admin-no-data = هنوز داده‌ای نیست
admin-first-byte-p90 = ۹ از ۱۰ در کمتر از { $time }
admin-first-byte-p99 = ۹۹ از ۱۰۰ در کمتر از { $time }
admin-first-byte-count =
    { $count ->
        [one] از { $count } دانلود
       *[other] از { $count } دانلود
    }
admin-chart-downloads = دانلودها در هر روز
admin-chart-bytes = دادهٔ فرستاده‌شده در هر روز
admin-chart-first-byte = زمان تا نخستین بایت در هر روز
admin-legend-median = میانه
admin-legend-p90 = ۹ از ۱۰
admin-chart-tip = { $day }: { $value }
admin-days-table = اعداد هر روز
admin-col-day = روز
admin-col-downloads = دانلودها
admin-col-failed = ناموفق
admin-col-bytes = دادهٔ فرستاده‌شده
admin-col-p50 = نخستین بایت، میانه
admin-col-p90 = نخستین بایت، ۹ از ۱۰

## فهرست‌های ۳۰ روز.

admin-sites = پرکاربردترین سایت‌ها
admin-users = فعال‌ترین کاربران
admin-outcomes = پایان دانلودها
admin-error-codes = کدهای خطا
admin-none = در این ۳۰ روز چیزی نبود.
admin-rank-downloads =
    { $count ->
        [one] { $count } دانلود
       *[other] { $count } دانلود
    }
admin-outcome-ok = تمام‌شده
admin-outcome-error = ناموفق
admin-outcome-cancelled = لغوشده
admin-outcome-interrupted = قطع‌شده
admin-outcome-running = هنوز در جریان

## yt-dlp، که سایت‌ها را می‌خواند.

admin-ytdlp-version = نسخه
admin-ytdlp-age =
    { $days ->
        [0] امروز منتشر شده
        [one] { $days } روز پیش منتشر شده
       *[other] { $days } روز پیش منتشر شده
    }
admin-ytdlp-stale = این yt-dlp قدیمی است: سایت‌ها تغییر می‌کنند و نسخهٔ قدیمی دیگر با آن‌ها کار نمی‌کند.
admin-ytdlp-fixed = سرور نمی‌تواند این yt-dlp را خودش به‌روز کند؛ آن را همان‌جا که نصب شده به‌روز کنید.
admin-ytdlp-update = به‌روزرسانی yt-dlp
admin-ytdlp-updating = در حال به‌روزرسانی…

## Sites that refuse this server (src/refusals): each line comes from the server in the page's language.

admin-refusals-heading = سایت‌هایی که این سرور را رد می‌کنند
admin-refusals-none = اخیراً هیچ سایتی این سرور را رد نکرده است.

admin-cookies-heading = مجموعه‌های کوکی
admin-cookies-none = هیچ مجموعهٔ کوکی‌ای نگه داشته نشده است.
admin-cookies-add = افزودن یک cookies.txt
admin-cookies-line = { $sites }: { $count } کوکی، نخستین انقضا { $expiry }، آخرین استفاده { $used } ({ $outcome })
admin-cookies-remove = حذف

## YouTube's chain (the same as /api/health's youtube) and the canary's watched links.

admin-youtube-heading = زنجیرهٔ YouTube
admin-youtube-runtime = محیط اجرای JavaScript: { $runtime }
admin-youtube-solver = اسکریپت‌های حل (yt-dlp-ejs): { $state }
admin-youtube-provider = فراهم‌کنندهٔ توکن PO: { $state } (افزونه { $plugin })
admin-youtube-cookies = مجموعه‌های کوکی برای YouTube: { $count }
admin-youtube-complete = چیزی کم نیست.
admin-state-installed = نصب شده
admin-state-missing = نیست
admin-state-unknown = نامعلوم
admin-provider-not-set = تنظیم نشده
admin-provider-down = تنظیم شده، پاسخ نمی‌دهد
admin-provider-up = پاسخ می‌دهد
admin-canary-heading = قناری
admin-canary-none = هیچ پیوندی پاییده نمی‌شود.
admin-canary-url = پیوند برای پاییدن
admin-canary-add = بپا
admin-canary-run = اکنون بسنج
admin-canary-remove = بردار
admin-canary-line = { $state } · آخرین موفقیت { $ok } · آخرین خرابی { $failed } ({ $what })
admin-canary-works = کار می‌کند
admin-canary-fails = کار نمی‌کند
admin-canary-unknown = هنوز سنجیده نشده
admin-canary-strip = ۲۴ ساعت گذشته، یک خانه برای هر سنجش
admin-follows-heading = دنبال‌شده‌ها
admin-follows-none = کسی چیزی را دنبال نمی‌کند.
admin-follows-line = { $user }: { $title } ({ $form }، به { $target })، بررسی بعدی { $next }
admin-follows-paused = { $user }: { $title } ({ $form }، به { $target })، متوقف: { $reason }
admin-follows-remove = برداشتن
