// The chart's words as the browser really draws them: no two texts of the
// chart overlap, and each is no wider than the core's estimate of it
// (`text_width`: 0.56 em a character and 2 px, at the chart's one text
// size), which the core lays every label out by. A desktop's width and a
// phone's, in English and in German, whose words run longer.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, experiment, scenario } from "./browser.mjs";

const browser = useBrowser();

/** Experiments with many labels: arrows across lanes, node rows, cut links. */
const FILES = ["paused-holder.json", "leader-terms.json", "network-delay.json", "redlock-clock-jump.json"];

/** The chart's one text size, the core's `TEXT_SIZE`. */
const TEXT_SIZE = 12;

/**
 * Hundredths of an em a character takes, by its class: the core's
 * `em_hundredths` in `crates/core/src/drawing/scale.rs`, which this copy
 * must follow.
 * @param {string} c
 */
function emHundredths(c) {
  if ("ijlIJíì.,:;'’· /|¡".includes(c)) return 40;
  if ("ftr()-![]".includes(c)) return 50;
  if ("mwMW…—%".includes(c)) return 111;
  if (c !== c.toLowerCase()) return 86;
  if ("+<>=→×".includes(c)) return 86;
  return 73;
}

/**
 * The core's estimate of the width of `words` (its `text_width`), in the
 * same integer arithmetic.
 * @param {string} words
 */
function estimate(words) {
  const ems = [...words].reduce((sum, c) => sum + emHundredths(c), 0);
  return Math.floor((ems * TEXT_SIZE) / 100) + 2;
}

/**
 * Every text of the drawn chart with its box as the browser lays it out.
 * @param {import("playwright-core").Page} page
 */
async function texts(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("#chart svg > g.chart text")].map((el) => {
      const box = /** @type {SVGTextElement} */ (el).getBBox();
      return {
        words: el.textContent ?? "",
        class: el.getAttribute("class") ?? "",
        size: parseFloat(getComputedStyle(el).fontSize),
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
      };
    }),
  );
}

/** Boxes that share more than a hair: the text's own anti-aliasing, 0.5 px. */
function overlap(a, b) {
  const hair = 0.5;
  return a.x + hair < b.x + b.width && b.x + hair < a.x + a.width && a.y + hair < b.y + b.height && b.y + hair < a.y + a.height;
}

/**
 * Everything wrong with the drawn chart's texts, each as a sentence.
 * @param {string} where
 * @param {Awaited<ReturnType<typeof texts>>} drawn
 */
function faults(where, drawn) {
  const found = [];
  for (const [i, a] of drawn.entries()) {
    if (a.size !== TEXT_SIZE) found.push(`${where}: "${a.words}" (${a.class}) is ${a.size} px, not ${TEXT_SIZE}`);
    if (a.width > estimate(a.words)) {
      found.push(`${where}: "${a.words}" (${a.class}) is ${a.width.toFixed(1)} px wide, the core estimates ${estimate(a.words)}`);
    }
    for (const b of drawn.slice(i + 1)) {
      if (overlap(a, b)) found.push(`${where}: "${a.words}" (${a.class}) overlaps "${b.words}" (${b.class})`);
    }
  }
  return found;
}

/** The drawn chart's width, as the core laid it out. */
async function chartWidth(page) {
  return Number(await page.locator("#chart svg").getAttribute("width"));
}

for (const lang of ["en", "de"]) {
  test(`in ${lang}, on a desktop and a phone, the chart's texts keep apart and within the core's estimate`, async (t) => {
    const { page, problems } = await open(t, browser, { path: `?lang=${lang}`, locale: lang === "de" ? "de-DE" : "en-US" });
    const found = [];
    for (const file of FILES) {
      const { json } = await scenario(file);
      const title = lang === "en" ? json.title : (json.translations?.[lang]?.title ?? json.title);
      await page.setViewportSize({ width: 1280, height: 900 });
      await experiment(page, title).click();
      await page.locator("#scenario-title", { hasText: title }).waitFor();
      const text = page.locator("#chart svg > g.chart text").first();
      await text.waitFor({ state: "visible" });
      await page.evaluate(() => document.fonts.ready);
      found.push(...faults(`${file} at 1280`, await texts(page)));
      // The phone: the chart redraws at its container's new width.
      const wide = await chartWidth(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.waitForFunction((wide) => Number(document.querySelector("#chart svg")?.getAttribute("width")) < wide, wide);
      await text.waitFor({ state: "visible" });
      found.push(...faults(`${file} at 360`, await texts(page)));
    }
    assert.deepEqual(found, []);
    assert.deepEqual(problems, []);
  });
}
