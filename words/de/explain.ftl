## Die Erklärung eines Laufs: was schiefging und warum, oder was ihn sicher hielt.
##
## Jede Nachricht, die eine Rolle nennt, bekommt $story: "lock" (ein
## Sperrdienst vergibt die Sperre mit einem Token und einer Lease) oder
## "election" (eine Wahl vergibt die Führung für eine Amtszeit, gehalten
## durch Heartbeats innerhalb eines Wahl-Timeouts). Zeiten ($at, $ended,
## $read_at …) kommen schon als Sekunden geschrieben. $client, $holder,
## $newer, $reader und $other sind Namen von Clients; $resource, $done und
## $refused Namen von Ressourcen.

# Die Rollen in den Worten jeder Geschichte, für die Sätze unten.
explain-role-token = { $story ->
    [election] Amtszeit
   *[lock] Token
}
explain-role-tokens = { $story ->
    [election] Amtszeiten
   *[lock] Tokens
}
explain-role-lock = { $story ->
    [election] die Führung
   *[lock] die Sperre
}
explain-role-lease = { $story ->
    [election] Wahl-Timeout
   *[lock] Lease
}
explain-role-service = { $story ->
    [election] die Wahl
   *[lock] der Sperrdienst
}

# Eine Aktualisierung, genannt nach wem und wann sie gemacht wurde: ein
# Eintrag der Listen von Aktualisierungen ($lost, $saved) unten, verbunden
# mit event-list.
explain-update = die Aktualisierung von { $client } bei { $at }

# Dass die Berechtigung eines Clients bei $ended abgelaufen war, als
# Nebensatz nach „nachdem“.
explain-lapsed = { $story ->
    [election] die anderen bei { $ended } aufgehört hatten, auf seine Heartbeats zu warten
   *[lock] seine Lease bei { $ended } abgelaufen war
}

explain-nothing-written = Niemand hat etwas geschrieben, also konnte nichts verloren gehen.

# $fell: yes, wenn die Datei sagt, worauf der Zähler zurückfällt, $counter;
# $next: das Token, ab dem der neu gestartete Dienst zählt; $highest: das
# höchste Token, das er schon vergeben hatte, über $next.
explain-counter-reset-below = { $story ->
    [election] Die Wahl hat beim Neustart bei { $at } ihren Amtszeit-Zähler verloren{ $fell ->
        [yes] , der auf { $counter } zurückfiel,
       *[no] {""}
    } und wieder ab { $next } gezählt, unter der Amtszeit { $highest }, die sie schon vergeben hatte. Eine Ressource, die Amtszeiten prüft und { $highest } schon gesehen hat, weist jeden neuen Inhaber ab, bis die Amtszeiten über { $highest } hinaus sind; eine, die nicht prüft, nimmt den späten Schreibzugriff des alten Inhabers an. Der Zähler muss dauerhaft gespeichert werden, in einem Speicher, der auf Konsens beruht.
   *[lock] Der Sperrdienst hat beim Neustart bei { $at } seinen Token-Zähler verloren{ $fell ->
        [yes] , der auf { $counter } zurückfiel,
       *[no] {""}
    } und wieder ab { $next } gezählt, unter dem Token { $highest }, das er schon vergeben hatte. Eine Ressource, die Tokens prüft und { $highest } schon gesehen hat, weist jeden neuen Inhaber ab, bis die Tokens über { $highest } hinaus sind; eine, die nicht prüft, nimmt den späten Schreibzugriff des alten Inhabers an. Der Zähler muss dauerhaft gespeichert werden, in einem Speicher, der auf Konsens beruht.
}

# $fell: yes, wenn die Datei sagt, worauf der Zähler zurückfällt, $counter;
# $next: das Token, ab dem der neu gestartete Dienst wieder zählt.
explain-counter-reset = { $story ->
    [election] Die Wahl hat beim Neustart bei { $at } ihren Amtszeit-Zähler verloren{ $fell ->
        [yes] , der auf { $counter } zurückfiel,
       *[no] ,
    } wieder ab { $next } gezählt und so Nummern vergeben, die sie schon vergeben hatte. Eine Amtszeit-Prüfung vergleicht Nummern, also sehen zwei Inhaber mit derselben Nummer für sie gleich aus. Der Zähler muss dauerhaft gespeichert werden, in einem Speicher, der auf Konsens beruht.
   *[lock] Der Sperrdienst hat beim Neustart bei { $at } seinen Token-Zähler verloren{ $fell ->
        [yes] , der auf { $counter } zurückfiel,
       *[no] ,
    } wieder ab { $next } gezählt und so Nummern vergeben, die er schon vergeben hatte. Eine Token-Prüfung vergleicht Nummern, also sehen zwei Inhaber mit derselben Nummer für sie gleich aus. Der Zähler muss dauerhaft gespeichert werden, in einem Speicher, der auf Konsens beruht.
}

# $next: das Token, das das Replikat ein zweites Mal vergibt.
explain-failover = Das Replikat, das bei { $at } übernommen hat, wusste nichts von der letzten Vergabe und hat deshalb { explain-role-token } { $next } ein zweites Mal vergeben. Fencing ist nur so gut wie der Zähler dahinter: Ein Replikat, das asynchron kopiert, kann in der Zeit zurückgehen.

# $why: "proxy" (ein Fencing-Proxy vor der Ressource hat abgewiesen),
# "seen" (die Ressource hatte das Token bei einem gefencten Lesezugriff
# gesehen) oder "accepted" (sie hatte es mit einem Schreibzugriff
# angenommen); $highest: dieses Token.
explain-holder-refused = { $client } hielt { explain-role-lock } bei { $at } rechtmäßig, doch { $why ->
    [proxy] der Fencing-Proxy vor { $resource } hatte schon { explain-role-token } { $highest } durchgelassen
    [seen] { $resource } hatte schon { explain-role-token } { $highest } gesehen
   *[accepted] { $resource } hatte schon { explain-role-token } { $highest } angenommen
} und wies seinen Schreibzugriff ab. { $story ->
    [election] Die Daten von { $resource } sind unversehrt, weil dort keine Amtszeit angenommen wird, die niedriger ist als eine schon gesehene, aber { $resource } ist blockiert, ein Ausfall: Jeder rechtmäßige Inhaber wird abgewiesen, bis die Amtszeiten der Wahl über { $highest } hinaus sind.
   *[lock] Die Daten von { $resource } sind unversehrt, weil dort kein Token angenommen wird, das niedriger ist als ein schon gesehenes, aber { $resource } ist blockiert, ein Ausfall: Jeder rechtmäßige Inhaber wird abgewiesen, bis die Tokens des Sperrdienstes über { $highest } hinaus sind.
} { $client } hat davon erfahren, also geht nichts verloren, was er für erledigt hält.

# $done: die Ressource, deren Schreibzugriff bei $done_at ausgeführt wurde;
# $refused: die, die den Schreibzugriff desselben Haltens bei $refused_at abwies.
explain-half-done = Die Aktualisierung von { $client } blieb halb fertig: Sein Schreibzugriff auf { $done } bei { $done_at } wurde ausgeführt, sein Schreibzugriff auf { $refused } bei { $refused_at } abgewiesen. Eine Abweisung hält auf, was danach kommt; sie macht nicht rückgängig, was davor kam. Schreibzugriffe, die zusammengehören, sollten ein einziger atomarer Schreibzugriff sein oder sich gefahrlos wiederholen lassen.

# Was eine halb fertige Aktualisierung angerichtet hat, als Satzteil für
# die nächsten Nachrichten. $update: "transfer" ($client hat $amount bei
# $done_at von $done abgebucht, und es kam nie bei $refused an) oder
# "other" ($done nahm den Schreibzugriff mit $done_value an, $refused wies
# den mit $refused_value ab).
explain-half-done-clause = { $update ->
    [transfer] { $done } hat die { $amount } verloren, die { $client } bei { $done_at } abgebucht hat, und { $refused } hat sie nie erhalten
   *[other] { $done } hat den Schreibzugriff von { $client } mit { $done_value } bei { $done_at } angenommen, und { $refused } hat den dazugehörigen Schreibzugriff mit { $refused_value } abgewiesen
}

# Das Ergebnis einer Ressource, die eine halb fertige Aktualisierung
# berührt hat; die Argumente von explain-half-done-clause, $refused_at:
# wann $refused abgewiesen hat.
explain-half-done-update = Die Hälfte der Aktualisierung von { $client }: { explain-half-done-clause }, weil { $refused } den Schreibzugriff von { $client } bei { $refused_at } abgewiesen hat.

# Die Argumente von explain-half-done-clause und was jede Ressource
# enthält: $done_holds, $refused_holds.
explain-half-done-holds = { $done } enthält { $done_holds } und { $refused } enthält { $refused_holds }, so wie die zählenden Schreibzugriffe sie hinterlassen, aber nicht so, wie es die Aktualisierung von { $client } verlangt: { explain-half-done-clause }.

# Ein Seiteneffekt ohne gültige Lease. $what: die Worte des Szenarios für
# den Seiteneffekt, nach dem Namen des Clients; $purpose: "correctness"
# oder "efficiency" (eine Sperre, die nur Arbeit spart); $lease: "ended"
# (die Lease des Clients war bei $ended abgelaufen) oder "none".
explain-late-effect = { $purpose ->
    [efficiency] Der Seiteneffekt bei { $at } ({ $client } { $what }) kam { explain-late-effect-when }, also wurde die Arbeit doppelt getan.
   *[correctness] Der Seiteneffekt bei { $at } ({ $client } { $what }) kam { explain-late-effect-when }. Zwischen einem Client und einer E-Mail oder der API eines anderen Dienstes steht keine { explain-role-token }-Prüfung: Lesezugriffe werden nicht gefenct, und geschützt ist nur, was durch eine Ressource mit Fencing geht.
}
explain-late-effect-when = { $lease ->
    [ended] { $story ->
        [election] nachdem das Wahl-Timeout von { $client } bei { $ended } abgelaufen war
       *[lock] nachdem die Lease von { $client } bei { $ended } abgelaufen war
    }
   *[none] ohne { explain-role-lease }
}

# Ein veralteter Schreibzugriff wurde angenommen: $client schrieb, nachdem
# $newer mit $newer_token geschrieben hatte. $check: "fenced" (die
# Ressource prüft Tokens, aber $token war nicht niedriger), "unfenced"
# (sie prüft keine) oder "tokenless" (die Sperre kam ohne Token);
# $purpose: "correctness" oder "efficiency"; $added, ob die Ressource den
# Schreibzugriff selbst berechnet hat; $lost die $count Aktualisierungen,
# die er überschrieben hat (explain-update, aufgezählt), keine, wenn sein
# Wert aus einer Kopie berechnet war, die sie enthielt, oder wenn er den
# Wert schrieb, der schon dastand ($same: yes).
explain-stale-accepted = { $check ->
    [tokenless] { $client } schrieb bei { $at } auf { $resource }, nachdem { explain-lapsed } und nachdem { $newer } dort geschrieben hatte.
   *[other] { $client } schrieb bei { $at } auf { $resource }, nachdem { explain-lapsed } und nachdem { $newer } dort mit { explain-role-token } { $newer_token } geschrieben hatte.
} { $check ->
    [fenced] { $resource } prüft { explain-role-tokens }, aber { explain-role-token } { $token } ist nicht niedriger als { explain-role-token } { $newer_token } von { $newer }, also konnte { $resource } die beiden nicht unterscheiden und nahm den veralteten Schreibzugriff an
    [unfenced] { $resource } prüft keine { explain-role-tokens }, also nahm { $resource } den veralteten Schreibzugriff an
   *[tokenless] { explain-role-lock } kam ohne { explain-role-token }, also hatte { $resource } nichts zu prüfen und nahm den veralteten Schreibzugriff an
}, und { $purpose ->
    [efficiency] die Arbeit wurde doppelt getan
   *[correctness] { $added ->
        [yes] es kam zur Aktualisierung von { $newer } hinzu, ohne sie zu ersetzen: Das veraltete Schreiben steht da, als hätte es gezählt
       *[no] { $count ->
            [0] { $same ->
                [yes] er schrieb den Wert, der schon dastand, und überschrieb so keine Aktualisierung
               *[no] er überschrieb keine Aktualisierung, die zählte, steht aber da, als hätte er gezählt
            }
            [one] { $lost } wurde überschrieben
           *[other] { $count } Aktualisierungen wurden überschrieben: { $lost }
        }
    }
}.

# Nach explain-stale-accepted, wenn der veraltete Schreibzugriff mehrere
# Aktualisierungen überschrieben hat: berechnet aus einer Kopie von $read_at.
explain-stale-copy = { $client } hatte seinen Wert aus einer Kopie berechnet, die er bei { $read_at } gelesen hatte und die keine davon enthielt.

# $clients: die Schreiber der veralteten Schreibzugriffe, aufgezählt.
explain-stale-count = { $count ->
    [one] Insgesamt wurde ein veralteter Schreibzugriff angenommen.
   *[other] Insgesamt wurden { $count } veraltete Schreibzugriffe von { $clients } angenommen.
}

# $token: das Token des veralteten Schreibzugriffs; $newer_token: das des neueren Inhabers.
explain-had-fenced = Hätte { $resource } { explain-role-tokens } geprüft, wäre { explain-role-token } { $token } nach { explain-role-token } { $newer_token } abgewiesen worden.

# Ein veralteter Schreibzugriff wurde abgewiesen. $why: "proxy" (ein
# Fencing-Proxy vor der Ressource hatte $highest durchgelassen), "token"
# (die Ressource hatte $highest angenommen) oder "version"
# (Compare-and-Set: $client las Version $read, die Ressource ist bei
# $current); $saved: die $count Aktualisierungen, die der Schreibzugriff
# überschrieben hätte (explain-update, aufgezählt), keine, wenn er nur
# hinzugekommen wäre.
explain-stale-refused = { $client } schrieb bei { $at } mit { explain-role-token } { $token } auf { $resource }, nachdem { explain-lapsed }. { $why ->
    [proxy] Der Fencing-Proxy vor { $resource } hatte schon { explain-role-token } { $highest } von { $newer } durchgelassen, also wies er den veralteten Schreibzugriff ab
    [version] { $resource } hatte sich geändert, seit { $client } gelesen hatte (Version { $read }, jetzt { $current }), also wurde der veraltete Schreibzugriff abgewiesen
   *[token] { $resource } hatte schon { explain-role-token } { $highest } von { $newer } angenommen, also wurde der veraltete Schreibzugriff abgewiesen
}{ $count ->
    [0] .
    [one] , und { $saved } blieb erhalten.
   *[other] , und { $count } Aktualisierungen blieben erhalten: { $saved }.
}

# $clients: die Schreiber der $count abgewiesenen veralteten Schreibzugriffe, aufgezählt.
explain-stale-refused-count = Insgesamt wurden { $count } veraltete Schreibzugriffe von { $clients } abgewiesen.

explain-late-write = { $client } schrieb bei { $at } auf { $resource }, nachdem { explain-lapsed }, aber bevor ein späterer Inhaber dort schrieb.

# $other: der Client, dessen Schreibzugriff in der Kopie des späten
# Schreibers fehlte; $lost: die $count Aktualisierungen, die er
# überschrieb (explain-update, aufgezählt), keine, wenn der fehlende
# Schreibzugriff nicht zählte.
explain-late-write-missed = Er berechnete den Wert aus einer Kopie, die er bei { $read_at } gelesen hatte, { $count ->
    [0] vor dem Schreibzugriff von { $other }, und überschrieb so eine Änderung, die er nie gesehen hat.
    [one] und überschrieb so { $lost }, die er nie gesehen hat.
   *[other] und überschrieb so { $count } Aktualisierungen, die er nie gesehen hat: { $lost }.
}

# Was aus dem späten Schreibzugriff wurde: $holder ist der nächste Inhaber, der ihn berührt.
explain-late-built-on = { $holder } las den Wert danach, während er { explain-role-lock } hielt, und baute darauf auf, also zählt dieser Schreibzugriff.

# $read: wann $holder $resource gelesen hat, bevor der späte Schreibzugriff von $client ankam.
explain-late-lost = { $client } wurde gesagt, sein Schreibzugriff sei gelungen. Aber { $holder } hatte, während er { explain-role-lock } hielt, { $resource } bei { $read } gelesen, bevor dieser Schreibzugriff ankam, und aus dieser Kopie darüber geschrieben, also ging die bestätigte Aktualisierung von { $client } verloren.

# Was die verlorene Aktualisierung bemerkt hätte. $tokens: "yes", wenn die
# Sperre Tokens vergibt, "no", wenn nicht.
explain-late-caught = { $tokens ->
    [no] Selbst Fencing-Tokens würden das nicht bemerken: Kein neueres Token hätte { $resource } erreicht, als der Schreibzugriff von { $client } ankam. Compare-and-Set oder ein Lesezugriff, der das höchste Token von { $resource } anhebt, würde es bemerken.
   *[yes] { $story ->
        [election] Fencing kann das nicht sehen: Keine neuere Amtszeit hatte { $resource } erreicht, als der Schreibzugriff von { $client } ankam. Compare-and-Set oder ein Lesezugriff, der die höchste Amtszeit von { $resource } anhebt, hätte es bemerkt.
       *[lock] Fencing kann das nicht sehen: Kein neueres Token hatte { $resource } erreicht, als der Schreibzugriff von { $client } ankam. Compare-and-Set oder ein Lesezugriff, der das höchste Token von { $resource } anhebt, hätte es bemerkt.
    }
}
explain-late-told = { $holder } versuchte danach, während er { explain-role-lock } hielt, aus einer älteren Kopie darüber zu schreiben, und { $resource } wies das ab: { $holder } erfährt, dass er neu lesen muss, statt die Aktualisierung von { $client } still zu verlieren.
explain-late-replaced = { $holder } setzte danach, während er { explain-role-lock } hielt, einen neuen Wert, ohne zu lesen, wie es ein späterer Schreibzugriff darf.
explain-late-standing = { $story ->
    [election] Kein Inhaber der Führung hat { $resource } danach berührt, also blieb ein Schreibzugriff ohne Wahl-Timeout stehen.
   *[lock] Kein Inhaber der Sperre hat { $resource } danach berührt, also blieb ein Schreibzugriff ohne Lease stehen.
}

# Ein Schreibvorgang, den $client erneut gesendet hat, weil seine Antwort
# verloren ging: zuerst angewandt um $first, erneut um $again; $amount ist,
# was er zu $resource addiert, $token sein Token, $checks, ob $resource
# Tokens prüft.
explain-applied-twice = Die Anfrage von { $client }, { $op ->
    [push] die Zeile { $item } an { $resource } anzufügen
   *[add] { $amount } zu { $resource } zu addieren
}, wurde um { $first } angewandt und um { $again } noch einmal: Ihre Antwort ging verloren, also hat { $client } sie erneut gesendet, und { $resource } konnte die Wiederholung nicht von einem neuen Schreibvorgang unterscheiden.{ $checks ->
    [yes] {" "}Die Wiederholung trug dasselbe { explain-role-token }, { $token }, also hat die Token-Prüfung sie durchgelassen: Fencing-Tokens bringen Schreibvorgänge in eine Reihenfolge; Duplikate entfernen sie nicht.
   *[no] {""}
} Ein Schlüssel an jedem Schreibvorgang, ein Idempotenzschlüssel oder eine Sequenznummer, lässt { $resource } eine Wiederholung beantworten, ohne sie noch einmal anzuwenden.
# Dasselbe, wenn $resource Idempotenzschlüssel behält: Die Wiederholung um
# $again wurde erkannt und nicht angewandt.
explain-sent-again-recognised = Der Schreibvorgang von { $client } in { $resource }, angewandt um { $first }, wurde um { $again } erneut gesendet, weil seine Antwort verloren ging. { $resource } kannte seinen Idempotenzschlüssel und hat ihn als erledigt beantwortet, also wurde die Änderung einmal angewandt.

# Ein später Schreibzugriff wurde abgewiesen, weil der gefencte
# Lesezugriff von $reader schon $highest zur Ressource gebracht hatte;
# $token: das Token des späten Schreibzugriffs.
explain-fenced-read = { $client } schrieb bei { $at } mit { explain-role-token } { $token } auf { $resource }, nachdem { explain-lapsed }. Dort war noch kein neuerer Schreibzugriff angekommen, aber der Lesezugriff von { $reader } hatte { explain-role-token } { $highest } zu { $resource } gebracht, also wurde der späte Schreibzugriff abgewiesen, und die Aktualisierung von { $reader } blieb erhalten.

# $lost: die $count Aktualisierungen, die der Schreibzugriff überschrieb
# (explain-update, aufgezählt).
explain-missed-change = { $client } hielt { explain-role-lock }, als er bei { $at } auf { $resource } schrieb, aber er berechnete den Wert aus einer Kopie, die er bei { $read_at } gelesen hatte, und { $resource } hatte sich seitdem geändert: Der Schreibzugriff überschrieb { $count ->
    [0] diese Änderung
    [one] { $lost }
   *[other] { $count } Aktualisierungen: { $lost }
}. Keine { explain-role-token }-Prüfung kann das bemerken; { $client } hätte neu lesen müssen, nachdem er { explain-role-lock } bekommen hatte.

# Ein Schreibzugriff, der Aktualisierungen überschrieb, die kein Satz
# davor nennt: $lost, $count Stück (explain-update, aufgezählt).
# $standing: "holder" (er hielt die Sperre), "lapsed" (explain-lapsed:
# seine Berechtigung war bei $ended abgelaufen) oder "again" (erneut
# gesendet, nachdem seine Antwort verloren ging); $copy: "yes", wenn er
# aus einer Kopie von $read_at berechnet war.
explain-overwrote = { $standing ->
    [holder] { $client } hielt { explain-role-lock }, als er bei { $at } auf { $resource } schrieb, aber er berechnete den Wert aus einer Kopie, die er bei { $read_at } gelesen hatte, und überschrieb so { explain-overwrote-what }.
    [again] { $client } sendete seinen Schreibzugriff auf { $resource } bei { $at } erneut, nachdem seine Antwort verloren ging, und die Wiederholung überschrieb { explain-overwrote-what }.
   *[lapsed] { $copy ->
        [yes] { $client } schrieb bei { $at } auf { $resource }, nachdem { explain-lapsed }, mit einem Wert aus einer Kopie, die er bei { $read_at } gelesen hatte, und überschrieb so { explain-overwrote-what }.
       *[no] { $client } schrieb bei { $at } auf { $resource }, nachdem { explain-lapsed }, und überschrieb { explain-overwrote-what }.
    }
}
explain-overwrote-what = { $count ->
    [one] { $lost }
   *[other] { $count } Aktualisierungen: { $lost }
}

# Wie viele Aktualisierungen insgesamt verloren gingen, wenn mehrere
# Schreibzugriffe sie verloren.
explain-lost-count = Insgesamt gingen { $count } Aktualisierungen verloren.

# Ein späterer Fehler, nach dessen erstem Satz der Zähler wieder Tokens
# ausgab: $kind ist "restart" (ein Neustart, der den Zähler verlor) oder
# "failover"; $next das Token, ab dem er zählte.
explain-counter-again = { $story ->
    [election] { $kind ->
        [failover] Die Wahl ist bei { $at } noch einmal auf ein Replikat umgeschwenkt und hat Amtszeit { $next } noch einmal vergeben.
       *[restart] Die Wahl hat ihren Amtszeit-Zähler beim Neustart bei { $at } noch einmal verloren und ab { $next } gezählt.
    }
   *[lock] { $kind ->
        [failover] Der Sperrdienst ist bei { $at } noch einmal auf ein Replikat umgeschwenkt und hat Token { $next } noch einmal vergeben.
       *[restart] Der Sperrdienst hat seinen Token-Zähler beim Neustart bei { $at } noch einmal verloren und ab { $next } gezählt.
    }
}

# Wie viele Schreibzugriffe rechtmäßiger Inhaber abgewiesen wurden, und
# wessen ($clients, aufgezählt).
explain-holder-refused-count = Insgesamt wurden { $count } Schreibzugriffe rechtmäßiger Inhaber ({ $clients }) abgewiesen.
# Wie viele Aktualisierungen halb fertig blieben, und wessen ($clients, aufgezählt).
explain-half-done-count = Insgesamt blieben { $count } Aktualisierungen von { $clients } halb fertig.
# Wie viele Schreibzugriffe doppelt angewandt wurden, und wessen ($clients, aufgezählt).
explain-applied-twice-count = Insgesamt wurden { $count } Schreibzugriffe von { $clients } doppelt angewandt.
# Wie viele Seiteneffekte ohne gültige Lease kamen, und wessen ($clients, aufgezählt).
explain-late-effect-count = Insgesamt kamen { $count } Seiteneffekte von { $clients } ohne gültige { explain-role-lease }.

# Was eine Ressource am Ende enthält. $value: was sie enthält; $expected:
# was sie enthalten sollte; $holder: wer einen veralteten Wert später überschrieb.
explain-holds = { $resource } enthält { $value }, wie es sein soll.
explain-holds-wrong = { $resource } enthält { $value }, sollte aber { $expected } enthalten.
explain-holds-rewritten = { $resource } enthält { $value }, wie es sein soll, weil { $holder } den veralteten Wert später überschrieben hat.
# $count: wie viele veraltete Schreibzugriffe sie angenommen hat.
explain-holds-by-chance = { $resource } enthält { $value }, den Wert, den es enthalten soll, aber nur, weil { $count ->
    [one] der veraltete Schreibzugriff
   *[other] der letzte von { $count } veralteten Schreibzugriffen
} zufällig denselben Wert trug.

# $count: wie oft Arbeit doppelt getan wurde.
explain-efficiency-safe = { $count ->
    [0] Das ist eine Sperre für Effizienz, und diesmal wurde keine Arbeit doppelt getan.
    [one] Das ist eine Sperre für Effizienz: Die Überschneidung hat einen doppelten Lauf gekostet, und nichts ging verloren. Eine Sperre, die nur Arbeit spart, braucht kein Fencing.
   *[other] Das ist eine Sperre für Effizienz: Die Überschneidung hat { $count } doppelte Läufe gekostet, und nichts ging verloren. Eine Sperre, die nur Arbeit spart, braucht kein Fencing.
}
explain-efficiency-harm = Auch bei einer Sperre für Effizienz ist ein falscher Wert ein Schaden: Diese Sperre schützt mehr als nur doppelte Arbeit.
# $count: wie viele späte Schreibzugriffe angenommen wurden.
explain-safe-by-timing = Dieser Lauf ist sicher, aber nur wegen { $count ->
    [one] des Zeitpunkts, zu dem der späte Schreibzugriff ankam
   *[other] der Zeitpunkte, zu denen die { $count } späten Schreibzugriffe ankamen
}.
explain-every-write-live = { $story ->
    [election] Jeder Schreibzugriff kam von dem Client, der in diesem Moment die Führung innehatte.
   *[lock] Jeder Schreibzugriff kam von dem Client, der in diesem Moment eine gültige Lease hielt.
}

# Die Ressourcen, die nichts prüfen: $count Stück, $names ihre Namen, aufgezählt.
explain-only-timing = Nur das Timing hielt diesen Lauf sicher: { $count ->
    [one] { $names } prüft
   *[other] { $names } prüfen
} keine { explain-role-tokens }, also wäre ein Schreibzugriff, der später ankommt, durchgegangen.
