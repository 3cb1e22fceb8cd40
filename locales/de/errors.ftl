## The API's and the bots' error sentences. The `code` beside each stays English.

error-internal = Something went wrong on the server. Please try again later.
error-metrics-local-only = Die Metriken werden nur diesem Rechner ausgeliefert; setze METRICS_TOKEN, um sie von anderswo zu lesen.
error-metrics-token-required = Ein gültiges Metrik-Token ist nötig: sende „Authorization: Bearer <METRICS_TOKEN>“.
