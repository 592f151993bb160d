// @ts-check
/**
 * The lease chart's network row, in a lane whose client had requests on a
 * slow network or a link cut: requests in flight as slanted arrows from
 * their sending to their arrival (a lost one ends in a cross), cut links as
 * cross-hatched spans labelled "link cut". Laid out before the lanes are
 * stacked, since the lines its labels need decide the lane's height.
 */

import { node, text, textWidth, arrow, titled } from "./svg.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").View} View
 * @typedef {import("../pkg/fencelab_wasm.js").LaneView} LaneView
 * @typedef {import("../pkg/fencelab_wasm.js").MessageView} MessageView
 * @typedef {(ms: number) => number} Scale
 */

/** The height of the arrows, and of each line of labels under them. */
const NET_H = 18;
const NET_LINE = 12;
/** At most this many lines of labels; a label that fits in none keeps to its tooltip. */
const NET_LINES = 3;
/** A cut link's words. */
const CUT_WORDS = "link cut";

/**
 * The height a laid-out network row takes.
 * @param {Network} net
 */
export function networkHeight(net) {
  return NET_H + net.lines * NET_LINE;
}

/**
 * @typedef {{ x: number, line: number }} Spot
 * @typedef {{
 *   cuts: { from: number, to: number, label: Spot | null, inside: boolean }[],
 *   messages: { message: MessageView, from: number, to: number, label: Spot | null }[],
 *   lines: number,
 * }} Network
 */

/**
 * A lane's network row, laid out before the lanes are stacked, since its
 * labels decide its height: links cut, as hatched spans, and requests in
 * flight from their sending to their arrival, as slanted arrows. Labels go
 * in lines under the arrows, each in the first line where it runs into no
 * other; `null` for a lane with neither.
 * @param {View} view
 * @param {LaneView} lane
 * @param {number} index
 * @param {Scale} x
 * @param {number} right where labels must end
 * @returns {Network | null}
 */
export function layoutNetwork(view, lane, index, x, right) {
  const sent = view.chart.messages.filter((m) => m.lane === index);
  if (lane.cut.length === 0 && sent.length === 0) return null;
  /** @type {[number, number][][]} */
  const taken = Array.from({ length: NET_LINES }, () => []);
  /**
   * @param {string} words
   * @param {number} from where it starts, if it fits before the edge
   * @param {number} to where it ends otherwise
   * @returns {Spot | null}
   */
  const place = (words, from, to) => {
    const w = textWidth(words);
    const start = from + w > right ? to - w : from;
    if (start < 2) return null;
    const line = taken.findIndex((spans) => !spans.some(([a, b]) => start < b + 6 && a < start + w + 6));
    if (line < 0) return null;
    taken[line].push([start, start + w]);
    return { x: start, line };
  };
  const w = textWidth(CUT_WORDS);
  // Each cut link is its own span; spans that overlap are drawn as one.
  const cuts = merge(lane.cut).map((cut) => {
    const from = x(cut.fromMs);
    const to = Math.max(from + 2, x(cut.toMs));
    return { from, to, inside: to - from > w + 8, label: /** @type {Spot | null} */ (null) };
  });
  const messages = sent.map((message) => {
    const from = x(message.fromMs);
    const to = Math.max(from + 1, x(message.toMs));
    return { message, from, to, label: place(message.label, Math.max(2, from - 2), to + 2) };
  });
  // A cut too short for its words inside gets them underneath.
  for (const cut of cuts) if (!cut.inside) cut.label = place(CUT_WORDS, cut.from, cut.to);
  const lines = taken.filter((spans) => spans.length > 0).length;
  return { cuts, messages, lines };
}

/**
 * Draws a network row laid out by `layoutNetwork`.
 * @param {SVGGElement} g
 * @param {Network} net
 * @param {number} y the row's top
 * @param {View} view
 * @param {(eventIndex: number) => void} onPick
 */
export function drawNetwork(g, net, y, view, onPick) {
  /** @param {number} line */
  const lineY = (line) => y + NET_H + (line + 1) * NET_LINE;
  for (const cut of net.cuts) {
    g.append(node("rect", { class: "cut", x: cut.from, y, width: cut.to - cut.from, height: NET_H }));
    // Inside the hatching at its end, clear of the arrows sent as it began.
    if (cut.inside) g.append(text(CUT_WORDS, { class: "cut-label", x: cut.to - 4 - textWidth(CUT_WORDS), y: y + NET_H - 5 }));
    else if (cut.label) g.append(text(CUT_WORDS, { class: "cut-label", x: cut.label.x, y: lineY(cut.label.line) }));
  }
  for (const { message, from, to, label } of net.messages) {
    const m = node("g", { class: `message${message.lost ? " lost" : ""}`, "data-event": message.event });
    const event = view.events[message.event];
    m.append(titled(event ? `${event.time}: ${event.text}` : message.label));
    m.append(arrow(from, y + 1, to, y + NET_H - 1, message.lost));
    if (label) m.append(text(message.label, { class: "message-label", x: label.x, y: lineY(label.line) }));
    m.addEventListener("click", () => onPick(message.event));
    g.append(m);
  }
}

/**
 * Spans in time order, with overlapping ones joined.
 * @param {{ fromMs: number, toMs: number }[]} spans
 */
function merge(spans) {
  /** @type {{ fromMs: number, toMs: number }[]} */
  const out = [];
  for (const span of [...spans].sort((a, b) => a.fromMs - b.fromMs)) {
    const last = out[out.length - 1];
    if (last && span.fromMs <= last.toMs) last.toMs = Math.max(last.toMs, span.toMs);
    else out.push({ ...span });
  }
  return out;
}
