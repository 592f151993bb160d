// The lesson in every language: the English the page writes over its own
// markup is the markup's English, German and Spanish have every message
// of the lesson in their own words, and its links keep their addresses and
// still open their experiments after a change of language.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open } from "./browser.mjs";

const browser = useBrowser();

/** Every element of the lesson that names a message. */
const LESSON = "[data-l10n-id^='lesson-']";

/**
 * The lesson's messages as the page shows them: id, text, and each link's
 * name, address and experiment.
 * @param {import("playwright-core").Page} page
 */
function shown(page) {
  return page.locator(LESSON).evaluateAll((elements) =>
    elements.map((e) => ({
      id: e.getAttribute("data-l10n-id"),
      text: (e.textContent ?? "").replace(/\s+/g, " ").trim(),
      links: [...e.querySelectorAll("a")].map((a) => [a.getAttribute("data-l10n-name"), a.getAttribute("href"), a.getAttribute("data-scenario")].join(" ")),
    })),
  );
}

/**
 * The same, from `index.html` as it was written, before any words were put in.
 * @param {import("playwright-core").Page} page
 */
function written(page) {
  return page.evaluate(async (selector) => {
    const html = await (await fetch("index.html")).text();
    const doc = new DOMParser().parseFromString(html, "text/html");
    return [...doc.querySelectorAll(selector)].map((e) => ({
      id: e.getAttribute("data-l10n-id"),
      text: (e.textContent ?? "").replace(/\s+/g, " ").trim(),
      links: [...e.querySelectorAll("a")].map((a) => [a.getAttribute("data-l10n-name"), a.getAttribute("href"), a.getAttribute("data-scenario")].join(" ")),
    }));
  }, LESSON);
}

/**
 * The lesson's messages that a language's own catalogue, read by itself,
 * can say without an error (a message it lacks, or one that names a
 * message or an argument nobody gives, is missing).
 * @param {import("playwright-core").Page} page
 * @param {string} code
 */
function sayable(page, code) {
  return page.evaluate(
    async ({ code, selector }) => {
      const { FluentBundle, FluentResource } = await import(new URL("vendor/fluent-bundle/index.js", location.href).href);
      const bundle = new FluentBundle(code, { useIsolating: false });
      bundle.addResource(new FluentResource(await (await fetch(`words/${code}.ftl`)).text()));
      const ids = [...new Set([...document.querySelectorAll(selector)].map((e) => e.getAttribute("data-l10n-id") ?? ""))];
      return ids.filter((id) => {
        const message = bundle.getMessage(id);
        if (!message?.value) return false;
        const errors = [];
        bundle.formatPattern(message.value, null, errors);
        return errors.length === 0;
      });
    },
    { code, selector: LESSON },
  );
}

test("the lesson's English is the page's own markup, word for word, with its links", async (t) => {
  const { page, problems } = await open(t, browser);
  const live = await shown(page);
  assert.ok(live.length > 90, `the lesson names its messages (${live.length})`);
  assert.deepEqual(live, await written(page));
  assert.deepEqual(await sayable(page, "en"), [...new Set(live.map((m) => m.id))]);
  assert.deepEqual(problems, []);
});

/** The few messages whose words are the same as English in that language: a name or a borrowed term. */
const SAME = {
  de: ["lesson-term-lease", "lesson-hazelcast-heading"],
  es: ["lesson-term-lease", "lesson-hazelcast-heading"],
};

for (const code of ["de", "es"]) {
  test(`?lang=${code} shows the whole lesson in its own words, and its links still open their experiments`, async (t) => {
    const { page, problems } = await open(t, browser, { path: `?lang=${code}` });
    const own = new Set(await sayable(page, code));
    const english = await written(page);
    const live = await shown(page);
    assert.equal(live.length, english.length);
    const same = [];
    for (let i = 0; i < live.length; i++) {
      const { id, text, links } = live[i];
      assert.ok(own.has(id), `${code} says ${id} itself`);
      assert.ok(text.length > 0, `${id} says something`);
      assert.deepEqual(links, english[i].links, `${id} keeps its links`);
      if (text === english[i].text) same.push(id);
    }
    assert.deepEqual(same, SAME[code], "everything else is translated");
    // A link in the translated words opens its experiment as in English.
    const link = page.locator("#remember a[data-scenario='check-then-act.json']");
    await link.click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), "scenario-title");
    assert.match(await page.evaluate(() => location.search), /scenario=check-then-act(&|$)/);
    assert.deepEqual(problems, []);
  });
}

test("switching the language rewrites the lesson, and switching back gives the English again", async (t) => {
  const { page, problems } = await open(t, browser);
  const english = await shown(page);
  const heading = page.locator("#plain-words-heading");
  await page.locator("#language").selectOption("de");
  await page.waitForFunction(() => document.querySelector("#plain-words-heading")?.textContent === "Einfach erklärt");
  assert.equal(await page.locator("#go-deeper a[href^='http']").count(), 9, "the readings keep their addresses");
  await page.locator("#language").selectOption("es");
  await page.waitForFunction(() => document.querySelector("#plain-words-heading")?.textContent === "En pocas palabras");
  await page.locator("#language").selectOption("en");
  await page.waitForFunction(() => document.querySelector("#plain-words-heading")?.textContent === "In plain words");
  assert.equal(await heading.textContent(), "In plain words");
  assert.deepEqual(await shown(page), english);
  await page.locator("#real-systems a[data-scenario='async-failover.json']").click();
  assert.match(await page.evaluate(() => location.search), /scenario=async-failover(&|$)/);
  assert.deepEqual(problems, []);
});
