## Die Webseite (src/web). Zeiten werden mit lateinischen Ziffern und Punkt geschrieben (1:20, 80.5): Nur so liest sie der Server.

web-page =
    .content = Link zu einer Video- oder Audioseite einfügen und herunterladen.
web-language =
    .aria-label = Sprache
    .title = Sprache
web-url-label = Link zu einer Video- oder Audioseite
web-url =
    .placeholder = https://…
web-lookup = Abrufen
web-key-label = API-Schlüssel
web-key-hint = Dieser Server braucht einen API-Schlüssel. Er wird nur in diesem Browser gespeichert.
web-key-use = Schlüssel verwenden
web-card-title = Medien
web-clip = Nur einen Ausschnitt
web-clip-from = Von
web-clip-to = Bis
web-clip-end =
    .placeholder = Ende
web-clip-hint = Zeiten wie 1:20 oder 80.5 Sekunden. Beide Felder leer lassen für das Ganze.
web-formats = Formate
web-sound = Ton
web-sound-original = { $language } (Original)
web-forget-key = API-Schlüssel vergessen
web-api-reference = API-Referenz

web-status-paste-first = Bitte zuerst einen Link einfügen.
web-status-looking-up = Wird abgerufen…
web-status-key-needed = API-Schlüssel eingeben, um fortzufahren.
web-status-key-refused = Dieser API-Schlüssel wurde nicht akzeptiert.
web-status-key-removed = Der API-Schlüssel wurde aus diesem Browser entfernt.
web-status-preparing = { $name } wird vorbereitet…
web-status-started = { $name }: Der Download hat begonnen. Zusammengeführte oder umgewandelte Dateien können ein paar Sekunden brauchen.
web-error-page = Auf dieser Seite ist etwas schiefgelaufen. Bitte neu laden und erneut versuchen.
web-error-network = Der Server ist nicht erreichbar. Bitte die Verbindung prüfen und erneut versuchen.
web-error-status = Der Server antwortete mit { $status }.

web-clip-error-from-format = Von: Zeit wie 1:20 oder 80.5 angeben.
web-clip-error-to-format = Bis: Zeit wie 1:20 oder 80.5 angeben.
web-clip-error-from-end = Von: Die Aufnahme endet bei { CLOCK($seconds) }.
web-clip-error-to-end = Bis: Die Aufnahme endet bei { CLOCK($seconds) }.
web-clip-error-order = „Bis“ muss nach „Von“ liegen.
web-part = { $format }, { CLOCK($from) }–{ CLOCK($to) }
web-part-to-end = { $format }, { CLOCK($from) }–Ende

web-group-video = Video
web-group-audio = Audio
web-group-other = Sonstige
web-group-items = Einträge
web-group-items-first = Einträge (die ersten { $shown } von { $total })
web-group-mp3 = MP3
web-group-subtitles = Untertitel
web-item-choose = Format wählen
web-size = ~{ SIZE($bytes) }
web-mp3 = MP3 { $quality }
web-mp3-unit = kbit/s
web-mp3-name = MP3 { $quality } kbit/s
web-subtitles-automatic = { $lang } · automatisch
web-subtitles-name = Untertitel { $name }

## Download options' toggles beside the MP3 choices (src/options).
web-option-loudness = Lautstärke angleichen (MP3)
