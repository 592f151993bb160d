// @ts-check
/**
 * Embed mode: `?embed` shows the simulator alone, for an `<iframe>` in a
 * course page. `panels=` picks which parts show, `locked` keeps the
 * settings as the link set them.
 *
 * The page is sized by its frame's width; its height is the host's to
 * choose. So that a host can fit the frame to the content, the page tells
 * its parent how tall it is whenever that changes (a message, which a host
 * may ignore), and, for a course page that counts its students' work
 * itself, the progress on the quiz and the challenges. Nothing here ever scrolls or focuses anything: a focus or
 * a scroll inside a frame can move the host page under its reader.
 */

import { say } from "./words.js";
import { listen, score } from "./progress.js";

/** Every panel an embed can show, in page order. */
export const PANELS = ["story", "settings", "results", "chart", "events", "map", "quiz"];

/** The panels an embed shows when its link does not say. */
export const DEFAULT_PANELS = ["story", "settings", "results", "chart", "events"];

/**
 * @typedef {{ embedded: boolean, panels: string[], locked: boolean }} EmbedOptions
 */

/**
 * Something wrong with an embed's link, worded only once the page's words
 * are in (the options are read before, to hide panels before the first paint).
 * @typedef {{ unknown: string[] } | { misplaced: true }} EmbedProblem
 */

/**
 * Reads the embed options of an address. Unknown panel names are left out
 * with a problem for the notice; a list with none left falls back to the
 * default panels.
 * @param {string} search
 * @returns {{ options: EmbedOptions, problems: EmbedProblem[] }}
 */
export function readEmbed(search) {
  const params = new URLSearchParams(search);
  /** @type {EmbedProblem[]} */
  const problems = [];
  const embedded = params.has("embed");
  let panels = PANELS;
  const asked = params.get("panels");
  if (embedded) {
    panels = DEFAULT_PANELS;
    if (asked !== null) {
      const names = asked.split(",").map((name) => name.trim()).filter((name) => name !== "");
      const unknown = names.filter((name) => !PANELS.includes(name));
      if (unknown.length > 0) problems.push({ unknown });
      const known = PANELS.filter((name) => names.includes(name));
      if (known.length > 0) panels = known;
    }
  }
  const locked = embedded && params.has("locked");
  if (!embedded && (params.has("locked") || asked !== null)) {
    problems.push({ misplaced: true });
  }
  return { options: { embedded, panels, locked }, problems };
}

/**
 * The sentences for an embed link's problems, in the page's language.
 * @param {EmbedProblem[]} problems
 * @returns {string[]}
 */
export function embedNotices(problems) {
  const separator = say("link-list-separator");
  return problems.map((problem) =>
    "unknown" in problem
      ? say("link-unknown-panels", {
          unknown: problem.unknown.map((name) => say("link-quote", { text: name })).join(separator),
          count: problem.unknown.length,
          panels: PANELS.join(separator),
        })
      : say("link-embed-only"),
  );
}

/**
 * Puts the page in embed mode: hides what the options leave out, marks
 * the page for the embed styles, and starts telling the host its height.
 * @param {EmbedOptions} options
 * @param {{ knobs: HTMLElement, lockedNote: HTMLElement }} parts the settings, made
 *   inert when locked, and the note that says they are
 */
export function enterEmbed(options, parts) {
  const root = document.documentElement;
  root.classList.toggle("embed", options.embedded);
  root.classList.toggle("locked", options.locked);
  if (options.locked) {
    // The controls stay visible, so the reader sees the settings, but
    // cannot move them.
    parts.knobs.setAttribute("inert", "");
    parts.knobs.setAttribute("aria-disabled", "true");
    parts.lockedNote.hidden = false;
  }
  if (!options.embedded) return;
  for (const part of document.querySelectorAll("[data-panel]")) {
    const name = part.getAttribute("data-panel") ?? "";
    /** @type {HTMLElement} */ (part).hidden = !options.panels.includes(name);
  }
  tellHeight();
  tellProgress();
}

/**
 * Posts `{ type: "fencelab:height", height }` to the parent whenever the
 * page's height changes, so a host can size its frame to fit.
 */
function tellHeight() {
  if (window.parent === window) return;
  let last = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: "fencelab:height", height }, "*");
  }).observe(document.documentElement);
}

/**
 * Posts `{ type: "fencelab:progress", score, answered, questions, file,
 * challenges, met }` to the parent whenever the student's progress
 * changes: the quiz's score (a whole percentage of first answers right),
 * how many of its questions have a first answer, and the open
 * experiment's challenges and those met. Like the height, it goes to any
 * parent; a host takes it only from its own frame and the site's origin.
 */
function tellProgress() {
  if (window.parent === window) return;
  let last = "";
  listen((progress) => {
    const met = progress.met[progress.open.file] ?? [];
    const message = {
      type: "fencelab:progress",
      score: score(progress),
      answered: Math.min(Object.keys(progress.answers).length, progress.questions),
      questions: progress.questions,
      file: progress.open.file,
      challenges: progress.open.challenges.length,
      met: progress.open.challenges.filter((id) => met.includes(id)).length,
    };
    const text = JSON.stringify(message);
    if (text === last) return;
    last = text;
    window.parent.postMessage(message, "*");
  });
}
