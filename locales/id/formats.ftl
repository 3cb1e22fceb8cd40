## A format's words (see en/formats.ftl).

format-audio = Audio
format-audio-kbps = Audio { $kbps } kbit/s
format-video = Video
format-video-kbps = Video { $kbps } kbit/s
format-no-audio = tanpa audio
