## A format's words (see en/formats.ftl).

format-audio = Áudio
format-audio-kbps = Áudio { $kbps } kbps
format-video = Vídeo
format-video-kbps = Vídeo { $kbps } kbps
format-no-audio = sem áudio
