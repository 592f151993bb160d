// @ts-check
/**
 * The student's progress as `cmi.suspend_data`, which the platform keeps
 * between visits: `{"a":{"question-id":[picked, 1 if right]},"m":{"file.json":["challenge-id"]}}`.
 * SCORM 1.2 keeps at most 4,096 characters, so when the progress does not
 * fit, the challenges of the experiments met longest ago are left out
 * first (the quiz's answers, which make the grade, go last). Kept text
 * that is not of this shape reads as no progress: it is the student's
 * record, never an error.
 */

/**
 * @typedef {import("./progress.js").Progress} Progress
 * @typedef {import("./progress.js").Answer} Answer
 */

/** SCORM 1.2's limit on `cmi.suspend_data`. */
export const LIMIT = 4096;

/**
 * The progress as text of at most `LIMIT` characters.
 * @param {Progress} progress
 * @returns {string}
 */
export function keep(progress) {
  /** @type {Record<string, [number, number]>} */
  const a = {};
  for (const [id, answer] of Object.entries(progress.answers)) a[id] = [answer.picked, answer.right ? 1 : 0];
  // The open experiment's challenges come last, so they are the last to go.
  const files = Object.keys(progress.met).sort((x, y) => Number(x === progress.open.file) - Number(y === progress.open.file));
  while (true) {
    /** @type {Record<string, string[]>} */
    const m = {};
    for (const file of files) m[file] = progress.met[file];
    const text = JSON.stringify({ a, m });
    if (text.length <= LIMIT) return text;
    if (files.length > 0) files.shift();
    else return JSON.stringify({ a: {}, m: {} });
  }
}

/**
 * The progress in kept text, leaving out whatever is not of its shape.
 * @param {string} text
 * @returns {{ answers: Record<string, Answer>, met: Record<string, string[]> }}
 */
export function readKept(text) {
  /** @type {Record<string, Answer>} */
  const answers = {};
  /** @type {Record<string, string[]>} */
  const met = {};
  /** @type {unknown} */
  let kept = null;
  try {
    kept = JSON.parse(text);
  } catch {
    return { answers, met };
  }
  if (!isRecord(kept)) return { answers, met };
  for (const [id, answer] of Object.entries(isRecord(kept.a) ? kept.a : {})) {
    if (Array.isArray(answer) && Number.isInteger(answer[0]) && (answer[1] === 0 || answer[1] === 1)) {
      answers[id] = { picked: answer[0], right: answer[1] === 1 };
    }
  }
  for (const [file, ids] of Object.entries(isRecord(kept.m) ? kept.m : {})) {
    if (Array.isArray(ids) && ids.every((id) => typeof id === "string")) met[file] = ids;
  }
  return { answers, met };
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
