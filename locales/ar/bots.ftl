## Sentences both bots say (Telegram and Discord): bots/shared.

## Sizes and lengths on their own (button labels, card facts).
bot-size = { SIZE($bytes) }
bot-clock = { CLOCK($seconds) }

## A choice's name in every sentence.
bot-choice-mp3 = MP3 { $quality } kbps
bot-subtitles-button = الترجمات
bot-subtitle-label = ترجمة { $name } (srt)
bot-subtitle-auto = { $lang }، تلقائية
bot-subtitle-option = { $name } ({ $code })
bot-sound-button = الصوت: { $language }
bot-sound-option = { $name } ({ $code })
bot-sound-original = { $language } · الأصلي

## Clips.
bot-clip-heading = مقطع { $range }
bot-clip-label = { $label }، مقطع { $range }
bot-clip-refusal = لا يمكن قص المقطع { $range }: { $problem }
bot-clip-unreadable-range = لم أتمكن من قراءة النطاق "{ $written }". اكتبه بصيغة البداية-النهاية بعد الرابط، مثل 0:10-0:20 أو 1:02:03-1:02:30.
bot-clip-unreadable-time = لم أتمكن من قراءة { $option } "{ $written }". اكتب الوقت مثل 1:20 أو 1:02:03 أو بالثواني (80).
bot-clip-end-needed = لا تذكر هذه الوسائط مدتها: حدّد وقت النهاية أيضًا.

## Choosing and the upload limit.
bot-no-audio = لا يوجد صوت في هذه الوسائط لتحويله.
bot-over-limit = { $label }: هذا الملف أكبر من أن يُرسل هنا. يسمح { $platform } للبوتات برفع ما يصل إلى { SIZE($limit) }.
bot-over-limit-link = نزّله مباشرة بدلًا من ذلك: { $link }
bot-over-limit-link-too-long = الرابط المباشر أطول من أن يُرسل هنا. اختر صيغة أصغر أو MP3.
bot-over-limit-advice = اختر صيغة أصغر أو MP3.
bot-fit-button = ضغط إلى { MEGABYTES($mb) }
bot-fitted-label = { $label }، مضغوط إلى { MEGABYTES($mb) }
bot-fit-video-only = يمكن ضغط صيغ الفيديو فقط.
bot-fit-limit-too-small = حد الرفع هنا أصغر من أن يتسع لفيديو.
bot-fit-needs-duration = لا يذكر هذا الموقع مدة الوسائط، لذا لا يمكن ضغطها إلى حجم معيّن.

## How a job ends, and Cancel.
bot-cancelled = أُلغي.
bot-cancelling = جارٍ الإلغاء…
bot-cancel-not-yours = وحده صاحب الطلب يستطيع الإلغاء.
bot-cancel-ended = انتهى هذا التنزيل بالفعل.
bot-restarting = يُعاد تشغيل البوت، حاول مرة أخرى بعد دقيقة.
bot-stopped-for-restart = توقف: يُعاد تشغيل البوت. حاول مرة أخرى بعد دقيقة.
bot-interrupted-by-crash = { $label }: توقّف، إذ توقّف البوت على نحو غير متوقع أثناء العمل. اضغط الزر لتحاول مجددًا.
bot-try-again-button = حاول مجددًا

## Playlists.
bot-playlist-facts = قائمة تشغيل · { $count ->
    [zero] لا عناصر
    [one] عنصر واحد
    [two] عنصران
    [few] { $count } عناصر
    [many] { $count } عنصرًا
   *[other] { $count } عنصر
  } · { $platform }
bot-playlist-facts-partial = قائمة تشغيل · { $count ->
    [zero] لا عناصر
    [one] عنصر واحد
    [two] عنصران
    [few] { $count } عناصر
    [many] { $count } عنصرًا
   *[other] { $count } عنصر
  }، معروض أول { $listed } · { $platform }
bot-playlist-hint = اختر عنصرًا لترى صيغه، أو احصل على الـ { $count } كلها بصيغة MP3 { $quality }.
bot-playlist-none-fetchable = هذه قائمة تشغيل من { $count ->
    [zero] لا عناصر
    [one] عنصر واحد
    [two] عنصرين
    [few] { $count } عناصر
    [many] { $count } عنصرًا
   *[other] { $count } عنصر
  }، لكن لا يمكن جلب أي منها من هنا.
bot-playlist-empty = قائمة التشغيل هذه فارغة.
bot-nested-playlist = هذا العنصر قائمة تشغيل بحد ذاته؛ اختره من القائمة لترى عناصره.
bot-all-as-mp3 = الكل بصيغة MP3 { $quality } ({ $count ->
    [zero] لا ملفات
    [one] ملف واحد
    [two] ملفان
    [few] { $count } ملفات
    [many] { $count } ملفًا
   *[other] { $count } ملف
  })
bot-batch-position = الكل بصيغة MP3 { $quality }: { $position }
bot-batch-position-tally = الكل بصيغة MP3 { $quality }: { $position } (أُرسل { $delivered }، وتُخطّي { $skipped })
bot-stage-looking-up = جارٍ البحث…
bot-stage-queued = بانتظار مكان شاغر ({ $ahead } قبله)…
bot-stage-waiting = استُنفدت استعلامات الروابط المسموح بها في الدقيقة؛ سأتابع بعد { WAIT($seconds) }…
bot-stage-downloading = جارٍ التنزيل… { $percent }٪
bot-stage-downloading-bytes = جارٍ التنزيل… { SIZE($bytes) }
bot-stage-converting = جارٍ التحويل…
bot-stage-uploading = جارٍ رفع { SIZE($bytes) }…
bot-batch-already-running = "الكل بصيغة MP3" قيد التشغيل بالفعل لقائمة التشغيل هذه: انتظر حتى ينتهي، أو ألغه أولًا.
bot-batch-skipped = تُخطّي { $position } "{ $title }": { $why }
bot-batch-sent = أُرسل { $delivered } من { $total ->
    [zero] لا ملفات
    [one] ملف واحد
    [two] ملفين
    [few] { $total } ملفات
    [many] { $total } ملفًا
   *[other] { $total } ملف
  }{ $skipped ->
    [0] {""}
   *[other] ، وتُخطّي { $skipped }
  }
bot-batch-done = الكل بصيغة MP3 { $quality }: اكتمل، { $sent }.
bot-batch-stopped = الكل بصيغة MP3 { $quality }: توقف، { $sent }. { $reason } { $notTried ->
    [zero] لم يبقَ شيء دون تنزيل.
    [one] لم يُنزَّل ملف واحد متبقٍّ.
    [two] لم يُنزَّل الملفان المتبقيان.
    [few] لم تُنزَّل { $notTried } ملفات متبقية.
    [many] لم يُنزَّل { $notTried } ملفًا متبقيًا.
   *[other] لم يُنزَّل { $notTried } ملف متبقٍّ.
  }
bot-batch-cancelled = الكل بصيغة MP3 { $quality }: أُلغي، { $sent }.
bot-batch-shutdown = توقف: يُعاد تشغيل البوت. حاول مرة أخرى بعد دقيقة. ({ $sent }.)

## /usage and /stats.
bot-usage-counts = { $downloads ->
    [zero] لا تنزيلات
    [one] تنزيل واحد
    [two] تنزيلان
    [few] { $downloads } تنزيلات
    [many] { $downloads } تنزيلًا
   *[other] { $downloads } تنزيل
  }، { SIZE($bytes) }، { $lookups ->
    [zero] لا استعلامات
    [one] استعلام واحد
    [two] استعلامان
    [few] { $lookups } استعلامات
    [many] { $lookups } استعلامًا
   *[other] { $lookups } استعلام
  }
bot-usage-title = استخدامك ({ $identity })
bot-usage-today = اليوم: { $counts }
bot-usage-last-7-days = آخر 7 أيام: { $counts }
bot-usage-all-time = منذ البداية: { $counts }
bot-usage-owner = أنت مالك: لا تنطبق عليك أي حدود.
bot-usage-resets = تُصفَّر عدّادات اليوم بعد { WAIT($seconds) }.
bot-limits = الحدود: { $list }.
bot-limits-none = لا توجد حدود مضبوطة.
bot-limit-downloads-per-day = التنزيلات في اليوم: { $count }
bot-limit-mb-per-day = ميغابايت في اليوم: { $mb }
bot-limit-lookups-per-minute = الاستعلامات في الدقيقة: { $count }
bot-limit-concurrent = التنزيلات في وقت واحد: { $count }
bot-limit-max-duration = وسائط حتى { CLOCK($seconds) }
bot-stats-users = المستخدمون: { $count }
bot-stats-sites = المواقع:
bot-stats-site = { $site }: التنزيلات { $downloads }، { SIZE($bytes) }
bot-stats-users-heading = المستخدمون (الأحدث أولًا)، اليوم / الإجمالي:
bot-stats-user = { $identity }: التنزيلات { $today } / { $allTime }، { SIZE($bytes) }
bot-stats-user-named = { $identity } { $name }: التنزيلات { $today } / { $allTime }، { SIZE($bytes) }
bot-stats-more = … و{ $count } غيرهم

## The owners' /update.
bot-update-unavailable = تحديث yt-dlp غير متاح في هذا التثبيت.
bot-ytdlp-status = yt-dlp { $version }، { $days ->
    [zero] صدر اليوم.
    [one] عمره يوم واحد.
    [two] عمره يومان.
    [few] عمره { $days } أيام.
    [many] عمره { $days } يومًا.
   *[other] عمره { $days } يوم.
  }
bot-ytdlp-status-unknown-age = yt-dlp { $version }، عمره غير معروف.
bot-ytdlp-updating = جارٍ تحديث yt-dlp…
bot-ytdlp-update-failed = تعذّر تحديث yt-dlp: { $error }

## Download options' toggles beside the MP3 choices (src/options).
bot-option-loudness = موازنة الصوت
