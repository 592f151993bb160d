// The address holds the run: a link opens the same experiment, settings
// and playback step; moving a slider rewrites the address; reloading
// restores it; and a bad link is adjusted with a notice, never obeyed as
// markup.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, results, slider, fencing, until, experiment, cli, fetchText } from "./browser.mjs";
import { say } from "./catalogue.mjs";

const browser = useBrowser();

/** The query of the page's address now. */
async function query(page) {
  return new URL(page.url()).searchParams;
}

/** Which event playback stands on: 1-based, 0 for none. */
async function currentEvent(page) {
  return page.locator("#events li").evaluateAll((items) => items.findIndex((li) => li.classList.contains("current")) + 1);
}

/** Waits until the address says `name=value`. */
async function addressHas(page, name, value) {
  return until(async () => (await query(page)).get(name) === value, `the address to hold ${name}=${value}`);
}

test("a link with settings opens with those settings and their numbers", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?scenario=paused-holder&pause_ms=7000&fencing=off&lease_ms=10000" });
  assert.equal(await slider(page, "Pause length").inputValue(), "7000");
  assert.equal(await page.locator("#knob-pause_ms-shown").textContent(), "7.0 s");
  // A 7 s pause ends inside the lease: the numbers the CLI gives for it.
  const text = await fetchText("scenarios/paused-holder.json");
  const { outcome } = await cli("paused-holder.json", text, ["pause_ms=7000", "fencing=off", "lease_ms=10000"]);
  assert.deepEqual(await results(page), {
    final: outcome.resources[0].finalValue,
    expected: outcome.resources[0].expectedValue,
    accepted: "no",
    refused: "no",
  });
  assert.equal(outcome.resources[0].finalData, 16);
  assert.equal(await page.locator("#link-notice").isHidden(), true);
  // The experiment's texts describe its defaults; the page says what the link changed.
  assert.equal(
    await page.locator("#link-changes").textContent(),
    say("link-changes", { changes: say("link-change-range", { label: "Pause length", shown: "7.0\u00a0s", default: "15.0\u00a0s" }) }),
  );
  assert.deepEqual(problems, []);
});

test("a link names an experiment and a playback step", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?scenario=check-then-act&step=3", ready: false });
  await page.locator("#scenario-title", { hasText: "Checking the lease, then pausing" }).waitFor();
  assert.equal(await currentEvent(page), 3);
  assert.equal(await page.locator("#link-notice").isHidden(), true);
  assert.deepEqual(problems, []);
});

test("moving a slider rewrites the address, and reloading restores the run", async (t) => {
  const { page, problems } = await open(t, browser);
  const before = await page.evaluate(() => history.length);
  const pause = slider(page, "Pause length");
  for (const value of [9000, 8000, 7000, 6000]) {
    await pause.fill(String(value));
  }
  await fencing(page).check();
  await addressHas(page, "pause_ms", "6000");
  await addressHas(page, "fencing", "on");
  const address = await query(page);
  assert.equal(address.get("scenario"), "paused-holder");
  assert.equal(address.get("lease_ms"), "10000", "every setting is in the address, not only the changed ones");
  // Settings replace the history entry; they do not pile up.
  assert.equal(await page.evaluate(() => history.length), before);

  // Step back twice: the address keeps the playback step too.
  await page.getByRole("button", { name: "Step back" }).click();
  await page.getByRole("button", { name: "Step back" }).click();
  const at = await currentEvent(page);
  assert.ok(at > 0 && at < (await page.locator("#events li").count()));
  await addressHas(page, "step", String(at));
  const shown = await results(page);

  await page.reload();
  await page.locator("#scenario-title", { hasText: "The paused lock holder" }).waitFor();
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  assert.equal(await slider(page, "Pause length").inputValue(), "6000");
  assert.equal(await fencing(page).isChecked(), true);
  assert.deepEqual(await results(page), shown);
  assert.equal(await currentEvent(page), at);
  assert.deepEqual(problems, []);
});

test("opening another experiment adds one history entry, and Back returns", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?pause_ms=abc" });
  assert.equal(await page.locator("#link-notice").isVisible(), true);
  await experiment(page, "Checking the lease, then pausing").click();
  await addressHas(page, "scenario", "check-then-act");
  assert.equal(await page.locator("#link-notice").isHidden(), true, "the old link's notice goes with its run");
  await page.goBack();
  await page.locator("#scenario-title", { hasText: "The paused lock holder" }).waitFor();
  assert.deepEqual(problems, []);
});

test("Back from a place in the lesson keeps the settings the reader chose", async (t) => {
  const { page, problems } = await open(t, browser);
  await page.getByRole("link", { name: say("page-plain-words-link") }).click();
  await slider(page, "Pause length").fill("6000");
  await addressHas(page, "pause_ms", "6000");
  await page.goBack();
  await until(async () => new URL(page.url()).hash === "", "the address to leave the lesson's fragment");
  assert.equal(await slider(page, "Pause length").inputValue(), "6000");
  await addressHas(page, "pause_ms", "6000");
  assert.deepEqual(problems, []);
});

test("playback's place goes into the address in whole milliseconds", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?step=0" });
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page.waitForTimeout(300);
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  const time = await until(async () => (await query(page)).get("t"), "a playback time in the address");
  assert.match(time, /^\d+$/);
  await page.reload();
  await page.locator("#scenario-title", { hasText: "The paused lock holder" }).waitFor();
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  assert.equal(await page.locator("#scrub").inputValue(), time);
  assert.equal(await page.locator("#link-notice").isHidden(), true);
  assert.deepEqual(problems, []);
});

test("odd links: a name twice, a very long value, a lock without an embed", async (t) => {
  const long = "9".repeat(5000);
  const { page, problems } = await open(t, browser, { path: `?pause_ms=1000&pause_ms=7000&lease_ms=${long}&locked` });
  const words = await page.locator("#link-notice").textContent();
  assert.match(words, /“pause_ms” appears more than once in this link; the last one counts/);
  assert.ok(words.length < 1500, "a long value is quoted cut short");
  assert.match(words, /“9{40}…”/);
  assert.match(words, /“locked” and “panels” are for a simulator embedded in another page/);
  assert.equal(await slider(page, "Pause length").inputValue(), "7000");
  // Not locked: the settings still move, and the address drops the lock.
  await slider(page, "Pause length").fill("8000");
  await addressHas(page, "pause_ms", "8000");
  assert.equal((await query(page)).has("locked"), false);
  assert.deepEqual(problems, []);
});

test("garbage in a link shows a notice and the defaults", async (t) => {
  const { page, problems } = await open(t, browser, {
    path: "?scenario=paused-holder&pause_ms=lots&lease_ms=999999&fencing=maybe&colour=red&step=-4",
  });
  const notice = page.locator("#link-notice");
  await notice.waitFor();
  const words = await notice.textContent();
  assert.match(words, /Pause length: “lots” is not a number, so it stays at 15\.0 s/);
  assert.match(words, /Lease length: “999999 ms” is more than the largest, 30\.0 s, so it is set to 30\.0 s/);
  assert.match(words, /Fencing tokens: “maybe” is not on or off/);
  assert.match(words, /“colour” is not a setting of this experiment/);
  assert.match(words, /The playback step “-4” is before the first event, so playback starts at the beginning/);
  assert.equal(await slider(page, "Pause length").inputValue(), "15000");
  assert.equal(await slider(page, "Lease length").inputValue(), "30000");
  assert.equal(await fencing(page).isChecked(), false);
  // The page still works: the notice can go, and the settings still move.
  await page.getByRole("button", { name: "Dismiss" }).click();
  assert.equal(await notice.isHidden(), true);
  await slider(page, "Lease length").fill("10000");
  await fencing(page).check();
  assert.equal((await results(page)).refused, "yes");
  assert.deepEqual(problems, []);
});

test("a link to an experiment that is not here opens the default story with a notice", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?scenario=../../etc/passwd&pause_ms=1000" });
  const words = await page.locator("#link-notice").textContent();
  assert.match(words, /experiment called “\.\.\/\.\.\/etc\/passwd”, which is not here/);
  // Settings meant for it are not applied to the default story.
  assert.equal(await slider(page, "Pause length").inputValue(), "15000");
  assert.deepEqual(await results(page), { final: "11", expected: "15", accepted: "yes", refused: "no" });
  assert.deepEqual(problems, []);
});

for (const hostile of ['<script>window.__ran = 1</script>', '"><img src=x onerror="window.__ran=1">']) {
  test(`a link with ${hostile.slice(0, 12)}… in every parameter renders as text and runs nothing`, async (t) => {
    const value = encodeURIComponent(hostile);
    const path = `?scenario=${value}&pause_ms=${value}&fencing=${value}&${value}=${value}&step=${value}&t=${value}&panels=${value}#${value}`;
    const { page, problems } = await open(t, browser, { path });
    const notice = page.locator("#link-notice");
    await notice.waitFor();
    assert.ok((await notice.textContent()).includes(hostile), "the link's words are shown as they are");
    assert.equal(await page.evaluate(() => window.__ran), undefined, "nothing from the link ran");
    assert.equal(await page.locator("img[src=x], #link-notice script, #link-notice img").count(), 0);
    assert.deepEqual(await results(page), { final: "11", expected: "15", accepted: "yes", refused: "no" });
    assert.deepEqual(problems, []);
  });
}
