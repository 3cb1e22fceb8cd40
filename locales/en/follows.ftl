## Follows: a channel, playlist or feed whose new entries come into the chat by themselves (issue 46).

follow-off = Follows are off on this server.
follow-usage = Send /follow with the link of a channel, playlist or feed.
follow-not-a-feed = This link is a single video, not a channel, playlist or feed. Send it without /follow to download it.
follow-offer = Follow “{ $title }”? Its latest entries:
follow-ask-form = In which form should new entries come here?
follow-form-video = Video that fits this chat
follow-form-audio = Audio
follow-created = Following “{ $title }”: new entries will come here as { $form }. What it lists now will not be sent.
follow-too-many = You already follow { $max } links, the most allowed. Remove one with /following first.
follow-list = Your follows ({ $count }):
follow-list-all = All follows ({ $count }):
follow-list-none = You follow nothing yet. Send /follow with the link of a channel, playlist or feed.
follow-list-none-all = Nobody follows anything yet.
follow-line = { $n }. { $title } — { $form }
follow-line-paused = (paused)
follow-remove-button = Remove { $n }
follow-removed = Follow removed.
follow-unknown = This follow is gone already.
follow-new-entry =
    New in “{ $follow }”: { $title }
    { $link }
follow-left = “{ $title }” has more new entries than one check sends: { $count } older ones were left out.
follow-limit-skipped = “{ $title }”: { $count } new entries were skipped, your daily limit is reached. It resets in { WAIT($wait) }.
follow-limit-skipped-later = “{ $title }”: { $count } new entries were skipped, your daily limit is reached.
follow-failing = “{ $title }” could not be read for a day. It is still tried, less often; remove it with /following if it is gone.
follow-paused = Deliveries of “{ $title }” stopped: they kept failing. Remove it with /following and follow it again.
follow-button = Follow
tg-command-follow = Follow a channel, playlist or feed
tg-command-following = Your follows
tg-command-follows = Everyone's follows (owners)
error-follows-unknown = No follow has this id; it may have been removed.
dc-command-follow = Follow a channel, playlist or feed
dc-command-following = Your follows
dc-command-follows = Everyone's follows (owners)
