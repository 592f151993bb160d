## Was ein Lauf zu einer Herausforderung gesagt bekommt: dass er sie
## erfüllt, oder den ersten Teil des Ziels, den er verfehlt. $label ist die
## Beschriftung einer Einstellung aus dem Szenario; $value ein Wert, wie
## die Seite ihn zeigt.

challenge-met = Dieser Lauf erfüllt die Herausforderung.
challenge-miss-moved = { $label } muss für diese Herausforderung bei { $value } bleiben.
challenge-miss-knob = { $label } muss für diese Herausforderung { $value } sein.

# Die Beschriftung eines Ausgangs (results-verdict-label) in Anführungszeichen.
challenge-quoted = „{ $label }“
# Die Ausgänge, die die Herausforderung verlangt: $count Stück, $last der
# letzte (challenge-quoted), $first die davor, mit Kommas verbunden; $got
# die Beschriftung des Ausgangs dieses Laufs.
challenge-miss-verdict = Der Lauf muss mit { $count ->
    [one] { $last }
   *[other] { $first } oder { $last }
} enden; dieser endet mit „{ $got }“.

# $want: "safe" (der Lauf muss sicher sein) oder "harm" (er muss Schaden anrichten).
challenge-miss-safe = { $want ->
    [harm] Der Lauf muss Schaden anrichten; dieser ist sicher.
   *[safe] Der Lauf muss sicher sein; dieser ist es nicht.
}
# $want und $got: der Wert, auf dem die Ressource enden muss, und der, auf dem sie endet.
challenge-miss-final = { $resource } muss am Ende { $want } enthalten; sie enthält { $got }.
# $want: "expected" (muss am Ende enthalten, was sie soll) oder "unexpected".
challenge-miss-as-expected = { $want ->
    [unexpected] { $resource } muss am Ende etwas enthalten, was sie nicht soll; sie enthält, was sie soll.
   *[expected] { $resource } muss am Ende enthalten, was sie soll; das tut sie nicht.
}

# Eine Anzahl außerhalb der Grenzen. $need: "exactly", "between" ($low
# und $n), "at-least", "at-most" oder "none"; $n: die Grenze, nach der sich
# das gezählte Nomen richtet; $what: welche Anzahl (siehe challenge-count);
# $got: die Anzahl dieses Laufs.
challenge-miss-count = Der Lauf braucht { $need ->
    [exactly] genau { challenge-count }
    [between] zwischen { $low } und { challenge-count }
    [at-least] mindestens { challenge-count }
    [at-most] höchstens { challenge-count }
   *[none] { challenge-count }
}; dieser hat { $got }.

# $n der Anzahl $what, als Nominalgruppe: „1 veralteter Schreibzugriff angenommen“.
challenge-count = { $what ->
    [stale-refused] { $n ->
        [one] { $n } abgewiesenen veralteten Schreibzugriff
       *[other] { $n } abgewiesene veraltete Schreibzugriffe
    }
    [late-accepted] { $n ->
        [one] { $n } angenommenen Schreibzugriff nach Ablauf seiner Lease
       *[other] { $n } angenommene Schreibzugriffe nach Ablauf ihrer Lease
    }
    [accepted] { $n ->
        [one] { $n } angenommenen Schreibzugriff
       *[other] { $n } angenommene Schreibzugriffe
    }
    [refused] { $n ->
        [one] { $n } abgewiesenen Schreibzugriff
       *[other] { $n } abgewiesene Schreibzugriffe
    }
    [holder-refused] { $n ->
        [one] { $n } abgewiesenen Schreibzugriff des rechtmäßigen Inhabers
       *[other] { $n } abgewiesene Schreibzugriffe des rechtmäßigen Inhabers
    }
    [partial] { $n ->
        [one] { $n } halb fertige Aktualisierung
       *[other] { $n } halb fertige Aktualisierungen
    }
    [effects] { $n ->
        [one] { $n } Seiteneffekt
       *[other] { $n } Seiteneffekte
    }
    [late-effects] { $n ->
        [one] { $n } Seiteneffekt ohne Lease
       *[other] { $n } Seiteneffekte ohne Lease
    }
    [overlaps] { $n ->
        [one] { $n } Halten, das nach seinem Ende weiterging
       *[other] { $n } Halten, die nach ihrem Ende weitergingen
    }
   *[stale-accepted] { $n ->
        [one] { $n } angenommenen veralteten Schreibzugriff
       *[other] { $n } angenommene veraltete Schreibzugriffe
    }
}

# $way: "higher" oder "lower", wohin der Schieberegler $label noch gehen kann.
challenge-miss-extreme = { $way ->
    [lower] { $label } kann niedriger gehen und den Rest des Ziels trotzdem erfüllen: Versuch weniger.
   *[higher] { $label } kann höher gehen und den Rest des Ziels trotzdem erfüllen: Versuch mehr.
}
