## Discord: the bot's own words, in Simplified Chinese (English source: locales/en/discord.ftl).

dc-command-download = 从链接下载视频或其音频
dc-command-download-url = 媒体所在页面的链接
dc-command-download-format = 跳过选择，直接下载此项
dc-command-download-format-best = 最佳视频
dc-command-download-format-audio = 音频
dc-command-download-start = 片段开始时间（1:20、1:02:03 或秒数）
dc-command-download-end = 片段结束时间（1:20、1:02:03 或秒数）
dc-command-usage = 你今天的下载量和限额
dc-command-stats = 所有人的使用情况（仅限机器人所有者）
dc-command-update = 查看并更新 yt-dlp 版本（仅限机器人所有者）
dc-command-cookies = 将 cookies.txt 添加为 Cookie 集（仅限机器人所有者，在私信中）
dc-command-cookies-file = cookies.txt 文件（Netscape 格式）
dc-command-download-media = 下载媒体

dc-not-your-card = 这张卡片不是你的：请用 /download 获取你自己的卡片。
dc-card-expired = 这张卡片已过期。请重新发送链接以获取新卡片。
dc-no-link-in-message = 这条消息里没有我能下载的链接。
dc-reading-link = 正在读取链接…
dc-download-options-refused = 请提供一个链接，可选一个列出的格式，时间最多 20 个字符。
dc-owner-only-stats = 只有此机器人的所有者才能查看统计信息。
dc-owner-only-update = 只有此机器人的所有者才能更新 yt-dlp。
dc-cookies-dm-only = 请在私信中把 Cookie 文件发给我，不要发在服务器里。
dc-no-video-format = 此媒体没有视频格式。不带格式运行 /download 可查看有哪些内容。
dc-no-audio-format = 此媒体没有单独的音频格式。请改用 format: mp3。
dc-no-audio-to-convert = 此媒体没有可转换的音频。

dc-field-uploader = 上传者
dc-field-duration = 时长
dc-field-platform = 平台
dc-format-menu = 视频或音频格式
dc-format-size = ~{ SIZE($bytes) }
dc-kind-video = 视频
dc-kind-audio = 音频
dc-kind-other = 其他
dc-over-limit-link = 超出上传限制：你将收到一个链接
dc-over-limit = 超出上传限制
dc-mp3-button = MP3 { $quality }
dc-mp3-button-too-large = MP3 { $quality }（太大）
dc-fit-menu = { $fit }（重新编码为更小的文件）
dc-fit-option = 🗜️ { $label } { $ext } → 小于 { SIZE($bytes) } 的 MP4
dc-fit-menu-hint = 也可以在卡片的“{ $fit }”菜单中选择它，得到更小的 MP4。
dc-footer-link = 此处上传限制：{ SIZE($bytes) }（更大的格式将以下载链接提供）。
dc-footer-no-link = 此处上传限制：{ SIZE($bytes) }（更大的格式无法在此发送）。
dc-subtitles-menu = 字幕（.srt）
dc-subtitles-automatic = 自动字幕，.srt 格式
dc-subtitles-uploaded = 字幕，.srt 格式

dc-playlist-items = 条目
dc-playlist-items-page = 条目，第 { $page } / { $pages } 页

dc-cancel = 取消
dc-preparing = ⏳ 正在准备 { $label }…
dc-queued = ⏳ { $label }：正在等待空闲名额（前面还有 { $ahead } 个）…
dc-downloading = ⏳ 正在下载 { $label }…
dc-converting = ⏳ 正在转换 { $label }…
dc-compressing = ⏳ 正在压缩 { $label }…
dc-uploading = 📤 正在上传 { $label }（{ SIZE($bytes) }）…
dc-progress-percent = { $percent }%
dc-delivered = ✅ { $label } · { SIZE($bytes) }
dc-playlist-starting = ⏳ { $run }：正在开始…
dc-playlist-file = 🎵 { $title } · { SIZE($bytes) }
dc-late-delivery = { $title }：{ $text }
