## Der Kanarienvogel: beobachtete Links durch die ganze Kette; was der Besitzer davon liest.

error-canary-too-many = Höchstens { $count } Links können beobachtet werden; entferne zuerst einen.
error-canary-unknown-link = Kein beobachteter Link hat diese ID; er wurde vielleicht entfernt.
owner-canary-fails = Der beobachtete Link { $link } funktioniert nicht mehr: { $what }. Was bei jeder Art von Fehler zu tun ist: docs/OPERATIONS.md, „What happens when… YouTube breaks“.
owner-canary-works = Der beobachtete Link { $link } funktioniert wieder.
canary-outcome-ok = funktioniert
canary-class-unreachable = die Seite nicht erreicht (keine Antwort oder nicht rechtzeitig)
canary-class-ytdlp-too-old = yt-dlp zu alt für die Seite (aktualisieren)
canary-class-other = ein anderer Fehler
