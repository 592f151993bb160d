## Die Sätze der Ereignisliste: einer für alles, was in einem Lauf geschieht.
##
## Jede Nachricht, die eine Rolle nennt, bekommt $story: `lock` (ein
## Sperrdienst vergibt die Sperre mit Fencing-Tokens und Leases) oder
## `election` (eine Wahl bestimmt einen Leader für eine Amtszeit, die hält,
## solange seine Heartbeats innerhalb des Wahl-Timeouts kommen). $client,
## $holder, $other und $resource sind Namen aus dem Szenario; jede Zeit ist
## schon in Sekunden geschrieben („10,3 s“). Argumente, die eine Variante
## wählen ($tokens, $told, ...), sind `yes` oder `no`, sofern der Kommentar
## nichts anderes sagt.

event-role-service = { $story ->
    [election] Wahl
   *[lock] Sperrdienst
}
event-role-lock = { $story ->
    [election] die Führung
   *[lock] die Sperre
}
event-role-token = { $story ->
    [election] Amtszeit
   *[lock] Token
}
event-role-tokens = { $story ->
    [election] Amtszeiten
   *[lock] Fencing-Tokens
}
event-role-lease = { $story ->
    [election] Wahl-Timeout
   *[lock] Lease
}

# Der Name des Sperrdienstes (oder der Wahl) in der Spalte, die sagt, wer handelt.
event-actor-service = { event-role-service }

# Was eine Anfrage will, in wenigen Worten: $request ist acquire, read,
# write, renew oder release.
event-request = { $request ->
    [acquire] { $story ->
        [election] Anfrage nach der Führung
       *[lock] Anfrage nach der Sperre
    }
    [read] Leseanfrage
    [write] Schreibanfrage
    [renew] { $story ->
        [election] Heartbeat
       *[lock] Verlängerungsanfrage
    }
   *[release] Freigabeanfrage
}

# Wohin eine Anfrage geht (nach „an“): $target ist `service` (der
# Sperrdienst) oder `resource` ($to, der Name der Ressource).
event-endpoint = { $target ->
    [service] { $story ->
        [election] die Wahl
       *[lock] den Sperrdienst
    }
   *[resource] { $to }
}

# Woher eine Antwort kommt (nach „von“), wie bei event-endpoint.
event-endpoint-from = { $target ->
    [service] { $story ->
        [election] von der Wahl
       *[lock] vom Sperrdienst
    }
   *[resource] von { $to }
}

# „ mit Token 3“ nach einem Schreiben, oder nichts, wenn der Sperrdienst
# keine Tokens vergibt ($tokens). $token ist das Token.
event-with-token = { $tokens ->
    [yes] {" "}mit { event-role-token } { $token }
   *[no] {""}
}

# Dass die Sperre eines Clients um $ended abgelaufen war, als Nebensatz mit
# dem Verb am Ende: „seine Lease um 10,0 s endete“; $perfect `yes` für
# „geendet hatte“.
event-lapsed = { $story ->
    [election] { $perfect ->
        [yes] die anderen um { $ended } aufgehört hatten, auf seine Heartbeats zu warten
       *[no] die anderen um { $ended } aufhörten, auf seine Heartbeats zu warten
    }
   *[lock] { $perfect ->
        [yes] seine Lease um { $ended } geendet hatte
       *[no] seine Lease um { $ended } endete
    }
}

# Warum ein Schreiben abgelehnt wurde, als Hauptsatz, an den der Satz
# anschließt. $why: `proxy` (ein Fencing-Proxy vor $resource hat schon
# $highest durchgelassen), `seen` (ein gefenctes Lesen hat es auf $highest
# gehoben), `accepted` ($resource hat $highest angenommen) oder `version`
# ($resource hat sich geändert, seit $client es bei Version $read las; jetzt
# ist es bei $current).
event-refusal = { $why ->
    [proxy] der Fencing-Proxy vor { $resource } hat schon { event-role-token } { $highest } durchgelassen
    [seen] { $resource } hat schon { event-role-token } { $highest } gesehen
    [accepted] { $resource } hat schon { event-role-token } { $highest } angenommen
   *[version] { $resource } hat sich geändert, seit { $client } es gelesen hat (Version { $read }, jetzt { $current })
}

## Vergabe und Ablehnung der Sperre.

# Ein Wartender bekommt die Sperre, obwohl seine eigene Session-Lease um
# $ended abgelaufen ist.
event-granted-unchecked = { $story ->
    [election] { $client } ist an der Reihe und bekommt die Führung{ $tokens ->
        [yes] , mit Amtszeit { $token }
       *[no] {""}
    }, obwohl seine eigene Session-Lease um { $ended } abgelaufen ist, während er wartete: Die Wahl prüft das nicht, also steht hinter der Vergabe kein laufendes Wahl-Timeout. { $client } glaubt, die Führung zu haben.
   *[lock] { $client } ist an der Reihe und bekommt die Sperre{ $tokens ->
        [yes] , mit Token { $token }
       *[no] {""}
    }, obwohl seine eigene Session-Lease um { $ended } abgelaufen ist, während er wartete: Der Sperrdienst prüft das nicht, also steht hinter der Vergabe keine gültige Lease. { $client } glaubt, die Sperre zu halten.
}

# Ein Kandidat kandidiert für Amtszeit $token; $timeout ist das Wahl-Timeout.
event-granted-election = { $client } kandidiert in Amtszeit { $token }, der nächsten Amtszeit, um die Führung und bittet die anderen um ihre Stimmen. Solange er führt, warten sie nach jedem seiner Heartbeats { $timeout } (das Wahl-Timeout), bevor jemand erneut kandidieren darf.

# $attempts ist der Versuch, der die Sperre bekam; $majority, ob die Sperre
# mehrere Knoten hat, von denen $nodes von $total sie vergaben; $until ist,
# wann die Lease abläuft; $clock `later`, wenn die eigene Uhr des Clients
# sie erst um $believed als abgelaufen zeigt, sonst `same`.
event-granted = { $attempts ->
        [1] { $client } fragt nach { $story ->
            [election] der Führung
           *[lock] der Sperre
        } und bekommt sie
       *[other] { $client } fragt erneut und bekommt { event-role-lock } im { $attempts }. Versuch
    }{ $majority ->
        [yes] {" "}von { $nodes } von { $total } Knoten, einer Mehrheit
       *[no] {""}
    }{ $tokens ->
        [yes] , mit { event-role-token } { $token }
       *[no] , ohne Token
    }. { $story ->
        [election] Das Wahl-Timeout läuft
       *[lock] Die Lease läuft
    } um { $until } ab, wenn { $client } sie nicht verlängert.{ $clock ->
        [later] {" "}Die eigene Uhr von { $client } zeigt sie erst um { $believed } als abgelaufen.
       *[same] {""}
    }

# $why: `session` (die eigene Session-Lease des Wartenden lief um $until
# ab), `held-back` (die Lease von $holder lief ohne Freigabe ab; eine
# Lock-Delay hält die Sperre bis $until zurück), `own` (seine eigene Lease
# gilt bis $until), `minority` (nur $free von $total Knoten sind frei; die
# Lease von $holder hält einen anderen bis $until), `holder` (die Lease von
# $holder gilt bis $until), `unreachable` (er erreicht nur $free von $total
# Knoten). $retry, ob er alle $every bis $last erneut fragt.
event-refused = { $client } fragt nach { $story ->
        [election] der Führung
       *[lock] der Sperre
    } und wird abgewiesen: { $why ->
        [session] Seine eigene Session-Lease ist um { $until } abgelaufen, während er wartete, und { $story ->
            [election] die Wahl
           *[lock] der Sperrdienst
        } prüft die Lease eines Wartenden vor der Vergabe
        [held-back] { $story ->
            [election] Das Wahl-Timeout von { $holder } lief ohne Freigabe ab, also hält die Wahl die Führung
           *[lock] Die Lease von { $holder } lief ohne Freigabe ab, also hält der Sperrdienst die Sperre
        } bis { $until } zurück, falls { $holder } nur pausiert war (eine Lock-Delay)
        [own] { $story ->
            [election] Sein eigenes Wahl-Timeout läuft
           *[lock] Seine eigene Lease gilt
        } bis { $until }
        [minority] Nur { $free } von { $total } Knoten sind frei, keine Mehrheit; { $story ->
            [election] das Wahl-Timeout
           *[lock] die Lease
        } von { $holder } hält einen anderen bis { $until }
        [holder] { $story ->
            [election] Das Wahl-Timeout von { $holder } läuft
           *[lock] Die Lease von { $holder } gilt
        } bis { $until }
       *[unreachable] Er erreicht nur { $free } von { $total } Knoten, keine Mehrheit
    }.{ $retry ->
        [yes] {" "}{ $client } fragt bis { $last } alle { $every } erneut.
       *[no] {""}
    }

# $attempts ist, wie oft er gefragt hat.
event-gave-up = { $story ->
    [election] { $client } gibt nach { $attempts } { $attempts ->
        [one] Versuch
       *[other] Versuchen
    } auf: Jedes Mal, wenn er fragte, lief ein Wahl-Timeout.
   *[lock] { $client } gibt nach { $attempts } { $attempts ->
        [one] Versuch
       *[other] Versuchen
    } auf: Jedes Mal, wenn er fragte, galt eine Lease.
}

## Lesen, Prüfen der Lease und Pausen.

# $value ist, was $client aus $resource gelesen hat.
event-read = { $client } liest { $resource }: { $value }.

# Ein Lesen mit Token $token; $checks, ob $resource Tokens prüft.
event-read-fenced = { $client } liest { $resource } mit Token { $token }: { $value }.{ $checks ->
    [yes] {" "}Ab jetzt lehnt { $resource } jedes Schreiben mit einem Token unter { $token } ab.
   *[no] {""}
}

# Ein Kandidat bittet $resource um seine Stimme in Amtszeit $token; $checks,
# ob $resource Amtszeiten prüft; $value ist, was es hält.
event-vote = { $client } bittet { $resource } um seine Stimme in Amtszeit { $token }, und { $resource } stimmt für ihn: Mit der eigenen Stimme von { $client } ist das eine Mehrheit, und { $client } führt in Amtszeit { $token }.{ $checks ->
    [yes] {" "}{ $resource } übernimmt Amtszeit { $token } und lehnt ab jetzt jeden Eintrag mit einer niedrigeren Amtszeit ab.
   *[no] {""}
} { $resource } hält { $value }.

# $left ist, was nach der eigenen Uhr des Clients von der Lease übrig ist,
# $margin sein Sicherheitsabstand. $result: `ok` (kein Abstand), `margin`
# (mehr als der Abstand) oder `stops`.
event-checked = { $client } prüft { $story ->
        [election] sein Wahl-Timeout
       *[lock] seine Lease
    }: Nach seiner eigenen Uhr bleiben { $left }, { $result ->
        [ok] also macht er weiter.
        [margin] mehr als sein Sicherheitsabstand von { $margin }, also macht er weiter.
       *[stops] nicht mehr als sein Sicherheitsabstand von { $margin }, also hört er auf.
    }

# $client fragt $resource in einem eigenen Schritt vor seinem Schreiben nach
# dem höchsten gesehenen Token ($highest). $result: `none` (noch keines, also
# macht er weiter), `ok` (nicht höher als sein eigenes $token) oder `stops`.
# $checks, ob $resource das Token auch beim Schreiben prüft.
event-fence-checked = { $client } fragt { $resource } nach dem höchsten Token, das es gesehen hat: { $result ->
    [none] noch keines, also schreibt { $client } weiter.
    [ok] { $highest }, nicht höher als sein eigenes { $token }, also schreibt { $client } weiter.
   *[stops] { $highest }, höher als sein eigenes { $token }, also hört { $client } auf.
}{ $result ->
    [stops] {""}
   *[other] { $checks ->
        [yes] {" "}{ $resource } prüft das Token beim Schreiben selbst noch einmal.
       *[no] {" "}Die Antwort gilt nur im Moment, in dem sie gegeben wird: Das Schreiben ist eine eigene Anweisung, und nichts prüft es.
    }
}

# $length ist, wie lange die Pause dauert.
event-paused = { $client } friert für { $length } ein: eine Stop-the-World-Pause, etwa eine lange Garbage Collection, die er von innen nicht bemerken kann.

# $length ist, wie lange er eingefroren war. $state: `ended-during` (seine
# Lease endete um $ended, während der Pause), `ended-before` (um $ended, vor
# der Pause), `live` (sie gilt noch) oder `plain`.
event-woke = { $state ->
    [ended-during] { $story ->
        [election] { $client } wacht nach { $length } auf. Sein Wahl-Timeout lief um { $ended } ab, während er eingefroren war, aber nichts sagt { $client }, dass Zeit vergangen ist: Er glaubt weiter, die Führung zu haben.
       *[lock] { $client } wacht nach { $length } auf. Seine Lease endete um { $ended }, während er eingefroren war, aber nichts sagt { $client }, dass Zeit vergangen ist: Er glaubt weiter, die Sperre zu halten.
    }
    [ended-before] { $story ->
        [election] { $client } wacht nach { $length } auf. Sein Wahl-Timeout war schon um { $ended } abgelaufen, vor der Pause, und { $client } hat nicht nachgesehen: Er glaubt weiter, die Führung zu haben.
       *[lock] { $client } wacht nach { $length } auf. Seine Lease hatte schon um { $ended } geendet, vor der Pause, und { $client } hat nicht nachgesehen: Er glaubt weiter, die Sperre zu halten.
    }
    [live] { $story ->
        [election] { $client } wacht nach { $length } auf, und sein Wahl-Timeout läuft noch.
       *[lock] { $client } wacht nach { $length } auf, und seine Lease gilt noch.
    }
   *[plain] { $client } wacht nach { $length } auf.
}

## Schreiben. Jeder Satz beginnt mit event-wrote-head: $client schreibt
## $value in $resource; $arrives `yes`, wenn es um $sent gesendet wurde und
## jetzt ankommt; $tokens und $token wie bei event-with-token. $ended ist,
## wann die Lease des Schreibenden endete (bei einem späten oder veralteten
## Schreiben).

event-wrote-head = { $story ->
    [election] { $arrives ->
        [yes] Das Log von { $client } für { $resource }, { $value }, gesendet um { $sent }{ event-with-token }, kommt an
       *[no] { $client } schickt { $resource } sein Log, { $value },{ event-with-token }
    }
   *[lock] { $op ->
        [add] { $arrives ->
            [yes] Die Anfrage von { $client }, { $amount } zu { $resource } zu addieren{ event-with-token }, gesendet um { $sent }, kommt an
           *[no] { $client } bittet { $resource }, { $amount } zu addieren{ event-with-token }
        }
        [push] { $arrives ->
            [yes] Die Anfrage von { $client }, die Zeile { $item } an { $resource } anzufügen{ event-with-token }, gesendet um { $sent }, kommt an
           *[no] { $client } bittet { $resource }, die Zeile { $item } anzufügen{ event-with-token }
        }
       *[value] { $arrives ->
            [yes] Das Schreiben von { $value } in { $resource } durch { $client }{ event-with-token }, gesendet um { $sent }, kommt an
           *[no] { $client } schreibt { $value } in { $resource }{ event-with-token }
        }
    }
}

# Nach dem Satz eines Inkrements: was $resource jetzt hält ($value).
event-wrote-holds = {" "}{ $resource } hält jetzt { $value }.

# Nach dem Satz eines Schreibvorgangs, den $client erneut gesendet hat, weil
# die Antwort verloren ging, nachdem $resource ihn angewandt hatte;
# $op ist `add` ($amount), `push` ($item) oder `value`.
event-wrote-again = {" "}Es ist der Schreibvorgang, den { $client } schon gesendet hat, erneut gesendet, weil die Antwort verloren ging. { $resource } kann ihn nicht von einem neuen unterscheiden{ $op ->
    [add] , also addiert es { $amount } noch einmal.
    [push] , also fügt es die Zeile { $item } noch einmal an.
   *[value] {""}: Der Schreibvorgang sendet denselben Wert noch einmal.
}

# Nach dem Satz eines angenommenen Schreibvorgangs, wenn der Wert, den er
# ersetzt, mehr als eine Aktualisierung trug, die ihm fehlt: die $count
# Aktualisierungen, die er überschreibt, $lost (je eine event-update,
# aufgezählt mit event-list).
event-wrote-lost = {" "}Insgesamt überschreibt er { $count } Aktualisierungen: { $lost }.
# Eine Aktualisierung, von wem ($client) und wann ($at) sie gemacht wurde.
event-update = die Aktualisierung von { $client } bei { $at }

# Der Schreibvorgang von $client, erneut gesendet mit demselben
# Idempotenzschlüssel, den $resource schon angewandt hat; $value ist, was es hält.
event-wrote-recognised = { $client } sendet seinen Schreibvorgang erneut an { $resource }, mit demselben Idempotenzschlüssel, weil die Antwort verloren ging. { $resource } hat diesen Schlüssel schon angewandt: Es antwortet, dass der Schreibvorgang erledigt ist, wendet nichts an und hält { $value }.

# Was ein angenommenes Schreiben unbemerkt ersetzt hat: $missed ist `none`,
# `stale` (das veraltete Schreiben von $other, das nicht zählte), `late`
# (das späte Schreiben von $other, dem gesagt wurde, es sei gelungen),
# `holder` oder `other` (der Schreibende hat es aus einer Kopie berechnet,
# die er um $read las, vor dem Schreiben von $other; `holder`, wenn er die
# Sperre hält).
event-wrote-missed = { $missed ->
    [stale] {" "}Es ersetzt das veraltete Schreiben von { $other }, das { $client } nie gelesen hat; jenes Schreiben zählte nicht.
    [late] {" "}Es ersetzt das späte Schreiben von { $other }, das { $client } nie gelesen hat: { $other } wurde gesagt, das Schreiben sei gelungen, und seine Änderung ist verloren.
    [holder] {" "}Aber { $client } hat es aus einer Kopie berechnet, die er um { $read } las, vor dem Schreiben von { $other }: Dieses Schreiben überschreibt eine Änderung, die er nie gesehen hat.
    [other] {" "}{ $client } hat es aus einer Kopie berechnet, die er um { $read } las, vor dem Schreiben von { $other }: Dieses Schreiben überschreibt eine Änderung, die er nie gesehen hat.
   *[none] {""}
}

# Das Schreiben des Halters, angenommen.
event-wrote-accepted = { event-wrote-head }, und { $resource } nimmt es an.{ event-wrote-missed }

# Das Schreiben des Halters, abgelehnt: $refusal ist der Satz aus event-refusal.
event-wrote-holder-refused = { event-wrote-head }. { $client } hält { event-role-lock }, aber { $refusal } und lehnt es ab.

# Ein Schreiben nach dem Ende der Lease, bevor ein späterer Halter schrieb,
# angenommen; $checks, ob $resource Tokens prüft.
event-wrote-late-accepted = { event-wrote-head }, obwohl { event-lapsed }: { $checks ->
    [yes] Noch hat kein späterer Halter in { $resource } geschrieben, also hat es kein neueres { event-role-token }, mit dem es dieses ablehnen könnte, und nimmt es an
   *[no] { $resource } prüft keine { event-role-tokens } und nimmt es an; noch hat kein späterer Halter dort geschrieben
}.{ event-wrote-missed }

# Ein spätes Schreiben, abgelehnt: $refusal ist der Satz aus event-refusal,
# großgeschrieben.
event-wrote-late-refused = { event-wrote-head }, obwohl { event-lapsed }. { $refusal } und lehnt es ab; { $client } { $story ->
    [election] tritt zurück
   *[lock] hört auf
}.

# Ein Schreiben, nachdem ein neuerer Halter ($other, mit $newer) dort
# schrieb, angenommen. $check: `fenced` ($resource prüft Tokens, doch $token
# ist nicht niedriger), `unfenced` (es prüft sie nicht) oder `none` (es gibt
# keine Tokens).
event-wrote-stale-accepted = { event-wrote-head }, obwohl { event-lapsed }. { $check ->
    [fenced] { $resource } prüft { event-role-tokens }, aber { event-role-token } { $token } ist nicht niedriger als { event-role-token } { $newer }, also nimmt es das Schreiben an
    [unfenced] { $resource } prüft keine { event-role-tokens } und nimmt das Schreiben an
   *[none] Es gibt kein Token zu prüfen, und { $resource } nimmt das Schreiben an
}. { $op ->
    [value] Damit überschreibt es das neuere Schreiben
   *[other] Es kommt zum neueren Schreiben
} von { $other }{ $tokens ->
    [yes] {" "}({ event-role-token } { $newer })
   *[no] {""}
}.

# Ein veraltetes Schreiben, abgelehnt: $refusal ist der Satz aus
# event-refusal, großgeschrieben.
event-wrote-stale-refused = { event-wrote-head }, obwohl { event-lapsed }. { $refusal }, also lehnt es das Schreiben ab; { $story ->
    [election] { $client } erfährt von der neueren Amtszeit und tritt zurück
   *[lock] { $client } erfährt, dass er die Sperre verloren hat, und hört auf
}.

## Das Netz.

# $request und $target wie bei event-request und event-endpoint; $arrives
# ist, wann die Anfrage ankommt.
event-sent = { $client } schickt { $request ->
        [renew] { $story ->
            [election] seinen Heartbeat
           *[lock] seine Verlängerungsanfrage
        }
       *[other] seine { event-request }
    } an { event-endpoint }; Ankunft um { $arrives }.

event-answered = Die Antwort auf { $request ->
        [renew] { $story ->
            [election] den Heartbeat
           *[lock] die Verlängerungsanfrage
        }
       *[other] die { event-request }
    } von { $client } kommt { event-endpoint-from } zurück.

# $cut ist, wann die Verbindung heilt, $resend, wann der Client erneut sendet.
event-dropped = { $request ->
        [renew] { $story ->
            [election] Der Heartbeat
           *[lock] Die Verlängerungsanfrage
        }
       *[other] Die { event-request }
    } von { $client } an { event-endpoint } geht verloren: Das Netz zwischen ihnen ist bis { $cut } unterbrochen. { $client } hört nichts zurück und sendet um { $resend } erneut.

# Eine Anfrage, die am Ziel bearbeitet wurde, deren Antwort aber auf einer
# getrennten Verbindung verloren ging; die Argumente von event-dropped.
event-dropped-answer = Die Antwort auf die { event-request } von { $client } geht auf dem Rückweg von { event-endpoint } verloren: Das Netz zwischen ihnen ist bis { $cut } unterbrochen. Die Anfrage wurde bearbeitet; { $client } hört nichts zurück und sendet sie um { $resend } erneut.

## Nebenwirkungen: $effect ist die eigene Wendung des Szenarios für das,
## was der Client tut („sends the invoice“); $based, ob er auf seiner Kopie
## von $resource handelt, die er um $read las ($value).

# $case: `live` (mit gültiger Lease), `late` (seine Lease endete um $ended
# und nichts prüft ein Token), `repeated` (eine Sperre für Effizienz: die
# Arbeit geschieht doppelt) oder `unheld` (er hielt nie eine Lease).
event-side-effect = { $client }: { $effect }{ $based ->
        [yes] , auf Grundlage seiner Kopie von { $resource }, gelesen um { $read } ({ $value })
       *[no] {""}
    }{ $case ->
        [live] .
        [late] , obwohl { $story ->
            [election] sein Wahl-Timeout um { $ended } ablief. Nichts auf dem Weg prüft eine Amtszeit
           *[lock] seine Lease um { $ended } endete. Nichts auf dem Weg prüft ein Token
        }, also geschieht es trotzdem.
        [repeated] , obwohl { $story ->
            [election] sein Wahl-Timeout um { $ended } ablief
           *[lock] seine Lease um { $ended } endete
        }: Die Arbeit wird doppelt getan.
       *[unheld] , { $story ->
            [election] ohne Wahl-Timeout
           *[lock] ohne Lease
        }.
    }

## Ausfälle und Uhren des Sperrdienstes.

# Was ein neu gestarteter oder umgeschalteter Sperrdienst verloren hat:
# $forgot, ob er die gültige Lease von $holder vergaß (mit Token $token,
# wenn $tokens).
event-fault-lost = { $forgot ->
    [yes] { $story ->
        [election] vergisst das laufende Wahl-Timeout von { $holder }
       *[lock] vergisst die gültige Lease von { $holder }
    }{ $tokens ->
        [yes] {" "}({ event-role-token } { $token })
       *[no] {""}
    }
   *[no] { $story ->
        [election] findet kein laufendes Wahl-Timeout, das er vergessen könnte
       *[lock] findet keine gültige Lease, die er vergessen könnte
    }
}

# $durable, ob der Token-Zähler überlebt; $next ist das nächste Token.
event-fault-restart = { $story ->
    [election] { $durable ->
        [yes] Die Wahl startet neu und { event-fault-lost }. Ihr Amtszeit-Zähler ist dauerhaft gespeichert, also ist die nächste Amtszeit weiterhin { $next }.
       *[no] Die Wahl startet neu und { event-fault-lost }. Sie hat auch ihren Amtszeit-Zähler verloren, der nur im Speicher lag: Die nächste Amtszeit ist wieder { $next }.
    }
   *[lock] { $durable ->
        [yes] Der Sperrdienst startet neu und { event-fault-lost }. Sein Token-Zähler ist dauerhaft gespeichert, also ist das nächste Token weiterhin { $next }.
       *[no] Der Sperrdienst startet neu und { event-fault-lost }. Er hat auch seinen Token-Zähler verloren, der nur im Speicher lag: Das nächste Token ist wieder { $next }.
    }
}

# $behind ist, wie viele der letzten Vergaben das Replikat verpasst hat.
event-fault-failover = { $story ->
        [election] Die Wahl schaltet
       *[lock] Der Sperrdienst schaltet
    } auf ein Replikat um, das seinen Zustand asynchron kopiert und { $behind ->
        [one] die letzte Vergabe
       *[other] die letzten { $behind } Vergaben
    } verpasst hat. Das Replikat { event-fault-lost }, und sein Zähler sagt, { $story ->
        [election] die nächste Amtszeit
       *[lock] das nächste Token
    } ist { $next }.

# $owner: `node` (Sperrknoten Nummer $node) oder `client`; $way `forward`
# oder `back`; $by, wie weit.
event-clock-jumped = Die Uhr { $owner ->
        [node] von Sperrknoten { $node }
       *[client] von { $client }
    } springt um { $by } { $way ->
        [forward] vor
       *[back] zurück
    }, wie es eine Zeitsynchronisation tut, die eine Uhr auf einen Schlag korrigiert.

## Verlängern, Freigeben und Ablaufen.

# $until ist, wann die verlängerte Lease (oder das Warten auf den nächsten
# Heartbeat) endet.
event-renewed = { $story ->
    [election] Der Heartbeat von { $client } erreicht die anderen: Sie warten bis { $until } auf den nächsten.
   *[lock] { $client } verlängert seine Lease; sie läuft jetzt um { $until } ab.
}

# $ended ist, wann die Lease endete (oder die anderen aufhörten zu warten).
event-renew-refused = { $story ->
    [election] { $client } sendet einen Heartbeat, aber die anderen haben um { $ended } aufgehört, darauf zu warten. { $client } tritt zurück.
   *[lock] { $client } will verlängern, aber seine Lease endete um { $ended }. Der Sperrdienst lehnt ab, und { $client } hört auf.
}

# $case: `live` (seine Lease galt), `expired` (seine Lease war schon
# abgelaufen) oder `again` (er hielt sie nicht mehr).
event-released = { $story ->
    [election] { $case ->
        [live] { $client } gibt die Führung ab.
        [expired] { $client } gibt die Führung ab, aber sein Wahl-Timeout war schon abgelaufen.
       *[again] { $client } gibt die Führung erneut ab; er hatte sie nicht mehr.
    }
   *[lock] { $case ->
        [live] { $client } gibt die Sperre frei.
        [removed] { $client } gibt die Sperre frei, nachdem seine Lease abgelaufen war, und der Sperrdienst löscht die Sperre, ohne zu prüfen, wessen sie ist: die von { $holder }. { $holder } erfährt nichts und macht als Halter weiter, während die Sperre für jeden frei ist.
        [expired] { $client } gibt die Sperre frei, aber seine Lease war schon abgelaufen.
       *[again] { $client } gibt die Sperre erneut frei; er hielt sie nicht mehr.
    }
}

# $told `no`, wenn dem Client nichts gesagt wird und er weiter glaubt, die
# Sperre zu halten; $timeout ist das Wahl-Timeout.
event-expired = { $story ->
    [election] Kein Heartbeat von { $client }{ $tokens ->
        [yes] {" "}(Amtszeit { $token })
       *[no] {""}
    } hat die anderen innerhalb des Wahl-Timeouts von { $timeout } erreicht, also hören sie auf, auf ihn zu warten: Ein anderer Knoten darf jetzt um die Führung kandidieren. Hier bringt nichts { $client } zum Rücktritt; ein Leader, der eine Mehrheit prüft (CheckQuorum) oder ein Leader-Lease hält, würde zurücktreten.{ $told ->
        [no] {" "}{ $client } erfährt nichts davon und glaubt weiter, dass er führt.
       *[yes] {""}
    }
   *[lock] Die Lease von { $client }{ $tokens ->
        [yes] {" "}(Token { $token })
       *[no] {""}
    } läuft ab. Der Sperrdienst beendet sie ohne ein Wort von { $client }{ $told ->
        [no] , und { $client } erfährt nichts davon.
       *[yes] .
    }
}

## Die Marken des Sperrdienstes im Diagramm, in wenigen Worten.

## Das Diagramm in Worten (sein zugänglicher Name): ein Satz je Client, aus
## den Teilen unten, verbunden mit event-timeline-separator.

# Eine Lease, die $client von $from bis $to hielt, mit Token $token, wenn $tokens.
# $span ist `instant`, wenn sie endete, wie sie begann, bei $from, sonst
# `stretch`; $end ist `released`, wenn $client sie zurückgab, oder `lost`,
# wenn sie ablief oder der Sperrdienst sie verlor.
event-timeline-lease = { $story ->
    [election] { $span ->
        [instant] gewinnt bei { $from } die Führung{ $tokens ->
            [yes] {" "}in Amtszeit { $token }
           *[no] {""}
        } und { $end ->
            [released] tritt sofort zurück
           *[lost] verliert sie sofort
        }
       *[stretch] führt{ $tokens ->
            [yes] {" "}in Amtszeit { $token }
           *[no] {""}
        } von { $from } bis { $to }
    }
   *[lock] { $span ->
        [instant] bekommt bei { $from } eine Lease{ $tokens ->
            [yes] {" "}mit Token { $token }
           *[no] {""}
        } und { $end ->
            [released] gibt sie sofort zurück
           *[lost] verliert sie sofort
        }
       *[stretch] hält eine Lease{ $tokens ->
            [yes] {" "}mit Token { $token }
           *[no] {""}
        } von { $from } bis { $to }
    }
}
# $span wie bei event-timeline-lease.
event-timeline-pause = { $span ->
    [instant] pausiert bei { $from }, ohne dass Zeit vergeht
   *[stretch] ist von { $from } bis { $to } pausiert
}
event-timeline-overreach = { $story ->
    [election] { $span ->
        [instant] glaubt bei { $from } für einen Augenblick, die Führung zu haben, ohne Wahl-Timeout
       *[stretch] glaubt von { $from } bis { $to }, die Führung zu haben, ohne Wahl-Timeout
    }
   *[lock] { $span ->
        [instant] glaubt bei { $from } für einen Augenblick, die Sperre zu halten, ohne Lease
       *[stretch] glaubt von { $from } bis { $to }, die Sperre zu halten, ohne Lease
    }
}
event-timeline-separator = {", "}
# $parts sind die Teile oben, verbunden.
event-timeline-lane = { $client } { $parts }.
event-timeline-never = { $story ->
    [election] { $client } hat nie die Führung.
   *[lock] { $client } hält nie die Sperre.
}

## Läufe, die auf echten Diensten aufgezeichnet wurden, wie die Seite sie erzählt.

# Eine Liste: $last ist der letzte Eintrag, $rest alle anderen, verbunden
# mit event-list-separator, $count, wie viele es sind.
event-list = { $count ->
    [one] { $last }
   *[other] { $rest } und { $last }
}
event-list-separator = {", "}

# Die Zeile unter einem Lauf, der auch auf echten Diensten lief: $systems
# die Liste der Systeme mit ihren Versionen; $differs, ob die Einstellungen
# des Lesers nicht die der Aufzeichnung sind, die $differ nennt (eine
# Liste); $agrees, ob das Ergebnis gleich war, sonst sagt $parting, wo die
# Läufe auseinandergehen.
event-replay-line = Auch auf { $systems } gelaufen{ $differs ->
        [yes] {" "}mit { $differ }
       *[no] {""}
    }: { $agrees ->
        [yes] gleiches Ergebnis.
       *[no] ein anderes Ergebnis: { $parting }.
    }

# Die Zeile, wenn die Einstellungen des Lesers auf mehreren Sperrdiensten
# liefen: $systems die Sperrdienste mit Versionen (eine Liste), $stores,
# womit jeder lief (eine Liste); $agrees, ob jeder echte Lauf wie das
# Modell endete, sonst nennt $parted den anderen und $parting, wo.
event-replay-line-each = Auch auf { $systems } gelaufen, jeweils mit { $stores }: { $agrees ->
        [yes] überall das gleiche Ergebnis.
       *[no] ein anderes Ergebnis auf { $parted }: { $parting }.
    }

# Der Name einer Aufzeichnung unter denen eines Experiments: ihre
# Einstellung $setting, etwa „Fencing-Tokens an“, und das $system, das den
# Sperrdienst spielte.
event-replay-name = { $system }: { $setting }

# Eine Einstellung der Aufzeichnung: das $label eines Schiebereglers und sein $value.
event-replay-setting = { $label } { $value }

# $ms ist, wie viele echte Millisekunden eine simulierte Sekunde dauerte.
event-replay-heading = Aufgezeichnet auf { $systems }; eine simulierte Sekunde dauerte { $ms } echte ms.

## Wo ein aufgezeichneter Lauf und das Modell auseinandergehen.

event-agree-same = gleiches Ergebnis
# $model und $real sind die Namen der beiden Urteile.
event-agree-verdicts = dieselben Schlüsselereignisse, aber das Modell sagt { $model } und der echte Lauf { $real }
# $index ist die Nummer des Schlüsselereignisses; $model und $real, was jeder Lauf dort hat.
event-agree-part = sie gehen beim Schlüsselereignis { $index } auseinander: Das Modell hat { $model }, der echte Lauf { $real }
event-key-nothing = nichts mehr
# $rank ist die Stelle des Tokens unter den Tokens des Laufs, ab 1.
event-key-granted = { $story ->
    [election] { $client } bekommt die Führung mit der { $rank }. Amtszeit des Laufs
   *[lock] { $client } bekommt die Sperre mit dem { $rank }. Token des Laufs
}
# $accepted, ob das Schreiben angenommen wurde.
event-key-wrote = { $client } schreibt { $value } in { $resource }, { $accepted ->
        [yes] angenommen
       *[no] abgelehnt
    }
event-key-effect = { $client } handelt außerhalb jeder Ressource
event-key-final = { $resource } endet bei { $value }
