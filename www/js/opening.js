// @ts-check
/**
 * The opening run: the first experiment at its defaults, run by the core
 * when the site was built (`crates/wasm/src/opening.rs`) and kept in
 * `opening/<language>.json` as the views the wasm would give. The page
 * draws it before anything else, so the reader sees the story and its
 * verdict while the wasm, most of the page's bytes, is still on its way;
 * the wasm is fetched only after it, and then draws the same run again,
 * element for element, with every control working.
 *
 * It is shown only when the link asks for nothing else: another
 * experiment, settings, a playback position, a comparison or a prediction
 * first all need the simulator itself. A setting moved before the wasm is
 * in is kept and applied once it is, and the reader is told so.
 */

import { readText } from "./files.js";
import { byId, part } from "./dom.js";
import { readLink, scenarioFile } from "./address.js";
import { renderSettings } from "./settings.js";
import { Results, showGlance } from "./results.js";
import { Chart } from "./chart.js";
import { renderEvents } from "./events.js";
import { predictsFirst } from "./predict.js";
import { languages, say } from "./words.js";

/**
 * How long the opening may stand before it says that the simulator is
 * still loading: on a fast connection it is gone long before, and a note
 * that flashes for a moment would only distract.
 */
const SAY_LOADING_AFTER_MS = 1000;

/**
 * One language's opening, as the build wrote it.
 * @typedef {{ file: string, language: string, view: import("../pkg/fencelab_wasm.js").RunView, charts: import("../pkg/fencelab_wasm.js").DrawingView[] }} Opening
 */

/**
 * Whether a link leaves the page to open as it always does: the first
 * experiment (by any name for it) at its defaults, played to the end.
 * @param {string} search the address's query
 * @param {boolean} embedded
 */
export function opensPlainly(search, embedded) {
  const link = readLink(search);
  const asked = link.predict === "on" ? true : link.predict === "off" ? false : null;
  return (
    link.settings.length === 0 &&
    link.step === null &&
    link.time === null &&
    link.compare === null &&
    link.repeated.length === 0 &&
    !predictsFirst(asked, embedded)
  );
}

/**
 * The opening in `code`'s words, or null if there is none to show: the
 * build makes one for each language `words/index.json` lists (the
 * pseudo-language has none), and it may not be readable, or the link
 * may name another experiment than the one it is a run of.
 * @param {string} code the page's language
 * @param {string} search the address's query
 * @returns {Promise<Opening | null>}
 */
export async function readOpening(code, search) {
  try {
    if (!(await languages()).some((l) => l.code === code)) return null;
    /** @type {Opening} */
    const opening = JSON.parse(await readText(`opening/${encodeURIComponent(code)}.json`));
    const named = readLink(search).scenario;
    if (opening.language !== code || (named !== null && scenarioFile(named) !== opening.file)) return null;
    return opening;
  } catch {
    // Only a head start: without it the page opens as it did before.
    return null;
  }
}

/**
 * What the reader did to the opening's settings, for the simulator to
 * apply once it is in.
 * @typedef {{ changes: Record<string, boolean | number>, done: () => void }} Shown
 */

/**
 * Draws the opening into the page: title, texts, settings, verdict
 * strip, results, events and chart. The playback, the run's tools, the walk and the
 * language wait for the simulator, inert, and if it is slow to come a note
 * says so; a setting moved now is kept in `changes`.
 * `done` takes the opening's marks off once the simulator has drawn.
 * @param {Opening} opening
 * @param {boolean} locked whether the page's settings stay as its link set them
 * @returns {Shown}
 */
export function showOpening(opening, locked) {
  const { view } = opening;
  byId("scenario-title").textContent = view.title;
  byId("scenario-summary").textContent = view.summary;
  byId("try-this").hidden = !view.tryThis;
  byId("try-this-text").textContent = view.tryThis ?? "";
  /** @type {Record<string, boolean | number>} */
  const changes = {};
  const note = byId("opening-note");
  /** @param {string} id */
  const tell = (id) => {
    note.textContent = say(id);
    note.hidden = false;
  };
  renderSettings(byId("knobs"), view.knobs, (id, value) => {
    if (locked) return false;
    changes[id] = value;
    tell("page-opening-kept");
    return true;
  });
  showGlance(part(byId("glance"), "lines"), [[null, view]]);
  new Results(byId("results"), () => {}).draw(view);
  renderEvents(/** @type {HTMLOListElement} */ (byId("events")), view.events, () => {});
  const chart = new Chart(byId("chart"), (width) => chartFor(opening.charts, width), () => {});
  // Played to the end, as the simulator shows a new run.
  chart.setCursor({ event: view.events.length, timeMs: view.chart.endMs });
  chart.draw(view);
  // Only once it is all drawn: an opening that fails to draw leaves the
  // page to the simulator as if there had been none.
  const simulator = byId("simulator");
  simulator.dataset.opening = "";
  const waiting = [byId("playback-panel"), byId("run-tools"), byId("defaults"), byId("language"), byId("tour-start")];
  for (const element of waiting) element.inert = true;
  const slow = setTimeout(() => tell("page-opening-loading"), SAY_LOADING_AFTER_MS);
  return {
    changes,
    done() {
      clearTimeout(slow);
      for (const element of waiting) element.inert = false;
      delete simulator.dataset.opening;
      note.hidden = true;
    },
  };
}

/**
 * The narrowest of the opening's charts at least `width` wide, which the
 * chart's `max-width` scales down to the box; the widest if none is.
 * @param {import("../pkg/fencelab_wasm.js").DrawingView[]} charts widest last
 * @param {number} width
 */
function chartFor(charts, width) {
  return charts.find((chart) => chart.width >= width) ?? charts.at(-1) ?? null;
}
