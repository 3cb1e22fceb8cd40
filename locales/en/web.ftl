## The web page at / (src/web): its static texts (index.html's data-l10n
## elements; a key's attributes fill the attributes the page names), then the
## sentences its script says. Times are typed with Latin digits and a dot
## (1:20, 80.5) in every language: the server reads only that.

web-page =
    .content = Paste a link to a video or audio page and download it.
web-language =
    .aria-label = Language
    .title = Language
web-url-label = Link to a video or audio page
web-url =
    .placeholder = https://…
web-lookup = Look up
web-key-label = API key
web-key-hint = This server needs an API key. It is kept in this browser only.
web-key-use = Use this key
web-card-title = Media
web-clip = Only a part
web-clip-from = From
web-clip-to = To
web-clip-end =
    .placeholder = end
web-clip-hint = Times like 1:20 or 80.5 seconds. Leave both empty for the whole.
web-formats = Formats
# The card's picker of the sound's language, where the media has several; the original one is marked.
web-sound = Sound
web-sound-original = { $language } (original)
web-forget-key = Forget the API key
web-api-reference = API reference

## The line under the form.

web-status-paste-first = Paste a link first.
web-status-looking-up = Looking it up…
web-status-key-needed = Enter the API key to continue.
web-status-key-refused = That API key was not accepted.
web-status-key-removed = The API key was removed from this browser.
web-status-preparing = Preparing { $name }…
web-status-started = { $name }: the download has started. Merged or converted files can take a few seconds to begin.
web-error-page = Something went wrong in this page. Reload it and try again.
web-error-network = The server could not be reached. Check the connection and try again.
# $status: the HTTP status code, e.g. 502.
web-error-status = The server answered { $status }.

## "Only a part": what is wrong with the times typed, naming the field.

web-clip-error-from-format = From: write a time like 1:20 or 80.5.
web-clip-error-to-format = To: write a time like 1:20 or 80.5.
web-clip-error-from-end = From: the media ends at { CLOCK($seconds) }.
web-clip-error-to-end = To: the media ends at { CLOCK($seconds) }.
web-clip-error-order = To must be after From.
# A part of a format in the status line, e.g. "720p mp4, 0:01–0:03".
web-part = { $format }, { CLOCK($from) }–{ CLOCK($to) }
web-part-to-end = { $format }, { CLOCK($from) }–the end

## The card's list of formats.

web-group-video = Video
web-group-audio = Audio
web-group-other = Other
web-group-items = Items
# A playlist longer than the list shown.
web-group-items-first = Items (first { $shown } of { $total })
web-group-mp3 = MP3
web-group-subtitles = Subtitles
web-item-choose = Choose format
web-size = ~{ SIZE($bytes) }
web-mp3 = MP3 { $quality }
web-mp3-unit = kbit/s
web-mp3-name = MP3 { $quality } kbit/s
# $lang: the track's language code, e.g. "en".
web-subtitles-automatic = { $lang } · automatic
web-subtitles-name = { $name } subtitles

## Download options' toggles beside the MP3 choices (src/options).
web-option-loudness = Even out the loudness (MP3)
