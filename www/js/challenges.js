// @ts-check
/**
 * The "Challenges" list under the results: each of the experiment's
 * puzzles, its task, and whether the run on the page meets it, in the
 * core's words. A challenge the reader's run has met is remembered as
 * solved in this browser's `localStorage` only, per scenario file, and
 * nowhere else. Stored progress that is missing, not JSON, or of another
 * shape counts as none: it is the reader's own record, never an error.
 * Which are met goes to `progress.js` too, for a learning platform or a
 * course page to count, and challenges a platform kept as met from an
 * earlier visit count as solved here.
 */

import { el, stored, store } from "./dom.js";
import { say } from "./words.js";
import { challengesShown, metIn } from "./progress.js";
import { joinPlatform } from "./scorm.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {import("../pkg/fencelab_wasm.js").ChallengeView} ChallengeView
 */

/** Where solved challenges are kept: `{ "file.json": ["challenge-id", …] }`. */
export const STORAGE_KEY = "fencelab.challenges";

/** The list and its heading, shown only for an experiment with challenges. */
export class Challenges {
  /**
   * @param {HTMLElement} root the section, which holds the list (`data-part="list"`)
   */
  constructor(root) {
    this.root = root;
    const list = root.querySelector('[data-part="list"]');
    if (!(list instanceof HTMLUListElement)) throw new Error('the part "list" is missing');
    this.list = list;
    joinPlatform();
  }

  /**
   * Lists the view's challenges, marks the ones its run meets, and
   * remembers those as solved for `file`.
   * @param {RunView} view
   * @param {string} file the scenario's file name, such as "paused-holder.json"
   */
  show(view, file) {
    const challenges = view.challenges;
    this.root.hidden = challenges.length === 0;
    const ids = challenges.map((c) => c.id);
    const kept = metIn(file).filter((id) => ids.includes(id));
    const solved = remember(file, [...kept, ...challenges.filter((c) => c.met).map((c) => c.id)]);
    challengesShown(file, ids, ids.filter((id) => solved.has(id)));
    this.list.replaceChildren(...challenges.map((c) => item(c, solved.has(c.id))));
  }
}

/**
 * One challenge: its task, then whether this run meets it and the core's
 * sentence on why or why not.
 * @param {ChallengeView} challenge
 * @param {boolean} solved met by this run or an earlier one
 */
function item(challenge, solved) {
  const li = el("li", "challenge");
  li.dataset.id = challenge.id;
  li.dataset.met = String(challenge.met);
  li.dataset.solved = String(solved);
  const state = say(challenge.met ? "challenge-state-met" : solved ? "challenge-solved-before" : "challenge-not-yet");
  const status = el("p", "challenge-status");
  status.append(el("strong", "challenge-state", state), " ", challenge.words);
  li.append(el("p", "challenge-task", challenge.task), status);
  return li;
}

/**
 * Adds `met` to the ids stored as solved for `file` and returns them all.
 * Storage that cannot be read or written (a private window, a full disk)
 * only means nothing is remembered.
 * @param {string} file
 * @param {string[]} met
 * @returns {Set<string>}
 */
function remember(file, met) {
  const all = readStored();
  const solved = new Set([...(all[file] ?? []), ...met]);
  if (met.some((id) => !(all[file] ?? []).includes(id))) {
    all[file] = [...solved];
    store(STORAGE_KEY, JSON.stringify(all));
  }
  return solved;
}

/**
 * The stored progress, keeping only files whose value is a list of strings.
 * @returns {Record<string, string[]>}
 */
function readStored() {
  /** @type {unknown} */
  let kept = null;
  try {
    kept = JSON.parse(stored(STORAGE_KEY) ?? "null");
  } catch {
    return {};
  }
  /** @type {Record<string, string[]>} */
  const progress = {};
  if (typeof kept !== "object" || kept === null || Array.isArray(kept)) return progress;
  for (const [file, ids] of Object.entries(kept)) {
    if (Array.isArray(ids) && ids.every((id) => typeof id === "string")) progress[file] = ids;
  }
  return progress;
}
