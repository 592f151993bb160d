## Die Ergebnisse eines Laufs: sein Urteil, was jede Ressource enthält, was
## dort Schreibzugriffe prüft, die Ausgänge, die man vorhersagen kann, und
## zwei Läufe nebeneinander. Nachrichten, die eine Rolle nennen, bekommen
## $story ("lock" oder "election"), wie in explain.ftl.

# $verdict: "safe", "refused", "duplicate", "stuck", "half_done", "escaped",
# "applied_twice" oder "lost". Ein paar Worte für ein Abzeichen und die Legende der Sicherheitskarte.
results-verdict-label = { $verdict ->
    [refused] sicher: veralteter Schreibzugriff abgewiesen
    [duplicate] sicher: nur doppelte Arbeit
    [stuck] nicht sicher: blockiert, Inhaber abgewiesen
    [half_done] nicht sicher: Aktualisierung halb fertig
    [escaped] nicht sicher: Seiteneffekt entkommen
    [applied_twice] nicht sicher: Schreibvorgang doppelt angewandt
    [lost] nicht sicher: Aktualisierung verloren
   *[safe] sicher
}

# $verdict wie bei results-verdict-label. Das Urteil als ein Satz, nach dem Lauf.
results-verdict-sentence = { $verdict ->
    [refused] Sicher: Ein später Schreibzugriff kam und wurde abgewiesen, also hat jede Aktualisierung überlebt.
    [duplicate] Sicher: nur doppelte Arbeit; nichts ging verloren.
    [stuck] Nicht sicher: blockiert. Die Daten sind unversehrt, aber der rechtmäßige Inhaber wurde abgewiesen, also blieb seine Arbeit ungetan.
    [half_done] Nicht sicher: Eine Aktualisierung blieb halb fertig.
    [escaped] Nicht sicher: Ein Seiteneffekt ist der Sperre entkommen.
    [applied_twice] Nicht sicher: Ein erneut gesendeter Schreibvorgang wurde zweimal angewandt.
    [lost] Nicht sicher: Eine Aktualisierung ging verloren.
   *[safe] Sicher: Jede Aktualisierung hat überlebt.
}

# $verdict wie bei results-verdict-label. Der Ausgang, wie man ihn vor dem
# Lauf vorhersagt.
results-guess = { $verdict ->
    [refused] Sicher: Ein später Schreibzugriff kommt und wird abgewiesen.
    [duplicate] Sicher, aber manche Arbeit wird doppelt getan.
    [stuck] Nicht sicher: blockiert. Die Daten bleiben unversehrt, aber der rechtmäßige Inhaber wird abgewiesen.
    [half_done] Nicht sicher: Eine Aktualisierung bleibt halb fertig.
    [escaped] Nicht sicher: Ein Seiteneffekt entkommt der Sperre.
    [applied_twice] Nicht sicher: Ein erneut gesendeter Schreibvorgang wird zweimal angewandt.
    [lost] Nicht sicher: Eine Aktualisierung geht verloren.
   *[safe] Sicher: Jede Aktualisierung überlebt.
}

# Die Vorhersage gegen den Lauf. $lead: "same" (richtig vorhergesagt),
# "close" (sicher oder nicht sicher wie vorhergesagt, aber anders) oder
# "other"; $guess: die Vorhersage (results-guess); $safe: "yes" oder "no",
# ob der Lauf sicher war; $glance: der Lauf auf einen Blick.
results-against = { $lead ->
    [same] Das hast du vorhergesagt.
    [close] Du hast „{ $guess }“ vorhergesagt. Knapp daneben: Der Lauf ist trotzdem { $safe ->
        [yes] sicher
       *[no] nicht sicher
    }, aber nicht auf diese Weise.
   *[other] Du hast „{ $guess }“ vorhergesagt. Es kam andersherum.
} { $glance }

# Die Überschrift der Ergebnisse mit den $count Ressourcen des Szenarios:
# $names, aufgezählt.
results-heading = { $count ->
    [0] Was der Lauf am Ende ergibt
    [one] Was { $names } am Ende enthält
   *[other] Was { $names } am Ende enthalten
}

# Was einen Schreibzugriff auf dem Weg in eine Ressource prüft. $guard:
# "fencing", "proxy", "compare-and-set" oder "none".
results-guard = { $guard ->
    [fencing] { $story ->
        [election] Fencing mit Amtszeiten
       *[lock] Fencing-Tokens
    }
    [proxy] ein Fencing-Proxy davor
    [compare-and-set] Compare-and-Set
   *[none] nichts, sie nimmt jeden Schreibzugriff an
}
# $guard wie bei results-guard.
results-guard-sentence = Was hier Schreibzugriffe prüft: { results-guard }.

# Ein Seiteneffekt: der Name von $client und $what, die Worte des Szenarios dafür.
results-effect-doing = { $client } { $what }
# $live: "yes", wenn eine gültige Lease hinter dem Seiteneffekt stand, sonst "no".
results-effect-lease = { $live ->
    [yes] { $story ->
        [election] mit gültiger Führung dahinter
       *[lock] mit einer gültigen Lease dahinter
    }
   *[no] { $story ->
        [election] kein Wahl-Timeout: Nichts konnte ihn aufhalten
       *[lock] keine Lease: Nichts konnte ihn aufhalten
    }
}

# Was die Prüfung einer Ressource gesehen hat, neben dem Wert, den sie enthält.
results-check-highest = { $story ->
    [election] Höchste angenommene Amtszeit
   *[lock] Höchstes angenommenes Token
}
results-check-version = Version
# $story: wie oben, denn „keins“ richtet sich nach dem Token.
results-check-none-yet = { $story ->
    [election] noch keine
   *[lock] noch keins
}
# $n: das höchste angenommene Token oder die Version.
results-check-number = { $n }

# Der erwartete Wert, ausgerechnet, neben den Ergebnissen. $resource: ihr
# Name; $initial: womit sie anfing ($empty: yes für eine leere Liste); $steps: jeder Schreibvorgang, der
# zählt, in der Reihenfolge, in der er zählt, ein results-working-add,
# -append oder -set nach dem anderen; $expected: der Wert, den sie ergeben.
results-working = Nachgerechnet: { $resource } begann { $empty ->
    [yes] leer
   *[no] mit { $initial }
}, und die Schreibvorgänge, die zählen, der Reihe nach: { $initial }{ $steps } = { $expected }.
# Kein Schreibvorgang zählt: $resource sollte noch $initial halten.
results-working-none = Nachgerechnet: Kein Schreibvorgang in { $resource } zählt, also sollte es noch { $initial } halten, womit es anfing.
# Ein Schreibvorgang der Rechnung. $sign: "negative", wenn er $amount
# abzieht; $client: wer ihn geschrieben hat.
results-working-add = { $sign ->
    [negative] {" "}− { $amount } ({ $client })
   *[positive] {" "}+ { $amount } ({ $client })
}
# $item: was der Schreibvorgang ans Ende der Liste setzt.
results-working-append = {" "}+ { $item } ({ $client })
# $value: die Zahl, die der Schreibvorgang an die Stelle des Bisherigen setzt.
results-working-set = {" "}→ { $value } ({ $client })

# Der Wert einer Einstellung neben ihrer Beschriftung. $sign: "negative"
# oder "positive"; $time: eine Zeitspanne in Sekunden; $n: eine Anzahl.
results-knob-time = { $sign ->
    [negative] −{ $time }
   *[positive] { $time }
}
results-knob-number = { $sign ->
    [negative] −{ $n }
   *[positive] { $n }
}
# $on: "on" oder "off".
results-knob-switch = { $on ->
    [on] an
   *[off] aus
}

# Der Name eines Laufs im Vergleich: $label eines Schalters und ob er $on
# ist ("on" oder "off"), oder $label eines Schiebereglers und sein $value.
results-side-switch = { $label } { $on ->
    [on] an
   *[off] aus
}
results-side-slider = { $label } { $value }

# Zwei Läufe, die sich nie trennen; $left und $right sind ihre Namen.
results-parting-none = Die beiden Läufe sind von Anfang bis Ende gleich: { $left } und { $right } erzählen hier dieselbe Geschichte.
# Die Seite eines Laufs, wo sich zwei trennen: sein $name, die Zeit $at des Ereignisses und sein $sentence.
results-parting-side = mit { $name }, bei { $at }: { $sentence }
# Der Lauf $name hat kein Ereignis mehr, wo der andere weitergeht.
results-parting-over = mit { $name } ist der Lauf vorbei
# Wo sich zwei Läufe trennen: Sie teilen ihre ersten $shared Ereignisse,
# dann unterscheidet sich Ereignis Nummer $event; $left und $right sind
# results-parting-side oder results-parting-over.
results-parting = { $shared ->
    [0] Die beiden Läufe trennen sich sofort.
    [one] Die beiden Läufe teilen ihr erstes Ereignis.
   *[other] Die beiden Läufe teilen ihre ersten { $shared } Ereignisse.
} Bei Ereignis { $event }: { $left }; { $right }

## Einstellungen, die die Seite übergibt und die nicht zum Szenario passen.

results-settings-not-object = Einstellungen müssen ein Objekt aus Werten der Regler sein, etwa {"{"} fencing: true {"}"}
# $id: der Regler; $wanted: "switch" oder "number"; $given: was übergeben
# wurde, wie in JavaScript geschrieben.
results-setting-wrong = { $id } nimmt { $wanted ->
    [switch] true oder false
   *[number] eine ganze Zahl
}, nicht { $given }
# $id: der gefragte Regler; $known: die Regler des Szenarios, mit Kommas verbunden.
results-setting-unknown = Dieses Szenario hat keinen Regler „{ $id }“; seine Regler sind: { $known }
results-setting-other-value = ein Wert anderer Art
