## Discord: the bot's own words (the words both bots share are in bots.ftl).

## Commands: the names stay English; Discord shows these descriptions
## (at most 100 characters each, the context-menu name at most 32).

dc-command-download = Download a video or its audio from a link
dc-command-download-url = Link to the page with the media
dc-command-download-format = Skip the choice and download this right away
dc-command-download-format-best = best video
dc-command-download-format-audio = audio
dc-command-download-start = Clip from this time (1:20, 1:02:03 or seconds)
dc-command-download-end = Clip to this time (1:20, 1:02:03 or seconds)
dc-command-usage = Your downloads today and your limits
dc-command-stats = Usage of everyone (bot owners only)
dc-command-update = yt-dlp version; update it (bot owners only)
dc-command-cookies = Add a cookies.txt as a cookie set (bot owners only, in a DM)
dc-command-cookies-file = The cookies.txt file (Netscape format)
dc-command-download-media = Download media

## Refusals and short answers

dc-not-your-card = This card is not yours: use /download to get your own.
dc-card-expired = This card has expired. Send the link again for a fresh one.
dc-no-link-in-message = That message has no link I could download from.
dc-reading-link = Reading the link…
dc-download-options-refused = Give me a link, optionally one of the listed formats, and times of 20 characters at most.
dc-owner-only-stats = Only the owner of this bot can see the statistics.
dc-owner-only-update = Only the owner of this bot can update yt-dlp.
dc-cookies-dm-only = Send the cookie file in a direct message to me, not in a server.
dc-no-video-format = This media has no video format. Run /download without a format to see what it has.
dc-no-audio-format = This media has no separate audio format. Try format: mp3 instead.
dc-no-audio-to-convert = This media has no audio to convert.

## The card: $bytes is a size in bytes, $label a choice like "720p" or "MP3 192 kbps".

dc-field-uploader = Uploader
dc-field-duration = Duration
dc-field-platform = Platform
dc-format-menu = Video or audio format
dc-format-size = ~{ SIZE($bytes) }
dc-kind-video = video
dc-kind-audio = audio
dc-kind-other = other
dc-over-limit-link = Over the upload limit: you get a link
dc-over-limit = Over the upload limit
dc-mp3-button = MP3 { $quality }
dc-mp3-button-too-large = MP3 { $quality } (too large)
dc-fit-menu = { $fit } (re-encoded smaller)
dc-fit-option = 🗜️ { $label } { $ext } → MP4 under { SIZE($bytes) }
dc-fit-menu-hint = Or choose it in the card's “{ $fit }” menu for a smaller MP4.
dc-footer-link = Upload limit here: { SIZE($bytes) } (larger formats come as a download link).
dc-footer-no-link = Upload limit here: { SIZE($bytes) } (larger formats cannot be sent here).
dc-subtitles-menu = Subtitles (.srt)
dc-subtitles-automatic = Automatic captions, as .srt
dc-subtitles-uploaded = Subtitles, as .srt

## A playlist's card: $page and $pages are numbers ("Items, page 2 / 7").

dc-playlist-items = Items
dc-playlist-items-page = Items, page { $page } / { $pages }

## A running job: the Cancel button, progress, the file

dc-cancel = Cancel
dc-preparing = ⏳ Preparing { $label }…
dc-queued = ⏳ { $label }: waiting for a free slot ({ $ahead } ahead)…
dc-downloading = ⏳ Downloading { $label }…
dc-converting = ⏳ Converting { $label }…
dc-compressing = ⏳ Compressing { $label }…
dc-uploading = 📤 Uploading { $label } ({ SIZE($bytes) })…
# $percent is a whole number from 0 to 100.
dc-progress-percent = { $percent }%
dc-delivered = ✅ { $label } · { SIZE($bytes) }
dc-playlist-starting = ⏳ { $run }: starting…
dc-playlist-file = 🎵 { $title } · { SIZE($bytes) }
# A job's last words in the channel once its interaction has run out (after a mention of the asker).
dc-late-delivery = { $title }: { $text }
