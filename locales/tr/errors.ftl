## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = Bu, açabileceğim bir bağlantıya benzemiyor. Tam bir http(s) bağlantısı gönderin.
error-code-url-not-allowed = Özel veya yerel ağ adreslerine giden bağlantılara izin verilmiyor.
error-code-invalid-selector = Bu format seçimi geçerli değil.
error-code-invalid-request = Bu istek geçerli değil.
error-code-unsupported-url = Bu bağlantı desteklenmiyor: o sayfada medya bulamadım.
error-code-no-media = Bu bağlantıda indirilebilir medya bulamadım.
error-code-live-stream = Bu bir canlı yayın. Yalnızca kaydedilmiş medyayı indiriyorum; yayın bittiğinde bağlantıyı yeniden gönderin.
error-code-media-unavailable = Medya kullanılamıyor (kaldırılmış, gizli veya kısıtlanmış).
error-code-unreachable = Siteye ulaşılamadı. Daha sonra tekrar deneyin.
error-code-extraction-failed = Bu bağlantıdaki medyayı okuyamadım.
error-code-format-not-available = Bu format artık mevcut değil. Güncel liste için bağlantıyı yeniden gönderin.
error-code-processing-failed = Dosya dönüştürülemedi.
error-code-too-large = Dosya bu sunucu için çok büyük.
error-code-too-many-fetches = Bu medya, tek bir indirme için alabileceğimden daha fazla parçaya bölünmüş.
error-code-queue-full = Şu anda başka indirmelerle meşgulüm. Lütfen bir dakika sonra tekrar deneyin.
error-code-timeout = İşlem çok uzun sürdü ve durduruldu.
error-code-cancelled = İptal edildi.
error-code-tool-failed = Sunucuda bir şeyler ters gitti. Lütfen daha sonra tekrar deneyin.
error-code-disk-full = Sunucunun disk alanı doldu. Lütfen daha sonra tekrar deneyin.
error-code-database-unavailable = Hizmet kısa bir süreliğine kullanılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.
error-code-internal = Sunucuda bir şeyler ters gitti. Lütfen daha sonra tekrar deneyin.

## Usage refusals: the limits of this server. $wait is in seconds, said as "12 min".

refusal-user-blocked = Bu hizmeti kullanmanız engellendi.
refusal-user-not-allowed = Bu hizmet özel; sahibinden { $id } kimliğinize erişim izni vermesini isteyin.
refusal-concurrent-jobs = Şu anda { $running } indirmeniz sürüyor ve aynı anda en fazla bu kadarına izin veriliyor; biri bittiğinde tekrar deneyin.
refusal-downloads-per-day = Bugünkü { $limit } indirme hakkınızın { $used } tanesini kullandınız; sınır { WAIT($wait) } sonra sıfırlanır.
refusal-mb-per-day = Bugünkü kullanımınız: { NUMBER($used, maximumFractionDigits: 1) } / { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}(bunun { MEGABYTES($held) } kadarı hâlâ süren indirmelere ayrılmış)
  }; sınır { WAIT($wait) } sonra sıfırlanır.
refusal-file-over-mb-left = Bugünkü kullanımınız: { NUMBER($used, maximumFractionDigits: 1) } / { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}(bunun { MEGABYTES($held) } kadarı hâlâ süren indirmelere ayrılmış)
  }; bu dosya (yaklaşık { MEGABYTES($file) }) için kalan kotanızdan yaklaşık { MEGABYTES($missing) } daha fazlası gerekiyor; sınır { WAIT($wait) } sonra sıfırlanır.
refusal-mb-reached-while-downloading = İndirme, { MEGABYTES($sent) } aktarıldıktan sonra durduruldu: bugünkü { MEGABYTES($limit) } sınırınıza ulaşıldı; sınır { WAIT($wait) } sonra sıfırlanır.
refusal-info-per-minute = Dakikada izin verilen { $limit } bağlantı sorgusunun { $used } tanesini kullandınız; { WAIT($wait) } sonra tekrar deneyin.
refusal-max-duration = Bu medyanın süresi { CLOCK($duration) }; izin verilen en uzun süre { CLOCK($limit) }.

## The API's error sentences (each said in the client's Accept-Language; the code stays English).
error-clip-end-required = end gerekli: bu medyanın süresi bilinmiyor.
error-head-only = Yalnızca başlıklar istendi (HEAD).
error-download-too-long = İndirme çok uzun sürdü ve durduruldu.
error-live-stream = Bu bir canlı yayın; sunucu yalnızca kaydedilmiş medyayı indirir. Yayın bittiğinde tekrar deneyin.
error-no-media-found = Bu bağlantıda indirilebilir medya bulunamadı.
error-request-cancelled = İstek iptal edildi.
error-link-is-playlist = Bu bağlantı bir oynatma listesi; öğelerinden birini kendi bağlantısıyla indirin.
error-media-file-expired = Medya dosyası kullanılamıyor (süresi dolmuş olabilir; bilgileri yeniden isteyin).
error-media-not-fetched = Medya siteden alınamadı.
error-redirect-not-allowed = Site, bu sunucunun açmadığı bir bağlantıya yönlendirdi.
error-compressed-response = Site dosyayı sıkıştırılmış olarak gönderdi; bu sunucu böyle dosyaları iletmez.
error-range-inconsistent = Site, aralık (range) isteğine tutarsız yanıt verdi.
error-download-cancelled = İndirme iptal edildi.
error-fragment-not-fetched = Bir parça alınamadı.
error-fragment-incomplete = Bir parça siteden eksik geldi.
error-playlist-not-read = Oynatma listesi siteden okunamadı.
error-link-empty = Bağlantı boş.
error-link-not-valid = Bu geçerli bir bağlantı değil; http:// veya https:// ile başlamalı.
error-link-scheme = Yalnızca http:// ve https:// bağlantıları desteklenir.
error-link-credentials = Kullanıcı adı veya parola içeren bağlantılar desteklenmez.
error-link-no-host = Bağlantıda ana makine adı yok.
error-host-not-resolved = Ana makine adı çözümlenemedi.
error-media-private-address = Medya özel veya yerel bir ağ adresinde bulunuyor; buna izin verilmiyor.
error-tool-not-started = Sunucunun medya araçlarından biri başlatılamadı; sahibi nedenini günlükte bulabilir.
error-extractor-output-too-large = Ayıklayıcı beklenenden fazla çıktı üretti.
error-conversion-failed = Medya istenen dosyaya dönüştürülemedi.
error-server-busy = Sunucu başka indirmelerle meşgul. Lütfen birazdan tekrar deneyin.
error-server-restarting = Sunucu yeniden başlatılıyor. Lütfen bir dakika sonra tekrar deneyin.
error-link-private-address = Bağlantı özel veya yerel bir ağ adresine gidiyor; buna izin verilmiyor.
error-link-unsupported = Bu bağlantı desteklenmiyor: o sayfada medya bulunamadı.
error-format-not-available = Bu format bu medya için mevcut değil (ya da artık mevcut değil).
error-media-unavailable = Medya kullanılamıyor (kaldırılmış, gizli veya kısıtlanmış).
error-site-unreachable = Siteye ulaşılamadı.
error-media-info-unreadable = Bu bağlantıdaki medya bilgileri okunamadı.
error-extractor-unreadable = Ayıklayıcı okunamayan bir şey döndürdü.
error-extractor-unexpected-shape = Ayıklayıcı beklenmedik biçimde medya bilgisi döndürdü.
error-connection-broke = Dosya tamamlanmadan siteyle bağlantı koptu.
error-subs-one-language = subs: bir dil belirtin.
error-subtitle-track-not-fetched = Altyazı parçası alınamadı.
error-subtitle-track-empty = Bu altyazı parçasında metin yok.
error-download-no-data = İndirme hiç veri üretmedi.
error-media-incomplete = Medya tamamen alınamadı.
error-download-failed = İndirme başarısız oldu.
error-subtitle-playlist = Bu altyazı parçası, bu sunucunun okumadığı bir oynatma listesiyle geliyor.
error-subtitle-link-not-allowed = Altyazı dosyasında bu sunucunun açmadığı bir bağlantı var.
error-subtitle-too-large = Altyazı parçası, bu sunucunun okuyabileceğinden büyük.
error-too-many-fetches = Bu medya çok fazla parçaya bölünmüş: indirme, bu boyut ve süredeki bir indirmenin siteye yapabileceği en fazla istekte durduruldu (yapılan istek: { $count }).
error-subtitle-too-many-segments = Bu altyazı parçası çok fazla bölüme ayrılmış (bölüm: { $count }; bir parça için en fazla { $max } bölüm alınır).
error-subtitles-not-fetched = Altyazılar siteden alınamadı.
error-format-protocol = Bu format, bu sunucunun indirmediği bir akış protokolü kullanıyor.
error-clip-on-live-stream = start ve end canlı yayında kullanılamaz.
error-json-content-type = Content-Type: application/json ile bir JSON gövdesi gönderin.
error-json-empty = JSON gövdesi boş.
error-body-too-large = İstek gövdesi çok büyük.
error-json-invalid = Gövde geçerli bir JSON değil.
error-request-not-understood = İstek anlaşılamadı.
error-server-failed = Sunucuda bir şeyler ters gitti.
error-not-found = Bulunamadı.
error-api-key-required = Geçerli bir API anahtarı gerekli: "Authorization: Bearer <key>" gönderin.
error-link-malformed = Bu indirme bağlantısı bozuk: { $why ->
    [repeated] bir parametre tekrarlanmış.
    [escape] sorguda geçerli bir kaçış dizisi olmayan bir "%" var.
   *[ambiguous] parametreleri tek bir şekilde okunamıyor.
  }
error-target-has-hash = İstek hedefi "#" içermemeli (%23 olarak gönderin).
error-link-invalid = Bu indirme bağlantısı geçerli değil: yenisini isteyin.
error-link-expired = Bu indirme bağlantısının süresi doldu: yenisini isteyin.
error-host-not-allowed = Bu sunucu bu ana makine adına yanıt vermiyor. Sahibi bu adı ALLOWED_HOSTS listesine ekleyebilir.
error-cross-site-request = Bu istek başka bir sitenin sayfasından geldi; bu sunucu böyle isteklere göre işlem yapmaz.
error-request-shape = Bu isteği JSON olarak (Content-Type: application/json) ya da bir Authorization başlığıyla gönderin.
error-owner-login-required = Bunu yalnızca sahibi görebilir. Sunucuda "npm run owner-link" komutunun yazdırdığı tek kullanımlık bağlantıyı açın ya da DATA_DIR/owner-token içindeki belirteçle "Authorization: Bearer <token>" gönderin.
error-owner-link-invalid = Bu giriş bağlantısı geçerli değil. Yenisi için sunucuda "npm run owner-link" komutunu çalıştırın.
error-owner-link-expired = Bu giriş bağlantısının süresi doldu (15 dakika geçerlidir). Yenisi için sunucuda "npm run owner-link" komutunu çalıştırın.
error-owner-link-used = Bu giriş bağlantısı zaten kullanıldı (bir kez geçerlidir). Yenisi için sunucuda "npm run owner-link" komutunu çalıştırın.
error-owner-link-with-keys = Bu sunucu API anahtarları kullanıyor: panel bir giriş bağlantısı değil, bir sahibin anahtarını ister.
error-usage-owner-only = Kullanım istatistiklerini yalnızca bir sahip anahtarı okuyabilir.
error-admin-owner-only = Sahip panelini yalnızca bir sahip anahtarı kullanabilir.
error-request-fields = İstek geçerli değil: { $detail }
error-disk-full = Dosya hazırlanırken sunucunun disk alanı doldu.
error-disk-too-full-for-job = Sunucuda şu anda bu dosya için yeterli boş disk alanı yok (yaklaşık { MEGABYTES($mb) } gerekiyor). Lütfen daha sonra tekrar deneyin.
error-file-over-server-limit = Dosya, bu sunucunun izin verdiğinden büyük ({ MEGABYTES($mb) }).
error-step-timeout = { $step ->
    [reading] Bağlantının okunması
    [choosing] Formatın seçilmesi
    [compression] Sıkıştırma
    [subtitles] Altyazıların dönüştürülmesi
    [thumbnail] Küçük resmin alınması
    [cover] Kapak görselinin alınması
   *[download] İndirme
  } çok uzun sürdü ve durduruldu.
error-step-cancelled = { $step ->
    [reading] Bağlantının okunması
    [choosing] Formatın seçilmesi
    [compression] Sıkıştırma
    [subtitles] Altyazıların dönüştürülmesi
    [thumbnail] Küçük resmin alınması
    [cover] Kapak görselinin alınması
   *[download] İndirme
  } iptal edildi.
error-picture-not-fetched = { $picture ->
    [cover] Kapak görseli
   *[thumbnail] Küçük resim
  } alınamadı.
error-length-mismatch = Dosya bildirilen { $size } bayt boyutunda değildi ({ $bytes } bayt geldi); indirme tamamlanmadı.
error-fit-not-small-enough = Video { MEGABYTES($mb) } altına küçültülemedi; daha büyük bir boyut ya da bir kesit deneyin.
error-fit-needs-duration = fit için medyanın süresi gerekiyor, ancak bu site süreyi bildirmiyor.
error-fit-too-long = { MEGABYTES($mb) } boyutunda bir video en fazla { LENGTH($max) } sürebilir; bu video { LENGTH($length) } sürüyor.
error-fit-with-mp3 = fit, convert=mp3 ile birlikte kullanılamaz.
error-fit-audio = fit video formatlarıyla çalışır; daha küçük bir ses dosyası için daha düşük kalitede convert=mp3 kullanın.
error-fit-subtitles = fit altyazılarla kullanılamaz (subs veya kind=subtitles).
error-link-too-long = Bağlantı çok uzun (en fazla { $max } karakter).
error-too-many-redirects = Site { $max } defadan fazla yönlendirme yaptı.
error-site-status = Site, medya dosyası için { $status } koduyla yanıt verdi.
error-page-too-large = Sayfa, bu sunucunun okuyabileceğinden büyük ({ MEGABYTES($mb) }).
error-info-too-large = Bu bağlantının medya bilgileri, bu sunucunun okuyabileceğinden büyük ({ MEGABYTES($mb) }).
error-subs-none = subs: { $missing } için altyazı yok. Bu medyada hiç altyazı yok.
error-subs-unknown = subs: { $missing } için altyazı yok. Bu medyada şu dillerde altyazı var: { $offered }.
error-subs-ext = kind=subtitles ile ext, srt veya vtt olmalı
error-subs-convert = convert, kind=subtitles ile kullanılamaz
error-subs-clip = start ve end, kind=subtitles ile kullanılamaz
error-subs-ext-kind = ext srt ve vtt yalnızca kind=subtitles içindir
error-subs-container = subs yalnızca şunlara gömülebilir: { $containers } (convert=mp3 ile olmaz)
error-clip-start-negative = start 0 saniye veya daha büyük bir zaman olmalı.
error-clip-end-before-start = end, start değerinden sonra olmalı (start: { $start }).
error-clip-start-past-end = start, medyanın bitişinden önce olmalı ({ $length }).
error-clip-end-past-end = end, medyanın bitişini geçmemeli ({ $length }).
error-subs-exactly-one = kind=subtitles için subs içinde tam olarak bir dil olmalı

## For the owners: yt-dlp's age and update, and /allow and /block.
ytdlp-advice-bundled = yt-dlp { $version } sürümü { $days } günlük; "npm run ytdlp:update" komutunu çalıştırın.
ytdlp-advice-container = yt-dlp { $version } sürümü { $days } günlük; sahip panelindeki düğmeyle güncelleyin ya da kapsayıcının içinde "node dist/src/cli/ytdlp-update.js" komutunu çalıştırın.
ytdlp-advice-system = yt-dlp { $version } sürümü { $days } günlük ve sistemden geliyor; bu hizmete güncel bir tane kurmak için "npm run setup" çalıştırın (sistemdekinden önce kullanılır) veya YTDLP_PATH ile daha yeni bir yt-dlp gösterin.
ytdlp-advice-unsupported = yt-dlp { $version }, bu hizmetin desteklediği en eski sürüm olan { $oldest } sürümünden eski: artık YouTube'u okuyamaz ve başka sitelerde de bozulur. Bu hizmete güncel bir tane kurmak için "npm run setup" çalıştırın veya YTDLP_PATH ile daha yeni bir yt-dlp gösterin.
ytdlp-update-not-bundled = Bu yt-dlp ({ $name }) bu hizmet tarafından kurulmadı: paket yöneticinizle ya da kendi pip'iyle güncelleyin veya bu hizmete güncel bir tane kurmak için "npm run setup" çalıştırın, sonra yeniden başlatın.
ytdlp-update-done = yt-dlp: { $detail }. Yeni sürümü kullanmak için yeniden başlatın.
ytdlp-update-failed = yt-dlp kendini güncelleyemedi: { $detail }
access-owner-only = Bu hizmeti kimin kullanabileceğini yalnızca bir sahip değiştirebilir.
access-bad-identity = Bu kullanıcı kimliğini tanımıyorum: { $detail }
access-owner-unblockable = { $identity } bir sahip; engellenemez.

## /metrics (issue 28).
error-metrics-local-only = Metrikler yalnızca bu makineye sunulur; başka bir yerden okumak için METRICS_TOKEN ayarlayın.
error-metrics-token-required = Geçerli bir metrik belirteci gerekli: "Authorization: Bearer <METRICS_TOKEN>" gönderin.

## Download options (src/options).
error-loudness-audio-only = loudness yalnızca bir MP3'ün ses düzeyini eşitler: convert=mp3 ya da ext=mp3 isteyin.
