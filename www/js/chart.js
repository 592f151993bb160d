// @ts-check
/**
 * The lease chart: one lane per client, drawn as SVG from the view's chart.
 *
 * Each lane has rows: moments (reads, writes, wake-ups, side effects), the
 * lease the lock service holds for the client (with a dashed ghost where
 * the client's own clock says the lease lasts longer), its pauses, the
 * stretch where it believes it holds the lock although its lease has
 * ended, and, only in a lane that has any, the network (`network.js`):
 * requests in flight as slanted arrows and cut links as hatched spans. Lines across
 * all lanes mark the moments leases ran out and the moments the lock
 * service itself failed or its clock jumped, labelled at the top. Shapes
 * and hatching carry the meaning as well as colour, so the chart reads in
 * print and without colour vision. Colours come from CSS, so the dark
 * scheme restyles it; the hatch patterns are defined once in `index.html`
 * and shared by the chart and the legend (`legend.js`).
 */

import { node, text, textWidth, cross, star, clock, titled } from "./svg.js";
import { layoutNetwork, drawNetwork, networkHeight } from "./network.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").View} View
 * @typedef {import("../pkg/fencelab_wasm.js").LaneView} LaneView
 * @typedef {import("../pkg/fencelab_wasm.js").MarkerView} MarkerView
 * @typedef {import("./playback.js").Cursor} Cursor
 * @typedef {import("./network.js").Network} Network
 * @typedef {(ms: number) => number} Scale
 */

/** Vertical layout of one lane, in pixels from its top. */
const ROW = { marks: 12, lease: 22, leaseH: 18, pause: 44, barH: 12, overreach: 60, net: 78 };
/** A lane's height; one with a network row grows by the arrows and their lines of labels. */
const LANE_H = 80;
/** Room above the lanes for at least two rows of labels. */
const MIN_TOP = 30;
const LABEL_ROW = 15;
const AXIS_H = 30;
const RIGHT = 16;
/** Room right of the last moment for a mark's label, such as "token 34"; more if a label needs it. */
const LABEL_ROOM = 56;
/** Marks closer than this are spread out so none hides another. */
const SPREAD = 16;
/** The kinds of mark that carry their label beside them. */
const LABELLED = new Set(["write", "effect", "clockJump"]);

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
  const span = Math.max(1, chart.endMs);
  const x = scale(view, width, left, span);

  const tops = topLabels(view, width, x);
  const top = Math.max(MIN_TOP, LABEL_ROW * tops.rows + 3);
  const nets = chart.lanes.map((lane, i) => layoutNetwork(view, lane, i, x, width - RIGHT));
  /** @type {number[]} */
  const laneTops = [];
  let bottom = top;
  nets.forEach((net) => {
    laneTops.push(bottom);
    bottom += net ? ROW.net + networkHeight(net) + 8 : LANE_H;
  });
  const height = bottom + AXIS_H;

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
    const h = (laneTops[i + 1] ?? bottom) - laneTops[i];
    svg.append(node("rect", { class: "lane-bg", x: left, y: laneTops[i] + 2, width: width - left - RIGHT, height: h - 6 }));
  });
  const cursorLine = node("line", { class: "cursor", x1: 0, x2: 0, y1: top - 8, y2: bottom + 6 });
  svg.append(cursorLine);
  chart.lanes.forEach((lane, i) => drawLane(svg, lane, nets[i], laneTops[i], x, left, width, view, onPick));

  drawAxis(svg, chart.endMs, span, x, bottom, left, width);

  // Lines across the lanes, each under its own label at the top.
  for (const label of tops.labels) {
    const g = node("g", { class: label.kind });
    if (label.event !== null) {
      g.classList.add("service-mark");
      g.setAttribute("data-event", String(label.event));
      const event = view.events[label.event];
      if (event) g.append(titled(`${event.time}: ${event.text}`));
      const index = label.event;
      g.addEventListener("click", () => onPick(index));
    }
    const y = 12 + label.row * LABEL_ROW;
    g.append(node("line", { class: `${label.kind}-line`, x1: label.at, x2: label.at, y1: y + 3, y2: bottom }));
    g.append(text(label.words, { class: `${label.kind}-label`, x: label.from, y }));
    svg.append(g);
  }

  const future = node("rect", { class: "future", x: 0, y: top - 8, width: 0, height: bottom - top + 8 });
  // The veil over what has not happened yet lies on top of everything.
  svg.append(future);

  /** @param {Cursor} cursor */
  const move = (cursor) => {
    const at = x(Math.min(cursor.timeMs, chart.endMs));
    cursorLine.setAttribute("x1", String(at));
    cursorLine.setAttribute("x2", String(at));
    // Marks spread out to the right of their moment have still happened:
    // the veil starts after them.
    let veil = at;
    for (const mark of svg.querySelectorAll("[data-event]")) {
      const index = Number(mark.getAttribute("data-event"));
      mark.classList.toggle("current", index === cursor.event - 1);
      const placed = Number(mark.getAttribute("data-x") ?? NaN);
      const right = Number(mark.getAttribute("data-right") ?? placed + 8);
      if (index < cursor.event && placed >= veil - 10 && placed - at < SPREAD * 6) veil = Math.max(veil, right);
    }
    // At the end of the run nothing is left to veil, labels right of the last moment included.
    if (cursor.timeMs >= chart.endMs) veil = width - RIGHT;
    future.setAttribute("x", String(veil));
    future.setAttribute("width", String(Math.max(0, width - RIGHT - veil)));
  };
  return { svg, move };
}

/**
 * The time scale: room on the right for the widest label that follows a
 * late moment, so no label runs off the chart.
 * @param {View} view
 * @param {number} width
 * @param {number} left
 * @param {number} span
 * @returns {Scale}
 */
function scale(view, width, left, span) {
  /** @param {number} room */
  const make = (room) => (/** @type {number} */ ms) => left + (ms / span) * (width - left - RIGHT - room);
  const first = make(LABEL_ROOM);
  let room = LABEL_ROOM;
  for (const lane of view.chart.lanes) {
    for (const cluster of clusters(lane, first)) {
      if (!cluster.label) continue;
      const end = cluster.lastX + 9 + textWidth(cluster.label);
      const over = end - (width - RIGHT);
      // Moving the scale's end moves a moment at `ms` by ms / span of it.
      const share = cluster.ms / span;
      if (over > 0 && share > 0.5) room = Math.max(room, LABEL_ROOM + over / share);
    }
  }
  // Never more than a quarter of the width: a label that still does not
  // fit goes left of its marks instead.
  return make(Math.min(room, Math.max(LABEL_ROOM, (width - left - RIGHT) / 4)));
}

/**
 * @typedef {{ kind: "lease-end" | "service", words: string, at: number, from: number, to: number,
 *   row: number, event: number | null }} TopLabel
 */

/**
 * The labels above the lanes, for the lines where a lease ran out or the
 * lock service itself changed, placed in rows so that no label overlaps
 * another or sits on another's line.
 * @param {View} view
 * @param {number} width
 * @param {Scale} x
 * @returns {{ labels: TopLabel[], rows: number }}
 */
function topLabels(view, width, x) {
  const wanted = [
    ...view.chart.leaseEnds.map((end) => ({ kind: /** @type {const} */ ("lease-end"), words: end.label, ms: end.atMs, event: null })),
    ...view.chart.service.map((mark) => ({ kind: /** @type {const} */ ("service"), words: mark.label, ms: mark.atMs, event: mark.event })),
  ].sort((a, b) => a.ms - b.ms);
  /** @type {TopLabel[]} */
  const placed = [];
  for (const want of wanted) {
    const at = x(want.ms);
    const w = textWidth(want.words, 12);
    // Centred on its line if it fits, else beside it; the first row where
    // it touches no other label and no other line, or, failing that within
    // a few rows, the first where it touches no other label.
    const options = [];
    for (const from of [at - w / 2, at + 4, at - 4 - w]) {
      if (from >= 2 && from + w <= width - 2) options.push({ from, to: from + w });
    }
    // Too wide for either side: as near its line as the chart allows.
    if (options.length === 0) {
      const from = Math.max(2, Math.min(at - w / 2, width - 2 - w));
      options.push({ from, to: from + w });
    }
    /** @param {number} row @param {{ from: number, to: number }} o @param {boolean} lines */
    const clear = (row, o, lines) =>
      !placed.some(
        (p) =>
          (p.row === row && p.from < o.to + 6 && o.from < p.to + 6) ||
          // A line runs down from its label through every row below it.
          (lines && p.row < row && p.at >= o.from - 2 && p.at <= o.to + 2) ||
          (lines && p.row > row && at >= p.from - 2 && at <= p.to + 2),
      );
    let spot = null;
    for (let row = 0; row < 4 && !spot; row++) {
      const o = options.find((o) => clear(row, o, true));
      if (o) spot = { row, ...o };
    }
    for (let row = 0; !spot; row++) {
      const o = options.find((o) => clear(row, o, false));
      if (o) spot = { row, ...o };
    }
    placed.push({ kind: want.kind, words: want.words, at, event: want.event, row: spot.row, from: spot.from, to: spot.to });
  }
  const rows = placed.reduce((n, p) => Math.max(n, p.row + 1), 2);
  return { labels: placed, rows };
}

/**
 * @param {SVGSVGElement} svg
 * @param {LaneView} lane
 * @param {Network | null} net its network row, if it has one
 * @param {number} top
 * @param {Scale} x
 * @param {number} laneLeft where the lanes begin
 * @param {number} width
 * @param {View} view
 * @param {(eventIndex: number) => void} onPick
 */
function drawLane(svg, lane, net, top, x, laneLeft, width, view, onPick) {
  const g = node("g", { class: "lane" });
  g.append(text(lane.client, { class: "lane-name", x: 8, y: top + ROW.lease + 14 }));

  for (const lease of lane.leases) {
    const from = x(lease.fromMs);
    const w = Math.max(2, x(lease.toMs) - from);
    g.append(node("rect", { class: `lease lease-${lease.end}`, x: from, y: top + ROW.lease, width: w, height: ROW.leaseH, rx: 3 }));
    if (w > textWidth(lease.label, 12) + 8) {
      g.append(text(lease.label, { class: "lease-label", x: from + 6, y: top + ROW.lease + 13 }));
    }
    if (lease.believedToMs > lease.toMs) believed(g, lease, x(lease.toMs), x(lease.believedToMs), top, laneLeft, width);
  }
  for (const pause of lane.pauses) {
    bar(g, "pause", view.chart.pauseLabel, x(pause.fromMs), x(pause.toMs), top + ROW.pause);
  }
  for (const over of lane.overreach) {
    bar(g, "overreach", view.chart.overreachLabel, x(over.fromMs), x(over.toMs), top + ROW.overreach);
  }
  if (net) drawNetwork(g, net, top + ROW.net, view, onPick);

  const groups = clusters(lane, x);
  // Where the previous cluster's drawing, label and all, ends.
  let used = -Infinity;
  groups.forEach((cluster, i) => {
    for (const { marker, at } of cluster.marks) g.append(mark(marker, at, top + ROW.marks, view, onPick));
    const lastEvent = cluster.marks[cluster.marks.length - 1].marker.event;
    // One label per cluster: after its last mark if it stays clear of the
    // next cluster and the edge, else before its first mark if it stays
    // clear of the previous one and the lane names, else none (the marks
    // keep their words in their tooltips and in the event list).
    const next = groups[i + 1];
    const w = textWidth(cluster.label);
    const right = cluster.lastX + 9;
    const left = cluster.firstX - 9 - w;
    let from = null;
    if (right + w <= Math.min(width - 2, next ? next.firstX - 11 : Infinity)) from = right;
    else if (left >= Math.max(laneLeft + 2, used + 6)) from = left;
    if (cluster.label && from !== null) {
      g.append(
        text(cluster.label, {
          class: "mark-label",
          x: from,
          y: top + ROW.marks + 4,
          "data-event": lastEvent,
          "data-x": from.toFixed(1),
          "data-right": (from + w).toFixed(1),
        }),
      );
      used = Math.max(cluster.lastX + 7, from + w);
    } else if (cluster.marks.some((m) => m.marker.kind !== "leaseEnd")) {
      // A lease's end has no mark of its own to keep clear of.
      used = cluster.lastX + 7;
    }
  });
  svg.append(g);
}

/**
 * Marks that fall within a few pixels of each other, spread out in a row,
 * with the labels of all of them joined: "side effect, token 1".
 * @param {LaneView} lane
 * @param {Scale} x
 * @returns {{ marks: { marker: MarkerView, at: number }[], ms: number, firstX: number, lastX: number, label: string }[]}
 */
function clusters(lane, x) {
  /** @type {{ marks: { marker: MarkerView, at: number }[], ms: number, firstX: number, lastX: number, label: string }[]} */
  const out = [];
  let lastX = -Infinity;
  let shift = 0;
  for (const marker of lane.markers) {
    const at = x(marker.atMs);
    shift = at - lastX < SPREAD ? shift + SPREAD : 0;
    lastX = at;
    if (shift === 0 || out.length === 0) out.push({ marks: [], ms: marker.atMs, firstX: at, lastX: at, label: "" });
    const cluster = out[out.length - 1];
    cluster.marks.push({ marker, at: at + shift });
    cluster.ms = marker.atMs;
    cluster.lastX = at + shift;
  }
  for (const cluster of out) {
    // A lease's end has its own line and label across the chart; a read
    // is plain. Writes say their token, side effects and clock jumps what they are.
    const labels = cluster.marks
      .filter((m) => LABELLED.has(m.marker.kind))
      .map((m) => m.marker.label)
      .filter((l) => l !== "");
    cluster.label = [...new Set(labels)].join(", ");
  }
  return out;
}

/**
 * Where the client's own clock says its lease ends, later than it really
 * did: a dashed ghost of the lease up to a dashed tick, with words.
 * @param {SVGGElement} g
 * @param {{ believedLabel: string, believedShort: string }} lease the core's words for it
 * @param {number} realEnd
 * @param {number} believedEnd
 * @param {number} top
 * @param {number} left where the lanes begin
 * @param {number} width
 */
function believed(g, lease, realEnd, believedEnd, top, left, width) {
  const y = top + ROW.lease;
  g.append(node("rect", { class: "believed", x: realEnd, y: y + 1, width: Math.max(1, believedEnd - realEnd), height: ROW.leaseH - 2 }));
  g.append(node("line", { class: "believed-end", x1: believedEnd, x2: believedEnd, y1: y - 5, y2: y + ROW.leaseH + 5 }));
  // Right of the tick, else left of it over the lease, in fewer words if
  // need be, and at worst as far left as the lanes go.
  const tiers = [lease.believedLabel, lease.believedShort];
  let spot = null;
  for (const words of tiers) {
    const w = textWidth(words);
    if (believedEnd + 5 + w <= width - RIGHT) spot = { words, from: believedEnd + 5 };
    else if (believedEnd - 5 - w >= left + 2) spot = { words, from: believedEnd - 5 - w };
    if (spot) break;
  }
  if (!spot) {
    const words = tiers[tiers.length - 1];
    spot = { words, from: Math.max(left + 2, width - RIGHT - textWidth(words)) };
  }
  g.append(text(spot.words, { class: "believed-label", x: spot.from, y: y + 13 }));
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
 * a refused request for the lock, a star for a side effect, a clock face
 * for a clock that jumps.
 * @param {MarkerView} marker
 * @param {number} at
 * @param {number} y
 * @param {View} view
 * @param {(eventIndex: number) => void} onPick
 */
function mark(marker, at, y, view, onPick) {
  const g = node("g", { class: `mark mark-${marker.kind}`, "data-event": marker.event, "data-x": at.toFixed(1), "data-right": (at + 8).toFixed(1) });
  const event = view.events[marker.event];
  if (event) g.append(titled(`${event.time}: ${event.text}`));
  if (marker.standing) g.classList.add(`standing-${marker.standing}`);
  switch (marker.kind) {
    case "read":
      g.append(node("circle", { cx: at, cy: y, r: 5 }));
      break;
    case "write": {
      const refused = marker.accepted === false;
      g.classList.add(refused ? "refused-write" : "accepted-write");
      g.append(node("rect", { x: at - 6, y: y - 6, width: 12, height: 12 }));
      if (refused) g.append(cross(at, y));
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
      g.append(cross(at, y));
      break;
    case "effect":
      g.append(star(at, y));
      break;
    case "clockJump":
      g.append(clock(at, y));
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
 * @param {Scale} x
 * @param {number} y
 * @param {number} left
 * @param {number} width
 */
function drawAxis(svg, endMs, span, x, y, left, width) {
  const g = node("g", { class: "axis" });
  g.append(node("line", { x1: left, x2: width - RIGHT, y1: y + 4, y2: y + 4 }));
  const fits = Math.max(2, Math.floor((x(span) - left) / 64));
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
 * An axis label: "0 s", "2.5 s"; a round number of the axis's own making.
 * @param {number} ms
 */
function tick(ms) {
  return `${Number((ms / 1000).toFixed(3))} s`;
}
