## Die Wörter, die die Skripte der Seite um die des Kerns herum schreiben.

page-cannot-start = Der Simulator konnte nicht starten. Lade die Seite neu; wenn es dann immer noch nicht klappt, kann dein Browser vielleicht kein WebAssembly ausführen, oder der Website fehlt eine Datei.
page-cannot-start-title = Der Simulator konnte nicht starten
page-no-experiment = Kein Experiment konnte geladen werden. Die Liste der Experimente sagt, was mit jeder Datei nicht stimmt.
page-no-experiment-cause = keine Szenariodatei ließ sich laden
page-no-experiment-title = Kein Experiment konnte geladen werden
page-unexpected-problem = Der Simulator ist wegen eines unerwarteten Problems stehen geblieben. Lade die Seite neu, um von vorn zu beginnen.
error-cause = Die Ursache: { $cause }

now-before-first = Vor dem ersten Ereignis. Drück auf „Abspielen“ oder „Schritt vor“.
now-event = Ereignis { $number } von { $count }, bei { $time }: { $text }

settings-nothing = In diesem Experiment gibt es nichts einzustellen: Verfolge es mit den Wiedergabetasten.
settings-on = an
settings-off = aus

results-final-value = Endwert
results-expected-value = Erwarteter Wert
results-stale-accepted = Veralteter Schreibzugriff angenommen
results-stale-refused = Veralteter Schreibzugriff abgelehnt
results-now = In diesem Moment
results-times = { $count ->
    [0] nein
    [one] ja
   *[other] ja, { $count }-mal
}
results-count = { $n }
results-effect-time = { $time }, zu diesem Seiteneffekt springen

events-time = { $time }, zu Ereignis { $number } springen
chart-label = Diagramm des Laufs: { $description }

playback-play = Abspielen
playback-pause = Pause

challenge-state-met = Erfüllt
challenge-solved-before = Schon gelöst
challenge-not-yet = Noch nicht

shelf-basics = Die Grundgeschichte
shelf-timing = Wenn das Timing versagt
shelf-counter = Wenn der Zähler versagt
shelf-resource = Wenn die Ressource nicht prüfen kann
shelf-election = Leader-Wahl
shelf-more = Weitere Experimente
shelf-broken = Dateien, die sich nicht laden lassen
experiment-cannot-load = Lässt sich nicht laden: { $problem }
experiment-unknown-problem = unbekanntes Problem
experiment-open-now = Gerade offen

compare-no-switch = Dieses Experiment hat keinen Schalter zum Umlegen, deshalb gibt es nichts, was neben diesen Lauf gestellt werden könnte.
predict-choices = Deine Vorhersage

real-problem = { $file }: { $why }

export-png-failed = Das PNG konnte nicht erstellt werden ({ $why }); der SVG-Download enthält dasselbe Bild.
export-no-canvas = dieser Browser hat kein 2D-Canvas
export-no-png = das Canvas hat kein PNG erzeugt

share-copied = Kopiert.
share-selected = Markiert: Drück Strg+C (oder ⌘C) zum Kopieren.
share-language = Auf { $language } öffnen
share-frame-title = fencelab: { $title }

error-experiment = Das Experiment { $file } konnte nicht geladen werden.
error-settings-refused = Diese Einstellungen wurden abgelehnt; der Simulator hat seinen bisherigen Lauf behalten.
error-setting-refused = Diese Einstellung wurde abgelehnt; der Simulator hat seinen bisherigen Lauf behalten.
error-map = Die Sicherheitskarte konnte nicht gezeichnet werden.
error-search = Die Suche nach einem Gegenbeispiel ist fehlgeschlagen.
error-chart = Das Diagramm konnte nicht gezeichnet werden.
error-life = Das Leben der Lease konnte nicht gezeichnet werden.
error-export-chart = Das Diagramm konnte nicht exportiert werden.
error-export-transcript = Das Protokoll konnte nicht exportiert werden.
error-file-name = Die Datei konnte nicht benannt werden.
error-endings = Die Antworten für eine Vorhersage konnten nicht erstellt werden.
error-against = Die Vorhersage konnte nicht geprüft werden.
error-describe = Der Lauf ließ sich nicht in Worte fassen.
error-twin = Der zweite Lauf des Vergleichs konnte nicht erstellt werden.
error-parting = Die beiden Läufe konnten nicht verglichen werden.
error-bug = Der Simulator ist auf einen Fehler gestoßen und hat angehalten. Lade die Seite neu, um von vorn zu beginnen.
error-panic-reading = der Simulator ist beim Lesen der Szenarien auf einen Fehler gestoßen: { $panic }
error-not-fetched = konnte nicht abgerufen werden: { $why }
error-stopped = der Simulator hat nach einem Fehler angehalten
error-not-loaded = das Experiment konnte nicht geladen werden
error-worker-stopped = ein Worker hat angehalten: { $why }
error-worker-no-reason = ohne Angabe eines Grundes
error-workers-stopped = die Worker haben angehalten
error-worker-failed = ein Worker ist gescheitert
error-worker-broken = dieser Worker hat nach einem Fehler angehalten
error-worker-no-scenario = ein Auftrag nannte kein Szenario, und dieser Worker hat keins

share-scorm-making = Das Paket wird gebaut …
share-scorm-made = { $file } ist fertig; dein Browser speichert es als Download.
share-scorm-failed = Das Paket ließ sich hier nicht bauen ({ $cause }). Es entsteht aus fencelab auf einem Webserver; der Build legt außerdem eines neben die Seite.
scorm-problem = Die Lernplattform hat { $call } nicht angenommen ({ $cause }), deshalb meldet diese Seite ihr nichts mehr. Alles, was du hier tust, bleibt auf dieser Seite zu sehen.
