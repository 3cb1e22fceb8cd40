## Web sayfası (src/web). Süreler Latin rakamları ve noktayla yazılır (1:20, 80.5): sunucu yalnızca bunu okur.

web-page =
    .content = Bir video ya da ses sayfasının bağlantısını yapıştırın ve indirin.
web-language =
    .aria-label = Dil
    .title = Dil
web-url-label = Video ya da ses sayfasının bağlantısı
web-url =
    .placeholder = https://…
web-lookup = Getir
web-key-label = API anahtarı
web-key-hint = Bu sunucu bir API anahtarı istiyor. Anahtar yalnızca bu tarayıcıda saklanır.
web-key-use = Bu anahtarı kullan
web-card-title = Medya
web-clip = Yalnızca bir bölüm
web-clip-from = Başlangıç
web-clip-to = Bitiş
web-clip-end =
    .placeholder = son
web-clip-hint = 1:20 ya da 80.5 saniye gibi süreler. Tamamı için ikisini de boş bırakın.
web-formats = Biçimler
web-sound = Ses
web-sound-original = { $language } (orijinal)
web-forget-key = API anahtarını unut
web-api-reference = API belgeleri

web-status-paste-first = Önce bir bağlantı yapıştırın.
web-status-looking-up = Bakılıyor…
web-status-key-needed = Devam etmek için API anahtarını girin.
web-status-key-refused = Bu API anahtarı kabul edilmedi.
web-status-key-removed = API anahtarı bu tarayıcıdan kaldırıldı.
web-status-preparing = { $name } hazırlanıyor…
web-status-started = { $name }: İndirme başladı. Birleştirilen ya da dönüştürülen dosyaların başlaması birkaç saniye sürebilir.
web-error-page = Bu sayfada bir şeyler ters gitti. Sayfayı yenileyip tekrar deneyin.
web-error-network = Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.
web-error-status = Sunucu { $status } yanıtını verdi.

web-clip-error-from-format = Başlangıç: 1:20 ya da 80.5 gibi bir süre yazın.
web-clip-error-to-format = Bitiş: 1:20 ya da 80.5 gibi bir süre yazın.
web-clip-error-from-end = Başlangıç: kayıt { CLOCK($seconds) } noktasında bitiyor.
web-clip-error-to-end = Bitiş: kayıt { CLOCK($seconds) } noktasında bitiyor.
web-clip-error-order = Bitiş, başlangıçtan sonra olmalı.
web-part = { $format }, { CLOCK($from) }–{ CLOCK($to) }
web-part-to-end = { $format }, { CLOCK($from) }–son

web-group-video = Video
web-group-audio = Ses
web-group-other = Diğer
web-group-items = Öğeler
web-group-items-first = Öğeler ({ $total } öğeden ilk { $shown })
web-group-mp3 = MP3
web-group-subtitles = Altyazılar
web-item-choose = Biçim seç
web-size = ~{ SIZE($bytes) }
web-mp3 = MP3 { $quality }
web-mp3-unit = kbit/sn
web-mp3-name = MP3 { $quality } kbit/sn
web-subtitles-automatic = { $lang } · otomatik
web-subtitles-name = { $name } altyazısı

## Download options' toggles beside the MP3 choices (src/options).
web-option-loudness = Ses düzeyini eşitle (MP3)
