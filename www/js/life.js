// @ts-check
/**
 * The lease's life: draws the core's state diagram of the run's lease
 * beside the chart, lights the state the lease is in at the playback
 * cursor, and shows the core's line for that moment.
 *
 * Nothing here lays anything out or words anything: the core places the
 * boxes and arrows (`Experiment.life`) and says, for each stretch of the
 * run, which state it is and the line for it. The diagram is laid out once
 * per run; a cursor move only moves the `lit` class and the line.
 */

import { element } from "./items.js";

const SVG = "http://www.w3.org/2000/svg";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").LifeView} LifeView
 * @typedef {import("../pkg/fencelab_wasm.js").LifeSpanView} LifeSpanView
 * @typedef {import("./playback.js").Cursor} Cursor
 */

/** Draws the lease's life for a run and lights its state at the cursor. */
export class Life {
  /**
   * @param {HTMLElement} container the element the diagram is drawn into
   * @param {() => LifeView | null} layout the core's diagram of the current run
   */
  constructor(container, layout) {
    this.container = container;
    this.layout = layout;
    /** @type {LifeSpanView[]} */
    this.spans = [];
    /** @type {number[]} the span in force for each number of events counted */
    this.spanAt = [];
    /** @type {Map<string, Element>} each state's box, by its name */
    this.boxes = new Map();
    /** @type {HTMLParagraphElement | null} */
    this.line = null;
    /** What the drawing on screen was made from; a new run with the same one keeps it. */
    this.key = "";
    /** The span shown, so a cursor move within it changes nothing. */
    this.shown = -1;
  }

  /** Draws the diagram of a fresh run. */
  draw() {
    const life = this.layout();
    this.shown = -1;
    if (!life) {
      this.container.replaceChildren();
      this.spans = [];
      this.spanAt = [];
      this.boxes.clear();
      this.line = null;
      this.key = "";
      return;
    }
    this.spans = life.spans;
    this.spanAt = life.spanAt;
    // The diagram is the same for every run of an experiment (only the
    // spans differ), so a settings change keeps the drawing it has.
    const key = `${life.title}\n${life.caption}\n${JSON.stringify(life.items)}`;
    if (key === this.key && this.line) return;
    this.key = key;
    const heading = document.createElement("h4");
    heading.className = "life-title";
    heading.textContent = life.title;
    const svg = document.createElementNS(SVG, "svg");
    for (const [name, value] of [
      ["role", "img"],
      ["class", "life-diagram"],
      ["width", String(life.width)],
      ["height", String(life.height)],
      ["viewBox", `0 0 ${life.width} ${life.height}`],
      ["aria-label", life.caption],
    ]) svg.setAttribute(name, value);
    svg.append(...life.items.map((item) => element(item)));
    const line = document.createElement("p");
    line.className = "life-now";
    line.dataset.part = "life-now";
    this.container.replaceChildren(heading, svg, line);
    this.boxes = new Map([...svg.querySelectorAll(".life-state[data-party]")].map((el) => [el.getAttribute("data-party") ?? "", el]));
    this.line = line;
  }

  /** @param {Cursor} cursor */
  setCursor(cursor) {
    const at = this.spanAt[cursor.event] ?? -1;
    const span = this.spans[at];
    if (at === this.shown || !span || !this.line) return;
    for (const [state, box] of this.boxes) box.classList.toggle("lit", state === span.state);
    this.container.dataset.state = span.state;
    this.line.textContent = span.words;
    this.shown = at;
  }
}
