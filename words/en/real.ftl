## The runs recorded on real services: the line under the verdict, the
## heading over a real run, and the lists they name.

# A real system and its version: "etcd 3.4.23".
real-system = { $name } { $version }
# Joining a list: $list is the items so far, $next one more in the middle.
real-list-next = { $list }, { $next }
# Joining a list: $list is the items so far, $last the last item.
real-list-last = { $list } and { $last }
# A setting of a slider in time: $knob is the slider's name, $time its value.
real-setting-time = { $knob } { $time }
# The line under the verdict: $systems is the list of real systems the
# recording ran on.
real-line-same = Also run on { $systems }: same outcome.
# As real-line-same, for a recording whose settings ($settings, a list of
# settings) are not the reader's.
real-line-same-with = Also run on { $systems } with { $settings }: same outcome.
# As real-line-same, where the real run parts from the model's: $parting
# says where.
real-line-different = Also run on { $systems }: a different outcome: { $parting }.
real-line-different-with = Also run on { $systems } with { $settings }: a different outcome: { $parting }.
# The heading over a real run: $systems as above, $ms how many real
# milliseconds one simulated second took.
real-heading = Recorded on { $systems }; one simulated second took { $ms } real ms.

## Where a real run and the model's part, in the line above ($parting)
## and in `fencelab real`.

real-agree-same = same outcome
# The same key events, but other verdicts: $model and $real are the
# verdicts' ids (safe, refused, duplicate, half_done, escaped, lost).
real-agree-verdicts = the same key events, but the model says { $model } and the real run { $real }
# The runs part at key event number $key: $model and $real are what each
# run has there (one of the real-key messages).
real-agree-part = they part at key event { $key }: the model has { $model }, the real run { $real }
real-key-nothing = nothing more
# $client granted the lock with the $rank-th lowest of the run's tokens
# (1 for the lowest).
real-key-granted = { $client } granted the lock with the run's { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
    [21] 21st
    [22] 22nd
    [23] 23rd
   *[other] { $rank }th
} token
# $client writing $value to $resource; $verdict is accepted or refused.
real-key-wrote = { $client } writing { $value } to { $resource }, { $verdict ->
    [accepted] accepted
   *[refused] refused
}
real-key-effect = { $client } acting outside every resource
real-key-final = { $resource } ending at { $value }
