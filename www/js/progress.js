// @ts-check
/**
 * The student's progress: the quiz's first answers and the challenges met,
 * gathered in one place for those outside the page that count it, a
 * learning platform (`scorm.js`) and a course page around an embed
 * (`embed.js`). The quiz and the challenges tell it what happened; it
 * never changes what they show.
 *
 * Progress a platform kept from an earlier visit comes back through
 * `restore` before the quiz is made, so the quiz and the challenges can
 * show it again.
 */

/**
 * A question's first checked answer: the option picked and whether it was right.
 * @typedef {{ picked: number, right: boolean }} Answer
 */

/**
 * What the student has done: first answers by question id, out of
 * `questions`; the challenges met, by scenario file; and the challenges
 * of the experiment open now.
 * @typedef {{
 *   answers: Record<string, Answer>,
 *   questions: number,
 *   met: Record<string, string[]>,
 *   open: { file: string, challenges: string[] },
 * }} Progress
 */

/** @type {Progress} */
const progress = { answers: {}, questions: 0, met: {}, open: { file: "", challenges: [] } };

/** @type {((progress: Progress) => void)[]} */
const listeners = [];

/**
 * Calls `listener` with the progress now and after every change.
 * @param {(progress: Progress) => void} listener
 */
export function listen(listener) {
  listeners.push(listener);
  listener(progress);
}

/**
 * Takes in progress kept from an earlier visit; what is already known stays.
 * @param {{ answers: Record<string, Answer>, met: Record<string, string[]> }} kept
 */
export function restore(kept) {
  progress.answers = { ...kept.answers, ...progress.answers };
  for (const [file, ids] of Object.entries(kept.met)) {
    progress.met[file] = [...new Set([...(progress.met[file] ?? []), ...ids])];
  }
  changed();
}

/**
 * The first answer kept for a question, if any.
 * @param {string} id
 * @returns {Answer | undefined}
 */
export function answerOf(id) {
  return progress.answers[id];
}

/**
 * The challenges kept as met for a scenario file.
 * @param {string} file
 * @returns {string[]}
 */
export function metIn(file) {
  return progress.met[file] ?? [];
}

/**
 * The quiz has `count` questions.
 * @param {number} count
 */
export function quizHas(count) {
  progress.questions = count;
  changed();
}

/**
 * A question's first answer was checked; later checks do not count.
 * @param {string} id
 * @param {Answer} answer
 */
export function answered(id, answer) {
  if (progress.answers[id]) return;
  progress.answers[id] = answer;
  changed();
}

/**
 * The experiment in `file` is open, with these challenges, `solved` of
 * them met by this run or an earlier one.
 * @param {string} file
 * @param {string[]} challenges
 * @param {string[]} solved
 */
export function challengesShown(file, challenges, solved) {
  const known = metIn(file);
  const fresh = solved.filter((id) => !known.includes(id));
  const same = progress.open.file === file && progress.open.challenges.join() === challenges.join();
  if (fresh.length === 0 && same) return;
  if (fresh.length > 0) progress.met[file] = [...known, ...fresh];
  progress.open = { file, challenges };
  changed();
}

/**
 * The share of questions answered right at the first answer, as a whole percentage.
 * @param {Progress} p
 * @returns {number}
 */
export function score(p) {
  if (p.questions === 0) return 0;
  const right = Object.values(p.answers).filter((a) => a.right).length;
  return Math.round((100 * right) / p.questions);
}

function changed() {
  for (const listener of listeners) listener(progress);
}
