// Every experiment the site lists, opened from the page, shows what the
// command-line tool computes for the same file: the page and the CLI share
// one core, so any difference is a bug in the wasm wrapper or the page.
// Data-driven over `scenarios/index.json`, so a new file is tested as soon
// as it is added.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { BASE, DEFAULT_TITLE, escapeRegExp, experiment, useBrowser, open, results, yesNo } from "./browser.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The scenario files as the page sees them: the served index and bytes. */
const FILES = (await fetchJson("scenarios/index.json")).scenarios;

const browser = useBrowser();
let scratch;
before(async () => {
  scratch = await mkdtemp(join(tmpdir(), "fencelab-browser-"));
});
after(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

test("the site lists at least the default story", () => {
  assert.ok(FILES.includes("paused-holder.json"), JSON.stringify(FILES));
});

test("the experiments list has one button per scenario and marks the open one", async (t) => {
  const { page, problems } = await open(t, browser);
  const buttons = page.getByRole("navigation", { name: "Experiments" }).getByRole("button");
  assert.equal(await buttons.count(), FILES.length);
  const current = page.locator("#experiments button[aria-current=true]");
  assert.equal(await current.count(), 1);
  assert.match(await current.textContent(), new RegExp(`^${escapeRegExp(DEFAULT_TITLE)}$`));
  assert.deepEqual(problems, []);
});

for (const file of FILES) {
  test(`${file} opens from the page with the CLI's outcome`, async (t) => {
    const text = await fetchText(`scenarios/${file}`);
    const scenario = JSON.parse(text);
    const run = await cli(file, text);
    const { page, problems } = await open(t, browser);

    const button = experiment(page, scenario.title);
    await button.click();
    assert.equal(await page.locator("#scenario-title").textContent(), scenario.title);
    assert.equal(await page.locator("#scenario-summary").textContent(), scenario.summary);
    assert.equal(await button.getAttribute("aria-current"), "true");
    assert.equal(await page.locator("#experiments [aria-current=true]").count(), 1);
    assert.equal(await page.locator("#experiments .broken").count(), 0);

    await assertShows(page, run);
    assert.deepEqual(problems, []);
  });

  test(`${file}: each knob moved on the page matches the CLI's --set`, async (t) => {
    const text = await fetchText(`scenarios/${file}`);
    const scenario = JSON.parse(text);
    const { page, problems } = await open(t, browser);
    await experiment(page, scenario.title).click();
    for (const knob of scenario.knobs ?? []) {
      await page.getByRole("button", { name: "Back to this experiment's defaults" }).click();
      const input = page.locator(`#knobs input[name="${knob.id}"]`);
      let value;
      if (knob.kind === "toggle") {
        value = knob.default ? "off" : "on";
        await input.setChecked(!knob.default);
      } else {
        // One step away from the default: always a value the knob allows.
        const next = knob.default + knob.step <= knob.max ? knob.default + knob.step : knob.default - knob.step;
        value = String(next);
        await input.fill(value);
      }
      const run = await cli(file, text, [`${knob.id}=${value}`]);
      await assertShows(page, run, `${knob.id}=${value}`);
    }
    assert.deepEqual(problems, []);
  });
}

test("going back to the default story restores it", async (t) => {
  const { page, problems } = await open(t, browser);
  for (const button of await page.locator("#experiments button").all()) await button.click();
  await experiment(page, DEFAULT_TITLE).click();
  assert.equal(await page.locator("#scenario-title").textContent(), DEFAULT_TITLE);
  assert.deepEqual(await results(page), { final: "11", expected: "15", accepted: "yes", refused: "no" });
  assert.deepEqual(problems, []);
});

/**
 * Checks that the page shows the run the CLI reported: the four boxes, the
 * verdict, the explanation, every resource and every event, with no error.
 */
async function assertShows(page, run, what = "at the defaults") {
  assert.equal(await page.getByRole("alert").isHidden(), true, `${what}: ${await page.locator("#error").textContent()}`);
  const outcome = run.outcome;
  const first = outcome.resources[0];
  const boxes = {
    final: shown(first.final),
    expected: shown(first.expected),
    accepted: yesNo(outcome.stale_writes_accepted),
    refused: yesNo(outcome.stale_writes_refused),
  };
  assert.deepEqual(await results(page), boxes, what);
  assert.match(await page.locator("#verdict").textContent(), outcome.safe ? /^Safe: / : /^Not safe: /, what);
  assert.equal(await page.locator("#explanation").textContent(), outcome.explanation, what);
  if (outcome.resources.length > 1) {
    const each = (r) => `${r.name}${r.fencing ? " (checks tokens)" : ""}: holds ${shown(r.final)}, should hold ${shown(r.expected)}`;
    assert.deepEqual(await page.locator("#resources li").allTextContents(), outcome.resources.map(each), what);
  } else {
    assert.equal(await page.locator("#resources").isHidden(), true, what);
  }
  const events = await page.locator("#events li").evaluateAll((lis) =>
    lis.map((li) => ({
      actor: li.querySelector(".event-actor")?.textContent,
      text: li.querySelector(".event-text")?.textContent,
    })),
  );
  assert.deepEqual(events, run.events.map((e) => ({ actor: e.actor, text: e.text })), what);
  // A fresh run shows all of itself: the last event is the current one.
  assert.equal(await page.locator("#events li").last().getAttribute("aria-current"), "step", what);
  assert.equal(await page.getByRole("img", { name: /^Lease chart: / }).count(), 1, what);
}

/**
 * Runs the CLI on the bytes the page loaded, with `--set` for each of
 * `sets`, and returns its JSON report.
 */
async function cli(file, text, sets = []) {
  const path = join(scratch, file);
  await writeFile(path, text);
  const args = ["run", "-q", "--locked", "-p", "fencelab-cli", "--", "run", path, "--json", ...sets.flatMap((s) => ["--set", s])];
  // The cargo that runs `cargo xtask` (it sets CARGO), not whatever is on PATH.
  const { stdout } = await promisify(execFile)(process.env.CARGO ?? "cargo", args, {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/**
 * A value as the core formats it for the page: a number as is, a list as
 * `['v0', 'B']`.
 */
function shown(value) {
  return Array.isArray(value) ? `[${value.map((item) => `'${item}'`).join(", ")}]` : String(value);
}

async function fetchText(path) {
  const response = await fetch(new URL(path, BASE));
  assert.ok(response.ok, `${path}: HTTP ${response.status}`);
  return response.text();
}

async function fetchJson(path) {
  return JSON.parse(await fetchText(path));
}
