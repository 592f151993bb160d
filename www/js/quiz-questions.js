// @ts-check
/**
 * The questions of "Check yourself". Each names a scenario file and the
 * settings it runs at, and quotes that run's facts: every time, value and
 * token comes from the core, so a changed scenario changes the question
 * with it. The words are the catalogue's (`words/<lang>/quiz.ftl`), under
 * ids made from the question's: `quiz-<id>-prompt`, and for each answer
 * `quiz-<id>-<n>` and its explanation `quiz-<id>-<n>-why`, shown whichever
 * answer is picked. Here stays what is not words: the run, the facts each
 * message is given by name, and which answer is right.
 */

import { say } from "./words.js";

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
 * The facts a question's messages quote, by the names they use: a run's
 * times and values in the core's words, tokens as numbers.
 * @typedef {Record<string, string | number>} Facts
 */

/**
 * One multiple-choice question.
 * @typedef {object} QuizQuestion
 * @property {string} id Short and unique; it names the radio group and the question's messages, so it must not change.
 * @property {string} scenario The scenario file whose run the question is about.
 * @property {Settings} settings The settings of that run; the scenario's defaults fill the rest.
 * @property {(run: RunFacts) => Facts} facts What the question's words quote from the run.
 * @property {number} answer Index into the options of the right answer.
 */

/** Every question offers four answers, `quiz-<id>-1` to `quiz-<id>-4`. */
const CHOICES = 4;

/**
 * A question in the page's language, quoting its run.
 * @param {QuizQuestion} question
 * @param {RunFacts} run
 * @returns {QuizWords}
 */
export function wordsOf(question, run) {
  const facts = question.facts(run);
  /** @param {string} part */
  const words = (part) => say(`quiz-${question.id}-${part}`, facts);
  return {
    prompt: words("prompt"),
    options: Array.from({ length: CHOICES }, (_, i) => ({ text: words(`${i + 1}`), why: words(`${i + 1}-why`) })),
  };
}

/**
 * What a question quotes of a resource's result: its name, what it ends
 * up holding and what it should hold.
 * @param {RunFacts} run
 * @param {number} index
 * @returns {{ storage: string, final: string, expected: string }}
 */
function result(run, index) {
  const resource = run.resource(index);
  return { storage: resource.name, final: resource.finalValue, expected: resource.expectedValue };
}

/** @type {readonly QuizQuestion[]} */
export const QUESTIONS = [
  {
    id: "waking",
    scenario: "paused-holder.json",
    settings: { fencing: false, pause_ms: 15000, lease_ms: 10000 },
    facts: (run) => ({
      lease: run.setting("lease_ms"),
      pause: run.setting("pause_ms"),
      woke: run.time("woke", "A"),
      wrote: run.time("write_accepted", "A"),
      expired: run.time("expired"),
    }),
    answer: 1,
  },
  {
    id: "check-first",
    scenario: "check-then-act.json",
    settings: { pause_after_check: true, margin_ms: 2000, fencing: false },
    facts: (run) => ({
      margin: run.setting("margin_ms"),
      checked: run.time("checked", "A"),
      paused: run.time("paused", "A"),
      woke: run.time("woke", "A"),
      expired: run.time("expired"),
    }),
    answer: 2,
  },
  {
    id: "remember",
    scenario: "paused-holder.json",
    settings: { fencing: true },
    facts: () => ({}),
    answer: 0,
  },
  {
    id: "lower-token",
    scenario: "paused-holder.json",
    settings: { fencing: true, pause_ms: 15000 },
    facts: (run) => ({
      newer: run.token("write_accepted", "B"),
      older: run.token("write_refused", "A"),
      woke: run.time("woke", "A"),
      expired: run.time("expired"),
    }),
    answer: 3,
  },
  {
    id: "short-pause",
    scenario: "short-pause.json",
    settings: { fencing: false, pause_ms: 7000 },
    facts: (run) => ({ pause: run.setting("pause_ms"), woke: run.time("woke", "A") }),
    answer: 3,
  },
  {
    id: "clock-drift",
    scenario: "clock-drift.json",
    settings: { fencing: false, step_ms: -4000 },
    facts: (run) => ({
      step: run.setting("step_ms"),
      jumped: run.time("clock_jumped", "A"),
      checked: run.time("checked", "A"),
      expired: run.time("expired"),
      granted: run.time("granted", "B"),
      ...result(run, 0),
    }),
    answer: 1,
  },
  {
    id: "network-delay",
    scenario: "network-delay.json",
    settings: { fencing: false, delay_ms: 3000 },
    facts: (run) => ({
      checked: run.time("checked", "A"),
      delay: run.setting("delay_ms"),
      expired: run.time("expired"),
      arrived: run.time("write_accepted", "A"),
      storage: run.resource(0).name,
    }),
    answer: 1,
  },
  {
    id: "redlock",
    scenario: "redlock-clock-jump.json",
    settings: { a_writes_ms: 7000, jump_ms: 8000, jump_at_ms: 4000 },
    facts: (run) => ({
      jump: run.setting("jump_ms"),
      jumped: run.time("clock_jumped"),
      wrote: run.time("write_accepted", "A"),
      expired: run.time("expired"),
      ...result(run, 0),
    }),
    answer: 0,
  },
  {
    id: "counter-reset",
    scenario: "counter-reset.json",
    settings: { durable_counter: false, fencing: true, reset_to: 32 },
    facts: (run) => ({
      first: run.token("granted", "A"),
      second: run.token("granted", "B"),
      fault: run.time("fault"),
      woke: run.time("woke", "A"),
      granted: run.time("granted", "B"),
      storage: run.resource(0).name,
    }),
    answer: 2,
  },
  {
    id: "failover",
    scenario: "async-failover.json",
    settings: { fencing: true, failover_ms: 12000 },
    facts: (run) => ({
      old: run.token("granted", "A"),
      held: run.token("granted", "B"),
      given: run.token("granted", "C"),
      fault: run.time("fault"),
      wrote: run.time("write_accepted", "B", 1),
      granted: run.time("granted", "C"),
      refused: run.time("write_refused", "A"),
      storage: run.resource(0).name,
    }),
    answer: 1,
  },
  {
    id: "side-effect",
    scenario: "unfenced-side-effect.json",
    settings: { fencing: true, pause_ms: 15000 },
    facts: (run) => ({
      woke: run.time("woke", "A"),
      token: run.token("write_refused", "A"),
      expired: run.time("expired"),
      sent: run.time("side_effect", "A"),
    }),
    answer: 2,
  },
  {
    id: "half-done",
    scenario: "partial-write.json",
    settings: { fencing: true, pause_ms: 15000 },
    facts: (run) => ({
      x: run.resource(0).name,
      y: run.resource(1).name,
      token: run.token("granted", "A"),
      newer: run.token("granted", "B"),
      woke: run.time("woke", "A"),
      wrote: run.time("write_accepted", "A"),
      half: run.halfDone(1),
    }),
    answer: 1,
  },
  {
    id: "proxy",
    scenario: "fencing-proxy.json",
    settings: { proxy: true, pause_ms: 15000 },
    facts: (run) => ({
      api: run.resource(0).name,
      newer: run.token("write_accepted", "B"),
      older: run.token("write_refused", "A"),
      woke: run.time("woke", "A"),
      final: run.resource(0).finalValue,
    }),
    answer: 1,
  },
  {
    id: "compare-and-set",
    scenario: "compare-and-set.json",
    settings: { compare_and_set: true, pause_ms: 15000 },
    facts: (run) => ({
      storage: run.resource(0).name,
      read: run.time("read", "A"),
      wrote: run.time("write_accepted", "B"),
      woke: run.time("woke", "A"),
      final: run.resource(0).finalValue,
    }),
    answer: 1,
  },
  {
    id: "terms",
    scenario: "leader-terms.json",
    settings: { fencing: true },
    facts: (run) => ({
      old: run.token("granted", "Old leader"),
      next: run.token("granted", "New leader"),
      refused: run.time("write_refused", "Old leader"),
    }),
    answer: 2,
  },
  {
    id: "efficiency",
    scenario: "efficiency-lock.json",
    settings: {},
    facts: () => ({}),
    answer: 2,
  },
  {
    id: "plain-release",
    scenario: "release-removes-another.json",
    settings: { release_checks_holder: false, fencing: false },
    facts: (run) => ({
      expired: run.time("expired"),
      taken: run.time("granted", "B"),
      woke: run.time("woke", "A"),
      granted: run.time("granted", "C"),
      wrote: run.time("write_accepted", "B"),
    }),
    answer: 1,
  },
  {
    id: "split-fence",
    scenario: "two-statement-fence.json",
    settings: { single_update: false, check_after_pause: false, pause_ms: 15000 },
    facts: (run) => ({
      checked: run.time("checked", "A"),
      wrote: run.time("write_accepted", "B"),
      woke: run.time("woke", "A"),
    }),
    answer: 1,
  },
  {
    id: "applied-twice",
    scenario: "retried-write.json",
    settings: { idempotency_keys: false, fencing: true, answers_lost_until_ms: 2000, resend_ms: 1000 },
    facts: (run) => ({
      first: run.time("write_accepted", "A"),
      again: run.time("write_accepted", "A", 1),
    }),
    answer: 1,
  },
];
