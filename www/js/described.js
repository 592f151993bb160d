// @ts-check
/**
 * The run for a reader who cannot see the chart, after PhET's interactive
 * description: a screen summary at the top of the simulator, kept current
 * quietly; the chart as a list of steps, one per event with what every
 * party believes and holds after it, reached from the chart with Enter
 * and walked with the arrow keys, moving playback as it goes; and one
 * polite sentence after a change of settings, once the drag is over.
 *
 * The core words all three (`screenSummary`, `steps`, `response`); this
 * places the words and moves the focus.
 */

import { el } from "./dom.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {import("../pkg/fencelab_wasm.js").RunVerdict} RunVerdict
 * @typedef {import("./playback.js").Cursor} Cursor
 * @typedef {import("./sim.js").Simulator} Simulator
 * @typedef {{
 *   summary: HTMLElement,
 *   response: HTMLElement,
 *   chart: HTMLElement,
 *   toggle: HTMLButtonElement,
 *   box: HTMLElement,
 *   list: HTMLElement,
 * }} Parts
 * @typedef {{ jumpTo(number: number): void, endingShown(): boolean }} Host
 */

/** The keys that move through the steps, to the step they go to. */
const MOVES = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

export class Described {
  /**
   * @param {Parts} parts
   * @param {Simulator} simulator
   * @param {Host} host moves playback and says whether the ending may show
   */
  constructor(parts, simulator, host) {
    this.parts = parts;
    this.simulator = simulator;
    this.host = host;
    /** @type {RunView | null} */
    this.view = null;
    /** @type {Cursor} */
    this.cursor = { event: 0, timeMs: 0 };
    /** What the summary tells now, so it is asked for again only when that changes. */
    this.told = "";
    /** Whether the list holds the current run's steps. */
    this.listed = false;
    /** The step marked as playback's, so a frame that moves no step changes nothing. */
    this.marked = -2;
    /** How many steps may show: fewer while a prediction is awaited. */
    this.shown = Infinity;
    parts.toggle.addEventListener("click", () => (parts.box.hidden ? this.open(false) : this.close()));
    parts.chart.addEventListener("keydown", (event) => {
      if (event.target !== parts.chart || (event.key !== "Enter" && event.key !== "ArrowDown")) return;
      event.preventDefault();
      this.open(true);
    });
    parts.list.addEventListener("keydown", (event) => this.walk(event));
  }

  /**
   * Takes a new run: the summary tells it, and an open list lists it.
   * @param {RunView} view
   */
  show(view) {
    this.view = view;
    this.told = "";
    this.listed = false;
    if (!this.parts.box.hidden) this.list();
  }

  /**
   * Follows playback: the summary tells the moment, the list marks its
   * event, and a reader walking the list is taken to it.
   * @param {Cursor} cursor
   */
  at(cursor) {
    this.cursor = cursor;
    this.summarize();
    if (!this.listed || this.marked === this.current()) return;
    this.marked = this.current();
    const items = this.parts.list.children;
    for (let i = 0; i < items.length; i++) {
      const item = /** @type {HTMLElement} */ (items[i]);
      const current = i === this.current();
      item.setAttribute("aria-selected", String(current));
      item.tabIndex = current ? 0 : -1;
    }
    const now = /** @type {HTMLElement | undefined} */ (items[this.current()]);
    if (this.walking() && now && document.activeElement !== now) {
      now.focus({ preventScroll: true });
      now.scrollIntoView({ block: "nearest" });
    }
  }

  /**
   * Shows at most `count` steps: those before the first write while a
   * prediction is awaited, every one once it is made.
   * @param {number} count
   */
  limit(count) {
    this.shown = count;
    const items = this.parts.list.children;
    for (let i = 0; i < items.length; i++) /** @type {HTMLElement} */ (items[i]).hidden = i >= count;
    this.told = "";
    this.marked = -2;
    this.summarize();
  }

  /**
   * Answers a change of settings whose run was `before`, in one polite
   * sentence: the region is a status, read when the reader pauses.
   * @param {RunVerdict} before
   */
  respond(before) {
    this.parts.response.textContent = this.simulator.response(before, this.host.endingShown()) ?? "";
  }

  /** Whether the reader's focus is in the list, where each step speaks for itself. */
  walking() {
    return this.parts.list.contains(document.activeElement);
  }

  /** The index of the step playback stands on; -1 before the first event. */
  current() {
    return Math.min(this.cursor.event, this.shown) - 1;
  }

  summarize() {
    if (!this.view) return;
    const shown = this.host.endingShown();
    const atEnd = this.cursor.event >= this.view.events.length && this.cursor.timeMs >= this.view.chart.endMs;
    const key = `${this.cursor.event} ${atEnd} ${shown}`;
    if (key === this.told) return;
    this.told = key;
    const text = this.simulator.screenSummary(this.cursor.event, this.cursor.timeMs, shown);
    this.parts.summary.textContent = text ?? "";
  }

  /**
   * Opens the list; with `focus`, takes the reader to the step playback
   * stands on, or the first.
   * @param {boolean} focus
   */
  open(focus) {
    this.parts.box.hidden = false;
    this.parts.toggle.setAttribute("aria-expanded", "true");
    if (!this.listed) this.list();
    if (focus) this.focusStep(Math.max(0, this.current()));
  }

  close() {
    const inside = this.parts.box.contains(document.activeElement);
    this.parts.box.hidden = true;
    this.parts.toggle.setAttribute("aria-expanded", "false");
    if (inside) this.parts.toggle.focus();
  }

  /** Lists the current run's steps, as the core tells them. */
  list() {
    const steps = this.simulator.steps() ?? [];
    this.parts.list.replaceChildren(
      ...steps.map((words, index) => {
        const item = el("li", "step", words);
        item.id = `step-${index + 1}`;
        item.setAttribute("role", "option");
        item.tabIndex = -1;
        item.hidden = index >= this.shown;
        item.addEventListener("click", () => this.host.jumpTo(index + 1));
        return item;
      }),
    );
    this.listed = true;
    this.marked = -2;
    this.at(this.cursor);
  }

  /**
   * The list's keys: an arrow to the next or the previous step, Home and
   * End to the first and the last, Escape back to the chart. Playback
   * goes with them, so the chart and the summary show the step read.
   * @param {KeyboardEvent} event
   */
  walk(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const last = Math.min(this.parts.list.children.length, this.shown) - 1;
    const here = Math.max(0, this.current());
    /** @type {number | null} */
    let to = null;
    if (event.key in MOVES) to = here + MOVES[/** @type {keyof typeof MOVES} */ (event.key)];
    else if (event.key === "Home") to = 0;
    else if (event.key === "End") to = last;
    else if (event.key === "Escape") {
      event.preventDefault();
      this.parts.chart.focus();
      return;
    }
    if (to === null) return;
    event.preventDefault();
    this.focusStep(Math.max(0, Math.min(last, to)));
  }

  /**
   * Moves playback to step `index` and the focus onto it.
   * @param {number} index
   */
  focusStep(index) {
    const item = /** @type {HTMLElement | undefined} */ (this.parts.list.children[index]);
    if (!item) return;
    item.tabIndex = 0;
    item.focus({ preventScroll: true });
    item.scrollIntoView({ block: "nearest" });
    this.host.jumpTo(index + 1);
  }
}
