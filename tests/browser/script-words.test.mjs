// The words the page's own scripts write come from the catalogues of the
// language the page speaks: the safety map's summary with its plurals and
// the language's numbers, a link's notices, the results' labels. Switching
// the language draws again what was drawn once; the share dialog can keep
// the language in the link; and the workers, which word a search's
// counterexample, speak as the page's own thread does.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, showTab, words } from "./browser.mjs";

const browser = useBrowser();

/** Opens the page at `path`, waits until its workers (or none) are settled, and opens its safety map. */
async function ready(t, path, options = {}) {
  const opened = await open(t, browser, { ...options, path, ready: false });
  await opened.page.locator("html[data-workers]").waitFor({ state: "attached", timeout: 30_000 });
  // The map is a tab under the chart, named in the page's language.
  const lang = new URLSearchParams(path.replace(/^\?/, "")).get("lang") ?? "en";
  await showTab(opened.page, (await words(lang))("page-tab-map"));
  await opened.page.locator('#map-panel [data-part="summary"]').filter({ hasText: /\S/ }).waitFor();
  return opened;
}

test("in German the map's summary, the results and a link's notices are German, with German numbers", async (t) => {
  const { page, problems } = await ready(t, "?lang=de&bogus=1&pause_ms=15000.5");
  const summary = await page.locator('#map-panel [data-part="summary"]').textContent();
  assert.match(summary, /^[\d.]+ von 40\.000 Läufen verlier(t|en) eine Änderung; /, summary);
  assert.match(summary, /Waagerecht: .+, 0 s bis 30 s\. Senkrecht: /, summary);
  assert.equal(await page.locator('#map-panel canvas[data-part="canvas"]').getAttribute("aria-label"), `Sicherheitskarte. ${summary}`);
  assert.equal(await page.getByLabel("Endwert", { exact: true }).count(), 1);
  assert.equal(await page.getByLabel("Veralteter Schreibzugriff angenommen", { exact: true }).textContent(), "ja");
  const notices = await page.locator("#link-notice-list li").allTextContents();
  assert.ok(notices.includes("„bogus“ ist keine Einstellung dieses Experiments und wurde deshalb weggelassen."), notices.join("\n"));
  assert.ok(notices.some((n) => /„15000\.5 ms“ ist keine ganze Zahl von Millisekunden/.test(n)), notices.join("\n"));
  assert.deepEqual(problems, []);
});

test("switching the language draws again the words drawn once", async (t) => {
  const { page, problems } = await ready(t, "");
  const summary = page.locator('#map-panel [data-part="summary"]');
  assert.match(await summary.textContent(), /^[\d,]+ of 40,000 runs lose/);
  const play = page.locator('#playback [data-part="play"]');
  await play.click();
  await page.locator('#playback [data-part="play"]', { hasText: "Pause" }).waitFor();
  await play.click();
  assert.equal(await play.textContent(), "Play");
  await page.locator("#language").selectOption("es");
  await summary.filter({ hasText: /^[\d.]+ de 40\.000 ejecuciones pierden una actualización; / }).waitFor();
  assert.equal(await play.textContent(), "Reproducir");
  assert.equal(await page.getByLabel("Valor final", { exact: true }).count(), 1);
  assert.equal(await page.locator(".shelf-heading").first().textContent(), "La historia básica");
  assert.match(await page.locator('#map-panel [data-part="readout"]').textContent(), /^Señala una celda/);
  assert.deepEqual(problems, []);
});

test("the share dialog keeps a chosen language in the link and the embed code, and offers none in English", async (t) => {
  const { page, problems } = await ready(t, "?lang=es");
  await page.locator("#share-open").click();
  const box = page.locator("#share-language");
  assert.equal(await page.locator("#share-language-label").textContent(), "Abrir en Español");
  assert.equal(await box.isChecked(), true);
  assert.match(await page.locator("#share-link").inputValue(), /[?&]lang=es(&|$)/);
  assert.match(await page.locator("#share-snippet").inputValue(), /&amp;lang=es&amp;embed"/);
  await box.uncheck();
  assert.doesNotMatch(await page.locator("#share-link").inputValue(), /lang=/);
  assert.doesNotMatch(await page.locator("#share-snippet").inputValue(), /lang=/);
  await page.locator("#share-close").click();

  const english = await ready(t, "");
  await english.page.locator("#share-open").click();
  assert.equal(await english.page.locator("#share-language-row").isHidden(), true);
  assert.doesNotMatch(await english.page.locator("#share-link").inputValue(), /lang=/);
  assert.deepEqual([...problems, ...english.problems], []);
});

test("the workers word a counterexample as the page's own thread does, in the page's language", async (t) => {
  /** The search's words on a page in German, with or without workers. */
  async function search(workers) {
    const { page, problems } = await ready(t, "?lang=de", { workers });
    const crew = Number(await page.locator("html").getAttribute("data-workers"));
    assert.ok(workers ? crew > 0 : crew === 0, `${crew} workers`);
    await page.locator("#map-search").click();
    const found = page.locator("#map-found");
    await found.filter({ hasNotText: /^Probiere / }).filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
    assert.deepEqual(problems, []);
    return found.textContent();
  }
  const here = await search(false);
  const there = await search(true);
  assert.equal(there, here);
  // A speaker-less wasm would say a message's id and its arguments.
  assert.doesNotMatch(there, /^[a-z]+(-[a-z]+)+/, there);
});
