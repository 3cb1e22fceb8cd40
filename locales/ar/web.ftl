## صفحة الويب (src/web). تُكتب الأوقات بأرقام لاتينية ونقطة (1:20، 80.5): فالخادم لا يقرأ غير ذلك.

web-page =
    .content = الصق رابط صفحة فيديو أو صوت ونزّله.
web-language =
    .aria-label = اللغة
    .title = اللغة
web-url-label = رابط صفحة فيديو أو صوت
web-url =
    .placeholder = https://…
web-lookup = بحث
web-key-label = مفتاح API
web-key-hint = يحتاج هذا الخادم إلى مفتاح API. يُحفظ المفتاح في هذا المتصفح فقط.
web-key-use = استخدام هذا المفتاح
web-card-title = الوسائط
web-clip = جزء فقط
web-clip-from = من
web-clip-to = إلى
web-clip-end =
    .placeholder = النهاية
web-clip-hint = أوقات مثل 1:20 أو 80.5 ثانية. اترك الحقلين فارغين لتنزيل الملف كاملًا.
web-formats = الصيغ
web-sound = الصوت
web-sound-original = { $language } (الأصلي)
web-forget-key = نسيان مفتاح API
web-api-reference = مرجع API

web-status-paste-first = الصق رابطًا أولًا.
web-status-looking-up = جارٍ البحث…
web-status-key-needed = أدخل مفتاح API للمتابعة.
web-status-key-refused = لم يُقبل مفتاح API هذا.
web-status-key-removed = أُزيل مفتاح API من هذا المتصفح.
web-status-preparing = جارٍ تجهيز { $name }…
web-status-started = { $name }: بدأ التنزيل. قد يستغرق بدء الملفات المدمجة أو المحوّلة بضع ثوانٍ.
web-error-page = حدث خطأ في هذه الصفحة. أعد تحميلها وحاول مرة أخرى.
web-error-network = تعذّر الوصول إلى الخادم. تحقّق من الاتصال وحاول مرة أخرى.
web-error-status = ردّ الخادم بالرمز { $status }.

web-clip-error-from-format = من: اكتب وقتًا مثل 1:20 أو 80.5.
web-clip-error-to-format = إلى: اكتب وقتًا مثل 1:20 أو 80.5.
web-clip-error-from-end = من: تنتهي الوسائط عند { CLOCK($seconds) }.
web-clip-error-to-end = إلى: تنتهي الوسائط عند { CLOCK($seconds) }.
web-clip-error-order = يجب أن يكون «إلى» بعد «من».
web-part = { $format }، { CLOCK($from) }–{ CLOCK($to) }
web-part-to-end = { $format }، من { CLOCK($from) } حتى النهاية

web-group-video = فيديو
web-group-audio = صوت
web-group-other = أخرى
web-group-items = العناصر
web-group-items-first = العناصر (أول { $shown } من { $total })
web-group-mp3 = MP3
web-group-subtitles = الترجمات
web-item-choose = اختيار الصيغة
web-size = حوالي { SIZE($bytes) }
web-mp3 = MP3 { $quality }
web-mp3-unit = كيلوبت/ث
web-mp3-name = MP3 { $quality } كيلوبت/ث
web-subtitles-automatic = { $lang } · تلقائية
web-subtitles-name = ترجمة { $name }

## Download options' toggles beside the MP3 choices (src/options).
web-option-loudness = موازنة علوّ الصوت (MP3)
