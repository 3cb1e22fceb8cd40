## Канарка: відстежувані посилання через увесь ланцюжок; що про них читає власник.

error-canary-too-many = Можна відстежувати не більше { $count } посилань; спершу видаліть одне.
error-canary-unknown-link = Немає відстежуваного посилання з таким id; можливо, його видалено.
owner-canary-fails = Відстежуване посилання { $link } перестало працювати: { $what }. Що робити за кожного виду збою: docs/OPERATIONS.md, «What happens when… YouTube breaks».
owner-canary-works = Відстежуване посилання { $link } знову працює.
canary-outcome-ok = працює
canary-class-unreachable = сайт недосяжний (немає відповіді або не вчасно)
canary-class-ytdlp-too-old = yt-dlp застарий для сайту (оновіть його)
canary-class-other = інша помилка
