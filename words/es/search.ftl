## Lo que encontró una búsqueda de ajustes al azar, bajo su botón.

# $runs: cuántas ejecuciones al azar hizo la búsqueda.
search-none = Ninguna ejecución insegura en { $runs } ejecuciones al azar. Eso no es una prueba: una ejecución que la búsqueda no probó todavía puede salir mal.

# La ejecución insegura reducida. $runs: las ejecuciones hechas; $sliders:
# cada control deslizante con su valor (search-slider), unidos con comas;
# $events: los eventos de la ejecución reducida, $drawn: cuántos dibuja el
# gráfico; $verdict: el veredicto como frase; $unsafe_runs: cuántas de las
# $runs no fueron seguras.
search-found = Se encontró una en { $runs } ejecuciones y se redujo hacia los ajustes con los que empieza el experimento: { $sliders } ({ $events ->
    [one] { $events } evento
   *[other] { $events } eventos
}; { $drawn } dibujados). { $verdict } Cada control está en su valor inicial, o donde devolverlo solo a su sitio hace segura la ejecución. La página muestra ahora esta ejecución. { $unsafe_runs } de las { $runs } ejecuciones no fueron seguras.

# Un control deslizante de la ejecución reducida: su $label y su $value.
search-slider = { $label } { $value }
