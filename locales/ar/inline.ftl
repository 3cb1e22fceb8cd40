## Inline mode: `@bot <link>` in any chat. { $bot } is the bot's username; `<link>` stays as it is.
tg-inline-help-title = شارك فيديو أو أغنية هنا
tg-inline-help = اكتب رابطًا (http أو https) بعد اسمي: @{ $bot } <link>. سأعرض الفيديو والصوت جاهزين للإرسال في هذه الدردشة.
tg-inline-refused-title = غير ممكن
tg-inline-no-storage = مشاركة الملفات في الدردشات الأخرى غير مُعدّة في هذا البوت. أرسل لي الرابط في دردشة خاصة بدلًا من ذلك.
tg-inline-still-looking-title = ما زلت أبحث…
tg-inline-still-looking = ما زلت أقرأ هذا الرابط. اكتب مسافة بعده بعد لحظة لترى الخيارات.
tg-inline-playlist = هذه قائمة تشغيل. أرسلها لي في دردشة خاصة لتختار من عناصرها.
tg-inline-nothing = لا يمكن إرسال أي شيء من هذا الرابط هنا. أرسله لي في دردشة خاصة لترى كل صيغه.
tg-inline-preparing =
    { $title }
    { $label }: جارٍ التحضير…
tg-inline-preparing-hint = يستغرق التحضير لحظة بعد أن تختاره.
tg-inline-other-formats = صيغ أخرى
tg-inline-expired = انتهت صلاحية هذه الخيارات. اكتب الرابط مرة أخرى.
