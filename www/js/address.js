// @ts-check
/**
 * The address holds the run: which experiment, every setting, and where
 * playback stands, so a copied link opens the same run at the same step.
 *
 * A link is read once, when the page opens (and again when the reader
 * goes back or forward), and written as the reader changes things. Reading
 * never trusts it: every value is checked against the experiment's own
 * knobs, a value that cannot be used is clamped or dropped, and each such
 * change is described in a notice the page shows as text.
 *
 * The query string, not the hash, holds it: the lesson's own links use the
 * hash to move around the page.
 */

/**
 * Names the page keeps for itself; no knob may use them (the core's
 * `RESERVED_IDS` refuses such a scenario), so a link never means two things.
 */
export const PAGE_PARAMS = ["scenario", "step", "t", "embed", "panels", "locked"];

/**
 * What a link asks for, as written; nothing here is checked yet.
 * @typedef {{
 *   scenario: string | null,
 *   settings: [string, string][],
 *   step: string | null,
 *   time: string | null,
 * }} Link
 */

/**
 * Where playback stands, as a link keeps it: `step` when the cursor is on
 * an event, `timeMs` when it is between two; neither at the end of the run.
 * @typedef {{ step: number } | { timeMs: number } | null} Position
 */

/**
 * Splits a query string into what the page understands.
 * @param {string} search such as `location.search`
 * @returns {Link}
 */
export function readLink(search) {
  const params = new URLSearchParams(search);
  /** @type {[string, string][]} */
  const settings = [];
  for (const [name, value] of params) {
    if (!PAGE_PARAMS.includes(name)) settings.push([name, value]);
  }
  return {
    scenario: params.get("scenario"),
    settings,
    step: params.get("step"),
    time: params.get("t"),
  };
}

/**
 * The scenario file a link names: `paused-holder` or `paused-holder.json`.
 * @param {string} name
 */
export function scenarioFile(name) {
  return name.endsWith(".json") ? name : `${name}.json`;
}

/**
 * The name a link gives a scenario file: its file name without `.json`.
 * @param {string} file
 */
export function scenarioName(file) {
  return file.replace(/\.json$/, "");
}

/**
 * Checks a link's settings against the open experiment's knobs. Returns
 * the values to apply and a sentence for everything that was changed or
 * left out. Values are only ever numbers and booleans from here on.
 * @param {import("../pkg/fencelab_wasm.js").KnobView[]} knobs
 * @param {[string, string][]} asked
 * @param {(ms: number) => string} formatTime the core's words for a duration
 * @returns {{ changes: import("../pkg/fencelab_wasm.js").Settings, notices: string[] }}
 */
export function settle(knobs, asked, formatTime) {
  /** @type {Record<string, number | boolean>} */
  const changes = {};
  /** @type {string[]} */
  const notices = [];
  for (const [id, text] of asked) {
    const knob = knobs.find((k) => k.id === id);
    if (!knob) {
      notices.push(`“${id}” is not a setting of this experiment, so it was left out.`);
      continue;
    }
    if (knob.kind === "toggle") {
      const on = toggleValue(text);
      if (on === null) notices.push(`${knob.label}: “${text}” is not on or off, so it stays ${knob.on ? "on" : "off"}.`);
      else changes[id] = on;
      continue;
    }
    const number = Number(text.trim());
    if (text.trim() === "" || !Number.isFinite(number)) {
      notices.push(`${knob.label}: “${text}” is not a number, so it stays at ${knob.shown}.`);
      continue;
    }
    /** @param {number} n */
    const words = (n) => (knob.unit === "ms" ? formatTime(n) : String(n));
    const whole = Math.round(number);
    const value = Math.min(knob.max, Math.max(knob.min, whole));
    if (value !== number) {
      const why = whole < knob.min ? `the smallest is ${words(knob.min)}` : whole > knob.max ? `the largest is ${words(knob.max)}` : "it must be a whole number";
      notices.push(`${knob.label}: ${text} is out of range (${why}), so it is set to ${words(value)}.`);
    }
    changes[id] = value;
  }
  return { changes, notices };
}

/**
 * @param {string} text
 * @returns {boolean | null}
 */
function toggleValue(text) {
  switch (text.trim().toLowerCase()) {
    case "on":
    case "true":
    case "1":
      return true;
    case "off":
    case "false":
    case "0":
      return false;
    default:
      return null;
  }
}

/**
 * Checks a link's playback position against the run: the step is clamped
 * to the run's events, the time to its length.
 * @param {Link} link
 * @param {number} events how many events the run has
 * @param {number} endMs when the run ends
 * @returns {{ position: Position, notices: string[] }}
 */
export function settlePosition(link, events, endMs) {
  /** @type {string[]} */
  const notices = [];
  if (link.step !== null) {
    const step = Number(link.step);
    if (!Number.isInteger(step)) {
      notices.push(`The playback step “${link.step}” is not a whole number, so playback shows the whole run.`);
      return { position: null, notices };
    }
    const clamped = Math.max(0, Math.min(events, step));
    if (clamped !== step) notices.push(`This run has ${events} events, so playback stands at event ${clamped}, not ${link.step}.`);
    return { position: { step: clamped }, notices };
  }
  if (link.time !== null) {
    const time = Number(link.time);
    if (link.time.trim() === "" || !Number.isFinite(time)) {
      notices.push(`The playback time “${link.time}” is not a number, so playback shows the whole run.`);
      return { position: null, notices };
    }
    const clamped = Math.max(0, Math.min(endMs, Math.round(time)));
    if (clamped !== time) notices.push(`This run lasts ${endMs} ms, so playback stands at ${clamped} ms, not ${link.time}.`);
    return { position: { timeMs: clamped }, notices };
  }
  return { position: null, notices };
}

/**
 * The query string for a run: the page's own options kept as they were,
 * then the scenario, every setting, and the playback position.
 * @param {URLSearchParams} kept the embed options of the current address
 * @param {string} file
 * @param {import("../pkg/fencelab_wasm.js").KnobView[]} knobs
 * @param {Position} position
 */
export function linkQuery(kept, file, knobs, position) {
  const params = new URLSearchParams();
  params.set("scenario", scenarioName(file));
  for (const knob of knobs) {
    params.set(knob.id, knob.kind === "toggle" ? (knob.on ? "on" : "off") : String(knob.value));
  }
  if (position && "step" in position) params.set("step", String(position.step));
  if (position && "timeMs" in position) params.set("t", String(position.timeMs));
  for (const name of ["embed", "panels", "locked"]) {
    const value = kept.get(name);
    if (value !== null) params.set(name, value);
  }
  // `embed` and `locked` are flags: `?embed`, not `?embed=`.
  return `?${params.toString().replace(/(^|&)(embed|locked)=(?=&|$)/g, "$1$2")}`;
}

/**
 * Writes the address as things change, at most once per `WRITE_AFTER_MS`:
 * browsers limit how often a page may rewrite its address, and playback
 * moves the cursor every frame. Opening another experiment is a new
 * history entry, so Back returns to the one before; every other change
 * replaces the current entry, so the history is not flooded.
 */
export class Address {
  /**
   * @param {() => string} query the address's query for the run shown now
   * @param {boolean} embedded inside an embed only ever replace: the host
   *   page's history is not the simulator's to fill
   */
  constructor(query, embedded) {
    this.query = query;
    this.embedded = embedded;
    /** @type {number | null} */
    this.timer = null;
  }

  /** A setting or the playback position changed. */
  changed() {
    if (this.timer !== null) return;
    this.timer = window.setTimeout(() => {
      this.timer = null;
      this.write(false);
    }, WRITE_AFTER_MS);
  }

  /** Another experiment was opened by the reader. */
  opened() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.write(!this.embedded);
  }

  /** @param {boolean} push */
  write(push) {
    const query = this.query();
    if (query === location.search) return;
    const url = `${location.pathname}${query}${location.hash}`;
    try {
      if (push) history.pushState(null, "", url);
      else history.replaceState(null, "", url);
    } catch (err) {
      // A browser that refuses (too many writes, a sandboxed frame) only
      // costs the link its freshness; the page goes on.
      console.warn(`fencelab: the address could not be updated: ${err}`);
    }
  }
}

/** How long the address waits for changes to settle before it is written. */
const WRITE_AFTER_MS = 250;
