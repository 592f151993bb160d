// Pictures of the page for a human to look at, in target/screenshots/, and
// the layout checks a picture would show: nothing wider than a phone, and
// no two of the main boxes on top of each other.

import { test, before } from "node:test";
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { useBrowser, open, showTab, fencing, experiment, scenario, slider } from "./browser.mjs";
import { say } from "./catalogue.mjs";

const SHOTS = fileURLToPath(new URL("../../target/screenshots/", import.meta.url));

/**
 * The boxes that must never overlap: each resource's result boxes, the
 * settings, the chart, the safety map. The results and the map are tabs
 * under the chart, one shown at a time, so the boxes are those drawn: the
 * open tab's with the settings and the chart (see `assertLaidOut`).
 */
const BOXES = ".results .box, form.settings, .chart-panel, .map-panel";

const browser = useBrowser();
before(async () => {
  await mkdir(SHOTS, { recursive: true });
});

for (const width of [1280, 390]) {
  for (const colorScheme of ["light", "dark"]) {
    test(`the default story at ${width} px, ${colorScheme}`, async (t) => {
      const { page, problems } = await open(t, browser, { width, height: 900, colorScheme });
      const name = `default-${width}-${colorScheme}`;
      await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
      // A full page is too tall to read at once; one part at a time is not.
      await page.locator("#simulator").screenshot({ path: `${SHOTS}simulator-${width}-${colorScheme}.png` });
      await page.locator("#results").screenshot({ path: `${SHOTS}results-panel-default-${width}-${colorScheme}.png` });
      for (const part of ["header", "#plain-words", "#why-it-matters", "#sorter", "#real-systems", "#quiz", "#remember", "#go-deeper", "footer", "nav.experiments"]) {
        const file = `part-${part.replace("#", "").replace(/[^\w-]+/g, "-")}-${width}-${colorScheme}.png`;
        await page.locator(part).first().screenshot({ path: `${SHOTS}${file}` });
      }
      await assertLaidOut(page, name);
      // The map is its own tab: laid out too, once it is opened.
      await showTab(page, "Safety map");
      await assertLaidOut(page, `${name}-map`);
      assert.deepEqual(problems, []);
    });
  }
}

for (const width of [1280, 390]) {
  test(`the chart in forced colours and in the projector view at ${width} px`, async (t) => {
    const { page, problems } = await open(t, browser, { width, height: 900, colorScheme: "dark" });
    await page.emulateMedia({ forcedColors: "active" });
    await page.locator(".chart-panel").screenshot({ path: `${SHOTS}chart-forced-colours-${width}.png` });
    // Each meaning keeps a look of its own in the system's colours: the
    // pause and the overreach hatch in different colours, and a stale
    // write carries its dashed ring.
    const looks = await page.evaluate(() => {
      const stroke = (selector) => {
        const found = document.querySelector(selector);
        return found ? getComputedStyle(found).stroke : "missing";
      };
      return {
        forced: matchMedia("(forced-colors: active)").matches,
        pause: stroke(".hatch-pause-line"),
        overreach: stroke(".hatch-overreach-line"),
        ring: stroke("#chart .stale .stale-ring"),
        dashes: getComputedStyle(document.querySelector("#chart .stale .stale-ring") ?? document.body).strokeDasharray,
      };
    });
    assert.equal(looks.forced, true);
    assert.notEqual(looks.pause, looks.overreach, JSON.stringify(looks));
    assert.notEqual(looks.ring, "missing");
    assert.notEqual(looks.ring, "none");
    assert.match(looks.dashes, /\d/);
    await assertLaidOut(page, `forced-colours-${width}`);
    await page.emulateMedia({ forcedColors: "none" });
    await page.getByRole("checkbox", { name: "Projector view" }).check();
    await page.locator("html.projector").waitFor({ state: "attached" });
    await page.locator(".chart-panel").screenshot({ path: `${SHOTS}chart-projector-${width}.png` });
    await assertLaidOut(page, `projector-${width}`);
    assert.deepEqual(problems, []);
  });
}

test("the narrowest phone, 320 px, still needs no sideways scrolling", async (t) => {
  const { page, problems } = await open(t, browser, { width: 320, height: 800 });
  await assertLaidOut(page, "default-320");
  assert.deepEqual(problems, []);
});

test("fencing on, and playback stopped in the middle", async (t) => {
  for (const width of [1280, 390]) {
    const { page, problems } = await open(t, browser, { width, height: 900 });
    await fencing(page).check();
    await page.screenshot({ path: `${SHOTS}fencing-${width}-light.png`, fullPage: true });
    await page.locator("#simulator").screenshot({ path: `${SHOTS}simulator-fencing-${width}-light.png` });
    await assertLaidOut(page, `fencing-${width}`);

    await fencing(page).uncheck();
    await showTab(page, "Events");
    const items = page.locator("#events li");
    const middle = Math.floor((await items.count()) / 2);
    await items.nth(middle).getByRole("button").click();
    assert.equal(await items.nth(middle).getAttribute("aria-current"), "step");
    await page.screenshot({ path: `${SHOTS}playback-${width}-light.png`, fullPage: true });
    await page.locator(".chart-panel").screenshot({ path: `${SHOTS}chart-playback-${width}-light.png` });
    // The results at that moment, in their tab.
    await showTab(page, "Outcome");
    await assertLaidOut(page, `playback-${width}`);
    assert.deepEqual(problems, []);
  }
});

/** Experiments whose charts and results show the newer marks and rows. */
const STATES = [
  "network-delay.json",
  "leader-terms.json",
  "clock-drift.json",
  "counter-reset.json",
  "async-failover.json",
  "redlock-clock-jump.json",
  "unfenced-side-effect.json",
  "audit-log.json",
  "partial-write.json",
  "efficiency-lock.json",
];

for (const width of [1280, 390]) {
  for (const colorScheme of ["light", "dark"]) {
    test(`the newer experiments at ${width} px, ${colorScheme}`, async (t) => {
      const { page, problems } = await open(t, browser, { width, height: 900, colorScheme });
      // Dark mode needs only a sample; light mode covers them all.
      const files = colorScheme === "light" ? STATES : ["paused-holder.json", "network-delay.json", "redlock-clock-jump.json", "leader-terms.json", "audit-log.json", "unfenced-side-effect.json", "clock-drift.json"];
      for (const file of files) {
        const { json } = await scenario(file);
        await experiment(page, json.title).click();
        await page.locator("#scenario-title", { hasText: json.title }).waitFor();
        const name = `${file.replace(".json", "")}-${width}-${colorScheme}`;
        await page.locator(".workbench").screenshot({ path: `${SHOTS}results-${name}.png` });
        await page.locator("#results").screenshot({ path: `${SHOTS}results-panel-${name}.png` });
        await page.locator(".chart-panel").screenshot({ path: `${SHOTS}chart-${name}.png` });
        await assertLaidOut(page, name);
      }
      assert.deepEqual(problems, []);
    });
  }
}

for (const [width, colorScheme] of [[1280, "light"], [390, "light"], [1280, "dark"], [390, "dark"]]) {
  test(`the safety map at ${width} px, ${colorScheme}: as opened, pointed at, with fencing, and a counterexample`, async (t) => {
    const { page, problems } = await open(t, browser, { width, height: 900, colorScheme });
    await showTab(page, "Safety map");
    const name = (state) => `${SHOTS}map-${state}-${width}-${colorScheme}.png`;
    const map = page.locator("#map-panel");
    await map.screenshot({ path: name("default") });
    await page.locator(".views").screenshot({ path: name("beside-chart") });
    await assertLaidOut(page, `map-${width}-${colorScheme}`);

    // The pointer on a cell: the cell's square and the readout.
    await page.locator("#map").scrollIntoViewIfNeeded();
    const box = await page.locator("#map").boundingBox();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await map.screenshot({ path: name("hover") });
    await page.mouse.move(0, 0);

    // The keyboard's cursor, a few cells from the run shown.
    await page.locator("#map").focus();
    for (const key of ["Shift+ArrowLeft", "Shift+ArrowLeft", "Shift+ArrowDown"]) await page.keyboard.press(key);
    await map.screenshot({ path: name("keyboard") });

    await fencing(page).check();
    await map.screenshot({ path: name("fencing") });
    await fencing(page).uncheck();

    // Another axis, and a counterexample loaded into the whole page.
    await page.getByLabel("Across", { exact: true }).selectOption({ label: "Lease length" });
    await page.getByRole("button", { name: "Find a counterexample" }).click();
    await page.locator("#map-found", { hasText: "Found one" }).waitFor();
    await page.locator(".views").screenshot({ path: name("counterexample") });
    await assertLaidOut(page, `map-counterexample-${width}-${colorScheme}`);
    await slider(page, "Lease length").fill("10000");
    assert.deepEqual(problems, []);
  });
}

for (const width of [1280, 390]) {
  test(`the sorting exercise with answers checked at ${width} px`, async (t) => {
    const { page, problems } = await open(t, browser, { width, height: 900 });
    const jobs = page.locator("#sorter .sorter-job");
    // One right, one wrong, one half answered.
    await jobs.nth(0).getByRole("radio", { name: /^Efficiency lock/ }).check();
    await jobs.nth(0).getByRole("radio", { name: "No, it cannot" }).check();
    await jobs.nth(0).locator(".sorter-check").click();
    await jobs.nth(5).getByRole("radio", { name: /^Efficiency lock/ }).check();
    await jobs.nth(5).getByRole("radio", { name: say("sorter-checks-true") }).check();
    await jobs.nth(5).locator(".sorter-check").click();
    await jobs.nth(2).getByRole("radio", { name: /^Efficiency lock/ }).check();
    await jobs.nth(2).locator(".sorter-check").click();
    await page.locator("#sorter").screenshot({ path: `${SHOTS}sorter-${width}-light.png` });
    await page.locator(".sorter-square").screenshot({ path: `${SHOTS}sorter-square-${width}-light.png` });
    const layout = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    assert.ok(layout.scroll <= layout.client, `the page scrolls sideways (${layout.scroll} > ${layout.client})`);
    assert.deepEqual(problems, []);
  });
}

for (const width of [1280, 390]) {
  for (const colorScheme of ["light", "dark"]) {
    test(`the quiz with answers checked at ${width} px, ${colorScheme}`, async (t) => {
      const { page, problems } = await open(t, browser, { width, height: 900, colorScheme });
      // One wrong and one right, each with its explanation and its run's button.
      const wrong = page.locator("#quiz .quiz-question").nth(5);
      await wrong.getByRole("radio").first().check();
      await wrong.locator(".quiz-check").click();
      const right = page.locator("#quiz .quiz-question").nth(8);
      const answer = await page.evaluate(async () => (await import("./js/quiz.js")).QUESTIONS[8].answer);
      await right.getByRole("radio").nth(answer).check();
      await right.locator(".quiz-check").click();
      await wrong.screenshot({ path: `${SHOTS}quiz-wrong-${width}-${colorScheme}.png` });
      await right.screenshot({ path: `${SHOTS}quiz-right-${width}-${colorScheme}.png` });
      const layout = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      assert.ok(layout.scroll <= layout.client, `the page scrolls sideways (${layout.scroll} > ${layout.client})`);
      assert.deepEqual(problems, []);
    });

    test(`the share dialog at ${width} px, ${colorScheme}`, async (t) => {
      const { page, problems } = await open(t, browser, { width, height: 900, colorScheme });
      await page.locator("#share-open").click();
      await page.locator("#share").screenshot({ path: `${SHOTS}share-${width}-${colorScheme}.png` });
      const dialog = await page.locator("#share").evaluate((d) => ({ scroll: d.scrollWidth, client: d.clientWidth }));
      assert.ok(dialog.scroll <= dialog.client, `the dialog scrolls sideways (${dialog.scroll} > ${dialog.client})`);
      assert.deepEqual(problems, []);
    });
  }
}

for (const width of [1280, 390]) {
  test(`each step of the walk at ${width} px shows what it talks about`, async (t) => {
    const { page, problems } = await open(t, browser, { width, height: 800 });
    await page.getByRole("button", { name: say("page-tour-start") }).click();
    const total = Number((await page.locator("#tour-count").textContent()).match(/of (\d+)$/)?.[1]);
    for (let step = 1; step <= total; step++) {
      if (step > 1) await page.locator("#tour-next").click();
      await page.screenshot({ path: `${SHOTS}walk-${width}-step${step}.png` });
      if (step === 1 || step === 5) {
        await page.emulateMedia({ colorScheme: "dark" });
        await page.screenshot({ path: `${SHOTS}walk-${width}-step${step}-dark.png` });
        await page.emulateMedia({ colorScheme: "light" });
      }
      // The part the step rings is on screen and clear of the walk's card.
      const { target, tour } = await page.evaluate(() => ({
        target: document.querySelector("#tour-ring:not([hidden])")?.getBoundingClientRect().toJSON(),
        tour: document.querySelector("#tour")?.getBoundingClientRect().toJSON(),
      }));
      assert.ok(target, `step ${step} points at a part of the page`);
      assert.ok(target.top >= 0 && target.bottom <= 800, `step ${step}: the part it points at (${target.top}–${target.bottom}) is off screen`);
      assert.ok(target.bottom <= tour.top || target.top >= tour.bottom, `step ${step}: the part it points at (${target.top}–${target.bottom}) is under the walk (${tour.top}–${tour.bottom})`);
      await assertLaidOut(page, `walk-${width}-step${step}`);
    }
    assert.deepEqual(problems, []);
  });
}

/**
 * No sideways scrolling, the boxes apart, nothing cut off inside a result
 * box, and the chart inside its panel.
 *
 * The page's layout puts the results and the map in tabs: the boxes
 * checked are the settings, the chart and the open tab's (the results'
 * boxes with "Outcome" open, the map's panel with "Safety map" open). On
 * a narrow screen the verdict and the chart are a box of fixed height
 * (the stage) that stays at the top while the settings scroll under it,
 * by design; the chart's panel may be taller and scroll inside it. There
 * the chart's box is the stage where it stands in the page's flow (at the
 * top of the settings' column), which the settings must not overlap.
 */
async function assertLaidOut(page, what) {
  const layout = await page.evaluate((selector) => {
    const root = document.documentElement;
    const rect = (e) => e.getBoundingClientRect().toJSON();
    const stage = document.querySelector(".stage");
    const bench = document.querySelector(".bench");
    const stuck = stage && getComputedStyle(stage).position === "sticky";
    /** The box a reader sees of an element: for the chart in a narrow stage, the stage in its flow. */
    const seen = (e) => {
      if (!(stuck && e.matches(".chart-panel"))) return rect(e);
      const box = rect(stage);
      const shift = box.top - bench.getBoundingClientRect().top;
      return { ...box, top: box.top - shift, bottom: box.bottom - shift, y: box.y - shift };
    };
    const drawn = (e) => e.getClientRects().length > 0;
    const boxes = [...document.querySelectorAll(selector)].filter(drawn).map((e) => ({
      name: e.querySelector("label, .box-label, h3")?.textContent ?? e.className,
      ...seen(e),
      clipped: e.scrollWidth > e.clientWidth + 1,
    }));
    const chart = document.querySelector("#chart svg");
    const panel = document.querySelector(".chart-panel");
    const map = document.querySelector("#map");
    const mapPanel = document.querySelector(".map-panel");
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      boxes,
      tab: document.querySelector('#views [role="tab"][aria-selected="true"]')?.getAttribute("aria-controls"),
      results: [...document.querySelectorAll("#results .box")].filter(drawn).length,
      mapShown: Boolean(mapPanel && drawn(mapPanel)),
      chart: chart && rect(chart),
      panel: panel && rect(panel),
      map: map && rect(map),
      mapPanel: mapPanel && rect(mapPanel),
    };
  }, BOXES);
  assert.ok(layout.scrollWidth <= layout.clientWidth, `${what}: the page scrolls sideways (${layout.scrollWidth} > ${layout.clientWidth})`);
  // The settings and the chart, and the open tab's boxes: at least one
  // resource's five (final, expected, two stale counts, at this moment)
  // with the results open, the map's panel with the map open, neither
  // with another tab open (the walk opens the events, for one).
  assert.ok(layout.tab, `${what}: a tab is open`);
  assert.equal(layout.results > 0, layout.tab === "results", `${what}: ${layout.results} result boxes drawn with ${layout.tab} open`);
  if (layout.tab === "results") assert.ok(layout.results >= 5, `${what}: ${layout.results} result boxes`);
  assert.equal(layout.mapShown, layout.tab === "map-panel", `${what}: the map's panel drawn with ${layout.tab} open`);
  assert.equal(layout.boxes.length, layout.results + (layout.mapShown ? 1 : 0) + 2, `${what}: found ${layout.boxes.map((b) => b.name)}`);
  for (const [i, a] of layout.boxes.entries()) {
    assert.ok(a.width > 0 && a.height > 0, `${what}: ${a.name} is drawn`);
    assert.equal(a.clipped, false, `${what}: the text in ${a.name} is cut off`);
    for (const b of layout.boxes.slice(i + 1)) {
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      assert.ok(across <= 0.5 || down <= 0.5, `${what}: ${a.name} and ${b.name} overlap`);
    }
  }
  assert.ok(layout.chart, `${what}: the chart is drawn`);
  assert.ok(layout.chart.left >= layout.panel.left && layout.chart.right <= layout.panel.right, `${what}: the chart sticks out of its panel`);
  // A hidden map (fewer than two sliders) has no box at all.
  if (layout.mapShown && layout.map.width > 0) {
    assert.ok(layout.map.left >= layout.mapPanel.left && layout.map.right <= layout.mapPanel.right, `${what}: the map sticks out of its panel`);
  }
}
