## The API's and the bots' error sentences. The `code` beside each stays English.

error-internal = Something went wrong on the server. Please try again later.
error-metrics-local-only = Метрики отдаются только этой машине; чтобы читать их с другой, задайте METRICS_TOKEN.
error-metrics-token-required = Нужен действительный токен метрик: отправьте «Authorization: Bearer <METRICS_TOKEN>».
