## The Telegram bot's own sentences (bots/telegram); the ones both bots say are in bots.ftl.

## /start and /help.
tg-help =
    Bana bir video ya da şarkı bağlantısı gönder, sana dosyayı göndereyim.

    1. Bir bağlantı yapıştır (grupta: /dl <bağlantı>, beni etiketle ya da bana yanıt ver).
    2. Düğmelerden bir biçim ya da bir MP3 bit hızı seç.
    3. Biraz bekle: ilerlemeyi gösteririm, istersen iptal edebilirsin.

    Yalnızca bir kısım için zamanları bağlantının arkasına yaz: /dl <bağlantı> 1:20-2:05.

    Burada en fazla { SIZE($limit) } boyutunda dosya gönderebilirim; daha büyük biçimler ⚠️ ile işaretli.

    /usage bugün ne kadar kullandığını ve sınırlarını gösterir.
    /language konuştuğum dili değiştirir.

## The command menu (at most 256 characters each).
tg-command-dl = Bağlantıdan indir: /dl <bağlantı> [kesit için 1:20-2:05]
tg-command-usage = Bugünkü kullanımın ve sınırların
tg-command-help = Bu bot nasıl kullanılır
tg-command-start = Başlat
tg-command-language = Botun dilini değiştir
tg-command-stats = Herkesin kullanımı (sahipler)
tg-command-allow = Bir kullanıcıya izin ver: /allow <id> (sahipler)
tg-command-block = Bir kullanıcıyı engelle: /block <id> (sahipler)
tg-command-update = yt-dlp sürümü ve güncelleme (sahipler)

## Links and cards.
tg-no-link = Bana bir video ya da şarkı bağlantısı (http veya https) gönder.
tg-several-links = Mesajında birden çok bağlantı var; ilkini aldım.
tg-looking-up = Bakılıyor…
tg-card-choose = Bir biçim seç:
tg-card-too-large = ⚠️ = burada gönderebildiğim { SIZE($limit) } sınırından büyük.
tg-not-your-card = Bu düğmeleri yalnızca bağlantıyı gönderen kişi kullanabilir.
tg-card-expired = Bu düğmelerin süresi doldu. Yeni bir liste için bağlantıyı tekrar gönder.
tg-back-button = ◀ Geri

## A download.
tg-starting = { $label }: başlıyor…
tg-progress-queued = { $label }: boş bir yer bekleniyor (önünde { $ahead } iş var)…
tg-too-large-answer = { $label }: burada gönderilemeyecek kadar büyük
tg-cancel-button = İptal
tg-progress-downloading = { $label }: indiriliyor… %{ $percent }
tg-progress-downloading-bytes = { $label }: indiriliyor… { SIZE($bytes) }
tg-progress-converting = { $label }: dönüştürülüyor…
tg-progress-compressing = { $label }: sıkıştırılıyor… %{ $percent }
tg-progress-uploading = { $label }: { SIZE($bytes) } yükleniyor…
tg-send-unconfirmed = Telegram dosyanın ulaştığını onaylamadı, bu yüzden onu tekrar göndermedim (belki zaten buradadır). Burada değilse bir kez daha deneyin.

## Owners' commands.
tg-not-owner = Bu komut yalnızca bu botun sahipleri içindir.
tg-access-usage = Kullanım: /{ $command } <telegram kullanıcı kimliği> veya /{ $command } platform:id
tg-access-allowed = { $identity } artık izinli.
tg-access-blocked = { $identity } artık engelli.
tg-access-allow-list-active = Artık botu yalnızca izinli kullanıcılar ve sahipler kullanabilir.

## /language.
tg-language-choose = Seninle hangi dilde konuşayım:
tg-language-choose-chat = Bu grupta hangi dilde konuşayım:
tg-language-unknown = “{ $code }” dilini bilmiyorum. Bunlardan birini seç:
tg-language-set = Artık seninle { $language } konuşuyorum.
tg-language-set-chat = Artık bu grupta { $language } konuşuyorum.
tg-language-admins-only = Burada konuştuğum dili yalnızca grubun yöneticileri değiştirebilir.
