## Die auf echten Diensten aufgezeichneten Läufe: die Zeile unter dem
## Urteil, die Überschrift über einem echten Lauf und die Listen darin.

# Ein echtes System und seine Version: "etcd 3.4.23".
real-system = { $name } { $version }
# Eine Liste: $list sind die bisherigen Einträge, $next einer mehr in der Mitte.
real-list-next = { $list }, { $next }
# Eine Liste: $list sind die bisherigen Einträge, $last der letzte.
real-list-last = { $list } und { $last }
# Ein Zeit-Schieberegler: $knob ist sein Name, $time sein Wert.
real-setting-time = { $knob } { $time }
# Die Zeile unter dem Urteil: $systems ist die Liste der echten Systeme.
real-line-same = Auch auf { $systems } ausgeführt: gleiches Ergebnis.
# Wie real-line-same, für eine Aufzeichnung mit anderen Einstellungen
# ($settings, eine Liste) als deinen.
real-line-same-with = Auch auf { $systems } mit { $settings } ausgeführt: gleiches Ergebnis.
# Wie real-line-same, wenn der echte Lauf vom Modell abweicht: $parting sagt, wo.
real-line-different = Auch auf { $systems } ausgeführt: ein anderes Ergebnis: { $parting }.
real-line-different-with = Auch auf { $systems } mit { $settings } ausgeführt: ein anderes Ergebnis: { $parting }.
# Die Überschrift über einem echten Lauf: $systems wie oben, $ms wie viele
# echte Millisekunden eine simulierte Sekunde dauerte.
real-heading = Aufgezeichnet auf { $systems }; eine simulierte Sekunde dauerte { $ms } echte ms.

## Wo ein echter Lauf und der des Modells auseinandergehen ($parting oben
## und in `fencelab real`).

real-agree-same = gleiches Ergebnis
# Dieselben Schlüsselereignisse, aber andere Urteile: $model und $real
# sind die Kennungen der Urteile (safe, refused, duplicate, half_done,
# escaped, lost).
real-agree-verdicts = dieselben Schlüsselereignisse, aber das Modell sagt { $model } und der echte Lauf { $real }
# Die Läufe trennen sich bei Schlüsselereignis Nummer $key: $model und
# $real sind, was jeder Lauf dort hat (eine der real-key-Nachrichten).
real-agree-part = sie trennen sich bei Schlüsselereignis { $key }: Das Modell hat { $model }, der echte Lauf { $real }
real-key-nothing = nichts mehr
# $client erhält die Sperre mit dem $rank-niedrigsten Token des Laufs (1 für das niedrigste).
real-key-granted = { $client } erhält die Sperre mit dem { $rank }. Token des Laufs
# $client schreibt $value in $resource; $verdict ist accepted oder refused.
real-key-wrote = { $client } schreibt { $value } in { $resource }, { $verdict ->
    [accepted] angenommen
   *[refused] abgelehnt
}
real-key-effect = { $client } handelt außerhalb jeder Ressource
real-key-final = { $resource } endet bei { $value }
