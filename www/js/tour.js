// @ts-check
/**
 * "New here?": a short guided walk through the default story. Each step
 * moves the real simulator (playback position, the fencing switch) and
 * quotes what the simulation says happened, so the walk can never tell a
 * different story from the chart and the list beside it.
 */

import { byId } from "./dom.js";

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
 * One step: a title, and an action that sets the simulator up and returns
 * the words to show (or null if this run has nothing for the step).
 * @typedef {{ title: string, focus: string, act(host: TourHost, view: View): string | null }} Step
 */

/** @type {Step[]} */
const STEPS = [
  {
    title: "A takes the lock",
    focus: "chart",
    act(host, view) {
      const e = at(host, view, (e) => e.kind === "granted");
      return e && `Two clients, A and B, both want to change one stored number, and a lock is meant to let only one do it at a time. ${e.text} The solid bar in the chart is that lease.`;
    },
  },
  {
    title: "A freezes",
    focus: "chart",
    act(host, view) {
      const e = at(host, view, (e) => e.kind === "paused");
      return e && `${e.text} The hatched bar under it is the pause. Garbage collection, a swapped-out page or a stalled virtual machine can all do this to any program.`;
    },
  },
  {
    title: "The lease runs out",
    focus: "chart",
    act(host, view) {
      const e = at(host, view, (e) => e.kind === "expired");
      return e && `${e.text} The dashed line across the chart marks it. Expiry is what keeps a crashed holder from blocking everyone, and here it hands the lock on while A is still alive.`;
    },
  },
  {
    title: "B takes over and writes",
    focus: "events",
    act(host, view) {
      const e = at(host, view, (e) => e.actor !== "A" && e.kind === "write_accepted");
      return e && `${e.text} So far all is well: B held a live lease when it wrote.`;
    },
  },
  {
    title: "A wakes and writes anyway",
    focus: "results-box",
    act(host, view) {
      const e = at(host, view, (e) => e.actor === "A" && e.kind.startsWith("write"));
      // The default story has one resource, the storage.
      const storage = view.outcome.resources[0];
      return e && storage && `${e.text} ${storage.holds} A never knew it had lost the lock.`;
    },
  },
  {
    title: "Switch on fencing tokens",
    focus: "settings",
    act(host) {
      if (!host.set("fencing", true)) return null;
      const view = host.view;
      if (!view) return null;
      const e = at(host, view, (e) => e.actor === "A" && e.kind.startsWith("write"));
      const storage = view.outcome.resources[0];
      return e && storage && `The storage now remembers the highest token it has accepted. ${e.text} ${storage.holds} The switch "Fencing tokens" is on in the settings.`;
    },
  },
  {
    title: "Your turn",
    focus: "settings",
    act(host, view) {
      host.playback.jumpTo(view.events.length);
      return "Turn fencing off again and drag \"Pause length\" below the time A has left on its lease: the run turns safe with or without fencing. That only shows this pause was short, not that the system is safe. Then open the experiments below, each one a different way the scheme breaks.";
    },
  },
];

export class Tour {
  /** @param {TourHost} host */
  constructor(host) {
    this.host = host;
    this.index = -1;
    this.box = byId("tour");
    byId("tour-next").addEventListener("click", () => this.go(this.index + 1));
    byId("tour-back").addEventListener("click", () => this.go(this.index - 1));
    byId("tour-close").addEventListener("click", () => this.close());
    // Escape closes the walk wherever focus is, not only inside it.
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && !this.box.hidden) this.close();
    });
    // The walk covers the bottom of the window; scroll padding of the same
    // height keeps whatever gets focus scrolled clear of it.
    new ResizeObserver(() => this.pad()).observe(this.box);
  }

  /** Opens the walk at its first step, on the default story with its defaults. */
  start() {
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
    const words = view ? step.act(this.host, view) : null;
    byId("tour-count").textContent = `Step ${index + 1} of ${STEPS.length}`;
    byId("tour-title").textContent = step.title;
    byId("tour-text").textContent = words ?? "This run has nothing to show for this step; the settings may have changed it.";
    byId("tour-back").setAttribute("aria-disabled", String(index === 0));
    byId("tour-next").textContent = index === STEPS.length - 1 ? "Finish" : "Next";
    for (const old of document.querySelectorAll(".tour-focus")) old.classList.remove("tour-focus");
    const target = document.querySelector(`[data-tour="${step.focus}"]`);
    target?.classList.add("tour-focus");
    target?.scrollIntoView({ block: "start" });
  }

  pad() {
    const covered = this.box.hidden ? 0 : this.box.offsetHeight + 24;
    document.documentElement.style.scrollPaddingBottom = covered ? `${covered}px` : "";
  }

  close() {
    // Focus goes back to the start button only if it was in the walk;
    // otherwise the reader stays where they were.
    const inside = this.box.contains(document.activeElement);
    this.box.hidden = true;
    document.body.classList.remove("touring");
    this.pad();
    this.index = -1;
    for (const old of document.querySelectorAll(".tour-focus")) old.classList.remove("tour-focus");
    if (inside) byId("tour-start").focus();
  }
}

/**
 * Moves playback to the first event that matches and returns it.
 * @param {TourHost} host
 * @param {View} view
 * @param {(e: EventView) => boolean} test
 * @returns {EventView | null}
 */
function at(host, view, test) {
  const index = view.events.findIndex(test);
  if (index < 0) return null;
  host.playback.jumpTo(index + 1);
  return view.events[index];
}
