## The API's and the bots' error sentences. The `code` beside each stays English.

error-internal = Something went wrong on the server. Please try again later.
error-metrics-local-only = 指标只提供给本机；要从其他地方读取，请设置 METRICS_TOKEN。
error-metrics-token-required = 需要有效的指标令牌：请发送 "Authorization: Bearer <METRICS_TOKEN>"。
