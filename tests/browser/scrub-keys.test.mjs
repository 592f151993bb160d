// The Time slider's keys and the playback's shortcuts: an arrow goes event
// by event, Shift, Page Up/Down, Home and End move by time, and K, "," and
// "." play and step from anywhere in the simulator but a field being typed in.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open } from "./browser.mjs";

const browser = useBrowser();

/** Where playback stands: the slider's value, the current event, and every event's time. */
async function where(page) {
  return page.evaluate(() => {
    const scrub = /** @type {HTMLInputElement} */ (document.querySelector("#scrub"));
    const current = document.querySelector("#events li[aria-current=step]");
    return {
      ms: Number(scrub.value),
      max: Number(scrub.max),
      event: current ? Number(current.getAttribute("data-index")) : -1,
      count: document.querySelectorAll("#events li").length,
    };
  });
}

test("arrows on the Time slider go from event to event", async (t) => {
  const { page, problems } = await open(t, browser);
  const scrub = page.locator("#scrub");
  await scrub.focus();
  await page.keyboard.press("Home");
  const start = await where(page);
  assert.equal(start.ms, 0);
  assert.equal(start.event, -1, "Home goes to before the first event");
  const times = [];
  for (let i = 0; i < start.count; i++) {
    await page.keyboard.press("ArrowRight");
    const now = await where(page);
    assert.equal(now.event, i, `ArrowRight ${i + 1} reaches event ${i}`);
    if (times.length) assert.ok(now.ms >= times.at(-1), "time never goes back going forward");
    times.push(now.ms);
  }
  assert.ok(times.at(-1) > 10_000, `${start.count} presses cross the run (${times.at(-1)} ms)`);
  await page.keyboard.press("ArrowLeft");
  assert.equal((await where(page)).event, start.count - 2);
  await page.keyboard.press("ArrowDown");
  assert.equal((await where(page)).event, start.count - 3);
  await page.keyboard.press("ArrowUp");
  assert.equal((await where(page)).event, start.count - 2);
  assert.equal((await where(page)).ms, times[start.count - 2]);
  assert.deepEqual(problems, []);
});

test("Shift+arrows, Page Up/Down, Home and End move the Time slider by time", async (t) => {
  const { page, problems } = await open(t, browser);
  const scrub = page.locator("#scrub");
  await scrub.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+ArrowRight");
  assert.equal((await where(page)).ms, 100);
  await page.keyboard.press("Shift+ArrowRight");
  assert.equal((await where(page)).ms, 200);
  await page.keyboard.press("Shift+ArrowLeft");
  assert.equal((await where(page)).ms, 100);
  const { max } = await where(page);
  const page10 = Math.round(max / 10);
  await page.keyboard.press("PageUp");
  assert.equal((await where(page)).ms, 100 + page10);
  await page.keyboard.press("PageDown");
  await page.keyboard.press("PageDown");
  assert.equal((await where(page)).ms, 0, "Page Down stops at the start");
  await page.keyboard.press("End");
  const end = await where(page);
  assert.equal(end.ms, max);
  assert.equal(end.event, end.count - 1);
  await page.keyboard.press("PageUp");
  assert.equal((await where(page)).ms, max, "Page Up stops at the end");
  assert.match(await scrub.getAttribute("aria-valuetext"), /\d s$/);
  assert.deepEqual(problems, []);
});

test("K, comma and full stop play and step from anywhere in the simulator, not in a field", async (t) => {
  const { page, problems } = await open(t, browser);
  assert.equal(await page.locator("#play").getAttribute("aria-keyshortcuts"), "K");
  assert.equal(await page.locator("#step-back").getAttribute("aria-keyshortcuts"), ",");
  assert.equal(await page.locator("#step-forward").getAttribute("aria-keyshortcuts"), ".");
  const keys = page.locator("#playback-keys");
  assert.equal(await keys.isVisible(), true, "the keys are listed by the controls");
  assert.match(await keys.textContent(), /K play or pause, , and \. step back and forward/);

  // From the fencing switch, far from the playback controls.
  await page.locator("#knob-fencing").focus();
  const end = await where(page);
  await page.keyboard.press(",");
  assert.equal((await where(page)).event, end.count - 1, "a run that ends after its last event first steps onto it");
  await page.keyboard.press(",");
  assert.equal((await where(page)).event, end.count - 2);
  await page.keyboard.press(".");
  assert.equal((await where(page)).event, end.count - 1);
  await page.keyboard.press("k");
  assert.equal(await page.locator("#play").textContent(), "Pause");
  await page.keyboard.press("K");
  assert.equal(await page.locator("#play").textContent(), "Play");
  assert.equal(await page.locator("#knob-fencing").isChecked(), false, "the keys did not touch the switch");

  // Space on the Time slider plays and pauses too.
  await page.locator("#scrub").focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("Space");
  assert.equal(await page.locator("#play").textContent(), "Pause");
  await page.keyboard.press("Space");
  assert.equal(await page.locator("#play").textContent(), "Play");

  // In a field the keys are the reader's: the link field of the share dialog.
  await page.keyboard.press("End");
  const before = await where(page);
  await page.locator("#share-open").click();
  await page.locator("#share-link").focus();
  await page.keyboard.press(",");
  await page.keyboard.press("k");
  assert.deepEqual(await where(page), before, "keys typed in a field leave playback alone");
  assert.equal(await page.locator("#play").textContent(), "Play");
  await page.locator("#share-locked").focus();
  await page.keyboard.press("k");
  await page.keyboard.press(",");
  assert.deepEqual(await where(page), before, "keys in the share dialog leave playback alone");
  assert.equal(await page.locator("#play").textContent(), "Play");
  await page.keyboard.press("Escape");

  // Outside the simulator, in the lesson, they do nothing.
  await page.locator("#plain-words a, #why-it-matters a").first().focus();
  await page.keyboard.press(",");
  assert.deepEqual(await where(page), before, "keys in the lesson leave playback alone");
  assert.deepEqual(problems, []);
});
