## Los resultados de una ejecución: su veredicto, lo que guarda cada
## recurso, qué comprueba allí las escrituras, los finales que se pueden
## predecir y dos ejecuciones lado a lado. Los mensajes que nombran un
## papel reciben $story ("lock" o "election"), como en explain.ftl.

# $verdict: "safe", "refused", "duplicate", "stuck", "half_done", "escaped",
# "applied_twice" o "lost". Unas palabras para una insignia y la leyenda del mapa de seguridad.
results-verdict-label = { $verdict ->
    [refused] seguro: escritura obsoleta rechazada
    [duplicate] seguro: solo trabajo duplicado
    [stuck] no seguro: atascado, titular rechazado
    [half_done] no seguro: actualización a medias
    [escaped] no seguro: efecto secundario escapado
    [applied_twice] no seguro: escritura aplicada dos veces
    [lost] no seguro: actualización perdida
   *[safe] seguro
}

# $verdict como en results-verdict-label. El veredicto en una frase, tras la ejecución.
results-verdict-sentence = { $verdict ->
    [refused] Seguro: llegó una escritura tardía y se rechazó, así que todas las actualizaciones sobrevivieron.
    [duplicate] Seguro: solo trabajo duplicado; no se perdió nada.
    [stuck] No seguro: atascado. Los datos están intactos, pero se rechazó al titular legítimo, así que su trabajo no se pudo hacer.
    [half_done] No seguro: una actualización quedó a medias.
    [escaped] No seguro: un efecto secundario escapó del bloqueo.
    [applied_twice] No seguro: una escritura reenviada se aplicó dos veces.
    [lost] No seguro: se perdió una actualización.
   *[safe] Seguro: todas las actualizaciones sobrevivieron.
}

# $verdict como en results-verdict-label. El final tal como se predice
# antes de la ejecución.
results-guess = { $verdict ->
    [refused] Seguro: llega una escritura tardía y se rechaza.
    [duplicate] Seguro, pero algún trabajo se hace dos veces.
    [stuck] No seguro: atascado. Los datos quedan intactos, pero se rechaza al titular legítimo.
    [half_done] No seguro: una actualización queda a medias.
    [escaped] No seguro: un efecto secundario escapa del bloqueo.
    [applied_twice] No seguro: una escritura reenviada se aplica dos veces.
    [lost] No seguro: se pierde una actualización.
   *[safe] Seguro: todas las actualizaciones sobreviven.
}

# La predicción frente a la ejecución. $lead: "same" (acertaste), "close"
# (segura o no segura como predijiste, pero de otra forma) u "other";
# $guess: la predicción (results-guess); $safe: "yes" o "no", si la
# ejecución fue segura; $glance: la ejecución de un vistazo.
results-against = { $lead ->
    [same] Lo predijiste.
    [close] Predijiste «{ $guess }» Casi: la ejecución { $safe ->
        [yes] es segura
       *[no] no es segura
    } de todos modos, pero no de esa forma.
   *[other] Predijiste «{ $guess }» Salió al revés.
} { $glance }

# El título de los resultados con los $count recursos del escenario:
# $names, enumerados.
results-heading = { $count ->
    [0] Lo que queda al final de la ejecución
    [one] Lo que guarda { $names } al final
   *[other] Lo que guardan { $names } al final
}

# Qué comprueba una escritura camino de un recurso. $guard: "fencing",
# "proxy", "compare-and-set" o "none".
results-guard = { $guard ->
    [fencing] { $story ->
        [election] fencing con mandatos
       *[lock] tokens de fencing
    }
    [proxy] un proxy de fencing delante
    [compare-and-set] compare-and-set
   *[none] nada, acepta cada escritura
}
# $guard como en results-guard.
results-guard-sentence = Lo que comprueba aquí las escrituras: { results-guard }.

# Un efecto secundario: el nombre de $client y $what, las palabras del escenario.
results-effect-doing = { $client } { $what }
# $live: "yes" si un lease vigente respaldaba el efecto secundario, si no "no".
results-effect-lease = { $live ->
    [yes] { $story ->
        [election] con el liderazgo vigente detrás
       *[lock] con un lease vigente detrás
    }
   *[no] { $story ->
        [election] sin tiempo de espera de la elección: nada podía detenerlo
       *[lock] sin lease: nada podía detenerlo
    }
}

# Lo que ha visto la comprobación de un recurso, junto al valor que guarda.
results-check-highest = { $story ->
    [election] Mandato más alto aceptado
   *[lock] Token más alto aceptado
}
results-check-version = Versión
# $story: como arriba.
results-check-none-yet = ninguno aún
# $n: el token más alto aceptado, o la versión.
results-check-number = { $n }

# El valor esperado, calculado, junto a los resultados. $resource: su
# nombre; $initial: con qué empezó ($empty: yes para una lista vacía); $steps: cada escritura que cuenta, en
# el orden en que cuenta, un results-working-add, -append o -set tras
# otro; $expected: el valor que dan.
results-working = Calculado: { $resource } empezó { $empty ->
    [yes] vacío
   *[no] en { $initial }
}, y las escrituras que cuentan, en orden: { $initial }{ $steps } = { $expected }.
# Ninguna escritura cuenta: $resource debería seguir teniendo $initial.
results-working-none = Calculado: ninguna escritura en { $resource } cuenta, así que debería seguir teniendo { $initial }, con lo que empezó.
# Una escritura del cálculo. $sign: "negative" cuando quita $amount;
# $client: quién la escribió.
results-working-add = { $sign ->
    [negative] {" "}− { $amount } ({ $client })
   *[positive] {" "}+ { $amount } ({ $client })
}
# $item: lo que la escritura añade al final de la lista.
results-working-append = {" "}+ { $item } ({ $client })
# $value: el número que la escritura pone en lugar de lo que había.
results-working-set = {" "}→ { $value } ({ $client })

# El valor de un ajuste junto a su etiqueta. $sign: "negative" o
# "positive"; $time: una duración en segundos; $n: un número.
results-knob-time = { $sign ->
    [negative] −{ $time }
   *[positive] { $time }
}
results-knob-number = { $sign ->
    [negative] −{ $n }
   *[positive] { $n }
}
# $on: "on" u "off".
results-knob-switch = { $on ->
    [on] activado
   *[off] desactivado
}

# El nombre de una ejecución en una comparación: la $label de un
# interruptor y si está $on ("on" u "off"), o la $label de un control
# deslizante y su $value.
results-side-switch = { $label } { $on ->
    [on] activado
   *[off] desactivado
}
results-side-slider = { $label } { $value }

# Dos ejecuciones que nunca se separan; $left y $right son sus nombres.
results-parting-none = Las dos ejecuciones son iguales de principio a fin: { $left } y { $right } cuentan aquí la misma historia.
# El lado de una ejecución donde dos se separan: su $name, el tiempo $at del evento y su $sentence.
results-parting-side = con { $name }, a los { $at }: { $sentence }
# La ejecución $name no tiene evento donde la otra sigue.
results-parting-over = con { $name }, la ejecución ha terminado
# Dónde se separan dos ejecuciones: comparten sus primeros $shared
# eventos y luego el evento número $event difiere; $left y $right son
# results-parting-side o results-parting-over.
results-parting = { $shared ->
    [0] Las dos ejecuciones se separan enseguida.
    [one] Las dos ejecuciones comparten su primer evento.
   *[other] Las dos ejecuciones comparten sus primeros { $shared } eventos.
} En el evento { $event }: { $left }; { $right }

## Ajustes que pasa la página y que no sirven para el escenario.

results-settings-not-object = los ajustes deben ser un objeto con valores de controles, como {"{"} fencing: true {"}"}
# $id: el control; $wanted: "switch" o "number"; $given: lo que se pasó,
# escrito como en JavaScript.
results-setting-wrong = { $id } acepta { $wanted ->
    [switch] true o false
   *[number] un número entero
}, no { $given }
# $id: el control pedido; $known: los controles del escenario, unidos con comas.
results-setting-unknown = este escenario no tiene ningún control «{ $id }»; sus controles son: { $known }
results-setting-other-value = un valor de otro tipo
