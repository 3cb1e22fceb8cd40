## موقع يرفض هذا الخادم: ما يقرؤه المستخدم وما يُبلَّغ به المالك.

error-code-site-refused = يرفض { $site } هذا الخادم الآن (يطلب منه إثبات أنه ليس روبوتًا، أو يحدّ من عدد طلباته). أُبلغ المالك؛ حاول مرة أخرى لاحقًا.
error-code-sign-in-required = لا يعرض { $site } هذا إلا لحساب مسجَّل الدخول (فيديو خاص أو للأعضاء فقط)، وهذا الخادم غير مسجَّل الدخول هناك.
error-code-age-restricted = يطلب { $site } تأكيد عمر المشاهد لهذه الوسائط، وهذا الخادم غير مسجَّل الدخول هناك.
error-code-format-blocked = وصف { $site } هذه الصيغة لكنه يرفض إرسالها إلى هذا الخادم. جرّب صيغة أخرى أو حاول مرة أخرى لاحقًا.

refusal-class-bot-check = فحص الروبوتات ("Sign in to confirm you're not a bot")
refusal-class-rate-limited = حدّ للطلبات (طلبات كثيرة جدًا من هذا الخادم)
refusal-class-sign-in = يلزم تسجيل الدخول (وسائط خاصة أو للأعضاء فقط)
refusal-class-age-check = فحص العمر
refusal-class-format-blocked = صيغة محجوبة (رُفضت بيانات الوسائط بالرمز 403)

owner-refusal-notice = رفض { $site } هذا الخادم: { $what }. عدد حالات الرفض من هذا النوع حتى الآن: { $count }. ما يساعد: ملفات تعريف الارتباط لحساب مسجَّل الدخول (/admin · npm run cookies -- add FILE · YTDLP_COOKIES_FILE)، ومزوّد رموز PO لـ YouTube، وعنوان خادم لا يعلّمه الموقع (عناوين مراكز البيانات تُعلَّم أولًا).
owner-refusal-cooling = يُجاب على عمليات البحث الجديدة في { $site } فورًا لمدة { WAIT($seconds) } بدل سؤاله مرة أخرى؛ أول بحث ينجح ينهي ذلك.
owner-refusal-line = { $site }: { $what }. حالات الرفض: { $count }؛ آخرها قبل { LENGTH($ago) }.
