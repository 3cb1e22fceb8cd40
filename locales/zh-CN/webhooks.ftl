## 通过 API 关注：Webhook 投递为何未送达（所有者看到的暂停原因），以及路由的拒绝。

webhook-reason-status = Webhook 返回了 HTTP { $status }。
webhook-reason-redirect = Webhook 返回了重定向（HTTP { $status }）；不会跟随重定向。
webhook-reason-timeout = Webhook 在 { $seconds } 秒内没有响应。
webhook-reason-unreachable = 无法连接到 Webhook。
webhook-reason-private-address = Webhook 网址指向私有或本地网络地址，这是不允许的。
webhook-reason-url-invalid = 此关注的 Webhook 网址无效。
follow-not-found = 你没有此 id 的关注。
follow-cap-reached = 你已关注 { $max } 个链接，这是每位用户的上限。请先删除一个。
follow-not-a-list = 此链接没有可关注的条目列表：请提供频道、播放列表或订阅源。
