## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = That does not look like a link I can open. Send a full http(s) link.
error-code-url-not-allowed = Links to private or local network addresses are not allowed.
error-code-invalid-selector = That format choice is not valid.
error-code-invalid-request = That request is not valid.
error-code-unsupported-url = This link is not supported: I found no media on that page.
error-code-no-media = I found no downloadable media at this link.
error-code-live-stream = That is a live stream. I only fetch recorded media; send the link again once the broadcast has ended.
error-code-media-unavailable = The media is unavailable (removed, private or restricted).
error-code-unreachable = The site could not be reached. Try again later.
error-code-extraction-failed = I could not read the media from this link.
error-code-format-not-available = That format is not available any more. Send the link again for a fresh list.
error-code-processing-failed = The file could not be converted.
error-code-too-large = The file is too large for this server.
error-code-too-many-fetches = This media is split into more pieces than I may fetch for one download.
error-code-queue-full = I am busy with other downloads. Please try again in a minute.
error-code-timeout = That took too long and was stopped.
error-code-cancelled = Cancelled.
error-code-tool-failed = Something went wrong on the server. Please try again later.
error-code-disk-full = The server is out of disk space. Please try again later.
error-code-database-unavailable = The service is briefly unavailable. Please try again in a few seconds.
error-code-internal = Something went wrong on the server. Please try again later.

## Usage refusals: the limits of this server. $wait is in seconds, said as "12 min".

refusal-user-blocked = You are blocked from using this service.
refusal-user-not-allowed = This service is private; ask its owner to allow your id { $id }.
refusal-concurrent-jobs = You already have { $running ->
    [one] { $running } download
   *[other] { $running } downloads
  } running, the most allowed at once; try again when one finishes.
refusal-downloads-per-day = You have used { $used } of { $limit ->
    [one] { $limit } download
   *[other] { $limit } downloads
  } today; resets in { WAIT($wait) }.
refusal-mb-per-day = You have used { NUMBER($used, maximumFractionDigits: 1) } of { MEGABYTES($limit) } today{ $held ->
    [0] {""}
   *[other] {" "}({ MEGABYTES($held) } of it held by downloads still running)
  }; resets in { WAIT($wait) }.
refusal-file-over-mb-left = You have used { NUMBER($used, maximumFractionDigits: 1) } of { MEGABYTES($limit) } today{ $held ->
    [0] {""}
   *[other] {" "}({ MEGABYTES($held) } of it held by downloads still running)
  }; this file (about { MEGABYTES($file) }) needs about { MEGABYTES($missing) } more than is left; resets in { WAIT($wait) }.
refusal-mb-reached-while-downloading = The download was stopped after { MEGABYTES($sent) }: it reached your limit of { MEGABYTES($limit) } today; resets in { WAIT($wait) }.
refusal-info-per-minute = You have made { $used } of { $limit ->
    [one] { $limit } link lookup
   *[other] { $limit } link lookups
  } allowed per minute; try again in { WAIT($wait) }.
refusal-max-duration = This media lasts { CLOCK($duration) }, longer than the { CLOCK($limit) } allowed.

## The API's error sentences (each said in the client's Accept-Language; the code stays English).
error-clip-end-required = end is required: the length of this media is not known.
error-head-only = Only the headers were asked for (HEAD).
error-download-too-long = The download took too long and was stopped.
error-live-stream = This is a live stream; the server only fetches recorded media. Try again once the broadcast has ended.
error-no-media-found = No downloadable media was found at this link.
error-request-cancelled = The request was cancelled.
error-link-is-playlist = This link is a playlist; download one of its entries by its own link.
error-media-file-expired = The media file is unavailable (it may have expired; ask for the info again).
error-media-not-fetched = The media could not be fetched from the site.
error-redirect-not-allowed = The site redirected to a link this server does not fetch.
error-compressed-response = The site sent the file compressed, which this server does not pass on.
error-range-inconsistent = The site answered the range request inconsistently.
error-download-cancelled = The download was cancelled.
error-fragment-not-fetched = A fragment could not be fetched.
error-fragment-incomplete = A fragment arrived incomplete from the site.
error-playlist-not-read = The playlist could not be read from the site.
error-link-empty = The link is empty.
error-link-not-valid = That is not a valid link; it should start with http:// or https://.
error-link-scheme = Only http:// and https:// links are supported.
error-link-credentials = Links with a user name or password in them are not supported.
error-link-no-host = The link has no host name.
error-host-not-resolved = The host name could not be resolved.
error-media-private-address = The media lies on a private or local network address, which is not allowed.
error-tool-not-started = A media tool of the server could not be started; the owner will find why in the log.
error-extractor-output-too-large = The extractor produced more output than expected.
error-conversion-failed = The media could not be converted into the requested file.
error-server-busy = The server is busy with other downloads. Please try again shortly.
error-server-restarting = The server is restarting. Please try again in a minute.
error-link-private-address = The link leads to a private or local network address, which is not allowed.
error-link-unsupported = This link is not supported: no media was found on that page.
error-format-not-available = That format is not available for this media (any more).
error-media-unavailable = The media is unavailable (removed, private or restricted).
error-site-unreachable = The site could not be reached.
error-media-info-unreadable = The media information could not be read from this link.
error-extractor-unreadable = The extractor returned something unreadable.
error-extractor-unexpected-shape = The extractor returned media information of an unexpected shape.
error-connection-broke = The connection to the site broke before the file was complete.
error-subs-one-language = subs: name one language.
error-subtitle-track-not-fetched = The subtitle track was not fetched.
error-subtitle-track-empty = This subtitle track has no text.
error-download-no-data = The download produced no data.
error-media-incomplete = The media could not be fetched completely.
error-download-failed = The download failed.
error-subtitle-playlist = This subtitle track comes in a playlist this server does not read.
error-subtitle-link-not-allowed = The subtitle file has a link this server does not fetch.
error-subtitle-too-large = The subtitle track is larger than this server reads.
error-too-many-fetches = This media is split into too many pieces: the download was stopped at the most requests to the site that a download of its size and length may make (requests made: { $count }).
error-subtitle-too-many-segments = This subtitle track is split into too many pieces (segments: { $count }; at most { $max } are fetched for one track).
error-subtitles-not-fetched = The subtitles could not be fetched from the site.
error-format-protocol = That format uses a streaming protocol this server does not fetch.
error-clip-on-live-stream = start and end cannot be used on a live stream.
error-json-content-type = Send a JSON body with Content-Type: application/json.
error-json-empty = The JSON body is empty.
error-body-too-large = The request body is too large.
error-json-invalid = The body is not valid JSON.
error-request-not-understood = The request could not be understood.
error-server-failed = Something went wrong on the server.
error-not-found = Not found.
error-api-key-required = A valid API key is required: send "Authorization: Bearer <key>".
error-link-malformed = This download link is malformed: { $why ->
    [repeated] a parameter is repeated.
    [escape] the query holds a "%" that is not a valid escape.
   *[ambiguous] its parameters cannot be read one way only.
  }
error-target-has-hash = The request target must not contain "#" (send it as %23).
error-link-invalid = This download link is not valid: ask for a new one.
error-link-expired = This download link has expired: ask for a new one.
error-host-not-allowed = This server does not answer to this host name. Its owner can add the name to ALLOWED_HOSTS.
error-cross-site-request = This request came from another site's page, and this server does not act on those.
error-request-shape = Send this request as JSON (Content-Type: application/json), or with an Authorization header.
error-owner-login-required = Only the owner may see this. Open the one-time link that "npm run owner-link" prints on the server, or send "Authorization: Bearer <token>" with the token in DATA_DIR/owner-token.
error-owner-link-invalid = This sign-in link is not valid. Run "npm run owner-link" on the server for a new one.
error-owner-link-expired = This sign-in link has expired (it works for 15 minutes). Run "npm run owner-link" on the server for a new one.
error-owner-link-used = This sign-in link was already used (it works once). Run "npm run owner-link" on the server for a new one.
error-owner-link-with-keys = This server uses API keys: the dashboard takes an owner's key, not a sign-in link.
error-usage-owner-only = Only an owner key may read usage statistics.
error-admin-owner-only = Only an owner key may use the owner's dashboard.
error-request-fields = The request is not valid: { $detail }
error-disk-full = The server ran out of disk space while preparing the file.
error-disk-too-full-for-job = The server has too little free disk space for this file right now (it needs about { MEGABYTES($mb) }). Please try again later.
error-file-over-server-limit = The file is larger than this server allows ({ MEGABYTES($mb) }).
error-step-timeout = { $step ->
    [reading] Reading the link
    [choosing] Choosing the format
    [compression] The compression
    [subtitles] Converting the subtitles
    [thumbnail] Fetching the thumbnail
    [cover] Fetching the cover art
   *[download] The download
  } took too long and was stopped.
error-step-cancelled = { $step ->
    [reading] Reading the link
    [choosing] Choosing the format
    [compression] The compression
    [subtitles] Converting the subtitles
    [thumbnail] Fetching the thumbnail
    [cover] Fetching the cover art
   *[download] The download
  } was cancelled.
error-picture-not-fetched = { $picture ->
    [cover] The cover art
   *[thumbnail] The thumbnail
  } could not be fetched.
error-length-mismatch = The file did not have the { $size } bytes announced ({ $bytes } arrived); the download is not complete.
error-fit-not-small-enough = The video could not be made smaller than { MEGABYTES($mb) }; try a larger size or a clip.
error-fit-needs-duration = fit needs the length of the media, and this site does not say how long it is.
error-fit-too-long = At { MEGABYTES($mb) } a video can last at most { LENGTH($max) }; this one lasts { LENGTH($length) }.
error-fit-with-mp3 = fit cannot be used with convert=mp3.
error-fit-audio = fit works on video formats; for a smaller audio file use convert=mp3 with a lower quality.
error-fit-subtitles = fit cannot be used with subtitles (subs or kind=subtitles).
error-link-too-long = The link is too long (at most { $max } characters).
error-too-many-redirects = The site redirected more than { $max } times.
error-site-status = The site answered { $status } for the media file.
error-page-too-large = The page is larger than this server reads ({ MEGABYTES($mb) }).
error-info-too-large = The media information of this link is larger than this server reads ({ MEGABYTES($mb) }).
error-subs-none = subs: no subtitles in { $missing }. This media has no subtitles.
error-subs-unknown = subs: no subtitles in { $missing }. This media has subtitles in: { $offered }.
error-subs-ext = ext must be srt or vtt with kind=subtitles
error-subs-convert = convert cannot be used with kind=subtitles
error-subs-clip = start and end cannot be used with kind=subtitles
error-subs-ext-kind = ext srt and vtt are only for kind=subtitles
error-subs-container = subs can only be muxed into { $containers } (not with convert=mp3)
error-clip-start-negative = start must be a time of 0 seconds or more.
error-clip-end-before-start = end must be after start (start is { $start }).
error-clip-start-past-end = start must be before the end of the media ({ $length }).
error-clip-end-past-end = end must not be past the end of the media ({ $length }).
error-subs-exactly-one = kind=subtitles takes exactly one language in subs

## For the owners: yt-dlp's age and update, and /allow and /block.
ytdlp-advice-bundled = yt-dlp { $version } is { $days } days old; run "npm run ytdlp:update".
ytdlp-advice-container = yt-dlp { $version } is { $days } days old; update it with the button on the owner's dashboard, or run "node dist/src/cli/ytdlp-update.js" inside the container.
ytdlp-advice-system = yt-dlp { $version } is { $days } days old and comes from the system; run "npm run setup" to install a current one for this service (it is used before the system's), or set YTDLP_PATH to a newer yt-dlp.
ytdlp-advice-unsupported = yt-dlp { $version } is older than { $oldest }, the oldest this service supports: it cannot read YouTube any more and breaks on other sites. Run "npm run setup" to install a current one for this service, or set YTDLP_PATH to a newer yt-dlp.
ytdlp-update-not-bundled = This yt-dlp ({ $name }) was not installed by this service: update it with your package manager or its own pip, or run "npm run setup" to install a current one for this service, then restart.
ytdlp-update-done = yt-dlp: { $detail }. Restart to use the new version.
ytdlp-update-failed = yt-dlp could not update itself: { $detail }
access-owner-only = Only an owner can change who may use this service.
access-bad-identity = That is not a user id I know: { $detail }
access-owner-unblockable = { $identity } is an owner and cannot be blocked.

## /metrics (issue 28).
error-metrics-local-only = Metrics are only served to this machine; set METRICS_TOKEN to read them from elsewhere.
error-metrics-token-required = A valid metrics token is required: send "Authorization: Bearer <METRICS_TOKEN>".

## Download options (src/options).
error-loudness-audio-only = loudness evens out only an MP3: ask for convert=mp3 or ext=mp3.
