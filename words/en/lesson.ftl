## The lesson below the simulator: "In plain words", "Why it matters",
## "How real systems do it", the opening of "Check yourself", "Remember
## this", "Go deeper" and the footer. Fixed text about the default story.
##
## A value may carry <strong>, <em> and <code>. A link is written
## <a data-l10n-name="x">its text</a>; the page gives it its address, so
## keep each name as it is. Between a number and its unit stands a
## no-break space (U+00A0), as in "10 s", so the two never part at a line's end.

## The experiments the lesson opens, by their titles in the simulator

lesson-experiment-efficiency-lock = A lock that only saves work
lesson-experiment-check-then-act = Checking the lease, then pausing
lesson-experiment-network-delay = A write that leaves in time and arrives late
lesson-experiment-leader-terms = An old leader cut off, and terms
lesson-experiment-clock-drift = A clock stepped back keeps a lease alive
lesson-experiment-redlock-clock-jump = Redlock and a clock that jumps
lesson-experiment-counter-reset = A restart hands out the same token twice
lesson-experiment-async-failover = A failover that forgets a grant
lesson-experiment-fencing-proxy = A proxy that checks tokens for an API that cannot
lesson-experiment-compare-and-set = Compare-and-set instead of tokens
lesson-experiment-unfenced-side-effect = An email no token can stop
lesson-experiment-partial-write = A transfer cut in half
lesson-experiment-paused-holder = The paused lock holder
lesson-experiment-kleppmann-2016 = Kleppmann's paused client, tokens 33 and 34
lesson-experiment-lock-delay = A lock-delay for a store that cannot check
lesson-experiment-release-removes-another = A release that deletes someone else's lock
lesson-experiment-two-statement-fence = A fence checked in a statement of its own
lesson-experiment-retried-write = A write sent again and applied twice

## In plain words

lesson-plain-heading = In plain words
lesson-plain-intro =
    Sometimes several computers share one thing, such as a file or a row in a database. If two of
    them change it at the same moment, one change can wipe out the other. The usual answer is a
    lock. Three words matter here.
lesson-term-lock = Lock
lesson-term-lock-means =
    Permission to work on the shared thing. A separate program, the lock service, gives it to
    one client at a time.
lesson-term-lease = Lease
lesson-term-lease-means =
    A lock with a time limit. In the story the limit is 10 s. If the holder crashes, the
    lease runs out and the lock service can give the lock to someone else. Without a limit, one
    crashed client could keep everyone else waiting forever.
lesson-term-token = Fencing token
lesson-term-token-means =
    A number that comes with each lease. Every new lease gets a bigger number than the last
    one: 1, then 2, then 3. The client sends its number with every write. On its side, the
    storage notes the biggest number so far. A write that comes with a smaller number is
    turned away.

lesson-wrong-heading = What goes wrong
lesson-wrong-intro =
    A lease ends on the lock service's clock. Nobody tells the client. That is fine while the
    client keeps running, but a client can freeze without knowing it. Here is the story the
    simulator plays.
lesson-story-grant = At 0 s, client A gets the lock with token 1. Its lease lasts 10 s.
lesson-story-read = At 1 s, A reads the value, which is 10. From that, it works out that it will write 11.
lesson-story-pause =
    At 2 s, A freezes for 15 s. A long garbage collection can do this: the
    program's runtime stops all of its threads while it cleans up memory.
lesson-story-expire = At 10 s, A's lease runs out. A is frozen, so it cannot notice or renew it.
lesson-story-other =
    At 10.3 s, client B gets the lock with token 2. At 10.5 s, B reads 10 and
    writes 15.
lesson-story-wake =
    At 17 s, A wakes up. To A it feels as if no time has passed. It still thinks it holds the
    lock, so it writes 11 with token 1.
lesson-unfenced =
    <strong>Without fencing</strong>, the storage takes A's write. The value ends at 11, but it
    should be 15. B's work is gone, and no one got an error.
lesson-fenced =
    <strong>With fencing</strong>, the storage has already seen token 2. Token 1 is smaller, so
    it refuses A's write and keeps 15. A learns that it lost the lock.
lesson-plain-moral =
    So the lock service alone cannot keep A out. The check has to happen where the write lands:
    at the storage.

## Why it matters

lesson-why-heading = Why it matters
lesson-cost-heading = What a stale write costs
lesson-cost-lost =
    <strong>Lost updates.</strong> In the story, B's change vanishes without a trace. Now picture
    a stock count or an account balance. The number is wrong, and nothing says so.
lesson-cost-corrupt =
    <strong>Corrupted files.</strong> Two clients that both write to one file can leave a mix of
    both versions. Neither of them meant to write that, and programs may not be able to read it.
lesson-cost-double =
    <strong>Double charges.</strong> Say the lock is meant to make sure a customer is charged
    once. Two clients that both think they hold it can both charge.

lesson-kinds-heading = Two kinds of lock
lesson-kinds-question = Ask one question about any lock: what happens if two clients hold it at once?
lesson-kind-efficiency =
    <strong>A lock for efficiency</strong> only saves work. Say one server should rebuild a cache
    each night. If two servers do it, the job runs twice. That wastes time but breaks nothing.
    A plain lease is often good enough here.
lesson-kind-correctness =
    <strong>A lock for correctness</strong> protects data. If two clients overlap, data is lost
    or money is spent twice. Here a lease on its own is not safe. The storage must check a
    fencing token.
lesson-kinds-square =
    A second question decides what you can do about it: can the resource check a fencing token?
    A database or a file server you control can be taught to. An email server or another
    company's payment service cannot. The two questions make a square with four corners.

lesson-sorter-heading = Efficiency or correctness?
lesson-sorter-intro =
    Sort each job. First, which lock does it need: what happens if two clients run it at
    once? Then, can the resource it writes to check a fencing token? Press Check to see why,
    and where the job lands in the square.
lesson-sorter-watch =
    To watch an efficiency lock in the simulator, open the experiment
    <a data-l10n-name="efficiency-lock">{ lesson-experiment-efficiency-lock }</a>.

lesson-check-heading = Why "check the lease first" does not fix it
lesson-check-then-act =
    An obvious idea is to make A look at its lease just before it writes. It does not help.
    Checking and writing are two separate steps, and the pause can fall between them. Suppose A
    checks, sees 8 s left, then freezes for 15 s, then writes. The check was true
    when it ran. It was false by the time the write went out. This pattern is called
    <em>check-then-act</em>, and it is a classic source of bugs. The experiment
    <a data-l10n-name="check-then-act">{ lesson-experiment-check-then-act }</a>
    shows it.
lesson-gap-intro = Two more things widen the gap:
lesson-gap-drift =
    <strong>Clocks drift.</strong> A's clock and the lock service's clock do not tick at exactly
    the same speed, and a clock can jump when it is corrected. A may believe it has time left
    after the lock service has already ended its lease.
lesson-gap-network =
    <strong>Networks delay messages.</strong> A write can leave A while the lease is live and
    reach the storage after it has ended. It may wait in a queue or be sent again.
lesson-check-moral =
    A more careful client cannot fix any of this. A fencing token does not depend on time at
    all. The storage asks only one thing: is this number at least as big as the biggest one I
    have seen?
lesson-check-atomic =
    That question has to be asked in the write itself. If the application first reads the fence
    in a statement of its own (<code>SELECT fence …</code>) and then writes in a second one, the
    same gap opens again: two holders can both pass the check before either writes. The check
    and the write must be one step: a single <code>UPDATE … WHERE fence &lt;= token</code>, or
    a transaction that locks the row it checks (<code>SELECT … FOR UPDATE</code>) until it
    commits. The experiment
    <a data-l10n-name="two-statement-fence">{ lesson-experiment-two-statement-fence }</a>
    shows it.
lesson-check-duplicates =
    Nor does a token make a write happen only once. If the answer to a write is lost, the client
    cannot tell whether the write was applied, so it sends it again with the same token, and the
    storage's check lets it through: the token is no lower than any it has seen. A write that
    adds to what is there, such as <code>INCRBY</code> or <code>UPDATE … SET n = n + 5</code>,
    is then applied twice. Fencing tokens put writes in order; what lets the storage answer a
    resend without applying it again is a key on each write: an idempotency key, or a sequence
    number such as Kafka's idempotent producer sends (KIP-98). The experiment
    <a data-l10n-name="retried-write">{ lesson-experiment-retried-write }</a>
    shows it.

## How real systems do it

lesson-real-heading = How real systems do it
lesson-real-intro =
    fencelab's model is small, but it has the troubles real systems meet. Each has its own
    experiment:
lesson-real-delay =
    <strong>Network delay.</strong> A request can leave in time and arrive late:
    <a data-l10n-name="network-delay">{ lesson-experiment-network-delay }</a>.
    A link can also be cut, and a request sent before the cut can arrive long after it:
    <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>.
lesson-real-clocks =
    <strong>Clock drift and jumps.</strong> A wall clock that a time sync steps back makes a
    client believe its lease lasts longer than it does:
    <a data-l10n-name="clock-drift">{ lesson-experiment-clock-drift }</a>.
    A lock server whose clock jumps ends a lease early, while its holder still works:
    <a data-l10n-name="redlock-clock-jump">{ lesson-experiment-redlock-clock-jump }</a>.
lesson-real-restarts =
    <strong>Restarts and failovers.</strong> A lock service that forgets its count can hand out
    a token twice:
    <a data-l10n-name="counter-reset">{ lesson-experiment-counter-reset }</a>.
    A replica that takes over before it has heard of the last grant can hand out a token that is
    already in use:
    <a data-l10n-name="async-failover">{ lesson-experiment-async-failover }</a>.
lesson-real-cope =
    Each step of a client still takes no time of its own; the time goes into pauses and the
    network. Real systems have to cope with all of this. For a start, they keep the token counter
    where one crash cannot reset it: on a majority of servers that agree through consensus. A
    copy on a replica is not enough, as the failover above shows. And a counter restored from an
    old backup goes back as surely as a lost one: restoring etcd from a snapshot rewinds its
    revision, which is why <code>etcdutl snapshot restore</code> has <code>--bump-revision</code>
    (etcd issue 16028). A counter that goes back below a token the storage has seen loses no data,
    but the storage then refuses every new holder: an outage, which fencelab calls
    <em>stuck</em>, and not safe. Here is how some systems give out tokens.

lesson-chubby-heading = Google Chubby: sequencers
lesson-chubby =
    Chubby is Google's lock service. Mike Burrows described it in a 2006 paper,
    <a data-l10n-name="paper">The Chubby lock service for loosely-coupled distributed systems</a>.
    A client that holds a lock can ask for a <em>sequencer</em>. It is a short string with the
    lock's name, the way the lock is held, and a generation number that grows each time the lock
    is taken. The client sends the sequencer along with its requests. A server that gets one can
    compare it with the latest sequencer it has seen for that lock and refuse an older one, just
    as storage checks a fencing token. The paper also lets the server ask Chubby whether the
    sequencer is still current, but that is check-then-act: the answer can be out of date by the
    time the request is carried out. For servers that cannot check sequencers, Chubby has a
    weaker fallback called <em>lock-delay</em>: when a holder vanishes without letting go, Chubby
    waits a while before it gives the lock to anyone else.

lesson-zookeeper-heading = ZooKeeper: the zxid
lesson-zookeeper =
    ZooKeeper numbers every change it makes with a <code>zxid</code> (a transaction id). Zxids
    only go up. In the usual lock recipe, each client creates an <em>ephemeral</em> node, one
    that ZooKeeper deletes by itself when the client's session ends. That makes it behave like a
    lease. The zxid at which a client's lock node was created (its <code>czxid</code>) can be its
    fencing token. The number ZooKeeper adds to the node's name is not as safe. It comes from the
    parent node's <code>cversion</code>, a count of changes to its children, and that count
    starts again when the parent is deleted and created anew, which a container node
    (ZOOKEEPER-2163, used by Curator's lock recipes) does once it is empty. The ZooKeeper guide
    also warns that the sequence number overflows after 2147483647.

lesson-etcd-heading = etcd: revisions
lesson-etcd =
    etcd keeps one counter for the whole store, the <em>revision</em>, and raises it with every
    change. Each key remembers the revision at which it was created
    (<code>create_revision</code>) and last changed (<code>mod_revision</code>). An etcd lock is a
    key tied to a lease: when the lease ends, etcd deletes the key. The lock key's revision makes
    a ready fencing token, because a later holder's key is always written at a later revision.

lesson-redlock-heading = Redis and the Redlock debate
lesson-redlock =
    Redlock builds a lock from several independent Redis servers. A client holds the lock if a
    majority of them agree within a time limit. In 2016 Martin Kleppmann argued, in
    <a data-l10n-name="kleppmann">How to do distributed locking</a>,
    that this is not safe for correctness. Redlock hands out no number that grows with each
    grant, so the storage has no way to spot a client whose lock has run out. And its safety
    rests on timing: pauses, network delays and clock drift must all stay small. Salvatore
    Sanfilippo (antirez), who created Redis, replied in
    <a data-l10n-name="antirez">Is Redlock safe?</a> He argued that
    those timing assumptions are reasonable in practice, and that the lock's random value can
    itself drive a check at the storage: a write that goes in only if the value it names is
    still the current one, a compare-and-set. Without a token or a check of that kind, timing is
    the only thing keeping the lock safe, and the quarrel is over how far timing can be relied
    on. If a lock protects correctness, pick a design where that quarrel does not matter. The
    experiment
    <a data-l10n-name="redlock-clock-jump">{ lesson-experiment-redlock-clock-jump }</a>
    shows a majority lock with no token going wrong.

lesson-release-heading = Releasing a lock: only your own
lesson-release =
    A client usually releases a Redis lock by deleting its key. If its lease has run out and
    another client has taken the lock since, a plain <code>DEL</code> deletes the new holder's key
    instead: the lock looks free, a third client takes it, and two clients work at once.
    Renewing with a plain <code>PEXPIRE</code> goes wrong the same way and stretches the new
    holder's lease. So the Redis documentation's page on distributed locks has each client set
    the key to a random value of its own, and release it with a small script that deletes the
    key only while it still holds that value, in one step. With that check, releasing a lock that
    is no longer yours removes nothing. The experiment
    <a data-l10n-name="release-removes-another">{ lesson-experiment-release-removes-another }</a>
    shows it.

lesson-hazelcast-heading = Hazelcast: FencedLock
lesson-hazelcast =
    Hazelcast has a lock called <code>FencedLock</code>. It lives in Hazelcast's CP Subsystem,
    which can use the Raft algorithm to agree on state, but only once it is given CP members:
    with <code>cp-member-count</code> at 0, the default, the CP Subsystem runs in unsafe mode,
    and Hazelcast's own documentation warns that there a lock acquired with a success response
    can be lost. With Raft behind it, a client can take the lock and get a <em>fence</em> in one
    call, <code>lockAndGetFence()</code>. The fence grows each time the lock goes from free to
    taken. The client sends it to the storage, which checks it like any fencing token. The lock
    belongs to the client's session, and the session closes if the client stops sending
    heartbeats, as it would during a long pause.

lesson-election-heading = Leader election: terms and epochs
lesson-election =
    Electing a leader is taking a lock under another name: one node wins the right to act for the
    group. The same failure shows up. An old leader that was paused or cut off can come back still
    acting as leader. Raft, a widely used consensus algorithm, gives each election a number called
    a <em>term</em>. Every message carries the sender's term. A node that has seen a higher term
    refuses messages with a lower one, and an old leader that sees a higher term steps down. That
    is a fencing token's job, but a term alone is not what makes Raft safe: that comes from
    majority quorums, the rule for whom a node may vote for, and a term and vote each server
    writes to disk before it answers (Figure 2 of the Raft paper). Nor does a term stop a cut-off
    leader that hears from no one from answering reads from its old state: Jepsen found this in
    etcd 0.4.1 and Consul in 2014, and the Raft paper (section 8) has a leader check with a
    majority before it answers a read. CheckQuorum and leader leases make a cut-off leader step
    down on its own. Other systems call the number an <em>epoch</em>, and storage checks it too:
    HDFS's journal nodes refuse a writer with an older epoch (HDFS-3077), Kafka's brokers refuse
    a producer with an older epoch (KIP-98), and BookKeeper fences a ledger so that its old
    writer can add nothing more. Try
    <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>.

lesson-unchecked-heading = When the resource cannot check tokens
lesson-unchecked-intro =
    A token is only useful if the resource looks at it. Many resources cannot: an old file server,
    another company's payment service, an email server. Some ways out:
lesson-unchecked-proxy =
    Put a <strong>fencing proxy</strong> in front: a small service that every write must pass
    through. It keeps the highest token and forwards only writes that pass. This works only if
    nothing can reach the resource except through the proxy. The experiment checks at the moment
    a write reaches the resource; a real proxy has more to get right: a request it passed can be
    overtaken on the way by a newer one, a proxy that restarts must not forget its highest token,
    and several proxies must agree on one. See
    <a data-l10n-name="fencing-proxy">{ lesson-experiment-fencing-proxy }</a>.
lesson-unchecked-cas =
    Use the resource's own guard if it has one, such as a write that succeeds only if the item's
    version is still the one you read (often called <em>compare-and-set</em>). Compare a version
    that grows with every write, not the value itself: a value can change and change back (the
    ABA problem), and a check on the value passes although updates came in between. See
    <a data-l10n-name="compare-and-set">{ lesson-experiment-compare-and-set }</a>.
lesson-unchecked-idempotent =
    Make the action safe to repeat, for example with an id that makes a second identical
    request do nothing.
lesson-unchecked-outside =
    And some actions no check can catch once they are out: an email, once sent, stays sent. See
    <a data-l10n-name="unfenced-side-effect">{ lesson-experiment-unfenced-side-effect }</a>,
    and, for a change to two places that a refusal cuts in half,
    <a data-l10n-name="partial-write">{ lesson-experiment-partial-write }</a>.

## Check yourself (the questions themselves are the quiz's)

lesson-quiz-heading = Check yourself
lesson-quiz-intro = Pick one answer for each question, then press Check to see why it is right or wrong. The score counts your first answer to each; try again as often as you like to read the other explanations. Every question is about a run of the simulator, and its explanation can open that run.

## Remember this: six points, each with "Try it:" and its experiments

lesson-remember-heading = Remember this
lesson-remember-intro = Six things to take away, each with the experiment that shows it.
lesson-remember-lease =
    A lock that runs out by itself is a lease, and a lease can end while its holder is frozen
    and has no idea.
lesson-remember-lease-try = Try it: <a data-l10n-name="paused-holder">{ lesson-experiment-paused-holder }</a>
lesson-remember-check =
    Looking at the lease just before writing does not save you: the freeze can come after the
    look and before the write.
lesson-remember-check-try = Try it: <a data-l10n-name="check-then-act">{ lesson-experiment-check-then-act }</a>
lesson-remember-token =
    A fencing token grows with every grant, and the resource refuses any token smaller than the
    biggest it has accepted. The counter that hands tokens out must not go back, even after a
    restart: a repeated token lets a late write in, and a lower one leaves the resource stuck,
    refusing every rightful holder.
lesson-remember-token-try =
    Try it: <a data-l10n-name="kleppmann-2016">{ lesson-experiment-kleppmann-2016 }</a>;
    <a data-l10n-name="counter-reset">{ lesson-experiment-counter-reset }</a>
lesson-remember-kinds =
    Ask what two holders at once would break. If the answer is only some wasted work, a lease
    is enough; if it is data or money, the resource has to check a token.
lesson-remember-kinds-try = Try it: <a data-l10n-name="efficiency-lock">{ lesson-experiment-efficiency-lock }</a>
lesson-remember-unchecked =
    A resource that cannot check tokens can still be guarded, by its own compare-and-set or by a
    proxy in front of it that checks them.
lesson-remember-unchecked-try =
    Try it: <a data-l10n-name="compare-and-set">{ lesson-experiment-compare-and-set }</a>;
    <a data-l10n-name="fencing-proxy">{ lesson-experiment-fencing-proxy }</a>
lesson-remember-election =
    Electing a leader is taking a lock by another name, and a term or an epoch does a fencing
    token's job. Raft's safety also rests on majorities and on state kept on disk.
lesson-remember-election-try = Try it: <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>

## Go deeper: the titles of talks, papers and books stay as they were published

lesson-deeper-heading = Go deeper
lesson-deeper-intro = These are plain links to other sites; this page loads nothing from them.
lesson-deeper-watch-heading = Watch first, for the picture
lesson-deeper-lectures =
    <a data-l10n-name="lectures">Distributed Systems</a>,
    Martin Kleppmann's lecture series at the University of Cambridge: eight lectures, each cut
    into short videos, from networks and failures through clocks to consensus and Raft. The
    ground under everything on this page, from the author of the first reading below.
lesson-deeper-raft-talk =
    <a data-l10n-name="talk">Designing for Understandability: the Raft consensus algorithm</a>,
    a talk by John Ousterhout, one of Raft's two authors. It shows how a cluster elects a
    leader and why every message carries a term, the number that keeps an old leader out.
    Then try <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>.
lesson-deeper-read-heading = Then read
lesson-deeper-kleppmann =
    Martin Kleppmann,
    <a data-l10n-name="reading">How to do distributed locking</a>
    (2016). The argument this page is built on: a paused client, tokens 33 and 34, and why
    Redlock gives the storage nothing to check. Shown by
    <a data-l10n-name="kleppmann-2016">{ lesson-experiment-kleppmann-2016 }</a>.
lesson-deeper-antirez =
    Salvatore Sanfilippo,
    <a data-l10n-name="reading">Is Redlock safe?</a> (2016). The reply
    from Redis's creator, who holds that Redlock's timing assumptions are fair in practice; read
    it to see what a lock without tokens leans on. Shown by
    <a data-l10n-name="redlock-clock-jump">{ lesson-experiment-redlock-clock-jump }</a>.
lesson-deeper-leases =
    Cary Gray and David Cheriton,
    <a data-l10n-name="reading">Leases: an efficient fault-tolerant mechanism for distributed file cache consistency</a>
    (SOSP 1989). Where leases come from: a grant that is good for a set time, and the trust in
    clocks that comes with it. Shown by
    <a data-l10n-name="clock-drift">{ lesson-experiment-clock-drift }</a>.
lesson-deeper-chubby =
    Mike Burrows,
    <a data-l10n-name="reading">The Chubby lock service for loosely-coupled distributed systems</a>
    (OSDI 2006). Google's lock service: sequencers a server can check, and lock-delay for the
    servers that cannot. Shown by
    <a data-l10n-name="lock-delay">{ lesson-experiment-lock-delay }</a>.
lesson-deeper-zookeeper =
    Patrick Hunt, Mahadev Konar, Flavio Junqueira and Benjamin Reed,
    <a data-l10n-name="reading">ZooKeeper: wait-free coordination for Internet-scale systems</a>
    (USENIX ATC 2010). A replicated coordination service whose zxids only go up, so a lock
    node's creation zxid is a token no crash hands out twice. Shown by
    <a data-l10n-name="counter-reset">{ lesson-experiment-counter-reset }</a>.
lesson-deeper-raft =
    Diego Ongaro and John Ousterhout,
    <a data-l10n-name="reading">In search of an understandable consensus algorithm</a>
    (USENIX ATC 2014). The Raft paper; its terms do a fencing token's job for leaders, and its
    safety rests on majority quorums and state kept on disk. Shown by
    <a data-l10n-name="leader-terms">{ lesson-experiment-leader-terms }</a>.
lesson-deeper-ddia =
    Martin Kleppmann,
    <a data-l10n-name="reading">Designing Data-Intensive Applications</a>
    (O'Reilly, 2017), chapter 8, "The trouble with distributed systems". Networks that lose
    and delay messages, clocks that drift, processes that pause, and fencing tokens as the way
    out, all in one chapter. Shown by
    <a data-l10n-name="network-delay">{ lesson-experiment-network-delay }</a>.

## The footer

lesson-footer = fencelab simulates in whole milliseconds and runs the same way every time: the same settings give the same events. Everything on this page is computed in your browser; nothing is sent anywhere, except that inside a learning platform your quiz score and the challenges you met go to that platform.
lesson-footer-licence = The code is free to use under the MIT or the Apache 2.0 licence. The lesson, the quiz and the experiments’ texts may be reused in your own course under the same terms; credit them as “fencelab, MIT OR Apache-2.0”.
