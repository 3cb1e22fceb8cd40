## 网站拒绝本服务器：用户看到的话，以及告诉所有者的话。

error-code-site-refused = { $site } 目前拒绝本服务器（要求它证明自己不是机器人，或限制它的请求频率）。已通知所有者；请稍后再试。
error-code-sign-in-required = { $site } 只向已登录的账号显示此内容（私享视频或仅限会员的视频），而本服务器没有在那里登录。
error-code-age-restricted = { $site } 要求确认观看者的年龄才能查看此媒体，而本服务器没有在那里登录。
error-code-format-blocked = { $site } 列出了此格式，却拒绝把它发送给本服务器。请换一种格式，或稍后再试。

refusal-class-bot-check = 机器人检查（"Sign in to confirm you're not a bot"）
refusal-class-rate-limited = 频率限制（本服务器的请求过多）
refusal-class-sign-in = 需要登录（私享或仅限会员的媒体）
refusal-class-age-check = 年龄检查
refusal-class-format-blocked = 格式被封锁（媒体数据以 403 拒绝）

owner-refusal-notice = { $site } 拒绝了本服务器：{ $what }。此类拒绝至今共 { $count } 次。有帮助的做法：已登录账号的 cookies（/admin · npm run cookies -- add FILE · YTDLP_COOKIES_FILE）、为 YouTube 运行 PO token 提供程序，以及使用网站不会标记的服务器地址（数据中心的地址最先被标记）。
owner-refusal-cooling = 在 { WAIT($seconds) } 内，对 { $site } 的新查询会立即得到答复，而不再去询问它；第一次成功的查询会结束这一状态。
owner-refusal-line = { $site }：{ $what }。拒绝次数：{ $count }；最近一次在 { LENGTH($ago) } 前。
