## The Telegram bot's own sentences (bots/telegram); the ones both bots say are in bots.ftl.

## /start and /help.
tg-help =
    Пришлите мне ссылку на видео или песню, и я пришлю вам файл.

    1. Вставьте ссылку (в группе: /dl <ссылка>, упомяните меня или ответьте на моё сообщение).
    2. Выберите формат кнопкой или битрейт MP3.
    3. Подождите немного: я покажу прогресс, а загрузку можно отменить.

    Чтобы получить только фрагмент, укажите время после ссылки: /dl <ссылка> 1:20-2:05.

    Здесь я могу отправлять файлы до { SIZE($limit) }; форматы больше помечены ⚠️.

    /usage покажет, сколько вы использовали сегодня, и ваши ограничения.
    /language меняет язык, на котором я говорю.

## The command menu (at most 256 characters each).
tg-command-dl = Скачать по ссылке: /dl <ссылка> [1:20-2:05 для фрагмента]
tg-command-usage = Ваше использование за сегодня и ограничения
tg-command-help = Как пользоваться ботом
tg-command-start = Начать
tg-command-language = Сменить язык бота
tg-command-stats = Использование всех (владельцы)
tg-command-allow = Разрешить пользователя: /allow <id> (владельцы)
tg-command-block = Заблокировать пользователя: /block <id> (владельцы)
tg-command-update = Версия yt-dlp и обновление (владельцы)

## Links and cards.
tg-no-link = Пришлите мне ссылку (http или https) на видео или песню.
tg-several-links = В вашем сообщении несколько ссылок; я взял первую.
tg-looking-up = Смотрю…
tg-card-choose = Выберите формат:
tg-card-too-large = ⚠️ = больше { SIZE($limit) } — это мой предел отправки здесь.
tg-not-your-card = Эти кнопки может нажимать только тот, кто прислал ссылку.
tg-card-expired = Срок действия этих кнопок истёк. Пришлите ссылку ещё раз, чтобы получить свежий список.
tg-back-button = ◀ Назад

## A download.
tg-starting = { $label }: начинаю…
tg-progress-queued = { $label }: ждёт свободного места (впереди: { $ahead })…
tg-too-large-answer = { $label }: слишком большой, чтобы отправить здесь
tg-cancel-button = Отмена
tg-progress-downloading = { $label }: загрузка… { $percent } %
tg-progress-downloading-bytes = { $label }: загрузка… { SIZE($bytes) }
tg-progress-converting = { $label }: конвертирую…
tg-progress-compressing = { $label }: сжимаю… { $percent } %
tg-progress-uploading = { $label }: отправляю { SIZE($bytes) }…
tg-send-unconfirmed = Telegram не подтвердил, что файл дошёл, поэтому я не отправлял его повторно (возможно, он уже здесь). Если его нет, попробуйте ещё раз.

## Owners' commands.
tg-not-owner = Эта команда только для владельцев бота.
tg-access-usage = Использование: /{ $command } <id пользователя telegram> или /{ $command } платформа:id
tg-access-allowed = { $identity } теперь разрешён.
tg-access-blocked = { $identity } теперь заблокирован.
tg-access-allow-list-active = Теперь ботом могут пользоваться только разрешённые пользователи и владельцы.

## /language.
tg-language-choose = Выберите язык, на котором мне с вами говорить:
tg-language-choose-chat = Выберите язык, на котором мне говорить в этой группе:
tg-language-unknown = Я не знаю язык «{ $code }». Выберите один из этих:
tg-language-set = Теперь я говорю с вами на языке: { $language }.
tg-language-set-chat = Теперь я говорю в этой группе на языке: { $language }.
tg-language-admins-only = Язык бота в этой группе могут менять только её администраторы.
