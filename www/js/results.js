// @ts-check
/**
 * The results: the verdict, one group of boxes per resource, the counts
 * that matter only when they are not zero, the side effects and the
 * plain-words explanation. Every box describes the whole run except "At
 * this moment", which follows the playback cursor. The core decides every
 * outcome and words every sentence (the heading, what checks writes at a
 * resource, the values); this module lays them out and frames them with
 * labels, "yes" and "no".
 *
 * It draws into the element it is given and finds its parts there
 * (`data-part`), so two runs could share a page.
 */

import { el, part } from "./dom.js";
import { say } from "./words.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {import("../pkg/fencelab_wasm.js").ResourceView} ResourceView
 * @typedef {import("../pkg/fencelab_wasm.js").EffectView} EffectView
 * @typedef {import("./playback.js").Cursor} Cursor
 */

/** A value longer than this reads better smaller than a number, such as a list. */
const LONG_VALUE = 8;

export class Results {
  /**
   * @param {HTMLElement} root the results panel
   * @param {(eventIndex: number) => void} onPick called with the event index of a chosen side effect
   */
  constructor(root, onPick) {
    this.root = root;
    this.onPick = onPick;
    /** @type {{ resource: ResourceView, now: HTMLOutputElement, check: HTMLOutputElement | null }[]} */
    this.groups = [];
  }

  /**
   * Draws a finished run; "At this moment" shows its end until `at` moves it.
   * @param {RunView} view
   */
  draw(view) {
    const outcome = view.outcome;
    const root = this.root;
    part(root, "heading").textContent = outcome.heading;
    const verdict = part(root, "verdict");
    verdict.textContent = outcome.verdictSentence;
    verdict.dataset.safe = String(outcome.safe);
    verdict.dataset.verdict = outcome.verdict;

    this.groups = [];
    part(root, "resources").replaceChildren(...outcome.resources.map((r) => this.group(r, outcome.safe)));

    count(root, "holder-refused", outcome.holderRefused);
    count(root, "half-done", outcome.halfDone);
    count(root, "applied-twice", outcome.appliedTwice);
    // Work done twice is the whole story of an efficiency lock; for a
    // correctness lock the stale writes above already tell it.
    count(root, "duplicates", view.purpose === "efficiency" ? outcome.duplicates : 0);

    part(root, "effects-box").hidden = outcome.effects.length === 0;
    part(root, "effects").replaceChildren(...outcome.effects.map((effect) => effectRow(effect, this.onPick)));

    part(root, "explanation").textContent = outcome.explanation;
    this.at({ event: view.events.length, timeMs: view.chart.endMs });
  }

  /**
   * Shows what each resource holds at the playback cursor, as the core
   * found it for each number of events counted (`heldAt`).
   * @param {Cursor} cursor
   */
  at(cursor) {
    for (const { resource, now, check } of this.groups) {
      const holding = resource.held[resource.heldAt[cursor.event]];
      if (!holding) continue;
      show(now, holding.value);
      if (check) show(check, holding.check ?? "");
    }
  }

  /**
   * One resource's group: its name, what checks writes there, its final
   * value against its expected value, the stale writes it accepted and
   * refused, and what it holds at the playback cursor.
   * @param {ResourceView} r
   * @param {boolean} safe whether the run as a whole is safe
   */
  group(r, safe) {
    const group = el("div", "resource-result");
    group.dataset.part = "resource";
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", r.name);
    group.dataset.state = r.sound ? "good" : "bad";
    const boxes = el("div", "boxes");
    const final = box(boxes, say("results-final-value"), "final-value", r.finalValue);
    mark(final, r.asExpected ? "good" : "bad");
    box(boxes, say("results-expected-value"), "expected-value", r.expectedValue);
    // A stale write in a safe run (an efficiency lock's) only repeated work.
    const accepted = box(boxes, say("results-stale-accepted"), "stale-accepted", yesNo(r.staleAccepted));
    mark(accepted, r.staleAccepted === 0 ? "good" : safe ? "repeated" : "bad");
    const refused = box(boxes, say("results-stale-refused"), "stale-refused", yesNo(r.staleRefused));
    mark(refused, r.staleRefused > 0 ? "saved" : "none");
    const now = box(boxes, say("results-now"), "now-value", "");
    mark(now, "now");
    const check = r.checkLabel === null ? null : box(boxes, r.checkLabel, "now-check", "");
    if (check) mark(check, "now");
    group.append(
      el("h4", "resource-name", r.name),
      el("p", "resource-guard", r.guardSentence),
      boxes,
      el("p", "resource-working", r.working),
    );
    if (r.updateWords !== null) group.append(el("p", "resource-update", r.updateWords));
    this.groups.push({ resource: r, now, check });
    return group;
  }
}

/**
 * Adds a box to `boxes`: a label and an output named by it.
 * @param {HTMLElement} boxes
 * @param {string} label
 * @param {string} name the output's `data-part`
 * @param {string} value
 * @returns {HTMLOutputElement}
 */
function box(boxes, label, name, value) {
  const item = el("div", "box");
  const output = el("output");
  output.dataset.part = name;
  output.setAttribute("aria-label", label);
  output.setAttribute("aria-live", "off");
  show(output, value);
  // The output carries the label as its name; the visible one is for the eye.
  const words = el("span", "box-label", label);
  words.setAttribute("aria-hidden", "true");
  item.append(words, output);
  boxes.append(item);
  return output;
}

/**
 * @param {HTMLOutputElement} output
 * @param {string} value
 */
function show(output, value) {
  if (output.textContent === value) return;
  output.textContent = value;
  output.classList.toggle("long", value.length > LONG_VALUE);
}

/**
 * A side effect: when, who, what, and whether a lease stood behind it.
 * @param {EffectView} effect
 * @param {(eventIndex: number) => void} onPick
 */
function effectRow(effect, onPick) {
  const item = el("li", "effect");
  item.dataset.live = String(effect.live);
  const time = el("button", "effect-time", effect.time);
  time.type = "button";
  time.setAttribute("aria-label", say("results-effect-time", { time: effect.time }));
  time.addEventListener("click", () => onPick(effect.event));
  item.append(
    time,
    el("span", "effect-what", effect.doing),
    el("span", "effect-lease", effect.leaseWords),
  );
  return item;
}

/**
 * Shows a count's row only when the count is not zero.
 * @param {HTMLElement} root
 * @param {string} name
 * @param {number} n
 */
function count(root, name, n) {
  part(root, name).textContent = say("results-count", { n });
  part(root, `${name}-row`).hidden = n === 0;
}

/**
 * "no", "yes", or "yes, 2 times".
 * @param {number} count
 */
function yesNo(count) {
  return say("results-times", { count });
}

/**
 * @param {HTMLElement} output
 * @param {string} state
 */
function mark(output, state) {
  const parent = output.parentElement;
  if (parent) parent.dataset.state = state;
}

/**
 * The verdict strip: the core's `glance` of the run shown, or of both runs
 * of a comparison, each under its name. The strip's one writer.
 * @param {HTMLElement} box
 * @param {[string | null, RunView][]} runs
 */
export function showGlance(box, runs) {
  box.replaceChildren(
    ...runs.map(([name, view]) => {
      const line = el("p");
      line.dataset.safe = String(view.outcome.safe);
      if (name !== null) line.append(el("strong", undefined, name), " ");
      line.append(view.outcome.glance);
      return line;
    }),
  );
}
