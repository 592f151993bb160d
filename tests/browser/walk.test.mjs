// The guided walk: it says what a lease and a fencing token are where they
// first come up, shows A's stale write on the chart and then the refused
// one, never covers what it rings, tells no ending before A writes, ends
// at the settings with fencing off, and keeps the focus inside its card
// until it closes.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, fencing, slider } from "./browser.mjs";
import { say } from "./catalogue.mjs";

const browser = useBrowser();

/** Opens the walk with a click on its button and returns how many steps it has. */
async function startWalk(page) {
  await page.locator("#tour-start").click();
  return Number((await page.locator("#tour-count").textContent()).match(/^Step 1 of (\d+)$/)?.[1]);
}

test("the first step says what a lease and a fencing token are", async (t) => {
  const { page, problems } = await open(t, browser);
  await startWalk(page);
  const words = await page.locator("#tour-text").textContent();
  assert.match(words, /with token 1/, "the step quotes the grant");
  assert.match(words, /A lease is a lock lent for a set time/);
  assert.match(words, /A fencing token is a number that grows with every grant/);
  // Each is said where it first comes up: after the grant names the token, not steps later.
  assert.ok(words.indexOf("A fencing token is") > words.indexOf("token 1"));
  assert.deepEqual(problems, []);
});

test("a step moves playback to A's stale write and rings its mark on the chart", async (t) => {
  const { page, problems } = await open(t, browser);
  const total = await startWalk(page);
  let found = false;
  for (let step = 1; step <= total && !found; step++) {
    if (step > 1) await page.locator("#tour-next").click();
    if ((await page.locator("#tour-title").textContent()) !== say("walk-a-writes-title")) continue;
    found = true;
    const seen = await page.evaluate(() => {
      const stale = document.querySelector("#chart .mark.write.stale");
      const current = document.querySelector("#events li[aria-current=step]");
      const ring = document.querySelector("#tour-ring").getBoundingClientRect();
      const mark = stale?.getBoundingClientRect();
      return {
        staleEvents: stale?.getAttribute("data-events"),
        staleRinged: stale?.classList.contains("tour-mark"),
        ringed: [...document.querySelectorAll(".tour-mark")].map((e) => e.getAttribute("data-events")),
        current: current?.getAttribute("data-index"),
        currentText: current?.textContent,
        inRing: mark && mark.left >= ring.left && mark.right <= ring.right && mark.top >= ring.top && mark.bottom <= ring.bottom,
      };
    });
    assert.ok(seen.staleEvents, "the chart draws a mark for the stale write");
    assert.equal(seen.current, seen.staleEvents, "playback stands on the stale write");
    assert.match(seen.currentText, /A writes 11/);
    assert.equal(seen.staleRinged, true, "the stale write's mark is lit");
    assert.ok(seen.ringed.every((events) => events.split(" ").includes(seen.current)), `only that event's marks are lit: ${seen.ringed}`);
    assert.equal(seen.inRing, true, "the ring goes round the stale write's mark");
    assert.match(await page.locator("#tour-text").textContent(), /ringed mark on the chart/);
  }
  assert.ok(found, "the walk has a step on A's stale write");
  assert.deepEqual(problems, []);
});

for (const { width, height, colorScheme } of [
  { width: 390, height: 844, colorScheme: "light" },
  { width: 390, height: 844, colorScheme: "dark" },
  { width: 360, height: 740, colorScheme: "light" },
  { width: 1280, height: 800, colorScheme: "light" },
]) {
  test(`at ${width}×${height} (${colorScheme}) the card never covers what a step rings`, async (t) => {
    const { page, problems } = await open(t, browser, { width, height, colorScheme });
    const total = await startWalk(page);
    const sides = new Set();
    for (let step = 1; step <= total; step++) {
      if (step > 1) await page.locator("#tour-next").click();
      const { ring, card, hidden, seen } = await page.evaluate(() => {
        const ring = document.querySelector("#tour-ring").getBoundingClientRect();
        // What the reader sees at the ring's middle: the ring lets clicks through.
        const hit = document.elementFromPoint(ring.left + ring.width / 2, ring.top + ring.height / 2);
        return {
          ring: ring.toJSON(),
          card: document.querySelector("#tour").getBoundingClientRect().toJSON(),
          hidden: document.querySelector("#tour-ring").hidden,
          seen: hit?.closest("#knobs") ? "settings" : hit?.closest("#tour") ? "card" : "else",
        };
      });
      assert.notEqual(seen, "card", `step ${step}: the card is over the ring's middle`);
      if ((await page.locator("#tour-title").textContent()) === "Your turn") {
        assert.equal(seen, "settings", `step ${step}: the ringed setting is in sight, not under the chart`);
      }
      assert.equal(hidden, false, `step ${step} rings a part of the page`);
      assert.ok(ring.top >= 0 && ring.bottom <= height, `step ${step}: the ring (${ring.top}–${ring.bottom}) is on screen`);
      const apart = ring.bottom <= card.top || ring.top >= card.bottom;
      assert.ok(apart, `step ${step}: the card (${card.top}–${card.bottom}) covers the ring (${ring.top}–${ring.bottom})`);
      // Docked: against the top or the bottom edge of the window.
      const side = card.top <= 16 ? "top" : card.bottom >= height - 16 ? "bottom" : "neither";
      assert.notEqual(side, "neither", `step ${step}: the card is docked to an edge`);
      sides.add(side);
      if (width < 600) assert.ok(card.width >= width - 32, `step ${step}: on a phone the card spans the screen`);
    }
    assert.equal(sides.size, 2, "the card moves to the side away from each target");
    assert.deepEqual(problems, []);
  });
}

test("Tab and Shift+Tab stay in the walk, and Escape gives the focus back to its button", async (t) => {
  const { page, problems } = await open(t, browser);
  await page.locator("#tour-start").focus();
  await page.keyboard.press("Enter");
  const focused = () => page.evaluate(() => document.activeElement?.id);
  assert.equal(await focused(), "tour-title");
  const order = [];
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press("Tab");
    order.push(await focused());
  }
  assert.deepEqual(order, ["tour-back", "tour-next", "tour-close", "tour-back", "tour-next", "tour-close", "tour-back"]);
  await page.keyboard.press("Shift+Tab");
  assert.equal(await focused(), "tour-close", "Shift+Tab from the first button goes to the last");
  await page.keyboard.press("Shift+Tab");
  assert.equal(await focused(), "tour-next");

  // A click outside takes the focus out; the next Tab brings it back in.
  await page.locator("#chart-heading").click();
  await page.keyboard.press("Tab");
  assert.equal(await focused(), "tour-back");

  // A dialog opened over the walk keeps Tab and Escape for itself.
  await page.locator("#share-open").click();
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.querySelector("#share").contains(document.activeElement)), true, "Tab stays in the share dialog");
  await page.keyboard.press("Escape");
  assert.equal(await page.locator("#share").isVisible(), false);
  assert.equal(await page.locator("#tour").isVisible(), true, "Escape closed the share dialog, not the walk");

  await page.keyboard.press("Escape");
  assert.equal(await page.locator("#tour").isHidden(), true);
  assert.equal(await focused(), "tour-start", "Escape gives the focus back to the button that opened the walk");
  await page.keyboard.press("Tab");
  assert.notEqual(await page.evaluate(() => document.querySelector("#tour").contains(document.activeElement)), true, "a closed walk keeps no focus");
  assert.deepEqual(problems, []);
});

test("a new language says the step on screen again, on the same step", async (t) => {
  const { page, problems } = await open(t, browser);
  await startWalk(page);
  await page.locator("#tour-next").click();
  await page.locator("#tour-next").click();
  const english = await page.locator("#tour").textContent();
  assert.equal(await page.locator("#tour-count").textContent(), "Step 3 of 7");

  await page.locator("#language").selectOption("de");
  await page.waitForFunction(() => document.documentElement.lang === "de");
  assert.equal(await page.locator("#tour").isVisible(), true, "the walk stays open");
  assert.equal(await page.locator("#tour-count").textContent(), "Schritt 3 von 7");
  assert.equal(await page.locator("#tour-title").textContent(), "Die Lease läuft ab");
  assert.match(await page.locator("#tour-text").textContent(), /Die gestrichelte Linie quer durch das Diagramm markiert es\./);
  assert.equal(await page.locator("#tour-next").textContent(), "Weiter");
  assert.ok((await page.locator("#chart .tour-mark").count()) > 0, "the step's marks are still ringed");

  await page.locator("#language").selectOption("en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  assert.equal(await page.locator("#tour").textContent(), english, "English comes back word for word");
  assert.deepEqual(problems, []);
});

/** Steps through the walk to the step titled `title`; false if it has none. */
async function walkTo(page, title) {
  const total = await startWalk(page);
  for (let step = 1; step <= total; step++) {
    if (step > 1) await page.locator("#tour-next").click();
    if ((await page.locator("#tour-title").textContent()) === title) return true;
  }
  return false;
}

test("the fencing step rings A's refused write on the chart", async (t) => {
  const { page, problems } = await open(t, browser);
  assert.ok(await walkTo(page, say("walk-fencing-title")));
  const seen = await page.evaluate(() => {
    const refused = document.querySelector("#chart .refused-write");
    const ring = document.querySelector("#tour-ring").getBoundingClientRect();
    const mark = refused?.getBoundingClientRect();
    return {
      ringed: refused?.classList.contains("tour-mark"),
      inRing: mark && mark.left >= ring.left && mark.right <= ring.right && mark.top >= ring.top && mark.bottom <= ring.bottom,
    };
  });
  assert.equal(seen.ringed, true, "the refused write's mark is lit");
  assert.equal(seen.inRing, true, "the ring goes round the refused write's mark");
  assert.match(await page.locator("#tour-text").textContent(), /ringed mark on the chart is that refused write/);
  assert.deepEqual(problems, []);
});

test("before A writes, no card sits beside a strip or results that tell the ending", async (t) => {
  const { page, problems } = await open(t, browser, { width: 390, height: 844 });
  const total = await startWalk(page);
  for (let step = 1; step <= total; step++) {
    if (step > 1) await page.locator("#tour-next").click();
    const title = await page.locator("#tour-title").textContent();
    if (title === say("walk-a-writes-title")) break;
    for (const ending of ["#glance [data-part=lines]", "#verdict", "#scenario-summary", "#try-this"]) {
      assert.equal(await page.locator(ending).isVisible(), false, `step ${step} (${title}): ${ending} tells the ending`);
    }
  }
  // From A's write on, the ending is what the card speaks of.
  assert.equal(await page.locator("#glance [data-part=lines]").isVisible(), true);
  assert.deepEqual(problems, []);
});

for (const [width, height] of [[1280, 800], [390, 844], [360, 740]]) {
  test(`at ${width}×${height} Finish leaves the pause slider in view and focused, with fencing off`, async (t) => {
    const { page, problems } = await open(t, browser, { width, height });
    assert.ok(await walkTo(page, "Your turn"));
    assert.match(await page.locator("#tour-text").textContent(), /^Fencing is off again/);
    await page.locator("#tour-next").click();
    assert.equal(await page.locator("#tour").isVisible(), false, "the walk is closed");
    assert.equal(await fencing(page).isChecked(), false, "fencing is off, as the last step says");
    const pause = slider(page, "Pause length");
    assert.equal(await pause.evaluate((el) => el === document.activeElement), true, "the slider has the focus");
    const box = await pause.evaluate((el) => el.getBoundingClientRect().toJSON());
    assert.ok(box.top >= 0 && box.bottom <= height, `the slider (${box.top}–${box.bottom}) is on screen`);
    // Not under the chart, which on a phone sticks to the top over the settings.
    const seen = await pause.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === el;
    });
    assert.equal(seen, true, "the slider itself is what shows at its place");
    assert.deepEqual(problems, []);
  });
}
