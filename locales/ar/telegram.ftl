## The Telegram bot's own sentences (bots/telegram); the ones both bots say are in bots.ftl.

## /start and /help.
tg-help =
    أرسل لي رابط فيديو أو أغنية وسأرسل لك الملف.

    1. الصق رابطًا (في مجموعة: /dl <رابط>، أو اذكرني، أو رُدّ عليّ).
    2. اختر صيغة من الأزرار، أو معدل بت لـ MP3.
    3. انتظر قليلًا: سأعرض التقدم ويمكنك الإلغاء.

    لجزء فقط، اكتب الأوقات بعد الرابط: /dl <رابط> 1:20-2:05

    أستطيع هنا إرسال ملفات حتى { SIZE($limit) }؛ الصيغ الأكبر معلّمة بـ ⚠️.

    يعرض /usage ما استخدمته اليوم وحدودك.
    يغيّر /language اللغة التي أتحدث بها.

## The command menu (at most 256 characters each).
tg-command-dl = تنزيل من رابط: /dl <رابط> [1:20-2:05 لمقطع]
tg-command-usage = استخدامك اليوم وحدودك
tg-command-help = كيفية استخدام هذا البوت
tg-command-start = ابدأ
tg-command-language = تغيير لغة البوت
tg-command-stats = استخدام الجميع (المالكون)
tg-command-allow = السماح لمستخدم: /allow <id> (المالكون)
tg-command-block = حظر مستخدم: /block <id> (المالكون)
tg-command-update = إصدار yt-dlp وتحديثه (المالكون)

## Links and cards.
tg-no-link = أرسل لي رابطًا (http أو https) لفيديو أو أغنية.
tg-several-links = في رسالتك عدة روابط؛ أخذت الأول.
tg-looking-up = جارٍ البحث…
tg-card-choose = اختر صيغة:
tg-card-too-large = ⚠️ = أكبر من { SIZE($limit) } التي أستطيع إرسالها هنا.
tg-not-your-card = وحده من أرسل الرابط يستطيع استخدام هذه الأزرار.
tg-card-expired = انتهت صلاحية هذه الأزرار. أرسل الرابط مرة أخرى لقائمة جديدة.
tg-back-button = ◀ رجوع

## A download.
tg-starting = { $label }: جارٍ البدء…
tg-progress-queued = { $label }: بانتظار مكان شاغر ({ $ahead } قبله)…
tg-too-large-answer = { $label }: أكبر من أن يُرسل هنا
tg-cancel-button = إلغاء
tg-progress-downloading = { $label }: جارٍ التنزيل… { $percent }٪
tg-progress-downloading-bytes = { $label }: جارٍ التنزيل… { SIZE($bytes) }
tg-progress-converting = { $label }: جارٍ التحويل…
tg-progress-compressing = { $label }: جارٍ الضغط… { $percent }٪
tg-progress-uploading = { $label }: جارٍ رفع { SIZE($bytes) }…
tg-send-unconfirmed = لم يؤكد تيليجرام أن الملف أُرسل، لذلك لم أرسله مرة أخرى (ربما وصل). إن لم يكن هنا، فحاول مرة أخرى.

## Owners' commands.
tg-not-owner = هذا الأمر لمالكي هذا البوت.
tg-access-usage = الاستخدام: /{ $command } <معرّف مستخدم تيليجرام> أو /{ $command } platform:id
tg-access-allowed = أصبح { $identity } مسموحًا له.
tg-access-blocked = أصبح { $identity } محظورًا.
tg-access-allow-list-active = الآن لا يستطيع استخدام البوت إلا المستخدمون المسموح لهم والمالكون.

## /language.
tg-language-choose = اختر اللغة التي أتحدث بها معك:
tg-language-choose-chat = اختر اللغة التي أتحدث بها في هذه المجموعة:
tg-language-unknown = لا أعرف اللغة "{ $code }". اختر واحدة من هذه:
tg-language-set = من الآن أتحدث معك بـ{ $language }.
tg-language-set-chat = من الآن أتحدث في هذه المجموعة بـ{ $language }.
tg-language-admins-only = وحدهم مشرفو المجموعة يستطيعون تغيير اللغة التي أتحدث بها هنا.
