### «Ponte a prueba», el cuestionario bajo la lección, y «¿Eficiencia o
### corrección?», el ejercicio que clasifica tareas según el bloqueo que
### necesitan. Las preguntas citan una ejecución del simulador: sus tiempos
### (como «17,0 s») y valores vienen de esa ejecución, ya en el idioma del
### lector, y los tokens son números.

## El cuestionario alrededor de sus preguntas.

# El número de la pregunta, cuántas preguntas hay y la pregunta misma.
quiz-legend = Pregunta { $number } de { $total }. { $prompt }
# Una pregunta que se deja fuera: su número y cuántas preguntas hay.
quiz-legend-unmade = Pregunta { $number } de { $total }.
# El botón bajo cada pregunta; su nombre dice qué pregunta comprueba.
quiz-check = Comprobar
    .aria-label = Comprobar la pregunta { $number }
# Aparece con la explicación; su nombre dice de qué pregunta es la ejecución.
quiz-open = Abrir esta ejecución en el simulador
    .aria-label = Abrir esta ejecución en el simulador (pregunta { $number })
quiz-pick-first = Elige primero una respuesta y luego pulsa «{ quiz-check }».
# Las entradillas en negrita de la respuesta, cada una seguida de una frase.
quiz-right = Correcto.
quiz-not-quite = No exactamente.
quiz-right-answer = La respuesta correcta:
quiz-no-answer = Esta pregunta no tiene una respuesta con la que comparar.
# $count primeras respuestas correctas, de $total preguntas.
quiz-score = Llevas { $count } de { $total } correctas; solo cuenta la primera respuesta de cada pregunta.
quiz-waiting = Las preguntas se redactan a partir de ejecuciones del simulador y aparecen en cuanto este arranca.
# $problem es por qué no se pudo hacer la ejecución de la pregunta: uno de
# los mensajes quiz-problem de abajo, o las palabras del propio simulador.
quiz-unmade = Esta pregunta se redacta a partir de una ejecución del simulador, y esa ejecución no se pudo hacer ({ $problem }), así que se deja fuera en lugar de plantearla con números que podrían ser falsos.
quiz-problem-no-simulator = el simulador no arrancó
# $file es el archivo de escenario de la pregunta, como «clock-drift.json».
quiz-problem-no-experiment = no hay ningún experimento { $file }
# $file es el archivo de escenario, $cause lo que el simulador dijo que estaba mal en él.
quiz-problem-run = { $file }: { $cause }
# Un dato que cita la pregunta y que su ejecución no tiene, porque el
# escenario cambió. $id es el identificador de un control deslizante, como «pause_ms».
quiz-fact-no-slider = la ejecución no tiene ningún control deslizante llamado { $id }
# $kind es el tipo de evento, como «write_accepted»; $number cuenta desde 1; $actor es el nombre de un cliente.
quiz-fact-no-event = la ejecución no tiene un evento { $kind } número { $number } de { $actor }
# $kind es el tipo de evento, como «expired»; $number cuenta desde 1.
quiz-fact-no-event-kind = la ejecución no tiene un evento { $kind } número { $number }
# $kind es el tipo de evento, como «granted»; $actor es el nombre de un cliente.
quiz-fact-no-token = el evento { $kind } de { $actor } no lleva token
# $number cuenta los recursos del escenario desde 1.
quiz-fact-no-resource = la ejecución no tiene un recurso número { $number }
# $resource es el nombre del recurso, como «Y».
quiz-fact-not-half-done = en { $resource } no quedó ningún cambio a medias

## Pregunta «waking»: $lease es la duración del lease, $pause la de la
## pausa, $woke cuándo despierta A, $wrote cuándo llega su escritura,
## $expired cuándo terminó su lease.

quiz-waking-prompt = El cliente A tiene un lease de { $lease }. Se congela durante { $pause } y despierta a los { $woke }. ¿Qué hace a continuación?
quiz-waking-1 = Nota que ha pasado el tiempo y vuelve a pedir el bloqueo.
quiz-waking-1-why = A no tiene con qué notarlo. Mientras estaba congelado, no se ejecutó nada de su código. Al despertar, sigue por la línea siguiente como si no hubiera pasado el tiempo.
quiz-waking-2 = Sigue con su plan y escribe, convencido todavía de que tiene el bloqueo.
quiz-waking-2-why = La pausa no deja rastro dentro de A. Su siguiente paso es la escritura, así que escribe a los { $wrote }. Solo se entera de que ha perdido el bloqueo si algo lo rechaza.
quiz-waking-3 = Recibe un mensaje del servicio de bloqueo que le dice que su lease ha terminado.
quiz-waking-3-why = El servicio de bloqueo no avisa a un cliente cuando su lease termina. A los { $expired } el bloqueo simplemente quedó libre para dárselo a otro. A nunca se entera.
quiz-waking-4 = Se detiene, porque un cliente no puede escribir una vez que su lease ha terminado.
quiz-waking-4-why = Nada dentro de A lo impone. El lease vive en el servicio de bloqueo, no en A. Incluso una comprobación justo antes de escribir puede llegar demasiado pronto.

## Pregunta «check-first»: $margin es el tiempo que A quiere que le quede
## de lease, $checked cuándo pasa su comprobación, $paused y $woke cuándo
## se congela y despierta, $expired cuándo terminó su lease.

quiz-check-first-prompt = El código de A comprueba su lease justo antes de escribir y solo sigue si le quedan al menos { $margin }. A los { $checked } la comprobación pasa. ¿Por qué puede salir mal igualmente?
quiz-check-first-1 = El margen es demasiado pequeño. Con uno más grande sería seguro.
quiz-check-first-1-why = Un margen más grande solo mueve la raya. Una pausa más larga que el margen lo rompe igual, y nadie puede prometer que las pausas sean cortas.
quiz-check-first-2 = El servicio de bloqueo puede negarse a responder a la comprobación.
quiz-check-first-2-why = Aquí la comprobación se hace en el propio código de A, según la idea que tiene A de cuándo termina el lease. El problema no es una comprobación fallida, sino el tiempo que pasa después de una comprobación que sí pasó.
quiz-check-first-3 = La pausa puede caer después de la comprobación y antes de la escritura.
quiz-check-first-3-why = Comprobar y escribir son dos pasos separados. A se congeló a los { $paused } y despertó a los { $woke }, mucho después de que su lease terminara a los { $expired }. Una comprobación no puede cubrir el tiempo que pasa después de ella.
quiz-check-first-4 = Es seguro mientras el reloj de A sea exacto.
quiz-check-first-4-why = Un reloj perfecto no sirve contra una pausa que llega después de la comprobación. Además, los relojes reales se desvían y saltan cuando se corrigen, lo que agranda el hueco en lugar de reducirlo.

## Pregunta «remember».

quiz-remember-prompt = Con el fencing activado, ¿qué tiene que recordar el almacenamiento?
quiz-remember-1 = El token más alto que ha aceptado.
quiz-remember-1-why = Basta con un número. Una escritura con un token al menos igual de alto se acepta, y el número sube hasta él. Una escritura con un token más bajo se rechaza.
quiz-remember-2 = Qué cliente tiene el bloqueo en este momento.
quiz-remember-2-why = El almacenamiento no pregunta al servicio de bloqueo, ni le hace falta. El orden de los tokens le dice todo lo que necesita saber.
quiz-remember-3 = Cuándo termina el lease de cada cliente.
quiz-remember-3-why = Eso volvería a atar el almacenamiento a los relojes, con todas sus desviaciones y retrasos. El fencing funciona porque ignora el tiempo y solo compara números.
quiz-remember-4 = Todos los valores escritos alguna vez, para poder deshacer una escritura mala.
quiz-remember-4-why = El fencing nunca deshace nada. Detiene una escritura obsoleta antes de que llegue, y para eso solo necesita el token más alto, no un historial.

## Pregunta «lower-token»: $newer es el token de B, $older el de A, $woke
## cuándo despierta A, $expired cuándo terminó el lease de A.

quiz-lower-token-prompt = El almacenamiento ha aceptado la escritura de B con el token { $newer }. Ahora llega una escritura de A con el token { $older }. ¿Por qué es correcto rechazarla?
quiz-lower-token-1 = Porque llegó después de la escritura con el token { $newer }.
quiz-lower-token-1-why = El orden de llegada no es la razón. Una escritura posterior con un token más alto se aceptaría. Lo que cuenta es que el token { $older } es más bajo que uno ya visto.
quiz-lower-token-2 = Porque el cliente con el token { $older } tiene que haberse caído.
quiz-lower-token-2-why = Ese cliente no está muerto, solo llega tarde. En la historia, A despierta a los { $woke }, vivo y coleando, y eso es justo lo que lo hace peligroso.
quiz-lower-token-3 = No es correcto. A tuvo el bloqueo una vez, así que su escritura debería contar.
quiz-lower-token-3-why = Haber tenido el bloqueo una vez no basta. El lease del token { $older } terminó a los { $expired }. Aceptar la escritura sobrescribiría la escritura de B: justo la actualización perdida que el fencing está para impedir.
quiz-lower-token-4 = El token { $older } se entregó antes que el token { $newer }, así que quien lo tiene ha perdido el bloqueo.
quiz-lower-token-4-why = Los tokens crecen con cada concesión. Si existe el token { $newer }, el bloqueo se volvió a conceder después del token { $older }. Quien tenga el token { $older } ya no tiene el bloqueo, aunque crea que sí.

## Pregunta «short-pause»: $pause es la duración de la pausa, $woke cuándo despierta A.

quiz-short-pause-prompt = Acortas la pausa de A a { $pause }, de modo que despierta a los { $woke }, antes de que termine su lease y antes de que B tome el bloqueo. Sin fencing, la ejecución es segura. ¿Qué demuestra eso?
quiz-short-pause-1 = Que en la práctica no hay pausas más largas que el lease.
quiz-short-pause-1-why = Las pausas largas existen: una recolección de basura larga, una máquina virtual que se traslada, una máquina sobrecargada. Una ejecución que no incluye ninguna no dice nada sobre ellas.
quiz-short-pause-2 = Que el lease es lo bastante largo.
quiz-short-pause-2-why = Cualquier lease puede quedarse corto ante una pausa más larga. Una ejecución segura solo demuestra que esta pausa cupo en este lease.
quiz-short-pause-3 = Que comprobar el lease antes de escribir funciona.
quiz-short-pause-3-why = Aquí no se puso nada a prueba de verdad: el lease de A seguía vigente cuando escribió. El hueco entre comprobar y escribir solo hace daño cuando una pausa cae dentro.
quiz-short-pause-4 = Muy poco. Una ejecución segura no prueba que ninguna ejecución pueda fallar.
quiz-short-pause-4-why = Seguro significa que ninguna ejecución puede salir mal, no que una ejecución salió bien. La pausa de { $pause } de A cupo en su lease por suerte. Nada en el diseño impide una pausa más larga, y entonces la actualización de B vuelve a perderse.

## Pregunta «clock-drift»: $step es cuánto se ajusta el reloj de A
## (negativo: hacia atrás), $jumped cuándo, $checked cuándo comprueba A su
## lease, $expired cuándo lo terminó el servicio de bloqueo, $granted
## cuándo recibió B el bloqueo, $storage el nombre del recurso, $final lo
## que acaba guardando, $expected lo que debería guardar.

quiz-clock-drift-prompt = Una sincronización de hora cambia el reloj de A en { $step } a los { $jumped }. A los { $checked } A comprueba su lease con su propio reloj y pasa a escribir, aunque el servicio de bloqueo terminó el lease a los { $expired } y le dio el bloqueo a B, que escribió en { $storage } antes que A. ¿Qué acaba guardando { $storage }?
quiz-clock-drift-1 = { $expected }, el valor de B: la comprobación de A detuvo la escritura tardía.
quiz-clock-drift-1-why = La comprobación de A pasó. Según su propio reloj, que se había atrasado, al lease aún le quedaba tiempo. Un reloj equivocado hace que también sea errónea una comprobación hecha con él.
quiz-clock-drift-2 = { $final }: la escritura tardía de A cae encima de la de B.
quiz-clock-drift-2-why = El lease terminó en el servicio de bloqueo, según el reloj del servicio de bloqueo, y nadie se lo dijo a A. { $storage } no comprueba tokens, así que la escritura de A cae encima de la de B: guarda { $final } cuando debería guardar { $expected }. Una comprobación de tokens habría rechazado la escritura, dijera lo que dijera el reloj de A.
quiz-clock-drift-3 = El servicio de bloqueo nota el cambio de reloj y termina antes el lease de A.
quiz-clock-drift-3-why = El servicio de bloqueo nunca ve el reloj de A. Terminó el lease a los { $expired } según su propio reloj, y a A no se le dijo nada.
quiz-clock-drift-4 = B tiene que esperar hasta que el reloj de A diga que el lease ha terminado.
quiz-clock-drift-4-why = B pregunta al servicio de bloqueo, no a A. El servicio de bloqueo le dio el bloqueo a B a los { $granted }, según su propio reloj.

## Pregunta «network-delay»: $checked es cuándo comprueba A su lease,
## $delay cuánto tarda la red, $expired cuándo terminó el lease, $arrived
## cuándo llega la escritura, $storage el nombre del recurso.

quiz-network-delay-prompt = A comprueba su lease a los { $checked }, ve que le queda tiempo y envía su escritura. La red tarda { $delay } en entregarla, y el lease de A termina a los { $expired } mientras la escritura está en camino; luego B toma el bloqueo y escribe primero en { $storage }. ¿Qué hace { $storage } con la escritura de A cuando llega?
quiz-network-delay-1 = La rechaza, porque el lease de A ha terminado.
quiz-network-delay-1-why = { $storage } no sabe nada de leases y aquí no comprueba tokens. Ve una escritura y la acepta.
quiz-network-delay-2 = La acepta por encima de la escritura más reciente de B, porque allí nada comprueba.
quiz-network-delay-2-why = La escritura llega a los { $arrived } y cae encima de la de B, y la actualización de B se pierde. La comprobación de A era cierta cuando se hizo; el retraso vino después. Solo una comprobación donde llega la escritura, como una comprobación de tokens, ve la escritura tal como llega.
quiz-network-delay-3 = La red la descarta, porque llega tarde.
quiz-network-delay-3-why = Una red lenta entrega tarde. No descarta un mensaje por llegar tarde, y el emisor no puede notar la diferencia.
quiz-network-delay-4 = A la retira, porque su comprobación ha quedado obsoleta.
quiz-network-delay-4-why = Una vez enviada, la escritura ya no está en manos de A. Y A no sabe que su lease ha terminado.

## Pregunta «redlock»: $jump es cuánto salta el reloj de un nodo de
## bloqueo, $jumped cuándo, $expired cuándo caducó el bloqueo de A, $wrote
## cuándo llega la escritura de A, $storage el nombre del recurso, $final lo
## que acaba guardando, $expected lo que debería guardar.

quiz-redlock-prompt = En esta ejecución de Redlock, el reloj de un nodo de bloqueo salta { $jump } hacia delante a los { $jumped }, y el bloqueo de A termina antes de tiempo, así que B toma el bloqueo y escribe mientras A todavía cree tenerlo. Martin Kleppmann sostuvo en 2016 que Redlock no basta para un bloqueo que protege la corrección. ¿Cuál era el núcleo de su argumento?
quiz-redlock-1 = No da ningún token que crezca con cada concesión, y su seguridad depende de los tiempos.
quiz-redlock-1-why = Sin un número creciente, el almacenamiento no puede detectar a un cliente cuyo bloqueo ha caducado. Aquí A escribe a los { $wrote }, después de B, y { $storage } guarda { $final } cuando debería guardar { $expected }. La seguridad depende de que las pausas, los retrasos de red y los relojes se porten bien, y un solo salto de reloj la rompió.
quiz-redlock-2 = Pregunta a varios servidores Redis, así que es demasiado lento.
quiz-redlock-2-why = La velocidad era, como mucho, un detalle secundario. Preguntar a una mayoría permite que el bloqueo sobreviva a la caída de un servidor. El problema es que ninguno de los servidores entrega un token de fencing.
quiz-redlock-3 = Sus bloqueos nunca caducan, así que un cliente caído bloquea a todos.
quiz-redlock-3-why = Los bloqueos de Redlock sí caducan. Son leases, como todo bloqueo distribuido que se usa en la práctica: aquí el de A caducó a los { $expired }. La caducidad es parte del problema, no algo que falte.
quiz-redlock-4 = Redis no puede guardar números, así que los tokens son imposibles.
quiz-redlock-4-why = Redis cuenta sin ningún problema. Lo que pasa es que el diseño de Redlock no entrega un número que crezca con cada concesión para que el almacenamiento lo compruebe.

## Pregunta «counter-reset»: $first es el token de A, $second el de B,
## $fault cuándo se reinicia el servicio de bloqueo, $granted cuándo recibió
## B el bloqueo, $woke cuándo despierta A, $storage el nombre del recurso.

quiz-counter-reset-prompt = El fencing está activado. A tiene el token { $first } cuando el servicio de bloqueo se reinicia a los { $fault }, con su contador de tokens guardado solo en memoria. Después B recibe el bloqueo. ¿Qué sale mal?
quiz-counter-reset-1 = Nada. { $storage } sigue recordando el token más alto, { $first }.
quiz-counter-reset-1-why = { $storage } recuerda { $first }, y ese es el problema: el siguiente token no es más alto.
quiz-counter-reset-2 = Solo se rompen los leases. Los tokens son simples números, así que siguen funcionando.
quiz-counter-reset-2-why = Un token solo significa algo mientras siga creciendo. Un número que puede entregarse dos veces no dice nada sobre quién llegó el último.
quiz-counter-reset-3 = B recibe el token { $second }, el mismo número que A, así que { $storage } no puede distinguir al nuevo titular del antiguo.
quiz-counter-reset-3-why = El fencing necesita que cada token nuevo sea más alto que todos los anteriores. El reinicio perdió el contador, así que B también recibió el token { $second }. Cuando A despierta a los { $woke }, su escritura con el token { $first } no es más baja que el token más alto que ha visto { $storage }, así que se acepta encima de la de B, y la actualización de B se pierde. Por eso los servicios de bloqueo reales guardan su contador en un almacenamiento replicado que sobrevive a una caída.
quiz-counter-reset-4 = A B se le niega el bloqueo hasta que habría terminado el lease de A.
quiz-counter-reset-4-why = Con el contador, el reinicio olvidó también el lease de A, así que el servicio de bloqueo le dio el bloqueo a B enseguida, a los { $granted }.

## Pregunta «failover»: $old es el token de A, $held el de B, $given el de
## C, $fault cuándo conmuta el servicio de bloqueo, $granted cuándo recibió
## C el bloqueo, $wrote cuándo llega la escritura tardía de B, $refused
## cuándo se rechazó la escritura de A, $storage el nombre del recurso.

quiz-failover-prompt = El fencing está activado. A se congela con el token { $old }, su lease expira y B toma el bloqueo con el token { $held }. A los { $fault } el servicio de bloqueo pasa el relevo a una réplica, una copia de su estado que se actualiza en segundo plano y que aún no sabe de la concesión a B. Después C pide el bloqueo, y B, que todavía cree tener el bloqueo, vuelve a escribir a los { $wrote }. ¿Qué pasa a continuación?
quiz-failover-1 = C recibe un token más alto que { $held }, así que la escritura tardía de B se rechaza.
quiz-failover-1-why = La réplica nunca supo de la concesión a B, así que su contador iba una concesión por detrás. C recibió el token { $given }.
quiz-failover-2 = C recibe el token { $given }, y la escritura tardía de B cae encima de la de C.
quiz-failover-2-why = { $storage } solo rechaza tokens más bajos, y el token { $held } de B no es más bajo que el { $given } de C. La escritura de B a los { $wrote } cae encima de la de C, y la actualización de C se pierde. El fencing solo es tan bueno como el contador que lo respalda.
quiz-failover-3 = La réplica rechaza a C hasta ponerse al día con la concesión a B.
quiz-failover-3-why = Una réplica que se actualiza en segundo plano no sabe qué se ha perdido. Siguió desde su propio estado y le dio el bloqueo a C a los { $granted }.
quiz-failover-4 = El token { $old } de A vuelve a contar, así que la escritura tardía de A también se acepta.
quiz-failover-4-why = La escritura de A a los { $refused } se rechazó: para entonces { $storage } ya había visto el token { $held }, que es más alto.

## Pregunta «side-effect»: $woke es cuándo despierta A, $sent cuándo sale
## su correo, $token el token de A, $expired cuándo terminó el lease de A.

quiz-side-effect-prompt = El fencing está activado. A despierta a los { $woke } y envía a una clienta un correo con su saldo. Después, su escritura con el token { $token } se rechaza. ¿Qué pasó con el correo?
quiz-side-effect-1 = Se canceló cuando se rechazó la escritura.
quiz-side-effect-1-why = Nada une el correo con la escritura. Un rechazo puede detener los pasos siguientes de A, pero no puede recuperar un correo que ya se ha ido.
quiz-side-effect-2 = Nunca se envió, porque el lease de A había terminado.
quiz-side-effect-2-why = Un lease terminado no impide que A haga nada. El lease de A terminó a los { $expired }, y A siguió trabajando porque no lo sabía.
quiz-side-effect-3 = Se envió. El fencing solo protege un recurso que comprueba el token.
quiz-side-effect-3-why = El correo salió a los { $sent }. El servidor de correo no sabe nada de tokens, así que no rechaza nada. El fencing solo protege los lugares que comprueban. Para todo lo demás, pon un proxy de fencing delante o haz que la acción se pueda repetir sin daño.
quiz-side-effect-4 = El servicio de bloqueo lo retuvo hasta que se comprobó el token de A.
quiz-side-effect-4-why = El servicio de bloqueo nunca ve los correos ni las escrituras de A. Solo entrega leases y tokens.

## Pregunta «half-done»: $x y $y son los nombres de las dos cuentas, $token
## es el token de A, $newer el de B, $wrote cuándo llega la primera
## escritura de A, $woke cuándo despierta A, $half la frase del simulador
## sobre lo que quedó a medias.

quiz-half-done-prompt = A tiene que pasar dinero de { $x } a { $y } como un único cambio. Saca el dinero de { $x } con el token { $token } y se congela. B recibe el token { $newer } y hace su propio cambio en las dos cuentas. A despierta a los { $woke } y escribe el dinero en { $y } con el token { $token }, lo que se rechaza. ¿Qué queda?
quiz-half-done-1 = Ninguna cuenta cambió, porque el rechazo deshizo { $x }.
quiz-half-done-1-why = El almacenamiento no sabe que { $x } y { $y } van juntas. Rechazar la escritura en { $y } no afecta en nada a { $x }.
quiz-half-done-2 = El cambio de A en { $x } se queda y su cambio en { $y } nunca llega: medio cambio.
quiz-half-done-2-why = El fencing rechaza escrituras, pero nunca deshace ninguna. A escribió { $x } a los { $wrote }, cuando aún tenía el bloqueo, así que esa escritura se queda. { $half } Para evitar trabajo a medias, haz que todo el cambio sea una sola escritura que llegue de una vez, o que el siguiente titular pueda terminarlo o rehacerlo sin riesgo.
quiz-half-done-3 = Las dos cuentas cambiaron, porque A tenía el bloqueo cuando empezó.
quiz-half-done-3-why = Empezar con el bloqueo no lleva a A hasta el final. La escritura en { $y } llegó con el token { $token } después de que se hubiera usado un token más alto, así que se rechazó.
quiz-half-done-4 = { $x } también se rechazó, porque también se escribió con el token { $token }.
quiz-half-done-4-why = Cuando A escribió { $x }, aún no había llegado allí ningún token más alto, así que la escritura se aceptó. Un token solo se rechaza una vez que se ha visto uno más alto.

## Pregunta «proxy»: $api es el nombre del servicio de pagos, $newer el
## token de B, $older el de A, $woke cuándo despierta A, $final lo que el
## servicio acaba guardando.

quiz-proxy-prompt = { $api } no puede comprobar tokens, así que delante tiene un proxy de fencing. El pago de B pasó con el token { $newer }. A despierta a los { $woke } y envía el suyo con el token { $older }. ¿Qué pasa?
quiz-proxy-1 = { $api } lo acepta, porque no comprueba nada por sí mismo.
quiz-proxy-1-why = Toda escritura pasa primero por el proxy, y el proxy recuerda el token más alto que ha dejado pasar. { $api } nunca ve la escritura de A.
quiz-proxy-2 = El proxy lo rechaza, porque ya ha dejado pasar el token { $newer }.
quiz-proxy-2-why = El proxy hace la comprobación que { $api } no puede hacer: el token { $older } es más bajo que { $newer }, así que el pago de A se queda ahí y { $api } conserva { $final }, como debe. Un proxy solo protege lo que pasa por él, así que todos los que escriben tienen que usarlo.
quiz-proxy-3 = El proxy lo deja pasar, y { $api } lo deshace más tarde.
quiz-proxy-3-why = Aquí no se deshace nada en ningún sitio. Una protección solo puede detener una escritura antes de que llegue.
quiz-proxy-4 = El servicio de bloqueo lo bloquea, porque el lease de A ha terminado.
quiz-proxy-4-why = El servicio de bloqueo nunca ve el pago de A. Entrega leases y tokens, nada más.

## Pregunta «compare-and-set»: $storage es el nombre del recurso, $read
## cuándo lo lee A, $wrote cuándo escribe B, $woke cuándo despierta A,
## $final lo que el recurso acaba guardando.

quiz-compare-and-set-prompt = Aquí { $storage } no comprueba tokens. Solo acepta una escritura si la versión del valor no ha cambiado desde que quien escribe lo leyó (compare-and-set). A lo lee a los { $read }, luego se congela, y entretanto B escribe. A despierta a los { $woke } y escribe. ¿Qué pasa?
quiz-compare-and-set-1 = La escritura se acepta, ya que nunca se comprueba el token de A.
quiz-compare-and-set-1-why = { $storage } comprueba otra cosa: si el valor ha cambiado desde que A lo leyó. Y había cambiado: B escribió a los { $wrote }.
quiz-compare-and-set-2 = La escritura se rechaza, porque el valor cambió después de que A lo leyera.
quiz-compare-and-set-2-why = La escritura de B a los { $wrote } cambió { $storage } después de la lectura de A, así que la escritura de A ya no coincide con lo que A leyó, y se rechaza. { $storage } guarda { $final }, como debe. El compare-and-set detecta cualquier escritura que se haya colado entre medias, sin ningún token.
quiz-compare-and-set-3 = La escritura se acepta, porque A leyó el valor primero.
quiz-compare-and-set-3-why = Leer primero es justo lo que deja anticuada la copia de A. Lo que cuenta es si algo cambió después de la lectura.
quiz-compare-and-set-4 = { $storage } retiene la escritura de A hasta que B haya terminado.
quiz-compare-and-set-4-why = Un recurso nunca deja una escritura en cola para más tarde. La acepta o la rechaza en cuanto llega.

## Pregunta «terms»: $old es el mandato del líder antiguo, $next el del
## nuevo, $refused cuándo se rechaza el mensaje del líder antiguo.

quiz-terms-prompt = En Raft, cada elección tiene un número, su mandato, y cada mensaje lleva el mandato de quien lo envía. Un líder elegido en el mandato { $old } queda aislado, y los demás nodos eligen a un líder nuevo en el mandato { $next }. A los { $refused } el líder antiguo, todavía en el mandato { $old }, vuelve a comunicarse y envía su registro. ¿Qué lo detiene?
quiz-terms-1 = Su lease ha caducado, así que no puede enviar.
quiz-terms-1-why = Nada le impide enviar. La protección está en el lado que recibe, igual que el fencing en el almacenamiento.
quiz-terms-2 = El líder nuevo le dice que pare, y ese mensaje siempre llega primero.
quiz-terms-2-why = Los mensajes pueden retrasarse o perderse, así que no se puede contar con ningún orden. La comprobación del mandato funciona lleguen los mensajes en el orden que lleguen.
quiz-terms-3 = Los demás nodos han visto el mandato { $next }, así que rechazan los mensajes del mandato { $old }.
quiz-terms-3-why = Un mandato hace aquí el trabajo de un token de fencing. Solo crece, cada mensaje lo lleva, y un nodo rechaza todo lo que tenga un mandato más bajo que uno que ya ha visto. Cuando el líder antiguo ve el mandato { $next }, se retira.
quiz-terms-4 = Nada. Raft supone que los líderes nunca se pausan.
quiz-terms-4-why = Raft no supone nada parecido. Está hecho para nodos que se pausan, se caen y se vuelven a conectar, y numerar los mandatos es su forma de arreglárselas.

## Pregunta «efficiency».

quiz-efficiency-prompt = ¿Cuál de estos bloqueos puede prescindir normalmente de los tokens de fencing?
quiz-efficiency-1 = Un bloqueo que protege el saldo de una cuenta.
quiz-efficiency-1-why = Dos escritores que se solapan pueden perder una actualización, y desaparece dinero. Ese bloqueo protege la corrección, así que el almacenamiento debería comprobar tokens.
quiz-efficiency-2 = Un bloqueo que garantiza que a un cliente se le cobre solo una vez.
quiz-efficiency-2-why = Un segundo cobro hace daño de verdad, así que este bloqueo protege la corrección. Un servicio de pagos normalmente no puede comprobar tus tokens, así que además necesita otra protección, como un identificador que haga que un cobro repetido no tenga efecto.
quiz-efficiency-3 = Un bloqueo que impide que dos servidores reconstruyan la misma caché a la vez.
quiz-efficiency-3-why = Este bloqueo solo ahorra trabajo. Si dos servidores se solapan, la caché se reconstruye dos veces. Eso pierde tiempo pero no pierde nada, así que un lease simple suele bastar.
quiz-efficiency-4 = Un bloqueo alrededor de las escrituras en un archivo compartido.
quiz-efficiency-4-why = Dos escritores pueden dejar el archivo revuelto o medio sobrescrito. Es un problema de corrección, así que el almacenamiento de archivos debería comprobar tokens.

## Pregunta «plain-release»: $expired es cuándo terminó el lease de A, $taken
## cuándo B recibió el bloqueo, $woke cuándo despierta A, $granted cuándo C
## recibió el bloqueo, $wrote cuándo llega la escritura de B.

quiz-plain-release-prompt = El lease de A caducó a los { $expired } mientras A estaba congelado, y B tomó el bloqueo a los { $taken }. C espera el bloqueo. A despierta a los { $woke } y, como último paso, libera el bloqueo con un DEL simple de su clave. ¿Qué pasa?
quiz-plain-release-1 = Nada: el lease de A ya terminó, así que su liberación no tiene nada que devolver.
quiz-plain-release-1-why = Eso es lo que hace una liberación que comprueba de quién es el bloqueo. Un DEL simple borra la clave que haya, y desde que caducó el lease de A la clave es de B.
quiz-plain-release-2 = El servicio de bloqueo borra el bloqueo de B, y C recibe el bloqueo mientras B sigue trabajando.
quiz-plain-release-2-why = La clave guarda el bloqueo de B, así que el DEL lo quita. A B no se le avisa. C recibe el bloqueo a los { $granted }, y los dos actúan como quien lo tiene: la escritura de B a los { $wrote } cae sobre la de C, y la actualización de C se pierde.
quiz-plain-release-3 = A es rechazado y se entera de que perdió el bloqueo.
quiz-plain-release-3-why = Un DEL simple no mira quién lo pide; tiene éxito. Solo un borrado que primero compara el valor de la clave con el valor aleatorio propio de A lo rechazaría, como pide la página de Redis sobre bloqueos.
quiz-plain-release-4 = A B se le avisa de que su bloqueo ya no está, y se detiene.
quiz-plain-release-4-why = Nada avisa a B. El servicio de bloqueo no llama a sus clientes, así que B sigue como si lo tuviera hasta que algo lo rechace, y aquí nada lo hace.

## Pregunta «split-fence»: $checked es cuándo A pregunta por el fence,
## $wrote cuándo llega la escritura de B, $woke cuándo despierta A.

quiz-split-fence-prompt = A pregunta a Storage por el token más alto que ha visto, en un SELECT aparte a los { $checked }, y no encuentra ninguno mayor que su propio token 1. Luego A se congela antes de su UPDATE, que no comprueba el token. Mientras tanto vence el lease de A, y B toma el bloqueo con el token 2 y escribe. ¿Qué pasa cuando A despierta a los { $woke }?
quiz-split-fence-1 = Storage rechaza la escritura de A, porque ha visto el token 2.
quiz-split-fence-1-why = Storage rechaza un token menor solo donde la propia escritura lo comprueba. Aquí la comprobación fue un SELECT aparte a los { $checked }, y el UPDATE no comprueba nada.
quiz-split-fence-2 = La escritura de A cae sobre la de B, y la actualización de B se pierde.
quiz-split-fence-2-why = La comprobación de A era cierta a los { $checked } y falsa desde los { $wrote }, cuando llegó la escritura de B. El UPDATE no comprueba nada, así que acepta el token 1 después del token 2. Solo una comprobación en la propia escritura, UPDATE … WHERE fence <= token, cierra el hueco.
quiz-split-fence-3 = A vuelve a comprobar el fence y se detiene.
quiz-split-fence-3-why = A comprobó una vez, antes de su pausa, y nada le hace comprobar de nuevo. Una segunda comprobación solo estrecharía el hueco: una pausa entre ella y el UPDATE lo abriría otra vez.
quiz-split-fence-4 = El servicio de bloqueo rechaza la escritura de A.
quiz-split-fence-4-why = El servicio de bloqueo nunca ve las escrituras. Solo el almacenamiento puede rechazar una escritura, y solo en la sentencia que la hace.

## Pregunta «applied-twice»: $first es cuándo Storage aplica la escritura
## de A, $again cuándo llega su reenvío.

quiz-applied-twice-prompt = A pide a Storage, que comprueba tokens de fencing, que sume 5. Storage lo suma a los { $first }, pero la respuesta se pierde a la vuelta, así que A reenvía la misma escritura, con el mismo token 1. ¿Qué hace Storage con el reenvío cuando llega a los { $again }?
quiz-applied-twice-1 = Lo rechaza: ya ha visto el token 1.
quiz-applied-twice-1-why = Storage rechaza un token menor que el más alto que ha visto, y 1 no es menor que 1. La comprobación de tokens deja pasar el reenvío.
quiz-applied-twice-2 = Suma 5 por segunda vez.
quiz-applied-twice-2-why = Nada en la escritura le dice a Storage que es un reenvío: el mismo token, la misma cantidad. Así que suma 5 otra vez a los { $again }. Los tokens de fencing ordenan las escrituras; lo que elimina duplicados es una clave de idempotencia o un número de secuencia en cada escritura.
quiz-applied-twice-3 = Ve que es la misma escritura y la ignora.
quiz-applied-twice-3-why = Solo un recurso que guarda una clave por cada escritura aplicada puede distinguir un reenvío de una escritura nueva. Este Storage no guarda ninguna.
quiz-applied-twice-4 = Espera a que termine el lease de A.
quiz-applied-twice-4-why = Storage no sabe nada de leases. Solo ve el token, y acepta la escritura en cuanto llega.

## «¿Eficiencia o corrección?»: el ejercicio alrededor de sus tareas. Las
## entradillas del veredicto (quiz-right, quiz-not-quite) son las del cuestionario.

# El número de la tarea, cuántas tareas hay y el nombre de la tarea.
sorter-legend = Tarea { $number } de { $total }: { $job }
sorter-ask-lock = ¿Qué bloqueo necesita?
sorter-lock-low = Bloqueo de eficiencia: dos a la vez solo desperdician trabajo
sorter-lock-high = Bloqueo de corrección: dos a la vez hacen daño de verdad
sorter-ask-checks = ¿Puede el recurso en el que escribe comprobar un token de fencing?
sorter-checks-true = Sí, puede comprobar un token
sorter-checks-false = No, no puede
# El botón bajo cada tarea; su nombre dice qué tarea comprueba ($job, el nombre de la tarea).
sorter-check = Comprobar
    .aria-label = Comprobar las respuestas de «{ $job }»
sorter-answer-both = Responde primero a las dos preguntas y luego pulsa «{ sorter-check }».
# El bloqueo que necesita una tarea: $harm es «low» (el solapamiento solo
# desperdicia trabajo) o «high» (hace daño de verdad).
sorter-lock-name = { $harm ->
    [low] un bloqueo de eficiencia
   *[high] un bloqueo de corrección
}
# Tras comprobar: $job es el nombre de la tarea, $harm como en
# sorter-lock-name, y $why la razón propia de la tarea (uno de los
# mensajes sorter-…-why).
sorter-needs = «{ $job }» necesita { sorter-lock-name }. { $why }
# Tras comprobar con el bloqueo correcto y la respuesta equivocada sobre el
# recurso: $harm como en sorter-lock-name, $resource la línea propia de la
# tarea sobre lo que puede comprobar su recurso (uno de los mensajes sorter-…-resource).
sorter-needs-but = Sí, { sorter-lock-name }, pero vuelve a mirar el recurso. { $resource }
# $count tareas bien clasificadas, de $total.
sorter-score = Llevas { $count } de { $total } { $total ->
    [one] tarea bien clasificada
   *[other] tareas bien clasificadas
}.
sorter-square = Dónde acaban las tareas
sorter-harm-low = Poco daño por solapa{"\u00AD"}miento: bloqueo de eficiencia
sorter-harm-high = Daño real por solapa{"\u00AD"}miento: bloqueo de corrección
sorter-can-check-true = El recurso puede compro{"\u00AD"}bar tokens
sorter-can-check-false = El recurso no puede compro{"\u00AD"}bar tokens
sorter-corner-low-true = Basta con un lease; el fencing es opcional.
sorter-corner-low-false = Basta con un lease, como una clave de Redis con tiempo de caducidad.
sorter-corner-high-true = Fencing en el recurso: rechaza un token antiguo.
sorter-corner-high-false = Usa el compare-and-set del recurso, o pon delante un proxy de fencing.

## Las tareas: el nombre de cada una, lo que hace, por qué necesita el
## bloqueo que necesita y lo que puede comprobar su recurso.

sorter-cache-name = Precarga de la caché
sorter-cache-story = Cada noche un servidor carga en una caché las páginas más leídas, para que el sitio vaya rápido por la mañana. La caché es un simple almacén clave-valor que acepta cualquier escritura.
sorter-cache-why = Si dos servidores la ejecutan, la caché se llena dos veces: trabajo desperdiciado, nada incorrecto. Una sola clave de Redis con tiempo de caducidad (un TTL) es un buen bloqueo.
sorter-cache-resource = Una caché simple acepta cualquier escritura; no tiene ni idea de lo que es un token.

sorter-digest-name = Resumen diario por correo
sorter-digest-story = Una vez al día, una tarea envía a cada usuario un resumen del día anterior a través de un servicio de correo externo.
sorter-digest-why = Dos ejecuciones envían a algunos usuarios el mismo resumen dos veces: algo molesto, pero no dañino. Basta con un lease simple.
sorter-digest-resource = Un servidor de correo envía lo que le dan; con un correo no viaja ningún token.

sorter-report-name = Regenerar un informe
sorter-report-story = Una tarea reconstruye el informe mensual de ventas a partir de la base de datos y lo guarda en un almacén que puede rechazar una escritura con un token más antiguo.
sorter-report-why = Reconstruir el informe dos veces da el mismo informe, así que el solapamiento solo desperdicia trabajo. Basta con un lease; como el almacén puede comprobar tokens, el fencing es barato pero opcional.
sorter-report-resource = El almacén puede rechazar una escritura cuyo token sea más antiguo que el último que aceptó.

sorter-file-name = Escritura en un archivo compartido
sorter-file-story = Varios workers se turnan para reescribir un archivo compartido en un servidor de archivos. Al servidor se le puede indicar el token de cada escritura, y rechaza uno antiguo.
sorter-file-why = Dos escritores a la vez pueden dejar una mezcla de las dos versiones, o borrar el trabajo de uno, y nadie recibe un error. Fencing en el recurso: el servidor de archivos rechaza el token antiguo.
sorter-file-resource = El servidor de archivos comprueba el token de cada escritura, así que puede rechazar a un escritor obsoleto.

sorter-ledger-name = Pago en el libro de cuentas
sorter-ledger-story = Un worker lee el saldo de una cuenta, hace un pago y escribe el nuevo saldo en una base de datos que puede rechazar una escritura cuyo token sea más antiguo que el último.
sorter-ledger-why = Un escritor obsoleto puede sobrescribir un saldo más reciente, y desaparece dinero. Fencing en el recurso: la base de datos rechaza el token antiguo.
sorter-ledger-resource = La base de datos puede comparar el token de cada escritura con el más alto que ha visto.

sorter-charge-name = Cobro mediante una API de terceros
sorter-charge-story = Un worker cobra en la tarjeta de una clienta a través de la API de pagos de otra empresa, que no sabe nada de tus tokens.
sorter-charge-why = Dos workers que creen tener el bloqueo pueden cobrar dos veces a la clienta. Un token solo no sirve de nada aquí: usa el propio compare-and-set de la API (un cobro que solo se hace si nada ha cambiado desde que miraste), o envía cada llamada a través de un proxy de fencing.
sorter-charge-resource = A la API de otra empresa no se le puede enseñar a comprobar tus tokens.
