## Das Lease-Diagramm: Namen der Bahnen, Beschriftungen an Balken und
## Marken, die Linien quer über alle Bahnen, was jeder Pfeil beim Zeigen
## sagt, und die Legende. Jede Nachricht mit $story hat beide Wortschätze:
## "lock" (Sperrdienst, Sperre, Tokens, Lease) und "election" (Wahl,
## Führung, Amtszeiten, Wahl-Timeout).

chart-role-token = { $story ->
    [election] Amtszeit
   *[lock] Token
}
chart-role-lease = { $story ->
    [election] Wahl-Timeout
   *[lock] Lease
}

# Die Bahn des Sperrdienstes, mit ihrem bloßen Namen.
chart-lock-service = { $story ->
    [election] Wahl
   *[lock] Sperrdienst
}
# Die Zeile eines Knotens der Sperre: $node ist seine Nummer, ab 1.
chart-node = Knoten { $node }
# Für wen der Sperrdienst die Sperre hält: $client ist der Name des
# Halters, $token sein Token.
chart-hold = { $client }, { chart-role-token } { $token }
# Der Lease-Balken eines Clients, mit seinem Token ($token).
chart-lease-token = { chart-role-token } { $token }
# Der Lease-Balken, wenn der Sperrdienst keine Tokens vergibt.
chart-lease = { chart-role-lease }
# Neben dem Strich, an dem die eigene Uhr eines Clients ($client) seine
# Lease enden lässt; die kurze Fassung, wo die lange nicht passt.
chart-believed = { $story ->
    [election] laut der Uhr von { $client } endet das Wahl-Timeout
   *[lock] laut der Uhr von { $client } endet die Lease
}
chart-believed-short = { $story ->
    [election] Uhr von { $client }: Timeout endet
   *[lock] Uhr von { $client }: Lease endet
}
# In einem Balken, während ein Client pausiert.
chart-paused = pausiert
# In einem Balken, während ein Client ohne Lease glaubt, die Sperre zu halten.
chart-overreach = { $story ->
    [election] glaubt, noch zu führen
   *[lock] glaubt, die Sperre zu halten
}
# In einem Balken, während die Netzwerkverbindung eines Clients getrennt ist.
chart-cut = Verbindung getrennt
# Neben dem Stern eines Seiteneffekts.
chart-effect = Seiteneffekt
# Neben der Uhr eines Clients, die springt.
chart-clock-jump = Uhr springt
# Zwei oder mehr Beschriftungen dicht beieinander: $list sind die
# bisherigen, $next die nächste.
chart-labels = { $list }, { $next }
# Titel des Kreuzes an einem Knoten: $client erreicht Knoten Nummer $node nicht.
chart-unreached = { $client } erreicht Knoten { $node } nicht

## Die Linien quer über alle Bahnen.

# Wo die Lease eines Clients ($client) ablief.
chart-lease-end = { $story ->
    [election] die anderen warten nicht mehr auf { $client }
   *[lock] Lease von { $client } endet
}
chart-service-restart-kept = { chart-lock-service } startet neu, Zähler bleibt
chart-service-restart-lost = { chart-lock-service } startet neu, Zähler verloren
chart-service-failover = { chart-lock-service } wechselt zur Reserve
# Die Uhr eines Knotens springt: $node ist seine Nummer, $by wie weit.
chart-node-clock-ahead = Uhr von Knoten { $node } +{ $by }
chart-node-clock-back = Uhr von Knoten { $node } -{ $by }

## Die Bahn einer Ressource.

# Was eine Ressource enthält ($value) und das Token des Schreibens, das
# den Wert dorthin gebracht hat ($token).
chart-holding = { $value }, { chart-role-token } { $token }
# Warum ein Schreiben abgelehnt wurde, neben seiner Marke: es kam mit
# Token $token, und die Ressource (oder der Proxy davor) kennt schon $highest.
chart-refused-proxy = Proxy lehnt ab: { chart-role-token } { $token } < { $highest }
chart-refused-token = abgelehnt: { chart-role-token } { $token } < { $highest }
# Ein Compare-and-Set abgelehnt: gelesen wurde Version $read, die
# Ressource ist bei Version $current.
chart-refused-version = abgelehnt: Version { $read }, jetzt { $current }

## Was ein Pfeil beim Zeigen sagt. $from sendet an $to (der Name eines
## Clients, des Sperrdienstes oder einer Ressource).

# $request ist, worum die Anfrage bittet: acquire, read, write, renew oder release.
chart-request = { $from } → { $to }: { $request ->
    [acquire] { $story ->
        [election] Bitte um die Führung
       *[lock] Anfrage nach der Sperre
    }
    [read] Lesen
    [write] Schreiben
    [renew] { $story ->
        [election] Heartbeat
       *[lock] Verlängerung
    }
   *[release] Freigabe
}
# Eine Anfrage, die an einer getrennten Verbindung verloren geht; $request wie oben.
chart-request-lost = { $from } → { $to }: { $request ->
    [acquire] { $story ->
        [election] Bitte um die Führung
       *[lock] Anfrage nach der Sperre
    }
    [read] Lesen
    [write] Schreiben
    [renew] { $story ->
        [election] Heartbeat
       *[lock] Verlängerung
    }
   *[release] Freigabe
}, verloren: die Verbindung ist getrennt
# Eine Antwort, die auf dem Rückweg von $from zu $to verloren ging, nachdem
# die Anfrage bearbeitet wurde.
chart-answer-lost = { $from } → { $to }: Antwort verloren, die Verbindung ist getrennt; die Anfrage wurde bearbeitet
# Schreiben von $value mit Token $token; $verdict ist accepted oder refused.
chart-request-write = { $from } → { $to }: Schreiben von { $value } mit { chart-role-token } { $token }, { $verdict ->
    [accepted] angenommen
   *[refused] abgelehnt
}
chart-request-write-untokened = { $from } → { $to }: Schreiben von { $value }, { $verdict ->
    [accepted] angenommen
   *[refused] abgelehnt
}
# Bei einer Wahl: ein Kandidat bittet um Stimmen für Amtszeit $token.
chart-request-vote = { $from } → { $to }: Bitte um Stimmen für Amtszeit { $token }
# Bei einer Wahl: der Kandidat darf für Amtszeit $token antreten.
chart-answer-term = { $from } → { $to }: es darf für Amtszeit { $token } antreten
# Bei einer Wahl: Stimme erteilt; der Wähler hält $value.
chart-answer-vote = { $from } → { $to }: Stimme erteilt; es hält { $value }
# Bei einer Wahl: Heartbeat gehört; die anderen warten bis $until.
chart-answer-heartbeat = { $from } → { $to }: Heartbeat gehört; die anderen warten bis { $until }
# Die Sperre gewährt mit Token $token, ihre Lease bis $until.
chart-answer-granted = { $from } → { $to }: gewährt mit { chart-role-token } { $token }, { chart-role-lease } bis { $until }
chart-answer-granted-untokened = { $from } → { $to }: gewährt, { chart-role-lease } bis { $until }
# Die Sperre abgelehnt: $holder hält sie bis $until.
chart-answer-refused = { $from } → { $to }: abgelehnt: { $holder } hält sie bis { $until }
chart-answer-refused-nodes = { $from } → { $to }: abgelehnt: zu wenige Knoten frei
chart-answer-gave-up = { $from } → { $to }: wieder abgelehnt; es gibt auf
chart-answer-refused-again = { $from } → { $to }: wieder abgelehnt
# Die Antwort auf ein Lesen: der Wert ist $value.
chart-answer-read = { $from } → { $to }: der Wert ist { $value }
chart-answer-write-accepted = { $from } → { $to }: Schreiben angenommen
# Ein Schreiben abgelehnt; $token und $highest wie bei chart-refused-token.
chart-answer-write-refused-proxy = { $from } → { $to }: Schreiben vom Proxy abgelehnt: { chart-role-token } { $token } < { $highest }
chart-answer-write-refused-token = { $from } → { $to }: Schreiben abgelehnt: { chart-role-token } { $token } < { $highest }
# $read und $current wie bei chart-refused-version.
chart-answer-write-refused-version = { $from } → { $to }: Schreiben abgelehnt: Version { $read }, jetzt { $current }
# Die Antwort auf eine Verlängerung: verlängert bis $until.
chart-answer-renewed = { $from } → { $to }: verlängert bis { $until }
# Eine Verlängerung abgelehnt: die Lease endete bei $ended.
chart-answer-renew-refused = { $story ->
    [election] { $from } → { $to }: Verlängerung abgelehnt: das Wahl-Timeout lief bei { $ended } ab
   *[lock] { $from } → { $to }: Verlängerung abgelehnt: die Lease endete bei { $ended }
}
chart-answer-released = { $from } → { $to }: freigegeben

## Die Legende: ein Eintrag für jede Art von Dingen, die das Diagramm zeichnet.

chart-legend-lease = { $story ->
    [election] ein Leader, bis die anderen nicht mehr auf seine Heartbeats warten
   *[lock] die Lease eines Clients, wie der Sperrdienst sie hält
}
chart-legend-believed = { $story ->
    [election] laut der eigenen Uhr des Clients läuft sein Wahl-Timeout noch
   *[lock] laut der eigenen Uhr des Clients läuft seine Lease noch
}
chart-legend-pause = pausiert: eingefroren, ohne es zu merken
chart-legend-overreach = { $story ->
    [election] glaubt noch zu führen, obwohl die anderen nicht mehr warten
   *[lock] glaubt noch, die Sperre zu halten, obwohl seine Lease abgelaufen ist
}
chart-legend-hold = { $story ->
    [election] für wen die Wahl die Führung hält
   *[lock] für wen der Sperrdienst die Sperre hält
}
chart-legend-held = was eine Ressource enthält
chart-legend-lease-end = { $story ->
    [election] die anderen warten nicht mehr auf einen Leader
   *[lock] eine Lease läuft ab
}
chart-legend-service = { $story ->
    [election] die Wahl selbst startet neu, wechselt zur Reserve oder ihre Uhr springt
   *[lock] der Sperrdienst selbst startet neu, wechselt zur Reserve oder seine Uhr springt
}
chart-legend-message = eine Anfrage oder eine Antwort im Netzwerk
chart-legend-lost = eine Anfrage oder ihre Antwort, die im Netzwerk verloren geht
chart-legend-cut = eine Netzwerkverbindung ist getrennt
chart-legend-write = Schreiben angenommen
chart-legend-stale-write = veraltetes Schreiben angenommen: es überschrieb neuere Arbeit
chart-legend-refused-write = Schreiben abgelehnt
chart-legend-wake = wacht aus einer Pause auf
chart-legend-refused = { $story ->
    [election] bittet um die Führung und wird abgewiesen
   *[lock] bittet um die Sperre und wird abgewiesen
}
chart-legend-effect = { $story ->
    [election] ein Seiteneffekt, etwa eine E-Mail, mit laufendem Wahl-Timeout
   *[lock] ein Seiteneffekt, etwa eine E-Mail, mit gültiger Lease
}
chart-legend-unleased-effect = { $story ->
    [election] ein Seiteneffekt ohne Wahl-Timeout: nichts konnte ihn aufhalten
   *[lock] ein Seiteneffekt ohne Lease: nichts konnte ihn aufhalten
}
chart-legend-clock-jump = eine Uhr springt
chart-legend-check = { $story ->
    [election] prüft, wie lange sein Wahl-Timeout noch läuft
   *[lock] prüft, wie lange seine Lease noch läuft
}
chart-legend-fence-check = fragt eine Ressource nach dem höchsten Token, das sie gesehen hat
chart-legend-unreached = ein Knoten, den der Client nicht erreicht

## Anmerkungen unter dem Diagramm, für Beschriftungen ohne Platz neben ihren Marken.

# Eine Anmerkung: $number zählt ab 1, $party ist der Name der Bahn, $at
# der Zeitpunkt, $label die Worte der Beschriftung.
chart-note = { $number }. { $party }, { $at }: { $label }
# Die Nummer der Anmerkung neben ihrer Marke.
chart-note-mark = { $number }
