## Inline mode (bots/telegram/inline-*.ts): `@bot <link>` typed in any chat, the results it offers,
## and the message a chosen result becomes. { $bot } is the bot's username; `<link>` stays as it is.
tg-inline-help-title = Share a video or a song here
tg-inline-help = Type a link (http or https) after my name: @{ $bot } <link>. I offer the video and the sound, ready to send into this chat.
tg-inline-refused-title = Not possible
tg-inline-no-storage = Sharing files in other chats is not set up on this bot. Send me the link in a private chat instead.
tg-inline-still-looking-title = Still looking it up…
tg-inline-still-looking = I am still reading this link. Type a space after it in a moment to see the choices.
tg-inline-playlist = This is a playlist. Send it to me in a private chat to choose from its entries.
tg-inline-nothing = Nothing of this link can be sent here. Send it to me in a private chat for all its formats.
tg-inline-preparing =
    { $title }
    { $label }: preparing…
tg-inline-preparing-hint = Preparing takes a moment once you choose it.
tg-inline-other-formats = Other formats
tg-inline-expired = These choices have expired. Type the link again.
