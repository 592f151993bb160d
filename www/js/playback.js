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

/**
 * @typedef {import("../pkg/fencelab_wasm.js").View} View
 * @typedef {{ event: number, timeMs: number }} Cursor
 */

/** Simulated milliseconds per real millisecond at speed 1×: one second a second. */
const BASE_RATE = 1;

export class Playback {
  /**
   * @param {HTMLElement} root the playback controls
   * @param {(cursor: Cursor) => void} onMove
   * @param {(ms: number) => string} formatTime the core's words for a moment
   */
  constructor(root, onMove, formatTime) {
    this.onMove = onMove;
    this.formatTime = formatTime;
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
  }

  /**
   * Takes a new run and shows all of it.
   * @param {View} view
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
    this.cursor = { event: this.countBy(clamped), timeMs: clamped };
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
    this.play.textContent = "Pause";
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
    this.play.textContent = "Play";
  }

  /**
   * How many events have happened by `timeMs`.
   * @param {number} timeMs
   */
  countBy(timeMs) {
    let n = 0;
    while (n < this.times.length && this.times[n] <= timeMs) n++;
    return n;
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
