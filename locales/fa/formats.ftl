## A format's words (see en/formats.ftl).

format-audio = صدا
format-audio-kbps = صدا { $kbps } kbps
format-video = ویدیو
format-video-kbps = ویدیو { $kbps } kbps
format-no-audio = بدون صدا
