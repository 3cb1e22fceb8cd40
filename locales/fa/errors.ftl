## The API's and the bots' error sentences. The `code` beside each stays English.

error-internal = Something went wrong on the server. Please try again later.
