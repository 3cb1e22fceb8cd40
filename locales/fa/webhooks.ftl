## دنبال‌کردن از راه API: چرا تحویل به وب‌هوک نرسید (دلیل توقفی که صاحبش می‌خواند)، و ردهای مسیرها.

webhook-reason-status = وب‌هوک با HTTP { $status } پاسخ داد.
webhook-reason-redirect = وب‌هوک با یک تغییر مسیر پاسخ داد (HTTP { $status })؛ تغییر مسیرها دنبال نمی‌شوند.
webhook-reason-timeout = وب‌هوک در { $seconds } ثانیه پاسخ نداد.
webhook-reason-unreachable = دسترسی به وب‌هوک ممکن نشد.
webhook-reason-private-address = نشانی URL وب‌هوک به یک نشانی شبکهٔ خصوصی یا محلی اشاره می‌کند که مجاز نیست.
webhook-reason-url-invalid = نشانی URL وب‌هوک این دنبال‌کردن معتبر نیست.
follow-not-found = دنبال‌کردنی با این شناسه ندارید.
follow-cap-reached = شما همین حالا { $max } پیوند را دنبال می‌کنید که بیشترین حد برای یک کاربر است. اول یکی را حذف کنید.
follow-not-a-list = این پیوند فهرستی از موارد برای دنبال‌کردن ندارد: یک کانال، فهرست پخش یا خوراک بدهید.
