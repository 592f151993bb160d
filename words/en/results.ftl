## The results of a run: its verdict, what each resource holds, what
## checks writes there, the endings a reader predicts, and two runs set
## side by side. Messages that name a role take $story ("lock" or
## "election"), as in explain.ftl.

# $verdict: "safe", "refused", "duplicate", "stuck", "half_done", "escaped",
# "applied_twice" or "lost". A few words for a badge and the safety map's legend.
results-verdict-label = { $verdict ->
    [refused] safe: stale write refused
    [duplicate] safe: duplicate work only
    [stuck] not safe: stuck, holder refused
    [half_done] not safe: update half done
    [escaped] not safe: side effect escaped
    [applied_twice] not safe: write applied twice
    [lost] not safe: update lost
   *[safe] safe
}

# $verdict as in results-verdict-label. The verdict as one sentence, after the run.
results-verdict-sentence = { $verdict ->
    [refused] Safe: a late write came and was refused, so every update survived.
    [duplicate] Safe: duplicate work only; nothing was lost.
    [stuck] Not safe: stuck. The data is intact, but the rightful holder was refused, so its work could not be done.
    [half_done] Not safe: an update was left half done.
    [escaped] Not safe: a side effect escaped the lock.
    [applied_twice] Not safe: a write sent again was applied twice.
    [lost] Not safe: an update was lost.
   *[safe] Safe: every update survived.
}

# $verdict as in results-verdict-label. The ending as a reader predicts
# it, before the run.
results-guess = { $verdict ->
    [refused] Safe: a late write comes and is refused.
    [duplicate] Safe, but some work is done twice.
    [stuck] Not safe: stuck. The data stays intact, but the rightful holder is refused.
    [half_done] Not safe: an update is left half done.
    [escaped] Not safe: a side effect escapes the lock.
    [applied_twice] Not safe: a write sent again is applied twice.
    [lost] Not safe: an update is lost.
   *[safe] Safe: every update survives.
}

# The reader's prediction against the run. $lead: "same" (predicted
# right), "close" (safe or not safe as predicted, in another way) or
# "other"; $guess: the prediction's results-guess; $safe: "yes" or "no",
# whether the run was safe; $glance: the run at a glance (results-glance).
results-against = { $lead ->
    [same] You predicted this.
    [close] You predicted “{ $guess }” Close: it is { $safe ->
        [yes] safe
       *[no] not safe
    } all the same, but not in that way.
   *[other] You predicted “{ $guess }” It went the other way.
} { $glance }

# The heading of the results, naming the scenario's $count resources:
# $names, listed.
results-heading = { $count ->
    [0] What the run ends up with
    [one] What { $names } ends up with
   *[other] What { $names } end up with
}

# What checks a write on its way into a resource. $guard: "fencing",
# "proxy", "compare-and-set" or "none".
results-guard = { $guard ->
    [fencing] fencing { explain-role-tokens }
    [proxy] a fencing proxy in front of it
    [compare-and-set] compare-and-set
   *[none] nothing, it takes every write
}
# $guard as in results-guard.
results-guard-sentence = What checks writes here: { results-guard }.

# A side effect: $client's name and $what, the scenario's words for it
# ("emails the customer").
results-effect-doing = { $client } { $what }
# $live: "yes" if a live lease stood behind the side effect, else "no".
results-effect-lease = { $live ->
    [yes] with a live { explain-role-lease } behind it
   *[no] no { explain-role-lease }: nothing could stop it
}

# What a resource's check has seen, beside the value it holds.
results-check-highest = Highest { explain-role-token } accepted
results-check-version = Version
# $story: as above, for languages whose "none" agrees with the token.
results-check-none-yet = none yet
# $n: the highest token accepted, or the version.
results-check-number = { $n }

# The expected value worked out, beside the results. $resource: its
# name; $initial: what it started with ($empty: yes for an empty list); $steps: each write that counts, in
# the order they count, one results-working-add, -append or -set after
# another; $expected: the value they make.
results-working = Worked out: { $resource } started { $empty ->
    [yes] empty
   *[no] at { $initial }
}, and the writes that count, in order: { $initial }{ $steps } = { $expected }.
# No write counts: $resource should still hold $initial.
results-working-none = Worked out: no write to { $resource } counts, so it should still hold { $initial }, what it started with.
# One write of the working. $sign: "negative" when it takes $amount away;
# $client: who wrote it.
results-working-add = { $sign ->
    [negative] {" "}− { $amount } ({ $client })
   *[positive] {" "}+ { $amount } ({ $client })
}
# $item: what the write adds to the end of the list.
results-working-append = {" "}+ { $item } ({ $client })
# $value: the number the write puts in place of what was there.
results-working-set = {" "}→ { $value } ({ $client })

# A setting's value beside its label. $sign: "negative" or "positive";
# $time: a length of time in seconds; $n: a count.
results-knob-time = { $sign ->
    [negative] -{ $time }
   *[positive] { $time }
}
results-knob-number = { $sign ->
    [negative] -{ $n }
   *[positive] { $n }
}
# $on: "on" or "off".
results-knob-switch = { $on ->
    [on] on
   *[off] off
}

# A run's name in a comparison: a switch's $label and whether it is $on
# ("on" or "off"), or a slider's $label and its $value.
results-side-switch = { $label } { $on ->
    [on] on
   *[off] off
}
results-side-slider = { $label } { $value }

# Two runs that never part; $left and $right are their names (results-side-switch).
results-parting-none = The two runs are the same from start to end: { $left } and { $right } tell the same story here.
# One run's side where two runs part: its $name, the event's time $at and $sentence.
results-parting-side = with { $name }, at { $at }: { $sentence }
# The run named $name has no event where the other goes on.
results-parting-over = with { $name }, the run is over
# Where two runs part: they share their first $shared events, then event
# number $event differs; $left and $right are results-parting-side or
# results-parting-over.
results-parting = { $shared ->
    [0] The two runs part at once.
    [one] The two runs share their first event.
   *[other] The two runs share their first { $shared } events.
} At event { $event }, { $left }; { $right }

## Settings the page passes that are not right for the scenario.

results-settings-not-object = settings must be an object of knob values, such as {"{"} fencing: true {"}"}
# $id: the knob; $wanted: "switch" or "number"; $given: what was passed,
# as written in JavaScript.
results-setting-wrong = { $id } takes { $wanted ->
    [switch] true or false
   *[number] a whole number
}, not { $given }
# $id: the knob asked for; $known: the scenario's knobs, joined with commas.
results-setting-unknown = there is no knob "{ $id }" in this scenario; its knobs are: { $known }
results-setting-other-value = a value of another kind
