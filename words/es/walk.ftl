### «¿Eres nuevo?», el recorrido breve por la historia inicial. Cada paso
### mueve el simulador y cita lo que dice la ejecución que pasó, así que la
### mayoría de los pasos reciben $event, la frase de la ejecución sobre el
### evento del que trata el paso, ya en el idioma del lector.

# Encima del título del paso: su número y cuántos pasos hay.
walk-count = Paso { $number } de { $total }
walk-next = Siguiente
# El botón Siguiente del último paso, que cierra el recorrido.
walk-finish = Terminar
walk-nothing = Esta ejecución no tiene nada que mostrar en este paso; puede que los ajustes lo hayan cambiado.

walk-granted-title = A obtiene el bloqueo
# $event es la frase de la concesión, como «A pide el bloqueo y lo obtiene, con el token 1.»
walk-granted-text = Dos clientes, A y B, quieren cambiar el mismo número guardado; un bloqueo debe permitir que solo uno lo haga cada vez. { $event } Un lease es un bloqueo prestado por un tiempo fijo, que caduca solo si no se renueva. Un token de fencing es un número que crece con cada concesión, de modo que un titular posterior siempre lleva uno mayor. Las barras marcadas muestran el lease de A, en la fila de A y en la del servicio de bloqueo.

walk-paused-title = A se congela
# $event es la frase sobre la pausa de A.
walk-paused-text = { $event } La barra rayada y marcada en el gráfico es la pausa. Una recolección de basura, una página de memoria llevada a disco o una máquina virtual atascada pueden hacerle esto a cualquier programa.

walk-expired-title = El lease caduca
# $event es la frase sobre la caducidad del lease.
walk-expired-text = { $event } La línea discontinua que cruza el gráfico lo marca. La caducidad es lo que impide que un titular caído bloquee a todos, y aquí entrega el bloqueo a otro mientras A sigue vivo.

walk-b-writes-title = B toma el relevo y escribe
# $event es la frase sobre la escritura de B.
walk-b-writes-text = { $event } Hasta aquí todo va bien: B tenía un lease vigente cuando escribió.

walk-a-writes-title = A despierta y escribe de todos modos
# $event es la frase sobre la escritura tardía de A, $holds la frase de la
# ejecución sobre lo que guarda el almacenamiento y lo que debería guardar.
walk-a-writes-text = { $event } La marca señalada en el gráfico es ese momento: la escritura antigua de A cae encima de la de B. { $holds } A nunca supo que había perdido el bloqueo.

walk-fencing-title = Activa los tokens de fencing
# $event es la frase sobre la escritura tardía de A, ahora con fencing;
# $holds la frase de la ejecución sobre lo que guarda el almacenamiento;
# $switch la etiqueta del interruptor de fencing en los ajustes.
walk-fencing-text = Ahora el almacenamiento recuerda el token más alto que ha aceptado. { $event } La marca rodeada en el gráfico es esa escritura rechazada. { $holds } El interruptor «{ $switch }» está activado en los ajustes.

walk-your-turn-title = Te toca
# $pause es la etiqueta del control deslizante de la pausa en los ajustes.
walk-your-turn-text = El fencing vuelve a estar desactivado, como al empezar la historia. Pulsa «{ walk-finish }» y arrastra «{ $pause }», rodeado en los ajustes, por debajo del tiempo que le queda a A en su lease: la ejecución se vuelve segura, con fencing o sin él. Eso solo demuestra que esta pausa fue corta, no que el sistema sea seguro. Después abre los experimentos de más abajo: cada uno es una forma distinta en que falla el esquema.
