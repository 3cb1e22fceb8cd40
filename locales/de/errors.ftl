## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = Das sieht nicht nach einem Link aus, den ich öffnen kann. Senden Sie einen vollständigen http(s)-Link.
error-code-url-not-allowed = Links zu Adressen in privaten oder lokalen Netzwerken sind nicht erlaubt.
error-code-invalid-selector = Diese Formatauswahl ist ungültig.
error-code-invalid-request = Diese Anfrage ist ungültig.
error-code-unsupported-url = Dieser Link wird nicht unterstützt: Auf der Seite habe ich keine Medien gefunden.
error-code-no-media = Unter diesem Link habe ich keine herunterladbaren Medien gefunden.
error-code-live-stream = Das ist ein Livestream. Ich lade nur aufgezeichnete Medien herunter; senden Sie den Link erneut, wenn die Übertragung beendet ist.
error-code-media-unavailable = Das Medium ist nicht verfügbar (entfernt, privat oder eingeschränkt).
error-code-unreachable = Die Website ist nicht erreichbar. Versuchen Sie es später erneut.
error-code-extraction-failed = Ich konnte die Medien unter diesem Link nicht auslesen.
error-code-format-not-available = Dieses Format ist nicht mehr verfügbar. Senden Sie den Link erneut, um eine aktuelle Liste zu erhalten.
error-code-processing-failed = Die Datei konnte nicht konvertiert werden.
error-code-too-large = Die Datei ist zu groß für diesen Server.
error-code-too-many-fetches = Dieses Medium ist in mehr Teile zerlegt, als ich für einen Download abrufen darf.
error-code-queue-full = Ich bin mit anderen Downloads beschäftigt. Bitte versuchen Sie es in einer Minute erneut.
error-code-timeout = Das hat zu lange gedauert und wurde abgebrochen.
error-code-cancelled = Abgebrochen.
error-code-tool-failed = Auf dem Server ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.
error-code-disk-full = Auf dem Server ist kein Speicherplatz mehr frei. Bitte versuchen Sie es später erneut.
error-code-database-unavailable = Der Dienst ist kurz nicht verfügbar. Bitte versuchen Sie es in ein paar Sekunden erneut.
error-code-internal = Auf dem Server ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.

## Usage refusals: the limits of this server. $wait is in seconds, said as "12 min".

refusal-user-blocked = Sie sind für diesen Dienst gesperrt.
refusal-user-not-allowed = Dieser Dienst ist privat; bitten Sie den Betreiber, Ihre ID { $id } freizuschalten.
refusal-concurrent-jobs = Sie haben bereits { $running ->
    [one] { $running } laufenden Download
   *[other] { $running } laufende Downloads
  } – mehr sind gleichzeitig nicht erlaubt; versuchen Sie es erneut, wenn einer fertig ist.
refusal-downloads-per-day = Sie haben heute { $used } von { $limit ->
    [one] { $limit } Download
   *[other] { $limit } Downloads
  } genutzt; das Limit wird in { WAIT($wait) } zurückgesetzt.
refusal-mb-per-day = Sie haben heute { NUMBER($used, maximumFractionDigits: 1) } von { MEGABYTES($limit) } genutzt{ $held ->
    [0] {""}
   *[other] {" "}(davon { MEGABYTES($held) } durch noch laufende Downloads belegt)
  }; das Limit wird in { WAIT($wait) } zurückgesetzt.
refusal-file-over-mb-left = Sie haben heute { NUMBER($used, maximumFractionDigits: 1) } von { MEGABYTES($limit) } genutzt{ $held ->
    [0] {""}
   *[other] {" "}(davon { MEGABYTES($held) } durch noch laufende Downloads belegt)
  }; diese Datei (etwa { MEGABYTES($file) }) braucht etwa { MEGABYTES($missing) } mehr, als noch übrig ist; das Limit wird in { WAIT($wait) } zurückgesetzt.
refusal-mb-reached-while-downloading = Der Download wurde nach { MEGABYTES($sent) } gestoppt: Ihr Tageslimit von { MEGABYTES($limit) } ist erreicht; es wird in { WAIT($wait) } zurückgesetzt.
refusal-info-per-minute = Sie haben { $used } von { $limit ->
    [one] { $limit } Link-Abfrage
   *[other] { $limit } Link-Abfragen
  } pro Minute genutzt; versuchen Sie es in { WAIT($wait) } erneut.
refusal-max-duration = Dieses Medium dauert { CLOCK($duration) } und damit länger als die erlaubten { CLOCK($limit) }.

## The API's error sentences (each said in the client's Accept-Language; the code stays English).
error-clip-end-required = end ist erforderlich: Die Länge dieses Mediums ist nicht bekannt.
error-head-only = Es wurden nur die Header angefordert (HEAD).
error-download-too-long = Der Download hat zu lange gedauert und wurde abgebrochen.
error-live-stream = Das ist ein Livestream; der Server lädt nur aufgezeichnete Medien herunter. Versuchen Sie es erneut, wenn die Übertragung beendet ist.
error-no-media-found = Unter diesem Link wurden keine herunterladbaren Medien gefunden.
error-request-cancelled = Die Anfrage wurde abgebrochen.
error-link-is-playlist = Dieser Link ist eine Playlist; laden Sie einzelne Einträge über ihren eigenen Link herunter.
error-media-file-expired = Die Mediendatei ist nicht verfügbar (sie ist möglicherweise abgelaufen; fragen Sie die Infos erneut ab).
error-media-not-fetched = Das Medium konnte nicht von der Website abgerufen werden.
error-redirect-not-allowed = Die Website hat auf einen Link weitergeleitet, den dieser Server nicht abruft.
error-compressed-response = Die Website hat die Datei komprimiert gesendet; so gibt dieser Server sie nicht weiter.
error-range-inconsistent = Die Website hat auf die Range-Anfrage widersprüchlich geantwortet.
error-download-cancelled = Der Download wurde abgebrochen.
error-fragment-not-fetched = Ein Fragment konnte nicht abgerufen werden.
error-fragment-incomplete = Ein Fragment kam unvollständig von der Website an.
error-playlist-not-read = Die Playlist konnte nicht von der Website gelesen werden.
error-link-empty = Der Link ist leer.
error-link-not-valid = Das ist kein gültiger Link; er muss mit http:// oder https:// beginnen.
error-link-scheme = Nur Links mit http:// und https:// werden unterstützt.
error-link-credentials = Links mit Benutzername oder Passwort werden nicht unterstützt.
error-link-no-host = Der Link enthält keinen Hostnamen.
error-host-not-resolved = Der Hostname konnte nicht aufgelöst werden.
error-media-private-address = Das Medium liegt unter einer Adresse in einem privaten oder lokalen Netzwerk; das ist nicht erlaubt.
error-tool-not-started = Ein Medienwerkzeug des Servers konnte nicht gestartet werden; den Grund findet der Betreiber im Log.
error-extractor-output-too-large = Der Extraktor hat mehr Ausgabe erzeugt als erwartet.
error-conversion-failed = Das Medium konnte nicht in die angeforderte Datei konvertiert werden.
error-server-busy = Der Server ist mit anderen Downloads beschäftigt. Bitte versuchen Sie es gleich noch einmal.
error-server-restarting = Der Server wird neu gestartet. Bitte versuchen Sie es in einer Minute erneut.
error-link-private-address = Der Link führt zu einer Adresse in einem privaten oder lokalen Netzwerk; das ist nicht erlaubt.
error-link-unsupported = Dieser Link wird nicht unterstützt: Auf der Seite wurden keine Medien gefunden.
error-format-not-available = Dieses Format ist für dieses Medium nicht (mehr) verfügbar.
error-media-unavailable = Das Medium ist nicht verfügbar (entfernt, privat oder eingeschränkt).
error-site-unreachable = Die Website ist nicht erreichbar.
error-media-info-unreadable = Die Medieninformationen zu diesem Link konnten nicht gelesen werden.
error-extractor-unreadable = Der Extraktor hat etwas Unlesbares zurückgegeben.
error-extractor-unexpected-shape = Der Extraktor hat Medieninformationen in unerwarteter Form zurückgegeben.
error-connection-broke = Die Verbindung zur Website ist abgebrochen, bevor die Datei vollständig war.
error-subs-one-language = subs: Geben Sie eine Sprache an.
error-subtitle-track-not-fetched = Die Untertitelspur wurde nicht abgerufen.
error-subtitle-track-empty = Diese Untertitelspur enthält keinen Text.
error-download-no-data = Der Download hat keine Daten geliefert.
error-media-incomplete = Das Medium konnte nicht vollständig abgerufen werden.
error-download-failed = Der Download ist fehlgeschlagen.
error-subtitle-playlist = Diese Untertitelspur kommt in einer Playlist, die dieser Server nicht liest.
error-subtitle-link-not-allowed = Die Untertiteldatei enthält einen Link, den dieser Server nicht abruft.
error-subtitle-too-large = Die Untertitelspur ist größer, als dieser Server liest.
error-too-many-fetches = Dieses Medium ist in zu viele Teile zerlegt: Der Download wurde bei der höchsten Zahl an Anfragen an die Website angehalten, die ein Download dieser Größe und Länge stellen darf (gestellte Anfragen: { $count }).
error-subtitle-too-many-segments = Diese Untertitelspur ist in zu viele Teile zerlegt (Segmente: { $count }; je Spur werden höchstens { $max } abgerufen).
error-subtitles-not-fetched = Die Untertitel konnten nicht von der Website abgerufen werden.
error-format-protocol = Dieses Format nutzt ein Streaming-Protokoll, das dieser Server nicht abruft.
error-clip-on-live-stream = start und end können bei einem Livestream nicht verwendet werden.
error-json-content-type = Senden Sie einen JSON-Body mit Content-Type: application/json.
error-json-empty = Der JSON-Body ist leer.
error-body-too-large = Der Body der Anfrage ist zu groß.
error-json-invalid = Der Body ist kein gültiges JSON.
error-request-not-understood = Die Anfrage konnte nicht verstanden werden.
error-server-failed = Auf dem Server ist etwas schiefgelaufen.
error-not-found = Nicht gefunden.
error-api-key-required = Ein gültiger API-Schlüssel ist erforderlich: Senden Sie "Authorization: Bearer <key>".
error-link-malformed = Dieser Download-Link ist fehlerhaft: { $why ->
    [repeated] Ein Parameter kommt mehrfach vor.
    [escape] Die Query enthält ein "%", das kein gültiges Escape ist.
   *[ambiguous] Seine Parameter lassen sich nicht eindeutig lesen.
  }
error-target-has-hash = Das Anfrageziel darf kein "#" enthalten (senden Sie es als %23).
error-link-invalid = Dieser Download-Link ist ungültig: Fordern Sie einen neuen an.
error-link-expired = Dieser Download-Link ist abgelaufen: Fordern Sie einen neuen an.
error-host-not-allowed = Dieser Server antwortet nicht auf diesen Hostnamen. Der Betreiber kann den Namen in ALLOWED_HOSTS eintragen.
error-cross-site-request = Diese Anfrage kam von der Seite einer anderen Website; darauf handelt dieser Server nicht.
error-request-shape = Senden Sie diese Anfrage als JSON (Content-Type: application/json) oder mit einem Authorization-Header.
error-owner-login-required = Nur der Betreiber darf das sehen. Öffnen Sie den einmaligen Link, den "npm run owner-link" auf dem Server ausgibt, oder senden Sie "Authorization: Bearer <token>" mit dem Token aus DATA_DIR/owner-token.
error-owner-link-invalid = Dieser Anmeldelink ist nicht gültig. Führen Sie "npm run owner-link" auf dem Server aus, um einen neuen zu erhalten.
error-owner-link-expired = Dieser Anmeldelink ist abgelaufen (er gilt 15 Minuten). Führen Sie "npm run owner-link" auf dem Server aus, um einen neuen zu erhalten.
error-owner-link-used = Dieser Anmeldelink wurde schon benutzt (er gilt einmal). Führen Sie "npm run owner-link" auf dem Server aus, um einen neuen zu erhalten.
error-owner-link-with-keys = Dieser Server verwendet API-Schlüssel: Das Dashboard braucht den Schlüssel eines Betreibers, keinen Anmeldelink.
error-usage-owner-only = Nur ein Betreiber-Schlüssel darf Nutzungsstatistiken lesen.
error-admin-owner-only = Nur ein Betreiber-Schlüssel darf das Betreiber-Dashboard nutzen.
error-request-fields = Die Anfrage ist ungültig: { $detail }
error-disk-full = Beim Vorbereiten der Datei ist dem Server der Speicherplatz ausgegangen.
error-disk-too-full-for-job = Auf dem Server ist gerade zu wenig Speicherplatz für diese Datei frei (sie braucht etwa { MEGABYTES($mb) }). Bitte versuchen Sie es später erneut.
error-file-over-server-limit = Die Datei ist größer, als dieser Server erlaubt ({ MEGABYTES($mb) }).
error-step-timeout = { $step ->
    [reading] Das Lesen des Links
    [choosing] Die Formatauswahl
    [compression] Die Komprimierung
    [subtitles] Das Umwandeln der Untertitel
    [thumbnail] Das Abrufen des Vorschaubilds
    [cover] Das Abrufen des Covers
   *[download] Der Download
  } hat zu lange gedauert und wurde abgebrochen.
error-step-cancelled = { $step ->
    [reading] Das Lesen des Links
    [choosing] Die Formatauswahl
    [compression] Die Komprimierung
    [subtitles] Das Umwandeln der Untertitel
    [thumbnail] Das Abrufen des Vorschaubilds
    [cover] Das Abrufen des Covers
   *[download] Der Download
  } wurde abgebrochen.
error-picture-not-fetched = { $picture ->
    [cover] Das Cover
   *[thumbnail] Das Vorschaubild
  } konnte nicht abgerufen werden.
error-length-mismatch = Die Datei hatte nicht die angekündigten { $size } Bytes (angekommen sind { $bytes }); der Download ist unvollständig.
error-fit-not-small-enough = Das Video ließ sich nicht unter { MEGABYTES($mb) } verkleinern; versuchen Sie eine größere Zielgröße oder einen Ausschnitt.
error-fit-needs-duration = fit braucht die Länge des Mediums, und diese Website gibt sie nicht an.
error-fit-too-long = Bei { MEGABYTES($mb) } darf ein Video höchstens { LENGTH($max) } dauern; dieses ist { LENGTH($length) } lang.
error-fit-with-mp3 = fit kann nicht mit convert=mp3 verwendet werden.
error-fit-audio = fit funktioniert mit Videoformaten; für eine kleinere Audiodatei nutzen Sie convert=mp3 mit niedrigerer Qualität.
error-fit-subtitles = fit kann nicht mit Untertiteln verwendet werden (subs oder kind=subtitles).
error-link-too-long = Der Link ist zu lang (höchstens { $max } Zeichen).
error-too-many-redirects = Die Website hat mehr als { $max ->
    [one] einmal
   *[other] { $max }-mal
  } weitergeleitet.
error-site-status = Die Website hat auf die Anfrage nach der Mediendatei mit { $status } geantwortet.
error-page-too-large = Die Seite ist größer, als dieser Server liest ({ MEGABYTES($mb) }).
error-info-too-large = Die Medieninformationen dieses Links sind größer, als dieser Server liest ({ MEGABYTES($mb) }).
error-subs-none = subs: keine Untertitel für { $missing }. Dieses Medium hat keine Untertitel.
error-subs-unknown = subs: keine Untertitel für { $missing }. Dieses Medium hat Untertitel für: { $offered }.
error-subs-ext = ext muss bei kind=subtitles srt oder vtt sein
error-subs-convert = convert kann nicht mit kind=subtitles verwendet werden
error-subs-clip = start und end können nicht mit kind=subtitles verwendet werden
error-subs-ext-kind = ext srt und vtt gibt es nur für kind=subtitles
error-subs-container = subs lassen sich nur in { $containers } einbetten (nicht mit convert=mp3)
error-clip-start-negative = start muss eine Zeit von 0 Sekunden oder mehr sein.
error-clip-end-before-start = end muss nach start liegen (start ist { $start }).
error-clip-start-past-end = start muss vor dem Ende des Mediums liegen ({ $length }).
error-clip-end-past-end = end darf nicht hinter dem Ende des Mediums liegen ({ $length }).
error-subs-exactly-one = kind=subtitles erwartet genau eine Sprache in subs

## For the owners: yt-dlp's age and update, and /allow and /block.
ytdlp-advice-bundled = yt-dlp { $version } ist { $days } Tage alt; führen Sie "npm run ytdlp:update" aus.
ytdlp-advice-container = yt-dlp { $version } ist { $days } Tage alt; aktualisieren Sie es mit der Schaltfläche im Betreiber-Dashboard oder führen Sie "node dist/src/cli/ytdlp-update.js" im Container aus.
ytdlp-advice-system = yt-dlp { $version } ist { $days } Tage alt und stammt aus dem System; führen Sie "npm run setup" aus, um ein aktuelles für diesen Dienst zu installieren (es hat Vorrang vor dem des Systems), oder setzen Sie YTDLP_PATH auf ein neueres yt-dlp.
ytdlp-advice-unsupported = yt-dlp { $version } ist älter als { $oldest }, die älteste Version, die dieser Dienst unterstützt: Es kann YouTube nicht mehr lesen und scheitert auch an anderen Seiten. Führen Sie "npm run setup" aus, um ein aktuelles für diesen Dienst zu installieren, oder setzen Sie YTDLP_PATH auf ein neueres yt-dlp.
ytdlp-update-not-bundled = Dieses yt-dlp ({ $name }) hat nicht dieser Dienst installiert: Aktualisieren Sie es mit dem Paketmanager oder seinem eigenen pip, oder führen Sie "npm run setup" aus, um ein aktuelles für diesen Dienst zu installieren, und starten Sie dann neu.
ytdlp-update-done = yt-dlp: { $detail }. Starten Sie neu, um die neue Version zu verwenden.
ytdlp-update-failed = yt-dlp konnte sich nicht aktualisieren: { $detail }
access-owner-only = Nur ein Betreiber kann ändern, wer diesen Dienst nutzen darf.
access-bad-identity = Diese Benutzer-ID kenne ich nicht: { $detail }
access-owner-unblockable = { $identity } ist Betreiber und kann nicht gesperrt werden.

## /metrics (issue 28).
error-metrics-local-only = Die Metriken werden nur diesem Rechner ausgeliefert; setze METRICS_TOKEN, um sie von anderswo zu lesen.
error-metrics-token-required = Ein gültiges Metrik-Token ist nötig: sende „Authorization: Bearer <METRICS_TOKEN>“.

## Download options (src/options).
error-loudness-audio-only = loudness gleicht nur eine MP3 an: convert=mp3 oder ext=mp3 angeben.
