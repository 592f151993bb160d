## La ejecución contada para quien no ve el gráfico: el resumen arriba del
## simulador, el gráfico como lista de pasos y la frase que responde a un
## cambio de ajustes. $story y $tokens como en events.ftl.

# Dónde está $client en un momento. $belief es `holds` (lo respalda un
# lease vigente, con el token $token), `believes` (cree tener el bloqueo,
# pero su lease ya terminó) o `free`; $paused es `yes` mientras está
# detenido.
describe-client = { $belief ->
    [holds] { $story ->
        [election] { $client } tiene el liderazgo{ $tokens ->
            [yes] {" "}en el mandato { $token }
           *[no] {""}
        }
       *[lock] { $client } tiene el bloqueo{ $tokens ->
            [yes] {" "}con el token { $token }
           *[no] {""}
        }
    }{ $paused ->
        [yes] {" "}y está en pausa
       *[no] {""}
    }
    [believes] { $story ->
        [election] { $client } { $paused ->
            [yes] está en pausa y cree tener el liderazgo, aunque su tiempo de espera de elección ya terminó
           *[no] cree tener el liderazgo, pero su tiempo de espera de elección ya terminó
        }
       *[lock] { $client } { $paused ->
            [yes] está en pausa y cree tener el bloqueo, aunque su lease ya terminó
           *[no] cree tener el bloqueo, pero su lease ya terminó
        }
    }
   *[free] { $story ->
        [election] { $client } no tiene el liderazgo
       *[lock] { $client } no tiene el bloqueo
    }{ $paused ->
        [yes] {" "}y está en pausa
       *[no] {""}
    }
}
describe-separator = {"; "}
# Lo que $resource contiene en ese momento.
describe-resource = { $resource } contiene { $holds }
# $clients son los describe-client unidos por describe-separator,
# $resources los describe-resource enumerados.
describe-state = { $clients }. { $resources }.

# Un paso del gráfico como texto: evento $number de $count, a los $time,
# contado por $actor como $text, y luego el estado que deja.
describe-step = Evento { $number } de { $count }, { $time }, { $actor }: { $text } Después: { $state }

# Dónde está la reproducción. $place es `start`, `end` o `event` (tras el
# evento $number de $count, a los $time).
describe-position = { $place ->
    [start] Al principio, antes del primer evento
    [end] Al final de la ejecución, { $time }
   *[event] A los { $time }, tras el evento { $number } de { $count }
}

# $glance es el veredicto y lo que contiene cada recurso frente a lo que
# debería.
describe-ending = Así termina la ejecución: { $glance }
describe-ending-hidden = Cómo termina la ejecución queda oculto hasta que lo predigas.
# El resumen: $story es el resumen del propio experimento, luego
# $position, $state y $ending como arriba.
describe-summary = { $story } { $position }: { $state } { $ending }

# La respuesta a un cambio de ajustes. $change es `now` si cambió la
# seguridad de la ejecución, `still` si no; $safe es `yes` o `no`; $glance
# como en describe-ending.
describe-response = { $change ->
    [now] { $safe ->
        [yes] Ahora es segura.
       *[no] Ahora no es segura.
    }
   *[still] { $safe ->
        [yes] Sigue siendo segura.
       *[no] Sigue sin ser segura.
    }
} { $glance }
