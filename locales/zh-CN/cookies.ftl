## 所有者的 Cookie 集。

error-cookies-too-large = 此 Cookie 文件超过 { $kb } KB；请只导出需要的网站。
error-cookies-bad-line = 此 Cookie 文件的第 { $line } 行不是 cookies.txt 行（Netscape 格式：七个以制表符分隔的字段）。
error-cookies-empty = 此文件不含任何 Cookie。请从已登录该网站的浏览器导出 cookies.txt（Netscape 格式）。
error-cookies-unknown-set = 没有此 id 的 Cookie 集；它可能已被删除。
error-cookies-owner-only = 只有所有者可以添加或删除 Cookie 集。
cookies-unavailable = 此部署不提供 Cookie 集。
cookies-added = 已保存 Cookie 集：{ $sites } 的 { $count } 个 Cookie。
owner-cookies-aside = { $site } 的一个 Cookie 集被拒绝（{ $code }），暂停使用 { $hours } 小时；将尝试该网站的下一个集。如果持续发生，请从已登录的浏览器添加新的 Cookie。
owner-cookies-expiring = { $sites } 的一个 Cookie 集将在 { $days } 天内过期；请从已登录的浏览器导出新的 Cookie 并添加。
