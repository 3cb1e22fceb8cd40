## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = 这看起来不是我能打开的链接。请发送完整的 http(s) 链接。
error-code-url-not-allowed = 不允许使用指向私有或本地网络地址的链接。
error-code-invalid-selector = 所选格式无效。
error-code-invalid-request = 请求无效。
error-code-unsupported-url = 不支持此链接：我在该页面上没有找到媒体。
error-code-no-media = 我在此链接中没有找到可下载的媒体。
error-code-live-stream = 这是直播。我只下载已录制的媒体；请在直播结束后重新发送链接。
error-code-media-unavailable = 媒体不可用（已删除、私密或受限）。
error-code-unreachable = 无法访问该网站。请稍后再试。
error-code-extraction-failed = 我无法从此链接读取媒体。
error-code-format-not-available = 该格式已不可用。请重新发送链接以获取新的列表。
error-code-processing-failed = 文件转换失败。
error-code-too-large = 文件太大，超出了此服务器的限制。
error-code-too-many-fetches = 此媒体被拆成的片段太多，超出了一次下载允许我获取的数量。
error-code-queue-full = 我正忙于其他下载。请一分钟后再试。
error-code-timeout = 耗时过长，已停止。
error-code-cancelled = 已取消。
error-code-tool-failed = 服务器出了点问题。请稍后再试。
error-code-disk-full = 服务器磁盘空间已满。请稍后再试。
error-code-database-unavailable = 服务暂时不可用。请过几秒再试。
error-code-internal = 服务器出了点问题。请稍后再试。

## Usage refusals: the limits of this server. $wait is in seconds, said as "12 min".

refusal-user-blocked = 您已被禁止使用此服务。
refusal-user-not-allowed = 此服务为私人服务；请让其所有者允许您的 ID { $id }。
refusal-concurrent-jobs = 您已有 { $running } 个下载正在进行，已达到同时下载的上限；请等其中一个完成后再试。
refusal-downloads-per-day = 您今天已下载 { $used } 次，上限为 { $limit } 次；{ WAIT($wait) }后重置。
refusal-mb-per-day = 您今天已使用 { NUMBER($used, maximumFractionDigits: 1) }/{ MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}(其中 { MEGABYTES($held) } 被仍在进行的下载占用)
  }；{ WAIT($wait) }后重置。
refusal-file-over-mb-left = 您今天已使用 { NUMBER($used, maximumFractionDigits: 1) }/{ MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}(其中 { MEGABYTES($held) } 被仍在进行的下载占用)
  }；此文件（约 { MEGABYTES($file) }）比剩余额度多出约 { MEGABYTES($missing) }；{ WAIT($wait) }后重置。
refusal-mb-reached-while-downloading = 下载在传输 { MEGABYTES($sent) } 后停止：已达到您今天 { MEGABYTES($limit) } 的上限；{ WAIT($wait) }后重置。
refusal-info-per-minute = 您已使用每分钟 { $limit } 次链接查询中的 { $used } 次；请在 { WAIT($wait) }后再试。
refusal-max-duration = 此媒体时长为 { CLOCK($duration) }，超过了允许的 { CLOCK($limit) }。

## The API's error sentences (each said in the client's Accept-Language; the code stays English).
error-clip-end-required = 必须提供 end：此媒体的时长未知。
error-head-only = 仅请求了响应头（HEAD）。
error-download-too-long = 下载耗时过长，已停止。
error-live-stream = 这是直播；服务器只下载已录制的媒体。请在直播结束后再试。
error-no-media-found = 此链接中没有找到可下载的媒体。
error-request-cancelled = 请求已取消。
error-link-is-playlist = 此链接是播放列表；请通过其中条目各自的链接下载。
error-media-file-expired = 媒体文件不可用（可能已过期；请重新获取信息）。
error-media-not-fetched = 无法从网站获取媒体。
error-redirect-not-allowed = 网站重定向到了此服务器不会获取的链接。
error-compressed-response = 网站发送的是压缩后的文件，此服务器不转发此类文件。
error-range-inconsistent = 网站对范围请求（range）的响应前后不一致。
error-download-cancelled = 下载已取消。
error-fragment-not-fetched = 无法获取某个分片。
error-fragment-incomplete = 从网站收到的某个分片不完整。
error-playlist-not-read = 无法从网站读取播放列表。
error-link-empty = 链接为空。
error-link-not-valid = 这不是有效的链接；链接应以 http:// 或 https:// 开头。
error-link-scheme = 仅支持 http:// 和 https:// 链接。
error-link-credentials = 不支持包含用户名或密码的链接。
error-link-no-host = 链接中没有主机名。
error-host-not-resolved = 无法解析主机名。
error-media-private-address = 媒体位于私有或本地网络地址，这是不允许的。
error-tool-not-started = 服务器的某个媒体工具无法启动；所有者可在日志中查看原因。
error-extractor-output-too-large = 提取器产生的输出超出预期。
error-conversion-failed = 无法将媒体转换为所请求的文件。
error-server-busy = 服务器正忙于其他下载。请稍后再试。
error-server-restarting = 服务器正在重启。请一分钟后再试。
error-link-private-address = 该链接指向私有或本地网络地址，这是不允许的。
error-link-unsupported = 不支持此链接：该页面上没有找到媒体。
error-format-not-available = 此媒体不提供（或已不再提供）该格式。
error-media-unavailable = 媒体不可用（已删除、私密或受限）。
error-site-unreachable = 无法访问该网站。
error-media-info-unreadable = 无法从此链接读取媒体信息。
error-extractor-unreadable = 提取器返回了无法读取的内容。
error-extractor-unexpected-shape = 提取器返回的媒体信息结构不符合预期。
error-connection-broke = 文件尚未传输完成，与网站的连接就中断了。
error-subs-one-language = subs：请指定一种语言。
error-subtitle-track-not-fetched = 未能获取字幕轨道。
error-subtitle-track-empty = 此字幕轨道没有文本。
error-download-no-data = 下载未产生任何数据。
error-media-incomplete = 无法完整获取媒体。
error-download-failed = 下载失败。
error-subtitle-playlist = 此字幕轨道位于此服务器不读取的播放列表中。
error-subtitle-link-not-allowed = 字幕文件中包含此服务器不会获取的链接。
error-subtitle-too-large = 字幕轨道超出了此服务器的读取上限。
error-too-many-fetches = 此媒体被拆成的片段太多：下载已在达到此大小和时长的下载所允许的最多站点请求数时停止（已发出的请求数：{ $count }）。
error-subtitle-too-many-segments = 此字幕轨道被拆成的片段太多（片段数：{ $count }；每个轨道最多获取 { $max } 个）。
error-subtitles-not-fetched = 无法从网站获取字幕。
error-format-protocol = 该格式使用的流媒体协议此服务器不会获取。
error-clip-on-live-stream = start 和 end 不能用于直播。
error-json-content-type = 请使用 Content-Type: application/json 发送 JSON 请求体。
error-json-empty = JSON 请求体为空。
error-body-too-large = 请求体过大。
error-json-invalid = 请求体不是有效的 JSON。
error-request-not-understood = 无法理解该请求。
error-server-failed = 服务器出了点问题。
error-not-found = 未找到。
error-api-key-required = 需要有效的 API 密钥：请发送 "Authorization: Bearer <key>"。
error-link-malformed = 此下载链接格式有误：{ $why ->
    [repeated] 有参数重复。
    [escape] 查询字符串中的 "%" 不是有效的转义序列。
   *[ambiguous] 其参数无法被唯一地解析。
  }
error-target-has-hash = 请求目标不得包含 "#"（请以 %23 发送）。
error-link-invalid = 此下载链接无效：请获取新的链接。
error-link-expired = 此下载链接已过期：请获取新的链接。
error-host-not-allowed = 此服务器不响应这个主机名。服务器所有者可以把该名称加入 ALLOWED_HOSTS。
error-cross-site-request = 此请求来自其他网站的页面，本服务器不会据此执行操作。
error-request-shape = 请以 JSON 发送此请求（Content-Type: application/json），或附带 Authorization 请求头。
error-owner-login-required = 只有所有者可以查看。请打开服务器上 "npm run owner-link" 打印的一次性链接，或发送 "Authorization: Bearer <token>"，令牌见 DATA_DIR/owner-token。
error-owner-link-invalid = 此登录链接无效。请在服务器上运行 "npm run owner-link" 获取新链接。
error-owner-link-expired = 此登录链接已过期（有效期 15 分钟）。请在服务器上运行 "npm run owner-link" 获取新链接。
error-owner-link-used = 此登录链接已被使用（只能用一次）。请在服务器上运行 "npm run owner-link" 获取新链接。
error-owner-link-with-keys = 此服务器使用 API 密钥：面板需要所有者的密钥，而不是登录链接。
error-usage-owner-only = 只有所有者密钥才能读取使用统计。
error-admin-owner-only = 只有所有者密钥才能使用所有者面板。
error-request-fields = 请求无效：{ $detail }
error-disk-full = 准备文件时服务器磁盘空间已满。
error-disk-too-full-for-job = 服务器当前的可用磁盘空间不足以生成此文件（约需 { MEGABYTES($mb) }）。请稍后再试。
error-file-over-server-limit = 文件超出了此服务器允许的大小（{ MEGABYTES($mb) }）。
error-step-timeout = { $step ->
    [reading] 读取链接
    [choosing] 选择格式
    [compression] 压缩
    [subtitles] 转换字幕
    [thumbnail] 获取缩略图
    [cover] 获取封面
   *[download] 下载
  }耗时过长，已停止。
error-step-cancelled = { $step ->
    [reading] 读取链接
    [choosing] 选择格式
    [compression] 压缩
    [subtitles] 转换字幕
    [thumbnail] 获取缩略图
    [cover] 获取封面
   *[download] 下载
  }已取消。
error-picture-not-fetched = 无法获取{ $picture ->
    [cover] 封面
   *[thumbnail] 缩略图
  }。
error-length-mismatch = 文件大小与声明的 { $size } 字节不符（实际收到 { $bytes } 字节）；下载不完整。
error-fit-not-small-enough = 无法将视频压缩到 { MEGABYTES($mb) } 以下；请尝试更大的大小或截取片段。
error-fit-needs-duration = fit 需要知道媒体时长，但此网站没有提供。
error-fit-too-long = 在 { MEGABYTES($mb) } 以内，视频最长只能为 { LENGTH($max) }；此视频时长为 { LENGTH($length) }。
error-fit-with-mp3 = fit 不能与 convert=mp3 同时使用。
error-fit-audio = fit 适用于视频格式；如需更小的音频文件，请使用较低音质的 convert=mp3。
error-fit-subtitles = fit 不能与字幕同时使用（subs 或 kind=subtitles）。
error-link-too-long = 链接过长（最多 { $max } 个字符）。
error-too-many-redirects = 网站重定向超过了 { $max } 次。
error-site-status = 网站对媒体文件的请求返回了 { $status }。
error-page-too-large = 页面超出了此服务器的读取上限（{ MEGABYTES($mb) }）。
error-info-too-large = 此链接的媒体信息超出了此服务器的读取上限（{ MEGABYTES($mb) }）。
error-subs-none = subs：没有 { $missing } 字幕。此媒体没有任何字幕。
error-subs-unknown = subs：没有 { $missing } 字幕。此媒体提供以下语言的字幕：{ $offered }。
error-subs-ext = 使用 kind=subtitles 时，ext 必须为 srt 或 vtt
error-subs-convert = convert 不能与 kind=subtitles 同时使用
error-subs-clip = start 和 end 不能与 kind=subtitles 同时使用
error-subs-ext-kind = ext 的 srt 和 vtt 仅适用于 kind=subtitles
error-subs-container = subs 只能封装到 { $containers } 中（不能与 convert=mp3 同时使用）
error-clip-start-negative = start 必须是不小于 0 秒的时间。
error-clip-end-before-start = end 必须晚于 start（start 为 { $start }）。
error-clip-start-past-end = start 必须早于媒体结尾（{ $length }）。
error-clip-end-past-end = end 不能超过媒体结尾（{ $length }）。
error-subs-exactly-one = kind=subtitles 要求 subs 中恰好有一种语言

## For the owners: yt-dlp's age and update, and /allow and /block.
ytdlp-advice-bundled = yt-dlp { $version } 已发布 { $days } 天；请运行 "npm run ytdlp:update"。
ytdlp-advice-container = yt-dlp { $version } 已发布 { $days } 天；请用所有者面板上的按钮更新，或在容器内运行 "node dist/src/cli/ytdlp-update.js"。
ytdlp-advice-system = yt-dlp { $version } 已发布 { $days } 天，且来自系统；请运行 "npm run setup" 为本服务安装当前版本（它优先于系统的版本），或将 YTDLP_PATH 指向更新的 yt-dlp。
ytdlp-advice-unsupported = yt-dlp { $version } 早于本服务支持的最旧版本 { $oldest }：它已无法读取 YouTube，在其他网站上也会出错。请运行 "npm run setup" 为本服务安装当前版本，或将 YTDLP_PATH 指向更新的 yt-dlp。
ytdlp-update-not-bundled = 这个 yt-dlp（{ $name }）不是本服务安装的：请用包管理器或它自己的 pip 更新，或运行 "npm run setup" 为本服务安装当前版本，然后重启。
ytdlp-update-done = yt-dlp：{ $detail }。重启后即可使用新版本。
ytdlp-update-failed = yt-dlp 无法自行更新：{ $detail }
access-owner-only = 只有所有者可以更改谁能使用此服务。
access-bad-identity = 我不认识这个用户 ID：{ $detail }
access-owner-unblockable = { $identity } 是所有者，无法封禁。

## /metrics (issue 28).
error-metrics-local-only = 指标只提供给本机；要从其他地方读取，请设置 METRICS_TOKEN。
error-metrics-token-required = 需要有效的指标令牌：请发送 "Authorization: Bearer <METRICS_TOKEN>"。

## Download options (src/options).
error-loudness-audio-only = loudness 只能均衡 MP3 的响度：请使用 convert=mp3 或 ext=mp3。
