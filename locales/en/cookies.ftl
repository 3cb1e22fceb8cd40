## The owner's cookie sets: what the owner reads when adding one, and when one is put aside.

error-cookies-too-large = This cookie file is larger than { $kb } KB; export only the sites you need.
error-cookies-bad-line = Line { $line } of this cookie file is not a cookies.txt line (Netscape format: seven fields separated by tabs).
error-cookies-empty = This file holds no cookies. Export a cookies.txt (Netscape format) from a browser signed in to the site.
error-cookies-unknown-set = No cookie set has this id; it may have been removed.
error-cookies-owner-only = Only the owner may add or remove cookie sets.
cookies-unavailable = Cookie sets are not available in this setup.
cookies-added = Cookie set kept: { $count } cookies for { $sites }.
owner-cookies-aside = A cookie set of { $site } met a refusal ({ $code }) and is put aside for { $hours } hours; the site's next set is tried. Add fresh cookies from a signed-in browser if it keeps happening.
owner-cookies-expiring = A cookie set of { $sites } expires within { $days } days; export fresh cookies from a signed-in browser and add them.
