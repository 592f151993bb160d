// The page's figures for one round of `cargo xtask bench`, measured in
// Debian's Chromium with playwright-core against `dist/` served by the xtask
// server (xtask runs three rounds and reports the median and the worst):
//
// - the wasm safety map: a 200 × 200 map of paused-holder.json (pause_ms
//   0..30000 across, pause_at_ms 0..19900 down, 200 values on its steps)
//   through `Experiment.map`, timed with performance.now() in a blank page
//   of the site's origin, three seconds of warm-up maps first (see
//   MAP_WARM_UP_MS), then the median of several;
// - the page's own `fencelab:update` measures over 100 moves of each slider
//   of the default story, one a frame as a drag makes them, and of the
//   lease slider with two runs compared (`?compare=fencing`) and with the
//   safety map's tab open (the map is made only while it is seen);
// - from a change of the lease slider (every cell of the map changes) to
//   the full map drawn, the page's `fencelab:map-drawn`, over 20 changes
//   with a rest after each, and how many workers made the map (0: the page's
//   own thread);
// - the first verdict on screen after navigation, from a cold cache, over an
//   emulated slow mobile connection (SLOW_NETWORK), served as static hosts
//   serve a site: gzipped, over HTTP/2 (with a certificate made for the
//   occasion by `openssl`, which xtask installs), with the gzipped bytes
//   that had arrived by then and all that the page fetched once settled
//   (Resource Timing's encoded body sizes, the HTML's included);
// - the gzip size of dist's HTML, CSS, JS and wasm, the files the page
//   loads; not the single offline file, `fencelab.html`, which holds all
//   of them again for readers who cannot load the page from a host.
//
// Figures go to stdout as `fencelab-bench KEY VALUE` lines, the format of
// the native bench, for xtask to read; anything else goes to stderr.
//
// Usage: FENCELAB_URL=http://127.0.0.1:PORT/ node tests/bench/page.mjs

import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join, extname, normalize } from "node:path";
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
/** The default story's sliders, by their labels, and the keys their figures go under. */
const SLIDERS = [
  ["Pause length", "pause"],
  ["Lease length", "lease"],
  ["A pauses at", "pause_at"],
  ["B asks at", "b_asks"],
];
/**
 * A slow mobile connection, as the DevTools protocol emulates it: 1.6
 * Mbit/s down (200,000 bytes a second), 750 kbit/s up, 150 ms of latency.
 */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
/** Cold loads over the slow connection; the figure is their median. */
const SLOW_LOADS = 3;
/** What the page's files are served as in the slow loads. */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
};
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

/**
 * Gzip (level 9) bytes of the page's own files in dist/, per kind and in
 * total. A page downloads one language's catalogue: the largest counts.
 */
async function sizes() {
  const totals = { html: 0, css: 0, js: 0, wasm: 0, words: 0 };
  for await (const path of files(DIST)) {
    if (path === SINGLE_FILE) continue;
    const bytes = gzipSync(await readFile(path), { level: 9 }).length;
    if (extname(path) === ".ftl") totals.words = Math.max(totals.words, bytes);
    const kind = KINDS[extname(path)];
    if (kind) totals[kind] += bytes;
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
  figure("wasm_map_runs", pages[0].runs);
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
        const sim = new wasm.Experiment(text, undefined);
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
          return {
            times,
            cells: view.cells.length,
            runs: view.runs,
            counts: Array.from(view.counts),
          };
        } finally {
          sim.free();
        }
      },
      { map: MAP, warmUps: MAP_WARM_UPS, warmUpMs: MAP_WARM_UP_MS, reps: MAP_REPS },
    );
    return { ms: percentile(result.times, 0.5), ...result };
  } finally {
    await context.close();
  }
}

/**
 * Moves a slider of the default page `changes` times back and forth across
 * its range, waiting `rest` ms after each change (0: one change a frame, as
 * a drag would), and returns the page's own measures of those changes: the
 * updates, and for each change the time from it to the full map drawn.
 */
async function moveSlider(browser, name, changes, rest, query = "", tab = "") {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    watch(page);
    await page.goto(new URL(query, BASE).href);
    await page.locator("#scenario-title", { hasText: DEFAULT_TITLE }).waitFor({ timeout: 30_000 });
    // The workers start after the first run is drawn; measure the page as a reader meets it a moment later.
    await page.locator("html[data-workers]").waitFor({ state: "attached", timeout: 30_000 });
    const slider = page.locator("#knobs").getByRole("slider", { name, exact: true });
    await slider.waitFor();
    if (tab) {
      await page.locator("#views").getByRole("tab", { name: tab, exact: true }).click();
      await page.locator("#map[data-cells]:not([aria-busy])").waitFor({ state: "attached", timeout: 30_000 });
    }
    return await slider.evaluate(
      async (input, { changes, rest }) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
        // Only the changes below count; loading the page is not a settings change.
        performance.clearMeasures("fencelab:update");
        performance.clearMeasures("fencelab:map-drawn");
        const min = Number(input.min);
        const max = Number(input.max);
        const step = Number(input.step) || 1;
        const drawn = [];
        for (let i = 1; i <= changes; i++) {
          // Back and forth across the whole range, on the slider's steps.
          const span = Math.round((max - min) / step);
          const at = Math.round((span * i * 2) / changes) % (2 * span);
          input.value = String(min + step * (at <= span ? at : 2 * span - at));
          const changed = performance.now();
          input.dispatchEvent(new Event("input", { bubbles: true }));
          await frame();
          if (rest > 0) {
            await wait(rest);
            const full = performance
              .getEntriesByName("fencelab:map-drawn", "measure")
              .find((e) => e.startTime >= changed && e.detail?.cells >= 40000);
            if (full) drawn.push({ ms: full.startTime + full.duration - changed, workers: full.detail.workers });
          }
        }
        // Let anything the page defers finish.
        await wait(1000);
        await frame();
        return {
          update: performance.getEntriesByName("fencelab:update", "measure").map((e) => e.duration),
          drawn: drawn.map((d) => d.ms),
          workers: [...new Set(drawn.map((d) => d.workers))],
        };
      },
      { changes, rest },
    );
  } finally {
    await context.close();
  }
}

/**
 * The page's update for every slider of the default story, dragged; the
 * lease slider with two runs compared; and from a change of the lease
 * slider, which changes every cell, to the full map drawn.
 */
async function pageMeasures(browser) {
  for (const [name, key] of SLIDERS) {
    const moved = await moveSlider(browser, name, CHANGES, 0);
    report(`update_${key}`, moved.update);
  }
  const compared = await moveSlider(browser, "Lease length", CHANGES, 0, "?compare=fencing");
  report("update_compare", compared.update);
  // The map is made only while its tab is open: the same drag with it open.
  const mapped = await moveSlider(browser, "Lease length", CHANGES, 0, "", "Safety map");
  report("update_map_open", mapped.update);
  const resting = await moveSlider(browser, "Lease length", RESTING_CHANGES, 300, "", "Safety map");
  report("map_drawn", resting.drawn);
  figure("map_workers", resting.workers.join(",") || "none");
}

/**
 * Serves `dist/` as static hosts serve a site, gzipped and over HTTP/2, on
 * a free loopback port, so the slow loads move the bytes, and make the
 * requests, a reader's browser would: over HTTP/1.1 the browser opens six
 * connections and the page's sixty small files would wait in line behind
 * each other, which no host of today makes them do.
 */
async function staticHost() {
  const dir = await mkdtemp(join(tmpdir(), "fencelab-bench-"));
  try {
    execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
      "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
      "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")], { stdio: "ignore" });
    const key = await readFile(join(dir, "key.pem"));
    const cert = await readFile(join(dir, "cert.pem"));
    const server = createSecureServer({ key, cert }, async (request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? "/", "https://x").pathname);
      const file = normalize(join(DIST, path.endsWith("/") ? `${path}index.html` : path));
      if (!file.startsWith(DIST)) {
        response.writeHead(404).end();
        return;
      }
      try {
        const body = await readFile(file);
        const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
        response.writeHead(200, {
          "content-type": TYPES[extname(file)] ?? "application/octet-stream",
          ...(gzip ? { "content-encoding": "gzip" } : {}),
        });
        response.end(gzip ? gzipSync(body, { level: 9 }) : body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    return server;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The first verdict on screen after navigation, from a cold cache, over
 * the emulated slow connection: when `#verdict` first has words, in ms
 * from the start of navigation.
 */
async function slowLoads() {
  const server = await staticHost();
  const url = `https://127.0.0.1:${server.address().port}/`;
  // The certificate is the bench's own, made a moment ago.
  const browser = await launch(["--ignore-certificate-errors"]);
  const times = [];
  /** Gzipped bytes that had arrived when the first verdict was on screen. */
  const before = [];
  /** Gzipped bytes of everything the page fetched once it had settled. */
  const fetched = [];
  try {
    for (let i = 0; i < SLOW_LOADS; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        watch(page);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
        await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            const verdict = document.getElementById("verdict");
            if (verdict && verdict.textContent?.trim()) {
              Reflect.set(window, "fencelabFirstVerdict", performance.now());
              // What had arrived by then, as it crossed the wire.
              const bodies = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")];
              Reflect.set(window, "fencelabFirstVerdictBytes", bodies.reduce((sum, e) => sum + /** @type {PerformanceResourceTiming} */ (e).encodedBodySize, 0));
              observer.disconnect();
            }
          }).observe(document, { childList: true, subtree: true, characterData: true });
        });
        await page.goto(url, { waitUntil: "commit" });
        await page.waitForFunction(() => Reflect.get(window, "fencelabFirstVerdict") !== undefined, null, { timeout: 60_000, polling: 50 });
        times.push(await page.evaluate(() => Reflect.get(window, "fencelabFirstVerdict")));
        before.push(await page.evaluate(() => Reflect.get(window, "fencelabFirstVerdictBytes")));
        // Everything the page fetches on its own: once its workers are
        // started the recordings are in, and a second's rest lets any
        // fetch still under way finish.
        await page.waitForFunction(() => document.documentElement.dataset.workers !== undefined, null, { timeout: 60_000, polling: 100 });
        await page.waitForTimeout(1000);
        fetched.push(
          await page.evaluate(() =>
            [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].reduce(
              (sum, e) => sum + /** @type {PerformanceResourceTiming} */ (e).encodedBodySize,
              0,
            ),
          ),
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  figure("first_verdict_ms", percentile(times, 0.5).toFixed(0));
  figure("first_verdict_loads_ms", times.map((t) => t.toFixed(0)).join(","));
  figure("first_verdict_bytes", percentile(before, 0.5).toFixed(0));
  figure("page_fetched_bytes", percentile(fetched, 0.5).toFixed(0));
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
  console.error("    moving every slider of the default page");
  await pageMeasures(browser);
} finally {
  await browser.close();
}
console.error("    loading the page cold over a slow connection");
await slowLoads();
