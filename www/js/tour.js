// @ts-check
/**
 * "New here?": a short guided walk through the default story. Each step
 * moves the real simulator (playback position, the fencing switch) and
 * quotes what the simulation says happened, so the walk can never tell a
 * different story from the chart and the list beside it.
 */

import { byId } from "./dom.js";
import { place } from "./tour-place.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").View} View
 * @typedef {import("../pkg/fencelab_wasm.js").EventView} EventView
 *
 * What the walk needs from the page.
 * @typedef {{
 *   view: View | null,
 *   openDefault(): void,
 *   set(id: string, value: boolean | number): boolean,
 *   playback: { jumpTo(number: number): void },
 * }} TourHost
 *
 * What a step shows: its words, and what on the page they are about,
 * either the chart's marks of one event or a part of the page.
 * @typedef {{ words: string, marks?: number, part?: string }} Shown
 *
 * One step: a title, and an action that sets the simulator up and says
 * what to show (or null if this run has nothing for the step).
 * @typedef {{ title: string, act(host: TourHost, view: View): Shown | null }} Step
 */

/** @type {Step[]} */
const STEPS = [
  {
    title: "A takes the lock",
    act(host, view) {
      const e = at(host, view, (e) => e.kind === "granted");
      return e && {
        words: `Two clients, A and B, both want to change one stored number; a lock is meant to let only one do it at a time. ${e.text} A lease is a lock lent for a set time, which runs out by itself unless renewed. A fencing token is a number that grows with every grant, so a later holder always carries a bigger one. The ringed bars show A's lease, in A's row and in the lock service's.`,
        marks: e.index,
      };
    },
  },
  {
    title: "A freezes",
    act(host, view) {
      const e = at(host, view, (e) => e.kind === "paused");
      return e && {
        words: `${e.text} The hatched bar ringed in the chart is the pause. Garbage collection, a swapped-out page or a stalled virtual machine can all do this to any program.`,
        marks: e.index,
      };
    },
  },
  {
    title: "The lease runs out",
    act(host, view) {
      const e = at(host, view, (e) => e.kind === "expired");
      return e && {
        words: `${e.text} The dashed line across the chart marks it. Expiry is what keeps a crashed holder from blocking everyone, and here it hands the lock on while A is still alive.`,
        marks: e.index,
      };
    },
  },
  {
    title: "B takes over and writes",
    act(host, view) {
      const e = at(host, view, (e) => e.actor !== "A" && e.kind === "write_accepted");
      return e && { words: `${e.text} So far all is well: B held a live lease when it wrote.`, part: `#events li[data-index="${e.index}"]` };
    },
  },
  {
    title: "A wakes and writes anyway",
    act(host, view) {
      const e = at(host, view, (e) => e.actor === "A" && e.kind.startsWith("write"));
      // The default story has one resource, the storage.
      const storage = view.outcome.resources[0];
      return e && storage && {
        words: `${e.text} The ringed mark on the chart is that moment: A's old write lands on top of B's. ${storage.holds} A never knew it had lost the lock.`,
        marks: e.index,
      };
    },
  },
  {
    title: "Switch on fencing tokens",
    act(host) {
      if (!host.set("fencing", true)) return null;
      const view = host.view;
      if (!view) return null;
      const e = at(host, view, (e) => e.actor === "A" && e.kind.startsWith("write"));
      const storage = view.outcome.resources[0];
      return e && storage && {
        words: `The storage now remembers the highest token it has accepted. ${e.text} ${storage.holds} The switch "Fencing tokens" is on in the settings.`,
        part: ".knob:has(#knob-fencing)",
      };
    },
  },
  {
    title: "Your turn",
    act(host, view) {
      host.playback.jumpTo(view.events.length);
      return {
        words: "Press Finish, turn fencing off again and drag \"Pause length\" below the time A has left on its lease: the run turns safe with or without fencing. That only shows this pause was short, not that the system is safe. Then open the experiments below, each one a different way the scheme breaks.",
        part: ".knob:has(#knob-pause_ms)",
      };
    },
  },
];

/** What can take the focus inside the walk's card, in order. */
const FOCUSABLE = "button:not([hidden]), [href], input, select, textarea";

export class Tour {
  /** @param {TourHost} host */
  constructor(host) {
    this.host = host;
    this.index = -1;
    this.box = byId("tour");
    this.ring = byId("tour-ring");
    /** @type {Shown | null} what the step on screen points at */
    this.shown = null;
    /** @type {HTMLElement} the button that opened the walk, which gets the focus back */
    this.opener = byId("tour-start");
    byId("tour-next").addEventListener("click", () => this.go(this.index + 1));
    byId("tour-back").addEventListener("click", () => this.go(this.index - 1));
    byId("tour-close").addEventListener("click", () => this.close());
    document.addEventListener("keydown", (event) => {
      // A dialog opened over the walk (Share) keeps its own keys.
      if (this.box.hidden || document.querySelector("dialog[open]")) return;
      // Escape closes the walk wherever focus is.
      if (event.key === "Escape") this.close();
      if (event.key === "Tab") this.trap(event);
    });
    // The chart redraws its marks when its width changes, and the card's
    // height changes with its words and the window: both move the ring.
    new MutationObserver(() => this.point(false)).observe(byId("chart"), { childList: true });
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
    byId("tour-title").focus();
  }

  /**
   * @param {number} index
   */
  go(index) {
    if (index >= STEPS.length) return this.close();
    if (index < 0) return;
    // Steps before the fencing one show the story as it opens.
    if (index < this.index || index === 0) this.host.openDefault();
    this.index = index;
    const step = STEPS[index];
    const view = this.host.view;
    const shown = view ? step.act(this.host, view) : null;
    byId("tour-count").textContent = `Step ${index + 1} of ${STEPS.length}`;
    byId("tour-title").textContent = step.title;
    byId("tour-text").textContent = shown?.words ?? "This run has nothing to show for this step; the settings may have changed it.";
    byId("tour-back").setAttribute("aria-disabled", String(index === 0));
    byId("tour-next").textContent = index === STEPS.length - 1 ? "Finish" : "Next";
    this.shown = shown;
    this.point(true);
  }

  /**
   * Rings what the step is about and docks the card away from it.
   * @param {boolean} scroll whether to bring it into view (a new step) or only follow it (a redraw)
   */
  point(scroll) {
    if (this.box.hidden) return;
    for (const old of document.querySelectorAll(".tour-mark")) old.classList.remove("tour-mark");
    /** @type {Element[]} */
    let targets = [];
    const shown = this.shown;
    if (shown?.marks !== undefined) {
      const mark = String(shown.marks);
      targets = [...document.querySelectorAll("#chart [data-events]")].filter((e) => (e.getAttribute("data-events") ?? "").split(" ").includes(mark));
      for (const target of targets) target.classList.add("tour-mark");
    } else if (shown?.part) {
      targets = [...document.querySelectorAll(shown.part)];
    }
    const side = place(this.box, this.ring, targets, scroll);
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

  close() {
    this.box.hidden = true;
    this.ring.hidden = true;
    this.shown = null;
    document.body.classList.remove("touring");
    document.documentElement.style.scrollPaddingTop = "";
    document.documentElement.style.scrollPaddingBottom = "";
    this.index = -1;
    for (const old of document.querySelectorAll(".tour-mark")) old.classList.remove("tour-mark");
    this.opener.focus();
  }
}

/**
 * Moves playback to the first event that matches and returns it.
 * @param {TourHost} host
 * @param {View} view
 * @param {(e: EventView) => boolean} test
 * @returns {(EventView & { index: number }) | null}
 */
function at(host, view, test) {
  const index = view.events.findIndex(test);
  if (index < 0) return null;
  host.playback.jumpTo(index + 1);
  return { ...view.events[index], index };
}
