// @ts-check
/**
 * Predict first: with the switch on, a new run (an experiment opened, a
 * setting changed) stops before its first write, and its outcome stays
 * hidden until the reader picks how it will end. Then the run plays on
 * and the core's sentence sets the prediction against what happened.
 *
 * The switch is remembered in this browser only. An embed leaves it off
 * unless its link says `predict=on`. What is hidden while the page waits
 * is hidden by one class on the simulator (see `learn.css`, `.holding`).
 * While the switch is on, the experiment list keeps every badge and summary
 * back too (`.predicting`): they tell how an experiment ends, and a
 * reader who predicts one after another must not read the next ending
 * there first.
 */

import { el, part, stored, store, reducedMotion } from "./dom.js";
import { say } from "./words.js";
import { LANGUAGE_EVENT } from "./language.js";
import { describeExperiments } from "./experiments.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {import("../pkg/fencelab_wasm.js").EndingView} EndingView
 * @typedef {import("./sim.js").Simulator} Simulator
 */

/** Where the switch's position is kept: "on" or "off". */
const STORE = "fencelab.predict";

/**
 * Whether a page opens with Predict first on: as its link says, else as
 * this browser last left it, but never by itself in an embed.
 * @param {boolean | null} asked what the link says (`predict=on` or `off`), null if nothing
 * @param {boolean} embedded
 */
export function predictsFirst(asked, embedded) {
  return asked ?? (embedded ? false : stored(STORE) === "on");
}

export class Predict {
  /**
   * @param {{ simulator: HTMLElement, box: HTMLElement, switch: HTMLInputElement, said: HTMLElement, controls: HTMLElement, list: HTMLElement }} parts
   *   where it draws, handed over by the page: the simulator, marked
   *   `holding` while the ending is hidden; the choices' box (its parts found
   *   by `data-part`); the switch; the line that sets the pick against the
   *   outcome; the playback controls, inert while it waits; and the
   *   experiment list, whose badges and summaries it keeps back while on
   * @param {Simulator} simulator
   * @param {{ playback: import("./playback.js").Playback, events: HTMLOListElement, described: import("./described.js").Described }} page
   * @param {{ embedded: boolean, asked: boolean | null }} options
   *   `asked` is what the link says (`predict=on` or `off`), null if nothing
   */
  constructor(parts, simulator, page, options) {
    this.parts = parts;
    this.simulator = simulator;
    this.page = page;
    this.switch = parts.switch;
    this.box = parts.box;
    this.said = parts.said;
    this.on = predictsFirst(options.asked, options.embedded);
    this.switch.checked = this.on;
    this.keepBack();
    /** Whether the outcome is hidden, waiting for the reader's pick. */
    this.holding = false;
    /** @type {RunView | null} */
    this.view = null;
    /** The experiment the choices were made for, so they are made once per experiment. */
    this.file = "";
    /** @type {EndingView[]} */
    this.endings = [];
    this.switch.addEventListener("change", () => {
      this.on = this.switch.checked;
      store(STORE, this.on ? "on" : "off");
      this.keepBack();
      if (!this.on) this.release(null);
      else if (this.view) this.hold(this.view, this.file);
    });
    part(this.box, "skip").addEventListener("click", () => this.release(null));
    // The endings are the core's words: ask for them again in the new language.
    document.addEventListener(LANGUAGE_EVENT, () => {
      this.endings = [];
      if (!this.holding) return;
      this.endings = this.simulator.endings() ?? [];
      this.drawChoices();
    });
  }

  /** Keeps the experiment list's badges and summaries back while the switch is on. */
  keepBack() {
    this.parts.list.classList.toggle("predicting", this.on);
    describeExperiments(this.parts.list);
  }

  /**
   * Takes a new run: with the switch on, stops it before its first write
   * and asks for a prediction.
   * @param {RunView} view
   * @param {string} file the experiment's file, whose endings are offered
   */
  show(view, file) {
    this.view = view;
    this.said.textContent = "";
    if (this.on) this.hold(view, file);
  }

  /**
   * @param {RunView} view
   * @param {string} file
   */
  hold(view, file) {
    if (file !== this.file || this.endings.length === 0) {
      this.endings = this.simulator.endings() ?? [];
      this.file = file;
    }
    if (this.endings.length === 0) return;
    this.holding = true;
    this.said.textContent = "";
    this.parts.simulator.classList.add("holding");
    // Playing or scrubbing on would show the ending before the pick.
    this.parts.controls.inert = true;
    this.box.hidden = false;
    this.drawChoices();
    // Only what happened before the first write is shown.
    const items = this.page.events.children;
    for (let i = 0; i < items.length; i++) /** @type {HTMLElement} */ (items[i]).hidden = i >= view.holdAt;
    this.page.described.limit(view.holdAt);
    this.page.playback.jumpTo(view.holdAt);
  }

  /** One choice per ending, in the core's words. */
  drawChoices() {
    const choices = part(this.box, "choices");
    choices.replaceChildren(
      ...this.endings.map((ending) => {
        const label = el("label", "prediction-choice");
        const input = el("input");
        input.type = "radio";
        input.name = "prediction";
        input.value = ending.verdict;
        input.addEventListener("change", () => this.release(ending.verdict));
        label.append(input, " ", ending.words);
        return label;
      }),
    );
    choices.setAttribute("role", "radiogroup");
    choices.setAttribute("aria-label", say("predict-choices"));
  }

  /**
   * Shows the outcome and plays the run on (or, under reduced motion,
   * shows it to its end); with a pick, says how the prediction compares.
   * @param {import("../pkg/fencelab_wasm.js").RunVerdict | null} guess
   */
  release(guess) {
    if (!this.holding) return;
    this.holding = false;
    this.parts.simulator.classList.remove("holding");
    this.parts.controls.inert = false;
    this.box.hidden = true;
    for (const item of this.page.events.children) /** @type {HTMLElement} */ (item).hidden = false;
    this.page.described.limit(Infinity);
    if (guess !== null) this.said.textContent = this.simulator.against(guess) ?? "";
    // Under reduced motion nothing moves on its own: the run shows whole.
    if (reducedMotion()) this.page.playback.seek(Infinity);
    else this.page.playback.start();
  }
}
