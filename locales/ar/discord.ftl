## Discord: the bot's own words, in Arabic (English source: locales/en/discord.ftl).
## Discord has no Arabic client language: the dc-command-* lines are kept for
## completeness but never registered (bots/discord/commands/localizations.ts).

dc-command-download = نزّل فيديو أو صوته من رابط
dc-command-download-url = رابط الصفحة التي فيها الوسائط
dc-command-download-format = تخطَّ الاختيار ونزّل هذا فورًا
dc-command-download-format-best = أفضل فيديو
dc-command-download-format-audio = صوت
dc-command-download-start = اقتطاع من هذا الوقت (1:20 أو 1:02:03 أو بالثواني)
dc-command-download-end = اقتطاع حتى هذا الوقت (1:20 أو 1:02:03 أو بالثواني)
dc-command-usage = تنزيلاتك اليوم وحدودك
dc-command-stats = استخدام الجميع (لمالكي البوت فقط)
dc-command-update = إصدار yt-dlp وتحديثه (لمالكي البوت فقط)
dc-command-cookies = إضافة ملف cookies.txt كمجموعة ملفات تعريف ارتباط (لمالكي البوت فقط، في رسالة خاصة)
dc-command-cookies-file = ملف cookies.txt (بتنسيق Netscape)
dc-command-download-media = تنزيل الوسائط

dc-not-your-card = هذه البطاقة ليست لك: استخدم /download لتحصل على بطاقتك.
dc-card-expired = انتهت صلاحية هذه البطاقة. أرسل الرابط مرة أخرى لتحصل على بطاقة جديدة.
dc-no-link-in-message = لا تحتوي تلك الرسالة على رابط يمكنني التنزيل منه.
dc-reading-link = جارٍ قراءة الرابط…
dc-download-options-refused = أرسل رابطًا، وإن شئت إحدى الصيغ المعروضة، وأوقاتًا لا تتجاوز 20 حرفًا.
dc-owner-only-stats = لا يستطيع رؤية الإحصاءات إلا مالك هذا البوت.
dc-owner-only-update = لا يستطيع تحديث yt-dlp إلا مالك هذا البوت.
dc-cookies-dm-only = أرسل ملف ملفات تعريف الارتباط في رسالة خاصة إليّ، لا في خادم.
dc-no-video-format = لا توجد لهذه الوسائط صيغة فيديو. شغّل /download دون صيغة لترى ما فيها.
dc-no-audio-format = لا توجد لهذه الوسائط صيغة صوت منفصلة. جرّب format: mp3 بدلًا من ذلك.
dc-no-audio-to-convert = لا يوجد في هذه الوسائط صوت لتحويله.

dc-field-uploader = الناشر
dc-field-duration = المدة
dc-field-platform = المنصة
dc-format-menu = صيغة الفيديو أو الصوت
dc-format-size = ~{ SIZE($bytes) }
dc-kind-video = فيديو
dc-kind-audio = صوت
dc-kind-other = أخرى
dc-over-limit-link = يتجاوز حد الرفع: ستحصل على رابط
dc-over-limit = يتجاوز حد الرفع
dc-mp3-button = MP3 { $quality }
dc-mp3-button-too-large = MP3 { $quality } (كبير جدًا)
dc-fit-menu = { $fit } (بإعادة ترميز أصغر)
dc-fit-option = 🗜️ { $label } { $ext } ← MP4 أقل من { SIZE($bytes) }
dc-fit-menu-hint = أو اختره من قائمة «{ $fit }» في البطاقة لتحصل على MP4 أصغر.
dc-footer-link = حد الرفع هنا: { SIZE($bytes) } (تصلك الصيغ الأكبر كرابط تنزيل).
dc-footer-no-link = حد الرفع هنا: { SIZE($bytes) } (لا يمكن إرسال الصيغ الأكبر هنا).
dc-subtitles-menu = الترجمات (.srt)
dc-subtitles-automatic = ترجمة تلقائية بصيغة .srt
dc-subtitles-uploaded = ترجمة بصيغة .srt

dc-playlist-items = العناصر
dc-playlist-items-page = العناصر، الصفحة { $page } / { $pages }

dc-cancel = إلغاء
dc-preparing = ⏳ جارٍ تجهيز { $label }…
dc-queued = ⏳ { $label }: بانتظار مكان شاغر ({ $ahead } قبله)…
dc-downloading = ⏳ جارٍ تنزيل { $label }…
dc-converting = ⏳ جارٍ تحويل { $label }…
dc-compressing = ⏳ جارٍ ضغط { $label }…
dc-uploading = 📤 جارٍ رفع { $label } ({ SIZE($bytes) })…
dc-progress-percent = { $percent }٪
dc-delivered = ✅ { $label } · { SIZE($bytes) }
dc-playlist-starting = ⏳ { $run }: جارٍ البدء…
dc-playlist-file = 🎵 { $title } · { SIZE($bytes) }
dc-late-delivery = { $title }: { $text }
