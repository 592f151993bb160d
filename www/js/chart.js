// @ts-check
/**
 * The chart: draws the core's display list for the run as SVG elements,
 * one element per item, and adds what only a page has: the playback
 * cursor, the veil over what has not happened yet, the lit-up marks of the
 * current event, and clicks that move playback to a mark's event.
 *
 * Nothing here lays anything out. The core places every lane, arrow,
 * label and legend entry for the width it is given (`Simulation.chart`),
 * and the downloaded figure is the same list written as SVG text, so the
 * page and the figure are the same drawing. Colours come from CSS classes,
 * so the dark scheme restyles it; the hatch patterns are defined once in
 * `index.html`.
 */

const SVG = "http://www.w3.org/2000/svg";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").View} View
 * @typedef {{ chart: import("../pkg/fencelab_wasm.js").ChartView }} Charted a run with its chart's facts: a `View` or a recorded run's `RealView`
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
    const drawing = this.layout(this.width || 640);
    if (!drawing) return;
    const { svg, move, marks } = build(drawing, this.view);
    this.container.replaceChildren(svg);
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
 * One display-list item as an SVG element, its children inside it; words
 * go in as text, never as markup.
 * @param {DrawItem} item
 * @param {{ el: SVGElement, events: number[] }[]} [marks] collects the
 *   elements that stand for events, with their events
 * @returns {SVGElement}
 */
export function element(item, marks) {
  const el = document.createElementNS(SVG, item.tag);
  const attrs = item.attrs;
  for (let i = 0; i + 1 < attrs.length; i += 2) el.setAttribute(attrs[i], attrs[i + 1]);
  if (item.title !== undefined) {
    const title = document.createElementNS(SVG, "title");
    title.textContent = item.title;
    el.append(title);
  }
  for (const child of item.children ?? []) el.append(element(child, marks));
  if (item.text !== undefined) el.append(item.text);
  if (item.events?.length) {
    el.setAttribute("data-events", item.events.join(" "));
    marks?.push({ el, events: item.events });
  }
  return el;
}

/**
 * The chart's SVG from a drawing, with a cursor under the marks and a veil
 * over what has not happened yet.
 * @param {DrawingView} drawing
 * @param {Charted} view
 */
function build(drawing, view) {
  const { width, height, plot } = drawing;
  const svg = document.createElementNS(SVG, "svg");
  for (const [name, value] of [
    ["role", "img"],
    ["class", "lease-chart"],
    ["width", String(width)],
    ["height", String(height)],
    ["viewBox", `0 0 ${width} ${height}`],
    ["aria-label", `Chart of the run: ${view.chart.description}`],
  ]) svg.setAttribute(name, value);
  const chart = document.createElementNS(SVG, "g");
  chart.setAttribute("class", "chart");
  /** @type {{ el: SVGElement, events: number[] }[]} */
  const marks = [];
  chart.append(...drawing.items.map((item) => element(item, marks)));
  const cursorLine = document.createElementNS(SVG, "line");
  cursorLine.setAttribute("class", "cursor");
  cursorLine.setAttribute("y1", String(plot.top - 6));
  cursorLine.setAttribute("y2", String(plot.bottom + 4));
  const future = document.createElementNS(SVG, "rect");
  future.setAttribute("class", "future");
  future.setAttribute("y", String(plot.top - 6));
  future.setAttribute("height", String(plot.bottom - plot.top + 10));
  svg.append(chart, cursorLine, future);

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
