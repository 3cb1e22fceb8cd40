## Sentences both bots say (Telegram and Discord): bots/shared.

## Sizes and lengths on their own (button labels, card facts).
bot-size = { SIZE($bytes) }
bot-clock = { CLOCK($seconds) }

## A choice's name in every sentence.
bot-choice-mp3 = MP3 { $quality } kbit/s
bot-subtitles-button = Untertitel
bot-subtitle-label = Untertitel { $name } (srt)
bot-subtitle-auto = { $lang }, automatisch
bot-subtitle-option = { $name } ({ $code })
bot-sound-button = Ton: { $language }
bot-sound-option = { $name } ({ $code })
bot-sound-original = { $language } · Original

## Clips.
bot-clip-heading = Ausschnitt { $range }
bot-clip-label = { $label }, Ausschnitt { $range }
bot-clip-refusal = Der Ausschnitt { $range } kann nicht geschnitten werden: { $problem }
bot-clip-unreadable-range = Ich konnte den Bereich „{ $written }“ nicht lesen. Schreib ihn als Anfang-Ende nach den Link, zum Beispiel 0:10-0:20 oder 1:02:03-1:02:30.
bot-clip-unreadable-time = Ich konnte { $option } „{ $written }“ nicht lesen. Schreib eine Zeit als 1:20, 1:02:03 oder in Sekunden (80).
bot-clip-end-needed = Dieses Medium gibt seine Länge nicht an: Gib auch eine Endzeit an.

## Choosing and the upload limit.
bot-no-audio = Dieses Medium hat keinen Ton zum Umwandeln.
bot-over-limit = { $label }: Diese Datei ist zu groß, um sie hier zu senden. { $platform } erlaubt Bots Uploads bis { SIZE($limit) }.
bot-over-limit-link = Lade sie stattdessen direkt herunter: { $link }
bot-over-limit-link-too-long = Der direkte Link ist zu lang, um ihn hier zu senden. Wähle ein kleineres Format oder MP3.
bot-over-limit-advice = Wähle ein kleineres Format oder MP3.
bot-fit-button = Auf { MEGABYTES($mb) } verkleinern
bot-fitted-label = { $label }, auf { MEGABYTES($mb) } verkleinert
bot-fit-video-only = Nur ein Videoformat kann verkleinert werden.
bot-fit-limit-too-small = Das Upload-Limit hier ist zu klein für ein Video.
bot-fit-needs-duration = Diese Seite gibt die Länge des Mediums nicht an, daher kann es nicht auf eine Größe verkleinert werden.

## How a job ends, and Cancel.
bot-cancelled = Abgebrochen.
bot-cancelling = Wird abgebrochen…
bot-cancel-not-yours = Nur wer den Download angefordert hat, kann ihn abbrechen.
bot-cancel-ended = Dieser Download ist bereits beendet.
bot-restarting = Der Bot startet neu, versuch es in einer Minute noch einmal.
bot-stopped-for-restart = Angehalten: Der Bot startet neu. Versuch es in einer Minute noch einmal.
bot-interrupted-by-crash = { $label }: abgebrochen, der Bot wurde unerwartet beendet, während es lief. Drücken Sie die Schaltfläche, um es erneut zu versuchen.
bot-try-again-button = Erneut versuchen

## Playlists.
bot-playlist-facts = Playlist · { $count ->
    [one] { $count } Eintrag
   *[other] { $count } Einträge
  } · { $platform }
bot-playlist-facts-partial = Playlist · { $count ->
    [one] { $count } Eintrag
   *[other] { $count } Einträge
  }, die ersten { $listed } aufgelistet · { $platform }
bot-playlist-hint = Wähle einen Eintrag, um seine Formate zu sehen, oder hol dir alle { $count } als MP3 { $quality }.
bot-playlist-none-fetchable = Das ist eine Playlist mit { $count ->
    [one] { $count } Eintrag
   *[other] { $count } Einträgen
  }, aber keiner davon kann von hier geladen werden.
bot-playlist-empty = Diese Playlist ist leer.
bot-nested-playlist = Dieser Eintrag ist selbst eine Playlist; wähle ihn in der Liste, um seine Einträge zu sehen.
bot-all-as-mp3 = Alle als MP3 { $quality } ({ $count ->
    [one] { $count } Datei
   *[other] { $count } Dateien
  })
bot-batch-position = Alle als MP3 { $quality }: { $position }
bot-batch-position-tally = Alle als MP3 { $quality }: { $position } ({ $delivered } gesendet, { $skipped } übersprungen)
bot-stage-looking-up = wird nachgeschlagen…
bot-stage-queued = wartet auf einen freien Platz ({ $ahead } davor)…
bot-stage-waiting = deine Link-Abfragen pro Minute sind aufgebraucht; es geht weiter in { WAIT($seconds) }…
bot-stage-downloading = wird geladen… { $percent } %
bot-stage-downloading-bytes = wird geladen… { SIZE($bytes) }
bot-stage-converting = wird umgewandelt…
bot-stage-uploading = { SIZE($bytes) } werden hochgeladen…
bot-batch-already-running = „Alle als MP3“ läuft für diese Playlist bereits: Warte, bis es fertig ist, oder brich es zuerst ab.
bot-batch-skipped = Übersprungen { $position } „{ $title }“: { $why }
bot-batch-sent = { $delivered } von { $total ->
    [one] { $total } Datei gesendet
   *[other] { $total } Dateien gesendet
  }{ $skipped ->
    [0] {""}
   *[other] , { $skipped } übersprungen
  }
bot-batch-done = Alle als MP3 { $quality }: fertig, { $sent }.
bot-batch-stopped = Alle als MP3 { $quality }: angehalten, { $sent }. { $reason } { $notTried ->
    [one] { $notTried } weitere Datei wurde nicht geladen.
   *[other] { $notTried } weitere Dateien wurden nicht geladen.
  }
bot-batch-cancelled = Alle als MP3 { $quality }: abgebrochen, { $sent }.
bot-batch-shutdown = Angehalten: Der Bot startet neu. Versuch es in einer Minute noch einmal. ({ $sent }.)

## /usage and /stats.
bot-usage-counts = { $downloads ->
    [one] { $downloads } Download
   *[other] { $downloads } Downloads
  }, { SIZE($bytes) }, { $lookups ->
    [one] { $lookups } Abfrage
   *[other] { $lookups } Abfragen
  }
bot-usage-title = Deine Nutzung ({ $identity })
bot-usage-today = Heute: { $counts }
bot-usage-last-7-days = Letzte 7 Tage: { $counts }
bot-usage-all-time = Insgesamt: { $counts }
bot-usage-owner = Du bist Eigentümer: Für dich gelten keine Limits.
bot-usage-resets = Die heutigen Zähler werden in { WAIT($seconds) } zurückgesetzt.
bot-limits = Limits: { $list }.
bot-limits-none = Es sind keine Limits gesetzt.
bot-limit-downloads-per-day = { $count } Downloads pro Tag
bot-limit-mb-per-day = { $mb } MB pro Tag
bot-limit-lookups-per-minute = { $count } Abfragen pro Minute
bot-limit-concurrent = { $count } Downloads gleichzeitig
bot-limit-max-duration = Medien bis { CLOCK($seconds) } Länge
bot-stats-users = Nutzer: { $count }
bot-stats-sites = Seiten:
bot-stats-site = { $site }: { $downloads } Downloads, { SIZE($bytes) }
bot-stats-users-heading = Nutzer (neueste zuerst), heute / insgesamt:
bot-stats-user = { $identity }: { $today } / { $allTime } Downloads, { SIZE($bytes) }
bot-stats-user-named = { $identity } { $name }: { $today } / { $allTime } Downloads, { SIZE($bytes) }
bot-stats-more = … und { $count } weitere

## The owners' /update.
bot-update-unavailable = yt-dlp lässt sich in dieser Installation nicht aktualisieren.
bot-ytdlp-status = yt-dlp { $version }, { $days ->
    [one] { $days } Tag alt.
   *[other] { $days } Tage alt.
  }
bot-ytdlp-status-unknown-age = yt-dlp { $version }, Alter unbekannt.
bot-ytdlp-updating = yt-dlp wird aktualisiert…
bot-ytdlp-update-failed = yt-dlp konnte nicht aktualisiert werden: { $error }

## Download options' toggles beside the MP3 choices (src/options).
bot-option-loudness = Lautstärke angleichen
