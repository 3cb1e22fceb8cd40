## The Telegram bot's own sentences (bots/telegram); the ones both bots say are in bots.ftl.

## /start and /help.
tg-help =
    发给我一个视频或歌曲的链接，我会把文件发给你。

    1. 粘贴链接（在群组中：/dl <链接>、提及我或回复我）。
    2. 用按钮选择格式，或选择 MP3 码率。
    3. 稍等片刻：我会显示进度，你也可以取消。

    只要其中一段时，在链接后写上时间：/dl <链接> 1:20-2:05。

    在这里我最多能发送 { SIZE($limit) } 的文件；更大的格式标有 ⚠️。

    /usage 显示你今天的用量和限制。
    /language 更改我使用的语言。

## The command menu (at most 256 characters each).
tg-command-dl = 从链接下载：/dl <链接> [1:20-2:05 截取片段]
tg-command-usage = 你今天的用量和限制
tg-command-help = 如何使用此机器人
tg-command-start = 开始
tg-command-language = 更改机器人的语言
tg-command-stats = 所有人的用量（所有者）
tg-command-allow = 允许用户：/allow <id>（所有者）
tg-command-block = 封禁用户：/block <id>（所有者）
tg-command-update = yt-dlp 版本与更新（所有者）

## Links and cards.
tg-no-link = 请发给我一个视频或歌曲的链接（http 或 https）。
tg-several-links = 你的消息包含多个链接；我取了第一个。
tg-looking-up = 正在查询…
tg-card-choose = 选择格式：
tg-card-too-large = ⚠️ = 超过我在这里能发送的 { SIZE($limit) }。
tg-not-your-card = 只有发送链接的人才能使用这些按钮。
tg-card-expired = 这些按钮已过期。请重新发送链接以获取新的列表。
tg-back-button = ◀ 返回

## A download.
tg-starting = { $label }：正在开始…
tg-progress-queued = { $label }：正在等待空闲名额（前面还有 { $ahead } 个）…
tg-too-large-answer = { $label }：太大，无法在这里发送
tg-cancel-button = 取消
tg-progress-downloading = { $label }：正在下载… { $percent }%
tg-progress-downloading-bytes = { $label }：正在下载… { SIZE($bytes) }
tg-progress-converting = { $label }：正在转换…
tg-progress-compressing = { $label }：正在压缩… { $percent }%
tg-progress-uploading = { $label }：正在上传 { SIZE($bytes) }…
tg-send-unconfirmed = Telegram 没有确认文件已送达，所以我没有再次发送（它可能已经在这里了）。如果没有看到，请再试一次。

## Owners' commands.
tg-not-owner = 此命令仅供机器人的所有者使用。
tg-access-usage = 用法：/{ $command } <telegram 用户 id> 或 /{ $command } 平台:id
tg-access-allowed = 已允许 { $identity }。
tg-access-blocked = 已封禁 { $identity }。
tg-access-allow-list-active = 现在只有被允许的用户和所有者可以使用此机器人。

## /language.
tg-language-choose = 选择我和你交流时使用的语言：
tg-language-choose-chat = 选择我在此群组中使用的语言：
tg-language-unknown = 我不认识语言“{ $code }”。请从以下语言中选择：
tg-language-set = 从现在起我和你说{ $language }。
tg-language-set-chat = 从现在起我在此群组中说{ $language }。
tg-language-admins-only = 只有群组管理员才能更改我在这里使用的语言。
