// @ts-check
/**
 * "New here?": a short guided walk through the default story. Each step
 * moves the real simulator (playback position, the fencing switch) and
 * quotes what the simulation says happened, so the walk can never tell a
 * different story from the chart and the list beside it.
 *
 * The words are the catalogue's (`words/<lang>/walk.ftl`): a step's title
 * is `walk-<id>-title` and its text `walk-<id>-text`, given the run's
 * sentences as arguments. When the reader switches language the page
 * re-opens the same run in the new words, and the walk says its step again
 * from it, staying on the same step.
 */

import { REVEAL_EVENT } from "./tabs.js";
import { part } from "./dom.js";
import { place } from "./tour-place.js";
import { say } from "./words.js";
import { LANGUAGE_EVENT } from "./language.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {import("../pkg/fencelab_wasm.js").EventView} EventView
 *
 * What the walk needs from the page.
 * @typedef {{
 *   view: RunView | null,
 *   openDefault(): void,
 *   set(id: string, value: boolean | number): boolean,
 *   playback: { jumpTo(number: number): void },
 * }} TourHost
 *
 * What a step shows: the arguments of its text, and what on the page they
 * are about: the chart's marks of one event, one event's line in the list,
 * or one setting (by its knob's id).
 * @typedef {{ args: Record<string, string>, marks?: number, line?: number, knob?: string }} Shown
 *
 * Where the walk is drawn and what it points at, handed over by the page:
 * the card (its parts found by `data-part`), the ring, the button that
 * opens it, the chart, the event list and the settings, and the stage
 * that holds the chart, which on a narrow window sticks to the top of
 * the screen over the settings scrolling under it.
 * @typedef {{
 *   card: HTMLElement,
 *   ring: HTMLElement,
 *   opener: HTMLElement,
 *   chart: HTMLElement,
 *   events: HTMLElement,
 *   knobs: HTMLElement,
 *   stage: HTMLElement,
 * }} TourParts
 *
 * One step: its id, which names its messages, and an action that sets the
 * simulator up and says what to show (or null if this run has nothing for
 * the step).
 * @typedef {{ id: string, act(host: TourHost, view: RunView): Shown | null }} Step
 */

/** @type {Step[]} */
const STEPS = [
  {
    id: "granted",
    act(host, view) {
      const e = at(host, view, (e) => e.kind === "granted");
      return e && { args: { event: e.text }, marks: e.index };
    },
  },
  {
    id: "paused",
    act(host, view) {
      const e = at(host, view, (e) => e.kind === "paused");
      return e && { args: { event: e.text }, marks: e.index };
    },
  },
  {
    id: "expired",
    act(host, view) {
      const e = at(host, view, (e) => e.kind === "expired");
      return e && { args: { event: e.text }, marks: e.index };
    },
  },
  {
    id: "b-writes",
    act(host, view) {
      const e = at(host, view, (e) => e.actor !== "A" && e.kind === "write_accepted");
      return e && { args: { event: e.text }, line: e.index };
    },
  },
  {
    id: "a-writes",
    act(host, view) {
      const e = at(host, view, (e) => e.actor === "A" && e.kind.startsWith("write"));
      // The default story has one resource, the storage.
      const storage = view.outcome.resources[0];
      return e && storage && { args: { event: e.text, holds: storage.holds }, marks: e.index };
    },
  },
  {
    id: "fencing",
    act(host) {
      if (!host.set("fencing", true)) return null;
      const view = host.view;
      if (!view) return null;
      const e = at(host, view, (e) => e.actor === "A" && e.kind.startsWith("write"));
      const storage = view.outcome.resources[0];
      const fencing = label(view, "fencing");
      if (!e || !storage || fencing === null) return null;
      // The refused write is what the step is about: its marks, not the switch.
      return { args: { event: e.text, holds: storage.holds, switch: fencing }, marks: e.index };
    },
  },
  {
    id: "your-turn",
    act(host) {
      // The reader's turn starts where the story did: fencing off.
      if (!host.set("fencing", false)) return null;
      const view = host.view;
      if (!view) return null;
      host.playback.jumpTo(view.events.length);
      const pause = label(view, "pause_ms");
      return pause === null ? null : { args: { pause }, knob: "pause_ms" };
    },
  },
];

/** What can take the focus inside the walk's card, in order. */
const FOCUSABLE = "button:not([hidden]), [href], input, select, textarea";

export class Tour {
  /**
   * @param {TourParts} parts
   * @param {TourHost} host
   */
  constructor(parts, host) {
    this.parts = parts;
    this.host = host;
    this.index = -1;
    this.box = parts.card;
    this.ring = parts.ring;
    /** @type {Shown | null} what the step on screen points at */
    this.shown = null;
    /** @type {HTMLElement} the button that opened the walk, which gets the focus back */
    this.opener = parts.opener;
    part(this.box, "next").addEventListener("click", () => this.go(this.index + 1));
    part(this.box, "back").addEventListener("click", () => this.go(this.index - 1));
    part(this.box, "close").addEventListener("click", () => this.close());
    // The page has re-opened the run in the new words by now; the step says itself again.
    document.addEventListener(LANGUAGE_EVENT, () => {
      if (!this.box.hidden && this.index >= 0) this.show(false);
    });
    document.addEventListener("keydown", (event) => {
      // A dialog opened over the walk (Share) keeps its own keys.
      if (this.box.hidden || document.querySelector("dialog[open]")) return;
      // Escape closes the walk wherever focus is.
      if (event.key === "Escape") this.close();
      if (event.key === "Tab") this.trap(event);
    });
    // The chart redraws its marks when its width changes, and the card's
    // height changes with its words and the window: both move the ring.
    new MutationObserver(() => this.point(false)).observe(parts.chart, { childList: true });
    new ResizeObserver(() => this.point(false)).observe(this.box);
    window.addEventListener("resize", () => this.point(false));
  }

  /** Opens the walk at its first step, on the default story with its defaults. */
  start() {
    const from = document.activeElement;
    if (from instanceof HTMLElement && from !== document.body) this.opener = from;
    this.host.openDefault();
    this.box.hidden = false;
    document.body.classList.add("touring");
    this.go(0);
    // Focus moves into the walk once; after that it stays on Next and the
    // new words are announced from the live region.
    part(this.box, "title").focus();
  }

  /**
   * @param {number} index
   */
  go(index) {
    if (index >= STEPS.length) return this.finish();
    if (index < 0) return;
    // Steps before the fencing one show the story as it opens.
    if (index < this.index || index === 0) this.host.openDefault();
    this.index = index;
    this.show(true);
  }

  /**
   * Sets the simulator up for the step on screen and says it, in the page's language.
   * @param {boolean} scroll whether to bring what it rings into view (a new step) or only follow it (new words)
   */
  show(scroll) {
    const index = this.index;
    const step = STEPS[index];
    const view = this.host.view;
    const shown = view ? step.act(this.host, view) : null;
    const last = index === STEPS.length - 1;
    part(this.box, "count").textContent = say("walk-count", { number: index + 1, total: STEPS.length });
    part(this.box, "title").textContent = say(`walk-${step.id}-title`);
    part(this.box, "text").textContent = shown ? say(`walk-${step.id}-text`, shown.args) : say("walk-nothing");
    part(this.box, "back").setAttribute("aria-disabled", String(index === 0));
    part(this.box, "next").textContent = say(last ? "walk-finish" : "walk-next");
    // Until A's write, the run's ending stays out of the strip and the
    // results, so no card contradicts what is on screen beside it.
    const ending = STEPS.findIndex((s) => s.id === "a-writes");
    document.body.classList.toggle("touring-early", index < ending);
    this.shown = shown;
    this.point(scroll);
  }

  /**
   * Rings what the step is about and docks the card away from it.
   * @param {boolean} scroll whether to bring it into view (a new step) or only follow it (a redraw)
   */
  point(scroll) {
    if (this.box.hidden) return;
    for (const old of this.parts.chart.querySelectorAll(".tour-mark")) old.classList.remove("tour-mark");
    /** @type {Element[]} */
    let targets = [];
    const shown = this.shown;
    if (shown?.marks !== undefined) {
      const mark = String(shown.marks);
      targets = [...this.parts.chart.querySelectorAll("[data-events]")].filter((e) => (e.getAttribute("data-events") ?? "").split(" ").includes(mark));
      for (const target of targets) target.classList.add("tour-mark");
    } else if (shown?.line !== undefined) {
      targets = [...this.parts.events.querySelectorAll(`li[data-index="${shown.line}"]`)];
    } else if (shown?.knob !== undefined) {
      targets = [...this.parts.knobs.querySelectorAll(`.knob[data-knob="${CSS.escape(shown.knob)}"]`)];
    }
    // A line of the events sits under a tab: open it before pointing there.
    for (const target of targets) target.dispatchEvent(new CustomEvent(REVEAL_EVENT, { bubbles: true }));
    // A setting must come to rest below the stage, where it sticks over them.
    const over = shown?.knob !== undefined ? stuck(this.parts.stage) : 0;
    const side = place(this.box, this.ring, targets, scroll, over);
    // Whatever gets the focus scrolls clear of the card as well.
    const covered = `${this.box.offsetHeight + 24}px`;
    document.documentElement.style.scrollPaddingTop = side === "top" ? covered : "";
    document.documentElement.style.scrollPaddingBottom = side === "bottom" ? covered : "";
  }

  /**
   * Keeps Tab and Shift+Tab inside the card while the walk is open: past
   * the last button back to the first, and in again from anywhere else.
   * @param {KeyboardEvent} event
   */
  trap(event) {
    const stops = /** @type {HTMLElement[]} */ ([...this.box.querySelectorAll(FOCUSABLE)]);
    if (stops.length === 0) return;
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = document.activeElement;
    const inside = active instanceof HTMLElement && this.box.contains(active);
    /** @type {HTMLElement | null} */
    let next = null;
    if (!inside) next = event.shiftKey ? last : first;
    else if (event.shiftKey && (active === first || !stops.includes(active))) next = last;
    else if (!event.shiftKey && active === last) next = first;
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  /**
   * Closes the walk from its last step and leaves the reader at the
   * setting that step asks them to move, in view and focused, instead of
   * at the button that opened the walk, far above it.
   */
  finish() {
    const knob = this.shown?.knob;
    this.close();
    const row = knob === undefined ? null : this.parts.knobs.querySelector(`.knob[data-knob="${CSS.escape(knob)}"]`);
    const input = row?.querySelector("input");
    if (!(row instanceof HTMLElement) || !(input instanceof HTMLElement)) return;
    // In the middle of what the stage leaves of the window.
    const over = stuck(this.parts.stage);
    const box = row.getBoundingClientRect();
    const middle = over + (window.innerHeight - over - box.height) / 2;
    window.scrollBy({ top: Math.round(box.top - Math.max(over, middle)), behavior: "instant" });
    input.focus({ preventScroll: true });
  }

  close() {
    this.box.hidden = true;
    this.ring.hidden = true;
    this.shown = null;
    document.body.classList.remove("touring", "touring-early");
    document.documentElement.style.scrollPaddingTop = "";
    document.documentElement.style.scrollPaddingBottom = "";
    this.index = -1;
    for (const old of this.parts.chart.querySelectorAll(".tour-mark")) old.classList.remove("tour-mark");
    this.opener.focus();
  }
}

/**
 * How much of the window's top the stage covers while the page scrolls
 * under it: its height where it sticks (a narrow window), else nothing.
 * @param {HTMLElement} stage
 */
function stuck(stage) {
  return getComputedStyle(stage).position === "sticky" ? stage.offsetHeight : 0;
}

/**
 * A setting's label as the settings show it, which the walk's words name.
 * @param {RunView} view
 * @param {string} id
 * @returns {string | null}
 */
function label(view, id) {
  return view.knobs.find((k) => k.id === id)?.label ?? null;
}

/**
 * Moves playback to the first event that matches and returns it.
 * @param {TourHost} host
 * @param {RunView} view
 * @param {(e: EventView) => boolean} test
 * @returns {(EventView & { index: number }) | null}
 */
function at(host, view, test) {
  const index = view.events.findIndex(test);
  if (index < 0) return null;
  host.playback.jumpTo(index + 1);
  return { ...view.events[index], index };
}
