## The explanation of a run: what went wrong and why, or what kept it safe.
##
## Every message that names a role takes $story: "lock" (a lock service
## grants the lock with a token and a lease) or "election" (an election
## grants leadership for a term, held by heartbeats within an election
## timeout). Times ($at, $ended, $read_at …) come already written as
## seconds. $client, $holder, $newer, $reader and $other are clients' names;
## $resource, $done and $refused are resources' names.

# The roles, in each story's words, for the sentences below.
explain-role-token = { $story ->
    [election] term
   *[lock] token
}
explain-role-tokens = { $story ->
    [election] terms
   *[lock] tokens
}
explain-role-lock = { $story ->
    [election] leadership
   *[lock] the lock
}
explain-role-lease = { $story ->
    [election] election timeout
   *[lock] lease
}
explain-role-service = { $story ->
    [election] election
   *[lock] lock service
}

# One update, named by whom and when it was made: an item of the lists
# of updates ($lost, $saved) below, joined by event-list.
explain-update = { $client }'s update at { $at }

# That a client's hold had lapsed by $ended.
explain-lapsed = { $story ->
    [election] the others had stopped waiting for its heartbeats at { $ended }
   *[lock] its { explain-role-lease } had ended at { $ended }
}

explain-nothing-written = Nobody wrote anything, so nothing could be lost.

# $fell: yes when the file says what the counter falls back to, $counter;
# $next: the token the restarted service counts from; $highest: the
# highest token it had already handed out, above $next.
explain-counter-reset-below = The { explain-role-service } lost its { explain-role-token } counter when it restarted at { $at }{ $fell ->
    [yes] : the counter fell back to { $counter }, so it counted from { $next } again
   *[no] , so it counted from { $next } again
}, below the { explain-role-token } { $highest } it had already handed out. A resource that checks { explain-role-tokens } and has seen { $highest } refuses every new holder until the { explain-role-tokens } pass { $highest }; one that does not check takes the old holder's late write. The counter must be stored durably, in a consensus-backed store.

# $fell: yes when the file says what the counter falls back to, $counter;
# $next: the token the restarted service counts from again.
explain-counter-reset = The { explain-role-service } lost its { explain-role-token } counter when it restarted at { $at }{ $fell ->
    [yes] : the counter fell back to { $counter }, so it counted from { $next } again
   *[no] , so it counted from { $next } again
} and handed out numbers it had already given away. A { explain-role-token } check compares numbers, so two holders with the same number look alike to it. The counter must be stored durably, in a consensus-backed store.

# $next: the token the replica hands out a second time.
explain-failover = The replica that took over at { $at } had not heard of the latest grant, so it handed out { explain-role-token } { $next } a second time. Fencing is only as good as the counter behind it: a replica that copies asynchronously can go back in time.

# $why: "proxy" (a fencing proxy in front of the resource refused),
# "seen" (the resource had seen the token on a fenced read) or
# "accepted" (it had accepted the token with a write); $highest: that token.
explain-holder-refused = { $client } rightly held { explain-role-lock } at { $at }, yet { $why ->
    [proxy] the fencing proxy in front of { $resource } has already passed { explain-role-token } { $highest }
    [seen] { $resource } has already seen { explain-role-token } { $highest }
   *[accepted] { $resource } has already accepted { explain-role-token } { $highest }
} and refused its write. { $resource }'s data is intact, since it takes no { explain-role-token } lower than one it has seen, but it is stuck, an outage: it refuses every rightful holder until the { explain-role-service }'s { explain-role-tokens } pass { $highest }. { $client } was told, so nothing it believes done is lost.

# $done: the resource whose write was applied at $done_at; $refused: the
# one that refused the write of the same hold at $refused_at.
explain-half-done = { $client }'s update was left half done: its write to { $done } at { $done_at } was applied, and its write to { $refused } at { $refused_at } was refused. A refusal stops what comes after it; it does not undo what came before. Writes that belong together should be one atomic write, or safe to repeat.

# What a half-done update did, as a clause the next messages hold.
# $update: "transfer" ($client took $amount out of $done at $done_at,
# and it never reached $refused) or "other" ($done took $client's write
# of $done_value, and $refused refused its write of $refused_value).
explain-half-done-clause = { $update ->
    [transfer] { $done } lost the { $amount } { $client } took out at { $done_at }, and { $refused } never received it
   *[other] { $done } took { $client }'s write of { $done_value } at { $done_at }, and { $refused } refused the write of { $refused_value } that belonged with it
}

# A resource's result when a half-done update touched it; the arguments
# of explain-half-done-clause, $refused_at: when $refused refused.
explain-half-done-update = Half of { $client }'s update: { explain-half-done-clause }, because { $refused } refused { $client }'s write at { $refused_at }.

# The arguments of explain-half-done-clause, and what each resource
# holds: $done_holds, $refused_holds.
explain-half-done-holds = { $done } holds { $done_holds } and { $refused } holds { $refused_holds }, as the writes that count leave them, but not as { $client }'s update should: { explain-half-done-clause }.

# A side effect without a live lease. $what: the scenario's words for the
# effect, after the client's name ("emails the customer"); $purpose:
# "correctness" or "efficiency" (a lock that only saves work); $lease:
# "ended" (the client's lease had ended at $ended) or "none".
explain-late-effect = { $purpose ->
    [efficiency] The side effect at { $at } ({ $client } { $what }) came { explain-late-effect-when }, so the work was done twice.
   *[correctness] The side effect at { $at } ({ $client } { $what }) came { explain-late-effect-when }. No { explain-role-token } check stands between a client and an email or another service's API: reads are not fenced, and only what passes through a fenced resource is protected.
}
explain-late-effect-when = { $lease ->
    [ended] after { $client }'s { explain-role-lease } had ended at { $ended }
   *[none] with no { explain-role-lease }
}

# A stale write accepted: $client wrote after $newer had written with
# $newer_token. $check: "fenced" (the resource checks tokens, but $token
# was not lower), "unfenced" (it does not check them) or "tokenless" (the
# lock came with none); $purpose: "correctness" or "efficiency"; $added
# whether the resource worked the write out itself (an increment or a push);
# $lost the $count updates it overwrote (explain-update, listed), which
# can be none when its value was computed from a copy that held them, or
# when it wrote the value already there ($same: yes).
explain-stale-accepted = { $check ->
    [tokenless] { $client } wrote to { $resource } at { $at }, after { explain-lapsed } and after { $newer } had written there.
   *[other] { $client } wrote to { $resource } at { $at }, after { explain-lapsed } and after { $newer } had written there with { explain-role-token } { $newer_token }.
} { $check ->
    [fenced] { $resource } checks { explain-role-tokens }, but { explain-role-token } { $token } is not lower than { $newer }'s { $newer_token }, so it could not tell the two apart and accepted the stale write
    [unfenced] { $resource } does not check { explain-role-tokens }, so it accepted the stale write
   *[tokenless] The lock came with no { explain-role-token }, so { $resource } had nothing to check and accepted the stale write
}, and { $purpose ->
    [efficiency] the work was done twice
   *[correctness] { $added ->
        [yes] it went in on top of { $newer }'s update, which it did not replace: the stale write is there as if it had counted
       *[no] { $count ->
            [0] { $same ->
                [yes] it wrote the value that was already there, so it overwrote no update
               *[no] it overwrote no update that counted, but it is there as if it had counted
            }
            [one] { $lost } was overwritten
           *[other] { $count } updates were overwritten: { $lost }
        }
    }
}.

# After explain-stale-accepted, when the stale write overwrote several
# updates: it was computed from a copy read at $read_at.
explain-stale-copy = { $client } had computed its value from a copy read at { $read_at }, which held none of them.

# $clients: the writers of the stale writes, listed.
explain-stale-count = { $count ->
    [one] In all, one stale write was accepted.
   *[other] In all, { $count } stale writes from { $clients } were accepted.
}

# $token: the stale write's token; $newer_token: the newer holder's.
explain-had-fenced = Had { $resource } checked { explain-role-tokens }, it would have refused { explain-role-token } { $token } after seeing { explain-role-token } { $newer_token }.

# A stale write refused. $why: "proxy" (a fencing proxy in front of the
# resource had passed $highest), "token" (the resource had accepted
# $highest) or "version" (compare-and-set: $client read version $read,
# the resource is at $current); $saved: the $count updates the write
# would have overwritten (explain-update, listed), none when it would
# have gone in on top of them.
explain-stale-refused = { $client } wrote to { $resource } at { $at } with { explain-role-token } { $token }, after { explain-lapsed }. { $why ->
    [proxy] The fencing proxy in front of { $resource } had already passed { explain-role-token } { $highest } from { $newer }, so it refused the stale write
    [version] { $resource } had changed since { $client } read it (version { $read }, now { $current }), so it refused the stale write
   *[token] { $resource } had already accepted { explain-role-token } { $highest } from { $newer }, so it refused the stale write
}{ $count ->
    [0] .
    [one] , and { $saved } survived.
   *[other] , and { $count } updates survived: { $saved }.
}

# $clients: the writers of the $count stale writes refused, listed.
explain-stale-refused-count = In all, { $count } stale writes from { $clients } were refused.

explain-late-write = { $client } wrote to { $resource } at { $at }, after { explain-lapsed }, but before any later holder wrote there.

# $other: the client whose write the late writer's copy missed; $lost:
# the $count updates it overwrote (explain-update, listed), none when
# the write it missed did not count.
explain-late-write-missed = It computed the value from a copy read at { $read_at }, { $count ->
    [0] before { $other }'s write, so it overwrote a change it never saw.
    [one] so it overwrote { $lost }, which it never saw.
   *[other] so it overwrote { $count } updates it never saw: { $lost }.
}

# What became of the late write: $holder is the next holder to touch it.
explain-late-built-on = { $holder } then read it while holding { explain-role-lock } and built on it, so it counts.

# $read: when $holder read $resource, before $client's late write landed.
explain-late-lost = { $client } was told its write succeeded. But { $holder }, holding { explain-role-lock }, had read { $resource } at { $read }, before that write landed, and wrote over it from that copy, so { $client }'s acknowledged update was lost.

# What would have caught the lost update. $tokens: "yes" if the lock
# hands out tokens, "no" if it does not.
explain-late-caught = { $tokens ->
    [no] Even fencing tokens would not catch this: no newer { explain-role-token } would have reached { $resource } when { $client }'s write arrived. Compare-and-set, or a read that raises { $resource }'s highest { explain-role-token }, would.
   *[yes] Fencing cannot see this: no newer { explain-role-token } had reached { $resource } when { $client }'s write arrived. Compare-and-set, or a read that raises { $resource }'s highest { explain-role-token }, would have caught it.
}
explain-late-told = { $holder }, holding { explain-role-lock }, then tried to write over it from an older copy, and { $resource } refused: { $holder } is told to read again instead of losing { $client }'s update in silence.
explain-late-replaced = { $holder }, holding { explain-role-lock }, then set a new value without reading, as a later write may.
explain-late-standing = No holder of { explain-role-lock } touched { $resource } afterwards, so a write made without a { explain-role-lease } was left standing.

# A write $client sent again after its answer was lost: first applied at
# $first, applied again at $again; $amount is what it adds to $resource,
# $token its token, $checks whether $resource checks tokens; $op is `add`
# ($amount) or `push` ($item).
explain-applied-twice = { $client }'s request to add { $op ->
    [push] the line { $item }
   *[add] { $amount }
} to { $resource } was applied at { $first } and again at { $again }: its answer was lost, so { $client } sent it again, and { $resource } could not tell the resend from a new write.{ $checks ->
    [yes] {" "}The resend carried the same { explain-role-token }, { $token }, so the token check let it through: fencing tokens put writes in order; they do not remove duplicates.
   *[no] {""}
} A key on each write, an idempotency key or a sequence number, lets { $resource } answer a resend without applying it again.
# The same, with $resource keeping idempotency keys: the resend at $again
# was known and not applied.
explain-sent-again-recognised = { $client }'s write to { $resource }, applied at { $first }, was sent again at { $again } because its answer was lost. { $resource } knew its idempotency key and answered it as done, so the update was applied once.

# A late write refused because $reader's fenced read had carried
# $highest to the resource; $token: the late write's token.
explain-fenced-read = { $client } wrote to { $resource } at { $at } with { explain-role-token } { $token }, after { explain-lapsed }. No newer write had landed there yet, but { $reader }'s read had carried { explain-role-token } { $highest } to { $resource }, so it refused the late write, and { $reader }'s update survived.

# $lost: the $count updates the write overwrote (explain-update, listed).
explain-missed-change = { $client } held { explain-role-lock } when it wrote to { $resource } at { $at }, but it computed the value from a copy read at { $read_at }, and { $resource } had changed since: the write overwrote { $count ->
    [0] that change
    [one] { $lost }
   *[other] { $count } updates: { $lost }
}. No { explain-role-token } check can catch this; { $client } had to read again after taking { explain-role-lock }.

# A write that overwrote updates no sentence before names: $lost, $count
# of them (explain-update, listed). $standing: "holder" (it held the
# lock), "lapsed" (explain-lapsed: its hold had ended by $ended) or
# "again" (sent again after its answer was lost); $copy: "yes" when it was
# computed from a copy read at $read_at.
explain-overwrote = { $standing ->
    [holder] { $client } held { explain-role-lock } when it wrote to { $resource } at { $at }, but it computed the value from a copy read at { $read_at }, so it overwrote { explain-overwrote-what }.
    [again] { $client } sent its write to { $resource } again at { $at }, after its answer was lost, and the resend overwrote { explain-overwrote-what }.
   *[lapsed] { $copy ->
        [yes] { $client } wrote to { $resource } at { $at }, after { explain-lapsed }, with a value computed from a copy read at { $read_at }, so it overwrote { explain-overwrote-what }.
       *[no] { $client } wrote to { $resource } at { $at }, after { explain-lapsed }, and overwrote { explain-overwrote-what }.
    }
}
explain-overwrote-what = { $count ->
    [one] { $lost }
   *[other] { $count } updates: { $lost }
}

# How many updates were lost in all, when several writes lost them.
explain-lost-count = In all, { $count } updates were lost.

# A later fault that made the counter hand out tokens again, after the
# first one's sentence: $kind is "restart" (a restart that lost the
# counter) or "failover"; $next the token it counted from.
explain-counter-again = { $kind ->
    [failover] The { explain-role-service } failed over again at { $at } and handed out { explain-role-token } { $next } once more.
   *[restart] The { explain-role-service } lost its { explain-role-token } counter again when it restarted at { $at }, and counted from { $next }.
}

# How many writes of rightful holders were refused, and whose ($clients, listed).
explain-holder-refused-count = In all, { $count } writes from rightful holders ({ $clients }) were refused.
# How many updates were left half done, and whose ($clients, listed).
explain-half-done-count = In all, { $count } updates by { $clients } were left half done.
# How many writes were applied twice, and whose ($clients, listed).
explain-applied-twice-count = In all, { $count } writes from { $clients } were applied twice.
# How many side effects came with no live lease, and whose ($clients, listed).
explain-late-effect-count = In all, { $count } side effects from { $clients } came with no live { explain-role-lease }.

# What a resource ends up holding. $value: what it holds; $expected:
# what it should hold; $holder: who wrote over a stale value later.
explain-holds = { $resource } holds { $value }, as it should.
explain-holds-wrong = { $resource } holds { $value } but should hold { $expected }.
explain-holds-rewritten = { $resource } holds { $value }, as it should, because { $holder } wrote over the stale value later.
# $count: how many stale writes it accepted.
explain-holds-by-chance = { $resource } holds { $value }, the value it should hold, but only because { $count ->
    [one] the stale write
   *[other] the last of its { $count } stale writes
} happened to carry the same value.

# $count: how many times work was done twice.
explain-efficiency-safe = { $count ->
    [0] This is an efficiency lock, and no work was done twice this time.
    [one] This is an efficiency lock: the overlap cost one duplicate run, and nothing was lost. A lock that only saves work needs no fencing.
   *[other] This is an efficiency lock: the overlap cost { $count } duplicate runs, and nothing was lost. A lock that only saves work needs no fencing.
}
explain-efficiency-harm = Even for an efficiency lock, a wrong value is harm: this lock guards more than duplicate work.
# $count: how many late writes were accepted.
explain-safe-by-timing = This run is safe, but only because of when { $count ->
    [one] the late write
   *[other] the { $count } late writes
} landed.
explain-every-write-live = Every write came from the client holding a live { explain-role-lease } at that moment.

# The resources that check nothing: $count of them, $names their names, listed.
explain-only-timing = Only timing kept this run safe: { $count ->
    [one] { $names } does
   *[other] { $names } do
} not check { explain-role-tokens }, so a write that arrived later would have gone through.
