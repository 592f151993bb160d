// The page in every language it has: picked from the link or the browser,
// switched without a reload, and with no English left in German or
// Spanish; the pseudo-language's longer words fit at desktop and phone
// width.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, words, slider, fetchText } from "./browser.mjs";

const browser = useBrowser();

/** Words that are English and neither German nor Spanish. */
const ENGLISH = new Set(["the", "and", "is", "of", "which", "with", "that", "when", "its", "it", "does", "this", "what", "while", "are", "be", "have", "from", "into", "isn't", "doesn't", "can't", "won't", "runs", "holds", "writes", "reads", "asks"]);

/**
 * Works the lesson cites by their own titles, which stay English as names
 * of systems and people do.
 */
const TITLES = [
  "The Chubby lock service for loosely-coupled distributed systems",
  "Designing for Understandability: the Raft consensus algorithm",
  "The trouble with distributed systems",
  "Designing Data-Intensive Applications",
];

/**
 * The lines of `text` that read as English: two English words or more, or
 * "the" among others. A word is what spaces and punctuation bound, so
 * "Stop-the-World-Pause" is one German word.
 * @param {string} text
 */
function englishLines(text) {
  for (const title of TITLES) text = text.replaceAll(title, "");
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter((line) => {
      const found = line.toLowerCase().split(/[^a-z'’\-\u00c0-\u024f]+/).filter(Boolean);
      const hits = new Set(found.filter((w) => ENGLISH.has(w)));
      return hits.size >= 2 || (hits.has("the") && found.length > 2);
    });
}

/** Every message id of the catalogue, for finding one shown instead of words. */
async function messageIds() {
  const text = await fetchText("words/en.ftl");
  return [...text.matchAll(/^([a-z][a-z0-9]*(?:-[a-z0-9]+)+) =/gm)].map((m) => m[1]).filter((id) => id.split("-").length > 2);
}

/**
 * Everything a reader can read: the page, then each step of the walk.
 * @param {import("playwright-core").Page} page
 */
async function everythingShown(page) {
  const parts = [await page.locator("body").innerText()];
  await page.locator("#tour-start").click();
  for (let step = 0; step < 40; step++) {
    parts.push(await page.locator("#tour").innerText());
    const next = page.locator("#tour-next");
    if (!(await next.isVisible()) || (await page.locator("#tour").isHidden())) break;
    await next.click();
    if (await page.locator("#tour").isHidden()) break;
  }
  return parts.join("\n");
}

for (const lang of ["de", "es"]) {
  test(`the page in ${lang} has no English sentence and no message id left`, async (t) => {
    const { page, problems } = await open(t, browser, { path: `?lang=${lang}` });
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    const say = await words(lang);
    assert.equal(await page.locator("#language").inputValue(), lang);
    assert.equal(await page.locator("label[for=language]").textContent(), say("language-label"));
    const shown = await everythingShown(page);
    // Names of systems and people aside, which the catalogues keep as they are.
    assert.deepEqual(englishLines(shown), []);
    const ids = await messageIds();
    assert.deepEqual(ids.filter((id) => shown.includes(id)), []);
    assert.deepEqual(problems, []);
  });
}

test("times and numbers are written the language's way", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?lang=de" });
  const events = await page.locator("#events").innerText();
  assert.match(events, /\b10,3 s/);
  assert.doesNotMatch(events, /\b\d+\.\d s/);
  assert.deepEqual(problems, []);
});

test("the browser's languages choose, the way the browser would", async (t) => {
  for (const [locale, lang] of [["de-AT", "de"], ["es-MX", "es"], ["fr-FR", "en"]]) {
    const { page, problems } = await open(t, browser, { locale });
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang, locale);
    assert.equal(await page.locator("#link-notice").isHidden(), true, locale);
    assert.deepEqual(problems, []);
  }
});

test("a link's language the page lacks falls back and says so", async (t) => {
  for (const [asked, lang, name] of [["de-AT", "de", "Deutsch"], ["fr", "en", "English"]]) {
    const { page, problems } = await open(t, browser, { path: `?lang=${asked}` });
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang, asked);
    const say = await words(lang);
    await page.locator("#link-notice").waitFor();
    assert.match(await page.locator("#link-notice-list").innerText(), new RegExp(say("notice-language", { asked, shown: name }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    assert.deepEqual(problems, []);
  }
});

test("the language select switches at once, keeping the run", async (t) => {
  const { page, problems } = await open(t, browser);
  await slider(page, "Pause length").fill("7000");
  await page.locator("#step-back").click();
  const position = await page.locator("#now").textContent();
  const before = await page.locator("#events li").count();
  await page.locator("#language").selectOption("es");
  await page.waitForFunction(() => document.documentElement.lang === "es");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("lang") === "es");
  const address = new URL(page.url()).searchParams;
  assert.equal(address.get("pause_ms"), "7000");
  assert.equal(await page.locator("#events li").count(), before);
  assert.notEqual(await page.locator("#now").textContent(), position);
  const say = await words("es");
  assert.equal(await page.locator("label[for=language]").textContent(), say("language-label"));
  await page.locator("#language").selectOption("en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  assert.equal(await page.locator("#now").textContent(), position);
  assert.deepEqual(problems, []);
});

for (const width of [1280, 390]) {
  test(`the pseudo-language's longer words fit at ${width} px`, async (t) => {
    const { page, problems } = await open(t, browser, { path: "?lang=en-XA", width, height: width > 500 ? 900 : 844 });
    assert.equal(await page.evaluate(() => document.documentElement.lang), "en-XA");
    const found = await page.evaluate(() => {
      const out = [];
      if (document.documentElement.scrollWidth > innerWidth) out.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - innerWidth} px`);
      // Words only a screen reader reads sit in a box of one pixel, on purpose.
      /** @param {Element} el */
      const seen = (el) => {
        const box = el.getBoundingClientRect();
        return el.checkVisibility() && box.width > 1 && box.height > 1 && !el.closest(".visually-hidden");
      };
      // Text cut off by its box.
      for (const el of document.querySelectorAll("body *")) {
        const style = getComputedStyle(el);
        if (!seen(el) || !el.textContent?.trim()) continue;
        const clips = /hidden|clip/.test(style.overflowX) || style.textOverflow === "ellipsis";
        if (clips && el.scrollWidth > el.clientWidth + 1 && !el.closest("svg")) out.push(`clipped: ${el.tagName.toLowerCase()}#${el.id} "${el.textContent.trim().slice(0, 40)}"`);
      }
      // What of a box is drawn: the part inside every ancestor that clips
      // what overflows it (the phone's sticky picture scrolls inside itself).
      /** @param {DOMRect} rect @param {Element} el */
      const drawn = (rect, el) => {
        let { left, top, right, bottom } = rect;
        for (let up = el.parentElement; up; up = up.parentElement) {
          if (!/hidden|clip|auto|scroll/.test(getComputedStyle(up).overflowY)) continue;
          const c = up.getBoundingClientRect();
          [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
        }
        return { left, top, right, bottom, width: right - left, height: bottom - top };
      };
      // Lines of text drawn over each other.
      const boxes = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || !seen(parent) || parent.closest("svg, [aria-hidden=true]")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const r = drawn(rect, parent);
          if (r.width > 1 && r.height > 1) boxes.push({ r, node });
        }
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i].r, b = boxes[j].r;
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (w > 2 && h > 2) out.push(`overlap: "${boxes[i].node.textContent.trim().slice(0, 30)}" and "${boxes[j].node.textContent.trim().slice(0, 30)}"`);
        }
      }
      return out;
    });
    assert.deepEqual(found, []);
    assert.deepEqual(problems, []);
  });
}
