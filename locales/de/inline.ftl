## Inline mode: `@bot <link>` in any chat. { $bot } is the bot's username; `<link>` stays as it is.
tg-inline-help-title = Ein Video oder einen Song hier teilen
tg-inline-help = Schreib einen Link (http oder https) nach meinem Namen: @{ $bot } <link>. Ich biete das Video und den Ton an, bereit zum Senden in diesen Chat.
tg-inline-refused-title = Nicht möglich
tg-inline-no-storage = Das Teilen von Dateien in anderen Chats ist bei diesem Bot nicht eingerichtet. Schick mir den Link stattdessen in einem privaten Chat.
tg-inline-still-looking-title = Wird noch nachgeschlagen…
tg-inline-still-looking = Ich lese diesen Link noch. Tippe gleich ein Leerzeichen dahinter, um die Auswahl zu sehen.
tg-inline-playlist = Das ist eine Playlist. Schick sie mir in einem privaten Chat, um aus ihren Einträgen zu wählen.
tg-inline-nothing = Von diesem Link kann hier nichts gesendet werden. Schick ihn mir in einem privaten Chat für alle Formate.
tg-inline-preparing =
    { $title }
    { $label }: wird vorbereitet…
tg-inline-preparing-hint = Die Vorbereitung dauert einen Moment, sobald du es auswählst.
tg-inline-other-formats = Andere Formate
tg-inline-expired = Diese Auswahl ist abgelaufen. Gib den Link erneut ein.
