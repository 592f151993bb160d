## The simulator's own page: its title, header, buttons, labels, headings,
## notices and dialogs, as index.html has them. index.html keeps these
## English words as they are here, for a browser that runs no scripts.

page-title = fencelab: locks, leases and fencing tokens
page-description =
    .content = A simulator that shows why a lock lease is not enough, and how fencing tokens let storage refuse a stale write.
page-skip = Skip to the simulator

## The header.

page-heading = Locks, leases and fencing tokens
page-lede =
    A lock that runs out on its own keeps a crashed client from blocking everyone.
    It also lets a client that was only <em>paused</em> wake up and write after someone else took over.
    Move the settings and watch what the storage ends up holding.
page-level =
    <strong>Intermediate</strong>, for readers who have met locks and servers that talk over a network.
    About 10 to 15 minutes: the walk, a few experiments, the questions.
page-tour-start = New here? Take the short walk
# A link to the lesson's first part, "In plain words", beside the walk's button.
page-plain-words-link = or read the idea in plain words first

## Notices above the simulator.

# The simulator's heading, read only by screen readers.
page-simulator-title = Simulator
# Shown when the page's scripts never ran: a browser that runs no modules,
# or a frame whose sandbox blocks them.
page-boot-failed =
    The simulator could not start. This browser did not run its scripts.
    If this page sits inside a frame, the frame may block them (a sandbox without allow-same-origin); open fencelab on a page of its own instead.
    The lesson below still reads.
page-boot-failed-title = The simulator could not start
# Above the list of what a link asked for that could not be used.
page-link-notice = <strong>Parts of this link could not be used.</strong> Everything else in the link was used.
# Closes a notice.
page-dismiss = Dismiss
# Above the list of recordings of runs on real services that could not be read.
page-real-notice = <strong>Some recordings of real runs could not be read.</strong> Their experiments show the simulated run only.
page-noscript = The simulator runs in your browser and needs JavaScript and WebAssembly. The lesson below reads fine without them.

## The walk's buttons ("New here?").

page-tour-back = Back
page-tour-next = Next
page-tour-close = Close the walk

## The experiment's head.

# In a simulator embedded in another page: opens the same run on a page of its own.
page-open-full = Open this run in fencelab
# Small words above the experiment's title.
page-kicker = Experiment
# The experiment's title while the simulator starts.
page-loading = Loading the simulator…
page-share-open = Share / embed
# Shows two runs side by side, one switch apart.
page-compare-toggle = Compare
# A switch: the run stops before its first write until the reader guesses how it ends.
page-predict-switch = Predict first
page-projector-switch = Projector view
# Opens the experiment's suggestion of what to change and what to watch for.
page-try-this = Try this, then notice that
# The strip that keeps the run's verdict in sight.
page-glance =
    .aria-label = Verdict
# In that strip while the reader is to predict: a link to the choices.
page-glance-held = How will this run end? Predict it first: the choices are in the results.
# The tabs under the chart, each opening one view of the run; the list's
# accessible name first.
page-views-tabs =
    .aria-label = About this run
page-tab-results = Outcome
page-tab-events = Events
page-tab-map = Safety map
page-tab-life = Life cycle
page-tab-challenges = Challenges
page-tab-real = On real systems

## The settings.

page-settings-title = Settings
# In a simulator embedded in another page whose settings are locked.
page-locked-note = These settings are fixed by the page this simulator sits in. Play the run, or open it in fencelab to change them.
page-opening-kept = The simulator is still loading: your change is kept, and shows as soon as it is in.
page-opening-loading = The simulator is still loading: playback and the other controls work in a moment.
page-defaults = Back to this experiment's defaults

## The results.

# The results' heading while the simulator starts; the run's own heading
# names its resources.
page-results-title = What the storage ends up with
page-prediction-legend = Your prediction
page-prediction-hint = The run is stopped before its first write, and how it ends is hidden. How will it end? Pick one, and the run plays on.
page-prediction-skip = Skip: just show me
# The heading, for screen readers, of the line about runs recorded on real services.
page-real-title = On real services
page-real-toggle = Show the real run
page-real-choices =
    .aria-label = Recorded runs
page-real-use = Use these settings
page-real-events =
    .aria-label = Events of the real run
# A count follows each of these three.
page-holder-refused = Writes refused from the rightful holder
page-half-done = Updates left half done
page-applied-twice = Writes applied twice
page-duplicates = Work done twice
page-effects-title = Side effects
page-effects-hint = Things a client did outside the storage, such as sending an email. No token goes with them, so nothing can refuse one.
# "At this moment" is the name of one of the results' boxes.
page-results-hint =
    The expected value is what a resource should hold had the lock worked: every holder's update applied, none lost.
    A stale write comes from a client whose lease has already ended, after a newer holder wrote: it overwrites newer work unless the resource refuses it.
    "At this moment" follows playback; the other boxes describe the whole run.
page-challenges-title = Challenges

## Two runs side by side ("Compare").

page-compare-title = Two runs side by side
page-compare-hint = The same settings twice, one switch apart. One playback moves both; the event where the two stories part is marked in each.
# A count follows each of these three.
page-compare-holder-refused = Writes refused from the rightful holder:
page-compare-half-done = Updates left half done:
page-compare-applied-twice = Writes applied twice:
page-compare-duplicates = Work done twice:

## The chart and its playback.

page-chart-heading = Who did what, and when
# The screen summary at the top of the simulator, read only by screen readers.
page-screen-summary-title = What the simulator shows
page-chart-keys = Press Enter to read the chart event by event.
page-steps-toggle = Read the chart as text
page-steps-keys = Up and Down go from event to event and move playback with them; Home and End go to the first and the last; Escape goes back to the chart.
page-steps =
    .aria-label = The chart as text
# The playback controls' heading, read only by screen readers.
page-playback-title = Playback
page-step-back = Step back
page-step-forward = Step forward
# The slider that moves playback through the run.
page-scrub = Time
page-speed = Speed
# One of the playback speeds: $speed is how many times as fast as real time.
page-speed-option = { $speed }×
# The keys for playback. $n is the time Shift and an arrow move by, in
# seconds, as the seconds message writes it. The keys' own names in <kbd>
# are as they are printed on a keyboard.
page-playback-keys =
    Keys: <kbd>K</kbd> play or pause, <kbd>,</kbd> and <kbd>.</kbd> step back and forward.
    On Time: arrows go event by event, <kbd>Shift</kbd>+arrows by { seconds }, <kbd>Page Up</kbd>/<kbd>Page Down</kbd> by a tenth of the run, <kbd>Home</kbd>/<kbd>End</kbd> to the start and end.
page-downloads-title = Download
page-export-svg = Chart as SVG
page-export-png = Chart as PNG
page-export-markdown = Transcript as Markdown

## The safety map.

page-map-title = Safety map
page-map-hint = Each cell is one run, with two settings changed and the others as they are now. The ring marks the run the chart shows.
# Label of the setting that changes from left to right across the map.
page-map-across = Across
# Label of the setting that changes from top to bottom down the map.
page-map-down = Down
page-map-canvas =
    .aria-roledescription = safety map
    .aria-label = Safety map
page-map-keys = Arrow keys move from cell to cell, with Shift ten at a time; Enter loads that cell's run.
page-map-legend =
    .aria-label = Map legend, runs per ending
page-map-search = Find a counterexample
# $runs is how many random runs the search tries.
page-map-search-hint = Tries { $runs } runs with every slider at random, the switches as they are, then shrinks an unsafe one towards the settings the experiment opens with and loads it.

## The events in order.

page-events-title = In order
page-events =
    .aria-label = Events

## The "Share / embed" dialog.

page-share-title = Share or embed this run
page-share-hint = The link opens this experiment with these settings, at this point of playback.
page-share-link = Link to this run
page-share-copy-link = Copy link
# Above the checkboxes of the parts an embedded simulator shows.
page-share-panels = In an embed, show
page-share-panel-story = Title and “Try this”
page-share-panel-settings = Settings
page-share-panel-results = Results
page-share-panel-chart = Chart and playback
page-share-panel-events = Events in order
page-share-panel-map = Safety map
page-share-panel-quiz = Quiz
page-share-panels-hint = These start ticked as an embed shows by default: everything but the safety map and the quiz. Untick them all and you get the same.
page-share-locked-legend = In an embed, the settings
page-share-locked = Lock them, so readers can play the run but not change it
page-share-local = This page was opened from a file, so the link and the embed code point at that file and work only on this computer. To share a run with others, copy them from fencelab on a web server.
page-share-snippet = Embed code for a course page
page-share-copy-snippet = Copy embed code
# How the embed's frame gets its height. The <code> is the message the
# frame posts, as a script reads it: leave it as it is. $height is the
# frame's height, in pixels, where no script sets it.
page-share-sizing =
    The embed fits the width of its frame.
    Its height fits too: whenever the page inside changes height, it posts the message <code>{ "{ type: \"fencelab:height\", height }" }</code> (the height in CSS pixels) to the page around it, and the few lines of script after the frame take that message from this frame only and set the frame's height to it.
    Where a course page allows no scripts, the frame stays { $height } pixels tall and scrolls inside.
page-share-close = Close

## The list of experiments.

page-experiments-title = Experiments
page-experiments-hint = Each experiment is its own small story with its own settings. Open one, read its "Try this", and move its settings. The badge under each title says how it ends with its own default settings.

page-share-scorm = Download a SCORM package
page-share-scorm-hint = For Moodle, Canvas, Blackboard and other learning platforms: this run as the embed above shows it, in a SCORM 1.2 package that reports the quiz’s score and the challenges met to the platform. Tick “Quiz” above for a score to grade.
