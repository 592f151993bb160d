// axe-core over the page in every state a reader meets (as it opens, on
// the walk, predicting, comparing, editing, reading the chart as text, in
// the projector view) and in each of its languages: no violation of any
// rule axe runs by default, best practices included.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import { useBrowser, open } from "./browser.mjs";

const browser = useBrowser();

/** axe-core's script, evaluated in the page by the DevTools protocol, which the page's policy does not govern. */
const AXE = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Each state: the link it opens with and what the reader then does.
 * @type {[string, string, ((page: import("playwright-core").Page) => Promise<void>) | null][]}
 */
const STATES = [
  ["as it opens", "", null],
  ["on the walk", "", async (page) => {
    await page.locator("#tour-start").click();
    await page.locator("#tour:not([hidden])").waitFor();
  }],
  ["predicting", "predict=on", async (page) => {
    await page.locator("#prediction:not([hidden])").waitFor();
  }],
  ["comparing", "compare=fencing", async (page) => {
    await page.locator("#compare:not([hidden])").waitFor();
  }],
  ["editing", "edit", async (page) => {
    await page.locator("#editor:not([hidden])").waitFor();
  }],
  ["reading the chart as text", "", async (page) => {
    await page.locator("#chart").focus();
    await page.keyboard.press("Enter");
    await page.locator("#steps [role=option]").first().waitFor();
  }],
  ["in the projector view", "view=projector", null],
];

for (const lang of ["en", "de", "es"]) {
  for (const [state, query, act] of STATES) {
    test(`axe finds nothing ${state}, in ${lang}`, async (t) => {
      const path = `?lang=${lang}${query ? `&${query}` : ""}`;
      const { page, problems } = await open(t, browser, { path });
      if (act) await act(page);
      await page.evaluate(AXE);
      const violations = await page.evaluate(async () => {
        // @ts-ignore axe is the script just evaluated
        const { violations } = await window.axe.run(document);
        return violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
      });
      assert.deepEqual(violations, [], violations.join("\n"));
      assert.deepEqual(problems, []);
    });
  }
}
