## La vida del lease: el pequeño diagrama de estados junto al gráfico, su
## título y su descripción, y la línea de cada tramo de la ejecución. Cada
## mensaje tiene las dos historias: "lock" (el lease tal como lo ve el
## servicio de bloqueo) y "election" (el liderazgo tal como lo ven los
## demás nodos).

life-state-free = { $story ->
    [election] sin líder
   *[lock] libre
}
life-state-held = { $story ->
    [election] lidera
   *[lock] tomado
}
life-state-renewed = { $story ->
    [election] latido
   *[lock] renovado
}
life-state-expired = { $story ->
    [election] agotado
   *[lock] expirado
}

life-edge-acquire = { $story ->
    [election] elegido
   *[lock] adquirir
}
life-edge-release = { $story ->
    [election] dimite
   *[lock] liberar
}
life-edge-renew = { $story ->
    [election] latido
   *[lock] renovar
}
life-edge-runs-out = { $story ->
    [election] se agota
   *[lock] se agota
}
life-edge-no-word = { $story ->
    [election] sin líder: sin aviso al anterior
   *[lock] libre otra vez: sin aviso al titular
}

life-title = { $story ->
    [election] La vida del liderazgo
   *[lock] La vida del lease
}
# El nombre accesible del diagrama: $nodes es cuántos nodos tiene el
# servicio de bloqueo.
life-caption = { $story ->
    [election] La vida del liderazgo tal como la ven los demás nodos: sin líder, un líder, un latido recibido y agotado cuando los demás dejan de esperar, algo que nadie le dice al antiguo líder.
   *[lock] { $nodes ->
        [1] La vida del lease tal como la ve el servicio de bloqueo: libre, tomado, renovado, expirado y libre otra vez sin aviso al titular.
       *[other] La vida del lease en los { $nodes } nodos del servicio de bloqueo: tomado mientras una mayoría de ellos tiene el lease de un cliente, renovado, expirado y libre otra vez sin aviso al titular. Lo que tiene cada nodo está en el gráfico.
    }
}

## La línea de cada tramo de la ejecución. $client es el nombre del
## titular, $token su token, $until cuándo se agota su lease, $nodes
## cuántos nodos tiene el servicio de bloqueo (más de 1: tomado en una
## mayoría de ellos).

life-line-free = { $story ->
    [election] Sin líder: nadie tiene el liderazgo.
   *[lock] Libre: nadie tiene el bloqueo.
}
life-line-held = { $story ->
    [election] { $client } lidera en el mandato { $token }; los demás lo esperan hasta los { $until }.
   *[lock] { $nodes ->
        [1] Tomado por { $client } con el token { $token }, hasta los { $until }.
       *[other] Tomado por { $client } con el token { $token } en una mayoría de nodos, hasta los { $until }.
    }
}
life-line-held-untokened = { $story ->
    [election] { $client } lidera; los demás lo esperan hasta los { $until }.
   *[lock] { $nodes ->
        [1] Tomado por { $client }, hasta los { $until }.
       *[other] Tomado por { $client } en una mayoría de nodos, hasta los { $until }.
    }
}
life-line-renewed = { $story ->
    [election] { $client } lidera en el mandato { $token }; su latido hace que los demás esperen hasta los { $until }.
   *[lock] { $nodes ->
        [1] Renovado por { $client } con el token { $token }, ahora hasta los { $until }.
       *[other] Renovado por { $client } con el token { $token } en una mayoría de nodos, ahora hasta los { $until }.
    }
}
life-line-renewed-untokened = { $story ->
    [election] { $client } lidera; su latido hace que los demás esperen hasta los { $until }.
   *[lock] { $nodes ->
        [1] Renovado por { $client }, ahora hasta los { $until }.
       *[other] Renovado por { $client } en una mayoría de nodos, ahora hasta los { $until }.
    }
}
# Una de las líneas de arriba ($line), con los $count antiguos titulares
# ($others, enumerados) que aún creen tener el bloqueo.
life-line-unaware = { $story ->
    [election] { $line } { $count ->
        [one] { $others } aún cree que lidera.
       *[other] { $others } aún creen que lideran.
    }
   *[lock] { $line } { $count ->
        [one] { $others } aún cree que tiene el bloqueo.
       *[other] { $others } aún creen que tienen el bloqueo.
    }
}
# El lease de $client se agotó a los $at, y aún cree tener el bloqueo.
life-line-expired = { $story ->
    [election] Agotado: los demás dejaron de esperar a { $client } a los { $at } y nadie se lo dijo: { $client } aún cree que lidera.
   *[lock] Expirado: el lease de { $client } se agotó a los { $at } sin aviso a { $client }, que aún cree que tiene el bloqueo.
}
# Como life-line-expired, cuando $client nunca tuvo un lease propio.
life-line-expired-unended = { $story ->
    [election] Agotado: { $client } aún cree que lidera.
   *[lock] Expirado: { $client } aún cree que tiene el bloqueo, sin un lease vigente detrás.
}
