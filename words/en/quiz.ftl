### "Check yourself", the quiz under the lesson, and "Efficiency or
### correctness?", the exercise that sorts jobs by the lock they need.
### A question's words quote a run of the simulator: its times (such as
### "17.0 s") and values come from that run, already in the reader's
### language, and its tokens are numbers.

## The quiz around its questions.

# The question's number in the quiz, the quiz's length, and the question itself.
quiz-legend = Question { $number } of { $total }. { $prompt }
# A question left out: its number and the quiz's length.
quiz-legend-unmade = Question { $number } of { $total }.
# The button under each question; its name says which question it checks.
quiz-check = Check
    .aria-label = Check question { $number }
# Shown with an explanation; its name says which question's run it opens.
quiz-open = Open this run in the simulator
    .aria-label = Open this run in the simulator (question { $number })
quiz-pick-first = Pick an answer first, then press { quiz-check }.
# The bold lead-ins of the feedback, each followed by a sentence.
quiz-right = Right.
quiz-not-quite = Not quite.
quiz-right-answer = The right answer:
quiz-no-answer = This question has no answer to compare with.
# $count first answers right, of $total questions.
quiz-score = You have { $count } of { $total } right so far, counting first answers only.
quiz-waiting = The questions are worded from runs of the simulator, and appear once it has started.
# $problem is why the question's run could not be made, one of the
# quiz-problem messages below, or the simulator's own words.
quiz-unmade = This question is worded from a run of the simulator, and that run could not be made ({ $problem }), so it is left out rather than asked with numbers that may be wrong.
quiz-problem-no-simulator = the simulator did not start
# $file is the scenario file the question is about, such as "clock-drift.json".
quiz-problem-no-experiment = there is no experiment { $file }
# $file is the scenario file, $cause what the simulator said was wrong with it.
quiz-problem-run = { $file }: { $cause }
# A fact the question quotes that its run does not have, after the
# scenario changed. $id is a slider's id, such as "pause_ms".
quiz-fact-no-slider = the run has no slider called { $id }
# $kind is the kind of event, such as "write_accepted"; $number counts from 1; $actor is a client's name.
quiz-fact-no-event = the run has no { $kind } event number { $number } by { $actor }
# $kind is the kind of event, such as "expired"; $number counts from 1.
quiz-fact-no-event-kind = the run has no { $kind } event number { $number }
# $kind is the kind of event, such as "granted"; $actor is a client's name.
quiz-fact-no-token = the { $kind } event by { $actor } carries no token
# $number counts the scenario's resources from 1.
quiz-fact-no-resource = the run has no resource number { $number }
# $resource is the resource's name, such as "Y".
quiz-fact-not-half-done = { $resource } has no update left half done

## Question "waking": $lease is the lease's length, $pause the pause's
## length, $woke when A wakes, $wrote when its write lands, $expired when
## its lease ended.

quiz-waking-prompt = Client A holds a { $lease } lease. It freezes for { $pause }, then wakes up at { $woke }. What does it do next?
quiz-waking-1 = It notices that time has passed and asks for the lock again.
quiz-waking-1-why = A has nothing to notice with. While it was frozen, none of its code ran. When it wakes, it goes on from the next line as if no time had passed.
quiz-waking-2 = It carries on with its plan and writes, still sure that it holds the lock.
quiz-waking-2-why = The pause leaves no trace inside A. Its next step is the write, so it writes at { $wrote }. It only finds out that the lock is gone if something refuses it.
quiz-waking-3 = It gets a message from the lock service saying that its lease has ended.
quiz-waking-3-why = The lock service does not call a client when its lease ends. At { $expired } the lock just became free to give to someone else. A is never told.
quiz-waking-4 = It stops, because a client cannot write once its lease has ended.
quiz-waking-4-why = Nothing inside A enforces that. The lease lives at the lock service, not in A. Even a check just before the write can come too early.

## Question "check-first": $margin is the time A wants left on its lease,
## $checked when its check passes, $paused and $woke when it freezes and
## wakes, $expired when its lease ended.

quiz-check-first-prompt = A's code checks its lease right before it writes, and goes on only if at least { $margin } are left. At { $checked } the check passes. Why can this still go wrong?
quiz-check-first-1 = The margin is too small. A bigger one would be safe.
quiz-check-first-1-why = A bigger margin only moves the line. A pause longer than the margin breaks it in the same way, and no one can promise that pauses stay short.
quiz-check-first-2 = The lock service may refuse to answer the check.
quiz-check-first-2-why = The check here runs in A's own code, from A's own idea of when the lease ends. The trouble is not a failed check. It is the time after a check that passed.
quiz-check-first-3 = The pause can fall after the check and before the write.
quiz-check-first-3-why = Checking and writing are two separate steps. A froze at { $paused } and woke at { $woke }, long after its lease ran out at { $expired }. A check cannot cover time that passes after it.
quiz-check-first-4 = It is safe as long as A's clock is accurate.
quiz-check-first-4-why = A perfect clock does not help with a pause that comes after the check. Real clocks also drift and jump when corrected, which makes the gap worse, not better.

## Question "remember".

quiz-remember-prompt = With fencing turned on, what must the storage remember?
quiz-remember-1 = The highest token it has accepted.
quiz-remember-1-why = One number is enough. A write with a token at least that high is accepted, and the number moves up to match. A write with a lower token is refused.
quiz-remember-2 = Which client holds the lock right now.
quiz-remember-2-why = The storage does not ask the lock service, and it does not need to. The order of the tokens tells it all it needs to know.
quiz-remember-3 = When each client's lease ends.
quiz-remember-3-why = That would tie the storage to clocks again, with all their drift and delay. Fencing works because it ignores time and only compares numbers.
quiz-remember-4 = Every value ever written, so that it can undo a bad write.
quiz-remember-4-why = Fencing never undoes anything. It stops a stale write before it lands, and for that it needs only the highest token, not a history.

## Question "lower-token": $newer is B's token, $older A's, $woke when A
## wakes, $expired when A's lease ended.

quiz-lower-token-prompt = The storage has accepted B's write with token { $newer }. Now a write from A arrives with token { $older }. Why is it right to refuse it?
quiz-lower-token-1 = Because it arrived after the write with token { $newer }.
quiz-lower-token-1-why = Arrival order is not the reason. A later write with a higher token would be accepted. What counts is that token { $older } is lower than a token already seen.
quiz-lower-token-2 = Because the client with token { $older } must have crashed.
quiz-lower-token-2-why = That client is not dead, only late. In the story A wakes at { $woke }, alive and well, and that is exactly what makes it dangerous.
quiz-lower-token-3 = It is not right. A held the lock once, so its write should count.
quiz-lower-token-3-why = Having held the lock once is not enough. The lease behind token { $older } ended at { $expired }. Taking the write would overwrite B's write, the very lost update that fencing is there to stop.
quiz-lower-token-4 = Token { $older } was given out before token { $newer }, so its holder has lost the lock.
quiz-lower-token-4-why = Tokens grow with every grant. If token { $newer } exists, the lock was handed out again after token { $older }. Whoever has token { $older } no longer holds the lock, even if it believes it does.

## Question "short-pause": $pause is the pause's length, $woke when A wakes.

quiz-short-pause-prompt = You shorten A's pause to { $pause }, so that it wakes at { $woke }, before its lease ends and before B takes the lock. Without fencing, the run is safe. What does that show?
quiz-short-pause-1 = That pauses longer than the lease do not happen in practice.
quiz-short-pause-1-why = Long pauses do happen: a long garbage collection, a virtual machine being moved, an overloaded machine. A run that does not include one says nothing about them.
quiz-short-pause-2 = That the lease is long enough.
quiz-short-pause-2-why = Any lease can be outlasted by a longer pause. A safe run only shows that this one pause fit inside this one lease.
quiz-short-pause-3 = That checking the lease before writing works.
quiz-short-pause-3-why = Nothing was really tested here: A's lease was still live when it wrote. The gap between check and write only bites when a pause lands inside it.
quiz-short-pause-4 = Very little. One safe run is not proof that no run can fail.
quiz-short-pause-4-why = Safe means that no run can go wrong, not that one run went right. A's { $pause } pause fit inside its lease by luck. Nothing in the design stops a longer pause, and then B's update is lost again.

## Question "clock-drift": $step is how far A's clock is set (negative:
## back), $jumped when, $checked when A checks its lease, $expired when the
## lock service ended it, $granted when B got the lock, $storage the
## resource's name, $final what it ends up holding, $expected what it
## should hold.

quiz-clock-drift-prompt = A time sync changes A's clock by { $step } at { $jumped }. At { $checked } A checks its lease by its own clock and goes on to write, though the lock service ended the lease at { $expired } and gave the lock to B, which wrote to { $storage } before A did. What does { $storage } end up holding?
quiz-clock-drift-1 = { $expected }, B's value: A's check stopped the late write.
quiz-clock-drift-1-why = A's check passed. By its own clock, which had been set back, the lease still had time left. A wrong clock makes a check by that clock wrong too.
quiz-clock-drift-2 = { $final }: A's late write lands over B's.
quiz-clock-drift-2-why = The lease ended at the lock service, by the lock service's clock, and nobody told A. { $storage } does not check tokens, so A's write lands over B's: it holds { $final } when it should hold { $expected }. A token check would have refused the write, whatever A's clock said.
quiz-clock-drift-3 = The lock service notices the clock change and ends A's lease early.
quiz-clock-drift-3-why = The lock service never sees A's clock. It ended the lease at { $expired } by its own clock, and A was not told.
quiz-clock-drift-4 = B has to wait until A's clock says the lease is over.
quiz-clock-drift-4-why = B asks the lock service, not A. The lock service gave B the lock at { $granted }, by its own clock.

## Question "network-delay": $checked is when A checks its lease, $delay
## how long the network takes, $expired when the lease ended, $arrived when
## the write arrives, $storage the resource's name.

quiz-network-delay-prompt = A checks its lease at { $checked }, finds time left, and sends its write. The network takes { $delay } to deliver it, and A's lease ends at { $expired } while the write is on its way; B then takes the lock and writes to { $storage } first. What does { $storage } do with A's write when it arrives?
quiz-network-delay-1 = It refuses it, because A's lease has ended.
quiz-network-delay-1-why = { $storage } knows nothing about leases, and here it checks no tokens. It sees a write, and it takes it.
quiz-network-delay-2 = It accepts it over B's newer write, because nothing there checks.
quiz-network-delay-2-why = The write arrives at { $arrived } and lands on top of B's, and B's update is lost. A's check was true when it was made; the delay came after it. Only a check where the write lands, such as a token check, sees the write as it arrives.
quiz-network-delay-3 = The network drops it, because it is late.
quiz-network-delay-3-why = A slow network delivers late. It does not drop a message for being late, and the sender cannot tell the difference.
quiz-network-delay-4 = A calls it back, because its check has gone stale.
quiz-network-delay-4-why = Once sent, the write is out of A's hands. And A does not know that its lease has ended.

## Question "redlock": $jump is how far one lock node's clock jumps,
## $jumped when, $expired when A's lock ran out, $wrote when A's write
## lands, $storage the resource's name, $final what it ends up holding,
## $expected what it should hold.

quiz-redlock-prompt = In this Redlock run, one lock node's clock jumps forward by { $jump } at { $jumped }, and A's lock ends early, so B takes the lock and writes while A still believes it holds it. Martin Kleppmann argued in 2016 that Redlock is not enough for a lock that protects correctness. What was the heart of his argument?
quiz-redlock-1 = It gives no token that grows with each grant, and its safety rests on timing.
quiz-redlock-1-why = Without a growing number, the storage cannot spot a client whose lock has run out. Here A writes at { $wrote }, after B, and { $storage } holds { $final } when it should hold { $expected }. Safety depends on pauses, network delays and clocks behaving, and one clock jump broke it.
quiz-redlock-2 = It asks several Redis servers, so it is too slow.
quiz-redlock-2-why = Speed was a side point at most. Asking a majority lets the lock survive one server failing. The problem is that none of the servers gives out a fencing token.
quiz-redlock-3 = Its locks never expire, so a crashed client blocks everyone.
quiz-redlock-3-why = Redlock locks do expire. They are leases, like every practical distributed lock: here A's ran out at { $expired }. Expiry is part of the problem, not something missing.
quiz-redlock-4 = Redis cannot store numbers, so tokens are impossible.
quiz-redlock-4-why = Redis counts numbers easily. Redlock's design just does not give out a number that grows with each grant for the storage to check.

## Question "counter-reset": $first is A's token, $second B's, $fault when
## the lock service restarts, $granted when B got the lock, $woke when A
## wakes, $storage the resource's name.

quiz-counter-reset-prompt = Fencing is on. A holds token { $first } when the lock service restarts at { $fault }, with its token counter kept only in memory. B then gets the lock. What goes wrong?
quiz-counter-reset-1 = Nothing. { $storage } still remembers the highest token, { $first }.
quiz-counter-reset-1-why = { $storage } remembers { $first }, and that is the trouble: the next token is not higher than it.
quiz-counter-reset-2 = Only leases break. Tokens are plain numbers, so they keep working.
quiz-counter-reset-2-why = A token means something only while it keeps growing. A number that can be handed out twice says nothing about who came last.
quiz-counter-reset-3 = B gets token { $second }, the same number as A's, so { $storage } cannot tell the new holder from the old one.
quiz-counter-reset-3-why = Fencing needs every new token to be higher than every old one. The restart lost the counter, so B got token { $second } too. When A wakes at { $woke }, its write with token { $first } is not lower than the highest { $storage } has seen, so it lands over B's write, and B's update is lost. This is why real lock services keep their counter in replicated storage that survives a crash.
quiz-counter-reset-4 = B is refused the lock until A's lease would have ended.
quiz-counter-reset-4-why = The restart forgot A's lease along with the counter, so the lock service gave B the lock at once, at { $granted }.

## Question "failover": $old is A's token, $held B's, $given C's, $fault
## when the lock service fails over, $granted when C got the lock, $wrote
## when B's late write lands, $refused when A's write was refused, $storage
## the resource's name.

quiz-failover-prompt = Fencing is on. A freezes holding token { $old }, its lease runs out, and B takes the lock with token { $held }. At { $fault } the lock service hands over to a replica, a copy of its state kept up in the background, which has not yet heard of B's grant. C then asks for the lock, and B, which still believes it holds the lock, writes again at { $wrote }. What happens next?
quiz-failover-1 = C gets a token higher than { $held }, so B's late write is refused.
quiz-failover-1-why = The replica never heard of B's grant, so its counter was one grant behind. C got token { $given }.
quiz-failover-2 = C gets token { $given }, and B's late write lands over C's.
quiz-failover-2-why = { $storage } refuses only lower tokens, and B's token { $held } is not lower than C's { $given }. B's write at { $wrote } lands over C's, and C's update is lost. Fencing is only as good as the counter behind it.
quiz-failover-3 = The replica refuses C until it has caught up with B's grant.
quiz-failover-3-why = A replica kept up in the background does not know what it missed. It went on from its own state and gave C the lock at { $granted }.
quiz-failover-4 = A's token { $old } counts again, so A's late write lands too.
quiz-failover-4-why = A's write at { $refused } was refused: { $storage } had seen token { $held } by then, which is higher.

## Question "side-effect": $woke is when A wakes, $sent when its email
## goes out, $token A's token, $expired when A's lease ended.

quiz-side-effect-prompt = Fencing is on. A wakes at { $woke } and emails a customer their balance. Then its write with token { $token } is refused. What happened to the email?
quiz-side-effect-1 = It was cancelled when the write was refused.
quiz-side-effect-1-why = Nothing links the email to the write. A refusal can stop A's later steps, but it cannot call back an email that has already gone.
quiz-side-effect-2 = It was never sent, because A's lease had ended.
quiz-side-effect-2-why = An ended lease does not stop A from doing anything. A's lease ended at { $expired }, and A kept working because it did not know.
quiz-side-effect-3 = It was sent. Fencing only protects a resource that checks the token.
quiz-side-effect-3-why = The email went out at { $sent }. The email server knows nothing about tokens, so it refuses nothing. Fencing guards only the places that check. For anything else, use a fencing proxy in front, or make the action safe to do twice.
quiz-side-effect-4 = The lock service held it back until A's token was checked.
quiz-side-effect-4-why = The lock service never sees A's emails or writes. It only gives out leases and tokens.

## Question "half-done": $x and $y are the two accounts' names, $token is
## A's token, $newer B's, $wrote when A's first write lands, $woke when A
## wakes, $half the simulator's sentence on what was left half done.

quiz-half-done-prompt = A must move money from { $x } to { $y } as one change. It takes the money out of { $x } with token { $token }, then freezes. B gets token { $newer } and makes its own change to both accounts. A wakes at { $woke } and writes the money into { $y } with token { $token }, which is refused. What is left?
quiz-half-done-1 = Neither account changed, because the refusal rolled back { $x }.
quiz-half-done-1-why = The storage does not know that { $x } and { $y } belong together. Refusing the write to { $y } does nothing to { $x }.
quiz-half-done-2 = A's change to { $x } stays and its change to { $y } never lands: half a change.
quiz-half-done-2-why = Fencing refuses writes. It never takes one back. A wrote { $x } at { $wrote }, while it still held the lock, so that write stays. { $half } To avoid half-done work, make the whole change one write that lands at once, or make it safe for the next holder to finish or redo.
quiz-half-done-3 = Both accounts changed, because A held the lock when it started.
quiz-half-done-3-why = Starting with the lock does not carry A to the end. The write to { $y } came with token { $token } after a higher token had been used, so it was refused.
quiz-half-done-4 = { $x } was refused as well, because it was also written with token { $token }.
quiz-half-done-4-why = When A wrote { $x }, no higher token had reached it, so the write was accepted. A token is only refused once a higher one has been seen.

## Question "proxy": $api is the payment service's name, $newer B's token,
## $older A's, $woke when A wakes, $final what the service ends up holding.

quiz-proxy-prompt = { $api } cannot check tokens, so a fencing proxy stands in front of it. B's payment went through with token { $newer }. A wakes at { $woke } and sends its own with token { $older }. What happens?
quiz-proxy-1 = { $api } takes it, because it checks nothing itself.
quiz-proxy-1-why = Every write goes through the proxy first, and the proxy remembers the highest token it has passed on. { $api } never sees A's write.
quiz-proxy-2 = The proxy refuses it, because it has already passed on token { $newer }.
quiz-proxy-2-why = The proxy does the check that { $api } cannot: token { $older } is lower than { $newer }, so A's payment stops there and { $api } keeps { $final }, as it should. A proxy protects only what goes through it, so every writer must use it.
quiz-proxy-3 = The proxy lets it through, and { $api } undoes it later.
quiz-proxy-3-why = Nothing is undone anywhere. A guard can only stop a write before it lands.
quiz-proxy-4 = The lock service blocks it, because A's lease has ended.
quiz-proxy-4-why = The lock service never sees A's payment. It gives out leases and tokens, nothing more.

## Question "compare-and-set": $storage is the resource's name, $read when
## A reads it, $wrote when B writes, $woke when A wakes, $final what the
## resource ends up holding.

quiz-compare-and-set-prompt = { $storage } checks no tokens here. It takes a write only if the value's version has not changed since the writer read it (compare-and-set). A reads it at { $read }, then freezes, and B writes in the meantime. A wakes at { $woke } and writes. What happens?
quiz-compare-and-set-1 = The write is taken, since A's token is never checked.
quiz-compare-and-set-1-why = { $storage } checks something else: whether the value has changed since A read it. It had: B wrote at { $wrote }.
quiz-compare-and-set-2 = The write is refused, because the value changed after A read it.
quiz-compare-and-set-2-why = B's write at { $wrote } changed { $storage } after A's read, so A's write no longer matches what A read, and it is refused. { $storage } holds { $final }, as it should. Compare-and-set catches any write that came in between, with no token at all.
quiz-compare-and-set-3 = The write is taken, because A read the value first.
quiz-compare-and-set-3-why = Reading first is what makes A's copy old. What counts is whether anything changed after the read.
quiz-compare-and-set-4 = { $storage } holds A's write back until B has finished.
quiz-compare-and-set-4-why = A resource never queues a write for later. It takes a write or refuses it as it arrives.

## Question "terms": $old is the old leader's term, $next the new
## leader's, $refused when the old leader's message is refused.

quiz-terms-prompt = In Raft, each election has a number, its term, and every message carries its sender's term. A leader elected in term { $old } is cut off, and the other nodes elect a new leader in term { $next }. At { $refused } the old leader, still in term { $old }, gets through again and sends its log. What stops it?
quiz-terms-1 = Its lease has run out, so it is unable to send.
quiz-terms-1-why = Nothing stops it from sending. The protection is on the receiving side, just like fencing at the storage.
quiz-terms-2 = The new leader tells it to stop, and that message always arrives first.
quiz-terms-2-why = Messages can be late or lost, so no order can be counted on. The term check works whatever order the messages arrive in.
quiz-terms-3 = The other nodes have seen term { $next }, so they refuse messages from term { $old }.
quiz-terms-3-why = A term does a fencing token's job here. It only grows, every message carries it, and a node refuses anything with a lower term than one it has seen. When the old leader sees term { $next }, it steps down.
quiz-terms-4 = Nothing. Raft assumes that leaders never pause.
quiz-terms-4-why = Raft assumes no such thing. It is built for nodes that pause, crash and reconnect, and numbering the terms is how it copes.

## Question "efficiency".

quiz-efficiency-prompt = Which of these locks can usually do without fencing tokens?
quiz-efficiency-1 = A lock that guards an account balance.
quiz-efficiency-1-why = Two overlapping writers can lose an update, and money goes missing. That lock protects correctness, so the storage should check tokens.
quiz-efficiency-2 = A lock that makes sure a customer is charged only once.
quiz-efficiency-2-why = A second charge does real harm, so this lock protects correctness. A payment service usually cannot check your tokens, so it also needs another guard, such as an id that makes a repeated charge do nothing.
quiz-efficiency-3 = A lock that stops two servers from rebuilding the same cache at once.
quiz-efficiency-3-why = This lock only saves work. If two servers overlap, the cache is rebuilt twice. That wastes time but loses nothing, so a plain lease is often good enough.
quiz-efficiency-4 = A lock around writes to a shared file.
quiz-efficiency-4-why = Two writers can leave the file mixed up or half overwritten. That is a correctness problem, so the file store should check tokens.

## Question "plain-release": $expired is when A's lease ended, $taken when
## B got the lock, $woke when A wakes, $granted when C got the lock, $wrote
## when B's write lands.

quiz-plain-release-prompt = A's lease ran out at { $expired } while A was frozen, and B took the lock at { $taken }. C is waiting for the lock. A wakes at { $woke } and, as its last step, releases the lock with a plain DEL of the lock's key. What happens?
quiz-plain-release-1 = Nothing: A's lease is over, so its release has nothing to give back.
quiz-plain-release-1-why = That is what a release that checks whose lock it is does. A plain DEL deletes whatever key is there, and since A's lease ran out the key has been B's.
quiz-plain-release-2 = The lock service deletes B's lock, and C gets the lock while B still works.
quiz-plain-release-2-why = The key holds B's lock, so the DEL removes it. B is not told. C is granted the lock at { $granted }, and both act as the holder: B's write at { $wrote } lands over C's, and C's update is lost.
quiz-plain-release-3 = A is refused and learns that it lost the lock.
quiz-plain-release-3-why = A plain DEL does not look at who asks; it succeeds. Only a delete that first compares the key's value with A's own random value would refuse it, as Redis's page on locks asks.
quiz-plain-release-4 = B is told that its lock is gone, and stops.
quiz-plain-release-4-why = Nothing tells B. The lock service does not call its clients, so B goes on as the holder until something refuses it, and here nothing does.

## Question "split-fence": $checked is when A asks for the fence, $wrote
## when B's write lands, $woke when A wakes.

quiz-split-fence-prompt = A asks Storage for the highest token it has seen, in a SELECT of its own at { $checked }, and finds none higher than its own token 1. Then A freezes before its UPDATE, which does not check the token. Meanwhile A's lease runs out, and B takes the lock with token 2 and writes. What happens when A wakes at { $woke }?
quiz-split-fence-1 = Storage refuses A's write, since it has seen token 2.
quiz-split-fence-1-why = Storage refuses a lower token only where the write itself checks it. Here the check was a separate SELECT at { $checked }, and the UPDATE checks nothing.
quiz-split-fence-2 = A's write lands over B's, and B's update is lost.
quiz-split-fence-2-why = A's check was true at { $checked } and false from { $wrote }, when B's write landed. The UPDATE checks nothing, so it takes token 1 after token 2. Only a check in the write itself, UPDATE … WHERE fence <= token, closes the gap.
quiz-split-fence-3 = A checks the fence again and stops.
quiz-split-fence-3-why = A checked once, before its pause, and nothing makes it check again. A second check would only narrow the gap: a pause between it and the UPDATE would open it again.
quiz-split-fence-4 = The lock service refuses A's write.
quiz-split-fence-4-why = The lock service never sees the writes. Only the storage can refuse a write, and only in the statement that makes it.

## Question "applied-twice": $first is when Storage applies A's write,
## $again when A's resend of it arrives.

quiz-applied-twice-prompt = A asks Storage, which checks fencing tokens, to add 5. Storage adds it at { $first }, but the answer is lost on the way back, so A sends the same write again, with the same token 1. What does Storage do with the resend when it arrives at { $again }?
quiz-applied-twice-1 = It refuses it: it has already seen token 1.
quiz-applied-twice-1-why = Storage refuses a token lower than the highest it has seen, and 1 is not lower than 1. The token check lets the resend through.
quiz-applied-twice-2 = It adds 5 a second time.
quiz-applied-twice-2-why = Nothing in the write tells Storage it is a resend: the same token, the same amount. So it adds 5 again at { $again }. Fencing tokens put writes in order; an idempotency key or a sequence number on each write is what removes duplicates.
quiz-applied-twice-3 = It sees that it is the same write and ignores it.
quiz-applied-twice-3-why = Only a resource that keeps a key for each write it applied can tell a resend from a new write. This Storage keeps none.
quiz-applied-twice-4 = It waits until A's lease has ended.
quiz-applied-twice-4-why = Storage knows nothing of leases. It sees only the token, and it takes the write the moment it arrives.

## "Efficiency or correctness?": the sorter around its jobs. The verdict
## lead-ins (quiz-right, quiz-not-quite) are the quiz's.

# The job's number, how many jobs there are, and the job's name.
sorter-legend = Job { $number } of { $total }: { $job }
sorter-ask-lock = Which lock does it need?
sorter-lock-low = Efficiency lock: two at once only wastes work
sorter-lock-high = Correctness lock: two at once does real harm
sorter-ask-checks = Can the resource it writes to check a fencing token?
sorter-checks-true = Yes, it can check a token
sorter-checks-false = No, it cannot
# The button under each job; its name says which job it checks ($job, the job's name).
sorter-check = Check
    .aria-label = Check answers for { $job }
sorter-answer-both = Answer both questions first, then press { sorter-check }.
# The lock a job needs: $harm is "low" (overlap only wastes work) or "high" (it does real harm).
sorter-lock-name = { $harm ->
    [low] an efficiency lock
   *[high] a correctness lock
}
# After a check: $job is the job's name, $harm as in sorter-lock-name, and
# $why the job's own reason (one of the sorter-…-why messages).
sorter-needs = { $job } needs { sorter-lock-name }. { $why }
# After a check with the right lock and the wrong answer about the
# resource: $harm as in sorter-lock-name, $resource the job's own line on
# what its resource can check (one of the sorter-…-resource messages).
sorter-needs-but = Yes, { sorter-lock-name }, but look again at the resource. { $resource }
# $count jobs sorted right, of $total.
sorter-score = You have sorted { $count } of { $total } { $total ->
    [one] job
   *[other] jobs
} right so far.
sorter-square = Where the jobs land
sorter-harm-low = Little harm from overlap: efficiency lock
sorter-harm-high = Real harm from overlap: correctness lock
sorter-can-check-true = The resource can check tokens
sorter-can-check-false = The resource cannot check tokens
sorter-corner-low-true = A lease is enough; fencing is optional.
sorter-corner-low-false = A lease is enough, such as one Redis key with a time limit.
sorter-corner-high-true = Fence at the resource: it refuses an old token.
sorter-corner-high-false = Use the resource's compare-and-set, or put a fencing proxy in front.

## The jobs: each one's name, what it does, why it needs the lock it
## needs, and what its resource can check.

sorter-cache-name = Cache warm-up job
sorter-cache-story = Each night one server loads the most-read pages into a cache, so the site is quick in the morning. The cache is a plain key-value store that takes any write.
sorter-cache-why = If two servers run it, the cache is filled twice: wasted work, nothing wrong. A single Redis key with a time limit (a TTL) is a fine lock.
sorter-cache-resource = A plain cache takes any write; it has no idea what a token is.

sorter-digest-name = Daily digest email
sorter-digest-story = Once a day a job emails every user a summary of yesterday, through an outside mail service.
sorter-digest-why = Two runs send some users the same digest twice: a little annoying, not harmful. A plain lease is enough.
sorter-digest-resource = A mail server sends what it is given; no token goes with an email.

sorter-report-name = Report regeneration
sorter-report-story = A job rebuilds the monthly sales report from the database and saves it to a store that can refuse a write with an older token.
sorter-report-why = Rebuilding the report twice gives the same report, so overlap only wastes work. A lease is enough; since the store can check tokens, fencing is cheap but optional.
sorter-report-resource = The store can refuse a write whose token is older than the last one it took.

sorter-file-name = Shared file write
sorter-file-story = Workers take turns rewriting one shared file on a file server. The server can be told the token of each write and refuse an old one.
sorter-file-why = Two writers at once can leave a mix of both versions, or wipe out one's work, and nobody gets an error. Fence at the resource: the file server refuses the old token.
sorter-file-resource = The file server checks each write's token, so it can turn a stale writer away.

sorter-ledger-name = Ledger payout
sorter-ledger-story = A worker reads an account's balance, pays out, and writes the new balance to a database that can reject a write whose token is older than the last one.
sorter-ledger-why = A stale writer can overwrite a newer balance, and money goes missing. Fence at the resource: the database refuses the old token.
sorter-ledger-resource = The database can compare each write's token with the highest it has seen.

sorter-charge-name = Third-party API charge
sorter-charge-story = A worker charges a customer's card through another company's payment API, which knows nothing of your tokens.
sorter-charge-why = Two workers that both think they hold the lock can charge the customer twice. A token alone cannot help here: use the API's own compare-and-set (a charge that succeeds only if nothing changed since you looked), or send every call through a fencing proxy.
sorter-charge-resource = Someone else's API cannot be taught to check your tokens.
