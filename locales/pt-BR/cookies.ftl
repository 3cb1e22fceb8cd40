## Os conjuntos de cookies do dono.

error-cookies-too-large = Este arquivo de cookies passa de { $kb } KB; exporte só os sites de que você precisa.
error-cookies-bad-line = A linha { $line } deste arquivo de cookies não é uma linha de cookies.txt (formato Netscape: sete campos separados por tabulação).
error-cookies-empty = Este arquivo não tem cookies. Exporte um cookies.txt (formato Netscape) de um navegador conectado ao site.
error-cookies-unknown-set = Nenhum conjunto de cookies tem este id; talvez tenha sido removido.
error-cookies-owner-only = Só o dono pode adicionar ou remover conjuntos de cookies.
cookies-unavailable = Conjuntos de cookies não estão disponíveis nesta instalação.
cookies-added = Conjunto de cookies guardado: { $count } cookies para { $sites }.
owner-cookies-aside = Um conjunto de cookies de { $site } foi recusado ({ $code }) e fica de lado por { $hours } horas; o próximo conjunto do site é tentado. Adicione cookies novos de um navegador conectado se continuar acontecendo.
owner-cookies-expiring = Um conjunto de cookies de { $sites } expira em até { $days } dias; exporte cookies novos de um navegador conectado e adicione-os.
