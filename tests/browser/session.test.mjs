// A long random session, as a restless student would give the page:
// thousands of random actions (sliders, switches, experiments, map cells,
// playback, the walk, the quiz, the share dialog, the comparison, Back and
// Forward), with the page's promises checked as it goes. After every
// action nothing may have gone wrong in the console or on the network;
// on a sample, the verdict shown is the CLI's for the settings in the
// address, and the address opens the same run in a fresh page; over the
// whole session the JavaScript heap and the wasm memory stay bounded.
//
// The session is seeded, with one seed by default so that the test
// command's session is the same every time: FENCELAB_SEED=random (or a
// number) explores others, FENCELAB_ACTIONS sets the length. A failure
// names the seed and the action it failed at.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, cli, VERDICTS, scenario } from "./browser.mjs";
import { random } from "../fuzz/random.mjs";

const SEED =
  process.env.FENCELAB_SEED === "random" ? Date.now() % 1_000_000 : Number(process.env.FENCELAB_SEED ?? 20261201);
const ACTIONS = Number(process.env.FENCELAB_ACTIONS ?? 2000);
/** How often the verdict is checked against the CLI and the address reopened. */
const SAMPLE_EVERY = 75;

const browser = useBrowser();

/** The page's state a check needs, read in one go. */
async function state(page) {
  return page.evaluate(async () => {
    const wasm = await import("./pkg/fencelab_wasm.js");
    const exports = await wasm.default();
    const sim = document.getElementById("simulator");
    return {
      search: location.search,
      verdict: document.getElementById("verdict")?.textContent?.trim() ?? "",
      holding: sim?.classList.contains("holding") ?? false,
      comparing: !document.getElementById("compare")?.hidden,
      error: !document.getElementById("error")?.hidden,
      knobs: [...document.querySelectorAll("#knobs input")].map((i) => `${i.id}=${i.type === "checkbox" ? i.checked : i.value}`),
      heap: performance.memory?.usedJSHeapSize ?? 0,
      wasm: exports.memory.buffer.byteLength,
    };
  });
}

/**
 * One of the elements `locator` finds that a reader could use (shown, and
 * neither disabled nor marked disabled), picked by `below`; null if none.
 */
async function usable(locator, below) {
  const ok = await locator.evaluateAll((els) =>
    els.map((e) => !e.disabled && e.getAttribute("aria-disabled") !== "true" && e.getClientRects().length > 0 && !e.closest("[hidden], [inert]")),
  );
  const indices = ok.flatMap((good, i) => (good ? [i] : []));
  return indices.length ? locator.nth(indices[below(indices.length)]) : null;
}

/** Waits for the page to have drawn the last change. */
function settled(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test(`a long random session keeps every promise (seed ${SEED})`, { timeout: 900_000 }, async (t) => {
  const next = random(SEED);
  const below = (n) => Math.floor(next() * n);
  const { context, page, problems } = await open(t, browser);
  context.setDefaultTimeout(5_000);
  const said = [];
  // Going back or forward across documents loads the page anew, and the
  // browser drops what the document it leaves was still fetching: those
  // aborted requests are the browser's, not the page's.
  const travel = async (go) => {
    const before = problems.length;
    await go().catch(() => {});
    const kept = problems.splice(before).filter((p) => !/^failed request: .* net::ERR_ABORTED$/.test(p));
    problems.push(...kept);
    if (page.url().startsWith("http")) {
      await page.locator("#scenario-title").filter({ hasNotText: "Loading" }).waitFor();
    }
  };
  /** @type {[string, () => Promise<void>][]} */
  const actions = [
    ["a slider", async () => {
      const s = await usable(page.locator("#knobs input[type=range]"), below);
      if (!s) return;
      const [min, max, step] = await s.evaluate((i) => [Number(i.min), Number(i.max), Number(i.step) || 1]);
      const value = min + Math.floor(below(Math.floor((max - min) / step) + 1)) * step;
      await s.fill(String(value));
    }],
    ["a switch", async () => {
      await (await usable(page.locator("#knobs input[type=checkbox]"), below))?.click();
    }],
    ["an experiment", async () => {
      await (await usable(page.locator("#experiments button"), below))?.click();
    }],
    ["a map cell", async () => {
      const canvas = page.locator("#map");
      if (!(await canvas.isVisible())) return;
      const plot = await canvas.getAttribute("data-plot");
      if (!plot) return;
      const [left, top, w, h] = plot.split(" ").map(Number);
      await canvas.scrollIntoViewIfNeeded();
      await canvas.click({ position: { x: left + next() * (w - 1), y: top + next() * (h - 1) } });
    }],
    ["playback", async () => {
      await (await usable(page.locator("#playback button, #compare-playback button"), below))?.click();
    }],
    ["the walk", async () => {
      const start = page.locator("#tour-start");
      if (!(await start.isVisible())) return;
      await start.click();
      for (let i = below(4); i > 0; i--) {
        const forward = page.locator("#tour-next");
        if (await forward.isVisible()) await forward.click();
      }
      await page.keyboard.press("Escape");
    }],
    ["the quiz", async () => {
      await (await usable(page.locator("#quiz-questions button, #quiz-questions input"), below))?.click();
    }],
    ["the share dialog", async () => {
      const share = page.locator("#share-open");
      if (!(await share.isVisible())) return;
      await share.click();
      await page.keyboard.press("Escape");
    }],
    ["the comparison", async () => {
      const toggle = page.locator("#compare-toggle");
      if (await toggle.isVisible()) await toggle.click();
    }],
    ["a prediction", async () => {
      const choice = await usable(page.locator("#prediction input"), below);
      if (choice) await choice.check();
      else if (below(4) === 0) await (await usable(page.locator("#predict-switch"), below))?.click();
    }],
    ["Back", () => travel(() => page.goBack({ waitUntil: "load" }))],
    ["Forward", () => travel(() => page.goForward({ waitUntil: "load" }))],
    ["the defaults", async () => {
      const defaults = page.locator("#defaults");
      if (await defaults.isVisible()) await defaults.click();
    }],
  ];
  let baseline = null;
  let last = null;
  let checked = 0;
  for (let i = 1; i <= ACTIONS; i++) {
    const [name, run] = actions[below(actions.length)];
    said.push(name);
    const where = () => `seed ${SEED}, action ${i} (${name}); the last actions: ${said.slice(-8).join(", ")}`;
    await run().catch((err) => assert.fail(`${where()}: the action failed: ${err.message}`));
    await settled(page);
    assert.deepEqual(problems, [], where());
    if (i % SAMPLE_EVERY !== 0) continue;
    // The page writes the address at most every 250 ms; a sample waits
    // until it has caught up with the last change.
    await page.waitForTimeout(400);
    last = await state(page);
    assert.equal(last.error, false, `${where()}: the page shows an error`);
    if (i === SAMPLE_EVERY * 2) baseline = last;
    if (last.holding || last.comparing) continue;
    const params = new URLSearchParams(last.search);
    const file = `${params.get("scenario") ?? "paused-holder"}.json`;
    const { text, json } = await scenario(file);
    const sets = json.knobs.map((k) => params.get(k.id)).every((v) => v !== null)
      ? json.knobs.map((k) => `${k.id}=${params.get(k.id)}`)
      : [];
    const { outcome } = await cli(file, text, sets);
    assert.ok(
      last.verdict.startsWith(VERDICTS[outcome.verdict]),
      `${where()}: the page says "${last.verdict}", the CLI "${outcome.verdict}" for ${last.search}`,
    );
    const again = await open(t, browser, { path: last.search, ready: false });
    await again.page.locator("#scenario-title").filter({ hasNotText: "Loading" }).waitFor();
    await again.page.waitForFunction(() => document.getElementById("verdict")?.textContent?.trim());
    const reopened = await state(again.page);
    assert.equal(reopened.verdict, last.verdict, `${where()}: ${last.search} reopened with another verdict`);
    assert.deepEqual(reopened.knobs, last.knobs, `${where()}: ${last.search} reopened with other settings`);
    assert.deepEqual(again.problems, [], `${where()}: reopening ${last.search}`);
    await again.context.close();
    checked++;
  }
  assert.ok(baseline && last, "the session was long enough to sample");
  assert.ok(checked > 0, `seed ${SEED}: no sample could be checked against the CLI`);
  const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;
  assert.ok(last.heap <= Math.max(3 * baseline.heap, baseline.heap + 64e6), `seed ${SEED}: the JS heap grew from ${mb(baseline.heap)} to ${mb(last.heap)}`);
  assert.ok(last.wasm <= Math.max(2 * baseline.wasm, baseline.wasm + 32e6), `seed ${SEED}: the wasm memory grew from ${mb(baseline.wasm)} to ${mb(last.wasm)}`);
  t.diagnostic(`seed ${SEED}: ${ACTIONS} actions, ${checked} checked against the CLI and reopened; JS heap ${mb(baseline.heap)} → ${mb(last.heap)}, wasm memory ${mb(baseline.wasm)} → ${mb(last.wasm)}`);
});
