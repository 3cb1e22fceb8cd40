## A format's words (see en/formats.ftl).

format-audio = صوت
format-audio-kbps = صوت { $kbps } كيلوبت/ث
format-video = فيديو
format-video-kbps = فيديو { $kbps } كيلوبت/ث
format-no-audio = بلا صوت
