// The panic path: the core is meant never to panic, and the page keeps a
// net under that promise. This test opens a build of the wasm with the
// `test-panic` feature (served at FENCELAB_PANIC_URL by `cargo xtask
// test`), in which a run of a scenario whose title says
// "fencelab-test-panic" panics, and checks what a reader then meets: the
// page says the simulator hit a bug, with the panic's message; nothing is
// blank; and the lesson around the simulator still works.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, experiment, showTab } from "./browser.mjs";

const PANIC_URL = process.env.FENCELAB_PANIC_URL;
const MARKED = "Short pause, fencelab-test-panic";
/** A story with a map, whose map panics. */
const MAP_MARKED = "Renewing holder, fencelab-map-panic";

const browser = useBrowser();

/**
 * Opens the test-panic build at `base` with the scenario `stem` retitled
 * `title`, which carries the mark that makes it panic.
 */
function openMarked(t, base, stem, title) {
  return open(t, browser, {
    ready: false,
    path: base.href,
    routes: (page) =>
      page.route(new RegExp(`/scenarios/${stem}\\.json$`), async (route) => {
        const response = await route.fetch();
        const json = JSON.parse(await response.text());
        json.title = title;
        await route.fulfill({ response, body: JSON.stringify(json) });
      }),
  });
}

test("a panic in the wasm shows its message, and the lesson still works", async (t) => {
  assert.ok(PANIC_URL, "FENCELAB_PANIC_URL names the build with the test-panic feature (cargo xtask test serves it)");
  const base = new URL(PANIC_URL);
  const { page, problems } = await openMarked(t, base, "short-pause", MARKED);
  await page.locator("#scenario-title", { hasText: "The paused lock holder" }).waitFor();
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  assert.match(await page.locator("#verdict").textContent(), /^Not safe: /, "the unmarked story runs");

  await experiment(page, MARKED).click();
  const error = page.locator("#error");
  await error.waitFor();
  const said = await error.textContent();
  assert.match(said, /The simulator hit a bug and stopped\. Reload the page to start again\./);
  assert.match(said, /a panic the tests asked for/, "the panic's own message is shown");
  assert.equal(await page.locator(".workbench").getAttribute("inert"), "", "the controls no longer pretend to work");
  // The panic hook logs the message; nothing else may have gone wrong.
  // This build is served apart from the site, so its own requests count
  // as outside the site's origin for the shared watcher.
  const own = `request outside the origin: ${base.origin}/`;
  assert.deepEqual(
    problems.filter((p) => !p.startsWith(own) && !p.includes("a panic the tests asked for") && !/RuntimeError: unreachable/.test(p)),
    [],
  );
  assert.ok(problems.some((p) => p.includes("fencelab: ")), "the hook logged the panic");

  // Not a blank page: the title, the lesson and the quiz are all there.
  assert.ok((await page.locator("#scenario-title").textContent()).trim().length > 0);
  assert.ok((await page.locator("#plain-words").textContent()).length > 200, "the lesson's text is there");
  const question = page.locator("#quiz .quiz-question").first();
  await question.getByRole("radio").first().check();
  await question.locator(".quiz-check").click();
  assert.ok((await question.locator(".quiz-feedback").textContent()).trim().length > 0, "the quiz still answers");
});

test("a panic in a worker's wasm stops the simulator the same way, with the panic's message", async (t) => {
  assert.ok(PANIC_URL, "FENCELAB_PANIC_URL names the build with the test-panic feature (cargo xtask test serves it)");
  const base = new URL(PANIC_URL);
  const { page, problems } = await openMarked(t, base, "renewing-holder", MAP_MARKED);
  await page.locator("#scenario-title", { hasText: "The paused lock holder" }).waitFor();
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  assert.ok(Number(await page.locator("html").getAttribute("data-workers")) >= 2, "the map runs on workers");

  // The map is made only while its tab is open. The run opens; its map,
  // made on the workers, panics there.
  await showTab(page, "Safety map");
  await experiment(page, MAP_MARKED).click();
  const error = page.locator("#error");
  await error.waitFor();
  const said = await error.textContent();
  assert.match(said, /The simulator hit a bug and stopped\. Reload the page to start again\./);
  assert.match(said, /a panic the tests asked for: the title says fencelab-map-panic/);
  assert.equal(await page.locator(".workbench").getAttribute("inert"), "");
  assert.equal(await page.locator("#scenario-title").textContent(), MAP_MARKED, "the run itself opened");
  const own = `request outside the origin: ${base.origin}/`;
  assert.deepEqual(
    problems.filter((p) => !p.startsWith(own) && !p.includes("a panic the tests asked for") && !/RuntimeError: unreachable/.test(p)),
    [],
  );
  assert.ok((await page.locator("#plain-words").textContent()).length > 200, "the lesson's text is there");
});
