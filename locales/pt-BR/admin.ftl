## O painel do proprietário em /admin (src/web/admin.html e admin*.ts).

admin-page =
    .content = O painel do proprietário deste media-fetcher: downloads, usuários e o que está em andamento.
admin-title = Painel do proprietário
admin-back = Página de download
admin-key-hint = O painel precisa de uma chave de API de proprietário. Ela fica guardada só neste navegador.
admin-login-needed = Você não entrou como proprietário. No servidor, execute "npm run owner-link" (o log de inicialização também mostra um) e abra neste navegador o link impresso: ele vale uma vez, por 15 minutos.
admin-status-signing-in = Entrando…
admin-status-loading = Carregando…
admin-updated = Atualizado às { $time }

## O que está em andamento.

admin-running = Em andamento
admin-running-none = Nada em andamento.
admin-job-untitled = Título ainda desconhecido
admin-job-playlist = playlist
admin-job-who = { $name } via { $surface }
admin-job-instance = em { $instance }
admin-job-elapsed = há { CLOCK($seconds) }
admin-job-sent = { $size } enviados
admin-job-percent = { $percent }%
admin-surface-telegram = Telegram
admin-surface-discord = Discord
admin-surface-http = API
admin-surface-web = página web
admin-cancel = Cancelar
admin-cancel-named = Cancelar “{ $title }”
admin-cancelling = Cancelando…
admin-status-cancel-ended = Esse download já tinha terminado.

## Os últimos 30 dias.

admin-days = Os últimos 30 dias
admin-total-downloads = Downloads
admin-total-bytes = Dados enviados
admin-total-failed = Com falha
admin-total-first-byte = Tempo até o primeiro byte, mediana
admin-no-data = ainda sem dados
admin-first-byte-p90 = 9 em cada 10 em até { $time }
admin-first-byte-p99 = 99 em cada 100 em até { $time }
admin-first-byte-count =
    { $count ->
        [one] de { $count } download
       *[other] de { $count } downloads
    }
admin-chart-downloads = Downloads por dia
admin-chart-bytes = Dados enviados por dia
admin-chart-first-byte = Tempo até o primeiro byte por dia
admin-legend-median = mediana
admin-legend-p90 = 9 em cada 10
admin-chart-tip = { $day }: { $value }
admin-days-table = Números por dia
admin-col-day = Dia
admin-col-downloads = Downloads
admin-col-failed = Com falha
admin-col-bytes = Dados enviados
admin-col-p50 = Primeiro byte, mediana
admin-col-p90 = Primeiro byte, 9 em 10

## As listas dos 30 dias.

admin-sites = Sites mais usados
admin-users = Usuários mais ativos
admin-outcomes = Como os downloads terminaram
admin-error-codes = Códigos de erro
admin-none = Nada nesses 30 dias.
admin-rank-downloads =
    { $count ->
        [one] { $count } download
       *[other] { $count } downloads
    }
admin-outcome-ok = Concluídos
admin-outcome-error = Com falha
admin-outcome-cancelled = Cancelados
admin-outcome-interrupted = Interrompidos
admin-outcome-running = Ainda em andamento

## O yt-dlp, que lê os sites.

admin-ytdlp-version = Versão
admin-ytdlp-age =
    { $days ->
        [0] lançada hoje
        [one] lançada há { $days } dia
       *[other] lançada há { $days } dias
    }
admin-ytdlp-stale = Este yt-dlp está velho: os sites mudam, e uma versão antiga deixa de funcionar com eles.
admin-ytdlp-fixed = O servidor não pode atualizar este yt-dlp sozinho; atualize-o onde ele foi instalado.
admin-ytdlp-update = Atualizar o yt-dlp
admin-ytdlp-updating = Atualizando…

## Sites that refuse this server (src/refusals): each line comes from the server in the page's language.

admin-refusals-heading = Sites que recusam este servidor
admin-refusals-none = Nenhum site recusou este servidor recentemente.

admin-cookies-heading = Conjuntos de cookies
admin-cookies-none = Nenhum conjunto de cookies guardado.
admin-cookies-add = Adicionar um cookies.txt
admin-cookies-line = { $sites }: { $count } cookies, primeira expiração { $expiry }, último uso { $used } ({ $outcome })
admin-cookies-remove = Remover

## YouTube's chain (the same as /api/health's youtube) and the canary's watched links.

admin-youtube-heading = A cadeia do YouTube
admin-youtube-runtime = Ambiente JavaScript: { $runtime }
admin-youtube-solver = Scripts de solução (yt-dlp-ejs): { $state }
admin-youtube-provider = Provedor de PO token: { $state } (plugin { $plugin })
admin-youtube-cookies = Conjuntos de cookies para o YouTube: { $count }
admin-youtube-complete = Nada falta.
admin-state-installed = instalado
admin-state-missing = falta
admin-state-unknown = desconhecido
admin-provider-not-set = não definido
admin-provider-down = definido, não responde
admin-provider-up = responde
admin-canary-heading = Canário
admin-canary-none = Nenhum link é vigiado.
admin-canary-url = Link a vigiar
admin-canary-add = Vigiar
admin-canary-run = Verificar agora
admin-canary-remove = Remover
admin-canary-line = { $state } · último sucesso { $ok } · última falha { $failed } ({ $what })
admin-canary-works = funciona
admin-canary-fails = falha
admin-canary-unknown = ainda não verificado
admin-canary-strip = As últimas 24 horas, uma célula por verificação
admin-follows-heading = Seguimentos
admin-follows-none = Ninguém segue nada.
admin-follows-line = { $user }: { $title } ({ $form }, para { $target }), próxima verificação { $next }
admin-follows-paused = { $user }: { $title } ({ $form }, para { $target }), pausado: { $reason }
admin-follows-remove = Remover
