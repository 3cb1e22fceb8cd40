## The Telegram bot's own sentences (bots/telegram); the ones both bots say are in bots.ftl.

## /start and /help.
tg-help =
    Надішліть мені посилання на відео чи пісню, і я надішлю вам файл.

    1. Вставте посилання (у групі: /dl <посилання>, згадайте мене або дайте відповідь на моє повідомлення).
    2. Виберіть формат кнопкою або бітрейт MP3.
    3. Зачекайте трохи: я покажу прогрес, а завантаження можна скасувати.

    Щоб отримати лише фрагмент, вкажіть час після посилання: /dl <посилання> 1:20-2:05.

    Тут я можу надсилати файли до { SIZE($limit) }; більші формати позначено ⚠️.

    /usage покаже, скільки ви використали сьогодні, і ваші обмеження.
    /language змінює мову, якою я розмовляю.

## The command menu (at most 256 characters each).
tg-command-dl = Завантажити за посиланням: /dl <посилання> [1:20-2:05 для фрагмента]
tg-command-usage = Ваше використання за сьогодні та обмеження
tg-command-help = Як користуватися ботом
tg-command-start = Почати
tg-command-language = Змінити мову бота
tg-command-stats = Використання всіх (власники)
tg-command-allow = Дозволити користувача: /allow <id> (власники)
tg-command-block = Заблокувати користувача: /block <id> (власники)
tg-command-update = Версія yt-dlp та оновлення (власники)

## Links and cards.
tg-no-link = Надішліть мені посилання (http або https) на відео чи пісню.
tg-several-links = У вашому повідомленні кілька посилань; я взяв перше.
tg-looking-up = Шукаю…
tg-card-choose = Виберіть формат:
tg-card-too-large = ⚠️ = більше за { SIZE($limit) } — це мій ліміт надсилання тут.
tg-not-your-card = Ці кнопки може натискати лише той, хто надіслав посилання.
tg-card-expired = Термін дії цих кнопок минув. Надішліть посилання ще раз, щоб отримати свіжий список.
tg-back-button = ◀ Назад

## A download.
tg-starting = { $label }: починаю…
tg-progress-queued = { $label }: чекає на вільне місце (попереду: { $ahead })…
tg-too-large-answer = { $label }: завеликий, щоб надіслати тут
tg-cancel-button = Скасувати
tg-progress-downloading = { $label }: завантаження… { $percent }%
tg-progress-downloading-bytes = { $label }: завантаження… { SIZE($bytes) }
tg-progress-converting = { $label }: конвертую…
tg-progress-compressing = { $label }: стискаю… { $percent }%
tg-progress-uploading = { $label }: надсилаю { SIZE($bytes) }…
tg-send-unconfirmed = Telegram не підтвердив, що файл дійшов, тому я не надсилав його повторно (можливо, він уже тут). Якщо його немає, спробуйте ще раз.

## Owners' commands.
tg-not-owner = Ця команда лише для власників бота.
tg-access-usage = Використання: /{ $command } <id користувача telegram> або /{ $command } платформа:id
tg-access-allowed = { $identity } тепер дозволено.
tg-access-blocked = { $identity } тепер заблоковано.
tg-access-allow-list-active = Тепер ботом можуть користуватися лише дозволені користувачі та власники.

## /language.
tg-language-choose = Виберіть мову, якою мені з вами розмовляти:
tg-language-choose-chat = Виберіть мову, якою мені розмовляти в цій групі:
tg-language-unknown = Я не знаю мову «{ $code }». Виберіть одну з цих:
tg-language-set = Відтепер я розмовляю з вами мовою: { $language }.
tg-language-set-chat = Відтепер я розмовляю в цій групі мовою: { $language }.
tg-language-admins-only = Мову бота в цій групі можуть змінювати лише її адміністратори.
