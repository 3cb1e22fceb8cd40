## The API's and the bots' error sentences. The `code` beside each stays English.

error-internal = Something went wrong on the server. Please try again later.
error-metrics-local-only = Метрики віддаються лише цій машині; щоб читати їх з іншої, задайте METRICS_TOKEN.
error-metrics-token-required = Потрібен дійсний токен метрик: надішліть «Authorization: Bearer <METRICS_TOKEN>».
