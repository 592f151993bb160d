## Das Protokoll, das `fencelab run` ausgibt, und die Markdown-Seite, die
## von einem Lauf gespeichert wird: ihre Überschriften und Ergebniszeilen.

# Das Urteil, wie die Ergebniszeile des Protokolls es hervorhebt; $verdict
# ist der Name des Urteils: safe, refused, duplicate, stuck, half_done, escaped
# oder lost.
transcript-outcome = Ergebnis: { $verdict ->
    [refused] sicher: veraltetes Schreiben abgelehnt
    [duplicate] sicher: nur doppelte Arbeit
    [stuck] NICHT SICHER: blockiert, der rechtmäßige Inhaber abgewiesen
    [half_done] NICHT SICHER: Änderung halb erledigt
    [escaped] NICHT SICHER: Nebenwirkung entkommen
    [applied_twice] NICHT SICHER: Schreibvorgang doppelt angewandt
    [lost] NICHT SICHER: Änderung verloren
   *[safe] sicher
}

# Eine Ressource am Ende: $holds ist ihr Endwert, $expected, was sie halten
# sollte; $guard, was ihre Schreibvorgänge prüft: proxy (ein Fencing-Proxy
# prüft Tokens), fencing (sie prüft Tokens), versions oder none.
transcript-resource = { $resource } ({ $guard ->
    [proxy] ein Fencing-Proxy prüft { $story ->
        [election] Amtszeiten
       *[lock] Fencing-Tokens
    }
    [fencing] prüft { $story ->
        [election] Amtszeiten
       *[lock] Fencing-Tokens
    }
    [versions] prüft Versionen
   *[none] prüft keine { $story ->
        [election] Amtszeiten
       *[lock] Fencing-Tokens
    }
}): am Ende { $holds }, erwartet { $expected }

# $accepted und $refused zählen die veralteten Schreibvorgänge.
transcript-stale = veraltete Schreibvorgänge angenommen: { $accepted }, abgelehnt: { $refused }
# $count Aktualisierungen, die zählten und die kein Endwert einer Ressource trägt.
transcript-lost = verlorene Aktualisierungen: { $count }
transcript-holder-refused = abgelehnte Schreibvorgänge rechtmäßiger Inhaber: { $count }
transcript-half-done = halb erledigte Änderungen: { $count }
transcript-applied-twice = zweimal angewandte Schreibvorgänge: { $count }
# $count Nebenwirkungen, $late davon ohne gültige Lease.
transcript-effects = Nebenwirkungen: { $count }, { $story ->
    [election] ohne laufendes Wahl-Timeout
   *[lock] ohne gültige Lease
}: { $late }

## Die Markdown-Seite.

# $settings ist die Zeile der Einstellungen, `id=wert ...`, als Code geschrieben.
transcript-markdown-settings = Einstellungen: `{ $settings }`
transcript-markdown-outcome = Ergebnis
transcript-markdown-transcript = Protokoll
transcript-markdown-link = Öffne diesen Lauf in fencelab:
