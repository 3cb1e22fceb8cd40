## The API's and the bots' error sentences. The `code` beside each stays English.

error-internal = Something went wrong on the server. Please try again later.
error-metrics-local-only = تُقدَّم المقاييس لهذا الجهاز فقط؛ اضبط METRICS_TOKEN لقراءتها من مكان آخر.
error-metrics-token-required = يلزم رمز مقاييس صالح: أرسل "Authorization: Bearer <METRICS_TOKEN>".
