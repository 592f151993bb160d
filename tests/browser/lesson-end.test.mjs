// The lesson's ending, "Remember this" and "Go deeper": every experiment
// link opens its experiment, the outside links are plain links that the
// page never loads, and the opening says the lesson's level and length.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { useBrowser, open } from "./browser.mjs";

const browser = useBrowser();

/** A scenario's title, as its file in `scenarios/` gives it. */
async function title(file) {
  return JSON.parse(await readFile(new URL(`../../scenarios/${file}`, import.meta.url), "utf8")).title;
}

test("every experiment link at the lesson's end opens its experiment", async (t) => {
  const { page, problems } = await open(t, browser);
  const links = page.locator(":is(#remember, #go-deeper) a[data-scenario]");
  const count = await links.count();
  assert.ok(count >= 6 + 9, `each point and each reading has its experiment (${count} links)`);
  assert.equal(await page.locator("#remember li").count(), 6, "six points to remember");
  assert.equal(await page.locator("#remember li:not(:has(a[data-scenario]))").count(), 0, "each point links an experiment");
  assert.equal(await page.locator("#go-deeper li:not(:has(a[data-scenario]))").count(), 1, "every item but the lecture series links an experiment");
  const opened = new Set();
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    const file = await link.getAttribute("data-scenario");
    assert.equal(await link.getAttribute("href"), "#simulator", `${file}: without the simulator the link still lands on it`);
    const expected = await title(file);
    // Another experiment first, so each click has something to change.
    const other = file === "short-pause.json" ? "paused-holder.json" : "short-pause.json";
    await page.evaluate((name) => document.querySelector(`a[data-scenario="${name}"]`)?.click(), other);
    await link.click();
    assert.equal(await page.locator("#scenario-title").textContent(), expected, `${file} opens “${expected}”`);
    assert.equal(await page.evaluate(() => document.activeElement?.id), "scenario-title");
    assert.match(await page.evaluate(() => location.search), new RegExp(`scenario=${file.replace(".json", "")}(&|$)`));
    opened.add(file);
  }
  assert.ok(opened.size >= 10, `the links open many experiments (${[...opened].join(", ")})`);
  // Every request the page made stayed on the site (open() records any that left).
  assert.deepEqual(problems, []);
});

test("the readings and talks are plain outside links, and the opening says the level and length", async (t) => {
  const { page, problems } = await open(t, browser);
  const outside = await page.locator(":is(#remember, #go-deeper) a:not([data-scenario])").evaluateAll((links) =>
    links.map((a) => ({ href: a.getAttribute("href"), rel: a.getAttribute("rel"), text: a.textContent.trim() })),
  );
  assert.equal(outside.length, 9, "two talks and seven readings");
  for (const link of outside) {
    assert.match(link.href, /^https?:\/\/[^/]+\.[a-z]+\//, `${link.text} is a plain address`);
    assert.equal(link.rel, "noopener", `${link.text} opens without a handle on this page`);
  }
  const readings = outside.map((l) => l.href).join(" ");
  for (const site of ["martin.kleppmann.com", "antirez.com", "dl.acm.org", "research.google", "usenix.org", "raft.github.io", "dataintensive.net", "youtube.com"]) {
    assert.ok(readings.includes(site), `a link to ${site}`);
  }
  assert.match(await page.locator("#go-deeper").textContent(), /chapter 8/);
  const opening = await page.locator(".page-header").textContent();
  assert.match(opening, /Intermediate/);
  assert.match(opening, /10 to 15 minutes/);
  // Nothing in the ending is an image, a frame or anything else the page would fetch.
  assert.equal(await page.locator(":is(#remember, #go-deeper) :is(img, iframe, video, audio, object, embed, link, script)").count(), 0);
  assert.deepEqual(problems, []);
});
