## Was eine Suche mit zufälligen Einstellungen gefunden hat, unter ihrem Knopf.

# $runs: wie viele zufällige Läufe die Suche gemacht hat.
search-none = Kein unsicherer Lauf unter { $runs } zufälligen Läufen. Das ist kein Beweis: Ein Lauf, den die Suche nicht probiert hat, kann trotzdem schiefgehen.

# Der geschrumpfte unsichere Lauf. $runs: die gemachten Läufe; $sliders:
# jeder Schieberegler mit seinem Wert (search-slider), mit Kommas
# verbunden; $events: die Ereignisse des geschrumpften Laufs, $drawn: wie
# viele davon das Diagramm zeichnet; $verdict: das Urteil als Satz;
# $unsafe_runs: wie viele der $runs nicht sicher waren.
search-found = Einen in { $runs } Läufen gefunden und in Richtung der Einstellungen geschrumpft, mit denen das Experiment beginnt: { $sliders } ({ $events ->
    [one] { $events } Ereignis
   *[other] { $events } Ereignisse
}; { $drawn } gezeichnet). { $verdict } Jeder Schieberegler steht auf seinem Anfangswert oder dort, wo ihn allein zurückzuschieben den Lauf sicher macht. Die Seite zeigt jetzt diesen Lauf. { $unsafe_runs } der { $runs } Läufe waren nicht sicher.

# Ein Schieberegler des geschrumpften Laufs: seine $label und sein $value.
search-slider = { $label } { $value }
