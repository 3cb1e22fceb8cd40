## Подписки через API: почему доставка на вебхук не удалась (причина паузы, которую видит владелец), отказы маршрутов.

webhook-reason-status = Вебхук ответил HTTP { $status }.
webhook-reason-redirect = Вебхук ответил перенаправлением (HTTP { $status }); перенаправления не выполняются.
webhook-reason-timeout = Вебхук не ответил за { $seconds } с.
webhook-reason-unreachable = Не удалось связаться с вебхуком.
webhook-reason-private-address = URL вебхука указывает на частный или локальный сетевой адрес, а это запрещено.
webhook-reason-url-invalid = URL вебхука этой подписки недействителен.
follow-not-found = У вас нет подписки с таким id.
follow-cap-reached = У вас уже { $max } подписок — это максимум для одного пользователя. Сначала удалите одну.
