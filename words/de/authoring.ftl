## Eine Szenariodatei in Teilen ändern: die Felder eines Formulars, und
## warum eine Änderung nicht geht.

## Der Name eines Felds, neben seinem Eingabefeld und im Namen eines
## Schiebereglers oder Schalters, der dafür angelegt wird.
editor-field-lease-ms = Dauer der Lease (ms)
editor-field-first-token = Erstes Token
editor-field-initial = Startwert
editor-field-fencing = Fencing-Tokens
editor-field-at-ms = Bei (ms)
editor-field-after-ms = Warten davor (ms)
editor-field-for-ms = Dauer der Pause (ms)
editor-field-margin-ms = Spielraum (ms)
editor-field-every-ms = Neuer Versuch alle (ms)
editor-field-until-ms = Aufgeben bei (ms)
editor-field-amount = Betrag
editor-field-min = Kleinster Wert
editor-field-max = Größter Wert
editor-field-step = Schritt

# Der Name eines Reglers oder Schalters für die Lesenden. $owner ist der Name des Clients oder der Ressource, $field der des Felds.
edit-knob-label = { $owner }: { $field }
# Wessen Wert ein Regler für einen Wert des Sperrdiensts einstellt.
edit-owner-lock = Sperrdienst
# Die Handlung eines neuen Seiteneffekts; sie folgt auf den Namen des Clients.
edit-new-effect = schickt eine E-Mail

edit-needs-loading-text = Behebe zuerst die Probleme im Text: Änderungen in Teilen brauchen einen Text, der sich laden lässt.
edit-no-part = Diesen Teil gibt es in der Datei nicht mehr; das Formular zeigt die Datei jetzt, wie sie ist.
# $pointer ist die Stelle in der Datei, etwa /clients/0/plan/2/for_ms.
edit-no-field = Die Datei hat bei { $pointer } keinen Wert, der sich ändern lässt.
edit-wrong-value = Der Wert bei { $pointer } ist eine ganze Zahl oder an/aus, so wie er jetzt ist.
# $id ist die Kennung der Einstellung.
edit-no-knob = Die Datei hat keine Einstellung „{ $id }“.
edit-offered-already = Die Lesenden haben das schon als Einstellung „{ $id }“.
edit-not-offerable = Eine Einstellung der Lesenden kann den Wert bei { $pointer } nicht ändern.
# $problem sagt, was nach der Änderung an der Datei falsch wäre.
edit-would-break = Die Änderung wurde nicht gemacht, denn danach ließe sich die Datei nicht laden: { $problem }

## Was ein Schritt tut, wie das Formular es nennt.
editor-action-acquire = Sperre nehmen
editor-action-read = Lesen
editor-action-write = Schreiben
editor-action-pause = Pause
editor-action-check-lease = Lease prüfen
editor-action-check-fence = Token prüfen
editor-action-side-effect = Seiteneffekt
editor-action-renew = Lease verlängern
editor-action-release = Sperre zurückgeben
