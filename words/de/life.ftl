## Das Leben der Lease: das kleine Zustandsdiagramm neben dem Diagramm,
## seine Überschrift und Beschreibung und die Zeile zu jedem Abschnitt
## des Laufs. Jede Nachricht hat beide Geschichten: "lock" (die Lease,
## wie der Sperrdienst sie sieht) und "election" (die Führung, wie die
## anderen Knoten sie sehen).

life-state-free = { $story ->
    [election] kein Leader
   *[lock] frei
}
life-state-held = { $story ->
    [election] führt
   *[lock] gehalten
}
life-state-renewed = { $story ->
    [election] bestätigt
   *[lock] verlängert
}
life-state-expired = { $story ->
    [election] Timeout
   *[lock] abgelaufen
}

life-edge-acquire = { $story ->
    [election] gewählt
   *[lock] erwerben
}
life-edge-release = { $story ->
    [election] tritt zurück
   *[lock] freigeben
}
life-edge-renew = { $story ->
    [election] Heartbeat
   *[lock] verlängern
}
life-edge-runs-out = { $story ->
    [election] läuft ab
   *[lock] läuft ab
}
life-edge-no-word = { $story ->
    [election] kein Leader: kein Wort an den alten
   *[lock] wieder frei: kein Wort an den Halter
}

life-title = { $story ->
    [election] Das Leben der Führung
   *[lock] Das Leben der Lease
}
# Der zugängliche Name des Diagramms: $nodes ist, wie viele Knoten der
# Sperrdienst hat.
life-caption = { $story ->
    [election] Das Leben der Führung, wie die anderen Knoten es sehen: kein Leader, ein Leader, ein gehörter Heartbeat und abgelaufen, wenn die anderen nicht mehr warten, was niemand dem alten Leader sagt.
   *[lock] { $nodes ->
        [1] Das Leben der Lease, wie der Sperrdienst es sieht: frei, gehalten, verlängert, abgelaufen und wieder frei, ohne ein Wort an den Halter.
       *[other] Das Leben der Lease über die { $nodes } Knoten des Sperrdienstes: gehalten, solange eine Mehrheit von ihnen die Lease eines Clients hält, verlängert, abgelaufen und wieder frei, ohne ein Wort an den Halter. Was jeder Knoten selbst hält, steht im Diagramm.
    }
}

## Die Zeile zu jedem Abschnitt des Laufs. $client ist der Name des
## Halters, $token sein Token, $until wann seine Lease abläuft, $nodes
## wie viele Knoten der Sperrdienst hat (mehr als 1: gehalten auf einer
## Mehrheit von ihnen).

life-line-free = { $story ->
    [election] Kein Leader: Niemand hat die Führung.
   *[lock] Frei: Niemand hält die Sperre.
}
life-line-held = { $story ->
    [election] { $client } führt in Amtszeit { $token }; die anderen warten bis { $until } auf ihn.
   *[lock] { $nodes ->
        [1] Gehalten von { $client } mit Token { $token }, bis { $until }.
       *[other] Gehalten von { $client } mit Token { $token } auf einer Mehrheit der Knoten, bis { $until }.
    }
}
life-line-held-untokened = { $story ->
    [election] { $client } führt; die anderen warten bis { $until } auf ihn.
   *[lock] { $nodes ->
        [1] Gehalten von { $client }, bis { $until }.
       *[other] Gehalten von { $client } auf einer Mehrheit der Knoten, bis { $until }.
    }
}
life-line-renewed = { $story ->
    [election] { $client } führt in Amtszeit { $token }; sein Heartbeat lässt die anderen bis { $until } warten.
   *[lock] { $nodes ->
        [1] Verlängert von { $client } mit Token { $token }, jetzt bis { $until }.
       *[other] Verlängert von { $client } mit Token { $token } auf einer Mehrheit der Knoten, jetzt bis { $until }.
    }
}
life-line-renewed-untokened = { $story ->
    [election] { $client } führt; sein Heartbeat lässt die anderen bis { $until } warten.
   *[lock] { $nodes ->
        [1] Verlängert von { $client }, jetzt bis { $until }.
       *[other] Verlängert von { $client } auf einer Mehrheit der Knoten, jetzt bis { $until }.
    }
}
# Eine der Zeilen oben ($line), dazu die $count früheren Halter ($others,
# aufgezählt), die noch glauben, die Sperre zu halten.
life-line-unaware = { $story ->
    [election] { $line } { $count ->
        [one] { $others } glaubt noch, Leader zu sein.
       *[other] { $others } glauben noch, Leader zu sein.
    }
   *[lock] { $line } { $count ->
        [one] { $others } glaubt noch, die Sperre zu halten.
       *[other] { $others } glauben noch, die Sperre zu halten.
    }
}
# Die Lease von $client lief bei $at ab, und $client glaubt noch, die Sperre zu halten.
life-line-expired = { $story ->
    [election] Abgelaufen: Die anderen haben bei { $at } aufgehört, auf { $client } zu warten, und niemand hat es { $client } gesagt: { $client } glaubt noch, Leader zu sein.
   *[lock] Abgelaufen: Die Lease von { $client } lief bei { $at } ab, ohne ein Wort an { $client }, und { $client } glaubt noch, die Sperre zu halten.
}
# Wie life-line-expired, wenn $client nie eine eigene Lease hatte.
life-line-expired-unended = { $story ->
    [election] Abgelaufen: { $client } glaubt noch, Leader zu sein.
   *[lock] Abgelaufen: { $client } glaubt noch, die Sperre zu halten, ohne gültige Lease dahinter.
}
