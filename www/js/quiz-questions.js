// @ts-check
/**
 * The questions of "Check yourself", as plain data: each option carries
 * its own explanation, shown whichever answer is picked. A `\u00a0` in the
 * text keeps a number next to its unit.
 */

/**
 * One answer a student can pick.
 * @typedef {object} QuizOption
 * @property {string} text What the radio button's label says.
 * @property {string} why Why this answer is right or wrong; shown after checking.
 */

/**
 * One multiple-choice question.
 * @typedef {object} QuizQuestion
 * @property {string} id Short and unique; it names the radio group, so it must not change.
 * @property {string} prompt The question, shown in the legend after "Question N of M."
 * @property {readonly QuizOption[]} options The answers, in the order they are shown.
 * @property {number} answer Index into `options` of the right answer.
 */

/** @type {readonly QuizQuestion[]} */
export const QUESTIONS = [
  {
    id: "waking",
    prompt:
      "Client A holds a 10 second lease. It freezes for 15 seconds, then wakes up. What does it do next?",
    options: [
      {
        text: "It notices that time has passed and asks for the lock again.",
        why: "A has nothing to notice with. While it was frozen, none of its code ran. When it wakes, it goes on from the next line as if no time had passed.",
      },
      {
        text: "It carries on with its plan and writes, still sure that it holds the lock.",
        why: "The pause leaves no trace inside A. Its next step is the write, so it writes. It only finds out that the lock is gone if something refuses it.",
      },
      {
        text: "It gets a message from the lock service saying that its lease has ended.",
        why: "The lock service does not call a client when its lease ends. The lock just becomes free to give to someone else. A is never told.",
      },
      {
        text: "It stops, because a client cannot write once its lease has ended.",
        why: "Nothing inside A enforces that. The lease lives at the lock service, not in A. Even a check just before the write can come too early.",
      },
    ],
    answer: 1,
  },
  {
    id: "check-first",
    prompt:
      "A's code checks its lease right before each write, and writes only if at least 8 seconds are left. Why can this still go wrong?",
    options: [
      {
        text: "8 seconds is too small a margin. 30 seconds would be safe.",
        why: "A bigger margin only moves the line. A 31 second pause breaks a 30 second margin in the same way, and no one can promise that pauses stay short.",
      },
      {
        text: "The lock service may refuse to answer the check.",
        why: "The check here runs in A's own code, from A's own idea of when the lease ends. The trouble is not a failed check. It is the time after a check that passed.",
      },
      {
        text: "The pause can fall after the check and before the write.",
        why: "Checking and writing are two separate steps. If A freezes for 15 seconds between them, the 8 seconds it saw are long gone when the write goes out. A check cannot cover time that passes after it.",
      },
      {
        text: "It is safe as long as A's clock is accurate.",
        why: "A perfect clock does not help with a pause that comes after the check. Real clocks also drift and jump when corrected, which makes the gap worse, not better.",
      },
    ],
    answer: 2,
  },
  {
    id: "remember",
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
    answer: 0,
  },
  {
    id: "lower-token",
    prompt:
      "The storage has accepted a write with token 2. Now a write arrives with token 1. Why is it right to refuse it?",
    options: [
      {
        text: "Because it arrived after the write with token 2.",
        why: "Arrival order is not the reason. A write with token 3 that arrives later would be accepted. What counts is that token 1 is lower than a token already seen.",
      },
      {
        text: "Because the client with token 1 must have crashed.",
        why: "That client is not dead, only late. In the story A is alive and well after its pause, and that is exactly what makes it dangerous.",
      },
      {
        text: "It is not right. A held the lock once, so its write should count.",
        why: "Having held the lock once is not enough. The lease behind token 1 ended at 10\u00a0s. Taking the write would replace B's 15 with 11, the very lost update that fencing is there to stop.",
      },
      {
        text: "Token 1 was given out before token 2, so its holder has lost the lock.",
        why: "Tokens grow with every grant. If token 2 exists, the lock was handed out again after token 1. Whoever has token 1 no longer holds the lock, even if it believes it does.",
      },
    ],
    answer: 3,
  },
  {
    id: "counter-reset",
    prompt:
      "The lock service crashes after giving out token 2. It restarts with its counter back at 0, and client C gets the lock. What goes wrong?",
    options: [
      {
        text: "Nothing. The storage still remembers the highest token.",
        why: "The storage remembers 2, and now that memory points the wrong way. C, the real holder, looks stale, while a late client with token 2 looks current.",
      },
      {
        text: "Only leases break. Tokens are plain numbers, so they keep working.",
        why: "A token means something only while it keeps growing. A number that can be handed out twice says nothing about who came last.",
      },
      {
        text: "Only C is hurt, and only until it asks for the lock again.",
        why: "Asking again gives C token 2. The storage now takes C's writes, but it also still takes B's old token 2. Two clients share one number, and the storage cannot tell them apart.",
      },
      {
        text: "Tokens are reused, so the storage can no longer tell a new holder from an old one.",
        why: "Fencing needs every new token to be higher than every old one. After the reset, C gets token 1. The storage refuses C, yet it would still accept B's old token 2. This is why real lock services keep their counter in replicated storage that survives a crash.",
      },
    ],
    answer: 3,
  },
  {
    id: "side-effect",
    prompt:
      "Fencing is on. A wakes at 17\u00a0s and sends a customer an email, \"Your order is confirmed.\" Then its write with token 1 is refused. What happened to the email?",
    options: [
      {
        text: "It was cancelled when the write was refused.",
        why: "Nothing links the email to the write. A refusal can stop A's later steps, but it cannot call back an email that has already gone.",
      },
      {
        text: "It was never sent, because A's lease had ended.",
        why: "An ended lease does not stop A from doing anything. That is the whole problem: A keeps working because it does not know.",
      },
      {
        text: "It was sent. Fencing only protects a resource that checks the token.",
        why: "The email server knows nothing about tokens, so it refuses nothing. Fencing guards only the places that check. For anything else, use a fencing proxy in front, or make the action safe to do twice.",
      },
      {
        text: "The lock service held it back until A's token was checked.",
        why: "The lock service never sees A's emails or writes. It only gives out leases and tokens.",
      },
    ],
    answer: 2,
  },
  {
    id: "half-done",
    prompt:
      "A must change two records, X and Y, as one change. It writes X with token 1, then freezes. B gets token 2 and writes to the same storage. A wakes and writes Y with token 1, which is refused. What is left?",
    options: [
      {
        text: "Neither record changed, because the refusal rolled back X.",
        why: "The storage does not know that X and Y belong together. Refusing the write to Y does nothing to X.",
      },
      {
        text: "X holds A's change and Y does not: half a change.",
        why: "Fencing refuses writes. It never takes one back. A wrote X while it still held the lock, so that write stays. To avoid half-done work, make the whole change one write that lands at once, or make it safe for the next holder to finish or redo.",
      },
      {
        text: "Both records changed, because A held the lock when it started.",
        why: "Starting with the lock does not carry A to the end. The write to Y came with token 1 after token 2 had been used, so it was refused.",
      },
      {
        text: "X was refused as well, because it was also written with token 1.",
        why: "When A wrote X, no higher token had reached the storage, so X was accepted. A token is only refused once a higher one has been seen.",
      },
    ],
    answer: 1,
  },
  {
    id: "redlock",
    prompt:
      "Martin Kleppmann argued in 2016 that Redlock is not enough for a lock that protects correctness. What was the heart of his argument?",
    options: [
      {
        text: "It gives no token that grows with each grant, and its safety rests on timing.",
        why: "Without a growing number, the storage cannot spot a client whose lock has run out. So safety depends on pauses, network delays and clock drift staying small, which a long pause or a clock jump can break.",
      },
      {
        text: "It asks several Redis servers, so it is too slow.",
        why: "Speed was a side point at most. Asking a majority lets the lock survive one server failing. The problem is that none of the servers gives out a fencing token.",
      },
      {
        text: "Its locks never expire, so a crashed client blocks everyone.",
        why: "Redlock locks do expire. They are leases, like every practical distributed lock. Expiry is part of the problem here, not something missing.",
      },
      {
        text: "Redis cannot store numbers, so tokens are impossible.",
        why: "Redis counts numbers easily. Redlock's design just does not give out a number that grows with each grant for the storage to check.",
      },
    ],
    answer: 0,
  },
  {
    id: "terms",
    prompt:
      "In Raft, an old leader is cut off while the other nodes elect a new leader in term 6. The old leader, still in term 5, reconnects and sends orders. What stops it?",
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
        text: "The other nodes have seen term 6, so they refuse messages from term 5.",
        why: "A term works exactly like a fencing token. It only grows, every message carries it, and a node refuses anything with a lower term than one it has seen. When the old leader sees term 6, it steps down.",
      },
      {
        text: "Nothing. Raft assumes that leaders never pause.",
        why: "Raft assumes no such thing. It is built for nodes that pause, crash and reconnect, and numbering the terms is how it copes.",
      },
    ],
    answer: 2,
  },
  {
    id: "efficiency",
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
    answer: 2,
  },
  {
    id: "short-pause",
    prompt:
      "You shorten A's pause so that it wakes at 9\u00a0s, before its lease ends. Without fencing, the run is safe. What does that show?",
    options: [
      {
        text: "That pauses longer than the lease do not happen in practice.",
        why: "Long pauses do happen: a long garbage collection, a virtual machine being moved, an overloaded machine. A run that does not include one says nothing about them.",
      },
      {
        text: "That a 10 second lease is the right length.",
        why: "Any lease can be outlasted by a longer pause. A safe run only shows that this one pause fit inside this one lease.",
      },
      {
        text: "That checking the lease before writing works.",
        why: "Nothing was really tested here: A's lease was still live when it wrote. The gap between check and write only bites when a pause lands inside it.",
      },
      {
        text: "Very little. One safe run is not proof that no run can fail.",
        why: "Safe means that no run can go wrong, not that one run went right. A's 7 second pause fit inside its lease by luck. Nothing in the design stops a 15 second pause, and then B's update is lost again.",
      },
    ],
    answer: 3,
  },
];
