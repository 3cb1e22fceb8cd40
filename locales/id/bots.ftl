## Sentences both bots say (Telegram and Discord): bots/shared.

## Sizes and lengths on their own (button labels, card facts).
bot-size = { SIZE($bytes) }
bot-clock = { CLOCK($seconds) }

## A choice's name in every sentence.
bot-choice-mp3 = MP3 { $quality } kbps
bot-subtitles-button = Subtitel
bot-subtitle-label = Subtitel { $name } (srt)
bot-subtitle-auto = { $lang }, otomatis
bot-subtitle-option = { $name } ({ $code })
bot-sound-button = Suara: { $language }
bot-sound-option = { $name } ({ $code })
bot-sound-original = { $language } · asli

## Clips.
bot-clip-heading = Potongan { $range }
bot-clip-label = { $label }, potongan { $range }
bot-clip-refusal = Potongan { $range } tidak bisa dibuat: { $problem }
bot-clip-unreadable-range = Saya tidak bisa membaca rentang "{ $written }". Tulis sebagai awal-akhir setelah tautan, misalnya 0:10-0:20 atau 1:02:03-1:02:30.
bot-clip-unreadable-time = Saya tidak bisa membaca { $option } "{ $written }". Tulis waktu seperti 1:20, 1:02:03 atau dalam detik (80).
bot-clip-end-needed = Media ini tidak menyebutkan durasinya: berikan juga waktu akhir.

## Choosing and the upload limit.
bot-no-audio = Media ini tidak punya audio untuk dikonversi.
bot-over-limit = { $label }: file ini terlalu besar untuk dikirim di sini. { $platform } mengizinkan bot mengunggah hingga { SIZE($limit) }.
bot-over-limit-link = Unduh langsung saja: { $link }
bot-over-limit-link-too-long = Tautan langsungnya terlalu panjang untuk dikirim di sini. Pilih format yang lebih kecil atau MP3.
bot-over-limit-advice = Pilih format yang lebih kecil atau MP3.
bot-fit-button = Muatkan ke { MEGABYTES($mb) }
bot-fitted-label = { $label }, dimuatkan ke { MEGABYTES($mb) }
bot-fit-video-only = Hanya format video yang bisa dimuatkan.
bot-fit-limit-too-small = Batas unggah di sini terlalu kecil untuk memuat video.
bot-fit-needs-duration = Situs ini tidak menyebutkan durasi media, jadi tidak bisa dimuatkan ke ukuran tertentu.

## How a job ends, and Cancel.
bot-cancelled = Dibatalkan.
bot-cancelling = Membatalkan…
bot-cancel-not-yours = Hanya orang yang meminta yang bisa membatalkan.
bot-cancel-ended = Unduhan ini sudah selesai.
bot-restarting = Bot sedang dimulai ulang, coba lagi sebentar lagi.
bot-stopped-for-restart = Dihentikan: bot sedang dimulai ulang. Coba lagi sebentar lagi.
bot-interrupted-by-crash = { $label }: terhenti, bot berhenti tiba-tiba saat sedang berjalan. Tekan tombol untuk mencoba lagi.
bot-try-again-button = Coba lagi

## Playlists.
bot-playlist-facts = Playlist · { $count } item · { $platform }
bot-playlist-facts-partial = Playlist · { $count } item, { $listed } pertama ditampilkan · { $platform }
bot-playlist-hint = Pilih item untuk melihat formatnya, atau ambil semua { $count } sebagai MP3 { $quality }.
bot-playlist-none-fetchable = Ini playlist berisi { $count } item, tetapi tidak ada yang bisa diambil dari sini.
bot-playlist-empty = Playlist ini kosong.
bot-nested-playlist = Item ini sendiri adalah playlist; pilih dari daftar untuk melihat isinya.
bot-all-as-mp3 = Semua sebagai MP3 { $quality } ({ $count } file)
bot-batch-position = Semua sebagai MP3 { $quality }: { $position }
bot-batch-position-tally = Semua sebagai MP3 { $quality }: { $position } ({ $delivered } terkirim, { $skipped } dilewati)
bot-stage-looking-up = mencari…
bot-stage-queued = menunggu slot kosong ({ $ahead } di depan)…
bot-stage-waiting = jatah pencarian tautan per menit sudah habis; lanjut dalam { WAIT($seconds) }…
bot-stage-downloading = mengunduh… { $percent }%
bot-stage-downloading-bytes = mengunduh… { SIZE($bytes) }
bot-stage-converting = mengonversi…
bot-stage-uploading = mengunggah { SIZE($bytes) }…
bot-batch-already-running = "Semua sebagai MP3" sudah berjalan untuk playlist ini: tunggu sampai selesai, atau batalkan dulu.
bot-batch-skipped = Dilewati { $position } "{ $title }": { $why }
bot-batch-sent = { $delivered } dari { $total } file terkirim{ $skipped ->
    [0] {""}
   *[other] , { $skipped } dilewati
  }
bot-batch-done = Semua sebagai MP3 { $quality }: selesai, { $sent }.
bot-batch-stopped = Semua sebagai MP3 { $quality }: dihentikan, { $sent }. { $reason } { $notTried } lainnya tidak diunduh.
bot-batch-cancelled = Semua sebagai MP3 { $quality }: dibatalkan, { $sent }.
bot-batch-shutdown = Dihentikan: bot sedang dimulai ulang. Coba lagi sebentar lagi. ({ $sent }.)

## /usage and /stats.
bot-usage-counts = { $downloads } unduhan, { SIZE($bytes) }, { $lookups } pencarian
bot-usage-title = Pemakaianmu ({ $identity })
bot-usage-today = Hari ini: { $counts }
bot-usage-last-7-days = 7 hari terakhir: { $counts }
bot-usage-all-time = Sepanjang waktu: { $counts }
bot-usage-owner = Kamu pemilik: tidak ada batas yang berlaku untukmu.
bot-usage-resets = Hitungan hari ini direset dalam { WAIT($seconds) }.
bot-limits = Batas: { $list }.
bot-limits-none = Tidak ada batas yang diatur.
bot-limit-downloads-per-day = { $count } unduhan per hari
bot-limit-mb-per-day = { $mb } MB per hari
bot-limit-lookups-per-minute = { $count } pencarian per menit
bot-limit-concurrent = { $count } unduhan sekaligus
bot-limit-max-duration = media hingga { CLOCK($seconds) }
bot-stats-users = Pengguna: { $count }
bot-stats-sites = Situs:
bot-stats-site = { $site }: { $downloads } unduhan, { SIZE($bytes) }
bot-stats-users-heading = Pengguna (terbaru dulu), hari ini / total:
bot-stats-user = { $identity }: { $today } / { $allTime } unduhan, { SIZE($bytes) }
bot-stats-user-named = { $identity } { $name }: { $today } / { $allTime } unduhan, { SIZE($bytes) }
bot-stats-more = … dan { $count } lainnya

## The owners' /update.
bot-update-unavailable = Memperbarui yt-dlp tidak tersedia di instalasi ini.
bot-ytdlp-status = yt-dlp { $version }, berumur { $days } hari.
bot-ytdlp-status-unknown-age = yt-dlp { $version }, umurnya tidak diketahui.
bot-ytdlp-updating = Memperbarui yt-dlp…
bot-ytdlp-update-failed = yt-dlp tidak bisa diperbarui: { $error }

## Download options' toggles beside the MP3 choices (src/options).
bot-option-loudness = Ratakan volume
