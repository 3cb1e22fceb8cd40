## The owner's dashboard at /admin (src/web/admin.html and admin*.ts): its
## static texts, then what its script writes. Only owners read it, but in
## their language like every other page. $size is a size already written
## ("12 MB", and "0 kB" for nothing); $time a duration ("850 ms", "1.2 s").

admin-page =
    .content = The owner's dashboard of this media-fetcher: downloads, users and what runs now.
admin-title = Owner's dashboard
admin-back = Download page
admin-key-hint = The dashboard needs an owner's API key. It is kept in this browser only.
admin-login-needed = You are not signed in as the owner. On the server, run "npm run owner-link" (the start log also prints one) and open the link it prints in this browser: it works once, for 15 minutes.
admin-status-signing-in = Signing in…
admin-status-loading = Loading…
# $time: the time of day of the numbers shown, e.g. 14:03:27.
admin-updated = Updated at { $time }

## What runs now.

admin-running = Running now
admin-running-none = Nothing is running.
admin-job-untitled = Title not known yet
admin-job-playlist = playlist
# $name: who asked (a display name or an identity such as telegram:123); $surface: one of admin-surface-*.
admin-job-who = { $name } via { $surface }
# $instance: the server instance running it (INSTANCE_ID).
admin-job-instance = on { $instance }
admin-job-elapsed = for { CLOCK($seconds) }
admin-job-sent = { $size } sent
admin-job-percent = { $percent }%
admin-surface-telegram = Telegram
admin-surface-discord = Discord
admin-surface-http = the API
admin-surface-web = the web page
admin-cancel = Cancel
# The Cancel button's name for screen readers. $title: the job's title.
admin-cancel-named = Cancel { $title }
admin-cancelling = Cancelling…
admin-status-cancel-ended = That download had already ended.

## The last 30 days.

admin-days = The last 30 days
admin-total-downloads = Downloads
admin-total-bytes = Data sent
admin-total-failed = Failed
admin-total-first-byte = Time to first byte, median
admin-no-data = none yet
admin-first-byte-p90 = 9 in 10 within { $time }
admin-first-byte-p99 = 99 in 100 within { $time }
admin-first-byte-count =
    { $count ->
        [one] from { $count } download
       *[other] from { $count } downloads
    }
admin-chart-downloads = Downloads per day
admin-chart-bytes = Data sent per day
admin-chart-first-byte = Time to first byte per day
admin-legend-median = median
admin-legend-p90 = 9 in 10
# What a pointer resting on a day's column reads. $day: e.g. "Mar 5"; $value: that day's number, written.
admin-chart-tip = { $day }: { $value }
admin-days-table = Numbers per day
admin-col-day = Day
admin-col-downloads = Downloads
admin-col-failed = Failed
admin-col-bytes = Data sent
admin-col-p50 = First byte, median
admin-col-p90 = First byte, 9 in 10

## The ranked lists of the 30 days.

admin-sites = Top sites
admin-users = Top users
admin-outcomes = How downloads ended
admin-error-codes = Error codes
admin-none = None in these 30 days.
admin-rank-downloads =
    { $count ->
        [one] { $count } download
       *[other] { $count } downloads
    }
admin-outcome-ok = Finished
admin-outcome-error = Failed
admin-outcome-cancelled = Cancelled
admin-outcome-interrupted = Interrupted
admin-outcome-running = Still running

## yt-dlp, which reads the sites.

admin-ytdlp-version = Version
admin-ytdlp-age =
    { $days ->
        [0] released today
        [one] released { $days } day ago
       *[other] released { $days } days ago
    }
admin-ytdlp-stale = This yt-dlp is old: sites change, and an old one stops working on them.
admin-ytdlp-fixed = This yt-dlp is not one the server may update itself; update it where it was installed.
admin-ytdlp-update = Update yt-dlp
admin-ytdlp-updating = Updating…

## Sites that refuse this server (src/refusals): each line comes from the server in the page's language.

admin-refusals-heading = Sites refusing this server
admin-refusals-none = No site has refused this server lately.

admin-cookies-heading = Cookie sets
admin-cookies-none = No cookie set is kept.
admin-cookies-add = Add a cookies.txt
admin-cookies-line = { $sites }: { $count } cookies, earliest expiry { $expiry }, last used { $used } ({ $outcome })
admin-cookies-remove = Remove

## YouTube's chain (the same as /api/health's youtube) and the canary's watched links.

admin-youtube-heading = YouTube's chain
admin-youtube-runtime = JavaScript runtime: { $runtime }
admin-youtube-solver = Solver scripts (yt-dlp-ejs): { $state }
admin-youtube-provider = PO-token provider: { $state } (plugin { $plugin })
admin-youtube-cookies = Cookie sets covering YouTube: { $count }
admin-youtube-complete = Nothing is missing.
admin-state-installed = installed
admin-state-missing = missing
admin-state-unknown = unknown
admin-provider-not-set = not set
admin-provider-down = set, not answering
admin-provider-up = answering
admin-canary-heading = Canary
admin-canary-none = No link is watched.
admin-canary-url = Link to watch
admin-canary-add = Watch
admin-canary-run = Run now
admin-canary-remove = Remove
admin-canary-line = { $state } · last success { $ok } · last failure { $failed } ({ $what })
admin-canary-works = works
admin-canary-fails = fails
admin-canary-unknown = not run yet
admin-canary-strip = The last 24 hours, a cell per run
admin-follows-heading = Follows
admin-follows-none = Nobody follows anything.
admin-follows-line = { $user }: { $title } ({ $form }, to { $target }), next check { $next }
admin-follows-paused = { $user }: { $title } ({ $form }, to { $target }), paused: { $reason }
admin-follows-remove = Remove
