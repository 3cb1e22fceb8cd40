## Um site recusa este servidor: o que o usuário lê e o que o dono fica sabendo.

error-code-site-refused = { $site } está recusando este servidor agora (pede que prove que não é um robô, ou limita quantas vezes pode pedir). O dono foi avisado; tente de novo mais tarde.
error-code-sign-in-required = { $site } mostra isto só para uma conta conectada (um vídeo privado ou só para membros), e este servidor não está conectado lá.
error-code-age-restricted = { $site } pede a confirmação da idade para esta mídia, e este servidor não está conectado lá.
error-code-format-blocked = { $site } descreveu este formato, mas se recusa a enviá-lo a este servidor. Tente outro formato ou tente de novo mais tarde.

refusal-class-bot-check = uma verificação de robô ("Sign in to confirm you're not a bot")
refusal-class-rate-limited = um limite de pedidos (pedidos demais deste servidor)
refusal-class-sign-in = é preciso entrar numa conta (mídia privada ou só para membros)
refusal-class-age-check = uma verificação de idade
refusal-class-format-blocked = um formato bloqueado (os dados da mídia recusados com 403)

owner-refusal-notice = { $site } recusou este servidor: { $what }. Recusas desse tipo até agora: { $count }. O que ajuda: cookies de uma conta conectada (/admin · npm run cookies -- add FILE · YTDLP_COOKIES_FILE), um provedor de PO tokens para o YouTube e um endereço de servidor que o site não marque (endereços de data center são marcados primeiro).
owner-refusal-cooling = Novas consultas a { $site } são respondidas na hora por { WAIT($seconds) } em vez de perguntar de novo; a primeira consulta que funcionar encerra isso.
owner-refusal-line = { $site }: { $what }. Recusas: { $count }; a última há { LENGTH($ago) }.
