// The results as a student reads them: one group of boxes per resource,
// with what checks writes there, its own stale writes and what it holds at
// the playback cursor; the counts that show only when they matter, the
// side effects with who, what, when and whether a lease stood behind them,
// and the verdict in plain words.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, results, resource, now, result, experiment, scenario, cli, fencing, VERDICTS } from "./browser.mjs";
import { say } from "./catalogue.mjs";

/** What checks writes at a resource, as its group says: `guard` as in the catalogue. */
const guard = (guard) => say("results-guard-sentence", { guard, story: "lock" });

const browser = useBrowser();

/** Opens a scenario file from the list by its title. */
async function openFile(page, file) {
  const { json } = await scenario(file);
  await experiment(page, json.title).click();
  await page.locator("#scenario-title", { hasText: json.title }).waitFor();
}

/** Each resource's group as the reader sees it: its name and what checks writes there. */
async function groups(page) {
  return page
    .locator("#results [data-part=resource]")
    .evaluateAll((gs) => gs.map((g) => [g.querySelector(".resource-name")?.textContent, g.querySelector(".resource-guard")?.textContent]));
}

test("the default story has one group of boxes, named after its one resource", async (t) => {
  const { page, problems } = await open(t, browser);
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.lost);
  assert.equal(await page.locator("#results-title").textContent(), say("results-heading", { count: 1, names: "Storage" }));
  assert.deepEqual(await groups(page), [["Storage", guard("none")]]);
  // Nothing checks tokens, so there is no token to show.
  assert.equal(await resource(page, "Storage").getByLabel(say("results-check-highest", { story: "lock" })).count(), 0);
  await fencing(page).check();
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.refused);
  assert.deepEqual(await groups(page), [["Storage", guard("fencing")]]);
  assert.equal(await result(page, say("results-check-highest", { story: "lock" }), "Storage"), "2");
  for (const hidden of ["#effects-box", "#holder-refused-row", "#half-done-row", "#duplicates-row"]) {
    assert.equal(await page.locator(hidden).isHidden(), true, hidden);
  }
  assert.deepEqual(problems, []);
});

test("audit-log: each resource has its own boxes, and the stale write accepted is the log's", async (t) => {
  const { page, problems } = await open(t, browser);
  await openFile(page, "audit-log.json");
  assert.equal(await page.locator("#results-title").textContent(), say("results-heading", { count: 2, names: "Storage and Audit log" }));
  assert.deepEqual(await groups(page), [
    ["Storage", guard("fencing")],
    ["Audit log", guard("none")],
  ]);
  // The fenced store refused A's stale write and took none ...
  assert.deepEqual(await results(page, "Storage"), { final: "15", expected: "15", accepted: "no", refused: "yes" });
  assert.equal(await resource(page, "Storage").getByLabel("Stale write accepted").locator("..").getAttribute("data-state"), "good");
  // ... and the log, which checks nothing, took one: the red box is its own.
  assert.deepEqual(await results(page, "Audit log"), { final: "B sets 15, A sets 11", expected: "B sets 15", accepted: "yes", refused: "no" });
  assert.equal(await resource(page, "Audit log").getByLabel("Final value").locator("..").getAttribute("data-state"), "bad");
  assert.equal(await resource(page, "Audit log").getByLabel("Stale write accepted").locator("..").getAttribute("data-state"), "bad");
  assert.equal(await now(page, "Storage"), "15");
  assert.equal(await now(page, "Audit log"), "B sets 15, A sets 11");
  assert.equal(await result(page, say("results-check-highest", { story: "lock" }), "Storage"), "2");
  assert.equal(await resource(page, "Audit log").getByLabel(say("results-check-highest", { story: "lock" })).count(), 0);
  // At the start the log is empty, and says so in words.
  await page.locator("#scrub").fill("0");
  assert.equal(await now(page, "Audit log"), "nothing");
  assert.equal(await result(page, say("results-check-highest", { story: "lock" }), "Storage"), "none yet");
  assert.equal(await page.getByLabel(say("page-half-done"), { exact: true }).textContent(), "1");
  assert.equal(await page.locator("#holder-refused-row").isHidden(), true);
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.lost);
  assert.deepEqual(problems, []);
});

test("at this moment follows the playback position a link gives", async (t) => {
  for (const [query, shown] of [["?t=8000", "10"], ["?t=12000", "15"], ["", "11"]]) {
    const { page, problems } = await open(t, browser, { path: query });
    assert.equal(await now(page, "Storage"), shown, query || "the end");
    // The other boxes describe the whole run wherever playback stands.
    assert.deepEqual(await results(page, "Storage"), { final: "11", expected: "15", accepted: "yes", refused: "no" }, query);
    assert.deepEqual(problems, []);
  }
});

test("an election's resource speaks of terms", async (t) => {
  const { page, problems } = await open(t, browser);
  await openFile(page, "leader-terms.json");
  const name = (await groups(page))[0][0];
  assert.match(await result(page, say("results-check-highest", { story: "election" }), name), /^\d+$/);
  assert.deepEqual(problems, []);
});

test("partial-write: both accounts check tokens, and the transfer is left half done", async (t) => {
  const { page, problems } = await open(t, browser);
  await openFile(page, "partial-write.json");
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.half_done);
  assert.deepEqual(await groups(page), [
    ["Account X", guard("fencing")],
    ["Account Y", guard("fencing")],
  ]);
  assert.match((await results(page, "Account Y")).final, /^\d+$/);
  assert.equal(await page.getByLabel(say("page-half-done"), { exact: true }).textContent(), "1");
  assert.deepEqual(problems, []);
});

test("unfenced-side-effect: the email is listed with who, what, when and no lease, and jumps playback to itself", async (t) => {
  const { page, problems } = await open(t, browser);
  await openFile(page, "unfenced-side-effect.json");
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.escaped);
  const effects = page.getByRole("list", { name: say("page-effects-title") }).getByRole("listitem");
  assert.equal(await effects.count(), 1);
  assert.deepEqual(await effects.first().evaluate((li) => [...li.children].map((c) => c.textContent)), [
    "17.0 s",
    "A emails the customer their balance",
    say("results-effect-lease", { live: "no", story: "lock" }),
  ]);
  assert.equal(await effects.first().getAttribute("data-live"), "false");

  // The time is a button that moves playback to the side effect's own event.
  await page.getByRole("button", { name: say("results-effect-time", { time: "17.0 s" }) }).click();
  const current = page.locator("#events li[aria-current=step]");
  assert.match(await current.locator(".event-text").textContent(), /emails the customer their balance/);

  // Fencing stops the write, not the email: the email stays, with no lease behind it.
  await fencing(page).uncheck();
  assert.equal(await effects.count(), 1);
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.lost);
  assert.deepEqual(problems, []);
});

test("a side effect inside the lease says a lease stood behind it", async (t) => {
  const { page, problems } = await open(t, browser);
  await openFile(page, "unfenced-side-effect.json");
  await page.locator("#knobs").getByRole("slider", { name: "Pause length" }).fill("1000");
  const effect = page.getByRole("list", { name: say("page-effects-title") }).getByRole("listitem");
  assert.equal(await effect.count(), 1);
  assert.equal(await effect.locator(".effect-lease").textContent(), say("results-effect-lease", { live: "yes", story: "lock" }));
  assert.equal(await effect.getAttribute("data-live"), "true");
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.safe);
  assert.deepEqual(problems, []);
});

test("efficiency-lock: duplicate work only, with the work done twice counted", async (t) => {
  const { page, problems } = await open(t, browser);
  await openFile(page, "efficiency-lock.json");
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.duplicate);
  assert.equal(await page.locator("#verdict").getAttribute("data-safe"), "true");
  assert.match(await page.getByLabel(say("page-duplicates"), { exact: true }).textContent(), /^[1-9]\d*$/);
  assert.deepEqual(problems, []);
});

/**
 * A rightful holder refused: C writes with token 34 and lets go, the lock
 * service restarts and forgets its count, and B, holding the lock with
 * token 33, is turned away. No shipped scenario does this at any setting.
 */
const HOLDER_FILE = "zz-holder-refused.json";
const HOLDER_TEXT = JSON.stringify({
  title: "A rightful holder refused",
  summary: "A restart hands B a token lower than one Storage has seen, so Storage refuses B although B holds the lock.",
  lock_service: { lease_ms: 10000, first_token: 33, faults: [{ at_ms: 5000, fault: "restart", durable_counter: false }] },
  resources: [{ name: "Storage", initial: 10, fencing: true }],
  clients: [
    { name: "A", plan: [{ at_ms: 0, do: "acquire" }, { do: "release" }] },
    {
      name: "C",
      plan: [
        { at_ms: 1000, do: "acquire" },
        { do: "read", resource: "Storage" },
        { do: "write", resource: "Storage", op: { add: 1 } },
        { do: "release" },
      ],
    },
    {
      name: "B",
      plan: [
        { at_ms: 6000, do: "acquire" },
        { do: "read", resource: "Storage" },
        { do: "write", resource: "Storage", op: { add: 5 } },
      ],
    },
  ],
});

test("writes refused from the rightful holder are counted when there are any", async (t) => {
  const run = await cli(HOLDER_FILE, HOLDER_TEXT);
  assert.equal(run.outcome.holderRefused, 1, "the CLI agrees B was refused while holding the lock");
  const routes = async (page) => {
    await page.route("**/scenarios/index.json", async (route) => {
      const response = await route.fetch();
      const index = await response.json();
      await route.fulfill({ response, json: { ...index, scenarios: [...index.scenarios, HOLDER_FILE] } });
    });
    await page.route(`**/scenarios/${HOLDER_FILE}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: HOLDER_TEXT }));
  };
  const { page, problems } = await open(t, browser, { routes });
  await experiment(page, "A rightful holder refused").click();
  const count = page.getByLabel(say("page-holder-refused"), { exact: true });
  assert.equal(await count.isVisible(), true);
  assert.equal(await count.textContent(), "1");
  // B was told its write was refused, so nothing it believes done is lost,
  // but B cannot make progress until its tokens pass the old ones: the data
  // is intact and the run is stuck, an outage, not safe.
  assert.equal(run.outcome.safe, false);
  assert.equal(run.outcome.verdict, "stuck");
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.stuck);
  assert.equal(await page.locator("#verdict").getAttribute("data-verdict"), "stuck");
  assert.deepEqual(problems, []);
});

test("each resource's expected value is worked out under its boxes, in the page's language", async (t) => {
  const { page, problems } = await open(t, browser);
  const working = () => resource(page).locator(".resource-working").textContent();
  assert.equal(await working(), "Worked out: Storage started at 10, and the writes that count, in order: 10 + 5 (B) = 15.");
  // A short pause: A's write lands in time and B builds on it, so both count.
  await page.goto(new URL("?pause_ms=7000", page.url()).href);
  await page.locator("#verdict", { hasText: "Safe" }).waitFor();
  assert.equal(await working(), "Worked out: Storage started at 10, and the writes that count, in order: 10 + 1 (A) + 5 (B) = 16.");
  // Two accounts, and money taken out: each group works out its own.
  await openFile(page, "partial-write.json");
  assert.equal(
    await resource(page, "Account X").locator(".resource-working").textContent(),
    "Worked out: Account X started at 100, and the writes that count, in order: 100 − 30 (A) − 10 (B) = 60.",
  );
  await page.goto(new URL("?lang=de", page.url()).href);
  await page.locator("#results [data-part=resource]").first().waitFor();
  assert.match(await working(), /^Nachgerechnet: Storage begann mit 10, .*: 10 \+ 5 \(B\) = 15\.$/);
  assert.deepEqual(problems, []);
});
