// @ts-check
/**
 * The projector view, for a classroom's screen: the page's text larger,
 * the chart laid out for a narrower width and drawn across the whole one,
 * so its words and marks grow with it, and its lines thicker and its pale
 * fills deeper (see `chart.css`), where a projector washes them out. A
 * switch beside Predict first turns it on; the page's address keeps it as
 * `view=projector`, so a reload or a bookmark opens the room's view again.
 */

import { quote } from "./address.js";
import { say } from "./words.js";

/** The class on the page's root that the view's styles hang on. */
const CLASS = "projector";

/** How much larger the chart is drawn in the projector view. */
const SCALE = 1.4;

/** Whether the page shows the projector view. */
export function projecting() {
  return document.documentElement.classList.contains(CLASS);
}

/** How much larger than its layout a chart is drawn now. */
export function chartScale() {
  return projecting() ? SCALE : 1;
}

/**
 * Turns the projector view on or off.
 * @param {boolean} on
 */
export function project(on) {
  document.documentElement.classList.toggle(CLASS, on);
}

/**
 * What a link's `view` asks for: the projector view, the usual one, or a
 * view the page does not have, which leaves the usual one and a notice.
 * @param {string | null} asked the link's `view`, null when it has none
 * @returns {{ on: boolean, notice: string | null }}
 */
export function readView(asked) {
  if (asked === null) return { on: false, notice: null };
  if (asked === "projector") return { on: true, notice: null };
  return { on: false, notice: say("link-view", { value: quote(asked) }) };
}
