## 网页（src/web）。时间须用半角数字和小数点书写（1:20、80.5）：服务器只识别这种写法。

web-page =
    .content = 粘贴视频或音频页面的链接即可下载。
web-language =
    .aria-label = 语言
    .title = 语言
web-url-label = 视频或音频页面的链接
web-url =
    .placeholder = https://…
web-lookup = 解析
web-key-label = API 密钥
web-key-hint = 此服务器需要 API 密钥。密钥只保存在此浏览器中。
web-key-use = 使用此密钥
web-card-title = 媒体
web-clip = 仅下载片段
web-clip-from = 开始
web-clip-to = 结束
web-clip-end =
    .placeholder = 结尾
web-clip-hint = 时间格式如 1:20 或 80.5 秒。两项都留空则下载全部。
web-formats = 格式
web-sound = 音轨
web-sound-original = { $language }（原声）
web-forget-key = 忘记 API 密钥
web-api-reference = API 参考

web-status-paste-first = 请先粘贴链接。
web-status-looking-up = 正在解析…
web-status-key-needed = 请输入 API 密钥以继续。
web-status-key-refused = 该 API 密钥未被接受。
web-status-key-removed = API 密钥已从此浏览器中移除。
web-status-preparing = 正在准备 { $name }…
web-status-started = { $name }：下载已开始。合并或转换的文件可能需要几秒钟才会开始。
web-error-page = 页面出错了。请刷新后重试。
web-error-network = 无法连接服务器。请检查网络后重试。
web-error-status = 服务器返回了 { $status }。

web-clip-error-from-format = 开始：请填写时间，如 1:20 或 80.5。
web-clip-error-to-format = 结束：请填写时间，如 1:20 或 80.5。
web-clip-error-from-end = 开始：媒体在 { CLOCK($seconds) } 处结束。
web-clip-error-to-end = 结束：媒体在 { CLOCK($seconds) } 处结束。
web-clip-error-order = 结束时间必须晚于开始时间。
web-part = { $format }，{ CLOCK($from) }–{ CLOCK($to) }
web-part-to-end = { $format }，{ CLOCK($from) }–结尾

web-group-video = 视频
web-group-audio = 音频
web-group-other = 其他
web-group-items = 条目
web-group-items-first = 条目（前 { $shown } 个，共 { $total } 个）
web-group-mp3 = MP3
web-group-subtitles = 字幕
web-item-choose = 选择格式
web-size = 约 { SIZE($bytes) }
web-mp3 = MP3 { $quality }
web-mp3-unit = kbit/s
web-mp3-name = MP3 { $quality } kbit/s
web-subtitles-automatic = { $lang } · 自动生成
web-subtitles-name = { $name } 字幕

## Download options' toggles beside the MP3 choices (src/options).
web-option-loudness = 均衡响度（MP3）
