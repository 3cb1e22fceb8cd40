## A format's words (see en/formats.ftl).

format-audio = Áudio
format-audio-kbps = Áudio { $kbps } kbit/s
format-video = Vídeo
format-video-kbps = Vídeo { $kbps } kbit/s
format-no-audio = sem áudio
