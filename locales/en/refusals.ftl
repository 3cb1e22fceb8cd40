## A site refusing this server (src/media/site-refusal.ts, src/refusals): what a user reads,
## and what the owner is told in the chats, on the dashboard and in /api/health.

error-code-site-refused = { $site } is refusing this server right now (it asks it to prove it is not a bot, or limits how often it may ask). The owner has been told; try again later.
error-code-sign-in-required = { $site } shows this only to a signed-in account (a private or members-only video), and this server is not signed in there.
error-code-age-restricted = { $site } wants the viewer's age confirmed for this media, and this server is not signed in there.
error-code-format-blocked = { $site } described this format but refused to send it to this server. Try another format, or try again later.

refusal-class-bot-check = a bot check ("Sign in to confirm you're not a bot")
refusal-class-rate-limited = a rate limit (too many requests from this server)
refusal-class-sign-in = sign-in needed (private or members-only media)
refusal-class-age-check = an age check
refusal-class-format-blocked = a blocked format (the media's bytes refused with 403)

owner-refusal-notice = { $site } refused this server: { $what }. Refusals of this kind so far: { $count }. What helps: cookies of a signed-in account (/admin · npm run cookies -- add FILE · YTDLP_COOKIES_FILE), a PO-token provider for YouTube, and a server address the site does not flag (data-centre addresses are flagged first).
owner-refusal-cooling = New lookups of { $site } are answered at once for { WAIT($seconds) } instead of asking it again; the first lookup that works ends it.
owner-refusal-line = { $site }: { $what }. Refusals: { $count }; the last one { LENGTH($ago) } ago.
