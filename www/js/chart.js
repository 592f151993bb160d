// @ts-check
/**
 * The lease chart: one lane per client, drawn as SVG from the view's chart.
 *
 * Each lane has four rows: moments (reads, writes, wake-ups), the lease the
 * lock service holds for the client, its pauses, and the stretch where it
 * believes it holds the lock although its lease has ended. Lines across all
 * lanes mark the moments leases ran out. Shapes and hatching carry the
 * meaning as well as colour, so the chart reads in print and without
 * colour vision. Colours come from CSS, so the dark scheme restyles it; the
 * hatch patterns are defined once in `index.html` (`#hatch-pause`,
 * `#hatch-overreach`) and shared by the chart and the legend.
 */

import { el } from "./dom.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").View} View
 * @typedef {import("../pkg/fencelab_wasm.js").LaneView} LaneView
 * @typedef {import("../pkg/fencelab_wasm.js").MarkerView} MarkerView
 * @typedef {import("./playback.js").Cursor} Cursor
 */

const SVG = "http://www.w3.org/2000/svg";

/** Vertical layout of one lane, in pixels from its top. */
const ROW = { marks: 12, lease: 22, leaseH: 18, pause: 44, barH: 12, overreach: 60 };
const LANE_H = 80;
const TOP = 30;
const AXIS_H = 30;
const RIGHT = 16;
/** Room right of the last moment for a mark's label, such as "token 34". */
const LABEL_ROOM = 56;

/** Draws the chart for a run and moves its cursor. */
export class Chart {
  /**
   * @param {HTMLElement} container
   * @param {(eventIndex: number) => void} onPick called with the event index of a clicked mark
   */
  constructor(container, onPick) {
    this.container = container;
    this.onPick = onPick;
    /** @type {View | null} */
    this.view = null;
    /** @type {Cursor} */
    this.cursor = { event: 0, timeMs: 0 };
    /** @type {((cursor: Cursor) => void) | null} */
    this.moveCursor = null;
    /** The container's width as the last resize reported it; 0 until then. */
    this.width = 0;
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

  /** @param {View} view */
  draw(view) {
    this.view = view;
    this.redraw();
  }

  /** Redraws at the container's current width, keeping the cursor. */
  redraw() {
    if (!this.view) return;
    if (!this.width) this.width = Math.floor(this.container.clientWidth);
    const width = Math.max(300, this.width || 640);
    const { svg, move } = build(this.view, width, this.onPick);
    this.container.replaceChildren(svg);
    this.moveCursor = move;
    move(this.cursor);
  }

  /** @param {Cursor} cursor */
  setCursor(cursor) {
    this.cursor = cursor;
    this.moveCursor?.(cursor);
  }
}

/**
 * @param {View} view
 * @param {number} width
 * @param {(eventIndex: number) => void} onPick
 */
function build(view, width, onPick) {
  const chart = view.chart;
  const names = chart.lanes.map((l) => l.client);
  const left = Math.min(130, Math.max(56, 9 * Math.max(0, ...names.map((n) => n.length)) + 24));
  const height = TOP + chart.lanes.length * LANE_H + AXIS_H;
  const span = Math.max(1, chart.endMs);
  /** @param {number} ms */
  const x = (ms) => left + (ms / span) * (width - left - RIGHT - LABEL_ROOM);

  const svg = node("svg", {
    role: "img",
    class: "lease-chart",
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    "aria-label": `Lease chart: ${view.chart.description}`,
  });
  // Backgrounds first, then the cursor, then what happened: the cursor runs
  // under the marks, so a label's halo keeps it readable where they cross.
  chart.lanes.forEach((_, i) => {
    svg.append(node("rect", { class: "lane-bg", x: left, y: TOP + i * LANE_H + 2, width: width - left - RIGHT, height: LANE_H - 6 }));
  });
  const bottom = TOP + chart.lanes.length * LANE_H;
  const cursorLine = node("line", { class: "cursor", x1: 0, x2: 0, y1: TOP - 8, y2: bottom + 6 });
  svg.append(cursorLine);
  chart.lanes.forEach((lane, i) => drawLane(svg, lane, TOP + i * LANE_H, x, left, view, onPick));

  drawAxis(svg, chart.endMs, span, x, bottom, left, width);

  // Lines where leases ran out, over the lanes, labelled at the top.
  chart.leaseEnds.forEach((end, i) => {
    const at = x(end.atMs);
    svg.append(node("line", { class: "lease-end", x1: at, x2: at, y1: TOP - 6, y2: bottom }));
    const label = text(end.label, { class: "lease-end-label", x: at, y: 12 + (i % 2) * 12 });
    label.setAttribute("text-anchor", at > width - 90 ? "end" : at < left + 60 ? "start" : "middle");
    svg.append(label);
  });

  const future = node("rect", { class: "future", x: 0, y: TOP - 8, width: 0, height: bottom - TOP + 8 });
  // The veil over what has not happened yet lies on top of everything.
  svg.append(future);

  /** @param {Cursor} cursor */
  const move = (cursor) => {
    const at = x(Math.min(cursor.timeMs, chart.endMs));
    cursorLine.setAttribute("x1", String(at));
    cursorLine.setAttribute("x2", String(at));
    future.setAttribute("x", String(at));
    future.setAttribute("width", String(Math.max(0, width - RIGHT - at)));
    for (const mark of svg.querySelectorAll("[data-event]")) {
      const index = Number(mark.getAttribute("data-event"));
      mark.classList.toggle("current", index === cursor.event - 1);
    }
  };
  return { svg, move };
}

/**
 * @param {SVGSVGElement} svg
 * @param {LaneView} lane
 * @param {number} top
 * @param {(ms: number) => number} x
 * @param {number} left
 * @param {View} view
 * @param {(eventIndex: number) => void} onPick
 */
function drawLane(svg, lane, top, x, left, view, onPick) {
  const g = node("g", { class: "lane" });
  g.append(text(lane.client, { class: "lane-name", x: 8, y: top + ROW.lease + 14 }));

  for (const lease of lane.leases) {
    const from = x(lease.fromMs);
    const w = Math.max(2, x(lease.toMs) - from);
    g.append(node("rect", { class: `lease lease-${lease.end}`, x: from, y: top + ROW.lease, width: w, height: ROW.leaseH, rx: 3 }));
    if (w > lease.label.length * 7 + 8) {
      g.append(text(lease.label, { class: "lease-label", x: from + 6, y: top + ROW.lease + 13 }));
    }
  }
  for (const pause of lane.pauses) {
    bar(g, "pause", view.chart.pauseLabel, x(pause.fromMs), x(pause.toMs), top + ROW.pause);
  }
  for (const over of lane.overreach) {
    bar(g, "overreach", view.chart.overreachLabel, x(over.fromMs), x(over.toMs), top + ROW.overreach);
  }

  // Marks at one moment are spread out so none hides another.
  let lastX = -Infinity;
  let shift = 0;
  for (const marker of lane.markers) {
    const at = x(marker.atMs);
    shift = at - lastX < 16 ? shift + 16 : 0;
    lastX = at;
    g.append(mark(marker, at + shift, top + ROW.marks, view, onPick));
  }
  svg.append(g);
}

/**
 * A labelled hatched bar in its own row.
 * @param {SVGGElement} g
 * @param {string} kind
 * @param {string} label
 * @param {number} from
 * @param {number} to
 * @param {number} y
 */
function bar(g, kind, label, from, to, y) {
  const w = Math.max(2, to - from);
  g.append(node("rect", { class: kind, x: from, y, width: w, height: ROW.barH }));
  if (w > label.length * 6 + 8) {
    g.append(text(label, { class: `${kind}-label`, x: from + 4, y: y + 10 }));
  }
}

/**
 * One moment: a circle for a read, a square for an accepted write, a
 * crossed square for a refused one, a triangle for a wake-up, a cross for
 * a refused request for the lock.
 * @param {MarkerView} marker
 * @param {number} at
 * @param {number} y
 * @param {View} view
 * @param {(eventIndex: number) => void} onPick
 */
function mark(marker, at, y, view, onPick) {
  const g = node("g", { class: `mark mark-${marker.kind}`, "data-event": marker.event });
  const event = view.events[marker.event];
  if (event) {
    const title = node("title", {});
    title.textContent = `${event.time}: ${event.text}`;
    g.append(title);
  }
  switch (marker.kind) {
    case "read":
      g.append(node("circle", { cx: at, cy: y, r: 5 }));
      break;
    case "write": {
      const refused = marker.accepted === false;
      g.classList.add(refused ? "refused-write" : "accepted-write");
      if (marker.standing) g.classList.add(`standing-${marker.standing}`);
      g.append(node("rect", { x: at - 6, y: y - 6, width: 12, height: 12 }));
      if (refused) {
        g.append(node("path", { class: "cross", d: `M${at - 4} ${y - 4}L${at + 4} ${y + 4}M${at + 4} ${y - 4}L${at - 4} ${y + 4}` }));
      }
      g.append(text(marker.label, { class: "mark-label", x: at + 9, y: y + 4 }));
      break;
    }
    case "wake":
      g.append(node("path", { d: `M${at} ${y - 7}L${at + 7} ${y + 6}L${at - 7} ${y + 6}Z` }));
      break;
    case "leaseEnd":
      // The line across the lanes shows it; this ring appears only when
      // playback stands on the expiry.
      g.append(node("circle", { class: "ring", cx: at, cy: y, r: 6 }));
      break;
    case "refused":
      g.append(node("path", { class: "cross", d: `M${at - 4} ${y - 4}L${at + 4} ${y + 4}M${at + 4} ${y - 4}L${at - 4} ${y + 4}` }));
      break;
  }
  g.addEventListener("click", () => onPick(marker.event));
  return g;
}

/**
 * The time axis, with ticks at a round interval that fits the width.
 * @param {SVGSVGElement} svg
 * @param {number} endMs
 * @param {number} span
 * @param {(ms: number) => number} x
 * @param {number} y
 * @param {number} left
 * @param {number} width
 */
function drawAxis(svg, endMs, span, x, y, left, width) {
  const g = node("g", { class: "axis" });
  g.append(node("line", { x1: left, x2: width - RIGHT, y1: y + 4, y2: y + 4 }));
  const fits = Math.max(2, Math.floor((width - left - RIGHT) / 64));
  const steps = [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 300000, 600000, 3600000];
  const step = steps.find((s) => span / s <= fits) ?? Math.ceil(span / fits);
  for (let ms = 0; ms <= endMs + step / 2 && ms <= span; ms += step) {
    const at = x(ms);
    g.append(node("line", { x1: at, x2: at, y1: y + 4, y2: y + 9 }));
    g.append(text(tick(ms), { x: at, y: y + 22, "text-anchor": "middle" }));
  }
  svg.append(g);
}

/**
 * The legend, drawn once: the same shapes and classes as the chart.
 * @param {HTMLElement} list
 */
export function renderLegend(list) {
  /** @type {[string, string, (g: SVGGElement) => void][]} */
  const items = [
    ["lease", "the lease the lock service holds for the client, with its token", (g) => g.append(node("rect", { class: "lease", x: 1, y: 3, width: 26, height: 10, rx: 2 }))],
    ["pause", "paused: frozen, and unaware of it", (g) => g.append(node("rect", { class: "pause", x: 1, y: 3, width: 26, height: 10 }))],
    ["overreach", "still thinks it holds the lock after its lease ended", (g) => g.append(node("rect", { class: "overreach", x: 1, y: 3, width: 26, height: 10 }))],
    ["lease-end", "a lease runs out", (g) => g.append(node("line", { class: "lease-end", x1: 14, x2: 14, y1: 0, y2: 16 }))],
    ["read", "reads the value", (g) => g.append(node("g", { class: "mark mark-read" }, [node("circle", { cx: 14, cy: 8, r: 5 })]))],
    ["accepted", "write accepted", (g) => g.append(node("g", { class: "mark mark-write accepted-write" }, [node("rect", { x: 8, y: 2, width: 12, height: 12 })]))],
    ["stale", "stale write accepted: it overwrote newer work", (g) => g.append(node("g", { class: "mark mark-write accepted-write standing-stale" }, [node("rect", { x: 8, y: 2, width: 12, height: 12 })]))],
    ["refused", "write refused", (g) => g.append(node("g", { class: "mark mark-write refused-write" }, [node("rect", { x: 8, y: 2, width: 12, height: 12 }), node("path", { class: "cross", d: "M10 4L18 12M18 4L10 12" })]))],
    ["wake", "wakes from a pause", (g) => g.append(node("g", { class: "mark mark-wake" }, [node("path", { d: "M14 1L21 14L7 14Z" })]))],
    ["asked", "asks for the lock and is refused", (g) => g.append(node("g", { class: "mark mark-refused" }, [node("path", { class: "cross", d: "M10 4L18 12M18 4L10 12" })]))],
    ["cursor", "playback position", (g) => g.append(node("line", { class: "cursor", x1: 14, x2: 14, y1: 0, y2: 16 }))],
  ];
  list.replaceChildren(
    ...items.map(([key, words, drawSwatch]) => {
      const item = el("li", `legend-${key}`);
      const swatch = node("svg", { width: 28, height: 16, viewBox: "0 0 28 16", "aria-hidden": "true", class: "swatch" });
      const g = node("g", {});
      drawSwatch(g);
      swatch.append(g);
      item.append(swatch, el("span", undefined, words));
      return item;
    }),
  );
}

/**
 * An axis label: "0 s", "2.5 s"; a round number of the axis's own making.
 * @param {number} ms
 */
function tick(ms) {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/**
 * An SVG element with attributes and children.
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | number>} attrs
 * @param {SVGElement[]} [children]
 * @returns {SVGElementTagNameMap[K]}
 */
function node(tag, attrs, children = []) {
  const element = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, String(value));
  element.append(...children);
  return element;
}

/**
 * @param {string} words
 * @param {Record<string, string | number>} attrs
 */
function text(words, attrs) {
  const t = node("text", attrs);
  t.textContent = words;
  return t;
}
