// The runs recorded on real etcd, ZooKeeper and PostgreSQL, under the
// verdict: the core's line for the recordings that match the reader's
// settings, naming each lock service they ran on, a
// panel with the real run's heading, verdict, chart and events, a choice
// between an experiment's recordings, and nothing where there is none.
// A recording that cannot be read is named in a notice and the page goes
// on; the line is part of the ending, hidden while a prediction is awaited.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, showTab, experiment, fencing, results, VERDICTS } from "./browser.mjs";
import { say } from "./catalogue.mjs";

const browser = useBrowser();

const SAME = "Also run on etcd 3.4.23 and PostgreSQL 15.18: same outcome.";
/** paused-holder's settings are replayed on etcd and on ZooKeeper. */
const EACH = "Also run on etcd 3.4.23 and ZooKeeper 3.8.0, each with PostgreSQL 15.18: the same outcome on each.";

/** @param {import("playwright-core").Page} page */
function line(page) {
  return page.locator("#real [data-part=line]");
}

/** @param {import("playwright-core").Page} page */
function toggle(page) {
  return page.getByRole("button", { name: say("page-real-toggle"), exact: true });
}

test("the paused holder says it was also run on real services, and shows the real run on request", async (t) => {
  const { page, problems } = await open(t, browser);
  assert.equal(await line(page).textContent(), EACH);
  // The line and the real run are a tab of their own under the chart.
  await showTab(page, "On real systems");
  assert.equal(await line(page).isVisible(), true);
  const button = toggle(page);
  assert.equal(await button.getAttribute("aria-expanded"), "false");
  assert.equal(await page.locator("#real-panel").isVisible(), false);
  await button.click();
  assert.equal(await button.getAttribute("aria-expanded"), "true");
  const panel = page.locator("#real-panel");
  await panel.waitFor();
  assert.equal(
    await panel.locator("[data-part=heading]").textContent(),
    say("event-replay-heading", { systems: "etcd 3.4.23 and PostgreSQL 15.18", ms: 200 }),
  );
  assert.equal(await panel.locator("[data-part=verdict]").textContent(), VERDICTS.lost);
  // Its own chart, drawn by the page's renderer: lanes for every party.
  const chart = panel.locator(".real-chart svg.lease-chart");
  await chart.waitFor();
  assert.ok((await chart.locator(".lane").count()) >= 3, "lanes for the clients, the lock service and Storage");
  assert.match(await chart.getAttribute("aria-label"), /^Chart of the run: /);
  // The whole real run is shown: nothing is veiled.
  assert.equal(await chart.locator("rect.future").getAttribute("width"), "0");
  // Its events, with the core's sentences.
  const events = panel.locator("[data-part=events] li");
  assert.ok((await events.count()) > 5);
  // Real times, scaled back to simulated ones: A's grant came 18 ms in.
  assert.match(await events.first().textContent(), /^0\.\d+ sAA asks for the lock and gets it/);
  // Its settings are the reader's: nothing to offer.
  assert.equal(await panel.getByRole("button", { name: "Use these settings" }).isVisible(), false);
  // The main chart is untouched: one chart each.
  assert.equal(await page.locator("#chart svg.lease-chart").count(), 1);
  // Four recordings, named by the core, the first matching one pressed.
  const choices = panel.getByRole("group", { name: "Recorded runs" }).getByRole("button");
  assert.deepEqual(await choices.allTextContents(), [
    "etcd: Fencing tokens off",
    "ZooKeeper: Fencing tokens off",
    "etcd: Fencing tokens on",
    "ZooKeeper: Fencing tokens on",
  ]);
  assert.deepEqual(await choices.evaluateAll((els) => els.map((e) => e.getAttribute("aria-pressed"))), ["true", "false", "false", "false"]);
  assert.deepEqual(problems, []);
});

test("switching fencing on picks the fencing-on recording, and Use these settings sets a picked one's knobs", async (t) => {
  const { page, problems } = await open(t, browser);
  await fencing(page).check();
  assert.equal(await line(page).textContent(), EACH);
  await showTab(page, "On real systems");
  await toggle(page).click();
  const panel = page.locator("#real-panel");
  assert.equal(await panel.locator("[data-part=verdict]").textContent(), VERDICTS.refused);
  const choices = panel.getByRole("group", { name: "Recorded runs" });
  assert.equal(await choices.getByRole("button", { pressed: true }).textContent(), "etcd: Fencing tokens on");

  // The reader picks the other: the line names its setting, and offers it.
  await choices.getByRole("button", { name: "etcd: Fencing tokens off" }).click();
  assert.equal(await line(page).textContent(), "Also run on etcd 3.4.23 and PostgreSQL 15.18 with Fencing tokens off: same outcome.");
  assert.equal(await panel.locator("[data-part=verdict]").textContent(), VERDICTS.lost);
  const use = panel.getByRole("button", { name: "Use these settings" });
  await use.click();
  assert.equal(await fencing(page).isChecked(), false);
  assert.deepEqual(await results(page), { final: "11", expected: "15", accepted: "yes", refused: "no" });
  assert.equal(await line(page).textContent(), EACH);
  assert.equal(await use.isVisible(), false);
  // The focus is not lost with the button.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), say("page-real-toggle"));
  assert.deepEqual(problems, []);
});

test("the reader picks the run on ZooKeeper: its heading, its tokens, and the line still names both", async (t) => {
  const { page, problems } = await open(t, browser);
  await fencing(page).check();
  await showTab(page, "On real systems");
  await toggle(page).click();
  const panel = page.locator("#real-panel");
  await panel.getByRole("group", { name: "Recorded runs" }).getByRole("button", { name: "ZooKeeper: Fencing tokens on" }).click();
  assert.equal(
    await panel.locator("[data-part=heading]").textContent(),
    say("event-replay-heading", { systems: "ZooKeeper 3.8.0 and PostgreSQL 15.18", ms: 200 }),
  );
  assert.equal(await panel.locator("[data-part=verdict]").textContent(), VERDICTS.refused);
  // The tokens are ZooKeeper's creation zxids: B's above A's.
  const events = await panel.locator("[data-part=events] li").allTextContents();
  const token = (who) => Number(events.find((e) => e.includes(`${who} asks for the lock and gets it`))?.match(/with token (\d+)/)?.[1]);
  assert.ok(token("A") > 0 && token("B") > token("A"), events.join("\n"));
  assert.equal(await line(page).textContent(), EACH);
  assert.equal(await panel.getByRole("button", { name: "Use these settings" }).isVisible(), false);
  assert.deepEqual(problems, []);
});

test("a slider moved away from the recording's settings names them in the line", async (t) => {
  const { page, problems } = await open(t, browser);
  await page.locator("#knobs").getByRole("slider").first().focus();
  await page.keyboard.press("End");
  assert.match(await line(page).textContent(), /^Also run on etcd 3\.4\.23 and PostgreSQL 15\.18 with .+: same outcome\.$/);
  assert.deepEqual(problems, []);
});

test("another experiment shows its own recording, and one without a recording shows no line", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "On real systems");
  await toggle(page).click();
  await experiment(page, "Kleppmann's paused client, tokens 33 and 34").click();
  await page.locator("#scenario-title", { hasText: "Kleppmann" }).waitFor();
  assert.equal(await line(page).textContent(), SAME);
  // etcd has no lock-delay, so that experiment has no recording.
  await experiment(page, "A lock-delay for a store that cannot check").click();
  await page.locator("#scenario-title", { hasText: "A lock-delay" }).waitFor();
  assert.equal(await page.locator("#real").isVisible(), false);
  assert.equal(await toggle(page).isVisible(), false);
  assert.equal(await page.getByRole("tab", { name: "On real systems", exact: true }).count(), 0, "nor its tab");
  assert.deepEqual(problems, []);
});

test("the line and the real run are hidden while a prediction is awaited", async (t) => {
  const { page, problems } = await open(t, browser);
  await showTab(page, "On real systems");
  await toggle(page).click();
  await page.getByRole("checkbox", { name: "Predict first", exact: true }).check();
  await page.getByRole("radiogroup", { name: "Your prediction", exact: true }).waitFor();
  assert.equal(await line(page).isVisible(), false);
  assert.equal(await page.locator("#real-panel").isVisible(), false);
  // The tab goes with them, and comes back with the outcome.
  assert.equal(await page.getByRole("tab", { name: "On real systems", exact: true }).count(), 0);
  await page.getByRole("button", { name: say("page-prediction-skip") }).click();
  await showTab(page, "On real systems");
  assert.equal(await line(page).isVisible(), true);
  assert.deepEqual(problems, []);
});

test("a broken recording is named in a notice, and the page and the other recordings work", async (t) => {
  const { page, problems } = await open(t, browser, {
    routes: async (page) => {
      await page.route("**/real/paused-holder-fencing-on.json", (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: '{\n  "scenario": "paused-holder",\n  "settings": oops\n}\n' }),
      );
    },
  });
  const notice = page.locator("#real-notice");
  await notice.waitFor();
  const words = await notice.textContent();
  assert.match(words, /Some recordings of real runs could not be read/);
  assert.match(words, /real\/paused-holder-fencing-on\.json: /);
  assert.match(words, /line 3/, words);
  assert.equal(await page.getByRole("alert").isHidden(), true);
  // The other recordings still speak; the broken one is simply not offered.
  assert.equal(await line(page).textContent(), EACH);
  await showTab(page, "On real systems");
  await toggle(page).click();
  assert.deepEqual(await page.getByRole("group", { name: "Recorded runs" }).getByRole("button").allTextContents(), [
    "etcd: Fencing tokens off",
    "ZooKeeper: Fencing tokens off",
    "ZooKeeper: Fencing tokens on",
  ]);
  await fencing(page).check();
  assert.deepEqual(await results(page), { final: "15", expected: "15", accepted: "no", refused: "yes" });
  assert.equal(await line(page).textContent(), "Also run on ZooKeeper 3.8.0 and PostgreSQL 15.18: same outcome.");
  await notice.getByRole("button", { name: "Dismiss" }).click();
  assert.equal(await notice.isVisible(), false);
  assert.deepEqual(problems, []);
});

test("a site without recordings shows the experiment as before", async (t) => {
  const { page, problems } = await open(t, browser, {
    routes: async (page) => {
      await page.route("**/real/index.json", (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "not found\n" }));
    },
  });
  assert.deepEqual(await results(page), { final: "11", expected: "15", accepted: "yes", refused: "no" });
  assert.equal(await page.locator("#real").isVisible(), false);
  assert.equal(await page.locator("#real-notice").isVisible(), false);
  assert.equal(await page.getByRole("alert").isHidden(), true);
  // The missing index itself is the one problem the browser reports.
  assert.deepEqual(
    problems.filter((p) => !p.includes("real/index.json") && !p.includes("status of 404")),
    [],
  );
});
