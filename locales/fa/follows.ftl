## Follows (issue 46).

follow-off = دنبال‌کردن در این سرور خاموش است.
follow-usage = ‏/follow را با پیوند یک کانال، فهرست پخش یا فید بفرستید.
follow-not-a-feed = این پیوند یک ویدیوی تکی است، نه کانال، فهرست پخش یا فید. برای دانلود، آن را بدون /follow بفرستید.
follow-offer = «{ $title }» را دنبال می‌کنید؟ تازه‌ترین موارد آن:
follow-ask-form = موارد تازه به چه شکلی به اینجا بیایند؟
follow-form-video = ویدیویی که در این گفتگو جا شود
follow-form-audio = صدا
follow-created = «{ $title }» دنبال می‌شود: موارد تازه به شکل { $form } به اینجا می‌آیند. آنچه اکنون فهرست شده فرستاده نمی‌شود.
follow-too-many = شما هم‌اکنون { $max } پیوند را دنبال می‌کنید که بیشترین حد مجاز است. نخست یکی را با /following بردارید.
follow-list = دنبال‌شده‌های شما ({ $count }):
follow-list-all = همهٔ دنبال‌شده‌ها ({ $count }):
follow-list-none = هنوز چیزی را دنبال نمی‌کنید. /follow را با پیوند یک کانال، فهرست پخش یا فید بفرستید.
follow-list-none-all = هنوز کسی چیزی را دنبال نمی‌کند.
follow-line = { $n }. { $title } — { $form }
follow-line-paused = (متوقف)
follow-remove-button = برداشتن { $n }
follow-removed = دنبال‌کردن برداشته شد.
follow-unknown = این دنبال‌کردن دیگر وجود ندارد.
follow-new-entry =
    تازه در «{ $follow }»: { $title }
    { $link }
follow-left = «{ $title }» بیش از آنچه یک بررسی می‌فرستد مورد تازه دارد: { $count } مورد قدیمی‌تر کنار گذاشته شد.
follow-limit-skipped = «{ $title }»: { $count } مورد تازه رد شد، به سقف روزانهٔ خود رسیده‌اید. سقف تا { WAIT($wait) } دیگر از نو آغاز می‌شود.
follow-limit-skipped-later = «{ $title }»: { $count } مورد تازه رد شد، به سقف روزانهٔ خود رسیده‌اید.
follow-failing = «{ $title }» یک روز است که خوانده نمی‌شود. هنوز، با فاصلهٔ بیشتر، امتحان می‌شود؛ اگر دیگر نیست با /following آن را بردارید.
follow-paused = فرستادن «{ $title }» متوقف شد: پیوسته ناموفق بود. آن را با /following بردارید و دوباره دنبال کنید.
follow-button = دنبال کردن
tg-command-follow = دنبال کردن یک کانال، فهرست پخش یا فید
tg-command-following = دنبال‌شده‌های شما
tg-command-follows = دنبال‌شده‌های همه (مالکان)
error-follows-unknown = هیچ دنبال‌کردنی این شناسه را ندارد؛ شاید برداشته شده باشد.
dc-command-follow = دنبال کردن یک کانال، فهرست پخش یا فید
dc-command-following = دنبال‌شده‌های شما
dc-command-follows = دنبال‌شده‌های همه (مالکان)
