## المتابعات عبر الواجهة البرمجية: لماذا لم يصل تسليم إلى الخطاف الشبكي (سبب الإيقاف الذي يقرؤه صاحبه)، ورفض المسارات.

webhook-reason-status = أجاب الخطاف الشبكي بـ HTTP { $status }.
webhook-reason-redirect = أجاب الخطاف الشبكي بإعادة توجيه (HTTP { $status })؛ لا تُتّبع عمليات إعادة التوجيه.
webhook-reason-timeout = لم يُجب الخطاف الشبكي خلال { $seconds } ثانية.
webhook-reason-unreachable = تعذّر الوصول إلى الخطاف الشبكي.
webhook-reason-private-address = يشير عنوان URL للخطاف الشبكي إلى عنوان شبكة خاص أو محلي، وهذا غير مسموح.
webhook-reason-url-invalid = عنوان URL للخطاف الشبكي في هذه المتابعة غير صالح.
follow-not-found = ليست لديك متابعة بهذا المعرّف.
follow-cap-reached = أنت تتابع { $max } روابط بالفعل، وهو الحد الأقصى للمستخدم الواحد. أزل واحدًا أولًا.
