## What a run is told against a challenge: that it meets it, or the first
## part of the goal it misses. $label is a setting's label from the
## scenario; $value a setting's value as the page shows it.

challenge-met = This run meets the challenge.
challenge-miss-moved = { $label } must stay at { $value } for this challenge.
challenge-miss-knob = { $label } must be { $value } for this challenge.

# One ending's label (results-verdict-label) in quotation marks.
challenge-quoted = “{ $label }”
# The endings the challenge asks for: $count of them, $last the last one
# (challenge-quoted), $first those before it, joined with commas; $got
# the label of the ending this run has.
challenge-miss-verdict = The run must end { $count ->
    [one] { $last }
   *[other] { $first } or { $last }
}; this one ends “{ $got }”.

# $want: "safe" (the run must be safe) or "harm" (it must do harm).
challenge-miss-safe = { $want ->
    [harm] The run must do harm; this one is safe.
   *[safe] The run must be safe; this one is not.
}
# $want and $got: the value the resource must end at, and the one it ends at.
challenge-miss-final = { $resource } must end at { $want }; it ends at { $got }.
# $want: "expected" (must end holding what it should) or "unexpected".
challenge-miss-as-expected = { $want ->
    [unexpected] { $resource } must end holding something it should not; it holds what it should.
   *[expected] { $resource } must end holding what it should; it does not.
}

# A count out of bounds. $need: "exactly", "between" ($low and $n),
# "at-least", "at-most" or "none"; $n: the bound the counted noun goes
# with; $what: which count (see challenge-count); $got: this run's count.
challenge-miss-count = The run needs { $need ->
    [exactly] exactly { challenge-count }
    [between] between { $low } and { challenge-count }
    [at-least] at least { challenge-count }
    [at-most] at most { challenge-count }
   *[none] { challenge-count }
}; this one has { $got }.

# $n of the count $what, as a noun phrase: "1 stale write accepted".
challenge-count = { $what ->
    [stale-refused] { $n ->
        [one] { $n } stale write refused
       *[other] { $n } stale writes refused
    }
    [late-accepted] { $n ->
        [one] { $n } write accepted after its lease ended
       *[other] { $n } writes accepted after their lease ended
    }
    [accepted] { $n ->
        [one] { $n } write accepted
       *[other] { $n } writes accepted
    }
    [refused] { $n ->
        [one] { $n } write refused
       *[other] { $n } writes refused
    }
    [holder-refused] { $n ->
        [one] { $n } write refused from the rightful holder
       *[other] { $n } writes refused from the rightful holder
    }
    [partial] { $n ->
        [one] { $n } update left half done
       *[other] { $n } updates left half done
    }
    [effects] { $n ->
        [one] { $n } side effect
       *[other] { $n } side effects
    }
    [late-effects] { $n ->
        [one] { $n } side effect without a lease
       *[other] { $n } side effects without a lease
    }
    [overlaps] { $n ->
        [one] { $n } hold that went on after it ended
       *[other] { $n } holds that went on after they ended
    }
   *[stale-accepted] { $n ->
        [one] { $n } stale write accepted
       *[other] { $n } stale writes accepted
    }
}

# $way: "higher" or "lower", where the slider $label can still go.
challenge-miss-extreme = { $way ->
    [lower] { $label } can go lower and still meet the rest of the goal: try less.
   *[higher] { $label } can go higher and still meet the rest of the goal: try more.
}
