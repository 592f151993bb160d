## The lesson below the simulator: "In plain words", "Why it matters",
## "How real systems do it", the opening of "Check yourself", "Remember
## this", "Go deeper" and the footer. Fixed text about the default story.
##
## A value may carry <strong>, <em> and <code>. A link is written
## <a data-l10n-name="x">its text</a>; the page gives it its address, so
## keep each name as it is. Between a number and its unit stands a
## no-break space (U+00A0), as in "10 s", so the two never part at a line's end.
## The titles of talks, papers and books stay in English, as they were published.

## The experiments the lesson opens, by their titles in the simulator

lesson-experiment-efficiency-lock = Un bloqueo que solo ahorra trabajo
lesson-experiment-check-then-act = Comprobar el lease y luego quedarse en pausa
lesson-experiment-network-delay = Una escritura que sale a tiempo y llega tarde
lesson-experiment-leader-terms = Un líder antiguo aislado, y los mandatos
lesson-experiment-clock-drift = Un reloj atrasado mantiene vivo un lease
lesson-experiment-redlock-clock-jump = Redlock y un reloj que salta
lesson-experiment-counter-reset = Un reinicio entrega el mismo token dos veces
lesson-experiment-async-failover = Un failover que olvida una concesión
lesson-experiment-fencing-proxy = Un proxy que comprueba tokens en nombre de una API que no puede
lesson-experiment-compare-and-set = Compare-and-set en lugar de tokens
lesson-experiment-unfenced-side-effect = Un correo que ningún token puede detener
lesson-experiment-partial-write = Una transferencia partida por la mitad
lesson-experiment-paused-holder = El titular del bloqueo en pausa
lesson-experiment-kleppmann-2016 = El cliente en pausa de Kleppmann, tokens 33 y 34
lesson-experiment-lock-delay = Un lock-delay para un almacenamiento que no puede comprobar
lesson-experiment-release-removes-another = Una liberación que borra el bloqueo de otro
lesson-experiment-two-statement-fence = Un fence comprobado en una sentencia aparte
lesson-experiment-retried-write = Una escritura reenviada y aplicada dos veces

## In plain words

lesson-plain-heading = En pocas palabras
lesson-plain-intro =
    A veces varios ordenadores comparten una misma cosa, como un archivo o una fila de una base
    de datos. Si dos de ellos la cambian en el mismo momento, un cambio puede borrar el otro. La
    respuesta habitual es un bloqueo (en inglés, «lock»). Aquí importan tres palabras.
lesson-term-lock = Bloqueo
lesson-term-lock-means =
    El permiso para trabajar en la cosa compartida. Un programa aparte, el servicio de bloqueo,
    se lo da a un solo cliente cada vez.
lesson-term-lease = Lease
lesson-term-lease-means =
    Un bloqueo con límite de tiempo. En la historia, el límite es de 10 s. Si el titular se
    cae, el lease vence y el servicio de bloqueo puede dar el bloqueo a otro. Sin límite, un
    solo cliente caído podría tener a todos los demás esperando para siempre.
lesson-term-token = Token de fencing
lesson-term-token-means =
    Un número que acompaña a cada lease. Cada lease nuevo recibe un número mayor que el
    anterior: 1, luego 2, luego 3. El cliente envía su número con cada escritura. Por su parte,
    el almacenamiento anota el número más alto visto hasta ahora. Una escritura que llega con
    un número menor se rechaza.

lesson-wrong-heading = Qué sale mal
lesson-wrong-intro =
    Un lease termina según el reloj del servicio de bloqueo. Nadie avisa al cliente. No pasa
    nada mientras el cliente sigue funcionando, pero un cliente puede congelarse sin saberlo.
    Esta es la historia que reproduce el simulador.
lesson-story-grant = Al empezar, en 0 s, el cliente A obtiene el bloqueo con el token 1. Su lease dura 10 s.
lesson-story-read = Pasado 1 s, A lee el valor, que es 10. A partir de ahí calcula que escribirá 11.
lesson-story-pause =
    A los 2 s, A se congela durante 15 s. Una recolección de basura larga puede causarlo:
    el entorno de ejecución del programa detiene todos sus hilos mientras limpia la memoria.
lesson-story-expire = A los 10 s, vence el lease de A. A está congelado, así que no puede darse cuenta ni renovarlo.
lesson-story-other =
    A los 10,3 s, el cliente B obtiene el bloqueo con el token 2. A los 10,5 s, B lee 10 y
    escribe 15.
lesson-story-wake =
    A los 17 s, A despierta. Para A es como si no hubiera pasado el tiempo. Sigue creyendo que
    tiene el bloqueo, así que escribe 11 con el token 1.
lesson-unfenced =
    <strong>Sin fencing</strong>, el almacenamiento acepta la escritura de A. El valor termina
    en 11, pero debería ser 15. El trabajo de B se ha perdido, y nadie ha recibido un error.
lesson-fenced =
    <strong>Con fencing</strong>, el almacenamiento ya ha visto el token 2. El token 1 es menor,
    así que rechaza la escritura de A y conserva 15. A se entera de que ha perdido el bloqueo.
lesson-plain-moral =
    Así que el servicio de bloqueo por sí solo no puede dejar fuera a A. La comprobación tiene
    que hacerse donde llega la escritura: en el almacenamiento.

## Why it matters

lesson-why-heading = Por qué importa
lesson-cost-heading = Lo que cuesta una escritura obsoleta
lesson-cost-lost =
    <strong>Actualizaciones perdidas.</strong> En la historia, el cambio de B desaparece sin
    dejar rastro. Ahora imagina las existencias de un almacén o el saldo de una cuenta. El número
    está mal, y nada lo indica.
lesson-cost-corrupt =
    <strong>Archivos dañados.</strong> Dos clientes que escriben en el mismo archivo pueden
    dejar una mezcla de las dos versiones. Ninguno de ellos quería escribir eso, y puede que los
    programas no sean capaces de leerlo.
lesson-cost-double =
    <strong>Cobros dobles.</strong> Supón que el bloqueo sirve para que a un cliente se le cobre
    una sola vez. Dos clientes que creen tener el bloqueo pueden cobrar los dos.

lesson-kinds-heading = Dos tipos de bloqueo
lesson-kinds-question = Hazte una pregunta ante cualquier bloqueo: ¿qué pasa si dos clientes lo tienen a la vez?
lesson-kind-efficiency =
    <strong>Un bloqueo por eficiencia</strong> solo ahorra trabajo. Supón que un servidor debe
    reconstruir una caché cada noche. Si lo hacen dos servidores, la tarea se ejecuta dos veces.
    Se pierde tiempo, pero no se rompe nada. Aquí un lease simple suele bastar.
lesson-kind-correctness =
    <strong>Un bloqueo por corrección</strong> protege datos. Si dos clientes se solapan, se
    pierden datos o se gasta dinero dos veces. Aquí un lease por sí solo no es seguro. El
    almacenamiento tiene que comprobar un token de fencing.
lesson-kinds-square =
    Una segunda pregunta decide qué puedes hacer al respecto: ¿puede el recurso comprobar un
    token de fencing? A una base de datos o a un servidor de archivos que controlas se le puede
    enseñar. A un servidor de correo o al servicio de pagos de otra empresa, no. Las dos
    preguntas forman un cuadrado con cuatro esquinas.

lesson-sorter-heading = ¿Eficiencia o corrección?
lesson-sorter-intro =
    Clasifica cada tarea. Primero, ¿qué bloqueo necesita? Es decir, ¿qué pasa si dos clientes
    la ejecutan a la vez? Después, ¿puede el recurso en el que escribe comprobar un token de
    fencing? Pulsa «Comprobar» para ver por qué, y dónde cae la tarea en el cuadrado.
lesson-sorter-watch =
    Para ver un bloqueo por eficiencia en el simulador, abre el experimento
    <a data-l10n-name="efficiency-lock">{ lesson-experiment-efficiency-lock }</a>.

lesson-check-heading = Por qué «comprobar antes el lease» no lo arregla
lesson-check-then-act =
    Una idea evidente es hacer que A mire su lease justo antes de escribir. No sirve.
    Comprobar y escribir son dos pasos separados, y la pausa puede caer entre ellos. Supón que A
    comprueba, ve que le quedan 8 s, se congela durante 15 s y luego escribe. La
    comprobación era cierta cuando se hizo. Ya era falsa cuando salió la escritura. Este patrón
    se llama <em>check-then-act</em> («comprobar y luego actuar») y es una fuente clásica de
    errores. El experimento
    <a data-l10n-name="check-then-act">{ lesson-experiment-check-then-act }</a>
    lo muestra.
lesson-gap-intro = Hay dos cosas más que agrandan el hueco:
lesson-gap-drift =
    <strong>Los relojes se desvían.</strong> El reloj de A y el del servicio de bloqueo no avanzan
    exactamente a la misma velocidad, y un reloj puede saltar cuando se corrige. A puede creer
    que aún le queda tiempo cuando el servicio de bloqueo ya ha dado por terminado su lease.
lesson-gap-network =
    <strong>Las redes retrasan los mensajes.</strong> Una escritura puede salir de A mientras el
    lease está vigente y llegar al almacenamiento cuando ya ha terminado. Puede esperar en una
    cola o enviarse otra vez.
lesson-check-moral =
    Un cliente más cuidadoso no puede arreglar nada de esto. Un token de fencing no depende en
    absoluto del tiempo. El almacenamiento solo se pregunta una cosa: ¿es este número al menos
    tan grande como el mayor que he visto?
lesson-check-atomic =
    Esa pregunta tiene que hacerse en la propia escritura. Si la aplicación lee primero el fence
    en una sentencia aparte (<code>SELECT fence …</code>) y luego escribe en otra, se abre otra
    vez el mismo hueco: dos poseedores pueden pasar la comprobación antes de que ninguno
    escriba. La comprobación y la escritura deben ser un solo paso: un único
    <code>UPDATE … WHERE fence &lt;= token</code>, o una transacción que bloquee la fila que
    comprueba (<code>SELECT … FOR UPDATE</code>) hasta confirmar. El experimento
    <a data-l10n-name="two-statement-fence">{ lesson-experiment-two-statement-fence }</a>
    lo muestra.
lesson-check-duplicates =
    Un token tampoco hace que una escritura ocurra una sola vez. Si se pierde la respuesta a una
    escritura, el cliente no puede saber si se aplicó, así que la reenvía con el mismo token, y la
    comprobación del almacenamiento la deja pasar: el token no es menor que ninguno que haya
    visto. Una escritura que suma a lo que hay, como <code>INCRBY</code> o
    <code>UPDATE … SET n = n + 5</code>, se aplica entonces dos veces. Los tokens de fencing
    ordenan las escrituras; lo que permite al almacenamiento responder a un reenvío sin aplicarlo
    otra vez es una clave en cada escritura: una clave de idempotencia, o un número de secuencia
    como el que envía el productor idempotente de Kafka (KIP-98). El experimento
    <a data-l10n-name="retried-write">{ lesson-experiment-retried-write }</a>
    lo muestra.

## How real systems do it

lesson-real-heading = Cómo lo hacen los sistemas reales
lesson-real-intro =
    El modelo de fencelab es pequeño, pero tiene los problemas con los que se topan los sistemas
    reales. Cada uno tiene su propio experimento:
lesson-real-delay =
    <strong>Retraso de red.</strong> Una petición puede salir a tiempo y llegar tarde:
    <a data-l10n-name="network-delay">{ lesson-experiment-network-delay }</a>.
    Un enlace también puede cortarse, y una petición enviada antes del corte puede llegar mucho
    después:
    <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>.
lesson-real-clocks =
    <strong>Deriva y saltos de reloj.</strong> Un reloj de sistema que una sincronización de
    hora atrasa hace creer a un cliente que su lease dura más de lo que dura:
    <a data-l10n-name="clock-drift">{ lesson-experiment-clock-drift }</a>.
    Un servidor de bloqueo cuyo reloj salta termina un lease antes de tiempo, mientras su
    titular aún trabaja:
    <a data-l10n-name="redlock-clock-jump">{ lesson-experiment-redlock-clock-jump }</a>.
lesson-real-restarts =
    <strong>Reinicios y failovers.</strong> Un servicio de bloqueo que olvida su contador puede
    entregar un token dos veces:
    <a data-l10n-name="counter-reset">{ lesson-experiment-counter-reset }</a>.
    Una réplica que toma el relevo antes de enterarse de la última concesión puede entregar un
    token que ya está en uso:
    <a data-l10n-name="async-failover">{ lesson-experiment-async-failover }</a>.
lesson-real-cope =
    Aun así, cada paso de un cliente no lleva tiempo por sí mismo; el tiempo se va en las
    pausas y en la red. Los sistemas reales tienen que lidiar con todo esto. Para empezar, guardan el
    contador de tokens donde una sola caída no pueda reiniciarlo: en una mayoría de servidores
    que se ponen de acuerdo por consenso. Una copia en una réplica no basta, como muestra la
    conmutación de arriba. Y un contador restaurado desde una copia de seguridad antigua
    retrocede igual que uno perdido: restaurar etcd desde una instantánea hace retroceder su
    revisión, y por eso <code>etcdutl snapshot restore</code> tiene
    <code>--bump-revision</code> (issue 16028 de etcd). Si el contador baja de un token que el
    almacenamiento ya ha visto, no se pierden datos, pero el almacenamiento rechaza entonces a
    cada nuevo titular: una caída del servicio, que fencelab llama <em>atascado</em>, y no es
    seguro. Así es como algunos sistemas entregan tokens.

lesson-chubby-heading = Google Chubby: secuenciadores
lesson-chubby =
    Chubby es el servicio de bloqueo de Google. Mike Burrows lo describió en un artículo de 2006,
    <a data-l10n-name="paper">The Chubby lock service for loosely-coupled distributed systems</a>.
    Un cliente que tiene un bloqueo puede pedir un <em>secuenciador</em>: una cadena corta con
    el nombre del bloqueo, el modo en que se tiene y un número de generación que crece cada vez
    que alguien toma el bloqueo. El cliente envía el secuenciador con sus peticiones. Un
    servidor que recibe uno puede compararlo con el secuenciador más reciente que ha visto para
    ese bloqueo y rechazar uno más antiguo, igual que un almacenamiento comprueba un token de
    fencing. El artículo también deja que el servidor pregunte a Chubby si el secuenciador sigue
    vigente, pero eso es comprobar y luego actuar: la respuesta puede estar desfasada cuando se
    ejecuta la petición. Para los servidores que no pueden comprobar secuenciadores,
    Chubby tiene un recurso más débil llamado <em>lock-delay</em>: cuando un titular desaparece
    sin soltarlo, Chubby espera un rato antes de dar el bloqueo a otro.

lesson-zookeeper-heading = ZooKeeper: el zxid
lesson-zookeeper =
    ZooKeeper numera cada cambio que hace con un <code>zxid</code> (un identificador de
    transacción). Los zxid solo suben. En la receta habitual de bloqueo, cada cliente crea un nodo
    <em>efímero</em>, que ZooKeeper borra por sí solo cuando termina la sesión del cliente. Así se
    comporta como un lease. El zxid con el que se creó el nodo de bloqueo de un cliente (su
    <code>czxid</code>) puede ser su token de fencing. El número que ZooKeeper añade al nombre
    del nodo no es tan seguro. Sale del <code>cversion</code> del nodo padre, un recuento de los
    cambios en sus hijos, y ese recuento vuelve a empezar cuando el padre se borra y se crea de
    nuevo, algo que hace un nodo contenedor (ZOOKEEPER-2163, usado por las recetas de bloqueo de
    Curator) en cuanto se queda vacío. La guía de ZooKeeper avisa además de que el número de
    secuencia se desborda pasado 2147483647.

lesson-etcd-heading = etcd: revisiones
lesson-etcd =
    etcd lleva un único contador para todo el almacén, la <em>revisión</em>, y lo aumenta con
    cada cambio. Cada clave recuerda la revisión en la que se creó
    (<code>create_revision</code>) y en la que cambió por última vez (<code>mod_revision</code>).
    Un bloqueo de etcd es una clave atada a un lease: cuando el lease termina, etcd borra la
    clave. La revisión de la clave de bloqueo sirve directamente como token de fencing, porque
    la clave de un titular posterior siempre se escribe en una revisión posterior.

lesson-redlock-heading = Redis y el debate sobre Redlock
lesson-redlock =
    Redlock construye un bloqueo con varios servidores Redis independientes. Un cliente tiene el
    bloqueo si una mayoría de ellos lo acepta dentro de un plazo. En 2016 Martin Kleppmann
    sostuvo, en
    <a data-l10n-name="kleppmann">How to do distributed locking</a>,
    que esto no es seguro para la corrección. Redlock no entrega ningún número que crezca con
    cada concesión, así que el almacenamiento no tiene forma de detectar a un cliente cuyo
    bloqueo ha caducado. Y su seguridad depende de los tiempos: las pausas, los retrasos de red y
    la deriva de los relojes tienen que ser pequeños. Salvatore Sanfilippo (antirez), creador de
    Redis, respondió en
    <a data-l10n-name="antirez">Is Redlock safe?</a> Sostuvo que esos supuestos sobre los
    tiempos son razonables en la práctica, y que el valor aleatorio del bloqueo puede guiar él
    mismo una comprobación en el almacenamiento: una escritura que solo entra si el valor que
    nombra sigue siendo el actual, un compare-and-set. Sin token ni una comprobación así, solo
    los tiempos mantienen seguro el bloqueo, y la disputa es hasta dónde se puede confiar en
    ellos. Si un bloqueo protege la corrección, elige un diseño en el que esa disputa no
    importe. El experimento
    <a data-l10n-name="redlock-clock-jump">{ lesson-experiment-redlock-clock-jump }</a>
    muestra un bloqueo por mayoría sin token que sale mal.

lesson-release-heading = Liberar un bloqueo: solo el propio
lesson-release =
    Un cliente suele liberar un bloqueo de Redis borrando su clave. Si su lease ya terminó y otro
    cliente ha tomado el bloqueo desde entonces, un simple <code>DEL</code> borra en su lugar la
    clave del nuevo titular: el bloqueo parece libre, un tercer cliente lo toma y dos clientes
    trabajan a la vez. Renovar con un simple <code>PEXPIRE</code> falla igual y alarga el lease
    del nuevo titular. Por eso la página de la documentación de Redis sobre bloqueos distribuidos
    hace que cada cliente guarde en la clave un valor aleatorio propio y la libere con un pequeño
    script que borra la clave solo mientras aún guarda ese valor, en un solo paso. Con esa
    comprobación, liberar un bloqueo que ya no es tuyo no borra nada. El experimento
    <a data-l10n-name="release-removes-another">{ lesson-experiment-release-removes-another }</a>
    lo muestra.

lesson-hazelcast-heading = Hazelcast: FencedLock
lesson-hazelcast =
    Hazelcast tiene un bloqueo llamado <code>FencedLock</code>. Vive en el CP Subsystem de
    Hazelcast, que puede usar el algoritmo Raft para ponerse de acuerdo sobre el estado, pero
    solo cuando tiene miembros CP: con <code>cp-member-count</code> a 0, el valor por defecto, el
    CP Subsystem funciona en modo inseguro, y la propia documentación de Hazelcast avisa de que
    ahí un bloqueo concedido con una respuesta de éxito puede perderse. Con Raft detrás, un
    cliente puede tomar el bloqueo y obtener un <em>fence</em> en una sola llamada,
    <code>lockAndGetFence()</code>. El fence crece cada vez que el bloqueo pasa de libre a
    tomado. El cliente lo envía al almacenamiento, que lo comprueba como cualquier token de
    fencing. El bloqueo pertenece a la sesión del cliente, y la sesión se cierra si el cliente
    deja de enviar latidos, como pasaría durante una pausa larga.

lesson-election-heading = Elección de líder: mandatos y épocas
lesson-election =
    Elegir un líder es tomar un bloqueo con otro nombre: un nodo gana el derecho a actuar en
    nombre del grupo. Aparece el mismo fallo. Un líder antiguo que estuvo en pausa o aislado
    puede volver y seguir actuando como líder. Raft, un algoritmo de consenso muy usado, da a
    cada elección un número llamado <em>mandato</em> (term). Cada mensaje lleva el mandato de
    quien lo envía. Un nodo que ha visto un mandato más alto rechaza los mensajes con uno más
    bajo, y un líder antiguo que ve un mandato más alto se retira. Ese es el trabajo de un token
    de fencing, pero el mandato solo no es lo que hace seguro a Raft: eso viene de las mayorías,
    de la regla sobre a quién puede votar un nodo y de un mandato y un voto que cada servidor
    escribe en disco antes de responder (figura 2 del artículo de Raft). Un mandato tampoco
    impide que un líder aislado que no oye a nadie responda lecturas desde su estado antiguo:
    Jepsen lo encontró en etcd 0.4.1 y en Consul en 2014, y el artículo de Raft (sección 8) hace
    que un líder consulte con una mayoría antes de responder una lectura. CheckQuorum y los
    leases de líder hacen que un líder aislado se retire por sí solo. Otros sistemas llaman al
    número <em>época</em>, y también el almacenamiento lo comprueba: los journal nodes de HDFS
    rechazan a un escritor con una época anterior (HDFS-3077), los brokers de Kafka a un
    productor con una época anterior (KIP-98), y BookKeeper cierra un ledger para que su antiguo
    escritor no pueda añadir nada más. Prueba
    <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>.

lesson-unchecked-heading = Cuando el recurso no puede comprobar tokens
lesson-unchecked-intro =
    Un token solo sirve si el recurso lo mira. Muchos recursos no pueden: un servidor de
    archivos antiguo, el servicio de pagos de otra empresa, un servidor de correo. Algunas
    salidas:
lesson-unchecked-proxy =
    Pon delante un <strong>proxy de fencing</strong>: un pequeño servicio por el que tiene que
    pasar cada escritura. Guarda el token más alto y solo reenvía las escrituras que pasan la
    comprobación. Solo funciona si nada puede llegar al recurso salvo a través del proxy. El
    experimento comprueba en el momento en que una escritura llega al recurso; un proxy real
    tiene más que resolver: una petición que dejó pasar puede ser adelantada por el camino por
    otra más nueva, un proxy que se reinicia no debe olvidar su token más alto, y varios proxies
    tienen que ponerse de acuerdo en uno. Mira
    <a data-l10n-name="fencing-proxy">{ lesson-experiment-fencing-proxy }</a>.
lesson-unchecked-cas =
    Usa la protección propia del recurso si la tiene, como una escritura que solo tiene éxito si
    la versión del elemento sigue siendo la que leíste (se suele llamar
    <em>compare-and-set</em>). Compara una versión que crece con cada escritura, no el valor en
    sí: un valor puede cambiar y volver atrás (el problema ABA), y una comprobación del valor
    deja pasar la escritura aunque hubo cambios entre medias. Mira
    <a data-l10n-name="compare-and-set">{ lesson-experiment-compare-and-set }</a>.
lesson-unchecked-idempotent =
    Haz que la acción se pueda repetir sin peligro, por ejemplo con un identificador que haga
    que una segunda petición idéntica no haga nada.
lesson-unchecked-outside =
    Y hay acciones que ninguna comprobación puede detener una vez que han salido: un correo,
    una vez enviado, enviado se queda. Mira
    <a data-l10n-name="unfenced-side-effect">{ lesson-experiment-unfenced-side-effect }</a>
    y, para un cambio en dos sitios que un rechazo parte por la mitad,
    <a data-l10n-name="partial-write">{ lesson-experiment-partial-write }</a>.

## Check yourself (the questions themselves are the quiz's)

lesson-quiz-heading = Ponte a prueba
lesson-quiz-intro = Elige una respuesta para cada pregunta y pulsa «Comprobar» para ver por qué es correcta o incorrecta. La puntuación cuenta tu primera respuesta a cada una; vuelve a intentarlo tantas veces como quieras para leer las otras explicaciones. Cada pregunta trata de una ejecución del simulador, y su explicación puede abrir esa ejecución.

## Remember this: six points, each with "Try it:" and its experiments

lesson-remember-heading = Recuerda esto
lesson-remember-intro = Seis ideas para llevarte, cada una con el experimento que la muestra.
lesson-remember-lease =
    Un bloqueo que vence por sí solo es un lease, y un lease puede terminar mientras su titular
    está congelado y no tiene ni idea.
lesson-remember-lease-try = Pruébalo: <a data-l10n-name="paused-holder">{ lesson-experiment-paused-holder }</a>
lesson-remember-check =
    Mirar el lease justo antes de escribir no te salva: la congelación puede llegar después de
    mirar y antes de escribir.
lesson-remember-check-try = Pruébalo: <a data-l10n-name="check-then-act">{ lesson-experiment-check-then-act }</a>
lesson-remember-token =
    Un token de fencing crece con cada concesión, y el recurso rechaza cualquier token menor que
    el mayor que ha aceptado. El contador que reparte los tokens no debe retroceder nunca, ni
    siquiera tras un reinicio: un token repetido deja entrar una escritura tardía, y uno menor
    deja el recurso atascado, rechazando a cada titular legítimo.
lesson-remember-token-try =
    Pruébalo: <a data-l10n-name="kleppmann-2016">{ lesson-experiment-kleppmann-2016 }</a>;
    <a data-l10n-name="counter-reset">{ lesson-experiment-counter-reset }</a>
lesson-remember-kinds =
    Pregúntate qué rompería tener dos titulares a la vez. Si la respuesta es solo algo de
    trabajo perdido, basta con un lease; si se trata de datos o de dinero, el recurso tiene que
    comprobar un token.
lesson-remember-kinds-try = Pruébalo: <a data-l10n-name="efficiency-lock">{ lesson-experiment-efficiency-lock }</a>
lesson-remember-unchecked =
    Un recurso que no puede comprobar tokens aún se puede proteger, con su propio
    compare-and-set o con un proxy delante que los compruebe.
lesson-remember-unchecked-try =
    Pruébalo: <a data-l10n-name="compare-and-set">{ lesson-experiment-compare-and-set }</a>;
    <a data-l10n-name="fencing-proxy">{ lesson-experiment-fencing-proxy }</a>
lesson-remember-election =
    Elegir un líder es tomar un bloqueo con otro nombre, y un mandato o una época hace el
    trabajo de un token de fencing. La seguridad de Raft se apoya además en las mayorías y en el
    estado guardado en disco.
lesson-remember-election-try = Pruébalo: <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>

## Go deeper: the titles of talks, papers and books stay as they were published

lesson-deeper-heading = Para saber más
lesson-deeper-intro = Son enlaces normales a otros sitios, todos en inglés; esta página no carga nada de ellos.
lesson-deeper-watch-heading = Primero mira, para hacerte una idea
lesson-deeper-lectures =
    <a data-l10n-name="lectures">Distributed Systems</a>,
    la serie de clases de Martin Kleppmann en la Universidad de Cambridge: ocho clases, cada una
    dividida en vídeos cortos, desde las redes y los fallos, pasando por los relojes, hasta el
    consenso y Raft. La base de todo lo que hay en esta página, del autor de la primera lectura
    de abajo.
lesson-deeper-raft-talk =
    <a data-l10n-name="talk">Designing for Understandability: the Raft consensus algorithm</a>,
    una charla de John Ousterhout, uno de los dos autores de Raft. Muestra cómo un clúster elige
    un líder y por qué cada mensaje lleva un mandato, el número que deja fuera a un líder
    antiguo. Después prueba
    <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>.
lesson-deeper-read-heading = Después lee
lesson-deeper-kleppmann =
    Martin Kleppmann,
    <a data-l10n-name="reading">How to do distributed locking</a>
    (2016). El argumento sobre el que se construye esta página: un cliente en pausa, los tokens
    33 y 34, y por qué Redlock no da al almacenamiento nada que comprobar. Lo muestra
    <a data-l10n-name="kleppmann-2016">{ lesson-experiment-kleppmann-2016 }</a>.
lesson-deeper-antirez =
    Salvatore Sanfilippo,
    <a data-l10n-name="reading">Is Redlock safe?</a> (2016). La respuesta del creador de Redis,
    que sostiene que las suposiciones de Redlock sobre los tiempos son justas en la práctica;
    léela para ver en qué se apoya un bloqueo sin tokens. Lo muestra
    <a data-l10n-name="redlock-clock-jump">{ lesson-experiment-redlock-clock-jump }</a>.
lesson-deeper-leases =
    Cary Gray y David Cheriton,
    <a data-l10n-name="reading">Leases: an efficient fault-tolerant mechanism for distributed file cache consistency</a>
    (SOSP 1989). De dónde vienen los leases: una concesión válida durante un tiempo fijo, y la
    confianza en los relojes que la acompaña. Lo muestra
    <a data-l10n-name="clock-drift">{ lesson-experiment-clock-drift }</a>.
lesson-deeper-chubby =
    Mike Burrows,
    <a data-l10n-name="reading">The Chubby lock service for loosely-coupled distributed systems</a>
    (OSDI 2006). El servicio de bloqueo de Google: secuenciadores que un servidor puede
    comprobar, y lock-delay para los servidores que no pueden. Lo muestra
    <a data-l10n-name="lock-delay">{ lesson-experiment-lock-delay }</a>.
lesson-deeper-zookeeper =
    Patrick Hunt, Mahadev Konar, Flavio Junqueira y Benjamin Reed,
    <a data-l10n-name="reading">ZooKeeper: wait-free coordination for Internet-scale systems</a>
    (USENIX ATC 2010). Un servicio de coordinación replicado cuyos zxid solo suben, así que el
    zxid de creación de un nodo de bloqueo es un token que ninguna caída entrega dos veces. Lo
    muestra
    <a data-l10n-name="counter-reset">{ lesson-experiment-counter-reset }</a>.
lesson-deeper-raft =
    Diego Ongaro y John Ousterhout,
    <a data-l10n-name="reading">In search of an understandable consensus algorithm</a>
    (USENIX ATC 2014). El artículo de Raft; sus mandatos hacen para los líderes el trabajo de los
    tokens de fencing, y su seguridad se apoya en las mayorías y en el estado guardado en disco.
    Lo muestra
    <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>.
lesson-deeper-ddia =
    Martin Kleppmann,
    <a data-l10n-name="reading">Designing Data-Intensive Applications</a>
    (O'Reilly, 2017), capítulo 8, «The trouble with distributed systems». Redes que pierden y
    retrasan mensajes, relojes que derivan, procesos que se pausan y los tokens de fencing como
    salida, todo en un capítulo. Lo muestra
    <a data-l10n-name="network-delay">{ lesson-experiment-network-delay }</a>.

## The footer

lesson-footer = fencelab simula en milisegundos enteros y se ejecuta igual cada vez: los mismos ajustes dan los mismos eventos. Todo lo que hay en esta página se calcula en tu navegador; no se envía nada a ningún sitio, salvo que, dentro de una plataforma de aprendizaje, tu puntuación del cuestionario y los retos cumplidos van a esa plataforma.
lesson-footer-licence = Puedes usar el código libremente bajo la licencia MIT o la Apache 2.0. Los textos de la lección, del cuestionario y de los experimentos se pueden reutilizar en tu propio curso en las mismas condiciones; cítalos como «fencelab, MIT OR Apache-2.0».
