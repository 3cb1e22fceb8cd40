## Follows for the API: why a webhook delivery did not land (the paused reason its owner reads), the routes' refusals.

webhook-reason-status = The webhook answered HTTP { $status }.
webhook-reason-redirect = The webhook answered with a redirect (HTTP { $status }); redirects are not followed.
webhook-reason-timeout = The webhook did not answer within { $seconds } seconds.
webhook-reason-unreachable = The webhook could not be reached.
webhook-reason-private-address = The webhook URL points to a private or local network address, which is not allowed.
webhook-reason-url-invalid = The webhook URL of this follow is not valid.
follow-not-found = There is no follow of yours with this id.
follow-cap-reached = You follow { $max } links already, the most one user may follow. Remove one first.
follow-not-a-list = This link lists no entries to follow: give a channel, a playlist or a feed.
