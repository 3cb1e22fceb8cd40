## Kanarya: tüm zincirden geçirilen izlenen bağlantılar; sahibin onlardan okuduğu.

error-canary-too-many = En fazla { $count } bağlantı izlenebilir; önce birini kaldırın.
error-canary-unknown-link = Bu kimliğe sahip izlenen bağlantı yok; kaldırılmış olabilir.
owner-canary-fails = İzlenen bağlantı { $link } çalışmayı bıraktı: { $what }. Her hata türünde ne yapılacağı: docs/OPERATIONS.md, “What happens when… YouTube breaks”.
owner-canary-works = İzlenen bağlantı { $link } yeniden çalışıyor.
canary-outcome-ok = çalışıyor
canary-class-unreachable = siteye ulaşılamadı (yanıt yok ya da zamanında değil)
canary-class-ytdlp-too-old = yt-dlp site için çok eski (güncelleyin)
canary-class-other = başka bir hata
