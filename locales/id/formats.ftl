## A format's words (see en/formats.ftl).

format-audio = Audio
format-audio-kbps = Audio { $kbps } kbps
format-video = Video
format-video-kbps = Video { $kbps } kbps
format-no-audio = tanpa audio
