## Follows (issue 46).

follow-off = Folgen ist auf diesem Server ausgeschaltet.
follow-usage = Sende /follow mit dem Link eines Kanals, einer Playlist oder eines Feeds.
follow-not-a-feed = Dieser Link ist ein einzelnes Video, kein Kanal, keine Playlist und kein Feed. Sende ihn ohne /follow, um ihn herunterzuladen.
follow-offer = „{ $title }“ folgen? Die neuesten Einträge:
follow-ask-form = In welcher Form sollen neue Einträge hierher kommen?
follow-form-video = Video, das in diesen Chat passt
follow-form-audio = Audio
follow-created = Du folgst „{ $title }“: Neue Einträge kommen hierher als { $form }. Was jetzt aufgelistet ist, wird nicht gesendet.
follow-too-many = Du folgst schon { $max } Links, mehr sind nicht erlaubt. Entferne zuerst einen mit /following.
follow-list = Du folgst ({ $count }):
follow-list-all = Alle Follows ({ $count }):
follow-list-none = Du folgst noch nichts. Sende /follow mit dem Link eines Kanals, einer Playlist oder eines Feeds.
follow-list-none-all = Noch niemand folgt etwas.
follow-line = { $n }. { $title } — { $form }
follow-line-paused = (pausiert)
follow-remove-button = { $n } entfernen
follow-removed = Follow entfernt.
follow-unknown = Diesem Link wird schon nicht mehr gefolgt.
follow-new-entry =
    Neu in „{ $follow }“: { $title }
    { $link }
follow-left = „{ $title }“ hat mehr neue Einträge, als eine Prüfung sendet: { $count } ältere wurden ausgelassen.
follow-limit-skipped = „{ $title }“: { $count } neue Einträge wurden übersprungen, dein Tageslimit ist erreicht. Es wird in { WAIT($wait) } zurückgesetzt.
follow-limit-skipped-later = „{ $title }“: { $count } neue Einträge wurden übersprungen, dein Tageslimit ist erreicht.
follow-failing = „{ $title }“ ließ sich einen Tag lang nicht lesen. Es wird weiter versucht, seltener; entferne es mit /following, wenn es weg ist.
follow-paused = Die Zustellung von „{ $title }“ wurde angehalten: Sie schlug immer wieder fehl. Entferne es mit /following und folge ihm neu.
follow-button = Folgen
tg-command-follow = Einem Kanal, einer Playlist oder einem Feed folgen
tg-command-following = Deine Follows
tg-command-follows = Die Follows aller (Besitzer)
error-follows-unknown = Kein Follow hat diese Kennung; er wurde vielleicht entfernt.
dc-command-follow = Einem Kanal, einer Playlist oder einem Feed folgen
dc-command-following = Deine Follows
dc-command-follows = Die Follows aller (Besitzer)
