## Die Cookie-Sätze des Eigentümers.

error-cookies-too-large = Diese Cookie-Datei ist größer als { $kb } KB; exportiere nur die Seiten, die du brauchst.
error-cookies-bad-line = Zeile { $line } dieser Cookie-Datei ist keine cookies.txt-Zeile (Netscape-Format: sieben durch Tabulatoren getrennte Felder).
error-cookies-empty = Diese Datei enthält keine Cookies. Exportiere eine cookies.txt (Netscape-Format) aus einem Browser, der auf der Seite angemeldet ist.
error-cookies-unknown-set = Kein Cookie-Satz hat diese Kennung; er wurde vielleicht entfernt.
error-cookies-owner-only = Nur der Eigentümer darf Cookie-Sätze hinzufügen oder entfernen.
cookies-unavailable = Cookie-Sätze sind in dieser Installation nicht verfügbar.
cookies-added = Cookie-Satz gespeichert: { $count } Cookies für { $sites }.
owner-cookies-aside = Ein Cookie-Satz für { $site } wurde abgewiesen ({ $code }) und ruht { $hours } Stunden; der nächste Satz der Seite wird versucht. Füge frische Cookies aus einem angemeldeten Browser hinzu, wenn das wieder passiert.
owner-cookies-expiring = Ein Cookie-Satz für { $sites } läuft in höchstens { $days } Tagen ab; exportiere frische Cookies aus einem angemeldeten Browser und füge sie hinzu.
