## The lease chart: lane names, labels beside bars and marks, the lines
## across every lane, what each arrow says on hover, and the legend.
## Every message with $story has both vocabularies: "lock" (a lock
## service, the lock, tokens, a lease) and "election" (an election,
## leadership, terms, an election timeout).

chart-role-token = { $story ->
    [election] term
   *[lock] token
}
chart-role-lease = { $story ->
    [election] election timeout
   *[lock] lease
}

# The lock service's lane, by its bare name.
chart-lock-service = { $story ->
    [election] election
   *[lock] lock service
}
# A lock node's row: $node is its number, from 1.
chart-node = node { $node }
# Whom the lock service holds the lock for, on its lane: $client is the
# holder's name, $token its token.
chart-hold = { $client }, { chart-role-token } { $token }
# A client's lease bar, labelled with its token ($token).
chart-lease-token = { chart-role-token } { $token }
# A client's lease bar where the lock service hands out no tokens.
chart-lease = { chart-role-lease }
# Beside the tick where a client's own clock ends its lease ($client);
# the short one is used where the long one does not fit.
chart-believed = { $client }'s clock says the { chart-role-lease } ends
chart-believed-short = { $client }'s clock: { chart-role-lease } ends
# In a bar where a client is paused.
chart-paused = paused
# In a bar where a client still believes it holds the lock with no lease.
chart-overreach = { $story ->
    [election] thinks it still leads
   *[lock] thinks it holds the lock
}
# In a bar where a client's network link is cut.
chart-cut = link cut
# Beside a side effect's star.
chart-effect = side effect
# Beside a client's clock that jumps.
chart-clock-jump = clock jumps
# Two or more labels of marks drawn close together: $list is the labels
# so far, $next the one added after them.
chart-labels = { $list }, { $next }
# The title of a node's cross: $client cannot reach node number $node.
chart-unreached = { $client } cannot reach node { $node }

## The lines across every lane.

# Where a client's ($client) lease ran out.
chart-lease-end = { $story ->
    [election] the others stop waiting for { $client }
   *[lock] { $client }'s lease ends
}
chart-service-restart-kept = { chart-lock-service } restarts, counter kept
chart-service-restart-lost = { chart-lock-service } restarts, counter lost
chart-service-failover = { chart-lock-service } fails over
# A lock node's clock jumps: $node is its number, $by how far.
chart-node-clock-ahead = node { $node } clock +{ $by }
chart-node-clock-back = node { $node } clock -{ $by }

## A resource's lane.

# What a resource holds ($value) and the token of the write that put it there ($token).
chart-holding = { $value }, { chart-role-token } { $token }
# Why a write was refused, beside its mark: the write came with token
# $token, and the resource (or the proxy in front of it) has seen $highest.
chart-refused-proxy = proxy refuses: { chart-role-token } { $token } < { $highest }
chart-refused-token = refused: { chart-role-token } { $token } < { $highest }
# A compare-and-set write refused: the writer read version $read, the
# resource is at version $current.
chart-refused-version = refused: version { $read }, now { $current }

## What an arrow says on hover. $from sends to $to (a client's, the lock
## service's or a resource's name).

# $request is what the request asks for: acquire, read, write, renew or release.
chart-request = { $from } → { $to }: { $request ->
    [acquire] request for { $story ->
        [election] leadership
       *[lock] the lock
    }
    [read] read
    [write] write
    [renew] { $story ->
        [election] heartbeat
       *[lock] renewal
    }
   *[release] release
}
# A request lost on a cut link; $request as above.
chart-request-lost = { $from } → { $to }: { $request ->
    [acquire] request for { $story ->
        [election] leadership
       *[lock] the lock
    }
    [read] read
    [write] write
    [renew] { $story ->
        [election] heartbeat
       *[lock] renewal
    }
   *[release] release
}, lost: the link is cut
# An answer lost on its way back from $from to $to, after the request was
# handled.
chart-answer-lost = { $from } → { $to }: answer lost, the link is cut; the request was handled
# A write of $value with token $token; $verdict is accepted or refused.
chart-request-write = { $from } → { $to }: write { $value } with { chart-role-token } { $token }, { $verdict ->
    [accepted] accepted
   *[refused] refused
}
chart-request-write-untokened = { $from } → { $to }: write { $value }, { $verdict ->
    [accepted] accepted
   *[refused] refused
}
# In an election: a candidate asks for votes in term $token.
chart-request-vote = { $from } → { $to }: vote request with term { $token }
# In an election: the candidate's term is $token.
chart-answer-term = { $from } → { $to }: term { $token } is its to stand for
# In an election: a vote granted; the voter holds $value.
chart-answer-vote = { $from } → { $to }: vote granted; it holds { $value }
# In an election: a heartbeat heard; the others wait until $until.
chart-answer-heartbeat = { $from } → { $to }: heartbeat heard; the others wait until { $until }
# The lock granted with token $token, its lease until $until.
chart-answer-granted = { $from } → { $to }: granted with { chart-role-token } { $token }, { chart-role-lease } until { $until }
chart-answer-granted-untokened = { $from } → { $to }: granted, { chart-role-lease } until { $until }
# The lock refused: $holder holds it until $until.
chart-answer-refused = { $from } → { $to }: refused: { $holder } holds it until { $until }
chart-answer-refused-nodes = { $from } → { $to }: refused: too few nodes free
chart-answer-gave-up = { $from } → { $to }: refused again; it gives up
chart-answer-refused-again = { $from } → { $to }: refused again
# A read's answer: the value is $value.
chart-answer-read = { $from } → { $to }: the value is { $value }
chart-answer-write-accepted = { $from } → { $to }: write accepted
# A write refused; $token and $highest as for chart-refused-token.
chart-answer-write-refused-proxy = { $from } → { $to }: write proxy refuses: { chart-role-token } { $token } < { $highest }
chart-answer-write-refused-token = { $from } → { $to }: write refused: { chart-role-token } { $token } < { $highest }
# $read and $current as for chart-refused-version.
chart-answer-write-refused-version = { $from } → { $to }: write refused: version { $read }, now { $current }
# A renewal's answer: renewed until $until.
chart-answer-renewed = { $from } → { $to }: renewed until { $until }
# A renewal refused: the lease ended at $ended.
chart-answer-renew-refused = { $from } → { $to }: renewal refused: the { chart-role-lease } ended at { $ended }
chart-answer-released = { $from } → { $to }: released

## The legend: one entry for each kind of thing the chart draws.

chart-legend-lease = { $story ->
    [election] a leader, until the others stop waiting for its heartbeats
   *[lock] a client's lease, as the lock service holds it
}
chart-legend-believed = the client's own clock says its { chart-role-lease } still runs
chart-legend-pause = paused: frozen, and unaware of it
chart-legend-overreach = { $story ->
    [election] still thinks it leads after the others stopped waiting
   *[lock] still thinks it holds the lock after its lease ended
}
chart-legend-hold = { $story ->
    [election] whom the election holds leadership for
   *[lock] whom the lock service holds the lock for
}
chart-legend-held = what a resource holds
chart-legend-lease-end = { $story ->
    [election] the others stop waiting for a leader
   *[lock] a lease runs out
}
chart-legend-service = the { chart-lock-service } itself restarts, fails over, or its clock jumps
chart-legend-message = a request or an answer on the network
chart-legend-lost = a request or its answer lost on the network
chart-legend-cut = a network link is cut
chart-legend-write = write accepted
chart-legend-stale-write = stale write accepted: it overwrote newer work
chart-legend-refused-write = write refused
chart-legend-wake = wakes from a pause
chart-legend-refused = { $story ->
    [election] asks for leadership and is refused
   *[lock] asks for the lock and is refused
}
chart-legend-effect = a side effect, such as an email, with a live { chart-role-lease }
chart-legend-unleased-effect = a side effect with no { chart-role-lease }: nothing could stop it
chart-legend-clock-jump = a clock jumps
chart-legend-check = checks the time left on its { chart-role-lease }
chart-legend-fence-check = asks a resource for the highest { chart-role-token } it has seen
chart-legend-unreached = a node the client cannot reach

## Notes under the chart, for labels with no room beside their marks.

# A note: $number counts from 1, $party is the lane's name, $at the
# moment, $label the label's words.
chart-note = { $number }. { $party }, { $at }: { $label }
# The note's number beside its mark.
chart-note-mark = { $number }
