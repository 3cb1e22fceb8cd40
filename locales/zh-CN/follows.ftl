## Follows (issue 46).

follow-off = 此服务器已关闭关注功能。
follow-usage = 发送 /follow 加上频道、播放列表或订阅源的链接。
follow-not-a-feed = 此链接是单个视频，不是频道、播放列表或订阅源。不加 /follow 发送即可下载。
follow-offer = 关注“{ $title }”？最新条目：
follow-ask-form = 新条目以哪种形式发到这里？
follow-form-video = 适合此聊天的视频
follow-form-audio = 音频
follow-created = 已关注“{ $title }”：新条目将以 { $form } 发到这里。现在已列出的不会发送。
follow-too-many = 你已关注 { $max } 个链接，已达上限。请先用 /following 移除一个。
follow-list = 你的关注（{ $count }）：
follow-list-all = 全部关注（{ $count }）：
follow-list-none = 你还没有关注任何内容。发送 /follow 加上频道、播放列表或订阅源的链接。
follow-list-none-all = 还没有人关注任何内容。
follow-line = { $n }. { $title } — { $form }
follow-line-paused = （已暂停）
follow-remove-button = 移除 { $n }
follow-removed = 已移除关注。
follow-unknown = 此关注已不存在。
follow-new-entry =
    “{ $follow }”有新内容：{ $title }
    { $link }
follow-left = “{ $title }”的新条目多于一次检查所发送的数量：已略过较旧的 { $count } 个。
follow-limit-skipped = “{ $title }”：已跳过 { $count } 个新条目，你已达到每日上限。上限将在 { WAIT($wait) } 后重置。
follow-limit-skipped-later = “{ $title }”：已跳过 { $count } 个新条目，你已达到每日上限。
follow-failing = “{ $title }”已有一天无法读取。仍会继续尝试，但频率降低；若已不存在，请用 /following 移除。
follow-paused = “{ $title }”的发送已停止：一直失败。请用 /following 移除后重新关注。
follow-button = 关注
tg-command-follow = 关注频道、播放列表或订阅源
tg-command-following = 你的关注
tg-command-follows = 所有人的关注（所有者）
error-follows-unknown = 没有此 id 的关注；它可能已被移除。
dc-command-follow = 关注频道、播放列表或订阅源
dc-command-following = 你的关注
dc-command-follows = 所有人的关注（所有者）
