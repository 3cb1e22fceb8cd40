## Halaman web (src/web). Waktu ditulis dengan angka Latin dan titik (1:20, 80.5): server hanya membaca itu.

web-page =
    .content = Tempel tautan halaman video atau audio, lalu unduh.
web-language =
    .aria-label = Bahasa
    .title = Bahasa
web-url-label = Tautan ke halaman video atau audio
web-url =
    .placeholder = https://…
web-lookup = Cari
web-key-label = Kunci API
web-key-hint = Server ini memerlukan kunci API. Kunci hanya disimpan di browser ini.
web-key-use = Pakai kunci ini
web-card-title = Media
web-clip = Hanya sebagian
web-clip-from = Dari
web-clip-to = Sampai
web-clip-end =
    .placeholder = akhir
web-clip-hint = Waktu seperti 1:20 atau 80.5 detik. Kosongkan keduanya untuk mengunduh semuanya.
web-formats = Format
web-sound = Suara
web-sound-original = { $language } (asli)
web-forget-key = Lupakan kunci API
web-api-reference = Referensi API

web-status-paste-first = Tempel tautan terlebih dahulu.
web-status-looking-up = Mencari…
web-status-key-needed = Masukkan kunci API untuk melanjutkan.
web-status-key-refused = Kunci API itu tidak diterima.
web-status-key-removed = Kunci API telah dihapus dari browser ini.
web-status-preparing = Menyiapkan { $name }…
web-status-started = { $name }: unduhan dimulai. File yang digabung atau dikonversi mungkin perlu beberapa detik untuk mulai.
web-error-page = Terjadi kesalahan di halaman ini. Muat ulang lalu coba lagi.
web-error-network = Server tidak dapat dihubungi. Periksa koneksi lalu coba lagi.
web-error-status = Server menjawab { $status }.

web-clip-error-from-format = Dari: tulis waktu seperti 1:20 atau 80.5.
web-clip-error-to-format = Sampai: tulis waktu seperti 1:20 atau 80.5.
web-clip-error-from-end = Dari: media berakhir di { CLOCK($seconds) }.
web-clip-error-to-end = Sampai: media berakhir di { CLOCK($seconds) }.
web-clip-error-order = "Sampai" harus setelah "Dari".
web-part = { $format }, { CLOCK($from) }–{ CLOCK($to) }
web-part-to-end = { $format }, { CLOCK($from) }–akhir

web-group-video = Video
web-group-audio = Audio
web-group-other = Lainnya
web-group-items = Item
web-group-items-first = Item ({ $shown } pertama dari { $total })
web-group-mp3 = MP3
web-group-subtitles = Subtitel
web-item-choose = Pilih format
web-size = ~{ SIZE($bytes) }
web-mp3 = MP3 { $quality }
web-mp3-unit = kbit/s
web-mp3-name = MP3 { $quality } kbit/s
web-subtitles-automatic = { $lang } · otomatis
web-subtitles-name = subtitel { $name }

## Download options' toggles beside the MP3 choices (src/options).
web-option-loudness = Ratakan volume (MP3)
