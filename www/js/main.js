// @ts-check
/**
 * The page's entry point: loads the wasm and the scenarios, holds the one
 * piece of state, and redraws everything from the simulation's view.
 *
 * The split follows the job of each part: `sim.js` talks to the wasm,
 * `settings.js`, `results.js`, `chart.js`, `events.js` draw, `playback.js`
 * moves the cursor, `safety-map.js` maps two sliders at once and
 * `search.js` looks for a counterexample, `real.js` shows the runs recorded
 * on real services, `experiments.js` and `tour.js`
 * drive the rest. `address.js` keeps the run in the address, `embed.js`
 * shows the simulator alone in a frame, `share.js` and `export.js` hand
 * the run on.
 */

import { loadSimulator } from "./sim.js";
import { renderSettings, updateSettings } from "./settings.js";
import { Results } from "./results.js";
import { Chart } from "./chart.js";
import { Life } from "./life.js";
import { renderEvents, highlightEvent } from "./events.js";
import { Playback } from "./playback.js";
import { renderExperiments } from "./experiments.js";
import { Tour } from "./tour.js";
import { SafetyMap } from "./safety-map.js";
import { Search } from "./search.js";
import {
  Address,
  readLink,
  settle,
  settlePosition,
  repeatNotices,
  scenarioFile,
  scenarioName,
  linkQuery,
  quote,
} from "./address.js";
import { readEmbed, enterEmbed, embedNotices } from "./embed.js";
import { Share } from "./share.js";
import { Export } from "./export.js";
import { Compare } from "./compare.js";
import { Predict } from "./predict.js";
import { byId, el, part, keep as keepWords, showError, clearError } from "./dom.js";
import { Tabs } from "./tabs.js";
import { Challenges } from "./challenges.js";
import { RealRuns } from "./real.js";
import { startQuiz, awaitQuiz } from "./quiz.js";
import { startSorter } from "./sorter.js";
import { carry } from "./files.js";
import { startLanguage, pickedLanguage, wireLanguageSelect, linkLanguage } from "./language.js";
import { opensPlainly, readOpening, showOpening } from "./opening.js";
import { showGlance } from "./results.js";
import { say } from "./words.js";
import { Editing, readLinked } from "./editing.js";
import { Described } from "./described.js";
import { project, projecting, readView } from "./projector.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {import("./sim.js").Simulator} Simulator
 * @typedef {import("./sim.js").Entry} Entry
 */

async function main() {
  // Tells the page's first script that the modules run (see index.html).
  document.documentElement.setAttribute("data-started", "");
  // The single file carries every file the page reads; a served page has none.
  carry(document.getElementById("fencelab-files"));
  const embed = readEmbed(location.search);
  enterEmbed(embed.options, { knobs: byId("knobs"), lockedNote: byId("locked-note") });
  // The words first: nothing is drawn before the page knows its language.
  const speaking = startLanguage();
  // The lesson's exercises need nothing from the simulator: they start first.
  startSorter(byId("sorter-jobs"));
  const quiz = byId("quiz-questions");
  awaitQuiz(quiz);
  const tabs = new Tabs(byId("views"));
  // The first run from the build, before the wasm is even asked for.
  const opened = await openFirst(speaking, embed.options);
  const select = /** @type {HTMLSelectElement} */ (byId("language"));
  /** @type {Page | null} the page once the simulator is in */
  let current = null;
  // The opening waits for its language to be in: the select can show it.
  if (opened) wireLanguageSelect(select, () => current?.relanguage());
  let simulator;
  try {
    simulator = await loadSimulator(speaking, part(byId("simulator"), "workbench"));
  } catch (err) {
    // Said once the words are in; should they be what failed, the
    // message's id stands for it, with the cause beside it.
    await speaking.catch(() => {});
    showError(say("page-cannot-start"), err);
    byId("scenario-title").textContent = say("page-cannot-start-title");
    startQuiz(quiz, null, () => {});
    return;
  }
  const first = simulator.entries.find((e) => e.info);
  if (!first) {
    showError(say("page-no-experiment"), new Error(say("page-no-experiment-cause")));
    byId("scenario-title").textContent = say("page-no-experiment-title");
    renderExperiments(byId("experiments"), simulator.entries, null, () => {});
    startQuiz(quiz, simulator, () => {});
    return;
  }
  const page = new Page(simulator, first, embed.options, tabs);
  current = page;
  const started = await speaking;
  const notices = embedNotices(embed.problems);
  if (started.notice) notices.push(started.notice);
  const focused = document.activeElement?.id ?? "";
  // A link may carry a whole experiment; it is unpacked before anything opens.
  const carried = await readLinked(location.search, simulator).catch((err) => {
    notices.push(say("origin-link-unreadable", { why: err instanceof Error ? err.message : String(err) }));
    return null;
  });
  page.openLink(location.search, notices, carried);
  if (opened) takeOver(page, opened, focused);
  if (!opened) wireLanguageSelect(select, () => page.relanguage());
  // Once the first run is on screen, the recordings of real runs come in,
  // then the workers start: the map runs here until they have, and an
  // embed without the map needs none. `data-workers` says they are done.
  const later = simulator;
  requestAnimationFrame(() =>
    setTimeout(async () => {
      await later.loadRecordings();
      page.real.arrived(page.entry?.file ?? "", page.locked);
      const workers = byId("map-panel").hidden ? 0 : await later.startCrew();
      document.documentElement.dataset.workers = String(workers);
    }),
  );
  // Back and Forward move between experiments the reader opened. Settings
  // make no history entries, so going back to a place in the lesson (a
  // fragment) keeps them: the address is brought back in line instead.
  window.addEventListener("popstate", () => {
    const named = readLink(location.search).scenario;
    if (scenarioFile(named ?? page.home.file) === page.entry?.file) page.address.write(false);
    else page.openLink(location.search, []);
  });
  byId("tour-start").addEventListener("click", () => page.tour.start());
  openFromLinks(page);
  // The quiz's "Open this run" opens its run as any experiment is opened.
  startQuiz(quiz, simulator, (entry, settings) => {
    page.open(entry);
    page.apply(settings);
    page.address.opened();
    byId("scenario-title").focus();
  });
}

/**
 * Draws the opening run while the wasm is still to come, if the link
 * leaves the page to open plainly and the build made one in the page's
 * language; what the reader then does to it is handed to the page.
 * @param {Promise<import("./language.js").Started>} speaking
 * @param {import("./embed.js").EmbedOptions} options
 * @returns {Promise<import("./opening.js").Shown | null>}
 */
async function openFirst(speaking, options) {
  if (!opensPlainly(location.search, options.embedded)) return null;
  const reading = pickedLanguage().then((code) => readOpening(code, location.search));
  const started = await speaking.catch(() => null);
  const opening = started && (await reading);
  if (!started || !opening || opening.language !== started.code) return null;
  try {
    return showOpening(opening, options.locked);
  } catch (err) {
    // Only a head start: the simulator draws the run all the same.
    console.warn(err);
    return null;
  }
}

/**
 * The simulator has drawn the opening's run again: the controls work now,
 * the settings moved meanwhile apply, and the control that had the focus,
 * drawn anew, has it again.
 * @param {Page} page
 * @param {import("./opening.js").Shown} opened
 * @param {string} focused the id of the element that had the focus
 */
function takeOver(page, opened, focused) {
  opened.done();
  if (Object.keys(opened.changes).length > 0) page.apply(opened.changes);
  const again = focused ? document.getElementById(focused) : null;
  if (again && document.activeElement === document.body) again.focus();
}

/**
 * Links in the lesson that name an experiment (`data-scenario="file.json"`)
 * open it and take the reader to it. Without the simulator they are plain
 * links to it, and still land in the right place.
 * @param {Page} page
 */
function openFromLinks(page) {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-scenario]") : null;
    if (!link) return;
    const entry = page.simulator.entries.find((e) => e.file === link.getAttribute("data-scenario") && e.info);
    if (!entry) return;
    event.preventDefault();
    page.open(entry);
    page.address.opened();
    byId("scenario-title").focus();
  });
}

/** Everything the page shows, redrawn from one view. */
class Page {
  /**
   * @param {Simulator} simulator
   * @param {Entry} home the scenario the page opens with and the walk uses
   * @param {import("./embed.js").EmbedOptions} options
   * @param {Tabs} tabs the tabs under the chart, working from the opening on
   */
  constructor(simulator, home, options, tabs) {
    this.simulator = simulator;
    this.home = home;
    /** Whether the settings stay as the link set them. */
    this.locked = options.locked;
    /** @type {Entry | null} */
    this.entry = null;
    /** @type {RunView | null} */
    this.view = null;
    this.events = /** @type {HTMLOListElement} */ (byId("events"));
    this.chart = new Chart(byId("chart"), (width) => simulator.chart(width), (index) => this.playback.jumpTo(index + 1));
    this.life = new Life(byId("life"), () => simulator.life());
    /** The event the line under the chart tells; -1 forces new words. */
    this.told = -1;
    this.results = new Results(byId("results"), (index) => this.playback.jumpTo(index + 1));
    /** @type {import("../pkg/fencelab_wasm.js").RunVerdict | null} the verdict before the change under way */
    this.before = null;
    /** @type {Described} */
    this.described = new Described(
      {
        summary: part(byId("screen-summary"), "text"),
        response: byId("response"),
        chart: byId("chart"),
        toggle: /** @type {HTMLButtonElement} */ (byId("steps-toggle")),
        box: byId("steps-box"),
        list: byId("steps"),
      },
      simulator,
      { jumpTo: (number) => this.playback.jumpTo(number), endingShown: () => !this.predict.holding },
    );
    this.playback = new Playback(byId("playback"), (cursor) => {
      this.chart.setCursor(cursor);
      this.life.setCursor(cursor);
      this.results.at(cursor);
      this.compare?.at(cursor);
      highlightEvent(this.events, cursor.event);
      this.described.at(cursor);
      // Words only when the reader moves playback and the event changes:
      // the line is a live region, and a new run is answered by the
      // response. A reader walking the chart's steps hears each step as
      // it takes the focus, and nothing twice.
      const line = byId("now");
      if (this.told === -1 || this.described.walking()) {
        line.textContent = "";
      } else if (cursor.event !== this.told || line.textContent === "") {
        line.textContent = nowLine(this.view, cursor.event);
      }
      this.told = cursor.event;
      this.address.changed();
    }, (ms) => simulator.formatTime(ms), (ms) => simulator.eventsBy(ms));
    this.playback.listenForKeys(byId("simulator"));
    this.address = new Address(() => this.query(), options.embedded);
    const title = byId("scenario-title");
    new Share(/** @type {HTMLDialogElement} */ (byId("share")), byId("share-open"), () => title.textContent ?? "", (lang) => this.runQuery(lang));
    new Export(byId("downloads"), simulator, () => scenarioName(this.entry?.file ?? "run"), () => this.runQuery());
    this.tour = new Tour(
      { card: byId("tour"), ring: byId("tour-ring"), opener: byId("tour-start"), chart: byId("chart"), events: this.events, knobs: byId("knobs"), stage: byId("stage") },
      this,
    );
    this.map = new SafetyMap(byId("map-panel"), simulator, this);
    this.search = new Search(byId("map-search-box"), simulator, this);
    /** @type {Compare} */
    this.compare = new Compare(
      {
        panel: byId("compare"),
        button: byId("compare-toggle"),
        template: /** @type {HTMLTemplateElement} */ (byId("compare-run")),
        simulator: byId("simulator"),
      },
      simulator,
      this,
    );
    // Only "on" or "off" in a link decides; anything else is listed as unusable.
    const asked = readLink(location.search).predict;
    const decided = asked === "on" || asked === "off" ? asked === "on" : null;
    /** @type {Predict} */
    this.predict = new Predict(
      {
        simulator: byId("simulator"),
        box: byId("prediction"),
        switch: /** @type {HTMLInputElement} */ (byId("predict-switch")),
        said: byId("prediction-said"),
        controls: byId("playback"),
        list: byId("experiments"),
      },
      simulator,
      this,
      { embedded: options.embedded, asked: decided },
    );
    this.challenges = new Challenges(byId("challenges-panel"));
    this.real = new RealRuns(byId("real"), byId("real-notice"), simulator, (settings) => this.apply(settings));
    this.editing = new Editing(this, simulator, {
      panel: byId("editor"),
      opener: /** @type {HTMLButtonElement} */ (byId("edit-open")),
      origin: byId("origin-note"),
      stale: byId("stale-note"),
      workbench: part(byId("simulator"), "workbench"),
    });
    this.tabs = tabs;
    this.projector = /** @type {HTMLInputElement} */ (byId("projector-switch"));
    this.projector.addEventListener("change", () => {
      project(this.projector.checked);
      this.chart.redraw();
      this.address.changed();
    });
    byId("link-notice-close").addEventListener("click", () => {
      byId("link-notice").hidden = true;
    });
    byId("defaults").addEventListener("click", () => {
      const before = this.view?.outcome.verdict;
      if (this.entry) this.open(this.entry);
      if (before) this.described.respond(before);
    });
    new ResizeObserver((entries) => {
      for (const entry of entries) this.chart.resize(entry.contentRect.width);
    }).observe(byId("chart"));
  }

  /**
   * Opens the run a link describes: its experiment, its settings and its
   * playback position, each checked. Whatever could not be used is listed
   * in a notice above the simulator; the rest of the link still applies.
   * @param {string} search the address's query
   * @param {string[]} notices what was already found wrong with the link
   * @param {{ entry: Entry, problem: string | null } | null} [carried] the
   *   experiment the link carries in `file=`, read, if it carries one
   */
  openLink(search, notices, carried = null) {
    const link = readLink(search);
    let entry = this.home;
    notices.push(...repeatNotices(link));
    const room = readView(link.view);
    if (room.notice) notices.push(room.notice);
    project(room.on);
    this.projector.checked = room.on;
    if (carried) {
      if (carried.entry.info) entry = carried.entry;
    } else if (link.scenario !== null) {
      const file = scenarioFile(link.scenario);
      const named = this.simulator.entries.find((e) => e.file === file);
      if (!named) {
        notices.push(say("link-no-experiment", { name: quote(link.scenario) }));
      } else if (!named.info) {
        notices.push(say("link-broken-experiment", { name: quote(link.scenario), problem: named.problem ?? "" }));
      } else {
        entry = named;
      }
    }
    // Settings meant for an experiment that is not here would only
    // confuse the default story: they go with it.
    const settings = carried ? (carried.entry.info ? link.settings : []) : link.scenario === null || entry.file === scenarioFile(link.scenario) ? link.settings : [];
    // Two runs side by side, if the link asks, from the first drawing on.
    this.compare.toggle(link.compare !== null, link.compare);
    this.open(entry);
    if (!this.view) return;
    const defaults = this.view.knobs;
    const settled = settle(defaults, settings, (ms) => this.simulator.formatTime(ms));
    notices.push(...settled.notices);
    if (Object.keys(settled.changes).length > 0) {
      performance.mark("fencelab:update-start");
      if (!this.update(this.simulator.apply(settled.changes))) {
        notices.push(say("link-settings-refused"));
      }
    }
    const view = /** @type {RunView} */ (this.view);
    showChanges(defaults, view.knobs);
    if (link.predict !== null && link.predict !== "on" && link.predict !== "off") {
      notices.push(say("link-predict", { value: quote(link.predict) }));
    }
    if (link.compare !== null && !view.knobs.some((k) => k.id === link.compare && k.kind === "toggle")) {
      notices.push(say("link-compare", { name: quote(link.compare) }));
    }
    const placed = settlePosition(link, view.events.length, view.chart.endMs, (ms) => this.simulator.formatTime(ms));
    notices.push(...placed.notices);
    if (placed.position && "step" in placed.position) this.playback.jumpTo(placed.position.step);
    if (placed.position && "timeMs" in placed.position) this.playback.seek(placed.position.timeMs);
    showNotices(notices);
    // A link whose experiment could not be used opens the editor on what
    // could be read of it; a link made while editing opens the editor again.
    if (carried?.problem) this.editing.start(carried.entry, carried.problem);
    else if (link.edit && !this.editing.isOpen) this.editing.start();
  }

  /**
   * The address's query for the run shown now, with this page's embed options.
   * @returns {string}
   */
  query() {
    if (!this.entry || !this.view) return location.search;
    return linkQuery(new URLSearchParams(location.search), this.source(false), this.view.knobs, this.position(), this.compared(), linkLanguage(), projecting());
  }

  /**
   * Draws everything again in the language just chosen, keeping the run:
   * the same experiment, settings, comparison and playback position.
   */
  relanguage() {
    this.simulator.relanguage();
    const query = this.query();
    const was = this.entry;
    if (was?.source) {
      // Not one of the page's files: read again in the new language.
      const again = was.source === "linked" ? this.simulator.linked(was.text, was.packed ?? "") : this.simulator.edited(was.base ?? was, was.text);
      // An edit's link carries it in the page's language: pack it in the new one.
      if (again.source === "edited") this.editing.pack(again);
      else again.packed = was.packed;
      this.openLink(query, [], { entry: again, problem: null });
    } else {
      const entry = this.simulator.entries.find((e) => e.file === was?.file);
      if (entry) this.entry = entry;
      this.openLink(query, []);
    }
    this.address.changed();
  }

  /**
   * The query for the run shown now alone, as a reader passes it on.
   * @param {string | null} [lang] the language it opens in; none lets its reader's browser choose
   */
  runQuery(lang = null) {
    if (!this.entry || !this.view) return "?";
    return linkQuery(new URLSearchParams(), this.source(true), this.view.knobs, this.position(), this.compared(), lang);
  }

  /**
   * Which experiment a link to the run opens. Passed on, an edited or
   * linked experiment travels whole in the link; in the address, an edit
   * is named by the file it started from, and its draft comes back from
   * this browser.
   * @param {boolean} passedOn for a reader to open, rather than for this page's address
   * @returns {import("./address.js").Source}
   */
  source(passedOn) {
    const entry = /** @type {Entry} */ (this.entry);
    const editing = !passedOn && this.editing.isOpen;
    if (entry.source === "edited" && !passedOn && entry.base) {
      return { file: entry.base.file, packed: entry.base.packed ?? null, editing: true };
    }
    return { file: entry.file, packed: entry.packed ?? null, editing };
  }

  /**
   * The switch two runs side by side differ in, as a link keeps it; null when not comparing.
   * @returns {string | null}
   */
  compared() {
    return this.compare?.on ? this.compare.knob : null;
  }

  /**
   * Where playback stands, as a link keeps it.
   * @returns {import("./address.js").Position}
   */
  position() {
    const { event, timeMs } = this.playback.cursor;
    const times = this.playback.times;
    if (event >= times.length && timeMs >= this.playback.endMs) return null;
    if (timeMs === (event === 0 ? 0 : times[event - 1])) return { step: event };
    return { timeMs };
  }

  /** Opens the default story at its defaults. */
  openDefault() {
    this.open(this.home);
  }

  /**
   * Loads a scenario with its defaults and shows its whole run.
   * @param {Entry} entry
   */
  open(entry) {
    const view = this.simulator.open(entry);
    if (!view) return;
    this.entry = entry;
    // What a link said belongs to the run it opened, not to this one.
    byId("link-notice").hidden = true;
    byId("link-changes").hidden = true;
    byId("scenario-title").textContent = view.title;
    byId("scenario-summary").textContent = view.summary;
    byId("try-this").hidden = !view.tryThis;
    byId("try-this-text").textContent = view.tryThis ?? "";
    renderSettings(byId("knobs"), view.knobs, (id, value) => this.set(id, value), () => this.settled());
    renderExperiments(byId("experiments"), this.simulator.entries, entry, (e) => {
      this.open(e);
      this.address.opened();
      // The list was rebuilt under the reader's focus: take it to the title.
      byId("scenario-title").focus();
    });
    this.show(view);
    this.editing.follow(entry);
  }

  /**
   * Changes one knob, re-runs and redraws at once; the measure
   * `fencelab:update` covers the simulation and the whole redraw.
   * @param {string} id
   * @param {boolean | number} value
   * @returns {boolean} whether the setting was taken
   */
  set(id, value) {
    if (this.locked) return false;
    if (this.before === null && this.view) this.before = this.view.outcome.verdict;
    performance.mark("fencelab:update-start");
    return this.update(this.simulator.set(id, value));
  }

  /** A change of settings is over: one sentence answers it. */
  settled() {
    if (this.before !== null) this.described.respond(this.before);
    this.before = null;
  }

  /**
   * Changes several knobs at once (a cell of the safety map, a
   * counterexample), exactly as if the reader had moved their controls.
   * @param {import("../pkg/fencelab_wasm.js").Settings} changes
   * @returns {boolean} whether the settings were taken
   */
  apply(changes) {
    if (this.locked) return false;
    performance.mark("fencelab:update-start");
    return this.update(this.simulator.apply(changes));
  }

  /**
   * Brings the controls in line with a new run and redraws.
   * @param {RunView | null} view null if the change was refused
   */
  update(view) {
    if (!view) return false;
    updateSettings(byId("knobs"), view.knobs);
    this.show(view);
    performance.measure("fencelab:update", "fencelab:update-start");
    return true;
  }

  /**
   * Draws a fresh run. Playback goes to the end: the results describe the
   * whole run, and the chart shows all of it until the reader steps back.
   * @param {RunView} view
   */
  show(view) {
    clearError();
    this.view = view;
    // Two runs side by side take the place of the results and the chart.
    if (!this.compare.on) this.results.draw(view);
    renderEvents(this.events, view.events, (index) => this.playback.jumpTo(index + 1));
    if (!this.compare.on) this.chart.draw(view);
    this.compare.show(view);
    showGlance(part(byId("glance"), "lines"), this.compare.named ?? [[null, view]]);
    this.life.draw();
    this.described.show(view);
    this.told = -1;
    this.playback.load(view);
    this.predict.show(view, this.entry?.file ?? "");
    this.map.show(view, this.entry?.file ?? "");
    this.search.show(view, this.entry?.file ?? "");
    this.challenges.show(view, this.entry?.file ?? "");
    this.real.show(this.entry?.file ?? "", this.locked);
    if (this.entry) this.editing.tell(this.entry, view.title);
    this.address.changed();
    /** @type {HTMLAnchorElement} */ (byId("open-full")).href = this.runQuery();
  }
}

/**
 * Says which settings a link changed from the experiment's defaults: the
 * experiment's summary and "Try this" describe the defaults, and a reader
 * who followed a link should know the run before them is another one.
 * @param {import("../pkg/fencelab_wasm.js").KnobView[]} defaults
 * @param {import("../pkg/fencelab_wasm.js").KnobView[]} now
 */
function showChanges(defaults, now) {
  /** @param {boolean} on */
  const state = (on) => (on ? "on" : "off");
  const changed = now.flatMap((knob, i) => {
    const before = defaults[i];
    if (knob.kind === "toggle" && before.kind === "toggle" && knob.on !== before.on) {
      return [say("link-change-toggle", { label: knob.label, state: state(knob.on), default: state(before.on) })];
    }
    if (knob.kind === "range" && before.kind === "range" && knob.value !== before.value) {
      return [say("link-change-range", { label: knob.label, shown: keepWords(knob.shown), default: keepWords(before.shown) })];
    }
    return [];
  });
  const line = byId("link-changes");
  line.textContent = say("link-changes", { changes: changed.join(say("link-list-separator")) });
  line.hidden = changed.length === 0;
}

/**
 * Lists what a link asked for that the page could not use. Text only:
 * the words quote the link, and nothing from it is ever parsed as HTML.
 * @param {string[]} notices
 */
function showNotices(notices) {
  const box = byId("link-notice");
  byId("link-notice-list").replaceChildren(...notices.map((words) => el("li", undefined, words)));
  box.hidden = notices.length === 0;
}

/**
 * The line under the chart that tells the current event.
 * @param {RunView | null} view
 * @param {number} number 1-based; 0 is before the first event
 */
function nowLine(view, number) {
  const event = view?.events[number - 1];
  if (!event) return say("now-before-first");
  return say("now-event", { number: event.number, count: view?.events.length ?? 0, time: event.time, text: event.text });
}

main().catch((err) => showError(say("page-unexpected-problem"), err));
