## Situs menolak server ini: yang dibaca pengguna dan yang diberitahukan kepada pemilik.

error-code-site-refused = { $site } sedang menolak server ini (memintanya membuktikan bahwa ia bukan bot, atau membatasi seberapa sering ia boleh bertanya). Pemilik sudah diberi tahu; coba lagi nanti.
error-code-sign-in-required = { $site } hanya menampilkan ini kepada akun yang masuk (video pribadi atau khusus anggota), dan server ini tidak masuk di sana.
error-code-age-restricted = { $site } meminta konfirmasi usia untuk media ini, dan server ini tidak masuk di sana.
error-code-format-blocked = { $site } menjelaskan format ini tetapi menolak mengirimkannya ke server ini. Coba format lain, atau coba lagi nanti.

refusal-class-bot-check = pemeriksaan bot ("Sign in to confirm you're not a bot")
refusal-class-rate-limited = pembatasan permintaan (terlalu banyak permintaan dari server ini)
refusal-class-sign-in = harus masuk (media pribadi atau khusus anggota)
refusal-class-age-check = pemeriksaan usia
refusal-class-format-blocked = format yang diblokir (data media ditolak dengan 403)

owner-refusal-notice = { $site } menolak server ini: { $what }. Penolakan jenis ini sejauh ini: { $count }. Yang membantu: cookie dari akun yang masuk (/admin · npm run cookies -- add FILE · YTDLP_COOKIES_FILE), penyedia PO token untuk YouTube, dan alamat server yang tidak ditandai situs itu (alamat pusat data ditandai lebih dulu).
owner-refusal-cooling = Pencarian baru ke { $site } dijawab langsung selama { WAIT($seconds) } tanpa bertanya lagi ke situs itu; pencarian pertama yang berhasil mengakhirinya.
owner-refusal-line = { $site }: { $what }. Penolakan: { $count }; yang terakhir { LENGTH($ago) } yang lalu.
