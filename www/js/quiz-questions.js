// @ts-check
/**
 * The questions of "Check yourself". Each names a scenario file and the
 * settings it runs at, and words its prompt, answers and explanations from
 * that run's facts: every time, value and token comes from the core, so a
 * changed scenario changes the question with it. Each answer carries its
 * own explanation, shown whichever answer is picked.
 */

/**
 * @typedef {import("./quiz-run.js").RunFacts} RunFacts
 * @typedef {import("../pkg/fencelab_wasm.js").Settings} Settings
 */

/**
 * One answer a student can pick.
 * @typedef {object} QuizOption
 * @property {string} text What the radio button's label says.
 * @property {string} why Why this answer is right or wrong; shown after checking.
 */

/**
 * A question's words, made from its run.
 * @typedef {object} QuizWords
 * @property {string} prompt The question, shown in the legend after "Question N of M."
 * @property {readonly QuizOption[]} options The answers, in the order they are shown.
 */

/**
 * One multiple-choice question.
 * @typedef {object} QuizQuestion
 * @property {string} id Short and unique; it names the radio group, so it must not change.
 * @property {string} scenario The scenario file whose run the question is about.
 * @property {Settings} settings The settings of that run; the scenario's defaults fill the rest.
 * @property {(run: RunFacts) => QuizWords} words The question in words, from the run's facts.
 * @property {number} answer Index into the options of the right answer.
 */

/** @type {readonly QuizQuestion[]} */
export const QUESTIONS = [
  {
    id: "waking",
    scenario: "paused-holder.json",
    settings: { fencing: false, pause_ms: 15000, lease_ms: 10000 },
    words: (run) => ({
      prompt: `Client A holds a ${run.setting("lease_ms")} lease. It freezes for ${run.setting("pause_ms")}, then wakes up at ${run.time("woke", "A")}. What does it do next?`,
      options: [
        {
          text: "It notices that time has passed and asks for the lock again.",
          why: "A has nothing to notice with. While it was frozen, none of its code ran. When it wakes, it goes on from the next line as if no time had passed.",
        },
        {
          text: "It carries on with its plan and writes, still sure that it holds the lock.",
          why: `The pause leaves no trace inside A. Its next step is the write, so it writes at ${run.time("write_accepted", "A")}. It only finds out that the lock is gone if something refuses it.`,
        },
        {
          text: "It gets a message from the lock service saying that its lease has ended.",
          why: `The lock service does not call a client when its lease ends. At ${run.time("expired", "lock service")} the lock just became free to give to someone else. A is never told.`,
        },
        {
          text: "It stops, because a client cannot write once its lease has ended.",
          why: "Nothing inside A enforces that. The lease lives at the lock service, not in A. Even a check just before the write can come too early.",
        },
      ],
    }),
    answer: 1,
  },
  {
    id: "check-first",
    scenario: "check-then-act.json",
    settings: { pause_after_check: true, margin_ms: 2000, fencing: false },
    words: (run) => ({
      prompt: `A's code checks its lease right before it writes, and goes on only if at least ${run.setting("margin_ms")} are left. At ${run.time("checked", "A")} the check passes. Why can this still go wrong?`,
      options: [
        {
          text: "The margin is too small. A bigger one would be safe.",
          why: "A bigger margin only moves the line. A pause longer than the margin breaks it in the same way, and no one can promise that pauses stay short.",
        },
        {
          text: "The lock service may refuse to answer the check.",
          why: "The check here runs in A's own code, from A's own idea of when the lease ends. The trouble is not a failed check. It is the time after a check that passed.",
        },
        {
          text: "The pause can fall after the check and before the write.",
          why: `Checking and writing are two separate steps. A froze at ${run.time("paused", "A")} and woke at ${run.time("woke", "A")}, long after its lease ran out at ${run.time("expired", "lock service")}. A check cannot cover time that passes after it.`,
        },
        {
          text: "It is safe as long as A's clock is accurate.",
          why: "A perfect clock does not help with a pause that comes after the check. Real clocks also drift and jump when corrected, which makes the gap worse, not better.",
        },
      ],
    }),
    answer: 2,
  },
  {
    id: "remember",
    scenario: "paused-holder.json",
    settings: { fencing: true },
    words: () => ({
      prompt: "With fencing turned on, what must the storage remember?",
      options: [
        {
          text: "The highest token it has accepted.",
          why: "One number is enough. A write with a token at least that high is accepted, and the number moves up to match. A write with a lower token is refused.",
        },
        {
          text: "Which client holds the lock right now.",
          why: "The storage does not ask the lock service, and it does not need to. The order of the tokens tells it all it needs to know.",
        },
        {
          text: "When each client's lease ends.",
          why: "That would tie the storage to clocks again, with all their drift and delay. Fencing works because it ignores time and only compares numbers.",
        },
        {
          text: "Every value ever written, so that it can undo a bad write.",
          why: "Fencing never undoes anything. It stops a stale write before it lands, and for that it needs only the highest token, not a history.",
        },
      ],
    }),
    answer: 0,
  },
  {
    id: "lower-token",
    scenario: "paused-holder.json",
    settings: { fencing: true, pause_ms: 15000 },
    words: (run) => {
      const newer = run.token("write_accepted", "B");
      const older = run.token("write_refused", "A");
      return {
        prompt: `The storage has accepted a write with token ${newer}. Now a write arrives with token ${older}. Why is it right to refuse it?`,
        options: [
          {
            text: `Because it arrived after the write with token ${newer}.`,
            why: `Arrival order is not the reason. A later write with a higher token would be accepted. What counts is that token ${older} is lower than a token already seen.`,
          },
          {
            text: `Because the client with token ${older} must have crashed.`,
            why: `That client is not dead, only late. In the story A wakes at ${run.time("woke", "A")}, alive and well, and that is exactly what makes it dangerous.`,
          },
          {
            text: "It is not right. A held the lock once, so its write should count.",
            why: `Having held the lock once is not enough. The lease behind token ${older} ended at ${run.time("expired", "lock service")}. Taking the write would overwrite B's ${run.resource(0).expectedValue}, the very lost update that fencing is there to stop.`,
          },
          {
            text: `Token ${older} was given out before token ${newer}, so its holder has lost the lock.`,
            why: `Tokens grow with every grant. If token ${newer} exists, the lock was handed out again after token ${older}. Whoever has token ${older} no longer holds the lock, even if it believes it does.`,
          },
        ],
      };
    },
    answer: 3,
  },
  {
    id: "short-pause",
    scenario: "short-pause.json",
    settings: { fencing: false, pause_ms: 7000 },
    words: (run) => ({
      prompt: `You shorten A's pause to ${run.setting("pause_ms")}, so that it wakes at ${run.time("woke", "A")}, before its lease ends. Without fencing, the run is safe. What does that show?`,
      options: [
        {
          text: "That pauses longer than the lease do not happen in practice.",
          why: "Long pauses do happen: a long garbage collection, a virtual machine being moved, an overloaded machine. A run that does not include one says nothing about them.",
        },
        {
          text: "That the lease is long enough.",
          why: "Any lease can be outlasted by a longer pause. A safe run only shows that this one pause fit inside this one lease.",
        },
        {
          text: "That checking the lease before writing works.",
          why: "Nothing was really tested here: A's lease was still live when it wrote. The gap between check and write only bites when a pause lands inside it.",
        },
        {
          text: "Very little. One safe run is not proof that no run can fail.",
          why: `Safe means that no run can go wrong, not that one run went right. A's ${run.setting("pause_ms")} pause fit inside its lease by luck. Nothing in the design stops a longer pause, and then B's update is lost again.`,
        },
      ],
    }),
    answer: 3,
  },
  {
    id: "clock-drift",
    scenario: "clock-drift.json",
    settings: { fencing: false, step_ms: -4000 },
    words: (run) => {
      const storage = run.resource(0);
      return {
        prompt: `A time sync changes A's clock by ${run.setting("step_ms")} at ${run.time("clock_jumped", "A")}. At ${run.time("checked", "A")} A checks its lease by its own clock and goes on to write, though the lock service ended the lease at ${run.time("expired", "lock service")}. What does ${storage.name} end up holding?`,
        options: [
          {
            text: `${storage.expectedValue}, B's value: A's check stopped the late write.`,
            why: "A's check passed. By its own clock, which had been set back, the lease still had time left. A wrong clock makes a check by that clock wrong too.",
          },
          {
            text: `${storage.finalValue}: A's late write lands over B's.`,
            why: `The lease ended at the lock service, by the lock service's clock, and nobody told A. ${storage.name} does not check tokens, so A's write lands over B's: it holds ${storage.finalValue} when it should hold ${storage.expectedValue}. A token check would have refused the write, whatever A's clock said.`,
          },
          {
            text: "The lock service notices the clock change and ends A's lease early.",
            why: `The lock service never sees A's clock. It ended the lease at ${run.time("expired", "lock service")} by its own clock, and A was not told.`,
          },
          {
            text: "B has to wait until A's clock says the lease is over.",
            why: `B asks the lock service, not A. The lock service gave B the lock at ${run.time("granted", "B")}, by its own clock.`,
          },
        ],
      };
    },
    answer: 1,
  },
  {
    id: "network-delay",
    scenario: "network-delay.json",
    settings: { fencing: false, delay_ms: 3000 },
    words: (run) => {
      const storage = run.resource(0);
      return {
        prompt: `A checks its lease at ${run.time("checked", "A")}, finds time left, and sends its write. The network takes ${run.setting("delay_ms")} to deliver it, and A's lease ends at ${run.time("expired", "lock service")} while the write is on its way. What does ${storage.name} do with it when it arrives?`,
        options: [
          {
            text: "It refuses it, because A's lease has ended.",
            why: `${storage.name} knows nothing about leases, and here it checks no tokens. It sees a write, and it takes it.`,
          },
          {
            text: "It accepts it over B's newer write, because nothing there checks.",
            why: `The write arrives at ${run.time("write_accepted", "A")} and lands on top of B's: ${storage.name} holds ${storage.finalValue} when it should hold ${storage.expectedValue}. A's check was true when it was made; the delay came after it. Only a check where the write lands, such as a token check, sees the write as it arrives.`,
          },
          {
            text: "The network drops it, because it is late.",
            why: "A slow network delivers late. It does not drop a message for being late, and the sender cannot tell the difference.",
          },
          {
            text: "A calls it back, because its check has gone stale.",
            why: "Once sent, the write is out of A's hands. And A does not know that its lease has ended.",
          },
        ],
      };
    },
    answer: 1,
  },
  {
    id: "redlock",
    scenario: "redlock-clock-jump.json",
    settings: { a_writes_ms: 7000, jump_ms: 8000, jump_at_ms: 4000 },
    words: (run) => {
      const storage = run.resource(0);
      return {
        prompt: `In this Redlock run, one lock node's clock jumps forward by ${run.setting("jump_ms")} at ${run.time("clock_jumped", "lock service")}, and A's lock ends early. Martin Kleppmann argued in 2016 that Redlock is not enough for a lock that protects correctness. What was the heart of his argument?`,
        options: [
          {
            text: "It gives no token that grows with each grant, and its safety rests on timing.",
            why: `Without a growing number, the storage cannot spot a client whose lock has run out. Here A writes at ${run.time("write_accepted", "A")}, after B, and ${storage.name} holds ${storage.finalValue} when it should hold ${storage.expectedValue}. Safety depends on pauses, network delays and clocks behaving, and one clock jump broke it.`,
          },
          {
            text: "It asks several Redis servers, so it is too slow.",
            why: "Speed was a side point at most. Asking a majority lets the lock survive one server failing. The problem is that none of the servers gives out a fencing token.",
          },
          {
            text: "Its locks never expire, so a crashed client blocks everyone.",
            why: `Redlock locks do expire. They are leases, like every practical distributed lock: here A's ran out at ${run.time("expired", "lock service")}. Expiry is part of the problem, not something missing.`,
          },
          {
            text: "Redis cannot store numbers, so tokens are impossible.",
            why: "Redis counts numbers easily. Redlock's design just does not give out a number that grows with each grant for the storage to check.",
          },
        ],
      };
    },
    answer: 0,
  },
  {
    id: "counter-reset",
    scenario: "counter-reset.json",
    settings: { durable_counter: false, fencing: true, reset_to: 32 },
    words: (run) => {
      const storage = run.resource(0);
      const first = run.token("granted", "A");
      const second = run.token("granted", "B");
      return {
        prompt: `Fencing is on. A holds token ${first} when the lock service restarts at ${run.time("fault", "lock service")}, with its token counter kept only in memory. B then gets the lock. What goes wrong?`,
        options: [
          {
            text: `Nothing. ${storage.name} still remembers the highest token, ${first}.`,
            why: `${storage.name} remembers ${first}, and that is the trouble: the next token is not higher than it.`,
          },
          {
            text: "Only leases break. Tokens are plain numbers, so they keep working.",
            why: "A token means something only while it keeps growing. A number that can be handed out twice says nothing about who came last.",
          },
          {
            text: `B gets token ${second}, the same number as A's, so ${storage.name} cannot tell the new holder from the old one.`,
            why: `Fencing needs every new token to be higher than every old one. The restart lost the counter, so B got token ${second} too. When A wakes at ${run.time("woke", "A")}, its write with token ${first} is not lower than the highest ${storage.name} has seen, so it lands: ${storage.name} holds ${storage.finalValue} when it should hold ${storage.expectedValue}. This is why real lock services keep their counter in replicated storage that survives a crash.`,
          },
          {
            text: "B is refused the lock until A's lease would have ended.",
            why: `The restart forgot A's lease along with the counter, so the lock service gave B the lock at once, at ${run.time("granted", "B")}.`,
          },
        ],
      };
    },
    answer: 2,
  },
  {
    id: "failover",
    scenario: "async-failover.json",
    settings: { fencing: true, failover_ms: 12000 },
    words: (run) => {
      const storage = run.resource(0);
      const held = run.token("granted", "B");
      const given = run.token("granted", "C");
      return {
        prompt: `Fencing is on. B holds token ${held} when the lock service fails over at ${run.time("fault", "lock service")} to a replica that copied its state asynchronously and missed B's grant. C then asks for the lock. What happens next?`,
        options: [
          {
            text: `C gets a token higher than ${held}, so B's late write is refused.`,
            why: `The replica never heard of B's grant, so its counter was one grant behind. C got token ${given}.`,
          },
          {
            text: `C gets token ${given}, and B's late write lands over C's.`,
            why: `${storage.name} refuses only lower tokens, and B's token ${held} is not lower than C's ${given}. B's write at ${run.time("write_accepted", "B", 1)} lands over C's, and ${storage.name} holds ${storage.finalValue} when it should hold ${storage.expectedValue}. Fencing is only as good as the counter behind it.`,
          },
          {
            text: "The replica refuses C until it has caught up with B's grant.",
            why: `A replica that copies asynchronously does not know what it missed. It went on from its own state and gave C the lock at ${run.time("granted", "C")}.`,
          },
          {
            text: `A's token ${run.token("granted", "A")} counts again, so A's late write lands too.`,
            why: `A's write at ${run.time("write_refused", "A")} was refused: ${storage.name} had seen token ${held} by then, which is higher.`,
          },
        ],
      };
    },
    answer: 1,
  },
  {
    id: "side-effect",
    scenario: "unfenced-side-effect.json",
    settings: { fencing: true, pause_ms: 15000 },
    words: (run) => ({
      prompt: `Fencing is on. A wakes at ${run.time("woke", "A")} and emails a customer their balance. Then its write with token ${run.token("write_refused", "A")} is refused. What happened to the email?`,
      options: [
        {
          text: "It was cancelled when the write was refused.",
          why: "Nothing links the email to the write. A refusal can stop A's later steps, but it cannot call back an email that has already gone.",
        },
        {
          text: "It was never sent, because A's lease had ended.",
          why: `An ended lease does not stop A from doing anything. A's lease ended at ${run.time("expired", "lock service")}, and A kept working because it did not know.`,
        },
        {
          text: "It was sent. Fencing only protects a resource that checks the token.",
          why: `The email went out at ${run.time("side_effect", "A")}. The email server knows nothing about tokens, so it refuses nothing. Fencing guards only the places that check. For anything else, use a fencing proxy in front, or make the action safe to do twice.`,
        },
        {
          text: "The lock service held it back until A's token was checked.",
          why: "The lock service never sees A's emails or writes. It only gives out leases and tokens.",
        },
      ],
    }),
    answer: 2,
  },
  {
    id: "half-done",
    scenario: "partial-write.json",
    settings: { fencing: true, pause_ms: 15000 },
    words: (run) => {
      const x = run.resource(0).name;
      const y = run.resource(1).name;
      const token = run.token("granted", "A");
      return {
        prompt: `A must move money from ${x} to ${y} as one change. It writes ${x} with token ${token}, then freezes. B gets token ${run.token("granted", "B")} and writes both. A wakes at ${run.time("woke", "A")} and writes ${y} with token ${token}, which is refused. What is left?`,
        options: [
          {
            text: `Neither account changed, because the refusal rolled back ${x}.`,
            why: `The storage does not know that ${x} and ${y} belong together. Refusing the write to ${y} does nothing to ${x}.`,
          },
          {
            text: `A's change to ${x} stays and its change to ${y} never lands: half a change.`,
            why: `Fencing refuses writes. It never takes one back. A wrote ${x} at ${run.time("write_accepted", "A")}, while it still held the lock, so that write stays. ${run.halfDone(1)} To avoid half-done work, make the whole change one write that lands at once, or make it safe for the next holder to finish or redo.`,
          },
          {
            text: "Both accounts changed, because A held the lock when it started.",
            why: `Starting with the lock does not carry A to the end. The write to ${y} came with token ${token} after a higher token had been used, so it was refused.`,
          },
          {
            text: `${x} was refused as well, because it was also written with token ${token}.`,
            why: `When A wrote ${x}, no higher token had reached it, so the write was accepted. A token is only refused once a higher one has been seen.`,
          },
        ],
      };
    },
    answer: 1,
  },
  {
    id: "proxy",
    scenario: "fencing-proxy.json",
    settings: { proxy: true, pause_ms: 15000 },
    words: (run) => {
      const api = run.resource(0);
      const newer = run.token("write_accepted", "B");
      const older = run.token("write_refused", "A");
      return {
        prompt: `${api.name} cannot check tokens, so a fencing proxy stands in front of it. B's payment went through with token ${newer}. A wakes at ${run.time("woke", "A")} and sends its own with token ${older}. What happens?`,
        options: [
          {
            text: `${api.name} takes it, because it checks nothing itself.`,
            why: `Every write goes through the proxy first, and the proxy remembers the highest token it has passed on. ${api.name} never sees A's write.`,
          },
          {
            text: `The proxy refuses it, because it has already passed on token ${newer}.`,
            why: `The proxy does the check that ${api.name} cannot: token ${older} is lower than ${newer}, so A's payment stops there and ${api.name} keeps ${api.finalValue}, as it should. A proxy protects only what goes through it, so every writer must use it.`,
          },
          {
            text: `The proxy lets it through, and ${api.name} undoes it later.`,
            why: "Nothing is undone anywhere. A guard can only stop a write before it lands.",
          },
          {
            text: "The lock service blocks it, because A's lease has ended.",
            why: "The lock service never sees A's payment. It gives out leases and tokens, nothing more.",
          },
        ],
      };
    },
    answer: 1,
  },
  {
    id: "compare-and-set",
    scenario: "compare-and-set.json",
    settings: { compare_and_set: true, pause_ms: 15000 },
    words: (run) => {
      const storage = run.resource(0);
      return {
        prompt: `${storage.name} checks no tokens here. It takes a write only if the value has not changed since the writer read it (compare-and-set). A reads it at ${run.time("read", "A")}, then freezes, and B writes in the meantime. A wakes at ${run.time("woke", "A")} and writes. What happens?`,
        options: [
          {
            text: "The write is taken, since A's token is never checked.",
            why: `${storage.name} checks something else: whether the value has changed since A read it. It had: B wrote at ${run.time("write_accepted", "B")}.`,
          },
          {
            text: "The write is refused, because the value changed after A read it.",
            why: `B's write at ${run.time("write_accepted", "B")} changed ${storage.name} after A's read, so A's write no longer matches what A read, and it is refused. ${storage.name} holds ${storage.finalValue}, as it should. Compare-and-set catches any write that came in between, with no token at all.`,
          },
          {
            text: "The write is taken, because A read the value first.",
            why: "Reading first is what makes A's copy old. What counts is whether anything changed after the read.",
          },
          {
            text: `${storage.name} holds A's write back until B has finished.`,
            why: "A resource never queues a write for later. It takes a write or refuses it as it arrives.",
          },
        ],
      };
    },
    answer: 1,
  },
  {
    id: "terms",
    scenario: "leader-terms.json",
    settings: { fencing: true },
    words: (run) => {
      const old = run.token("granted", "Old leader");
      const next = run.token("granted", "New leader");
      return {
        prompt: `In Raft, a leader elected in term ${old} is cut off, and the other nodes elect a new leader in term ${next}. At ${run.time("write_refused", "Old leader")} the old leader, still in term ${old}, gets through again and sends its log. What stops it?`,
        options: [
          {
            text: "Its lease has run out, so it is unable to send.",
            why: "Nothing stops it from sending. The protection is on the receiving side, just like fencing at the storage.",
          },
          {
            text: "The new leader tells it to stop, and that message always arrives first.",
            why: "Messages can be late or lost, so no order can be counted on. The term check works whatever order the messages arrive in.",
          },
          {
            text: `The other nodes have seen term ${next}, so they refuse messages from term ${old}.`,
            why: `A term works exactly like a fencing token. It only grows, every message carries it, and a node refuses anything with a lower term than one it has seen. When the old leader sees term ${next}, it steps down.`,
          },
          {
            text: "Nothing. Raft assumes that leaders never pause.",
            why: "Raft assumes no such thing. It is built for nodes that pause, crash and reconnect, and numbering the terms is how it copes.",
          },
        ],
      };
    },
    answer: 2,
  },
  {
    id: "efficiency",
    scenario: "efficiency-lock.json",
    settings: {},
    words: () => ({
      prompt: "Which of these locks can usually do without fencing tokens?",
      options: [
        {
          text: "A lock that guards an account balance.",
          why: "Two overlapping writers can lose an update, and money goes missing. That lock protects correctness, so the storage should check tokens.",
        },
        {
          text: "A lock that makes sure a customer is charged only once.",
          why: "A second charge does real harm, so this lock protects correctness. A payment service usually cannot check your tokens, so it also needs another guard, such as an id that makes a repeated charge do nothing.",
        },
        {
          text: "A lock that stops two servers from rebuilding the same cache at once.",
          why: "This lock only saves work. If two servers overlap, the cache is rebuilt twice. That wastes time but loses nothing, so a plain lease is often good enough.",
        },
        {
          text: "A lock around writes to a shared file.",
          why: "Two writers can leave the file mixed up or half overwritten. That is a correctness problem, so the file store should check tokens.",
        },
      ],
    }),
    answer: 2,
  },
];
