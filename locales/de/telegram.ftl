## The Telegram bot's own sentences (bots/telegram); the ones both bots say are in bots.ftl.

## /start and /help.
tg-help =
    Schick mir einen Link zu einem Video oder Song, und ich schicke dir die Datei.

    1. Füge einen Link ein (in einer Gruppe: /dl <Link>, erwähne mich oder antworte mir).
    2. Wähle ein Format über die Buttons oder eine MP3-Bitrate.
    3. Warte kurz: Ich zeige den Fortschritt, und du kannst abbrechen.

    Für nur einen Teil schreib die Zeiten hinter den Link: /dl <Link> 1:20-2:05.

    Ich kann hier Dateien bis { SIZE($limit) } senden; größere Formate sind mit ⚠️ markiert.

    /usage zeigt, wie viel du heute genutzt hast, und deine Limits.
    /language ändert die Sprache, in der ich spreche.

## The command menu (at most 256 characters each).
tg-command-dl = Von einem Link laden: /dl <Link> [1:20-2:05 für einen Ausschnitt]
tg-command-usage = Deine heutige Nutzung und deine Limits
tg-command-help = So benutzt du diesen Bot
tg-command-start = Starten
tg-command-language = Sprache des Bots ändern
tg-command-stats = Nutzung aller (Eigentümer)
tg-command-allow = Nutzer erlauben: /allow <id> (Eigentümer)
tg-command-block = Nutzer sperren: /block <id> (Eigentümer)
tg-command-update = yt-dlp-Version und Aktualisierung (Eigentümer)

## Links and cards.
tg-no-link = Schick mir einen Link (http oder https) zu einem Video oder Song.
tg-several-links = Deine Nachricht enthält mehrere Links; ich habe den ersten genommen.
tg-looking-up = Wird nachgeschlagen…
tg-card-choose = Wähle ein Format:
tg-card-too-large = ⚠️ = größer als die { SIZE($limit) }, die ich hier senden kann.
tg-not-your-card = Nur wer den Link geschickt hat, kann diese Buttons benutzen.
tg-card-expired = Diese Buttons sind abgelaufen. Schick den Link noch einmal für eine neue Liste.
tg-back-button = ◀ Zurück

## A download.
tg-starting = { $label }: wird gestartet…
tg-progress-queued = { $label }: wartet auf einen freien Platz ({ $ahead } davor)…
tg-too-large-answer = { $label }: zu groß, um es hier zu senden
tg-cancel-button = Abbrechen
tg-progress-downloading = { $label }: wird geladen… { $percent } %
tg-progress-downloading-bytes = { $label }: wird geladen… { SIZE($bytes) }
tg-progress-converting = { $label }: wird umgewandelt…
tg-progress-compressing = { $label }: wird komprimiert… { $percent } %
tg-progress-uploading = { $label }: { SIZE($bytes) } werden hochgeladen…
tg-send-unconfirmed = Telegram hat nicht bestätigt, dass die Datei angekommen ist, deshalb habe ich sie nicht noch einmal gesendet (vielleicht ist sie schon da). Wenn sie hier fehlt, versuche es noch einmal.

## Owners' commands.
tg-not-owner = Dieser Befehl ist für die Eigentümer dieses Bots.
tg-access-usage = Verwendung: /{ $command } <Telegram-Nutzer-ID> oder /{ $command } plattform:id
tg-access-allowed = { $identity } ist jetzt erlaubt.
tg-access-blocked = { $identity } ist jetzt gesperrt.
tg-access-allow-list-active = Jetzt können nur erlaubte Nutzer und Eigentümer den Bot benutzen.

## /language.
tg-language-choose = Wähle die Sprache, in der ich mit dir spreche:
tg-language-choose-chat = Wähle die Sprache, in der ich in dieser Gruppe spreche:
tg-language-unknown = Die Sprache „{ $code }“ kenne ich nicht. Wähle eine von diesen:
tg-language-set = Ab jetzt spreche ich { $language } mit dir.
tg-language-set-chat = Ab jetzt spreche ich { $language } in dieser Gruppe.
tg-language-admins-only = Nur die Admins der Gruppe können die Sprache ändern, in der ich hier spreche.
