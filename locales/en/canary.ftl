## The canary: watched links run through the whole chain; what the owner reads of them.

error-canary-too-many = At most { $count } links can be watched; remove one first.
error-canary-unknown-link = No watched link has this id; it may have been removed.
owner-canary-fails = The canary's watched link { $link } stopped working: { $what }. What to do for each kind of failure: docs/OPERATIONS.md, “What happens when… YouTube breaks”.
owner-canary-works = The canary's watched link { $link } works again.
canary-outcome-ok = works
canary-class-unreachable = the site not reached (no answer, or not in time)
canary-class-ytdlp-too-old = yt-dlp too old for the site (update it)
canary-class-other = another error
