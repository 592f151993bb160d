## What the page says about a link it opened: each part of the link it
## could not use as written, in the notice above the simulator, and the
## settings a link changed from the experiment's defaults.

# A value quoted from a link. $text is the link's text, as written.
link-quote = “{ $text }”
# The start of a value too long to quote whole. $text is that start.
link-quote-cut = { $text }…
# A link's value of a time setting, in milliseconds. $value is the number as written.
link-value-ms = { $value } ms

# $name is the quoted name from the link.
link-not-a-setting = { $name } is not a setting of this experiment, so it was left out.
# $label is the setting's name; $state is "on", "off" or "range" (a slider,
# whose value is $shown, such as "10.0 s").
link-no-value = { $state ->
    [on] { $label } has no value in this link, so it stays on.
    [off] { $label } has no value in this link, so it stays off.
   *[range] { $label } has no value in this link, so it stays at { $shown }.
}
# $label is the switch's name, $value the quoted text, $state "on" or "off" (what it stays).
link-not-on-off = { $state ->
    [on] { $label }: { $value } is not on or off, so it stays on.
   *[off] { $label }: { $value } is not on or off, so it stays off.
}
# $label is the slider's name, $value the quoted text, $shown the slider's value now.
link-not-a-number = { $label }: { $value } is not a number, so it stays at { $shown }.
# $label is the slider's name, $value the quoted value, $largest the slider's
# largest value and $set the value it was set to; $unit is "ms" or "count".
link-too-large = { $label }: { $value } is more than the largest, { $largest }, so it is set to { $set }.
# Like link-too-large, with $smallest the slider's smallest value.
link-too-small = { $label }: { $value } is less than the smallest, { $smallest }, so it is set to { $set }.
# $label is the slider's name, $value the quoted value, $set the whole value
# it was set to; $unit is "ms" (a time, in milliseconds) or "count".
link-not-whole = { $unit ->
    [ms] { $label }: { $value } is not a whole number of milliseconds, so it is set to { $set }.
   *[count] { $label }: { $value } is not a whole number, so it is set to { $set }.
}
link-step-and-time = This link gives both a step and a time for playback; the step counts.
# $step is the quoted step from the link.
link-step-not-whole = The playback step { $step } is not a whole number, so playback shows the whole run.
link-step-before = The playback step { $step } is before the first event, so playback starts at the beginning.
# $events is how many events the run has, $step the quoted step from the link.
link-step-after = { $events ->
    [one] This run has { $events } event, so playback stands at the last one, not at { $step }.
   *[other] This run has { $events } events, so playback stands at the last one, not at { $step }.
}
# $time is the quoted time from the link.
link-time-not-number = The playback time { $time } is not a number of milliseconds, so playback shows the whole run.
# $start is the moment the run starts, such as "0.0 s".
link-time-before = The playback time { $time } is before the run starts, so playback starts at { $start }.
# $end is the moment the run ends, such as "31.5 s".
link-time-after = The playback time { $time } is after the run ends at { $end }, so playback stands at the end.
# $name is the quoted name that appears more than once.
link-repeated = { $name } appears more than once in this link; the last one counts.

# $name is the quoted experiment name from the link.
link-no-experiment = This link asks for an experiment called { $name }, which is not here, so the default story opened instead.
# $name is the quoted experiment name, $problem why it could not be loaded.
link-broken-experiment = The experiment { $name } could not be loaded ({ $problem }), so the default story opened instead.
link-settings-refused = The settings in this link could not be used together, so the experiment opened at its defaults.
# $value is the quoted value of the link's `predict`.
link-predict = This link asks for predict={ $value }, which is neither “on” nor “off”, so Predict first stays as this browser keeps it.
# $value is the quoted value of the link's `view`.
link-view = This link asks for view={ $value }, which is not a view this page has, so it shows the usual one.
# $name is the quoted name of the link's `compare`.
link-compare = This link asks to compare by { $name }, which is not a switch of this experiment, so the comparison flips its first switch.

# The panels an embed's link names that do not exist. $unknown lists them
# (quoted, joined by link-list-separator), $count is how many, $panels lists
# the names that exist (they are the link's own words, not translated).
link-unknown-panels = The panels { $unknown } do not exist, so they were left out. The panels are: { $panels }.
link-embed-only = “locked” and “panels” are for a simulator embedded in another page (with “embed” in its link), so this page shows everything and its settings can be changed.

# What goes between two items of a list in a notice.
link-list-separator = {", "}
# The line under the story when a link changed settings. $changes lists
# them (each a link-change-*, joined by link-list-separator).
link-changes = This link changed the settings: { $changes }. The text above describes the defaults.
# A switch the link changed. $label is its name; $state and $default are "on" or "off".
link-change-toggle = { $label } { $state ->
    [on] on
   *[off] off
} (the default is { $default ->
    [on] on
   *[off] off
})
# A slider the link changed. $label is its name; $shown its value, $default the default value.
link-change-range = { $label } { $shown } (the default is { $default })
