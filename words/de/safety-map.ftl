## Die Wörter der Sicherheitskarte und der Suche nach einem Gegenbeispiel.

map-none = { $sliders ->
    [0] Hier gibt es keine Karte: Dieses Experiment hat keine Schieberegler, und eine Karte braucht zwei.
   *[other] Hier gibt es keine Karte: Dieses Experiment hat nur einen Schieberegler, und eine Karte braucht zwei.
}
map-summary = { $lost ->
    [one] { $lost } von { $total } Läufen verliert eine Änderung
   *[other] { $lost } von { $total } Läufen verlieren eine Änderung
}; bei { $escaped } entkommt ein Seiteneffekt{ $half ->
    [0] {""}
    [one] ; { $half } lässt eine Änderung halb erledigt zurück
   *[other] ; { $half } lassen eine Änderung halb erledigt zurück
}{ $stuck ->
    [0] {""}
    [one] ; { $stuck } bleibt blockiert, der rechtmäßige Inhaber abgewiesen
   *[other] ; { $stuck } bleiben blockiert, der rechtmäßige Inhaber abgewiesen
}{ $twice ->
    [0] {""}
    [one] ; { $twice } wendet einen Schreibvorgang zweimal an
   *[other] ; { $twice } wenden einen Schreibvorgang zweimal an
}. { $safe ->
    [one] { $safe } ist sicher
   *[other] { $safe } sind sicher
}{ $refused ->
    [0] {""}
   *[other] , { $refused } davon, weil ein verspäteter Schreibzugriff abgelehnt wurde
}. Waagerecht: { $across }, { $acrossFrom } bis { $acrossTo }. Senkrecht: { $down }, { $downFrom } bis { $downTo }. Alle anderen Einstellungen wie gerade.{ $coarse ->
    [yes] {" "}Eine schnelle, grobe Karte, solange sich die Einstellungen bewegen; die volle folgt, sobald sie ruhen.
   *[no] {""}
}
map-label = Sicherheitskarte. { $summary }
map-legend-count = { $n }
map-tick-count = { $n }
map-axis-across = { $label } →
map-axis-down = { $label } ↓
map-readout-hint = Zeig auf ein Feld, um es hier zu lesen. Klick oder tipp darauf, oder fokussiere die Karte und drück die Eingabetaste, um seinen Lauf zu laden.
map-cell = { $across } { $acrossValue }, { $down } { $downValue }: { $verdict ->
    [refused] sicher, ein verspäteter Schreibzugriff wurde abgelehnt.
    [duplicate] sicher, nur Arbeit doppelt erledigt.
    [stuck] nicht sicher, blockiert: der rechtmäßige Inhaber abgewiesen.
    [half_done] nicht sicher, eine Änderung halb erledigt.
    [escaped] nicht sicher, ein Seiteneffekt ist entkommen.
    [applied_twice] nicht sicher, ein Schreibvorgang doppelt angewandt.
    [lost] nicht sicher, eine Änderung verloren.
   *[safe] sicher.
}

search-trying = Probiere { $runs } Läufe mit zufälligen Einstellungen…
