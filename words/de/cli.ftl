## Die eigenen Worte des Befehls fencelab: seine Hilfe und was er um die Worte des Kerns herum ausgibt.

cli-usage =
    fencelab: ein Lernsimulator für verteilte Sperren, Leases und Fencing-Tokens

    Aufruf:
      fencelab run DATEI [--set ID=WERT]... [--json | --markdown] [--svg AUS.svg [--width PX]]
      fencelab sweep DATEI --x ID=VON..BIS:SCHRITTE --y ID=VON..BIS:SCHRITTE [--set ID=WERT]... [--json]
      fencelab explore DATEI [--seeds N] [--set ID=WERT]... [--json]
      fencelab check DATEI|ORDNER... [--solutions]
      fencelab knobs DATEI
      fencelab link DATEI
      fencelab help | --help | -h
      fencelab --version

    run, sweep, explore, check, knobs und link nehmen --lang SPRACHE: en (Vorgabe), de oder es.

    Jede DATEI darf auch ein Link sein, der ein Szenario enthält, wie fencelab link ihn macht:
    eine ganze Adresse mit ?file=..., die Abfrage ?file=... oder file=... allein. run, sweep
    und explore stellen zuerst die Regler des Szenarios so ein, wie der Link sagt; ein --set
    gilt danach.

    Befehle:
      run     Führt ein Szenario aus und gibt sein Protokoll und sein Ergebnis aus.
                --set ID=WERT   stellt vorher einen Regler ein (mehrfach möglich), z. B. --set fencing=on
                --json          gibt statt Text ein JSON-Objekt aus
                --markdown      gibt das Protokoll stattdessen als Markdown-Seite aus
                --svg AUS.svg   schreibt zusätzlich das Diagramm nach AUS.svg, eine Abbildung,
                                die keine andere Datei braucht
                --width PX      die Breite der Abbildung in Pixeln, 280 bis 4000
                                (Vorgabe 800): das Diagramm der Seite in dieser Breite
      sweep   Führt ein Szenario einmal für jedes Feld einer Karte über zwei Schieberegler aus,
              alle anderen Regler wie eingestellt, und gibt die Karte der Ergebnisse aus.
                --x, --y ID=VON..BIS:SCHRITTE  ein Schieberegler und SCHRITTE Werte von VON
                                bis BIS, beide eingeschlossen (höchstens 1000 Schritte),
                                jeweils auf den Stufen des Reglers, Wiederholungen entfernt
      explore Führt ein Szenario mit zufälligen Reglerwerten aus, ein Lauf je Seed,
              verkleinert einen unsicheren Lauf in Richtung der Vorgaben und meldet ihn
              als Befehl, der ihn wiederholt.
                --seeds N       wie viele Läufe (Vorgabe 1000)
      check   Prüft Szenariodateien und zeigt, dass jede ihrer Aufgaben lösbar ist,
              indem es die erlaubten Regler durchsucht. Ein Ordner steht für jede Datei
              namens *.json direkt darin außer schema.json.
                --solutions     gibt die Einstellungen, die jede Aufgabe lösen, als JSON aus:
                                {"{"}DATEI: {"{"}AUFGABE: {"{"}ID: WERT{"}"}{"}"}{"}"}
      knobs   Listet die Regler eines Szenarios, ihre Bereiche und Vorgaben.
      link    Gibt den Parameter file= aus, der das Szenario gepackt in einem Link trägt:
              an die Adresse der Seite angehängt, etwa
              https://example.edu/fencelab/?file=..., teilt er das Szenario.

    Exit-Status: 0 erledigt, 2 fehlerhafte Eingabe (Aufruf, Szenariodatei oder Link, --set), 1 andere Fehler
    (etwa eine --svg-Datei, die nicht geschrieben werden kann).

## fencelab link, und ein Szenario in einem Link

cli-link-no-file = { $link }: dieser Link enthält kein Szenario: ihm fehlt der Parameter file=
cli-link-no-file-scenario = { $link }: dieser Link enthält kein Szenario: ihm fehlt der Parameter file=, und er öffnet das Experiment { $name } der Seite selbst, die gleichnamige Datei in scenarios/
cli-link-bad-character = { $link }: das Szenario in diesem Link ist beschädigt: der Wert von file= hat { $character } an Stelle { $position }, und base64url schreibt nur A–Z, a–z, 0–9, - und _
cli-link-cut-short = { $link }: das Szenario in diesem Link endet zu früh: der Link wurde abgeschnitten, vielleicht beim Kopieren
cli-link-not-deflate = { $link }: das Szenario in diesem Link lässt sich nicht entpacken: der Wert von file= ist nicht mit DEFLATE gepackt
cli-link-too-large = { $link }: das Szenario in diesem Link ist entpackt größer als { $kb } KB; eine Szenariodatei hat wenige KB
cli-link-not-text = { $link }: das Szenario in diesem Link ist kein UTF-8-Text: sein Byte { $byte } ist ungültig
cli-link-file-too-large = { $file }: größer als { $kb } KB, mehr als ein Link tragen kann; eine Szenariodatei hat wenige KB

## fencelab knobs

cli-knobs-none = { $file }: dieses Szenario hat keine Regler
cli-knobs-id = ID
cli-knobs-kind = ART
cli-knobs-range = BEREICH
cli-knobs-default = VORGABE
cli-knobs-label = NAME
cli-knobs-toggle = Schalter
cli-knobs-slider = Bereich
cli-knobs-on-off = on/off
cli-knobs-steps = { $unit ->
    [none] { $min }..{ $max } in Stufen von { $step }
   *[other] { $min }..{ $max } { $unit } in Stufen von { $step }
}
cli-knobs-how =
    Stelle einen Regler mit `fencelab run DATEI --set ID=WERT` ein: ein Schalter nimmt on oder off
    (auch true oder false); ein Bereich nimmt eine ganze Zahl in seiner Einheit.

## fencelab sweep

cli-sweep-axes = { $down } (nach unten) gegen { $across } (nach rechts)
cli-sweep-total = { $unsafe } von { $cells } { $cells ->
    [one] Einstellung ist
   *[other] Einstellungen sind
} nicht sicher; { $runs } { $runs ->
    [one] Lauf ergab
   *[other] Läufe ergaben
} die Karte in { $ms } ms.

## fencelab explore

cli-explore-total = { $unsafe } von { $runs } { $runs ->
    [one] Lauf war
   *[other] Läufen waren
} nicht sicher.
cli-explore-found = Der Lauf von Seed { $seed } ({ $drawn } Ereignisse), verkleinert in Richtung der Vorgaben ({ $events } Ereignisse, { $verdict }), lässt sich so wiederholen:
cli-explore-none = Keiner davon ging schief; ein Beweis, dass keiner schiefgehen kann, ist das nicht.

## fencelab check

cli-check-ok = { $file }: in Ordnung
cli-check-summary = check fand { $problems ->
    [one] { $problems } Problem
   *[other] { $problems } Probleme
}; { $ok ->
    [one] { $ok } Datei ist
   *[other] { $ok } Dateien sind
} in Ordnung
cli-check-untranslated = { $file }: { $language }: es fehlt { $fields }
