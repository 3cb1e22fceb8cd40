## Follows (issue 46).

follow-off = Bu sunucuda takip kapalı.
follow-usage = Bir kanalın, oynatma listesinin veya beslemenin bağlantısıyla /follow gönderin.
follow-not-a-feed = Bu bağlantı tek bir video; kanal, oynatma listesi veya besleme değil. İndirmek için /follow olmadan gönderin.
follow-offer = “{ $title }” takip edilsin mi? Son girdileri:
follow-ask-form = Yeni girdiler buraya hangi biçimde gelsin?
follow-form-video = Bu sohbete sığan video
follow-form-audio = Ses
follow-created = “{ $title }” takip ediliyor: yeni girdiler buraya { $form } olarak gelecek. Şu anda listelenenler gönderilmeyecek.
follow-too-many = Zaten { $max } bağlantıyı takip ediyorsunuz, izin verilen en fazla bu. Önce /following ile birini kaldırın.
follow-list = Takip ettikleriniz ({ $count }):
follow-list-all = Tüm takipler ({ $count }):
follow-list-none = Henüz hiçbir şeyi takip etmiyorsunuz. Bir kanalın, oynatma listesinin veya beslemenin bağlantısıyla /follow gönderin.
follow-list-none-all = Henüz kimse bir şey takip etmiyor.
follow-line = { $n }. { $title } — { $form }
follow-line-paused = (duraklatıldı)
follow-remove-button = { $n } kaldır
follow-removed = Takip kaldırıldı.
follow-unknown = Bu takip zaten yok.
follow-new-entry =
    “{ $follow }” içinde yeni: { $title }
    { $link }
follow-left = “{ $title }” bir kontrolün gönderdiğinden fazla yeni girdi içeriyor: daha eski { $count } girdi atlandı.
follow-limit-skipped = “{ $title }”: { $count } yeni girdi atlandı, günlük sınırınıza ulaştınız. Sınır { WAIT($wait) } sonra sıfırlanır.
follow-limit-skipped-later = “{ $title }”: { $count } yeni girdi atlandı, günlük sınırınıza ulaştınız.
follow-failing = “{ $title }” bir gündür okunamıyor. Daha seyrek de olsa denenmeye devam ediyor; artık yoksa /following ile kaldırın.
follow-paused = “{ $title }” teslimatları durduruldu: sürekli başarısız oldu. /following ile kaldırıp yeniden takip edin.
follow-button = Takip et
tg-command-follow = Bir kanalı, oynatma listesini veya beslemeyi takip et
tg-command-following = Takip ettikleriniz
tg-command-follows = Herkesin takipleri (sahipler)
error-follows-unknown = Bu kimlikte bir takip yok; kaldırılmış olabilir.
dc-command-follow = Bir kanalı, oynatma listesini veya beslemeyi takip et
dc-command-following = Takip ettikleriniz
dc-command-follows = Herkesin takipleri (sahipler)
