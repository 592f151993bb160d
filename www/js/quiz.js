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
 *
 * Every word is the catalogue's. When the reader switches language, each
 * question's run is made again (its times and values are the core's
 * words, which change with the language) and the quiz is worded again in
 * place: the picked answers, the feedback on show and the score stay.
 *
 * Each first answer goes to `progress.js`, for a learning platform or a
 * course page to count; first answers kept from an earlier visit come
 * back from it, picked and checked again as they were.
 */

import { el } from "./dom.js";
import { QUESTIONS, wordsOf } from "./quiz-questions.js";
import { RunFacts } from "./quiz-run.js";
import { describe } from "./sim.js";
import { say } from "./words.js";
import { LANGUAGE_EVENT } from "./language.js";
import { startLanguage } from "./language.js";
import { answerOf, answered, quizHas } from "./progress.js";
import { joinPlatform } from "./scorm.js";

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
 * A question made from its run.
 * @typedef {{ words: QuizWords, entry: Entry, group: Group }} Asked
 */

/**
 * A question made from its run, or the reason its run could not be made.
 * @typedef {Asked | { problem: string }} Made
 */

/** @type {Quiz | null} the quiz on the page, once it has started */
let quiz = null;

/**
 * Words every question from its run and fills `container`, once the page's
 * words are in. With no simulator (the wasm did not start) each question
 * says that its run could not be made.
 * @param {HTMLElement} container
 * @param {Simulator | null} simulator
 * @param {OpenRun} openRun
 * @returns {void}
 */
export function startQuiz(container, simulator, openRun) {
  joinPlatform();
  startLanguage().then(() => {
    quiz = new Quiz(container, simulator, openRun);
  });
}

/**
 * Runs a question's scenario at its settings and words the question from it.
 * @param {QuizQuestion} question
 * @param {Simulator | null} simulator
 * @returns {Made}
 */
function make(question, simulator) {
  if (!simulator) return { problem: say("quiz-problem-no-simulator") };
  const entry = simulator.entries.find((e) => e.file === question.scenario);
  if (!entry) return { problem: say("quiz-problem-no-experiment", { file: question.scenario }) };
  try {
    const view = simulator.runAside(entry, question.settings);
    return { words: wordsOf(question, new RunFacts(view)), entry, group: view.group };
  } catch (err) {
    return { problem: say("quiz-problem-run", { file: question.scenario, cause: describe(err) }) };
  }
}

/**
 * The whole quiz: its questions and the score. Each question can be
 * checked as often as the student likes, but the score counts only the
 * first answer checked for each.
 */
class Quiz {
  /**
   * Fills `container`, replacing whatever was there.
   * @param {HTMLElement} container
   * @param {Simulator | null} simulator
   * @param {OpenRun} openRun
   */
  constructor(container, simulator, openRun) {
    this.simulator = simulator;
    this.openRun = openRun;
    /** @type {(boolean | null)[]} whether each question's first checked answer was right */
    this.first = QUESTIONS.map(() => null);
    this.score = el("p", "quiz-score");
    this.score.setAttribute("role", "status");
    this.score.setAttribute("aria-live", "polite");
    /** @type {(Question | Unmade)[]} */
    this.parts = QUESTIONS.map((question, index) => this.part(question, index, make(question, simulator)));
    container.replaceChildren(...this.parts.map((p) => p.fieldset), this.score);
    this.parts.forEach((part, index) => {
      const kept = answerOf(QUESTIONS[index].id);
      if (!kept || !(part instanceof Question)) return;
      this.first[index] = kept.right;
      part.restore(kept.picked);
    });
    quizHas(QUESTIONS.length);
    this.showScore();
  }

  /**
   * One question's fieldset, asked or left out.
   * @param {QuizQuestion} question
   * @param {number} index
   * @param {Made} made
   * @returns {Question | Unmade}
   */
  part(question, index, made) {
    if ("problem" in made) return new Unmade(question, index, made.problem);
    return new Question(question, index, made, this.openRun, (picked, isRight) => {
      if (this.first[index] !== null) return;
      this.first[index] = isRight;
      answered(question.id, { picked, right: isRight });
      this.showScore();
    });
  }

  /** Words every question again from a new run, in the page's language now. */
  relanguage() {
    this.parts = this.parts.map((part, index) => {
      const question = QUESTIONS[index];
      const made = make(question, this.simulator);
      if (part instanceof Question && !("problem" in made)) part.show(made);
      else if (part instanceof Unmade && "problem" in made) part.show(made.problem);
      else {
        const fresh = this.part(question, index, made);
        part.fieldset.replaceWith(fresh.fieldset);
        return fresh;
      }
      return part;
    });
    this.showScore();
  }

  showScore() {
    const count = this.first.filter((right) => right === true).length;
    this.score.textContent = say("quiz-score", { count, total: QUESTIONS.length });
  }
}

/**
 * A question whose run could not be made: it says so instead of quoting
 * numbers that may be wrong.
 */
class Unmade {
  /**
   * @param {QuizQuestion} question
   * @param {number} index
   * @param {string} problem
   */
  constructor(question, index, problem) {
    this.number = index + 1;
    this.fieldset = el("fieldset", "quiz-question");
    this.fieldset.id = `quiz-${question.id}`;
    this.fieldset.dataset.scenario = question.scenario;
    this.fieldset.dataset.unmade = "";
    this.legend = el("legend", "quiz-legend");
    this.words = el("p");
    this.fieldset.append(this.legend, this.words);
    this.show(problem);
  }

  /** @param {string} problem */
  show(problem) {
    this.legend.textContent = say("quiz-legend-unmade", { number: this.number, total: QUESTIONS.length });
    this.words.textContent = say("quiz-unmade", { problem });
  }
}

/**
 * One question's fieldset. What it shows after a check is kept as what
 * was asked for (nothing, a reminder to pick, or the verdict on the
 * picked answer), so new words can draw it again.
 */
class Question {
  /**
   * @param {QuizQuestion} question
   * @param {number} index
   * @param {Asked} made
   * @param {OpenRun} openRun
   * @param {(picked: number, isRight: boolean) => void} onChecked hears each checked answer and whether it was right
   */
  constructor(question, index, made, openRun, onChecked) {
    this.question = question;
    this.number = index + 1;
    this.made = made;
    /** @type {"none" | "picked" | null} the feedback on show: a reminder to pick, the verdict, or nothing */
    this.feedbackShown = null;

    const fieldset = el("fieldset", "quiz-question");
    this.fieldset = fieldset;
    fieldset.id = `quiz-${question.id}`;
    fieldset.dataset.scenario = question.scenario;
    fieldset.dataset.group = made.group;
    this.legend = el("legend", "quiz-legend");

    const options = el("div", "quiz-options");
    /** @type {HTMLSpanElement[]} */
    this.texts = made.words.options.map((_, optionIndex) => {
      const label = el("label", "quiz-option");
      const input = el("input", "quiz-radio");
      input.type = "radio";
      input.name = `quiz-${question.id}`;
      input.value = String(optionIndex);
      const text = el("span", "quiz-option-text");
      label.append(input, text);
      options.append(label);
      return text;
    });

    this.check = el("button", "quiz-check");
    this.check.type = "button";

    this.feedback = el("div", "quiz-feedback");
    this.feedback.setAttribute("role", "status");
    this.feedback.setAttribute("aria-live", "polite");

    // The run the question is about, as the simulator shows it.
    this.open = el("button", "quiz-open");
    this.open.type = "button";
    this.open.addEventListener("click", () => openRun(this.made.entry, question.settings));

    this.check.addEventListener("click", () => {
      const picked = pickedIndex(fieldset);
      this.feedbackShown = picked === null ? "none" : "picked";
      this.showFeedback();
      if (picked !== null) onChecked(picked, picked === question.answer);
    });

    // Old feedback would describe an answer that is no longer picked, so it goes.
    fieldset.addEventListener("change", () => {
      this.feedbackShown = null;
      this.showFeedback();
    });

    fieldset.append(this.legend, options, this.check, this.feedback);
    this.show(made);
  }

  /**
   * Puts in the question's words, from its run as just made.
   * @param {Asked} made
   */
  show(made) {
    this.made = made;
    const number = this.number;
    const { words } = made;
    this.legend.textContent = say("quiz-legend", { number, total: QUESTIONS.length, prompt: words.prompt });
    this.texts.forEach((text, i) => {
      text.textContent = words.options[i]?.text ?? "";
    });
    // Every button says "Check"; its name tells a screen reader which question it checks.
    this.check.textContent = say("quiz-check");
    this.check.setAttribute("aria-label", say("quiz-check.aria-label", { number }));
    this.open.textContent = say("quiz-open");
    this.open.setAttribute("aria-label", say("quiz-open.aria-label", { number }));
    this.showFeedback();
  }

  /**
   * Picks `picked` and shows its verdict, as if it had just been checked:
   * a first answer kept from an earlier visit.
   * @param {number} picked
   */
  restore(picked) {
    const input = this.fieldset.querySelectorAll("input[type=radio]")[picked];
    if (!(input instanceof HTMLInputElement)) return;
    input.checked = true;
    this.feedbackShown = "picked";
    this.showFeedback();
  }

  /** Draws the feedback asked for, in the words shown now. */
  showFeedback() {
    const feedback = this.feedback;
    const picked = pickedIndex(this.fieldset);
    if (this.feedbackShown === null) {
      delete feedback.dataset.result;
      feedback.replaceChildren();
    } else if (this.feedbackShown === "none" || picked === null) {
      feedback.dataset.result = "none";
      feedback.replaceChildren(paragraph(say("quiz-pick-first")));
    } else {
      const answer = this.question.answer;
      feedback.dataset.result = picked === answer ? "right" : "wrong";
      feedback.replaceChildren(...explain(this.made.words, answer, picked), this.open);
    }
  }
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
    return [paragraph(say("quiz-no-answer"))];
  }
  if (picked === answer) {
    return [paragraph(correct.why, say("quiz-right"))];
  }
  return [
    paragraph(chosen.why, say("quiz-not-quite")),
    paragraph(correct.text, say("quiz-right-answer")),
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

/**
 * Until the simulator has started, the quiz in `container` says what it is
 * waiting for, in the page's language; once started, it words itself again
 * on a change of language. The page calls this first, before the wasm.
 * @param {HTMLElement} container
 */
export function awaitQuiz(container) {
  const showWaiting = () => {
    if (!quiz) container.replaceChildren(paragraph(say("quiz-waiting")));
  };
  startLanguage().then(showWaiting);
  document.addEventListener(LANGUAGE_EVENT, () => (quiz ? quiz.relanguage() : showWaiting()));
}

// If main.js never ran (see index.html), nothing hands the quiz its place
// and no run can be made: the quiz, loaded on its own, finds its place
// itself and each question says so. The one page-global lookup outside
// the composition root, because in that case there is none.
window.addEventListener("load", () => {
  if (document.documentElement.hasAttribute("data-started")) return;
  const container = document.getElementById("quiz-questions");
  if (container) startQuiz(container, null, () => {});
});
