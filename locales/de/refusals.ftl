## Eine Website verweigert diesem Server den Zugriff: was Nutzer lesen und was der Betreiber erfährt.

error-code-site-refused = { $site } verweigert diesem Server gerade den Zugriff (verlangt einen Nachweis, kein Bot zu sein, oder begrenzt die Anfragen). Der Betreiber wurde informiert; versuche es später noch einmal.
error-code-sign-in-required = { $site } zeigt dies nur angemeldeten Konten (ein privates Video oder eines nur für Kanalmitglieder), und dieser Server ist dort nicht angemeldet.
error-code-age-restricted = { $site } verlangt für dieses Medium eine Altersbestätigung, und dieser Server ist dort nicht angemeldet.
error-code-format-blocked = { $site } hat dieses Format beschrieben, sendet es diesem Server aber nicht. Wähle ein anderes Format oder versuche es später noch einmal.

refusal-class-bot-check = eine Bot-Prüfung („Sign in to confirm you're not a bot“)
refusal-class-rate-limited = eine Ratenbegrenzung (zu viele Anfragen dieses Servers)
refusal-class-sign-in = Anmeldung nötig (privates Medium oder nur für Mitglieder)
refusal-class-age-check = eine Altersprüfung
refusal-class-format-blocked = ein gesperrtes Format (die Daten des Mediums mit 403 verweigert)

owner-refusal-notice = { $site } verweigert diesem Server den Zugriff: { $what }. Bisherige Verweigerungen dieser Art: { $count }. Was hilft: Cookies eines angemeldeten Kontos (/admin · npm run cookies -- add FILE · YTDLP_COOKIES_FILE), ein PO-Token-Anbieter für YouTube und eine Serveradresse, die die Website nicht markiert (Adressen von Rechenzentren werden zuerst markiert).
owner-refusal-cooling = Neue Abfragen von { $site } werden { WAIT($seconds) } lang sofort beantwortet, statt die Website erneut zu fragen; die erste erfolgreiche Abfrage beendet das.
owner-refusal-line = { $site }: { $what }. Verweigerungen: { $count }; die letzte vor { LENGTH($ago) }.
