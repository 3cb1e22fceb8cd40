## The API's and the bots' error sentences. The `code` beside each stays English.

error-internal = Something went wrong on the server. Please try again later.
error-metrics-local-only = As métricas só são servidas a esta máquina; defina METRICS_TOKEN para lê-las de outra.
error-metrics-token-required = É necessário um token de métricas válido: envie "Authorization: Bearer <METRICS_TOKEN>".
