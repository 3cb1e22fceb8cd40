## الكناري: روابط مراقَبة عبر السلسلة كلها؛ ما يقرؤه المالك عنها.

error-canary-too-many = يمكن مراقبة { $count } روابط على الأكثر؛ أزل واحدًا أولًا.
error-canary-unknown-link = لا يوجد رابط مراقَب بهذا المعرّف؛ ربما أُزيل.
owner-canary-fails = الرابط المراقَب { $link } توقف عن العمل: { $what }. ما يجب فعله لكل نوع من الأعطال: docs/OPERATIONS.md، «What happens when… YouTube breaks».
owner-canary-works = الرابط المراقَب { $link } يعمل مجددًا.
canary-outcome-ok = يعمل
canary-class-unreachable = تعذّر الوصول إلى الموقع (لا رد، أو ليس في الوقت)
canary-class-ytdlp-too-old = yt-dlp قديم جدًا لهذا الموقع (حدّثه)
canary-class-other = خطأ آخر
