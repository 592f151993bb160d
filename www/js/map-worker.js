// @ts-check
/**
 * One worker of the page's crew (`crew.js`): it makes parts of safety maps
 * and of searches for a counterexample, off the page's own thread, with a
 * wasm instance of its own made from the module the page compiled.
 *
 * It knows nothing of the page. Each message names the scenario's text and
 * every knob's value; the worker keeps the last scenario it read (a
 * `Sweeper`) and only sets the knobs for the next, so a map after a change
 * of settings costs no new load. It imports only the wasm package and the
 * DOM-free speaker, so the single offline file can start it from one text.
 *
 * Messages in: `{ kind: "start", module }`, then `{ kind: "speak", code,
 * text }` (the page's language and its catalogue, again whenever the
 * reader changes it), and jobs `{ kind, id, text,
 * settings, ... }` of the kinds "map" (`x`, `y`, `rows`), "scan" (`seeds`)
 * and "explored" (`scans`), where `text` is null for the scenario of the
 * job before. Messages out: `{ kind: "ready" }` or
 * `{ kind: "failed", message }` once, then for each job `{ kind: "done",
 * id, result }` or `{ kind: "error", id, message, name, panic }`.
 */

import init, { Sweeper, takePanic, setSpeaker } from "../pkg/fencelab_wasm.js";
import { bundlesFor, sayIn } from "./speaker.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").Settings} Settings
 * @typedef {import("./sim.js").Axis} Axis
 * @typedef {{ kind: "map", id: number, text: string | null, settings: Settings, x: Axis, y: Axis, rows: [number, number] }
 *   | { kind: "scan", id: number, text: string | null, settings: Settings, seeds: [number, number] }
 *   | { kind: "explored", id: number, text: string | null, settings: Settings, scans: string }} Job
 */

/**
 * The worker's global scope, as far as this module uses it; typed by hand
 * because the page's types are the window's.
 * @type {{ postMessage(message: unknown, transfer: Transferable[]): void, addEventListener(type: "message", listener: (event: MessageEvent) => void): void }}
 */
const scope = /** @type {any} */ (self);

/** The scenario last read, by its text. */
let held = { text: "", sweeper: /** @type {Sweeper | null} */ (null) };
/** Set after a panic: this instance must not be used again. */
let broken = false;
/** The words this worker speaks: English until the page sends its language. */
let bundles = /** @type {ReturnType<typeof bundlesFor>} */ ([]);

/** @type {(message: unknown, transfer?: Transferable[]) => void} */
const reply = (message, transfer = []) => scope.postMessage(message, transfer);

scope.addEventListener("message", (event) => {
  const message = event.data;
  if (message?.kind === "start") {
    init({ module_or_path: message.module }).then(
      () => reply({ kind: "ready" }),
      (err) => reply({ kind: "failed", message: describe(err) }),
    );
    return;
  }
  if (message?.kind === "speak") {
    bundles = bundlesFor(message.code, message.text);
    setSpeaker(message.code, (id, args) => sayIn(bundles, id, args));
    return;
  }
  run(/** @type {Job} */ (message));
});

/**
 * Does one job and says how it went.
 * @param {Job} job
 */
function run(job) {
  if (broken) {
    reply({ kind: "error", id: job.id, message: sayIn(bundles, "error-worker-broken"), name: "Error", panic: true });
    return;
  }
  try {
    const sim = sweeper(job.text, job.settings);
    if (job.kind === "map") {
      const { x, y, rows } = job;
      const map = sim.map(x.knob, x.from, x.to, x.steps, y.knob, y.from, y.to, y.steps, rows[0], rows[1]);
      // The typed arrays move to the page rather than being copied.
      reply({ kind: "done", id: job.id, result: map }, [map.cells.buffer, map.xValues.buffer, map.yValues.buffer, map.counts.buffer]);
    } else if (job.kind === "scan") {
      reply({ kind: "done", id: job.id, result: sim.scan(job.seeds[0], job.seeds[1]) });
    } else {
      reply({ kind: "done", id: job.id, result: sim.explored(job.scans) });
    }
  } catch (err) {
    const panic = takePanic();
    // A refused setting may have left some knobs set: read the scenario
    // again for the next job, whose text may be null for this one. After a
    // panic even freeing the handle is not safe.
    if (panic) broken = true;
    else held.sweeper?.free();
    held = { text: held.text, sweeper: null };
    const name = err instanceof Error ? err.name : "Error";
    reply({ kind: "error", id: job.id, message: panic ?? describe(err), name, panic: Boolean(panic) });
  }
}

/**
 * The scenario of `text` (null: the one held) with the knobs of
 * `settings`, read again only when the text differs from the last job's.
 * @param {string | null} text
 * @param {Settings} settings
 * @returns {Sweeper}
 */
function sweeper(text, settings) {
  const wanted = text ?? held.text;
  if (!wanted) throw new Error(sayIn(bundles, "error-worker-no-scenario"));
  let kept = held.sweeper;
  if (held.text !== wanted || !kept) {
    kept?.free();
    kept = new Sweeper(wanted);
    held = { text: wanted, sweeper: kept };
  }
  kept.configure(settings);
  return kept;
}

/** @param {unknown} err */
function describe(err) {
  return err instanceof Error ? err.message : String(err);
}
