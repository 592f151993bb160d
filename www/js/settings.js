// @ts-check
/**
 * The settings panel: a slider for each range knob and a switch for each
 * toggle, built from the view's knobs. Every change calls back at once;
 * there is no button to press. The end of a change (a drag let go, a key
 * pressed, a switch flipped) calls back once more, for the one sentence
 * that answers it.
 */

import { el } from "./dom.js";
import { say } from "./words.js";

/** @typedef {import("../pkg/fencelab_wasm.js").KnobView} KnobView */

/**
 * Builds the controls for a freshly loaded scenario.
 * @param {HTMLElement} container
 * @param {KnobView[]} knobs
 * @param {(id: string, value: boolean | number) => boolean} onChange returns false if refused
 * @param {() => void} [onSettled] called when a change is over
 */
export function renderSettings(container, knobs, onChange, onSettled = () => {}) {
  container.replaceChildren(...knobs.map((knob) => control(knob, onChange, onSettled)));
  if (knobs.length === 0) {
    container.append(el("p", "hint", say("settings-nothing")));
  }
}

/**
 * Brings the controls in line with a new run: values and their words.
 * @param {HTMLElement} container
 * @param {KnobView[]} knobs
 */
export function updateSettings(container, knobs) {
  for (const knob of knobs) {
    const input = /** @type {HTMLInputElement | null} */ (container.querySelector(`#${cssId(knob.id)}`));
    if (!input) continue;
    if (knob.kind === "toggle") {
      input.checked = knob.on;
      const state = container.querySelector(`#${cssId(knob.id)}-state`);
      if (state) state.textContent = say(knob.on ? "settings-on" : "settings-off");
    } else {
      input.value = String(knob.value);
      input.setAttribute("aria-valuetext", knob.shown);
      const shown = container.querySelector(`#${cssId(knob.id)}-shown`);
      if (shown) shown.textContent = knob.shown;
    }
  }
}

/**
 * @param {KnobView} knob
 * @param {(id: string, value: boolean | number) => boolean} onChange
 * @param {() => void} onSettled
 * @returns {HTMLElement}
 */
function control(knob, onChange, onSettled) {
  const id = cssId(knob.id);
  const row = el("div", `knob knob-${knob.kind}`);
  // What the walk rings when a step is about this setting.
  row.dataset.knob = knob.id;
  const input = el("input");
  input.id = id;
  input.name = knob.id;
  const label = el("label", "knob-label", knob.label);
  label.htmlFor = id;
  if (knob.kind === "toggle") {
    input.type = "checkbox";
    input.setAttribute("role", "switch");
    input.checked = knob.on;
    const state = el("span", "knob-state", say(knob.on ? "settings-on" : "settings-off"));
    state.id = `${id}-state`;
    state.setAttribute("aria-hidden", "true");
    input.addEventListener("change", () => {
      if (!onChange(knob.id, input.checked)) input.checked = !input.checked;
      onSettled();
    });
    row.append(input, label, state);
  } else {
    input.type = "range";
    input.min = String(knob.min);
    input.max = String(knob.max);
    input.step = String(knob.step);
    input.value = String(knob.value);
    input.setAttribute("aria-valuetext", knob.shown);
    const shown = el("output", "knob-value", knob.shown);
    shown.id = `${id}-shown`;
    shown.htmlFor.add(id);
    let last = knob.value;
    input.addEventListener("input", () => {
      const value = Number(input.value);
      if (onChange(knob.id, value)) last = value;
      else input.value = String(last);
    });
    input.addEventListener("change", onSettled);
    const head = el("div", "knob-head");
    head.append(label, shown);
    row.append(head, input);
  }
  if (knob.help) {
    const help = el("p", "knob-help", knob.help);
    help.id = `${id}-help`;
    input.setAttribute("aria-describedby", help.id);
    row.append(help);
  }
  return row;
}

/**
 * A knob id as an element id: knob ids are checked by the core to be
 * plain words, but an id from a hand-written file is escaped all the same.
 * @param {string} id
 */
function cssId(id) {
  return `knob-${id.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}
