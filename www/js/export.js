// @ts-check
/**
 * Downloads for slides and handouts: the lease chart as SVG or PNG, and the
 * run as a Markdown transcript. The SVG and the transcript come from the
 * core, the same renderer `fencelab run --svg` and `--markdown` use, so a
 * figure from the page and one from a script are the same file. The
 * transcript ends with the page's address when the page has one a reader
 * could open; every file is named by the core after the run's settings.
 *
 * The buttons are found inside the element it is given (`data-part`).
 */

import { part } from "./dom.js";
import { say } from "./words.js";

/** PNG pixels per SVG unit: sharp enough for a projector or print. */
const PNG_SCALE = 2;

export class Export {
  /**
   * @param {HTMLElement} root the download buttons
   * @param {import("./sim.js").Simulator} simulator
   * @param {() => string} scenario the scenario file's stem for the run shown now
   * @param {() => string} query the query string that reopens the run shown now
   */
  constructor(root, simulator, scenario, query) {
    this.simulator = simulator;
    this.scenario = scenario;
    this.query = query;
    this.status = part(root, "status");
    part(root, "svg").addEventListener("click", () => this.svg());
    part(root, "png").addEventListener("click", () => this.png());
    part(root, "markdown").addEventListener("click", () => this.markdown());
  }

  /** The core's name for the run's files, without extension. */
  name() {
    return this.simulator.fileStem(this.scenario());
  }

  svg() {
    const svg = this.simulator.figure();
    if (svg !== null) save(new Blob([svg], { type: "image/svg+xml" }), `${this.name()}.svg`);
  }

  markdown() {
    const text = this.simulator.markdown(webAddress(location.href, this.query()));
    if (text !== null) save(new Blob([text], { type: "text/markdown" }), `${this.name()}.md`);
  }

  async png() {
    const svg = this.simulator.figure();
    if (svg === null) return;
    const status = this.status;
    try {
      save(await rasterize(svg), `${this.name()}.png`);
      status.textContent = "";
    } catch (err) {
      status.textContent = say("export-png-failed", { why: err instanceof Error ? err.message : String(err) });
    }
  }
}

/**
 * The address that reopens the run: the page's own address with the run's
 * query, or null when the page is not served over http(s) (opened from a
 * file, say), since no other reader could open that.
 * @param {string} page the page's address
 * @param {string} query
 * @returns {string | null}
 */
export function webAddress(page, query) {
  const url = new URL(query, page);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  return url.href;
}

/**
 * Draws an SVG document onto a canvas at `PNG_SCALE`, on the white it
 * was drawn for, and returns the PNG.
 * @param {string} svg
 * @returns {Promise<Blob>}
 */
async function rasterize(svg) {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(image.naturalWidth * PNG_SCALE);
    canvas.height = Math.round(image.naturalHeight * PNG_SCALE);
    const context = canvas.getContext("2d");
    if (!context) throw new Error(say("export-no-canvas"));
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(say("export-no-png")))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Hands a file to the browser's downloads.
 * @param {Blob} blob
 * @param {string} name
 */
export function save(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
