## Los problemas de un archivo de escenario, para quien lo escribe: qué
## está mal, qué es el campo y qué lleva. Cada mensaje se muestra en la
## línea y la columna del problema, que no forman parte de él. $field es el
## nombre del campo tal como lo escribe el archivo, como at_ms o
## lock_nodes[1]. Los nombres, ids, pointers y valores del archivo llegan
## tal como están escritos, con sus comillas.

## Listas de nombres: $last es el último, $rest todos los demás, unidos con
## problem-list-separator, $count cuántos son.

problem-list-and = { $count ->
    [one] { $last }
   *[other] { $rest } y { $last }
}
problem-list-or = { $count ->
    [one] { $last }
   *[other] { $rest } o { $last }
}
problem-list-separator = {", "}

## Lo que lleva un campo, insertado como $takes después de «es».

problem-takes-ms = un tiempo en milisegundos, un número entero como 1000
problem-takes-shift-ms = un tiempo en milisegundos, un número entero, negativo para atrasar el reloj, como -2000
problem-takes-bool = true o false
problem-takes-text = un texto entre comillas dobles
problem-takes-name = un nombre corto entre comillas dobles, como "A"
problem-takes-resource = el nombre de un recurso entre comillas dobles, como "Storage"
problem-takes-client = el nombre de un cliente entre comillas dobles, como "A"
problem-takes-endpoint = el nombre de un recurso o "lock_service", entre comillas dobles
problem-takes-knob = el id de un control entre comillas dobles, como "pause_ms"
problem-takes-knob-id = un id corto entre comillas dobles, de minúsculas, dígitos y guiones bajos, como "pause_ms"
problem-takes-challenge-id = un id corto entre comillas dobles, de minúsculas, dígitos y guiones, como "longest-safe-pause"
problem-takes-phrase = una frase entre comillas dobles que sigue al nombre del cliente, como "emails the customer"
problem-takes-count = un número entero, 0 o más, como 3
problem-takes-amount = un número entero, como 5 o -5
problem-takes-nodes = un número entero de nodos entre 1 y 99, como 3
problem-takes-node = el número de un nodo del bloqueo, contando desde 1, como 2
problem-takes-node-list = una lista de números de nodos entre corchetes, como [1, 2]
problem-takes-percent = un porcentaje, un número entero de -90 a 1000, como -20
# $choices es una lista de los nombres que admite el campo, unidos con problem-list-or.
problem-takes-choice = uno de { $choices }
problem-takes-initial = un número entero como 10, o una lista de textos entre comillas dobles como ["a", "b"]
problem-takes-goal-knob = true o false para un interruptor, un número entero para un deslizador
problem-takes-op = un objeto con uno de set, add, increment, append o push, como {"{"} "add": 1 {"}"}
problem-takes-item = un texto entre comillas dobles, como "A was here"
problem-takes-pointers = una lista de JSON Pointers entre comillas dobles, como ["/clients/0/plan/2/for_ms"]
problem-takes-pointer = un JSON Pointer entre comillas dobles, como "/clients/0/plan/2/for_ms"
problem-takes-moves = una lista de ids de controles entre comillas dobles, como ["fencing"]
problem-takes-verdicts = una lista de veredictos entre comillas dobles, como ["safe", "refused"]
problem-takes-bounds = un objeto con at_least, at_most o ambos, como {"{"} "at_most": 0 {"}"}
problem-takes-steps = una lista de pasos entre corchetes, cada uno un objeto como {"{"} "at_ms": 0, "do": "acquire" {"}"}
problem-takes-list = una lista entre corchetes, [ … ]
problem-takes-object = un objeto entre llaves, {"{"} … {"}"}
problem-takes-value = un valor de otro tipo

## La forma del archivo: un valor del tipo equivocado, un campo que falta
## o que no existe, un nombre que no es ninguna de las opciones.

# $found: "list", "object" o "value"; $value el valor tal como está escrito.
problem-wrong-value = { $found ->
    [list] `{ $field }` es { $takes }, no una lista.
    [object] `{ $field }` es { $takes }, no un objeto.
   *[value] `{ $field }` es { $takes }, no { $value }.
}
problem-missing-field = Aquí falta `{ $field }`: es { $takes }.
# $fields es una lista de los campos que hay aquí, unidos con problem-list-and.
problem-unknown-field = Aquí no hay ningún campo `{ $field }`; los campos de aquí son { $fields }.
problem-unknown-field-near = Aquí no hay ningún campo `{ $field }`: ¿querías decir `{ $near }`?
problem-unknown-field-none = Aquí no hay ningún campo `{ $field }`: aquí no van campos.
# $choices como en problem-takes-choice; $value el nombre tal como está escrito.
problem-unknown-choice = `{ $field }` es uno de { $choices }, no "{ $value }".
problem-unknown-choice-near = `{ $field }` no puede ser "{ $value }": ¿querías decir "{ $near }"? Es uno de { $choices }.
# La op de una escritura, nombrada por su clave, como en {"{"} "add": 1 {"}"}.
problem-unknown-op = `{ $field }` dice qué escribir con una de las claves { $choices }, no con `{ $value }`; por ejemplo {"{"} "add": 1 {"}"}.
problem-duplicate-field = `{ $field }` aparece dos veces en este objeto, y solo contaría el último: borra uno.
# $detail son las palabras del lector de JSON, en inglés.
problem-other-shape = Esto no encaja aquí en el formato de escenario: { $detail }

## Texto que no es JSON.

problem-empty = El texto está vacío: un escenario es un objeto JSON entre llaves, {"{"} … {"}"}.
# $found: "list" o "value"; $value el comienzo del texto tal como está escrito.
problem-not-an-object = { $found ->
    [list] Un escenario es un objeto JSON entre llaves, {"{"} … {"}"}, pero este texto es una lista entre corchetes.
   *[value] Un escenario es un objeto JSON entre llaves, {"{"} … {"}"}, pero este texto es { $value }.
}
# $opened: "object", "list" o "text": lo que se abre donde está el problema.
problem-unclosed = { $opened ->
    [object] El objeto que se abre aquí no se cierra nunca: falta una {"}"}.
    [list] La lista que se abre aquí no se cierra nunca: falta un ].
   *[text] El texto entre comillas que se abre aquí no se cierra nunca: falta una ".
}
problem-expected-colon = Aquí va un :, entre el nombre del campo y su valor.
# $opened: "object" o "list".
problem-missing-comma = { $opened ->
    [list] Aquí falta una coma antes del siguiente elemento, o un ] para cerrar la lista.
   *[object] Aquí falta una coma antes del siguiente campo, o una {"}"} para cerrar el objeto.
}
problem-expected-value = Aquí va un valor: un número, un texto entre comillas dobles, true, false, null, una lista [ … ] o un objeto {"{"} … {"}"}. Las palabras necesitan comillas dobles.
problem-key-not-quoted = El nombre de un campo va entre comillas dobles, como "at_ms".
problem-trailing-comma = Esta coma va después del último elemento, donde JSON no admite ninguna: bórrala.
problem-bad-escape = Tras una barra invertida en un texto solo pueden ir ", \, /, b, f, n, r, t o u con cuatro dígitos hexadecimales: escribe \\ para la barra invertida misma.
problem-bad-number = Este número no se puede leer: escribe un número entero como 1000, o un decimal con punto como 0.5.
problem-break-in-text = El texto entre comillas que se abre aquí sigue más allá del final de su línea: ciérralo con una " en la misma línea, o escribe \n para un salto de línea.
problem-too-deep = Aquí hay listas y objetos anidados a demasiada profundidad.
problem-trailing-text = El escenario termina en su llave de cierre, pero aquí sigue más texto: bórralo.
# $detail son las palabras del lector de JSON, en inglés.
problem-not-json = Esto no es JSON: { $detail }

## Valores que el formato admite pero con los que una ejecución no puede.

problem-blank = `{ $field }` está vacío: escribe algo en él.
# $name tal como está escrito.
problem-spaces = { $name } empieza o termina con espacios que nadie podría ver: quítalos.
# $ms el tiempo tal como está escrito, $most el tiempo más largo admitido.
problem-too-long = `{ $field }` es { $ms } ms, más que los { $most } ms (unos 31 años) que puede durar cualquier tiempo.
problem-lease-zero = `lease_ms` es un tiempo en milisegundos mayor que 0: una lease de ningún tiempo nunca se tiene.
problem-resend-zero = `resend_ms` es un tiempo en milisegundos mayor que 0: cuánto espera un cliente antes de volver a enviar una petición perdida.
problem-every-zero = `every_ms` es un tiempo en milisegundos mayor que 0: cuánto espera un cliente entre dos intentos.
# $most el token más grande.
problem-first-token-too-large = `first_token` es como mucho { $most }, para que la cuenta nunca se agote.
problem-reset-to-too-large = `reset_to` es menor que { $most }, para que la cuenta nunca se agote.
problem-election-tokens = Una elección necesita `tokens` en true: cada mandato tiene un número.
problem-election-nodes = Una elección tiene un solo nodo, así que `nodes` debe ser 1: sus votos son las peticiones de voto de los planes.
problem-nodes-range = `nodes` es un número entero de nodos entre 1 y { $most }, no { $nodes }.
# $node el nodo pedido, $nodes cuántos tiene el servicio de bloqueo.
problem-no-node = No hay ningún nodo { $node }: los nodos del servicio de bloqueo van de 1 a { $nodes }.
problem-drift-range = `drift_percent` es un porcentaje de { $low } a { $high }, no { $value }: un reloj debe avanzar, y diez veces más rápido es lo máximo.
problem-jumps-order = Este salto va antes que el de arriba: pon los saltos de un reloj en orden de tiempo.
# $name el nombre tal como está escrito, $known los nombres que hay, unidos con problem-list-and.
problem-no-client = No hay ningún cliente llamado { $name }; los clientes son { $known }.
problem-no-resource = No hay ningún recurso llamado { $name }; los recursos son { $known }.
problem-link-twice = Este enlace ya está más arriba: da cada enlace una sola vez.
# $from el momento en que el enlace se corta.
problem-until-before-from = `until_ms` es posterior a `from_ms`, { $from } ms: un enlace vuelve después de cortarse.
problem-answers-lock-service = `loses` solo puede ser "answers" en un enlace hacia un recurso; una respuesta que se pierde al volver del servicio de bloqueo no está modelada.
problem-too-many-items = Aquí hay demasiados elementos de lista distintos: 65535 como mucho.
problem-too-many-resources = Hay demasiados recursos: 65535 como mucho.
problem-too-many-clients = Hay demasiados clientes: 65535 como mucho.
problem-no-resources = `resources` está vacío: los clientes necesitan al menos un recurso en el que escribir.
problem-no-clients = `clients` está vacío: dale al escenario al menos un cliente.
problem-plan-empty = `plan` está vacío: dale al cliente al menos un paso.
# $what: "resource", "client", "knob" o "challenge"; $name tal como está escrito.
problem-name-taken = { $what ->
    [resource] Otro recurso ya se llama { $name }: dale a cada uno un nombre propio.
    [client] Otro cliente ya se llama { $name }: dale a cada uno un nombre propio.
    [knob] Otro control ya tiene el id { $name }: dale a cada uno un id propio.
   *[challenge] Otro reto ya tiene el id { $name }: dale a cada uno un id propio.
}
# $field: "fencing" o "proxy".
problem-fencing-without-tokens = `{ $field }` no puede ser true aquí: el servicio de bloqueo no reparte tokens (su `tokens` es false), así que nada podría comprobarlos.
problem-at-and-after = Este paso tiene `at_ms` y `after_ms`: un paso empieza en un momento, o un rato después del paso anterior, no ambas cosas.
# $action el "do" del paso, como "write".
problem-before-acquire = Este paso { $action } va antes de cualquier acquire en este plan: el cliente aún no tiene ninguna lease.
# $most el máximo de intentos.
problem-too-many-attempts = Este reintento lo intentaría más de { $most } veces: reinténtalo con menos frecuencia, o ríndete antes.
# $resource el nombre del recurso tal como está escrito.
problem-op-on-number = { $resource } guarda un número: escribe en él con set, add o increment, no con append ni push.
problem-op-on-list = { $resource } guarda una lista: escribe en él con append o push, no con set, add ni increment.
problem-op-unread = Esta escritura parte del último valor leído, pero el plan no lee { $resource } antes: añade un paso read antes de ella.
problem-uses-unread = `uses` actúa sobre la copia que el cliente tiene de { $resource }, pero el plan no lo lee antes: añade un paso read antes.

## Controles.

# $id el id tal como está escrito.
problem-knob-id = { $id } no puede ser el id de un control: usa minúsculas, dígitos y guiones bajos, como "pause_ms".
problem-knob-id-reserved = { $id } es un nombre que los enlaces de la página reservan para sí: elige otro id.
problem-min-above-max = `min`, { $min }, es mayor que `max`, { $max }: un deslizador sube desde su valor más pequeño hasta el más grande.
problem-step-zero = `step` es un número entero mayor que 0: cuánto avanza el deslizador en cada movimiento.
problem-default-outside = `default`, { $default }, está fuera del rango del deslizador, de { $min } a { $max }.
problem-sets-empty = `sets` está vacío: nombra al menos un valor del archivo para que el control lo ajuste, como "/clients/0/plan/2/for_ms".
# $pointer el pointer tal como está escrito.
problem-pointer-twice = { $pointer } aparece dos veces en este control.
problem-pointer-taken = { $pointer } ya lo ajusta otro control: un valor solo puede seguir a un control.
problem-opposite-needs-switch = Solo un interruptor puede ajustar lo contrario de su valor: `sets_opposite` necesita "kind": "toggle".
# $id el id del control, $min y $max su rango, $floor y $ceiling lo que admite el valor.
problem-knob-below = El control { $id } baja hasta { $min }, pero este valor debe ser al menos { $floor }.
problem-knob-above = El control { $id } sube hasta { $max }, pero este valor debe ser como mucho { $ceiling }.
problem-knob-needs-toggle = Este valor es true o false, así que el control { $id } debe ser un interruptor, "kind": "toggle".
problem-knob-needs-range = Este valor es un número, así que el control { $id } debe ser un deslizador, "kind": "range".
# $file el valor que el archivo tiene ahí, $default el valor inicial del control.
problem-knob-default-differs = El archivo dice { $file } aquí, pero el control { $id } empieza en { $default }: haz que coincidan.
problem-knob-too-many-attempts = Al final de su rango, el control { $id } haría que el cliente lo intentara más de { $most } veces.
problem-pointer-no-slash = { $pointer } no es un JSON Pointer: un pointer empieza por /, como "/clients/0/plan/2/for_ms".
# $what: "fault", "clock", "jump", "partition", "link", "client", "resource"
# o "step"; $index el número que da el pointer, contando desde 0.
problem-pointer-no-item = No hay nada en { $pointer }: { $what ->
    [fault] el archivo no tiene ningún fallo { $index }
    [clock] el archivo no tiene ningún reloj de nodo { $index }
    [jump] ese reloj no tiene ningún salto { $index }
    [partition] el archivo no tiene ningún corte { $index }
    [link] el archivo no tiene ningún enlace { $index }
    [client] el archivo no tiene ningún cliente { $index }
    [resource] el archivo no tiene ningún recurso { $index }
   *[step] ese plan no tiene ningún paso { $index }
} (los pointers cuentan desde 0).
problem-pointer-not-settable = Un control no puede ajustar { $pointer }. Puede ajustar seed; del servicio de bloqueo, lease_ms, lock_delay_ms, check_waiter_lease, release_checks_holder o first_token; de un fallo, at_ms, durable_counter o reset_to; del salto de un reloj, at_ms o by_ms; de la red, delay_ms o resend_ms, de un enlace, delay_ms, de un corte, until_ms; de un recurso, fencing, proxy, compare_and_set, fenced_reads, idempotency_keys o initial; de un cliente, clock/drift_percent; o de un paso, skip, at_ms, after_ms, for_ms, margin_ms, retry/every_ms, retry/until_ms, op/set u op/add.
problem-pointer-jump-at = Un control puede mover el salto de un reloj, como pide { $pointer }, solo cuando es el único salto de ese reloj.
problem-pointer-list-initial = Un control solo puede ajustar el `initial` de un recurso cuando es un número, y { $pointer } es una lista.
# $step el número del paso contando desde 0, $client el nombre del cliente;
# $field: "at_ms", "after_ms" u otro campo de un paso.
problem-pointer-step-lacks = { $field ->
    [at_ms] El paso { $step } del cliente { $client } no tiene `at_ms`: empieza un rato después del paso anterior, así que un control puede ajustar su `after_ms` en su lugar (en el pointer, …/after_ms), o dale al paso un `at_ms`.
    [after_ms] El paso { $step } del cliente { $client } no tiene `after_ms`: empieza en su `at_ms`, así que un control puede ajustar ese en su lugar (en el pointer, …/at_ms).
   *[other] El paso { $step } del cliente { $client } no tiene `{ $field }`, así que ningún control puede ajustarlo: un control ajusta un valor que el paso tiene.
}

## Retos.

problem-challenge-id = { $id } no puede ser el id de un reto: usa minúsculas, dígitos y guiones, como "longest-safe-pause".
# $known los ids de los controles, unidos con problem-list-and.
problem-no-knob = Ningún control tiene el id { $id }; los controles son { $known }.
problem-no-knobs = Ningún control tiene el id { $id }: este escenario no tiene controles.
problem-moves-empty = `moves` está vacío: nombra al menos un control que se pueda cambiar, como ["fencing"].
problem-move-twice = { $id } aparece dos veces en `moves`.
problem-verdicts-empty = `verdict` está vacío: nombra al menos un veredicto con el que pueda terminar la ejecución, como ["safe"].
problem-safe-contradicts = `safe` contradice los veredictos de la lista: ninguna ejecución podría cumplir ambos.
# $default el valor inicial del control tal como lo muestra la página.
problem-goal-knob-fixed = El control { $id } no está en los `moves` de este reto, así que se queda en su valor inicial, { $default }.
problem-value-goal-empty = Esto está vacío: da `final`, `as_expected` o ambos.
problem-longest-and-shortest = Da `longest` o `shortest`, no ambos.
# $field: "longest" o "shortest".
problem-extreme-switch = El control { $id } es un interruptor, y `{ $field }` necesita un deslizador.
problem-extreme-fixed = El control { $id } no está en los `moves` de este reto, así que no se puede cambiar.
problem-extreme-steps = El control { $id } tiene { $steps } posiciones; `{ $field }` necesita un deslizador de como mucho { $most }, para que juzgar una ejecución siga siendo rápido.
problem-goal-empty = `goal` está vacío: da al menos una parte, como "verdict" o "safe".
problem-bounds-empty = Esto está vacío: da `at_least`, `at_most` o ambos.
problem-bounds-crossed = `at_least`, { $low }, es mayor que `at_most`, { $high }: ninguna cuenta es ambas cosas.
problem-goal-knob-switch = El control { $id } es un interruptor: da true o false.
problem-goal-knob-slider = El control { $id } es un deslizador: da un número entero.
problem-goal-knob-outside = { $value } está fuera del rango del control { $id }, de { $min } a { $max }.
problem-goal-knob-off-step = { $value } no está en las posiciones del control { $id }: { $min } y luego cada { $step }.
# $item tal como está escrito, $resource el nombre del recurso.
problem-goal-item-unwritten = Ninguna ejecución puede poner { $item } en { $resource }: nada en el archivo lo escribe.
problem-goal-wants-list = { $resource } guarda un número, no una lista.
problem-goal-wants-number = { $resource } guarda una lista de textos, no un número.
# Un reto que ningún ajuste de los que permite resuelve. $id el id del
# reto; $verdicts los veredictos a los que llegan sus ejecuciones, tal como
# el archivo escribe un veredicto, unidos con problem-list-or; $default lo
# que se le dice a la ejecución con los valores iniciales (una frase
# challenge-miss-*).
problem-unsolvable = Ningún ajuste de los que permite el reto { $id } cumple su objetivo. Con sus moves, cada ejecución termina { $verdicts }; con los valores iniciales: { $default }

## Traducciones.

problem-translates-no-try-this = Esto traduce un `try_this` que el archivo no tiene.
problem-translates-no-help = Esto traduce una `help` que el control { $id } no tiene.
# $what: "knob", "challenge", "effect" o "item"; $name tal como está
# escrito; $known lo que tiene el archivo, unido con problem-list-and.
problem-translates-unknown = { $what ->
    [knob] Esto traduce el control { $name }, que el archivo no tiene; tiene { $known }.
    [challenge] Esto traduce el reto { $name }, que el archivo no tiene; tiene { $known }.
    [effect] Esto traduce el efecto secundario { $name }, que el archivo no tiene; tiene { $known }.
   *[item] Esto traduce el elemento de lista { $name }, que el archivo no tiene; tiene { $known }.
}
problem-translates-none = { $what ->
    [knob] Esto traduce el control { $name }, pero el archivo no tiene controles.
    [challenge] Esto traduce el reto { $name }, pero el archivo no tiene retos.
    [effect] Esto traduce el efecto secundario { $name }, pero el archivo no tiene efectos secundarios.
   *[item] Esto traduce el elemento de lista { $name }, pero el archivo no tiene elementos de lista.
}

## Un problema con su lugar, tal como lo escribe la línea de órdenes tras
## el nombre del archivo. $line y $column cuentan desde 1; $path es el
## campo, como clients[0].plan[2].for_ms; $message la frase del problema.

problem-placed = línea { $line }, columna { $column }: { $message }
problem-placed-field = línea { $line }, columna { $column }, en { $path }: { $message }
problem-at-field = { $path }: { $message }
