## The API's and the bots' error sentences. The `code` beside each stays English.

error-internal = Something went wrong on the server. Please try again later.
error-metrics-local-only = Metrik hanya disajikan untuk mesin ini; atur METRICS_TOKEN untuk membacanya dari tempat lain.
error-metrics-token-required = Token metrik yang valid diperlukan: kirim "Authorization: Bearer <METRICS_TOKEN>".
