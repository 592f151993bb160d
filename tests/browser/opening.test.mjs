// The opening run: the page shows the first experiment's run, built with
// the site, before its wasm has arrived, and it is the run the wasm then
// draws, word for word; what the reader does meanwhile is not lost.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, fencing, slider, words, DEFAULT_TITLE } from "./browser.mjs";

const browser = useBrowser();

/**
 * Opens the page with its wasm held back until `release` is called, and
 * waits for the first verdict.
 * @param {import("node:test").TestContext} t
 * @param {object} [options] more options for `open`
 */
async function openHeld(t, options = {}) {
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => (release = () => resolve(undefined)));
  const asked = [];
  const opened = await open(t, browser, {
    ...options,
    ready: false,
    routes: async (page) => {
      page.on("request", (req) => asked.push(new URL(req.url()).pathname));
      // Whether the opening was ever drawn, however briefly.
      await page.addInitScript(() =>
        new MutationObserver(() => {
          if (document.querySelector("#simulator[data-opening]")) Reflect.set(window, "fencelabOpened", true);
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-opening"] }),
      );
      await page.route("**/*.wasm", async (route) => {
        await held;
        await route.continue();
      });
    },
  });
  return { ...opened, release, asked };
}

/** What a reader reads of the run: every part the opening draws. */
function readRun(page) {
  return page.evaluate(() => {
    const text = (/** @type {string} */ id) => document.getElementById(id)?.innerText ?? "";
    return {
      title: text("scenario-title"),
      summary: text("scenario-summary"),
      tryThis: text("try-this-text"),
      settings: text("knobs"),
      glance: text("glance"),
      results: text("results"),
      events: text("events"),
    };
  });
}

/** The chart as drawn, and the width it was laid out at. */
function readChart(page) {
  return page.evaluate(() => {
    const svg = document.querySelector("#chart svg");
    return { width: Number(svg?.getAttribute("width")), svg: svg?.outerHTML ?? "" };
  });
}

/**
 * Narrows the chart's box to `width`, so the simulator lays its chart out
 * again at that width, and waits until it has.
 */
async function chartAt(page, width) {
  await page.evaluate((w) => {
    const box = /** @type {HTMLElement} */ (document.getElementById("chart"));
    box.style.boxSizing = "content-box";
    box.style.padding = "0";
    box.style.width = `${w}px`;
  }, width);
  await page.waitForFunction((w) => document.querySelector("#chart svg")?.getAttribute("width") === String(w), width);
  return readChart(page);
}

for (const [locale, lang] of [["en-US", "en"], ["de-DE", "de"], ["es-ES", "es"]]) {
  test(`the opening run in ${lang} is the run the wasm draws, before the wasm has come`, async (t) => {
    const { page, problems, release, asked } = await openHeld(t, { locale, width: 390, height: 844 });
    await page.locator("#verdict").filter({ hasText: /\S/ }).waitFor();
    assert.equal(await page.locator("#simulator[data-opening]").count(), 1, "the page marks the opening");
    assert.equal(await page.evaluate(() => Reflect.get(window, "fencelabOpened")), true);
    const opening = await readRun(page);
    const chart = await readChart(page);
    if (lang === "en") assert.equal(opening.title, DEFAULT_TITLE);
    assert.ok(opening.events.length > 0 && chart.svg.length > 0, "the opening has its events and chart");
    release();
    await page.locator("html[data-workers]").waitFor({ state: "attached" });
    assert.equal(await page.locator("#simulator[data-opening]").count(), 0, "the simulator took over");
    assert.deepEqual(await readRun(page), opening);
    // Laid out by the wasm at the opening's width, the chart is the same drawing.
    assert.equal((await chartAt(page, chart.width)).svg, chart.svg);
    assert.deepEqual(problems, []);
  });
}

test("the page asks for the opening before the wasm, the scenarios and the recordings", async (t) => {
  const { page, release, asked } = await openHeld(t);
  await page.locator("#verdict").filter({ hasText: /\S/ }).waitFor();
  release();
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  const first = (/** @type {string} */ end) => asked.findIndex((path) => path.endsWith(end));
  const opening = first("/opening/en.json");
  assert.ok(opening >= 0, "the opening was read");
  for (const later of [".wasm", "/scenarios/index.json", "/real/index.json"]) {
    assert.ok(first(later) > opening, `${later} is asked for after the opening`);
  }
});

test("a setting moved during the opening is kept, said, and applied once the simulator is in", async (t) => {
  const { page, problems, release } = await openHeld(t);
  await page.locator("#verdict").filter({ hasText: /\S/ }).waitFor();
  const en = await words("en");
  // The playback waits for the simulator: it cannot be used yet.
  assert.equal(await page.locator("#playback-panel[inert]").count(), 1);
  await fencing(page).check();
  await page.getByRole("status").filter({ hasText: en("page-opening-kept") }).waitFor();
  release();
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  assert.equal(await fencing(page).isChecked(), true);
  const verdict = await page.locator("#verdict").getAttribute("data-safe");
  assert.equal(verdict, "true", "the run with fencing on is the one shown");
  assert.equal(await page.locator("#opening-note").isHidden(), true);
  assert.equal(await page.locator("#playback-panel[inert]").count(), 0);
  assert.match(page.url(), /fencing=on/, "the address has the setting, as after any change");
  assert.deepEqual(problems, []);
});

test("a link that asks for more than the opening waits for the simulator", async (t) => {
  for (const path of ["?fencing=on", "?step=3", "?compare=fencing", "?scenario=clock-drift", "?predict=on"]) {
    const { page, release } = await openHeld(t, { path });
    release();
    await page.locator("html[data-workers]").waitFor({ state: "attached" });
    assert.equal(await page.evaluate(() => Reflect.get(window, "fencelabOpened") ?? false), false, path);
    await page.close();
  }
});

test("an opening that stands for long says the simulator is still loading", async (t) => {
  const { page, problems, release } = await openHeld(t);
  const en = await words("en");
  await page.getByRole("status").filter({ hasText: en("page-opening-loading") }).waitFor();
  release();
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  assert.equal(await page.locator("#opening-note").isHidden(), true);
  assert.deepEqual(problems, []);
});

test("the slider keeps its place when the simulator takes over", async (t) => {
  const { page, problems, release } = await openHeld(t);
  await page.locator("#verdict").filter({ hasText: /\S/ }).waitFor();
  const pause = slider(page, "Pause length");
  await pause.focus();
  await page.keyboard.press("ArrowLeft");
  release();
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  assert.equal(await pause.inputValue(), "14900");
  assert.equal(await page.evaluate(() => document.activeElement?.id), await pause.getAttribute("id"));
  assert.deepEqual(problems, []);
});

test("an opening that cannot be drawn leaves the page to the simulator", async (t) => {
  for (const body of ["not json", '{"file": "paused-holder.json", "language": "en", "view": {}}']) {
    const { page, problems } = await open(t, browser, {
      routes: (p) => p.route("**/opening/en.json", (route) => route.fulfill({ contentType: "application/json", body })),
    });
    assert.equal(await page.locator("#simulator[data-opening]").count(), 0, body);
    assert.equal(await page.locator("#playback-panel[inert]").count(), 0, body);
    assert.match(await page.locator("#verdict").textContent(), /\S/, body);
    await page.getByRole("button", { name: "Step back", exact: true }).click();
    assert.deepEqual(problems, [], body);
    await page.close();
  }
});
