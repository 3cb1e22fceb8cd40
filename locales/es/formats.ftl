## A format's words (see en/formats.ftl).

format-audio = Audio
format-audio-kbps = Audio { $kbps } kbps
format-video = Vídeo
format-video-kbps = Vídeo { $kbps } kbps
format-no-audio = sin audio
