// @ts-check
/**
 * The page's only contact with the wasm: starts it, reads the list of
 * scenarios, and turns every call into either a view or a message on the
 * page. A panic inside the wasm is caught here too, so the page says what
 * broke instead of going blank.
 */

import { showError } from "./dom.js";
import { readListed, wasmModule } from "./files.js";
import { Crew, CrewError } from "./crew.js";
import { language, say } from "./words.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {import("../pkg/fencelab_wasm.js").ExperimentInfo} ExperimentInfo
 * @typedef {import("../pkg/fencelab_wasm.js").Settings} Settings
 * @typedef {import("../pkg/fencelab_wasm.js").MapView} MapView
 * @typedef {import("../pkg/fencelab_wasm.js").SearchView} SearchView
 * @typedef {import("../pkg/fencelab_wasm.js").DrawingView} DrawingView
 * @typedef {import("../pkg/fencelab_wasm.js").LifeView} LifeView
 * @typedef {import("../pkg/fencelab_wasm.js").RunVerdict} RunVerdict
 * @typedef {import("../pkg/fencelab_wasm.js").RealView} RealView
 * @typedef {import("../pkg/fencelab_wasm.js").Experiment} Experiment
 * @typedef {typeof import("../pkg/fencelab_wasm.js")} Wasm
 */

/**
 * One axis of a safety map: a slider, and how many values from one end of
 * its range to the other.
 * @typedef {{ knob: string, from: number, to: number, steps: number }} Axis
 */

/**
 * One scenario file: its name, its text, and either its title and texts
 * and how it ends with its defaults, or the reason it cannot be loaded.
 * One that is not the page's own says where it came from (`source`): a
 * link's, with the link's `file=` value (`packed`), or an edit of `base`.
 * @typedef {{
 *   file: string,
 *   text: string,
 *   info: ExperimentInfo | null,
 *   problem: string | null,
 *   source?: "linked" | "edited",
 *   packed?: string,
 *   base?: Entry,
 * }} Entry
 */

/**
 * One recording of a real run (`real/*.json`): its file, its text, and the
 * experiment it is of by the scenario file's stem, or the reason it cannot
 * be read.
 * @typedef {{ file: string, text: string, scenario: string | null, problem: string | null }} Recording
 */

/**
 * Starts the wasm and reads every scenario listed in `scenarios/index.json`,
 * the one it names as `home` first, then by title, with files that fail to
 * load last. Files
 * are read through `files.js`, by relative paths, so the page works from
 * any folder of any host and as the single offline file. The scenarios
 * download while the wasm does; the recordings of real runs wait until
 * the first run is on screen (`Simulator.loadRecordings`).
 * @param {Promise<unknown>} speaking the page's words loading; the wasm
 *   speaks through them, so the scenarios are read once they are in
 * @param {HTMLElement | null} [workbench] the controls and the run, made inert should the wasm panic
 * @returns {Promise<Simulator>}
 */
export async function loadSimulator(speaking, workbench = null) {
  // Imported here, not at the top, so a missing or broken package becomes
  // an error the page can show rather than a module graph that never runs.
  const wasm = await import("../pkg/fencelab_wasm.js");
  const compiling = wasmModule();
  const reading = readScenarios();
  // Neither may go unheard if the other fails first.
  reading.catch(() => {});
  const module = await compiling;
  await wasm.default({ module_or_path: module });
  await speaking;
  wasm.setSpeaker(language(), say);
  // A file that could not be fetched is worded only now that the words are in.
  const { home, files } = await reading;
  const entries = files.map(({ file, text, unread }) =>
    inspect(wasm, { file, text, problem: unread === null ? null : say("error-not-fetched", { why: unread }) }),
  );
  const panic = wasm.takePanic();
  if (panic) throw new Error(say("error-panic-reading", { panic }));
  /** @param {Entry} e */
  const rank = (e) => (!e.info ? 2 : e.file === home ? 0 : 1);
  /** @param {Entry} e */
  const title = (e) => e.info?.title ?? e.file;
  entries.sort((a, b) => rank(a) - rank(b) || title(a).localeCompare(title(b)));
  return new Simulator(wasm, entries, [], module, workbench);
}

/**
 * The text of every scenario file `scenarios/index.json` lists, or the
 * browser's reason a file could not be fetched, and the one it names as
 * the page's first (`home`); throws if the list itself cannot be read.
 * @returns {Promise<{ home: string | null, files: import("./files.js").Listed[] }>}
 */
async function readScenarios() {
  const { index, files } = await readListed("scenarios", "scenarios");
  return { home: typeof index.home === "string" ? index.home : null, files };
}

/**
 * Every recording listed in `real/index.json`. The recordings only add to
 * an experiment: a site without them has none, and a file that cannot be
 * fetched or read is kept with the reason, for the page to name.
 * @param {Wasm} wasm
 * @returns {Promise<Recording[]>}
 */
async function readRecordings(wasm) {
  /** @type {import("./files.js").Listed[]} */
  let files;
  try {
    ({ files } = await readListed("real", "recordings"));
  } catch {
    return [];
  }
  return files.map(({ file, text, unread }) => {
    if (unread !== null) return { file, text, scenario: null, problem: unread };
    try {
      return { file, text, scenario: wasm.recordingScenario(text), problem: null };
    } catch (err) {
      return { file, text, scenario: null, problem: describe(err) };
    }
  });
}

/**
 * One scenario file read: its title and texts, or the reason it cannot be
 * loaded; the others still load.
 * @param {Wasm} wasm
 * @param {{ file: string, text: string, problem: string | null }} read
 * @returns {Entry}
 */
function inspect(wasm, { file, text, problem }) {
  if (problem !== null) return { file, text, info: null, problem };
  try {
    return { file, text, info: wasm.inspect(text), problem: null };
  } catch (err) {
    return { file, text, info: null, problem: describe(err) };
  }
}

/**
 * Said instead of a message to `Simulator.withRun`: the failure is thrown to
 * the caller, who words it.
 */
const THROWN = Symbol("thrown");

/** Holds the current run's handle and hands out views. */
export class Simulator {
  /**
   * @param {Wasm} wasm
   * @param {Entry[]} entries
   * @param {Recording[]} [recordings] the recorded real runs, of any experiment
   * @param {WebAssembly.Module | null} [module] the compiled wasm, for the workers
   * @param {HTMLElement | null} [workbench] the controls and the run, made inert should the wasm panic
   */
  constructor(wasm, entries, recordings = [], module = null, workbench = null) {
    this.wasm = wasm;
    this.workbench = workbench;
    this.entries = entries;
    this.recordings = recordings;
    this.module = module;
    /**
     * The workers the map and the search run on, once they have started;
     * until then, and where they cannot start, both run on this thread.
     * @type {Crew | null}
     */
    this.crew = null;
    /** @type {Experiment | null} */
    this.sim = null;
    /** The text of the open scenario, for loading it again with other settings. */
    this.text = "";
    /** The verdicts in the order of a map's codes: `verdicts[cell]`. */
    this.verdicts = wasm.verdictNames();
    /** The core's label for each verdict, in the same order. */
    this.verdictLabels = wasm.verdictLabels();
    /** @type {Experiment | null} the second run of a comparison */
    this.other = null;
    /** The scenario text the second run was made from. */
    this.otherText = "";
    /** Set after a panic: the wasm instance must not be used again. */
    this.broken = false;
  }

  /**
   * Speaks the page's language from now on: the wasm's speaker is set
   * again, and each scenario's title and texts are read again in it. The
   * open run's views are asked for again by whoever shows them.
   */
  relanguage() {
    this.wasm.setSpeaker(language(), say);
    this.entries = this.entries.map((e) => (e.info ? inspect(this.wasm, e) : e));
    this.verdictLabels = this.wasm.verdictLabels();
  }

  /**
   * Every problem the core finds in a scenario's text, in the order they
   * are in it; none when it loads.
   * @param {string} text
   * @returns {import("../pkg/fencelab_wasm.js").Problem[]}
   */
  problems(text) {
    return this.attempt("error-editor-check", () => this.wasm.problems(text)) ?? [];
  }

  /**
   * The parts of a text that loads, for the editor's form; null when it
   * does not load (its problems say why) or cannot be read.
   * @param {string} text
   * @returns {import("../pkg/fencelab_wasm.js").Outline | null}
   */
  outline(text) {
    return this.attempt("error-editor-check", () => this.wasm.outline(text));
  }

  /**
   * The text after a change by its parts, or why the core refused it.
   * @param {string} text
   * @param {import("../pkg/fencelab_wasm.js").Edit} change
   * @returns {import("../pkg/fencelab_wasm.js").EditView}
   */
  edit(text, change) {
    return this.attempt("error-editor-check", () => this.wasm.edit(text, JSON.stringify(change))) ?? { kind: "refused", why: say("error-editor-check") };
  }

  /**
   * `text` with its texts in `lang` and no other translation, for a
   * shorter link; the text as it is if the core cannot say.
   * @param {string} text
   * @param {string} lang
   */
  inOneLanguage(text, lang) {
    return this.attempt("error-editor-check", () => this.wasm.inOneLanguage(text, lang)) ?? text;
  }

  /**
   * An edit of `base`'s file, as an experiment of its own.
   * @param {Entry} base
   * @param {string} text
   * @returns {Entry}
   */
  edited(base, text) {
    return { ...inspect(this.wasm, { file: `edited-${base.file}`, text, problem: null }), source: "edited", base };
  }

  /**
   * The experiment a link carries, as an experiment of its own.
   * @param {string} text
   * @param {string} packed the link's `file=` value
   * @returns {Entry}
   */
  linked(text, packed) {
    return { ...inspect(this.wasm, { file: "linked.json", text, problem: null }), source: "linked", packed };
  }

  /** The most bytes a scenario inside a link may unpack to. */
  linkedLimit() {
    return this.wasm.linkedFileLimit();
  }

  /**
   * A moment of simulated time in the core's words, such as "10.3 s".
   * @param {number} ms
   */
  formatTime(ms) {
    return this.wasm.formatTime(ms);
  }

  /**
   * How many of the current run's events have happened by `ms`, as the
   * core counts them; none when there is no run.
   * @param {number} ms
   */
  eventsBy(ms) {
    return this.withRun(this.sim, "error-chart", (sim) => sim.eventsBy(ms)) ?? 0;
  }

  /**
   * A map's cells counted the way its summary tells them, from its cells
   * per verdict.
   * @param {Float64Array} counts
   * @returns {import("../pkg/fencelab_wasm.js").MapCounts}
   */
  mapCounts(counts) {
    return this.wasm.mapCounts(counts);
  }

  /**
   * Loads a scenario at its defaults; `null` (with the reason on the page)
   * if it cannot be loaded.
   * @param {Entry} entry
   * @returns {RunView | null}
   */
  open(entry) {
    return this.attempt("error-experiment", () => {
      const sim = new this.wasm.Experiment(entry.text, undefined);
      const view = sim.run();
      this.sim?.free();
      this.sim = sim;
      this.text = entry.text;
      return view;
    }, { file: entry.file });
  }

  /**
   * Changes several knobs at once and returns the new run; `null` (with the
   * reason on the page) if a value is refused, and the run stays as it was.
   * @param {Settings} changes
   * @returns {RunView | null}
   */
  apply(changes) {
    return this.withRun(this.sim, "error-settings-refused", (sim) => {
      // A fresh handle with every value at once: either all are taken or none.
      const next = new this.wasm.Experiment(this.text, { ...sim.settings(), ...changes });
      const view = next.run();
      sim.free();
      this.sim = next;
      return view;
    });
  }

  /**
   * The verdict of one run per cell over two sliders, every other knob as
   * set now; `null` (with the reason on the page) if it cannot be made.
   * @param {Axis} x across
   * @param {Axis} y down
   * @returns {MapView | null}
   */
  map(x, y) {
    return this.withRun(this.sim, "error-map", (sim) => sim.map(x.knob, x.from, x.to, x.steps, y.knob, y.from, y.to, y.steps));
  }

  /**
   * Reads the recordings of real runs, once; the page shows them when
   * they are in. A panic while reading one stops the simulator.
   * @returns {Promise<Recording[]>}
   */
  async loadRecordings() {
    if (this.recordings.length === 0 && !this.broken) {
      this.recordings = await readRecordings(this.wasm);
      this.stopOnPanic();
    }
    return this.recordings;
  }

  /**
   * Starts the workers, in the background: the page's first run does not
   * wait for them. Resolves to how many there are, 0 where none could start.
   * @returns {Promise<number>}
   */
  async startCrew() {
    if (!this.module || this.crew) return this.crew?.size ?? 0;
    const crew = await Crew.start(this.module);
    if (crew && !this.broken) this.crew = crew;
    return this.crew?.size ?? 0;
  }

  /** How many workers the map runs on: 0 while it runs on this thread. */
  get workers() {
    return this.crew?.size ?? 0;
  }

  /**
   * The same map as `map`, made on the workers if they have started;
   * `null` if a newer map on the same `lane` cancelled it, or (with the
   * reason on the page) if it cannot be made.
   * @param {string} lane
   * @param {Axis} x across
   * @param {Axis} y down
   * @returns {Promise<MapView | null>}
   */
  async mapLater(lane, x, y) {
    const sim = this.sim;
    const crew = this.crew;
    if (!sim || !crew) return this.map(x, y);
    const rows = this.attempt("error-map", () => sim.axis(y.knob, y.from, y.to, y.steps).length);
    if (rows === null) return null;
    return this.onCrew("error-map", () => crew.map(lane, this.subject(sim), x, y, rows), () => this.map(x, y));
  }

  /**
   * The same search as `explore`, made on the workers if they have
   * started; `null` if a newer search cancelled it, or (with the reason on
   * the page) if it failed.
   * @param {number} runs
   * @returns {Promise<SearchView | null>}
   */
  async exploreLater(runs) {
    const sim = this.sim;
    const crew = this.crew;
    if (!sim || !crew) return this.explore(runs);
    return this.onCrew("error-search", () => crew.search(this.subject(sim), runs), () => this.explore(runs));
  }

  /**
   * What the workers need to make the run `sim` holds.
   * @param {Experiment} sim
   * @returns {import("./crew.js").Subject}
   */
  subject(sim) {
    return { text: this.text, settings: sim.settings() };
  }

  /**
   * Runs `work` on the workers. A bug in a worker's wasm stops the
   * simulator, as one here does; a worker that failed otherwise leaves
   * the crew stopped, and the work is done here instead.
   * @template T
   * @param {string} what
   * @param {() => Promise<T>} work
   * @param {() => T} here the same work on this thread
   * @returns {Promise<T | null>}
   */
  async onCrew(what, work, here) {
    try {
      return await work();
    } catch (err) {
      if (err instanceof CrewError && err.panic) {
        this.stop(err.message);
        return null;
      }
      if (this.crew?.stopped) {
        this.crew = null;
        return here();
      }
      if (!this.broken) showError(say(what), err);
      return null;
    }
  }

  /**
   * Runs the scenario `runs` times with random slider values and returns
   * an unsafe run found, shrunk; `null` (with the reason on the page) on failure.
   * @param {number} runs
   * @returns {SearchView | null}
   */
  explore(runs) {
    return this.withRun(this.sim, "error-search", (sim) => sim.explore(runs));
  }

  /**
   * The chart of the last run laid out at `width` pixels, as the core lays
   * it out; `null` (with the reason on the page) on failure.
   * @param {number} width
   * @returns {DrawingView | null}
   */
  chart(width) {
    return this.withRun(this.sim, "error-chart", (sim) => sim.chart(width));
  }

  /**
   * The lease's life in the last run, as the core lays it out; `null`
   * (with the reason on the page) on failure.
   * @returns {LifeView | null}
   */
  life() {
    return this.withRun(this.sim, "error-life", (sim) => sim.life());
  }

  /**
   * The lease chart of the current run as a standalone SVG document, as
   * `fencelab run --svg` writes it; `null` (with the reason on the page) on failure.
   * @returns {string | null}
   */
  figure() {
    return this.withRun(this.sim, "error-export-chart", (sim) => sim.svg());
  }

  /**
   * The current run as a Markdown transcript, as `fencelab run --markdown`
   * prints it, ending with `address` if one is given; `null` (with the
   * reason on the page) on failure.
   * @param {string | null} address the web address that reopens this run
   * @returns {string | null}
   */
  markdown(address) {
    return this.withRun(this.sim, "error-export-transcript", (sim) => sim.markdown(address ?? undefined));
  }

  /**
   * The core's name for the files saved from the current run, without
   * extension: the scenario's `name` and every setting.
   * @param {string} name the scenario file's stem, such as "paused-holder"
   * @returns {string}
   */
  fileStem(name) {
    return this.withRun(this.sim, "error-file-name", (sim) => sim.fileStem(name)) ?? name;
  }

  /**
   * Sets one knob and returns the new run; `null` (with the reason on the
   * page) if the value is refused.
   * @param {string} id
   * @param {boolean | number} value
   * @returns {RunView | null}
   */
  set(id, value) {
    return this.withRun(this.sim, "error-setting-refused", (sim) => {
      sim.set(id, value);
      return sim.run();
    });
  }

  /**
   * The endings a reader may predict for the open experiment, best first;
   * `null` (with the reason on the page) on failure.
   * @returns {import("../pkg/fencelab_wasm.js").EndingView[] | null}
   */
  endings() {
    return this.withRun(this.sim, "error-endings", (sim) => sim.endings());
  }

  /**
   * The core's sentence setting a prediction against the current run.
   * @param {RunVerdict} guess
   * @returns {string | null}
   */
  against(guess) {
    return this.withRun(this.sim, "error-against", (sim) => sim.against(guess));
  }

  /**
   * The screen in the core's words with `events` of the current run's
   * events happened at `ms`, its ending told if `shown`; `null` (with the
   * reason on the page) on failure.
   * @param {number} events
   * @param {number} ms
   * @param {boolean} shown
   * @returns {string | null}
   */
  screenSummary(events, ms, shown) {
    return this.withRun(this.sim, "error-describe", (sim) => sim.screenSummary(events, ms, shown));
  }

  /**
   * Each event of the current run with the state it leaves, as the chart's
   * text alternative reads it; `null` (with the reason on the page) on failure.
   * @returns {string[] | null}
   */
  steps() {
    return this.withRun(this.sim, "error-describe", (sim) => sim.steps());
  }

  /**
   * The core's answer to a change of settings, from the verdict `before`
   * it; only that the ending stays hidden unless `shown`.
   * @param {RunVerdict} before
   * @param {boolean} shown
   * @returns {string | null}
   */
  response(before, shown) {
    return this.withRun(this.sim, "error-describe", (sim) => sim.response(before, shown));
  }

  /** The switch a comparison flips unless told another; null if none. */
  compareSwitch() {
    return this.sim?.compareSwitch() ?? null;
  }

  /**
   * Runs the open experiment a second time, as now but with `changes`,
   * for a comparison, and returns that run; `null` (with the reason on
   * the page) if it cannot be made. The current run is not touched.
   * @param {Settings} changes
   * @returns {RunView | null}
   */
  twin(changes) {
    return this.withRun(this.sim, "error-twin", (sim) => {
      const wanted = { ...sim.settings(), ...changes };
      const other = this.other;
      // The same experiment: change only what differs, without reading the file again.
      if (other && this.otherText === this.text) {
        const had = other.settings();
        for (const [id, value] of Object.entries(wanted)) {
          if (had[id] !== value) other.set(id, value);
        }
        return other.run();
      }
      const next = new this.wasm.Experiment(this.text, wanted);
      const view = next.run();
      this.other?.free();
      this.other = next;
      this.otherText = this.text;
      return view;
    });
  }

  /** Drops the second run of a comparison. */
  dropTwin() {
    this.other?.free();
    this.other = null;
  }

  /**
   * The second run's chart at `width`, as `chart` lays out the first's.
   * @param {number} width
   * @returns {DrawingView | null}
   */
  twinChart(width) {
    return this.withRun(this.other, "error-chart", (other) => other.chart(width));
  }

  /**
   * The second run's event count for a cursor over the current run: the
   * core's rule, shared up to where the runs part, then by time. Null
   * when there is no second run.
   * @param {number | null} parting where the runs part, if they do
   * @param {{ event: number, timeMs: number }} cursor
   * @returns {number | null}
   */
  follow(parting, cursor) {
    return this.withRun(this.other, "error-parting", (other) => other.follow(parting ?? undefined, cursor.event, cursor.timeMs));
  }

  /**
   * Where the current run and the second run part, each named by its
   * value of `knob`.
   * @param {string} knob
   * @returns {import("../pkg/fencelab_wasm.js").PartingView | null}
   */
  parting(knob) {
    const other = this.other;
    return other && this.withRun(this.sim, "error-parting", (sim) => sim.parting(other, knob));
  }

  /**
   * A recorded real run of the open experiment beside the current run,
   * with its chart at `width` if one is given. Throws with the core's
   * words if the recording cannot be read or does not fit the experiment;
   * a panic stops the simulator as anywhere else.
   * @param {Recording} recording
   * @param {number} [width]
   * @returns {RealView | null} null when there is no run to set it beside
   */
  real(recording, width) {
    return this.withRun(this.sim, THROWN, (sim) => sim.real(recording.text, width));
  }

  /**
   * What `real` says of a recording that changes with the settings: its
   * line and whether it is of the settings now; thrown and stopped on as
   * `real` is.
   * @param {Recording} recording
   * @returns {import("../pkg/fencelab_wasm.js").RealLineView | null} null when there is no run
   */
  realLine(recording) {
    return this.withRun(this.sim, THROWN, (sim) => sim.realLine(recording.text));
  }

  /**
   * The line under the verdict for all of an experiment's recordings with
   * the one at `shown` on the page: where the reader's settings were run
   * on several lock services, the core names each.
   * @param {Recording[]} recordings
   * @param {number} shown
   * @returns {import("../pkg/fencelab_wasm.js").RealLineView | null} null when there is no run
   */
  realLines(recordings, shown) {
    return this.withRun(this.sim, THROWN, (sim) =>
      sim.realLines(
        recordings.map((r) => r.text),
        shown,
      ),
    );
  }

  /**
   * Runs a scenario at `settings` beside the open run, which stays as it
   * is: the quiz words its questions from such runs. Throws with the reason
   * if the run cannot be made; a panic stops the simulator as anywhere else.
   * @param {Entry} entry
   * @param {Settings} settings
   * @returns {RunView}
   */
  runAside(entry, settings) {
    if (this.broken) throw new Error(say("error-stopped"));
    if (!entry.info) throw new Error(entry.problem ?? say("error-not-loaded"));
    const sim = this.guarded(() => new this.wasm.Experiment(entry.text, settings));
    try {
      return this.guarded(() => sim.run());
    } finally {
      // After a panic even freeing the handle is not safe.
      if (!this.broken) sim.free();
    }
  }

  /**
   * Runs `work` on a run's handle: with a message, as `attempt` does;
   * `THROWN`, as `guarded` does. Null when there is no such run (no
   * experiment open, no second run) or the simulator has stopped.
   * @template T
   * @param {Experiment | null} run `this.sim` or `this.other`
   * @param {string | typeof THROWN} what the message that says what failed, worded only if it did
   * @param {(run: Experiment) => T} work
   * @returns {T | null}
   */
  withRun(run, what, work) {
    if (!run || this.broken) return null;
    return what === THROWN ? this.guarded(() => work(run)) : this.attempt(what, () => work(run));
  }

  /**
   * Runs `work` and throws what it throws, for callers that word the
   * failure themselves; a panic stops the simulator first, as anywhere.
   * @template T
   * @param {() => T} work
   * @returns {T}
   */
  guarded(work) {
    try {
      return work();
    } catch (err) {
      this.stopOnPanic();
      throw err;
    }
  }

  /**
   * Runs `work`; on failure shows why and returns null.
   * @template T
   * @param {string} what the message that says what failed, worded only if it did
   * @param {() => T} work
   * @param {Record<string, unknown>} [args] the message's arguments
   * @returns {T | null}
   */
  attempt(what, work, args = {}) {
    if (this.broken) return null;
    try {
      return work();
    } catch (err) {
      if (!this.stopOnPanic()) showError(say(what, args), err);
      return null;
    }
  }

  /**
   * Stops the simulator if the wasm panicked since it was last asked: the
   * one place a panic is taken, whichever call it broke.
   * @returns {boolean} whether it did
   */
  stopOnPanic() {
    const panic = this.wasm.takePanic();
    if (panic) this.stop(panic);
    return Boolean(panic);
  }

  /**
   * After a panic the wasm instance is not safe to use: stop for good, and
   * keep the controls from pretending otherwise.
   * @param {string} panic
   */
  stop(panic) {
    this.broken = true;
    this.sim = null;
    this.crew?.fail(new Error(say("error-stopped")));
    this.crew = null;
    this.workbench?.setAttribute("inert", "");
    showError(say("error-bug"), new Error(panic));
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
