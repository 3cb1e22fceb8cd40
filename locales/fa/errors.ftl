## The API's and the bots' error sentences. The `code` beside each stays English.

error-internal = Something went wrong on the server. Please try again later.
error-metrics-local-only = معیارها فقط به همین دستگاه ارائه می‌شوند؛ برای خواندن آن‌ها از جای دیگر، METRICS_TOKEN را تنظیم کنید.
error-metrics-token-required = یک توکن معتبر معیارها لازم است: «Authorization: Bearer <METRICS_TOKEN>» را بفرستید.
