// The chart's words as the browser really draws them: no two texts of the
// chart overlap, and each is no wider than the core's estimate of it
// (`text_width`: 0.56 em a character and 2 px, at the chart's one text
// size), which the core lays every label out by. A phone's width and a
// desktop's, in English and in German, whose words run longer.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, scenario } from "./browser.mjs";

const browser = useBrowser();

/** Experiments with many labels: arrows across lanes, node rows, cut links. */
const FILES = ["paused-holder.json", "leader-terms.json", "network-delay.json", "redlock-clock-jump.json"];

/** The chart's one text size, the core's `TEXT_SIZE`. */
const TEXT_SIZE = 12;

/**
 * The core's estimate of the width of `words` (its `text_width`), in the
 * same integer arithmetic.
 * @param {string} words
 */
function estimate(words) {
  return Math.floor(([...words].length * TEXT_SIZE * 56) / 100) + 2;
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

for (const lang of ["en", "de"]) {
  for (const width of [360, 1280]) {
    test(`in ${lang} at ${width} px the chart's texts keep apart and within the core's estimate`, async (t) => {
      const { page, problems } = await open(t, browser, { width, path: `?lang=${lang}`, locale: lang === "de" ? "de-DE" : "en-US" });
      const found = [];
      for (const file of FILES) {
        const { json } = await scenario(file);
        const title = lang === "en" ? json.title : (json.translations?.[lang]?.title ?? json.title);
        await page.goto(new URL(`?scenario=${file.replace(/\.json$/, "")}&lang=${lang}`, page.url()).href);
        await page.locator("#scenario-title", { hasText: title }).waitFor();
        await page.locator("#chart svg > g.chart text").first().waitFor({ state: "visible" });
        await page.evaluate(() => document.fonts.ready);
        const drawn = await texts(page);
        assert.ok(drawn.length > 10, `${file}: the chart has its labels`);
        for (const [i, a] of drawn.entries()) {
          if (a.size !== TEXT_SIZE) found.push(`${file}: "${a.words}" (${a.class}) is ${a.size} px, not ${TEXT_SIZE}`);
          if (a.width > estimate(a.words)) {
            found.push(`${file}: "${a.words}" (${a.class}) is ${a.width.toFixed(1)} px wide, the core estimates ${estimate(a.words)}`);
          }
          for (const b of drawn.slice(i + 1)) {
            if (overlap(a, b)) found.push(`${file}: "${a.words}" (${a.class}) overlaps "${b.words}" (${b.class})`);
          }
        }
      }
      assert.deepEqual(found, []);
      assert.deepEqual(problems, []);
    });
  }
}
