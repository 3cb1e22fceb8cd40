## A format's words (see en/formats.ftl).

format-audio = صدا
format-audio-kbps = صدا { $kbps } کیلوبیت بر ثانیه
format-video = ویدیو
format-video-kbps = ویدیو { $kbps } کیلوبیت بر ثانیه
format-no-audio = بدون صدا
