## Follows (issue 46).

follow-off = Подписки на этом сервере выключены.
follow-usage = Отправьте /follow со ссылкой на канал, плейлист или ленту.
follow-not-a-feed = Эта ссылка — одно видео, а не канал, плейлист или лента. Отправьте её без /follow, чтобы скачать.
follow-offer = Подписаться на «{ $title }»? Последние записи:
follow-ask-form = В каком виде присылать сюда новые записи?
follow-form-video = Видео, которое помещается в этот чат
follow-form-audio = Аудио
follow-created = Подписка на «{ $title }» оформлена: новые записи будут приходить сюда как { $form }. То, что есть сейчас, отправлено не будет.
follow-too-many = У вас уже { $max } подписок — это максимум. Сначала удалите одну через /following.
follow-list = Ваши подписки ({ $count }):
follow-list-all = Все подписки ({ $count }):
follow-list-none = У вас пока нет подписок. Отправьте /follow со ссылкой на канал, плейлист или ленту.
follow-list-none-all = Подписок пока ни у кого нет.
follow-line = { $n }. { $title } — { $form }
follow-line-paused = (на паузе)
follow-remove-button = Удалить { $n }
follow-removed = Подписка удалена.
follow-unknown = Этой подписки уже нет.
follow-new-entry =
    Новое в «{ $follow }»: { $title }
    { $link }
follow-left = В «{ $title }» больше новых записей, чем отправляется за одну проверку: пропущено более старых — { $count }.
follow-limit-skipped = «{ $title }»: пропущено новых записей — { $count }, ваш дневной лимит исчерпан. Он обнулится через { WAIT($wait) }.
follow-limit-skipped-later = «{ $title }»: пропущено новых записей — { $count }, ваш дневной лимит исчерпан.
follow-failing = «{ $title }» не удаётся прочитать уже сутки. Попытки продолжаются, но реже; удалите подписку через /following, если источника больше нет.
follow-paused = Доставка «{ $title }» остановлена: она постоянно не удавалась. Удалите подписку через /following и подпишитесь снова.
follow-button = Подписаться
tg-command-follow = Подписаться на канал, плейлист или ленту
tg-command-following = Ваши подписки
tg-command-follows = Подписки всех (владельцы)
error-follows-unknown = Подписки с таким id нет; возможно, её удалили.
dc-command-follow = Подписаться на канал, плейлист или ленту
dc-command-following = Ваши подписки
dc-command-follows = Подписки всех (владельцы)
