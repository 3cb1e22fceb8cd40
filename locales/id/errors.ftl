## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = Itu sepertinya bukan tautan yang bisa saya buka. Kirim tautan http(s) yang lengkap.
error-code-url-not-allowed = Tautan ke alamat jaringan pribadi atau lokal tidak diizinkan.
error-code-invalid-selector = Pilihan format itu tidak valid.
error-code-invalid-request = Permintaan itu tidak valid.
error-code-unsupported-url = Tautan ini tidak didukung: saya tidak menemukan media di halaman itu.
error-code-no-media = Saya tidak menemukan media yang bisa diunduh di tautan ini.
error-code-live-stream = Itu siaran langsung. Saya hanya mengunduh media rekaman; kirim lagi tautannya setelah siaran selesai.
error-code-media-unavailable = Media tidak tersedia (dihapus, privat, atau dibatasi).
error-code-unreachable = Situs tidak dapat dijangkau. Coba lagi nanti.
error-code-extraction-failed = Saya tidak bisa membaca media dari tautan ini.
error-code-format-not-available = Format itu sudah tidak tersedia. Kirim lagi tautannya untuk mendapatkan daftar baru.
error-code-processing-failed = File tidak dapat dikonversi.
error-code-too-large = File terlalu besar untuk server ini.
error-code-too-many-fetches = Media ini terbagi menjadi lebih banyak bagian daripada yang boleh saya ambil untuk satu unduhan.
error-code-queue-full = Saya sedang sibuk dengan unduhan lain. Silakan coba lagi dalam satu menit.
error-code-timeout = Prosesnya terlalu lama dan dihentikan.
error-code-cancelled = Dibatalkan.
error-code-tool-failed = Terjadi kesalahan di server. Silakan coba lagi nanti.
error-code-disk-full = Ruang disk server habis. Silakan coba lagi nanti.
error-code-database-unavailable = Layanan sedang tidak tersedia sebentar. Silakan coba lagi dalam beberapa detik.
error-code-internal = Terjadi kesalahan di server. Silakan coba lagi nanti.

## Usage refusals: the limits of this server. $wait is in seconds, said as "12 min".

refusal-user-blocked = Anda diblokir dari layanan ini.
refusal-user-not-allowed = Layanan ini privat; minta pemiliknya untuk mengizinkan ID Anda { $id }.
refusal-concurrent-jobs = Anda sudah menjalankan { $running } unduhan, batas maksimum sekaligus; coba lagi setelah salah satunya selesai.
refusal-downloads-per-day = Hari ini Anda sudah memakai { $used } dari { $limit } unduhan; batas diatur ulang dalam { WAIT($wait) }.
refusal-mb-per-day = Hari ini Anda sudah memakai { NUMBER($used, maximumFractionDigits: 1) } dari { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}({ MEGABYTES($held) } di antaranya terpakai oleh unduhan yang masih berjalan)
  }; batas diatur ulang dalam { WAIT($wait) }.
refusal-file-over-mb-left = Hari ini Anda sudah memakai { NUMBER($used, maximumFractionDigits: 1) } dari { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}({ MEGABYTES($held) } di antaranya terpakai oleh unduhan yang masih berjalan)
  }; file ini (sekitar { MEGABYTES($file) }) butuh sekitar { MEGABYTES($missing) } lebih banyak dari sisa kuota; batas diatur ulang dalam { WAIT($wait) }.
refusal-mb-reached-while-downloading = Unduhan dihentikan setelah { MEGABYTES($sent) }: batas harian Anda sebesar { MEGABYTES($limit) } sudah tercapai; batas diatur ulang dalam { WAIT($wait) }.
refusal-info-per-minute = Anda sudah memakai { $used } dari { $limit } pengecekan tautan yang diizinkan per menit; coba lagi dalam { WAIT($wait) }.
refusal-max-duration = Media ini berdurasi { CLOCK($duration) }, lebih lama dari batas { CLOCK($limit) }.

## The API's error sentences (each said in the client's Accept-Language; the code stays English).
error-clip-end-required = end wajib diisi: durasi media ini tidak diketahui.
error-head-only = Hanya header yang diminta (HEAD).
error-download-too-long = Unduhan terlalu lama dan dihentikan.
error-live-stream = Ini siaran langsung; server hanya mengunduh media rekaman. Coba lagi setelah siaran selesai.
error-no-media-found = Tidak ada media yang bisa diunduh di tautan ini.
error-request-cancelled = Permintaan dibatalkan.
error-link-is-playlist = Tautan ini adalah playlist; unduh salah satu itemnya melalui tautannya sendiri.
error-media-file-expired = File media tidak tersedia (mungkin sudah kedaluwarsa; minta infonya lagi).
error-media-not-fetched = Media tidak dapat diambil dari situs.
error-redirect-not-allowed = Situs mengalihkan ke tautan yang tidak diambil oleh server ini.
error-compressed-response = Situs mengirim file dalam bentuk terkompresi, dan server ini tidak meneruskannya.
error-range-inconsistent = Situs menjawab permintaan rentang (range) secara tidak konsisten.
error-download-cancelled = Unduhan dibatalkan.
error-fragment-not-fetched = Sebuah fragmen tidak dapat diambil.
error-fragment-incomplete = Sebuah fragmen tiba tidak lengkap dari situs.
error-playlist-not-read = Playlist tidak dapat dibaca dari situs.
error-link-empty = Tautan kosong.
error-link-not-valid = Itu bukan tautan yang valid; tautan harus diawali http:// atau https://.
error-link-scheme = Hanya tautan http:// dan https:// yang didukung.
error-link-credentials = Tautan yang berisi nama pengguna atau kata sandi tidak didukung.
error-link-no-host = Tautan tidak memiliki nama host.
error-host-not-resolved = Alamat untuk nama host tidak dapat ditemukan.
error-media-private-address = Media berada di alamat jaringan pribadi atau lokal, dan itu tidak diizinkan.
error-tool-not-started = Salah satu alat media di server tidak dapat dijalankan; pemilik dapat melihat penyebabnya di log.
error-extractor-output-too-large = Ekstraktor menghasilkan output lebih banyak dari yang diperkirakan.
error-conversion-failed = Media tidak dapat dikonversi menjadi file yang diminta.
error-server-busy = Server sedang sibuk dengan unduhan lain. Silakan coba lagi sebentar lagi.
error-server-restarting = Server sedang dimulai ulang. Silakan coba lagi dalam satu menit.
error-link-private-address = Tautan mengarah ke alamat jaringan pribadi atau lokal, dan itu tidak diizinkan.
error-link-unsupported = Tautan ini tidak didukung: tidak ada media yang ditemukan di halaman itu.
error-format-not-available = Format itu tidak (lagi) tersedia untuk media ini.
error-media-unavailable = Media tidak tersedia (dihapus, privat, atau dibatasi).
error-site-unreachable = Situs tidak dapat dijangkau.
error-media-info-unreadable = Informasi media dari tautan ini tidak dapat dibaca.
error-extractor-unreadable = Ekstraktor mengembalikan data yang tidak terbaca.
error-extractor-unexpected-shape = Ekstraktor mengembalikan informasi media dengan struktur yang tidak terduga.
error-connection-broke = Koneksi ke situs terputus sebelum file selesai.
error-subs-one-language = subs: sebutkan satu bahasa.
error-subtitle-track-not-fetched = Trek subtitle tidak berhasil diambil.
error-subtitle-track-empty = Trek subtitle ini tidak berisi teks.
error-download-no-data = Unduhan tidak menghasilkan data.
error-media-incomplete = Media tidak dapat diambil sepenuhnya.
error-download-failed = Unduhan gagal.
error-subtitle-playlist = Trek subtitle ini ada dalam playlist yang tidak dibaca oleh server ini.
error-subtitle-link-not-allowed = File subtitle berisi tautan yang tidak diambil oleh server ini.
error-subtitle-too-large = Trek subtitle melebihi batas baca server ini.
error-too-many-fetches = Media ini terbagi menjadi terlalu banyak bagian: unduhan dihentikan pada batas permintaan ke situs yang boleh dibuat oleh unduhan seukuran dan sepanjang ini (permintaan yang dibuat: { $count }).
error-subtitle-too-many-segments = Trek subtitle ini terbagi menjadi terlalu banyak bagian (segmen: { $count }; paling banyak { $max } yang diambil untuk satu trek).
error-subtitles-not-fetched = Subtitle tidak dapat diambil dari situs.
error-format-protocol = Format itu memakai protokol streaming yang tidak diambil oleh server ini.
error-clip-on-live-stream = start dan end tidak dapat digunakan pada siaran langsung.
error-json-content-type = Kirim body JSON dengan Content-Type: application/json.
error-json-empty = Body JSON kosong.
error-body-too-large = Body permintaan terlalu besar.
error-json-invalid = Body bukan JSON yang valid.
error-request-not-understood = Permintaan tidak dapat dipahami.
error-server-failed = Terjadi kesalahan di server.
error-not-found = Tidak ditemukan.
error-api-key-required = Diperlukan kunci API yang valid: kirim "Authorization: Bearer <key>".
error-link-malformed = Tautan unduhan ini rusak: { $why ->
    [repeated] ada parameter yang berulang.
    [escape] query-nya berisi "%" yang bukan escape yang valid.
   *[ambiguous] parameternya tidak bisa dibaca dengan satu cara saja.
  }
error-target-has-hash = Target permintaan tidak boleh berisi "#" (kirim sebagai %23).
error-link-invalid = Tautan unduhan ini tidak valid: minta tautan baru.
error-link-expired = Tautan unduhan ini sudah kedaluwarsa: minta tautan baru.
error-host-not-allowed = Server ini tidak menjawab nama host ini. Pemiliknya dapat menambahkan nama itu ke ALLOWED_HOSTS.
error-cross-site-request = Permintaan ini datang dari halaman situs lain, dan server ini tidak bertindak atas permintaan seperti itu.
error-request-shape = Kirim permintaan ini sebagai JSON (Content-Type: application/json), atau dengan header Authorization.
error-owner-login-required = Hanya pemilik yang boleh melihat ini. Buka tautan sekali pakai yang dicetak "npm run owner-link" di server, atau kirim "Authorization: Bearer <token>" dengan token di DATA_DIR/owner-token.
error-owner-link-invalid = Tautan masuk ini tidak valid. Jalankan "npm run owner-link" di server untuk mendapatkan yang baru.
error-owner-link-expired = Tautan masuk ini sudah kedaluwarsa (berlaku 15 menit). Jalankan "npm run owner-link" di server untuk mendapatkan yang baru.
error-owner-link-used = Tautan masuk ini sudah dipakai (hanya berlaku sekali). Jalankan "npm run owner-link" di server untuk mendapatkan yang baru.
error-owner-link-with-keys = Server ini memakai kunci API: dasbor meminta kunci milik pemilik, bukan tautan masuk.
error-usage-owner-only = Hanya kunci pemilik yang boleh membaca statistik penggunaan.
error-admin-owner-only = Hanya kunci pemilik yang boleh memakai dasbor pemilik.
error-request-fields = Permintaan tidak valid: { $detail }
error-disk-full = Ruang disk server habis saat menyiapkan file.
error-disk-too-full-for-job = Ruang disk kosong di server saat ini terlalu sedikit untuk file ini (perlu sekitar { MEGABYTES($mb) }). Silakan coba lagi nanti.
error-file-over-server-limit = File lebih besar dari yang diizinkan server ini ({ MEGABYTES($mb) }).
error-step-timeout = { $step ->
    [reading] Pembacaan tautan
    [choosing] Pemilihan format
    [compression] Kompresi
    [subtitles] Konversi subtitle
    [thumbnail] Pengambilan thumbnail
    [cover] Pengambilan gambar sampul
   *[download] Unduhan
  } terlalu lama dan dihentikan.
error-step-cancelled = { $step ->
    [reading] Pembacaan tautan
    [choosing] Pemilihan format
    [compression] Kompresi
    [subtitles] Konversi subtitle
    [thumbnail] Pengambilan thumbnail
    [cover] Pengambilan gambar sampul
   *[download] Unduhan
  } dibatalkan.
error-picture-not-fetched = { $picture ->
    [cover] Gambar sampul
   *[thumbnail] Thumbnail
  } tidak dapat diambil.
error-length-mismatch = Ukuran file tidak sesuai dengan yang diumumkan ({ $size } byte, yang tiba { $bytes } byte); unduhan tidak lengkap.
error-fit-not-small-enough = Video tidak dapat diperkecil di bawah { MEGABYTES($mb) }; coba ukuran yang lebih besar atau potongan klip.
error-fit-needs-duration = fit memerlukan durasi media, dan situs ini tidak menyebutkan durasinya.
error-fit-too-long = Dengan { MEGABYTES($mb) }, durasi video paling lama { LENGTH($max) }; video ini berdurasi { LENGTH($length) }.
error-fit-with-mp3 = fit tidak dapat digunakan bersama convert=mp3.
error-fit-audio = fit hanya untuk format video; untuk file audio yang lebih kecil, gunakan convert=mp3 dengan kualitas lebih rendah.
error-fit-subtitles = fit tidak dapat digunakan dengan subtitle (subs atau kind=subtitles).
error-link-too-long = Tautan terlalu panjang (maksimal { $max } karakter).
error-too-many-redirects = Situs melakukan pengalihan lebih dari { $max } kali.
error-site-status = Situs menjawab { $status } untuk file media.
error-page-too-large = Halaman melebihi batas baca server ini ({ MEGABYTES($mb) }).
error-info-too-large = Informasi media dari tautan ini melebihi batas baca server ini ({ MEGABYTES($mb) }).
error-subs-none = subs: tidak ada subtitle dalam bahasa { $missing }. Media ini tidak memiliki subtitle.
error-subs-unknown = subs: tidak ada subtitle dalam bahasa { $missing }. Media ini memiliki subtitle dalam bahasa: { $offered }.
error-subs-ext = ext harus srt atau vtt dengan kind=subtitles
error-subs-convert = convert tidak dapat digunakan dengan kind=subtitles
error-subs-clip = start dan end tidak dapat digunakan dengan kind=subtitles
error-subs-ext-kind = ext srt dan vtt hanya untuk kind=subtitles
error-subs-container = subs hanya dapat disematkan ke { $containers } (tidak dengan convert=mp3)
error-clip-start-negative = start harus berupa waktu 0 detik atau lebih.
error-clip-end-before-start = end harus setelah start (start adalah { $start }).
error-clip-start-past-end = start harus sebelum akhir media ({ $length }).
error-clip-end-past-end = end tidak boleh melewati akhir media ({ $length }).
error-subs-exactly-one = kind=subtitles menerima tepat satu bahasa di subs

## For the owners: yt-dlp's age and update, and /allow and /block.
ytdlp-advice-bundled = yt-dlp { $version } sudah berumur { $days } hari; jalankan "npm run ytdlp:update".
ytdlp-advice-container = yt-dlp { $version } sudah berumur { $days } hari; perbarui dengan tombol di dasbor pemilik, atau jalankan "node dist/src/cli/ytdlp-update.js" di dalam kontainer.
ytdlp-advice-system = yt-dlp { $version } sudah berumur { $days } hari dan berasal dari sistem; jalankan "npm run setup" untuk memasang versi terbaru bagi layanan ini (dipakai lebih dulu daripada milik sistem), atau arahkan YTDLP_PATH ke yt-dlp yang lebih baru.
ytdlp-advice-unsupported = yt-dlp { $version } lebih lama daripada { $oldest }, versi tertua yang didukung layanan ini: ia tidak bisa lagi membaca YouTube dan gagal di situs lain. Jalankan "npm run setup" untuk memasang versi terbaru bagi layanan ini, atau arahkan YTDLP_PATH ke yt-dlp yang lebih baru.
ytdlp-update-not-bundled = yt-dlp ini ({ $name }) tidak dipasang oleh layanan ini: perbarui dengan pengelola paket atau pip miliknya sendiri, atau jalankan "npm run setup" untuk memasang versi terbaru bagi layanan ini, lalu mulai ulang.
ytdlp-update-done = yt-dlp: { $detail }. Mulai ulang untuk memakai versi baru.
ytdlp-update-failed = yt-dlp tidak dapat memperbarui dirinya: { $detail }
access-owner-only = Hanya pemilik yang dapat mengubah siapa yang boleh memakai layanan ini.
access-bad-identity = Saya tidak mengenal ID pengguna itu: { $detail }
access-owner-unblockable = { $identity } adalah pemilik dan tidak dapat diblokir.

## /metrics (issue 28).
error-metrics-local-only = Metrik hanya disajikan untuk mesin ini; atur METRICS_TOKEN untuk membacanya dari tempat lain.
error-metrics-token-required = Token metrik yang valid diperlukan: kirim "Authorization: Bearer <METRICS_TOKEN>".

## Download options (src/options).
error-loudness-audio-only = loudness hanya meratakan volume MP3: minta convert=mp3 atau ext=mp3.
