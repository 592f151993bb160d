## The editor: the open experiment's file as text beside its run, and
## where an experiment that is not one of the page's own came from.

# Opens the editor on the open experiment's file.
page-edit-open = Edit this experiment
page-editor-title = Edit this experiment
page-editor-close = Close the editor
page-editor-undo = Undo
page-editor-redo = Redo
# Saves the text in the editor as a file.
page-editor-download = Download
# Reads a scenario file from the reader's computer into the editor.
page-editor-open-file = Open a file
# Puts back the file the edit started from.
page-editor-restart = Start again from the original
# The editor's text box, by its accessible name.
page-editor-text =
    .aria-label = Scenario file
# Above the chart while the text in the editor does not load.
page-stale-note = This run is from the last text that worked, not the text in the editor.

editor-loading = Loading the editor…
# $why is the browser's reason.
editor-load-failed = The editor could not be loaded: { $why }
editor-kept = Your changes are kept in this browser as you type, and the run follows them. Download the file to keep it for good, or share it as a link.
# $when is the date and time the draft was last changed, the browser's way.
editor-draft-back = Your draft from { $when } is back. “Start again from the original” puts the original file back.
# $name is the file's name.
editor-opened-file = Read { $name }. Undo puts the text before it back.
# The line under the text when it loads and runs.
editor-runs = The text loads: the run shown is this text's.
# $count is how many problems the core found.
editor-problems = { $count ->
    [one] One problem, listed under the text. The run shown is from the last text that worked.
   *[other] { $count } problems, listed under the text. The run shown is from the last text that worked.
}
# A button before a problem's message that takes the caret to it.
editor-problem-place = Line { $line }, column { $column }
# $name is the file's name.
editor-downloaded = Saved as { $name }.
editor-restart-confirm = Throw away your changes and start again from the original file?
# $name is the file's name, $limit the largest size in KB.
editor-file-too-large = { $name } is larger than { $limit } KB. A scenario file is a few KB: is this the right file?
# $name is the file's name, $why the browser's reason.
editor-file-unreadable = { $name } could not be read: { $why }
error-editor-check = The editor could not check this text.

# Above the experiment when it came inside the link. $title is its title.
origin-linked = This experiment came inside the link, not from fencelab's own list: “{ $title }”. Read it as its author's.
# Above an edited experiment. $title is the title of the one it started from.
origin-edited = This is your edit of “{ $title }”, kept only in this browser until you download it or share its link.
# A link's experiment that could be unpacked but not loaded. $problem is the first problem.
origin-link-broken = The experiment inside this link could not be loaded, so the default story is shown and the editor holds the link's file: { $problem }
# A link's experiment that could not be unpacked. $why says what is wrong.
origin-link-unreadable = The experiment inside this link could not be read, so the default story is shown: { $why }

## Why a link's `file=` could not be unpacked.

link-file-unsupported = this browser cannot unpack it (it has no raw DEFLATE). A recent Chrome, Edge, Firefox or Safari can.
link-file-not-text = it does not unpack to text, so it is no scenario file.
# $limit is the largest size in KB.
link-file-too-large = it unpacks to more than { $limit } KB, far more than any scenario file, so it was not unpacked further.
link-file-not-deflate = it is not packed as a fencelab link packs a file; it may have been cut short or changed.
link-file-empty = its file= is empty.
# $character is the character, quoted; $position its place in the value, from 1.
link-file-character = character { $position } of its file=, { $character }, cannot be in it (only letters, digits, - and _ can).
link-file-cut = its file= is cut short.

## The editor's form: the file by its parts.

editor-form-title = Change it by its parts
editor-form-hint = Each change here is written into the file below, as if typed there, and the run follows. Undo takes it back.
editor-form-waiting = The text has problems, listed under it. Once it loads again, its parts are back here.
editor-form-texts = What the reader reads
editor-form-title-field = Title
editor-form-summary = Summary
editor-form-try-this = Try this
editor-form-lock = Lock service
editor-form-resources = Resources
editor-form-name = Name
editor-form-clients = Clients and their plans
# $name is the client's name.
editor-form-client = Client { $name }
editor-form-remove-client = Remove { $name }
editor-form-add-client = Add a client
editor-form-starts = Starts
editor-form-starts-next = right after the step before
editor-form-starts-at = at a time
editor-form-starts-after = after a wait
editor-form-resource = Resource
editor-form-remove-step = Remove this step
editor-form-add-step-action = New step
editor-form-add-step = Add the step
editor-form-knobs = The reader's settings
editor-form-no-knobs = The reader has no settings yet: tick “Give the reader a slider” beside a value.
# $id is the setting's id, as links name it.
editor-form-knob = Setting “{ $id }”
editor-form-label = Label
editor-form-help = Help
editor-form-withdraw = Take this setting away
# $kind is slider or switch.
editor-form-offer = Give the reader a { $kind ->
    [switch] switch
   *[slider] slider
}
# $id is the setting's id.
editor-form-offered = The reader's { $kind ->
    [switch] switch
   *[slider] slider
} “{ $id }”
# $field is the field's name.
editor-form-whole-number = { $field } takes a whole number.
