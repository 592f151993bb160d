## Lo que se dice a una ejecución frente a un reto: que lo cumple, o la
## primera parte del objetivo que no alcanza. $label es la etiqueta de un
## ajuste del escenario; $value, un valor tal como lo muestra la página.

challenge-met = Esta ejecución cumple el reto.
challenge-miss-moved = { $label } debe quedarse en { $value } para este reto.
challenge-miss-knob = { $label } debe estar en { $value } para este reto.

# La etiqueta de un final (results-verdict-label) entre comillas.
challenge-quoted = «{ $label }»
# Los finales que pide el reto: $count, $last el último (challenge-quoted),
# $first los anteriores, unidos con comas; $got la etiqueta del final de
# esta ejecución.
challenge-miss-verdict = La ejecución debe terminar { $count ->
    [one] { $last }
   *[other] { $first } o { $last }
}; esta termina «{ $got }».

# $want: "safe" (la ejecución debe ser segura) o "harm" (debe causar daño).
challenge-miss-safe = { $want ->
    [harm] La ejecución debe causar daño; esta es segura.
   *[safe] La ejecución debe ser segura; esta no lo es.
}
# $want y $got: el valor en que debe terminar el recurso, y en el que termina.
challenge-miss-final = { $resource } debe terminar en { $want }; termina en { $got }.
# $want: "expected" (debe terminar guardando lo que debe) o "unexpected".
challenge-miss-as-expected = { $want ->
    [unexpected] { $resource } debe terminar guardando algo que no debe; guarda lo que debe.
   *[expected] { $resource } debe terminar guardando lo que debe; no lo hace.
}

# Un recuento fuera de límites. $need: "exactly", "between" ($low y $n),
# "at-least", "at-most" o "none"; $n: el límite con el que concuerda el
# sustantivo contado; $what: qué recuento (ver challenge-count); $got: el
# recuento de esta ejecución.
challenge-miss-count = La ejecución necesita { $need ->
    [exactly] exactamente { challenge-count }
    [between] entre { $low } y { challenge-count }
    [at-least] al menos { challenge-count }
    [at-most] como mucho { challenge-count }
   *[none] { challenge-count }
}; esta tiene { $got }.

# $n del recuento $what, como sintagma nominal: «1 escritura obsoleta aceptada».
challenge-count = { $what ->
    [stale-refused] { $n ->
        [one] { $n } escritura obsoleta rechazada
       *[other] { $n } escrituras obsoletas rechazadas
    }
    [late-accepted] { $n ->
        [one] { $n } escritura aceptada después de terminar su lease
       *[other] { $n } escrituras aceptadas después de terminar su lease
    }
    [accepted] { $n ->
        [one] { $n } escritura aceptada
       *[other] { $n } escrituras aceptadas
    }
    [refused] { $n ->
        [one] { $n } escritura rechazada
       *[other] { $n } escrituras rechazadas
    }
    [holder-refused] { $n ->
        [one] { $n } escritura rechazada al titular legítimo
       *[other] { $n } escrituras rechazadas al titular legítimo
    }
    [partial] { $n ->
        [one] { $n } actualización a medias
       *[other] { $n } actualizaciones a medias
    }
    [effects] { $n ->
        [one] { $n } efecto secundario
       *[other] { $n } efectos secundarios
    }
    [late-effects] { $n ->
        [one] { $n } efecto secundario sin lease
       *[other] { $n } efectos secundarios sin lease
    }
    [overlaps] { $n ->
        [one] { $n } tenencia que siguió después de terminar
       *[other] { $n } tenencias que siguieron después de terminar
    }
   *[stale-accepted] { $n ->
        [one] { $n } escritura obsoleta aceptada
       *[other] { $n } escrituras obsoletas aceptadas
    }
}

# $way: "higher" o "lower", hacia dónde puede ir aún el control $label.
challenge-miss-extreme = { $way ->
    [lower] { $label } puede bajar más y seguir cumpliendo el resto del objetivo: prueba con menos.
   *[higher] { $label } puede subir más y seguir cumpliendo el resto del objetivo: prueba con más.
}
