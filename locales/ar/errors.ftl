## Errors: one short sentence per stable code (what a chat user sees),
## then the API's more precise sentences. The code beside each stays English.

error-code-invalid-url = لا يبدو هذا رابطًا أستطيع فتحه. يُرجى إرسال رابط http(s) كامل.
error-code-url-not-allowed = لا يُسمح بالروابط إلى عناوين شبكات خاصة أو محلية.
error-code-invalid-selector = اختيار الصيغة هذا غير صالح.
error-code-invalid-request = هذا الطلب غير صالح.
error-code-unsupported-url = هذا الرابط غير مدعوم: لم أجد وسائط في تلك الصفحة.
error-code-no-media = لم أجد وسائط قابلة للتنزيل في هذا الرابط.
error-code-live-stream = هذا بث مباشر. أنا أنزّل الوسائط المسجّلة فقط؛ يُرجى إرسال الرابط مجددًا بعد انتهاء البث.
error-code-media-unavailable = الوسائط غير متاحة (محذوفة أو خاصة أو مقيّدة).
error-code-unreachable = تعذّر الوصول إلى الموقع. يُرجى المحاولة لاحقًا.
error-code-extraction-failed = لم أتمكن من قراءة الوسائط من هذا الرابط.
error-code-format-not-available = هذه الصيغة لم تعد متاحة. يُرجى إرسال الرابط مجددًا للحصول على قائمة جديدة.
error-code-processing-failed = تعذّر تحويل الملف.
error-code-too-large = الملف كبير جدًا بالنسبة إلى هذا الخادم.
error-code-too-many-fetches = هذه الوسائط مقسّمة إلى أجزاء أكثر مما يُسمح لي بجلبه في تنزيل واحد.
error-code-queue-full = أنا مشغول بتنزيلات أخرى. يُرجى المحاولة مجددًا بعد دقيقة.
error-code-timeout = استغرق ذلك وقتًا طويلًا جدًا فأُوقف.
error-code-cancelled = تم الإلغاء.
error-code-tool-failed = حدث خطأ ما في الخادم. يُرجى المحاولة لاحقًا.
error-code-disk-full = نفدت مساحة القرص على الخادم. يُرجى المحاولة لاحقًا.
error-code-database-unavailable = الخدمة غير متاحة لبرهة. يُرجى المحاولة مجددًا بعد بضع ثوانٍ.
error-code-internal = حدث خطأ ما في الخادم. يُرجى المحاولة لاحقًا.

## Usage refusals: the limits of this server. $wait is in seconds, said as "12 min".

refusal-user-blocked = تم حظرك من استخدام هذه الخدمة.
refusal-user-not-allowed = هذه الخدمة خاصة؛ يُرجى الطلب من مالكها السماح للمعرّف { $id } الخاص بك.
refusal-concurrent-jobs = لديك بالفعل { $running ->
    [zero] { $running } تنزيل قيد التنفيذ
    [one] تنزيل واحد قيد التنفيذ
    [two] تنزيلان قيد التنفيذ
    [few] { $running } تنزيلات قيد التنفيذ
    [many] { $running } تنزيلًا قيد التنفيذ
   *[other] { $running } تنزيل قيد التنفيذ
  }، وهذا أقصى ما يُسمح به في وقت واحد؛ يُرجى المحاولة مجددًا عندما ينتهي أحد التنزيلات.
refusal-downloads-per-day = استخدمت اليوم { $used } من أصل { $limit ->
    [zero] { $limit } تنزيل
    [one] تنزيل واحد
    [two] تنزيلين
    [few] { $limit } تنزيلات
    [many] { $limit } تنزيلًا
   *[other] { $limit } تنزيل
  }؛ يُعاد ضبط الحد بعد { WAIT($wait) }.
refusal-mb-per-day = استخدمت اليوم { NUMBER($used, maximumFractionDigits: 1) } من أصل { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}(منها { MEGABYTES($held) } محجوزة لتنزيلات لا تزال جارية)
  }؛ يُعاد ضبط الحد بعد { WAIT($wait) }.
refusal-file-over-mb-left = استخدمت اليوم { NUMBER($used, maximumFractionDigits: 1) } من أصل { MEGABYTES($limit) }{ $held ->
    [0] {""}
   *[other] {" "}(منها { MEGABYTES($held) } محجوزة لتنزيلات لا تزال جارية)
  }؛ يحتاج هذا الملف (نحو { MEGABYTES($file) }) إلى نحو { MEGABYTES($missing) } أكثر مما تبقّى؛ يُعاد ضبط الحد بعد { WAIT($wait) }.
refusal-mb-reached-while-downloading = أُوقف التنزيل بعد { MEGABYTES($sent) }: بلغ حدك اليومي البالغ { MEGABYTES($limit) }؛ يُعاد ضبط الحد بعد { WAIT($wait) }.
refusal-info-per-minute = بلغت حد الاستعلام عن الروابط في الدقيقة: { $used } من أصل { $limit ->
    [zero] { $limit } استعلام
    [one] استعلام واحد
    [two] استعلامين
    [few] { $limit } استعلامات
    [many] { $limit } استعلامًا
   *[other] { $limit } استعلام
  }؛ يُرجى المحاولة مجددًا بعد { WAIT($wait) }.
refusal-max-duration = مدة هذه الوسائط { CLOCK($duration) }، وهي أطول من الحد المسموح به البالغ { CLOCK($limit) }.

## The API's error sentences (each said in the client's Accept-Language; the code stays English).
error-clip-end-required = المعامل end مطلوب: مدة هذه الوسائط غير معروفة.
error-head-only = طُلبت الترويسات فقط (HEAD).
error-download-too-long = استغرق التنزيل وقتًا طويلًا جدًا فأُوقف.
error-live-stream = هذا بث مباشر؛ الخادم ينزّل الوسائط المسجّلة فقط. يُرجى المحاولة مجددًا بعد انتهاء البث.
error-no-media-found = لم يُعثر على وسائط قابلة للتنزيل في هذا الرابط.
error-request-cancelled = أُلغي الطلب.
error-link-is-playlist = هذا الرابط قائمة تشغيل؛ يُرجى تنزيل أحد عناصرها عبر رابطه الخاص.
error-media-file-expired = ملف الوسائط غير متاح (ربما انتهت صلاحيته؛ يُرجى طلب المعلومات مجددًا).
error-media-not-fetched = تعذّر جلب الوسائط من الموقع.
error-redirect-not-allowed = أعاد الموقع التوجيه إلى رابط لا يجلبه هذا الخادم.
error-compressed-response = أرسل الموقع الملف مضغوطًا، وهذا الخادم لا يمرّر الملفات بهذا الشكل.
error-range-inconsistent = ردّ الموقع على طلب النطاق (range) بشكل غير متّسق.
error-download-cancelled = أُلغي التنزيل.
error-fragment-not-fetched = تعذّر جلب أحد الأجزاء.
error-fragment-incomplete = وصل أحد الأجزاء من الموقع ناقصًا.
error-playlist-not-read = تعذّرت قراءة قائمة التشغيل من الموقع.
error-link-empty = الرابط فارغ.
error-link-not-valid = هذا ليس رابطًا صالحًا؛ يجب أن يبدأ بـ http:// أو https://.
error-link-scheme = الروابط المدعومة هي http:// و https:// فقط.
error-link-credentials = الروابط التي تتضمن اسم مستخدم أو كلمة مرور غير مدعومة.
error-link-no-host = لا يتضمن الرابط اسم مضيف.
error-host-not-resolved = تعذّر تحليل اسم المضيف.
error-media-private-address = الوسائط موجودة على عنوان شبكة خاصة أو محلية، وهذا غير مسموح به.
error-tool-not-started = تعذّر تشغيل إحدى أدوات الوسائط على الخادم؛ سيجد المالك السبب في السجل.
error-extractor-output-too-large = أنتج المستخرِج مخرجات أكثر من المتوقع.
error-conversion-failed = تعذّر تحويل الوسائط إلى الملف المطلوب.
error-server-busy = الخادم مشغول بتنزيلات أخرى. يُرجى المحاولة مجددًا بعد قليل.
error-server-restarting = يُعاد تشغيل الخادم الآن. يُرجى المحاولة مجددًا بعد دقيقة.
error-link-private-address = يؤدي الرابط إلى عنوان شبكة خاصة أو محلية، وهذا غير مسموح به.
error-link-unsupported = هذا الرابط غير مدعوم: لم يُعثر على وسائط في تلك الصفحة.
error-format-not-available = هذه الصيغة غير متاحة لهذه الوسائط (أو لم تعد متاحة).
error-media-unavailable = الوسائط غير متاحة (محذوفة أو خاصة أو مقيّدة).
error-site-unreachable = تعذّر الوصول إلى الموقع.
error-media-info-unreadable = تعذّرت قراءة معلومات الوسائط من هذا الرابط.
error-extractor-unreadable = أعاد المستخرِج بيانات غير مقروءة.
error-extractor-unexpected-shape = أعاد المستخرِج معلومات الوسائط ببنية غير متوقعة.
error-connection-broke = انقطع الاتصال بالموقع قبل اكتمال الملف.
error-subs-one-language = subs: يُرجى تحديد لغة واحدة.
error-subtitle-track-not-fetched = لم يُجلب مسار الترجمة.
error-subtitle-track-empty = مسار الترجمة هذا لا يحتوي على نص.
error-download-no-data = لم ينتج التنزيل أي بيانات.
error-media-incomplete = تعذّر جلب الوسائط كاملة.
error-download-failed = فشل التنزيل.
error-subtitle-playlist = يأتي مسار الترجمة هذا ضمن قائمة تشغيل لا يقرؤها هذا الخادم.
error-subtitle-link-not-allowed = يتضمن ملف الترجمة رابطًا لا يجلبه هذا الخادم.
error-subtitle-too-large = مسار الترجمة أكبر مما يقرؤه هذا الخادم.
error-too-many-fetches = هذه الوسائط مقسّمة إلى أجزاء كثيرة جدًا: أُوقف التنزيل عند الحد الأقصى من الطلبات إلى الموقع المسموح به لتنزيل بهذا الحجم وهذه المدة (عدد الطلبات المُرسلة: { $count }).
error-subtitle-too-many-segments = مسار الترجمة هذا مقسّم إلى أجزاء كثيرة جدًا (عدد المقاطع: { $count }؛ يُجلب { $max } مقطعًا على الأكثر للمسار الواحد).
error-subtitles-not-fetched = تعذّر جلب الترجمة من الموقع.
error-format-protocol = تستخدم هذه الصيغة بروتوكول بث لا يجلبه هذا الخادم.
error-clip-on-live-stream = لا يمكن استخدام start و end مع بث مباشر.
error-json-content-type = يُرجى إرسال متن JSON مع Content-Type: application/json.
error-json-empty = متن JSON فارغ.
error-body-too-large = متن الطلب كبير جدًا.
error-json-invalid = المتن ليس JSON صالحًا.
error-request-not-understood = تعذّر فهم الطلب.
error-server-failed = حدث خطأ ما في الخادم.
error-not-found = غير موجود.
error-api-key-required = يلزم مفتاح API صالح: يُرجى إرسال "Authorization: Bearer <key>".
error-link-malformed = رابط التنزيل هذا مشوّه: { $why ->
    [repeated] أحد المعاملات مكرر.
    [escape] تحتوي سلسلة الاستعلام على "%" لا يشكّل ترميز escape صالحًا.
   *[ambiguous] لا يمكن قراءة معاملاته بطريقة واحدة فقط.
  }
error-target-has-hash = يجب ألا يحتوي هدف الطلب على "#" (يُرجى إرساله بالصيغة %23).
error-link-invalid = رابط التنزيل هذا غير صالح: يُرجى طلب رابط جديد.
error-link-expired = انتهت صلاحية رابط التنزيل هذا: يُرجى طلب رابط جديد.
error-host-not-allowed = لا يستجيب هذا الخادم لاسم المضيف هذا. يمكن لمالكه إضافة الاسم إلى ALLOWED_HOSTS.
error-cross-site-request = جاء هذا الطلب من صفحة موقع آخر، ولا يتصرّف هذا الخادم بناءً على مثل هذه الطلبات.
error-request-shape = يُرجى إرسال هذا الطلب بصيغة JSON (Content-Type: application/json) أو مع ترويسة Authorization.
error-owner-login-required = لا يرى هذا إلا المالك. افتح الرابط ذا الاستخدام الواحد الذي يطبعه "npm run owner-link" على الخادم، أو أرسل "Authorization: Bearer <token>" مع الرمز الموجود في DATA_DIR/owner-token.
error-owner-link-invalid = رابط تسجيل الدخول هذا غير صالح. شغّل "npm run owner-link" على الخادم للحصول على رابط جديد.
error-owner-link-expired = انتهت صلاحية رابط تسجيل الدخول هذا (يعمل لمدة 15 دقيقة). شغّل "npm run owner-link" على الخادم للحصول على رابط جديد.
error-owner-link-used = استُخدم رابط تسجيل الدخول هذا من قبل (يعمل مرة واحدة). شغّل "npm run owner-link" على الخادم للحصول على رابط جديد.
error-owner-link-with-keys = يستخدم هذا الخادم مفاتيح API: تطلب اللوحة مفتاح أحد المالكين، لا رابط تسجيل دخول.
error-usage-owner-only = لا يمكن قراءة إحصاءات الاستخدام إلا بمفتاح المالك.
error-admin-owner-only = لا يمكن استخدام لوحة المالك إلا بمفتاح المالك.
error-request-fields = الطلب غير صالح: { $detail }
error-disk-full = نفدت مساحة القرص على الخادم أثناء تجهيز الملف.
error-disk-too-full-for-job = لا تتوفر على الخادم الآن مساحة قرص فارغة كافية لهذا الملف (يحتاج إلى نحو { MEGABYTES($mb) }). يُرجى المحاولة لاحقًا.
error-file-over-server-limit = الملف أكبر مما يسمح به هذا الخادم ({ MEGABYTES($mb) }).
error-step-timeout = { $step ->
    [reading] استغرقت قراءة الرابط وقتًا طويلًا جدًا فأُوقفت.
    [choosing] استغرق اختيار الصيغة وقتًا طويلًا جدًا فأُوقف.
    [compression] استغرق الضغط وقتًا طويلًا جدًا فأُوقف.
    [subtitles] استغرق تحويل الترجمة وقتًا طويلًا جدًا فأُوقف.
    [thumbnail] استغرق جلب الصورة المصغّرة وقتًا طويلًا جدًا فأُوقف.
    [cover] استغرق جلب صورة الغلاف وقتًا طويلًا جدًا فأُوقف.
   *[download] استغرق التنزيل وقتًا طويلًا جدًا فأُوقف.
  }
error-step-cancelled = { $step ->
    [reading] أُلغيت قراءة الرابط.
    [choosing] أُلغي اختيار الصيغة.
    [compression] أُلغي الضغط.
    [subtitles] أُلغي تحويل الترجمة.
    [thumbnail] أُلغي جلب الصورة المصغّرة.
    [cover] أُلغي جلب صورة الغلاف.
   *[download] أُلغي التنزيل.
  }
error-picture-not-fetched = { $picture ->
    [cover] تعذّر جلب صورة الغلاف.
   *[thumbnail] تعذّر جلب الصورة المصغّرة.
  }
error-length-mismatch = لم يكن حجم الملف { $size } بايت كما أُعلن (وصل { $bytes } بايت)؛ التنزيل غير مكتمل.
error-fit-not-small-enough = تعذّر تصغير الفيديو إلى أقل من { MEGABYTES($mb) }؛ يُرجى تجربة حجم أكبر أو مقطع من الفيديو.
error-fit-needs-duration = يحتاج fit إلى مدة الوسائط، وهذا الموقع لا يذكر مدتها.
error-fit-too-long = بحجم { MEGABYTES($mb) } لا يمكن أن تتجاوز مدة الفيديو { LENGTH($max) }؛ ومدة هذا الفيديو { LENGTH($length) }.
error-fit-with-mp3 = لا يمكن استخدام fit مع convert=mp3.
error-fit-audio = يعمل fit مع صيغ الفيديو؛ للحصول على ملف صوتي أصغر يُرجى استخدام convert=mp3 بجودة أقل.
error-fit-subtitles = لا يمكن استخدام fit مع الترجمة (subs أو kind=subtitles).
error-link-too-long = الرابط طويل جدًا (الحد الأقصى { $max ->
    [zero] { $max } حرف
    [one] حرف واحد
    [two] حرفان
    [few] { $max } أحرف
    [many] { $max } حرفًا
   *[other] { $max } حرف
  }).
error-too-many-redirects = أعاد الموقع التوجيه أكثر من { $max ->
    [zero] { $max } مرة
    [one] مرة واحدة
    [two] مرتين
    [few] { $max } مرات
    [many] { $max } مرة
   *[other] { $max } مرة
  }.
error-site-status = ردّ الموقع بالرمز { $status } على طلب ملف الوسائط.
error-page-too-large = الصفحة أكبر مما يقرؤه هذا الخادم ({ MEGABYTES($mb) }).
error-info-too-large = معلومات الوسائط لهذا الرابط أكبر مما يقرؤه هذا الخادم ({ MEGABYTES($mb) }).
error-subs-none = subs: لا توجد ترجمة بلغة { $missing }. لا تتضمن هذه الوسائط أي ترجمة.
error-subs-unknown = subs: لا توجد ترجمة بلغة { $missing }. تتوفر ترجمة هذه الوسائط باللغات: { $offered }.
error-subs-ext = يجب أن تكون قيمة ext هي srt أو vtt مع kind=subtitles
error-subs-convert = لا يمكن استخدام convert مع kind=subtitles
error-subs-clip = لا يمكن استخدام start و end مع kind=subtitles
error-subs-ext-kind = القيمتان srt و vtt للمعامل ext مخصصتان لـ kind=subtitles فقط
error-subs-container = لا يمكن دمج subs إلا في { $containers } (وليس مع convert=mp3)
error-clip-start-negative = يجب أن يكون start وقتًا لا يقل عن 0 ثانية.
error-clip-end-before-start = يجب أن يأتي end بعد start (قيمة start هي { $start }).
error-clip-start-past-end = يجب أن يكون start قبل نهاية الوسائط ({ $length }).
error-clip-end-past-end = يجب ألا يتجاوز end نهاية الوسائط ({ $length }).
error-subs-exactly-one = يتطلب kind=subtitles لغة واحدة بالضبط في subs

## For the owners: yt-dlp's age and update, and /allow and /block.
ytdlp-advice-bundled = عمر الإصدار { $version } من yt-dlp هو { $days } يومًا؛ شغّل "npm run ytdlp:update".
ytdlp-advice-container = عمر الإصدار { $version } من yt-dlp هو { $days } يومًا؛ حدّثه بالزر في لوحة المالك، أو شغّل "node dist/src/cli/ytdlp-update.js" داخل الحاوية.
ytdlp-advice-system = عمر الإصدار { $version } من yt-dlp هو { $days } يومًا وهو مثبّت من النظام؛ شغّل "npm run setup" لتثبيت إصدار حديث لهذه الخدمة (يُستخدم قبل إصدار النظام)، أو اجعل YTDLP_PATH يشير إلى yt-dlp أحدث.
ytdlp-advice-unsupported = الإصدار { $version } من yt-dlp أقدم من { $oldest }، وهو أقدم إصدار تدعمه هذه الخدمة: لم يعد يستطيع قراءة يوتيوب ويتعطل في مواقع أخرى. شغّل "npm run setup" لتثبيت إصدار حديث لهذه الخدمة، أو اجعل YTDLP_PATH يشير إلى yt-dlp أحدث.
ytdlp-update-not-bundled = نسخة yt-dlp هذه ({ $name }) لم تثبّتها هذه الخدمة: حدّثها بمدير الحزم أو بأداة pip الخاصة بها، أو شغّل "npm run setup" لتثبيت إصدار حديث لهذه الخدمة، ثم أعد التشغيل.
ytdlp-update-done = yt-dlp: { $detail }. أعد التشغيل لاستخدام الإصدار الجديد.
ytdlp-update-failed = تعذّر على yt-dlp تحديث نفسه: { $detail }
access-owner-only = المالك وحده يستطيع تغيير من يحق له استخدام هذه الخدمة.
access-bad-identity = لا أعرف معرّف المستخدم هذا: { $detail }
access-owner-unblockable = { $identity } مالك ولا يمكن حظره.

## /metrics (issue 28).
error-metrics-local-only = تُقدَّم المقاييس لهذا الجهاز فقط؛ اضبط METRICS_TOKEN لقراءتها من مكان آخر.
error-metrics-token-required = يلزم رمز مقاييس صالح: أرسل "Authorization: Bearer <METRICS_TOKEN>".

## Download options (src/options).
error-loudness-audio-only = loudness يوازن علوّ الصوت لملف MP3 فقط: اطلب convert=mp3 أو ext=mp3.
