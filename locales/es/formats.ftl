## A format's words (see en/formats.ftl).

format-audio = Audio
format-audio-kbps = Audio { $kbps } kbit/s
format-video = Vídeo
format-video-kbps = Vídeo { $kbps } kbit/s
format-no-audio = sin audio
