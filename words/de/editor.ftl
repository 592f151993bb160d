## Der Editor: die Datei des offenen Experiments als Text neben seinem Lauf,
## und woher ein Experiment kommt, das nicht zur Seite gehört.

page-edit-open = Dieses Experiment bearbeiten
page-editor-title = Dieses Experiment bearbeiten
page-editor-close = Editor schließen
page-editor-undo = Rückgängig
page-editor-redo = Wiederholen
page-editor-download = Herunterladen
page-editor-open-file = Datei öffnen
page-editor-restart = Mit dem Original neu beginnen
page-editor-text =
    .aria-label = Szenariodatei
page-stale-note = Dieser Lauf stammt vom letzten Text, der funktioniert hat, nicht vom Text im Editor.

editor-loading = Der Editor wird geladen …
editor-load-failed = Der Editor konnte nicht geladen werden: { $why }
editor-kept = Ihre Änderungen werden beim Tippen in diesem Browser gespeichert, und der Lauf folgt ihnen. Laden Sie die Datei herunter, um sie dauerhaft zu behalten, oder teilen Sie sie als Link.
editor-draft-back = Ihr Entwurf vom { $when } ist wieder da. „Mit dem Original neu beginnen“ stellt die ursprüngliche Datei wieder her.
editor-opened-file = { $name } gelesen. Rückgängig stellt den Text davor wieder her.
editor-runs = Der Text lädt: Der gezeigte Lauf ist der dieses Textes.
editor-problems = { $count ->
    [one] Ein Problem, unter dem Text aufgeführt. Der gezeigte Lauf stammt vom letzten Text, der funktioniert hat.
   *[other] { $count } Probleme, unter dem Text aufgeführt. Der gezeigte Lauf stammt vom letzten Text, der funktioniert hat.
}
editor-problem-place = Zeile { $line }, Spalte { $column }
editor-downloaded = Gespeichert als { $name }.
editor-restart-confirm = Ihre Änderungen verwerfen und mit der ursprünglichen Datei neu beginnen?
editor-file-too-large = { $name } ist größer als { $limit } KB. Eine Szenariodatei hat wenige KB: Ist das die richtige Datei?
editor-file-unreadable = { $name } konnte nicht gelesen werden: { $why }
error-editor-check = Der Editor konnte diesen Text nicht prüfen.

origin-linked = Dieses Experiment kam im Link mit, nicht aus der Liste von fencelab: „{ $title }“. Lesen Sie es als das seines Autors.
origin-edited = Das ist Ihre Bearbeitung von „{ $title }“, nur in diesem Browser gespeichert, bis Sie sie herunterladen oder ihren Link teilen.
origin-link-broken = Das Experiment in diesem Link ließ sich nicht laden, daher wird die Standardgeschichte gezeigt, und der Editor enthält die Datei des Links: { $problem }
origin-link-unreadable = Das Experiment in diesem Link ließ sich nicht lesen, daher wird die Standardgeschichte gezeigt: { $why }

link-file-unsupported = Dieser Browser kann ihn nicht entpacken (ihm fehlt rohes DEFLATE). Ein aktuelles Chrome, Edge, Firefox oder Safari kann es.
link-file-not-text = Er entpackt sich nicht zu Text und ist daher keine Szenariodatei.
link-file-too-large = Er entpackt sich zu mehr als { $limit } KB, weit mehr als jede Szenariodatei, daher wurde er nicht weiter entpackt.
link-file-not-deflate = Er ist nicht so gepackt, wie fencelab eine Datei in einen Link packt; vielleicht wurde er gekürzt oder verändert.
link-file-empty = Sein file= ist leer.
link-file-character = Zeichen { $position } seines file=, { $character }, darf darin nicht vorkommen (nur Buchstaben, Ziffern, - und _).
link-file-cut = Sein file= ist abgeschnitten.

## Das Formular des Editors: die Datei in ihren Teilen.

editor-form-title = In Teilen ändern
editor-form-hint = Jede Änderung hier wird in die Datei darunter geschrieben, als wäre sie dort getippt, und der Lauf folgt ihr. Rückgängig nimmt sie zurück.
editor-form-waiting = Der Text hat Probleme, sie stehen darunter. Sobald er sich wieder laden lässt, sind seine Teile wieder hier.
editor-form-texts = Was die Lesenden lesen
editor-form-title-field = Titel
editor-form-summary = Zusammenfassung
editor-form-try-this = Probier das
editor-form-lock = Sperrdienst
editor-form-resources = Ressourcen
editor-form-name = Name
editor-form-clients = Clients und ihre Pläne
editor-form-client = Client { $name }
editor-form-remove-client = { $name } entfernen
editor-form-add-client = Einen Client hinzufügen
editor-form-starts = Beginnt
editor-form-starts-next = gleich nach dem Schritt davor
editor-form-starts-at = zu einer Zeit
editor-form-starts-after = nach einer Wartezeit
editor-form-resource = Ressource
editor-form-remove-step = Diesen Schritt entfernen
editor-form-add-step-action = Neuer Schritt
editor-form-add-step = Schritt hinzufügen
editor-form-knobs = Die Einstellungen der Lesenden
editor-form-no-knobs = Die Lesenden haben noch keine Einstellungen: Kreuze neben einem Wert „Den Lesenden einen Regler geben“ an.
editor-form-knob = Einstellung „{ $id }“
editor-form-label = Beschriftung
editor-form-help = Hilfe
editor-form-withdraw = Diese Einstellung wegnehmen
editor-form-offer = Den Lesenden { $kind ->
    [switch] einen Schalter
   *[slider] einen Regler
} geben
editor-form-offered = { $kind ->
    [switch] Schalter
   *[slider] Regler
} „{ $id }“ der Lesenden
editor-form-whole-number = { $field } braucht eine ganze Zahl.
