// @ts-check
/**
 * The safety map beside the lease chart: one run for every pair of values
 * of two sliders, every other setting as it is now, each cell coloured and
 * patterned by how its run ended. It is redrawn with every run the page
 * shows, and a reader can load any cell's run into the rest of the page by
 * clicking it, or with the arrow keys and Enter.
 *
 * The core runs the map and judges every cell; this module picks the axes,
 * words the counts and the cells, and wires the inputs. `map-canvas.js`
 * paints it; `search.js`, in the same panel, finds a counterexample.
 */

import { part, el, keep } from "./dom.js";
import { say } from "./words.js";
import { LANGUAGE_EVENT } from "./language.js";
import { MapCanvas, paintSwatch, tickLabel } from "./map-canvas.js";
import { badgeWords } from "./experiments.js";
import { isOpen, OPEN_EVENT } from "./tabs.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").RunView} RunView
 * @typedef {import("../pkg/fencelab_wasm.js").KnobView} KnobView
 * @typedef {import("../pkg/fencelab_wasm.js").MapView} MapView
 * @typedef {import("../pkg/fencelab_wasm.js").RunVerdict} RunVerdict
 * @typedef {import("../pkg/fencelab_wasm.js").Settings} Settings
 * @typedef {import("./sim.js").Simulator} Simulator
 * @typedef {import("./sim.js").Axis} Axis
 * @typedef {import("./map-canvas.js").AxisInfo} AxisInfo
 * @typedef {import("./map-canvas.js").Cell} Cell
 * @typedef {Extract<KnobView, { kind: "range" }>} RangeKnob
 *
 * What the map needs from the page: a way to load settings as if the
 * reader had moved the sliders.
 * @typedef {{ apply(changes: Settings): boolean }} MapHost
 */

/** Cells along an axis at most, on a wide screen and on a phone. */
export const MAP_STEPS = 200;
export const NARROW_MAP_STEPS = 100;
/**
 * Cells along an axis while the settings move. A change of any setting but
 * the two axes needs a new map. On the workers the full map is asked for
 * at once, and this many steps, which run in well under a millisecond, go
 * first: the map follows a drag live even where the full one takes longer
 * than a frame, and is sharp as soon as the workers catch up. Without
 * workers the full map would hold the page's thread for more than a
 * frame's share of an update, so it waits until the settings rest.
 */
export const COARSE_STEPS = 40;
/** Without workers, how long the settings must rest before the coarse map is made sharp. */
export const SHARPEN_AFTER_MS = 150;

/**
 * A full map that took at most this many runs (the default story's takes
 * about 2,600, a millisecond in wasm) is cheap enough to make on the
 * page's thread within the change that asks for the next one on the same
 * axes: it is then painted before the page's next frame, where the
 * workers' answer came a frame later, after the page had drawn the rest of
 * the change. A dearer map, or the first on new axes, goes to the workers.
 */
export const CHEAP_RUNS = 6000;
/** The axes the default story opens with, when a scenario has both. */
const DEFAULT_AXES = ["pause_ms", "pause_at_ms"];


/** The map: axes, canvas, legend and words. */
export class SafetyMap {
  /**
   * @param {HTMLElement} root the map's panel, in which it finds its parts (`data-part`)
   * @param {Simulator} simulator
   * @param {MapHost} host
   */
  constructor(root, simulator, host) {
    this.simulator = simulator;
    this.host = host;
    this.panel = root;
    this.body = part(this.panel, "body");
    this.canvasElement = /** @type {HTMLCanvasElement} */ (part(this.panel, "canvas"));
    this.canvas = new MapCanvas(this.canvasElement);
    this.xSelect = /** @type {HTMLSelectElement} */ (part(this.panel, "x"));
    this.ySelect = /** @type {HTMLSelectElement} */ (part(this.panel, "y"));
    /** The scenario file the axes were chosen for. */
    this.file = "";
    /** @type {RunView | null} */
    this.view = null;
    /** @type {RangeKnob[]} */
    this.ranges = [];
    /** @type {{ x: string, y: string } | null} */
    this.axes = null;
    /**
     * The last map and what it was made from, so a change of the two axis
     * knobs only moves the ring; `sides` names the scenario and the axes
     * alone, and `coarse` says a sharper map is on its way.
     * @type {{ key: string, sides: string, map: MapView, coarse: boolean } | null}
     */
    this.made = null;
    /** The timer that will sharpen a coarse map. @type {number | undefined} */
    this.sharpening = undefined;
    /** The key of the map asked of the workers and not yet drawn. @type {string | null} */
    this.wanted = null;
    /** Whether the map waits for its closed tab to open. */
    this.behind = false;
    /** The frame that will draw what the workers sent. @type {number | undefined} */
    this.painting = undefined;
    /**
     * The legend's items by verdict, with the colours their swatch was painted in.
     * @type {Map<RunVerdict, { item: HTMLElement, swatch: HTMLCanvasElement, count: HTMLElement, palette: unknown }>}
     */
    this.legendItems = new Map();
    /** The keyboard's cell, while the map has the focus. @type {Cell | null} */
    this.cursor = null;
    /** The cell under the pointer. @type {Cell | null} */
    this.hover = null;
    /** The two axes' knobs, as the canvas draws them. @type {AxisInfo | null} */
    this.xInfo = null;
    /** @type {AxisInfo | null} */
    this.yInfo = null;
    this.narrow = window.matchMedia("(max-width: 600px)");

    this.xSelect.addEventListener("change", () => this.pick("x", this.xSelect.value));
    this.ySelect.addEventListener("change", () => this.pick("y", this.ySelect.value));
    this.wireCanvas();
    // A map first drawn under a closed tab is drawn again, whole, at the
    // width its tab opens to, so what it says of its plot is of that width.
    // At the next frame, not in the observer: drawing sets the canvas's
    // height, which resizes the frame again, and a resize within the
    // observer's own notification is a loop WebKit reports as an error.
    /** @type {number | undefined} */
    let resizing;
    new ResizeObserver((entries) => {
      const width = Math.floor(entries[entries.length - 1].contentRect.width);
      if (resizing !== undefined) cancelAnimationFrame(resizing);
      resizing = requestAnimationFrame(() => {
        resizing = undefined;
        if (width === this.canvas.width) return;
        this.canvas.resize(width);
        this.draw();
      });
    }).observe(part(this.panel, "frame"));
    const restyle = () => {
      this.canvas.restyle();
      if (this.view) this.renderLegend(this.made?.map ?? null);
    };
    window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", restyle);
    this.narrow.addEventListener("change", () => this.view && this.show(this.view, this.file));
    // The page opens its run again in the new language, which draws the
    // map's words again; only what waits for the reader is left to word.
    document.addEventListener(LANGUAGE_EVENT, () => {
      this.legendItems.clear();
      this.relabel();
      if (this.made) {
        this.renderWords(this.made.map);
        this.draw();
      } else this.readout(null);
    });
    // Printed in the print colours and sharper than on screen.
    this.panel.addEventListener(OPEN_EVENT, () => this.catchUp(false));
    window.addEventListener("beforeprint", () => {
      // Print shows every panel, and a map asked of the workers now would
      // come after the page is printed.
      this.catchUp(true);
      this.panel.classList.add("printing");
      this.canvas.scale = 3;
      restyle();
    });
    window.addEventListener("afterprint", () => {
      this.panel.classList.remove("printing");
      this.canvas.scale = 0;
      restyle();
    });
  }

  /**
   * Draws the map for a run the page now shows; measured as
   * `fencelab:safety-map`. A new scenario gets its default axes.
   * @param {RunView} view
   * @param {string} file the scenario file, to tell a new scenario from new settings
   */
  show(view, file) {
    // An embed that leaves the map out runs no map at all.
    if (this.panel.hidden) return;
    performance.mark("fencelab:safety-map-start");
    if (file !== this.file) this.reset(view, file);
    this.view = view;
    if (document.activeElement !== this.canvasElement) this.cursor = null;
    // Under a closed tab the map waits: its runs would take the page's
    // time (on two cores the workers share it) while the reader drags a
    // slider to watch the chart. It is made when its tab opens.
    this.behind = !isOpen(this.panel);
    // Only a drawing is measured: a map left waiting drew nothing.
    if (this.behind) return;
    this.measure(this.axes ? this.render() : false);
  }

  /**
   * Makes the map a closed tab left waiting; `now` makes it on this
   * thread at once, whole, for a page about to be printed.
   * @param {boolean} now
   */
  catchUp(now) {
    if (!this.behind || !this.view || !this.axes) return;
    this.behind = false;
    performance.mark("fencelab:safety-map-start");
    this.measure(this.render(now));
  }

  /**
   * Records the drawing that began at `fencelab:safety-map-start`.
   * @param {boolean} computed whether the map was run afresh
   */
  measure(computed) {
    performance.measure("fencelab:safety-map", {
      start: "fencelab:safety-map-start",
      detail: { computed, cells: this.made?.map.cells.length ?? 0 },
    });
  }

  /**
   * A new scenario: its sliders, its axes, and nothing left of the last one.
   * @param {RunView} view
   * @param {string} file
   */
  reset(view, file) {
    this.file = file;
    this.made = null;
    this.want(null);
    // The last experiment's cells must not stand for this one's while its map is made.
    this.canvas.clear();
    this.cursor = null;
    this.hover = null;
    this.ranges = /** @type {RangeKnob[]} */ (view.knobs.filter((k) => k.kind === "range"));
    const ids = this.ranges.map((k) => k.id);
    const [x, y] = DEFAULT_AXES.every((id) => ids.includes(id)) ? DEFAULT_AXES : ids;
    this.axes = ids.length >= 2 ? { x, y } : null;
    const none = part(this.panel, "none");
    none.textContent = ids.length < 2 ? say("map-none", { sliders: ids.length }) : "";
    none.hidden = ids.length >= 2;
    this.body.hidden = ids.length < 2;
    this.panel.closest(".views")?.classList.toggle("no-map", ids.length < 2);
    for (const select of [this.xSelect, this.ySelect]) {
      select.replaceChildren(
        ...this.ranges.map((k) => {
          const option = el("option", undefined, k.label);
          option.value = k.id;
          return option;
        }),
      );
    }
    this.syncSelects();
  }

  /**
   * The reader picked a knob for an axis; picking the other axis's knob
   * swaps the two.
   * @param {"x" | "y"} which
   * @param {string} id
   */
  pick(which, id) {
    if (!this.axes || !this.view) return;
    const other = which === "x" ? "y" : "x";
    if (this.axes[other] === id) this.axes[other] = this.axes[which];
    this.axes[which] = id;
    this.syncSelects();
    this.cursor = null;
    this.show(this.view, this.file);
  }

  /** Words the axes' choices and the "no map" line again, from the view's knobs. */
  relabel() {
    for (const select of [this.xSelect, this.ySelect]) {
      for (const option of select.options) {
        const knob = this.knob(option.value);
        if (knob) option.textContent = knob.label;
      }
    }
    const sliders = this.ranges.length;
    part(this.panel, "none").textContent = sliders < 2 ? say("map-none", { sliders }) : "";
  }

  syncSelects() {
    if (!this.axes) return;
    this.xSelect.value = this.axes.x;
    this.ySelect.value = this.axes.y;
  }

  /**
   * Makes the map if its inputs changed, then draws it and its words.
   * @param {boolean} [now] make it whole on this thread, not on the workers
   * @returns {boolean} whether the map was run afresh
   */
  render(now = false) {
    const view = this.view;
    const axes = this.axes;
    if (!view || !axes) return false;
    const xKnob = this.knob(axes.x);
    const yKnob = this.knob(axes.y);
    if (!xKnob || !yKnob) return false;
    const limit = this.narrow.matches ? NARROW_MAP_STEPS : MAP_STEPS;
    const x = axis(xKnob, limit);
    const y = axis(yKnob, limit);
    // Everything but the two axis knobs decides the map.
    const others = view.knobs.filter((k) => k.id !== x.knob && k.id !== y.knob).map((k) => [k.id, k.kind === "toggle" ? k.on : k.value]);
    const sides = JSON.stringify([this.file, x, y]);
    const key = JSON.stringify([sides, others]);
    this.xInfo = info(xKnob);
    this.yInfo = info(yKnob);
    // A map as cheap as the last full one on these axes is made here, in
    // this change (see CHEAP_RUNS); else new settings on the same axes get
    // a coarse map first (see COARSE_STEPS).
    const cheap = !now && this.made?.sides === sides && !this.made.coarse && this.made.map.runs <= CHEAP_RUNS;
    const here = now || cheap || this.simulator.workers === 0;
    const coarse = !now && !cheap && this.made?.sides === sides && Math.min(x.steps, y.steps) > COARSE_STEPS;
    const sharp = this.made?.key === key && !this.made.coarse;
    // Back to the settings of the full map on the canvas: nothing newer is wanted.
    if (sharp) this.want(null);
    if (!sharp && this.wanted !== key && !here) {
      this.ask(key, sides, x, y, coarse);
    }
    let computed = false;
    if (this.made?.key !== key && here) {
      // On this thread: a new scenario or new axes get the full map at
      // once, new settings the coarse one now and the full one at rest.
      this.want(null);
      const map = this.simulator.map(coarse ? coarser(x) : x, coarse ? coarser(y) : y);
      if (!map) {
        this.failed();
        return false;
      }
      this.made = { key, sides, map, coarse };
      computed = true;
      clearTimeout(this.sharpening);
      if (coarse) this.sharpening = setTimeout(() => this.sharpen(key, x, y), SHARPEN_AFTER_MS);
    }
    // Until the workers answer, the last map stays, with the ring where the run now is.
    if (!this.made) return false;
    this.draw();
    if (computed) {
      this.renderWords(this.made.map);
      if (!coarse) this.drawn(this.made.map, performance.getEntriesByName("fencelab:safety-map-start", "mark").at(-1)?.startTime, 0);
    }
    return computed;
  }

  /**
   * Asks the workers for the map under `key`, the coarse one first if
   * `coarse`; each is drawn in the next frame after it comes, unless a
   * newer map was asked for meanwhile.
   * @param {string} key
   * @param {string} sides
   * @param {Axis} x
   * @param {Axis} y
   * @param {boolean} coarse
   */
  ask(key, sides, x, y, coarse) {
    clearTimeout(this.sharpening);
    this.want(key);
    const asked = performance.now();
    /** @param {MapView | null} map @param {boolean} rough */
    const arrive = (map, rough) => {
      // A newer map was asked for: this one is cancelled or outdated.
      if (this.wanted !== key) return;
      if (!map) {
        this.want(null);
        this.failed();
        return;
      }
      // The full map came first: the coarse one is not wanted any more.
      if (rough && this.made?.key === key) return;
      const before = this.made?.map;
      // Cells of another grid name other runs.
      if (!before || before.xValues.length !== map.xValues.length || before.yValues.length !== map.yValues.length) {
        this.cursor = null;
        this.hover = null;
      }
      this.made = { key, sides, map, coarse: rough };
      // The full map is drawn as soon as it is here; a coarse one waits
      // for the frame, which the full one may overtake.
      if (rough) this.paint(asked);
      else this.paintNow(asked);
    };
    if (coarse) this.simulator.mapLater("coarse", coarser(x), coarser(y)).then((map) => arrive(map, true));
    this.simulator.mapLater("full", x, y).then((map) => arrive(map, false));
  }

  /**
   * Notes the map asked of the workers, or that none is awaited. While one
   * is, the canvas is marked busy, for assistive technology and for tests:
   * what it shows is about to change.
   * @param {string | null} key
   */
  want(key) {
    this.wanted = key;
    if (key === null) this.canvasElement.removeAttribute("aria-busy");
    else this.canvasElement.setAttribute("aria-busy", "true");
  }

  /**
   * Draws the newest map the workers sent at the next frame, once however
   * many come before it.
   * @param {number} asked when the map was asked for
   */
  paint(asked) {
    if (this.painting !== undefined) return;
    this.painting = requestAnimationFrame(() => {
      this.painting = undefined;
      this.paintNow(asked);
    });
  }

  /**
   * Draws the newest map the workers sent, now.
   * @param {number} asked when the map was asked for
   */
  paintNow(asked) {
    if (this.painting !== undefined) cancelAnimationFrame(this.painting);
    this.painting = undefined;
    const made = this.made;
    if (!made) return;
    this.draw();
    this.renderWords(made.map);
    if (!made.coarse && this.wanted === made.key) {
      this.want(null);
      this.drawn(made.map, asked, this.simulator.workers);
    }
  }

  /**
   * The map could not be made. The reason is on the page; words about an
   * old map would mislead.
   */
  failed() {
    this.made = null;
    this.canvas.clear();
    part(this.panel, "summary").textContent = "";
    this.renderLegend(null);
  }

  /**
   * Records a full map on the canvas as `fencelab:map-drawn`, from when it
   * was asked for, with its size and how many workers made it (0: the
   * page's own thread).
   * @param {MapView} map
   * @param {number | undefined} asked
   * @param {number} workers
   */
  drawn(map, asked, workers) {
    performance.measure("fencelab:map-drawn", {
      start: asked ?? performance.now(),
      detail: { cells: map.cells.length, workers },
    });
  }

  /**
   * Replaces a coarse map with the full one, if nothing has changed since
   * it was made; measured as a drawing of its own.
   * @param {string} key
   * @param {Axis} x
   * @param {Axis} y
   */
  sharpen(key, x, y) {
    const made = this.made;
    if (!made || made.key !== key || !made.coarse) return;
    performance.mark("fencelab:safety-map-start");
    const asked = performance.now();
    const map = this.simulator.map(x, y);
    if (map) {
      this.made = { ...made, map, coarse: false };
      // Cells of the coarse grid name other runs on the sharp one.
      this.cursor = null;
      this.hover = null;
      this.draw();
      this.renderWords(map);
      this.drawn(map, asked, 0);
    }
    this.measure(map !== null);
  }

  /** Repaints the canvas: the cells (kept), the current run's ring, and the marked cell. */
  draw() {
    const view = this.view;
    const map = this.made?.map;
    if (!view || !map || !this.xInfo || !this.yInfo) return;
    const focused = document.activeElement === this.canvasElement;
    const mark = this.hover ?? (focused ? this.cursor : null);
    this.canvas.draw({
      map,
      verdicts: this.simulator.verdicts,
      x: this.xInfo,
      y: this.yInfo,
      current: { x: this.value(this.xInfo.knob), y: this.value(this.yInfo.knob) },
      mark,
      strong: !this.hover && focused,
    });
    // Where the cells lie, for a test or a tool that points at one.
    const plot = this.canvas.plot();
    this.canvasElement.dataset.plot = [plot.left, plot.top, plot.w, plot.h].join(" ");
    this.canvasElement.dataset.cells = `${map.xValues.length} ${map.yValues.length}`;
    this.readout(mark);
  }

  /**
   * The summary, the legend and the canvas's name, from a fresh map.
   * @param {MapView} map
   */
  renderWords(map) {
    if (!this.xInfo || !this.yInfo) return;
    const counts = this.simulator.mapCounts(map.counts);
    const x = this.xInfo;
    const y = this.yInfo;
    const summary = say("map-summary", {
      total: counts.total,
      lost: counts.lost,
      escaped: counts.escaped,
      half: counts.halfDone,
      stuck: counts.stuck,
      twice: counts.appliedTwice,
      safe: counts.safe,
      refused: counts.refused,
      across: x.label,
      acrossFrom: tickLabel(x.from, x.unit),
      acrossTo: tickLabel(x.to, x.unit),
      down: y.label,
      downFrom: tickLabel(y.from, y.unit),
      downTo: tickLabel(y.to, y.unit),
      coarse: this.made?.coarse ? "yes" : "no",
    });
    part(this.panel, "summary").textContent = summary;
    this.canvasElement.setAttribute("aria-label", say("map-label", { summary }));
    this.renderLegend(map);
  }

  /**
   * One entry per verdict the map has, with its count.
   * @param {MapView | null} map
   */
  renderLegend(map) {
    const list = part(this.panel, "legend");
    if (!map) {
      list.replaceChildren();
      return;
    }
    const palette = this.canvas.colours(this.simulator.verdicts);
    const items = this.simulator.verdicts.flatMap((verdict, code) => {
      const n = map.counts[code] ?? 0;
      if (n === 0) return [];
      const entry = this.legendEntry(verdict, palette);
      entry.count.textContent = say("map-legend-count", { n });
      return [entry.item];
    });
    // The same items in the same order keep their place: only counts change.
    const kept = items.length === list.children.length && items.every((item, i) => list.children[i] === item);
    if (!kept) list.replaceChildren(...items);
  }

  /**
   * A verdict's legend item, made once and repainted only for new colours:
   * the legend is redrawn with every map, many times a second while a
   * slider moves.
   * @param {RunVerdict} verdict
   * @param {import("./map-canvas.js").Palette} palette
   */
  legendEntry(verdict, palette) {
    let entry = this.legendItems.get(verdict);
    if (!entry) {
      const item = el("li", `map-legend-${verdict}`);
      item.dataset.verdict = verdict;
      const swatch = /** @type {HTMLCanvasElement} */ (el("canvas", "map-swatch"));
      swatch.setAttribute("aria-hidden", "true");
      const number = el("span", "map-legend-count");
      // The core's words, as on the experiments' badges.
      const label = this.simulator.verdictLabels[this.simulator.verdicts.indexOf(verdict)] ?? verdict;
      item.append(swatch, el("span", "map-legend-words", badgeWords(label)), number);
      entry = { item, swatch, count: number, palette: null };
      this.legendItems.set(verdict, entry);
    }
    if (entry.palette !== palette) {
      paintSwatch(entry.swatch, verdict, palette);
      entry.palette = palette;
    }
    return entry;
  }

  /**
   * The small line under the map that reads the marked cell.
   * @param {Cell | null} cell
   */
  readout(cell) {
    part(this.panel, "readout").textContent = cell ? this.describe(cell) : say("map-readout-hint");
  }

  /**
   * A cell in words: "Pause length 15.1 s, A pauses at 2.0 s: not safe, an update lost."
   * @param {Cell} cell
   */
  describe(cell) {
    const map = this.made?.map;
    if (!map || !this.xInfo || !this.yInfo) return "";
    const verdict = this.simulator.verdicts[map.cells[cell.row * map.xValues.length + cell.col]];
    const xv = this.shown(this.xInfo, map.xValues[cell.col]);
    const yv = this.shown(this.yInfo, map.yValues[cell.row]);
    return say("map-cell", { across: this.xInfo.label, acrossValue: xv, down: this.yInfo.label, downValue: yv, verdict });
  }

  /**
   * A knob's value as the settings show it: the core's words for a time.
   * @param {AxisInfo} axis
   * @param {number} value
   */
  shown(axis, value) {
    return axis.unit === "ms" ? keep(this.simulator.formatTime(value)) : say("map-tick-count", { n: value });
  }

  /**
   * Loads a cell's run: both knobs at once, as if the reader had moved the sliders.
   * @param {Cell} cell
   */
  load(cell) {
    const map = this.made?.map;
    if (!map || !this.axes) return;
    this.host.apply({ [this.axes.x]: map.xValues[cell.col], [this.axes.y]: map.yValues[cell.row] });
  }

  wireCanvas() {
    const canvas = this.canvasElement;
    canvas.addEventListener("pointermove", (event) => {
      const cell = this.canvas.cellAt(event.clientX, event.clientY);
      if (same(cell, this.hover)) return;
      this.hover = cell;
      this.draw();
    });
    canvas.addEventListener("pointerleave", () => {
      this.hover = null;
      this.draw();
    });
    // The cell is taken where the press began: a pointer event has the
    // fractions of a pixel that a click's whole pixels may lose, and a
    // cell can be narrower than two pixels.
    /** @type {Cell | null} */
    let pressed = null;
    canvas.addEventListener("pointerdown", (event) => {
      pressed = this.canvas.cellAt(event.clientX, event.clientY);
    });
    canvas.addEventListener("click", (event) => {
      const cell = pressed ?? this.canvas.cellAt(event.clientX, event.clientY);
      pressed = null;
      if (!cell) return;
      this.cursor = cell;
      this.load(cell);
    });
    canvas.addEventListener("focus", () => {
      this.cursor ??= this.nearest();
      this.draw();
      if (this.cursor) this.announce(this.cursor);
    });
    canvas.addEventListener("blur", () => this.draw());
    canvas.addEventListener("keydown", (event) => {
      const map = this.made?.map;
      if (!map) return;
      const cols = map.xValues.length;
      const rows = map.yValues.length;
      const cell = this.cursor ?? this.nearest() ?? { col: 0, row: 0 };
      const far = Math.max(1, Math.round(cols / 10));
      const down = Math.max(1, Math.round(rows / 10));
      /** @type {Cell | null} */
      let next = null;
      switch (event.key) {
        case "ArrowLeft":
          next = { col: cell.col - (event.shiftKey ? far : 1), row: cell.row };
          break;
        case "ArrowRight":
          next = { col: cell.col + (event.shiftKey ? far : 1), row: cell.row };
          break;
        case "ArrowUp":
          next = { col: cell.col, row: cell.row - (event.shiftKey ? down : 1) };
          break;
        case "ArrowDown":
          next = { col: cell.col, row: cell.row + (event.shiftKey ? down : 1) };
          break;
        case "PageUp":
          next = { col: cell.col, row: cell.row - down };
          break;
        case "PageDown":
          next = { col: cell.col, row: cell.row + down };
          break;
        case "Home":
          next = event.ctrlKey ? { col: 0, row: 0 } : { col: 0, row: cell.row };
          break;
        case "End":
          next = event.ctrlKey ? { col: cols - 1, row: rows - 1 } : { col: cols - 1, row: cell.row };
          break;
        case "Enter":
        case " ":
          event.preventDefault();
          this.cursor = cell;
          this.load(cell);
          return;
        default:
          return;
      }
      event.preventDefault();
      next = { col: clamp(next.col, 0, cols - 1), row: clamp(next.row, 0, rows - 1) };
      this.cursor = next;
      this.hover = null;
      this.draw();
      this.announce(next);
    });
  }

  /**
   * Tells a screen reader the keyboard's cell.
   * @param {Cell} cell
   */
  announce(cell) {
    part(this.panel, "live").textContent = this.describe(cell);
  }

  /**
   * The cell nearest the run the page shows: on each axis the value
   * closest to the slider's, the lower on a tie. The axes' values lie on
   * the sliders' steps, not evenly spaced, so this reads them rather than
   * working back from a position.
   * @returns {Cell | null}
   */
  nearest() {
    const map = this.made?.map;
    if (!map || !this.xInfo || !this.yInfo) return null;
    const index = (/** @type {Float64Array} */ values, /** @type {number} */ v) => {
      let best = 0;
      for (let i = 1; i < values.length; i++) if (Math.abs(values[i] - v) < Math.abs(values[best] - v)) best = i;
      return best;
    };
    return {
      col: index(map.xValues, this.value(this.xInfo.knob)),
      row: index(map.yValues, this.value(this.yInfo.knob)),
    };
  }

  /**
   * A slider of the run shown, by id.
   * @param {string} id
   * @returns {RangeKnob | undefined}
   */
  knob(id) {
    const knob = this.view?.knobs.find((k) => k.id === id);
    return knob?.kind === "range" ? knob : undefined;
  }

  /** @param {string} id */
  value(id) {
    return this.knob(id)?.value ?? 0;
  }
}

/**
 * The same axis in `COARSE_STEPS` steps, for a map made while the settings move.
 * @param {Axis} axis
 * @returns {Axis}
 */
function coarser(axis) {
  return { ...axis, steps: Math.min(axis.steps, COARSE_STEPS) };
}

/**
 * A knob's whole range, in as many steps as the core says it has, up to `limit`.
 * @param {RangeKnob} knob
 * @param {number} limit
 * @returns {import("./sim.js").Axis}
 */
function axis(knob, limit) {
  return { knob: knob.id, from: knob.min, to: knob.max, steps: Math.max(1, Math.min(limit, knob.steps)) };
}

/**
 * @param {RangeKnob} knob
 * @returns {AxisInfo}
 */
function info(knob) {
  return { knob: knob.id, label: knob.label, unit: knob.unit, from: knob.min, to: knob.max };
}

/** @param {Cell | null} a @param {Cell | null} b */
function same(a, b) {
  return a === b || (!!a && !!b && a.col === b.col && a.row === b.row);
}

/** @param {number} n @param {number} lo @param {number} hi */
function clamp(n, lo, hi) {
  return Math.max(lo, Math.min(hi, n));
}
