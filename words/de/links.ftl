## Was die Seite über einen geöffneten Link sagt.

link-quote = „{ $text }“
link-quote-cut = { $text }…
link-value-ms = { $value } ms

link-not-a-setting = { $name } ist keine Einstellung dieses Experiments und wurde deshalb weggelassen.
link-no-value = { $state ->
    [on] { $label } hat in diesem Link keinen Wert und bleibt deshalb an.
    [off] { $label } hat in diesem Link keinen Wert und bleibt deshalb aus.
   *[range] { $label } hat in diesem Link keinen Wert und bleibt deshalb bei { $shown }.
}
link-not-on-off = { $state ->
    [on] { $label }: { $value } ist weder „on“ noch „off“, deshalb bleibt der Schalter an.
   *[off] { $label }: { $value } ist weder „on“ noch „off“, deshalb bleibt der Schalter aus.
}
link-not-a-number = { $label }: { $value } ist keine Zahl, deshalb bleibt der Wert bei { $shown }.
link-too-large = { $label }: { $value } ist mehr als der größte Wert, { $largest }, deshalb wird { $set } eingestellt.
link-too-small = { $label }: { $value } ist weniger als der kleinste Wert, { $smallest }, deshalb wird { $set } eingestellt.
link-not-whole = { $unit ->
    [ms] { $label }: { $value } ist keine ganze Zahl von Millisekunden, deshalb wird { $set } eingestellt.
   *[count] { $label }: { $value } ist keine ganze Zahl, deshalb wird { $set } eingestellt.
}
link-step-and-time = Dieser Link nennt für die Wiedergabe sowohl einen Schritt als auch eine Zeit; der Schritt zählt.
link-step-not-whole = Der Wiedergabeschritt { $step } ist keine ganze Zahl, deshalb zeigt die Wiedergabe den ganzen Lauf.
link-step-before = Der Wiedergabeschritt { $step } liegt vor dem ersten Ereignis, deshalb beginnt die Wiedergabe am Anfang.
link-step-after = { $events ->
    [one] Dieser Lauf hat { $events } Ereignis, deshalb steht die Wiedergabe beim letzten, nicht bei { $step }.
   *[other] Dieser Lauf hat { $events } Ereignisse, deshalb steht die Wiedergabe beim letzten, nicht bei { $step }.
}
link-time-not-number = Die Wiedergabezeit { $time } ist keine Zahl von Millisekunden, deshalb zeigt die Wiedergabe den ganzen Lauf.
link-time-before = Die Wiedergabezeit { $time } liegt vor dem Start des Laufs, deshalb beginnt die Wiedergabe bei { $start }.
link-time-after = Die Wiedergabezeit { $time } liegt nach dem Ende des Laufs bei { $end }, deshalb steht die Wiedergabe am Ende.
link-repeated = { $name } kommt in diesem Link mehr als einmal vor; das letzte Vorkommen zählt.

link-no-experiment = Dieser Link verlangt ein Experiment namens { $name }, das es hier nicht gibt; deshalb wurde stattdessen die Grundgeschichte geöffnet.
link-broken-experiment = Das Experiment { $name } konnte nicht geladen werden ({ $problem }); deshalb wurde stattdessen die Grundgeschichte geöffnet.
link-settings-refused = Die Einstellungen in diesem Link passen nicht zusammen, deshalb wurde das Experiment mit seinen Standardwerten geöffnet.
link-predict = Dieser Link verlangt predict={ $value }, was weder „on“ noch „off“ ist; deshalb bleibt „Erst vorhersagen“ so, wie dieser Browser es gespeichert hat.
link-view = Dieser Link verlangt view={ $value }, eine Ansicht, die diese Seite nicht hat; sie zeigt die übliche.
link-compare = Dieser Link will nach { $name } vergleichen, aber das ist kein Schalter dieses Experiments; deshalb legt der Vergleich seinen ersten Schalter um.

link-unknown-panels = { $count ->
    [one] Den Bereich { $unknown } gibt es nicht, deshalb wurde er weggelassen. Die Bereiche sind: { $panels }.
   *[other] Die Bereiche { $unknown } gibt es nicht, deshalb wurden sie weggelassen. Die Bereiche sind: { $panels }.
}
link-embed-only = „locked“ und „panels“ gelten nur für einen Simulator, der in eine andere Seite eingebettet ist (mit „embed“ im Link); deshalb zeigt diese Seite alles, und ihre Einstellungen lassen sich ändern.

link-list-separator = {", "}
link-changes = Dieser Link hat Einstellungen geändert: { $changes }. Der Text oben beschreibt die Standardwerte.
link-change-toggle = { $label } { $state ->
    [on] an
   *[off] aus
} (Standard: { $default ->
    [on] an
   *[off] aus
})
link-change-range = { $label } { $shown } (Standard: { $default })
