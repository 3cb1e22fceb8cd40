## Follows (issue 46).

follow-off = Fitur ikuti dimatikan di server ini.
follow-usage = Kirim /follow dengan tautan kanal, playlist, atau feed.
follow-not-a-feed = Tautan ini satu video, bukan kanal, playlist, atau feed. Kirim tanpa /follow untuk mengunduhnya.
follow-offer = Ikuti “{ $title }”? Entri terbarunya:
follow-ask-form = Dalam bentuk apa entri baru dikirim ke sini?
follow-form-video = Video yang muat di obrolan ini
follow-form-audio = Audio
follow-created = Mengikuti “{ $title }”: entri baru akan dikirim ke sini sebagai { $form }. Yang terdaftar sekarang tidak akan dikirim.
follow-too-many = Anda sudah mengikuti { $max } tautan, batas maksimum. Hapus satu dengan /following dulu.
follow-list = Yang Anda ikuti ({ $count }):
follow-list-all = Semua yang diikuti ({ $count }):
follow-list-none = Anda belum mengikuti apa pun. Kirim /follow dengan tautan kanal, playlist, atau feed.
follow-list-none-all = Belum ada yang mengikuti apa pun.
follow-line = { $n }. { $title } — { $form }
follow-line-paused = (dijeda)
follow-remove-button = Hapus { $n }
follow-removed = Ikutan dihapus.
follow-unknown = Ikutan ini sudah tidak ada.
follow-new-entry =
    Baru di “{ $follow }”: { $title }
    { $link }
follow-left = “{ $title }” punya lebih banyak entri baru daripada yang dikirim satu pemeriksaan: { $count } entri lama dilewati.
follow-limit-skipped = “{ $title }”: { $count } entri baru dilewati, batas harian Anda tercapai. Batas diatur ulang dalam { WAIT($wait) }.
follow-limit-skipped-later = “{ $title }”: { $count } entri baru dilewati, batas harian Anda tercapai.
follow-failing = “{ $title }” tidak bisa dibaca selama sehari. Masih dicoba, lebih jarang; hapus dengan /following jika sudah tidak ada.
follow-paused = Pengiriman “{ $title }” dihentikan: terus gagal. Hapus dengan /following lalu ikuti lagi.
follow-button = Ikuti
tg-command-follow = Ikuti kanal, playlist, atau feed
tg-command-following = Yang Anda ikuti
tg-command-follows = Ikutan semua orang (pemilik)
error-follows-unknown = Tidak ada ikutan dengan id ini; mungkin sudah dihapus.
dc-command-follow = Ikuti kanal, playlist, atau feed
dc-command-following = Yang Anda ikuti
dc-command-follows = Ikutan semua orang (pemilik)
