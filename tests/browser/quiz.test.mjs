// "Check yourself": every question says why a wrong answer is wrong, names
// the right one, and the score counts the questions answered right. The
// right answers come from the page's own quiz module, so new questions are
// covered without editing this file.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open } from "./browser.mjs";

const browser = useBrowser();

test("every question judges a wrong and a right answer, and the score counts", async (t) => {
  const { page, problems } = await open(t, browser);
  const questions = await page.evaluate(async () => (await import("./js/quiz.js")).QUESTIONS);
  const quiz = page.getByRole("region", { name: "Check yourself" });
  const fieldsets = quiz.getByRole("group");
  assert.equal(await fieldsets.count(), questions.length);
  const score = quiz.locator(".quiz-score");
  assert.equal(await score.getAttribute("role"), "status");
  assert.equal(await score.textContent(), `You have 0 of ${questions.length} right so far.`);

  for (const [i, question] of questions.entries()) {
    const fieldset = fieldsets.nth(i);
    const what = `question ${i + 1}`;
    assert.match(await fieldset.locator("legend").textContent(), new RegExp(`^Question ${i + 1} of ${questions.length}\\. `));
    const radios = fieldset.getByRole("radio");
    assert.equal(await radios.count(), question.options.length, what);
    const check = fieldset.getByRole("button", { name: `Check question ${i + 1}`, exact: true });
    const feedback = fieldset.getByRole("status");

    await check.click();
    assert.match(await feedback.textContent(), /^Pick an answer first/, what);

    const wrong = question.answer === 0 ? 1 : 0;
    await fieldset.getByRole("radio", { name: question.options[wrong].text, exact: true }).check();
    assert.equal(await feedback.textContent(), "", `${what}: picking again clears the old feedback`);
    await check.click();
    const said = await feedback.textContent();
    assert.match(said, /^Not quite\. /, what);
    assert.ok(said.includes(question.options[wrong].why), `${what} says why the pick is wrong`);
    assert.ok(said.includes(question.options[question.answer].text), `${what} names the right answer`);

    await fieldset.getByRole("radio", { name: question.options[question.answer].text, exact: true }).check();
    await check.click();
    assert.equal(await feedback.textContent(), `Right. ${question.options[question.answer].why}`, what);
    assert.equal(await score.textContent(), `You have ${i + 1} of ${questions.length} right so far.`);
  }
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
  assert.deepEqual(problems, []);
});
