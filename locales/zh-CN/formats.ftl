## A format's words (see en/formats.ftl).

format-audio = 音频
format-audio-kbps = 音频 { $kbps } kbps
format-video = 视频
format-video-kbps = 视频 { $kbps } kbps
format-no-audio = 无音频
