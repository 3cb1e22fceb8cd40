## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = That does not look like a link I can open. Send a full http(s) link.
error-code-url-not-allowed = Links to private or local network addresses are not allowed.
error-code-invalid-selector = That format choice is not valid.
error-code-invalid-request = That request is not valid.
error-code-unsupported-url = This link is not supported: I found no media on that page.
error-code-no-media = I found no downloadable media at this link.
error-code-live-stream = That is a live stream. I only fetch recorded media; send the link again once the broadcast has ended.
error-code-media-unavailable = The media is unavailable (removed, private or restricted).
error-code-unreachable = The site could not be reached. Try again later.
error-code-extraction-failed = I could not read the media from this link.
error-code-format-not-available = That format is not available any more. Send the link again for a fresh list.
error-code-processing-failed = The file could not be converted.
error-code-too-large = The file is too large for this server.
error-code-queue-full = I am busy with other downloads. Please try again in a minute.
error-code-timeout = That took too long and was stopped.
error-code-cancelled = Cancelled.
error-code-tool-failed = Something went wrong on the server. Please try again later.
error-code-disk-full = The server is out of disk space. Please try again later.
error-code-internal = Something went wrong on the server. Please try again later.
