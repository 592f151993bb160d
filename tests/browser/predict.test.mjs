// Predict first spoils nothing: until the reader picks, no verdict words
// are visible anywhere on the page outside the choices themselves, for
// every experiment the site lists, opened one after another as a reader
// would open them. Data-driven over `scenarios/index.json`.

import { test } from "node:test";
import assert from "node:assert/strict";
import { experiment, scenario, scenarioFiles, useBrowser, open, BADGES, VERDICTS } from "./browser.mjs";

const browser = useBrowser();

/** The scenario files as the page sees them. */
const FILES = await scenarioFiles();

/**
 * The experiment list's badge words (experiments.test.mjs checks them),
 * but for the bare "Safe", a word any sentence may use.
 */
const BADGE_WORDS = Object.entries(BADGES)
  .filter(([verdict]) => verdict !== "safe")
  .map(([, words]) => words);

/**
 * Every piece of text the reader can see, outside the prediction's
 * choices: each visible text node, with the nearest element's id or class
 * to say where it is.
 * @param {import("playwright-core").Page} page
 */
function visibleText(page) {
  return page.evaluate(() => {
    const choices = document.querySelector("#prediction [data-part=choices]");
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || choices?.contains(parent)) continue;
      if (parent.closest("script, style, template, noscript")) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const place = parent.closest("[id]")?.id ?? parent.className;
      out.push({ text, place });
    }
    return out;
  });
}

test("with Predict first on, no verdict words are visible outside the choices before a pick, for every experiment", async (t) => {
  const { page, problems } = await open(t, browser);
  await page.getByRole("checkbox", { name: "Predict first", exact: true }).check();
  const group = page.getByRole("radiogroup", { name: "Your prediction", exact: true });
  await group.waitFor();
  let checked = 0;
  for (const file of FILES) {
    const { json } = await scenario(file);
    await experiment(page, json.title).click();
    await page.locator("#scenario-title", { hasText: json.title }).waitFor();
    await group.waitFor();
    // The endings offered are verdict words too: the choices may say them, nothing else may.
    const endings = await group.getByRole("radio").evaluateAll((els) => els.map((e) => e.parentElement?.textContent?.trim() ?? ""));
    assert.ok(endings.length >= 2, `${file}: ${endings}`);
    const words = [...Object.values(VERDICTS), ...BADGE_WORDS, ...endings];
    const seen = await visibleText(page);
    assert.ok(seen.some((s) => s.text === json.title), `${file}: the title itself is visible`);
    for (const { text, place } of seen) {
      for (const word of words) {
        assert.ok(!text.includes(word), `${file}: “${word}” is visible in ${place}: ${text}`);
      }
    }
    // A screen reader reads a button's description even when it is not shown.
    const described = await page.locator("#experiments button[aria-describedby]").count();
    assert.equal(described, 0, `${file}: ${described} titles are described by their badge and summary`);
    checked += 1;
  }
  assert.equal(checked, FILES.length);
  assert.deepEqual(problems, []);
});

test("the check sees verdict words where the page shows them: the list's badges with Predict first off", async (t) => {
  // Without this, a visibility test that saw nothing would pass too.
  const { page, problems } = await open(t, browser);
  const seen = (await visibleText(page)).map((s) => s.text);
  assert.ok(seen.includes("Not safe: update lost"), "the default story's badge is visible");
  assert.ok(
    seen.some((text) => text.startsWith(VERDICTS.lost)),
    "the strip's verdict is visible",
  );
  assert.ok((await page.locator("#experiments button[aria-describedby]").count()) > 0, "titles are described by their badges");
  assert.deepEqual(problems, []);
});
