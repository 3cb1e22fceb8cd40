## Follows (issue 46).

follow-off = Seguir links está desativado neste servidor.
follow-usage = Envie /follow com o link de um canal, playlist ou feed.
follow-not-a-feed = Este link é um único vídeo, não um canal, playlist ou feed. Envie-o sem /follow para baixá-lo.
follow-offer = Seguir “{ $title }”? Suas entradas mais recentes:
follow-ask-form = Em que forma as novas entradas devem chegar aqui?
follow-form-video = Vídeo que cabe neste chat
follow-form-audio = Áudio
follow-created = Seguindo “{ $title }”: novas entradas chegarão aqui como { $form }. O que ele lista agora não será enviado.
follow-too-many = Você já segue { $max } links, o máximo permitido. Remova um com /following primeiro.
follow-list = O que você segue ({ $count }):
follow-list-all = Tudo o que é seguido ({ $count }):
follow-list-none = Você ainda não segue nada. Envie /follow com o link de um canal, playlist ou feed.
follow-list-none-all = Ninguém segue nada ainda.
follow-line = { $n }. { $title } — { $form }
follow-line-paused = (pausado)
follow-remove-button = Remover { $n }
follow-removed = Seguimento removido.
follow-unknown = Este seguimento já não existe.
follow-new-entry =
    Novo em “{ $follow }”: { $title }
    { $link }
follow-left = “{ $title }” tem mais entradas novas do que uma verificação envia: { $count } mais antigas ficaram de fora.
follow-limit-skipped = “{ $title }”: { $count } entradas novas foram puladas, seu limite diário foi atingido. Ele é zerado em { WAIT($wait) }.
follow-limit-skipped-later = “{ $title }”: { $count } entradas novas foram puladas, seu limite diário foi atingido.
follow-failing = Não foi possível ler “{ $title }” por um dia. Ainda é tentado, com menos frequência; remova-o com /following se ele sumiu.
follow-paused = As entregas de “{ $title }” pararam: continuavam falhando. Remova-o com /following e siga-o de novo.
follow-button = Seguir
tg-command-follow = Seguir um canal, playlist ou feed
tg-command-following = O que você segue
tg-command-follows = O que todos seguem (donos)
error-follows-unknown = Nenhum seguimento tem este id; talvez tenha sido removido.
dc-command-follow = Seguir um canal, playlist ou feed
dc-command-following = O que você segue
dc-command-follows = O que todos seguem (donos)
