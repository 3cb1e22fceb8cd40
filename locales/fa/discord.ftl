## Discord: the bot's own words, in Persian (English source: locales/en/discord.ftl).
## Discord has no Persian client language: the dc-command-* lines are kept for
## completeness but never registered (bots/discord/commands/localizations.ts).

dc-command-download = دانلود ویدیو یا صدای آن از یک پیوند
dc-command-download-url = پیوند صفحه‌ای که رسانه در آن است
dc-command-download-format = بدون انتخاب، همین را فوراً دانلود کن
dc-command-download-format-best = بهترین ویدیو
dc-command-download-format-audio = صدا
dc-command-download-start = برش از این زمان (1:20، 1:02:03 یا ثانیه)
dc-command-download-end = برش تا این زمان (1:20، 1:02:03 یا ثانیه)
dc-command-usage = دانلودهای امروز و محدودیت‌های شما
dc-command-stats = میزان استفادهٔ همه (فقط برای مالکان ربات)
dc-command-update = نسخهٔ yt-dlp و به‌روزرسانی آن (فقط برای مالکان ربات)
dc-command-cookies = افزودن یک cookies.txt به‌عنوان مجموعهٔ کوکی (فقط مالکان ربات، در پیام خصوصی)
dc-command-cookies-file = پروندهٔ cookies.txt (قالب Netscape)
dc-command-download-media = دانلود رسانه

dc-not-your-card = این کارت مال شما نیست: برای گرفتن کارت خودتان از /download استفاده کنید.
dc-card-expired = این کارت منقضی شده است. برای کارت تازه، پیوند را دوباره بفرستید.
dc-no-link-in-message = در آن پیام پیوندی نیست که بتوانم از آن دانلود کنم.
dc-reading-link = در حال خواندن پیوند…
dc-download-options-refused = یک پیوند بفرستید، در صورت تمایل یکی از قالب‌های فهرست‌شده، و زمان‌هایی با حداکثر ۲۰ نویسه.
dc-owner-only-stats = فقط مالک این ربات می‌تواند آمار را ببیند.
dc-owner-only-update = فقط مالک این ربات می‌تواند yt-dlp را به‌روز کند.
dc-cookies-dm-only = پروندهٔ کوکی را در پیام خصوصی برای من بفرستید، نه در یک سرور.
dc-no-video-format = این رسانه قالب ویدیویی ندارد. برای دیدن آنچه دارد، /download را بدون قالب اجرا کنید.
dc-no-audio-format = این رسانه قالب صوتی جداگانه ندارد. به‌جای آن format: mp3 را امتحان کنید.
dc-no-audio-to-convert = این رسانه صدایی برای تبدیل ندارد.

dc-field-uploader = بارگذار
dc-field-duration = مدت
dc-field-platform = پلتفرم
dc-format-menu = قالب ویدیو یا صدا
dc-format-size = ~{ SIZE($bytes) }
dc-kind-video = ویدیو
dc-kind-audio = صدا
dc-kind-other = دیگر
dc-over-limit-link = بیش از حد بارگذاری: یک پیوند می‌گیرید
dc-over-limit = بیش از حد بارگذاری
dc-mp3-button = MP3 { $quality }
dc-mp3-button-too-large = MP3 { $quality } (خیلی بزرگ)
dc-fit-menu = { $fit } (کوچک‌تر، با رمزگذاری دوباره)
dc-fit-option = 🗜️ { $label } { $ext } ← MP4 کمتر از { SIZE($bytes) }
dc-fit-menu-hint = یا برای MP4 کوچک‌تر، آن را در منوی «{ $fit }» کارت انتخاب کنید.
dc-footer-link = حد بارگذاری اینجا: { SIZE($bytes) } (قالب‌های بزرگ‌تر به‌صورت پیوند دانلود می‌آیند).
dc-footer-no-link = حد بارگذاری اینجا: { SIZE($bytes) } (قالب‌های بزرگ‌تر را نمی‌توان اینجا فرستاد).
dc-subtitles-menu = زیرنویس (.srt)
dc-subtitles-automatic = زیرنویس خودکار، به‌صورت .srt
dc-subtitles-uploaded = زیرنویس، به‌صورت .srt

dc-playlist-items = موارد
dc-playlist-items-page = موارد، صفحهٔ { $page } / { $pages }

dc-cancel = لغو
dc-preparing = ⏳ در حال آماده‌سازی { $label }…
dc-queued = ⏳ { $label }: در انتظار یک جای خالی ({ $ahead } نفر جلوتر)…
dc-downloading = ⏳ در حال دانلود { $label }…
dc-converting = ⏳ در حال تبدیل { $label }…
dc-compressing = ⏳ در حال فشرده‌سازی { $label }…
dc-uploading = 📤 در حال بارگذاری { $label } ({ SIZE($bytes) })…
dc-progress-percent = { $percent }٪
dc-delivered = ✅ { $label } · { SIZE($bytes) }
dc-playlist-starting = ⏳ { $run }: در حال شروع…
dc-playlist-file = 🎵 { $title } · { SIZE($bytes) }
dc-late-delivery = { $title }: { $text }
