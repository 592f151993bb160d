// @ts-check
/**
 * The chart's legend: one entry for each kind of mark the current run
 * draws, with the same shapes and classes as the chart, so an entry looks
 * exactly like what it explains. A run without network delay has no entry
 * for messages; the playback position is always there.
 */

import { el } from "./dom.js";
import { node, cross, star, clock, arrow } from "./svg.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").View} View
 * @typedef {import("../pkg/fencelab_wasm.js").MarkerView} MarkerView
 * @typedef {View["chart"]["names"]} Names
 * @typedef {{ key: string, words: string | ((names: Names) => string), present: (view: View) => boolean, draw: (g: SVGGElement) => void }} Entry
 */

/**
 * Whether any lane of the run has a marker that passes `test`.
 * @param {View} view
 * @param {(m: MarkerView) => boolean} test
 */
const anyMark = (view, test) => view.chart.lanes.some((lane) => lane.markers.some(test));

/** @param {string} cls @param {SVGElement[]} children */
const mark = (cls, children) => node("g", { class: `mark ${cls}` }, children);

/** @type {Entry[]} */
const ENTRIES = [
  {
    key: "lease",
    words: (n) => `the ${n.lease} the ${n.lockService} holds for the client`,
    present: (v) => v.chart.lanes.some((l) => l.leases.length > 0),
    draw: (g) => g.append(node("rect", { class: "lease", x: 1, y: 3, width: 26, height: 10, rx: 2 })),
  },
  {
    key: "believed",
    words: (n) => `the client's own clock says its ${n.lease} still runs`,
    present: (v) => v.chart.lanes.some((l) => l.leases.some((s) => s.believedToMs > s.toMs)),
    draw: (g) =>
      g.append(
        node("rect", { class: "believed", x: 1, y: 3, width: 22, height: 10 }),
        node("line", { class: "believed-end", x1: 23, x2: 23, y1: 0, y2: 16 }),
      ),
  },
  {
    key: "pause",
    words: "paused: frozen, and unaware of it",
    present: (v) => v.chart.lanes.some((l) => l.pauses.length > 0),
    draw: (g) => g.append(node("rect", { class: "pause", x: 1, y: 3, width: 26, height: 10 })),
  },
  {
    key: "overreach",
    words: (n) => `still thinks it holds ${n.lock} after its ${n.lease} ended`,
    present: (v) => v.chart.lanes.some((l) => l.overreach.length > 0),
    draw: (g) => g.append(node("rect", { class: "overreach", x: 1, y: 3, width: 26, height: 10 })),
  },
  {
    key: "lease-end",
    words: (n) => `a ${n.lease} runs out`,
    present: (v) => v.chart.leaseEnds.length > 0,
    draw: (g) => g.append(node("line", { class: "lease-end-line", x1: 14, x2: 14, y1: 0, y2: 16 })),
  },
  {
    key: "service",
    words: (n) => `the ${n.lockService} itself restarts, fails over, or its clock jumps`,
    present: (v) => v.chart.service.length > 0,
    draw: (g) => g.append(node("line", { class: "service-line", x1: 14, x2: 14, y1: 0, y2: 16 })),
  },
  {
    key: "message",
    words: "a request on its way over the network",
    present: (v) => v.chart.messages.some((m) => !m.lost),
    draw: (g) => g.append(node("g", { class: "message" }, [arrow(3, 2, 25, 14, false)])),
  },
  {
    key: "lost",
    words: "a request lost on the network",
    present: (v) => v.chart.messages.some((m) => m.lost),
    draw: (g) => g.append(node("g", { class: "message lost" }, [arrow(3, 2, 23, 12, true)])),
  },
  {
    key: "cut",
    words: "a network link is cut",
    present: (v) => v.chart.lanes.some((l) => l.cut.length > 0),
    draw: (g) => g.append(node("rect", { class: "cut", x: 1, y: 2, width: 26, height: 12 })),
  },
  {
    key: "read",
    words: "reads the value",
    present: (v) => anyMark(v, (m) => m.kind === "read"),
    draw: (g) => g.append(mark("mark-read", [node("circle", { cx: 14, cy: 8, r: 5 })])),
  },
  {
    key: "accepted",
    words: "write accepted",
    present: (v) => anyMark(v, (m) => m.kind === "write" && m.accepted === true && m.standing !== "stale"),
    draw: (g) => g.append(mark("mark-write accepted-write", [node("rect", { x: 8, y: 2, width: 12, height: 12 })])),
  },
  {
    key: "stale",
    words: "stale write accepted: it overwrote newer work",
    present: (v) => anyMark(v, (m) => m.kind === "write" && m.accepted === true && m.standing === "stale"),
    draw: (g) => g.append(mark("mark-write accepted-write standing-stale", [node("rect", { x: 8, y: 2, width: 12, height: 12 })])),
  },
  {
    key: "refused",
    words: "write refused",
    present: (v) => anyMark(v, (m) => m.kind === "write" && m.accepted === false),
    draw: (g) => g.append(mark("mark-write refused-write", [node("rect", { x: 8, y: 2, width: 12, height: 12 }), cross(14, 8)])),
  },
  {
    key: "wake",
    words: "wakes from a pause",
    present: (v) => anyMark(v, (m) => m.kind === "wake"),
    draw: (g) => g.append(mark("mark-wake", [node("path", { d: "M14 1L21 14L7 14Z" })])),
  },
  {
    key: "asked",
    words: (n) => `asks for ${n.lock} and is refused`,
    present: (v) => anyMark(v, (m) => m.kind === "refused"),
    draw: (g) => g.append(mark("mark-refused", [cross(14, 8)])),
  },
  {
    key: "effect",
    words: (n) => `a side effect, such as an email, with a live ${n.lease}`,
    present: (v) => anyMark(v, (m) => m.kind === "effect" && m.standing !== "stale"),
    draw: (g) => g.append(mark("mark-effect standing-holder", [star(14, 8)])),
  },
  {
    key: "effect-unleased",
    words: (n) => `a side effect with no ${n.lease}: nothing could stop it`,
    present: (v) => anyMark(v, (m) => m.kind === "effect" && m.standing === "stale"),
    draw: (g) => g.append(mark("mark-effect standing-stale", [star(14, 8)])),
  },
  {
    key: "clock-jump",
    words: "the client's clock jumps",
    present: (v) => anyMark(v, (m) => m.kind === "clockJump"),
    draw: (g) => g.append(mark("mark-clockJump", [clock(14, 8)])),
  },
  {
    key: "cursor",
    words: "playback position",
    present: () => true,
    draw: (g) => g.append(node("line", { class: "cursor", x1: 14, x2: 14, y1: 0, y2: 16 })),
  },
];

/**
 * Lists what the current run's chart draws.
 * @param {HTMLElement} list
 * @param {View} view
 */
export function renderLegend(list, view) {
  list.replaceChildren(
    ...ENTRIES.filter((entry) => entry.present(view)).map(({ key, words, draw }) => {
      const item = el("li", `legend-${key}`);
      const swatch = node("svg", { width: 28, height: 16, viewBox: "0 0 28 16", "aria-hidden": "true", class: "swatch" });
      const g = node("g", {});
      draw(g);
      swatch.append(g);
      const text = typeof words === "function" ? words(view.chart.names) : words;
      item.append(swatch, el("span", undefined, text));
      return item;
    }),
  );
}
