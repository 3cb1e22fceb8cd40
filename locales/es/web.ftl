## La página web (src/web). Los tiempos se escriben con cifras latinas y punto (1:20, 80.5): el servidor solo lee eso.

web-page =
    .content = Pega un enlace a una página de vídeo o audio y descárgalo.
web-language =
    .aria-label = Idioma
    .title = Idioma
web-url-label = Enlace a una página de vídeo o audio
web-url =
    .placeholder = https://…
web-lookup = Buscar
web-key-label = Clave de API
web-key-hint = Este servidor necesita una clave de API. Solo se guarda en este navegador.
web-key-use = Usar esta clave
web-card-title = Contenido
web-clip = Solo una parte
web-clip-from = Desde
web-clip-to = Hasta
web-clip-end =
    .placeholder = final
web-clip-hint = Tiempos como 1:20 u 80.5 segundos. Deja ambos vacíos para descargarlo entero.
web-formats = Formatos
web-sound = Audio
web-sound-original = { $language } (original)
web-forget-key = Olvidar la clave de API
web-api-reference = Referencia de la API

web-status-paste-first = Primero pega un enlace.
web-status-looking-up = Buscando…
web-status-key-needed = Introduce la clave de API para continuar.
web-status-key-refused = Esa clave de API no se aceptó.
web-status-key-removed = La clave de API se eliminó de este navegador.
web-status-preparing = Preparando { $name }…
web-status-started = { $name }: la descarga ha empezado. Los archivos combinados o convertidos pueden tardar unos segundos en comenzar.
web-error-page = Algo salió mal en esta página. Recárgala e inténtalo de nuevo.
web-error-network = No se pudo conectar con el servidor. Comprueba la conexión e inténtalo de nuevo.
web-error-status = El servidor respondió { $status }.

web-clip-error-from-format = Desde: escribe un tiempo como 1:20 u 80.5.
web-clip-error-to-format = Hasta: escribe un tiempo como 1:20 u 80.5.
web-clip-error-from-end = Desde: el contenido termina en { CLOCK($seconds) }.
web-clip-error-to-end = Hasta: el contenido termina en { CLOCK($seconds) }.
web-clip-error-order = «Hasta» debe ser posterior a «Desde».
web-part = { $format }, { CLOCK($from) }–{ CLOCK($to) }
web-part-to-end = { $format }, { CLOCK($from) }–final

web-group-video = Vídeo
web-group-audio = Audio
web-group-other = Otros
web-group-items = Elementos
web-group-items-first = Elementos (los primeros { $shown } de { $total })
web-group-mp3 = MP3
web-group-subtitles = Subtítulos
web-item-choose = Elegir formato
web-size = ~{ SIZE($bytes) }
web-mp3 = MP3 { $quality }
web-mp3-unit = kbit/s
web-mp3-name = MP3 { $quality } kbit/s
web-subtitles-automatic = { $lang } · automáticos
web-subtitles-name = subtítulos { $name }

## Download options' toggles beside the MP3 choices (src/options).
web-option-loudness = Igualar el volumen (MP3)
