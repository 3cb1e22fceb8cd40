## Inline mode: `@bot <link>` in any chat. { $bot } is the bot's username; `<link>` stays as it is.
tg-inline-help-title = Comparte un vídeo o una canción aquí
tg-inline-help = Escribe un enlace (http o https) después de mi nombre: @{ $bot } <link>. Te ofrezco el vídeo y el sonido, listos para enviar a este chat.
tg-inline-refused-title = No es posible
tg-inline-no-storage = Compartir archivos en otros chats no está configurado en este bot. Envíame el enlace en un chat privado.
tg-inline-still-looking-title = Todavía buscando…
tg-inline-still-looking = Todavía estoy leyendo este enlace. Escribe un espacio después de él en un momento para ver las opciones.
tg-inline-playlist = Es una lista de reproducción. Envíamela en un chat privado para elegir entre sus elementos.
tg-inline-nothing = No se puede enviar nada de este enlace aquí. Envíamelo en un chat privado para ver todos sus formatos.
tg-inline-preparing =
    { $title }
    { $label }: preparando…
tg-inline-preparing-hint = La preparación tarda un momento cuando lo eliges.
tg-inline-other-formats = Otros formatos
tg-inline-expired = Estas opciones han caducado. Escribe el enlace de nuevo.
