## API üzerinden takipler: bir webhook teslimatının neden ulaşmadığı (sahibinin okuduğu duraklatma nedeni), yolların retleri.

webhook-reason-status = Webhook HTTP { $status } ile yanıt verdi.
webhook-reason-redirect = Webhook bir yönlendirmeyle yanıt verdi (HTTP { $status }); yönlendirmeler izlenmez.
webhook-reason-timeout = Webhook { $seconds } saniye içinde yanıt vermedi.
webhook-reason-unreachable = Webhook'a ulaşılamadı.
webhook-reason-private-address = Webhook URL'si özel veya yerel bir ağ adresini gösteriyor; buna izin verilmez.
webhook-reason-url-invalid = Bu takibin webhook URL'si geçerli değil.
follow-not-found = Bu kimliğe sahip bir takibiniz yok.
follow-cap-reached = Zaten { $max } bağlantıyı takip ediyorsunuz; bir kullanıcı için en fazla bu kadar. Önce birini kaldırın.
follow-not-a-list = Bu bağlantı takip edilecek öğeler listelemiyor: bir kanal, oynatma listesi veya akış verin.
