// Every experiment the site lists, opened from the page, shows what the
// command-line tool computes for the same file: the page and the CLI share
// one core, so any difference is a bug in the wasm wrapper or the page.
// Data-driven over `scenarios/index.json`, so a new file is tested as soon
// as it is added: its shelf, its badge, its verdict line, every resource,
// every side effect and every event.

import { test } from "node:test";
import assert from "node:assert/strict";
import { DEFAULT_TITLE, cli as runCli, escapeRegExp, experiment, fetchText, scenarioFiles, useBrowser, open, results, viewOf, yesNo, BADGES, VERDICTS } from "./browser.mjs";
import { say } from "./catalogue.mjs";

/** The scenario files as the page sees them: the served index and bytes. */
const FILES = await scenarioFiles();

/** The shelves of the experiment list, in order, by the files' `group`. */
const SHELVES = ["basics", "timing", "counter", "resource", "election"].map((group) => [group, say(`shelf-${group}`)]);

/** What the page says checks writes at a resource, by the view's guard. */
const GUARDS = {
  none: say("results-guard", { guard: "none", story: "lock" }),
  fencing: say("results-guard", { guard: "fencing", story: "lock" }),
  proxy: say("results-guard", { guard: "proxy", story: "lock" }),
  compare_and_set: say("results-guard", { guard: "compare-and-set", story: "lock" }),
};

const browser = useBrowser();

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

test("the experiments list puts each file on its shelf, in order, with the CLI's verdict as its badge", async (t) => {
  const { page, problems } = await open(t, browser);
  const nav = page.getByRole("navigation", { name: "Experiments" });
  const files = await Promise.all(
    FILES.map(async (file) => {
      const text = await fetchText(`scenarios/${file}`);
      return { file, text, json: JSON.parse(text), run: await runCli(file, text) };
    }),
  );
  const present = SHELVES.filter(([group]) => files.some((f) => (f.json.group ?? "basics") === group));
  assert.deepEqual(await nav.locator(".shelf-heading").allTextContents(), present.map(([, heading]) => heading));
  for (const [group, heading] of present) {
    // Each shelf is a list named by its heading.
    const shelf = nav.getByRole("list", { name: heading, exact: true });
    const titles = files.filter((f) => (f.json.group ?? "basics") === group).map((f) => f.json.title);
    assert.deepEqual((await shelf.getByRole("button").allTextContents()).sort(), [...titles].sort(), heading);
  }
  for (const { json, run } of files) {
    const title = new RegExp(`^${escapeRegExp(json.title)}$`);
    const item = nav.locator("li.experiment").filter({ has: page.locator("button.experiment-open", { hasText: title }) });
    assert.equal(await item.count(), 1, json.title);
    const badge = item.locator(".badge");
    assert.equal(await badge.getAttribute("data-verdict"), run.outcome.verdict, json.title);
    assert.equal(await badge.textContent(), BADGES[run.outcome.verdict], json.title);
    // The button's description starts with the badge, so a screen reader hears it too.
    const description = await experiment(page, json.title).evaluate((b) =>
      b.getAttribute("aria-describedby").split(" ").map((id) => document.getElementById(id)?.textContent).join(" "),
    );
    assert.equal(description, `${BADGES[run.outcome.verdict]} ${json.summary}`, json.title);
  }
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

    await assertShows(page, run, "at the defaults", text);
    assert.deepEqual(problems, []);
  });

  test(`${file}: each knob moved on the page matches the CLI's --set`, async (t) => {
    const text = await fetchText(`scenarios/${file}`);
    const scenario = JSON.parse(text);
    const { page, problems } = await open(t, browser);
    await experiment(page, scenario.title).click();
    for (const knob of scenario.knobs ?? []) {
      await page.getByRole("button", { name: say("page-defaults") }).click();
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
      await assertShows(page, run, `${knob.id}=${value}`, text, { [knob.id]: knob.kind === "toggle" ? !knob.default : Number(value) });
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
 * verdict, the explanation, every resource, the counts, every side effect
 * and every event, with no error. `text` and `settings` give the page's own
 * view of the run, for the words only the view has (what checks writes).
 */
async function assertShows(page, run, what, text, settings) {
  assert.equal(await page.getByRole("alert").isHidden(), true, `${what}: ${await page.locator("#error").textContent()}`);
  const outcome = run.outcome;
  const verdict = page.locator("#verdict");
  assert.equal(await verdict.textContent(), VERDICTS[outcome.verdict], what);
  assert.match(await verdict.textContent(), outcome.safe ? /^Safe: / : /^Not safe: /, what);
  assert.equal(await verdict.getAttribute("data-verdict"), outcome.verdict, what);
  assert.equal(await page.locator("#explanation").textContent(), outcome.explanation, what);

  const view = await viewOf(page, text, settings);
  // The page's wasm and the native CLI write one view of the run, field for field.
  assert.deepEqual(view, run, `${what}: the page's view is the CLI's`);
  const guards = outcome.resources.map((r) => r.guard ?? "none");
  outcome.resources.forEach((r, i) => {
    // `fenced` is true exactly when a token check guards the resource.
    assert.equal(r.fenced, guards[i] === "fencing" || guards[i] === "proxy", `${what}: ${r.name} is ${guards[i]}`);
  });
  const resourceViews = view.outcome.resources;
  assert.equal(await page.locator("#results-title").textContent(), view.outcome.heading, what);
  const groups = page.locator("#results [data-part=resource]");
  assert.equal(await groups.count(), outcome.resources.length, what);
  for (const [i, r] of outcome.resources.entries()) {
    const group = groups.nth(i);
    assert.equal(await group.getAttribute("aria-label"), r.name, what);
    assert.equal(await group.locator(".resource-guard").textContent(), `What checks writes here: ${resourceViews[i].guardWords}.`, what);
    assert.equal(resourceViews[i].guardWords.replace(/terms$/, "tokens"), GUARDS[guards[i]], `${what}: ${r.name}'s guard in words`);
    // Each resource's own boxes: its values, and the stale writes made at it.
    const box = async (label) => (await group.getByLabel(label, { exact: true }).textContent())?.trim();
    assert.deepEqual(
      {
        final: await box(say("results-final-value")),
        expected: await box(say("results-expected-value")),
        accepted: await box(say("results-stale-accepted")),
        refused: await box(say("results-stale-refused")),
        now: await box(say("results-now")),
      },
      {
        final: shown(r.finalData),
        expected: shown(r.expectedData),
        accepted: yesNo(r.staleAccepted),
        refused: yesNo(r.staleRefused),
        // A fresh run shows its end: the value it ends with.
        now: shown(r.finalData),
      },
      `${what}: ${r.name}`,
    );
  }
  const sum = (key) => outcome.resources.reduce((n, r) => n + r[key], 0);
  assert.equal(sum("staleAccepted"), outcome.staleAccepted, `${what}: the resources' stale writes add up to the run's`);
  assert.equal(sum("staleRefused"), outcome.staleRefused, what);

  for (const [name, count] of [
    [say("page-holder-refused"), outcome.holderRefused],
    [say("page-half-done"), outcome.halfDone],
    [say("page-applied-twice"), outcome.appliedTwice],
  ]) {
    const output = page.getByLabel(name, { exact: true });
    assert.equal(await output.isVisible(), count > 0, `${what}: ${name} shows only when not zero`);
    if (count > 0) assert.equal(await output.textContent(), String(count), `${what}: ${name}`);
  }

  const effects = page.getByRole("list", { name: say("page-effects-title") }).getByRole("listitem");
  assert.equal(await page.locator("#effects-box").isVisible(), outcome.effects.length > 0, what);
  assert.equal(await effects.count(), outcome.effects.length, `${what}: side effects`);
  assert.equal(
    await effects.filter({ hasText: say("results-effect-lease", { live: "no", story: "lock" }) }).count(),
    outcome.effects.filter((e) => !e.live).length,
    `${what}: side effects with no lease`,
  );
  const effectEvents = run.events.filter((e) => e.kind === "side_effect");
  const times = await page.locator("#events li .event-time").allTextContents();
  assert.deepEqual(
    await effects.locator(".effect-time").allTextContents(),
    run.events.flatMap((e, i) => (e.kind === "side_effect" ? [times[i]] : [])),
    `${what}: side effect times`,
  );
  assert.deepEqual(await effects.locator(".effect-what").evaluateAll((spans) => spans.map((s) => s.textContent.split(" ")[0])), effectEvents.map((e) => e.actor), `${what}: who`);
  const events = await page.locator("#events li").evaluateAll((lis) =>
    lis.map((li) => ({
      actor: li.querySelector(".event-actor")?.textContent,
      text: li.querySelector(".event-text")?.textContent,
    })),
  );
  assert.deepEqual(events, run.events.map((e) => ({ actor: e.actor, text: e.text })), what);
  // A fresh run shows all of itself: the last event is the current one.
  assert.equal(await page.locator("#events li").last().getAttribute("aria-current"), "step", what);
  assert.equal(await page.getByRole("img", { name: /^Chart of the run: / }).count(), 1, what);
}

/** Runs the CLI on the bytes the page loaded, with `--set` for each of `sets`. */
function cli(file, text, sets = []) {
  return runCli(file, text, sets);
}

/**
 * A value as the core formats it for the page: a number as is, a list as
 * its items separated by commas, `v0, B`, and an empty list as `nothing`.
 */
function shown(value) {
  if (!Array.isArray(value)) return String(value);
  return value.length === 0 ? "nothing" : value.join(", ");
}

