## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = Eso no parece un enlace que yo pueda abrir. Envía un enlace http(s) completo.
error-code-url-not-allowed = No se permiten enlaces a direcciones de redes privadas o locales.
error-code-invalid-selector = Esa elección de formato no es válida.
error-code-invalid-request = Esa solicitud no es válida.
error-code-unsupported-url = Este enlace no es compatible: no encontré contenido multimedia en esa página.
error-code-no-media = No encontré contenido descargable en este enlace.
error-code-live-stream = Es una transmisión en directo. Solo descargo contenido grabado; vuelve a enviar el enlace cuando termine la emisión.
error-code-media-unavailable = El contenido no está disponible (eliminado, privado o restringido).
error-code-unreachable = No se pudo acceder al sitio. Inténtalo más tarde.
error-code-extraction-failed = No pude leer el contenido de este enlace.
error-code-format-not-available = Ese formato ya no está disponible. Vuelve a enviar el enlace para obtener una lista nueva.
error-code-processing-failed = No se pudo convertir el archivo.
error-code-too-large = El archivo es demasiado grande para este servidor.
error-code-too-many-fetches = Este contenido está dividido en más partes de las que puedo pedir para una sola descarga.
error-code-queue-full = Estoy ocupado con otras descargas. Inténtalo de nuevo en un minuto.
error-code-timeout = Tardó demasiado y se detuvo.
error-code-cancelled = Cancelado.
error-code-tool-failed = Algo salió mal en el servidor. Inténtalo más tarde.
error-code-disk-full = El servidor se quedó sin espacio en disco. Inténtalo más tarde.
error-code-database-unavailable = El servicio no está disponible por un momento. Inténtalo de nuevo en unos segundos.
error-code-internal = Algo salió mal en el servidor. Inténtalo más tarde.

## Usage refusals: the limits of this server. $wait is in seconds, said as "12 min".

refusal-user-blocked = Se te ha bloqueado el acceso a este servicio.
refusal-user-not-allowed = Este servicio es privado; pide a su propietario que autorice tu ID { $id }.
refusal-concurrent-jobs = Ya tienes { $running ->
    [one] { $running } descarga
   *[other] { $running } descargas
  } en curso, el máximo permitido a la vez; inténtalo de nuevo cuando termine una.
refusal-downloads-per-day = Hoy has usado { $used } de { $limit ->
    [one] { $limit } descarga
   *[other] { $limit } descargas
  }; el límite se restablece en { WAIT($wait) }.
refusal-mb-per-day = Hoy has usado { NUMBER($used, maximumFractionDigits: 1) } de { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}({ MEGABYTES($held) } de ellos ocupados por descargas aún en curso)
  }; el límite se restablece en { WAIT($wait) }.
refusal-file-over-mb-left = Hoy has usado { NUMBER($used, maximumFractionDigits: 1) } de { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}({ MEGABYTES($held) } de ellos ocupados por descargas aún en curso)
  }; este archivo (unos { MEGABYTES($file) }) necesita unos { MEGABYTES($missing) } más de lo que queda; el límite se restablece en { WAIT($wait) }.
refusal-mb-reached-while-downloading = La descarga se detuvo tras { MEGABYTES($sent) }: alcanzó tu límite diario de { MEGABYTES($limit) }; se restablece en { WAIT($wait) }.
refusal-info-per-minute = Has hecho { $used } de { $limit ->
    [one] { $limit } consulta de enlaces permitida
   *[other] { $limit } consultas de enlaces permitidas
  } por minuto; inténtalo de nuevo en { WAIT($wait) }.
refusal-max-duration = Este contenido dura { CLOCK($duration) }, más que los { CLOCK($limit) } permitidos.

## The API's error sentences (each said in the client's Accept-Language; the code stays English).
error-clip-end-required = end es obligatorio: no se conoce la duración de este contenido.
error-head-only = Solo se pidieron los encabezados (HEAD).
error-download-too-long = La descarga tardó demasiado y se detuvo.
error-live-stream = Es una transmisión en directo; el servidor solo descarga contenido grabado. Inténtalo de nuevo cuando termine la emisión.
error-no-media-found = No se encontró contenido descargable en este enlace.
error-request-cancelled = La solicitud se canceló.
error-link-is-playlist = Este enlace es una lista de reproducción; descarga cada elemento desde su propio enlace.
error-media-file-expired = El archivo multimedia no está disponible (puede que haya caducado; vuelve a pedir la información).
error-media-not-fetched = No se pudo obtener el contenido del sitio.
error-redirect-not-allowed = El sitio redirigió a un enlace que este servidor no abre.
error-compressed-response = El sitio envió el archivo comprimido, y este servidor no lo reenvía así.
error-range-inconsistent = El sitio respondió de forma incoherente a la solicitud de rango.
error-download-cancelled = La descarga se canceló.
error-fragment-not-fetched = No se pudo obtener un fragmento.
error-fragment-incomplete = Un fragmento llegó incompleto desde el sitio.
error-playlist-not-read = No se pudo leer la lista de reproducción del sitio.
error-link-empty = El enlace está vacío.
error-link-not-valid = Ese enlace no es válido; debe empezar por http:// o https://.
error-link-scheme = Solo se admiten enlaces http:// y https://.
error-link-credentials = No se admiten enlaces que contengan un nombre de usuario o una contraseña.
error-link-no-host = El enlace no tiene nombre de host.
error-host-not-resolved = No se pudo resolver el nombre de host.
error-media-private-address = El contenido está en una dirección de red privada o local, lo cual no está permitido.
error-tool-not-started = No se pudo iniciar una herramienta multimedia del servidor; el propietario encontrará el motivo en el registro.
error-extractor-output-too-large = El extractor generó más salida de la esperada.
error-conversion-failed = No se pudo convertir el contenido al archivo solicitado.
error-server-busy = El servidor está ocupado con otras descargas. Inténtalo de nuevo en breve.
error-server-restarting = El servidor se está reiniciando. Inténtalo de nuevo en un minuto.
error-link-private-address = El enlace lleva a una dirección de red privada o local, lo cual no está permitido.
error-link-unsupported = Este enlace no es compatible: no se encontró contenido multimedia en esa página.
error-format-not-available = Ese formato no está (o ya no está) disponible para este contenido.
error-media-unavailable = El contenido no está disponible (eliminado, privado o restringido).
error-site-unreachable = No se pudo acceder al sitio.
error-media-info-unreadable = No se pudo leer la información del contenido de este enlace.
error-extractor-unreadable = El extractor devolvió algo ilegible.
error-extractor-unexpected-shape = El extractor devolvió la información del contenido con una estructura inesperada.
error-connection-broke = La conexión con el sitio se cortó antes de completar el archivo.
error-subs-one-language = subs: indica un solo idioma.
error-subtitle-track-not-fetched = No se obtuvo la pista de subtítulos.
error-subtitle-track-empty = Esta pista de subtítulos no tiene texto.
error-download-no-data = La descarga no produjo datos.
error-media-incomplete = No se pudo obtener el contenido completo.
error-download-failed = La descarga falló.
error-subtitle-playlist = Esta pista de subtítulos viene en una lista de reproducción que este servidor no lee.
error-subtitle-link-not-allowed = El archivo de subtítulos contiene un enlace que este servidor no abre.
error-subtitle-too-large = La pista de subtítulos supera el tamaño que lee este servidor.
error-too-many-fetches = Este contenido está dividido en demasiadas partes: la descarga se detuvo al llegar al máximo de solicitudes al sitio que permite una descarga de su tamaño y duración (solicitudes hechas: { $count }).
error-subtitle-too-many-segments = Esta pista de subtítulos está dividida en demasiadas partes (segmentos: { $count }; se piden como máximo { $max } por pista).
error-subtitles-not-fetched = No se pudieron obtener los subtítulos del sitio.
error-format-protocol = Ese formato usa un protocolo de streaming que este servidor no descarga.
error-clip-on-live-stream = start y end no se pueden usar en una transmisión en directo.
error-json-content-type = Envía un cuerpo JSON con Content-Type: application/json.
error-json-empty = El cuerpo JSON está vacío.
error-body-too-large = El cuerpo de la solicitud es demasiado grande.
error-json-invalid = El cuerpo no es JSON válido.
error-request-not-understood = No se pudo interpretar la solicitud.
error-server-failed = Algo salió mal en el servidor.
error-not-found = No encontrado.
error-api-key-required = Se necesita una clave de API válida: envía "Authorization: Bearer <key>".
error-link-malformed = Este enlace de descarga está mal formado: { $why ->
    [repeated] hay un parámetro repetido.
    [escape] la consulta contiene un "%" que no es un escape válido.
   *[ambiguous] sus parámetros no se pueden leer de una sola manera.
  }
error-target-has-hash = El destino de la solicitud no debe contener "#" (envíalo como %23).
error-link-invalid = Este enlace de descarga no es válido: pide uno nuevo.
error-link-expired = Este enlace de descarga ha caducado: pide uno nuevo.
error-host-not-allowed = Este servidor no responde a este nombre de host. Su propietario puede añadir el nombre a ALLOWED_HOSTS.
error-cross-site-request = Esta solicitud vino de la página de otro sitio, y este servidor no actúa sobre ellas.
error-request-shape = Envía esta solicitud como JSON (Content-Type: application/json) o con una cabecera Authorization.
error-owner-login-required = Solo el propietario puede ver esto. Abre el enlace de un solo uso que imprime "npm run owner-link" en el servidor, o envía "Authorization: Bearer <token>" con el token de DATA_DIR/owner-token.
error-owner-link-invalid = Este enlace de acceso no es válido. Ejecuta "npm run owner-link" en el servidor para obtener uno nuevo.
error-owner-link-expired = Este enlace de acceso ha caducado (sirve durante 15 minutos). Ejecuta "npm run owner-link" en el servidor para obtener uno nuevo.
error-owner-link-used = Este enlace de acceso ya se usó (sirve una vez). Ejecuta "npm run owner-link" en el servidor para obtener uno nuevo.
error-owner-link-with-keys = Este servidor usa claves de API: el panel pide una clave de propietario, no un enlace de acceso.
error-usage-owner-only = Solo una clave de propietario puede leer las estadísticas de uso.
error-admin-owner-only = Solo una clave de propietario puede usar el panel del propietario.
error-request-fields = La solicitud no es válida: { $detail }
error-disk-full = El servidor se quedó sin espacio en disco al preparar el archivo.
error-disk-too-full-for-job = El servidor no tiene ahora espacio libre suficiente en disco para este archivo (necesita unos { MEGABYTES($mb) }). Inténtalo más tarde.
error-file-over-server-limit = El archivo supera el máximo que permite este servidor ({ MEGABYTES($mb) }).
error-step-timeout = { $step ->
    [reading] La lectura del enlace
    [choosing] La elección del formato
    [compression] La compresión
    [subtitles] La conversión de los subtítulos
    [thumbnail] La obtención de la miniatura
    [cover] La obtención de la portada
   *[download] La descarga
  } tardó demasiado y se detuvo.
error-step-cancelled = { $step ->
    [reading] La lectura del enlace
    [choosing] La elección del formato
    [compression] La compresión
    [subtitles] La conversión de los subtítulos
    [thumbnail] La obtención de la miniatura
    [cover] La obtención de la portada
   *[download] La descarga
  } se canceló.
error-picture-not-fetched = No se pudo obtener { $picture ->
    [cover] la portada
   *[thumbnail] la miniatura
  }.
error-length-mismatch = El archivo no tenía los { $size } bytes anunciados (llegaron { $bytes }); la descarga no está completa.
error-fit-not-small-enough = No se pudo reducir el video por debajo de { MEGABYTES($mb) }; prueba con un tamaño mayor o con un fragmento.
error-fit-needs-duration = fit necesita la duración del contenido, y este sitio no la indica.
error-fit-too-long = Con { MEGABYTES($mb) }, un video puede durar como máximo { LENGTH($max) }; este dura { LENGTH($length) }.
error-fit-with-mp3 = fit no se puede usar con convert=mp3.
error-fit-audio = fit funciona con formatos de video; para un archivo de audio más pequeño, usa convert=mp3 con una calidad más baja.
error-fit-subtitles = fit no se puede usar con subtítulos (subs o kind=subtitles).
error-link-too-long = El enlace es demasiado largo (máximo { $max ->
    [one] { $max } carácter
   *[other] { $max } caracteres
  }).
error-too-many-redirects = El sitio redirigió más de { $max ->
    [one] { $max } vez
   *[other] { $max } veces
  }.
error-site-status = El sitio respondió { $status } al pedir el archivo multimedia.
error-page-too-large = La página supera el tamaño que lee este servidor ({ MEGABYTES($mb) }).
error-info-too-large = La información del contenido de este enlace supera el tamaño que lee este servidor ({ MEGABYTES($mb) }).
error-subs-none = subs: no hay subtítulos para { $missing }. Este contenido no tiene subtítulos.
error-subs-unknown = subs: no hay subtítulos para { $missing }. Este contenido tiene subtítulos para: { $offered }.
error-subs-ext = ext debe ser srt o vtt con kind=subtitles
error-subs-convert = convert no se puede usar con kind=subtitles
error-subs-clip = start y end no se pueden usar con kind=subtitles
error-subs-ext-kind = ext srt y vtt solo sirven para kind=subtitles
error-subs-container = subs solo se puede incrustar en { $containers } (no con convert=mp3)
error-clip-start-negative = start debe ser un tiempo de 0 segundos o más.
error-clip-end-before-start = end debe ser posterior a start (start es { $start }).
error-clip-start-past-end = start debe ser anterior al final del contenido ({ $length }).
error-clip-end-past-end = end no puede pasar del final del contenido ({ $length }).
error-subs-exactly-one = kind=subtitles admite exactamente un idioma en subs

## For the owners: yt-dlp's age and update, and /allow and /block.
ytdlp-advice-bundled = yt-dlp { $version } tiene { $days } días; ejecuta "npm run ytdlp:update".
ytdlp-advice-container = yt-dlp { $version } tiene { $days } días; actualízalo con el botón del panel del propietario o ejecuta "node dist/src/cli/ytdlp-update.js" dentro del contenedor.
ytdlp-advice-system = yt-dlp { $version } tiene { $days } días y viene del sistema; ejecuta "npm run setup" para instalar uno actual para este servicio (se usa antes que el del sistema), o indica en YTDLP_PATH un yt-dlp más reciente.
ytdlp-advice-unsupported = yt-dlp { $version } es anterior a { $oldest }, la versión más antigua que admite este servicio: ya no puede leer YouTube y falla en otros sitios. Ejecuta "npm run setup" para instalar uno actual para este servicio, o indica en YTDLP_PATH un yt-dlp más reciente.
ytdlp-update-not-bundled = Este yt-dlp ({ $name }) no lo instaló este servicio: actualízalo con tu gestor de paquetes o con su propio pip, o ejecuta "npm run setup" para instalar uno actual para este servicio, y reinicia.
ytdlp-update-done = yt-dlp: { $detail }. Reinicia para usar la nueva versión.
ytdlp-update-failed = yt-dlp no pudo actualizarse: { $detail }
access-owner-only = Solo un propietario puede cambiar quién puede usar este servicio.
access-bad-identity = No conozco ese ID de usuario: { $detail }
access-owner-unblockable = { $identity } es propietario y no se puede bloquear.

## /metrics (issue 28).
error-metrics-local-only = Las métricas solo se sirven a esta máquina; define METRICS_TOKEN para leerlas desde otra.
error-metrics-token-required = Se necesita un token de métricas válido: envía "Authorization: Bearer <METRICS_TOKEN>".

## Download options (src/options).
error-loudness-audio-only = loudness solo iguala el volumen de un MP3: pide convert=mp3 o ext=mp3.
