// @ts-check
/**
 * Compare: the reader's run beside the same run with one switch flipped
 * (the experiment's first, fencing in most), each with its own verdict,
 * results and chart, under the page's one playback cursor. The core runs
 * both, names them and says where they part; this module lays them out
 * and moves the second run's cursor along with the first.
 */

import { part } from "./dom.js";
import { Results } from "./results.js";
import { Chart } from "./chart.js";
import { say, translate } from "./words.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {import("./playback.js").Cursor} Cursor
 * @typedef {import("./sim.js").Simulator} Simulator
 */

/** One side of the comparison: where it is drawn, and what it shows. */
class Side {
  /**
   * @param {HTMLElement} root a copy of the `compare-run` template
   * @param {(width: number) => import("../pkg/fencelab_wasm.js").DrawingView | null} layout
   * @param {(index: number) => void} onPick
   */
  constructor(root, layout, onPick) {
    this.root = root;
    this.results = new Results(root, onPick);
    this.chart = new Chart(part(root, "chart"), layout, onPick);
    /** @type {RunView | null} */
    this.view = null;
    new ResizeObserver((entries) => {
      for (const entry of entries) this.chart.resize(entry.contentRect.width);
    }).observe(part(root, "chart"));
  }

  /**
   * @param {RunView} view
   * @param {string} name
   * @param {number | null} parting
   */
  draw(view, name, parting) {
    this.view = view;
    part(this.root, "name").textContent = name;
    this.results.draw(view);
    this.chart.parting = parting;
    this.chart.draw(view);
  }

  /** @param {Cursor} cursor */
  at(cursor) {
    this.chart.setCursor(cursor);
    this.results.at(cursor);
  }
}

/**
 * Where the comparison is drawn, handed over by the page: the panel (its
 * parts found by `data-part`), the button that turns it on, the template of
 * one run, and the simulator (marked `comparing`). The page's one playback
 * moves both runs from its place under the panel.
 * @typedef {{
 *   panel: HTMLElement,
 *   button: HTMLElement,
 *   template: HTMLTemplateElement,
 *   simulator: HTMLElement,
 * }} CompareParts
 */

export class Compare {
  /**
   * @param {CompareParts} parts
   * @param {Simulator} simulator
   * @param {{
   *   view: RunView | null,
   *   playback: import("./playback.js").Playback,
   *   events: HTMLOListElement,
   *   address: { changed(): void },
   *   show(view: RunView): void,
   * }} page
   */
  constructor(parts, simulator, page) {
    this.parts = parts;
    this.simulator = simulator;
    this.page = page;
    /** Whether two runs are shown. */
    this.on = false;
    /** The switch the reader or a link chose; null for the experiment's first. */
    this.asked = /** @type {string | null} */ (null);
    /** The switch the comparison flips now; null when it is off or there is none. */
    this.knob = /** @type {string | null} */ (null);
    /** @type {number | null} */
    this.parting = null;
    /** Each run's name and view, for the verdict strip; null when not comparing both. @type {[string, RunView][] | null} */
    this.named = null;
    this.panel = parts.panel;
    this.button = parts.button;
    const runs = part(this.panel, "runs");
    const template = parts.template;
    const copy = () => {
      const root = /** @type {HTMLElement} */ (/** @type {Element} */ (template.content.firstElementChild).cloneNode(true));
      // A template's words are out of the page's reach until it is copied in.
      translate(root);
      runs.append(root);
      return root;
    };
    const pick = (/** @type {number} */ index) => page.playback.jumpTo(index + 1);
    this.left = new Side(copy(), (width) => simulator.chart(width), pick);
    // The second run's marks belong to its own events: a click moves
    // playback to the same moment, which both runs share.
    this.right = new Side(copy(), (width) => simulator.twinChart(width), (index) => {
      const event = this.right.view?.events[index];
      if (event) page.playback.seek(event.atMs);
    });
    this.button.addEventListener("click", () => {
      this.toggle(!this.on, null);
      // The page's own results and chart are left alone while comparing: draw them again.
      if (page.view) page.show(page.view);
      page.address.changed();
    });
  }

  /**
   * Turns the comparison on or off; `knob` names the switch to flip, or
   * null for the experiment's first.
   * @param {boolean} on
   * @param {string | null} knob
   */
  toggle(on, knob) {
    this.on = on;
    this.asked = knob;
    this.button.setAttribute("aria-pressed", String(on));
    this.parts.simulator.classList.toggle("comparing", on);
    this.panel.hidden = !on;
    // One cursor for both runs: the page's playback, which sits right under
    // the comparison in the workbench.
    if (!on) {
      this.simulator.dropTwin();
      this.knob = null;
      this.parting = null;
      this.named = null;
      this.markEvents();
    }
  }

  /**
   * Which switch to flip for `view`: the one asked for if it is a switch
   * of this experiment, else the experiment's first; null if it has none.
   * @param {RunView} view
   */
  switchFor(view) {
    const asked = view.knobs.find((k) => k.id === this.asked && k.kind === "toggle");
    return asked?.id ?? this.simulator.compareSwitch();
  }

  /**
   * Runs and draws the second run beside `view`, the reader's run.
   * @param {RunView} view
   */
  show(view) {
    this.named = null;
    if (!this.on) return;
    const knob = this.switchFor(view);
    const line = part(this.panel, "parting");
    const runs = part(this.panel, "runs");
    this.knob = knob;
    const current = view.knobs.find((k) => k.id === knob);
    if (!knob || !current || current.kind !== "toggle") {
      line.textContent = say("compare-no-switch");
      runs.hidden = true;
      return;
    }
    const twin = this.simulator.twin({ [knob]: !current.on });
    const parting = twin ? this.simulator.parting(knob) : null;
    if (!twin || !parting) return;
    runs.hidden = false;
    this.parting = parting.event;
    line.textContent = parting.words;
    this.left.draw(view, parting.left, parting.event);
    this.right.draw(twin, parting.right, parting.event);
    this.markEvents();
    this.named = [
      [parting.left, view],
      [parting.right, twin],
    ];
  }

  /** Marks where the runs part in the list of events, the first run's. */
  markEvents() {
    const items = this.page.events.children;
    for (let i = 0; i < items.length; i++) items[i].classList.toggle("parting", i === this.parting);
  }

  /**
   * Moves both runs to the cursor, which counts the first run's events;
   * the core says where the second run's cursor is then.
   * @param {Cursor} cursor
   */
  at(cursor) {
    if (!this.on || !this.right.view) return;
    this.left.at(cursor);
    const event = this.simulator.follow(this.parting, cursor);
    if (event !== null) this.right.at({ event, timeMs: cursor.timeMs });
  }
}
