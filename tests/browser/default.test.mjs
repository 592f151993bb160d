// The default story as a student first meets it: the numbers it opens
// with, what fencing and a short pause do to them, and the chart and the
// event list that explain them.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, showTab, results, field, slider, fencing } from "./browser.mjs";
import { say } from "./catalogue.mjs";

/** The paused lock holder at its defaults: B's update is lost. */
const UNSAFE = { final: "11", expected: "15", accepted: "yes", refused: "no" };
/** The same run with fencing on: the storage refuses A's stale write. */
const FENCED = { final: "15", expected: "15", accepted: "no", refused: "yes" };

const browser = useBrowser();

test("the default story loses B's update", async (t) => {
  const { page, problems } = await open(t, browser);
  assert.deepEqual(await results(page), UNSAFE);
  assert.match(await page.locator("#verdict").textContent(), /^Not safe: /);
  assert.match(await page.locator("#explanation").textContent(), /Storage holds 11 but should hold 15/);
  assert.equal(await fencing(page).isChecked(), false);
  assert.equal(await page.locator("#error").isHidden(), true);
  assert.deepEqual(problems, []);
});

test("fencing tokens make the storage refuse the stale write", async (t) => {
  const { page, problems } = await open(t, browser);
  await fencing(page).check();
  assert.deepEqual(await results(page), FENCED);
  assert.match(await page.locator("#verdict").textContent(), /^Safe: /);
  await fencing(page).uncheck();
  assert.deepEqual(await results(page), UNSAFE);
  assert.deepEqual(problems, []);
});

test("a 7 s pause is safe and 15 s restores the lost update", async (t) => {
  const { page, problems } = await open(t, browser);
  const pause = slider(page, "Pause length");
  assert.equal(await pause.inputValue(), "15000");
  assert.equal(await page.locator("#knob-pause_ms-shown").textContent(), "15.0 s");

  await pause.fill("7000");
  // A wakes at 9 s with its lease still live: both updates count, 10 + 1 + 5.
  assert.deepEqual(await results(page), { final: "16", expected: "16", accepted: "no", refused: "no" });
  assert.match(await page.locator("#verdict").textContent(), /^Safe: /);
  assert.equal(await pause.getAttribute("aria-valuetext"), "7.0 s");
  assert.equal(await page.locator("#knob-pause_ms-shown").textContent(), "7.0 s");

  await pause.fill("15000");
  assert.deepEqual(await results(page), UNSAFE);
  assert.equal(await pause.getAttribute("aria-valuetext"), "15.0 s");
  assert.equal(await page.locator("#knob-pause_ms-shown").textContent(), "15.0 s");
  assert.deepEqual(problems, []);
});

test("every slider of the default story is labelled and shows its value", async (t) => {
  const { page, problems } = await open(t, browser);
  const expected = { "Pause length": "15.0 s", "Lease length": "10.0 s", "A pauses at": "2.0 s", "B asks at": "10.3 s" };
  for (const [name, shown] of Object.entries(expected)) {
    const input = slider(page, name);
    assert.equal(await input.getAttribute("aria-valuetext"), shown, name);
    const output = page.locator(`output[for="${await input.getAttribute("id")}"]`);
    assert.equal(await output.textContent(), shown, name);
  }
  assert.deepEqual(problems, []);
});

test("the button for the defaults undoes every change", async (t) => {
  const { page, problems } = await open(t, browser);
  await fencing(page).check();
  await slider(page, "Lease length").fill("20000");
  await page.getByRole("button", { name: say("page-defaults") }).click();
  assert.equal(await fencing(page).isChecked(), false);
  assert.equal(await slider(page, "Lease length").inputValue(), "10000");
  assert.deepEqual(await results(page), UNSAFE);
  assert.deepEqual(problems, []);
});

test("the chart is an image named in words", async (t) => {
  const { page, problems } = await open(t, browser);
  const chart = page.locator("#chart").getByRole("img");
  assert.equal(await chart.count(), 1);
  const name = await chart.getAttribute("aria-label");
  assert.match(name, /^Chart of the run: /);
  assert.match(name, /A holds a lease with token 1 from 0\.0 s to 10\.0 s/);
  assert.match(name, /is paused from 2\.0 s to 17\.0 s/);
  // Playwright computes the accessible name the way a screen reader would.
  assert.equal(await page.getByRole("img", { name: /^Chart of the run/ }).count(), 1);
  assert.equal(await page.locator("#chart line.cursor").count(), 1);
  assert.deepEqual(problems, []);
});

test("the event list numbers every event with its time, actor and sentence", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "Events");
  const list = page.getByRole("list", { name: "Events" });
  assert.equal(await list.evaluate((ol) => ol.tagName), "OL");
  assert.equal(await list.evaluate((ol) => getComputedStyle(ol).listStyleType), "decimal");
  const items = await list.locator("li").evaluateAll((lis) =>
    lis.map((li) => ({
      time: li.querySelector("button")?.textContent ?? "",
      actor: li.querySelector(".event-actor")?.textContent ?? "",
      text: li.querySelector(".event-text")?.textContent ?? "",
    })),
  );
  assert.equal(items.length, 10);
  for (const item of items) {
    assert.match(item.time, /^\d+\.\d+ s$/, JSON.stringify(item));
    assert.match(item.actor, /^(A|B|lock service)$/, JSON.stringify(item));
    assert.match(item.text, /^[A-Z].*\.$/, JSON.stringify(item));
  }
  assert.deepEqual(items[0], {
    time: "0.0 s",
    actor: "A",
    text: "A asks for the lock and gets it, with token 1. The lease runs out at 10.0 s unless A renews it.",
  });
  assert.equal(items[9].time, "17.0 s");
  assert.match(items[9].text, /^A writes 11 to Storage with token 1, although its lease ended at 10\.0 s\./);
  // The whole run is shown: the last event is the current one.
  assert.equal(await list.locator("li[aria-current=step]").count(), 1);
  assert.equal(await list.locator("li").last().getAttribute("aria-current"), "step");
  assert.deepEqual(problems, []);
});

test("each change of a setting is measured as fencelab:update", async (t) => {
  const { page, problems } = await open(t, browser);
  const measures = () => page.evaluate(() => performance.getEntriesByName("fencelab:update", "measure").map((m) => m.duration));
  assert.deepEqual(await measures(), []);
  await fencing(page).check();
  await slider(page, "Pause length").fill("7000");
  const durations = await measures();
  assert.equal(durations.length, 2);
  for (const d of durations) assert.ok(d >= 0, `duration ${d}`);
  assert.deepEqual(problems, []);
});

test("the outputs are named by their labels", async (t) => {
  const { page, problems } = await open(t, browser);
  for (const name of ["Final value", "Expected value", "Stale write accepted", "Stale write refused"]) {
    assert.equal(await field(page, name).evaluate((e) => e.tagName), "OUTPUT", name);
  }
  assert.deepEqual(problems, []);
});
