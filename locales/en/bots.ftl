## Sentences both bots say (Telegram and Discord): bots/shared.
## `/commands`, "yt-dlp" and "MP3" stay as they are in every language.

## Sizes and lengths on their own (button labels, card facts).
bot-size = { SIZE($bytes) }
bot-clock = { CLOCK($seconds) }

## A choice's name in every sentence: `MP3 320 kbps`, `English subtitles (srt)`.
bot-choice-mp3 = MP3 { $quality } kbps
bot-subtitles-button = Subtitles
bot-subtitle-label = { $name } subtitles (srt)
# A subtitle track's code, said to be made by the site's speech recognition: `en, auto`.
bot-subtitle-auto = { $lang }, auto
bot-subtitle-option = { $name } ({ $code })
# The card's choice of the sound's language, where the media has several (a button on Telegram, a menu on Discord).
bot-sound-button = Sound: { $language }
bot-sound-option = { $name } ({ $code })
bot-sound-original = { $language } · original

## Clips.
bot-clip-heading = Clip { $range }
# A choice's name for a clip: `720p mp4, clip 1:20–2:05`.
bot-clip-label = { $label }, clip { $range }
bot-clip-refusal = The clip { $range } cannot be cut: { $problem }
bot-clip-unreadable-range = I could not read the clip range "{ $written }". Write it as start-end after the link, for example 0:10-0:20 or 1:02:03-1:02:30.
# $option is the name of a Discord command option (start or end), which stays in English.
bot-clip-unreadable-time = I could not read { $option } "{ $written }". Write a time as 1:20, 1:02:03 or seconds (80).
bot-clip-end-needed = This media does not say how long it is: give an end time too.

## Choosing and the upload limit.
bot-no-audio = There is no audio in this media to convert.
bot-over-limit = { $label }: this file is too large to send here. { $platform } lets bots upload up to { SIZE($limit) }.
bot-over-limit-link = Download it directly instead: { $link }
bot-over-limit-link-too-long = The direct link is too long to send here. Choose a smaller format or MP3.
bot-over-limit-advice = Choose a smaller format or MP3.
bot-fit-button = Fit to { MEGABYTES($mb) }
bot-fitted-label = { $label }, fitted to { MEGABYTES($mb) }
bot-fit-video-only = Only a video format can be fitted.
bot-fit-limit-too-small = The upload limit here is too small to fit a video into.
bot-fit-needs-duration = This site does not say how long the media is, so it cannot be fitted to a size.

## How a job ends, and Cancel.
bot-cancelled = Cancelled.
bot-cancelling = Cancelling…
bot-cancel-not-yours = Only the person who asked can cancel.
bot-cancel-ended = This download has already ended.
bot-restarting = The bot is restarting, try again in a minute.
bot-stopped-for-restart = Stopped: the bot is restarting. Try again in a minute.
bot-interrupted-by-crash = { $label }: interrupted, the bot stopped unexpectedly while it ran. Press the button to try again.
bot-try-again-button = Try again

## Playlists.
bot-playlist-facts = Playlist · { $count ->
    [one] { $count } item
   *[other] { $count } items
  } · { $platform }
bot-playlist-facts-partial = Playlist · { $count ->
    [one] { $count } item
   *[other] { $count } items
  }, the first { $listed } listed · { $platform }
bot-playlist-hint = Choose an item to see its formats, or get all { $count } as MP3 { $quality }.
bot-playlist-none-fetchable = This is a playlist of { $count ->
    [one] { $count } item
   *[other] { $count } items
  }, but none of them can be fetched from here.
bot-playlist-empty = This playlist is empty.
bot-nested-playlist = This item is a playlist itself; choose it from the list to see its items.
bot-all-as-mp3 = All as MP3 { $quality } ({ $count ->
    [one] { $count } file
   *[other] { $count } files
  })
bot-batch-position = All as MP3 { $quality }: { $position }
bot-batch-position-tally = All as MP3 { $quality }: { $position } ({ $delivered } sent, { $skipped } skipped)
bot-stage-looking-up = looking it up…
bot-stage-queued = waiting for a free slot ({ $ahead } ahead)…
bot-stage-waiting = your link lookups per minute are used up; going on in { WAIT($seconds) }…
bot-stage-downloading = downloading… { $percent }%
bot-stage-downloading-bytes = downloading… { SIZE($bytes) }
bot-stage-converting = converting…
bot-stage-uploading = uploading { SIZE($bytes) }…
bot-batch-already-running = All as MP3 is already running for this playlist: wait for it to finish, or cancel it first.
bot-batch-skipped = Skipped { $position } "{ $title }": { $why }
# How many files a run sent: `2 of 4 files sent, 1 skipped`.
bot-batch-sent = { $delivered } of { $total ->
    [one] { $total } file
   *[other] { $total } files
  } sent{ $skipped ->
    [0] {""}
   *[other] , { $skipped } skipped
  }
bot-batch-done = All as MP3 { $quality }: done, { $sent }.
bot-batch-stopped = All as MP3 { $quality }: stopped, { $sent }. { $reason } { $notTried ->
    [one] The other { $notTried } was not downloaded.
   *[other] The other { $notTried } were not downloaded.
  }
bot-batch-cancelled = All as MP3 { $quality }: cancelled, { $sent }.
bot-batch-shutdown = Stopped: the bot is restarting. Try again in a minute. ({ $sent }.)

## /usage and /stats.
bot-usage-counts = { $downloads ->
    [one] { $downloads } download
   *[other] { $downloads } downloads
  }, { SIZE($bytes) }, { $lookups ->
    [one] { $lookups } lookup
   *[other] { $lookups } lookups
  }
bot-usage-title = Your usage ({ $identity })
bot-usage-today = Today: { $counts }
bot-usage-last-7-days = Last 7 days: { $counts }
bot-usage-all-time = All time: { $counts }
bot-usage-owner = You are an owner: no limits apply to you.
bot-usage-resets = Today's counts reset in { WAIT($seconds) }.
bot-limits = Limits: { $list }.
bot-limits-none = No limits are set.
bot-limit-downloads-per-day = { $count } downloads a day
bot-limit-mb-per-day = { $mb } MB a day
bot-limit-lookups-per-minute = { $count } lookups a minute
bot-limit-concurrent = { $count } downloads at a time
bot-limit-max-duration = media up to { CLOCK($seconds) } long
bot-stats-users = Users: { $count }
bot-stats-sites = Sites:
bot-stats-site = { $site }: { $downloads } downloads, { SIZE($bytes) }
bot-stats-users-heading = Users (most recent first), today / all time:
bot-stats-user = { $identity }: { $today } / { $allTime } downloads, { SIZE($bytes) }
bot-stats-user-named = { $identity } { $name }: { $today } / { $allTime } downloads, { SIZE($bytes) }
bot-stats-more = … and { $count } more

## The owners' /update.
bot-update-unavailable = Updating yt-dlp is not available in this setup.
bot-ytdlp-status = yt-dlp { $version }, { $days ->
    [one] { $days } day old.
   *[other] { $days } days old.
  }
bot-ytdlp-status-unknown-age = yt-dlp { $version }, its age is unknown.
bot-ytdlp-updating = Updating yt-dlp…
bot-ytdlp-update-failed = yt-dlp could not be updated: { $error }

## Download options' toggles beside the MP3 choices (src/options).
bot-option-loudness = Even loudness
