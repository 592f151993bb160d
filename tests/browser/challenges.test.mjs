// Challenges: every shipped challenge, opened through a link with the
// settings `fencelab check --solutions` found for it, is marked met; met
// challenges are remembered across a reload; stored progress that is
// damaged or of the wrong shape is ignored.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { useBrowser, open, showTab, slider, until } from "./browser.mjs";

const browser = useBrowser();

/** Where `cargo xtask test` writes the CLI's solutions. */
const SOLUTIONS = process.env.FENCELAB_SOLUTIONS;

/** The key the page keeps solved challenges under. */
const KEY = "fencelab.challenges";

/** @returns {Promise<Record<string, Record<string, Record<string, boolean | number>>>>} */
async function solutions() {
  assert.ok(
    SOLUTIONS,
    "FENCELAB_SOLUTIONS is not set: run `cargo xtask test` (or `cargo xtask browser`), or write the file with `cargo run -q -p fencelab-cli -- check scenarios --solutions > target/challenge-solutions.json` and set FENCELAB_SOLUTIONS to its path",
  );
  return JSON.parse(await readFile(SOLUTIONS, "utf8"));
}

/** A link's query that opens `file` with `settings`. */
function query(file, settings) {
  const params = new URLSearchParams({ scenario: file.replace(/\.json$/, "") });
  for (const [id, value] of Object.entries(settings)) {
    params.set(id, typeof value === "boolean" ? (value ? "on" : "off") : String(value));
  }
  return `?${params}`;
}

/** The list item of challenge `id`. */
function item(page, id) {
  return page.locator(`ul[aria-labelledby="challenges-title"] li[data-id="${id}"]`);
}

test("every shipped challenge is met by the run that solves it", async (t) => {
  const all = await solutions();
  const files = Object.entries(all).filter(([, challenges]) => Object.keys(challenges).length > 0);
  assert.ok(files.length >= 15, `only ${files.length} scenario files have challenges`);
  for (const [file, challenges] of files) {
    for (const [id, settings] of Object.entries(challenges)) {
      const { page, problems } = await open(t, browser, { path: query(file, settings), ready: false });
      const li = item(page, id);
      // Drawn first, then read in its tab, as a reader opens it once the list is there.
      await li.waitFor({ state: "attached" });
      await showTab(page, "Challenges");
      await li.waitFor();
      assert.equal(await li.getAttribute("data-met"), "true", `${file} ${id} with ${JSON.stringify(settings)}: ${await li.textContent()}`);
      assert.match(await li.textContent() ?? "", /This run meets the challenge\./);
      assert.deepEqual(problems, [], `${file} ${id}`);
    }
  }
});

test("the list is named Challenges and says why a run falls short", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "Challenges");
  const list = page.getByRole("list", { name: "Challenges" });
  await list.waitFor();
  const first = item(page, "longest-safe-pause");
  assert.equal(await first.getAttribute("data-met"), "false");
  // The default pause of 15 s loses B's update: the goal's safety fails first.
  assert.match(await first.textContent() ?? "", /The run must be safe; this one is not\./);
  // The lease challenge allows only the lease: a moved pause breaks it.
  await slider(page, "Pause length").fill("8500");
  await until(async () => (await first.getAttribute("data-met")) === "true", "the longest safe pause to be met");
  assert.match(await item(page, "shortest-safe-lease").textContent() ?? "", /Pause length must stay at 15\.0 s for this challenge\./);
  assert.deepEqual(problems, []);
});

test("a met challenge is remembered across a reload, and not met again until the run meets it", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?scenario=paused-holder&pause_ms=8500" });
  const li = item(page, "longest-safe-pause");
  await until(async () => (await li.getAttribute("data-met")) === "true", "the challenge to be met");
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? "null");
  assert.deepEqual(stored, { "paused-holder.json": ["longest-safe-pause"] });
  await page.goto(new URL("?scenario=paused-holder", page.url()).href);
  await until(async () => (await li.getAttribute("data-met")) === "false", "the default run not to meet it");
  assert.equal(await li.getAttribute("data-solved"), "true");
  await page.reload();
  await showTab(page, "Challenges");
  await li.waitFor();
  assert.equal(await li.getAttribute("data-solved"), "true");
  assert.equal(await item(page, "shortest-safe-lease").getAttribute("data-solved"), "false");
  assert.deepEqual(problems, []);
});

for (const [what, stored] of [
  ["damaged JSON", "{not json"],
  ["a list instead of an object", '["longest-safe-pause"]'],
  ["a file whose value is not a list of ids", '{"paused-holder.json": "longest-safe-pause"}'],
  ["ids that are not strings", '{"paused-holder.json": [1, 2]}'],
]) {
  test(`stored progress of ${what} is ignored`, async (t) => {
    const routes = async (page) => {
      await page.addInitScript(([key, value]) => {
        if (sessionStorage.getItem("seeded") === null) {
          localStorage.setItem(key, value);
          sessionStorage.setItem("seeded", "yes");
        }
      }, [KEY, stored]);
    };
    const { page, problems } = await open(t, browser, { routes });
    const li = item(page, "longest-safe-pause");
    await showTab(page, "Challenges");
    await li.waitFor();
    assert.equal(await li.getAttribute("data-solved"), "false");
    assert.equal(await li.getAttribute("data-met"), "false");
    // Meeting a challenge then writes progress of the right shape.
    await slider(page, "Pause length").fill("8500");
    await until(async () => (await li.getAttribute("data-met")) === "true", "the challenge to be met");
    const now = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? "null");
    assert.deepEqual(now, { "paused-holder.json": ["longest-safe-pause"] });
    assert.deepEqual(problems, []);
  });
}
