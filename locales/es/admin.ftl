## El panel del propietario en /admin (src/web/admin.html y admin*.ts).

admin-page =
    .content = El panel del propietario de este media-fetcher: descargas, usuarios y lo que se ejecuta ahora.
admin-title = Panel del propietario
admin-back = Página de descarga
admin-key-hint = El panel necesita una clave API de propietario. Se guarda solo en este navegador.
admin-login-needed = No has iniciado sesión como propietario. En el servidor, ejecuta "npm run owner-link" (el registro de arranque también muestra uno) y abre en este navegador el enlace que imprime: sirve una vez, durante 15 minutos.
admin-status-signing-in = Iniciando sesión…
admin-status-loading = Cargando…
admin-updated = Actualizado a las { $time }

## Lo que se ejecuta ahora.

admin-running = En curso
admin-running-none = No hay nada en curso.
admin-job-untitled = Título aún desconocido
admin-job-playlist = lista
admin-job-who = { $name } desde { $surface }
admin-job-instance = en { $instance }
admin-job-elapsed = desde hace { CLOCK($seconds) }
admin-job-sent = { $size } enviados
admin-job-percent = { $percent } %
admin-surface-telegram = Telegram
admin-surface-discord = Discord
admin-surface-http = la API
admin-surface-web = la página web
admin-cancel = Cancelar
admin-cancel-named = Cancelar «{ $title }»
admin-cancelling = Cancelando…
admin-status-cancel-ended = Esa descarga ya había terminado.

## Los últimos 30 días.

admin-days = Los últimos 30 días
admin-total-downloads = Descargas
admin-total-bytes = Datos enviados
admin-total-failed = Fallidas
admin-total-first-byte = Tiempo hasta el primer byte, mediana
admin-no-data = aún sin datos
admin-first-byte-p90 = 9 de cada 10 en menos de { $time }
admin-first-byte-p99 = 99 de cada 100 en menos de { $time }
admin-first-byte-count =
    { $count ->
        [one] de { $count } descarga
       *[other] de { $count } descargas
    }
admin-chart-downloads = Descargas por día
admin-chart-bytes = Datos enviados por día
admin-chart-first-byte = Tiempo hasta el primer byte por día
admin-legend-median = mediana
admin-legend-p90 = 9 de cada 10
admin-chart-tip = { $day }: { $value }
admin-days-table = Cifras por día
admin-col-day = Día
admin-col-downloads = Descargas
admin-col-failed = Fallidas
admin-col-bytes = Datos enviados
admin-col-p50 = Primer byte, mediana
admin-col-p90 = Primer byte, 9 de 10

## Las listas de los 30 días.

admin-sites = Sitios principales
admin-users = Usuarios principales
admin-outcomes = Cómo terminaron las descargas
admin-error-codes = Códigos de error
admin-none = Nada en estos 30 días.
admin-rank-downloads =
    { $count ->
        [one] { $count } descarga
       *[other] { $count } descargas
    }
admin-outcome-ok = Terminadas
admin-outcome-error = Fallidas
admin-outcome-cancelled = Canceladas
admin-outcome-interrupted = Interrumpidas
admin-outcome-running = Aún en curso

## yt-dlp, que lee los sitios.

admin-ytdlp-version = Versión
admin-ytdlp-age =
    { $days ->
        [0] publicada hoy
        [one] publicada hace { $days } día
       *[other] publicada hace { $days } días
    }
admin-ytdlp-stale = Este yt-dlp es antiguo: los sitios cambian y una versión vieja deja de funcionar con ellos.
admin-ytdlp-fixed = El servidor no puede actualizar este yt-dlp por sí mismo; actualízalo donde se instaló.
admin-ytdlp-update = Actualizar yt-dlp
admin-ytdlp-updating = Actualizando…

## Sites that refuse this server (src/refusals): each line comes from the server in the page's language.

admin-refusals-heading = Sitios que rechazan este servidor
admin-refusals-none = Ningún sitio ha rechazado este servidor últimamente.

admin-cookies-heading = Conjuntos de cookies
admin-cookies-none = No hay ningún conjunto de cookies.
admin-cookies-add = Añadir un cookies.txt
admin-cookies-line = { $sites }: { $count } cookies, primera caducidad { $expiry }, último uso { $used } ({ $outcome })
admin-cookies-remove = Quitar

## YouTube's chain (the same as /api/health's youtube) and the canary's watched links.

admin-youtube-heading = La cadena de YouTube
admin-youtube-runtime = Entorno de JavaScript: { $runtime }
admin-youtube-solver = Scripts de resolución (yt-dlp-ejs): { $state }
admin-youtube-provider = Proveedor de PO token: { $state } (plugin { $plugin })
admin-youtube-cookies = Conjuntos de cookies para YouTube: { $count }
admin-youtube-complete = No falta nada.
admin-state-installed = instalado
admin-state-missing = falta
admin-state-unknown = desconocido
admin-provider-not-set = sin configurar
admin-provider-down = configurado, no responde
admin-provider-up = responde
admin-canary-heading = Canario
admin-canary-none = No se vigila ningún enlace.
admin-canary-url = Enlace a vigilar
admin-canary-add = Vigilar
admin-canary-run = Comprobar ahora
admin-canary-remove = Quitar
admin-canary-line = { $state } · último éxito { $ok } · último fallo { $failed } ({ $what })
admin-canary-works = funciona
admin-canary-fails = falla
admin-canary-unknown = aún sin comprobar
admin-canary-strip = Las últimas 24 horas, una celda por comprobación
admin-follows-heading = Seguimientos
admin-follows-none = Nadie sigue nada.
admin-follows-line = { $user }: { $title } ({ $form }, a { $target }), próxima comprobación { $next }
admin-follows-paused = { $user }: { $title } ({ $form }, a { $target }), en pausa: { $reason }
admin-follows-remove = Quitar
