// @ts-check
/**
 * The facts of one run, as the quiz's questions quote them: a setting's
 * value, an event's time or token, what a resource ends up holding. Every
 * value is the core's own words from the run's view; nothing here formats
 * a number. A fact the run does not have throws, naming what was missing,
 * so a question whose scenario changed says so instead of quoting a wrong
 * number.
 */

import { keep } from "./dom.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").View} View
 * @typedef {import("../pkg/fencelab_wasm.js").EventView} EventView
 * @typedef {import("../pkg/fencelab_wasm.js").EventKind} EventKind
 * @typedef {import("../pkg/fencelab_wasm.js").ResourceView} ResourceView
 */

/** Lookups into one run's view. */
export class RunFacts {
  /** @param {View} view */
  constructor(view) {
    this.view = view;
  }

  /**
   * A slider's value in the core's words, such as "15.0 s", kept on one line.
   * @param {string} id
   * @returns {string}
   */
  setting(id) {
    const knob = this.view.knobs.find((k) => k.id === id);
    if (!knob || knob.kind !== "range") throw new Error(`the run has no slider called ${id}`);
    return keep(knob.shown);
  }

  /**
   * The `nth` event (0 first) of `kind` by `actor`.
   * @param {EventKind} kind
   * @param {string} actor
   * @param {number} [nth]
   * @returns {EventView}
   */
  event(kind, actor, nth = 0) {
    const found = this.view.events.filter((e) => e.kind === kind && e.actor === actor)[nth];
    if (!found) throw new Error(`the run has no ${kind} event number ${nth + 1} by ${actor}`);
    return found;
  }

  /**
   * When an event happened, in the core's words, such as "17.0 s".
   * @param {EventKind} kind
   * @param {string} actor
   * @param {number} [nth]
   * @returns {string}
   */
  time(kind, actor, nth = 0) {
    return keep(this.event(kind, actor, nth).time);
  }

  /**
   * The token (or term) an event carried.
   * @param {EventKind} kind
   * @param {string} actor
   * @param {number} [nth]
   * @returns {string}
   */
  token(kind, actor, nth = 0) {
    const token = this.event(kind, actor, nth).token;
    if (token === null) throw new Error(`the ${kind} event by ${actor} carries no token`);
    return String(token);
  }

  /**
   * A resource's result, by its position in the scenario.
   * @param {number} index
   * @returns {ResourceView}
   */
  resource(index) {
    const resource = this.view.outcome.resources[index];
    if (!resource) throw new Error(`the run has no resource number ${index + 1}`);
    return resource;
  }

  /**
   * The core's sentence on a resource's half-done update.
   * @param {number} index
   * @returns {string}
   */
  halfDone(index) {
    const words = this.resource(index).updateWords;
    if (words === null) throw new Error(`${this.resource(index).name} has no update left half done`);
    return words;
  }
}
