## O canário: links vigiados por toda a cadeia; o que o dono lê deles.

error-canary-too-many = No máximo { $count } links podem ser vigiados; remova um antes.
error-canary-unknown-link = Nenhum link vigiado tem este id; talvez tenha sido removido.
owner-canary-fails = O link vigiado { $link } parou de funcionar: { $what }. O que fazer para cada tipo de falha: docs/OPERATIONS.md, “What happens when… YouTube breaks”.
owner-canary-works = O link vigiado { $link } voltou a funcionar.
canary-outcome-ok = funciona
canary-class-unreachable = o site não foi alcançado (sem resposta, ou não a tempo)
canary-class-ytdlp-too-old = yt-dlp velho demais para o site (atualize-o)
canary-class-other = outro erro
