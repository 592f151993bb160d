// Learning by doing: the verdict strip that stays on screen, predicting a
// run before it plays, and two runs side by side.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, showTab, slider, fencing, until, VERDICTS, BASE } from "./browser.mjs";
import { say } from "./catalogue.mjs";

/** What the default story's Storage ends up holding, in the explanation's words. */
const holds = (value, expected = value) =>
  value === expected ? say("explain-holds", { resource: "Storage", value }) : say("explain-holds-wrong", { resource: "Storage", value, expected });

/** The run at a glance, as the verdict strip says it: its verdict, then what Storage holds. */
const glance = (verdict, value, expected) => `${VERDICTS[verdict]} ${holds(value, expected)}`;

const browser = useBrowser();

/** @param {import("playwright-core").Page} page */
function verdictBox(page) {
  return page.getByRole("region", { name: "Verdict", exact: true });
}

/** What the strip says of the run, without its pointer to a prediction. */
function said(page) {
  return verdictBox(page).locator("[data-part=lines]").textContent();
}

/** Whether the element is drawn and wholly inside the viewport. */
async function inSight(locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
  });
}

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`at ${width} × ${height} the Verdict stays in sight while Pause length moves by keyboard and after a map cell is chosen`, async (t) => {
    const { page, problems } = await open(t, browser, { width, height });
    const box = verdictBox(page);
    const pause = slider(page, "Pause length");
    await pause.scrollIntoViewIfNeeded();
    await pause.focus();
    assert.equal(await inSight(box), true);
    assert.equal(await said(page), glance("lost", 11, 15));
    // Down to 5 s, as a reader's keys would move it: A writes in time.
    for (let i = 0; i < 100; i++) {
      await page.keyboard.press("ArrowLeft");
      if (i % 25 === 0) assert.equal(await inSight(box), true, `in sight after ${i + 1} presses`);
    }
    assert.equal(await pause.inputValue(), "5000");
    assert.equal(await inSight(box), true);
    assert.equal(await said(page), glance("safe", 16));
    // Under the chart, in its tab: a cell of the safety map, chosen by keyboard.
    await showTab(page, "Safety map");
    const map = page.locator("#map");
    await map.scrollIntoViewIfNeeded();
    await map.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Enter");
    await until(async () => (await pause.inputValue()) !== "5000", "the cell's run to load");
    if (width >= 960) {
      // Wide, the strip and the settings stay beside the tabs.
      assert.equal(await inSight(box), true, "in sight after the map cell");
    } else {
      // Narrow, the strip and the chart stay on screen only while the
      // settings scroll under them; below the settings, where the tabs
      // are, the picture lets go (workbench.css). The cell's verdict is
      // then one tab away, in sight where the map was.
      await showTab(page, "Outcome");
      assert.equal(await inSight(page.locator("#verdict")), true, "the outcome's verdict in sight after the map cell");
    }
    const sentence = await page.locator("#verdict").textContent();
    assert.ok((await said(page)).startsWith(sentence), "the strip says the results' verdict");
    assert.deepEqual(problems, []);
  });
}

test("the Verdict strip is the results' verdict and each resource's values, for a run with two resources", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?scenario=audit-log", ready: false });
  await page.locator("#results [data-part=resource]").nth(1).waitFor();
  const text = await said(page);
  const verdict = await page.locator("#verdict").textContent();
  assert.ok(text.startsWith(verdict), text);
  for (const name of await page.locator("#results [data-part=resource] h4").allTextContents()) {
    assert.ok(text.includes(`${name} holds`), `${name} in "${text}"`);
  }
  assert.deepEqual(problems, []);
});

/** @param {import("playwright-core").Page} page */
function prediction(page) {
  return page.getByRole("radiogroup", { name: "Your prediction", exact: true });
}

test("Predict first holds the outcome back until the reader picks, then plays and sets the pick against the outcome", async (t) => {
  const { page, problems } = await open(t, browser);
  const predict = page.getByRole("checkbox", { name: "Predict first", exact: true });
  assert.equal(await predict.isChecked(), false, "off until the reader asks");
  await predict.check();
  const group = prediction(page);
  await group.waitFor();
  // Nothing shows how it ends: verdict, values, strip, map, later events.
  for (const hidden of ["#verdict", "[data-part=final-value]", "[data-part=expected-value]", "[data-part=stale-accepted]", "#map-panel"]) {
    assert.equal(await page.locator(hidden).first().isVisible(), false, `${hidden} is hidden`);
  }
  // The strip that keeps the verdict in sight points to the choices instead.
  assert.equal(await verdictBox(page).innerText(), say("page-glance-held"));
  // The chart's legend would name a stale write accepted: hidden too.
  assert.equal(await page.locator("#chart .lease-chart .legend").isVisible(), false);
  // Stopped before the first write: on B's read at 10.5 s, just before it writes.
  assert.equal(await page.locator("#scrub").inputValue(), "10500");
  const shown = await page.locator("#events li:visible").count();
  const all = await page.locator("#events li").count();
  assert.ok(shown < all, `${shown} of ${all} events shown`);
  assert.equal(await page.locator("#events li:visible", { hasText: "writes" }).count(), 0);
  // The choices are the endings this experiment can reach.
  assert.deepEqual(await group.getByRole("radio").evaluateAll((els) => els.map((e) => e.parentElement?.textContent?.trim())), [
    say("results-guess", { verdict: "safe" }),
    say("results-guess", { verdict: "refused" }),
    say("results-guess", { verdict: "lost" }),
  ]);
  const guess = say("results-guess", { verdict: "safe" });
  await group.getByRole("radio", { name: guess }).check();
  const said = page.locator("#prediction-said");
  assert.equal(
    await said.textContent(),
    say("results-against", { lead: "other", guess, safe: "no", glance: glance("lost", 11, 15) }),
  );
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.lost);
  assert.equal(await group.isVisible(), false);
  // The run plays on from where it stopped.
  await until(async () => Number(await page.locator("#scrub").inputValue()) > 10500, "playback to move on");
  // A new setting holds the new run back again.
  await fencing(page).check({ force: true });
  await group.waitFor();
  await page.getByRole("button", { name: say("page-prediction-skip") }).click();
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.refused);
  assert.equal(await said.textContent(), "");
  assert.deepEqual(problems, []);
});

test("Predict first is remembered in the browser, off in an embed unless the link asks, and a damaged store is ignored", async (t) => {
  const { page, problems, context } = await open(t, browser);
  // Each page is left only once it has loaded everything it asks for.
  const settle = () => page.waitForLoadState("networkidle");
  await page.getByRole("checkbox", { name: "Predict first" }).check();
  await settle();
  await page.reload();
  await prediction(page).waitFor();
  assert.equal(await page.getByRole("checkbox", { name: "Predict first" }).isChecked(), true);
  await settle();
  // An embed leaves it off, even in a browser that keeps it on…
  await page.goto(new URL("?embed", BASE).href);
  await page.locator("#verdict").waitFor();
  assert.equal(await prediction(page).isVisible(), false);
  assert.equal(await page.locator("#verdict").isVisible(), true);
  await settle();
  // …unless its link asks.
  await page.goto(new URL("?embed&predict=on", BASE).href);
  await prediction(page).waitFor();
  await settle();
  // Something else in the store counts as off.
  await page.evaluate(() => localStorage.setItem("fencelab.predict", "{broken"));
  await page.goto(BASE);
  await page.locator("#verdict").waitFor();
  assert.equal(await prediction(page).isVisible(), false);
  assert.ok(context);
  assert.deepEqual(problems, []);
});

test("Compare shows the run beside the same run with fencing flipped, parted at A's late write, under one cursor, and the address keeps it", async (t) => {
  const { page, problems } = await open(t, browser);
  const button = page.getByRole("button", { name: "Compare", exact: true });
  await button.click();
  assert.equal(await button.getAttribute("aria-pressed"), "true");
  const runs = page.locator("#compare .compare-run");
  assert.equal(await runs.count(), 2);
  assert.deepEqual(await runs.locator("[data-part=name]").allTextContents(), ["Fencing tokens off", "Fencing tokens on"]);
  assert.deepEqual(await runs.locator("[data-part=verdict]").allTextContents(), [VERDICTS.lost, VERDICTS.refused]);
  assert.deepEqual(await runs.locator("[data-part=final-value]").allTextContents(), ["11", "15"]);
  assert.equal(await runs.locator(".lease-chart").count(), 2);
  const parting = await page.locator("#compare-parting").textContent();
  assert.match(parting, /^The two runs share their first 9 events\. At event 10, with Fencing tokens off, at 17\.0 s: A writes 11 to Storage/);
  assert.match(parting, /; with Fencing tokens on, at 17\.0 s: .*refuse/);
  // The event is marked in both charts and in the list.
  for (let i = 0; i < 2; i++) assert.ok((await runs.nth(i).locator(".lease-chart .parting").count()) > 0, `marked in chart ${i + 1}`);
  assert.equal(await page.locator("#events li.parting").count(), 1);
  assert.equal(await page.locator("#events li").nth(9).evaluate((li) => li.classList.contains("parting")), true);
  // The strip names both runs.
  assert.equal(
    await said(page),
    `Fencing tokens off ${glance("lost", 11, 15)}Fencing tokens on ${glance("refused", 15)}`,
  );
  // One cursor: back to 9 s, and both runs show what Storage held then.
  await page.locator("#scrub").fill("9000");
  assert.deepEqual(await runs.locator("[data-part=now-value]").allTextContents(), ["10", "10"]);
  await page.locator("#scrub").fill("18000");
  assert.deepEqual(await runs.locator("[data-part=now-value]").allTextContents(), ["11", "15"]);
  // A setting moves both runs.
  await slider(page, "Pause length").fill("5000");
  assert.deepEqual(await runs.locator("[data-part=verdict]").allTextContents(), [VERDICTS.safe, VERDICTS.safe]);
  await until(async () => {
    const params = new URL(page.url()).searchParams;
    return params.get("compare") === "fencing" && params.get("pause_ms") === "5000";
  }, "the address to keep the comparison and the setting");
  // A reload opens the comparison again, with its settings.
  await page.reload();
  await page.locator("#compare .compare-run .lease-chart").first().waitFor();
  assert.deepEqual(await page.locator("#compare [data-part=name]").allTextContents(), ["Fencing tokens off", "Fencing tokens on"]);
  assert.equal(await slider(page, "Pause length").inputValue(), "5000");
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  assert.equal(await page.locator("#compare").isVisible(), false);
  await until(async () => !new URL(page.url()).searchParams.has("compare"), "the address to drop the comparison");
  assert.deepEqual(problems, []);
});

test("a link that compares by something that is not a switch says so and flips the first switch", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?compare=pause_ms" });
  await page.locator("#compare .lease-chart").first().waitFor();
  assert.match(await page.locator("#link-notice").textContent(), /compare by “pause_ms”, which is not a switch/);
  assert.deepEqual(await page.locator("#compare [data-part=name]").allTextContents(), ["Fencing tokens off", "Fencing tokens on"]);
  assert.deepEqual(problems, []);
});

test("an embed shows a comparison its link asks for", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?embed&compare=fencing&panels=chart,results", ready: false });
  await page.locator("#compare .lease-chart").nth(1).waitFor();
  assert.deepEqual(await page.locator("#compare [data-part=verdict]").allTextContents(), [VERDICTS.lost, VERDICTS.refused]);
  assert.deepEqual(problems, []);
});

test("a link whose predict is neither on nor off says so, and the page works as the browser keeps it", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?predict=maybe" });
  assert.match(await page.locator("#link-notice").textContent(), /predict=“maybe”, which is neither “on” nor “off”/);
  assert.equal(await page.getByRole("checkbox", { name: "Predict first" }).isChecked(), false);
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.lost);
  assert.deepEqual(problems, []);
});
