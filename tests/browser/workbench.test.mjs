// The workbench as a reader uses it: the setting and the picture it
// changes on one screen. On a laptop's screen, with the simulator at the
// top, every setting of the open experiment, the chart's lanes, arrows and
// axis, and the verdict with each resource's final and expected values are
// in view at once; on a phone, the slider being moved, the chart and the
// verdict are. Both hold before a slider moves and while it moves, by drag
// and by keyboard, and nothing on the screen jumps while it does.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, slider, fencing } from "./browser.mjs";

const browser = useBrowser();

const DESKTOPS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

/** Where the parts that must be seen are on the screen, in CSS pixels. */
async function layout(page) {
  return page.evaluate(() => {
    const box = (/** @type {Element | null} */ e) => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width) };
    };
    const svg = document.querySelector("#chart svg");
    // The lanes, the arrows and the axis: everything of the chart but its legend.
    const parts = [...(svg?.querySelectorAll(".lane, .axis, .messages") ?? [])].map(box);
    const drawn = parts.filter((p) => p !== null);
    const chart = drawn.length
      ? { top: Math.min(...drawn.map((p) => p.top)), bottom: Math.max(...drawn.map((p) => p.bottom)), width: box(svg)?.width ?? 0 }
      : null;
    const stage = document.querySelector(".stage");
    const sticky = stage && getComputedStyle(stage).position === "sticky" ? box(stage) : null;
    return {
      view: { width: innerWidth, height: innerHeight },
      knobs: [...document.querySelectorAll("#knobs .knob")].map(box),
      chart,
      glance: box(document.querySelector("#glance [data-part=lines] p")),
      glanceText: document.querySelector("#glance [data-part=lines]")?.textContent ?? "",
      stage: sticky,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

/** Whether a box lies wholly inside `top`..`bottom` of the screen. */
function within(b, top, bottom) {
  return b !== null && b.top >= top - 1 && b.bottom <= bottom + 1;
}

/** Scrolls so the simulator's top is the screen's top, as "Skip to the simulator" does. */
async function toSimulator(page) {
  await page.evaluate(() => {
    const top = document.querySelector("#simulator")?.getBoundingClientRect().top ?? 0;
    window.scrollTo(0, top + window.scrollY);
  });
}

/** Waits until the page has drawn what the last change asked for. */
async function settled(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

function checkDesktop(at, size, where) {
  const { height } = at.view;
  assert.ok(at.knobs.length >= 5, `${where}: the default story has its five settings`);
  for (const [i, knob] of at.knobs.entries()) assert.ok(within(knob, 0, height), `${where}: setting ${i + 1} is in view: ${JSON.stringify(knob)}`);
  assert.ok(within(at.chart, 0, height), `${where}: the chart's lanes, arrows and axis are in view: ${JSON.stringify(at.chart)}`);
  assert.ok(within(at.glance, 0, height), `${where}: the verdict is in view`);
  assert.match(at.glanceText, /Storage holds \d+ but should hold \d+|Storage holds \d+, as it should/, `${where}: the strip gives the final and expected values`);
  if (size.width >= 1280) assert.ok(at.chart.width >= 700, `${where}: the chart is ${at.chart.width} px wide`);
  assert.ok(at.scrollWidth <= at.view.width, `${where}: nothing runs off the side`);
}

function checkPhone(at, knob, where) {
  const { height } = at.view;
  assert.ok(at.stage, `${where}: the chart and the verdict stay at the top of the screen`);
  assert.ok(within(at.glance, at.stage.top, at.stage.bottom), `${where}: the verdict is in view`);
  assert.ok(within(at.chart, at.stage.top, at.stage.bottom), `${where}: the chart's lanes, arrows and axis are in view: ${JSON.stringify(at.chart)} in ${JSON.stringify(at.stage)}`);
  assert.ok(within(knob, at.stage.bottom, height), `${where}: the slider is in view under the chart: ${JSON.stringify(knob)}`);
  assert.ok(at.scrollWidth <= at.view.width, `${where}: nothing runs off the side`);
}

/** The tops of what must not move while a slider does. */
function tops(at, knob) {
  return { knob: knob?.top, chart: at.chart?.top, glance: at.glance?.top };
}

/** Drags a slider's thumb part of the way along it, checking `check` at each step. */
async function drag(page, range, check) {
  const box = await range.boundingBox();
  assert.ok(box);
  const value = Number(await range.evaluate((r) => (Number(r.value) - Number(r.min)) / (Number(r.max) - Number(r.min))));
  const y = box.y + box.height / 2;
  let x = box.x + 8 + value * (box.width - 16);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 0; step < 6; step++) {
    x = Math.max(box.x + 4, x - box.width / 14);
    await page.mouse.move(x, y, { steps: 2 });
    await settled(page);
    await check(`drag step ${step + 1}`);
  }
  await page.mouse.up();
}

for (const size of DESKTOPS) {
  test(`at ${size.width} × ${size.height} the settings, the chart and the verdict share one screen while a slider moves`, async (t) => {
    const { page, problems } = await open(t, browser, size);
    await toSimulator(page);
    await settled(page);
    const first = await layout(page);
    checkDesktop(first, size, "before a move");
    const before = tops(first, first.knobs[1]);

    const pause = slider(page, "Pause length");
    await pause.focus();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("ArrowLeft");
      await settled(page);
      const at = await layout(page);
      checkDesktop(at, size, `key ${i + 1}`);
      assert.deepEqual(tops(at, at.knobs[1]), before, `key ${i + 1}: nothing moved`);
    }
    await drag(page, slider(page, "Lease length"), async (where) => {
      const at = await layout(page);
      checkDesktop(at, size, where);
      assert.deepEqual(tops(at, at.knobs[1]), before, `${where}: nothing moved`);
    });
    await fencing(page).check();
    await settled(page);
    checkDesktop(await layout(page), size, "with fencing on");
    assert.deepEqual(problems, []);
  });
}

for (const size of PHONES) {
  test(`at ${size.width} × ${size.height} the slider being moved, the chart and the verdict are all in view`, async (t) => {
    const { page, problems } = await open(t, browser, size);
    for (const name of ["Pause length", "Lease length", "B asks at"]) {
      const range = slider(page, name);
      // The reader scrolls the settings up under the picture until the slider shows.
      await range.evaluate((r) => r.closest(".knob")?.scrollIntoView({ block: "end" }));
      await settled(page);
      const knobOf = async () => (await layout(page)).knobs[await range.evaluate((r) => [...document.querySelectorAll("#knobs .knob")].indexOf(/** @type {Element} */ (r.closest(".knob"))))];
      const first = await layout(page);
      const knob = await knobOf();
      checkPhone(first, knob, `${name}, before a move`);
      const before = tops(first, knob);
      await range.focus();
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press("ArrowRight");
        await settled(page);
        const at = await layout(page);
        const now = await knobOf();
        checkPhone(at, now, `${name}, key ${i + 1}`);
        assert.deepEqual(tops(at, now), before, `${name}, key ${i + 1}: nothing moved`);
      }
      await drag(page, range, async (where) => {
        const at = await layout(page);
        const now = await knobOf();
        checkPhone(at, now, `${name}, ${where}`);
        assert.deepEqual(tops(at, now), before, `${name}, ${where}: nothing moved`);
      });
    }
    assert.deepEqual(problems, []);
  });
}

test("the run's other views are one tab away, and the tabs follow the arrow keys", async (t) => {
  const { page, problems } = await open(t, browser, { width: 1280, height: 800 });
  const tabs = page.getByRole("tablist", { name: "About this run" });
  assert.deepEqual(await tabs.getByRole("tab").allTextContents(), ["Outcome", "Events", "Safety map", "Life cycle", "Challenges", "On real systems"]);
  assert.equal(await page.getByRole("tab", { name: "Outcome" }).getAttribute("aria-selected"), "true");
  assert.equal(await page.locator("#results").isVisible(), true);
  assert.equal(await page.locator("#events").isVisible(), false);
  await page.getByRole("tab", { name: "Events" }).click();
  assert.equal(await page.locator("#events").isVisible(), true);
  assert.equal(await page.locator("#results").isVisible(), false);
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.getByRole("tab", { name: "Safety map" }).getAttribute("aria-selected"), "true");
  assert.equal(await page.locator("#map").isVisible(), true);
  await page.keyboard.press("End");
  assert.equal(await page.locator("#real").isVisible(), true);
  await page.keyboard.press("Home");
  assert.equal(await page.locator("#results").isVisible(), true);
  assert.deepEqual(problems, []);
});

test("an experiment with no challenges shows no tab for them, and one with no real run none for it", async (t) => {
  const { page, problems } = await open(t, browser, { width: 1280, height: 800, path: "?scenario=leader-terms", ready: false });
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  await page.getByRole("tab", { name: "Life cycle" }).click();
  const tabs = page.getByRole("tablist", { name: "About this run" });
  await tabs.getByRole("tab", { name: "On real systems" }).waitFor();
  assert.deepEqual(await tabs.getByRole("tab").allTextContents(), ["Outcome", "Events", "Safety map", "Life cycle", "On real systems"]);
  assert.equal(await page.locator("#life").isVisible(), true);
  // etcd has no lock-delay, so that experiment has challenges and no real run.
  await page.locator("#experiments button").filter({ hasText: /^A lock-delay for a store that cannot check$/ }).click();
  await page.locator("#scenario-title", { hasText: "A lock-delay" }).waitFor();
  await tabs.getByRole("tab", { name: "Challenges" }).waitFor();
  assert.deepEqual(await tabs.getByRole("tab").allTextContents(), ["Outcome", "Events", "Safety map", "Life cycle", "Challenges"]);
  assert.deepEqual(problems, []);
});
