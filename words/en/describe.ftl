## The run told for a reader who cannot see the chart: the summary at the
## top of the simulator, the chart as a list of steps, and the sentence
## that answers a change of settings. $story and $tokens as in events.ftl.

# Where $client stands at a moment. $belief is `holds` (a live lease is
# behind it, with token $token), `believes` (it believes it holds the lock,
# but its lease has ended) or `free`; $paused is `yes` while it is frozen.
describe-client = { $belief ->
    [holds] { $story ->
        [election] { $client } leads{ $tokens ->
            [yes] {" "}in term { $token }
           *[no] {""}
        }
       *[lock] { $client } holds the lock{ $tokens ->
            [yes] {" "}with token { $token }
           *[no] {""}
        }
    }{ $paused ->
        [yes] {" "}and is paused
       *[no] {""}
    }
    [believes] { $story ->
        [election] { $paused ->
            [yes] { $client } is paused, believing it still leads, though its election timeout has ended
           *[no] { $client } believes it still leads, but its election timeout has ended
        }
       *[lock] { $paused ->
            [yes] { $client } is paused, believing it holds the lock, though its lease has ended
           *[no] { $client } believes it holds the lock, but its lease has ended
        }
    }
   *[free] { $story ->
        [election] { $client } does not lead
       *[lock] { $client } does not hold the lock
    }{ $paused ->
        [yes] {" "}and is paused
       *[no] {""}
    }
}
describe-separator = {"; "}
# What $resource holds at that moment.
describe-resource = { $resource } holds { $holds }
# $clients are describe-client joined by describe-separator, $resources
# the describe-resource listed.
describe-state = { $clients }. { $resources }.

# One step of the chart as text: event $number of $count, at $time, told
# by $actor as $text, then the state it leaves.
describe-step = Event { $number } of { $count }, { $time }, { $actor }: { $text } Then: { $state }

# Where playback stands. $place is `start`, `end` or `event` (after event
# $number of $count, at $time).
describe-position = { $place ->
    [start] At the start, before the first event
    [end] At the end of the run, { $time }
   *[event] At { $time }, after event { $number } of { $count }
}

# $glance is the verdict and what each resource holds against what it should.
describe-ending = How the run ends: { $glance }
describe-ending-hidden = How the run ends stays hidden until you predict it.
# The screen summary: $story is the experiment's own summary, then
# $position, $state and $ending as above.
describe-summary = { $story } { $position }: { $state } { $ending }

# The answer to a change of settings. $change is `now` when the run's
# safety changed, `still` when it did not; $safe is `yes` or `no`; $glance
# as in describe-ending.
describe-response = { $change ->
    [now] { $safe ->
        [yes] Now safe.
       *[no] Now not safe.
    }
   *[still] { $safe ->
        [yes] Still safe.
       *[no] Still not safe.
    }
} { $glance }
