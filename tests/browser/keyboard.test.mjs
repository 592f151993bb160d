// The default path with the keyboard alone: the fencing switch, the pause
// slider, the step buttons and the walk. After every key the focus must be
// on a real control and visibly marked.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, results, slider, fencing } from "./browser.mjs";
import { say } from "./catalogue.mjs";

const browser = useBrowser();

test("the default path works with the keyboard alone", async (t) => {
  const { page, problems } = await open(t, browser);

  await tabTo(page, "#knob-fencing");
  await press(page, "Space");
  assert.equal(await fencing(page).isChecked(), true);
  assert.deepEqual(await results(page), { final: "15", expected: "15", accepted: "no", refused: "yes" });

  await tabTo(page, "#knob-pause_ms");
  const pause = slider(page, "Pause length");
  const shown = page.locator("#knob-pause_ms-shown");
  await press(page, "ArrowLeft");
  assert.equal(await pause.inputValue(), "14900");
  assert.equal(await shown.textContent(), "14.9 s");
  assert.equal(await pause.getAttribute("aria-valuetext"), "14.9 s");
  await press(page, "Home");
  assert.equal(await pause.inputValue(), "0");
  assert.equal(await shown.textContent(), "0.0 s");
  // No pause: A writes while its lease is live, and nothing is refused.
  const safe = await results(page);
  assert.equal(safe.final, safe.expected);
  assert.deepEqual({ accepted: safe.accepted, refused: safe.refused }, { accepted: "no", refused: "no" });
  await press(page, "End");
  assert.equal(await pause.inputValue(), "30000");
  assert.equal(await shown.textContent(), "30.0 s");
  assert.deepEqual(await results(page), { final: "15", expected: "15", accepted: "no", refused: "yes" });
  await press(page, "ArrowRight");
  assert.equal(await pause.inputValue(), "30000", "the slider stops at its maximum");

  // Step back goes to the event before; when the run ends after its last
  // event (a lease still running), the first press only brings the cursor
  // onto the last event.
  const current = () => page.locator("#events li[aria-current=step]").getAttribute("data-index");
  const last = String((await page.locator("#events li").count()) - 1);
  assert.equal(await current(), last);
  const scrub = Number(await page.locator("#scrub").inputValue());
  const lastTime = Math.round(parseFloat(await page.locator("#events li button").last().textContent()) * 1000);
  await tabTo(page, "#step-back");
  if (scrub > lastTime) {
    await press(page, "Enter");
    assert.equal(await current(), last);
    assert.equal(Number(await page.locator("#scrub").inputValue()), lastTime);
  }
  await press(page, "Enter");
  assert.equal(await current(), String(Number(last) - 1));
  await tabTo(page, "#step-forward");
  await press(page, "Enter");
  assert.equal(await current(), last);
  await press(page, "Space");
  assert.equal(await current(), last, "Step forward at the end stays there");
  assert.deepEqual(problems, []);
});

test("the walk opens, steps and closes with the keyboard", async (t) => {
  const { page, problems } = await open(t, browser);
  const tour = page.getByRole("dialog");
  assert.equal(await tour.isHidden(), true);

  await tabTo(page, "#tour-start");
  await press(page, "Enter");
  assert.equal(await tour.isVisible(), true);
  assert.equal(await page.evaluate(() => document.activeElement?.id), "tour-title", "focus moves into the walk");
  assert.equal(await tour.getAttribute("aria-labelledby"), "tour-title");

  await tabTo(page, "#tour-next");
  const count = page.locator("#tour-count");
  const total = Number((await count.textContent()).match(/^Step 1 of (\d+)$/)?.[1]);
  assert.ok(total > 1, await count.textContent());
  const titles = [await page.locator("#tour-title").textContent()];
  for (let step = 2; step <= total; step++) {
    await press(page, "Enter");
    assert.equal(await count.textContent(), `Step ${step} of ${total}`);
    assert.equal(await page.evaluate(() => document.activeElement?.id), "tour-next", "focus stays on Next");
    titles.push(await page.locator("#tour-title").textContent());
    const words = await page.locator("#tour-text").textContent();
    assert.doesNotMatch(words, /nothing to show/, `step ${step} has words for the default story`);
    if (titles.at(-1) === say("walk-fencing-title")) {
      assert.equal(await fencing(page).isChecked(), true);
      assert.equal((await results(page)).final, "15");
    }
  }
  assert.ok(titles.includes(say("walk-fencing-title")), titles.join(" / "));
  assert.equal(new Set(titles).size, total, "every step has its own title");
  assert.equal(await page.locator("#tour-next").textContent(), "Finish");

  await press(page, "Escape");
  assert.equal(await tour.isHidden(), true);
  assert.equal(await page.evaluate(() => document.activeElement?.id), "tour-start", "focus returns to the button that opened the walk");
  assert.equal(await page.locator(".tour-focus").count(), 0);
  assert.deepEqual(problems, []);
});

test("the walk's Back button goes back a step and not before the first", async (t) => {
  const { page, problems } = await open(t, browser);
  await tabTo(page, "#tour-start");
  await press(page, "Enter");
  await tabTo(page, "#tour-back");
  assert.equal(await page.locator("#tour-back").getAttribute("aria-disabled"), "true");
  await press(page, "Enter");
  assert.match(await page.locator("#tour-count").textContent(), /^Step 1 of /);
  await tabTo(page, "#tour-next");
  await press(page, "Enter");
  await press(page, "Enter");
  assert.match(await page.locator("#tour-count").textContent(), /^Step 3 of /);
  await tabTo(page, "#tour-back", "Shift+Tab");
  await press(page, "Enter");
  assert.match(await page.locator("#tour-count").textContent(), /^Step 2 of /);
  await tabTo(page, "#tour-close");
  await press(page, "Enter");
  assert.equal(await page.getByRole("dialog").isHidden(), true);
  assert.deepEqual(problems, []);
});

/**
 * Presses `key` until the element matching `selector` has the focus,
 * checking the focus after every press; fails after 100 presses.
 */
async function tabTo(page, selector, key = "Tab") {
  for (let i = 0; i < 100; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await press(page, key);
  }
  assert.fail(`${key} never reached ${selector}`);
}

/** Presses one key and checks that the focus is on something and visibly marked. */
async function press(page, key) {
  await page.keyboard.press(key);
  const focus = await page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return { on: "body" };
    const style = getComputedStyle(e);
    return {
      on: `${e.tagName.toLowerCase()}#${e.id}.${e.className}`,
      visible: e.matches(":focus-visible"),
      ring: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none",
    };
  });
  assert.notEqual(focus.on, "body", `after ${key} the focus fell to the page`);
  assert.ok(focus.visible && focus.ring, `after ${key} the focus on ${focus.on} is not visibly marked`);
}
