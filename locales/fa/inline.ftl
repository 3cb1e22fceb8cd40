## Inline mode: `@bot <link>` in any chat. { $bot } is the bot's username; `<link>` stays as it is.
tg-inline-help-title = یک ویدیو یا آهنگ را اینجا به اشتراک بگذارید
tg-inline-help = پس از نام من یک پیوند (http یا https) بنویسید: @{ $bot } <link>. ویدیو و صدا را آماده‌ی فرستادن در همین گفت‌وگو پیشنهاد می‌کنم.
tg-inline-refused-title = ممکن نیست
tg-inline-no-storage = اشتراک فایل در گفت‌وگوهای دیگر در این ربات راه‌اندازی نشده است. پیوند را در گفت‌وگوی خصوصی برایم بفرستید.
tg-inline-still-looking-title = هنوز در حال جست‌وجو…
tg-inline-still-looking = هنوز این پیوند را می‌خوانم. کمی بعد یک فاصله پس از آن بنویسید تا گزینه‌ها را ببینید.
tg-inline-playlist = این یک فهرست پخش است. آن را در گفت‌وگوی خصوصی برایم بفرستید تا از میان موارد آن انتخاب کنید.
tg-inline-nothing = هیچ چیز از این پیوند را نمی‌توان اینجا فرستاد. آن را در گفت‌وگوی خصوصی برایم بفرستید تا همه‌ی قالب‌ها را ببینید.
tg-inline-preparing =
    { $title }
    { $label }: در حال آماده‌سازی…
tg-inline-preparing-hint = آماده‌سازی پس از انتخاب کمی طول می‌کشد.
tg-inline-other-formats = قالب‌های دیگر
tg-inline-expired = این گزینه‌ها منقضی شده‌اند. پیوند را دوباره بنویسید.
