// @ts-check
/**
 * The "Check yourself" quiz under the lesson.
 *
 * The questions are plain data. `renderQuiz` turns each one into a fieldset of real radio
 * buttons, so the keyboard works the way the browser already makes it work. Text goes in through
 * `textContent` only, never as HTML. The questions live in `quiz-questions.js`.
 */

import { el } from "./dom.js";
import { QUESTIONS } from "./quiz-questions.js";

export { QUESTIONS };

/** @typedef {import("./quiz-questions.js").QuizQuestion} QuizQuestion */

/**
 * Fills `container` with the quiz, replacing whatever was there.
 *
 * Each question can be checked as often as the student likes; the score counts the questions
 * whose latest check was right.
 * @param {HTMLElement} container
 * @returns {void}
 */
export function renderQuiz(container) {
  const total = QUESTIONS.length;
  /** @type {boolean[]} */
  const right = QUESTIONS.map(() => false);

  const score = el("p", "quiz-score");
  score.setAttribute("role", "status");
  score.setAttribute("aria-live", "polite");
  const showScore = () => {
    const count = right.filter(Boolean).length;
    score.textContent = `You have ${count} of ${total} right so far.`;
  };
  showScore();

  const questions = QUESTIONS.map((question, index) =>
    renderQuestion(question, index, total, (isRight) => {
      right[index] = isRight;
      showScore();
    }),
  );
  container.replaceChildren(...questions, score);
}

/**
 * Builds one question's fieldset. `onChecked` hears whether each check was right.
 * @param {QuizQuestion} question
 * @param {number} index
 * @param {number} total
 * @param {(isRight: boolean) => void} onChecked
 * @returns {HTMLFieldSetElement}
 */
function renderQuestion(question, index, total, onChecked) {
  const number = index + 1;
  const fieldset = el("fieldset", "quiz-question");
  fieldset.id = `quiz-${question.id}`;

  const legend = el("legend", "quiz-legend");
  legend.textContent = `Question ${number} of ${total}. ${question.prompt}`;

  const options = el("div", "quiz-options");
  question.options.forEach((option, optionIndex) => {
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
  const hidden = el("span", "quiz-hidden");
  hidden.textContent = ` question ${number}`;
  button.append("Check", hidden);

  const feedback = el("div", "quiz-feedback");
  feedback.setAttribute("role", "status");
  feedback.setAttribute("aria-live", "polite");

  button.addEventListener("click", () => {
    const picked = pickedIndex(fieldset);
    if (picked === null) {
      feedback.dataset.result = "none";
      feedback.replaceChildren(paragraph("Pick an answer first, then press Check."));
      return;
    }
    const isRight = picked === question.answer;
    feedback.dataset.result = isRight ? "right" : "wrong";
    feedback.replaceChildren(...explain(question, picked));
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
 * @param {QuizQuestion} question
 * @param {number} picked
 * @returns {HTMLParagraphElement[]}
 */
function explain(question, picked) {
  const chosen = question.options[picked];
  const correct = question.options[question.answer];
  if (chosen === undefined || correct === undefined) {
    return [paragraph("This question has no answer to compare with.")];
  }
  if (picked === question.answer) {
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

const container = document.getElementById("quiz-questions");
if (container) renderQuiz(container);
