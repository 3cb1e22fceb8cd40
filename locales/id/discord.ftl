## Discord: the bot's own words, in Indonesian (English source: locales/en/discord.ftl).

dc-command-download = Unduh video atau audionya dari sebuah tautan
dc-command-download-url = Tautan ke halaman yang berisi media
dc-command-download-format = Lewati pilihan dan langsung unduh ini
dc-command-download-format-best = video terbaik
dc-command-download-format-audio = audio
dc-command-download-start = Potong mulai dari waktu ini (1:20, 1:02:03 atau detik)
dc-command-download-end = Potong sampai waktu ini (1:20, 1:02:03 atau detik)
dc-command-usage = Unduhanmu hari ini dan batasmu
dc-command-stats = Penggunaan semua orang (khusus pemilik bot)
dc-command-update = Versi yt-dlp dan pembaruannya (khusus pemilik bot)
dc-command-cookies = Tambahkan cookies.txt sebagai set cookie (khusus pemilik bot, lewat DM)
dc-command-cookies-file = Berkas cookies.txt (format Netscape)
dc-command-download-media = Unduh media

dc-not-your-card = Kartu ini bukan milikmu: gunakan /download untuk mendapatkan kartumu sendiri.
dc-card-expired = Kartu ini sudah kedaluwarsa. Kirim tautannya lagi untuk mendapatkan kartu baru.
dc-no-link-in-message = Pesan itu tidak berisi tautan yang bisa kuunduh.
dc-reading-link = Membaca tautan…
dc-download-options-refused = Kirimkan tautan, boleh dengan salah satu format yang tersedia, dan waktu paling panjang 20 karakter.
dc-owner-only-stats = Hanya pemilik bot ini yang bisa melihat statistik.
dc-owner-only-update = Hanya pemilik bot ini yang bisa memperbarui yt-dlp.
dc-cookies-dm-only = Kirim berkas cookie lewat pesan langsung kepada saya, bukan di server.
dc-no-video-format = Media ini tidak punya format video. Jalankan /download tanpa format untuk melihat apa saja yang ada.
dc-no-audio-format = Media ini tidak punya format audio terpisah. Coba format: mp3 saja.
dc-no-audio-to-convert = Media ini tidak punya audio untuk dikonversi.

dc-field-uploader = Pengunggah
dc-field-duration = Durasi
dc-field-platform = Platform
dc-format-menu = Format video atau audio
dc-format-size = ~{ SIZE($bytes) }
dc-kind-video = video
dc-kind-audio = audio
dc-kind-other = lainnya
dc-over-limit-link = Melebihi batas unggah: kamu akan mendapat tautan
dc-over-limit = Melebihi batas unggah
dc-mp3-button = MP3 { $quality }
dc-mp3-button-too-large = MP3 { $quality } (terlalu besar)
dc-fit-menu = { $fit } (dikodekan ulang agar lebih kecil)
dc-fit-option = 🗜️ { $label } { $ext } → MP4 di bawah { SIZE($bytes) }
dc-fit-menu-hint = Atau pilih di menu “{ $fit }” pada kartu untuk MP4 yang lebih kecil.
dc-footer-link = Batas unggah di sini: { SIZE($bytes) } (format yang lebih besar dikirim sebagai tautan unduhan).
dc-footer-no-link = Batas unggah di sini: { SIZE($bytes) } (format yang lebih besar tidak bisa dikirim di sini).
dc-subtitles-menu = Subtitel (.srt)
dc-subtitles-automatic = Teks otomatis, sebagai .srt
dc-subtitles-uploaded = Subtitel, sebagai .srt

dc-playlist-items = Item
dc-playlist-items-page = Item, halaman { $page } / { $pages }

dc-cancel = Batal
dc-preparing = ⏳ Menyiapkan { $label }…
dc-queued = ⏳ { $label }: menunggu slot kosong ({ $ahead } di depan)…
dc-downloading = ⏳ Mengunduh { $label }…
dc-converting = ⏳ Mengonversi { $label }…
dc-compressing = ⏳ Mengompresi { $label }…
dc-uploading = 📤 Mengunggah { $label } ({ SIZE($bytes) })…
dc-progress-percent = { $percent }%
dc-delivered = ✅ { $label } · { SIZE($bytes) }
dc-playlist-starting = ⏳ { $run }: memulai…
dc-playlist-file = 🎵 { $title } · { SIZE($bytes) }
dc-late-delivery = { $title }: { $text }
