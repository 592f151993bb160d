// @ts-check
/**
 * The result boxes, the verdict, the other resources, the side effects and
 * the plain-words explanation. They always describe the whole run,
 * wherever playback stands. The core decides every outcome; this module
 * only words it: the verdict's sentence from its one-word name, a guard's
 * name, "yes" and "no".
 */

import { byId, el } from "./dom.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").View} View
 * @typedef {import("../pkg/fencelab_wasm.js").ResourceView} ResourceView
 * @typedef {import("../pkg/fencelab_wasm.js").EffectView} EffectView
 */

/** What checks a write on its way into a resource, in the reader's words. */
/** @type {Record<ResourceView["guard"], string>} */
export const GUARD_WORDS = {
  none: "nothing, it takes every write",
  fencing: "fencing tokens",
  proxy: "a fencing proxy in front of it",
  compareAndSet: "compare-and-set",
};

/**
 * @param {View} view
 * @param {(eventIndex: number) => void} onPick called with the event index of a chosen side effect
 */
export function renderResults(view, onPick) {
  const outcome = view.outcome;
  for (const [id, value] of [["final-value", outcome.finalValue], ["expected-value", outcome.expectedValue]]) {
    const box = byId(id);
    box.textContent = value;
    // A list such as e1, e2 (term 5) reads better smaller than a number.
    box.classList.toggle("long", value.length > 8);
  }
  byId("stale-accepted").textContent = yesNo(outcome.staleAccepted);
  byId("stale-refused").textContent = yesNo(outcome.staleRefused);
  const [first, ...others] = outcome.resources;
  mark(byId("final-value"), !first || first.asExpected ? "good" : "bad");
  // A stale write in a safe run (an efficiency lock's) only repeated work.
  mark(byId("stale-accepted"), outcome.staleAccepted === 0 ? "good" : outcome.safe ? "repeated" : "bad");
  mark(byId("stale-refused"), outcome.staleRefused > 0 ? "saved" : "none");

  const verdict = byId("verdict");
  verdict.textContent = outcome.verdictSentence;
  verdict.dataset.safe = String(outcome.safe);
  verdict.dataset.verdict = outcome.verdict;

  byId("first-resource").textContent = first
    ? `The boxes show ${first.name}. What checks writes there: ${GUARD_WORDS[first.guard]}.`
    : "";

  count("holder-refused", outcome.holderRefused);
  count("half-done", outcome.halfDone);
  // Work done twice is the whole story of an efficiency lock; for a
  // correctness lock the stale writes above already tell it.
  count("duplicates", view.purpose === "efficiency" ? outcome.duplicates : 0);

  byId("other-resources").hidden = others.length === 0;
  byId("resources").replaceChildren(...others.map(resourceRow));

  byId("effects-box").hidden = outcome.effects.length === 0;
  byId("effects").replaceChildren(...outcome.effects.map((effect) => effectRow(effect, onPick)));

  byId("explanation").textContent = outcome.explanation;
}

/**
 * A resource the four boxes do not show: its name, what checks writes
 * there, and what it holds against what it should hold.
 * @param {ResourceView} r
 */
function resourceRow(r) {
  const item = el("li", "resource");
  item.dataset.state = r.asExpected ? "good" : "bad";
  item.append(
    el("span", "resource-name", r.name),
    el("span", "resource-guard", `What checks writes: ${GUARD_WORDS[r.guard]}.`),
    el(
      "span",
      "resource-values",
      r.asExpected ? `Holds ${r.finalValue}, as it should.` : `Holds ${r.finalValue} but should hold ${r.expectedValue}.`,
    ),
  );
  return item;
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
  time.setAttribute("aria-label", `${effect.time}, move playback to this side effect`);
  time.addEventListener("click", () => onPick(effect.event));
  item.append(
    time,
    el("span", "effect-what", `${effect.client} ${effect.what}`),
    el("span", "effect-lease", effect.live ? "with a live lease behind it" : "no lease: nothing could stop it"),
  );
  return item;
}

/**
 * Shows a count's row only when the count is not zero.
 * @param {string} id
 * @param {number} n
 */
function count(id, n) {
  byId(id).textContent = String(n);
  byId(`${id}-row`).hidden = n === 0;
}

/**
 * "no", "yes", or "yes, 2 times".
 * @param {number} count
 */
function yesNo(count) {
  if (count === 0) return "no";
  return count === 1 ? "yes" : `yes, ${count} times`;
}

/**
 * @param {HTMLElement} box
 * @param {string} state
 */
function mark(box, state) {
  const parent = box.parentElement;
  if (parent) parent.dataset.state = state;
}
