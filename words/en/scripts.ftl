## The words the page's scripts write around the core's: labels, states,
## errors and the line under the chart.

page-cannot-start = The simulator could not start. Reload the page; if it still fails, your browser may not run WebAssembly, or the site is missing a file.
page-cannot-start-title = The simulator could not start
page-no-experiment = No experiment could be loaded. The list of experiments says what is wrong with each file.
page-no-experiment-cause = every scenario file failed to load
page-no-experiment-title = No experiment could be loaded
page-unexpected-problem = The simulator stopped on an unexpected problem. Reload the page to start again.
# Under a problem's sentence: $cause is what the simulation or the browser said.
error-cause = The cause: { $cause }

# The line under the chart before the first event.
now-before-first = Before the first event. Press Play or Step forward.
# The line under the chart: $number is the event's number, $count how many
# the run has, $time when it happened ("10.3 s"), $text the core's sentence.
now-event = Event { $number } of { $count }, at { $time }: { $text }

settings-nothing = This experiment has nothing to change: follow it with the playback buttons.
# A switch's state beside it.
settings-on = on
settings-off = off

results-final-value = Final value
results-expected-value = Expected value
results-stale-accepted = Stale write accepted
results-stale-refused = Stale write refused
results-now = At this moment
# How many stale writes a resource accepted or refused: no, yes, or yes with how many times.
results-times = { $count ->
    [0] no
    [one] yes
   *[other] yes, { $count } times
}
# A count in the results, such as how many requests were refused. $n is the number.
results-count = { $n }
# The name of a side effect's time button. $time is when it happened ("10.3 s").
results-effect-time = { $time }, move playback to this side effect

# The name of an event's time button. $time is when it happened, $number the event's number.
events-time = { $time }, move playback to event { $number }
# The chart's accessible name. $description is the core's description of the run.
chart-label = Chart of the run: { $description }

playback-play = Play
playback-pause = Pause

challenge-state-met = Met
challenge-solved-before = Solved before
challenge-not-yet = Not yet

shelf-basics = The basic story
shelf-timing = When timing fails
shelf-counter = When the counter fails
shelf-resource = When the resource cannot check
shelf-election = Leader election
shelf-more = More experiments
shelf-broken = Files that cannot be loaded
# A scenario file that cannot be loaded. $problem is why, in the core's or the browser's words.
experiment-cannot-load = Cannot be loaded: { $problem }
experiment-unknown-problem = unknown problem
experiment-open-now = Open now

compare-no-switch = This experiment has no switch to flip, so there is nothing to set beside this run.
predict-choices = Your prediction

# A recording of a real run that cannot be read. $file is its file, $why the reason.
real-problem = { $file }: { $why }

# $why is the browser's reason.
export-png-failed = The PNG could not be made ({ $why }); the SVG download has the same picture.
export-no-canvas = this browser has no 2D canvas
export-no-png = the canvas made no PNG

share-copied = Copied.
share-selected = Selected: press Ctrl+C (or ⌘C) to copy.
# The share dialog's checkbox that keeps the page's language in the link.
# $language is the language's own name, such as "Deutsch".
share-language = Open in { $language }
# The embedded frame's title. $title is the experiment's title.
share-frame-title = fencelab: { $title }

# What failed, above the cause. $file is the scenario's file name.
error-experiment = The experiment { $file } could not be loaded.
error-settings-refused = Those settings were refused; the simulator kept the run it had.
error-setting-refused = That setting was refused; the simulator kept the run it had.
error-map = The safety map could not be drawn.
error-search = The search for a counterexample failed.
error-chart = The chart could not be drawn.
error-life = The lease's life could not be drawn.
error-export-chart = The chart could not be exported.
error-export-transcript = The transcript could not be exported.
error-file-name = The file could not be named.
error-endings = The choices for a prediction could not be made.
error-against = The prediction could not be checked.
error-describe = The run could not be put into words.
error-twin = The second run of the comparison could not be made.
error-parting = The two runs could not be compared.
error-bug = The simulator hit a bug and stopped. Reload the page to start again.
# The causes, as the page says them. $panic is the bug's message.
error-panic-reading = the simulator hit a bug while reading the scenarios: { $panic }
# $why is the browser's reason.
error-not-fetched = could not be fetched: { $why }
error-stopped = the simulator stopped after a bug
error-not-loaded = the experiment could not be loaded
# $why is the browser's reason, or error-worker-no-reason.
error-worker-stopped = a worker stopped: { $why }
error-worker-no-reason = no reason given
error-workers-stopped = the workers stopped
error-worker-failed = a worker failed
error-worker-broken = this worker stopped after a bug
error-worker-no-scenario = a job named no scenario, and this worker holds none

# The share dialog's SCORM package: being made, made ($file the zip's
# name), or not made ($cause the browser's reason).
share-scorm-making = Making the package…
share-scorm-made = Made { $file }; your browser saves it as a download.
share-scorm-failed = The package could not be made here ({ $cause }). It is made from fencelab on a web server; the build also writes one beside the page.
# Written to the console once when a learning platform's SCORM API fails:
# $call the call the page made, $cause the platform's error or exception.
scorm-problem = The learning platform did not take { $call } ({ $cause }), so this page stops reporting to it. Everything you do here still shows on this page.
