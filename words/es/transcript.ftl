## La transcripción que imprime `fencelab run`, y la página Markdown que se
## guarda de una ejecución: sus títulos y sus líneas de resultado.

# El veredicto tal como lo destaca la línea de resultado de la
# transcripción; $verdict es el nombre del veredicto: safe, refused,
# duplicate, stuck, half_done, escaped o lost.
transcript-outcome = Resultado: { $verdict ->
    [refused] seguro: escritura obsoleta rechazada
    [duplicate] seguro: solo trabajo duplicado
    [stuck] NO SEGURO: atascado, el titular legítimo rechazado
    [half_done] NO SEGURO: cambio a medias
    [escaped] NO SEGURO: un efecto secundario se escapó
    [applied_twice] NO SEGURO: una escritura aplicada dos veces
    [lost] NO SEGURO: cambio perdido
   *[safe] seguro
}

# Un recurso al final: $holds es su valor final, $expected lo que debería
# guardar; $guard lo que comprueba sus escrituras: proxy (un proxy de
# fencing comprueba tokens), fencing (comprueba tokens), versions o none.
transcript-resource = { $resource } ({ $guard ->
    [proxy] un proxy de fencing comprueba { $story ->
        [election] mandatos
       *[lock] tokens de fencing
    }
    [fencing] comprueba { $story ->
        [election] mandatos
       *[lock] tokens de fencing
    }
    [versions] comprueba versiones
   *[none] no comprueba { $story ->
        [election] mandatos
       *[lock] tokens de fencing
    }
}): final { $holds }, esperado { $expected }

# $accepted y $refused cuentan las escrituras obsoletas.
transcript-stale = escrituras obsoletas aceptadas: { $accepted }, rechazadas: { $refused }
# $count actualizaciones que contaban y que ningún valor final de un recurso lleva.
transcript-lost = actualizaciones perdidas: { $count }
transcript-holder-refused = escrituras rechazadas a titulares legítimos: { $count }
transcript-half-done = cambios a medias: { $count }
transcript-applied-twice = escrituras aplicadas dos veces: { $count }
# $count efectos secundarios, $late de ellos sin lease vigente.
transcript-effects = efectos secundarios: { $count }, { $story ->
    [election] sin tiempo de espera de elección vigente
   *[lock] sin lease vigente
}: { $late }

## La página Markdown.

# $settings es la línea de ajustes, `id=valor ...`, escrita como código.
transcript-markdown-settings = Ajustes: `{ $settings }`
transcript-markdown-outcome = Resultado
transcript-markdown-transcript = Transcripción
transcript-markdown-link = Abre esta ejecución en fencelab:
