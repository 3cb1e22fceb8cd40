## El canario: enlaces vigilados a través de toda la cadena; lo que el propietario lee de ellos.

error-canary-too-many = Se pueden vigilar como máximo { $count } enlaces; quita uno primero.
error-canary-unknown-link = Ningún enlace vigilado tiene este id; quizá se quitó.
owner-canary-fails = El enlace vigilado { $link } dejó de funcionar: { $what }. Qué hacer con cada tipo de fallo: docs/OPERATIONS.md, «What happens when… YouTube breaks».
owner-canary-works = El enlace vigilado { $link } vuelve a funcionar.
canary-outcome-ok = funciona
canary-class-unreachable = el sitio no se alcanzó (sin respuesta, o no a tiempo)
canary-class-ytdlp-too-old = yt-dlp demasiado antiguo para el sitio (actualízalo)
canary-class-other = otro error
