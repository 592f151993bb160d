// @ts-check
/**
 * Talking to a learning platform through SCORM 1.2, when the page is
 * played as the package `cargo xtask dist` writes (see
 * `crates/xtask/src/scorm/mod.rs`). The platform puts an `API` object on
 * a window above the page's frame; the page finds it, starts a session,
 * reports the progress `progress.js` gathers (the quiz's score and
 * status, one objective per challenge, the progress to restore next time)
 * and ends the session when the page goes away.
 *
 * Without a platform nothing here does anything. A platform that reports
 * an error, or an API that throws, is given up on: the problem goes once
 * to the console and the page carries on as if there were no platform,
 * keeping everything the student did on screen.
 */

import { listen, restore, score } from "./progress.js";
import { readKept, keep } from "./scorm-data.js";
import { startLanguage } from "./language.js";
import { say } from "./words.js";

/**
 * The calls of SCORM 1.2's runtime API that the page makes.
 * @typedef {{
 *   LMSInitialize(arg: string): string,
 *   LMSFinish(arg: string): string,
 *   LMSGetValue(name: string): string,
 *   LMSSetValue(name: string, value: string): string,
 *   LMSCommit(arg: string): string,
 *   LMSGetLastError(): string,
 *   LMSGetErrorString(code: string): string,
 * }} Api
 * @typedef {import("./progress.js").Progress} Progress
 */

/** How many windows up (parents, then the opener's) the API is looked for, as SCORM's own example code does. */
const LEVELS = 7;

/** The score to pass at when the platform sets none; the manifest says the same. */
const MASTERY_SCORE = 80;

/**
 * The parts of the data model SCORM 1.2 leaves optional: a platform may
 * answer "401, not implemented" for them, which only means it keeps none.
 */
const OPTIONAL = /^cmi\.(student_data|objectives)\./;

/** The error a platform gives for an element it does not implement. */
const NOT_IMPLEMENTED = "401";

/** @type {Session | null | undefined} the session, null without a platform, undefined before looking */
let session;

/**
 * Finds the platform and starts the session, once; the quiz and the
 * challenges call it before they show anything, so restored progress is
 * there to show.
 */
export function joinPlatform() {
  if (session !== undefined) return;
  session = null;
  const api = findApi(window);
  if (!api) return;
  const started = new Session(api);
  if (!started.begin()) return;
  session = started;
  listen((progress) => session?.report(progress));
  // "pagehide" is the last event a page is sure to get, also when it goes into the back-forward cache.
  window.addEventListener("pagehide", () => session?.end());
}

/**
 * The SCORM 1.2 API on `start` or a window above it, then above its opener.
 * A window of another origin cannot be read; it ends the search there.
 * @param {Window} start
 * @returns {Api | null}
 */
export function findApi(start) {
  return climb(start) ?? (start.opener ? climb(start.opener) : null);
}

/**
 * @param {Window} start
 * @returns {Api | null}
 */
function climb(start) {
  let win = start;
  for (let level = 0; level <= LEVELS; level++) {
    try {
      const api = /** @type {{ API?: Api }} */ (/** @type {unknown} */ (win)).API;
      if (api && typeof api.LMSInitialize === "function") return api;
    } catch {
      return null;
    }
    if (win.parent === win) return null;
    win = win.parent;
  }
  return null;
}

/** One session with the platform, from `LMSInitialize` to `LMSFinish`. */
class Session {
  /** @param {Api} api */
  constructor(api) {
    this.api = api;
    this.started = Date.now();
    this.mastery = MASTERY_SCORE;
    /** @type {string[]} the objectives' ids, by their index on the platform */
    this.objectives = [];
    /** @type {Map<string, string>} what was last set, so an unchanged value is not sent again */
    this.sent = new Map();
    this.ended = false;
  }

  /**
   * Starts the session and reads what the platform kept.
   * @returns {boolean} whether the platform took part
   */
  begin() {
    if (!this.call("LMSInitialize", "")) return false;
    const mastery = Number.parseFloat(this.get("cmi.student_data.mastery_score") ?? "");
    if (Number.isFinite(mastery) && mastery >= 0 && mastery <= 100) this.mastery = mastery;
    const count = Number.parseInt(this.get("cmi.objectives._count") ?? "0", 10) || 0;
    for (let n = 0; n < count; n++) this.objectives.push(this.get(`cmi.objectives.${n}.id`) ?? "");
    restore(readKept(this.get("cmi.suspend_data") ?? ""));
    return !this.ended;
  }

  /**
   * Sends the progress and commits it, so a platform that never hears the
   * page go away still has it.
   * @param {Progress} progress
   */
  report(progress) {
    const answered = Object.keys(progress.answers).length;
    if (answered > 0) {
      this.set("cmi.core.score.min", "0");
      this.set("cmi.core.score.max", "100");
      this.set("cmi.core.score.raw", String(score(progress)));
    }
    this.set("cmi.core.lesson_status", status(progress, this.mastery));
    const met = progress.met[progress.open.file] ?? [];
    for (const id of progress.open.challenges) {
      let n = this.objectives.indexOf(id);
      if (n < 0) {
        n = this.objectives.length;
        this.objectives.push(id);
        this.set(`cmi.objectives.${n}.id`, id);
      }
      this.set(`cmi.objectives.${n}.status`, met.includes(id) ? "passed" : "incomplete");
    }
    this.set("cmi.suspend_data", keep(progress));
    this.call("LMSCommit", "");
  }

  /** Says how long the student stayed and ends the session. */
  end() {
    if (this.ended) return;
    this.set("cmi.core.session_time", timespan(Date.now() - this.started));
    // "suspend": the platform keeps the progress for the next visit.
    this.set("cmi.core.exit", "suspend");
    this.call("LMSCommit", "");
    this.call("LMSFinish", "");
    this.ended = true;
  }

  /**
   * @param {string} name
   * @returns {string | null} the value, or null once the platform failed
   */
  get(name) {
    if (this.ended) return null;
    const value = this.guard(() => this.api.LMSGetValue(name), `LMSGetValue("${name}")`, OPTIONAL.test(name));
    return value === null ? null : String(value);
  }

  /**
   * @param {string} name
   * @param {string} value
   */
  set(name, value) {
    if (this.sent.get(name) === value) return;
    if (this.call("LMSSetValue", name, value)) this.sent.set(name, value);
  }

  /**
   * One of the API's calls that answers "true" or "false".
   * @param {"LMSInitialize" | "LMSFinish" | "LMSCommit" | "LMSSetValue"} name
   * @param {string[]} args
   * @returns {boolean} whether it worked
   */
  call(name, ...args) {
    if (this.ended) return false;
    const api = /** @type {Record<string, (...args: string[]) => string>} */ (/** @type {unknown} */ (this.api));
    const optional = name === "LMSSetValue" && OPTIONAL.test(args[0] ?? "");
    const done = this.guard(() => api[name](...args), `${name}(${args.map((a) => JSON.stringify(a)).join(", ")})`, optional);
    return done !== null && String(done) === "true";
  }

  /**
   * Runs one call and checks the platform's error after it; on any
   * problem the session is given up, and the page never hears of it again.
   * @template T
   * @param {() => T} run
   * @param {string} what the call, for the console
   * @param {boolean} [optional] whether the element is one a platform may leave out
   * @returns {T | null}
   */
  guard(run, what, optional = false) {
    try {
      const value = run();
      const code = String(this.api.LMSGetLastError());
      if (optional && code === NOT_IMPLEMENTED) return null;
      if (code !== "0" && code !== "") {
        this.fail(what, `${code} ${String(this.api.LMSGetErrorString(code))}`);
        return null;
      }
      return value;
    } catch (err) {
      // The API lives in the platform's window, so its errors are not this window's `Error`s.
      const message = typeof err === "object" && err !== null && "message" in err ? err.message : err;
      this.fail(what, String(message));
      return null;
    }
  }

  /**
   * @param {string} call
   * @param {string} cause
   */
  fail(call, cause) {
    this.ended = true;
    startLanguage().then(() => console.warn(say("scorm-problem", { call, cause })));
  }
}

/**
 * `incomplete` until every question has a first answer, then `passed` or
 * `failed` against the mastery score.
 * @param {Progress} progress
 * @param {number} mastery
 */
export function status(progress, mastery) {
  if (progress.questions === 0 || Object.keys(progress.answers).length < progress.questions) return "incomplete";
  return score(progress) >= mastery ? "passed" : "failed";
}

/**
 * A duration as SCORM 1.2's CMITimespan, `HHHH:MM:SS.SS`.
 * @param {number} ms
 */
export function timespan(ms) {
  const centis = Math.max(0, Math.round(ms / 10));
  const hours = Math.min(9999, Math.floor(centis / 360000));
  const minutes = Math.floor(centis / 6000) % 60;
  const seconds = (centis % 6000) / 100;
  const pad = (/** @type {number} */ n, /** @type {number} */ width) => String(n).padStart(width, "0");
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${seconds.toFixed(2).padStart(5, "0")}`;
}
