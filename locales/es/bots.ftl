## Sentences both bots say (Telegram and Discord): bots/shared.

## Sizes and lengths on their own (button labels, card facts).
bot-size = { SIZE($bytes) }
bot-clock = { CLOCK($seconds) }

## A choice's name in every sentence.
bot-choice-mp3 = MP3 { $quality } kbps
bot-subtitles-button = Subtítulos
bot-subtitle-label = Subtítulos en { $name } (srt)
bot-subtitle-auto = { $lang }, automáticos
bot-subtitle-option = { $name } ({ $code })
bot-sound-button = Audio: { $language }
bot-sound-option = { $name } ({ $code })
bot-sound-original = { $language } · original

## Clips.
bot-clip-heading = Fragmento { $range }
bot-clip-label = { $label }, fragmento { $range }
bot-clip-refusal = No se puede cortar el fragmento { $range }: { $problem }
bot-clip-unreadable-range = No pude leer el rango «{ $written }». Escríbelo como inicio-final después del enlace, por ejemplo 0:10-0:20 o 1:02:03-1:02:30.
bot-clip-unreadable-time = No pude leer { $option } «{ $written }». Escribe un tiempo como 1:20, 1:02:03 o en segundos (80).
bot-clip-end-needed = Este contenido no indica cuánto dura: indica también un tiempo final.

## Choosing and the upload limit.
bot-no-audio = Este contenido no tiene audio que convertir.
bot-over-limit = { $label }: este archivo es demasiado grande para enviarlo aquí. { $platform } permite a los bots subir hasta { SIZE($limit) }.
bot-over-limit-link = Descárgalo directamente: { $link }
bot-over-limit-link-too-long = El enlace directo es demasiado largo para enviarlo aquí. Elige un formato más pequeño o MP3.
bot-over-limit-advice = Elige un formato más pequeño o MP3.
bot-fit-button = Ajustar a { MEGABYTES($mb) }
bot-fitted-label = { $label }, ajustado a { MEGABYTES($mb) }
bot-fit-video-only = Solo se puede ajustar un formato de vídeo.
bot-fit-limit-too-small = El límite de subida aquí es demasiado pequeño para que quepa un vídeo.
bot-fit-needs-duration = Este sitio no indica cuánto dura el contenido, así que no se puede ajustar a un tamaño.

## How a job ends, and Cancel.
bot-cancelled = Cancelado.
bot-cancelling = Cancelando…
bot-cancel-not-yours = Solo quien lo pidió puede cancelarlo.
bot-cancel-ended = Esta descarga ya terminó.
bot-restarting = El bot se está reiniciando, inténtalo de nuevo en un minuto.
bot-stopped-for-restart = Detenido: el bot se está reiniciando. Inténtalo de nuevo en un minuto.
bot-interrupted-by-crash = { $label }: interrumpido, el bot se detuvo de forma inesperada mientras se ejecutaba. Pulsa el botón para intentarlo de nuevo.
bot-try-again-button = Reintentar

## Playlists.
bot-playlist-facts = Lista · { $count ->
    [one] { $count } elemento
   *[other] { $count } elementos
  } · { $platform }
bot-playlist-facts-partial = Lista · { $count ->
    [one] { $count } elemento
   *[other] { $count } elementos
  }, se muestran los primeros { $listed } · { $platform }
bot-playlist-hint = Elige un elemento para ver sus formatos, o descarga los { $count } en MP3 { $quality }.
bot-playlist-none-fetchable = Es una lista de { $count ->
    [one] { $count } elemento
   *[other] { $count } elementos
  }, pero ninguno se puede descargar desde aquí.
bot-playlist-empty = Esta lista está vacía.
bot-nested-playlist = Este elemento es a su vez una lista; elígelo en la lista para ver su contenido.
bot-all-as-mp3 = Todo en MP3 { $quality } ({ $count ->
    [one] { $count } archivo
   *[other] { $count } archivos
  })
bot-batch-position = Todo en MP3 { $quality }: { $position }
bot-batch-position-tally = Todo en MP3 { $quality }: { $position } ({ $delivered } enviados, { $skipped } omitidos)
bot-stage-looking-up = buscando…
bot-stage-queued = esperando un hueco libre ({ $ahead } por delante)…
bot-stage-waiting = se agotaron tus consultas de enlaces por minuto; sigo en { WAIT($seconds) }…
bot-stage-downloading = descargando… { $percent } %
bot-stage-downloading-bytes = descargando… { SIZE($bytes) }
bot-stage-converting = convirtiendo…
bot-stage-uploading = subiendo { SIZE($bytes) }…
bot-batch-already-running = «Todo en MP3» ya está en marcha para esta lista: espera a que termine o cancélalo primero.
bot-batch-skipped = Omitido { $position } «{ $title }»: { $why }
bot-batch-sent = { $delivered } de { $total ->
    [one] { $total } archivo enviado
   *[other] { $total } archivos enviados
  }{ $skipped ->
    [0] {""}
   *[other] , { $skipped } omitidos
  }
bot-batch-done = Todo en MP3 { $quality }: listo, { $sent }.
bot-batch-stopped = Todo en MP3 { $quality }: detenido, { $sent }. { $reason } { $notTried ->
    [one] El otro { $notTried } no se descargó.
   *[other] Los otros { $notTried } no se descargaron.
  }
bot-batch-cancelled = Todo en MP3 { $quality }: cancelado, { $sent }.
bot-batch-shutdown = Detenido: el bot se está reiniciando. Inténtalo de nuevo en un minuto. ({ $sent }.)

## /usage and /stats.
bot-usage-counts = { $downloads ->
    [one] { $downloads } descarga
   *[other] { $downloads } descargas
  }, { SIZE($bytes) }, { $lookups ->
    [one] { $lookups } consulta
   *[other] { $lookups } consultas
  }
bot-usage-title = Tu uso ({ $identity })
bot-usage-today = Hoy: { $counts }
bot-usage-last-7-days = Últimos 7 días: { $counts }
bot-usage-all-time = Desde siempre: { $counts }
bot-usage-owner = Eres propietario: no se te aplica ningún límite.
bot-usage-resets = Los contadores de hoy se reinician en { WAIT($seconds) }.
bot-limits = Límites: { $list }.
bot-limits-none = No hay límites establecidos.
bot-limit-downloads-per-day = { $count } descargas al día
bot-limit-mb-per-day = { $mb } MB al día
bot-limit-lookups-per-minute = { $count } consultas por minuto
bot-limit-concurrent = { $count } descargas a la vez
bot-limit-max-duration = contenido de hasta { CLOCK($seconds) }
bot-stats-users = Usuarios: { $count }
bot-stats-sites = Sitios:
bot-stats-site = { $site }: { $downloads } descargas, { SIZE($bytes) }
bot-stats-users-heading = Usuarios (los más recientes primero), hoy / total:
bot-stats-user = { $identity }: { $today } / { $allTime } descargas, { SIZE($bytes) }
bot-stats-user-named = { $identity } { $name }: { $today } / { $allTime } descargas, { SIZE($bytes) }
bot-stats-more = … y { $count } más

## The owners' /update.
bot-update-unavailable = Actualizar yt-dlp no está disponible en esta instalación.
bot-ytdlp-status = yt-dlp { $version }, { $days ->
    [one] de hace { $days } día.
   *[other] de hace { $days } días.
  }
bot-ytdlp-status-unknown-age = yt-dlp { $version }, de antigüedad desconocida.
bot-ytdlp-updating = Actualizando yt-dlp…
bot-ytdlp-update-failed = No se pudo actualizar yt-dlp: { $error }

## Download options' toggles beside the MP3 choices (src/options).
bot-option-loudness = Igualar volumen
