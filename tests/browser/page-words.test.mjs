// The simulator's own page words: the English written in index.html is
// its English messages word for word (it is what a browser without
// scripts shows), every message the page names is in every language with
// the same attributes, arguments and markup, a reader gets them in their
// language and in the one they switch to, and longer words still fit.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, BASE } from "./browser.mjs";

const browser = useBrowser();

/** The languages the page ships, besides the pseudo-language. */
const LANGUAGES = ["en", "de", "es"];

/**
 * Opens the page in `lang` and waits until it has drawn its first run,
 * whatever the experiment's title is in that language.
 */
async function openIn(t, lang, options = {}) {
  const opened = await open(t, browser, { ...options, path: `?lang=${lang}`, ready: false });
  await opened.page.locator("html[data-workers]").waitFor({ state: "attached" });
  return opened;
}

test("the English in index.html is the English catalogue's, word for word", async (t) => {
  const { page, problems } = await openIn(t, "en");
  const differences = await page.evaluate(async () => {
    const { translateOne } = await import(new URL("js/words.js", location.href).href);
    const raw = await (await fetch("index.html")).text();
    const doc = new DOMParser().parseFromString(raw, "text/html");
    const roots = [doc, ...[...doc.querySelectorAll("template")].map((tpl) => tpl.content)];
    const squeeze = (/** @type {string} */ s) => s.replace(/\s+/g, " ").trim();
    const out = [];
    let checked = 0;
    for (const root of roots) {
      for (const element of root.querySelectorAll("[data-l10n-id]")) {
        const id = element.getAttribute("data-l10n-id");
        const before = { html: squeeze(element.innerHTML), attrs: [...element.attributes].map((a) => `${a.name}=${a.value}`) };
        translateOne(element);
        const after = { html: squeeze(element.innerHTML), attrs: [...element.attributes].map((a) => `${a.name}=${a.value}`) };
        if (before.html !== after.html) out.push(`${id}: the page says “${before.html}”, the catalogue “${after.html}”`);
        if (before.attrs.join("\n") !== after.attrs.join("\n")) out.push(`${id}: the page's attributes ${before.attrs} are the catalogue's ${after.attrs}`);
        checked += 1;
      }
    }
    return { out, checked };
  });
  assert.deepEqual(differences.out, []);
  assert.ok(differences.checked > 90, `only ${differences.checked} elements name a message`);
  assert.deepEqual(problems, []);
});

test("every message the page names is in every language, with the same attributes, arguments and markup", async (t) => {
  const { page, problems } = await openIn(t, "en");
  const gaps = await page.evaluate(async (languages) => {
    const { FluentBundle, FluentResource } = await import(new URL("vendor/fluent-bundle/index.js", location.href).href);
    const bundles = {};
    for (const lang of languages) {
      const bundle = new FluentBundle(lang, { useIsolating: false });
      const errors = bundle.addResource(new FluentResource(await (await fetch(`words/${lang}.ftl`)).text()));
      if (errors.length) return [`words/${lang}.ftl: ${errors.join("; ")}`];
      bundles[lang] = bundle;
    }
    const raw = await (await fetch("index.html")).text();
    const doc = new DOMParser().parseFromString(raw, "text/html");
    const roots = [doc, ...[...doc.querySelectorAll("template")].map((tpl) => tpl.content)];
    const tags = (/** @type {string} */ s) => [...s.matchAll(/<(\w+)/g)].map((m) => m[1]).sort().join(" ");
    const out = [];
    for (const root of roots) {
      for (const element of root.querySelectorAll("[data-l10n-id]")) {
        const id = element.getAttribute("data-l10n-id") ?? "";
        const args = JSON.parse(element.getAttribute("data-l10n-args") ?? "{}");
        const english = bundles.en.getMessage(id);
        if (!english) {
          out.push(`${id}: not in English`);
          continue;
        }
        for (const lang of languages) {
          const message = bundles[lang].getMessage(id);
          if (!message) {
            out.push(`${id}: not in ${lang}`);
            continue;
          }
          if (Boolean(message.value) !== Boolean(english.value)) out.push(`${id}: a value in English but not in ${lang}, or the other way`);
          const names = (m) => Object.keys(m.attributes).sort().join(" ");
          if (names(message) !== names(english)) out.push(`${id}: attributes ${names(english)} in English, ${names(message)} in ${lang}`);
          const patterns = [["", message.value, english.value], ...Object.keys(message.attributes).map((a) => [`.${a}`, message.attributes[a], english.attributes[a]])];
          for (const [part, pattern, englishPattern] of patterns) {
            if (!pattern) continue;
            const errors = [];
            const text = bundles[lang].formatPattern(pattern, args, errors);
            if (errors.length) out.push(`${id}${part} in ${lang}: ${errors.join("; ")}`);
            if (englishPattern && tags(text) !== tags(bundles.en.formatPattern(englishPattern, args))) {
              out.push(`${id}${part} in ${lang} has the markup ${tags(text)}, English ${tags(bundles.en.formatPattern(englishPattern, args))}`);
            }
          }
        }
      }
    }
    return out;
  }, LANGUAGES);
  assert.deepEqual(gaps, []);
  assert.deepEqual(problems, []);
});

test("a German reader gets the page's own words in German, and the language select changes them", async (t) => {
  const { page, problems } = await openIn(t, "de");
  assert.equal(await page.title(), "fencelab: Sperren, Leases und Fencing-Tokens");
  assert.match(await page.locator('meta[name="description"]').getAttribute("content"), /^Ein Simulator, der zeigt/);
  assert.equal(await page.locator("h1").textContent(), "Sperren, Leases und Fencing-Tokens");
  assert.equal(await page.locator("#share-open").textContent(), "Teilen / einbetten");
  assert.equal(await page.locator("#events").getAttribute("aria-label"), "Ereignisse");
  // Numbers are the language's: a decimal comma, and 2000 grouped.
  assert.equal(await page.locator('#speed option[value="0.5"]').textContent(), "0,5×");
  assert.match(await page.locator("#playback-keys").textContent(), /Umschalt\+Pfeiltasten um 0,1 s,/);
  assert.match(await page.locator("#map-search-box .hint").textContent(), /^Probiert 2\.000 Läufe/);
  // The comparison's copies of its template speak the page's language too.
  await page.locator("#compare-toggle").click();
  await page.locator("#compare").waitFor();
  const duplicates = page.locator('#compare-runs [data-l10n-id="page-compare-duplicates"]');
  assert.equal(await duplicates.count(), 2);
  assert.equal(await duplicates.first().textContent(), "Doppelt erledigte Arbeit:");

  await page.locator("#language").selectOption("es");
  await page.locator("h1", { hasText: "Bloqueos, leases y tokens de fencing" }).waitFor();
  assert.equal(await page.title(), "fencelab: bloqueos, leases y tokens de fencing");
  assert.equal(await duplicates.last().textContent(), "Trabajo hecho dos veces:");
  // Spanish groups thousands from five digits on.
  assert.match(await page.locator("#map-search-box .hint").textContent(), /^Prueba 2000 ejecuciones/);

  await page.locator("#language").selectOption("en");
  await page.locator("h1", { hasText: "Locks, leases and fencing tokens" }).waitFor();
  assert.equal(await page.locator('#speed option[value="0.5"]').textContent(), "0.5×");
  assert.equal(await page.locator("#share-open").textContent(), "Share / embed");
  assert.deepEqual(problems, []);
});

test("the first script says the simulator could not start in the page's own words", async (t) => {
  const { page } = await open(t, browser, {
    ready: false,
    routes: async (p) => {
      await p.route("**/js/main.js", (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "not found\n" }));
      // The hidden paragraphs the first script reads, given other words:
      // what it shows must be these, not words of its own.
      await p.route(new URL(BASE).href, async (route) => {
        const response = await route.fetch();
        const body = (await response.text())
          .replace(/(<p id="boot-failed" [^>]*>)[^<]*/, "$1Words from the page.")
          .replace(/(<p id="boot-failed-title" [^>]*>)[^<]*/, "$1A title from the page");
        await route.fulfill({ response, body });
      });
    },
  });
  const alert = page.getByRole("alert");
  await alert.waitFor();
  assert.equal(await alert.textContent(), "Words from the page.");
  assert.equal(await page.locator("#scenario-title").textContent(), "A title from the page");
});

for (const lang of ["de", "es", "en-XA"]) {
  for (const width of [1280, 390]) {
    test(`in ${lang} at ${width} px the header's language select sits at the top right and nothing is cut off or scrolls sideways`, async (t) => {
      const { page, problems } = await openIn(t, lang, { width, height: 844 });
      const layout = await page.evaluate(() => {
        const box = (/** @type {string} */ s) => /** @type {Element} */ (document.querySelector(s)).getBoundingClientRect();
        const select = box("#language");
        const brand = box(".brand");
        const heading = box("h1");
        const header = /** @type {Element} */ (document.querySelector(".page-header"));
        const right = header.getBoundingClientRect().right - parseFloat(getComputedStyle(header).paddingRight);
        const cut = [...document.querySelectorAll("header [data-l10n-id], #simulator [data-l10n-id]")]
          // Out of sight on purpose: the class, or the same 1 px clip in a
          // layout's own rule (a phone keeps the chart's heading as its name only).
          .filter((e) => e instanceof HTMLElement && e.offsetParent !== null && !e.closest(".visually-hidden"))
          .filter((e) => !(getComputedStyle(e).clipPath === "inset(50%)" && e.getBoundingClientRect().width <= 1))
          .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== "visible")
          .map((e) => e.getAttribute("data-l10n-id"));
        return {
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          onBrandLine: select.top < brand.bottom && select.bottom > brand.top,
          aboveHeading: select.bottom <= heading.top + 1,
          atRight: Math.abs(select.right - right) <= 1,
          cut,
        };
      });
      assert.deepEqual(layout, { sideways: 0, onBrandLine: true, aboveHeading: true, atRight: true, cut: [] });
      assert.deepEqual(problems, []);
    });
  }
}
