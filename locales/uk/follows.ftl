## Follows (issue 46).

follow-off = Підписки на цьому сервері вимкнено.
follow-usage = Надішліть /follow з посиланням на канал, плейлист або стрічку.
follow-not-a-feed = Це посилання — одне відео, а не канал, плейлист чи стрічка. Надішліть його без /follow, щоб завантажити.
follow-offer = Підписатися на «{ $title }»? Останні записи:
follow-ask-form = У якому вигляді надсилати сюди нові записи?
follow-form-video = Відео, яке вміщується в цей чат
follow-form-audio = Аудіо
follow-created = Підписку на «{ $title }» оформлено: нові записи надходитимуть сюди як { $form }. Те, що є зараз, не надсилатиметься.
follow-too-many = У вас уже { $max } підписок — це максимум. Спершу вилучіть одну через /following.
follow-list = Ваші підписки ({ $count }):
follow-list-all = Усі підписки ({ $count }):
follow-list-none = У вас поки немає підписок. Надішліть /follow з посиланням на канал, плейлист або стрічку.
follow-list-none-all = Підписок поки ні в кого немає.
follow-line = { $n }. { $title } — { $form }
follow-line-paused = (на паузі)
follow-remove-button = Вилучити { $n }
follow-removed = Підписку вилучено.
follow-unknown = Цієї підписки вже немає.
follow-new-entry =
    Нове в «{ $follow }»: { $title }
    { $link }
follow-left = У «{ $title }» більше нових записів, ніж надсилає одна перевірка: пропущено старіших — { $count }.
follow-limit-skipped = «{ $title }»: пропущено нових записів — { $count }, ваш денний ліміт вичерпано. Він скинеться через { WAIT($wait) }.
follow-limit-skipped-later = «{ $title }»: пропущено нових записів — { $count }, ваш денний ліміт вичерпано.
follow-failing = «{ $title }» не вдається прочитати вже добу. Спроби тривають, але рідше; вилучіть підписку через /following, якщо джерела більше немає.
follow-paused = Доставку «{ $title }» зупинено: вона постійно не вдавалася. Вилучіть підписку через /following і підпишіться знову.
follow-button = Підписатися
tg-command-follow = Підписатися на канал, плейлист або стрічку
tg-command-following = Ваші підписки
tg-command-follows = Підписки всіх (власники)
error-follows-unknown = Підписки з таким id немає; можливо, її вилучено.
dc-command-follow = Підписатися на канал, плейлист або стрічку
dc-command-following = Ваші підписки
dc-command-follows = Підписки всіх (власники)
