## The Telegram bot's own sentences (bots/telegram); the ones both bots say are in bots.ftl.
## `/commands`, `<link>` and "MP3" stay as they are in every language.

## /start and /help. { SIZE($limit) } is the largest file the bot can send here.
tg-help =
    Send me a link to a video or a song and I will send you the file.

    1. Paste a link (in a group: /dl <link>, mention me, or reply to me).
    2. Pick a format from the buttons, or an MP3 bitrate.
    3. Wait a moment: I show the progress and you can cancel.

    For a part only, put the times after the link: /dl <link> 1:20-2:05.

    I can send files up to { SIZE($limit) } here; bigger formats are marked ⚠️.

    /usage shows how much you have used today and your limits.
    /language changes the language I speak.

## The command menu (at most 256 characters each).
tg-command-dl = Download from a link: /dl <link> [1:20-2:05 for a clip]
tg-command-usage = Your usage today and your limits
tg-command-help = How to use this bot
tg-command-start = Start
tg-command-language = Change the language I speak
tg-command-stats = Everyone’s usage (owners)
tg-command-allow = Allow a user: /allow <id> (owners)
tg-command-block = Block a user: /block <id> (owners)
tg-command-update = yt-dlp version and update (owners)

## Links and cards.
tg-no-link = Send me a link (http or https) to a video or a song.
tg-several-links = Your message has several links; I took the first one.
tg-looking-up = Looking it up…
tg-card-choose = Choose a format:
tg-card-too-large = ⚠️ = larger than the { SIZE($limit) } I can send here.
tg-not-your-card = Only the person who sent the link can use these buttons.
tg-card-expired = These buttons have expired. Send the link again for a fresh list.
tg-back-button = ◀ Back

## A download: the answer to a press, then its status message with a Cancel button.
tg-starting = { $label }: starting…
tg-progress-queued = { $label }: waiting for a free slot ({ $ahead } ahead)…
tg-too-large-answer = { $label }: too large to send here
tg-cancel-button = Cancel
tg-progress-downloading = { $label }: downloading… { $percent }%
tg-progress-downloading-bytes = { $label }: downloading… { SIZE($bytes) }
tg-progress-converting = { $label }: converting…
tg-progress-compressing = { $label }: compressing… { $percent }%
tg-progress-uploading = { $label }: uploading { SIZE($bytes) }…
tg-send-unconfirmed = Telegram did not confirm that the file arrived, so I did not send it again (it may be here already). If it is not here, try once more.

## Owners' commands.
tg-not-owner = This command is for the owners of this bot.
tg-access-usage = Usage: /{ $command } <telegram user id> or /{ $command } platform:id
tg-access-allowed = { $identity } is now allowed.
tg-access-blocked = { $identity } is now blocked.
tg-access-allow-list-active = Only allowed users and owners can use the bot now.

## /language. { $language } is the language's own name (Español, Deutsch).
tg-language-choose = Choose the language I speak with you:
tg-language-choose-chat = Choose the language I speak in this group:
tg-language-unknown = I do not know the language “{ $code }”. Choose one of these:
tg-language-set = From now on I speak { $language } with you.
tg-language-set-chat = From now on I speak { $language } in this group.
tg-language-admins-only = Only the group’s admins can change the language I speak here.
