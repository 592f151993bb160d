## What a search of random settings found, under its button.

# $runs: how many random runs the search made.
search-none = No unsafe run in { $runs } random runs. That is not a proof: a run the search did not try may still go wrong.

# The shrunk unsafe run. $runs: the runs made; $sliders: each slider with
# its value (search-slider), joined with commas; $events: the shrunk run's
# events, $drawn: how many of them the chart draws; $verdict: the run's
# verdict as a sentence (results-verdict-sentence); $unsafe_runs: how many
# of the $runs were not safe.
search-found = Found one in { $runs } runs and shrank it towards the settings the experiment opens with: { $sliders } ({ $events ->
    [one] { $events } event
   *[other] { $events } events
}; { $drawn } as drawn). { $verdict } Each slider is at its opening value, or where moving it back alone makes the run safe. The page now shows this run. { $unsafe_runs } of the { $runs } runs were not safe.

# One slider of the shrunk run: its $label and its $value.
search-slider = { $label } { $value }
