## 金丝雀：受监视的链接走完整条链路；所有者读到的内容。

error-canary-too-many = 最多可以监视 { $count } 个链接；请先移除一个。
error-canary-unknown-link = 没有受监视的链接是这个 id；它可能已被移除。
owner-canary-fails = 受监视的链接 { $link } 已无法使用：{ $what }。每类故障的处理方法：docs/OPERATIONS.md，“What happens when… YouTube breaks”。
owner-canary-works = 受监视的链接 { $link } 已恢复可用。
canary-outcome-ok = 可用
canary-class-unreachable = 无法连到网站（无响应或超时）
canary-class-ytdlp-too-old = yt-dlp 对该网站来说太旧（请更新）
canary-class-other = 其他错误
