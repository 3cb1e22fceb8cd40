## The Telegram bot's own sentences (bots/telegram); the ones both bots say are in bots.ftl.

## /start and /help.
tg-help =
    Kirim tautan video atau lagu, nanti saya kirimkan filenya.

    1. Tempel tautan (di grup: /dl <tautan>, sebut saya, atau balas pesan saya).
    2. Pilih format dari tombol, atau bitrate MP3.
    3. Tunggu sebentar: saya tampilkan prosesnya dan kamu bisa membatalkan.

    Untuk sebagian saja, tulis waktunya setelah tautan: /dl <tautan> 1:20-2:05.

    Di sini saya bisa mengirim file hingga { SIZE($limit) }; format yang lebih besar ditandai ⚠️.

    /usage menampilkan pemakaianmu hari ini dan batasmu.
    /language mengganti bahasa yang saya pakai.

## The command menu (at most 256 characters each).
tg-command-dl = Unduh dari tautan: /dl <tautan> [1:20-2:05 untuk potongan]
tg-command-usage = Pemakaianmu hari ini dan batasmu
tg-command-help = Cara memakai bot ini
tg-command-start = Mulai
tg-command-language = Ganti bahasa bot
tg-command-stats = Pemakaian semua orang (pemilik)
tg-command-allow = Izinkan pengguna: /allow <id> (pemilik)
tg-command-block = Blokir pengguna: /block <id> (pemilik)
tg-command-update = Versi yt-dlp dan pembaruan (pemilik)

## Links and cards.
tg-no-link = Kirim tautan (http atau https) ke video atau lagu.
tg-several-links = Pesanmu berisi beberapa tautan; saya ambil yang pertama.
tg-looking-up = Mencari…
tg-card-choose = Pilih format:
tg-card-too-large = ⚠️ = lebih besar dari { SIZE($limit) } yang bisa saya kirim di sini.
tg-not-your-card = Hanya pengirim tautan yang bisa memakai tombol ini.
tg-card-expired = Tombol ini sudah kedaluwarsa. Kirim tautannya lagi untuk daftar baru.
tg-back-button = ◀ Kembali

## A download.
tg-starting = { $label }: memulai…
tg-progress-queued = { $label }: menunggu slot kosong ({ $ahead } di depan)…
tg-too-large-answer = { $label }: terlalu besar untuk dikirim di sini
tg-cancel-button = Batal
tg-progress-downloading = { $label }: mengunduh… { $percent }%
tg-progress-downloading-bytes = { $label }: mengunduh… { SIZE($bytes) }
tg-progress-converting = { $label }: mengonversi…
tg-progress-compressing = { $label }: mengompres… { $percent }%
tg-progress-uploading = { $label }: mengunggah { SIZE($bytes) }…
tg-send-unconfirmed = Telegram tidak mengonfirmasi bahwa berkas sudah sampai, jadi saya tidak mengirimnya lagi (mungkin sudah ada di sini). Jika belum ada, coba sekali lagi.

## Owners' commands.
tg-not-owner = Perintah ini untuk pemilik bot ini.
tg-access-usage = Cara pakai: /{ $command } <id pengguna telegram> atau /{ $command } platform:id
tg-access-allowed = { $identity } sekarang diizinkan.
tg-access-blocked = { $identity } sekarang diblokir.
tg-access-allow-list-active = Sekarang hanya pengguna yang diizinkan dan pemilik yang bisa memakai bot ini.

## /language.
tg-language-choose = Pilih bahasa yang saya pakai denganmu:
tg-language-choose-chat = Pilih bahasa yang saya pakai di grup ini:
tg-language-unknown = Saya tidak kenal bahasa "{ $code }". Pilih salah satu dari ini:
tg-language-set = Mulai sekarang saya memakai { $language } denganmu.
tg-language-set-chat = Mulai sekarang saya memakai { $language } di grup ini.
tg-language-admins-only = Hanya admin grup yang bisa mengganti bahasa yang saya pakai di sini.
