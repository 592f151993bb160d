## Las frases de la lista de eventos: una por cada cosa que pasa en una ejecución.
##
## Todo mensaje que nombra un papel recibe $story: `lock` (un servicio de
## bloqueo concede el bloqueo con tokens de fencing y leases) o `election`
## (una elección elige un líder para un mandato, que dura mientras sus
## latidos llegan dentro del tiempo de espera de elección). $client,
## $holder, $other y $resource son nombres del escenario; cada tiempo ya
## viene escrito en segundos («10,3 s»). Los argumentos que eligen una
## variante ($tokens, $told, ...) son `yes` o `no`, salvo que el comentario
## diga otra cosa.

event-role-service = { $story ->
    [election] elección
   *[lock] servicio de bloqueo
}
event-role-lock = { $story ->
    [election] el liderazgo
   *[lock] el bloqueo
}
event-role-token = { $story ->
    [election] mandato
   *[lock] token
}
event-role-tokens = { $story ->
    [election] mandatos
   *[lock] tokens de fencing
}
event-role-lease = { $story ->
    [election] tiempo de espera de elección
   *[lock] lease
}

# El nombre del servicio de bloqueo (o de la elección) en la columna de quién actúa.
event-actor-service = { event-role-service }

# Lo que pide una solicitud, en pocas palabras: $request es acquire, read,
# write, renew o release.
event-request = { $request ->
    [acquire] { $story ->
        [election] solicitud de liderazgo
       *[lock] solicitud del bloqueo
    }
    [read] lectura
    [write] escritura
    [renew] { $story ->
        [election] latido
       *[lock] renovación
    }
   *[release] liberación
}

# Adónde va una solicitud (tras «a»): $target es `service` (el servicio de
# bloqueo) o `resource` ($to, el nombre del recurso).
event-endpoint = { $target ->
    [service] { $story ->
        [election] la elección
       *[lock] el servicio de bloqueo
    }
   *[resource] { $to }
}

# De dónde vuelve una respuesta (con «de»), como event-endpoint.
event-endpoint-from = { $target ->
    [service] { $story ->
        [election] de la elección
       *[lock] del servicio de bloqueo
    }
   *[resource] de { $to }
}

# « con token 3» tras una escritura, o nada cuando el servicio de bloqueo no
# reparte tokens ($tokens). $token es el token.
event-with-token = { $tokens ->
    [yes] {" "}con { event-role-token } { $token }
   *[no] {""}
}

# Que el bloqueo de un cliente había caducado en $ended, como oración: «su
# lease terminó a los 10,0 s»; $perfect `yes` para «había terminado».
event-lapsed = { $story ->
    [election] { $perfect ->
        [yes] los demás habían dejado de esperar sus latidos a los { $ended }
       *[no] los demás dejaron de esperar sus latidos a los { $ended }
    }
   *[lock] { $perfect ->
        [yes] su lease había terminado a los { $ended }
       *[no] su lease terminó a los { $ended }
    }
}

# Por qué se rechazó una escritura, como oración que la frase continúa.
# $why: `proxy` (un proxy de fencing delante de $resource ya dejó pasar
# $highest), `seen` (una lectura con fencing lo subió a $highest),
# `accepted` ($resource aceptó $highest) o `version` ($resource cambió
# desde que $client lo leyó en la versión $read; ahora está en $current).
event-refusal = { $why ->
    [proxy] el proxy de fencing delante de { $resource } ya ha dejado pasar el { event-role-token } { $highest }
    [seen] { $resource } ya ha visto el { event-role-token } { $highest }
    [accepted] { $resource } ya ha aceptado el { event-role-token } { $highest }
   *[version] { $resource } ha cambiado desde que { $client } lo leyó (versión { $read }, ahora { $current })
}

## Concesiones y rechazos del bloqueo.

# Un cliente en espera obtiene el bloqueo aunque su propia lease de sesión
# caducó a los $ended.
event-granted-unchecked = { $story ->
    [election] Le llega el turno a { $client } y obtiene el liderazgo{ $tokens ->
        [yes] , con el mandato { $token }
       *[no] {""}
    }, aunque su propia lease de sesión caducó a los { $ended } mientras esperaba: la elección no lo comprueba, así que detrás de la concesión no hay ningún tiempo de espera de elección vigente. { $client } cree que tiene el liderazgo.
   *[lock] Le llega el turno a { $client } y obtiene el bloqueo{ $tokens ->
        [yes] , con el token { $token }
       *[no] {""}
    }, aunque su propia lease de sesión caducó a los { $ended } mientras esperaba: el servicio de bloqueo no lo comprueba, así que detrás de la concesión no hay ninguna lease vigente. { $client } cree que tiene el bloqueo.
}

# Un candidato se presenta para el mandato $token; $timeout es el tiempo de
# espera de elección.
event-granted-election = { $client } se presenta al liderazgo en el mandato { $token }, el siguiente, y pide a los demás su voto. Mientras lidera, ellos esperan { $timeout } tras cada uno de sus latidos (el tiempo de espera de elección) antes de que nadie pueda volver a presentarse.

# $attempts es el intento que obtuvo el bloqueo; $majority si el bloqueo
# tiene varios nodos, de los que $nodes de $total lo concedieron; $until es
# cuándo caduca la lease; $clock `later` cuando el propio reloj del cliente
# solo la mostrará caducada a los $believed, si no `same`.
event-granted = { $attempts ->
        [1] { $client } pide { event-role-lock } y lo obtiene
       *[other] { $client } vuelve a pedirlo y obtiene { event-role-lock } en el intento { $attempts }
    }{ $majority ->
        [yes] {" "}de { $nodes } de { $total } nodos, una mayoría
       *[no] {""}
    }{ $tokens ->
        [yes] , con el { event-role-token } { $token }
       *[no] , sin token
    }. { $story ->
        [election] El tiempo de espera de elección vence
       *[lock] La lease caduca
    } a los { $until } salvo que { $client } la renueve.{ $clock ->
        [later] {" "}El propio reloj de { $client } no la mostrará caducada hasta los { $believed }.
       *[same] {""}
    }

# $why: `session` (la propia lease de sesión del cliente caducó a los
# $until), `held-back` (la lease de $holder caducó sin liberarse; un
# lock-delay retiene el bloqueo hasta $until), `own` (su propia lease está
# vigente hasta $until), `minority` (solo $free de $total nodos están
# libres; la lease de $holder retiene otro hasta $until), `holder` (la lease
# de $holder está vigente hasta $until), `unreachable` (solo alcanza $free
# de $total nodos). $retry si volverá a pedirlo cada $every hasta $last.
event-refused = { $client } pide { event-role-lock } y se lo deniegan: { $why ->
        [session] su propia lease de sesión caducó a los { $until } mientras esperaba, y { $story ->
            [election] la elección
           *[lock] el servicio de bloqueo
        } comprueba la lease de quien espera antes de conceder
        [held-back] { $story ->
            [election] el tiempo de espera de elección de { $holder } venció sin liberarse, así que la elección retiene el liderazgo
           *[lock] la lease de { $holder } caducó sin liberarse, así que el servicio de bloqueo retiene el bloqueo
        } hasta los { $until } por si { $holder } solo estaba en pausa (un lock-delay)
        [own] { $story ->
            [election] su propio tiempo de espera de elección sigue vigente
           *[lock] su propia lease sigue vigente
        } hasta los { $until }
        [minority] solo { $free } de { $total } nodos están libres, sin llegar a una mayoría; { $story ->
            [election] el tiempo de espera de elección
           *[lock] la lease
        } de { $holder } retiene otro hasta los { $until }
        [holder] { $story ->
            [election] el tiempo de espera de elección
           *[lock] la lease
        } de { $holder } está vigente hasta los { $until }
       *[unreachable] solo alcanza { $free } de { $total } nodos, sin llegar a una mayoría
    }.{ $retry ->
        [yes] {" "}{ $client } volverá a pedirlo cada { $every } hasta los { $last }.
       *[no] {""}
    }

# $attempts es cuántas veces lo pidió.
event-gave-up = { $story ->
    [election] { $client } se rinde tras { $attempts } { $attempts ->
        [one] intento
       *[other] intentos
    }: cada vez que lo pidió había un tiempo de espera de elección vigente.
   *[lock] { $client } se rinde tras { $attempts } { $attempts ->
        [one] intento
       *[other] intentos
    }: cada vez que lo pidió había una lease vigente.
}

## Lecturas, comprobaciones de la lease y pausas.

# $value es lo que $client leyó de $resource.
event-read = { $client } lee { $resource }: { $value }.

# Una lectura con el token $token; $checks si $resource comprueba tokens.
event-read-fenced = { $client } lee { $resource } con el token { $token }: { $value }.{ $checks ->
    [yes] {" "}A partir de ahora { $resource } rechaza cualquier escritura con un token menor que { $token }.
   *[no] {""}
}

# Un candidato pide a $resource su voto en el mandato $token; $checks si
# $resource comprueba mandatos; $value es lo que guarda.
event-vote = { $client } pide a { $resource } su voto en el mandato { $token }, y { $resource } vota por él: con el propio voto de { $client } eso es una mayoría, y { $client } lidera en el mandato { $token }.{ $checks ->
    [yes] {" "}{ $resource } adopta el mandato { $token } y a partir de ahora rechaza cualquier entrada con un mandato menor.
   *[no] {""}
} { $resource } guarda { $value }.

# $left es lo que queda de la lease según el propio reloj del cliente,
# $margin su margen de seguridad. $result: `ok` (sin margen), `margin` (más
# que el margen) o `stops`.
event-checked = { $client } comprueba { $story ->
        [election] su tiempo de espera de elección
       *[lock] su lease
    }: según su propio reloj quedan { $left }, { $result ->
        [ok] así que sigue.
        [margin] más que su margen de seguridad de { $margin }, así que sigue.
       *[stops] no más que su margen de seguridad de { $margin }, así que se detiene.
    }

# $client pregunta a $resource, en un paso propio antes de su escritura, por
# el token más alto que ha visto ($highest). $result: `none` (ninguno todavía,
# así que sigue), `ok` (no mayor que su propio $token) o `stops`. $checks si
# $resource comprueba el token también en la escritura.
event-fence-checked = { $client } pregunta a { $resource } por el token más alto que ha visto: { $result ->
    [none] ninguno todavía, así que { $client } sigue y escribe.
    [ok] el { $highest }, no mayor que su propio { $token }, así que { $client } sigue y escribe.
   *[stops] el { $highest }, mayor que su propio { $token }, así que { $client } se detiene.
}{ $result ->
    [stops] {""}
   *[other] { $checks ->
        [yes] {" "}{ $resource } vuelve a comprobar el token en la propia escritura.
       *[no] {" "}La respuesta solo vale en el momento en que se da: la escritura es una sentencia aparte, y nada la comprueba.
    }
}

# $length es cuánto dura la pausa.
event-paused = { $client } se congela durante { $length }: una pausa que detiene todo, como una larga recolección de basura, que no puede ver desde dentro.

# $length es cuánto estuvo congelado. $state: `ended-during` (su lease
# terminó a los $ended, durante la pausa), `ended-before` (a los $ended,
# antes de la pausa), `live` (sigue vigente) o `plain`.
event-woke = { $state ->
    [ended-during] { $story ->
        [election] { $client } despierta tras { $length }. Su tiempo de espera de elección venció a los { $ended }, mientras estaba congelado, pero nada le dice a { $client } que ha pasado el tiempo: sigue creyendo que tiene el liderazgo.
       *[lock] { $client } despierta tras { $length }. Su lease terminó a los { $ended }, mientras estaba congelado, pero nada le dice a { $client } que ha pasado el tiempo: sigue creyendo que tiene el bloqueo.
    }
    [ended-before] { $story ->
        [election] { $client } despierta tras { $length }. Su tiempo de espera de elección ya había vencido a los { $ended }, antes de la pausa, y { $client } no lo ha comprobado: sigue creyendo que tiene el liderazgo.
       *[lock] { $client } despierta tras { $length }. Su lease ya había terminado a los { $ended }, antes de la pausa, y { $client } no lo ha comprobado: sigue creyendo que tiene el bloqueo.
    }
    [live] { $story ->
        [election] { $client } despierta tras { $length }, y su tiempo de espera de elección sigue vigente.
       *[lock] { $client } despierta tras { $length }, y su lease sigue vigente.
    }
   *[plain] { $client } despierta tras { $length }.
}

## Escrituras. Cada frase empieza con event-wrote-head: $client escribe
## $value en $resource; $arrives `yes` cuando se envió a los $sent y llega
## ahora; $tokens y $token como en event-with-token. $ended es cuándo
## terminó la lease de quien escribe (en una escritura tardía u obsoleta).

event-wrote-head = { $story ->
    [election] { $arrives ->
        [yes] El log de { $client } para { $resource }, { $value }, enviado a los { $sent }{ event-with-token }, llega
       *[no] { $client } envía a { $resource } su log, { $value },{ event-with-token }
    }
   *[lock] { $op ->
        [add] { $arrives ->
            [yes] La petición de { $client } de sumar { $amount } a { $resource }{ event-with-token }, enviada a los { $sent }, llega
           *[no] { $client } pide a { $resource } que sume { $amount }{ event-with-token }
        }
        [push] { $arrives ->
            [yes] La petición de { $client } de añadir la línea { $item } a { $resource }{ event-with-token }, enviada a los { $sent }, llega
           *[no] { $client } pide a { $resource } que añada la línea { $item }{ event-with-token }
        }
       *[value] { $arrives ->
            [yes] La escritura de { $value } en { $resource } de { $client }{ event-with-token }, enviada a los { $sent }, llega
           *[no] { $client } escribe { $value } en { $resource }{ event-with-token }
        }
    }
}

# Tras la frase de un incremento: lo que $resource tiene ahora ($value).
event-wrote-holds = {" "}{ $resource } tiene ahora { $value }.

# Tras la frase de una escritura que $client reenvió porque se perdió la
# respuesta después de que $resource la aplicara; $op es `add` ($amount), `push` ($item) o `value`.
event-wrote-again = {" "}Es la escritura que { $client } ya había enviado, reenviada porque se perdió la respuesta. { $resource } no puede distinguirla de una nueva{ $op ->
    [add] , así que suma { $amount } otra vez.
    [push] , así que añade la línea { $item } otra vez.
   *[value] {""}: la escritura envía el mismo valor otra vez.
}

# Tras la frase de una escritura aceptada, cuando el valor que reemplaza
# llevaba más de una actualización que a ella le falta: las $count
# actualizaciones que sobrescribe, $lost (cada una un event-update,
# enumeradas con event-list).
event-wrote-lost = {" "}En total, sobrescribe { $count } actualizaciones: { $lost }.
# Una actualización, de quién ($client) y cuándo ($at) se hizo.
event-update = la actualización de { $client } a los { $at }

# La escritura de $client reenviada con la misma clave de idempotencia, que
# $resource ya ha aplicado; $value es lo que tiene.
event-wrote-recognised = { $client } reenvía su escritura a { $resource }, con la misma clave de idempotencia, porque se perdió la respuesta. { $resource } ya ha aplicado esa clave: responde que la escritura está hecha, no aplica nada y sigue con { $value }.

# Lo que una escritura aceptada reemplazó sin verlo: $missed es `none`,
# `stale` (la escritura obsoleta de $other, que no contó), `late` (la
# escritura tardía de $other, a quien se le dijo que había salido bien),
# `holder` u `other` (quien escribe la calculó a partir de una copia leída a
# los $read, antes de la escritura de $other; `holder` si tiene el bloqueo).
event-wrote-missed = { $missed ->
    [stale] {" "}Reemplaza la escritura obsoleta de { $other }, que { $client } nunca leyó; esa escritura no contaba.
    [late] {" "}Reemplaza la escritura tardía de { $other }, que { $client } nunca leyó: a { $other } se le dijo que esa escritura había salido bien, y su cambio se pierde.
    [holder] {" "}Pero { $client } la calculó a partir de una copia leída a los { $read }, antes de la escritura de { $other }: esta escritura sobrescribe un cambio que nunca vio.
    [other] {" "}{ $client } la calculó a partir de una copia leída a los { $read }, antes de la escritura de { $other }: esta escritura sobrescribe un cambio que nunca vio.
   *[none] {""}
}

# La escritura de quien tiene el bloqueo, aceptada.
event-wrote-accepted = { event-wrote-head }, y { $resource } { $story ->
    [election] lo acepta
   *[lock] la acepta
}.{ event-wrote-missed }

# La escritura de quien tiene el bloqueo, rechazada: $refusal es la oración
# de event-refusal.
event-wrote-holder-refused = { event-wrote-head }. { $client } tiene { event-role-lock }, pero { $refusal } y { $story ->
    [election] lo rechaza
   *[lock] la rechaza
}.

# Una escritura tras el fin de la lease, antes de que escribiera ningún
# titular posterior, aceptada; $checks si $resource comprueba tokens.
event-wrote-late-accepted = { event-wrote-head }, aunque { event-lapsed }: { $checks ->
    [yes] ningún titular posterior ha escrito aún en { $resource }, así que no tiene un { event-role-token } más nuevo con el que rechazar este y { $story ->
        [election] lo acepta
       *[lock] la acepta
    }
   *[no] { $resource } no comprueba { event-role-tokens } y { $story ->
        [election] lo acepta
       *[lock] la acepta
    }; ningún titular posterior ha escrito allí todavía
}.{ event-wrote-missed }

# Una escritura tardía rechazada: $refusal es la oración de event-refusal,
# con mayúscula.
event-wrote-late-refused = { event-wrote-head }, aunque { event-lapsed }. { $refusal } y { $story ->
    [election] lo rechaza
   *[lock] la rechaza
}; { $client } { $story ->
    [election] renuncia
   *[lock] se detiene
}.

# Una escritura después de que un titular más nuevo ($other, con $newer)
# escribiera allí, aceptada. $check: `fenced` ($resource comprueba tokens,
# pero $token no es menor), `unfenced` (no los comprueba) o `none` (no hay
# tokens).
event-wrote-stale-accepted = { event-wrote-head }, aunque { event-lapsed }. { $check ->
    [fenced] { $resource } comprueba { event-role-tokens }, pero el { event-role-token } { $token } no es menor que el { event-role-token } { $newer }, así que
    [unfenced] { $resource } no comprueba { event-role-tokens } y
   *[none] No hay ningún token que comprobar, y { $resource }
} { $story ->
    [election] lo acepta
   *[lock] la acepta
}, { $op ->
    [value] sobrescribiendo
   *[other] encima de
} la escritura más nueva de { $other }{ $tokens ->
    [yes] {" "}({ event-role-token } { $newer })
   *[no] {""}
}.

# Una escritura obsoleta rechazada: $refusal es la oración de
# event-refusal, con mayúscula.
event-wrote-stale-refused = { event-wrote-head }, aunque { event-lapsed }. { $refusal }, así que rechaza la escritura; { $story ->
    [election] { $client } se entera del mandato más nuevo y renuncia
   *[lock] { $client } se entera de que ha perdido el bloqueo y se detiene
}.

## La red.

# $request y $target como en event-request y event-endpoint; $arrives es
# cuándo llegará.
event-sent = { $client } envía su { event-request } a { event-endpoint }; llegará a los { $arrives }.

event-answered = La respuesta a { $request ->
        [acquire] la
        [read] la
        [write] la
        [renew] { $story ->
            [election] el
           *[lock] la
        }
       *[release] la
    } { event-request } de { $client } vuelve { event-endpoint-from }.

# $cut es cuándo se cura el enlace, $resend cuándo el cliente lo vuelve a enviar.
event-dropped = { $request ->
        [renew] { $story ->
            [election] El
           *[lock] La
        }
       *[other] La
    } { event-request } de { $client } a { event-endpoint } se pierde: la red entre ellos está cortada hasta los { $cut }. { $client } no recibe respuesta y la vuelve a enviar a los { $resend }.

# Una petición atendida donde llegó cuya respuesta perdió un enlace cortado;
# los argumentos de event-dropped.
event-dropped-answer = La respuesta a la { event-request } de { $client } se pierde a la vuelta desde { event-endpoint }: la red entre ellos está cortada hasta los { $cut }. La petición se atendió; { $client } no oye nada y la envía otra vez a los { $resend }.

## Efectos secundarios: $effect es la frase propia del escenario para lo
## que hace el cliente («sends the invoice»); $based si actúa sobre su copia
## de $resource leída a los $read ($value).

# $case: `live` (con una lease vigente), `late` (su lease terminó a los
# $ended y nada comprueba un token), `repeated` (un bloqueo por eficiencia:
# el trabajo se hace dos veces) o `unheld` (nunca tuvo una lease).
event-side-effect = { $client }: { $effect }{ $based ->
        [yes] , actuando sobre su copia de { $resource } leída a los { $read } ({ $value })
       *[no] {""}
    }{ $case ->
        [live] .
        [late] , aunque { $story ->
            [election] su tiempo de espera de elección venció a los { $ended }. Nada en el camino comprueba un mandato
           *[lock] su lease terminó a los { $ended }. Nada en el camino comprueba un token
        }, así que ocurre de todos modos.
        [repeated] , aunque { $story ->
            [election] su tiempo de espera de elección venció a los { $ended }
           *[lock] su lease terminó a los { $ended }
        }: el trabajo se hace dos veces.
       *[unheld] , { $story ->
            [election] sin tiempo de espera de elección
           *[lock] sin lease
        }.
    }

## Fallos y relojes del servicio de bloqueo.

# Lo que perdió un servicio de bloqueo reiniciado o conmutado: $forgot si
# olvidó la lease vigente de $holder (con el token $token cuando $tokens).
event-fault-lost = { $forgot ->
    [yes] { $story ->
        [election] olvida el tiempo de espera de elección vigente de { $holder }
       *[lock] olvida la lease vigente de { $holder }
    }{ $tokens ->
        [yes] {" "}({ event-role-token } { $token })
       *[no] {""}
    }
   *[no] { $story ->
        [election] no encuentra ningún tiempo de espera de elección vigente que olvidar
       *[lock] no encuentra ninguna lease vigente que olvidar
    }
}

# $durable si el contador de tokens sobrevive; $next es el siguiente token.
event-fault-restart = { $story ->
    [election] { $durable ->
        [yes] La elección se reinicia y { event-fault-lost }. Su contador de mandatos se guarda de forma duradera, así que el siguiente mandato sigue siendo { $next }.
       *[no] La elección se reinicia y { event-fault-lost }. También ha perdido su contador de mandatos, que solo vivía en memoria: el siguiente mandato vuelve a ser { $next }.
    }
   *[lock] { $durable ->
        [yes] El servicio de bloqueo se reinicia y { event-fault-lost }. Su contador de tokens se guarda de forma duradera, así que el siguiente token sigue siendo { $next }.
       *[no] El servicio de bloqueo se reinicia y { event-fault-lost }. También ha perdido su contador de tokens, que solo vivía en memoria: el siguiente token vuelve a ser { $next }.
    }
}

# $behind es cuántas de las últimas concesiones perdió la réplica.
event-fault-failover = { $story ->
        [election] La elección conmuta
       *[lock] El servicio de bloqueo conmuta
    } a una réplica que copiaba su estado de forma asíncrona y se perdió { $behind ->
        [one] la última concesión
       *[other] las últimas { $behind } concesiones
    }. La réplica { event-fault-lost }, y su contador dice que el siguiente { event-role-token } es { $next }.

# $owner: `node` (el nodo de bloqueo número $node) o `client`; $way
# `forward` o `back`; $by cuánto.
event-clock-jumped = El reloj { $owner ->
        [node] del nodo de bloqueo { $node }
       *[client] de { $client }
    } salta { $by } hacia { $way ->
        [forward] adelante
       *[back] atrás
    }, como lo haría una sincronización horaria que corrige un reloj de golpe.

## Renovaciones, liberaciones y caducidad.

# $until es cuándo termina la lease renovada (o la espera del siguiente latido).
event-renewed = { $story ->
    [election] El latido de { $client } llega a los demás: esperan el siguiente hasta los { $until }.
   *[lock] { $client } renueva su lease; ahora caduca a los { $until }.
}

# $ended es cuándo terminó la lease (o cuándo los demás dejaron de esperar).
event-renew-refused = { $story ->
    [election] { $client } envía un latido, pero los demás dejaron de esperarlo a los { $ended }. { $client } renuncia.
   *[lock] { $client } pide renovar, pero su lease terminó a los { $ended }. El servicio de bloqueo lo rechaza, y { $client } se detiene.
}

# $case: `live` (su lease estaba vigente), `expired` (su lease ya había
# caducado) o `again` (ya no lo tenía).
event-released = { $story ->
    [election] { $case ->
        [live] { $client } deja el liderazgo.
        [expired] { $client } deja el liderazgo, pero su tiempo de espera de elección ya había vencido.
       *[again] { $client } vuelve a dejar el liderazgo; ya no lo tenía.
    }
   *[lock] { $case ->
        [live] { $client } libera el bloqueo.
        [removed] { $client } libera el bloqueo cuando su lease ya había caducado, y el servicio de bloqueo borra el bloqueo sin comprobar de quién es: el de { $holder }. A { $holder } no se le avisa y sigue como si lo tuviera, mientras el bloqueo queda libre para cualquiera.
        [expired] { $client } libera el bloqueo, pero su lease ya había caducado.
       *[again] { $client } vuelve a liberar el bloqueo; ya no lo tenía.
    }
}

# $told `no` cuando al cliente no se le avisa y sigue creyendo que tiene el
# bloqueo; $timeout es el tiempo de espera de elección.
event-expired = { $story ->
    [election] Ningún latido de { $client }{ $tokens ->
        [yes] {" "}(mandato { $token })
       *[no] {""}
    } ha llegado a los demás durante el tiempo de espera de elección de { $timeout }, así que dejan de esperarlo: otro nodo puede presentarse ahora al liderazgo. Aquí nada hace que { $client } se retire; un líder que comprueba que tiene una mayoría (CheckQuorum) o que tiene un lease de líder se retiraría.{ $told ->
        [no] {" "}A { $client } no se le avisa, y sigue creyendo que lidera.
       *[yes] {""}
    }
   *[lock] La lease de { $client }{ $tokens ->
        [yes] {" "}(token { $token })
       *[no] {""}
    } caduca. El servicio de bloqueo la termina sin decirle nada a { $client }{ $told ->
        [no] , y a { $client } no se le avisa.
       *[yes] .
    }
}

## Las marcas del servicio de bloqueo en el diagrama, en pocas palabras.

## El diagrama en palabras (su nombre accesible): una frase por cliente,
## hecha de las partes de abajo unidas con event-timeline-separator.

# Una lease que $client tuvo de $from a $to, con el token $token cuando $tokens.
# $span es `instant` cuando terminó como empezó, a los $from, o `stretch`;
# $end es `released` cuando $client la devolvió, o `lost` cuando expiró
# o el servicio de bloqueo la perdió.
event-timeline-lease = { $story ->
    [election] { $span ->
        [instant] gana el liderazgo{ $tokens ->
            [yes] {" "}en el mandato { $token }
           *[no] {""}
        } a los { $from } y { $end ->
            [released] lo deja en el acto
           *[lost] lo pierde en el acto
        }
       *[stretch] lidera{ $tokens ->
            [yes] {" "}en el mandato { $token }
           *[no] {""}
        } de { $from } a { $to }
    }
   *[lock] { $span ->
        [instant] recibe una lease{ $tokens ->
            [yes] {" "}con el token { $token }
           *[no] {""}
        } a los { $from } y { $end ->
            [released] la devuelve en el acto
           *[lost] la pierde en el acto
        }
       *[stretch] tiene una lease{ $tokens ->
            [yes] {" "}con el token { $token }
           *[no] {""}
        } de { $from } a { $to }
    }
}
# $span como en event-timeline-lease.
event-timeline-pause = { $span ->
    [instant] está en pausa a los { $from } sin que pase tiempo alguno
   *[stretch] está en pausa de { $from } a { $to }
}
event-timeline-overreach = { $story ->
    [election] { $span ->
        [instant] cree por un instante, a los { $from }, que tiene el liderazgo sin tiempo de espera de elección
       *[stretch] cree que tiene el liderazgo sin tiempo de espera de elección de { $from } a { $to }
    }
   *[lock] { $span ->
        [instant] cree por un instante, a los { $from }, que tiene el bloqueo sin lease
       *[stretch] cree que tiene el bloqueo sin lease de { $from } a { $to }
    }
}
event-timeline-separator = {", "}
# $parts son las partes de arriba, unidas.
event-timeline-lane = { $client } { $parts }.
event-timeline-never = { $story ->
    [election] { $client } nunca tiene el liderazgo.
   *[lock] { $client } nunca tiene el bloqueo.
}

## Ejecuciones grabadas en servicios reales, como las cuenta la página.

# Una lista: $last es el último elemento, $rest todos los demás unidos con
# event-list-separator, $count cuántos hay.
event-list = { $count ->
    [one] { $last }
   *[other] { $rest } y { $last }
}
event-list-separator = {", "}

# La línea bajo una ejecución repetida también en servicios reales:
# $systems la lista de sistemas con sus versiones; $differs si los ajustes
# del lector no son los de la grabación, que $differ nombra (una lista);
# $agrees si el resultado fue el mismo; si no, $parting dice dónde se
# separan las ejecuciones.
event-replay-line = También ejecutado en { $systems }{ $differs ->
        [yes] {" "}con { $differ }
       *[no] {""}
    }: { $agrees ->
        [yes] el mismo resultado.
       *[no] un resultado distinto: { $parting }.
    }

# La línea cuando los ajustes del lector se ejecutaron en varios servicios
# de bloqueo: $systems los servicios con sus versiones (una lista), $stores
# con qué se ejecutó cada uno (una lista); $agrees si cada ejecución real
# terminó como la del modelo; si no, $parted nombra la otra y $parting dónde.
event-replay-line-each = También ejecutado en { $systems }, cada uno con { $stores }: { $agrees ->
        [yes] el mismo resultado en todos.
       *[no] un resultado distinto en { $parted }: { $parting }.
    }

# El nombre de una grabación entre las de un experimento: su ajuste
# $setting, como «Tokens de fencing activados», y el $system que hizo de
# servicio de bloqueo.
event-replay-name = { $system }: { $setting }

# Un ajuste de la grabación: la etiqueta $label de un deslizador y su valor $value.
event-replay-setting = { $label } { $value }

# $ms es cuántos milisegundos reales duró un segundo simulado.
event-replay-heading = Grabado en { $systems }; un segundo simulado duró { $ms } ms reales.

## Dónde se separan una ejecución grabada y el modelo.

event-agree-same = el mismo resultado
# $model y $real son los nombres de los dos veredictos.
event-agree-verdicts = los mismos eventos clave, pero el modelo dice { $model } y la ejecución real { $real }
# $index es el número del evento clave; $model y $real lo que tiene cada ejecución ahí.
event-agree-part = se separan en el evento clave { $index }: el modelo tiene { $model }, la ejecución real { $real }
event-key-nothing = nada más
# $rank es el lugar del token entre los tokens de la ejecución, desde 1.
event-key-granted = { $story ->
    [election] { $client } obtiene el liderazgo con el { $rank }.º mandato de la ejecución
   *[lock] { $client } obtiene el bloqueo con el { $rank }.º token de la ejecución
}
# $accepted si la escritura se aceptó.
event-key-wrote = { $client } escribe { $value } en { $resource }, { $accepted ->
        [yes] aceptada
       *[no] rechazada
    }
event-key-effect = { $client } actúa fuera de todo recurso
event-key-final = { $resource } termina en { $value }
