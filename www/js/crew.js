// @ts-check
/**
 * The page's crew of workers: the safety map and the search for a
 * counterexample run on them, in parts, so the page's own thread only runs
 * the run it shows and draws. Each worker (`map-worker.js`) has its own
 * wasm instance, made from the module the page compiled.
 *
 * Work comes in jobs, each on a lane: a new job on a lane cancels the one
 * before it. Its parts not yet started are dropped, the parts under way are
 * let finish and thrown away, and its promise resolves to `null`. So a map
 * made outdated by a newer setting never takes a worker from the new one.
 *
 * Where workers cannot start (no module workers, a file that does not carry
 * the worker, a policy that forbids it), `Crew.start` says so by returning
 * `null`, and the page runs the same work on its own thread.
 *
 * A worker words what it finds (a search's counterexample) in the page's
 * language: it is sent the catalogues' texts once it has started, and again
 * whenever the reader changes the language, and speaks them itself.
 */

import { workerUrl } from "./files.js";
import { catalogueText, language, say } from "./words.js";
import { LANGUAGE_EVENT } from "./language.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").MapView} MapView
 * @typedef {import("../pkg/fencelab_wasm.js").ScanView} ScanView
 * @typedef {import("../pkg/fencelab_wasm.js").SearchView} SearchView
 * @typedef {import("../pkg/fencelab_wasm.js").Settings} Settings
 * @typedef {import("./sim.js").Axis} Axis
 *
 * What every part of a job is about: the scenario and every knob's value.
 * @typedef {{ text: string, settings: Settings }} Subject
 *
 * One piece of work for one worker, as the worker reads it, with `id` once queued.
 * @typedef {({ kind: "map", x: Axis, y: Axis, rows: [number, number] }
 *   | { kind: "scan", seeds: [number, number] }
 *   | { kind: "explored", scans: string }) & Subject & { id?: number }} Part
 *
 * A job under way: its parts not yet sent, how many are out, and what came back.
 * @typedef {{ lane: string, waiting: Part[], out: number, results: unknown[], order: Map<number, number>,
 *   done: (results: unknown[] | null) => void, fail: (err: Error) => void }} Job
 */

/** The worker's module, relative to the page. */
const WORKER = "js/map-worker.js";
/** Workers at the least, and at the most whatever the machine has. */
const MIN_WORKERS = 2;
const MAX_WORKERS = 8;
/** How long a worker may take to start before the page goes on without the crew. */
const START_TIMEOUT_MS = 10_000;
/**
 * Parts a worker may have been sent and not yet answered. A worker takes
 * its messages in order, so a second part waits inside the worker rather
 * than here: the page's thread, busy drawing the change that asked for the
 * map, would otherwise hand out the next part only after the frame, and
 * the workers would stand idle meanwhile. Two is enough to keep one
 * waiting, and few enough that a cancelled map costs a worker little.
 */
const DEPTH = 2;
/**
 * Cells a part of a map has at the least: a smaller map (the coarse one
 * drawn while a slider moves) is cheaper to make in one piece than to send.
 */
const CELLS_PER_PART = 8000;

/** An error a worker reported, with the wasm's name for it and whether it was a panic. */
export class CrewError extends Error {
  /**
   * @param {string} message
   * @param {string} name
   * @param {boolean} panic
   */
  constructor(message, name, panic) {
    super(message);
    this.name = name;
    this.panic = panic;
  }
}

/** The workers, their queue of parts, and the jobs under way. */
export class Crew {
  /**
   * Starts the workers with the compiled wasm; `null` if they cannot start.
   * @param {WebAssembly.Module} module
   * @returns {Promise<Crew | null>}
   */
  static async start(module) {
    if (typeof Worker !== "function") return null;
    const url = workerUrl(WORKER);
    if (!url) return null;
    const size = Math.max(MIN_WORKERS, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || MIN_WORKERS));
    /** @type {Worker[]} */
    const workers = [];
    try {
      for (let i = 0; i < size; i++) workers.push(new Worker(url, { type: "module" }));
      await Promise.all(workers.map((worker) => started(worker, module)));
      const crew = new Crew(workers);
      // The page read these catalogues already; should one fail now, the
      // workers still make maps, and only a search's words are missing.
      await crew.speak().catch((err) => console.warn(`fencelab: the workers' words could not be read: ${err}`));
      return crew;
    } catch {
      for (const worker of workers) worker.terminate();
      return null;
    }
  }

  /** @param {Worker[]} workers started and ready */
  constructor(workers) {
    this.workers = workers;
    /** @type {{ part: Part, job: Job }[]} */
    this.queue = [];
    /** The job under way on each lane. @type {Map<string, Job>} */
    this.lanes = new Map();
    /**
     * What each worker was sent and has not answered, in the order sent:
     * the job and the part's place in it.
     * @type {Map<Worker, { job: Job, index: number }[]>}
     */
    this.busy = new Map(workers.map((worker) => [worker, []]));
    /** The scenario text each worker was last sent. @type {Map<Worker, string>} */
    this.texts = new Map();
    /** Set when a worker failed: the crew takes no more work. */
    this.stopped = false;
    this.nextId = 1;
    for (const worker of workers) {
      worker.addEventListener("message", (event) => this.heard(worker, event.data));
      worker.addEventListener("error", (event) => {
        event.preventDefault();
        const why = event.message || say("error-worker-no-reason");
        this.fail(new CrewError(say("error-worker-stopped", { why }), "Error", false));
      });
    }
    document.addEventListener(LANGUAGE_EVENT, () => {
      this.speak().catch((err) => console.warn(`fencelab: the workers' words could not be read: ${err}`));
    });
  }

  /**
   * Sends every worker the catalogue of the page's language, for the words
   * it makes; a worker takes its messages in order, so every part sent
   * after this is worded in that language.
   */
  async speak() {
    const code = language();
    const text = await catalogueText(code);
    if (this.stopped) return;
    for (const worker of this.workers) worker.postMessage({ kind: "speak", code, text });
  }

  /** How many workers the crew has. */
  get size() {
    return this.workers.length;
  }

  /**
   * A map in parts of rows, spread over the workers and joined; `null` if
   * a newer job on the same lane cancelled it.
   * @param {string} lane
   * @param {Subject} subject
   * @param {Axis} x
   * @param {Axis} y
   * @param {number} rows how many rows the map has (`y`'s values, which the core decides)
   * @returns {Promise<MapView | null>}
   */
  async map(lane, subject, x, y, rows) {
    const cells = rows * x.steps;
    // One part for each worker: all of them start at once.
    const parts = Math.max(1, Math.min(rows, this.size, Math.floor(cells / CELLS_PER_PART)));
    /** @type {Part[]} */
    const work = [];
    for (let i = 0; i < parts; i++) {
      const from = Math.floor((rows * i) / parts);
      const to = Math.floor((rows * (i + 1)) / parts);
      work.push({ kind: "map", ...subject, x, y, rows: [from, to] });
    }
    const results = await this.job(lane, work);
    return results && join(/** @type {MapView[]} */ (results));
  }

  /**
   * A search of `runs` random runs in scans spread over the workers, joined
   * and shrunk by one of them; `null` if a newer search cancelled it.
   * @param {Subject} subject
   * @param {number} runs
   * @returns {Promise<SearchView | null>}
   */
  async search(subject, runs) {
    const parts = Math.max(1, Math.min(runs, this.size));
    /** @type {Part[]} */
    const work = [];
    for (let i = 0; i < parts; i++) {
      const from = Math.floor((runs * i) / parts);
      const to = Math.floor((runs * (i + 1)) / parts);
      work.push({ kind: "scan", ...subject, seeds: [from, to] });
    }
    const scans = await this.job("search", work);
    if (!scans) return null;
    const found = await this.job("search", [{ kind: "explored", ...subject, scans: JSON.stringify(scans) }]);
    return found && /** @type {SearchView} */ (found[0]);
  }

  /**
   * Queues a job's parts on a lane, cancelling the lane's last job, and
   * resolves to the parts' results in order.
   * @param {string} lane
   * @param {Part[]} parts
   * @returns {Promise<unknown[] | null>}
   */
  job(lane, parts) {
    if (this.stopped) return Promise.reject(new CrewError(say("error-workers-stopped"), "Error", false));
    this.cancel(lane);
    return new Promise((resolve, reject) => {
      /** @type {Job} */
      const job = { lane, waiting: [], out: parts.length, results: new Array(parts.length), order: new Map(), done: resolve, fail: reject };
      this.lanes.set(lane, job);
      parts.forEach((part, index) => {
        const id = this.nextId++;
        job.order.set(id, index);
        this.queue.push({ part: { ...part, id }, job });
      });
      this.send();
    });
  }

  /**
   * Drops a lane's job: its waiting parts leave the queue, and what its
   * running parts bring back is ignored.
   * @param {string} lane
   */
  cancel(lane) {
    const job = this.lanes.get(lane);
    if (!job) return;
    this.drop(job);
    job.done(null);
  }

  /**
   * Takes a job off its lane and its waiting parts off the queue.
   * @param {Job} job
   */
  drop(job) {
    this.lanes.delete(job.lane);
    this.queue = this.queue.filter((item) => item.job !== job);
  }

  /**
   * Hands waiting parts to the workers with the fewest outstanding, up to
   * `DEPTH` each. The scenario's text goes to a worker only when it
   * differs from the last it was sent: a worker keeps its scenario, and
   * copying the text into every part of every map would cost the page's
   * thread more than the part's own message.
   */
  send() {
    while (this.queue.length > 0) {
      let worker = null;
      for (const candidate of this.workers) {
        const load = this.outstanding(candidate).length;
        if (load < DEPTH && (worker === null || load < this.outstanding(worker).length)) worker = candidate;
      }
      if (worker === null) return;
      const { part, job } = /** @type {{ part: Part, job: Job }} */ (this.queue.shift());
      this.outstanding(worker).push({ job, index: /** @type {number} */ (job.order.get(part.id ?? 0)) });
      const same = this.texts.get(worker) === part.text;
      this.texts.set(worker, part.text);
      worker.postMessage(same ? { ...part, text: null } : part);
    }
  }

  /**
   * The parts `worker` was sent and has not answered.
   * @param {Worker} worker
   */
  outstanding(worker) {
    let parts = this.busy.get(worker);
    if (!parts) {
      parts = [];
      this.busy.set(worker, parts);
    }
    return parts;
  }

  /**
   * A worker's answer to its part.
   * @param {Worker} worker
   * @param {{ kind: string, id: number, result?: unknown, message?: string, name?: string, panic?: boolean }} message
   */
  heard(worker, message) {
    // A worker answers in the order it was sent its parts.
    const task = this.outstanding(worker).shift();
    if (task && this.lanes.get(task.job.lane) === task.job) {
      const { job, index } = task;
      if (message.kind === "done") {
        job.results[index] = message.result;
        job.out -= 1;
        if (job.out === 0) {
          this.drop(job);
          job.done(job.results);
        }
      } else {
        this.drop(job);
        const err = new CrewError(message.message ?? say("error-worker-failed"), message.name ?? "Error", message.panic ?? false);
        job.fail(err);
        if (err.panic) this.fail(err);
      }
    }
    this.send();
  }

  /**
   * A worker broke: every job fails with `err`, and the crew takes no more.
   * @param {Error} err
   */
  fail(err) {
    if (this.stopped) return;
    this.stopped = true;
    for (const job of this.lanes.values()) job.fail(err);
    this.lanes.clear();
    this.queue = [];
    for (const worker of this.workers) worker.terminate();
  }
}

/**
 * Waits for a new worker to load its wasm.
 * @param {Worker} worker
 * @param {WebAssembly.Module} module
 * @returns {Promise<void>}
 */
function started(worker, module) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("a worker did not start in time")), START_TIMEOUT_MS);
    /** @param {MessageEvent} event */
    const heard = (event) => {
      clearTimeout(timer);
      worker.removeEventListener("message", heard);
      worker.removeEventListener("error", broke);
      if (event.data?.kind === "ready") resolve();
      else reject(new Error(event.data?.message ?? "a worker could not start"));
    };
    /** @param {Event} event */
    const broke = (event) => {
      clearTimeout(timer);
      event.preventDefault();
      reject(new Error("a worker could not load"));
    };
    worker.addEventListener("message", heard);
    worker.addEventListener("error", broke);
    worker.postMessage({ kind: "start", module });
  });
}

/**
 * A map's parts, laid one under the other: the map.
 * @param {MapView[]} parts in row order
 * @returns {MapView}
 */
function join(parts) {
  const first = parts[0];
  const width = first.xValues.length;
  const rows = parts.reduce((n, p) => n + p.yValues.length, 0);
  const cells = new Uint8Array(width * rows);
  const yValues = new Float64Array(rows);
  const counts = new Float64Array(first.counts.length);
  let row = 0;
  let runs = 0;
  for (const part of parts) {
    cells.set(part.cells, row * width);
    yValues.set(part.yValues, row);
    row += part.yValues.length;
    runs += part.runs;
    part.counts.forEach((n, i) => (counts[i] += n));
  }
  return { ...first, yValues, cells, counts, runs };
}
