## El gráfico de leases: nombres de los carriles, etiquetas junto a barras
## y marcas, las líneas que cruzan todos los carriles, lo que dice cada
## flecha al pasar el ratón y la leyenda. Cada mensaje con $story tiene los
## dos vocabularios: "lock" (servicio de bloqueo, bloqueo, tokens, lease) y
## "election" (elección, liderazgo, mandatos, timeout de elección).

chart-role-token = { $story ->
    [election] mandato
   *[lock] token
}
chart-role-lease = { $story ->
    [election] timeout de elección
   *[lock] lease
}

# El carril del servicio de bloqueo, por su nombre sin más.
chart-lock-service = { $story ->
    [election] elección
   *[lock] servicio de bloqueo
}
# La fila de un nodo del bloqueo: $node es su número, desde 1.
chart-node = nodo { $node }
# Para quién tiene el bloqueo el servicio: $client es el nombre del
# titular, $token su token.
chart-hold = { $client }, { chart-role-token } { $token }
# La barra del lease de un cliente, con su token ($token).
chart-lease-token = { chart-role-token } { $token }
# La barra del lease cuando el servicio de bloqueo no da tokens.
chart-lease = { chart-role-lease }
# Junto a la marca donde el propio reloj de un cliente ($client) da por
# terminado su lease; la corta se usa donde la larga no cabe.
chart-believed = { $story ->
    [election] el reloj de { $client } dice que termina el timeout de elección
   *[lock] el reloj de { $client } dice que termina el lease
}
chart-believed-short = { $story ->
    [election] reloj de { $client }: fin del timeout
   *[lock] reloj de { $client }: fin del lease
}
# En una barra mientras un cliente está en pausa.
chart-paused = en pausa
# En una barra mientras un cliente cree tener el bloqueo sin lease.
chart-overreach = { $story ->
    [election] cree que aún lidera
   *[lock] cree que tiene el bloqueo
}
# En una barra mientras el enlace de red de un cliente está cortado.
chart-cut = enlace cortado
# Junto a la estrella de un efecto secundario.
chart-effect = efecto secundario
# Junto al reloj de un cliente que salta.
chart-clock-jump = el reloj salta
# Dos o más etiquetas de marcas muy juntas: $list son las etiquetas hasta
# ahora, $next la siguiente.
chart-labels = { $list }, { $next }
# El título de la cruz de un nodo: $client no alcanza el nodo número $node.
chart-unreached = { $client } no alcanza el nodo { $node }

## Las líneas que cruzan todos los carriles.

# Donde se agotó el lease de un cliente ($client).
chart-lease-end = { $story ->
    [election] los demás dejan de esperar a { $client }
   *[lock] termina el lease de { $client }
}
chart-service-restart-kept = { chart-lock-service }: reinicio, contador conservado
chart-service-restart-lost = { chart-lock-service }: reinicio, contador perdido
chart-service-failover = { chart-lock-service }: conmutación por error
# El reloj de un nodo salta: $node es su número, $by cuánto.
chart-node-clock-ahead = reloj del nodo { $node } +{ $by }
chart-node-clock-back = reloj del nodo { $node } -{ $by }

## El carril de un recurso.

# Lo que contiene un recurso ($value) y el token de la escritura que lo puso ahí ($token).
chart-holding = { $value }, { chart-role-token } { $token }
# Por qué se rechazó una escritura, junto a su marca: llegó con el token
# $token y el recurso (o el proxy delante de él) ya ha visto $highest.
chart-refused-proxy = el proxy rechaza: { chart-role-token } { $token } < { $highest }
chart-refused-token = rechazada: { chart-role-token } { $token } < { $highest }
# Una escritura compare-and-set rechazada: se leyó la versión $read y el
# recurso está en la versión $current.
chart-refused-version = rechazada: versión { $read }, ahora { $current }

## Lo que dice una flecha al pasar el ratón. $from envía a $to (el nombre
## de un cliente, del servicio de bloqueo o de un recurso).

# $request es lo que pide la petición: acquire, read, write, renew o release.
chart-request = { $from } → { $to }: { $request ->
    [acquire] { $story ->
        [election] petición de liderazgo
       *[lock] petición del bloqueo
    }
    [read] lectura
    [write] escritura
    [renew] { $story ->
        [election] latido
       *[lock] renovación
    }
   *[release] liberación
}
# Una petición perdida en un enlace cortado; $request como arriba.
chart-request-lost = { $from } → { $to }: { $request ->
    [acquire] { $story ->
        [election] petición de liderazgo
       *[lock] petición del bloqueo
    }
    [read] lectura
    [write] escritura
    [renew] { $story ->
        [election] latido
       *[lock] renovación
    }
   *[release] liberación
}, perdida: el enlace está cortado
# Una respuesta perdida a la vuelta de $from a $to, después de atender la
# petición.
chart-answer-lost = { $from } → { $to }: respuesta perdida, el enlace está cortado; la petición se atendió
# Una escritura de $value con el token $token; $verdict es accepted o refused.
chart-request-write = { $from } → { $to }: escritura de { $value } con { chart-role-token } { $token }, { $verdict ->
    [accepted] aceptada
   *[refused] rechazada
}
chart-request-write-untokened = { $from } → { $to }: escritura de { $value }, { $verdict ->
    [accepted] aceptada
   *[refused] rechazada
}
# En una elección: un candidato pide votos para el mandato $token.
chart-request-vote = { $from } → { $to }: petición de voto para el mandato { $token }
# En una elección: el candidato puede presentarse al mandato $token.
chart-answer-term = { $from } → { $to }: puede presentarse al mandato { $token }
# En una elección: voto concedido; quien vota tiene $value.
chart-answer-vote = { $from } → { $to }: voto concedido; tiene { $value }
# En una elección: latido recibido; los demás esperan hasta $until.
chart-answer-heartbeat = { $from } → { $to }: latido recibido; los demás esperan hasta los { $until }
# El bloqueo concedido con el token $token, su lease hasta $until.
chart-answer-granted = { $from } → { $to }: concedido con { chart-role-token } { $token }, { chart-role-lease } hasta los { $until }
chart-answer-granted-untokened = { $from } → { $to }: concedido, { chart-role-lease } hasta los { $until }
# El bloqueo rechazado: $holder lo tiene hasta $until.
chart-answer-refused = { $from } → { $to }: rechazado: { $holder } lo tiene hasta los { $until }
chart-answer-refused-nodes = { $from } → { $to }: rechazado: muy pocos nodos libres
chart-answer-gave-up = { $from } → { $to }: rechazado otra vez; se rinde
chart-answer-refused-again = { $from } → { $to }: rechazado otra vez
# La respuesta a una lectura: el valor es $value.
chart-answer-read = { $from } → { $to }: el valor es { $value }
chart-answer-write-accepted = { $from } → { $to }: escritura aceptada
# Una escritura rechazada; $token y $highest como en chart-refused-token.
chart-answer-write-refused-proxy = { $from } → { $to }: escritura rechazada por el proxy: { chart-role-token } { $token } < { $highest }
chart-answer-write-refused-token = { $from } → { $to }: escritura rechazada: { chart-role-token } { $token } < { $highest }
# $read y $current como en chart-refused-version.
chart-answer-write-refused-version = { $from } → { $to }: escritura rechazada: versión { $read }, ahora { $current }
# La respuesta a una renovación: renovado hasta $until.
chart-answer-renewed = { $from } → { $to }: renovado hasta los { $until }
# Una renovación rechazada: el lease terminó a los $ended.
chart-answer-renew-refused = { $from } → { $to }: renovación rechazada: el { chart-role-lease } terminó a los { $ended }
chart-answer-released = { $from } → { $to }: liberado

## La leyenda: una entrada por cada tipo de cosa que dibuja el gráfico.

chart-legend-lease = { $story ->
    [election] un líder, hasta que los demás dejan de esperar sus latidos
   *[lock] el lease de un cliente, tal como lo tiene el servicio de bloqueo
}
chart-legend-believed = el propio reloj del cliente dice que su { chart-role-lease } sigue vigente
chart-legend-pause = en pausa: congelado, y sin saberlo
chart-legend-overreach = { $story ->
    [election] aún cree que lidera después de que los demás dejaran de esperar
   *[lock] aún cree que tiene el bloqueo después de que terminara su lease
}
chart-legend-hold = { $story ->
    [election] quién tiene el liderazgo según la elección
   *[lock] quién tiene el bloqueo según el servicio de bloqueo
}
chart-legend-held = lo que contiene un recurso
chart-legend-lease-end = { $story ->
    [election] los demás dejan de esperar a un líder
   *[lock] un lease se agota
}
chart-legend-service = { $story ->
    [election] la propia elección se reinicia, conmuta por error o su reloj salta
   *[lock] el propio servicio de bloqueo se reinicia, conmuta por error o su reloj salta
}
chart-legend-message = una petición o una respuesta en la red
chart-legend-lost = una petición o su respuesta perdida en la red
chart-legend-cut = un enlace de red está cortado
chart-legend-write = escritura aceptada
chart-legend-stale-write = escritura obsoleta aceptada: sobrescribió trabajo más reciente
chart-legend-refused-write = escritura rechazada
chart-legend-wake = despierta de una pausa
chart-legend-refused = { $story ->
    [election] pide el liderazgo y se lo niegan
   *[lock] pide el bloqueo y se lo niegan
}
chart-legend-effect = un efecto secundario, como un correo, con un { chart-role-lease } vigente
chart-legend-unleased-effect = un efecto secundario sin { chart-role-lease }: nada podía detenerlo
chart-legend-clock-jump = un reloj salta
chart-legend-check = comprueba cuánto le queda a su { chart-role-lease }
chart-legend-fence-check = pregunta a un recurso por el token más alto que ha visto
chart-legend-unreached = un nodo que el cliente no alcanza

## Notas bajo el diagrama, para las etiquetas sin sitio junto a su marca.

# Una nota: $number cuenta desde 1, $party es el nombre del carril, $at
# el momento, $label las palabras de la etiqueta.
chart-note = { $number }. { $party }, { $at }: { $label }
# El número de la nota junto a su marca.
chart-note-mark = { $number }
