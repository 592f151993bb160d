## A scenario file's problems, for the one who writes it: what is wrong,
## what the field is and what it takes. Each message is said at the
## problem's line and column, which are not part of it. $field is the
## field's name as the file writes it, such as at_ms or lock_nodes[1].
## Names, ids, pointers and values from the file come in as they are
## written, quotes and all.

## Lists of names: $last is the last, $rest every other joined by
## problem-list-separator, $count how many there are.

problem-list-and = { $count ->
    [one] { $last }
   *[other] { $rest } and { $last }
}
problem-list-or = { $count ->
    [one] { $last }
   *[other] { $rest } or { $last }
}
problem-list-separator = {", "}

## What a field takes, put in as $takes after "is".

problem-takes-ms = a time in milliseconds, a whole number such as 1000
problem-takes-shift-ms = a time in milliseconds, a whole number, negative to set the clock back, such as -2000
problem-takes-bool = true or false
problem-takes-text = a text in double quotes
problem-takes-name = a short name in double quotes, such as "A"
problem-takes-resource = the name of a resource in double quotes, such as "Storage"
problem-takes-client = the name of a client in double quotes, such as "A"
problem-takes-endpoint = the name of a resource or "lock_service", in double quotes
problem-takes-knob = the id of a knob in double quotes, such as "pause_ms"
problem-takes-knob-id = a short id in double quotes, of lowercase letters, digits and underscores, such as "pause_ms"
problem-takes-challenge-id = a short id in double quotes, of lowercase letters, digits and hyphens, such as "longest-safe-pause"
problem-takes-phrase = a phrase in double quotes that follows the client's name, such as "emails the customer"
problem-takes-count = a whole number, 0 or more, such as 3
problem-takes-amount = a whole number, such as 5 or -5
problem-takes-nodes = a whole number of nodes from 1 to 99, such as 3
problem-takes-node = the number of a lock node, counting from 1, such as 2
problem-takes-node-list = a list of lock node numbers in square brackets, such as [1, 2]
problem-takes-percent = a percentage, a whole number from -90 to 1000, such as -20
# $choices is a list of the names the field takes, joined by problem-list-or.
problem-takes-choice = one of { $choices }
problem-takes-initial = a whole number such as 10, or a list of texts in double quotes such as ["a", "b"]
problem-takes-goal-knob = true or false for a switch, a whole number for a slider
problem-takes-op = an object with one of set, add, increment, append or push, such as {"{"} "add": 1 {"}"}
problem-takes-item = a text in double quotes, such as "A was here"
problem-takes-pointers = a list of JSON Pointers in double quotes, such as ["/clients/0/plan/2/for_ms"]
problem-takes-pointer = a JSON Pointer in double quotes, such as "/clients/0/plan/2/for_ms"
problem-takes-moves = a list of knob ids in double quotes, such as ["fencing"]
problem-takes-verdicts = a list of verdicts in double quotes, such as ["safe", "refused"]
problem-takes-bounds = an object with at_least, at_most or both, such as {"{"} "at_most": 0 {"}"}
problem-takes-steps = a list of steps in square brackets, each an object such as {"{"} "at_ms": 0, "do": "acquire" {"}"}
problem-takes-list = a list in square brackets, [ … ]
problem-takes-object = an object in braces, {"{"} … {"}"}
problem-takes-value = a value of another kind

## The shape of the file: a value of the wrong kind, a field missing or
## unknown, a name that is none of the choices.

# $found: "list", "object" or "value"; $value the value as written.
problem-wrong-value = { $found ->
    [list] `{ $field }` is { $takes }, not a list.
    [object] `{ $field }` is { $takes }, not an object.
   *[value] `{ $field }` is { $takes }, not { $value }.
}
problem-missing-field = `{ $field }` is missing here: it is { $takes }.
# $fields is a list of the fields the place takes, joined by problem-list-and.
problem-unknown-field = There is no field `{ $field }` here; the fields here are { $fields }.
problem-unknown-field-near = There is no field `{ $field }` here: did you mean `{ $near }`?
problem-unknown-field-none = There is no field `{ $field }` here: this takes no fields.
# $choices as in problem-takes-choice; $value is the name as written.
problem-unknown-choice = `{ $field }` is one of { $choices }, not "{ $value }".
problem-unknown-choice-near = `{ $field }` cannot be "{ $value }": did you mean "{ $near }"? It is one of { $choices }.
# A write's op, named by its key, as in {"{"} "add": 1 {"}"}.
problem-unknown-op = `{ $field }` names what to write by one of { $choices }, not `{ $value }`, as in {"{"} "add": 1 {"}"}.
problem-duplicate-field = `{ $field }` is given twice in this object, and only the last would count: remove one.
# $detail is the JSON reader's own words, in English.
problem-other-shape = This does not fit the scenario format here: { $detail }

## Text that is not JSON.

problem-empty = The text is empty: a scenario is one JSON object, in braces {"{"} … {"}"}.
# $found: "list" or "value"; $value the text's start as written.
problem-not-an-object = { $found ->
    [list] A scenario is one JSON object, in braces {"{"} … {"}"}, but this text is a list, in square brackets.
   *[value] A scenario is one JSON object, in braces {"{"} … {"}"}, but this text is { $value }.
}
# $opened: "object", "list" or "text": what opens where the problem is.
problem-unclosed = { $opened ->
    [object] The object that opens here is never closed: a {"}"} is missing.
    [list] The list that opens here is never closed: a ] is missing.
   *[text] The text in quotes that opens here is never closed: a " is missing.
}
problem-expected-colon = A : should come here, between the field's name and its value.
# $opened: "object" or "list".
problem-missing-comma = { $opened ->
    [list] A comma is missing here, before the next item, or a ] to close the list.
   *[object] A comma is missing here, before the next field, or a {"}"} to close the object.
}
problem-expected-value = A value should come here: a number, a text in double quotes, true, false, null, a list [ … ] or an object {"{"} … {"}"}. Words need double quotes.
problem-key-not-quoted = A field's name goes in double quotes, such as "at_ms".
problem-trailing-comma = This comma comes after the last item, where JSON allows none: remove it.
problem-bad-escape = After a backslash in a text only ", \, /, b, f, n, r, t or u and four hex digits may follow: write \\ for a backslash itself.
problem-bad-number = This number cannot be read: write a whole number such as 1000, or a decimal such as 0.5.
problem-break-in-text = The text in quotes that opens here runs past the end of its line: close it with a " on the same line, or write \n for a line break.
problem-too-deep = Lists and objects are nested too deeply here.
problem-trailing-text = The scenario ends at its closing brace, but more text follows here: remove it.
# $detail is the JSON reader's own words, in English.
problem-not-json = This is not JSON: { $detail }

## Values the format takes but a run cannot.

problem-blank = `{ $field }` is empty: write something in it.
# $name as written.
problem-spaces = { $name } starts or ends with spaces, which no reader could see: remove them.
# $ms the time as written, $most the longest time allowed.
problem-too-long = `{ $field }` is { $ms } ms, more than the { $most } ms (about 31 years) any time may be.
problem-lease-zero = `lease_ms` is a time in milliseconds greater than 0: a lease of no time is never held.
problem-resend-zero = `resend_ms` is a time in milliseconds greater than 0: how long a client waits before it sends a lost request again.
problem-every-zero = `every_ms` is a time in milliseconds greater than 0: how long a client waits between two attempts.
# $most the largest token.
problem-first-token-too-large = `first_token` is at most { $most }, so that counting up never runs out.
problem-reset-to-too-large = `reset_to` is below { $most }, so that counting up never runs out.
problem-election-tokens = An election needs `tokens` to be true: every term has a number.
problem-election-nodes = An election has one node, so `nodes` must be 1: its votes are the vote requests in the plans.
problem-nodes-range = `nodes` is a whole number of nodes from 1 to { $most }, not { $nodes }.
# $node the node asked for, $nodes how many the lock service has.
problem-no-node = There is no node { $node }: the lock service's nodes count from 1 to { $nodes }.
problem-drift-range = `drift_percent` is a percentage from { $low } to { $high }, not { $value }: a clock must move forward, and ten times as fast is the most.
problem-jumps-order = This jump comes before the one above it: list a clock's jumps in time order.
# $name the name as written, $known a list of the names there are, joined by problem-list-and.
problem-no-client = There is no client called { $name }; the clients are { $known }.
problem-no-resource = There is no resource called { $name }; the resources are { $known }.
problem-link-twice = This link is listed already: give each link once.
# $from the time the link goes down.
problem-until-before-from = `until_ms` is later than `from_ms`, { $from } ms: a link comes back after it goes down.
problem-answers-lock-service = `loses` can be "answers" only on a link to a resource; an answer lost on its way back from the lock service is not modelled.
problem-too-many-items = There are too many different list items here: 65,535 at most.
problem-too-many-resources = There are too many resources: 65,535 at most.
problem-too-many-clients = There are too many clients: 65,535 at most.
problem-no-resources = `resources` is empty: the clients need at least one resource to write.
problem-no-clients = `clients` is empty: give the scenario at least one client.
problem-plan-empty = `plan` is empty: give the client at least one step.
# $what: "resource", "client", "knob" or "challenge"; $name as written.
problem-name-taken = { $what ->
    [resource] Another resource is called { $name } already: give each one a name of its own.
    [client] Another client is called { $name } already: give each one a name of its own.
    [knob] Another knob has the id { $name } already: give each one an id of its own.
   *[challenge] Another challenge has the id { $name } already: give each one an id of its own.
}
# $field: "fencing" or "proxy".
problem-fencing-without-tokens = `{ $field }` cannot be true here: the lock service hands out no tokens (its `tokens` is false), so nothing could check them.
problem-at-and-after = This step has both `at_ms` and `after_ms`: a step starts at a time, or a while after the step before it, not both.
# $action the step's "do", such as "write".
problem-before-acquire = This { $action } step comes before any acquire in this plan: the client holds no lease yet.
# $most the most attempts.
problem-too-many-attempts = This retry would try more than { $most } times: retry less often, or give up sooner.
# $resource the resource's name as written.
problem-op-on-number = { $resource } holds a number: write to it with set, add or increment, not append or push.
problem-op-on-list = { $resource } holds a list: write to it with append or push, not set, add or increment.
problem-op-unread = This write works on the value last read, but the plan does not read { $resource } before it: add a read step before it.
problem-uses-unread = `uses` acts on the client's copy of { $resource }, but the plan does not read it before: add a read step before it.

## Knobs.

# $id the id as written.
problem-knob-id = { $id } cannot be a knob's id: use lowercase letters, digits and underscores, such as "pause_ms".
problem-knob-id-reserved = { $id } is a name the page's links keep for themselves: choose another id.
problem-min-above-max = `min`, { $min }, is greater than `max`, { $max }: a slider goes up from its smallest value to its largest.
problem-step-zero = `step` is a whole number greater than 0: how far one move of the slider goes.
problem-default-outside = `default`, { $default }, is outside the slider's range, { $min } to { $max }.
problem-sets-empty = `sets` is empty: name at least one value in the file for the knob to set, such as "/clients/0/plan/2/for_ms".
# $pointer the pointer as written.
problem-pointer-twice = { $pointer } is listed twice in this knob.
problem-pointer-taken = { $pointer } is set by another knob already: a value can follow only one knob.
problem-opposite-needs-switch = Only a switch can set the opposite of its value: `sets_opposite` needs "kind": "toggle".
# $id the knob's id, $min and $max its range, $floor and $ceiling what the value allows.
problem-knob-below = Knob { $id } goes down to { $min }, but this value must be at least { $floor }.
problem-knob-above = Knob { $id } goes up to { $max }, but this value must be at most { $ceiling }.
problem-knob-needs-toggle = This value is true or false, so knob { $id } must be a switch, "kind": "toggle".
problem-knob-needs-range = This value is a number, so knob { $id } must be a slider, "kind": "range".
# $file the value the file has there, $default the knob's default.
problem-knob-default-differs = The file says { $file } here, but knob { $id } starts at { $default }: make them agree.
problem-knob-too-many-attempts = At the end of its range, knob { $id } would make the client try more than { $most } times.
problem-pointer-no-slash = { $pointer } is not a JSON Pointer: a pointer starts with /, as "/clients/0/plan/2/for_ms" does.
# $what: "fault", "clock", "jump", "partition", "link", "client", "resource"
# or "step"; $index the number the pointer gives, counting from 0.
problem-pointer-no-item = There is nothing at { $pointer }: { $what ->
    [fault] the file has no fault { $index }
    [clock] the file has no lock node clock { $index }
    [jump] that clock has no jump { $index }
    [partition] the file has no partition { $index }
    [link] the file has no link { $index }
    [client] the file has no client { $index }
    [resource] the file has no resource { $index }
   *[step] that plan has no step { $index }
} (pointers count from 0).
problem-pointer-not-settable = A knob cannot set { $pointer }. It can set seed; the lock service's lease_ms, lock_delay_ms, check_waiter_lease, release_checks_holder or first_token; a fault's at_ms, durable_counter or reset_to; a clock jump's at_ms or by_ms; the network's delay_ms or resend_ms, a link's delay_ms or a partition's until_ms; a resource's fencing, proxy, compare_and_set, fenced_reads, idempotency_keys or initial; a client's clock/drift_percent; or a step's skip, at_ms, after_ms, for_ms, margin_ms, retry/every_ms, retry/until_ms, op/set or op/add.
problem-pointer-jump-at = A knob can move a clock's jump, as { $pointer } asks, only when it is that clock's only jump.
problem-pointer-list-initial = A knob can set a resource's `initial` only when it is a number, and { $pointer } is a list.
# $step the step's number counting from 0, $client the client's name;
# $field: "at_ms", "after_ms" or another field of a step.
problem-pointer-step-lacks = { $field ->
    [at_ms] Step { $step } of client { $client } has no `at_ms`: it starts a while after the step before it, so a knob can set its `after_ms` instead (in the pointer, …/after_ms), or give the step an `at_ms`.
    [after_ms] Step { $step } of client { $client } has no `after_ms`: it starts at its `at_ms`, so a knob can set that instead (in the pointer, …/at_ms).
   *[other] Step { $step } of client { $client } has no `{ $field }`, so no knob can set it: a knob sets a value the step has.
}

## Challenges.

problem-challenge-id = { $id } cannot be a challenge's id: use lowercase letters, digits and hyphens, such as "longest-safe-pause".
# $known the knobs' ids, joined by problem-list-and.
problem-no-knob = No knob is called { $id }; the knobs are { $known }.
problem-no-knobs = No knob is called { $id }: this scenario has no knobs.
problem-moves-empty = `moves` is empty: name at least one knob the reader may change, such as ["fencing"].
problem-move-twice = { $id } is listed twice in `moves`.
problem-verdicts-empty = `verdict` is empty: name at least one verdict the run may end with, such as ["safe"].
problem-safe-contradicts = `safe` contradicts the verdicts listed: no run could meet both.
# $default the knob's default as the page shows it.
problem-goal-knob-fixed = Knob { $id } is not in this challenge's `moves`, so it stays at its default, { $default }.
problem-value-goal-empty = This is empty: give `final`, `as_expected` or both.
problem-longest-and-shortest = Give `longest` or `shortest`, not both.
# $field: "longest" or "shortest".
problem-extreme-switch = Knob { $id } is a switch, and `{ $field }` needs a slider.
problem-extreme-fixed = Knob { $id } is not in this challenge's `moves`, so the reader cannot change it.
problem-extreme-steps = Knob { $id } has { $steps } steps; `{ $field }` needs a slider of at most { $most }, so judging a run stays quick.
problem-goal-empty = `goal` is empty: give at least one part, such as "verdict" or "safe".
problem-bounds-empty = This is empty: give `at_least`, `at_most` or both.
problem-bounds-crossed = `at_least`, { $low }, is greater than `at_most`, { $high }: no count is both.
problem-goal-knob-switch = Knob { $id } is a switch: give true or false.
problem-goal-knob-slider = Knob { $id } is a slider: give a whole number.
problem-goal-knob-outside = { $value } is outside the range of knob { $id }, { $min } to { $max }.
problem-goal-knob-off-step = { $value } is not on the steps of knob { $id }: { $min }, then every { $step }.
# $item as written, $resource the resource's name.
problem-goal-item-unwritten = No run can put { $item } in { $resource }: nothing in the file writes it.
problem-goal-wants-list = { $resource } holds a number, not a list.
problem-goal-wants-number = { $resource } holds a list of texts, not a number.
# A challenge no setting it allows solves. $id the challenge's id;
# $verdicts the verdicts its runs reach, each as the file writes a
# verdict, joined by problem-list-or; $default what the run at the
# knobs' defaults is told (a challenge-miss-* sentence).
problem-unsolvable = No setting that challenge { $id } allows meets its goal. Within its moves every run ends { $verdicts }; at the defaults: { $default }

## Translations.

problem-translates-no-try-this = This translates a `try_this` the file does not have.
problem-translates-no-help = This translates a `help` that knob { $id } does not have.
# $what: "knob", "challenge", "effect" or "item"; $name as written; $known
# what the file has, joined by problem-list-and.
problem-translates-unknown = { $what ->
    [knob] This translates the knob { $name }, which the file does not have; it has { $known }.
    [challenge] This translates the challenge { $name }, which the file does not have; it has { $known }.
    [effect] This translates the side effect { $name }, which the file does not have; it has { $known }.
   *[item] This translates the list item { $name }, which the file does not have; it has { $known }.
}
problem-translates-none = { $what ->
    [knob] This translates the knob { $name }, but the file has no knobs.
    [challenge] This translates the challenge { $name }, but the file has no challenges.
    [effect] This translates the side effect { $name }, but the file has no side effects.
   *[item] This translates the list item { $name }, but the file has no list items.
}

## A problem with its place, as the command line prints it after the
## file's name. $line and $column count from 1; $path is the field, such
## as clients[0].plan[2].for_ms; $message the problem's own sentence.

problem-placed = line { $line }, column { $column }: { $message }
problem-placed-field = line { $line }, column { $column }, at { $path }: { $message }
problem-at-field = { $path }: { $message }
