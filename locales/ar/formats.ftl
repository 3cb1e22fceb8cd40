## A format's words (see en/formats.ftl).

format-audio = صوت
format-audio-kbps = صوت { $kbps } kbps
format-video = فيديو
format-video-kbps = فيديو { $kbps } kbps
format-no-audio = بلا صوت
