## Підписки через API: чому доставка на вебхук не вдалася (причина паузи, яку бачить власник), відмови маршрутів.

webhook-reason-status = Вебхук відповів HTTP { $status }.
webhook-reason-redirect = Вебхук відповів перенаправленням (HTTP { $status }); перенаправлення не виконуються.
webhook-reason-timeout = Вебхук не відповів за { $seconds } с.
webhook-reason-unreachable = Не вдалося зв’язатися з вебхуком.
webhook-reason-private-address = URL вебхука вказує на приватну або локальну мережеву адресу, а це заборонено.
webhook-reason-url-invalid = URL вебхука цієї підписки недійсний.
follow-not-found = У вас немає підписки з таким id.
follow-cap-reached = У вас уже { $max } підписок — це максимум для одного користувача. Спершу видаліть одну.
