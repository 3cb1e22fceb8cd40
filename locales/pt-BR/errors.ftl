## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = Isso não parece um link que eu consiga abrir. Envie um link http(s) completo.
error-code-url-not-allowed = Links para endereços de rede privada ou local não são permitidos.
error-code-invalid-selector = Essa escolha de formato não é válida.
error-code-invalid-request = Essa solicitação não é válida.
error-code-unsupported-url = Este link não é suportado: não encontrei mídia nessa página.
error-code-no-media = Não encontrei mídia para baixar neste link.
error-code-live-stream = Isso é uma transmissão ao vivo. Só baixo mídia gravada; envie o link de novo quando a transmissão terminar.
error-code-media-unavailable = A mídia não está disponível (removida, privada ou restrita).
error-code-unreachable = Não foi possível acessar o site. Tente novamente mais tarde.
error-code-extraction-failed = Não consegui ler a mídia deste link.
error-code-format-not-available = Esse formato não está mais disponível. Envie o link de novo para ver uma lista atualizada.
error-code-processing-failed = Não foi possível converter o arquivo.
error-code-too-large = O arquivo é grande demais para este servidor.
error-code-too-many-fetches = Esta mídia está dividida em mais partes do que posso buscar em um só download.
error-code-queue-full = Estou ocupado com outros downloads. Tente novamente em um minuto.
error-code-timeout = Isso demorou demais e foi interrompido.
error-code-cancelled = Cancelado.
error-code-tool-failed = Algo deu errado no servidor. Tente novamente mais tarde.
error-code-disk-full = O servidor ficou sem espaço em disco. Tente novamente mais tarde.
error-code-database-unavailable = O serviço está indisponível por um momento. Tente novamente em alguns segundos.
error-code-internal = Algo deu errado no servidor. Tente novamente mais tarde.

## Usage refusals: the limits of this server. $wait is in seconds, said as "12 min".

refusal-user-blocked = Seu acesso a este serviço está bloqueado.
refusal-user-not-allowed = Este serviço é privado; peça ao proprietário para liberar o seu ID { $id }.
refusal-concurrent-jobs = Você já tem { $running ->
    [one] { $running } download
   *[other] { $running } downloads
  } em andamento, o máximo permitido ao mesmo tempo; tente novamente quando um terminar.
refusal-downloads-per-day = Hoje você usou { $used } de { $limit ->
    [one] { $limit } download
   *[other] { $limit } downloads
  }; o limite é renovado em { WAIT($wait) }.
refusal-mb-per-day = Hoje você usou { NUMBER($used, maximumFractionDigits: 1) } de { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}(dos quais { MEGABYTES($held) } estão reservados para downloads ainda em andamento)
  }; o limite é renovado em { WAIT($wait) }.
refusal-file-over-mb-left = Hoje você usou { NUMBER($used, maximumFractionDigits: 1) } de { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}(dos quais { MEGABYTES($held) } estão reservados para downloads ainda em andamento)
  }; este arquivo (cerca de { MEGABYTES($file) }) precisa de cerca de { MEGABYTES($missing) } a mais do que resta; o limite é renovado em { WAIT($wait) }.
refusal-mb-reached-while-downloading = O download foi interrompido após { MEGABYTES($sent) }: atingiu seu limite diário de { MEGABYTES($limit) }; o limite é renovado em { WAIT($wait) }.
refusal-info-per-minute = Você fez { $used } de { $limit ->
    [one] { $limit } consulta de link permitida
   *[other] { $limit } consultas de link permitidas
  } por minuto; tente novamente em { WAIT($wait) }.
refusal-max-duration = Esta mídia dura { CLOCK($duration) }, mais que o limite de { CLOCK($limit) }.

## The API's error sentences (each said in the client's Accept-Language; the code stays English).
error-clip-end-required = end é obrigatório: a duração desta mídia não é conhecida.
error-head-only = Só os cabeçalhos foram solicitados (HEAD).
error-download-too-long = O download demorou demais e foi interrompido.
error-live-stream = Isto é uma transmissão ao vivo; o servidor só baixa mídia gravada. Tente novamente quando a transmissão terminar.
error-no-media-found = Nenhuma mídia para baixar foi encontrada neste link.
error-request-cancelled = A solicitação foi cancelada.
error-link-is-playlist = Este link é uma playlist; baixe cada item pelo link dele.
error-media-file-expired = O arquivo de mídia não está disponível (pode ter expirado; peça as informações de novo).
error-media-not-fetched = Não foi possível obter a mídia do site.
error-redirect-not-allowed = O site redirecionou para um link que este servidor não acessa.
error-compressed-response = O site enviou o arquivo compactado, e este servidor não repassa arquivos assim.
error-range-inconsistent = O site respondeu de forma inconsistente à solicitação de intervalo.
error-download-cancelled = O download foi cancelado.
error-fragment-not-fetched = Não foi possível obter um fragmento.
error-fragment-incomplete = Um fragmento chegou incompleto do site.
error-playlist-not-read = Não foi possível ler a playlist do site.
error-link-empty = O link está vazio.
error-link-not-valid = Esse link não é válido; ele deve começar com http:// ou https://.
error-link-scheme = Só links http:// e https:// são suportados.
error-link-credentials = Links com nome de usuário ou senha não são suportados.
error-link-no-host = O link não tem nome de host.
error-host-not-resolved = Não foi possível resolver o nome do host.
error-media-private-address = A mídia está em um endereço de rede privada ou local, o que não é permitido.
error-tool-not-started = Não foi possível iniciar uma ferramenta de mídia do servidor; o proprietário vai encontrar o motivo no log.
error-extractor-output-too-large = O extrator gerou mais saída do que o esperado.
error-conversion-failed = Não foi possível converter a mídia no arquivo solicitado.
error-server-busy = O servidor está ocupado com outros downloads. Tente novamente daqui a pouco.
error-server-restarting = O servidor está reiniciando. Tente novamente em um minuto.
error-link-private-address = O link leva a um endereço de rede privada ou local, o que não é permitido.
error-link-unsupported = Este link não é suportado: nenhuma mídia foi encontrada nessa página.
error-format-not-available = Esse formato não está (mais) disponível para esta mídia.
error-media-unavailable = A mídia não está disponível (removida, privada ou restrita).
error-site-unreachable = Não foi possível acessar o site.
error-media-info-unreadable = Não foi possível ler as informações da mídia deste link.
error-extractor-unreadable = O extrator retornou algo ilegível.
error-extractor-unexpected-shape = O extrator retornou informações de mídia num formato inesperado.
error-connection-broke = A conexão com o site caiu antes de o arquivo ficar completo.
error-subs-one-language = subs: informe um idioma.
error-subtitle-track-not-fetched = A faixa de legendas não foi obtida.
error-subtitle-track-empty = Esta faixa de legendas não tem texto.
error-download-no-data = O download não gerou nenhum dado.
error-media-incomplete = Não foi possível obter a mídia por completo.
error-download-failed = O download falhou.
error-subtitle-playlist = Esta faixa de legendas vem em uma playlist que este servidor não lê.
error-subtitle-link-not-allowed = O arquivo de legendas tem um link que este servidor não acessa.
error-subtitle-too-large = A faixa de legendas é maior do que este servidor lê.
error-too-many-fetches = Esta mídia está dividida em partes demais: o download foi interrompido no máximo de requisições ao site que um download do tamanho e da duração dela pode fazer (requisições feitas: { $count }).
error-subtitle-too-many-segments = Esta faixa de legendas está dividida em partes demais (segmentos: { $count }; no máximo { $max } são buscados por faixa).
error-subtitles-not-fetched = Não foi possível obter as legendas do site.
error-format-protocol = Esse formato usa um protocolo de streaming que este servidor não baixa.
error-clip-on-live-stream = start e end não podem ser usados em uma transmissão ao vivo.
error-json-content-type = Envie um corpo JSON com Content-Type: application/json.
error-json-empty = O corpo JSON está vazio.
error-body-too-large = O corpo da solicitação é grande demais.
error-json-invalid = O corpo não é um JSON válido.
error-request-not-understood = Não foi possível entender a solicitação.
error-server-failed = Algo deu errado no servidor.
error-not-found = Não encontrado.
error-api-key-required = É necessária uma chave de API válida: envie "Authorization: Bearer <key>".
error-link-malformed = Este link de download está malformado: { $why ->
    [repeated] um parâmetro está repetido.
    [escape] a query tem um "%" que não é um escape válido.
   *[ambiguous] seus parâmetros podem ser lidos de mais de uma forma.
  }
error-target-has-hash = O alvo da requisição não pode conter "#" (envie como %23).
error-link-invalid = Este link de download não é válido: peça um novo.
error-link-expired = Este link de download expirou: peça um novo.
error-host-not-allowed = Este servidor não responde a este nome de host. O proprietário pode adicionar o nome a ALLOWED_HOSTS.
error-cross-site-request = Esta solicitação veio da página de outro site, e este servidor não age sobre elas.
error-request-shape = Envie esta solicitação como JSON (Content-Type: application/json) ou com um cabeçalho Authorization.
error-owner-login-required = Só o proprietário pode ver isto. Abra o link de uso único que "npm run owner-link" imprime no servidor, ou envie "Authorization: Bearer <token>" com o token de DATA_DIR/owner-token.
error-owner-link-invalid = Este link de acesso não é válido. Execute "npm run owner-link" no servidor para obter um novo.
error-owner-link-expired = Este link de acesso expirou (ele vale por 15 minutos). Execute "npm run owner-link" no servidor para obter um novo.
error-owner-link-used = Este link de acesso já foi usado (ele vale uma vez). Execute "npm run owner-link" no servidor para obter um novo.
error-owner-link-with-keys = Este servidor usa chaves de API: o painel pede uma chave de proprietário, não um link de acesso.
error-usage-owner-only = Só uma chave de proprietário pode ler as estatísticas de uso.
error-admin-owner-only = Só uma chave de proprietário pode usar o painel do proprietário.
error-request-fields = A solicitação não é válida: { $detail }
error-disk-full = O servidor ficou sem espaço em disco ao preparar o arquivo.
error-disk-too-full-for-job = O servidor está com pouco espaço livre em disco para este arquivo agora (ele precisa de cerca de { MEGABYTES($mb) }). Tente novamente mais tarde.
error-file-over-server-limit = O arquivo é maior do que este servidor permite ({ MEGABYTES($mb) }).
error-step-timeout = { $step ->
    [reading] A leitura do link demorou demais e foi interrompida.
    [choosing] A escolha do formato demorou demais e foi interrompida.
    [compression] A compressão demorou demais e foi interrompida.
    [subtitles] A conversão das legendas demorou demais e foi interrompida.
    [thumbnail] A busca da miniatura demorou demais e foi interrompida.
    [cover] A busca da capa demorou demais e foi interrompida.
   *[download] O download demorou demais e foi interrompido.
  }
error-step-cancelled = { $step ->
    [reading] A leitura do link foi cancelada.
    [choosing] A escolha do formato foi cancelada.
    [compression] A compressão foi cancelada.
    [subtitles] A conversão das legendas foi cancelada.
    [thumbnail] A busca da miniatura foi cancelada.
    [cover] A busca da capa foi cancelada.
   *[download] O download foi cancelado.
  }
error-picture-not-fetched = Não foi possível obter { $picture ->
    [cover] a capa
   *[thumbnail] a miniatura
  }.
error-length-mismatch = O arquivo não tinha os { $size } bytes anunciados (chegaram { $bytes }); o download não está completo.
error-fit-not-small-enough = Não foi possível deixar o vídeo menor que { MEGABYTES($mb) }; tente um tamanho maior ou um trecho.
error-fit-needs-duration = fit precisa da duração da mídia, e este site não informa quanto ela dura.
error-fit-too-long = Com { MEGABYTES($mb) }, um vídeo pode durar no máximo { LENGTH($max) }; este dura { LENGTH($length) }.
error-fit-with-mp3 = fit não pode ser usado com convert=mp3.
error-fit-audio = fit funciona com formatos de vídeo; para um arquivo de áudio menor, use convert=mp3 com qualidade mais baixa.
error-fit-subtitles = fit não pode ser usado com legendas (subs ou kind=subtitles).
error-link-too-long = O link é longo demais (no máximo { $max ->
    [one] { $max } caractere
   *[other] { $max } caracteres
  }).
error-too-many-redirects = O site redirecionou mais de { $max ->
    [one] { $max } vez
   *[other] { $max } vezes
  }.
error-site-status = O site respondeu { $status } ao pedido do arquivo de mídia.
error-page-too-large = A página é maior do que este servidor lê ({ MEGABYTES($mb) }).
error-info-too-large = As informações de mídia deste link são maiores do que este servidor lê ({ MEGABYTES($mb) }).
error-subs-none = subs: não há legendas para { $missing }. Esta mídia não tem legendas.
error-subs-unknown = subs: não há legendas para { $missing }. Esta mídia tem legendas para: { $offered }.
error-subs-ext = ext deve ser srt ou vtt com kind=subtitles
error-subs-convert = convert não pode ser usado com kind=subtitles
error-subs-clip = start e end não podem ser usados com kind=subtitles
error-subs-ext-kind = ext srt e vtt são só para kind=subtitles
error-subs-container = subs só pode ser embutido em { $containers } (não com convert=mp3)
error-clip-start-negative = start deve ser um tempo de 0 segundos ou mais.
error-clip-end-before-start = end deve vir depois de start (start é { $start }).
error-clip-start-past-end = start deve vir antes do fim da mídia ({ $length }).
error-clip-end-past-end = end não pode passar do fim da mídia ({ $length }).
error-subs-exactly-one = kind=subtitles aceita exatamente um idioma em subs

## For the owners: yt-dlp's age and update, and /allow and /block.
ytdlp-advice-bundled = O yt-dlp { $version } tem { $days } dias; execute "npm run ytdlp:update".
ytdlp-advice-container = O yt-dlp { $version } tem { $days } dias; atualize-o pelo botão no painel do proprietário ou execute "node dist/src/cli/ytdlp-update.js" dentro do contêiner.
ytdlp-advice-system = O yt-dlp { $version } tem { $days } dias e vem do sistema; execute "npm run setup" para instalar um atual para este serviço (ele é usado antes do sistema), ou aponte YTDLP_PATH para um yt-dlp mais novo.
ytdlp-advice-unsupported = O yt-dlp { $version } é anterior a { $oldest }, a versão mais antiga que este serviço suporta: ele não consegue mais ler o YouTube e falha em outros sites. Execute "npm run setup" para instalar um atual para este serviço, ou aponte YTDLP_PATH para um yt-dlp mais novo.
ytdlp-update-not-bundled = Este yt-dlp ({ $name }) não foi instalado por este serviço: atualize-o com o gerenciador de pacotes ou com o pip dele, ou execute "npm run setup" para instalar um atual para este serviço, e reinicie.
ytdlp-update-done = yt-dlp: { $detail }. Reinicie para usar a nova versão.
ytdlp-update-failed = O yt-dlp não conseguiu se atualizar: { $detail }
access-owner-only = Só um dono pode mudar quem pode usar este serviço.
access-bad-identity = Não conheço esse ID de usuário: { $detail }
access-owner-unblockable = { $identity } é dono e não pode ser bloqueado.

## /metrics (issue 28).
error-metrics-local-only = As métricas só são servidas a esta máquina; defina METRICS_TOKEN para lê-las de outra.
error-metrics-token-required = É necessário um token de métricas válido: envie "Authorization: Bearer <METRICS_TOKEN>".

## Download options (src/options).
error-loudness-audio-only = loudness só nivela o volume de um MP3: peça convert=mp3 ou ext=mp3.
