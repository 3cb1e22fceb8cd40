## Seguimientos por la API: por qué no llegó una entrega al webhook (el motivo de pausa que lee su dueño), los rechazos de las rutas.

webhook-reason-status = El webhook respondió HTTP { $status }.
webhook-reason-redirect = El webhook respondió con una redirección (HTTP { $status }); las redirecciones no se siguen.
webhook-reason-timeout = El webhook no respondió en { $seconds } segundos.
webhook-reason-unreachable = No se pudo contactar con el webhook.
webhook-reason-private-address = La URL del webhook apunta a una dirección de red privada o local, lo cual no está permitido.
webhook-reason-url-invalid = La URL del webhook de este seguimiento no es válida.
follow-not-found = No tienes ningún seguimiento con este id.
follow-cap-reached = Ya sigues { $max } enlaces, el máximo por usuario. Quita uno primero.
follow-not-a-list = Este enlace no lista entradas que seguir: da un canal, una lista de reproducción o un feed.
