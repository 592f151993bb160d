## Las palabras del mapa de seguridad y de la búsqueda de un contraejemplo.

map-none = { $sliders ->
    [0] Aquí no hay mapa: este experimento no tiene deslizadores, y un mapa necesita dos.
   *[other] Aquí no hay mapa: este experimento solo tiene un deslizador, y un mapa necesita dos.
}
map-summary = { $lost ->
    [one] { $lost } de { $total } ejecuciones pierde una actualización
   *[other] { $lost } de { $total } ejecuciones pierden una actualización
}; { $escaped ->
    [one] { $escaped } deja escapar un efecto secundario
   *[other] { $escaped } dejan escapar un efecto secundario
}{ $half ->
    [0] {""}
    [one] ; { $half } deja una actualización a medias
   *[other] ; { $half } dejan una actualización a medias
}{ $stuck ->
    [0] {""}
    [one] ; { $stuck } se queda atascada, con el titular legítimo rechazado
   *[other] ; { $stuck } se quedan atascadas, con el titular legítimo rechazado
}{ $twice ->
    [0] {""}
    [one] ; { $twice } aplica una escritura dos veces
   *[other] ; { $twice } aplican una escritura dos veces
}. { $safe ->
    [one] { $safe } es segura
   *[other] { $safe } son seguras
}{ $refused ->
    [0] {""}
    [one] , { $refused } de ellas porque se rechazó una escritura tardía
   *[other] , { $refused } de ellas porque se rechazó una escritura tardía
}. En horizontal: { $across }, de { $acrossFrom } a { $acrossTo }. En vertical: { $down }, de { $downFrom } a { $downTo }. Los demás ajustes, como están ahora.{ $coarse ->
    [yes] {" "}Un mapa rápido y aproximado mientras se mueven los ajustes; el completo llega cuando se detienen.
   *[no] {""}
}
map-label = Mapa de seguridad. { $summary }
map-legend-count = { $n }
map-tick-count = { $n }
map-axis-across = { $label } →
map-axis-down = { $label } ↓
map-readout-hint = Señala una celda para leerla aquí. Haz clic o tócala, o enfoca el mapa y pulsa Intro, para cargar su ejecución.
map-cell = { $across } { $acrossValue }, { $down } { $downValue }: { $verdict ->
    [refused] segura, se rechazó una escritura tardía.
    [duplicate] segura, solo trabajo hecho dos veces.
    [stuck] no segura, atascada: el titular legítimo rechazado.
    [half_done] no segura, una actualización a medias.
    [escaped] no segura, escapó un efecto secundario.
    [applied_twice] no segura, una escritura aplicada dos veces.
    [lost] no segura, se perdió una actualización.
   *[safe] segura.
}

search-trying = Probando { $runs } ejecuciones con ajustes aleatorios…
