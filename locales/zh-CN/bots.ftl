## Sentences both bots say (Telegram and Discord): bots/shared.

## Sizes and lengths on their own (button labels, card facts).
bot-size = { SIZE($bytes) }
bot-clock = { CLOCK($seconds) }

## A choice's name in every sentence.
bot-choice-mp3 = MP3 { $quality } kbps
bot-subtitles-button = 字幕
bot-subtitle-label = { $name }字幕（srt）
bot-subtitle-auto = { $lang }，自动
bot-subtitle-option = { $name }（{ $code }）
bot-sound-button = 音轨：{ $language }
bot-sound-option = { $name }（{ $code }）
bot-sound-original = { $language } · 原声

## Clips.
bot-clip-heading = 片段 { $range }
bot-clip-label = { $label }，片段 { $range }
bot-clip-refusal = 无法截取片段 { $range }：{ $problem }
bot-clip-unreadable-range = 无法识别时间范围“{ $written }”。请在链接后按“开始-结束”格式填写，例如 0:10-0:20 或 1:02:03-1:02:30。
bot-clip-unreadable-time = 无法识别 { $option }“{ $written }”。时间请写成 1:20、1:02:03 或秒数（80）。
bot-clip-end-needed = 此媒体未提供时长：请同时给出结束时间。

## Choosing and the upload limit.
bot-no-audio = 此媒体没有可转换的音频。
bot-over-limit = { $label }：文件太大，无法在这里发送。{ $platform } 允许机器人上传的上限为 { SIZE($limit) }。
bot-over-limit-link = 请直接下载：{ $link }
bot-over-limit-link-too-long = 直接下载链接太长，无法在这里发送。请选择更小的格式或 MP3。
bot-over-limit-advice = 请选择更小的格式或 MP3。
bot-fit-button = 压缩到 { MEGABYTES($mb) }
bot-fitted-label = { $label }，已压缩到 { MEGABYTES($mb) }
bot-fit-video-only = 只有视频格式可以压缩。
bot-fit-limit-too-small = 这里的上传上限太小，放不下视频。
bot-fit-needs-duration = 该网站未提供媒体时长，因此无法压缩到指定大小。

## How a job ends, and Cancel.
bot-cancelled = 已取消。
bot-cancelling = 正在取消…
bot-cancel-not-yours = 只有发起请求的人才能取消。
bot-cancel-ended = 此下载已经结束。
bot-restarting = 机器人正在重启，请一分钟后再试。
bot-stopped-for-restart = 已停止：机器人正在重启。请一分钟后再试。
bot-interrupted-by-crash = { $label }：已中断，机器人在运行时意外停止。按下按钮重试。
bot-try-again-button = 重试

## Playlists.
bot-playlist-facts = 播放列表 · { $count } 项 · { $platform }
bot-playlist-facts-partial = 播放列表 · { $count } 项，列出前 { $listed } 项 · { $platform }
bot-playlist-hint = 选择一项查看其格式，或将全部 { $count } 项下载为 MP3 { $quality }。
bot-playlist-none-fetchable = 这是一个包含 { $count } 项的播放列表，但其中没有可以从这里获取的内容。
bot-playlist-empty = 此播放列表为空。
bot-nested-playlist = 此项本身也是播放列表；请在列表中选择它以查看其内容。
bot-all-as-mp3 = 全部转为 MP3 { $quality }（{ $count } 个文件）
bot-batch-position = 全部转为 MP3 { $quality }：{ $position }
bot-batch-position-tally = 全部转为 MP3 { $quality }：{ $position }（已发送 { $delivered } 个，跳过 { $skipped } 个）
bot-stage-looking-up = 正在查询…
bot-stage-queued = 正在等待空闲名额（前面还有 { $ahead } 个）…
bot-stage-waiting = 每分钟的链接查询次数已用完；{ WAIT($seconds) }后继续…
bot-stage-downloading = 正在下载… { $percent }%
bot-stage-downloading-bytes = 正在下载… { SIZE($bytes) }
bot-stage-converting = 正在转换…
bot-stage-uploading = 正在上传 { SIZE($bytes) }…
bot-batch-already-running = 此播放列表的“全部转为 MP3”已在进行中：请等待完成，或先取消。
bot-batch-skipped = 已跳过 { $position }“{ $title }”：{ $why }
bot-batch-sent = 已发送 { $delivered }/{ $total } 个文件{ $skipped ->
    [0] {""}
   *[other] ，跳过 { $skipped } 个
  }
bot-batch-done = 全部转为 MP3 { $quality }：完成，{ $sent }。
bot-batch-stopped = 全部转为 MP3 { $quality }：已停止，{ $sent }。{ $reason } 其余 { $notTried } 个未下载。
bot-batch-cancelled = 全部转为 MP3 { $quality }：已取消，{ $sent }。
bot-batch-shutdown = 已停止：机器人正在重启。请一分钟后再试。（{ $sent }。）

## /usage and /stats.
bot-usage-counts = { $downloads } 次下载，{ SIZE($bytes) }，{ $lookups } 次查询
bot-usage-title = 你的用量（{ $identity }）
bot-usage-today = 今天：{ $counts }
bot-usage-last-7-days = 最近 7 天：{ $counts }
bot-usage-all-time = 累计：{ $counts }
bot-usage-owner = 你是所有者：不受任何限制。
bot-usage-resets = 今天的计数将在 { WAIT($seconds) }后重置。
bot-limits = 限制：{ $list }。
bot-limits-none = 未设置任何限制。
bot-limit-downloads-per-day = 每天 { $count } 次下载
bot-limit-mb-per-day = 每天 { $mb } MB
bot-limit-lookups-per-minute = 每分钟 { $count } 次查询
bot-limit-concurrent = 同时 { $count } 个下载
bot-limit-max-duration = 媒体时长不超过 { CLOCK($seconds) }
bot-stats-users = 用户：{ $count }
bot-stats-sites = 网站：
bot-stats-site = { $site }：{ $downloads } 次下载，{ SIZE($bytes) }
bot-stats-users-heading = 用户（最近的在前），今天 / 累计：
bot-stats-user = { $identity }：{ $today } / { $allTime } 次下载，{ SIZE($bytes) }
bot-stats-user-named = { $identity } { $name }：{ $today } / { $allTime } 次下载，{ SIZE($bytes) }
bot-stats-more = … 还有 { $count } 个

## The owners' /update.
bot-update-unavailable = 此安装不支持更新 yt-dlp。
bot-ytdlp-status = yt-dlp { $version }，已发布 { $days } 天。
bot-ytdlp-status-unknown-age = yt-dlp { $version }，发布时间未知。
bot-ytdlp-updating = 正在更新 yt-dlp…
bot-ytdlp-update-failed = yt-dlp 更新失败：{ $error }

## Download options' toggles beside the MP3 choices (src/options).
bot-option-loudness = 响度均衡
