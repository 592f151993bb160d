// @ts-check
/**
 * "Find a counterexample", under the safety map: the core runs the open
 * experiment with every slider at random (the switches as they are), takes
 * the unsafe run with the fewest events and shrinks it towards the
 * settings the experiment opens with, as property-testing libraries do;
 * this module loads the shrunk run's settings into the page, as if the
 * reader had moved the sliders, and says what it found. Finding nothing
 * proves nothing, and it says so.
 */

import { part, embedded, reducedMotion } from "./dom.js";
import { say } from "./words.js";
import { LANGUAGE_EVENT } from "./language.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {import("./sim.js").Simulator} Simulator
 * @typedef {import("./safety-map.js").MapHost} MapHost
 */

/** How many random runs a search tries. */
export const SEARCH_RUNS = 2000;

/** The button, and the words under it. */
export class Search {
  /**
   * @param {HTMLElement} root the search's box, in which it finds its parts (`data-part`)
   * @param {Simulator} simulator
   * @param {MapHost} host
   */
  constructor(root, simulator, host) {
    this.simulator = simulator;
    this.host = host;
    this.box = root;
    this.button = part(root, "search");
    this.words = part(root, "found");
    /** @type {RunView | null} */
    this.view = null;
    this.file = "";
    /** The settings the words are about; a run with other settings retires them. */
    this.about = "";
    this.searching = false;
    this.button.addEventListener("click", () => this.search());
    // The core's words about a search are in the language it ran in: a
    // search under way words its result in the new one, a finished one is
    // not said again.
    document.addEventListener(LANGUAGE_EVENT, () => {
      if (!this.searching) this.say("");
    });
  }

  /**
   * Follows the run the page shows: a new experiment starts with no words,
   * and is searched only if it has a slider to vary.
   * @param {RunView} view
   * @param {string} file
   */
  show(view, file) {
    this.view = view;
    if (file !== this.file) {
      this.file = file;
      this.say("");
      this.box.hidden = !view.knobs.some((k) => k.kind === "range");
    } else if (this.about && this.about !== settingsKey(view)) {
      this.say("");
    }
  }

  /** Tries random settings and loads an unsafe run, shrunk. */
  async search() {
    if (this.searching) return;
    this.searching = true;
    this.button.setAttribute("aria-disabled", "true");
    this.say(say("search-trying", { runs: SEARCH_RUNS }));
    // Let the words show before the search, which holds the page for a
    // moment where it cannot run on the workers.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    try {
      // The settings searched; a reader who changes them meanwhile gets no
      // words about the old ones, and keeps the run they made.
      const asked = this.view ? settingsKey(this.view) : "";
      // A failure is on the page already, in the page's error box.
      const result = await this.simulator.exploreLater(SEARCH_RUNS);
      if (!result || !this.view || settingsKey(this.view) !== asked) {
        this.say("");
        return;
      }
      if (result.shrunk && (!this.host.apply(result.shrunk.settings) || !this.view)) {
        this.say("");
        return;
      }
      this.say(result.words);
      // The words may have grown below the fold on a phone. Not in an
      // embed: scrolling there would move the host page too.
      if (!embedded()) this.words.scrollIntoView({ block: "nearest", behavior: reducedMotion() ? "auto" : "smooth" });
    } finally {
      this.searching = false;
      this.button.removeAttribute("aria-disabled");
    }
  }

  /**
   * The words under the button, about the settings as they are now.
   * @param {string} words
   */
  say(words) {
    this.words.textContent = words;
    this.about = words && this.view ? settingsKey(this.view) : "";
  }
}

/**
 * Every knob's value, to tell whether the settings changed.
 * @param {RunView} view
 */
function settingsKey(view) {
  return JSON.stringify(view.knobs.map((k) => (k.kind === "toggle" ? k.on : k.value)));
}
