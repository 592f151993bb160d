// A scenario's own texts in the reader's language: the title, the summary,
// "Try this", the settings' labels and help, the challenges' tasks and the
// list items a resource holds come from the file's `translations`.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, scenario } from "./browser.mjs";

const browser = useBrowser();

for (const [language, file] of [
  ["de", "paused-holder.json"],
  ["es", "paused-holder.json"],
  ["de", "audit-log.json"],
]) {
  test(`${file} opened in ${language} shows the file's ${language} texts`, async (t) => {
    const { json } = await scenario(file);
    const texts = json.translations[language];
    const stem = file.replace(/\.json$/, "");
    const { page, problems } = await open(t, browser, { ready: false, path: `?lang=${language}&scenario=${stem}` });
    await page.locator("#scenario-title", { hasText: texts.title }).waitFor();
    await page.locator("html[data-workers]").waitFor({ state: "attached" });
    assert.equal(await page.locator("#scenario-summary").textContent(), texts.summary);
    assert.equal(await page.locator("#try-this-text").textContent(), texts.try_this);
    const settings = await page.locator("#settings").textContent();
    for (const knob of json.knobs) {
      assert.ok(settings.includes(texts.knobs[knob.id].label), `${knob.id}'s label`);
      assert.ok(settings.includes(texts.knobs[knob.id].help), `${knob.id}'s help`);
      assert.ok(!settings.includes(knob.help), `${knob.id}'s English help is not shown`);
    }
    const page_text = await page.locator("body").textContent();
    for (const challenge of json.challenges ?? []) {
      assert.ok(page_text.includes(texts.challenges[challenge.id].task), `${challenge.id}'s task`);
    }
    for (const [english, item] of Object.entries(texts.items ?? {})) {
      if (english !== item) assert.ok(page_text.includes(item), `the item “${item}”`);
    }
    assert.deepEqual(problems, []);
  });
}
