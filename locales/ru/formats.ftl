## A format's words (see en/formats.ftl).

format-audio = Аудио
format-audio-kbps = Аудио { $kbps } кбит/с
format-video = Видео
format-video-kbps = Видео { $kbps } кбит/с
format-no-audio = без звука
