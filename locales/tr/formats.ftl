## A format's words (see en/formats.ftl).

format-audio = Ses
format-audio-kbps = Ses { $kbps } kbps
format-video = Video
format-video-kbps = Video { $kbps } kbps
format-no-audio = sessiz
