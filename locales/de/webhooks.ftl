## Folgen über die API: warum eine Webhook-Zustellung nicht ankam (der Pausengrund, den der Inhaber liest), die Ablehnungen der Routen.

webhook-reason-status = Der Webhook antwortete mit HTTP { $status }.
webhook-reason-redirect = Der Webhook antwortete mit einer Weiterleitung (HTTP { $status }); Weiterleitungen werden nicht verfolgt.
webhook-reason-timeout = Der Webhook antwortete nicht innerhalb von { $seconds } Sekunden.
webhook-reason-unreachable = Der Webhook war nicht erreichbar.
webhook-reason-private-address = Die Webhook-URL zeigt auf eine private oder lokale Netzwerkadresse, was nicht erlaubt ist.
webhook-reason-url-invalid = Die Webhook-URL dieses Folgens ist ungültig.
follow-not-found = Du folgst nichts mit dieser ID.
follow-cap-reached = Du folgst bereits { $max } Links, so vielen, wie ein Nutzer folgen darf. Entferne zuerst einen.
follow-not-a-list = Dieser Link listet keine Einträge, denen man folgen kann: gib einen Kanal, eine Playlist oder einen Feed an.
