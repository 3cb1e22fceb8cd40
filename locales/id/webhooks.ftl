## Ikuti lewat API: mengapa pengiriman webhook tidak sampai (alasan jeda yang dibaca pemiliknya), penolakan rute.

webhook-reason-status = Webhook menjawab HTTP { $status }.
webhook-reason-redirect = Webhook menjawab dengan pengalihan (HTTP { $status }); pengalihan tidak diikuti.
webhook-reason-timeout = Webhook tidak menjawab dalam { $seconds } detik.
webhook-reason-unreachable = Webhook tidak dapat dihubungi.
webhook-reason-private-address = URL webhook menunjuk ke alamat jaringan pribadi atau lokal, dan itu tidak diizinkan.
webhook-reason-url-invalid = URL webhook untuk ikutan ini tidak valid.
follow-not-found = Anda tidak punya ikutan dengan id ini.
follow-cap-reached = Anda sudah mengikuti { $max } tautan, batas untuk satu pengguna. Hapus satu dulu.
follow-not-a-list = Tautan ini tidak mencantumkan entri untuk diikuti: berikan kanal, daftar putar, atau feed.
