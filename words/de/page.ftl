## Die eigene Seite des Simulators: Titel, Kopf, Knöpfe, Beschriftungen,
## Überschriften, Hinweise und Dialoge, wie index.html sie hat.

page-title = fencelab: Sperren, Leases und Fencing-Tokens
page-description =
    .content = Ein Simulator, der zeigt, warum die Lease einer Sperre nicht reicht und wie Fencing-Tokens den Speicher einen veralteten Schreibzugriff ablehnen lassen.
page-skip = Zum Simulator springen

## Der Kopf.

page-heading = Sperren, Leases und Fencing-Tokens
page-lede =
    Eine Sperre, die von selbst abläuft, verhindert, dass ein abgestürzter Client alle anderen blockiert.
    Sie lässt aber auch einen Client, der nur <em>pausiert</em> war, aufwachen und schreiben, nachdem längst ein anderer übernommen hat.
    Verändere die Einstellungen und beobachte, was am Ende im Speicher steht.
page-level =
    <strong>Mittleres Niveau</strong>, für alle, denen Sperren und Server, die über ein Netzwerk miteinander reden, schon begegnet sind.
    Etwa 10 bis 15 Minuten: der Rundgang, ein paar Experimente, die Fragen.
page-tour-start = Neu hier? Mach den kurzen Rundgang
# Ein Link zum ersten Teil der Lektion, „In einfachen Worten“.
page-plain-words-link = oder lies zuerst die Idee in einfachen Worten

## Hinweise über dem Simulator.

page-simulator-title = Simulator
page-boot-failed =
    Der Simulator konnte nicht starten. Dieser Browser hat seine Skripte nicht ausgeführt.
    Wenn diese Seite in einem Frame steckt, blockiert der Frame sie vielleicht (eine Sandbox ohne allow-same-origin); öffne fencelab dann auf einer eigenen Seite.
    Die Lektion weiter unten kannst du trotzdem lesen.
page-boot-failed-title = Der Simulator konnte nicht starten
page-link-notice = <strong>Teile dieses Links ließen sich nicht verwenden.</strong> Alles andere aus dem Link wurde übernommen.
page-dismiss = Ausblenden
page-real-notice = <strong>Einige Aufzeichnungen echter Läufe ließen sich nicht lesen.</strong> Ihre Experimente zeigen nur den simulierten Lauf.
page-noscript = Der Simulator läuft in deinem Browser und braucht JavaScript und WebAssembly. Die Lektion unten kannst du auch ohne beides gut lesen.

## Die Knöpfe des Rundgangs („Neu hier?“).

page-tour-back = Zurück
page-tour-next = Weiter
page-tour-close = Rundgang beenden

## Der Kopf des Experiments.

page-open-full = Diesen Lauf in fencelab öffnen
page-kicker = Experiment
page-loading = Der Simulator wird geladen…
page-share-open = Teilen / einbetten
page-compare-toggle = Vergleichen
page-predict-switch = Erst vorhersagen
page-projector-switch = Ansicht für den Beamer
page-try-this = Probier das aus und achte dann darauf
page-glance =
    .aria-label = Urteil
page-glance-held = Wie endet dieser Lauf? Sag es zuerst voraus: Die Antworten zur Auswahl stehen bei den Ergebnissen.
# Die Reiter unter dem Diagramm, jeder mit einer Ansicht des Laufs; zuerst
# der zugängliche Name der Liste.
page-views-tabs =
    .aria-label = Zu diesem Lauf
page-tab-results = Ergebnis
page-tab-events = Ereignisse
page-tab-map = Sicherheitskarte
page-tab-life = Lebenszyklus
page-tab-challenges = Aufgaben
page-tab-real = Auf echten Systemen

## Die Einstellungen.

page-settings-title = Einstellungen
page-locked-note = Diese Einstellungen legt die Seite fest, in der dieser Simulator steckt. Spiel den Lauf ab oder öffne ihn in fencelab, um sie zu ändern.
page-opening-kept = Der Simulator lädt noch: Deine Änderung bleibt erhalten und erscheint, sobald er geladen ist.
page-opening-loading = Der Simulator lädt noch: Abspielen und die anderen Bedienelemente funktionieren gleich.
page-defaults = Zurück zu den Standardwerten dieses Experiments

## Die Ergebnisse.

page-results-title = Was am Ende im Speicher steht
page-prediction-legend = Deine Vorhersage
page-prediction-hint = Der Lauf hält vor seinem ersten Schreibzugriff an, und wie er endet, bleibt verborgen. Wie wird er enden? Wähle eine Antwort, dann läuft er weiter.
page-prediction-skip = Überspringen: zeig es mir einfach
page-real-title = Auf echten Diensten
page-real-toggle = Den echten Lauf zeigen
page-real-choices =
    .aria-label = Aufgezeichnete Läufe
page-real-use = Diese Einstellungen übernehmen
page-real-events =
    .aria-label = Ereignisse des echten Laufs
page-holder-refused = Abgelehnte Schreibzugriffe des rechtmäßigen Inhabers
page-half-done = Nur halb ausgeführte Änderungen
page-applied-twice = Zweimal angewandte Schreibvorgänge
page-duplicates = Doppelt erledigte Arbeit
page-effects-title = Seiteneffekte
page-effects-hint = Dinge, die ein Client außerhalb des Speichers tut, etwa eine E-Mail verschicken. Sie tragen kein Token, also kann nichts sie ablehnen.
# „In diesem Moment“ ist der Name eines der Kästen in den Ergebnissen.
page-results-hint =
    Der erwartete Wert ist das, was eine Ressource enthalten sollte, hätte die Sperre funktioniert: jede Änderung jedes Inhabers übernommen, keine verloren.
    Ein veralteter Schreibzugriff kommt von einem Client, dessen Lease schon abgelaufen ist, nachdem ein neuerer Inhaber geschrieben hat: Er überschreibt neuere Arbeit, wenn die Ressource ihn nicht ablehnt.
    „In diesem Moment“ folgt der Wiedergabe; die anderen Kästen beschreiben den ganzen Lauf.
page-challenges-title = Aufgaben

## Zwei Läufe nebeneinander („Vergleichen“).

page-compare-title = Zwei Läufe nebeneinander
page-compare-hint = Zweimal dieselben Einstellungen, nur ein Schalter ist anders. Eine Wiedergabe bewegt beide; das Ereignis, an dem sich die beiden Geschichten trennen, ist in beiden markiert.
page-compare-holder-refused = Abgelehnte Schreibzugriffe des rechtmäßigen Inhabers:
page-compare-half-done = Nur halb ausgeführte Änderungen:
page-compare-applied-twice = Zweimal angewandte Schreibvorgänge:
page-compare-duplicates = Doppelt erledigte Arbeit:

## Das Diagramm und seine Wiedergabe.

page-chart-heading = Wer wann was getan hat
# Die Zusammenfassung oben im Simulator, nur für Screenreader.
page-screen-summary-title = Was der Simulator zeigt
page-chart-keys = Mit der Eingabetaste liest du das Diagramm Ereignis für Ereignis.
page-steps-toggle = Das Diagramm als Text lesen
page-steps-keys = Pfeil hoch und runter gehen von Ereignis zu Ereignis und nehmen die Wiedergabe mit; Pos1 und Ende gehen zum ersten und zum letzten; Escape führt zurück zum Diagramm.
page-steps =
    .aria-label = Das Diagramm als Text
page-playback-title = Wiedergabe
page-step-back = Schritt zurück
page-step-forward = Schritt vor
page-scrub = Zeit
page-speed = Tempo
# $speed: wie viel mal so schnell wie in Echtzeit.
page-speed-option = { $speed }×
# $n: die Zeit in Sekunden, um die Umschalt mit einer Pfeiltaste springt,
# geschrieben wie die Nachricht „seconds“ sie schreibt.
page-playback-keys =
    Tasten: <kbd>K</kbd> abspielen oder anhalten, <kbd>,</kbd> und <kbd>.</kbd> einen Schritt zurück und vor.
    Auf „Zeit“: Pfeiltasten gehen von Ereignis zu Ereignis, <kbd>Umschalt</kbd>+Pfeiltasten um { seconds }, <kbd>Bild auf</kbd>/<kbd>Bild ab</kbd> um ein Zehntel des Laufs, <kbd>Pos1</kbd>/<kbd>Ende</kbd> an den Anfang und ans Ende.
page-downloads-title = Herunterladen
page-export-svg = Diagramm als SVG
page-export-png = Diagramm als PNG
page-export-markdown = Protokoll als Markdown

## Die Sicherheitskarte.

page-map-title = Sicherheitskarte
page-map-hint = Jede Zelle ist ein Lauf, in dem zwei Einstellungen geändert sind und die übrigen so bleiben, wie sie jetzt sind. Der Ring markiert den Lauf, den das Diagramm zeigt.
# Die Einstellung, die sich auf der Karte von links nach rechts ändert.
page-map-across = Waagrecht
# Die Einstellung, die sich auf der Karte von oben nach unten ändert.
page-map-down = Senkrecht
page-map-canvas =
    .aria-roledescription = Sicherheitskarte
    .aria-label = Sicherheitskarte
page-map-keys = Pfeiltasten gehen von Zelle zu Zelle, mit Umschalt zehn auf einmal; die Eingabetaste lädt den Lauf dieser Zelle.
page-map-legend =
    .aria-label = Legende der Karte, Läufe je Ausgang
page-map-search = Ein Gegenbeispiel finden
# $runs: wie viele zufällige Läufe die Suche probiert.
page-map-search-hint = Probiert { $runs } Läufe mit allen Schiebereglern auf Zufallswerten und den Schaltern, wie sie sind, bringt dann einen unsicheren Lauf so nah wie möglich an die Einstellungen heran, mit denen das Experiment beginnt, und lädt ihn.

## Die Ereignisse der Reihe nach.

page-events-title = Der Reihe nach
page-events =
    .aria-label = Ereignisse

## Der Dialog „Teilen / einbetten“.

page-share-title = Diesen Lauf teilen oder einbetten
page-share-hint = Der Link öffnet dieses Experiment mit diesen Einstellungen an dieser Stelle der Wiedergabe.
page-share-link = Link zu diesem Lauf
page-share-copy-link = Link kopieren
page-share-panels = In einer Einbettung zeigen
page-share-panel-story = Titel und „Probier das aus“
page-share-panel-settings = Einstellungen
page-share-panel-results = Ergebnisse
page-share-panel-chart = Diagramm und Wiedergabe
page-share-panel-events = Ereignisse der Reihe nach
page-share-panel-map = Sicherheitskarte
page-share-panel-quiz = Quiz
page-share-panels-hint = Anfangs ist angehakt, was eine Einbettung standardmäßig zeigt: alles außer der Sicherheitskarte und dem Quiz. Nimmst du alle Haken weg, bekommst du dasselbe.
page-share-locked-legend = Einstellungen einer Einbettung
page-share-locked = Festlegen, sodass man den Lauf abspielen, aber nicht ändern kann
page-share-local = Diese Seite wurde aus einer Datei geöffnet, darum zeigen der Link und der Einbettungscode auf diese Datei und funktionieren nur auf diesem Computer. Um einen Lauf mit anderen zu teilen, kopiere sie aus fencelab auf einem Webserver.
page-share-snippet = Einbettungscode für eine Kursseite
page-share-copy-snippet = Einbettungscode kopieren
# Das <code> ist die Nachricht, die der Frame schickt, so wie ein Skript
# sie liest: bitte unverändert lassen. $height: die Höhe des Frames in
# Pixeln, wo kein Skript sie setzt.
page-share-sizing =
    Die Einbettung passt sich der Breite ihres Frames an.
    Ihre Höhe auch: Immer wenn sich die Höhe der Seite darin ändert, schickt sie die Nachricht <code>{ "{ type: \"fencelab:height\", height }" }</code> (die Höhe in CSS-Pixeln) an die Seite drumherum, und die paar Zeilen Skript nach dem Frame nehmen diese Nachricht nur von diesem Frame an und setzen die Höhe des Frames darauf.
    Wo eine Kursseite keine Skripte erlaubt, bleibt der Frame { $height } Pixel hoch, und man scrollt darin.
page-share-close = Schließen

## Die Liste der Experimente.

page-experiments-title = Experimente
page-experiments-hint = Jedes Experiment ist eine eigene kleine Geschichte mit eigenen Einstellungen. Öffne eines, lies sein „Probier das aus“ und verändere seine Einstellungen. Das Abzeichen unter jedem Titel sagt, wie es mit seinen eigenen Standardeinstellungen endet.

page-share-scorm = SCORM-Paket herunterladen
page-share-scorm-hint = Für Moodle, Canvas, Blackboard und andere Lernplattformen: dieser Lauf, wie ihn die Einbettung oben zeigt, als SCORM-1.2-Paket, das der Plattform das Quiz-Ergebnis und die gemeisterten Herausforderungen meldet. Hake oben „Quiz“ an, damit es ein Ergebnis zum Bewerten gibt.
