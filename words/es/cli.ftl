## Las palabras propias del comando fencelab: su ayuda y lo que imprime alrededor de las del núcleo.

cli-usage =
    fencelab: un simulador didáctico de bloqueos distribuidos, leases y tokens de fencing

    Uso:
      fencelab run ARCHIVO [--set ID=VALOR]... [--json | --markdown] [--svg SALIDA.svg [--width PX]]
      fencelab sweep ARCHIVO --x ID=DESDE..HASTA:PASOS --y ID=DESDE..HASTA:PASOS [--set ID=VALOR]... [--json]
      fencelab explore ARCHIVO [--seeds N] [--set ID=VALOR]... [--json]
      fencelab check ARCHIVO|CARPETA... [--solutions]
      fencelab knobs ARCHIVO
      fencelab link ARCHIVO
      fencelab help | --help | -h
      fencelab --version

    run, sweep, explore, check, knobs y link aceptan --lang IDIOMA: en (por defecto), de o es.

    Cada ARCHIVO puede ser también un enlace que lleva un escenario, como lo hace fencelab link:
    una dirección entera con ?file=..., la consulta ?file=... o file=... sola. run, sweep
    y explore aplican primero los ajustes que el enlace da a los controles del escenario,
    así que un --set gana.

    Comandos:
      run     Ejecuta un escenario e imprime su registro y su resultado.
                --set ID=VALOR  ajusta antes un control (se puede repetir), p. ej. --set fencing=on
                --json          imprime un objeto JSON en lugar de texto
                --markdown      imprime el registro como una página Markdown
                --svg SALIDA.svg  escribe además el diagrama en SALIDA.svg, una figura
                                que no necesita ningún otro archivo
                --width PX      el ancho de la figura en píxeles, de 280 a 4000
                                (por defecto 800): el diagrama de la página a ese ancho
      sweep   Ejecuta un escenario una vez por cada celda de un mapa sobre dos deslizadores,
              con los demás controles como estén, e imprime el mapa de veredictos.
                --x, --y ID=DESDE..HASTA:PASOS  un deslizador y PASOS valores de DESDE
                                a HASTA, ambos incluidos (como mucho 1000 pasos),
                                cada uno en los pasos del deslizador, sin repeticiones
      explore Ejecuta un escenario con valores aleatorios de los deslizadores, una ejecución
              por semilla, reduce una ejecución insegura hacia los valores por defecto y la
              presenta como un comando que la repite.
                --seeds N       cuántas ejecuciones (por defecto 1000)
      check   Valida archivos de escenario y demuestra que cada uno de sus retos tiene
              solución, buscando entre los controles que permite. Una carpeta significa
              cada archivo *.json directamente dentro de ella, salvo schema.json.
                --solutions     imprime los ajustes que resuelven cada reto, en JSON:
                                {"{"}ARCHIVO: {"{"}RETO: {"{"}ID: VALOR{"}"}{"}"}{"}"}
      knobs   Lista los controles de un escenario, sus rangos y sus valores por defecto.
      link    Imprime el parámetro file= que lleva el escenario empaquetado en un enlace:
              añadido a la dirección de la página, como en
              https://example.edu/fencelab/?file=..., comparte el escenario.

    Código de salida: 0 hecho, 2 entrada incorrecta (uso, archivo de escenario o enlace, --set), 1 otros errores
    (como un archivo --svg que no se puede escribir).

## fencelab link, y un escenario dentro de un enlace

cli-link-no-file = { $link }: este enlace no lleva ningún escenario: no tiene el parámetro file=
cli-link-no-file-scenario = { $link }: este enlace no lleva ningún escenario: no tiene el parámetro file=, y abre el experimento { $name } de la propia página, el archivo de ese nombre en scenarios/
cli-link-bad-character = { $link }: el escenario de este enlace está dañado: el valor de file= tiene { $character } en la posición { $position }, y base64url solo escribe A–Z, a–z, 0–9, - y _
cli-link-cut-short = { $link }: el escenario de este enlace termina antes de tiempo: el enlace se cortó, quizá al copiarlo
cli-link-not-deflate = { $link }: el escenario de este enlace no se puede desempaquetar: el valor de file= no son datos DEFLATE
cli-link-too-large = { $link }: el escenario de este enlace ocupa más de { $kb } KB al desempaquetarlo; un archivo de escenario ocupa unos pocos KB
cli-link-not-text = { $link }: el escenario de este enlace no es texto UTF-8: su byte { $byte } no es válido
cli-link-file-too-large = { $file }: ocupa más de { $kb } KB, lo máximo que lleva un enlace; un archivo de escenario ocupa unos pocos KB

## fencelab knobs

cli-knobs-none = { $file }: este escenario no tiene controles
cli-knobs-id = ID
cli-knobs-kind = TIPO
cli-knobs-range = RANGO
cli-knobs-default = DEFECTO
cli-knobs-label = NOMBRE
cli-knobs-toggle = interruptor
cli-knobs-slider = rango
cli-knobs-on-off = on/off
cli-knobs-steps = { $unit ->
    [none] { $min }..{ $max } en pasos de { $step }
   *[other] { $min }..{ $max } { $unit } en pasos de { $step }
}
cli-knobs-how =
    Ajusta un control con `fencelab run ARCHIVO --set ID=VALOR`: un interruptor acepta on u off
    (también true o false); un rango acepta un número entero en su unidad.

## fencelab sweep

cli-sweep-axes = { $down } (hacia abajo) frente a { $across } (hacia la derecha)
cli-sweep-total = { $unsafe } de { $cells } { $cells ->
    [one] ajuste no es seguro
   *[other] ajustes no son seguros
}; { $runs } { $runs ->
    [one] ejecución hizo
   *[other] ejecuciones hicieron
} el mapa en { $ms } ms.

## fencelab explore

cli-explore-total = { $unsafe } de { $runs } { $runs ->
    [one] ejecución no fue segura
   *[other] ejecuciones no fueron seguras
}.
cli-explore-found = La ejecución de la semilla { $seed } ({ $drawn } eventos), reducida hacia los valores por defecto ({ $events } eventos, { $verdict }), se repite con:
cli-explore-none = Ninguna salió mal; eso no demuestra que ninguna pueda salir mal.

## fencelab check

cli-check-ok = { $file }: correcto
cli-check-summary = check encontró { $problems ->
    [one] { $problems } problema
   *[other] { $problems } problemas
}; { $ok ->
    [one] { $ok } archivo es correcto
   *[other] { $ok } archivos son correctos
}
cli-check-untranslated = { $file }: { $language }: falta { $fields }
