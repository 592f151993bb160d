// @ts-check
/**
 * The result boxes, the verdict and the plain-words explanation. They always
 * describe the whole run, wherever playback stands.
 */

import { byId, el } from "./dom.js";

/** @typedef {import("../pkg/fencelab_wasm.js").OutcomeView} OutcomeView */

/** @param {OutcomeView} outcome */
export function renderResults(outcome) {
  byId("final-value").textContent = outcome.finalValue;
  byId("expected-value").textContent = outcome.expectedValue;
  byId("stale-accepted").textContent = yesNo(outcome.staleAccepted);
  byId("stale-refused").textContent = yesNo(outcome.staleRefused);
  const first = outcome.resources[0];
  mark(byId("final-value"), !first || first.asExpected ? "good" : "bad");
  mark(byId("stale-accepted"), outcome.staleAccepted > 0 ? "bad" : "good");
  mark(byId("stale-refused"), outcome.staleRefused > 0 ? "saved" : "none");

  const verdict = byId("verdict");
  verdict.textContent = outcome.safe ? "Safe: every update survived." : "Not safe: an update was lost.";
  verdict.dataset.safe = String(outcome.safe);

  const list = byId("resources");
  list.hidden = outcome.resources.length < 2;
  list.replaceChildren(
    ...outcome.resources.map((r) =>
      el(
        "li",
        r.asExpected ? "ok" : "bad",
        `${r.name}${r.fenced ? " (checks tokens)" : ""}: holds ${r.finalValue}, should hold ${r.expectedValue}`,
      ),
    ),
  );
  byId("explanation").textContent = outcome.explanation;
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
