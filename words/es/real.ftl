## Las ejecuciones grabadas en servicios reales: la línea bajo el
## veredicto, el título sobre una ejecución real y las listas que nombran.

# Un sistema real y su versión: "etcd 3.4.23".
real-system = { $name } { $version }
# Una lista: $list son los elementos hasta ahora, $next uno más en medio.
real-list-next = { $list }, { $next }
# Una lista: $list son los elementos hasta ahora, $last el último.
real-list-last = { $list } y { $last }
# Un deslizador de tiempo: $knob es su nombre, $time su valor.
real-setting-time = { $knob } { $time }
# La línea bajo el veredicto: $systems es la lista de sistemas reales.
real-line-same = También ejecutado en { $systems }: mismo resultado.
# Como real-line-same, para una grabación con otros ajustes ($settings,
# una lista) que los tuyos.
real-line-same-with = También ejecutado en { $systems } con { $settings }: mismo resultado.
# Como real-line-same, cuando la ejecución real se separa del modelo: $parting dice dónde.
real-line-different = También ejecutado en { $systems }: un resultado distinto: { $parting }.
real-line-different-with = También ejecutado en { $systems } con { $settings }: un resultado distinto: { $parting }.
# El título sobre una ejecución real: $systems como arriba, $ms cuántos
# milisegundos reales duró un segundo simulado.
real-heading = Grabado en { $systems }; un segundo simulado duró { $ms } ms reales.

## Dónde se separan una ejecución real y la del modelo ($parting arriba y
## en `fencelab real`).

real-agree-same = mismo resultado
# Los mismos eventos clave, pero otros veredictos: $model y $real son los
# identificadores de los veredictos (safe, refused, duplicate, half_done,
# escaped, lost).
real-agree-verdicts = los mismos eventos clave, pero el modelo dice { $model } y la ejecución real { $real }
# Las ejecuciones se separan en el evento clave número $key: $model y
# $real son lo que tiene cada una allí (uno de los mensajes real-key).
real-agree-part = se separan en el evento clave { $key }: el modelo tiene { $model }, la ejecución real { $real }
real-key-nothing = nada más
# $client obtiene el bloqueo con el $rank-ésimo token más bajo de la ejecución (1 para el más bajo).
real-key-granted = { $client } obtiene el bloqueo con el { $rank }.º token de la ejecución
# $client escribe $value en $resource; $verdict es accepted o refused.
real-key-wrote = { $client } escribe { $value } en { $resource } { $verdict ->
    [accepted] y se acepta
   *[refused] y se rechaza
}
real-key-effect = { $client } actúa fuera de todo recurso
real-key-final = { $resource } termina en { $value }
