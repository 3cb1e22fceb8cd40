## A format's words (see en/formats.ftl).

format-audio = Ses
format-audio-kbps = Ses { $kbps } kbit/sn
format-video = Video
format-video-kbps = Video { $kbps } kbit/sn
format-no-audio = sessiz
