## Sentences both bots say (Telegram and Discord): bots/shared.

## Sizes and lengths on their own (button labels, card facts).
bot-size = { SIZE($bytes) }
bot-clock = { CLOCK($seconds) }

## A choice's name in every sentence.
bot-choice-mp3 = MP3 { $quality } kbps
bot-subtitles-button = Legendas
bot-subtitle-label = Legendas em { $name } (srt)
bot-subtitle-auto = { $lang }, automáticas
bot-subtitle-option = { $name } ({ $code })
bot-sound-button = Áudio: { $language }
bot-sound-option = { $name } ({ $code })
bot-sound-original = { $language } · original

## Clips.
bot-clip-heading = Trecho { $range }
bot-clip-label = { $label }, trecho { $range }
bot-clip-refusal = Não dá para cortar o trecho { $range }: { $problem }
bot-clip-unreadable-range = Não consegui ler o intervalo "{ $written }". Escreva-o como início-fim depois do link, por exemplo 0:10-0:20 ou 1:02:03-1:02:30.
bot-clip-unreadable-time = Não consegui ler { $option } "{ $written }". Escreva um tempo como 1:20, 1:02:03 ou em segundos (80).
bot-clip-end-needed = Esta mídia não informa sua duração: informe também um tempo final.

## Choosing and the upload limit.
bot-no-audio = Esta mídia não tem áudio para converter.
bot-over-limit = { $label }: este arquivo é grande demais para enviar aqui. O { $platform } deixa bots enviarem até { SIZE($limit) }.
bot-over-limit-link = Baixe diretamente: { $link }
bot-over-limit-link-too-long = O link direto é longo demais para enviar aqui. Escolha um formato menor ou MP3.
bot-over-limit-advice = Escolha um formato menor ou MP3.
bot-fit-button = Ajustar para { MEGABYTES($mb) }
bot-fitted-label = { $label }, ajustado para { MEGABYTES($mb) }
bot-fit-video-only = Só um formato de vídeo pode ser ajustado.
bot-fit-limit-too-small = O limite de envio aqui é pequeno demais para caber um vídeo.
bot-fit-needs-duration = Este site não informa a duração da mídia, então ela não pode ser ajustada a um tamanho.

## How a job ends, and Cancel.
bot-cancelled = Cancelado.
bot-cancelling = Cancelando…
bot-cancel-not-yours = Só quem pediu pode cancelar.
bot-cancel-ended = Este download já terminou.
bot-restarting = O bot está reiniciando, tente de novo em um minuto.
bot-stopped-for-restart = Interrompido: o bot está reiniciando. Tente de novo em um minuto.
bot-interrupted-by-crash = { $label }: interrompido, o bot parou inesperadamente enquanto rodava. Toque no botão para tentar de novo.
bot-try-again-button = Tentar de novo

## Playlists.
bot-playlist-facts = Playlist · { $count ->
    [one] { $count } item
   *[other] { $count } itens
  } · { $platform }
bot-playlist-facts-partial = Playlist · { $count ->
    [one] { $count } item
   *[other] { $count } itens
  }, os primeiros { $listed } listados · { $platform }
bot-playlist-hint = Escolha um item para ver seus formatos, ou baixe todos os { $count } em MP3 { $quality }.
bot-playlist-none-fetchable = Esta é uma playlist de { $count ->
    [one] { $count } item
   *[other] { $count } itens
  }, mas nenhum deles pode ser baixado daqui.
bot-playlist-empty = Esta playlist está vazia.
bot-nested-playlist = Este item é uma playlist; escolha-o na lista para ver seus itens.
bot-all-as-mp3 = Tudo em MP3 { $quality } ({ $count ->
    [one] { $count } arquivo
   *[other] { $count } arquivos
  })
bot-batch-position = Tudo em MP3 { $quality }: { $position }
bot-batch-position-tally = Tudo em MP3 { $quality }: { $position } ({ $delivered } enviados, { $skipped } pulados)
bot-stage-looking-up = buscando…
bot-stage-queued = aguardando uma vaga livre ({ $ahead } na frente)…
bot-stage-waiting = suas consultas de links por minuto acabaram; continuo em { WAIT($seconds) }…
bot-stage-downloading = baixando… { $percent }%
bot-stage-downloading-bytes = baixando… { SIZE($bytes) }
bot-stage-converting = convertendo…
bot-stage-uploading = enviando { SIZE($bytes) }…
bot-batch-already-running = "Tudo em MP3" já está em andamento para esta playlist: espere terminar ou cancele antes.
bot-batch-skipped = Pulado { $position } "{ $title }": { $why }
bot-batch-sent = { $delivered } de { $total ->
    [one] { $total } arquivo enviado
   *[other] { $total } arquivos enviados
  }{ $skipped ->
    [0] {""}
   *[other] , { $skipped } pulados
  }
bot-batch-done = Tudo em MP3 { $quality }: concluído, { $sent }.
bot-batch-stopped = Tudo em MP3 { $quality }: interrompido, { $sent }. { $reason } { $notTried ->
    [one] O outro { $notTried } não foi baixado.
   *[other] Os outros { $notTried } não foram baixados.
  }
bot-batch-cancelled = Tudo em MP3 { $quality }: cancelado, { $sent }.
bot-batch-shutdown = Interrompido: o bot está reiniciando. Tente de novo em um minuto. ({ $sent }.)

## /usage and /stats.
bot-usage-counts = { $downloads ->
    [one] { $downloads } download
   *[other] { $downloads } downloads
  }, { SIZE($bytes) }, { $lookups ->
    [one] { $lookups } consulta
   *[other] { $lookups } consultas
  }
bot-usage-title = Seu uso ({ $identity })
bot-usage-today = Hoje: { $counts }
bot-usage-last-7-days = Últimos 7 dias: { $counts }
bot-usage-all-time = Desde sempre: { $counts }
bot-usage-owner = Você é dono: nenhum limite se aplica a você.
bot-usage-resets = As contagens de hoje zeram em { WAIT($seconds) }.
bot-limits = Limites: { $list }.
bot-limits-none = Nenhum limite definido.
bot-limit-downloads-per-day = { $count } downloads por dia
bot-limit-mb-per-day = { $mb } MB por dia
bot-limit-lookups-per-minute = { $count } consultas por minuto
bot-limit-concurrent = { $count } downloads ao mesmo tempo
bot-limit-max-duration = mídia de até { CLOCK($seconds) }
bot-stats-users = Usuários: { $count }
bot-stats-sites = Sites:
bot-stats-site = { $site }: { $downloads } downloads, { SIZE($bytes) }
bot-stats-users-heading = Usuários (mais recentes primeiro), hoje / total:
bot-stats-user = { $identity }: { $today } / { $allTime } downloads, { SIZE($bytes) }
bot-stats-user-named = { $identity } { $name }: { $today } / { $allTime } downloads, { SIZE($bytes) }
bot-stats-more = … e mais { $count }

## The owners' /update.
bot-update-unavailable = Atualizar o yt-dlp não está disponível nesta instalação.
bot-ytdlp-status = yt-dlp { $version }, { $days ->
    [one] de { $days } dia atrás.
   *[other] de { $days } dias atrás.
  }
bot-ytdlp-status-unknown-age = yt-dlp { $version }, idade desconhecida.
bot-ytdlp-updating = Atualizando o yt-dlp…
bot-ytdlp-update-failed = Não foi possível atualizar o yt-dlp: { $error }

## Download options' toggles beside the MP3 choices (src/options).
bot-option-loudness = Nivelar volume
