## The API's and the bots' error sentences. The `code` beside each stays English.

error-internal = Something went wrong on the server. Please try again later.
error-metrics-local-only = Las métricas solo se sirven a esta máquina; define METRICS_TOKEN para leerlas desde otra.
error-metrics-token-required = Se necesita un token de métricas válido: envía "Authorization: Bearer <METRICS_TOKEN>".
