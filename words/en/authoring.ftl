## Changing a scenario file by its parts: the fields a form shows, and
## why a change cannot be made.

## A field's name, beside its box in the form and in the label of a
## slider or switch made for it.
editor-field-lease-ms = Lease length (ms)
editor-field-first-token = First token
editor-field-initial = Starts at
editor-field-fencing = Fencing tokens
editor-field-at-ms = At (ms)
editor-field-after-ms = Wait before (ms)
editor-field-for-ms = Pause length (ms)
editor-field-margin-ms = Margin (ms)
editor-field-every-ms = Retry every (ms)
editor-field-until-ms = Give up at (ms)
editor-field-amount = Amount
editor-field-min = Smallest
editor-field-max = Largest
editor-field-step = Step

# The label of a slider or switch given to the reader. $owner is the client's or resource's name, $field the field's name.
edit-knob-label = { $owner }: { $field }
# The owner named in a slider's label for a value of the lock service.
edit-owner-lock = Lock service
# The phrase of a side effect added by the form; it follows the client's name.
edit-new-effect = sends an email

edit-needs-loading-text = Put the text's problems right first: a change by parts needs a text that loads.
edit-no-part = That part is no longer in the file; the form now shows the file as it is.
# $pointer is the field's place in the file, such as /clients/0/plan/2/for_ms.
edit-no-field = The file has no value at { $pointer } to change.
edit-wrong-value = The value at { $pointer } takes a whole number, or on or off, as it holds now.
# $id is the knob's id.
edit-no-knob = The file has no setting “{ $id }”.
edit-offered-already = The reader already has this as the setting “{ $id }”.
edit-not-offerable = A reader's setting cannot change the value at { $pointer }.
# $problem is what would be wrong with the file after the change.
edit-would-break = That change was not made, because then the file would not load: { $problem }

## What a step does, as the form names it.
editor-action-acquire = Take the lock
editor-action-read = Read
editor-action-write = Write
editor-action-pause = Pause
editor-action-check-lease = Check the lease
editor-action-check-fence = Check the token
editor-action-side-effect = Side effect
editor-action-renew = Renew the lease
editor-action-release = Give the lock back
