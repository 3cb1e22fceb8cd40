## Set cookie milik pemilik.

error-cookies-too-large = File cookie ini lebih besar dari { $kb } KB; ekspor hanya situs yang kamu perlukan.
error-cookies-bad-line = Baris { $line } file cookie ini bukan baris cookies.txt (format Netscape: tujuh kolom dipisah tab).
error-cookies-empty = File ini tidak berisi cookie. Ekspor cookies.txt (format Netscape) dari peramban yang sudah masuk ke situs itu.
error-cookies-unknown-set = Tidak ada set cookie dengan id ini; mungkin sudah dihapus.
error-cookies-owner-only = Hanya pemilik yang boleh menambah atau menghapus set cookie.
cookies-unavailable = Set cookie tidak tersedia di pemasangan ini.
cookies-added = Set cookie disimpan: { $count } cookie untuk { $sites }.
owner-cookies-aside = Satu set cookie { $site } ditolak ({ $code }) dan disisihkan selama { $hours } jam; set berikutnya dari situs itu dicoba. Tambahkan cookie baru dari peramban yang sudah masuk jika terus terjadi.
owner-cookies-expiring = Satu set cookie { $sites } kedaluwarsa dalam { $days } hari; ekspor cookie baru dari peramban yang sudah masuk lalu tambahkan.
