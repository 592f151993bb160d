## Lo que la página dice de un enlace que ha abierto.

link-quote = «{ $text }»
link-quote-cut = { $text }…
link-value-ms = { $value } ms

link-not-a-setting = { $name } no es un ajuste de este experimento, así que se ha omitido.
link-no-value = { $state ->
    [on] { $label } no tiene valor en este enlace, así que sigue activado.
    [off] { $label } no tiene valor en este enlace, así que sigue desactivado.
   *[range] { $label } no tiene valor en este enlace, así que sigue en { $shown }.
}
link-not-on-off = { $state ->
    [on] { $label }: { $value } no es «on» ni «off», así que sigue activado.
   *[off] { $label }: { $value } no es «on» ni «off», así que sigue desactivado.
}
link-not-a-number = { $label }: { $value } no es un número, así que sigue en { $shown }.
link-too-large = { $label }: { $value } es más que el máximo, { $largest }, así que se ajusta a { $set }.
link-too-small = { $label }: { $value } es menos que el mínimo, { $smallest }, así que se ajusta a { $set }.
link-not-whole = { $unit ->
    [ms] { $label }: { $value } no es un número entero de milisegundos, así que se ajusta a { $set }.
   *[count] { $label }: { $value } no es un número entero, así que se ajusta a { $set }.
}
link-step-and-time = Este enlace da tanto un paso como un momento para la reproducción; cuenta el paso.
link-step-not-whole = El paso de reproducción { $step } no es un número entero, así que la reproducción muestra toda la ejecución.
link-step-before = El paso de reproducción { $step } está antes del primer evento, así que la reproducción empieza desde el principio.
link-step-after = { $events ->
    [one] Esta ejecución tiene { $events } evento, así que la reproducción se queda en el último, no en { $step }.
   *[other] Esta ejecución tiene { $events } eventos, así que la reproducción se queda en el último, no en { $step }.
}
link-time-not-number = El momento de reproducción { $time } no es un número de milisegundos, así que la reproducción muestra toda la ejecución.
link-time-before = El momento de reproducción { $time } está antes de que empiece la ejecución, así que la reproducción empieza en { $start }.
link-time-after = El momento de reproducción { $time } está después de que termine la ejecución en { $end }, así que la reproducción se queda al final.
link-repeated = { $name } aparece más de una vez en este enlace; cuenta la última.

link-no-experiment = Este enlace pide un experimento llamado { $name }, que no está aquí, así que se ha abierto la historia principal.
link-broken-experiment = No se pudo cargar el experimento { $name } ({ $problem }), así que se ha abierto la historia principal.
link-settings-refused = Los ajustes de este enlace no se pueden usar juntos, así que el experimento se ha abierto con sus valores por defecto.
link-predict = Este enlace pide predict={ $value }, que no es «on» ni «off», así que «Predecir primero» sigue como lo guarda este navegador.
link-view = Este enlace pide view={ $value }, una vista que esta página no tiene, así que muestra la habitual.
link-compare = Este enlace pide comparar por { $name }, que no es un interruptor de este experimento, así que la comparación cambia su primer interruptor.

link-unknown-panels = { $count ->
    [one] El panel { $unknown } no existe, así que se ha omitido. Los paneles son: { $panels }.
   *[other] Los paneles { $unknown } no existen, así que se han omitido. Los paneles son: { $panels }.
}
link-embed-only = «locked» y «panels» son para un simulador incrustado en otra página (con «embed» en su enlace), así que esta página lo muestra todo y sus ajustes se pueden cambiar.

link-list-separator = {", "}
link-changes = Este enlace ha cambiado los ajustes: { $changes }. El texto de arriba describe los valores por defecto.
link-change-toggle = { $label } { $state ->
    [on] activado
   *[off] desactivado
} (por defecto: { $default ->
    [on] activado
   *[off] desactivado
})
link-change-range = { $label } { $shown } (por defecto: { $default })
