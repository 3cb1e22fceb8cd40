## قناری: پیوندهای پاییده‌شده در سراسر زنجیره؛ آنچه مالک از آن‌ها می‌خواند.

error-canary-too-many = حداکثر { $count } پیوند را می‌توان پایید؛ اول یکی را بردارید.
error-canary-unknown-link = هیچ پیوند پاییده‌شده‌ای این شناسه را ندارد؛ شاید برداشته شده باشد.
owner-canary-fails = پیوند پاییده‌شدهٔ { $link } دیگر کار نمی‌کند: { $what }. کار لازم برای هر نوع خرابی: docs/OPERATIONS.md، «What happens when… YouTube breaks».
owner-canary-works = پیوند پاییده‌شدهٔ { $link } دوباره کار می‌کند.
canary-outcome-ok = کار می‌کند
canary-class-unreachable = سایت در دسترس نبود (بی‌پاسخ، یا نه به‌موقع)
canary-class-ytdlp-too-old = yt-dlp برای این سایت خیلی قدیمی است (به‌روزش کنید)
canary-class-other = خطایی دیگر
