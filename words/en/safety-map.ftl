## The safety map's words around its cells, and the search for a counterexample.

# What stands in place of the map. $sliders is how many sliders the experiment has (0 or 1).
map-none = { $sliders ->
    [0] No map here: this experiment has no sliders, and a map needs two.
   *[other] No map here: this experiment has only one slider, and a map needs two.
}
# The map's summary. Counts of runs (cells): $total all of them, $lost
# those that lose an update, $escaped those that let a side effect escape,
# $half those that leave an update half done, $stuck those whose rightful
# holder is refused, $twice those that apply a write twice, $safe the safe
# ones, $refused
# the safe ones because a late write was refused. $across and $down name
# the sliders on the axes, $acrossFrom, $acrossTo, $downFrom, $downTo their
# ends ("0 s"); $coarse is "yes" for a quick map while the settings move.
map-summary = { $lost } of { $total } runs { $lost ->
    [one] loses
   *[other] lose
} an update; { $escaped } { $escaped ->
    [one] lets
   *[other] let
} a side effect escape{ $half ->
    [0] {""}
    [one] ; { $half } leaves an update half done
   *[other] ; { $half } leave an update half done
}{ $stuck ->
    [0] {""}
    [one] ; { $stuck } is stuck, its rightful holder refused
   *[other] ; { $stuck } are stuck, their rightful holder refused
}{ $twice ->
    [0] {""}
    [one] ; { $twice } applies a write twice
   *[other] ; { $twice } apply a write twice
}. { $safe } { $safe ->
    [one] is
   *[other] are
} safe{ $refused ->
    [0] {""}
   *[other] , { $refused } of them because a late write was refused
}. Across: { $across }, { $acrossFrom } to { $acrossTo }. Down: { $down }, { $downFrom } to { $downTo }. Every other setting as it is now.{ $coarse ->
    [yes] {" "}A quick, coarse map while the settings move; the full one follows when they rest.
   *[no] {""}
}
# The map's accessible name. $summary is map-summary.
map-label = Safety map. { $summary }
# How many cells of the map have a verdict. $n is the number.
map-legend-count = { $n }
# A value of a slider that counts, on the map's axis. $n is the number.
map-tick-count = { $n }
# The axes' names on the map. $label is the slider's name.
map-axis-across = { $label } →
map-axis-down = { $label } ↓
map-readout-hint = Point at a cell to read it here. Click or tap it, or focus the map and press Enter, to load its run.
# A cell in words. $across and $down name the axes' sliders, $acrossValue and
# $downValue are the cell's values ("15.1 s"); $verdict is how its run ends:
# safe, refused, duplicate, stuck, half_done, escaped, applied_twice or lost.
map-cell = { $across } { $acrossValue }, { $down } { $downValue }: { $verdict ->
    [refused] safe, a late write was refused.
    [duplicate] safe, only work done twice.
    [stuck] not safe, stuck: the rightful holder refused.
    [half_done] not safe, an update left half done.
    [escaped] not safe, a side effect escaped.
    [applied_twice] not safe, a write applied twice.
    [lost] not safe, an update lost.
   *[safe] safe.
}

# $runs is how many runs the search tries.
search-trying = Trying { $runs } runs with random settings…
