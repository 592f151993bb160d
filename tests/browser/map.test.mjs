// The safety map beside the lease chart: one run per cell over two
// sliders, drawn for the open experiment and redrawn with every change of
// its settings. Its counts are the CLI's `sweep` for the same axes and
// resolution, a cell it loads is the CLI's `run` with those values, and
// "Find a counterexample" loads what the CLI's `explore` finds and shrinks.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, showTab, slider, fencing, experiment, scenario, fencelab, cli, until, VERDICTS } from "./browser.mjs";
import { say, shape } from "./catalogue.mjs";

const browser = useBrowser();

const DEFAULT = await scenario("paused-holder.json");


/**
 * A cell of the default story's map in words, as the readout and the
 * announcement say it: its two values ("14.9 s", with a no-break space)
 * on the default axes and how its run ends, by the CLI's verdict.
 */
function cellWords(acrossValue, downValue, verdict) {
  return say("map-cell", { across: "Pause length", acrossValue, down: "A pauses at", downValue, verdict });
}

/** The default axes, whole range, 200 steps each (both sliders have more). */
const X = "pause_ms=0..30000:200";
const Y = "pause_at_ms=0..20000:200";

/**
 * Axes whose map is dear, about 21,600 runs for its 40,000 cells, past the
 * page's CHEAP_RUNS: a change of setting gets it from the workers, or,
 * without them, coarse first. The default axes' map takes about 2,600.
 */
const DEAR_X = "lease_ms=1000..30000:200";
const DEAR_Y = "b_arrives_ms=0..30000:200";

/** The CLI's map of the default story, with `sets` first. */
function sweep(sets = [], x = X, y = Y) {
  return fencelab("sweep", DEFAULT.file, DEFAULT.text, ["--x", x, "--y", y, "--json", ...sets.flatMap((s) => ["--set", s])]);
}

/**
 * The summary of a map for the CLI's counts of its `total` cells,
 * with the axes' names and ends left open: the safe runs are those that
 * did no harm, as the core judges them.
 */
function summaryShape(counts, total, coarse) {
  const { lost = 0, escaped = 0, half_done = 0, stuck = 0, applied_twice = 0, safe = 0, refused = 0, duplicate = 0 } = counts;
  const axes = ["across", "acrossFrom", "acrossTo", "down", "downFrom", "downTo"];
  const good = safe + refused + duplicate;
  return shape("map-summary", axes, { total, lost, escaped, half: half_done, stuck, twice: applied_twice, safe: good, refused, coarse: coarse ? "yes" : "no" });
}

/** The legend's counts, by verdict; only verdicts present are listed. */
async function legend(page) {
  const items = page.locator("#map-legend li");
  const out = {};
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    out[await item.getAttribute("data-verdict")] = Number((await item.locator(".map-legend-count").textContent()).replace(/,/g, ""));
  }
  return out;
}

/** The CLI's counts without the zeros, as the legend lists them. */
function present(counts) {
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

/** Checks the map's words and legend against a CLI sweep; `coarse` for the quick map shown while settings move. */
async function assertMatches(page, expected, what, { coarse = false } = {}) {
  const summary = await page.locator("#map-summary").textContent();
  assert.match(summary, summaryShape(expected.counts, expected.cell_count, coarse), what);
  assert.deepEqual(await legend(page), present(expected.counts), what);
  const name = await page.locator("#map").getAttribute("aria-label");
  assert.equal(name, say("map-label", { summary }), `${what}: the canvas is named by the summary`);
}

/** How many measures of a name the page has recorded. */
function measures(page, name) {
  return page.evaluate((name) => performance.getEntriesByName(name, "measure").length, name);
}

/** The details of the map's drawings so far, oldest first. */
function drawings(page) {
  return page.evaluate(() => performance.getEntriesByName("fencelab:safety-map", "measure").map((m) => m.detail));
}

/** Waits until the map is the full one, `cells` across and down, after a coarse one. */
function sharp(page, cells = "200 200") {
  return page.locator(`#map[data-cells="${cells}"]:not([aria-busy])`).waitFor();
}

/** Waits until no map is awaited from the workers. */
function settled(page) {
  return page.locator("#map:not([aria-busy])").waitFor();
}

/** The details of the full maps drawn so far, oldest first. */
function fullMaps(page) {
  return page.evaluate(() => performance.getEntriesByName("fencelab:map-drawn", "measure").map((m) => m.detail));
}

/** Puts Lease length across and B asks at down, and waits for their map. */
async function dearAxes(page) {
  await page.getByLabel("Across", { exact: true }).selectOption({ label: "Lease length" });
  await page.getByLabel("Down", { exact: true }).selectOption({ label: "B asks at" });
  await sharp(page);
  await settled(page);
}

/** The page point at the middle of a cell. */
async function cellPoint(page, col, row) {
  const canvas = page.locator("#map");
  const [left, top, w, h] = (await canvas.getAttribute("data-plot")).split(" ").map(Number);
  const [cols, rows] = (await canvas.getAttribute("data-cells")).split(" ").map(Number);
  const box = await canvas.boundingBox();
  return { x: box.x + left + ((col + 0.5) * w) / cols, y: box.y + top + ((row + 0.5) * h) / rows };
}

/** The colour (RGBA) the canvas shows at the middle of a cell. */
async function cellColour(page, col, row) {
  const point = await cellPoint(page, col, row);
  return page.evaluate(({ x, y }) => {
    const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById("map"));
    const box = canvas.getBoundingClientRect();
    const k = canvas.width / box.width;
    return [...canvas.getContext("2d").getImageData(Math.floor((x - box.left) * k), Math.floor((y - box.top) * k), 1, 1).data];
  }, point);
}

/** A slider's value as its words say it, in milliseconds ("15.1 s" is 15100). */
async function sliderMs(page, name) {
  const words = await slider(page, name).getAttribute("aria-valuetext");
  const match = /^(\d+(?:\.\d+)?) s$/.exec(words);
  assert.ok(match, `${name} reads ${words}`);
  return Math.round(Number(match[1]) * 1000);
}

/** A number and its unit as the map's words keep them together: "2.0\u00a0s". */
const nb = (words) => words.replace(/ (?=\S+$)/, "\u00a0");

/** The words the page uses for a time: "0.151 s", "2.0 s". */
async function time(page, ms) {
  return page.evaluate(async (ms) => {
    const wasm = await import("./pkg/fencelab_wasm.js");
    await wasm.default();
    return wasm.formatTime(ms);
  }, ms);
}

test("the default story has a map with Pause length across and A pauses at down, painted on a canvas", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "Safety map");
  // The map is a tab under the chart (opened above), its panel named by its title.
  const panel = page.getByRole("tabpanel", { name: "Safety map" });
  assert.equal(await panel.isVisible(), true);
  assert.equal(await page.getByLabel("Across", { exact: true }).inputValue(), "pause_ms");
  assert.equal(await page.getByLabel("Down", { exact: true }).inputValue(), "pause_at_ms");
  // Every slider can be an axis; no switch can.
  const options = await page.locator("#map-x option").allTextContents();
  assert.deepEqual(options, ["Pause length", "Lease length", "A pauses at", "B asks at"]);
  assert.equal(await page.locator("#map").getAttribute("data-cells"), "200 200");
  assert.equal(await page.locator("#map-none").isHidden(), true);

  const canvas = page.getByRole("application", { name: /^Safety map\. / });
  assert.equal(await canvas.count(), 1);
  assert.match(await canvas.getAttribute("aria-label"), /Across: Pause length, 0 s to 30 s\. Down: A pauses at, 0 s to 20 s\./);

  // The top left corner (no pause) is safe and the bottom right (a long
  // pause, late) loses an update: two different colours on the canvas.
  const safe = await cellColour(page, 2, 2);
  const lost = await cellColour(page, 190, 190);
  assert.notDeepEqual(safe, lost);
  assert.equal(safe[3], 255, "the cells are painted");
  assert.deepEqual(problems, []);
});

test("the map's counts are the CLI sweep's for the same axes and resolution", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "Safety map");
  const expected = await sweep();
  assert.equal(expected.cell_count, 40000);
  assert.ok(expected.runs < 40000, `the map ran ${expected.runs} of its 40,000 cells`);
  await assertMatches(page, expected, "default");
  assert.match(await page.locator("#map-summary").textContent(), /^[\d,]+ of 40,000 runs lose an update; 0 let a side effect escape\. [\d,]+ are safe\./);

  // Another slider across: the map follows, and so do its counts.
  await page.getByLabel("Across", { exact: true }).selectOption({ label: "Lease length" });
  assert.equal(await page.getByLabel("Down", { exact: true }).inputValue(), "pause_at_ms");
  await assertMatches(page, await sweep([], "lease_ms=1000..30000:200"), "lease across");
  assert.match(await page.locator("#map-summary").textContent(), /Across: Lease length, 1 s to 30 s\./);

  // Picking the other axis's knob swaps the two.
  await page.getByLabel("Down", { exact: true }).selectOption({ label: "Lease length" });
  assert.equal(await page.getByLabel("Across", { exact: true }).inputValue(), "pause_at_ms");
  assert.equal(await page.getByLabel("Down", { exact: true }).inputValue(), "lease_ms");
  await assertMatches(page, await sweep([], "pause_at_ms=0..20000:200", "lease_ms=1000..30000:200"), "swapped");
  assert.deepEqual(problems, []);
});

test("a map as cheap as the last is made within the change that asks for it, on the page's thread", async (t) => {
  for (const workers of [true, false]) {
    const { page, problems } = await open(t, browser, { workers });
    await showTab(page, "Safety map");
    const maps = await measures(page, "fencelab:safety-map");
    const full = (await fullMaps(page)).length;
    await fencing(page).check();
    // Whole, within the update itself, and drawn by the time it ends.
    assert.deepEqual((await drawings(page))[maps], { computed: true, cells: 40000 }, `workers: ${workers}`);
    assert.deepEqual((await fullMaps(page)).slice(full), [{ cells: 40000, workers: 0 }]);
    assert.equal(await page.locator("#map").getAttribute("aria-busy"), null);
    await assertMatches(page, await sweep(["fencing=on"]), "fencing on");
    await slider(page, "Lease length").fill("20000");
    assert.deepEqual((await drawings(page)).at(-1), { computed: true, cells: 40000 });
    await assertMatches(page, await sweep(["fencing=on", "lease_ms=20000"]), "fencing on, lease 20 s");
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test("without workers, a dear map is redrawn with every change of a setting, coarse at once and sharp when the settings rest, and each drawing is measured", async (t) => {
  const { page, problems } = await open(t, browser, { workers: false });
  await showTab(page, "Safety map");
  assert.equal(await page.locator("html").getAttribute("data-workers"), "0");
  assert.equal(await measures(page, "fencelab:safety-map"), 1, "the first drawing is measured");
  assert.deepEqual((await drawings(page))[0], { computed: true, cells: 40000 }, "a new scenario gets the full map at once");
  await dearAxes(page);
  const before = await page.locator("#map-summary").textContent();
  const maps = await measures(page, "fencelab:safety-map");
  const updates = await measures(page, "fencelab:update");
  assert.deepEqual((await drawings(page)).at(-1), { computed: true, cells: 40000 }, "new axes get the full map at once");

  await fencing(page).check();
  // Within the update itself: a coarse map, so the update stays quick.
  assert.equal(await measures(page, "fencelab:update"), updates + 1);
  assert.deepEqual((await drawings(page))[maps], { computed: true, cells: 1600 });
  await sharp(page);
  assert.notEqual(await page.locator("#map-summary").textContent(), before);
  await assertMatches(page, await sweep(["fencing=on"], DEAR_X, DEAR_Y), "fencing on");
  assert.deepEqual((await drawings(page)).slice(maps), [
    { computed: true, cells: 1600 },
    { computed: true, cells: 40000 },
  ]);

  // A slider that is not an axis changes every cell.
  await slider(page, "Pause length").fill("7000");
  assert.equal(await page.locator("#map").getAttribute("data-cells"), "40 40");
  await sharp(page);
  await assertMatches(page, await sweep(["fencing=on", "pause_ms=7000"], DEAR_X, DEAR_Y), "fencing on, pause 7 s");
  await fencing(page).uncheck();
  await sharp(page);
  await assertMatches(page, await sweep(["pause_ms=7000"], DEAR_X, DEAR_Y), "pause 7 s");

  // An axis slider moves only the ring: the map is drawn, not run again.
  const drawn = await measures(page, "fencelab:safety-map");
  await slider(page, "Lease length").fill("20000");
  assert.deepEqual((await drawings(page)).slice(drawn), [{ computed: false, cells: 40000 }]);
  assert.deepEqual(problems, []);
});

test("a coarse map seen while the settings move matches the CLI at that resolution", async (t) => {
  const { page, problems } = await open(t, browser, { workers: false });
  await showTab(page, "Safety map");
  await dearAxes(page);
  // Hold the sharpening back, as a reader still dragging would.
  await page.evaluate(() => {
    window.setTimeout = /** @type {any} */ (() => 0);
  });
  await slider(page, "Pause length").fill("20000");
  assert.equal(await page.locator("#map").getAttribute("data-cells"), "40 40");
  const map = await sweep(["pause_ms=20000"], "lease_ms=1000..30000:40", "b_arrives_ms=0..30000:40");
  await assertMatches(page, map, "coarse", { coarse: true });
  // A cell of the coarse map still loads its own run, on the slider's steps.
  await page.locator("#map").scrollIntoViewIfNeeded();
  const point = await cellPoint(page, 30, 30);
  await page.mouse.click(point.x, point.y);
  assert.equal(await page.locator("#verdict").getAttribute("data-verdict"), map.cells[30][30]);
  assert.equal(map.x.values[30] % 100, 0, "the CLI's cell is on the slider's steps");
  assert.equal(await sliderMs(page, "Lease length"), map.x.values[30]);
  assert.equal(await slider(page, "Lease length").inputValue(), String(map.x.values[30]));
  assert.deepEqual(problems, []);
});

test("on the workers, a change of a setting gets a dear map at once, the CLI's, and each is measured", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "Safety map");
  const workers = Number(await page.locator("html").getAttribute("data-workers"));
  assert.ok(workers >= 2, `at least two workers, not ${workers}`);
  await dearAxes(page);
  const before = (await fullMaps(page)).length;
  await fencing(page).check();
  await sharp(page);
  await assertMatches(page, await sweep(["fencing=on"], DEAR_X, DEAR_Y), "fencing on");
  await slider(page, "Pause length").fill("20000");
  await sharp(page);
  await assertMatches(page, await sweep(["fencing=on", "pause_ms=20000"], DEAR_X, DEAR_Y), "fencing on, pause 20 s");
  const drawn = (await fullMaps(page)).slice(before);
  assert.deepEqual(drawn, [
    { cells: 40000, workers },
    { cells: 40000, workers },
  ]);
  // An axis slider moves only the ring: nothing is asked of the workers.
  await slider(page, "Lease length").fill("7000");
  assert.equal(await page.locator("#map").getAttribute("aria-busy"), null);
  assert.equal((await fullMaps(page)).length, before + 2);
  assert.deepEqual(problems, []);
});

test("on the workers, a map made outdated by a newer setting is cancelled, and only the newest is drawn", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "Safety map");
  await dearAxes(page);
  const before = (await fullMaps(page)).length;
  // Five settings in one go, faster than any map: only the last one's map may land.
  await slider(page, "Pause length").evaluate((input) => {
    for (const value of [2000, 6000, 12000, 16000, 24000]) {
      input.value = String(value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
  });
  await sharp(page);
  await assertMatches(page, await sweep(["pause_ms=24000"], DEAR_X, DEAR_Y), "the last pause");
  // Let anything late arrive: it must not replace the newest map.
  await page.waitForTimeout(300);
  await assertMatches(page, await sweep(["pause_ms=24000"], DEAR_X, DEAR_Y), "the last pause, later");
  assert.equal((await fullMaps(page)).length, before + 1, "one full map drawn for five changes");
  assert.deepEqual(problems, []);
});

test("on the workers, a map or a search that fails shows the core's message, and the page keeps working", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "Safety map");
  // The page's own modules: ask the crew for a map over a knob the story does not have.
  const said = await page.evaluate(async () => {
    const { wasmModule } = await import("./js/files.js");
    const { Crew } = await import("./js/crew.js");
    const crew = await Crew.start(await wasmModule());
    if (!crew) return "no crew";
    const text = await (await fetch("scenarios/paused-holder.json")).text();
    const subject = { text, settings: {} };
    const axis = { knob: "pause_ms", from: 0, to: 30000, steps: 10 };
    try {
      await crew.map("full", subject, axis, { ...axis, knob: "no_such_knob" }, 10);
      return "no error";
    } catch (err) {
      return `${err.name}: ${err.message}`;
    } finally {
      for (const worker of crew.workers) worker.terminate();
    }
  });
  assert.match(said, /^SettingError: there is no knob "no_such_knob" to sweep/);
  // A map made in parts on the workers is the map made whole, cell for cell.
  const same = await page.evaluate(async () => {
    const wasm = await import("./pkg/fencelab_wasm.js");
    const { wasmModule } = await import("./js/files.js");
    const { Crew } = await import("./js/crew.js");
    const crew = await Crew.start(await wasmModule());
    if (!crew) return "no crew";
    const text = await (await fetch("scenarios/paused-holder.json")).text();
    const settings = { fencing: true, lease_ms: 14000 };
    const x = { knob: "lease_ms", from: 1000, to: 30000, steps: 97 };
    const y = { knob: "pause_ms", from: 0, to: 30000, steps: 61 };
    const sim = new wasm.Experiment(text, settings);
    try {
      const whole = sim.map(x.knob, x.from, x.to, x.steps, y.knob, y.from, y.to, y.steps);
      const parts = await crew.map("full", { text, settings }, x, y, whole.yValues.length);
      if (!parts) return "cancelled";
      const equal = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
      return ["xValues", "yValues", "cells", "counts"].filter((k) => !equal(Array.from(whole[k]), Array.from(parts[k])));
    } finally {
      sim.free();
      for (const worker of crew.workers) worker.terminate();
    }
  });
  assert.deepEqual(same, [], "the fields that differ");
  // In the page: its search on the workers fails, and says so in its box.
  await page.evaluate(async () => {
    const { Crew } = await import("./js/crew.js");
    Crew.prototype.search = async function () {
      throw new Error("the search failed on purpose");
    };
  });
  await page.getByRole("button", { name: "Find a counterexample" }).click();
  const alert = page.getByRole("alert");
  await alert.filter({ hasText: "the search failed on purpose" }).waitFor();
  assert.match(await alert.textContent(), /The search for a counterexample failed\./);
  assert.equal(await page.locator("#map-found").textContent(), "");
  assert.equal(await page.locator("#verdict").getAttribute("data-verdict"), "lost");
  assert.deepEqual(problems, []);
});

test("clicking a cell loads its run: the sliders move, and the results are the CLI's for those values", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "Safety map");
  const map = await sweep();
  await page.locator("#map").scrollIntoViewIfNeeded();
  // One safe cell near the top left, one lost near the middle.
  for (const [col, row] of [[12, 20], [150, 40]]) {
    const x = map.x.values[col];
    const y = map.y.values[row];
    const point = await cellPoint(page, col, row);
    await page.mouse.move(point.x, point.y);
    const words = cellWords(nb(await time(page, x)), nb(await time(page, y)), map.cells[row][col]);
    assert.equal(await page.locator("#map-readout").textContent(), words, "the readout reads the cell under the pointer");
    await page.mouse.click(point.x, point.y);
    assert.equal(await sliderMs(page, "Pause length"), x);
    assert.equal(await sliderMs(page, "A pauses at"), y);
    for (const [label, value] of [["Pause length", x], ["A pauses at", y]]) {
      assert.equal(value % 100, 0, `${label} ${value} ms is on the slider's 0.1 s steps`);
      assert.equal(await slider(page, label).inputValue(), String(value), `${label} sits on its step`);
    }
    assert.equal(await page.locator("#knob-pause_ms-shown").textContent(), await time(page, x));
    const run = await cli(DEFAULT.file, DEFAULT.text, [`pause_ms=${x}`, `pause_at_ms=${y}`]);
    assert.equal(run.outcome.verdict, map.cells[row][col], `cell ${col}, ${row}`);
    assert.equal(await page.locator("#verdict").textContent(), VERDICTS[run.outcome.verdict]);
    assert.equal(await page.locator("#results [data-part=final-value]").first().textContent(), run.outcome.resources[0].finalValue);
    assert.equal(await page.locator("#events li").count(), run.events.length);
  }
  assert.deepEqual(problems, []);
});

test("the arrow keys move a cell cursor that is announced, and Enter loads its run", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "Safety map");
  const map = await sweep();
  // Tab order: the two axis selects, then the map.
  await page.getByLabel("Down", { exact: true }).focus();
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "map");
  assert.equal(await page.locator("#map").evaluate((e) => e.matches(":focus-visible")), true);
  const live = page.locator("#map-live");
  assert.equal(await live.getAttribute("aria-live"), "polite");
  // Focus starts at the cell nearest the run shown: pause 15 s (between
  // the cells of 14.9 s and 15.1 s), at 2 s, which is a cell of its own.
  assert.equal(await live.textContent(), cellWords("14.9\u00a0s", "2.0\u00a0s", "lost"));

  await page.keyboard.press("Control+Home");
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  let [col, row] = [5, 2];
  const words = async () =>
    cellWords(nb(await time(page, map.x.values[col])), nb(await time(page, map.y.values[row])), map.cells[row][col]);
  assert.equal(await live.textContent(), await words());
  assert.equal(await page.locator("#map-readout").textContent(), await words());
  await page.keyboard.press("Enter");
  assert.equal(await sliderMs(page, "Pause length"), map.x.values[col]);
  assert.equal(await sliderMs(page, "A pauses at"), map.y.values[row]);
  assert.equal(await page.locator("#verdict").getAttribute("data-verdict"), map.cells[row][col]);
  assert.equal(await page.evaluate(() => document.activeElement?.id), "map", "the focus stays on the map");

  // Shift moves ten at a time and stops at the edge; Enter loads a lost update.
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("End");
  [col, row] = [199, 22];
  assert.equal(await live.textContent(), await words());
  await page.keyboard.press("Enter");
  assert.equal(await sliderMs(page, "Pause length"), 30000);
  assert.equal(await sliderMs(page, "A pauses at"), map.y.values[row]);
  const run = await cli(DEFAULT.file, DEFAULT.text, [`pause_ms=30000`, `pause_at_ms=${map.y.values[row]}`]);
  assert.equal(run.outcome.verdict, map.cells[row][col]);
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS[run.outcome.verdict]);
  assert.deepEqual(problems, []);
});

test("Find a counterexample loads the CLI explore's shrunk run, and with fencing says it is no proof", async (t) => {
  const { page, problems } = await open(t, browser, { reducedMotion: "reduce" });
  await showTab(page, "Safety map");
  const found = await fencelab("explore", DEFAULT.file, DEFAULT.text, ["--seeds", "2000", "--json"]);
  assert.ok(found.shrunk, "the CLI finds one");
  // The story as it opens already loses an update, so every slider goes home.
  assert.deepEqual(found.shrunk.settings, { fencing: false, pause_ms: 15000, lease_ms: 10000, pause_at_ms: 2000, b_arrives_ms: 10300 });
  // Move the sliders away first: the search must bring them back.
  await slider(page, "Lease length").fill("20000");
  await slider(page, "A pauses at").fill("900");
  const button = page.getByRole("button", { name: "Find a counterexample" });
  await button.click();
  const status = page.getByRole("status").filter({ hasText: /runs/ });
  await status.filter({ hasText: /^Found one in 2,000 runs and shrank it towards the settings the experiment opens with: / }).waitFor();
  const words = await status.textContent();
  assert.match(words, new RegExp(`\\(${found.shrunk.events} events; ${found.shrunk.drawn_events} as drawn\\)`), words);
  assert.match(words, /Pause length 15\.0\u00a0s, Lease length 10\.0\u00a0s, A pauses at 2\.0\u00a0s, B asks at 10\.3\u00a0s/, words);
  assert.doesNotMatch(words, /fewest/, words);
  assert.match(words, /Not safe/);
  for (const [id, label] of [["pause_ms", "Pause length"], ["lease_ms", "Lease length"], ["pause_at_ms", "A pauses at"], ["b_arrives_ms", "B asks at"]]) {
    assert.equal(await sliderMs(page, label), found.shrunk.settings[id], label);
    assert.equal(await slider(page, label).inputValue(), String(found.shrunk.settings[id]), `${label} sits on its step`);
  }
  assert.equal(await fencing(page).isChecked(), false);
  assert.match(await page.locator("#verdict").textContent(), /^Not safe/);
  assert.equal(await page.locator("#verdict").getAttribute("data-verdict"), found.shrunk.verdict);
  assert.equal(await page.locator("#events li").count(), found.shrunk.events);
  assert.equal(await page.getByRole("alert").isHidden(), true);

  // Changing a setting afterwards retires the words: they were about that run.
  await fencing(page).check();
  assert.equal(await page.locator("#map-found").textContent(), "");
  const none = await fencelab("explore", DEFAULT.file, DEFAULT.text, ["--seeds", "2000", "--set", "fencing=on", "--json"]);
  assert.equal(none.shrunk, null);
  await button.click();
  await status.filter({ hasText: /^No unsafe run in 2,000 random runs\. That is not a proof/ }).waitFor();
  assert.equal(await fencing(page).isChecked(), true, "switches stay as set");
  assert.deepEqual(problems, []);
});

test("Find a counterexample on a safe story shrinks the pause to the shortest that goes wrong", async (t) => {
  const { page, problems } = await open(t, browser, { reducedMotion: "reduce" });
  await showTab(page, "Safety map");
  const short = await scenario("short-pause.json");
  await experiment(page, short.json.title).click();
  const found = await fencelab("explore", short.file, short.text, ["--seeds", "2000", "--json"]);
  const pause = found.shrunk.settings.pause_ms;
  await page.getByRole("button", { name: "Find a counterexample" }).click();
  await page.getByRole("status").filter({ hasText: /^Found one in 2,000 runs and shrank it/ }).waitFor();
  assert.equal(await slider(page, "Pause length").inputValue(), String(pause));
  assert.equal(await page.locator("#knob-pause_ms-shown").textContent(), await time(page, pause));
  assert.equal(await page.locator("#events li").count(), found.shrunk.events);
  // One step nearer its default of 7 s, the run is safe: the shrink stopped at the edge.
  assert.notEqual(pause, 7000);
  assert.equal((await cli(short.file, short.text, [`pause_ms=${pause - 100}`])).outcome.safe, true);
  assert.equal((await cli(short.file, short.text, [`pause_ms=${pause}`])).outcome.safe, false);
  assert.deepEqual(problems, []);
});

test("an experiment with fewer than two sliders has no map, and says why", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "Safety map");
  const reason = page.locator("#map-none");
  for (const [file, words, search] of [
    ["efficiency-lock.json", say("map-none", { sliders: 1 }), true],
    ["audit-log.json", say("map-none", { sliders: 0 }), false],
  ]) {
    const { json } = await scenario(file);
    await experiment(page, json.title).click();
    await page.locator("#scenario-title", { hasText: json.title }).waitFor();
    assert.equal(await reason.textContent(), words, file);
    assert.equal(await reason.isVisible(), true);
    assert.equal(await page.locator("#map").isVisible(), false, `${file}: no canvas`);
    assert.equal(await page.getByLabel("Across", { exact: true }).isVisible(), false);
    assert.equal(await page.getByRole("button", { name: "Find a counterexample" }).isVisible(), search, file);
  }
  // One slider is enough for the search: efficiency-lock's pause at random.
  await experiment(page, (await scenario("efficiency-lock.json")).json.title).click();
  await page.getByRole("button", { name: "Find a counterexample" }).click();
  await page.locator("#map-found", { hasText: /2,000/ }).waitFor();

  // Back to the default story: the map and its default axes return.
  await experiment(page, DEFAULT.json.title).click();
  assert.equal(await reason.isHidden(), true);
  assert.equal(await page.locator("#map").isVisible(), true);
  assert.equal(await page.getByLabel("Across", { exact: true }).inputValue(), "pause_ms");
  await assertMatches(page, await sweep(), "back to the default");
  assert.deepEqual(problems, []);
});

test("at 390 px the map fills the panel's width, with fewer cells, and still matches the CLI", async (t) => {
  const { page, problems } = await open(t, browser, { width: 390, height: 800 });
  await showTab(page, "Safety map");
  const layout = await page.evaluate(() => {
    const panel = document.getElementById("map-panel");
    const canvas = document.getElementById("map");
    const style = getComputedStyle(panel);
    return {
      inner: panel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      canvas: canvas.getBoundingClientRect().width,
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    };
  });
  assert.ok(Math.abs(layout.canvas - layout.inner) <= 1, `the canvas is ${layout.canvas} px in ${layout.inner} px`);
  assert.ok(layout.scroll <= layout.client, "no sideways scrolling");
  assert.equal(await page.locator("#map").getAttribute("data-cells"), "100 100");
  await assertMatches(page, await sweep([], "pause_ms=0..30000:100", "pause_at_ms=0..20000:100"), "390 px");
  // A click loads a cell here too.
  await page.locator("#map").scrollIntoViewIfNeeded();
  const point = await cellPoint(page, 80, 80);
  await page.mouse.click(point.x, point.y);
  assert.equal(await page.locator("#verdict").getAttribute("data-verdict"), "lost");
  assert.deepEqual(problems, []);
});

test("dark mode repaints the map in dark colours, and print keeps the map and drops its controls", async (t) => {
  const pixel = (page) => cellColour(page, 2, 2);
  const light = await open(t, browser);
  const dark = await open(t, browser, { colorScheme: "dark" });
  await showTab(light.page, "Safety map");
  await showTab(dark.page, "Safety map");
  const [l, d] = [await pixel(light.page), await pixel(dark.page)];
  assert.ok(l[0] + l[1] + l[2] > d[0] + d[1] + d[2] + 200, `a safe cell is pale in light mode (${l}) and dark in dark mode (${d})`);
  // The scheme can change under an open page.
  await light.page.emulateMedia({ colorScheme: "dark" });
  await until(async () => JSON.stringify(await pixel(light.page)) === JSON.stringify(d), "the map to repaint in dark colours");

  // A dark screen prints the light colours: the panel carries them while printing.
  const safeColour = (page) =>
    page.evaluate(() => getComputedStyle(document.getElementById("map-panel")).getPropertyValue("--map-safe").trim());
  const darkSafe = await safeColour(dark.page);
  await dark.page.evaluate(() => document.getElementById("map-panel").classList.add("printing"));
  const plain = await open(t, browser);
  assert.equal(await safeColour(dark.page), await safeColour(plain.page));
  assert.notEqual(await safeColour(dark.page), darkSafe);
  await dark.page.evaluate(() => document.getElementById("map-panel").classList.remove("printing"));

  await dark.page.emulateMedia({ media: "print" });
  assert.equal(await dark.page.locator("#map").isVisible(), true);
  assert.equal(await dark.page.locator("#map-search").isVisible(), false);
  assert.equal(await dark.page.locator(".map-axes").isVisible(), false);
  assert.deepEqual(light.problems, []);
  assert.deepEqual(dark.problems, []);
});

test("without workers, a map or a search that fails shows the page's error message, and the rest of the page keeps working", async (t) => {
  const { page, problems } = await open(t, browser, { workers: false });
  await showTab(page, "Safety map");
  // The page's module instance is the one a dynamic import returns: make its map and search throw.
  await page.evaluate(async () => {
    const wasm = await import("./pkg/fencelab_wasm.js");
    const fail = (what) =>
      function () {
        const err = new Error(`${what} failed on purpose`);
        err.name = "SettingError";
        throw err;
      };
    wasm.Experiment.prototype.map = fail("the map");
    wasm.Experiment.prototype.explore = fail("the search");
  });
  await fencing(page).check();
  const alert = page.getByRole("alert");
  assert.match(await alert.textContent(), /The safety map could not be drawn\..*the map failed on purpose/);
  assert.equal(await page.locator("#map-summary").textContent(), "");
  assert.equal(await page.locator("#map-legend li").count(), 0);
  // The run itself was shown: fencing refused the stale write.
  assert.equal(await page.locator("#verdict").getAttribute("data-verdict"), "refused");

  await page.getByRole("button", { name: "Find a counterexample" }).click();
  await alert.filter({ hasText: "the search failed on purpose" }).waitFor();
  assert.match(await alert.textContent(), /The search for a counterexample failed\./);
  assert.equal(await page.locator("#map-found").textContent(), "");
  assert.equal(await page.locator("#scenario-title").textContent(), DEFAULT.json.title);
  // The page reports a failure in its own box, never as a console error.
  assert.deepEqual(problems, []);
});
