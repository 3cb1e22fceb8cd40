## Sentences both bots say (Telegram and Discord): bots/shared.

## Sizes and lengths on their own (button labels, card facts).
bot-size = { SIZE($bytes) }
bot-clock = { CLOCK($seconds) }

## A choice's name in every sentence.
bot-choice-mp3 = MP3 { $quality } kbps
bot-subtitles-button = Altyazılar
bot-subtitle-label = { $name } altyazı (srt)
bot-subtitle-auto = { $lang }, otomatik
bot-subtitle-option = { $name } ({ $code })
bot-sound-button = Ses: { $language }
bot-sound-option = { $name } ({ $code })
bot-sound-original = { $language } · orijinal

## Clips.
bot-clip-heading = Kesit { $range }
bot-clip-label = { $label }, kesit { $range }
bot-clip-refusal = { $range } kesiti kesilemiyor: { $problem }
bot-clip-unreadable-range = "{ $written }" aralığını okuyamadım. Bağlantıdan sonra başlangıç-bitiş olarak yaz, örneğin 0:10-0:20 veya 1:02:03-1:02:30.
bot-clip-unreadable-time = { $option } "{ $written }" okunamadı. Zamanı 1:20, 1:02:03 ya da saniye olarak (80) yaz.
bot-clip-end-needed = Bu medya süresini belirtmiyor: bir bitiş zamanı da ver.

## Choosing and the upload limit.
bot-no-audio = Bu medyada dönüştürülecek ses yok.
bot-over-limit = { $label }: bu dosya burada gönderilemeyecek kadar büyük. { $platform }, botların en fazla { SIZE($limit) } yüklemesine izin veriyor.
bot-over-limit-link = Bunun yerine doğrudan indir: { $link }
bot-over-limit-link-too-long = Doğrudan bağlantı burada gönderilemeyecek kadar uzun. Daha küçük bir biçim veya MP3 seç.
bot-over-limit-advice = Daha küçük bir biçim veya MP3 seç.
bot-fit-button = { MEGABYTES($mb) } boyutuna sığdır
bot-fitted-label = { $label }, { MEGABYTES($mb) } boyutuna sığdırılmış
bot-fit-video-only = Yalnızca bir video biçimi sığdırılabilir.
bot-fit-limit-too-small = Buradaki yükleme sınırı bir videoyu sığdırmak için çok küçük.
bot-fit-needs-duration = Bu site medyanın süresini belirtmiyor, bu yüzden bir boyuta sığdırılamaz.

## How a job ends, and Cancel.
bot-cancelled = İptal edildi.
bot-cancelling = İptal ediliyor…
bot-cancel-not-yours = Yalnızca isteyen kişi iptal edebilir.
bot-cancel-ended = Bu indirme zaten bitti.
bot-restarting = Bot yeniden başlatılıyor, bir dakika sonra tekrar dene.
bot-stopped-for-restart = Durduruldu: bot yeniden başlatılıyor. Bir dakika sonra tekrar dene.
bot-interrupted-by-crash = { $label }: yarıda kaldı, bot çalışırken beklenmedik şekilde durdu. Tekrar denemek için düğmeye basın.
bot-try-again-button = Tekrar dene

## Playlists.
bot-playlist-facts = Oynatma listesi · { $count } öğe · { $platform }
bot-playlist-facts-partial = Oynatma listesi · { $count } öğe, ilk { $listed } tanesi listelendi · { $platform }
bot-playlist-hint = Biçimlerini görmek için bir öğe seç ya da { $count } öğenin hepsini MP3 { $quality } olarak al.
bot-playlist-none-fetchable = Bu { $count } öğelik bir oynatma listesi, ama hiçbiri buradan indirilemiyor.
bot-playlist-empty = Bu oynatma listesi boş.
bot-nested-playlist = Bu öğe de bir oynatma listesi; öğelerini görmek için listeden seç.
bot-all-as-mp3 = Hepsi MP3 { $quality } ({ $count } dosya)
bot-batch-position = Hepsi MP3 { $quality }: { $position }
bot-batch-position-tally = Hepsi MP3 { $quality }: { $position } ({ $delivered } gönderildi, { $skipped } atlandı)
bot-stage-looking-up = bakılıyor…
bot-stage-queued = boş bir yer bekleniyor (önünde { $ahead } iş var)…
bot-stage-waiting = dakikalık bağlantı sorgu hakkın doldu; { WAIT($seconds) } sonra devam edilecek…
bot-stage-downloading = indiriliyor… %{ $percent }
bot-stage-downloading-bytes = indiriliyor… { SIZE($bytes) }
bot-stage-converting = dönüştürülüyor…
bot-stage-uploading = { SIZE($bytes) } yükleniyor…
bot-batch-already-running = Bu oynatma listesi için "Hepsi MP3" zaten çalışıyor: bitmesini bekle ya da önce iptal et.
bot-batch-skipped = Atlandı { $position } "{ $title }": { $why }
bot-batch-sent = { $total } dosyadan { $delivered } tanesi gönderildi{ $skipped ->
    [0] {""}
   *[other] , { $skipped } tanesi atlandı
  }
bot-batch-done = Hepsi MP3 { $quality }: bitti, { $sent }.
bot-batch-stopped = Hepsi MP3 { $quality }: durduruldu, { $sent }. { $reason } Kalan { $notTried } dosya indirilmedi.
bot-batch-cancelled = Hepsi MP3 { $quality }: iptal edildi, { $sent }.
bot-batch-shutdown = Durduruldu: bot yeniden başlatılıyor. Bir dakika sonra tekrar dene. ({ $sent }.)

## /usage and /stats.
bot-usage-counts = { $downloads } indirme, { SIZE($bytes) }, { $lookups } sorgu
bot-usage-title = Kullanımın ({ $identity })
bot-usage-today = Bugün: { $counts }
bot-usage-last-7-days = Son 7 gün: { $counts }
bot-usage-all-time = Tüm zamanlar: { $counts }
bot-usage-owner = Sahiplerdensin: sana hiçbir sınır uygulanmıyor.
bot-usage-resets = Bugünkü sayaçlar { WAIT($seconds) } sonra sıfırlanacak.
bot-limits = Sınırlar: { $list }.
bot-limits-none = Hiçbir sınır ayarlanmamış.
bot-limit-downloads-per-day = günde { $count } indirme
bot-limit-mb-per-day = günde { $mb } MB
bot-limit-lookups-per-minute = dakikada { $count } sorgu
bot-limit-concurrent = aynı anda { $count } indirme
bot-limit-max-duration = en fazla { CLOCK($seconds) } uzunluğunda medya
bot-stats-users = Kullanıcılar: { $count }
bot-stats-sites = Siteler:
bot-stats-site = { $site }: { $downloads } indirme, { SIZE($bytes) }
bot-stats-users-heading = Kullanıcılar (en yeniler önce), bugün / toplam:
bot-stats-user = { $identity }: { $today } / { $allTime } indirme, { SIZE($bytes) }
bot-stats-user-named = { $identity } { $name }: { $today } / { $allTime } indirme, { SIZE($bytes) }
bot-stats-more = … ve { $count } tane daha

## The owners' /update.
bot-update-unavailable = Bu kurulumda yt-dlp güncellenemiyor.
bot-ytdlp-status = yt-dlp { $version }, { $days } günlük.
bot-ytdlp-status-unknown-age = yt-dlp { $version }, yaşı bilinmiyor.
bot-ytdlp-updating = yt-dlp güncelleniyor…
bot-ytdlp-update-failed = yt-dlp güncellenemedi: { $error }

## Download options' toggles beside the MP3 choices (src/options).
bot-option-loudness = Sesi eşitle
