// @ts-check
/**
 * The chart: draws the core's display list for the run as SVG elements,
 * one element per item, and adds what only a page has: the playback
 * cursor, the veil over what has not happened yet, the lit-up marks of the
 * current event, and clicks that move playback to a mark's event.
 *
 * Nothing here lays anything out. The core places every lane, arrow,
 * label and legend entry for the width it is given (`Experiment.chart`),
 * and the downloaded figure is the same list written as SVG text, so the
 * page and the figure are the same drawing. Colours come from CSS classes,
 * so the dark scheme restyles it; the hatch patterns are defined once in
 * `index.html`.
 */

import { element, patchChildren } from "./items.js";
import { say } from "./words.js";
import { chartScale } from "./projector.js";

const SVG = "http://www.w3.org/2000/svg";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {{ chart: import("../pkg/fencelab_wasm.js").ChartView }} Charted a run with its chart's facts: a `RunView` or a recorded run's `RealView`
 * @typedef {import("../pkg/fencelab_wasm.js").DrawingView} DrawingView
 * @typedef {import("../pkg/fencelab_wasm.js").DrawItem} DrawItem
 * @typedef {import("./playback.js").Cursor} Cursor
 */

/** Draws the chart for a run and moves its cursor. */
export class Chart {
  /**
   * @param {HTMLElement} container the element the chart is drawn into
   * @param {(width: number) => DrawingView | null} layout the core's layout of the current run at a width
   * @param {(eventIndex: number) => void} onPick called with the event index of a clicked mark or arrow
   */
  constructor(container, layout, onPick) {
    this.container = container;
    this.layout = layout;
    this.onPick = onPick;
    /** @type {Charted | null} */
    this.view = null;
    /** @type {Cursor} */
    this.cursor = { event: 0, timeMs: 0 };
    /** @type {((cursor: Cursor) => void) | null} */
    this.moveCursor = null;
    /** The container's width as the last resize reported it; 0 until then. */
    this.width = 0;
    /** The event marked as where two compared runs part; null for none. */
    this.parting = /** @type {number | null} */ (null);
    /** @type {{ el: SVGElement, events: number[] }[]} */
    this.marks = [];
    /**
     * The drawing on screen and the items it was drawn from, so the next
     * is patched in rather than made anew (see `items.js`).
     * @type {{ svg: SVGSVGElement, items: DrawItem[] } | null}
     */
    this.drawn = null;
    container.addEventListener("click", (e) => {
      const target = /** @type {Element | null} */ (e.target);
      const mark = target?.closest("[data-events]");
      if (!mark || !container.contains(mark)) return;
      const first = Number((mark.getAttribute("data-events") ?? "").split(" ")[0]);
      if (Number.isInteger(first)) this.onPick(first);
    });
  }

  /**
   * Takes a new width from a ResizeObserver and redraws at it. Keeping the
   * width here means a redraw after a settings change never reads layout,
   * which would force the browser to lay the whole page out mid-update.
   * @param {number} width
   */
  resize(width) {
    if (Math.floor(width) === this.width) return;
    this.width = Math.floor(width);
    this.redraw();
  }

  /** @param {Charted} view */
  draw(view) {
    this.view = view;
    this.redraw();
  }

  /** Redraws at the container's current width, keeping the cursor. */
  redraw() {
    if (!this.view) return;
    if (!this.width) this.width = Math.floor(this.container.clientWidth);
    // The projector view lays the chart out narrower and draws it across
    // the whole width, so its words and marks grow (see `projector.js`).
    const drawing = this.layout(Math.floor((this.width || 640) / chartScale()));
    if (!drawing) return;
    const drawn = this.drawn?.svg.isConnected && this.container.contains(this.drawn.svg) ? this.drawn : null;
    const { svg, move, marks } = build(drawing, this.view, drawn);
    if (!drawn) this.container.replaceChildren(svg);
    this.drawn = { svg, items: drawing.items };
    this.moveCursor = move;
    this.marks = marks;
    this.markParting(this.parting);
    move(this.cursor);
  }

  /**
   * Marks the event where two compared runs part, or none.
   * @param {number | null} index into the run's events
   */
  markParting(index) {
    this.parting = index;
    for (const { el, events } of this.marks) el.classList.toggle("parting", index !== null && events.includes(index));
  }

  /** @param {Cursor} cursor */
  setCursor(cursor) {
    this.cursor = cursor;
    this.moveCursor?.(cursor);
  }
}

/**
 * The chart's SVG from a drawing, with a cursor under the marks and a veil
 * over what has not happened yet: the drawing on screen patched, if there
 * is one, or made anew.
 * @param {DrawingView} drawing
 * @param {Charted} view
 * @param {{ svg: SVGSVGElement, items: DrawItem[] } | null} drawn
 */
function build(drawing, view, drawn) {
  const { width, height, plot } = drawing;
  const svg = drawn?.svg ?? /** @type {SVGSVGElement} */ (document.createElementNS(SVG, "svg"));
  for (const [name, value] of [
    ["role", "img"],
    ["class", "lease-chart"],
    ["width", String(width)],
    ["height", String(height)],
    ["viewBox", `0 0 ${width} ${height}`],
    ["aria-label", say("chart-label", { description: view.chart.description })],
  ]) if (svg.getAttribute(name) !== value) svg.setAttribute(name, value);
  /** @type {{ el: SVGElement, events: number[] }[]} */
  const marks = [];
  /** @type {Element} */
  let chart;
  /** @type {Element} */
  let cursorLine;
  /** @type {Element} */
  let future;
  if (drawn) {
    [chart, cursorLine, future] = svg.children;
    patchChildren(chart, drawn.items, drawing.items, marks);
  } else {
    chart = document.createElementNS(SVG, "g");
    chart.setAttribute("class", "chart");
    chart.append(...drawing.items.map((item) => element(item, marks)));
    cursorLine = document.createElementNS(SVG, "line");
    cursorLine.setAttribute("class", "cursor");
    future = document.createElementNS(SVG, "rect");
    future.setAttribute("class", "future");
    svg.append(chart, cursorLine, future);
  }
  cursorLine.setAttribute("y1", String(plot.top - 6));
  cursorLine.setAttribute("y2", String(plot.bottom + 4));
  future.setAttribute("y", String(plot.top - 6));
  future.setAttribute("height", String(plot.bottom - plot.top + 10));

  /** @param {Cursor} cursor */
  const move = (cursor) => {
    const ms = Math.min(Math.max(0, cursor.timeMs), plot.endMs);
    const at = plot.left + Math.floor(((plot.right - plot.left) * ms) / Math.max(1, plot.endMs));
    cursorLine.setAttribute("x1", String(at));
    cursorLine.setAttribute("x2", String(at));
    for (const { el, events } of marks) el.classList.toggle("current", events.includes(cursor.event - 1));
    // At the end of the run nothing is left to veil, labels right of the last moment included.
    const veil = cursor.timeMs >= plot.endMs ? width : at + 1;
    future.setAttribute("x", String(veil));
    future.setAttribute("width", String(Math.max(0, width - veil)));
  };
  return { svg, move, marks };
}
