## Discord: the bot's own words, in German (English source: locales/en/discord.ftl).

dc-command-download = Ein Video oder seinen Ton über einen Link herunterladen
dc-command-download-url = Link zur Seite mit dem Medium
dc-command-download-format = Auswahl überspringen und das hier sofort herunterladen
dc-command-download-format-best = bestes Video
dc-command-download-format-audio = Audio
dc-command-download-start = Ausschnitt ab dieser Zeit (1:20, 1:02:03 oder Sekunden)
dc-command-download-end = Ausschnitt bis zu dieser Zeit (1:20, 1:02:03 oder Sekunden)
dc-command-usage = Deine Downloads heute und deine Limits
dc-command-stats = Nutzung aller (nur für Bot-Besitzer)
dc-command-update = yt-dlp-Version anzeigen und aktualisieren (nur für Bot-Besitzer)
dc-command-cookies = Eine cookies.txt als Cookie-Satz hinzufügen (nur Bot-Besitzer, per DM)
dc-command-cookies-file = Die Datei cookies.txt (Netscape-Format)
dc-command-download-media = Medien herunterladen

dc-not-your-card = Diese Karte gehört dir nicht: Hol dir mit /download deine eigene.
dc-card-expired = Diese Karte ist abgelaufen. Schick den Link noch einmal, um eine neue zu bekommen.
dc-no-link-in-message = Diese Nachricht enthält keinen Link, von dem ich etwas herunterladen könnte.
dc-reading-link = Link wird gelesen…
dc-download-options-refused = Gib mir einen Link, optional eines der angebotenen Formate, und Zeiten mit höchstens 20 Zeichen.
dc-owner-only-stats = Nur der Besitzer dieses Bots kann die Statistik sehen.
dc-owner-only-update = Nur der Besitzer dieses Bots kann yt-dlp aktualisieren.
dc-cookies-dm-only = Schick mir die Cookie-Datei in einer Direktnachricht, nicht auf einem Server.
dc-no-video-format = Dieses Medium hat kein Videoformat. Führe /download ohne Format aus, um zu sehen, was es gibt.
dc-no-audio-format = Dieses Medium hat kein eigenes Audioformat. Versuch es stattdessen mit format: mp3.
dc-no-audio-to-convert = Dieses Medium hat keinen Ton, der sich umwandeln ließe.

dc-field-uploader = Hochgeladen von
dc-field-duration = Dauer
dc-field-platform = Plattform
dc-format-menu = Video- oder Audioformat
dc-format-size = ~{ SIZE($bytes) }
dc-kind-video = Video
dc-kind-audio = Audio
dc-kind-other = Sonstiges
dc-over-limit-link = Über dem Upload-Limit: Du bekommst einen Link
dc-over-limit = Über dem Upload-Limit
dc-mp3-button = MP3 { $quality }
dc-mp3-button-too-large = MP3 { $quality } (zu groß)
dc-fit-menu = { $fit } (kleiner neu kodiert)
dc-fit-option = 🗜️ { $label } { $ext } → MP4 unter { SIZE($bytes) }
dc-fit-menu-hint = Oder wähl es im Menü „{ $fit }“ der Karte, um ein kleineres MP4 zu bekommen.
dc-footer-link = Upload-Limit hier: { SIZE($bytes) } (größere Formate kommen als Download-Link).
dc-footer-no-link = Upload-Limit hier: { SIZE($bytes) } (größere Formate können hier nicht gesendet werden).
dc-subtitles-menu = Untertitel (.srt)
dc-subtitles-automatic = Automatische Untertitel, als .srt
dc-subtitles-uploaded = Untertitel, als .srt

dc-playlist-items = Einträge
dc-playlist-items-page = Einträge, Seite { $page } / { $pages }

dc-cancel = Abbrechen
dc-preparing = ⏳ { $label } wird vorbereitet…
dc-queued = ⏳ { $label }: wartet auf einen freien Platz ({ $ahead } davor)…
dc-downloading = ⏳ { $label } wird heruntergeladen…
dc-converting = ⏳ { $label } wird umgewandelt…
dc-compressing = ⏳ { $label } wird komprimiert…
dc-uploading = 📤 { $label } wird hochgeladen ({ SIZE($bytes) })…
dc-progress-percent = { $percent } %
dc-delivered = ✅ { $label } · { SIZE($bytes) }
dc-playlist-starting = ⏳ { $run }: wird gestartet…
dc-playlist-file = 🎵 { $title } · { SIZE($bytes) }
dc-late-delivery = { $title }: { $text }
