// @ts-check
/**
 * The runs recorded on real services (etcd, PostgreSQL) beside the
 * simulated one: under the verdict, the core's line saying how the real
 * run of this experiment ended against the model's, and on request the
 * real run itself, with its heading, verdict, chart and events.
 *
 * Which recording the line speaks of: the one whose settings are the
 * reader's, else the one the reader picked, else the one at the
 * experiment's defaults, else the first. The core words every sentence
 * and decides every outcome; this module picks, lays out and wires.
 *
 * It draws into the element it is given and finds its parts there
 * (`data-part`). While a prediction is awaited the results' `holding`
 * rule hides it with the rest of the ending.
 */

import { el, part } from "./dom.js";
import { Chart } from "./chart.js";
import { describe } from "./sim.js";
import { say } from "./words.js";
import { LANGUAGE_EVENT } from "./language.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RealView} RealView
 * @typedef {import("../pkg/fencelab_wasm.js").EventView} EventView
 * @typedef {import("../pkg/fencelab_wasm.js").Settings} Settings
 * @typedef {import("./sim.js").Simulator} Simulator
 * @typedef {import("./sim.js").Recording} Recording
 */

/** A recording of the open experiment and what the core makes of it now. */
/** @typedef {{ recording: Recording, view: RealView }} Run */

export class RealRuns {
  /**
   * @param {HTMLElement} root the section under the verdict
   * @param {HTMLElement} notice where recordings that cannot be read are named
   * @param {Simulator} simulator
   * @param {(settings: Settings) => boolean} use sets the page's knobs to a
   *   recording's; false if the page keeps its settings (a locked embed)
   */
  constructor(root, notice, simulator, use) {
    this.root = root;
    this.notice = notice;
    this.simulator = simulator;
    this.line = part(root, "line");
    this.toggle = part(root, "toggle");
    this.panel = part(root, "panel");
    this.choices = part(root, "choices");
    /** @type {Run[]} */
    this.runs = [];
    /** @type {Run | null} */
    this.shown = null;
    /** The experiment's file stem the recordings were chosen for. */
    this.stem = "";
    /** The recording the reader picked, by file; forgotten with the experiment. */
    this.picked = /** @type {string | null} */ (null);
    /** Whether the page's settings stay as a link set them: no "Use these settings". */
    this.locked = false;
    /** Files already named in the notice. */
    this.named = new Set();
    /** Whether the runs were read for this experiment; a change of settings only refreshes them. */
    this.chosen = false;
    /** The recording whose run the open panel shows. @type {string | null} */
    this.painted = null;
    this.chart = new Chart(part(root, "chart"), (width) => this.drawing(width), () => {});
    new ResizeObserver((entries) => {
      for (const entry of entries) this.chart.resize(entry.contentRect.width);
    }).observe(part(root, "chart"));
    this.toggle.addEventListener("click", () => this.open(this.panel.hidden));
    part(root, "use").addEventListener("click", () => {
      if (!this.shown) return;
      // The button is gone once the settings are the recording's.
      if (use(this.shown.view.settings)) this.toggle.focus();
    });
    part(notice, "close").addEventListener("click", () => {
      notice.hidden = true;
    });
    // The real runs are the core's words: read and draw them again in the new language.
    document.addEventListener(LANGUAGE_EVENT, () => {
      if (!this.stem) return;
      this.chosen = false;
      this.show(`${this.stem}.json`, this.locked);
    });
  }

  /**
   * The recordings are in, after the first run was drawn: names those
   * that cannot be read, and shows the open experiment's.
   * @param {string} file the open experiment's file
   * @param {boolean} locked whether the page's settings stay as they are
   */
  arrived(file, locked) {
    this.chosen = false;
    for (const recording of this.simulator.recordings) {
      if (recording.problem !== null) this.problem(recording.file, recording.problem);
    }
    this.show(file, locked);
  }

  /**
   * Takes a new run of the open experiment: finds its recordings, picks
   * one, and redraws the line and, if open, the panel.
   * @param {string} file the experiment's file, whose stem recordings name
   * @param {boolean} locked whether the page's settings stay as they are
   */
  show(file, locked) {
    this.locked = locked;
    const stem = file.replace(/\.json$/, "");
    if (stem !== this.stem) {
      this.stem = stem;
      this.picked = null;
      this.chosen = false;
    }
    // The same experiment: its recordings' runs stay as they were, and
    // only what depends on the settings is asked again, so a dragged
    // slider does not read and judge every recording on every change.
    if (this.chosen) {
      this.refresh();
      return;
    }
    this.chosen = true;
    this.painted = null;
    /** @type {Run[]} */
    const runs = [];
    for (const recording of this.simulator.recordings) {
      if (recording.problem !== null || recording.scenario !== stem) continue;
      try {
        const real = this.simulator.real(recording);
        if (real) runs.push({ recording, view: real });
      } catch (err) {
        this.problem(recording.file, describe(err));
      }
    }
    this.runs = runs;
    this.root.hidden = runs.length === 0;
    if (runs.length === 0) {
      this.shown = null;
      this.open(false);
      return;
    }
    this.pick();
  }

  /** The line and "current" of each run, for the settings now; then the pick again. */
  refresh() {
    for (const run of this.runs) {
      try {
        const fresh = this.simulator.realLine(run.recording);
        if (fresh) run.view = { ...run.view, line: fresh.line, current: fresh.current };
      } catch (err) {
        this.problem(run.recording.file, describe(err));
      }
    }
    if (this.runs.length > 0) this.pick();
  }

  /** Shows the recording of the settings now, else the one picked, else the defaults'. */
  pick() {
    const runs = this.runs;
    this.shown =
      runs.find((r) => r.view.current) ??
      runs.find((r) => r.recording.file === this.picked) ??
      runs.find((r) => r.view.defaults) ??
      runs[0];
    this.draw();
  }

  /**
   * Opens or closes the panel with the real run.
   * @param {boolean} open
   */
  open(open) {
    this.panel.hidden = !open;
    this.painted = null;
    this.toggle.setAttribute("aria-expanded", String(open));
    if (open) this.draw();
  }

  /** Draws the line, and the panel if it is open, for the chosen recording. */
  draw() {
    const run = this.shown;
    if (!run) return;
    this.line.textContent = this.lineOf(run);
    this.line.dataset.agrees = String(run.view.agrees);
    this.drawChoices();
    if (this.panel.hidden) return;
    const real = run.view;
    part(this.root, "use-row").hidden = real.current || this.locked;
    // The real run itself does not change with the settings.
    if (this.painted === run.recording.file) return;
    this.painted = run.recording.file;
    part(this.root, "heading").textContent = real.heading;
    const verdict = part(this.root, "verdict");
    verdict.textContent = real.verdictSentence;
    verdict.dataset.safe = String(real.safe);
    verdict.dataset.verdict = real.verdict;
    part(this.root, "events").replaceChildren(...real.events.map(eventRow));
    // The whole real run is shown: the cursor stands at its end.
    this.chart.cursor = { event: real.events.length, timeMs: real.chart.endMs };
    this.chart.draw(real);
  }

  /**
   * The line under the verdict with `run` shown, as the core words it for
   * all the experiment's recordings: it names each lock service the
   * reader's settings were run on.
   * @param {Run} run
   */
  lineOf(run) {
    try {
      const recordings = this.runs.map((r) => r.recording);
      return this.simulator.realLines(recordings, this.runs.indexOf(run))?.line ?? run.view.line;
    } catch (err) {
      this.problem(run.recording.file, describe(err));
      return run.view.line;
    }
  }

  /** One button per recording when the experiment has several, named by the core. */
  drawChoices() {
    const several = this.runs.length > 1;
    this.choices.hidden = !several;
    if (!several) {
      this.choices.replaceChildren();
      return;
    }
    const focused = this.choices.contains(document.activeElement) ? document.activeElement?.textContent : null;
    this.choices.replaceChildren(
      ...this.runs.map((run) => {
        const button = el("button", "real-choice", run.view.name);
        button.type = "button";
        button.setAttribute("aria-pressed", String(run === this.shown));
        button.addEventListener("click", () => {
          this.picked = run.recording.file;
          this.shown = run;
          this.draw();
        });
        return button;
      }),
    );
    // Redrawn under the reader's focus: keep it on the same choice.
    if (focused) {
      for (const button of this.choices.children) if (button.textContent === focused) /** @type {HTMLElement} */ (button).focus();
    }
  }

  /**
   * The chosen recording's chart at `width`, as the core lays it out.
   * @param {number} width
   */
  drawing(width) {
    const run = this.shown;
    if (!run) return null;
    try {
      return this.simulator.real(run.recording, width)?.drawing ?? null;
    } catch (err) {
      this.problem(run.recording.file, describe(err));
      return null;
    }
  }

  /**
   * Names a recording that cannot be read, once, in the notice.
   * @param {string} file
   * @param {string} why the core's words, or the browser's
   */
  problem(file, why) {
    if (this.named.has(file)) return;
    this.named.add(file);
    part(this.notice, "list").append(el("li", undefined, say("real-problem", { file: `real/${file}`, why })));
    this.notice.hidden = false;
  }
}

/**
 * One line of the real run's events: its time, who acted and the core's sentence.
 * @param {EventView} event
 */
function eventRow(event) {
  const item = el("li", `event tone-${event.tone}`);
  item.append(el("span", "event-time", event.time), el("span", "event-actor", event.actor), el("span", "event-text", event.text));
  return item;
}
