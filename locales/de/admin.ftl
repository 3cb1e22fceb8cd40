## Das Dashboard für Betreiber unter /admin (src/web/admin.html und admin*.ts).

admin-page =
    .content = Das Dashboard des Betreibers dieses media-fetcher: Downloads, Nutzer und was gerade läuft.
admin-title = Dashboard für Betreiber
admin-back = Download-Seite
admin-key-hint = Das Dashboard braucht den API-Schlüssel eines Betreibers. Er wird nur in diesem Browser gespeichert.
admin-login-needed = Sie sind nicht als Betreiber angemeldet. Führen Sie auf dem Server "npm run owner-link" aus (auch das Startprotokoll enthält einen Link) und öffnen Sie den ausgegebenen Link in diesem Browser: Er gilt einmal, 15 Minuten lang.
admin-status-signing-in = Anmeldung läuft…
admin-status-loading = Wird geladen…
admin-updated = Aktualisiert um { $time }

## Was gerade läuft.

admin-running = Läuft gerade
admin-running-none = Gerade läuft nichts.
admin-job-untitled = Titel noch unbekannt
admin-job-playlist = Playlist
admin-job-who = { $name } über { $surface }
admin-job-instance = auf { $instance }
admin-job-elapsed = seit { CLOCK($seconds) }
admin-job-sent = { $size } gesendet
admin-job-percent = { $percent } %
admin-surface-telegram = Telegram
admin-surface-discord = Discord
admin-surface-http = die API
admin-surface-web = die Webseite
admin-cancel = Abbrechen
admin-cancel-named = „{ $title }“ abbrechen
admin-cancelling = Wird abgebrochen…
admin-status-cancel-ended = Dieser Download war schon zu Ende.

## Die letzten 30 Tage.

admin-days = Die letzten 30 Tage
admin-total-downloads = Downloads
admin-total-bytes = Gesendete Daten
admin-total-failed = Fehlgeschlagen
admin-total-first-byte = Zeit bis zum ersten Byte, Median
admin-no-data = noch keine Daten
admin-first-byte-p90 = 9 von 10 innerhalb von { $time }
admin-first-byte-p99 = 99 von 100 innerhalb von { $time }
admin-first-byte-count =
    { $count ->
        [one] aus { $count } Download
       *[other] aus { $count } Downloads
    }
admin-chart-downloads = Downloads pro Tag
admin-chart-bytes = Gesendete Daten pro Tag
admin-chart-first-byte = Zeit bis zum ersten Byte pro Tag
admin-legend-median = Median
admin-legend-p90 = 9 von 10
admin-chart-tip = { $day }: { $value }
admin-days-table = Zahlen pro Tag
admin-col-day = Tag
admin-col-downloads = Downloads
admin-col-failed = Fehlgeschlagen
admin-col-bytes = Gesendet
admin-col-p50 = Erstes Byte, Median
admin-col-p90 = Erstes Byte, 9 von 10

## Die Ranglisten der 30 Tage.

admin-sites = Häufigste Websites
admin-users = Aktivste Nutzer
admin-outcomes = Wie Downloads endeten
admin-error-codes = Fehlercodes
admin-none = Nichts in diesen 30 Tagen.
admin-rank-downloads =
    { $count ->
        [one] { $count } Download
       *[other] { $count } Downloads
    }
admin-outcome-ok = Fertig
admin-outcome-error = Fehlgeschlagen
admin-outcome-cancelled = Abgebrochen
admin-outcome-interrupted = Unterbrochen
admin-outcome-running = Läuft noch

## yt-dlp, das die Websites liest.

admin-ytdlp-version = Version
admin-ytdlp-age =
    { $days ->
        [0] heute erschienen
        [one] vor { $days } Tag erschienen
       *[other] vor { $days } Tagen erschienen
    }
admin-ytdlp-stale = Dieses yt-dlp ist alt: Websites ändern sich, und eine alte Version funktioniert dann nicht mehr mit ihnen.
admin-ytdlp-fixed = Dieses yt-dlp kann der Server nicht selbst aktualisieren; aktualisieren Sie es dort, wo es installiert wurde.
admin-ytdlp-update = yt-dlp aktualisieren
admin-ytdlp-updating = Wird aktualisiert…

## Sites that refuse this server (src/refusals): each line comes from the server in the page's language.

admin-refusals-heading = Websites, die diesen Server abweisen
admin-refusals-none = Keine Website hat diesen Server in letzter Zeit abgewiesen.

admin-cookies-heading = Cookie-Sätze
admin-cookies-none = Kein Cookie-Satz gespeichert.
admin-cookies-add = cookies.txt hinzufügen
admin-cookies-line = { $sites }: { $count } Cookies, frühester Ablauf { $expiry }, zuletzt benutzt { $used } ({ $outcome })
admin-cookies-remove = Entfernen

## YouTube's chain (the same as /api/health's youtube) and the canary's watched links.

admin-youtube-heading = YouTubes Kette
admin-youtube-runtime = JavaScript-Laufzeit: { $runtime }
admin-youtube-solver = Löser-Skripte (yt-dlp-ejs): { $state }
admin-youtube-provider = PO-Token-Anbieter: { $state } (Plugin { $plugin })
admin-youtube-cookies = Cookie-Sätze für YouTube: { $count }
admin-youtube-complete = Es fehlt nichts.
admin-state-installed = installiert
admin-state-missing = fehlt
admin-state-unknown = unbekannt
admin-provider-not-set = nicht gesetzt
admin-provider-down = gesetzt, antwortet nicht
admin-provider-up = antwortet
admin-canary-heading = Kanarienvogel
admin-canary-none = Kein Link wird beobachtet.
admin-canary-url = Zu beobachtender Link
admin-canary-add = Beobachten
admin-canary-run = Jetzt prüfen
admin-canary-remove = Entfernen
admin-canary-line = { $state } · letzter Erfolg { $ok } · letzter Fehler { $failed } ({ $what })
admin-canary-works = funktioniert
admin-canary-fails = scheitert
admin-canary-unknown = noch nicht geprüft
admin-canary-strip = Die letzten 24 Stunden, eine Zelle pro Lauf
admin-follows-heading = Follows
admin-follows-none = Niemand folgt etwas.
admin-follows-line = { $user }: { $title } ({ $form }, nach { $target }), nächste Prüfung { $next }
admin-follows-paused = { $user }: { $title } ({ $form }, nach { $target }), angehalten: { $reason }
admin-follows-remove = Entfernen
