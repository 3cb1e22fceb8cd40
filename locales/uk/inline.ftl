## Inline mode: `@bot <link>` in any chat. { $bot } is the bot's username; `<link>` stays as it is.
tg-inline-help-title = Поділитися відео чи піснею тут
tg-inline-help = Напишіть посилання (http або https) після мого імені: @{ $bot } <link>. Я запропоную відео і звук, готові до надсилання в цей чат.
tg-inline-refused-title = Неможливо
tg-inline-no-storage = Надсилання файлів в інші чати в цього бота не налаштоване. Надішліть мені посилання в особистому чаті.
tg-inline-still-looking-title = Ще шукаю…
tg-inline-still-looking = Я ще читаю це посилання. За мить додайте після нього пробіл, щоб побачити варіанти.
tg-inline-playlist = Це плейлист. Надішліть його мені в особистому чаті, щоб вибрати з його записів.
tg-inline-nothing = Нічого з цього посилання не можна надіслати тут. Надішліть його мені в особистому чаті, щоб побачити всі формати.
tg-inline-preparing =
    { $title }
    { $label }: готую…
tg-inline-preparing-hint = Підготовка займе трохи часу після вибору.
tg-inline-other-formats = Інші формати
tg-inline-expired = Ці варіанти застаріли. Введіть посилання знову.
