## Inline mode: `@bot <link>` in any chat. { $bot } is the bot's username; `<link>` stays as it is.
tg-inline-help-title = Burada bir video veya şarkı paylaş
tg-inline-help = Adımdan sonra bir bağlantı (http veya https) yaz: @{ $bot } <link>. Videoyu ve sesi bu sohbete gönderilmeye hazır sunarım.
tg-inline-refused-title = Mümkün değil
tg-inline-no-storage = Bu botta diğer sohbetlerde dosya paylaşımı ayarlanmamış. Bağlantıyı bana özel sohbette gönder.
tg-inline-still-looking-title = Hâlâ bakılıyor…
tg-inline-still-looking = Bu bağlantıyı hâlâ okuyorum. Seçenekleri görmek için birazdan arkasına bir boşluk yaz.
tg-inline-playlist = Bu bir oynatma listesi. Öğelerinden seçmek için bana özel sohbette gönder.
tg-inline-nothing = Bu bağlantıdan burada hiçbir şey gönderilemez. Tüm biçimleri için bana özel sohbette gönder.
tg-inline-preparing =
    { $title }
    { $label }: hazırlanıyor…
tg-inline-preparing-hint = Seçtikten sonra hazırlanması biraz sürer.
tg-inline-other-formats = Diğer biçimler
tg-inline-expired = Bu seçeneklerin süresi doldu. Bağlantıyı yeniden yaz.
