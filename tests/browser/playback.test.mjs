// Playback moves one cursor, and the chart and the event list follow it
// together: the cursor line, the current mark, the current list item and
// the line of words under the chart always name the same moment.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, showTab, until } from "./browser.mjs";
import { say } from "./catalogue.mjs";

const browser = useBrowser();

test("Step back and Step forward move the chart and the list together", async (t) => {
  const { page, problems } = await open(t, browser);
  const stepBack = page.getByRole("button", { name: "Step back", exact: true });
  const stepForward = page.getByRole("button", { name: "Step forward", exact: true });
  const start = await where(page);
  const count = start.times.length;
  assert.equal(start.current, count - 1, "a fresh run shows its last event");
  assert.equal(await stepForward.getAttribute("aria-disabled"), "true");
  assert.equal(await stepBack.getAttribute("aria-disabled"), "false");

  // The run's end can lie after its last event (a lease still running):
  // the first step back then only brings the cursor onto the last event.
  const seen = [start];
  if (start.scrub > start.times[count - 1]) {
    await stepBack.click();
    const now = await where(page);
    assert.equal(now.current, count - 1, "the first step back stays on the last event");
    assert.equal(now.scrub, start.times[count - 1]);
    assert.ok(now.x < start.x);
    seen.push(now);
  }
  // Walk back to before the first event, then forward to the last.
  for (let i = count - 1; i >= 0; i--) {
    await stepBack.click();
    const now = await where(page);
    assert.equal(now.current, i - 1, `step back to event ${i - 1}`);
    seen.push(now);
  }
  assert.equal(await stepBack.getAttribute("aria-disabled"), "true");
  assert.equal(await stepForward.getAttribute("aria-disabled"), "false");
  assert.equal(seen.at(-1).scrub, 0);
  const first = seen.at(-1);
  for (let i = 0; i < count; i++) {
    await stepForward.click();
    const now = await where(page);
    assert.equal(now.current, i, `step forward to event ${i}`);
    seen.push(now);
  }
  // From the last event, one more step forward reaches the end of the run.
  if (start.scrub > start.times[count - 1]) {
    assert.equal(await stepForward.getAttribute("aria-disabled"), "false");
    await stepForward.click();
    const end = await where(page);
    assert.equal(end.current, count - 1, "the end of the run keeps the last event current");
    assert.equal(end.scrub, start.scrub);
    assert.equal(end.x, start.x);
  }
  assert.equal(await stepForward.getAttribute("aria-disabled"), "true");

  for (const now of seen) assertInStep(now, { stepped: true, fresh: now === start });
  assert.ok(seen.some((s) => s.currentMarks.length > 0), "some step lands on an event with a mark");
  // The cursor sits at each event's time, so its x grows with the time:
  // equal times share an x, and a later time is further right.
  const onEvents = seen.slice(1).filter((s) => s.current >= 0);
  for (const a of onEvents) {
    assert.equal(a.scrub, a.times[a.current], "stepping puts the time on the event");
    for (const b of onEvents) {
      const dt = Math.sign(a.times[a.current] - b.times[b.current]);
      assert.equal(Math.sign(a.x - b.x), dt, `x at ${a.times[a.current]} ms vs ${b.times[b.current]} ms`);
    }
  }
  assert.ok(seen.at(-1).x > first.x, "the cursor moved right from the start");
  assert.deepEqual(problems, []);
});

test("scrubbing the Time slider moves the chart and the list together", async (t) => {
  const { page, problems } = await open(t, browser);
  const scrub = page.getByRole("slider", { name: "Time", exact: true });
  const { times } = await where(page);
  // Between two events with different times: the earlier one is current.
  const i = times.findIndex((ms, k) => k > 0 && ms - times[k - 1] >= 1000);
  assert.ok(i > 0, `two events at least 1 s apart in ${times}`);
  const between = Math.round((times[i - 1] + times[i]) / 2 / 100) * 100;

  await scrub.fill(String(between));
  const middle = await where(page);
  assertInStep(middle);
  assert.equal(middle.current, i - 1);
  assert.equal(middle.scrub, between);
  assert.equal(await page.locator("#scrub-time").textContent(), `${(between / 1000).toFixed(1)} s`);

  await scrub.fill(String(times[i]));
  const on = await where(page);
  assertInStep(on);
  assert.equal(on.current, lastAt(times, times[i]));
  assert.ok(on.x > middle.x, "a later time is further right");

  await scrub.fill("0");
  const zero = await where(page);
  assertInStep(zero);
  assert.equal(zero.current, times.filter((ms) => ms <= 0).length - 1);
  assert.ok(zero.x < middle.x);

  // The keyboard moves it too, one step of 100 ms at a time.
  await scrub.focus();
  await page.keyboard.press("End");
  const end = await where(page);
  assertInStep(end);
  assert.equal(end.current, times.length - 1);
  assert.deepEqual(problems, []);
});

test("an event's time button moves playback to it", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "Events");
  const items = page.getByRole("list", { name: "Events" }).getByRole("listitem");
  await items.nth(2).getByRole("button").click();
  const now = await where(page);
  assertInStep(now, { stepped: true });
  assert.equal(now.current, 2);
  assert.equal(now.scrub, now.times[2]);
  assert.deepEqual(problems, []);
});

test("Play moves the cursor over time and Pause stops it", async (t) => {
  const { page, problems } = await open(t, browser);
  const play = page.locator("#play");
  assert.equal(await play.textContent(), "Play");
  const end = await where(page);

  await play.click();
  assert.equal(await play.textContent(), "Pause");
  // Playing from the end starts over, then slides forward.
  const moving = await until(async () => {
    const now = await where(page);
    return now.scrub > 0 && now.scrub < end.scrub && now;
  }, "the cursor to move after Play");
  assertInStep(moving);
  assert.ok(moving.x < end.x);

  const later = await until(async () => {
    const now = await where(page);
    // A pixel of chart is many milliseconds: wait until the line has moved by one.
    return now.scrub > moving.scrub && now.x > moving.x && now;
  }, "the cursor to keep moving");
  assertInStep(later);
  assert.ok(later.x > moving.x);

  await page.getByRole("button", { name: "Pause", exact: true }).click();
  assert.equal(await play.textContent(), "Play");
  const paused = await where(page);
  assertInStep(paused);
  await page.waitForTimeout(300);
  const still = await where(page);
  assert.equal(still.scrub, paused.scrub, "the cursor stays put after Pause");
  assert.equal(still.x, paused.x);
  assert.deepEqual(problems, []);
});

test("with reduced motion, Play jumps from event to event", async (t) => {
  const { page, problems } = await open(t, browser, { reducedMotion: "reduce" });
  const play = page.getByRole("button", { name: "Play", exact: true });
  await play.click();
  assert.equal(await page.locator("#play").textContent(), "Pause");
  const start = await where(page);
  assert.equal(start.current, -1, "Play from the end starts before the first event");
  assert.equal(start.scrub, 0);

  for (const expected of [0, 1]) {
    const now = await until(async () => {
      const w = await where(page);
      return w.current === expected && w;
    }, `event ${expected} to become current`, 4000);
    assertInStep(now);
    // No sliding: the cursor stands exactly on the event.
    assert.equal(now.scrub, now.times[expected]);
  }
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  assert.equal(await page.locator("#play").textContent(), "Play");
  assert.deepEqual(problems, []);
});

/**
 * Where playback stands, read in one go: the cursor's x, the Time slider,
 * the current and later list items, every mark and the current marks.
 */
async function where(page) {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll("#events li")];
    const index = (e) => Number(e.getAttribute("data-index") ?? e.getAttribute("data-event"));
    const currentItems = items.filter((li) => li.getAttribute("aria-current") === "step").map(index);
    return {
      x: Number(document.querySelector("#chart svg line.cursor")?.getAttribute("x1")),
      scrub: Number(document.querySelector("#scrub").value),
      times: items.map((li) => Math.round(parseFloat(li.querySelector("button").textContent) * 1000)),
      texts: items.map((li) => `${li.querySelector("button").textContent}: ${li.querySelector(".event-text").textContent}`),
      now: document.querySelector("#now").textContent,
      currentItems,
      current: currentItems.length ? currentItems[0] : -1,
      classCurrent: items.filter((li) => li.classList.contains("current")).map(index),
      later: items.filter((li) => li.classList.contains("later")).map(index),
      marks: [...document.querySelectorAll("#chart [data-events]")].map((e) => e.getAttribute("data-events").split(" ").map(Number)),
      currentMarks: [...document.querySelectorAll("#chart [data-events].current")].map((e) => e.getAttribute("data-events").split(" ").map(Number)),
    };
  });
}

/**
 * The list and the chart agree: at most one current item, the items after
 * it marked later, and exactly the marks of that event marked current.
 * Stepping goes event by event, so after a step the next event may share
 * the current one's time; after a scrub or while playing, every event up to
 * the cursor's time has happened.
 */
function assertInStep(w, { stepped = false, fresh = false } = {}) {
  const current = w.current;
  assert.ok(w.currentItems.length <= 1, `one current item: ${w.currentItems}`);
  assert.deepEqual(w.classCurrent, w.currentItems, "class current goes with aria-current");
  assert.deepEqual(w.later, w.times.map((_, i) => i).filter((i) => i > current), "the events after the current one are later");
  assert.deepEqual(w.currentMarks, w.marks.filter((events) => events.includes(current)), `the marks and arrows of event ${current} are current`);
  assert.ok(Number.isFinite(w.x), "the chart has a cursor line");
  // The line under the chart tells the same event in words, once the reader
  // has moved playback; a fresh run says nothing there (the verdict speaks).
  const told = current >= 0 ? `Event ${current + 1} of ${w.times.length}, at ${w.texts[current]}` : say("now-before-first");
  assert.equal(w.now, fresh ? "" : told);
  if (current >= 0) assert.ok(w.scrub >= w.times[current], "the current event has happened");
  if (current + 1 < w.times.length) {
    const next = w.times[current + 1];
    assert.ok(w.scrub < next || (stepped && w.scrub === next), `the next event, at ${next} ms, has not happened at ${w.scrub} ms`);
  }
}

/** The index of the last event at `ms`. */
function lastAt(times, ms) {
  return times.lastIndexOf(ms);
}
