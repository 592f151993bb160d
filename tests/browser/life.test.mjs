// The lease's life beside the chart: the core's state diagram, lit at the
// playback cursor with the core's line for the moment. It follows the
// playback and the settings, and the downloaded figure stays the chart
// alone, the very file the CLI writes.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { useBrowser, open, slider, fencing, experiment, fetchText, fencelabText } from "./browser.mjs";
import { say } from "./catalogue.mjs";

/** The core's lines for the paused holder's lock, as the diagram says them at a moment. */
const lock = { story: "lock", nodes: 1 };
const FREE = say("life-line-free", lock);
const A_HOLDS = say("life-line-held", { ...lock, client: "A", token: 1, until: "10.0 s" });
const B_HOLDS = say("life-line-unaware", {
  ...lock,
  line: say("life-line-held", { ...lock, client: "B", token: 2, until: "20.3 s" }),
  count: 1,
  others: "A",
});
const A_EXPIRED = say("life-line-expired", { ...lock, client: "A", at: "10.0 s" });

const browser = useBrowser();

/** The lit state and the line at the cursor, and how many boxes are lit. */
async function lit(page) {
  return page.locator("#life").evaluate((life) => ({
    state: life.querySelector(".life-state.lit")?.getAttribute("data-party") ?? null,
    count: life.querySelectorAll(".life-state.lit").length,
    line: life.querySelector(".life-now")?.textContent ?? "",
  }));
}

/** Moves playback to `ms` with the Time slider. */
async function scrubTo(page, ms) {
  await page.getByRole("slider", { name: "Time", exact: true }).fill(String(ms));
}

test("the diagram is a picture of the lease's four states, with a name", async (t) => {
  const { page, problems } = await open(t, browser);
  const svg = page.locator('[data-panel="chart"] #life svg');
  assert.equal(await svg.getAttribute("role"), "img");
  const name = await svg.getAttribute("aria-label");
  assert.match(name ?? "", /^The lease's life as the lock service sees it: free, held, renewed, expired/);
  const boxes = await svg.locator(".life-state").evaluateAll((gs) => gs.map((g) => [g.getAttribute("data-party"), g.textContent]));
  assert.deepEqual(boxes, [
    ["free", "free"],
    ["held", "held"],
    ["renewed", "renewed"],
    ["expired", "expired"],
  ]);
  assert.equal(await page.locator("#life .life-title").textContent(), say("life-title", lock));
  // Playback opens at the end of the run: A's stale write at 17.0 s ended its belief.
  assert.deepEqual(await lit(page), { state: "free", count: 1, line: FREE });
  assert.deepEqual(problems, []);
});

test("the lit state follows playback through the paused holder's run", async (t) => {
  const { page, problems } = await open(t, browser);
  // At 0.0 s A's grant has happened; one step back is the start, before it.
  await scrubTo(page, 0);
  assert.equal((await lit(page)).state, "held");
  await page.getByRole("button", { name: "Step back", exact: true }).click();
  assert.deepEqual(await lit(page), { state: "free", count: 1, line: FREE });
  await scrubTo(page, 5000);
  assert.deepEqual(await lit(page), { state: "held", count: 1, line: A_HOLDS });
  await scrubTo(page, 10100);
  assert.equal((await lit(page)).state, "expired");
  await scrubTo(page, 10400);
  assert.deepEqual(await lit(page), {
    state: "held",
    count: 1,
    line: B_HOLDS,
  });
  await scrubTo(page, 12000);
  assert.deepEqual(await lit(page), {
    state: "expired",
    count: 1,
    line: A_EXPIRED,
  });
  // Stepping counts events, so two events at one moment light two states:
  // back on B's release at 10.5 s the lease is expired, one more and B holds it.
  const back = page.getByRole("button", { name: "Step back", exact: true });
  await back.click();
  assert.equal((await lit(page)).state, "expired");
  await back.click();
  assert.equal((await lit(page)).state, "held", "just before B's release, B still holds it");
  assert.deepEqual(problems, []);
});

test("a renewing holder lights renewed, and the diagram follows a settings change", async (t) => {
  const { page, problems } = await open(t, browser);
  await slider(page, "Pause length").fill("5000");
  // A pauses from 2.0 s to 7.0 s and writes inside its lease: it never overreaches.
  await scrubTo(page, 12000);
  assert.deepEqual(await lit(page), { state: "free", count: 1, line: FREE });
  await slider(page, "Pause length").fill("15000");
  await scrubTo(page, 12000);
  assert.equal((await lit(page)).state, "expired");

  await experiment(page, "A holder that renews, until it freezes").click();
  await page.locator("#scenario-title", { hasText: "A holder that renews" }).waitFor();
  await scrubTo(page, 4000);
  assert.deepEqual(await lit(page), { state: "renewed", count: 1, line: say("life-line-renewed", { ...lock, client: "A", token: 1, until: "13.0 s" }) });
  assert.deepEqual(problems, []);
});

test("an election names the states as leadership", async (t) => {
  const { page, problems } = await open(t, browser);
  await experiment(page, "An old leader cut off, and terms").click();
  await page.locator("#scenario-title", { hasText: "An old leader cut off" }).waitFor();
  assert.equal(await page.locator("#life .life-title").textContent(), say("life-title", { story: "election" }));
  const names = await page.locator("#life .life-name").allTextContents();
  assert.deepEqual(names, ["no leader", "leads", "heartbeat", "timed out"]);
  await scrubTo(page, 15000);
  const now = await lit(page);
  assert.equal(now.state, "held");
  assert.match(now.line, /^New leader leads in term 6; .* Old leader still believes it leads\.$/);
  assert.deepEqual(problems, []);
});

test("the downloaded figure is the chart alone, as the CLI writes it", async (t) => {
  const { page, problems } = await open(t, browser);
  await fencing(page).check();
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Chart as SVG", exact: true }).click()]);
  const svg = await readFile(await file.path(), "utf8");
  const text = await fetchText("scenarios/paused-holder.json");
  let cli = "";
  await fencelabText("run", "paused-holder.json", text, (scratch) => ["--set", "fencing=on", "--svg", join(scratch, "chart.svg")], async (scratch) => {
    cli = await readFile(join(scratch, "chart.svg"), "utf8");
  });
  assert.equal(svg, cli, "the page's SVG is the CLI's, byte for byte");
  assert.doesNotMatch(svg, /life-/);
  assert.equal(await page.locator("#chart .life-state").count(), 0, "the chart draws no state of the diagram");
  assert.deepEqual(problems, []);
});
