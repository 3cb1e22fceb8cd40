## Sentences both bots say (Telegram and Discord): bots/shared.

## Sizes and lengths on their own (button labels, card facts).
bot-size = { SIZE($bytes) }
bot-clock = { CLOCK($seconds) }

## A choice's name in every sentence.
bot-choice-mp3 = MP3 { $quality } kbps
bot-subtitles-button = زیرنویس‌ها
bot-subtitle-label = زیرنویس { $name } (srt)
bot-subtitle-auto = { $lang }، خودکار
bot-subtitle-option = { $name } ({ $code })
bot-sound-button = صدا: { $language }
bot-sound-option = { $name } ({ $code })
bot-sound-original = { $language } · اصلی

## Clips.
bot-clip-heading = بخش { $range }
bot-clip-label = { $label }، بخش { $range }
bot-clip-refusal = بخش { $range } را نمی‌توان برید: { $problem }
bot-clip-unreadable-range = بازهٔ «{ $written }» را نتوانستم بخوانم. آن را به شکل شروع-پایان بعد از پیوند بنویسید، مثلاً 0:10-0:20 یا 1:02:03-1:02:30.
bot-clip-unreadable-time = { $option } «{ $written }» را نتوانستم بخوانم. زمان را به شکل 1:20، 1:02:03 یا به ثانیه (80) بنویسید.
bot-clip-end-needed = این رسانه مدت خود را نمی‌گوید: زمان پایان را هم بدهید.

## Choosing and the upload limit.
bot-no-audio = این رسانه صدایی برای تبدیل ندارد.
bot-over-limit = { $label }: این فایل برای ارسال در اینجا خیلی بزرگ است. { $platform } به ربات‌ها اجازهٔ بارگذاری تا { SIZE($limit) } را می‌دهد.
bot-over-limit-link = به‌جای آن مستقیم دانلود کنید: { $link }
bot-over-limit-link-too-long = پیوند مستقیم برای ارسال در اینجا خیلی طولانی است. قالبی کوچک‌تر یا MP3 را انتخاب کنید.
bot-over-limit-advice = قالبی کوچک‌تر یا MP3 را انتخاب کنید.
bot-fit-button = فشرده تا { MEGABYTES($mb) }
bot-fitted-label = { $label }، فشرده تا { MEGABYTES($mb) }
bot-fit-video-only = فقط قالب ویدیویی را می‌توان فشرده کرد.
bot-fit-limit-too-small = محدودیت بارگذاری اینجا برای جا دادن یک ویدیو خیلی کوچک است.
bot-fit-needs-duration = این سایت مدت رسانه را نمی‌گوید، پس نمی‌توان آن را به اندازهٔ مشخصی فشرده کرد.

## How a job ends, and Cancel.
bot-cancelled = لغو شد.
bot-cancelling = در حال لغو…
bot-cancel-not-yours = فقط کسی که درخواست داده می‌تواند لغو کند.
bot-cancel-ended = این دانلود قبلاً تمام شده است.
bot-restarting = ربات در حال راه‌اندازی دوباره است، یک دقیقهٔ دیگر دوباره امتحان کنید.
bot-stopped-for-restart = متوقف شد: ربات در حال راه‌اندازی دوباره است. یک دقیقهٔ دیگر دوباره امتحان کنید.
bot-interrupted-by-crash = { $label }: متوقف شد، ربات هنگام انجام آن به‌طور غیرمنتظره از کار افتاد. برای تلاش دوباره دکمه را بزنید.
bot-try-again-button = تلاش دوباره

## Playlists.
bot-playlist-facts = فهرست پخش · { $count } مورد · { $platform }
bot-playlist-facts-partial = فهرست پخش · { $count } مورد، { $listed } مورد اول فهرست شده · { $platform }
bot-playlist-hint = یک مورد را برای دیدن قالب‌هایش انتخاب کنید، یا هر { $count } مورد را به‌صورت MP3 { $quality } بگیرید.
bot-playlist-none-fetchable = این فهرست پخشی با { $count } مورد است، اما هیچ‌کدام از اینجا قابل دریافت نیست.
bot-playlist-empty = این فهرست پخش خالی است.
bot-nested-playlist = این مورد خودش یک فهرست پخش است؛ برای دیدن موارد آن، از فهرست انتخابش کنید.
bot-all-as-mp3 = همه به‌صورت MP3 { $quality } ({ $count } فایل)
bot-batch-position = همه به‌صورت MP3 { $quality }: { $position }
bot-batch-position-tally = همه به‌صورت MP3 { $quality }: { $position } ({ $delivered } ارسال شد، { $skipped } رد شد)
bot-stage-looking-up = در حال بررسی…
bot-stage-queued = در انتظار یک جای خالی ({ $ahead } نفر جلوتر)…
bot-stage-waiting = سهمیهٔ بررسی پیوند در دقیقهٔ شما تمام شده؛ { WAIT($seconds) } دیگر ادامه می‌دهم…
bot-stage-downloading = در حال دانلود… { $percent }٪
bot-stage-downloading-bytes = در حال دانلود… { SIZE($bytes) }
bot-stage-converting = در حال تبدیل…
bot-stage-uploading = در حال بارگذاری { SIZE($bytes) }…
bot-batch-already-running = «همه به‌صورت MP3» برای این فهرست پخش در حال اجراست: صبر کنید تا تمام شود، یا اول آن را لغو کنید.
bot-batch-skipped = رد شد { $position } «{ $title }»: { $why }
bot-batch-sent = { $delivered } از { $total } فایل ارسال شد{ $skipped ->
    [0] {""}
   *[other] ، { $skipped } رد شد
  }
bot-batch-done = همه به‌صورت MP3 { $quality }: تمام شد، { $sent }.
bot-batch-stopped = همه به‌صورت MP3 { $quality }: متوقف شد، { $sent }. { $reason } { $notTried } فایل دیگر دانلود نشد.
bot-batch-cancelled = همه به‌صورت MP3 { $quality }: لغو شد، { $sent }.
bot-batch-shutdown = متوقف شد: ربات در حال راه‌اندازی دوباره است. یک دقیقهٔ دیگر دوباره امتحان کنید. ({ $sent }.)

## /usage and /stats.
bot-usage-counts = { $downloads } دانلود، { SIZE($bytes) }، { $lookups } بررسی
bot-usage-title = مصرف شما ({ $identity })
bot-usage-today = امروز: { $counts }
bot-usage-last-7-days = ۷ روز گذشته: { $counts }
bot-usage-all-time = از ابتدا: { $counts }
bot-usage-owner = شما مالک هستید: هیچ محدودیتی برای شما اعمال نمی‌شود.
bot-usage-resets = شمارش‌های امروز { WAIT($seconds) } دیگر صفر می‌شوند.
bot-limits = محدودیت‌ها: { $list }.
bot-limits-none = هیچ محدودیتی تنظیم نشده است.
bot-limit-downloads-per-day = { $count } دانلود در روز
bot-limit-mb-per-day = { $mb } مگابایت در روز
bot-limit-lookups-per-minute = { $count } بررسی در دقیقه
bot-limit-concurrent = { $count } دانلود هم‌زمان
bot-limit-max-duration = رسانه تا { CLOCK($seconds) }
bot-stats-users = کاربران: { $count }
bot-stats-sites = سایت‌ها:
bot-stats-site = { $site }: { $downloads } دانلود، { SIZE($bytes) }
bot-stats-users-heading = کاربران (جدیدترین‌ها اول)، امروز / کل:
bot-stats-user = { $identity }: { $today } / { $allTime } دانلود، { SIZE($bytes) }
bot-stats-user-named = { $identity } { $name }: { $today } / { $allTime } دانلود، { SIZE($bytes) }
bot-stats-more = … و { $count } مورد دیگر

## The owners' /update.
bot-update-unavailable = به‌روزرسانی yt-dlp در این نصب در دسترس نیست.
bot-ytdlp-status = yt-dlp { $version }، { $days } روز از انتشارش گذشته.
bot-ytdlp-status-unknown-age = yt-dlp { $version }، عمرش معلوم نیست.
bot-ytdlp-updating = در حال به‌روزرسانی yt-dlp…
bot-ytdlp-update-failed = yt-dlp به‌روزرسانی نشد: { $error }

## Download options' toggles beside the MP3 choices (src/options).
bot-option-loudness = یکسان‌سازی صدا
