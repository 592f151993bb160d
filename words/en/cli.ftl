## The fencelab command's own words: its help and what it prints around the core's.

cli-usage =
    fencelab: a teaching simulator of distributed locks, leases and fencing tokens

    Usage:
      fencelab run FILE [--set ID=VALUE]... [--json | --markdown] [--svg OUT.svg [--width PX]]
      fencelab sweep FILE --x ID=FROM..TO:STEPS --y ID=FROM..TO:STEPS [--set ID=VALUE]... [--json]
      fencelab explore FILE [--seeds N] [--set ID=VALUE]... [--json]
      fencelab check FILE|DIR... [--solutions]
      fencelab knobs FILE
      fencelab link FILE
      fencelab help | --help | -h
      fencelab --version

    run, sweep, explore, check, knobs and link take --lang LANG: en (the default), de or es.

    Every FILE may also be a link that carries a scenario, as fencelab link makes it:
    a whole address with ?file=..., the query ?file=... or file=... alone. run, sweep
    and explore first apply the settings the link gives the scenario's knobs, so a
    --set wins.

    Commands:
      run     Run a scenario and print its transcript and outcome.
                --set ID=VALUE  set a knob first (may repeat), e.g. --set fencing=on
                --json          print one JSON object instead of text
                --markdown      print the transcript as a Markdown page instead
                --svg OUT.svg   also write the chart to OUT.svg, a figure
                                that needs no other file
                --width PX      the figure's width in pixels, 280 to 4000
                                (default 800): the page's chart at that width
      sweep   Run a scenario once per cell of a map over two sliders, every
              other knob as set, and print the map of verdicts.
                --x, --y ID=FROM..TO:STEPS  a slider and STEPS values from FROM
                                to TO, both included (at most 1000 steps),
                                each on the slider's steps, repeats dropped
      explore Run a scenario with random slider values, one run per seed, and
              shrink an unsafe run towards the defaults, and report it as a
              command that replays it.
                --seeds N       how many runs (default 1000)
      check   Validate scenario files, and prove each of their challenges
              solvable by searching the knobs it allows. A directory means
              every *.json file directly in it except schema.json.
                --solutions     print the settings that solve each challenge,
                                as JSON: {"{"}FILE: {"{"}CHALLENGE: {"{"}ID: VALUE{"}"}{"}"}{"}"}
      knobs   List a scenario's knobs, their ranges and defaults.
      link    Print the file= parameter that carries the scenario in a link,
              packed: add it to the page's address, as in
              https://example.edu/fencelab/?file=..., to share the scenario.

    Exit status: 0 done, 2 bad input (usage, scenario file or link, --set), 1 other errors
    (such as a --svg file that cannot be written).

## fencelab link, and a scenario inside a link

# Each names the link it speaks of: $link is its start, in quotes.
cli-link-no-file = { $link }: this link carries no scenario: it has no file= parameter
# $name is the link's scenario=, in quotes: one of the page's own experiments.
cli-link-no-file-scenario = { $link }: this link carries no scenario: it has no file= parameter, and it opens the page's own experiment { $name }, the file of that name in scenarios/
# $character is the character, in quotes; $position where it stands in the file= value, counted from 1.
cli-link-bad-character = { $link }: the scenario in this link is damaged: its file= value has { $character } at character { $position }, and base64url writes only A–Z, a–z, 0–9, - and _
cli-link-cut-short = { $link }: the scenario in this link ends too soon: the link was cut short, perhaps when it was copied
cli-link-not-deflate = { $link }: the scenario in this link cannot be unpacked: its file= value is not DEFLATE data
# $kb is the limit in kilobytes, 256.
cli-link-too-large = { $link }: the scenario in this link is larger than { $kb } KB when unpacked; a scenario file is a few KB
# $byte is where the first byte that is not UTF-8 stands, counted from 1.
cli-link-not-text = { $link }: the scenario in this link is not UTF-8 text: byte { $byte } of it is not
cli-link-file-too-large = { $file }: larger than { $kb } KB, the most a link carries; a scenario file is a few KB

## fencelab knobs

cli-knobs-none = { $file }: this scenario has no knobs
cli-knobs-id = ID
cli-knobs-kind = KIND
cli-knobs-range = RANGE
cli-knobs-default = DEFAULT
cli-knobs-label = LABEL
cli-knobs-toggle = toggle
cli-knobs-slider = range
cli-knobs-on-off = on/off
# A slider's range: $min and $max whole numbers, $unit a unit symbol (ms) or nothing.
cli-knobs-steps = { $unit ->
    [none] { $min }..{ $max } step { $step }
   *[other] { $min }..{ $max } { $unit } step { $step }
}
cli-knobs-how =
    Set a knob with `fencelab run FILE --set ID=VALUE`: a toggle takes on or off
    (true or false too); a range takes a whole number in its unit.

## fencelab sweep

# $down and $across are knob ids.
cli-sweep-axes = { $down } (down) against { $across } (across)
# $unsafe and $cells are counts of settings, $runs how many runs the map
# took (fewer than its cells where runs between two alike were not needed),
# $ms how long they took.
cli-sweep-total = { $unsafe } of { $cells } { $cells ->
    [one] setting is
   *[other] settings are
} not safe; { $runs } { $runs ->
    [one] run
   *[other] runs
} made the map in { $ms } ms.

## fencelab explore

cli-explore-total = { $unsafe } of { $runs } { $runs ->
    [one] run was
   *[other] runs were
} not safe.
# $seed the seed's number, $drawn and $events counts of events, $verdict how the shrunk run ends.
cli-explore-found = Seed { $seed }'s run ({ $drawn } events), shrunk towards the defaults ({ $events } events, { $verdict }), replays with:
cli-explore-none = None of them went wrong; that is no proof that none can.

## fencelab check

cli-check-ok = { $file }: ok
cli-check-summary = check found { $problems ->
    [one] { $problems } problem
   *[other] { $problems } problems
}; { $ok ->
    [one] { $ok } file is
   *[other] { $ok } files are
} ok
# A scenario file that leaves texts in English in a language: $language its code,
# $fields the paths of the texts, such as knobs.pause_ms.help.
cli-check-untranslated = { $file }: { $language }: missing { $fields }
