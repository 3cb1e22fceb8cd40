## لوحة المالك في ‎/admin (src/web/admin.html و admin*.ts).

admin-page =
    .content = لوحة مالك خادم media-fetcher هذا: التنزيلات والمستخدمون وما يعمل الآن.
admin-title = لوحة المالك
admin-back = صفحة التنزيل
admin-key-hint = تحتاج اللوحة إلى مفتاح API لأحد المالكين. يُحفظ المفتاح في هذا المتصفح فقط.
admin-login-needed = لم تسجّل الدخول بصفتك المالك. على الخادم، شغّل "npm run owner-link" (سجل بدء التشغيل يطبع رابطًا أيضًا) وافتح الرابط المطبوع في هذا المتصفح: يعمل مرة واحدة، لمدة 15 دقيقة.
admin-status-signing-in = جارٍ تسجيل الدخول…
admin-status-loading = جارٍ التحميل…
admin-updated = حُدّثت عند { $time }

## ما يعمل الآن.

admin-running = يعمل الآن
admin-running-none = لا شيء يعمل الآن.
admin-job-untitled = العنوان غير معروف بعد
admin-job-playlist = قائمة تشغيل
admin-job-who = { $name } عبر { $surface }
admin-job-instance = على { $instance }
admin-job-elapsed = منذ { CLOCK($seconds) }
admin-job-sent = أُرسل { $size }
admin-job-percent = { $percent }٪
admin-surface-telegram = تيليجرام
admin-surface-discord = ديسكورد
admin-surface-http = واجهة API
admin-surface-web = صفحة الويب
admin-cancel = إلغاء
admin-cancel-named = إلغاء «{ $title }»
admin-cancelling = جارٍ الإلغاء…
admin-status-cancel-ended = كان ذلك التنزيل قد انتهى من قبل.

## آخر 30 يومًا.

admin-days = آخر 30 يومًا
admin-total-downloads = التنزيلات
admin-total-bytes = البيانات المرسلة
admin-total-failed = الفاشلة
admin-total-first-byte = الزمن حتى أول بايت، الوسيط
admin-no-data = لا بيانات بعد
admin-first-byte-p90 = 9 من كل 10 خلال { $time }
admin-first-byte-p99 = 99 من كل 100 خلال { $time }
admin-first-byte-count =
    { $count ->
        [zero] من دون تنزيلات
        [one] من تنزيل واحد
        [two] من تنزيلين
        [few] من { $count } تنزيلات
        [many] من { $count } تنزيلًا
       *[other] من { $count } تنزيل
    }
admin-chart-downloads = التنزيلات في اليوم
admin-chart-bytes = البيانات المرسلة في اليوم
admin-chart-first-byte = الزمن حتى أول بايت في اليوم
admin-legend-median = الوسيط
admin-legend-p90 = 9 من 10
admin-chart-tip = { $day }: { $value }
admin-days-table = الأرقام لكل يوم
admin-col-day = اليوم
admin-col-downloads = التنزيلات
admin-col-failed = الفاشلة
admin-col-bytes = البيانات المرسلة
admin-col-p50 = أول بايت، الوسيط
admin-col-p90 = أول بايت، 9 من 10

## قوائم الثلاثين يومًا.

admin-sites = أكثر المواقع استخدامًا
admin-users = أنشط المستخدمين
admin-outcomes = كيف انتهت التنزيلات
admin-error-codes = رموز الأخطاء
admin-none = لا شيء في هذه الثلاثين يومًا.
admin-rank-downloads =
    { $count ->
        [zero] لا تنزيلات
        [one] تنزيل واحد
        [two] تنزيلان
        [few] { $count } تنزيلات
        [many] { $count } تنزيلًا
       *[other] { $count } تنزيل
    }
admin-outcome-ok = اكتملت
admin-outcome-error = فشلت
admin-outcome-cancelled = أُلغيت
admin-outcome-interrupted = انقطعت
admin-outcome-running = ما زالت تعمل

## yt-dlp، الذي يقرأ المواقع.

admin-ytdlp-version = الإصدار
admin-ytdlp-age =
    { $days ->
        [0] صدر اليوم
        [one] صدر منذ يوم واحد
        [two] صدر منذ يومين
        [few] صدر منذ { $days } أيام
        [many] صدر منذ { $days } يومًا
       *[other] صدر منذ { $days } يوم
    }
admin-ytdlp-stale = إصدار yt-dlp هذا قديم: المواقع تتغير، والإصدار القديم يتوقف عن العمل معها.
admin-ytdlp-fixed = لا يستطيع الخادم تحديث yt-dlp هذا بنفسه؛ حدّثه حيث ثُبّت.
admin-ytdlp-update = تحديث yt-dlp
admin-ytdlp-updating = جارٍ التحديث…

## Sites that refuse this server (src/refusals): each line comes from the server in the page's language.

admin-refusals-heading = المواقع التي ترفض هذا الخادم
admin-refusals-none = لم يرفض أي موقع هذا الخادم مؤخرًا.

admin-cookies-heading = مجموعات ملفات تعريف الارتباط
admin-cookies-none = لا توجد مجموعة محفوظة.
admin-cookies-add = أضف ملف cookies.txt
admin-cookies-line = { $sites }: { $count } من ملفات تعريف الارتباط، أقرب انتهاء { $expiry }، آخر استخدام { $used } ({ $outcome })
admin-cookies-remove = احذف

## YouTube's chain (the same as /api/health's youtube) and the canary's watched links.

admin-youtube-heading = سلسلة YouTube
admin-youtube-runtime = بيئة JavaScript: { $runtime }
admin-youtube-solver = نصوص الحل (yt-dlp-ejs): { $state }
admin-youtube-provider = مزوّد رموز PO: { $state } (الإضافة { $plugin })
admin-youtube-cookies = مجموعات الكوكيز لـ YouTube: { $count }
admin-youtube-complete = لا شيء ناقص.
admin-state-installed = مثبّتة
admin-state-missing = ناقصة
admin-state-unknown = غير معروف
admin-provider-not-set = غير مضبوط
admin-provider-down = مضبوط، لا يجيب
admin-provider-up = يجيب
admin-canary-heading = الكناري
admin-canary-none = لا يوجد رابط مراقَب.
admin-canary-url = رابط للمراقبة
admin-canary-add = راقب
admin-canary-run = افحص الآن
admin-canary-remove = أزل
admin-canary-line = { $state } · آخر نجاح { $ok } · آخر إخفاق { $failed } ({ $what })
admin-canary-works = يعمل
admin-canary-fails = لا يعمل
admin-canary-unknown = لم يُفحص بعد
admin-canary-strip = آخر 24 ساعة، خلية لكل فحص
admin-follows-heading = المتابعات
admin-follows-none = لا أحد يتابع شيئًا.
admin-follows-line = { $user }: { $title } ({ $form }، إلى { $target })، الفحص التالي { $next }
admin-follows-paused = { $user }: { $title } ({ $form }، إلى { $target })، متوقفة: { $reason }
admin-follows-remove = إزالة
