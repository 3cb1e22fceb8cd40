## A format's words (see en/formats.ftl).

format-audio = 音频
format-audio-kbps = 音频 { $kbps } kbit/s
format-video = 视频
format-video-kbps = 视频 { $kbps } kbit/s
format-no-audio = 无音频
