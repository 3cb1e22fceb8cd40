## Dasbor pemilik di /admin (src/web/admin.html dan admin*.ts).

admin-page =
    .content = Dasbor pemilik media-fetcher ini: unduhan, pengguna, dan yang sedang berjalan.
admin-title = Dasbor pemilik
admin-back = Halaman unduhan
admin-key-hint = Dasbor ini memerlukan kunci API milik pemilik. Kunci hanya disimpan di browser ini.
admin-login-needed = Anda belum masuk sebagai pemilik. Di server, jalankan "npm run owner-link" (log saat mulai juga mencetak satu) lalu buka tautan yang dicetaknya di browser ini: berlaku sekali, selama 15 menit.
admin-status-signing-in = Sedang masuk…
admin-status-loading = Memuat…
admin-updated = Diperbarui pukul { $time }

## Yang sedang berjalan.

admin-running = Sedang berjalan
admin-running-none = Tidak ada yang sedang berjalan.
admin-job-untitled = Judul belum diketahui
admin-job-playlist = playlist
admin-job-who = { $name } lewat { $surface }
admin-job-instance = di { $instance }
admin-job-elapsed = selama { CLOCK($seconds) }
admin-job-sent = { $size } terkirim
admin-job-percent = { $percent }%
admin-surface-telegram = Telegram
admin-surface-discord = Discord
admin-surface-http = API
admin-surface-web = halaman web
admin-cancel = Batalkan
admin-cancel-named = Batalkan “{ $title }”
admin-cancelling = Membatalkan…
admin-status-cancel-ended = Unduhan itu sudah selesai lebih dulu.

## 30 hari terakhir.

admin-days = 30 hari terakhir
admin-total-downloads = Unduhan
admin-total-bytes = Data terkirim
admin-total-failed = Gagal
admin-total-first-byte = Waktu hingga bita pertama, median
admin-no-data = belum ada data
admin-first-byte-p90 = 9 dari 10 dalam { $time }
admin-first-byte-p99 = 99 dari 100 dalam { $time }
admin-first-byte-count =
    { $count ->
       *[other] dari { $count } unduhan
    }
admin-chart-downloads = Unduhan per hari
admin-chart-bytes = Data terkirim per hari
admin-chart-first-byte = Waktu hingga bita pertama per hari
admin-legend-median = median
admin-legend-p90 = 9 dari 10
admin-chart-tip = { $day }: { $value }
admin-days-table = Angka per hari
admin-col-day = Hari
admin-col-downloads = Unduhan
admin-col-failed = Gagal
admin-col-bytes = Data terkirim
admin-col-p50 = Bita pertama, median
admin-col-p90 = Bita pertama, 9 dari 10

## Daftar peringkat 30 hari.

admin-sites = Situs teratas
admin-users = Pengguna teratas
admin-outcomes = Bagaimana unduhan berakhir
admin-error-codes = Kode galat
admin-none = Tidak ada dalam 30 hari ini.
admin-rank-downloads =
    { $count ->
       *[other] { $count } unduhan
    }
admin-outcome-ok = Selesai
admin-outcome-error = Gagal
admin-outcome-cancelled = Dibatalkan
admin-outcome-interrupted = Terputus
admin-outcome-running = Masih berjalan

## yt-dlp, yang membaca situs-situs.

admin-ytdlp-version = Versi
admin-ytdlp-age =
    { $days ->
        [0] dirilis hari ini
       *[other] dirilis { $days } hari lalu
    }
admin-ytdlp-stale = yt-dlp ini sudah lama: situs berubah, dan versi lama berhenti bekerja dengan situs itu.
admin-ytdlp-fixed = Server tidak dapat memperbarui yt-dlp ini sendiri; perbarui di tempat yt-dlp dipasang.
admin-ytdlp-update = Perbarui yt-dlp
admin-ytdlp-updating = Memperbarui…

## Sites that refuse this server (src/refusals): each line comes from the server in the page's language.

admin-refusals-heading = Situs yang menolak server ini
admin-refusals-none = Belakangan ini tidak ada situs yang menolak server ini.

admin-cookies-heading = Set cookie
admin-cookies-none = Belum ada set cookie.
admin-cookies-add = Tambahkan cookies.txt
admin-cookies-line = { $sites }: { $count } cookie, kedaluwarsa paling awal { $expiry }, terakhir dipakai { $used } ({ $outcome })
admin-cookies-remove = Hapus

## YouTube's chain (the same as /api/health's youtube) and the canary's watched links.

admin-youtube-heading = Rantai YouTube
admin-youtube-runtime = Runtime JavaScript: { $runtime }
admin-youtube-solver = Skrip pemecah (yt-dlp-ejs): { $state }
admin-youtube-provider = Penyedia PO token: { $state } (plugin { $plugin })
admin-youtube-cookies = Set cookie untuk YouTube: { $count }
admin-youtube-complete = Tidak ada yang kurang.
admin-state-installed = terpasang
admin-state-missing = tidak ada
admin-state-unknown = tidak diketahui
admin-provider-not-set = tidak diatur
admin-provider-down = diatur, tidak menjawab
admin-provider-up = menjawab
admin-canary-heading = Kenari
admin-canary-none = Tidak ada tautan yang dipantau.
admin-canary-url = Tautan untuk dipantau
admin-canary-add = Pantau
admin-canary-run = Jalankan sekarang
admin-canary-remove = Hapus
admin-canary-line = { $state } · berhasil terakhir { $ok } · gagal terakhir { $failed } ({ $what })
admin-canary-works = bekerja
admin-canary-fails = gagal
admin-canary-unknown = belum dijalankan
admin-canary-strip = 24 jam terakhir, satu sel per jalan
admin-follows-heading = Ikutan
admin-follows-none = Tidak ada yang mengikuti apa pun.
admin-follows-line = { $user }: { $title } ({ $form }, ke { $target }), pemeriksaan berikutnya { $next }
admin-follows-paused = { $user }: { $title } ({ $form }, ke { $target }), dijeda: { $reason }
admin-follows-remove = Hapus
