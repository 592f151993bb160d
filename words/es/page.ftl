## La página propia del simulador: título, cabecera, botones, etiquetas,
## encabezados, avisos y diálogos, tal como los tiene index.html.

page-title = fencelab: bloqueos, leases y tokens de fencing
page-description =
    .content = Un simulador que muestra por qué el lease de un bloqueo no basta y cómo los tokens de fencing permiten al almacenamiento rechazar una escritura obsoleta.
page-skip = Saltar al simulador

## La cabecera.

page-heading = Bloqueos, leases y tokens de fencing
page-lede =
    Un bloqueo que caduca por sí solo evita que un cliente caído bloquee a todos los demás.
    Pero también deja que un cliente que solo estaba <em>en pausa</em> despierte y escriba cuando otro ya ha tomado el relevo.
    Mueve los ajustes y observa con qué se queda al final el almacenamiento.
page-level =
    <strong>Nivel intermedio</strong>, para quien ya conoce los bloqueos y los servidores que se comunican por una red.
    Unos 10 a 15 minutos: el recorrido, algunos experimentos, las preguntas.
page-tour-start = ¿Primera vez aquí? Haz el recorrido corto
# Un enlace a la primera parte de la lección, «En palabras sencillas».
page-plain-words-link = o lee primero la idea en palabras sencillas

## Avisos encima del simulador.

page-simulator-title = Simulador
page-boot-failed =
    El simulador no pudo arrancar. Este navegador no ejecutó sus scripts.
    Si esta página está dentro de un marco, puede que el marco los bloquee (un sandbox sin allow-same-origin); en ese caso, abre fencelab en una página propia.
    La lección de abajo se puede leer igualmente.
page-boot-failed-title = El simulador no pudo arrancar
page-link-notice = <strong>Algunas partes de este enlace no se pudieron usar.</strong> Todo lo demás del enlace sí se usó.
page-dismiss = Cerrar
page-real-notice = <strong>Algunas grabaciones de ejecuciones reales no se pudieron leer.</strong> Sus experimentos muestran solo la ejecución simulada.
page-noscript = El simulador funciona en tu navegador y necesita JavaScript y WebAssembly. La lección de abajo se lee bien sin ellos.

## Los botones del recorrido («¿Primera vez aquí?»).

page-tour-back = Atrás
page-tour-next = Siguiente
page-tour-close = Cerrar el recorrido

## La cabecera del experimento.

page-open-full = Abrir esta ejecución en fencelab
page-kicker = Experimento
page-loading = Cargando el simulador…
page-share-open = Compartir / insertar
page-compare-toggle = Comparar
page-predict-switch = Predecir primero
page-projector-switch = Vista para proyector
page-try-this = Prueba esto y fíjate en lo que pasa
page-glance =
    .aria-label = Veredicto
page-glance-held = ¿Cómo terminará esta ejecución? Predícelo primero: las opciones están en los resultados.
# Las pestañas bajo el gráfico, cada una con una vista de la ejecución;
# primero el nombre accesible de la lista.
page-views-tabs =
    .aria-label = Sobre esta ejecución
page-tab-results = Resultado
page-tab-events = Eventos
page-tab-map = Mapa de seguridad
page-tab-life = Ciclo de vida
page-tab-challenges = Retos
page-tab-real = En sistemas reales

## Los ajustes.

page-settings-title = Ajustes
page-locked-note = Estos ajustes los fija la página en la que está este simulador. Reproduce la ejecución o ábrela en fencelab para cambiarlos.
page-opening-kept = El simulador aún se está cargando: tu cambio se guarda y aparece en cuanto termine de cargar.
page-opening-loading = El simulador aún se está cargando: la reproducción y los demás controles funcionarán en un momento.
page-defaults = Volver a los valores predeterminados de este experimento

## Los resultados.

page-results-title = Con qué se queda el almacenamiento
page-prediction-legend = Tu predicción
page-prediction-hint = La ejecución se detiene antes de su primera escritura, y su final queda oculto. ¿Cómo terminará? Elige una opción y la ejecución sigue.
page-prediction-skip = Saltar: muéstramelo sin más
page-real-title = En servicios reales
page-real-toggle = Mostrar la ejecución real
page-real-choices =
    .aria-label = Ejecuciones grabadas
page-real-use = Usar estos ajustes
page-real-events =
    .aria-label = Eventos de la ejecución real
page-holder-refused = Escrituras rechazadas al titular legítimo
page-half-done = Actualizaciones a medio hacer
page-applied-twice = Escrituras aplicadas dos veces
page-duplicates = Trabajo hecho dos veces
page-effects-title = Efectos secundarios
page-effects-hint = Cosas que un cliente hizo fuera del almacenamiento, como enviar un correo. No llevan ningún token, así que nada puede rechazarlas.
# «En este momento» es el nombre de uno de los cuadros de los resultados.
page-results-hint =
    El valor esperado es lo que un recurso debería contener si el bloqueo hubiera funcionado: la actualización de cada titular aplicada, ninguna perdida.
    Una escritura obsoleta viene de un cliente cuyo lease ya terminó, después de que escribiera un titular más reciente: sobrescribe trabajo más nuevo a menos que el recurso la rechace.
    «En este momento» sigue la reproducción; los demás cuadros describen toda la ejecución.
page-challenges-title = Retos

## Dos ejecuciones lado a lado («Comparar»).

page-compare-title = Dos ejecuciones lado a lado
page-compare-hint = Los mismos ajustes dos veces, con un solo interruptor distinto. Una sola reproducción mueve ambas; el evento en el que las dos historias se separan está marcado en cada una.
page-compare-holder-refused = Escrituras rechazadas al titular legítimo:
page-compare-half-done = Actualizaciones a medio hacer:
page-compare-applied-twice = Escrituras aplicadas dos veces:
page-compare-duplicates = Trabajo hecho dos veces:

## El gráfico y su reproducción.

page-chart-heading = Quién hizo qué, y cuándo
# El resumen arriba del simulador, solo para lectores de pantalla.
page-screen-summary-title = Lo que muestra el simulador
page-chart-keys = Pulsa Intro para leer el gráfico evento a evento.
page-steps-toggle = Leer el gráfico como texto
page-steps-keys = Arriba y Abajo van de evento en evento y mueven la reproducción con ellos; Inicio y Fin van al primero y al último; Escape vuelve al gráfico.
page-steps =
    .aria-label = El gráfico como texto
page-playback-title = Reproducción
page-step-back = Paso atrás
page-step-forward = Paso adelante
page-scrub = Tiempo
page-speed = Velocidad
# $speed: cuántas veces más rápido que el tiempo real.
page-speed-option = { $speed }×
# $n: el tiempo en segundos que avanza Mayús con una flecha, escrito como
# lo escribe el mensaje «seconds».
page-playback-keys =
    Teclas: <kbd>K</kbd> reproduce o pausa, <kbd>,</kbd> y <kbd>.</kbd> retroceden y avanzan un paso.
    En Tiempo: las flechas van de evento en evento, <kbd>Mayús</kbd>+flechas en pasos de { seconds }, <kbd>Re Pág</kbd>/<kbd>Av Pág</kbd> una décima parte de la ejecución, <kbd>Inicio</kbd>/<kbd>Fin</kbd> al principio y al final.
page-downloads-title = Descargar
page-export-svg = Gráfico como SVG
page-export-png = Gráfico como PNG
page-export-markdown = Transcripción como Markdown

## El mapa de seguridad.

page-map-title = Mapa de seguridad
page-map-hint = Cada celda es una ejecución con dos ajustes cambiados y los demás como están ahora. El anillo marca la ejecución que muestra el gráfico.
# El ajuste que cambia de izquierda a derecha en el mapa.
page-map-across = Horizontal
# El ajuste que cambia de arriba abajo en el mapa.
page-map-down = Vertical
page-map-canvas =
    .aria-roledescription = mapa de seguridad
    .aria-label = Mapa de seguridad
page-map-keys = Las flechas van de celda en celda, con Mayús de diez en diez; Intro carga la ejecución de esa celda.
page-map-legend =
    .aria-label = Leyenda del mapa, ejecuciones por final
page-map-search = Buscar un contraejemplo
# $runs: cuántas ejecuciones al azar prueba la búsqueda.
page-map-search-hint = Prueba { $runs } ejecuciones con todos los deslizadores al azar y los interruptores como están; después acerca una ejecución insegura todo lo posible a los ajustes con los que abre el experimento y la carga.

## Los eventos en orden.

page-events-title = En orden
page-events =
    .aria-label = Eventos

## El diálogo «Compartir / insertar».

page-share-title = Compartir o insertar esta ejecución
page-share-hint = El enlace abre este experimento con estos ajustes, en este punto de la reproducción.
page-share-link = Enlace a esta ejecución
page-share-copy-link = Copiar enlace
page-share-panels = En una inserción, mostrar
page-share-panel-story = Título y «Prueba esto»
page-share-panel-settings = Ajustes
page-share-panel-results = Resultados
page-share-panel-chart = Gráfico y reproducción
page-share-panel-events = Eventos en orden
page-share-panel-map = Mapa de seguridad
page-share-panel-quiz = Cuestionario
page-share-panels-hint = Empiezan marcadas las partes que una inserción muestra por defecto: todo menos el mapa de seguridad y el cuestionario. Si las desmarcas todas, obtienes lo mismo.
page-share-locked-legend = En una inserción, los ajustes
page-share-locked = Fijarlos, para que se pueda reproducir la ejecución pero no cambiarla
page-share-local = Esta página se abrió desde un archivo, así que el enlace y el código de inserción apuntan a ese archivo y solo funcionan en este ordenador. Para compartir una ejecución con otras personas, cópialos desde fencelab en un servidor web.
page-share-snippet = Código de inserción para una página de curso
page-share-copy-snippet = Copiar el código de inserción
# El <code> es el mensaje que envía el marco, tal como lo lee un script:
# déjalo como está. $height: la altura del marco en píxeles donde ningún
# script la fija.
page-share-sizing =
    La inserción se ajusta al ancho de su marco.
    Su altura también: cada vez que la página de dentro cambia de altura, envía el mensaje <code>{ "{ type: \"fencelab:height\", height }" }</code> (la altura en píxeles CSS) a la página que la rodea, y las pocas líneas de script que siguen al marco aceptan ese mensaje solo de este marco y ponen la altura del marco a ese valor.
    Donde una página de curso no permite scripts, el marco se queda con { $height } píxeles de alto y se desplaza por dentro.
page-share-close = Cerrar

## La lista de experimentos.

page-experiments-title = Experimentos
page-experiments-hint = Cada experimento es una pequeña historia propia con sus propios ajustes. Abre uno, lee su «Prueba esto» y mueve sus ajustes. La insignia bajo cada título dice cómo termina con sus propios ajustes predeterminados.

page-share-scorm = Descargar un paquete SCORM
page-share-scorm-hint = Para Moodle, Canvas, Blackboard y otras plataformas de aprendizaje: esta ejecución tal como la muestra la inserción de arriba, en un paquete SCORM 1.2 que informa a la plataforma de la puntuación del cuestionario y de los retos cumplidos. Marca «Cuestionario» arriba para tener una puntuación que calificar.
