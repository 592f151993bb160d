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
