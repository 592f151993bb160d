## La explicación de una ejecución: qué salió mal y por qué, o qué la mantuvo segura.
##
## Cada mensaje que nombra un papel recibe $story: "lock" (un servicio de
## bloqueo concede el bloqueo con un token y un lease) o "election" (una
## elección concede el liderazgo por un mandato, que se mantiene con
## latidos dentro de un tiempo de espera). Los tiempos ($at, $ended,
## $read_at …) llegan ya escritos en segundos. $client, $holder, $newer,
## $reader y $other son nombres de clientes; $resource, $done y $refused,
## nombres de recursos.

# Los papeles, con las palabras de cada historia, para las frases de abajo.
explain-role-token = { $story ->
    [election] mandato
   *[lock] token
}
explain-role-tokens = { $story ->
    [election] mandatos
   *[lock] tokens
}
explain-role-lock = { $story ->
    [election] el liderazgo
   *[lock] el bloqueo
}
explain-role-lease = { $story ->
    [election] tiempo de espera de la elección
   *[lock] lease
}
explain-role-service = { $story ->
    [election] la elección
   *[lock] el servicio de bloqueo
}

# Una actualización, nombrada por quién y cuándo la hizo: un elemento de
# las listas de actualizaciones ($lost, $saved) de abajo, unidas con
# event-list.
explain-update = la actualización de { $client } a los { $at }

# Que el permiso de un cliente había caducado a los $ended, como oración
# tras «después de que».
explain-lapsed = { $story ->
    [election] los demás dejaran de esperar sus latidos a los { $ended }
   *[lock] su lease terminara a los { $ended }
}

explain-nothing-written = Nadie escribió nada, así que no se pudo perder nada.

# $fell: yes cuando el archivo dice a qué valor vuelve el contador, $counter;
# $next: el token desde el que cuenta el servicio reiniciado; $highest: el
# token más alto que ya había entregado, por encima de $next.
explain-counter-reset-below = { $story ->
    [election] La elección perdió su contador de mandatos al reiniciarse a los { $at }{ $fell ->
        [yes] {" "}y el contador volvió a { $counter }
       *[no] {""}
    }, así que volvió a contar desde { $next }, por debajo del mandato { $highest } que ya había entregado. Un recurso que comprueba mandatos y ya ha visto el { $highest } rechaza a cada nuevo titular hasta que los mandatos pasen de { $highest }; uno que no comprueba acepta la escritura tardía del antiguo titular. El contador debe guardarse de forma duradera, en un almacén respaldado por consenso.
   *[lock] El servicio de bloqueo perdió su contador de tokens al reiniciarse a los { $at }{ $fell ->
        [yes] {" "}y el contador volvió a { $counter }
       *[no] {""}
    }, así que volvió a contar desde { $next }, por debajo del token { $highest } que ya había entregado. Un recurso que comprueba tokens y ya ha visto el { $highest } rechaza a cada nuevo titular hasta que los tokens pasen de { $highest }; uno que no comprueba acepta la escritura tardía del antiguo titular. El contador debe guardarse de forma duradera, en un almacén respaldado por consenso.
}

# $fell: yes cuando el archivo dice a qué valor vuelve el contador, $counter;
# $next: el token desde el que vuelve a contar el servicio reiniciado.
explain-counter-reset = { $story ->
    [election] La elección perdió su contador de mandatos al reiniciarse a los { $at }{ $fell ->
        [yes] {" "}y el contador volvió a { $counter }
       *[no] {""}
    }, así que volvió a contar desde { $next } y entregó números que ya había dado. Una comprobación de mandatos compara números, así que dos titulares con el mismo número le parecen iguales. El contador debe guardarse de forma duradera, en un almacén respaldado por consenso.
   *[lock] El servicio de bloqueo perdió su contador de tokens al reiniciarse a los { $at }{ $fell ->
        [yes] {" "}y el contador volvió a { $counter }
       *[no] {""}
    }, así que volvió a contar desde { $next } y entregó números que ya había dado. Una comprobación de tokens compara números, así que dos titulares con el mismo número le parecen iguales. El contador debe guardarse de forma duradera, en un almacén respaldado por consenso.
}

# $next: el token que la réplica entrega por segunda vez.
explain-failover = La réplica que tomó el relevo a los { $at } no sabía nada de la última concesión, así que entregó el { explain-role-token } { $next } por segunda vez. El fencing solo es tan bueno como el contador que lo respalda: una réplica que copia de forma asíncrona puede retroceder en el tiempo.

# $why: "proxy" (un proxy de fencing delante del recurso rechazó), "seen"
# (el recurso había visto el token en una lectura con fencing) o
# "accepted" (lo había aceptado con una escritura); $highest: ese token.
explain-holder-refused = { $client } tenía { explain-role-lock } legítimamente a los { $at }, pero { $why ->
    [proxy] el proxy de fencing delante de { $resource } ya había dejado pasar el { explain-role-token } { $highest }
    [seen] { $resource } ya había visto el { explain-role-token } { $highest }
   *[accepted] { $resource } ya había aceptado el { explain-role-token } { $highest }
} y rechazó su escritura. Los datos de { $resource } están intactos, porque no acepta ningún { explain-role-token } más bajo que uno ya visto, pero está atascado, una caída del servicio: rechaza a cada titular legítimo hasta que los { explain-role-tokens } { $story ->
    [election] de la elección
   *[lock] del servicio de bloqueo
} pasen de { $highest }. A { $client } se le avisó, así que no se pierde nada que crea hecho.

# $done: el recurso cuya escritura se aplicó a los $done_at; $refused: el
# que rechazó la escritura de la misma tenencia a los $refused_at.
explain-half-done = La actualización de { $client } quedó a medias: su escritura en { $done } a los { $done_at } se aplicó, y su escritura en { $refused } a los { $refused_at } se rechazó. Un rechazo detiene lo que viene después; no deshace lo que vino antes. Las escrituras que van juntas deberían ser una sola escritura atómica, o poder repetirse sin riesgo.

# Lo que hizo una actualización a medias, como parte de las frases
# siguientes. $update: "transfer" ($client retiró $amount de $done a los
# $done_at y nunca llegó a $refused) u "other" ($done aceptó la escritura
# de $done_value y $refused rechazó la de $refused_value).
explain-half-done-clause = { $update ->
    [transfer] { $done } perdió los { $amount } que { $client } retiró a los { $done_at }, y { $refused } nunca los recibió
   *[other] { $done } aceptó la escritura de { $done_value } de { $client } a los { $done_at }, y { $refused } rechazó la escritura de { $refused_value } que iba con ella
}

# El resultado de un recurso tocado por una actualización a medias; los
# argumentos de explain-half-done-clause, $refused_at: cuándo rechazó $refused.
explain-half-done-update = La mitad de la actualización de { $client }: { explain-half-done-clause }, porque { $refused } rechazó la escritura de { $client } a los { $refused_at }.

# Los argumentos de explain-half-done-clause, y lo que guarda cada
# recurso: $done_holds, $refused_holds.
explain-half-done-holds = { $done } guarda { $done_holds } y { $refused } guarda { $refused_holds }, tal como los dejan las escrituras que cuentan, pero no como debería la actualización de { $client }: { explain-half-done-clause }.

# Un efecto secundario sin lease vigente. $what: las palabras del
# escenario para el efecto, tras el nombre del cliente; $purpose:
# "correctness" o "efficiency" (un bloqueo que solo ahorra trabajo);
# $lease: "ended" (el lease del cliente había terminado a los $ended) o "none".
explain-late-effect = { $purpose ->
    [efficiency] El efecto secundario a los { $at } ({ $client } { $what }) llegó { explain-late-effect-when }, así que el trabajo se hizo dos veces.
   *[correctness] El efecto secundario a los { $at } ({ $client } { $what }) llegó { explain-late-effect-when }. Ninguna comprobación de { explain-role-tokens } se interpone entre un cliente y un correo o la API de otro servicio: las lecturas no tienen fencing, y solo está protegido lo que pasa por un recurso con fencing.
}
explain-late-effect-when = { $lease ->
    [ended] después de que el { explain-role-lease } de { $client } terminara a los { $ended }
   *[none] sin { explain-role-lease }
}

# Una escritura obsoleta aceptada: $client escribió después de que $newer
# escribiera con $newer_token. $check: "fenced" (el recurso comprueba
# tokens, pero $token no era más bajo), "unfenced" (no los comprueba) o
# "tokenless" (el bloqueo no traía ninguno); $purpose: "correctness" o
# "efficiency"; $added, si el recurso calculó la escritura por sí mismo;
# $lost las $count actualizaciones que sobrescribió (explain-update,
# enumeradas), ninguna cuando su valor salió de una copia que las tenía,
# o cuando escribió el valor que ya estaba ($same: yes).
explain-stale-accepted = { $check ->
    [tokenless] { $client } escribió en { $resource } a los { $at }, después de que { explain-lapsed } y después de que { $newer } escribiera allí.
   *[other] { $client } escribió en { $resource } a los { $at }, después de que { explain-lapsed } y después de que { $newer } escribiera allí con el { explain-role-token } { $newer_token }.
} { $check ->
    [fenced] { $resource } comprueba { explain-role-tokens }, pero el { explain-role-token } { $token } no es más bajo que el { $newer_token } de { $newer }, así que no pudo distinguirlos y aceptó la escritura obsoleta
    [unfenced] { $resource } no comprueba { explain-role-tokens }, así que aceptó la escritura obsoleta
   *[tokenless] { $story ->
        [election] El liderazgo no traía ningún mandato, así que { $resource } no tenía nada que comprobar y aceptó la escritura obsoleta
       *[lock] El bloqueo no traía ningún token, así que { $resource } no tenía nada que comprobar y aceptó la escritura obsoleta
    }
}, y { $purpose ->
    [efficiency] el trabajo se hizo dos veces
   *[correctness] { $added ->
        [yes] se sumó a la actualización de { $newer } sin reemplazarla: la escritura obsoleta está ahí como si hubiera contado
       *[no] { $count ->
            [0] { $same ->
                [yes] escribió el valor que ya estaba, así que no sobrescribió ninguna actualización
               *[no] no sobrescribió ninguna actualización que contara, pero está ahí como si hubiera contado
            }
            [one] { $lost } quedó sobrescrita
           *[other] { $count } actualizaciones quedaron sobrescritas: { $lost }
        }
    }
}.

# Tras explain-stale-accepted, cuando la escritura obsoleta sobrescribió
# varias actualizaciones: la calculó a partir de una copia leída a los $read_at.
explain-stale-copy = { $client } había calculado su valor a partir de una copia leída a los { $read_at }, que no tenía ninguna de ellas.

# $clients: los autores de las escrituras obsoletas, enumerados.
explain-stale-count = { $count ->
    [one] En total se aceptó una escritura obsoleta.
   *[other] En total se aceptaron { $count } escrituras obsoletas de { $clients }.
}

# $token: el token de la escritura obsoleta; $newer_token: el del titular más nuevo.
explain-had-fenced = Si { $resource } hubiera comprobado { explain-role-tokens }, habría rechazado el { explain-role-token } { $token } después de ver el { explain-role-token } { $newer_token }.

# Una escritura obsoleta rechazada. $why: "proxy" (un proxy de fencing
# delante del recurso había dejado pasar $highest), "token" (el recurso
# había aceptado $highest) o "version" (compare-and-set: $client leyó la
# versión $read, el recurso está en la $current); $saved: las $count
# actualizaciones que la escritura habría sobrescrito (explain-update,
# enumeradas), ninguna cuando solo se habría sumado a ellas.
explain-stale-refused = { $client } escribió en { $resource } a los { $at } con el { explain-role-token } { $token }, después de que { explain-lapsed }. { $why ->
    [proxy] El proxy de fencing delante de { $resource } ya había dejado pasar el { explain-role-token } { $highest } de { $newer }, así que rechazó la escritura obsoleta
    [version] { $resource } había cambiado desde que { $client } lo leyó (versión { $read }, ahora { $current }), así que rechazó la escritura obsoleta
   *[token] { $resource } ya había aceptado el { explain-role-token } { $highest } de { $newer }, así que rechazó la escritura obsoleta
}{ $count ->
    [0] .
    [one] , y { $saved } sobrevivió.
   *[other] , y { $count } actualizaciones sobrevivieron: { $saved }.
}

# $clients: los autores de las $count escrituras obsoletas rechazadas, enumerados.
explain-stale-refused-count = En total se rechazaron { $count } escrituras obsoletas de { $clients }.

explain-late-write = { $client } escribió en { $resource } a los { $at }, después de que { explain-lapsed }, pero antes de que escribiera allí ningún titular posterior.

# $other: el cliente cuya escritura faltaba en la copia del escritor
# tardío; $lost: las $count actualizaciones que sobrescribió
# (explain-update, enumeradas), ninguna cuando la escritura que faltaba no contaba.
explain-late-write-missed = Calculó el valor a partir de una copia leída a los { $read_at }, { $count ->
    [0] antes de la escritura de { $other }, así que sobrescribió un cambio que nunca vio.
    [one] así que sobrescribió { $lost }, que nunca vio.
   *[other] así que sobrescribió { $count } actualizaciones que nunca vio: { $lost }.
}

# Qué fue de la escritura tardía: $holder es el siguiente titular que la toca.
explain-late-built-on = Después, { $holder } la leyó mientras tenía { explain-role-lock } y construyó sobre ella, así que cuenta.

# $read: cuándo leyó $holder $resource, antes de que llegara la escritura tardía de $client.
explain-late-lost = A { $client } se le dijo que su escritura había tenido éxito. Pero { $holder }, que tenía { explain-role-lock }, había leído { $resource } a los { $read }, antes de que llegara esa escritura, y la sobrescribió a partir de esa copia, así que la actualización confirmada de { $client } se perdió.

# Qué habría detectado la actualización perdida. $tokens: "yes" si el
# bloqueo entrega tokens, "no" si no.
explain-late-caught = { $tokens ->
    [no] Ni siquiera los tokens de fencing lo detectarían: ningún token más nuevo habría llegado a { $resource } cuando llegó la escritura de { $client }. Un compare-and-set, o una lectura que eleve el token más alto de { $resource }, sí lo detectaría.
   *[yes] El fencing no puede ver esto: ningún { explain-role-token } más nuevo había llegado a { $resource } cuando llegó la escritura de { $client }. Un compare-and-set, o una lectura que eleve el { explain-role-token } más alto de { $resource }, lo habría detectado.
}
explain-late-told = Después, { $holder }, que tenía { explain-role-lock }, intentó sobrescribirla a partir de una copia más antigua, y { $resource } se negó: a { $holder } se le dice que vuelva a leer en lugar de perder en silencio la actualización de { $client }.
explain-late-replaced = Después, { $holder }, que tenía { explain-role-lock }, puso un valor nuevo sin leer, como puede hacerlo una escritura posterior.
explain-late-standing = Ningún titular { $story ->
    [election] del liderazgo
   *[lock] del bloqueo
} tocó { $resource } después, así que una escritura hecha sin { explain-role-lease } quedó en pie.

# Una escritura que $client reenvió porque se perdió su respuesta: aplicada
# primero a los $first y otra vez a los $again; $amount es lo que suma a
# $resource, $token su token, $checks si $resource comprueba tokens.
explain-applied-twice = La petición de { $client } de { $op ->
    [push] añadir la línea { $item }
   *[add] sumar { $amount }
} a { $resource } se aplicó a los { $first } y otra vez a los { $again }: su respuesta se perdió, así que { $client } la reenvió, y { $resource } no pudo distinguir el reenvío de una escritura nueva.{ $checks ->
    [yes] {" "}El reenvío llevaba el mismo { explain-role-token }, el { $token }, así que la comprobación de tokens lo dejó pasar: los tokens de fencing ordenan las escrituras; no eliminan duplicados.
   *[no] {""}
} Una clave en cada escritura, una clave de idempotencia o un número de secuencia, permite a { $resource } responder a un reenvío sin aplicarlo otra vez.
# Lo mismo, cuando $resource guarda claves de idempotencia: el reenvío de
# los $again se reconoció y no se aplicó.
explain-sent-again-recognised = La escritura de { $client } en { $resource }, aplicada a los { $first }, se reenvió a los { $again } porque se perdió su respuesta. { $resource } conocía su clave de idempotencia y la respondió como hecha, así que la actualización se aplicó una vez.

# Una escritura tardía rechazada porque la lectura con fencing de $reader
# ya había llevado $highest al recurso; $token: el token de la escritura tardía.
explain-fenced-read = { $client } escribió en { $resource } a los { $at } con el { explain-role-token } { $token }, después de que { explain-lapsed }. Allí aún no había llegado ninguna escritura más nueva, pero la lectura de { $reader } había llevado el { explain-role-token } { $highest } a { $resource }, así que rechazó la escritura tardía, y la actualización de { $reader } sobrevivió.

# $lost: las $count actualizaciones que la escritura sobrescribió
# (explain-update, enumeradas).
explain-missed-change = { $client } tenía { explain-role-lock } cuando escribió en { $resource } a los { $at }, pero calculó el valor a partir de una copia leída a los { $read_at }, y { $resource } había cambiado desde entonces: la escritura sobrescribió { $count ->
    [0] ese cambio
    [one] { $lost }
   *[other] { $count } actualizaciones: { $lost }
}. Ninguna comprobación de { explain-role-tokens } puede detectar esto; { $client } tenía que volver a leer después de obtener { explain-role-lock }.

# Una escritura que sobrescribió actualizaciones que ninguna frase anterior
# nombra: $lost, $count de ellas (explain-update, enumeradas). $standing:
# "holder" (tenía el bloqueo), "lapsed" (explain-lapsed: su permiso había
# caducado a los $ended) o "again" (reenviada porque se perdió su
# respuesta); $copy: "yes" cuando se calculó a partir de una copia leída a
# los $read_at.
explain-overwrote = { $standing ->
    [holder] { $client } tenía { explain-role-lock } cuando escribió en { $resource } a los { $at }, pero calculó el valor a partir de una copia leída a los { $read_at }, así que sobrescribió { explain-overwrote-what }.
    [again] { $client } reenvió su escritura a { $resource } a los { $at }, porque se perdió su respuesta, y el reenvío sobrescribió { explain-overwrote-what }.
   *[lapsed] { $copy ->
        [yes] { $client } escribió en { $resource } a los { $at }, después de que { explain-lapsed }, con un valor calculado a partir de una copia leída a los { $read_at }, así que sobrescribió { explain-overwrote-what }.
       *[no] { $client } escribió en { $resource } a los { $at }, después de que { explain-lapsed }, y sobrescribió { explain-overwrote-what }.
    }
}
explain-overwrote-what = { $count ->
    [one] { $lost }
   *[other] { $count } actualizaciones: { $lost }
}

# Cuántas actualizaciones se perdieron en total, cuando varias escrituras las perdieron.
explain-lost-count = En total se perdieron { $count } actualizaciones.

# Un fallo posterior que hizo que el contador volviera a entregar tokens,
# tras la frase del primero: $kind es "restart" (un reinicio que perdió el
# contador) o "failover"; $next el token desde el que contó.
explain-counter-again = { $story ->
    [election] { $kind ->
        [failover] La elección pasó otra vez a una réplica a los { $at } y entregó el mandato { $next } una vez más.
       *[restart] La elección volvió a perder su contador de mandatos al reiniciarse a los { $at }, y contó desde { $next }.
    }
   *[lock] { $kind ->
        [failover] El servicio de bloqueo pasó otra vez a una réplica a los { $at } y entregó el token { $next } una vez más.
       *[restart] El servicio de bloqueo volvió a perder su contador de tokens al reiniciarse a los { $at }, y contó desde { $next }.
    }
}

# Cuántas escrituras de titulares legítimos se rechazaron, y de quién ($clients, enumerados).
explain-holder-refused-count = En total se rechazaron { $count } escrituras de titulares legítimos ({ $clients }).
# Cuántas actualizaciones quedaron a medias, y de quién ($clients, enumerados).
explain-half-done-count = En total quedaron a medias { $count } actualizaciones de { $clients }.
# Cuántas escrituras se aplicaron dos veces, y de quién ($clients, enumerados).
explain-applied-twice-count = En total se aplicaron dos veces { $count } escrituras de { $clients }.
# Cuántos efectos secundarios llegaron sin lease vigente, y de quién ($clients, enumerados).
explain-late-effect-count = En total, { $count } efectos secundarios de { $clients } llegaron sin { explain-role-lease } vigente.

# Lo que guarda un recurso al final. $value: lo que guarda; $expected: lo
# que debería guardar; $holder: quién sobrescribió después un valor obsoleto.
explain-holds = { $resource } guarda { $value }, como debe.
explain-holds-wrong = { $resource } guarda { $value }, pero debería guardar { $expected }.
explain-holds-rewritten = { $resource } guarda { $value }, como debe, porque { $holder } sobrescribió después el valor obsoleto.
# $count: cuántas escrituras obsoletas aceptó.
explain-holds-by-chance = { $resource } guarda { $value }, el valor que debe guardar, pero solo porque { $count ->
    [one] la escritura obsoleta
   *[other] la última de sus { $count } escrituras obsoletas
} llevaba por casualidad el mismo valor.

# $count: cuántas veces se hizo un trabajo dos veces.
explain-efficiency-safe = { $count ->
    [0] Este es un bloqueo de eficiencia, y esta vez ningún trabajo se hizo dos veces.
    [one] Este es un bloqueo de eficiencia: el solapamiento costó una ejecución duplicada, y no se perdió nada. Un bloqueo que solo ahorra trabajo no necesita fencing.
   *[other] Este es un bloqueo de eficiencia: el solapamiento costó { $count } ejecuciones duplicadas, y no se perdió nada. Un bloqueo que solo ahorra trabajo no necesita fencing.
}
explain-efficiency-harm = Incluso para un bloqueo de eficiencia, un valor incorrecto es un daño: este bloqueo protege algo más que trabajo duplicado.
# $count: cuántas escrituras tardías se aceptaron.
explain-safe-by-timing = Esta ejecución es segura, pero solo por { $count ->
    [one] el momento en que llegó la escritura tardía
   *[other] los momentos en que llegaron las { $count } escrituras tardías
}.
explain-every-write-live = { $story ->
    [election] Cada escritura vino del cliente que tenía el liderazgo en ese momento.
   *[lock] Cada escritura vino del cliente que tenía un lease vigente en ese momento.
}

# Los recursos que no comprueban nada: $count, $names sus nombres, enumerados.
explain-only-timing = Solo el momento mantuvo segura esta ejecución: { $count ->
    [one] { $names } no comprueba
   *[other] { $names } no comprueban
} { explain-role-tokens }, así que una escritura que hubiera llegado más tarde habría pasado.
