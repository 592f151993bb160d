## Der Lauf für Leser, die das Diagramm nicht sehen: die Zusammenfassung
## oben im Simulator, das Diagramm als Liste von Schritten und der Satz,
## der auf eine geänderte Einstellung antwortet. $story und $tokens wie in
## events.ftl.

# Wo $client in einem Augenblick steht. $belief ist `holds` (eine gültige
# Lease steht dahinter, mit Token $token), `believes` (er glaubt, die
# Sperre zu halten, aber seine Lease ist abgelaufen) oder `free`; $paused
# ist `yes`, solange er angehalten ist.
describe-client = { $belief ->
    [holds] { $story ->
        [election] { $client } hat die Führung{ $tokens ->
            [yes] {" "}in Amtszeit { $token }
           *[no] {""}
        }{ $paused ->
            [yes] {" "}und ist pausiert
           *[no] {""}
        }
       *[lock] { $client } hält die Sperre{ $tokens ->
            [yes] {" "}mit Token { $token }
           *[no] {""}
        }{ $paused ->
            [yes] {" "}und ist pausiert
           *[no] {""}
        }
    }
    [believes] { $story ->
        [election] { $client } { $paused ->
            [yes] ist pausiert und glaubt, die Führung zu haben, obwohl sein Wahl-Timeout abgelaufen ist
           *[no] glaubt, die Führung zu haben, aber sein Wahl-Timeout ist abgelaufen
        }
       *[lock] { $client } { $paused ->
            [yes] ist pausiert und glaubt, die Sperre zu halten, obwohl seine Lease abgelaufen ist
           *[no] glaubt, die Sperre zu halten, aber seine Lease ist abgelaufen
        }
    }
   *[free] { $story ->
        [election] { $client } hat nicht die Führung
       *[lock] { $client } hält die Sperre nicht
    }{ $paused ->
        [yes] {" "}und ist pausiert
       *[no] {""}
    }
}
describe-separator = {"; "}
# Was $resource in diesem Augenblick hält.
describe-resource = { $resource } hält { $holds }
# $clients sind describe-client, verbunden mit describe-separator,
# $resources die aufgezählten describe-resource.
describe-state = { $clients }. { $resources }.

# Ein Schritt des Diagramms als Text: Ereignis $number von $count, bei
# $time, von $actor als $text erzählt, dann der Zustand danach.
describe-step = Ereignis { $number } von { $count }, { $time }, { $actor }: { $text } Danach: { $state }

# Wo die Wiedergabe steht. $place ist `start`, `end` oder `event` (nach
# Ereignis $number von $count, bei $time).
describe-position = { $place ->
    [start] Am Anfang, vor dem ersten Ereignis
    [end] Am Ende des Laufs, { $time }
   *[event] Bei { $time }, nach Ereignis { $number } von { $count }
}

# $glance ist das Urteil und was jede Ressource hält, gegen das, was sie
# halten sollte.
describe-ending = So endet der Lauf: { $glance }
describe-ending-hidden = Wie der Lauf endet, bleibt verborgen, bis du es vorhersagst.
# Die Zusammenfassung: $story ist die eigene Zusammenfassung des
# Experiments, dann $position, $state und $ending wie oben.
describe-summary = { $story } { $position }: { $state } { $ending }

# Die Antwort auf eine geänderte Einstellung. $change ist `now`, wenn sich
# die Sicherheit des Laufs geändert hat, sonst `still`; $safe ist `yes`
# oder `no`; $glance wie in describe-ending.
describe-response = { $change ->
    [now] { $safe ->
        [yes] Jetzt sicher.
       *[no] Jetzt nicht sicher.
    }
   *[still] { $safe ->
        [yes] Weiterhin sicher.
       *[no] Weiterhin nicht sicher.
    }
} { $glance }
