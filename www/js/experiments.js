// @ts-check
/**
 * The list of experiments: every scenario file the site ships, on shelves
 * by the story it tells, each with its title, its summary and a badge that
 * says how it ends with its own default settings. A file that does not
 * load is listed on a last shelf with its reason, so an author sees the
 * problem instead of a missing entry.
 *
 * Only the titles are buttons: the badge and the summary describe the
 * button (aria-describedby) and stay plain text, so the list holds exactly
 * one button per file.
 */

import { el } from "./dom.js";
import { say } from "./words.js";

/**
 * @typedef {import("./sim.js").Entry} Entry
 * @typedef {import("../pkg/fencelab_wasm.js").ScenarioInfo["group"]} Group
 * @typedef {import("../pkg/fencelab_wasm.js").RunVerdict} RunVerdict
 */

/** The shelves, in the order a reader meets them. */
/** @type {readonly { group: Group, heading: string }[]} the heading is a message id */
export const SHELVES = [
  { group: "basics", heading: "shelf-basics" },
  { group: "timing", heading: "shelf-timing" },
  { group: "counter", heading: "shelf-counter" },
  { group: "resource", heading: "shelf-resource" },
  { group: "election", heading: "shelf-election" },
];

/**
 * @param {HTMLElement} container
 * @param {Entry[]} entries
 * @param {Entry | null} current
 * @param {(entry: Entry) => void} onOpen
 */
export function renderExperiments(container, entries, current, onOpen) {
  const known = new Set(SHELVES.map((s) => s.group));
  const shelves = SHELVES.map(({ group, heading }) => ({
    heading: say(heading),
    entries: entries.filter((e) => e.info?.group === group),
  }));
  // A group this page does not know yet still gets a shelf, not a gap.
  shelves.push({ heading: say("shelf-more"), entries: entries.filter((e) => e.info && !known.has(e.info.group)) });
  shelves.push({ heading: say("shelf-broken"), entries: entries.filter((e) => !e.info) });
  container.replaceChildren(
    ...shelves
      .filter((shelf) => shelf.entries.length > 0)
      .map((shelf, index) => {
        const box = el("div", "shelf");
        const heading = el("h4", "shelf-heading", shelf.heading);
        heading.id = `shelf-${index}`;
        const list = el("ul", "shelf-list");
        list.setAttribute("aria-labelledby", heading.id);
        list.append(...shelf.entries.map((entry) => item(entry, entry === current, onOpen)));
        box.append(heading, list);
        return box;
      }),
  );
  describeExperiments(container);
}

/**
 * Lets each title's button be described by its badge and summary, unless
 * the list keeps them back (`predicting`, while Predict first is on): a
 * screen reader reads a description even when it is not shown.
 * @param {HTMLElement} container
 */
export function describeExperiments(container) {
  const held = container.classList.contains("predicting");
  for (const button of container.querySelectorAll("button.experiment-open")) {
    const id = button.getAttribute("data-describe");
    if (held || !id) button.removeAttribute("aria-describedby");
    else button.setAttribute("aria-describedby", `${id}-verdict ${id}-summary`);
  }
}

/**
 * One entry of a shelf.
 * @param {Entry} entry
 * @param {boolean} isCurrent
 * @param {(entry: Entry) => void} onOpen
 */
function item(entry, isCurrent, onOpen) {
  const item = el("li", "experiment");
  if (!entry.info) {
    item.classList.add("broken");
    const problem = entry.problem ?? say("experiment-unknown-problem");
    item.append(el("strong", undefined, entry.file), el("p", "problem", say("experiment-cannot-load", { problem })));
    return item;
  }
  const info = entry.info;
  const id = `experiment-${entry.file.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  const button = el("button", "experiment-open", info.title);
  button.type = "button";
  button.setAttribute("data-describe", id);
  button.addEventListener("click", () => onOpen(entry));
  item.append(button);
  const badge = el("p", "badge", badgeWords(info.verdictLabel));
  badge.id = `${id}-verdict`;
  badge.dataset.verdict = info.verdict;
  item.append(badge);
  if (isCurrent) {
    button.setAttribute("aria-current", "true");
    // Seen, not heard: aria-current already tells a screen reader.
    const state = el("span", "experiment-state", say("experiment-open-now"));
    state.setAttribute("aria-hidden", "true");
    item.append(state);
  }
  const summary = el("p", "experiment-summary", info.summary);
  summary.id = `${id}-summary`;
  item.append(summary);
  return item;
}

/**
 * The badge's words: the core's label with a capital, "Safe" or "Not safe: update lost".
 * @param {string} label
 */
export function badgeWords(label) {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

