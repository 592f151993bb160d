// @ts-check
/**
 * The "Check yourself" quiz under the lesson.
 *
 * The questions live in `quiz-questions.js`; each is worded from a run of
 * its scenario, made beside the simulator's own run by the simulator
 * `main.js` hands over once the wasm has started (`startQuiz`). Each
 * question becomes a fieldset of real radio buttons, so the keyboard works
 * the way the browser already makes it work. Text goes in through
 * `textContent` only, never as HTML.
 */

import { el } from "./dom.js";
import { QUESTIONS } from "./quiz-questions.js";
import { RunFacts } from "./quiz-run.js";
import { describe } from "./sim.js";

export { QUESTIONS };

/**
 * @typedef {import("./quiz-questions.js").QuizQuestion} QuizQuestion
 * @typedef {import("./quiz-questions.js").QuizWords} QuizWords
 * @typedef {import("./sim.js").Simulator} Simulator
 * @typedef {import("./sim.js").Entry} Entry
 * @typedef {import("../pkg/fencelab_wasm.js").Settings} Settings
 * @typedef {import("../pkg/fencelab_wasm.js").Group} Group
 */

/**
 * Opens a question's run in the simulator, as the page opens any experiment.
 * @callback OpenRun
 * @param {Entry} entry
 * @param {Settings} settings
 * @returns {void}
 */

/**
 * A question made from its run, or the reason its run could not be made.
 * @typedef {{ words: QuizWords, entry: Entry, group: Group } | { problem: string }} Made
 */

/**
 * Words every question from its run and fills the quiz. With no simulator
 * (the wasm did not start) each question says that its run could not be made.
 * @param {Simulator | null} simulator
 * @param {OpenRun} openRun
 * @returns {void}
 */
export function startQuiz(simulator, openRun) {
  const container = document.getElementById("quiz-questions");
  if (!container) return;
  const made = QUESTIONS.map((question) => make(question, simulator));
  renderQuiz(container, made, openRun);
}

/**
 * Runs a question's scenario at its settings and words the question from it.
 * @param {QuizQuestion} question
 * @param {Simulator | null} simulator
 * @returns {Made}
 */
function make(question, simulator) {
  if (!simulator) return { problem: "the simulator did not start" };
  const entry = simulator.entries.find((e) => e.file === question.scenario);
  if (!entry) return { problem: `there is no experiment ${question.scenario}` };
  try {
    const view = simulator.runAside(entry, question.settings);
    return { words: question.words(new RunFacts(view)), entry, group: view.group };
  } catch (err) {
    return { problem: `${question.scenario}: ${describe(err)}` };
  }
}

/**
 * Fills `container` with the quiz, replacing whatever was there. Each
 * question can be checked as often as the student likes, but the score
 * counts only the first answer checked for each.
 * @param {HTMLElement} container
 * @param {Made[]} made
 * @param {OpenRun} openRun
 * @returns {void}
 */
function renderQuiz(container, made, openRun) {
  const total = QUESTIONS.length;
  /** @type {(boolean | null)[]} */
  const first = QUESTIONS.map(() => null);

  const score = el("p", "quiz-score");
  score.setAttribute("role", "status");
  score.setAttribute("aria-live", "polite");
  const showScore = () => {
    const count = first.filter((right) => right === true).length;
    score.textContent = `You have ${count} of ${total} right so far, counting first answers only.`;
  };
  showScore();

  const questions = QUESTIONS.map((question, index) => {
    const number = index + 1;
    const one = made[index];
    if (!one || "problem" in one) {
      return unmade(question, number, total, one?.problem ?? "it was never made");
    }
    return renderQuestion(question, one, number, total, openRun, (isRight) => {
      if (first[index] !== null) return;
      first[index] = isRight;
      showScore();
    });
  });
  container.replaceChildren(...questions, score);
}

/**
 * A question whose run could not be made: it says so instead of quoting
 * numbers that may be wrong.
 * @param {QuizQuestion} question
 * @param {number} number
 * @param {number} total
 * @param {string} problem
 * @returns {HTMLFieldSetElement}
 */
function unmade(question, number, total, problem) {
  const fieldset = el("fieldset", "quiz-question");
  fieldset.id = `quiz-${question.id}`;
  fieldset.dataset.scenario = question.scenario;
  fieldset.dataset.unmade = "";
  const legend = el("legend", "quiz-legend");
  legend.textContent = `Question ${number} of ${total}.`;
  const words = paragraph(
    `This question is worded from a run of the simulator, and that run could not be made (${problem}), so it is left out rather than asked with numbers that may be wrong.`,
  );
  fieldset.append(legend, words);
  return fieldset;
}

/**
 * Builds one question's fieldset. `onChecked` hears whether each check was right.
 * @param {QuizQuestion} question
 * @param {{ words: QuizWords, entry: Entry, group: Group }} made
 * @param {number} number
 * @param {number} total
 * @param {OpenRun} openRun
 * @param {(isRight: boolean) => void} onChecked
 * @returns {HTMLFieldSetElement}
 */
function renderQuestion(question, made, number, total, openRun, onChecked) {
  const { words } = made;
  const fieldset = el("fieldset", "quiz-question");
  fieldset.id = `quiz-${question.id}`;
  fieldset.dataset.scenario = question.scenario;
  fieldset.dataset.group = made.group;

  const legend = el("legend", "quiz-legend");
  legend.textContent = `Question ${number} of ${total}. ${words.prompt}`;

  const options = el("div", "quiz-options");
  words.options.forEach((option, optionIndex) => {
    const label = el("label", "quiz-option");
    const input = el("input", "quiz-radio");
    input.type = "radio";
    input.name = `quiz-${question.id}`;
    input.value = String(optionIndex);
    const text = el("span", "quiz-option-text");
    text.textContent = option.text;
    label.append(input, text);
    options.append(label);
  });

  // Every button says "Check"; the hidden words tell a screen reader which question it checks.
  const button = el("button", "quiz-check");
  button.type = "button";
  button.append("Check", hidden(` question ${number}`));

  const feedback = el("div", "quiz-feedback");
  feedback.setAttribute("role", "status");
  feedback.setAttribute("aria-live", "polite");

  // The run the question is about, as the simulator shows it.
  const open = el("button", "quiz-open");
  open.type = "button";
  open.append("Open this run in the simulator", hidden(` (question ${number})`));
  open.addEventListener("click", () => openRun(made.entry, question.settings));

  button.addEventListener("click", () => {
    const picked = pickedIndex(fieldset);
    if (picked === null) {
      feedback.dataset.result = "none";
      feedback.replaceChildren(paragraph("Pick an answer first, then press Check."));
      return;
    }
    const isRight = picked === question.answer;
    feedback.dataset.result = isRight ? "right" : "wrong";
    feedback.replaceChildren(...explain(words, question.answer, picked), open);
    onChecked(isRight);
  });

  // Old feedback would describe an answer that is no longer picked, so it goes.
  fieldset.addEventListener("change", () => {
    delete feedback.dataset.result;
    feedback.replaceChildren();
  });

  fieldset.append(legend, options, button, feedback);
  return fieldset;
}

/**
 * The paragraphs shown after a check: the verdict with the picked answer's reason and, after a
 * wrong pick, the right answer with its own reason.
 * @param {QuizWords} words
 * @param {number} answer
 * @param {number} picked
 * @returns {HTMLParagraphElement[]}
 */
function explain(words, answer, picked) {
  const chosen = words.options[picked];
  const correct = words.options[answer];
  if (chosen === undefined || correct === undefined) {
    return [paragraph("This question has no answer to compare with.")];
  }
  if (picked === answer) {
    return [paragraph(correct.why, "Right.")];
  }
  return [
    paragraph(chosen.why, "Not quite."),
    paragraph(correct.text, "The right answer:"),
    paragraph(correct.why),
  ];
}

/**
 * The index of the picked radio button in `fieldset`, or null if none is picked.
 * @param {HTMLFieldSetElement} fieldset
 * @returns {number | null}
 */
function pickedIndex(fieldset) {
  const input = fieldset.querySelector("input[type=radio]:checked");
  if (!(input instanceof HTMLInputElement)) {
    return null;
  }
  const index = Number(input.value);
  return Number.isInteger(index) ? index : null;
}

/**
 * Words for a screen reader only.
 * @param {string} text
 * @returns {HTMLSpanElement}
 */
function hidden(text) {
  const span = el("span", "quiz-hidden");
  span.textContent = text;
  return span;
}

/**
 * A paragraph of plain text, with an optional bold lead-in.
 * @param {string} text
 * @param {string} [lead]
 * @returns {HTMLParagraphElement}
 */
function paragraph(text, lead) {
  const p = el("p");
  if (lead !== undefined) {
    const strong = el("strong");
    strong.textContent = lead;
    p.append(strong, " ");
  }
  p.append(text);
  return p;
}

// Until the simulator has started, the quiz says what it is waiting for. If
// main.js never ran (see index.html), no run can be made: each question says so.
const waiting = document.getElementById("quiz-questions");
if (waiting) waiting.replaceChildren(paragraph("The questions are worded from runs of the simulator, and appear once it has started."));
window.addEventListener("load", () => {
  if (!document.documentElement.hasAttribute("data-started")) startQuiz(null, () => {});
});
