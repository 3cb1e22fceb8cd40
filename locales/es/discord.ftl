## Discord: the bot's own words, in Spanish (English source: locales/en/discord.ftl).
## Discord shows these to es-ES and es-419 alike: neutral Spanish.

dc-command-download = Descarga un video o su audio desde un enlace
dc-command-download-url = Enlace a la página con el contenido
dc-command-download-format = Omite la elección y descarga esto directamente
dc-command-download-format-best = mejor video
dc-command-download-format-audio = audio
dc-command-download-start = Recortar desde este momento (1:20, 1:02:03 o segundos)
dc-command-download-end = Recortar hasta este momento (1:20, 1:02:03 o segundos)
dc-command-usage = Tus descargas de hoy y tus límites
dc-command-stats = Uso de todos (solo para los dueños del bot)
dc-command-update = Versión de yt-dlp y su actualización (solo para los dueños del bot)
dc-command-cookies = Añadir un cookies.txt como conjunto de cookies (solo dueños del bot, por MD)
dc-command-cookies-file = El archivo cookies.txt (formato Netscape)
dc-command-download-media = Descargar contenido

dc-not-your-card = Esta tarjeta no es tuya: usa /download para obtener la tuya.
dc-card-expired = Esta tarjeta caducó. Vuelve a enviar el enlace para obtener una nueva.
dc-no-link-in-message = Ese mensaje no tiene ningún enlace desde el que pueda descargar.
dc-reading-link = Leyendo el enlace…
dc-download-options-refused = Envíame un enlace, si quieres uno de los formatos de la lista, y tiempos de 20 caracteres como máximo.
dc-owner-only-stats = Solo el dueño de este bot puede ver las estadísticas.
dc-owner-only-update = Solo el dueño de este bot puede actualizar yt-dlp.
dc-cookies-dm-only = Envíame el archivo de cookies por mensaje directo, no en un servidor.
dc-no-video-format = Este contenido no tiene formato de video. Usa /download sin formato para ver lo que tiene.
dc-no-audio-format = Este contenido no tiene un formato de audio aparte. Prueba con format: mp3.
dc-no-audio-to-convert = Este contenido no tiene audio que convertir.

dc-field-uploader = Autor
dc-field-duration = Duración
dc-field-platform = Plataforma
dc-format-menu = Formato de video o audio
dc-format-size = ~{ SIZE($bytes) }
dc-kind-video = video
dc-kind-audio = audio
dc-kind-other = otro
dc-over-limit-link = Supera el límite de subida: recibirás un enlace
dc-over-limit = Supera el límite de subida
dc-mp3-button = MP3 { $quality }
dc-mp3-button-too-large = MP3 { $quality } (demasiado grande)
dc-fit-menu = { $fit } (recodificado más pequeño)
dc-fit-option = 🗜️ { $label } { $ext } → MP4 de menos de { SIZE($bytes) }
dc-fit-menu-hint = O elígelo en el menú «{ $fit }» de la tarjeta para obtener un MP4 más pequeño.
dc-footer-link = Límite de subida aquí: { SIZE($bytes) } (los formatos más grandes llegan como enlace de descarga).
dc-footer-no-link = Límite de subida aquí: { SIZE($bytes) } (los formatos más grandes no se pueden enviar aquí).
dc-subtitles-menu = Subtítulos (.srt)
dc-subtitles-automatic = Subtítulos automáticos, en .srt
dc-subtitles-uploaded = Subtítulos, en .srt

dc-playlist-items = Elementos
dc-playlist-items-page = Elementos, página { $page } / { $pages }

dc-cancel = Cancelar
dc-preparing = ⏳ Preparando { $label }…
dc-queued = ⏳ { $label }: esperando un hueco libre ({ $ahead } por delante)…
dc-downloading = ⏳ Descargando { $label }…
dc-converting = ⏳ Convirtiendo { $label }…
dc-compressing = ⏳ Comprimiendo { $label }…
dc-uploading = 📤 Subiendo { $label } ({ SIZE($bytes) })…
dc-progress-percent = { $percent } %
dc-delivered = ✅ { $label } · { SIZE($bytes) }
dc-playlist-starting = ⏳ { $run }: empezando…
dc-playlist-file = 🎵 { $title } · { SIZE($bytes) }
dc-late-delivery = { $title }: { $text }
