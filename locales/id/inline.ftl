## Inline mode: `@bot <link>` in any chat. { $bot } is the bot's username; `<link>` stays as it is.
tg-inline-help-title = Bagikan video atau lagu di sini
tg-inline-help = Ketik tautan (http atau https) setelah nama saya: @{ $bot } <link>. Saya menawarkan video dan suaranya, siap dikirim ke obrolan ini.
tg-inline-refused-title = Tidak bisa
tg-inline-no-storage = Berbagi file di obrolan lain belum diatur di bot ini. Kirim tautannya kepada saya di obrolan pribadi saja.
tg-inline-still-looking-title = Masih mencari…
tg-inline-still-looking = Saya masih membaca tautan ini. Sebentar lagi ketik spasi setelahnya untuk melihat pilihannya.
tg-inline-playlist = Ini adalah playlist. Kirimkan kepada saya di obrolan pribadi untuk memilih dari isinya.
tg-inline-nothing = Tidak ada dari tautan ini yang bisa dikirim di sini. Kirimkan kepada saya di obrolan pribadi untuk semua formatnya.
tg-inline-preparing =
    { $title }
    { $label }: menyiapkan…
tg-inline-preparing-hint = Persiapannya butuh sebentar setelah kamu memilihnya.
tg-inline-other-formats = Format lain
tg-inline-expired = Pilihan ini sudah kedaluwarsa. Ketik tautannya lagi.
