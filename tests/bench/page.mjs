// The page's figures for `cargo xtask bench`, measured in Debian's Chromium
// with playwright-core against `dist/` served by the xtask server:
//
// - the wasm safety map: a 200 × 200 map of paused-holder.json (pause_ms
//   0..30000 across, pause_at_ms 0..19900 down, 200 values on its steps) through `Simulation.map`,
//   timed with performance.now() in a blank page of the site's origin,
//   three seconds of warm-up maps first (see MAP_WARM_UP_MS), then the
//   median of several;
// - the page's own measures, `fencelab:update` and `fencelab:safety-map`,
//   over 100 moves of the pause slider (an axis of the map: the map is only
//   redrawn) and of the lease slider (every cell changes: the map is run
//   again, coarse while the slider moves), and the full map the page runs
//   once the settings rest, and the lease slider again with two runs
//   compared (`?compare=fencing`: both runs and both charts each change);
// - the gzip size of dist's HTML, CSS, JS and wasm, the files the page
//   loads; not the single offline file, `fencelab.html`, which holds all
//   of them again for readers who cannot load the page from a host.
//
// Figures go to stdout as `fencelab-bench KEY VALUE` lines, the format of
// the native bench, for xtask to read; anything else goes to stderr.
//
// Usage: FENCELAB_URL=http://127.0.0.1:PORT/ node tests/bench/page.mjs

import { readdir, readFile } from "node:fs/promises";
import { join, extname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { launch, BASE, DEFAULT_TITLE } from "../browser/browser.mjs";

const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));
/** The single offline file `cargo xtask dist` writes beside the site. */
const SINGLE_FILE = join(DIST, "fencelab.html");

/** The sweep, the same as the native bench's. */
const MAP = { x: ["pause_ms", 0, 30000, 200], y: ["pause_at_ms", 0, 19900, 200] };
/**
 * How long to run maps before the timed ones. Chromium starts wasm on
 * baseline code and compiles optimized code on background threads, and a
 * map is one long call that keeps the code it started on. On this 2-core
 * machine maps run 20 to 30 percent slower for about the first second after
 * the module loads (30 to 70 maps), then settle; a page left alone for
 * three seconds after loading is at full speed from its first map. Warming
 * up by time rather than by a count of maps reaches that steady state on
 * a slower machine too. The figure is the steady state a reader gets a
 * moment after the page opens, as the native figure is.
 */
const MAP_WARM_UP_MS = 3000;
/** Maps run in the warm-up at the least, however fast they are. */
const MAP_WARM_UPS = 15;
const MAP_REPS = 21;
/** Settings changes on the page while a slider is dragged. */
const CHANGES = 100;
/** Settings changes with a rest after each, so the page runs its full map each time. */
const RESTING_CHANGES = 20;
/** The page's files that count towards its size, by extension. */
const KINDS = { ".html": "html", ".css": "css", ".js": "js", ".mjs": "js", ".wasm": "wasm" };

function figure(key, value) {
  console.log(`fencelab-bench ${key} ${value}`);
}

/** Nearest-rank percentile of `samples`, `p` between 0 and 1. */
function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Gzip (level 9) bytes of the page's own files in dist/, per kind and in total. */
async function sizes() {
  const totals = { html: 0, css: 0, js: 0, wasm: 0 };
  for await (const path of files(DIST)) {
    if (path === SINGLE_FILE) continue;
    const kind = KINDS[extname(path)];
    if (kind) totals[kind] += gzipSync(await readFile(path), { level: 9 }).length;
  }
  for (const [kind, bytes] of Object.entries(totals)) figure(`gzip_${kind}`, bytes);
  figure("gzip_total", Object.values(totals).reduce((a, b) => a + b, 0));
}

/**
 * Pages the wasm map is timed in, each loaded afresh. Chromium compiles
 * the code anew in each, and now and then a page runs the same wasm a
 * third slower than the others for as long as it is open, warm-up or not;
 * the figure is the median of the pages' medians, so one such page does
 * not decide it.
 */
const MAP_PAGES = 3;

/** Times the wasm map in fresh pages and reports the median page. */
async function wasmMaps(browser) {
  const pages = [];
  for (let i = 0; i < MAP_PAGES; i++) pages.push(await wasmMap(browser));
  const median = pages.map((p) => p.ms).sort((a, b) => a - b)[Math.floor(MAP_PAGES / 2)];
  figure("wasm_map_ms", median.toFixed(3));
  figure("wasm_map_pages_ms", pages.map((p) => p.ms.toFixed(2)).join(","));
  figure("wasm_map_cells", pages[0].cells);
  figure("wasm_map_counts", pages[0].counts.join(","));
}

/**
 * Times the wasm map in a blank page of the site's origin, so nothing else
 * runs: the median map after the warm-up, with the map's size and counts.
 */
async function wasmMap(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    watch(page);
    const blank = new URL("bench.html", BASE).href;
    await page.route(blank, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>bench</title>" }),
    );
    await page.goto(blank);
    const result = await page.evaluate(
      async ({ map, warmUps, warmUpMs, reps }) => {
        const wasm = await import("./pkg/fencelab_wasm.js");
        await wasm.default();
        const text = await (await fetch("scenarios/paused-holder.json")).text();
        const sim = new wasm.Simulation(text, undefined);
        try {
          const sweep = () => sim.map(...map.x, ...map.y);
          const warm = performance.now() + warmUpMs;
          for (let i = 0; i < warmUps || performance.now() < warm; i++) sweep();
          const times = [];
          let view;
          for (let i = 0; i < reps; i++) {
            const start = performance.now();
            view = sweep();
            times.push(performance.now() - start);
          }
          return { times, cells: view.cells.length, counts: Array.from(view.counts) };
        } finally {
          sim.free();
        }
      },
      { map: MAP, warmUps: MAP_WARM_UPS, warmUpMs: MAP_WARM_UP_MS, reps: MAP_REPS },
    );
    return { ms: percentile(result.times, 0.5), cells: result.cells, counts: result.counts };
  } finally {
    await context.close();
  }
}

/**
 * Moves a slider of the default page `changes` times back and forth across
 * its range, waiting `rest` ms after each change (0: one change a frame, as
 * a drag would), and returns the page's own measures of those changes.
 */
async function moveSlider(browser, name, changes, rest, query = "") {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    watch(page);
    await page.goto(new URL(query, BASE).href);
    await page.locator("#scenario-title", { hasText: DEFAULT_TITLE }).waitFor({ timeout: 30_000 });
    const slider = page.locator("#knobs").getByRole("slider", { name, exact: true });
    await slider.waitFor();
    return await slider.evaluate(
      async (input, { changes, rest }) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
        // Only the changes below count; loading the page is not a settings change.
        performance.clearMeasures("fencelab:update");
        performance.clearMeasures("fencelab:safety-map");
        const min = Number(input.min);
        const max = Number(input.max);
        const step = Number(input.step) || 1;
        for (let i = 1; i <= changes; i++) {
          // Back and forth across the whole range, on the slider's steps.
          const span = Math.round((max - min) / step);
          const at = Math.round((span * i * 2) / changes) % (2 * span);
          input.value = String(min + step * (at <= span ? at : 2 * span - at));
          input.dispatchEvent(new Event("input", { bubbles: true }));
          await frame();
          if (rest > 0) await wait(rest);
        }
        // Let anything the page defers (the sharp map after a coarse one) finish.
        await wait(1000);
        await frame();
        const entries = (name) => performance.getEntriesByName(name, "measure");
        const maps = entries("fencelab:safety-map");
        return {
          update: entries("fencelab:update").map((e) => e.duration),
          map: maps.map((e) => e.duration),
          // The drawings that ran the full map, as a resting reader sees it.
          full: maps.filter((e) => e.detail?.computed && e.detail.cells >= 40000).map((e) => e.duration),
          computed: maps.filter((e) => e.detail?.computed).length,
        };
      },
      { changes, rest },
    );
  } finally {
    await context.close();
  }
}

/**
 * The page's update, as a reader dragging a slider sees it: the pause
 * slider, an axis of the map, only moves the map's ring; the lease slider
 * changes every cell, so each change runs the map again (coarse while it
 * moves). Then the lease slider with a pause after each change, so the
 * full map is run each time.
 */
async function pageMeasures(browser) {
  const axis = await moveSlider(browser, "Pause length", CHANGES, 0);
  report("update", axis.update);
  report("safety_map", axis.map);
  figure("safety_map_computed", axis.computed);
  const remap = await moveSlider(browser, "Lease length", CHANGES, 0);
  report("update_remap", remap.update);
  figure("update_remap_computed", remap.computed);
  const resting = await moveSlider(browser, "Lease length", RESTING_CHANGES, 300);
  report("safety_map_full", resting.full);
  // Two runs side by side: each change runs and draws both, and the map.
  const compared = await moveSlider(browser, "Lease length", CHANGES, 0, "?compare=fencing");
  report("update_compare", compared.update);
}

function report(key, durations) {
  figure(`${key}_n`, durations.length);
  if (durations.length === 0) return;
  figure(`${key}_p50_ms`, percentile(durations, 0.5).toFixed(3));
  figure(`${key}_p95_ms`, percentile(durations, 0.95).toFixed(3));
}

/** Errors on the page do not stop the bench, but they are worth a line. */
function watch(page) {
  page.on("pageerror", (err) => console.error(`page error: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") console.error(`console error: ${msg.text()}`);
  });
}

await sizes();
const browser = await launch();
try {
  figure("chromium_version", browser.version());
  console.error("    timing the wasm map in Chromium");
  await wasmMaps(browser);
  console.error(`    moving the pause and lease sliders on the default page`);
  await pageMeasures(browser);
} finally {
  await browser.close();
}
