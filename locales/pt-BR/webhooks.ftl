## Acompanhamentos pela API: por que uma entrega ao webhook não chegou (o motivo da pausa que o dono lê), as recusas das rotas.

webhook-reason-status = O webhook respondeu HTTP { $status }.
webhook-reason-redirect = O webhook respondeu com um redirecionamento (HTTP { $status }); redirecionamentos não são seguidos.
webhook-reason-timeout = O webhook não respondeu em { $seconds } segundos.
webhook-reason-unreachable = Não foi possível alcançar o webhook.
webhook-reason-private-address = A URL do webhook aponta para um endereço de rede privado ou local, o que não é permitido.
webhook-reason-url-invalid = A URL do webhook deste acompanhamento não é válida.
follow-not-found = Você não acompanha nada com este id.
follow-cap-reached = Você já acompanha { $max } links, o máximo por usuário. Remova um primeiro.
follow-not-a-list = Este link não lista entradas para acompanhar: informe um canal, uma playlist ou um feed.
