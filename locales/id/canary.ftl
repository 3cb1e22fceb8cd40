## Kenari: tautan yang dipantau melalui seluruh rantai; yang dibaca pemilik tentangnya.

error-canary-too-many = Paling banyak { $count } tautan dapat dipantau; hapus satu dulu.
error-canary-unknown-link = Tidak ada tautan yang dipantau dengan id ini; mungkin sudah dihapus.
owner-canary-fails = Tautan yang dipantau { $link } berhenti bekerja: { $what }. Yang perlu dilakukan untuk tiap jenis kegagalan: docs/OPERATIONS.md, “What happens when… YouTube breaks”.
owner-canary-works = Tautan yang dipantau { $link } bekerja lagi.
canary-outcome-ok = bekerja
canary-class-unreachable = situs tidak terjangkau (tidak ada jawaban, atau tidak tepat waktu)
canary-class-ytdlp-too-old = yt-dlp terlalu lama untuk situs ini (perbarui)
canary-class-other = galat lain
