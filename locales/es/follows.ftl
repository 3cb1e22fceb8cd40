## Follows (issue 46).

follow-off = Seguir enlaces está desactivado en este servidor.
follow-usage = Envía /follow con el enlace de un canal, una lista o un feed.
follow-not-a-feed = Este enlace es un solo vídeo, no un canal, una lista ni un feed. Envíalo sin /follow para descargarlo.
follow-offer = ¿Seguir «{ $title }»? Sus últimas entradas:
follow-ask-form = ¿En qué forma deben llegar aquí las entradas nuevas?
follow-form-video = Vídeo que cabe en este chat
follow-form-audio = Audio
follow-created = Siguiendo «{ $title }»: las entradas nuevas llegarán aquí como { $form }. Lo que lista ahora no se enviará.
follow-too-many = Ya sigues { $max } enlaces, el máximo permitido. Quita uno con /following primero.
follow-list = Lo que sigues ({ $count }):
follow-list-all = Todo lo que se sigue ({ $count }):
follow-list-none = Aún no sigues nada. Envía /follow con el enlace de un canal, una lista o un feed.
follow-list-none-all = Nadie sigue nada todavía.
follow-line = { $n }. { $title } — { $form }
follow-line-paused = (en pausa)
follow-remove-button = Quitar { $n }
follow-removed = Seguimiento quitado.
follow-unknown = Este seguimiento ya no existe.
follow-new-entry =
    Nuevo en «{ $follow }»: { $title }
    { $link }
follow-left = «{ $title }» tiene más entradas nuevas de las que envía una comprobación: se omitieron { $count } más antiguas.
follow-limit-skipped = «{ $title }»: se omitieron { $count } entradas nuevas, has alcanzado tu límite diario. Se restablece en { WAIT($wait) }.
follow-limit-skipped-later = «{ $title }»: se omitieron { $count } entradas nuevas, has alcanzado tu límite diario.
follow-failing = No se pudo leer «{ $title }» durante un día. Se sigue intentando, con menos frecuencia; quítalo con /following si ya no existe.
follow-paused = Las entregas de «{ $title }» se detuvieron: seguían fallando. Quítalo con /following y vuelve a seguirlo.
follow-button = Seguir
tg-command-follow = Seguir un canal, una lista o un feed
tg-command-following = Lo que sigues
tg-command-follows = Lo que sigue cada uno (propietarios)
error-follows-unknown = Ningún seguimiento tiene este id; puede que se haya quitado.
dc-command-follow = Seguir un canal, una lista o un feed
dc-command-following = Lo que sigues
dc-command-follows = Lo que sigue cada uno (propietarios)
