## Inline mode: `@bot <link>` in any chat. { $bot } is the bot's username; `<link>` stays as it is.
tg-inline-help-title = Поделиться видео или песней здесь
tg-inline-help = Напишите ссылку (http или https) после моего имени: @{ $bot } <link>. Я предложу видео и звук, готовые к отправке в этот чат.
tg-inline-refused-title = Невозможно
tg-inline-no-storage = Отправка файлов в другие чаты у этого бота не настроена. Пришлите мне ссылку в личном чате.
tg-inline-still-looking-title = Ещё ищу…
tg-inline-still-looking = Я ещё читаю эту ссылку. Через мгновение добавьте после неё пробел, чтобы увидеть варианты.
tg-inline-playlist = Это плейлист. Пришлите его мне в личном чате, чтобы выбрать из его записей.
tg-inline-nothing = Ничего из этой ссылки нельзя отправить здесь. Пришлите её мне в личном чате, чтобы увидеть все форматы.
tg-inline-preparing =
    { $title }
    { $label }: готовлю…
tg-inline-preparing-hint = Подготовка займёт немного времени после выбора.
tg-inline-other-formats = Другие форматы
tg-inline-expired = Эти варианты устарели. Введите ссылку снова.
