## Follows (issue 46).

follow-off = المتابعة معطّلة على هذا الخادم.
follow-usage = أرسل /follow مع رابط قناة أو قائمة تشغيل أو خلاصة.
follow-not-a-feed = هذا الرابط فيديو واحد، وليس قناة أو قائمة تشغيل أو خلاصة. أرسله دون /follow لتنزيله.
follow-offer = متابعة «{ $title }»؟ أحدث عناصرها:
follow-ask-form = بأي شكل تصل العناصر الجديدة إلى هنا؟
follow-form-video = فيديو يناسب هذه المحادثة
follow-form-audio = صوت
follow-created = تتم متابعة «{ $title }»: ستصل العناصر الجديدة إلى هنا بصيغة { $form }. لن يُرسل ما هو مدرج الآن.
follow-too-many = أنت تتابع { $max } روابط بالفعل، وهو الحد الأقصى. أزل واحدًا عبر /following أولًا.
follow-list = ما تتابعه ({ $count }):
follow-list-all = كل المتابعات ({ $count }):
follow-list-none = لا تتابع شيئًا بعد. أرسل /follow مع رابط قناة أو قائمة تشغيل أو خلاصة.
follow-list-none-all = لا أحد يتابع شيئًا بعد.
follow-line = { $n }. { $title } — { $form }
follow-line-paused = (متوقفة مؤقتًا)
follow-remove-button = إزالة { $n }
follow-removed = أُزيلت المتابعة.
follow-unknown = هذه المتابعة لم تعد موجودة.
follow-new-entry =
    جديد في «{ $follow }»: { $title }
    { $link }
follow-left = لدى «{ $title }» عناصر جديدة أكثر مما يرسله فحص واحد: تُرك { $count } من الأقدم.
follow-limit-skipped = «{ $title }»: تم تخطي { $count } من العناصر الجديدة، فقد بلغت حدك اليومي. يُعاد ضبطه بعد { WAIT($wait) }.
follow-limit-skipped-later = «{ $title }»: تم تخطي { $count } من العناصر الجديدة، فقد بلغت حدك اليومي.
follow-failing = تعذّرت قراءة «{ $title }» طوال يوم. ما زالت المحاولة مستمرة بوتيرة أقل؛ أزلها عبر /following إن لم تعد موجودة.
follow-paused = توقف إرسال «{ $title }»: ظل يفشل. أزلها عبر /following ثم تابعها من جديد.
follow-button = متابعة
tg-command-follow = متابعة قناة أو قائمة تشغيل أو خلاصة
tg-command-following = متابعاتك
tg-command-follows = متابعات الجميع (المالكون)
error-follows-unknown = لا توجد متابعة بهذا المعرّف؛ ربما أُزيلت.
dc-command-follow = متابعة قناة أو قائمة تشغيل أو خلاصة
dc-command-following = متابعاتك
dc-command-follows = متابعات الجميع (المالكون)
