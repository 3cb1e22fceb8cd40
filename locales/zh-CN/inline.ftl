## Inline mode: `@bot <link>` in any chat. { $bot } is the bot's username; `<link>` stays as it is.
tg-inline-help-title = 在这里分享视频或歌曲
tg-inline-help = 在我的名字后面输入链接（http 或 https）：@{ $bot } <link>。我会提供视频和声音，可直接发送到这个聊天。
tg-inline-refused-title = 无法完成
tg-inline-no-storage = 此机器人未设置在其他聊天中分享文件。请改为在私聊中把链接发给我。
tg-inline-still-looking-title = 仍在查询…
tg-inline-still-looking = 我还在读取这个链接。稍后在它后面输入一个空格即可看到选项。
tg-inline-playlist = 这是一个播放列表。请在私聊中发给我，以便从中选择条目。
tg-inline-nothing = 这个链接的内容都无法在这里发送。请在私聊中发给我以查看所有格式。
tg-inline-preparing =
    { $title }
    { $label }：准备中…
tg-inline-preparing-hint = 选择后需要一点时间准备。
tg-inline-other-formats = 其他格式
tg-inline-expired = 这些选项已过期。请重新输入链接。
