## /admin adresindeki sahip paneli (src/web/admin.html ve admin*.ts).

admin-page =
    .content = Bu media-fetcher'ın sahip paneli: indirmeler, kullanıcılar ve şu an çalışanlar.
admin-title = Sahip paneli
admin-back = İndirme sayfası
admin-key-hint = Panel için bir sahibin API anahtarı gerekiyor. Anahtar yalnızca bu tarayıcıda saklanır.
admin-login-needed = Sahip olarak giriş yapmadınız. Sunucuda "npm run owner-link" komutunu çalıştırın (başlangıç günlüğü de bir bağlantı yazar) ve yazdırılan bağlantıyı bu tarayıcıda açın: bir kez, 15 dakika boyunca geçerlidir.
admin-status-signing-in = Giriş yapılıyor…
admin-status-loading = Yükleniyor…
admin-updated = Güncelleme: { $time }

## Şu an çalışanlar.

admin-running = Şu an çalışanlar
admin-running-none = Şu an çalışan bir şey yok.
admin-job-untitled = Başlık henüz bilinmiyor
admin-job-playlist = oynatma listesi
admin-job-who = { $name }, { $surface } üzerinden
admin-job-instance = { $instance } üzerinde
admin-job-elapsed = { CLOCK($seconds) } süredir
admin-job-sent = { $size } gönderildi
admin-job-percent = %{ $percent }
admin-surface-telegram = Telegram
admin-surface-discord = Discord
admin-surface-http = API
admin-surface-web = web sayfası
admin-cancel = İptal et
admin-cancel-named = “{ $title }” indirmesini iptal et
admin-cancelling = İptal ediliyor…
admin-status-cancel-ended = O indirme zaten bitmişti.

## Son 30 gün.

admin-days = Son 30 gün
admin-total-downloads = İndirmeler
admin-total-bytes = Gönderilen veri
admin-total-failed = Başarısız
admin-total-first-byte = İlk bayta kadar geçen süre, medyan
admin-no-data = henüz veri yok
admin-first-byte-p90 = 10'da 9'u { $time } içinde
admin-first-byte-p99 = 100'de 99'u { $time } içinde
admin-first-byte-count =
    { $count ->
        [one] { $count } indirmeden
       *[other] { $count } indirmeden
    }
admin-chart-downloads = Günlük indirmeler
admin-chart-bytes = Günlük gönderilen veri
admin-chart-first-byte = Günlük ilk bayt süresi
admin-legend-median = medyan
admin-legend-p90 = 10'da 9
admin-chart-tip = { $day }: { $value }
admin-days-table = Günlere göre sayılar
admin-col-day = Gün
admin-col-downloads = İndirmeler
admin-col-failed = Başarısız
admin-col-bytes = Gönderilen veri
admin-col-p50 = İlk bayt, medyan
admin-col-p90 = İlk bayt, 10'da 9

## 30 günün sıralamaları.

admin-sites = En çok kullanılan siteler
admin-users = En etkin kullanıcılar
admin-outcomes = İndirmeler nasıl bitti
admin-error-codes = Hata kodları
admin-none = Bu 30 günde hiç yok.
admin-rank-downloads =
    { $count ->
        [one] { $count } indirme
       *[other] { $count } indirme
    }
admin-outcome-ok = Tamamlandı
admin-outcome-error = Başarısız
admin-outcome-cancelled = İptal edildi
admin-outcome-interrupted = Yarıda kaldı
admin-outcome-running = Hâlâ çalışıyor

## Siteleri okuyan yt-dlp.

admin-ytdlp-version = Sürüm
admin-ytdlp-age =
    { $days ->
        [0] bugün yayımlandı
        [one] { $days } gün önce yayımlandı
       *[other] { $days } gün önce yayımlandı
    }
admin-ytdlp-stale = Bu yt-dlp eski: siteler değişir ve eski bir sürüm onlarla çalışmaz olur.
admin-ytdlp-fixed = Sunucu bu yt-dlp'yi kendisi güncelleyemez; onu kurulduğu yerde güncelleyin.
admin-ytdlp-update = yt-dlp'yi güncelle
admin-ytdlp-updating = Güncelleniyor…

## Sites that refuse this server (src/refusals): each line comes from the server in the page's language.

admin-refusals-heading = Bu sunucuyu reddeden siteler
admin-refusals-none = Son zamanlarda hiçbir site bu sunucuyu reddetmedi.

admin-cookies-heading = Çerez setleri
admin-cookies-none = Saklanan çerez seti yok.
admin-cookies-add = cookies.txt ekle
admin-cookies-line = { $sites }: { $count } çerez, en erken bitiş { $expiry }, son kullanım { $used } ({ $outcome })
admin-cookies-remove = Kaldır

## YouTube's chain (the same as /api/health's youtube) and the canary's watched links.

admin-youtube-heading = YouTube zinciri
admin-youtube-runtime = JavaScript çalışma ortamı: { $runtime }
admin-youtube-solver = Çözücü betikler (yt-dlp-ejs): { $state }
admin-youtube-provider = PO token sağlayıcısı: { $state } (eklenti { $plugin })
admin-youtube-cookies = YouTube için çerez setleri: { $count }
admin-youtube-complete = Eksik bir şey yok.
admin-state-installed = kurulu
admin-state-missing = eksik
admin-state-unknown = bilinmiyor
admin-provider-not-set = ayarlanmamış
admin-provider-down = ayarlı, yanıt vermiyor
admin-provider-up = yanıt veriyor
admin-canary-heading = Kanarya
admin-canary-none = İzlenen bağlantı yok.
admin-canary-url = İzlenecek bağlantı
admin-canary-add = İzle
admin-canary-run = Şimdi dene
admin-canary-remove = Kaldır
admin-canary-line = { $state } · son başarı { $ok } · son hata { $failed } ({ $what })
admin-canary-works = çalışıyor
admin-canary-fails = çalışmıyor
admin-canary-unknown = henüz denenmedi
admin-canary-strip = Son 24 saat, deneme başına bir hücre
admin-follows-heading = Takipler
admin-follows-none = Kimse bir şey takip etmiyor.
admin-follows-line = { $user }: { $title } ({ $form }, { $target } hedefine), sonraki kontrol { $next }
admin-follows-paused = { $user }: { $title } ({ $form }, { $target } hedefine), duraklatıldı: { $reason }
admin-follows-remove = Kaldır
