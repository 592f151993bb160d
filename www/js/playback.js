// @ts-check
/**
 * Playback: a cursor over a finished run. Play, pause, step, scrub and
 * speed only move the cursor; the run itself never changes here, so the
 * results above always describe all of it.
 *
 * The cursor has a time and an event: `event` is how many events have
 * happened by `timeMs` (0 before the first). Stepping puts the time on an
 * event; scrubbing and playing move the time and let the event follow.
 *
 * Its controls are found inside the element it is given (`data-part`), so
 * two runs could each have their own.
 */

import { part, reducedMotion } from "./dom.js";
import { say } from "./words.js";
import { LANGUAGE_EVENT } from "./language.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {{ event: number, timeMs: number }} Cursor
 */

/** Simulated milliseconds per real millisecond at speed 1×: one second a second. */
const BASE_RATE = 1;

/** How far Shift and an arrow key move the Time slider, in simulated milliseconds. */
const FINE_MS = 100;

/** How much of the run Page Up and Page Down move the Time slider by. */
const PAGE_FRACTION = 10;

/**
 * The shortcuts that work anywhere in the simulator, by `KeyboardEvent.key`;
 * the buttons' `aria-keyshortcuts` and the keys listed under the controls
 * name the same keys.
 * @type {Record<string, "play" | "back" | "forward">}
 */
const SHORTCUTS = { k: "play", K: "play", ",": "back", ".": "forward" };

export class Playback {
  /**
   * @param {HTMLElement} root the playback controls
   * @param {(cursor: Cursor) => void} onMove
   * @param {(ms: number) => string} formatTime the core's words for a moment
   * @param {(ms: number) => number} eventsBy the core's count of the run's events that have happened by a moment
   */
  constructor(root, onMove, formatTime, eventsBy) {
    this.onMove = onMove;
    this.formatTime = formatTime;
    this.eventsBy = eventsBy;
    /** @type {number[]} the time of each event */
    this.times = [];
    this.endMs = 0;
    /** @type {Cursor} */
    this.cursor = { event: 0, timeMs: 0 };
    /** @type {number | null} */
    this.frame = null;
    /** @type {number | null} */
    this.timer = null;
    this.play = /** @type {HTMLButtonElement} */ (part(root, "play"));
    this.scrub = /** @type {HTMLInputElement} */ (part(root, "scrub"));
    this.speed = /** @type {HTMLSelectElement} */ (part(root, "speed"));
    this.back = part(root, "step-back");
    this.forward = part(root, "step-forward");
    this.time = part(root, "scrub-time");
    this.play.addEventListener("click", () => (this.playing() ? this.pause() : this.start()));
    this.back.addEventListener("click", () => this.step(-1));
    this.forward.addEventListener("click", () => this.step(1));
    this.scrub.addEventListener("input", () => this.seek(Number(this.scrub.value)));
    this.scrub.addEventListener("keydown", (event) => this.slide(event));
    document.addEventListener(LANGUAGE_EVENT, () => this.relanguage());
  }

  /**
   * Makes K (or Space on the Time slider), "," and "." play, step back and
   * step forward while the focus is anywhere inside `scope`, except in a
   * field the reader types into or a dialog.
   * @param {HTMLElement} scope
   */
  listenForKeys(scope) {
    scope.addEventListener("keydown", (event) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typing(event.target)) return;
      // A dialog over the simulator (Share) is not the simulator.
      if (event.target instanceof Element && event.target.closest("dialog")) return;
      const action = event.key === " " && event.target === this.scrub ? "play" : SHORTCUTS[event.key];
      if (!action) return;
      event.preventDefault();
      if (action === "play") this.playing() ? this.pause() : this.start();
      else this.step(action === "forward" ? 1 : -1);
    });
  }

  /**
   * The Time slider's keys: an arrow goes to the next or the previous
   * event, Shift and an arrow moves a tenth of a second, Page Up and Page
   * Down a tenth of the run, Home and End to the start and the end. The
   * browser's own step (one millisecond) would take thousands of presses.
   * @param {KeyboardEvent} event
   */
  slide(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const up = event.key === "ArrowRight" || event.key === "ArrowUp";
    const down = event.key === "ArrowLeft" || event.key === "ArrowDown";
    const page = Math.max(1, Math.round(this.endMs / PAGE_FRACTION));
    if ((up || down) && event.shiftKey) {
      this.pause();
      this.seek(this.cursor.timeMs + (up ? FINE_MS : -FINE_MS));
    } else if (up || down) {
      this.step(up ? 1 : -1);
    } else if (event.key === "PageUp" || event.key === "PageDown") {
      this.pause();
      this.seek(this.cursor.timeMs + (event.key === "PageUp" ? page : -page));
    } else if (event.key === "Home") {
      this.jumpTo(0);
    } else if (event.key === "End") {
      this.pause();
      this.seek(this.endMs);
    } else {
      return;
    }
    event.preventDefault();
  }

  /**
   * Takes a new run and shows all of it.
   * @param {RunView} view
   */
  load(view) {
    this.pause();
    this.times = view.events.map((e) => e.atMs);
    this.endMs = view.chart.endMs;
    this.scrub.max = String(this.endMs);
    this.cursor = { event: this.times.length, timeMs: this.endMs };
    this.moved();
  }

  /**
   * Puts the cursor on event `number` (1-based; 0 is the start).
   * @param {number} number
   */
  jumpTo(number) {
    this.pause();
    const event = Math.max(0, Math.min(this.times.length, number));
    this.cursor = { event, timeMs: event === 0 ? 0 : this.times[event - 1] };
    this.moved();
  }

  /**
   * One event forward or back. Between two events (after a scrub, or at
   * the end of the run, which may come after the last event while a lease
   * is still open), back goes to the event just passed; forward from the
   * last event goes to the end of the run.
   * @param {number} direction +1 or -1
   */
  step(direction) {
    this.pause();
    const { event, timeMs } = this.cursor;
    const onEvent = event === 0 ? timeMs === 0 : this.times[event - 1] === timeMs;
    if (direction > 0 && event >= this.times.length) {
      this.seek(this.endMs);
    } else {
      this.jumpTo(direction < 0 && !onEvent ? event : event + direction);
    }
  }

  /** @param {number} timeMs */
  seek(timeMs) {
    const clamped = Math.max(0, Math.min(this.endMs, timeMs));
    this.cursor = { event: this.eventsBy(clamped), timeMs: clamped };
    this.moved();
  }

  playing() {
    return this.frame !== null || this.timer !== null;
  }

  /**
   * Plays from where the cursor is, or from the start if it is at the end.
   * With reduced motion the cursor jumps from event to event once a second
   * instead of sliding.
   */
  start() {
    if (this.cursor.event >= this.times.length && this.cursor.timeMs >= this.endMs) {
      this.cursor = { event: 0, timeMs: 0 };
    }
    this.play.textContent = say("playback-pause");
    if (reducedMotion()) {
      this.timer = window.setInterval(() => {
        if (this.cursor.event >= this.times.length) {
          this.pause();
          return;
        }
        const event = this.cursor.event + 1;
        this.cursor = { event, timeMs: this.times[event - 1] };
        this.moved();
      }, 1000);
      this.moved();
      return;
    }
    let last = performance.now();
    /** @param {number} now */
    const tick = (now) => {
      const rate = BASE_RATE * Number(this.speed.value);
      this.seek(this.cursor.timeMs + (now - last) * rate);
      last = now;
      if (this.cursor.timeMs >= this.endMs) this.pause();
      else this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  pause() {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    if (this.timer !== null) clearInterval(this.timer);
    this.frame = null;
    this.timer = null;
    this.play.textContent = say("playback-play");
  }

  /** Words the Play button again, in the page's language now. */
  relanguage() {
    this.play.textContent = say(this.playing() ? "playback-pause" : "playback-play");
  }

  moved() {
    this.scrub.value = String(this.cursor.timeMs);
    const time = this.formatTime(this.cursor.timeMs);
    this.scrub.setAttribute("aria-valuetext", time);
    this.time.textContent = time;
    // aria-disabled, not disabled: a disabled button drops keyboard focus.
    this.back.setAttribute("aria-disabled", String(this.cursor.event === 0 && this.cursor.timeMs === 0));
    this.forward.setAttribute(
      "aria-disabled",
      String(this.cursor.event >= this.times.length && this.cursor.timeMs >= this.endMs),
    );
    this.onMove(this.cursor);
  }
}

/**
 * Whether a key pressed on `target` is typing into a field, where the
 * shortcuts must not take it.
 * @param {EventTarget | null} target
 */
function typing(target) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !["range", "checkbox", "radio", "button", "submit", "reset", "color", "file"].includes(target.type);
}
