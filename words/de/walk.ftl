### „Neu hier?“, der kurze Rundgang durch die Standardgeschichte. Jeder
### Schritt bewegt den Simulator und zitiert, was laut Lauf passiert ist;
### die meisten Schritte bekommen deshalb $event, den Satz des Laufs zu dem
### Ereignis, um das es im Schritt geht, schon in der Sprache des Lesers.

# Über dem Titel des Schritts: seine Nummer und die Zahl der Schritte.
walk-count = Schritt { $number } von { $total }
walk-next = Weiter
# Der Weiter-Knopf des letzten Schritts, der den Rundgang schließt.
walk-finish = Fertig
walk-nothing = Dieser Lauf hat zu diesem Schritt nichts zu zeigen; vielleicht haben ihn die Einstellungen verändert.

walk-granted-title = A bekommt die Sperre
# $event ist der Satz zur Vergabe, etwa „A fragt nach der Sperre und bekommt sie, mit Token 1.“
walk-granted-text = Zwei Clients, A und B, wollen beide dieselbe gespeicherte Zahl ändern; eine Sperre soll dafür sorgen, dass das immer nur einer gleichzeitig tut. { $event } Eine Lease ist eine Sperre, die für eine feste Zeit verliehen wird und von selbst abläuft, wenn sie nicht verlängert wird. Ein Fencing-Token ist eine Zahl, die mit jeder Vergabe wächst, sodass ein späterer Inhaber immer eine größere trägt. Die markierten Balken zeigen A's Lease, in der Zeile von A und in der des Sperrdienstes.

walk-paused-title = A friert ein
# $event ist der Satz zu A's Pause.
walk-paused-text = { $event } Der schraffierte, markierte Balken im Diagramm ist die Pause. Eine Garbage Collection, eine ausgelagerte Speicherseite oder eine hängende virtuelle Maschine können das jedem Programm antun.

walk-expired-title = Die Lease läuft ab
# $event ist der Satz zum Ablauf der Lease.
walk-expired-text = { $event } Die gestrichelte Linie quer durch das Diagramm markiert es. Der Ablauf sorgt dafür, dass ein abgestürzter Inhaber nicht alle anderen blockiert, und hier gibt er die Sperre weiter, während A noch lebt.

walk-b-writes-title = B übernimmt und schreibt
# $event ist der Satz zu B's Schreibvorgang.
walk-b-writes-text = { $event } Bis hierhin ist alles gut: B hatte eine gültige Lease, als er schrieb.

walk-a-writes-title = A wacht auf und schreibt trotzdem
# $event ist der Satz zu A's verspätetem Schreibvorgang, $holds der Satz
# des Laufs dazu, was der Speicher hält und halten sollte.
walk-a-writes-text = { $event } Die markierte Stelle im Diagramm ist dieser Moment: A's alter Schreibvorgang landet über dem von B. { $holds } A hat nie erfahren, dass er die Sperre verloren hatte.

walk-fencing-title = Fencing-Tokens einschalten
# $event ist der Satz zu A's verspätetem Schreibvorgang, jetzt mit
# Fencing; $holds der Satz des Laufs dazu, was der Speicher hält; $switch
# die Beschriftung des Fencing-Schalters in den Einstellungen.
walk-fencing-text = Der Speicher merkt sich jetzt das höchste Token, das er angenommen hat. { $event } Die eingekreiste Markierung im Diagramm ist dieser abgewiesene Schreibvorgang. { $holds } Der Schalter „{ $switch }“ ist in den Einstellungen eingeschaltet.

walk-your-turn-title = Jetzt du
# $pause ist die Beschriftung des Schiebereglers für die Pause in den Einstellungen.
walk-your-turn-text = Fencing ist wieder aus, wie zu Beginn der Geschichte. Drücke auf „{ walk-finish }“ und zieh „{ $pause }“, in den Einstellungen eingekreist, unter die Zeit, die A auf seiner Lease noch bleibt: Der Lauf wird sicher, mit oder ohne Fencing. Das zeigt nur, dass diese Pause kurz war, nicht, dass das System sicher ist. Öffne danach die Experimente weiter unten; jedes zeigt einen anderen Weg, auf dem das Verfahren scheitert.
