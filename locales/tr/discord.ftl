## Discord: the bot's own words, in Turkish (English source: locales/en/discord.ftl).

dc-command-download = Bir bağlantıdaki videoyu ya da sesini indir
dc-command-download-url = Medyanın bulunduğu sayfanın bağlantısı
dc-command-download-format = Seçimi atla ve bunu hemen indir
dc-command-download-format-best = en iyi video
dc-command-download-format-audio = ses
dc-command-download-start = Kesitin başlangıcı (1:20, 1:02:03 ya da saniye)
dc-command-download-end = Kesitin sonu (1:20, 1:02:03 ya da saniye)
dc-command-usage = Bugünkü indirmelerin ve limitlerin
dc-command-stats = Herkesin kullanımı (yalnızca bot sahipleri için)
dc-command-update = yt-dlp sürümü ve güncellemesi (yalnızca bot sahipleri için)
dc-command-cookies = Bir cookies.txt dosyasını çerez seti olarak ekle (yalnızca bot sahipleri, DM'de)
dc-command-cookies-file = cookies.txt dosyası (Netscape biçimi)
dc-command-download-media = Medyayı indir

dc-not-your-card = Bu kart senin değil: kendi kartını almak için /download kullan.
dc-card-expired = Bu kartın süresi doldu. Yeni bir kart için bağlantıyı tekrar gönder.
dc-no-link-in-message = Bu mesajda indirebileceğim bir bağlantı yok.
dc-reading-link = Bağlantı okunuyor…
dc-download-options-refused = Bir bağlantı, istersen listedeki biçimlerden birini ve en fazla 20 karakterlik zamanlar gönder.
dc-owner-only-stats = İstatistikleri yalnızca bu botun sahibi görebilir.
dc-owner-only-update = yt-dlp'yi yalnızca bu botun sahibi güncelleyebilir.
dc-cookies-dm-only = Çerez dosyasını bir sunucuda değil, bana özel mesajla gönderin.
dc-no-video-format = Bu medyanın video biçimi yok. Neler olduğunu görmek için /download komutunu biçim seçmeden çalıştır.
dc-no-audio-format = Bu medyanın ayrı bir ses biçimi yok. Bunun yerine format: mp3 dene.
dc-no-audio-to-convert = Bu medyada dönüştürülecek ses yok.

dc-field-uploader = Yükleyen
dc-field-duration = Süre
dc-field-platform = Platform
dc-format-menu = Video ya da ses biçimi
dc-format-size = ~{ SIZE($bytes) }
dc-kind-video = video
dc-kind-audio = ses
dc-kind-other = diğer
dc-over-limit-link = Yükleme sınırının üstünde: bağlantı alırsın
dc-over-limit = Yükleme sınırının üstünde
dc-mp3-button = MP3 { $quality }
dc-mp3-button-too-large = MP3 { $quality } (çok büyük)
dc-fit-menu = { $fit } (küçültülerek yeniden kodlanır)
dc-fit-option = 🗜️ { $label } { $ext } → { SIZE($bytes) } altında MP4
dc-fit-menu-hint = Ya da daha küçük bir MP4 için karttaki “{ $fit }” menüsünden seç.
dc-footer-link = Buradaki yükleme sınırı: { SIZE($bytes) } (daha büyük biçimler indirme bağlantısı olarak gelir).
dc-footer-no-link = Buradaki yükleme sınırı: { SIZE($bytes) } (daha büyük biçimler buraya gönderilemez).
dc-subtitles-menu = Altyazılar (.srt)
dc-subtitles-automatic = Otomatik altyazı, .srt olarak
dc-subtitles-uploaded = Altyazı, .srt olarak

dc-playlist-items = Öğeler
dc-playlist-items-page = Öğeler, sayfa { $page } / { $pages }

dc-cancel = İptal et
dc-preparing = ⏳ { $label } hazırlanıyor…
dc-queued = ⏳ { $label }: boş bir yer bekleniyor (önünde { $ahead } iş var)…
dc-downloading = ⏳ { $label } indiriliyor…
dc-converting = ⏳ { $label } dönüştürülüyor…
dc-compressing = ⏳ { $label } sıkıştırılıyor…
dc-uploading = 📤 { $label } yükleniyor ({ SIZE($bytes) })…
dc-progress-percent = %{ $percent }
dc-delivered = ✅ { $label } · { SIZE($bytes) }
dc-playlist-starting = ⏳ { $run }: başlıyor…
dc-playlist-file = 🎵 { $title } · { SIZE($bytes) }
dc-late-delivery = { $title }: { $text }
