// @ts-check
/**
 * The facts of one run, as the quiz's questions quote them: a setting's
 * value, an event's time or token, what a resource ends up holding. Every
 * value is the core's own words from the run's view; nothing here formats
 * a number. A fact the run does not have throws, naming what was missing,
 * so a question whose scenario changed says so instead of quoting a wrong
 * number.
 *
 * The lock service's events are found by their kind alone: the event
 * list names the lock service in the reader's language, while a client's
 * name is the scenario's own.
 */

import { keep } from "./dom.js";
import { say } from "./words.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {import("../pkg/fencelab_wasm.js").EventView} EventView
 * @typedef {import("../pkg/fencelab_wasm.js").EventTag} EventTag
 * @typedef {import("../pkg/fencelab_wasm.js").ResourceView} ResourceView
 */

/** Lookups into one run's view. */
export class RunFacts {
  /** @param {RunView} view */
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
    if (!knob || knob.kind !== "range") throw new Error(say("quiz-fact-no-slider", { id }));
    return keep(knob.shown);
  }

  /**
   * The `nth` event (0 first) of `kind` by the client `actor`, or by
   * anyone when `actor` is null (the lock service's events).
   * @param {EventTag} kind
   * @param {string | null} [actor]
   * @param {number} [nth]
   * @returns {EventView}
   */
  event(kind, actor = null, nth = 0) {
    const found = this.view.events.filter((e) => e.kind === kind && (actor === null || e.actor === actor))[nth];
    if (found) return found;
    const number = nth + 1;
    throw new Error(actor === null ? say("quiz-fact-no-event-kind", { kind, number }) : say("quiz-fact-no-event", { kind, number, actor }));
  }

  /**
   * When an event happened, in the core's words, such as "17.0 s".
   * @param {EventTag} kind
   * @param {string | null} [actor] a client's name; null for the lock service's events
   * @param {number} [nth]
   * @returns {string}
   */
  time(kind, actor = null, nth = 0) {
    return keep(this.event(kind, actor, nth).time);
  }

  /**
   * The token (or term) a client's event carried, a number for the
   * catalogue to write.
   * @param {EventTag} kind
   * @param {string} actor
   * @param {number} [nth]
   * @returns {number}
   */
  token(kind, actor, nth = 0) {
    const token = this.event(kind, actor, nth).token;
    if (token === null) throw new Error(say("quiz-fact-no-token", { kind, actor }));
    return token;
  }

  /**
   * A resource's result, by its position in the scenario.
   * @param {number} index
   * @returns {ResourceView}
   */
  resource(index) {
    const resource = this.view.outcome.resources[index];
    if (!resource) throw new Error(say("quiz-fact-no-resource", { number: index + 1 }));
    return resource;
  }

  /**
   * The core's sentence on a resource's half-done update.
   * @param {number} index
   * @returns {string}
   */
  halfDone(index) {
    const words = this.resource(index).updateWords;
    if (words === null) throw new Error(say("quiz-fact-not-half-done", { resource: this.resource(index).name }));
    return words;
  }
}
