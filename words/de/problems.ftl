## Die Probleme einer Szenario-Datei, für die Person, die sie schreibt: was
## falsch ist, was das Feld ist und was hineingehört. Jede Meldung steht
## bei Zeile und Spalte des Problems, die nicht Teil von ihr sind. $field
## ist der Name des Felds, wie die Datei ihn schreibt, etwa at_ms oder
## lock_nodes[1]. Namen, IDs, Pointer und Werte aus der Datei kommen so
## herein, wie sie geschrieben sind, mit ihren Anführungszeichen.

## Listen von Namen: $last ist der letzte, $rest alle anderen, verbunden
## mit problem-list-separator, $count wie viele es sind.

problem-list-and = { $count ->
    [one] { $last }
   *[other] { $rest } und { $last }
}
problem-list-or = { $count ->
    [one] { $last }
   *[other] { $rest } oder { $last }
}
problem-list-separator = {", "}

## Was in ein Feld gehört, als $takes nach „ist“ eingesetzt (Nominativ).

problem-takes-ms = eine Zeit in Millisekunden, eine ganze Zahl wie 1000
problem-takes-shift-ms = eine Zeit in Millisekunden, eine ganze Zahl, negativ, um die Uhr zurückzustellen, etwa -2000
problem-takes-bool = true oder false
problem-takes-text = ein Text in doppelten Anführungszeichen
problem-takes-name = ein kurzer Name in doppelten Anführungszeichen, etwa "A"
problem-takes-resource = der Name einer Ressource in doppelten Anführungszeichen, etwa "Storage"
problem-takes-client = der Name eines Clients in doppelten Anführungszeichen, etwa "A"
problem-takes-endpoint = der Name einer Ressource oder "lock_service", in doppelten Anführungszeichen
problem-takes-knob = die ID eines Reglers in doppelten Anführungszeichen, etwa "pause_ms"
problem-takes-knob-id = eine kurze ID in doppelten Anführungszeichen aus Kleinbuchstaben, Ziffern und Unterstrichen, etwa "pause_ms"
problem-takes-challenge-id = eine kurze ID in doppelten Anführungszeichen aus Kleinbuchstaben, Ziffern und Bindestrichen, etwa "longest-safe-pause"
problem-takes-phrase = eine Wendung in doppelten Anführungszeichen, die auf den Namen des Clients folgt, etwa "emails the customer"
problem-takes-count = eine ganze Zahl, 0 oder mehr, etwa 3
problem-takes-amount = eine ganze Zahl, etwa 5 oder -5
problem-takes-nodes = eine ganze Zahl von Knoten zwischen 1 und 99, etwa 3
problem-takes-node = die Nummer eines Sperrknotens, ab 1 gezählt, etwa 2
problem-takes-node-list = eine Liste von Sperrknoten-Nummern in eckigen Klammern, etwa [1, 2]
problem-takes-percent = ein Prozentwert, eine ganze Zahl von -90 bis 1000, etwa -20
# $choices ist eine Liste der Namen, die das Feld annimmt, verbunden mit problem-list-or.
problem-takes-choice = einer der Werte { $choices }
problem-takes-initial = eine ganze Zahl wie 10 oder eine Liste von Texten in doppelten Anführungszeichen wie ["a", "b"]
problem-takes-goal-knob = true oder false für einen Schalter, eine ganze Zahl für einen Schieberegler
problem-takes-op = ein Objekt mit einem von set, add, increment, append oder push, etwa {"{"} "add": 1 {"}"}
problem-takes-item = ein Text in doppelten Anführungszeichen, etwa "A was here"
problem-takes-pointers = eine Liste von JSON-Pointern in doppelten Anführungszeichen, etwa ["/clients/0/plan/2/for_ms"]
problem-takes-pointer = ein JSON-Pointer in doppelten Anführungszeichen, etwa "/clients/0/plan/2/for_ms"
problem-takes-moves = eine Liste von Regler-IDs in doppelten Anführungszeichen, etwa ["fencing"]
problem-takes-verdicts = eine Liste von Ausgängen in doppelten Anführungszeichen, etwa ["safe", "refused"]
problem-takes-bounds = ein Objekt mit at_least, at_most oder beidem, etwa {"{"} "at_most": 0 {"}"}
problem-takes-steps = eine Liste von Schritten in eckigen Klammern, jeder ein Objekt wie {"{"} "at_ms": 0, "do": "acquire" {"}"}
problem-takes-list = eine Liste in eckigen Klammern, [ … ]
problem-takes-object = ein Objekt in geschweiften Klammern, {"{"} … {"}"}
problem-takes-value = ein Wert anderer Art

## Die Form der Datei: ein Wert der falschen Art, ein fehlendes oder
## unbekanntes Feld, ein Name, der keine der Möglichkeiten ist.

# $found: "list", "object" oder "value"; $value der Wert, wie er dasteht.
problem-wrong-value = { $found ->
    [list] `{ $field }` ist { $takes }, keine Liste.
    [object] `{ $field }` ist { $takes }, kein Objekt.
   *[value] `{ $field }` ist { $takes }, nicht { $value }.
}
problem-missing-field = Hier fehlt `{ $field }`: Das ist { $takes }.
# $fields ist eine Liste der Felder, die es hier gibt, verbunden mit problem-list-and.
problem-unknown-field = Ein Feld `{ $field }` gibt es hier nicht; die Felder hier sind { $fields }.
problem-unknown-field-near = Ein Feld `{ $field }` gibt es hier nicht: Meinst du `{ $near }`?
problem-unknown-field-none = Ein Feld `{ $field }` gibt es hier nicht: Hier gehören keine Felder hin.
# $choices wie in problem-takes-choice; $value der Name, wie er dasteht.
problem-unknown-choice = `{ $field }` ist einer der Werte { $choices }, nicht "{ $value }".
problem-unknown-choice-near = `{ $field }` kann nicht "{ $value }" sein: Meinst du "{ $near }"? Es ist einer der Werte { $choices }.
# Die op eines Schreibens, benannt durch ihren Schlüssel, wie in {"{"} "add": 1 {"}"}.
problem-unknown-op = `{ $field }` sagt mit einem der Schlüssel { $choices }, was geschrieben wird, nicht mit `{ $value }`; etwa {"{"} "add": 1 {"}"}.
problem-duplicate-field = `{ $field }` steht zweimal in diesem Objekt, und nur das letzte würde zählen: Lösche eines.
# $detail sind die eigenen Worte des JSON-Lesers, auf Englisch.
problem-other-shape = Das passt hier nicht zum Szenario-Format: { $detail }

## Text, der kein JSON ist.

problem-empty = Der Text ist leer: Ein Szenario ist ein JSON-Objekt in geschweiften Klammern, {"{"} … {"}"}.
# $found: "list" oder "value"; $value der Anfang des Texts, wie er dasteht.
problem-not-an-object = { $found ->
    [list] Ein Szenario ist ein JSON-Objekt in geschweiften Klammern, {"{"} … {"}"}, aber dieser Text ist eine Liste in eckigen Klammern.
   *[value] Ein Szenario ist ein JSON-Objekt in geschweiften Klammern, {"{"} … {"}"}, aber dieser Text ist { $value }.
}
# $opened: "object", "list" oder "text": was dort beginnt, wo das Problem ist.
problem-unclosed = { $opened ->
    [object] Das Objekt, das hier beginnt, wird nie geschlossen: Es fehlt eine {"}"}.
    [list] Die Liste, die hier beginnt, wird nie geschlossen: Es fehlt eine ].
   *[text] Der Text in Anführungszeichen, der hier beginnt, wird nie geschlossen: Es fehlt ein ".
}
problem-expected-colon = Hier gehört ein : hin, zwischen den Namen des Felds und seinen Wert.
# $opened: "object" oder "list".
problem-missing-comma = { $opened ->
    [list] Hier fehlt ein Komma vor dem nächsten Eintrag, oder eine ], um die Liste zu schließen.
   *[object] Hier fehlt ein Komma vor dem nächsten Feld, oder eine {"}"}, um das Objekt zu schließen.
}
problem-expected-value = Hier gehört ein Wert hin: eine Zahl, ein Text in doppelten Anführungszeichen, true, false, null, eine Liste [ … ] oder ein Objekt {"{"} … {"}"}. Wörter brauchen doppelte Anführungszeichen.
problem-key-not-quoted = Der Name eines Felds steht in doppelten Anführungszeichen, etwa "at_ms".
problem-trailing-comma = Dieses Komma steht nach dem letzten Eintrag, wo JSON keines erlaubt: Lösche es.
problem-bad-escape = Nach einem Backslash in einem Text dürfen nur ", \, /, b, f, n, r, t oder u mit vier Hexadezimalziffern folgen: Schreibe \\ für einen Backslash selbst.
problem-bad-number = Diese Zahl lässt sich nicht lesen: Schreibe eine ganze Zahl wie 1000 oder eine Dezimalzahl wie 0.5, mit Punkt.
problem-break-in-text = Der Text in Anführungszeichen, der hier beginnt, läuft über das Ende seiner Zeile hinaus: Schließe ihn mit einem " in derselben Zeile, oder schreibe \n für einen Zeilenumbruch.
problem-too-deep = Listen und Objekte sind hier zu tief ineinander verschachtelt.
problem-trailing-text = Das Szenario endet mit seiner schließenden geschweiften Klammer, aber hier folgt noch Text: Lösche ihn.
# $detail sind die eigenen Worte des JSON-Lesers, auf Englisch.
problem-not-json = Das ist kein JSON: { $detail }

## Werte, die das Format annimmt, mit denen ein Lauf aber nichts anfangen kann.

problem-blank = `{ $field }` ist leer: Schreibe etwas hinein.
# $name, wie er dasteht.
problem-spaces = { $name } beginnt oder endet mit Leerzeichen, die niemand sehen könnte: Entferne sie.
# $ms die Zeit, wie sie dasteht, $most die längste erlaubte Zeit.
problem-too-long = `{ $field }` ist { $ms } ms, mehr als die { $most } ms (etwa 31 Jahre), die eine Zeit höchstens sein darf.
problem-lease-zero = `lease_ms` ist eine Zeit in Millisekunden größer als 0: Eine Lease von null Zeit wird nie gehalten.
problem-resend-zero = `resend_ms` ist eine Zeit in Millisekunden größer als 0: wie lange ein Client wartet, bevor er eine verlorene Anfrage noch einmal schickt.
problem-every-zero = `every_ms` ist eine Zeit in Millisekunden größer als 0: wie lange ein Client zwischen zwei Versuchen wartet.
# $most das größte Token.
problem-first-token-too-large = `first_token` ist höchstens { $most }, damit das Hochzählen nie an ein Ende kommt.
problem-reset-to-too-large = `reset_to` ist kleiner als { $most }, damit das Hochzählen nie an ein Ende kommt.
problem-election-tokens = Eine Wahl braucht `tokens` auf true: Jede Amtszeit hat eine Nummer.
problem-election-nodes = Eine Wahl hat einen Knoten, also muss `nodes` 1 sein: Ihre Stimmen sind die Stimmanfragen in den Plänen.
problem-nodes-range = `nodes` ist eine ganze Zahl von Knoten zwischen 1 und { $most }, nicht { $nodes }.
# $node der verlangte Knoten, $nodes wie viele der Sperrdienst hat.
problem-no-node = Einen Knoten { $node } gibt es nicht: Die Knoten des Sperrdienstes zählen von 1 bis { $nodes }.
problem-drift-range = `drift_percent` ist ein Prozentwert von { $low } bis { $high }, nicht { $value }: Eine Uhr muss vorwärts laufen, und zehnmal so schnell ist das Höchste.
problem-jumps-order = Dieser Sprung kommt vor dem darüber: Liste die Sprünge einer Uhr in zeitlicher Reihenfolge auf.
# $name der Name, wie er dasteht, $known die Namen, die es gibt, verbunden mit problem-list-and.
problem-no-client = Einen Client namens { $name } gibt es nicht; die Clients sind { $known }.
problem-no-resource = Eine Ressource namens { $name } gibt es nicht; die Ressourcen sind { $known }.
problem-link-twice = Diese Verbindung steht schon weiter oben: Nenne jede Verbindung nur einmal.
# $from die Zeit, zu der die Verbindung ausfällt.
problem-until-before-from = `until_ms` liegt nach `from_ms`, { $from } ms: Eine Verbindung kommt zurück, nachdem sie ausgefallen ist.
problem-answers-lock-service = `loses` kann nur auf einer Verbindung zu einer Ressource "answers" sein; eine Antwort, die auf dem Rückweg vom Sperrdienst verloren geht, ist nicht nachgebildet.
problem-too-many-items = Hier gibt es zu viele verschiedene Listeneinträge: höchstens 65.535.
problem-too-many-resources = Es gibt zu viele Ressourcen: höchstens 65.535.
problem-too-many-clients = Es gibt zu viele Clients: höchstens 65.535.
problem-no-resources = `resources` ist leer: Die Clients brauchen mindestens eine Ressource, in die sie schreiben.
problem-no-clients = `clients` ist leer: Gib dem Szenario mindestens einen Client.
problem-plan-empty = `plan` ist leer: Gib dem Client mindestens einen Schritt.
# $what: "resource", "client", "knob" oder "challenge"; $name, wie er dasteht.
problem-name-taken = { $what ->
    [resource] Eine andere Ressource heißt schon { $name }: Gib jeder einen eigenen Namen.
    [client] Ein anderer Client heißt schon { $name }: Gib jedem einen eigenen Namen.
    [knob] Ein anderer Regler hat schon die ID { $name }: Gib jedem eine eigene ID.
   *[challenge] Eine andere Herausforderung hat schon die ID { $name }: Gib jeder eine eigene ID.
}
# $field: "fencing" oder "proxy".
problem-fencing-without-tokens = `{ $field }` kann hier nicht true sein: Der Sperrdienst vergibt keine Tokens (sein `tokens` ist false), also könnte nichts sie prüfen.
problem-at-and-after = Dieser Schritt hat `at_ms` und `after_ms`: Ein Schritt beginnt zu einer Zeit oder eine Weile nach dem Schritt davor, nicht beides.
# $action das "do" des Schritts, etwa "write".
problem-before-acquire = Dieser Schritt { $action } kommt in diesem Plan vor jedem acquire: Der Client hält noch keine Lease.
# $most die meisten Versuche.
problem-too-many-attempts = Diese Wiederholung würde es mehr als { $most } Mal versuchen: Versuche es seltener, oder gib früher auf.
# $resource der Name der Ressource, wie er dasteht.
problem-op-on-number = { $resource } enthält eine Zahl: Schreibe mit set, add oder increment hinein, nicht mit append oder push.
problem-op-on-list = { $resource } enthält eine Liste: Schreibe mit append oder push hinein, nicht mit set, add oder increment.
problem-op-unread = Dieses Schreiben rechnet mit dem zuletzt gelesenen Wert, aber der Plan liest { $resource } nicht davor: Setze einen Schritt read davor.
problem-uses-unread = `uses` arbeitet mit der Kopie des Clients von { $resource }, aber der Plan liest sie nicht davor: Setze einen Schritt read davor.

## Regler.

# $id die ID, wie sie dasteht.
problem-knob-id = { $id } kann nicht die ID eines Reglers sein: Nimm Kleinbuchstaben, Ziffern und Unterstriche, etwa "pause_ms".
problem-knob-id-reserved = { $id } ist ein Name, den die Links der Seite für sich selbst brauchen: Wähle eine andere ID.
problem-min-above-max = `min`, { $min }, ist größer als `max`, { $max }: Ein Schieberegler geht von seinem kleinsten Wert hinauf zu seinem größten.
problem-step-zero = `step` ist eine ganze Zahl größer als 0: wie weit eine Bewegung des Schiebereglers geht.
problem-default-outside = `default`, { $default }, liegt außerhalb des Bereichs des Schiebereglers, { $min } bis { $max }.
problem-sets-empty = `sets` ist leer: Nenne mindestens einen Wert in der Datei, den der Regler einstellt, etwa "/clients/0/plan/2/for_ms".
# $pointer der Pointer, wie er dasteht.
problem-pointer-twice = { $pointer } steht zweimal in diesem Regler.
problem-pointer-taken = { $pointer } wird schon von einem anderen Regler eingestellt: Ein Wert kann nur einem Regler folgen.
problem-opposite-needs-switch = Nur ein Schalter kann das Gegenteil seines Werts einstellen: `sets_opposite` braucht "kind": "toggle".
# $id die ID des Reglers, $min und $max sein Bereich, $floor und $ceiling, was der Wert erlaubt.
problem-knob-below = Der Regler { $id } geht hinunter bis { $min }, aber dieser Wert muss mindestens { $floor } sein.
problem-knob-above = Der Regler { $id } geht hinauf bis { $max }, aber dieser Wert darf höchstens { $ceiling } sein.
problem-knob-needs-toggle = Dieser Wert ist true oder false, also muss der Regler { $id } ein Schalter sein, "kind": "toggle".
problem-knob-needs-range = Dieser Wert ist eine Zahl, also muss der Regler { $id } ein Schieberegler sein, "kind": "range".
# $file der Wert, den die Datei dort hat, $default der Startwert des Reglers.
problem-knob-default-differs = Die Datei sagt hier { $file }, aber der Regler { $id } beginnt bei { $default }: Bring beides in Einklang.
problem-knob-too-many-attempts = Am Ende seines Bereichs würde der Regler { $id } den Client mehr als { $most } Mal versuchen lassen.
problem-pointer-no-slash = { $pointer } ist kein JSON-Pointer: Ein Pointer beginnt mit /, so wie "/clients/0/plan/2/for_ms".
# $what: "fault", "clock", "jump", "partition", "link", "client", "resource"
# oder "step"; $index die Zahl im Pointer, ab 0 gezählt.
problem-pointer-no-item = Bei { $pointer } gibt es nichts: { $what ->
    [fault] Die Datei hat keine Störung { $index }
    [clock] Die Datei hat keine Uhr eines Sperrknotens { $index }
    [jump] Diese Uhr hat keinen Sprung { $index }
    [partition] Die Datei hat keine Unterbrechung { $index }
    [link] Die Datei hat keine Verbindung { $index }
    [client] Die Datei hat keinen Client { $index }
    [resource] Die Datei hat keine Ressource { $index }
   *[step] Dieser Plan hat keinen Schritt { $index }
} (Pointer zählen ab 0).
problem-pointer-not-settable = Ein Regler kann { $pointer } nicht einstellen. Er kann einstellen: seed; beim Sperrdienst lease_ms, lock_delay_ms, check_waiter_lease, release_checks_holder oder first_token; bei einer Störung at_ms, durable_counter oder reset_to; beim Sprung einer Uhr at_ms oder by_ms; beim Netz delay_ms oder resend_ms, bei einer Verbindung delay_ms, bei einer Unterbrechung until_ms; bei einer Ressource fencing, proxy, compare_and_set, fenced_reads, idempotency_keys oder initial; bei einem Client clock/drift_percent; oder bei einem Schritt skip, at_ms, after_ms, for_ms, margin_ms, retry/every_ms, retry/until_ms, op/set oder op/add.
problem-pointer-jump-at = Ein Regler kann den Sprung einer Uhr, wie { $pointer } es verlangt, nur verschieben, wenn es der einzige Sprung dieser Uhr ist.
problem-pointer-list-initial = Ein Regler kann `initial` einer Ressource nur einstellen, wenn es eine Zahl ist, und { $pointer } ist eine Liste.
# $step die Nummer des Schritts ab 0, $client der Name des Clients;
# $field: "at_ms", "after_ms" oder ein anderes Feld eines Schritts.
problem-pointer-step-lacks = { $field ->
    [at_ms] Schritt { $step } von Client { $client } hat kein `at_ms`: Er beginnt eine Weile nach dem Schritt davor, also kann ein Regler stattdessen sein `after_ms` einstellen (im Pointer …/after_ms), oder gib dem Schritt ein `at_ms`.
    [after_ms] Schritt { $step } von Client { $client } hat kein `after_ms`: Er beginnt zu seinem `at_ms`, also kann ein Regler stattdessen das einstellen (im Pointer …/at_ms).
   *[other] Schritt { $step } von Client { $client } hat kein `{ $field }`, also kann kein Regler es einstellen: Ein Regler stellt einen Wert ein, den der Schritt hat.
}

## Herausforderungen.

problem-challenge-id = { $id } kann nicht die ID einer Herausforderung sein: Nimm Kleinbuchstaben, Ziffern und Bindestriche, etwa "longest-safe-pause".
# $known die IDs der Regler, verbunden mit problem-list-and.
problem-no-knob = Kein Regler hat die ID { $id }; die Regler sind { $known }.
problem-no-knobs = Kein Regler hat die ID { $id }: Dieses Szenario hat keine Regler.
problem-moves-empty = `moves` ist leer: Nenne mindestens einen Regler, den man verstellen darf, etwa ["fencing"].
problem-move-twice = { $id } steht zweimal in `moves`.
problem-verdicts-empty = `verdict` ist leer: Nenne mindestens einen Ausgang, mit dem der Lauf enden darf, etwa ["safe"].
problem-safe-contradicts = `safe` widerspricht den genannten Ausgängen: Kein Lauf könnte beides erfüllen.
# $default der Startwert des Reglers, wie die Seite ihn zeigt.
problem-goal-knob-fixed = Der Regler { $id } steht nicht in den `moves` dieser Herausforderung, also bleibt er bei seinem Startwert, { $default }.
problem-value-goal-empty = Das ist leer: Gib `final`, `as_expected` oder beides an.
problem-longest-and-shortest = Gib `longest` oder `shortest` an, nicht beides.
# $field: "longest" oder "shortest".
problem-extreme-switch = Der Regler { $id } ist ein Schalter, und `{ $field }` braucht einen Schieberegler.
problem-extreme-fixed = Der Regler { $id } steht nicht in den `moves` dieser Herausforderung, also kann man ihn nicht verstellen.
problem-extreme-steps = Der Regler { $id } hat { $steps } Stufen; `{ $field }` braucht einen Schieberegler mit höchstens { $most }, damit die Bewertung eines Laufs schnell bleibt.
problem-goal-empty = `goal` ist leer: Gib mindestens einen Teil an, etwa "verdict" oder "safe".
problem-bounds-empty = Das ist leer: Gib `at_least`, `at_most` oder beides an.
problem-bounds-crossed = `at_least`, { $low }, ist größer als `at_most`, { $high }: Keine Anzahl ist beides.
problem-goal-knob-switch = Der Regler { $id } ist ein Schalter: Gib true oder false an.
problem-goal-knob-slider = Der Regler { $id } ist ein Schieberegler: Gib eine ganze Zahl an.
problem-goal-knob-outside = { $value } liegt außerhalb des Bereichs des Reglers { $id }, { $min } bis { $max }.
problem-goal-knob-off-step = { $value } liegt nicht auf den Stufen des Reglers { $id }: { $min }, dann alle { $step }.
# $item, wie er dasteht, $resource der Name der Ressource.
problem-goal-item-unwritten = Kein Lauf kann { $item } in { $resource } bringen: Nichts in der Datei schreibt es.
problem-goal-wants-list = { $resource } enthält eine Zahl, keine Liste.
problem-goal-wants-number = { $resource } enthält eine Liste von Texten, keine Zahl.
# Eine Herausforderung, die keine der Einstellungen löst, die sie erlaubt.
# $id die ID; $verdicts die Ausgänge, die ihre Läufe erreichen, so
# geschrieben wie in der Datei, verbunden mit problem-list-or; $default,
# was der Lauf mit den Startwerten der Regler gesagt bekommt (ein Satz
# challenge-miss-*).
problem-unsolvable = Keine Einstellung, die die Herausforderung { $id } erlaubt, erfüllt ihr Ziel. Mit ihren moves endet jeder Lauf { $verdicts }; mit den Startwerten: { $default }

## Übersetzungen.

problem-translates-no-try-this = Das übersetzt ein `try_this`, das die Datei nicht hat.
problem-translates-no-help = Das übersetzt eine `help`, die der Regler { $id } nicht hat.
# $what: "knob", "challenge", "effect" oder "item"; $name, wie er dasteht;
# $known, was die Datei hat, verbunden mit problem-list-and.
problem-translates-unknown = { $what ->
    [knob] Das übersetzt den Regler { $name }, den die Datei nicht hat; sie hat { $known }.
    [challenge] Das übersetzt die Herausforderung { $name }, die die Datei nicht hat; sie hat { $known }.
    [effect] Das übersetzt den Seiteneffekt { $name }, den die Datei nicht hat; sie hat { $known }.
   *[item] Das übersetzt den Listeneintrag { $name }, den die Datei nicht hat; sie hat { $known }.
}
problem-translates-none = { $what ->
    [knob] Das übersetzt den Regler { $name }, aber die Datei hat keine Regler.
    [challenge] Das übersetzt die Herausforderung { $name }, aber die Datei hat keine Herausforderungen.
    [effect] Das übersetzt den Seiteneffekt { $name }, aber die Datei hat keine Seiteneffekte.
   *[item] Das übersetzt den Listeneintrag { $name }, aber die Datei hat keine Listeneinträge.
}

## Ein Problem mit seiner Stelle, wie die Kommandozeile es nach dem Namen
## der Datei ausgibt. $line und $column zählen ab 1; $path ist das Feld,
## etwa clients[0].plan[2].for_ms; $message der Satz des Problems.

problem-placed = Zeile { $line }, Spalte { $column }: { $message }
problem-placed-field = Zeile { $line }, Spalte { $column }, bei { $path }: { $message }
problem-at-field = { $path }: { $message }
