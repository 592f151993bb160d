// "Efficiency or correctness?": every job is judged right and wrong with a
// reason, lands in its corner of the square once sorted right, works from
// the keyboard and without the simulator; and every link in the lesson
// that names an experiment names it by its real title and opens it.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, scenario, scenarioFiles } from "./browser.mjs";
import { say } from "./catalogue.mjs";

const browser = useBrowser();

/** The placements the lesson teaches, independent of the page's own data. */
const EXPECTED = {
  [say("sorter-cache-name")]: { harm: "low", checks: false },
  [say("sorter-digest-name")]: { harm: "low", checks: false },
  [say("sorter-report-name")]: { harm: "low", checks: true },
  [say("sorter-file-name")]: { harm: "high", checks: true },
  [say("sorter-ledger-name")]: { harm: "high", checks: true },
  [say("sorter-charge-name")]: { harm: "high", checks: false },
};

/** Two jobs by name, for the tests that pick them out. */
const CACHE = say("sorter-cache-name");
const LEDGER = say("sorter-ledger-name");

/** The name of a job's Check button. */
const checkName = (job) => say("sorter-check.aria-label", { job });

const LOCK = { low: /^Efficiency lock/, high: /^Correctness lock/ };
const CHECKS = { true: say("sorter-checks-true"), false: say("sorter-checks-false") };

/** The exercise, and one job's fieldset by its name. */
function job(page, name) {
  return page.locator("#sorter").getByRole("group", { name: new RegExp(`^Job \\d of \\d: ${name}$`) });
}

/** The page's own jobs, each with its words in the page's language. */
async function jobsInWords(page) {
  return page.evaluate(async () => {
    const { JOBS, jobWords } = await import("./js/sorter.js");
    return JOBS.map((job) => ({ ...job, ...jobWords(job) }));
  });
}

/** Picks answers in a job: the lock by its harm, and whether the resource checks. */
async function pick(fieldset, harm, checks) {
  await fieldset.getByRole("radio", { name: LOCK[harm] }).check();
  await fieldset.getByRole("radio", { name: CHECKS[checks], exact: true }).check();
}

test("the jobs are the lesson's six, placed as the lesson says", async (t) => {
  const { page, problems } = await open(t, browser);
  const jobs = await jobsInWords(page);
  assert.deepEqual(
    Object.fromEntries(jobs.map((j) => [j.name, { harm: j.harm, checks: j.checks }])),
    EXPECTED,
  );
  assert.equal(await page.locator("#sorter .sorter-job").count(), 6);
  assert.deepEqual(problems, []);
});

test("every job judges a wrong and a right answer with a reason, and lands in its corner", async (t) => {
  const { page, problems } = await open(t, browser);
  const jobs = await jobsInWords(page);
  const score = page.locator("#sorter .sorter-score");
  assert.equal(await score.getAttribute("role"), "status");
  assert.equal(await score.textContent(), say("sorter-score", { count: 0, total: 6 }));
  const square = page.getByRole("table", { name: say("sorter-square") });

  for (const [i, { name, why, resource }] of jobs.entries()) {
    const { harm, checks } = EXPECTED[name];
    const fieldset = job(page, name);
    const check = fieldset.getByRole("button", { name: checkName(name), exact: true });
    const feedback = fieldset.getByRole("status");

    await check.click();
    assert.equal(await feedback.textContent(), say("sorter-answer-both"), name);

    // The wrong lock: says so, names the right one, and says why.
    await pick(fieldset, harm === "low" ? "high" : "low", checks);
    await check.click();
    let said = await feedback.textContent();
    assert.match(said, /^Not quite\. /, name);
    assert.ok(said.includes(harm === "low" ? "needs an efficiency lock" : "needs a correctness lock"), `${name}: ${said}`);
    assert.ok(said.includes(why), `${name} says why`);
    assert.equal(await square.getByText(name, { exact: true }).count(), 0, `${name} is not placed while wrong`);

    // The right lock, the wrong resource: says what the resource can check.
    await pick(fieldset, harm, !checks);
    assert.equal(await feedback.textContent(), "", `${name}: a new pick clears the old feedback`);
    await check.click();
    said = await feedback.textContent();
    assert.match(said, /^Not quite\. Yes, /, name);
    assert.ok(said.includes(resource), `${name} says what the resource can check`);

    // Both right.
    await pick(fieldset, harm, checks);
    await check.click();
    said = await feedback.textContent();
    assert.match(said, /^Right\. /, name);
    assert.ok(said.includes(why), `${name} says why it is right`);
    assert.equal(await score.textContent(), `You have sorted ${i + 1} of 6 jobs right so far.`);
    const corner = square.locator(`td[data-corner="${harm}-${checks}"]`);
    assert.equal(await corner.getByText(name, { exact: true }).count(), 1, `${name} lands in ${harm}-${checks}`);
  }

  // A job checked wrong again leaves its corner and the score.
  const first = Object.keys(EXPECTED)[0];
  await pick(job(page, first), "high", false);
  await job(page, first).getByRole("button", { name: checkName(first) }).click();
  assert.equal(await score.textContent(), say("sorter-score", { count: 5, total: 6 }));
  assert.equal(await square.getByText(first, { exact: true }).count(), 0);
  assert.deepEqual(problems, []);
});

test("a job can be sorted with the keyboard alone", async (t) => {
  const { page, problems } = await open(t, browser);
  const fieldset = job(page, "Ledger payout");
  const lock = fieldset.getByRole("radio", { name: LOCK.low });
  await lock.focus();
  await page.keyboard.press("Space");
  assert.equal(await lock.isChecked(), true);
  await page.keyboard.press("ArrowDown");
  assert.equal(await fieldset.getByRole("radio", { name: LOCK.high }).isChecked(), true, "arrows move within the first question");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  assert.equal(await fieldset.getByRole("radio", { name: CHECKS.true }).isChecked(), true, "Tab reaches the second question");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("sorter-check")), true, "Tab leaves the questions for Check");
  await page.keyboard.press("Enter");
  assert.match(await fieldset.getByRole("status").textContent(), /^Right\. Ledger payout needs a correctness lock\./);
  assert.deepEqual(problems, []);
});

test("the exercise works when the simulator cannot start", async (t) => {
  const routes = (page) => page.route("**/pkg/fencelab_wasm.js", (route) => route.fulfill({ status: 404, body: "gone" }));
  const { page, problems } = await open(t, browser, { routes, ready: false });
  await page.locator("#error").waitFor();
  const fieldset = job(page, CACHE);
  await pick(fieldset, "low", false);
  await fieldset.getByRole("button", { name: checkName(CACHE) }).click();
  assert.match(await fieldset.getByRole("status").textContent(), /^Right\. /);
  // The only problems are the missing package itself.
  assert.deepEqual(problems.filter((p) => !/fencelab_wasm\.js|404 \(Not Found\)/.test(p)), []);
});

test("every link in the lesson to an experiment names it by its title and opens it", async (t) => {
  const { page, problems } = await open(t, browser);
  const files = await scenarioFiles();
  const links = page.locator("main a[data-scenario]");
  const count = await links.count();
  assert.ok(count >= 10, `the lesson links the experiments (found ${count})`);
  const named = new Set();
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    const file = await link.getAttribute("data-scenario");
    assert.ok(files.includes(file), `${file} is a scenario the site lists`);
    const { json } = await scenario(file);
    assert.equal((await link.textContent()).replace(/\s+/g, " ").trim(), json.title, file);
    assert.equal(await link.getAttribute("href"), "#simulator", `${file}: without the simulator it still leads there`);
    await link.click();
    assert.equal(await page.locator("#scenario-title").textContent(), json.title, `${file} opens`);
    assert.equal(await page.evaluate(() => document.activeElement?.id), "scenario-title", `${file}: focus moves to the experiment`);
    named.add(file);
  }
  // The real-systems section points to an experiment for each trouble it names.
  const real = page.locator("#real-systems a[data-scenario]");
  const realFiles = await real.evaluateAll((as) => as.map((a) => a.getAttribute("data-scenario")));
  for (const file of ["network-delay.json", "clock-drift.json", "counter-reset.json", "async-failover.json", "redlock-clock-jump.json", "leader-terms.json"]) {
    assert.ok(realFiles.includes(file), `How real systems do it links ${file}`);
  }
  assert.ok(named.has("efficiency-lock.json"), "the exercise links the efficiency lock");
  assert.deepEqual(problems, []);
});

test("the real-systems section no longer says the model lacks delay, drift or restarts", async (t) => {
  const { page, problems } = await open(t, browser);
  const words = (await page.locator("#real-systems").textContent()).replace(/\s+/g, " ");
  assert.doesNotMatch(words, /no network delay|no clock drift|never crashes/);
  assert.deepEqual(problems, []);
});

test("a new language words the exercise again in place, keeping the answers, the feedback and the square", async (t) => {
  const { page, problems } = await open(t, browser);
  const fieldset = job(page, LEDGER);
  await pick(fieldset, "high", true);
  await fieldset.getByRole("button", { name: checkName(LEDGER) }).click();
  const cache = job(page, CACHE);
  await cache.getByRole("button", { name: checkName(CACHE) }).click();
  const english = await page.locator("#sorter-jobs").textContent();

  await page.locator("#language").selectOption("es");
  await page.waitForFunction(() => document.documentElement.lang === "es");
  const ledger = page.locator("#sorter-ledger");
  assert.match(await ledger.locator("legend").first().textContent(), /^Tarea 5 de 6: \S/);
  assert.equal(await ledger.locator("input[value=high]").isChecked(), true, "the answers stay picked");
  assert.equal(await ledger.locator("input[value=true]").isChecked(), true);
  assert.match(await ledger.getByRole("status").textContent(), /^Correcto\. «[^»]+» necesita un bloqueo de corrección\. \S/);
  assert.equal(await page.locator("#sorter-cache").getByRole("status").textContent(), say("sorter-answer-both", {}, "es"));
  assert.equal(await page.locator("#sorter .sorter-score").textContent(), say("sorter-score", { count: 1, total: 6 }, "es"));
  const placed = page.locator('#sorter td[data-corner="high-true"] li');
  assert.equal(await placed.count(), 1, "the sorted job keeps its corner");
  assert.equal(await placed.textContent(), await page.evaluate(async () => {
    const { JOBS, jobWords } = await import("./js/sorter.js");
    return jobWords(JOBS.find((j) => j.id === "ledger")).name;
  }));

  await page.locator("#language").selectOption("en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  assert.equal(await page.locator("#sorter-jobs").textContent(), english, "English comes back word for word");
  assert.deepEqual(problems, []);
});
