## The lease's life: the small state diagram beside the chart, its
## heading and caption, and the line for each stretch of the run. Every
## message has both stories: "lock" (the lease as the lock service sees
## it) and "election" (leadership as the other nodes see it).

life-state-free = { $story ->
    [election] no leader
   *[lock] free
}
life-state-held = { $story ->
    [election] leads
   *[lock] held
}
life-state-renewed = { $story ->
    [election] heartbeat
   *[lock] renewed
}
life-state-expired = { $story ->
    [election] timed out
   *[lock] expired
}

life-edge-acquire = { $story ->
    [election] elected
   *[lock] acquire
}
life-edge-release = { $story ->
    [election] steps down
   *[lock] release
}
life-edge-renew = { $story ->
    [election] heartbeat
   *[lock] renew
}
life-edge-runs-out = { $story ->
    [election] times out
   *[lock] runs out
}
life-edge-no-word = { $story ->
    [election] no leader: no word to the old one
   *[lock] free again: no word to the holder
}

life-title = { $story ->
    [election] Leadership's life
   *[lock] The lease's life
}
# The diagram's accessible name: $nodes is how many nodes the lock service has.
life-caption = { $story ->
    [election] The life of leadership as the other nodes see it: no leader, a leader, a heartbeat heard, and timed out when the others stop waiting, which no one tells the old leader.
   *[lock] { $nodes ->
        [1] The lease's life as the lock service sees it: free, held, renewed, expired, and free again with no word to the holder.
       *[other] The lease's life across the lock service's { $nodes } nodes: held while a majority of them hold one client's lease, renewed, expired, and free again with no word to the holder. Each node's own holds are in the chart.
    }
}

## The line for each stretch of the run. $client is the holder's name,
## $token its token, $until when its lease runs out, $nodes how many
## nodes the lock service has (more than 1: held on a majority of them).

life-line-free = { $story ->
    [election] No leader: no one holds leadership.
   *[lock] Free: no one holds the lock.
}
life-line-held = { $story ->
    [election] { $client } leads in term { $token }; the others wait for it until { $until }.
   *[lock] { $nodes ->
        [1] Held by { $client } with token { $token }, until { $until }.
       *[other] Held by { $client } with token { $token } on a majority of nodes, until { $until }.
    }
}
life-line-held-untokened = { $story ->
    [election] { $client } leads; the others wait for it until { $until }.
   *[lock] { $nodes ->
        [1] Held by { $client }, until { $until }.
       *[other] Held by { $client } on a majority of nodes, until { $until }.
    }
}
life-line-renewed = { $story ->
    [election] { $client } leads in term { $token }; its heartbeat keeps the others waiting until { $until }.
   *[lock] { $nodes ->
        [1] Renewed by { $client } with token { $token }, now until { $until }.
       *[other] Renewed by { $client } with token { $token } on a majority of nodes, now until { $until }.
    }
}
life-line-renewed-untokened = { $story ->
    [election] { $client } leads; its heartbeat keeps the others waiting until { $until }.
   *[lock] { $nodes ->
        [1] Renewed by { $client }, now until { $until }.
       *[other] Renewed by { $client } on a majority of nodes, now until { $until }.
    }
}
# A line above ($line, one of those before) with the $count former
# holders ($others, listed) that still believe they hold the lock.
life-line-unaware = { $story ->
    [election] { $line } { $count ->
        [one] { $others } still believes it leads.
       *[other] { $others } still believe they lead.
    }
   *[lock] { $line } { $count ->
        [one] { $others } still believes it holds the lock.
       *[other] { $others } still believe they hold the lock.
    }
}
# The lease of $client ran out at $at, and it still believes it holds the lock.
life-line-expired = { $story ->
    [election] Timed out: the others stopped waiting for { $client } at { $at }, and no one told it: { $client } still believes it leads.
   *[lock] Expired: { $client }'s lease ran out at { $at } with no word to { $client }, which still believes it holds the lock.
}
# As life-line-expired, where $client never had a lease of its own.
life-line-expired-unended = { $story ->
    [election] Timed out: { $client } still believes it leads.
   *[lock] Expired: { $client } still believes it holds the lock, with no live lease behind it.
}
