## The API's and the bots' error sentences. The `code` beside each stays English.

error-internal = Something went wrong on the server. Please try again later.
error-metrics-local-only = Metrikler yalnızca bu makineye sunulur; başka bir yerden okumak için METRICS_TOKEN ayarlayın.
error-metrics-token-required = Geçerli bir metrik belirteci gerekli: "Authorization: Bearer <METRICS_TOKEN>" gönderin.
