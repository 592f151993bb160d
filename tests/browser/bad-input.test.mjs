// What the page does when its files are bad: a broken scenario is listed
// with the place of its mistake and the rest keeps working; a missing wasm
// leaves a clear message instead of a blank page. The server serves `dist/`
// as built, so the bad files are faked with `page.route`.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, results, fencing, until } from "./browser.mjs";
import { say } from "./catalogue.mjs";

/** A scenario file that is not JSON: the value on line 3 has no quotes. */
const BROKEN_FILE = "zz-broken-on-purpose.json";
const BROKEN_TEXT = '{\n  "title": "Broken",\n  "summary": oops\n}\n';

const browser = useBrowser();

/** Serves `scenarios/index.json` with `extra` added, and `extra` as `text`. */
function withScenario(extra, text, { only = false } = {}) {
  return async (page) => {
    await page.route("**/scenarios/index.json", async (route) => {
      const response = await route.fetch();
      const index = await response.json();
      index.scenarios = only ? [extra] : [...index.scenarios, extra];
      await route.fulfill({ response, json: index });
    });
    await page.route(`**/scenarios/${extra}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: text }));
  };
}

test("a scenario file that is not JSON is listed as broken, with its line and column", async (t) => {
  const { page, problems } = await open(t, browser, { routes: withScenario(BROKEN_FILE, BROKEN_TEXT) });
  const broken = page.locator("#experiments li.broken");
  assert.equal(await broken.count(), 1);
  const words = await broken.textContent();
  assert.ok(words.includes(BROKEN_FILE), words);
  assert.match(words, /Cannot be loaded: /);
  assert.match(words, /line 3/, `the message points at the line: ${words}`);
  assert.match(words, /column \d+/, `the message points at the column: ${words}`);
  assert.equal(await broken.getByRole("button").count(), 0, "a broken file cannot be opened");
  // It comes last, after every scenario that works.
  assert.equal(await page.locator("#experiments li").last().textContent(), words);

  // The rest of the page is untouched.
  assert.equal(await page.getByRole("alert").isHidden(), true);
  assert.deepEqual(await results(page), { final: "11", expected: "15", accepted: "yes", refused: "no" });
  await fencing(page).check();
  assert.deepEqual(await results(page), { final: "15", expected: "15", accepted: "no", refused: "yes" });
  assert.deepEqual(problems, []);
});

test("a scenario file that breaks the schema is listed with the reason", async (t) => {
  const text = JSON.stringify({ title: "No clients", summary: "Missing everything else." }, null, 2);
  const { page, problems } = await open(t, browser, { routes: withScenario("zz-no-clients.json", text) });
  const broken = page.locator("#experiments li.broken");
  assert.equal(await broken.count(), 1);
  const words = await broken.textContent();
  assert.ok(words.includes("zz-no-clients.json"), words);
  assert.match(words, /Cannot be loaded: \S/);
  assert.doesNotMatch(words, /unknown problem/);
  assert.equal(await page.getByRole("alert").isHidden(), true);
  assert.deepEqual(problems, []);
});

test("when no scenario loads, the page says so", async (t) => {
  const { page, problems } = await open(t, browser, { routes: withScenario(BROKEN_FILE, BROKEN_TEXT, { only: true }), ready: false });
  const alert = page.getByRole("alert");
  await alert.waitFor();
  assert.match(await alert.textContent(), /No experiment could be loaded/);
  assert.equal(await page.locator("#experiments li.broken").count(), 1);
  assert.deepEqual(problems, []);
});

/**
 * Files the simulator cannot start without, each broken in one way: what
 * the server sends instead, and which reported problems that explains.
 */
const FATAL = [
  {
    what: "a wasm file that cannot be fetched",
    url: "**/*.wasm",
    reply: { status: 404, contentType: "text/plain", body: "not found\n" },
    expected: /fencelab_wasm_bg\.wasm|status of 404/,
    told: "page-cannot-start",
  },
  {
    what: "a wasm file that is not wasm",
    url: "**/*.wasm",
    reply: { status: 200, contentType: "application/wasm", body: "not wasm" },
    expected: /^$/,
    told: "page-cannot-start",
  },
  {
    what: "a missing wasm package script",
    url: "**/pkg/fencelab_wasm.js",
    reply: { status: 404, contentType: "text/plain", body: "not found\n" },
    expected: /fencelab_wasm\.js|status of 404/,
    told: "page-cannot-start",
  },
  {
    // As in a frame whose sandbox keeps its scripts from loading.
    what: "a page script that cannot be loaded",
    url: "**/js/main.js",
    reply: { status: 404, contentType: "text/plain", body: "not found\n" },
    expected: /main\.js|status of 404/,
    // No script of the page runs: the page's own markup says it.
    told: "page-boot-failed",
  },
  {
    what: "a missing scenario index",
    url: "**/scenarios/index.json",
    reply: { status: 404, body: "not found\n" },
    expected: /index\.json|status of 404/,
    told: "page-cannot-start",
  },
];

/** Text with each run of white space made one space, as a page shows a catalogue's lines. */
const squash = (text) => text.replace(/\s+/g, " ").trim();

for (const { what, url, reply, expected, told } of FATAL) {
  test(`${what} leaves a clear message, not a blank page, and the lesson works`, async (t) => {
    const { page, problems } = await open(t, browser, {
      routes: (p) => p.route(url, (route) => route.fulfill(reply)),
      ready: false,
    });
    const alert = page.getByRole("alert");
    await alert.waitFor();
    const words = await alert.textContent();
    assert.ok(squash(words).startsWith(squash(say(told))), words);
    assert.equal(await page.locator("#scenario-title").textContent(), say(`${told}-title`));
    // The lesson still reads, and the quiz, whose questions are worded from
    // runs, says plainly that it cannot ask them.
    // Both are drawn after the alert, on a busy machine some frames later.
    await page.getByRole("heading", { name: "In plain words" }).waitFor();
    const quiz = page.getByRole("region", { name: "Check yourself" });
    await until(async () => (await quiz.getByRole("group").count()) >= 6, "the quiz's questions to be drawn");
    assert.equal(await quiz.locator("[data-unmade]").count(), await quiz.getByRole("group").count());
    const unmade = say("quiz-unmade", { problem: say("quiz-problem-no-simulator") });
    const first = await quiz.getByRole("group").first().textContent();
    assert.ok(first.includes(unmade), first);
    // The only problems are the broken file itself.
    assert.deepEqual(problems.filter((p) => !expected.test(p)), []);
  });
}

test("a scenario that cannot be fetched is listed as broken and the others load", async (t) => {
  const { page, problems } = await open(t, browser, {
    routes: async (p) => {
      await withScenario("zz-unreachable.json", "{}")(p);
      // Routes added later win: this one cuts the file off at the network.
      await p.route("**/scenarios/zz-unreachable.json", (route) => route.abort("connectionrefused"));
    },
  });
  const broken = page.locator("#experiments li.broken");
  assert.equal(await broken.count(), 1);
  assert.match(await broken.textContent(), /zz-unreachable\.json.*Cannot be loaded: could not be fetched/);
  assert.equal(await page.getByRole("alert").isHidden(), true);
  assert.deepEqual(await results(page), { final: "11", expected: "15", accepted: "yes", refused: "no" });
  const unexpected = problems.filter((p) => !/zz-unreachable\.json|ERR_CONNECTION_REFUSED/.test(p));
  assert.deepEqual(unexpected, []);
});

test("a strange address opens the default story and runs nothing from it", async (t) => {
  const path =
    '?pause_ms=abc&fencing=%3Cscript%3Ewindow.__ran%3D1%3C%2Fscript%3E&x="><img src=x onerror="window.__ran=1">' +
    "#%%%<svg onload=window.__ran=1>";
  const { page, problems } = await open(t, browser, { path });
  assert.deepEqual(await results(page), { final: "11", expected: "15", accepted: "yes", refused: "no" });
  assert.equal(await page.getByRole("alert").isHidden(), true);
  assert.equal(await page.evaluate(() => "__ran" in window), false);
  assert.deepEqual(problems, []);
});
