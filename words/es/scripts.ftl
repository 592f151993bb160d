## Las palabras que escriben los scripts de la página alrededor de las del núcleo.

page-cannot-start = El simulador no pudo arrancar. Vuelve a cargar la página; si sigue fallando, puede que tu navegador no ejecute WebAssembly o que al sitio le falte un archivo.
page-cannot-start-title = El simulador no pudo arrancar
page-no-experiment = No se pudo cargar ningún experimento. La lista de experimentos dice qué falla en cada archivo.
page-no-experiment-cause = no se pudo cargar ningún archivo de escenario
page-no-experiment-title = No se pudo cargar ningún experimento
page-unexpected-problem = El simulador se detuvo por un problema inesperado. Vuelve a cargar la página para empezar de nuevo.
error-cause = La causa: { $cause }

now-before-first = Antes del primer evento. Pulsa Reproducir o Paso adelante.
now-event = Evento { $number } de { $count }, en { $time }: { $text }

settings-nothing = Este experimento no tiene nada que cambiar: síguelo con los botones de reproducción.
settings-on = activado
settings-off = desactivado

results-final-value = Valor final
results-expected-value = Valor esperado
results-stale-accepted = Escritura obsoleta aceptada
results-stale-refused = Escritura obsoleta rechazada
results-now = En este momento
results-times = { $count ->
    [0] no
    [one] sí
   *[other] sí, { $count } veces
}
results-count = { $n }
results-effect-time = { $time }, llevar la reproducción a este efecto secundario

events-time = { $time }, llevar la reproducción al evento { $number }
chart-label = Gráfico de la ejecución: { $description }

playback-play = Reproducir
playback-pause = Pausa

challenge-state-met = Cumplido
challenge-solved-before = Resuelto antes
challenge-not-yet = Todavía no

shelf-basics = La historia básica
shelf-timing = Cuando falla el tiempo
shelf-counter = Cuando falla el contador
shelf-resource = Cuando el recurso no puede comprobar
shelf-election = Elección de líder
shelf-more = Más experimentos
shelf-broken = Archivos que no se pueden cargar
experiment-cannot-load = No se puede cargar: { $problem }
experiment-unknown-problem = problema desconocido
experiment-open-now = Abierto ahora

compare-no-switch = Este experimento no tiene ningún interruptor que cambiar, así que no hay nada que poner junto a esta ejecución.
predict-choices = Tu predicción

real-problem = { $file }: { $why }

export-png-failed = No se pudo crear el PNG ({ $why }); la descarga SVG tiene la misma imagen.
export-no-canvas = este navegador no tiene canvas 2D
export-no-png = el canvas no produjo ningún PNG

share-copied = Copiado.
share-selected = Seleccionado: pulsa Ctrl+C (o ⌘C) para copiar.
share-language = Abrir en { $language }
share-frame-title = fencelab: { $title }

error-experiment = No se pudo cargar el experimento { $file }.
error-settings-refused = Se rechazaron esos ajustes; el simulador mantiene la ejecución que tenía.
error-setting-refused = Se rechazó ese ajuste; el simulador mantiene la ejecución que tenía.
error-map = No se pudo dibujar el mapa de seguridad.
error-search = Falló la búsqueda de un contraejemplo.
error-chart = No se pudo dibujar el gráfico.
error-life = No se pudo dibujar la vida del lease.
error-export-chart = No se pudo exportar el gráfico.
error-export-transcript = No se pudo exportar la transcripción.
error-file-name = No se pudo dar nombre al archivo.
error-endings = No se pudieron preparar las opciones para una predicción.
error-against = No se pudo comprobar la predicción.
error-describe = No se pudo poner la ejecución en palabras.
error-twin = No se pudo hacer la segunda ejecución de la comparación.
error-parting = No se pudieron comparar las dos ejecuciones.
error-bug = El simulador encontró un error y se detuvo. Vuelve a cargar la página para empezar de nuevo.
error-panic-reading = el simulador encontró un error al leer los escenarios: { $panic }
error-not-fetched = no se pudo descargar: { $why }
error-stopped = el simulador se detuvo tras un error
error-not-loaded = no se pudo cargar el experimento
error-worker-stopped = un worker se detuvo: { $why }
error-worker-no-reason = sin motivo indicado
error-workers-stopped = los workers se detuvieron
error-worker-failed = un worker falló
error-worker-broken = este worker se detuvo tras un error
error-worker-no-scenario = un trabajo no indicó ningún escenario, y este worker no tiene ninguno

share-scorm-making = Preparando el paquete…
share-scorm-made = { $file } está listo; tu navegador lo guarda como descarga.
share-scorm-failed = Aquí no se pudo preparar el paquete ({ $cause }). Se prepara desde fencelab en un servidor web; la compilación también deja uno junto a la página.
scorm-problem = La plataforma de aprendizaje no aceptó { $call } ({ $cause }), así que esta página deja de informarle. Todo lo que hagas aquí se sigue viendo en esta página.
