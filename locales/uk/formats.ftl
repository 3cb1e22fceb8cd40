## A format's words (see en/formats.ftl).

format-audio = Аудіо
format-audio-kbps = Аудіо { $kbps } кбіт/с
format-video = Відео
format-video-kbps = Відео { $kbps } кбіт/с
format-no-audio = без звуку
