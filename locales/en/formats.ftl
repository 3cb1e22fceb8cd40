## A format's words, where its label or detail is not a resolution or a codec: the bots' buttons,
## the page's list and /api/info's `label` and `detail` in the reader's language. $kbps is a whole number;
## other languages write its unit as their web-mp3-unit, so a card reads one unit throughout.

format-audio = Audio
format-audio-kbps = Audio { $kbps } kbps
format-video = Video
format-video-kbps = Video { $kbps } kbps
format-no-audio = no audio
