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

import { say } from "./words.js";

/**
 * Names the page keeps for itself; no knob may use them (the core's
 * `RESERVED_IDS` refuses such a scenario), so a link never means two things.
 */
export const PAGE_PARAMS = ["scenario", "step", "t", "compare", "predict", "embed", "panels", "locked", "lang", "file", "edit", "view"];

/**
 * What a link asks for, as written; nothing here is checked yet. A name
 * given twice counts once, with its last value, as for the settings.
 * @typedef {{
 *   scenario: string | null,
 *   settings: [string, string][],
 *   step: string | null,
 *   time: string | null,
 *   compare: string | null,
 *   predict: string | null,
 *   view: string | null,
 *   file: string | null,
 *   edit: boolean,
 *   repeated: string[],
 * }} Link
 */

/** A number as a link may write it: decimal digits, perhaps a sign and a fraction. */
const DECIMAL = /^\s*[+-]?\d+(\.\d+)?\s*$/;

/** The names that configure an embed rather than describe the run. */
const EMBED_PARAMS = ["embed", "panels", "locked", "predict"];

/** The longest part of a link a notice quotes; a longer one is cut. */
const QUOTE_LIMIT = 40;

/**
 * A value from a link as a notice quotes it: in quotes, and cut short.
 * @param {string} text
 */
export function quote(text) {
  const cut = [...text];
  return say("link-quote", { text: cut.length > QUOTE_LIMIT ? say("link-quote-cut", { text: cut.slice(0, QUOTE_LIMIT).join("") }) : text });
}

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
  /** @type {Map<string, string>} */
  const settings = new Map();
  /** @type {Set<string>} */
  const repeated = new Set();
  for (const [name, value] of params) {
    if (params.getAll(name).length > 1) repeated.add(name);
    if (!PAGE_PARAMS.includes(name)) settings.set(name, value);
  }
  /** @param {string} name */
  const last = (name) => params.getAll(name).at(-1) ?? null;
  return {
    scenario: last("scenario"),
    settings: [...settings],
    step: last("step"),
    time: last("t"),
    compare: last("compare"),
    predict: last("predict"),
    view: last("view"),
    file: last("file"),
    edit: params.has("edit"),
    repeated: [...repeated],
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
      notices.push(say("link-not-a-setting", { name: quote(id) }));
      continue;
    }
    if (text.trim() === "") {
      const state = knob.kind === "toggle" ? (knob.on ? "on" : "off") : "range";
      notices.push(say("link-no-value", { label: knob.label, state, shown: knob.kind === "range" ? knob.shown : "" }));
      continue;
    }
    if (knob.kind === "toggle") {
      const on = toggleValue(text);
      if (on === null) notices.push(say("link-not-on-off", { label: knob.label, value: quote(text), state: knob.on ? "on" : "off" }));
      else changes[id] = on;
      continue;
    }
    // Decimal digits only: `Number` would also read "0x1F40" or "1e4".
    if (!DECIMAL.test(text)) {
      notices.push(say("link-not-a-number", { label: knob.label, value: quote(text), shown: knob.shown }));
      continue;
    }
    const number = Number(text);
    const unit = knob.unit === "ms" ? "ms" : "count";
    // The value as the link wrote it, with its unit when it has one.
    const written = quote(unit === "ms" ? say("link-value-ms", { value: text }) : text);
    /** @param {number} n */
    const words = (n) => (knob.unit === "ms" ? formatTime(n) : n);
    const whole = Math.round(number);
    // A whole value between a slider's steps is kept: it is a run the
    // simulator can make (a safety map's cell gives such values), and the
    // label beside the slider says it exactly.
    const value = Math.min(knob.max, Math.max(knob.min, whole));
    const args = { label: knob.label, value: written, set: words(value), unit };
    if (whole > knob.max) {
      notices.push(say("link-too-large", { ...args, largest: words(knob.max) }));
    } else if (whole < knob.min) {
      notices.push(say("link-too-small", { ...args, smallest: words(knob.min) }));
    } else if (whole !== number) {
      notices.push(say("link-not-whole", args));
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
 * to the run's events, the time to its length. With both, the step counts.
 * @param {Link} link
 * @param {number} events how many events the run has
 * @param {number} endMs when the run ends
 * @param {(ms: number) => string} formatTime the core's words for a moment
 * @returns {{ position: Position, notices: string[] }}
 */
export function settlePosition(link, events, endMs, formatTime) {
  /** @type {string[]} */
  const notices = [];
  const whole = /^\s*[+-]?\d+\s*$/;
  if (link.step !== null) {
    if (link.time !== null) notices.push(say("link-step-and-time"));
    if (!whole.test(link.step)) {
      notices.push(say("link-step-not-whole", { step: quote(link.step) }));
      return { position: null, notices };
    }
    const step = Number(link.step);
    if (step < 0) notices.push(say("link-step-before", { step: quote(link.step) }));
    if (step > events) notices.push(say("link-step-after", { step: quote(link.step), events }));
    return { position: { step: Math.max(0, Math.min(events, step)) }, notices };
  }
  if (link.time !== null) {
    if (!DECIMAL.test(link.time)) {
      notices.push(say("link-time-not-number", { time: quote(link.time) }));
      return { position: null, notices };
    }
    const time = Math.round(Number(link.time));
    if (time < 0) notices.push(say("link-time-before", { time: quote(link.time), start: formatTime(0) }));
    if (time > endMs) notices.push(say("link-time-after", { time: quote(link.time), end: formatTime(endMs) }));
    return { position: { timeMs: Math.max(0, Math.min(endMs, time)) }, notices };
  }
  return { position: null, notices };
}

/**
 * A sentence for the names a link gives more than once.
 * @param {Link} link
 * @returns {string[]}
 */
export function repeatNotices(link) {
  return link.repeated.map((name) => say("link-repeated", { name: quote(name) }));
}

/**
 * Which experiment a link opens: one of the page's own files by name, or a
 * whole scenario carried in the link (`packed`, the `file=` value); and
 * whether its editor is open, so a reload brings the draft back.
 * @typedef {{ file: string, packed?: string | null, editing?: boolean }} Source
 */

/**
 * The query string for a run: the scenario, every setting, and the
 * playback position, then the embed options of `kept`, if any.
 * @param {URLSearchParams} kept an address whose embed options to keep;
 *   an empty one for the run alone, as a reader passes it on
 * @param {Source} source the experiment the run is of
 * @param {import("../pkg/fencelab_wasm.js").KnobView[]} knobs
 * @param {Position} position
 * @param {string | null} [compare] the switch two runs side by side differ in, if they are shown
 * @param {string | null} [lang] the language the link opens in; none lets its reader's browser choose
 * @param {boolean} [projector] whether the page shows the projector view, which its own address keeps
 */
export function linkQuery(kept, source, knobs, position, compare = null, lang = null, projector = false) {
  const params = new URLSearchParams();
  if (source.packed) params.set("file", source.packed);
  else params.set("scenario", scenarioName(source.file));
  if (source.editing) params.set("edit", "");
  for (const knob of knobs) {
    params.set(knob.id, knob.kind === "toggle" ? (knob.on ? "on" : "off") : String(knob.value));
  }
  if (position && "step" in position) params.set("step", String(position.step));
  // Whole milliseconds: playback moves in fractions of one between frames.
  if (position && "timeMs" in position) params.set("t", String(Math.round(position.timeMs)));
  if (compare !== null) params.set("compare", compare);
  if (lang !== null) params.set("lang", lang);
  if (projector) params.set("view", "projector");
  // The embed options mean something only together with `embed`.
  for (const name of kept.has("embed") ? EMBED_PARAMS : []) {
    const value = kept.get(name);
    if (value !== null) params.set(name, value);
  }
  // `embed`, `locked` and `edit` are flags: `?embed`, not `?embed=`.
  return `?${params.toString().replace(/(^|&)(embed|locked|edit)=(?=&|$)/g, "$1$2")}`;
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

  /**
   * Another experiment was opened by the reader. The new entry has no
   * fragment: the reader is at the simulator, not where a lesson link was.
   */
  opened() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.write(!this.embedded, "");
  }

  /**
   * @param {boolean} push
   * @param {string} hash the fragment to keep
   */
  write(push, hash = location.hash) {
    const query = this.query();
    if (query === location.search && hash === location.hash) return;
    const url = `${location.pathname}${query}${hash}`;
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
