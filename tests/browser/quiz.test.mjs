// "Check yourself": every question is worded from a run of its scenario,
// says why a wrong answer is wrong and names the right one, the score counts
// first answers only, and each explanation opens its run in the simulator.
// The questions' scenarios, settings and right answers come from the page's
// own quiz module, so new questions are covered without editing this file.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open } from "./browser.mjs";
import { say } from "./catalogue.mjs";

const browser = useBrowser();

/** The experiment list's shelves: the tests' own copy, so a new shelf needs a question here too. */
const SHELVES = ["basics", "timing", "counter", "resource", "election"];

/** A time in the core's words, as the quiz quotes it: "17.0 s", "-4.0 s". */
const TIME = /-?\d+\.\d\u00a0s\b/g;

/** @param {import("playwright-core").Page} page */
async function questions(page) {
  return page.evaluate(async () =>
    (await import("./js/quiz.js")).QUESTIONS.map(({ id, scenario, settings, answer }) => ({ id, scenario, settings, answer })),
  );
}

test("every question judges a wrong and a right answer, and the score counts first answers only", async (t) => {
  const { page, problems } = await open(t, browser);
  const all = await questions(page);
  const quiz = page.getByRole("region", { name: "Check yourself" });
  const fieldsets = quiz.getByRole("group");
  assert.equal(await fieldsets.count(), all.length);
  const score = quiz.locator(".quiz-score");
  assert.equal(await score.getAttribute("role"), "status");
  const scoreLine = (count) => say("quiz-score", { count, total: all.length });
  assert.equal(await score.textContent(), scoreLine(0));

  let right = 0;
  for (const [i, question] of all.entries()) {
    const fieldset = fieldsets.nth(i);
    const what = `question ${i + 1}`;
    assert.match(await fieldset.locator("legend").textContent(), new RegExp(`^Question ${i + 1} of ${all.length}\\. \\S`));
    const radios = fieldset.getByRole("radio");
    assert.ok((await radios.count()) >= 2, what);
    const check = fieldset.getByRole("button", { name: `Check question ${i + 1}`, exact: true });
    const feedback = fieldset.getByRole("status");
    const answerText = await fieldset.locator(".quiz-option-text").nth(question.answer).textContent();

    await check.click();
    assert.match(await feedback.textContent(), /^Pick an answer first/, what);

    if (i % 2 === 0) {
      // Wrong first, then right: the retry is judged right, but the score stays.
      const wrong = question.answer === 0 ? 1 : 0;
      await radios.nth(wrong).check();
      assert.equal(await feedback.textContent(), "", `${what}: picking again clears the old feedback`);
      await check.click();
      const said = await feedback.locator("p").allTextContents();
      assert.match(said[0], /^Not quite\. \S/, what);
      assert.equal(said[1], `The right answer: ${answerText}`, `${what} names the right answer`);
      await radios.nth(question.answer).check();
      await check.click();
      assert.match(await feedback.locator("p").first().textContent(), /^Right\. \S/, what);
      assert.equal(await score.textContent(), scoreLine(right), `${what}: a retry does not raise the score`);
    } else {
      // Right first: it counts, and checking again (even a wrong pick) changes nothing.
      await radios.nth(question.answer).check();
      await check.click();
      assert.match(await feedback.locator("p").first().textContent(), /^Right\. \S/, what);
      right += 1;
      assert.equal(await score.textContent(), scoreLine(right), what);
      await radios.nth(question.answer === 0 ? 1 : 0).check();
      await check.click();
      assert.equal(await score.textContent(), scoreLine(right), `${what}: a later wrong check does not lower it`);
    }
    assert.equal(await feedback.getByRole("button", { name: /^Open this run in the simulator/ }).count(), 1, `${what} opens its run`);
  }
  assert.ok(right > 0);
  assert.deepEqual(problems, []);
});

test("every shelf of experiments has a question, and every question's run was made", async (t) => {
  const { page, problems } = await open(t, browser);
  const quiz = page.locator("#quiz");
  assert.equal(await quiz.locator("[data-unmade]").count(), 0);
  const groups = await quiz.locator(".quiz-question").evaluateAll((fs) => fs.map((f) => f.dataset.group));
  assert.deepEqual([...new Set(groups)].sort(), [...SHELVES].sort());
  // The experiment list has exactly these shelves, so none is left without a question.
  assert.equal(await page.locator("#experiments .shelf").count(), SHELVES.length);
  assert.deepEqual(problems, []);
});

test("each question's numbers are its run's, and its button opens that run", async (t) => {
  const { page, problems } = await open(t, browser);
  const all = await questions(page);
  const fieldsets = page.locator("#quiz .quiz-question");
  let times = 0;
  let holdings = 0;
  for (const [i, question] of all.entries()) {
    const what = `question ${i + 1} (${question.scenario})`;
    const fieldset = fieldsets.nth(i);
    // Pick a wrong answer, so both its explanation and the right one's show.
    await fieldset.getByRole("radio").nth(question.answer === 0 ? 1 : 0).check();
    await fieldset.locator(".quiz-check").click();
    const legend = (await fieldset.locator("legend").textContent()).replace(/^Question \d+ of \d+\. /, "");
    const words = [legend, ...(await fieldset.locator(".quiz-option-text").allTextContents()), await fieldset.locator(".quiz-feedback").textContent()].join(" ");

    await fieldset.getByRole("button", { name: /^Open this run in the simulator/ }).click();
    await page.waitForFunction((stem) => new URLSearchParams(location.search).get("scenario") === stem, question.scenario.replace(/\.json$/, ""));
    const params = new URLSearchParams(await page.evaluate(() => location.search));
    for (const [id, value] of Object.entries(question.settings)) {
      assert.equal(params.get(id), typeof value === "boolean" ? (value ? "on" : "off") : String(value), `${what}: ${id}`);
    }
    assert.equal(await page.evaluate(() => document.activeElement?.id), "scenario-title", `${what}: the title has the focus`);
    assert.ok(await page.locator("#scenario-title").isVisible(), what);

    // Every time the question quotes is a time of that run: an event's or a setting's.
    const shown = [
      ...(await page.locator("#events").allTextContents()),
      ...(await page.locator("#knobs").allTextContents()),
    ].join(" ").replaceAll(" s", "\u00a0s");
    for (const time of words.match(TIME) ?? []) {
      assert.ok(shown.includes(time), `${what} quotes ${time}, which its run does not show`);
      times += 1;
    }
    // What a resource holds against what it should, as the results say it.
    for (const [, held, should] of words.matchAll(/holds (\S+) when it should hold (\S+)\./g)) {
      const results = await page.locator("#results").textContent();
      assert.ok(results.includes(`holds ${held} but should hold ${should}.`), `${what}: ${held} and ${should} are the run's`);
      holdings += 1;
    }
  }
  // The checks above found something to compare.
  assert.ok(times >= all.length, `only ${times} times were compared`);
  // Only the questions that ask what a resource ends up holding quote its values.
  assert.ok(holdings >= 2, `only ${holdings} results were compared`);
  assert.deepEqual(problems, []);
});

test("a question whose run cannot be made says so instead of quoting numbers", async (t) => {
  const { page, problems } = await open(t, browser, {
    routes: (p) => p.route("**/scenarios/clock-drift.json", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{ not json" })),
  });
  const fieldset = page.locator("#quiz-clock-drift");
  assert.equal(await fieldset.getAttribute("data-unmade"), "");
  assert.match(await fieldset.textContent(), /that run could not be made \(clock-drift\.json: .+\), so it is left out/);
  assert.equal(await fieldset.getByRole("radio").count(), 0);
  assert.doesNotMatch(await fieldset.textContent(), TIME);
  // The other questions are still asked.
  assert.ok((await page.locator("#quiz .quiz-question:not([data-unmade]) input[type=radio]").count()) > 0);
  assert.deepEqual(problems, []);
});

test("a changed scenario changes its question's numbers, and a knob it lost leaves the question out", async (t) => {
  const { page, problems } = await open(t, browser, {
    routes: async (p) => {
      // A longer lease in one scenario, a renamed knob in another.
      await p.route("**/scenarios/network-delay.json", async (route) => {
        const scenario = JSON.parse(await (await route.fetch()).text());
        scenario.lock_service.lease_ms = 11000;
        await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(scenario) });
      });
      await p.route("**/scenarios/fencing-proxy.json", async (route) => {
        const scenario = JSON.parse(await (await route.fetch()).text());
        scenario.knobs.find((k) => k.id === "proxy").id = "guard";
        await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(scenario) });
      });
    },
  });
  const delayed = await page.locator("#quiz-network-delay legend").textContent();
  assert.match(delayed, /A's lease ends at 11\.0\u00a0s while the write is on its way/, delayed);
  const proxy = page.locator("#quiz-proxy");
  assert.equal(await proxy.getAttribute("data-unmade"), "");
  assert.match(await proxy.textContent(), /could not be made \(fencing-proxy\.json: .*"proxy".*\)/);
  assert.deepEqual(problems, []);
});

test("a question can be answered with the keyboard", async (t) => {
  const { page, problems } = await open(t, browser);
  const fieldset = page.getByRole("region", { name: "Check yourself" }).getByRole("group").first();
  const radios = fieldset.getByRole("radio");
  await radios.first().focus();
  await page.keyboard.press("Space");
  assert.equal(await radios.first().isChecked(), true);
  await page.keyboard.press("ArrowDown");
  assert.equal(await radios.nth(1).isChecked(), true, "arrows move within the group");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("quiz-check")), true, "Tab leaves the group for Check");
  await page.keyboard.press("Enter");
  assert.match(await fieldset.getByRole("status").textContent(), /^(Right|Not quite)\. /);
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("quiz-open")), true, "Tab reaches Open this run");
  assert.deepEqual(problems, []);
});

test("a new language words the quiz again in place, keeping the answers, the feedback and the score", async (t) => {
  const { page, problems } = await open(t, browser);
  const all = await questions(page);
  const fieldsets = page.locator("#quiz .quiz-question");
  const score = page.locator("#quiz .quiz-score");
  // The first question answered wrong, the second right.
  const first = fieldsets.nth(0);
  const wrong = all[0].answer === 0 ? 1 : 0;
  await first.getByRole("radio").nth(wrong).check();
  await first.locator(".quiz-check").click();
  const second = fieldsets.nth(1);
  await second.getByRole("radio").nth(all[1].answer).check();
  await second.locator(".quiz-check").click();
  const english = {
    legend: await first.locator("legend").textContent(),
    feedback: await first.locator(".quiz-feedback").textContent(),
    score: await score.textContent(),
  };

  await page.locator("#language").selectOption("de");
  await page.waitForFunction(() => document.documentElement.lang === "de");
  assert.match(await first.locator("legend").textContent(), new RegExp(`^Frage 1 von ${all.length}\\. \\S`));
  assert.equal(await first.getByRole("radio").nth(wrong).isChecked(), true, "the picked answer stays picked");
  const said = await first.locator(".quiz-feedback p").allTextContents();
  assert.match(said[0], /^Nicht ganz\. \S/);
  assert.match(said[1], /^Die richtige Antwort: \S/);
  assert.match(await second.locator(".quiz-feedback p").first().textContent(), /^Richtig\. \S/);
  assert.equal(await score.textContent(), `Du hast bisher 1 von ${all.length} richtig; es zählt nur die jeweils erste Antwort.`);
  assert.equal(await first.getByRole("button", { name: "Frage 1 prüfen", exact: true }).count(), 1);
  assert.equal(await page.locator("#quiz [data-unmade]").count(), 0, "every run is made again");

  // Checking now still counts the first answer only, and English comes back word for word.
  await first.getByRole("radio").nth(all[0].answer).check();
  await first.locator(".quiz-check").click();
  assert.equal(await score.textContent(), `Du hast bisher 1 von ${all.length} richtig; es zählt nur die jeweils erste Antwort.`);
  await first.getByRole("radio").nth(wrong).check();
  await first.locator(".quiz-check").click();
  await page.locator("#language").selectOption("en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  assert.deepEqual(
    {
      legend: await first.locator("legend").textContent(),
      feedback: await first.locator(".quiz-feedback").textContent(),
      score: await score.textContent(),
    },
    english,
  );
  assert.deepEqual(problems, []);
});
