## El editor: el archivo del experimento abierto como texto junto a su
## ejecución, y de dónde viene un experimento que no es de la página.

page-edit-open = Editar este experimento
page-editor-title = Editar este experimento
page-editor-close = Cerrar el editor
page-editor-undo = Deshacer
page-editor-redo = Rehacer
page-editor-download = Descargar
page-editor-open-file = Abrir un archivo
page-editor-restart = Volver a empezar desde el original
page-editor-text =
    .aria-label = Archivo del escenario
page-stale-note = Esta ejecución es del último texto que funcionó, no del texto del editor.

editor-loading = Cargando el editor…
editor-load-failed = No se pudo cargar el editor: { $why }
editor-kept = Sus cambios se guardan en este navegador mientras escribe, y la ejecución los sigue. Descargue el archivo para conservarlo, o compártalo como enlace.
editor-draft-back = Su borrador del { $when } ha vuelto. «Volver a empezar desde el original» restaura el archivo original.
editor-opened-file = Se leyó { $name }. Deshacer restaura el texto anterior.
editor-runs = El texto se carga: la ejecución que se muestra es la de este texto.
editor-problems = { $count ->
    [one] Un problema, listado bajo el texto. La ejecución que se muestra es del último texto que funcionó.
   *[other] { $count } problemas, listados bajo el texto. La ejecución que se muestra es del último texto que funcionó.
}
editor-problem-place = Línea { $line }, columna { $column }
editor-downloaded = Guardado como { $name }.
editor-restart-confirm = ¿Descartar sus cambios y volver a empezar desde el archivo original?
editor-file-too-large = { $name } ocupa más de { $limit } KB. Un archivo de escenario ocupa pocos KB: ¿es el archivo correcto?
editor-file-unreadable = No se pudo leer { $name }: { $why }
error-editor-check = El editor no pudo comprobar este texto.

origin-linked = Este experimento llegó dentro del enlace, no de la lista de fencelab: «{ $title }». Léalo como obra de su autor.
origin-edited = Esta es su edición de «{ $title }», guardada solo en este navegador hasta que la descargue o comparta su enlace.
origin-link-broken = El experimento de este enlace no se pudo cargar, así que se muestra la historia por defecto y el editor contiene el archivo del enlace: { $problem }
origin-link-unreadable = El experimento de este enlace no se pudo leer, así que se muestra la historia por defecto: { $why }

link-file-unsupported = este navegador no puede desempaquetarlo (no tiene DEFLATE sin cabecera). Un Chrome, Edge, Firefox o Safari reciente sí puede.
link-file-not-text = no se desempaqueta en texto, así que no es un archivo de escenario.
link-file-too-large = se desempaqueta en más de { $limit } KB, mucho más que cualquier archivo de escenario, así que no se desempaquetó más.
link-file-not-deflate = no está empaquetado como fencelab empaqueta un archivo; quizá se cortó o se cambió.
link-file-empty = su file= está vacío.
link-file-character = el carácter { $position } de su file=, { $character }, no puede estar en él (solo letras, cifras, - y _).
link-file-cut = su file= está cortado.

## El formulario del editor: el archivo por partes.

editor-form-title = Cambiarlo por partes
editor-form-hint = Cada cambio aquí se escribe en el archivo de abajo, como si se tecleara allí, y la ejecución lo sigue. Deshacer lo revierte.
editor-form-waiting = El texto tiene problemas, listados debajo. En cuanto se pueda cargar otra vez, sus partes vuelven aquí.
editor-form-texts = Lo que lee el lector
editor-form-title-field = Título
editor-form-summary = Resumen
editor-form-try-this = Prueba esto
editor-form-lock = Servicio de bloqueo
editor-form-resources = Recursos
editor-form-name = Nombre
editor-form-clients = Clientes y sus planes
editor-form-client = Cliente { $name }
editor-form-remove-client = Quitar a { $name }
editor-form-add-client = Añadir un cliente
editor-form-starts = Empieza
editor-form-starts-next = justo después del paso anterior
editor-form-starts-at = a una hora
editor-form-starts-after = tras una espera
editor-form-resource = Recurso
editor-form-remove-step = Quitar este paso
editor-form-add-step-action = Paso nuevo
editor-form-add-step = Añadir el paso
editor-form-knobs = Los ajustes del lector
editor-form-no-knobs = El lector aún no tiene ajustes: marca «Dar al lector un deslizador» junto a un valor.
editor-form-knob = Ajuste «{ $id }»
editor-form-label = Etiqueta
editor-form-help = Ayuda
editor-form-withdraw = Quitar este ajuste
editor-form-offer = Dar al lector { $kind ->
    [switch] un interruptor
   *[slider] un deslizador
}
editor-form-offered = { $kind ->
    [switch] El interruptor
   *[slider] El deslizador
} «{ $id }» del lector
editor-form-whole-number = { $field } necesita un número entero.
