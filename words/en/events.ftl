## The sentences of the event list: one per thing that happens in a run.
##
## Every message that names a role takes $story: `lock` (a lock service
## grants the lock with tokens and leases) or `election` (an election makes
## a leader for a term, which lasts while its heartbeats come within the
## election timeout). $client, $holder, $other and $resource are names from
## the scenario; every time is already written as seconds ("10.3 s").
## Arguments that pick a variant ($tokens, $told, ...) are `yes` or `no`
## unless the comment says otherwise.

event-role-service = { $story ->
    [election] election
   *[lock] lock service
}
event-role-lock = { $story ->
    [election] leadership
   *[lock] the lock
}
event-role-token = { $story ->
    [election] term
   *[lock] token
}
event-role-tokens = { $story ->
    [election] terms
   *[lock] tokens
}
event-role-lease = { $story ->
    [election] election timeout
   *[lock] lease
}

# The actor column's name for the lock service (or the election).
event-actor-service = { event-role-service }

# What a request asks for, as a few words: $request is acquire, read,
# write, renew or release.
event-request = { $request ->
    [acquire] request for { event-role-lock }
    [read] read
    [write] write
    [renew] { $story ->
        [election] heartbeat
       *[lock] renewal
    }
   *[release] release
}

# Where a request goes: $target is `service` (the lock service) or
# `resource` ($to, the resource's name).
event-endpoint = { $target ->
    [service] the { event-role-service }
   *[resource] { $to }
}

# Where an answer comes back from, as event-endpoint.
event-endpoint-from = { $target ->
    [service] the { event-role-service }
   *[resource] { $to }
}

# " with token 3" after a write, or nothing when the lock service hands out
# no tokens ($tokens). $token is the token.
event-with-token = { $tokens ->
    [yes] {" "}with { event-role-token } { $token }
   *[no] {""}
}

# That a client's hold had lapsed by $ended, as a clause: "its lease ended
# at 10.0 s"; $perfect `yes` for "had ended".
event-lapsed = { $story ->
    [election] { $perfect ->
        [yes] the others had stopped waiting for its heartbeats at { $ended }
       *[no] the others stopped waiting for its heartbeats at { $ended }
    }
   *[lock] { $perfect ->
        [yes] its { event-role-lease } had ended at { $ended }
       *[no] its { event-role-lease } ended at { $ended }
    }
}

# Why a write was refused, as a clause that a sentence goes on from.
# $why: `proxy` (a fencing proxy in front of $resource has passed
# $highest), `seen` (a fenced read raised it to $highest), `accepted`
# ($resource accepted $highest), or `version` ($resource changed since
# $client read it at version $read; it is at $current now).
event-refusal = { $why ->
    [proxy] the fencing proxy in front of { $resource } has already passed { event-role-token } { $highest }
    [seen] { $resource } has already seen { event-role-token } { $highest }
    [accepted] { $resource } has already accepted { event-role-token } { $highest }
   *[version] { $resource } has changed since { $client } read it (version { $read }, now { $current })
}

## Grants and refusals of the lock.

# A waiter granted the lock after its own session lease ran out at $ended.
event-granted-unchecked = { $client }'s turn comes and it is granted { event-role-lock }{ $tokens ->
    [yes] , with { event-role-token } { $token }
   *[no] {""}
}, although its own session lease ran out at { $ended } while it waited: the { event-role-service } does not check, so the grant has no live { event-role-lease } behind it. { $client } believes it holds { event-role-lock }.

# A candidate stands for term $token; $timeout is the election timeout.
event-granted-election = { $client } stands for leadership in term { $token }, the next term, and asks the others for their votes. While it leads, they wait { $timeout } after each of its heartbeats (the election timeout) before anyone may stand again.

# $attempts is the try that got the lock; $majority whether the lock has
# several nodes, of which $nodes of $total granted; $until is when the
# lease runs out; $clock `later` when the client's own clock will show it
# over only at $believed, else `same`.
event-granted = { $attempts ->
        [1] { $client } asks for { event-role-lock } and gets it
       *[other] { $client } asks again and gets { event-role-lock } on try { $attempts }
    }{ $majority ->
        [yes] {" "}from { $nodes } of { $total } nodes, a majority
       *[no] {""}
    }{ $tokens ->
        [yes] , with { event-role-token } { $token }
       *[no] , with no token
    }. The { event-role-lease } runs out at { $until } unless { $client } renews it.{ $clock ->
        [later] {" "}{ $client }'s own clock will not show it over until { $believed }.
       *[same] {""}
    }

# $why: `session` (the waiter's own session lease ran out at $until),
# `held-back` ($holder's lease ran out unreleased; a lock-delay holds the
# lock until $until), `own` (its own lease is live until $until),
# `minority` (only $free of $total nodes are free; $holder's lease holds
# another until $until), `holder` ($holder's lease is live until $until),
# `unreachable` (it reaches only $free of $total nodes). $retry whether it
# will ask again every $every until $last.
event-refused = { $client } asks for { event-role-lock } and is refused: { $why ->
        [session] its own session lease ran out at { $until } while it waited, and the { event-role-service } checks a waiter's lease before granting
        [held-back] { $holder }'s { event-role-lease } ran out without a release, so the { event-role-service } holds { event-role-lock } back until { $until } in case { $holder } was only paused (a lock-delay)
        [own] its own { event-role-lease } is live until { $until }
        [minority] only { $free } of { $total } nodes are free, short of a majority; { $holder }'s { event-role-lease } holds another until { $until }
        [holder] { $holder }'s { event-role-lease } is live until { $until }
       *[unreachable] it reaches only { $free } of { $total } nodes, short of a majority
    }.{ $retry ->
        [yes] {" "}{ $client } will ask again every { $every } until { $last }.
       *[no] {""}
    }

# $attempts is how many times it asked.
event-gave-up = { $story ->
    [election] { $client } gives up after { $attempts } { $attempts ->
        [one] try
       *[other] tries
    }: each time it asked, an election timeout was live.
   *[lock] { $client } gives up after { $attempts } { $attempts ->
        [one] try
       *[other] tries
    }: each time it asked, a lease was live.
}

## Reads, lease checks and pauses.

# $value is what $client read from $resource.
event-read = { $client } reads { $resource }: { $value }.

# A read that carries token $token; $checks whether $resource checks tokens.
event-read-fenced = { $client } reads { $resource } with token { $token }: { $value }.{ $checks ->
    [yes] {" "}From now on { $resource } refuses any write with a token below { $token }.
   *[no] {""}
}

# A candidate asks $resource for its vote in term $token; $checks whether
# $resource checks terms; $value is what it holds.
event-vote = { $client } asks { $resource } for its vote in term { $token }, and { $resource } votes for it: with { $client }'s own vote that is a majority, and { $client } leads in term { $token }.{ $checks ->
    [yes] {" "}{ $resource } adopts term { $token } and from now on refuses any entry with a lower term.
   *[no] {""}
} { $resource } holds { $value }.

# $left is what is left of the lease by the client's own clock, $margin its
# safety margin. $result: `ok` (no margin), `margin` (more than the margin)
# or `stops`.
event-checked = { $client } checks its { event-role-lease }: { $left } left by its own clock, { $result ->
    [ok] so it goes on.
    [margin] more than its { $margin } safety margin, so it goes on.
   *[stops] not more than its { $margin } safety margin, so it stops.
}

# $client asks $resource, in a step of its own before its write, for the
# highest token it has seen ($highest). $result: `none` (none seen yet, so it
# goes on), `ok` (no higher than its own $token, so it goes on) or `stops`.
# $checks whether $resource checks the token in the write too.
event-fence-checked = { $client } asks { $resource } for the highest { event-role-token } it has seen: { $result ->
    [none] none yet, so { $client } goes on to write.
    [ok] { event-role-token } { $highest }, no higher than its own { $token }, so { $client } goes on to write.
   *[stops] { event-role-token } { $highest }, higher than its own { $token }, so { $client } stops.
}{ $result ->
    [stops] {""}
   *[other] { $checks ->
        [yes] {" "}{ $resource } checks the { event-role-token } again in the write itself.
       *[no] {" "}The answer holds only as it is given: the write is a statement of its own, and nothing checks it.
    }
}

# $length is how long the pause lasts.
event-paused = { $client } freezes for { $length }: a stop-the-world pause, such as a long garbage collection, that it cannot see from inside.

# $length is how long it was frozen. $state: `ended-during` (its lease
# ended at $ended, during the pause), `ended-before` (at $ended, before
# the pause), `live` (still live), or `plain`.
event-woke = { $state ->
    [ended-during] { $client } wakes after { $length }. Its { event-role-lease } ended at { $ended }, while it was frozen, but nothing tells { $client } that time has passed: it still believes it holds { event-role-lock }.
    [ended-before] { $client } wakes after { $length }. Its { event-role-lease } had already ended at { $ended }, before the pause, and { $client } has not checked: it still believes it holds { event-role-lock }.
    [live] { $client } wakes after { $length }, and its { event-role-lease } is still live.
   *[plain] { $client } wakes after { $length }.
}

## Writes. Each sentence starts from event-wrote-head: $client writes
## $value to $resource; $arrives `yes` when it was sent at $sent and
## arrives now; $tokens and $token as in event-with-token. $ended is when
## the writer's lease ended (for a late or stale write). $op is `value`, or
## `add` ($amount) or `push` ($item) for a write the resource works out
## from what it holds.

event-wrote-head = { $story ->
    [election] { $arrives ->
        [yes] { $client }'s log for { $resource }, { $value }, sent at { $sent }{ event-with-token }, arrives
       *[no] { $client } sends { $resource } its log, { $value },{ event-with-token }
    }
   *[lock] { $op ->
        [add] { $arrives ->
            [yes] { $client }'s request to add { $amount } to { $resource }{ event-with-token }, sent at { $sent }, arrives
           *[no] { $client } asks { $resource } to add { $amount }{ event-with-token }
        }
        [push] { $arrives ->
            [yes] { $client }'s request to add the line { $item } to { $resource }{ event-with-token }, sent at { $sent }, arrives
           *[no] { $client } asks { $resource } to add the line { $item }{ event-with-token }
        }
       *[value] { $arrives ->
            [yes] { $client }'s write of { $value } to { $resource }{ event-with-token }, sent at { $sent }, arrives
           *[no] { $client } writes { $value } to { $resource }{ event-with-token }
        }
    }
}

# After an increment's sentence: what $resource holds now ($value).
event-wrote-holds = {" "}{ $resource } holds { $value } now.

# After the sentence of a write $client sent again, its answer lost after
# $resource had applied it; $op is `add` ($amount), `push` ($item) or `value`.
event-wrote-again = {" "}It is the write { $client } sent before, sent again because the answer was lost. { $resource } cannot tell it from a new write{ $op ->
    [add] , so it adds { $amount } once more.
    [push] , so it adds the line { $item } once more.
   *[value] {""}: the write sends the same value again.
}

# After an accepted write's sentence, when the value it replaced carried
# more than one update the write lacks: the $count updates it overwrites,
# $lost (each an event-update, listed with event-list).
event-wrote-lost = {" "}In all, it overwrites { $count } updates: { $lost }.
# One update, by whom ($client) and when ($at) it was made.
event-update = { $client }'s update at { $at }

# $client's write sent again with the same idempotency key, which
# $resource has already applied; $value is what it holds.
event-wrote-recognised = { $client } sends its write to { $resource } again, with the same idempotency key, because the answer was lost. { $resource } has applied that key already: it answers that the write is done, applies nothing, and holds { $value }.

# What an accepted write replaced unseen: $missed is `none`, `stale`
# ($other's stale write, which did not count), `late` ($other's late
# write, which its writer was told succeeded), `holder` or `other` (the
# writer computed it from a copy read at $read, before $other's write;
# `holder` when the writer holds the lock).
event-wrote-missed = { $missed ->
    [stale] {" "}It replaces { $other }'s stale write, which { $client } never read; that write did not count.
    [late] {" "}It replaces { $other }'s late write, which { $client } never read: { $other } was told that write succeeded, and its update is lost.
    [holder] {" "}But { $client } computed it from a copy read at { $read }, before { $other }'s write: this write overwrites a change it never saw.
    [other] {" "}{ $client } computed it from a copy read at { $read }, before { $other }'s write: this write overwrites a change it never saw.
   *[none] {""}
}

# The holder's write, accepted.
event-wrote-accepted = { event-wrote-head }, and { $resource } accepts it.{ event-wrote-missed }

# The holder's write, refused: $refusal is event-refusal's clause.
event-wrote-holder-refused = { event-wrote-head }. { $client } holds { event-role-lock }, but { $refusal } and refuses it.

# A write after the lease ended, before any later holder wrote, accepted;
# $checks whether $resource checks tokens.
event-wrote-late-accepted = { event-wrote-head }, although { event-lapsed }: { $checks ->
    [yes] no later holder has written to { $resource } yet, so it has no newer { event-role-token } to refuse this one with and accepts it
   *[no] { $resource } does not check { event-role-tokens } and accepts it; no later holder has written there yet
}.{ event-wrote-missed }

# A late write refused: $refusal is event-refusal's clause, with a capital.
event-wrote-late-refused = { event-wrote-head }, although { event-lapsed }. { $refusal } and refuses it; { $client } { $story ->
    [election] steps down
   *[lock] stops
}.

# A write after a newer holder ($other, with $newer) wrote there, accepted.
# $check: `fenced` ($resource checks tokens, yet $token is not lower),
# `unfenced` (it does not check them) or `none` (there are no tokens).
event-wrote-stale-accepted = { event-wrote-head }, although { event-lapsed }. { $check ->
    [fenced] { $resource } checks { event-role-tokens }, but { event-role-token } { $token } is not lower than { event-role-token } { $newer }, so it
    [unfenced] { $resource } does not check { event-role-tokens } and
   *[none] There is no { event-role-token } to check, and { $resource }
} accepts it, { $op ->
    [value] overwriting
   *[other] on top of
} { $tokens ->
    [yes] { $other }'s newer write ({ event-role-token } { $newer })
   *[no] { $other }'s newer write
}.

# A stale write refused: $refusal is event-refusal's clause, with a capital.
event-wrote-stale-refused = { event-wrote-head }, although { event-lapsed }. { $refusal }, so it refuses the write; { $story ->
    [election] { $client } learns of the newer term and steps down
   *[lock] { $client } learns it has lost the lock and stops
}.

## The network.

# $request and $target as in event-request and event-endpoint; $arrives is
# when it will arrive.
event-sent = { $client } sends its { event-request } to { event-endpoint }; it will arrive at { $arrives }.

event-answered = The answer to { $client }'s { event-request } comes back from { event-endpoint-from }.

# $cut is when the link heals, $resend when the client sends it again.
event-dropped = { $client }'s { event-request } to { event-endpoint } is lost: the network between them is cut until { $cut }. { $client } hears nothing back and sends it again at { $resend }.

# A request handled where it arrived whose answer a cut link lost; the
# arguments of event-dropped.
event-dropped-answer = The answer to { $client }'s { event-request } is lost on the way back from { event-endpoint }: the network between them is cut until { $cut }. The request was handled; { $client } hears nothing back and sends it again at { $resend }.

## Side effects: $effect is the scenario's own phrase for what the client
## does ("sends the invoice"); $based whether it acts on its copy of
## $resource read at $read ($value).

# $case: `live` (with a live lease), `late` (its lease ended at $ended and
# nothing checks a token), `repeated` (an efficiency lock: the work is done
# twice) or `unheld` (it never held a lease).
event-side-effect = { $client } { $effect }{ $based ->
        [yes] , acting on its copy of { $resource } read at { $read } ({ $value })
       *[no] {""}
    }{ $case ->
        [live] .
        [late] , although its { event-role-lease } ended at { $ended }. Nothing on the way checks a { event-role-token }, so it happens anyway.
        [repeated] , although its { event-role-lease } ended at { $ended }: the work is done twice.
       *[unheld] , with no { event-role-lease }.
    }

## The lock service's faults and clocks.

# What a restarted or failed-over lock service lost: $forgot whether it
# forgot $holder's live lease (with token $token when $tokens).
event-fault-lost = { $forgot ->
    [yes] forgets { $holder }'s live { event-role-lease }{ $tokens ->
        [yes] {" "}({ event-role-token } { $token })
       *[no] {""}
    }
   *[no] finds no { event-role-lease } live to forget
}

# $durable whether the token counter survives; $next is the next token.
event-fault-restart = { $durable ->
    [yes] The { event-role-service } restarts and { event-fault-lost }. Its { event-role-token } counter is stored durably, so the next { event-role-token } is still { $next }.
   *[no] The { event-role-service } restarts and { event-fault-lost }. It has lost its { event-role-token } counter too, which lived only in memory: the next { event-role-token } is { $next } again.
}

# $behind is how many of the latest grants the replica missed.
event-fault-failover = The { event-role-service } fails over to a replica that copied its state asynchronously and missed { $behind ->
    [one] the latest grant
   *[other] the latest { $behind } grants
}. The replica { event-fault-lost }, and its counter says the next { event-role-token } is { $next }.

# $owner: `node` (lock node number $node) or `client`; $way `forward` or
# `back`; $by how far.
event-clock-jumped = { $owner ->
        [node] Lock node { $node }'s clock
       *[client] { $client }'s clock
    } jumps { $way ->
        [forward] forward
       *[back] back
    } by { $by }, as a time sync that corrects a clock at once would make it.

## Renewals, releases and expiry.

# $until is when the renewed lease (or the wait for the next heartbeat) ends.
event-renewed = { $story ->
    [election] { $client }'s heartbeat reaches the others: they wait for the next until { $until }.
   *[lock] { $client } renews its lease; it now runs out at { $until }.
}

# $ended is when the lease ended (or the others stopped waiting).
event-renew-refused = { $story ->
    [election] { $client } sends a heartbeat, but the others stopped waiting for it at { $ended }. { $client } steps down.
   *[lock] { $client } asks to renew, but its lease ended at { $ended }. The lock service refuses, and { $client } stops.
}

# $case: `live` (its lease was live), `expired` (its lease had already run
# out), `removed` (its lease had run out and the release removed the lock
# $holder held) or `again` (it no longer held it).
event-released = { $case ->
    [live] { $client } releases { event-role-lock }.
    [removed] { $client } releases { event-role-lock } after its { event-role-lease } had run out, and the lock service deletes the lock without checking whose it is: { $holder }'s. { $holder } is not told and goes on as the holder, while the lock is free for anyone.
    [expired] { $client } releases { event-role-lock }, but its { event-role-lease } had already run out.
   *[again] { $client } releases { event-role-lock } again; it no longer held it.
}

# $told `no` when the client is not told and still believes it holds the
# lock; $timeout is the election timeout.
event-expired = { $story ->
    [election] No heartbeat from { $client }{ $tokens ->
        [yes] {" "}(term { $token })
       *[no] {""}
    } has reached the others for the election timeout of { $timeout }, so they stop waiting for it: another node may now stand for leadership. Here nothing makes { $client } step down; a leader that checks for a majority (CheckQuorum) or holds a leader lease would.{ $told ->
        [no] {" "}{ $client } is not told, and still believes it leads.
       *[yes] {""}
    }
   *[lock] { $client }'s lease{ $tokens ->
        [yes] {" "}(token { $token })
       *[no] {""}
    } runs out. The lock service ends it without a word from { $client }{ $told ->
        [no] , and { $client } is not told.
       *[yes] .
    }
}

## The lock service's marks on the chart, in a few words.

## The chart told in words (its accessible name): one sentence per client,
## made of the parts below joined by event-timeline-separator.

# A lease $client held from $from to $to, with token $token when $tokens.
# $span is `instant` when it ended as it began, at $from, or `stretch`;
# $end is `released` when $client gave it back, or `lost` when it ran
# out or the lock service lost it.
event-timeline-lease = { $story ->
    [election] { $span ->
        [instant] wins leadership{ $tokens ->
            [yes] {" "}in term { $token }
           *[no] {""}
        } at { $from } and { $end ->
            [released] steps down at once
           *[lost] loses it at once
        }
       *[stretch] leads{ $tokens ->
            [yes] {" "}in term { $token }
           *[no] {""}
        } from { $from } to { $to }
    }
   *[lock] { $span ->
        [instant] is granted a lease{ $tokens ->
            [yes] {" "}with token { $token }
           *[no] {""}
        } at { $from } and { $end ->
            [released] gives it back at once
           *[lost] loses it at once
        }
       *[stretch] holds a lease{ $tokens ->
            [yes] {" "}with token { $token }
           *[no] {""}
        } from { $from } to { $to }
    }
}
# $span as in event-timeline-lease.
event-timeline-pause = { $span ->
    [instant] is paused for no time at { $from }
   *[stretch] is paused from { $from } to { $to }
}
event-timeline-overreach = { $span ->
    [instant] believes for a moment at { $from } that it holds { event-role-lock } with no { event-role-lease }
   *[stretch] believes it holds { event-role-lock } with no { event-role-lease } from { $from } to { $to }
}
event-timeline-separator = {", "}
# $parts are the parts above, joined.
event-timeline-lane = { $client } { $parts }.
event-timeline-never = { $client } never holds { event-role-lock }.

## Runs recorded on real services, as the page tells them.

# A list: $last is the last item, $rest every other joined by
# event-list-separator, $count how many there are.
event-list = { $count ->
    [one] { $last }
   *[other] { $rest } and { $last }
}
event-list-separator = {", "}

# The line under a run also replayed on real services: $systems the list
# of systems with their versions; $differs whether the reader's settings
# are not the recording's, which $differ names (a list); $agrees whether
# the outcome was the same, else $parting says how the runs part.
event-replay-line = Also run on { $systems }{ $differs ->
        [yes] {" "}with { $differ }
       *[no] {""}
    }: { $agrees ->
        [yes] same outcome.
       *[no] a different outcome: { $parting }.
    }

# The line when the reader's settings were run on several lock services:
# $systems the lock services with their versions (a list), $stores what
# each ran with (a list); $agrees whether every real run ended as the
# model's, else $parted names the one that did not and $parting says where.
event-replay-line-each = Also run on { $systems }, each with { $stores }: { $agrees ->
        [yes] the same outcome on each.
       *[no] a different outcome on { $parted }: { $parting }.
    }

# The name of a recording among an experiment's: its $setting, such as
# "Fencing tokens on", and the $system that played the lock service.
event-replay-name = { $system }: { $setting }

# A setting of the recording: a slider's $label and its $value.
event-replay-setting = { $label } { $value }

# $ms is how many real milliseconds one simulated second took.
event-replay-heading = Recorded on { $systems }; one simulated second took { $ms } real ms.

## How a recorded run and the model's part.

event-agree-same = same outcome
# $model and $real are the two verdicts' names.
event-agree-verdicts = the same key events, but the model says { $model } and the real run { $real }
# $index is the key event's number; $model and $real what each run has there.
event-agree-part = they part at key event { $index }: the model has { $model }, the real run { $real }
event-key-nothing = nothing more
# $rank is the token's place among the run's tokens, from 1.
event-key-granted = { $client } granted { event-role-lock } with the run's { $rank ->
        [1] 1st
        [2] 2nd
        [3] 3rd
        [21] 21st
        [22] 22nd
        [23] 23rd
       *[other] { $rank }th
    } { event-role-token }
# $accepted whether the write was accepted.
event-key-wrote = { $client } writing { $value } to { $resource }, { $accepted ->
        [yes] accepted
       *[no] refused
    }
event-key-effect = { $client } acting outside every resource
event-key-final = { $resource } ending at { $value }
