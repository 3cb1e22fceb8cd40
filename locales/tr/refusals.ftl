## Bir site bu sunucuyu reddediyor: kullanıcının okuduğu ve sahibine söylenen.

error-code-site-refused = { $site } şu anda bu sunucuyu reddediyor (bot olmadığını kanıtlamasını istiyor ya da ne sıklıkla sorabileceğini sınırlıyor). Sahibine haber verildi; daha sonra yeniden dene.
error-code-sign-in-required = { $site } bunu yalnızca oturum açmış bir hesaba gösteriyor (özel ya da yalnızca üyelere açık bir video) ve bu sunucu orada oturum açmış değil.
error-code-age-restricted = { $site } bu medya için yaş doğrulaması istiyor ve bu sunucu orada oturum açmış değil.
error-code-format-blocked = { $site } bu biçimi tanımladı ama bu sunucuya göndermeyi reddediyor. Başka bir biçim dene ya da daha sonra yeniden dene.

refusal-class-bot-check = bir bot denetimi ("Sign in to confirm you're not a bot")
refusal-class-rate-limited = bir istek sınırı (bu sunucudan çok fazla istek)
refusal-class-sign-in = oturum açmak gerekiyor (özel ya da yalnızca üyelere açık medya)
refusal-class-age-check = bir yaş denetimi
refusal-class-format-blocked = engellenmiş bir biçim (medyanın verisi 403 ile reddedildi)

owner-refusal-notice = { $site } bu sunucuyu reddetti: { $what }. Bu türden şimdiye kadarki retler: { $count }. Ne işe yarar: oturum açmış bir hesabın çerezleri (/admin · npm run cookies -- add FILE · YTDLP_COOKIES_FILE), YouTube için bir PO token sağlayıcısı ve sitenin işaretlemediği bir sunucu adresi (veri merkezi adresleri ilk işaretlenenlerdir).
owner-refusal-cooling = { $site } için yeni sorgular { WAIT($seconds) } boyunca siteye yeniden sorulmadan hemen yanıtlanır; çalışan ilk sorgu bunu bitirir.
owner-refusal-line = { $site }: { $what }. Retler: { $count }; sonuncusu { LENGTH($ago) } önce.
