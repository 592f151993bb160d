// @ts-check
/**
 * The page's only contact with the wasm: starts it, reads the list of
 * scenarios, and turns every call into either a view or a message on the
 * page. A panic inside the wasm is caught here too, so the page says what
 * broke instead of going blank.
 */

import init, { Simulation, inspect, takePanic } from "../pkg/fencelab_wasm.js";
import { showError } from "./dom.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").View} View
 * @typedef {import("../pkg/fencelab_wasm.js").ScenarioInfo} ScenarioInfo
 */

/**
 * One scenario file: its name, its text, and either its title and texts
 * or the reason it cannot be loaded.
 * @typedef {{ file: string, text: string, info: ScenarioInfo | null, problem: string | null }} Entry
 */

/**
 * Starts the wasm and fetches every scenario listed in `scenarios/index.json`,
 * `first` first, then by title, with files that fail to load last. Paths
 * are relative, so the page works from any folder of any host.
 * @param {string} first
 * @returns {Promise<Simulator>}
 */
export async function loadSimulator(first) {
  await init();
  const response = await fetch("scenarios/index.json");
  if (!response.ok) throw new Error(`scenarios/index.json: ${response.status} ${response.statusText}`);
  /** @type {{ scenarios: string[] }} */
  const index = await response.json();
  const entries = await Promise.all(index.scenarios.map(loadEntry));
  /** @param {Entry} e */
  const rank = (e) => (!e.info ? 2 : e.file === first ? 0 : 1);
  /** @param {Entry} e */
  const title = (e) => e.info?.title ?? e.file;
  entries.sort((a, b) => rank(a) - rank(b) || title(a).localeCompare(title(b)));
  return new Simulator(entries);
}

/**
 * @param {string} file
 * @returns {Promise<Entry>}
 */
async function loadEntry(file) {
  const response = await fetch(`scenarios/${encodeURIComponent(file)}`);
  if (!response.ok) {
    return { file, text: "", info: null, problem: `${response.status} ${response.statusText}` };
  }
  const text = await response.text();
  try {
    return { file, text, info: inspect(text), problem: null };
  } catch (err) {
    return { file, text, info: null, problem: describe(err) };
  }
}

/** Holds the current run's handle and hands out views. */
export class Simulator {
  /** @param {Entry[]} entries */
  constructor(entries) {
    this.entries = entries;
    /** @type {Simulation | null} */
    this.sim = null;
  }

  /**
   * Loads a scenario at its defaults; `null` (with the reason on the page)
   * if it cannot be loaded.
   * @param {Entry} entry
   * @returns {View | null}
   */
  open(entry) {
    return this.attempt(`The experiment ${entry.file} could not be loaded.`, () => {
      const sim = new Simulation(entry.text, undefined);
      const view = sim.run();
      this.sim?.free();
      this.sim = sim;
      return view;
    });
  }

  /**
   * Sets one knob and returns the new run; `null` (with the reason on the
   * page) if the value is refused.
   * @param {string} id
   * @param {boolean | number} value
   * @returns {View | null}
   */
  set(id, value) {
    const sim = this.sim;
    if (!sim) return null;
    return this.attempt("That setting was refused; the simulator kept the run it had.", () => {
      sim.set(id, value);
      return sim.run();
    });
  }

  /**
   * Runs `work`; on failure shows why and returns null.
   * @template T
   * @param {string} what
   * @param {() => T} work
   * @returns {T | null}
   */
  attempt(what, work) {
    try {
      return work();
    } catch (err) {
      const panic = takePanic();
      if (panic) {
        // The wasm instance is not safe to use after a panic.
        this.sim = null;
        showError("The simulator hit a bug and stopped. Reload the page to start again.", new Error(panic));
      } else {
        showError(what, err);
      }
      return null;
    }
  }
}

/**
 * The message of anything thrown.
 * @param {unknown} err
 * @returns {string}
 */
export function describe(err) {
  return err instanceof Error ? err.message : String(err);
}
