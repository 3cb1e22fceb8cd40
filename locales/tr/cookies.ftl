## Sahibin çerez setleri.

error-cookies-too-large = Bu çerez dosyası { $kb } KB'tan büyük; yalnızca gereken siteleri dışa aktarın.
error-cookies-bad-line = Bu çerez dosyasının { $line }. satırı bir cookies.txt satırı değil (Netscape biçimi: sekmeyle ayrılmış yedi alan).
error-cookies-empty = Bu dosyada çerez yok. Sitede oturum açmış bir tarayıcıdan cookies.txt (Netscape biçimi) dışa aktarın.
error-cookies-unknown-set = Bu kimlikte bir çerez seti yok; kaldırılmış olabilir.
error-cookies-owner-only = Çerez setlerini yalnızca sahip ekleyip kaldırabilir.
cookies-unavailable = Çerez setleri bu kurulumda kullanılamıyor.
cookies-added = Çerez seti saklandı: { $sites } için { $count } çerez.
owner-cookies-aside = { $site } için bir çerez seti reddedildi ({ $code }) ve { $hours } saat kenara ayrıldı; sitenin sonraki seti deneniyor. Sürerse oturum açmış bir tarayıcıdan taze çerezler ekleyin.
owner-cookies-expiring = { $sites } için bir çerez setinin süresi { $days } gün içinde doluyor; oturum açmış bir tarayıcıdan taze çerezleri dışa aktarıp ekleyin.
