## /admin 上的所有者面板（src/web/admin.html 和 admin*.ts）。

admin-page =
    .content = 此 media-fetcher 的所有者面板：下载、用户和正在运行的任务。
admin-title = 所有者面板
admin-back = 下载页面
admin-key-hint = 此面板需要所有者的 API 密钥。密钥只保存在此浏览器中。
admin-login-needed = 你尚未以所有者身份登录。请在服务器上运行 "npm run owner-link"（启动日志中也会打印一个），并在此浏览器中打开打印出的链接：它只能用一次，有效期 15 分钟。
admin-status-signing-in = 正在登录…
admin-status-loading = 正在加载…
admin-updated = 更新于 { $time }

## 正在运行的任务。

admin-running = 正在运行
admin-running-none = 当前没有正在运行的任务。
admin-job-untitled = 标题尚不清楚
admin-job-playlist = 播放列表
admin-job-who = { $name }，来自{ $surface }
admin-job-instance = 在 { $instance } 上
admin-job-elapsed = 已运行 { CLOCK($seconds) }
admin-job-sent = 已发送 { $size }
admin-job-percent = { $percent }%
admin-surface-telegram = Telegram
admin-surface-discord = Discord
admin-surface-http = API
admin-surface-web = 网页
admin-cancel = 取消
admin-cancel-named = 取消“{ $title }”
admin-cancelling = 正在取消…
admin-status-cancel-ended = 该下载已经结束了。

## 最近 30 天。

admin-days = 最近 30 天
admin-total-downloads = 下载次数
admin-total-bytes = 已发送数据
admin-total-failed = 失败
admin-total-first-byte = 首字节时间（中位数）
admin-no-data = 暂无数据
admin-first-byte-p90 = 九成在 { $time } 内
admin-first-byte-p99 = 99% 在 { $time } 内
admin-first-byte-count =
    { $count ->
       *[other] 基于 { $count } 次下载
    }
admin-chart-downloads = 每日下载次数
admin-chart-bytes = 每日发送数据
admin-chart-first-byte = 每日首字节时间
admin-legend-median = 中位数
admin-legend-p90 = 九成
admin-chart-tip = { $day }：{ $value }
admin-days-table = 每日数据
admin-col-day = 日期
admin-col-downloads = 下载次数
admin-col-failed = 失败
admin-col-bytes = 已发送数据
admin-col-p50 = 首字节，中位数
admin-col-p90 = 首字节，九成

## 30 天的排行。

admin-sites = 热门网站
admin-users = 活跃用户
admin-outcomes = 下载结果
admin-error-codes = 错误代码
admin-none = 这 30 天内没有。
admin-rank-downloads =
    { $count ->
       *[other] { $count } 次下载
    }
admin-outcome-ok = 已完成
admin-outcome-error = 失败
admin-outcome-cancelled = 已取消
admin-outcome-interrupted = 已中断
admin-outcome-running = 仍在运行

## 读取各网站的 yt-dlp。

admin-ytdlp-version = 版本
admin-ytdlp-age =
    { $days ->
        [0] 今天发布
       *[other] { $days } 天前发布
    }
admin-ytdlp-stale = 此 yt-dlp 已过旧：网站会变化，旧版本会无法处理它们。
admin-ytdlp-fixed = 服务器无法自行更新此 yt-dlp；请在安装它的地方更新。
admin-ytdlp-update = 更新 yt-dlp
admin-ytdlp-updating = 正在更新…

## Sites that refuse this server (src/refusals): each line comes from the server in the page's language.

admin-refusals-heading = 拒绝本服务器的网站
admin-refusals-none = 最近没有网站拒绝本服务器。

admin-cookies-heading = Cookie 集
admin-cookies-none = 尚未保存任何 Cookie 集。
admin-cookies-add = 添加 cookies.txt
admin-cookies-line = { $sites }：{ $count } 个 Cookie，最早过期 { $expiry }，上次使用 { $used }（{ $outcome }）
admin-cookies-remove = 删除

## YouTube's chain (the same as /api/health's youtube) and the canary's watched links.

admin-youtube-heading = YouTube 链路
admin-youtube-runtime = JavaScript 运行时：{ $runtime }
admin-youtube-solver = 解题脚本（yt-dlp-ejs）：{ $state }
admin-youtube-provider = PO 令牌提供程序：{ $state }（插件{ $plugin }）
admin-youtube-cookies = 覆盖 YouTube 的 Cookie 集：{ $count }
admin-youtube-complete = 没有缺失。
admin-state-installed = 已安装
admin-state-missing = 缺失
admin-state-unknown = 未知
admin-provider-not-set = 未设置
admin-provider-down = 已设置，无响应
admin-provider-up = 有响应
admin-canary-heading = 金丝雀
admin-canary-none = 没有受监视的链接。
admin-canary-url = 要监视的链接
admin-canary-add = 监视
admin-canary-run = 立即检查
admin-canary-remove = 移除
admin-canary-line = { $state } · 上次成功 { $ok } · 上次失败 { $failed }（{ $what }）
admin-canary-works = 可用
admin-canary-fails = 失败
admin-canary-unknown = 尚未检查
admin-canary-strip = 最近 24 小时，每次检查一格
admin-follows-heading = 关注
admin-follows-none = 还没有人关注任何内容。
admin-follows-line = { $user }：{ $title }（{ $form }，发往 { $target }），下次检查 { $next }
admin-follows-paused = { $user }：{ $title }（{ $form }，发往 { $target }），已暂停：{ $reason }
admin-follows-remove = 移除
