## The Telegram bot's own sentences (bots/telegram); the ones both bots say are in bots.ftl.

## /start and /help.
tg-help =
    Envíame un enlace a un vídeo o una canción y te enviaré el archivo.

    1. Pega un enlace (en un grupo: /dl <enlace>, mencióname o respóndeme).
    2. Elige un formato con los botones, o una tasa de bits de MP3.
    3. Espera un momento: te muestro el progreso y puedes cancelar.

    Para solo una parte, pon los tiempos después del enlace: /dl <enlace> 1:20-2:05.

    Aquí puedo enviar archivos de hasta { SIZE($limit) }; los formatos más grandes llevan ⚠️.

    /usage muestra cuánto has usado hoy y tus límites.
    /language cambia el idioma en el que hablo.

## The command menu (at most 256 characters each).
tg-command-dl = Descargar de un enlace: /dl <enlace> [1:20-2:05 para un fragmento]
tg-command-usage = Tu uso de hoy y tus límites
tg-command-help = Cómo usar este bot
tg-command-start = Empezar
tg-command-language = Cambiar el idioma del bot
tg-command-stats = Uso de todos (propietarios)
tg-command-allow = Permitir a un usuario: /allow <id> (propietarios)
tg-command-block = Bloquear a un usuario: /block <id> (propietarios)
tg-command-update = Versión de yt-dlp y actualización (propietarios)

## Links and cards.
tg-no-link = Envíame un enlace (http o https) a un vídeo o una canción.
tg-several-links = Tu mensaje tiene varios enlaces; tomé el primero.
tg-looking-up = Buscando…
tg-card-choose = Elige un formato:
tg-card-too-large = ⚠️ = más de los { SIZE($limit) } que puedo enviar aquí.
tg-not-your-card = Solo quien envió el enlace puede usar estos botones.
tg-card-expired = Estos botones han caducado. Envía el enlace de nuevo para obtener una lista nueva.
tg-back-button = ◀ Atrás

## A download.
tg-starting = { $label }: empezando…
tg-progress-queued = { $label }: esperando un hueco libre ({ $ahead } por delante)…
tg-too-large-answer = { $label }: demasiado grande para enviarlo aquí
tg-cancel-button = Cancelar
tg-progress-downloading = { $label }: descargando… { $percent } %
tg-progress-downloading-bytes = { $label }: descargando… { SIZE($bytes) }
tg-progress-converting = { $label }: convirtiendo…
tg-progress-compressing = { $label }: comprimiendo… { $percent } %
tg-progress-uploading = { $label }: subiendo { SIZE($bytes) }…
tg-send-unconfirmed = Telegram no confirmó que el archivo llegara, así que no lo volví a enviar (puede que ya esté aquí). Si no está, inténtalo otra vez.

## Owners' commands.
tg-not-owner = Este comando es para los propietarios de este bot.
tg-access-usage = Uso: /{ $command } <id de usuario de telegram> o /{ $command } plataforma:id
tg-access-allowed = { $identity } ahora está permitido.
tg-access-blocked = { $identity } ahora está bloqueado.
tg-access-allow-list-active = Ahora solo los usuarios permitidos y los propietarios pueden usar el bot.

## /language.
tg-language-choose = Elige el idioma en el que te hablo:
tg-language-choose-chat = Elige el idioma en el que hablo en este grupo:
tg-language-unknown = No conozco el idioma «{ $code }». Elige uno de estos:
tg-language-set = A partir de ahora te hablo en { $language }.
tg-language-set-chat = A partir de ahora hablo en { $language } en este grupo.
tg-language-admins-only = Solo los administradores del grupo pueden cambiar el idioma en el que hablo aquí.
