// @ts-check
/**
 * "Efficiency or correctness?": the reader sorts example jobs by two
 * questions, the two axes of the lesson's square: how much harm comes from
 * two clients running the job at once, and whether the resource it
 * changes can check a fencing token. Each job is a fieldset of real radio
 * buttons, so the keyboard works as the browser makes it work; each check
 * says why, and a job sorted right takes its place in the square below.
 *
 * It is its own module and needs nothing from the simulator, so it works
 * even if the wasm cannot start: `main.js` starts it first (`startSorter`). Text goes in as text only. Its words are
 * the catalogue's (`sorter-…` in `words/<lang>/quiz.ftl`, a job's under
 * its id); it draws once the page's words are in, and words itself again
 * in place when the reader switches language, keeping every answer.
 */

import { el } from "./dom.js";
import { say } from "./words.js";
import { LANGUAGE_EVENT } from "./language.js";
import { startLanguage } from "./language.js";

/**
 * What overlap costs: repeated work, or real harm.
 * @typedef {"low" | "high"} Harm
 */

/**
 * One job to sort; its words are `sorter-<id>-name`, `-story`, `-why`
 * (why it is the lock it is) and `-resource` (what its resource can check).
 * @typedef {object} Job
 * @property {string} id Short and unique; it names the radio groups and the job's messages.
 * @property {Harm} harm What overlap costs.
 * @property {boolean} checks Whether the resource can check a fencing token.
 */

/**
 * A job's words in the page's language.
 * @typedef {{ name: string, story: string, why: string, resource: string }} JobWords
 */

/** @type {readonly Job[]} */
export const JOBS = [
  { id: "cache", harm: "low", checks: false },
  { id: "digest", harm: "low", checks: false },
  { id: "report", harm: "low", checks: true },
  { id: "file", harm: "high", checks: true },
  { id: "ledger", harm: "high", checks: true },
  { id: "charge", harm: "high", checks: false },
];

/**
 * A job's words in the page's language.
 * @param {Job} job
 * @returns {JobWords}
 */
export function jobWords(job) {
  /** @param {string} part */
  const words = (part) => say(`sorter-${job.id}-${part}`);
  return { name: words("name"), story: words("story"), why: words("why"), resource: words("resource") };
}

/** The two answers to each question, as the radio buttons' values. */
const HARMS = /** @type {const} */ (["low", "high"]);
const CHECKS = /** @type {const} */ (["true", "false"]);

/**
 * Fills `container` with the jobs, the square and the score, and words
 * them again whenever the reader switches language.
 * @param {HTMLElement} container
 */
export function renderSorter(container) {
  /** @type {Set<string>} the jobs sorted right */
  const sorted = new Set();
  const square = new Square();
  const score = el("p", "sorter-score");
  score.setAttribute("role", "status");
  score.setAttribute("aria-live", "polite");
  const showScore = () => {
    score.textContent = say("sorter-score", { count: sorted.size, total: JOBS.length });
    square.place(sorted);
  };

  const jobs = JOBS.map(
    (job, index) =>
      new JobBox(job, index, (right) => {
        if (right) sorted.add(job.id);
        else sorted.delete(job.id);
        showScore();
      }),
  );
  const list = el("div", "sorter-jobs");
  list.append(...jobs.map((j) => j.fieldset));
  container.replaceChildren(list, score, square.table);
  showScore();

  document.addEventListener(LANGUAGE_EVENT, () => {
    for (const job of jobs) job.show();
    square.show();
    showScore();
  });
}

/**
 * One job: its story, the two questions and a Check button. What its
 * feedback shows is kept as what was asked for, so new words can draw it
 * again: the picks it judges stay as they were, since a new pick clears it.
 */
class JobBox {
  /**
   * @param {Job} job
   * @param {number} index
   * @param {(right: boolean) => void} onChecked
   */
  constructor(job, index, onChecked) {
    this.job = job;
    this.number = index + 1;
    /** @type {"none" | "picked" | null} a reminder to answer both, the verdict, or nothing */
    this.feedbackShown = null;
    const fieldset = el("fieldset", "sorter-job");
    this.fieldset = fieldset;
    fieldset.id = `sorter-${job.id}`;
    this.legend = el("legend", "sorter-legend");
    this.story = el("p", "sorter-story");
    this.lock = new Choice(job, "lock", HARMS);
    this.checks = new Choice(job, "checks", CHECKS);

    this.button = el("button", "sorter-check");
    this.button.type = "button";

    this.feedback = el("div", "sorter-feedback");
    this.feedback.setAttribute("role", "status");
    this.feedback.setAttribute("aria-live", "polite");

    this.button.addEventListener("click", () => {
      const both = this.lock.picked() !== null && this.checks.picked() !== null;
      this.feedbackShown = both ? "picked" : "none";
      this.showFeedback();
      if (both) onChecked(this.lock.picked() === job.harm && this.checks.picked() === String(job.checks));
    });

    // Old feedback would describe answers that are no longer picked, so it goes.
    fieldset.addEventListener("change", () => {
      this.feedbackShown = null;
      this.showFeedback();
    });

    const questions = el("div", "sorter-questions");
    questions.append(this.lock.group, this.checks.group);
    fieldset.append(this.legend, this.story, questions, this.button, this.feedback);
    this.show();
  }

  /** Puts in the job's words in the page's language. */
  show() {
    const words = jobWords(this.job);
    this.legend.textContent = say("sorter-legend", { number: this.number, total: JOBS.length, job: words.name });
    this.story.textContent = words.story;
    this.lock.show("sorter-ask-lock", (value) => `sorter-lock-${value}`);
    this.checks.show("sorter-ask-checks", (value) => `sorter-checks-${value}`);
    // Every button says "Check"; its name says which job it checks.
    this.button.textContent = say("sorter-check");
    this.button.setAttribute("aria-label", say("sorter-check.aria-label", { job: words.name }));
    this.showFeedback();
  }

  /** Draws the feedback asked for, in the words shown now. */
  showFeedback() {
    const feedback = this.feedback;
    const lock = this.lock.picked();
    const checks = this.checks.picked();
    if (this.feedbackShown === null) {
      delete feedback.dataset.result;
      feedback.replaceChildren();
      return;
    }
    if (this.feedbackShown === "none" || lock === null || checks === null) {
      feedback.dataset.result = "none";
      feedback.replaceChildren(el("p", undefined, say("sorter-answer-both")));
      return;
    }
    const { job } = this;
    const words = jobWords(job);
    const lockRight = lock === job.harm;
    const checksRight = checks === String(job.checks);
    const right = lockRight && checksRight;
    feedback.dataset.result = right ? "right" : "wrong";
    const needs = say("sorter-needs", { job: words.name, harm: job.harm, why: words.why });
    /** @type {HTMLParagraphElement[]} */
    const lines = [];
    if (right) {
      lines.push(lead(say("quiz-right"), needs));
    } else if (lockRight) {
      lines.push(lead(say("quiz-not-quite"), say("sorter-needs-but", { harm: job.harm, resource: words.resource })));
      lines.push(el("p", undefined, words.why));
    } else {
      lines.push(lead(say("quiz-not-quite"), needs));
      if (!checksRight) lines.push(el("p", undefined, words.resource));
    }
    feedback.replaceChildren(...lines);
  }
}

/** A group of radio buttons under its own question. */
class Choice {
  /**
   * @param {Job} job
   * @param {string} name
   * @param {readonly string[]} values the buttons' values, in order
   */
  constructor(job, name, values) {
    this.group = el("fieldset", "sorter-question");
    this.prompt = el("legend", "sorter-prompt");
    this.group.append(this.prompt);
    /** @type {{ value: string, text: HTMLSpanElement }[]} */
    this.options = values.map((value) => {
      const label = el("label", "quiz-option");
      const input = el("input", "quiz-radio");
      input.type = "radio";
      input.name = `sorter-${job.id}-${name}`;
      input.value = value;
      const text = el("span", "quiz-option-text");
      label.append(input, text);
      this.group.append(label);
      return { value, text };
    });
  }

  /**
   * Puts in the question's words and each answer's.
   * @param {string} prompt the question's message
   * @param {(value: string) => string} answer each answer's message, by its value
   */
  show(prompt, answer) {
    this.prompt.textContent = say(prompt);
    for (const { value, text } of this.options) text.textContent = say(answer(value));
  }

  /** The value of the picked radio button, or null. */
  picked() {
    const input = this.group.querySelector("input[type=radio]:checked");
    return input instanceof HTMLInputElement ? input.value : null;
  }
}

/**
 * A paragraph with a bold lead-in.
 * @param {string} words
 * @param {string} rest
 */
function lead(words, rest) {
  const p = el("p");
  p.append(el("strong", undefined, words), ` ${rest}`);
  return p;
}

/**
 * The square: harm from overlap across, whether the resource can check
 * tokens down, what to do in each corner, and the jobs sorted so far.
 */
class Square {
  constructor() {
    this.table = el("table", "sorter-square");
    this.caption = el("caption");
    /** @type {{ element: HTMLElement, id: string }[]} the square's words, each with its message */
    this.labels = [];
    /** @type {Map<string, HTMLUListElement>} each corner's list of jobs */
    this.corners = new Map();
    /** @type {Map<string, HTMLLIElement>} the jobs placed, by id */
    this.placed = new Map();
    const head = el("thead");
    const headRow = el("tr");
    headRow.append(el("td"));
    for (const harm of HARMS) {
      const th = this.label("th", `sorter-harm-${harm}`);
      th.scope = "col";
      headRow.append(th);
    }
    head.append(headRow);
    const body = el("tbody");
    for (const checks of [true, false]) {
      const row = el("tr");
      const th = this.label("th", `sorter-can-check-${checks}`);
      th.scope = "row";
      row.append(th);
      for (const harm of HARMS) {
        const key = corner(harm, checks);
        const cell = el("td");
        cell.dataset.corner = key;
        const list = el("ul", "sorter-sorted");
        this.corners.set(key, list);
        cell.append(this.label("p", `sorter-corner-${key}`, "sorter-advice"), list);
        row.append(cell);
      }
      body.append(row);
    }
    this.table.append(this.caption, head, body);
    this.show();
  }

  /**
   * An element of the square whose words are message `id`.
   * @template {keyof HTMLElementTagNameMap} K
   * @param {K} tag
   * @param {string} id
   * @param {string} [className]
   * @returns {HTMLElementTagNameMap[K]}
   */
  label(tag, id, className) {
    const element = el(tag, className);
    this.labels.push({ element, id });
    return element;
  }

  /** Puts in the square's words in the page's language, and the placed jobs' names. */
  show() {
    this.caption.textContent = say("sorter-square");
    for (const { element, id } of this.labels) element.textContent = say(id);
    for (const job of JOBS) {
      const item = this.placed.get(job.id);
      if (item) item.textContent = jobWords(job).name;
    }
  }

  /**
   * Puts the jobs sorted right in their corners, and takes out the rest.
   * @param {Set<string>} sorted
   */
  place(sorted) {
    for (const job of JOBS) {
      const item = this.placed.get(job.id);
      if (sorted.has(job.id) && !item) {
        const li = el("li", undefined, jobWords(job).name);
        li.id = `sorted-${job.id}`;
        this.corners.get(corner(job.harm, job.checks))?.append(li);
        this.placed.set(job.id, li);
      } else if (!sorted.has(job.id) && item) {
        item.remove();
        this.placed.delete(job.id);
      }
    }
  }
}

/**
 * The key of a corner of the square.
 * @param {Harm} harm
 * @param {boolean} checks
 * @returns {string}
 */
function corner(harm, checks) {
  return `${harm}-${checks}`;
}

/**
 * Draws the sorter into `container` once the page's words are in. The page
 * starts it before the simulator, so it works even if the wasm cannot start.
 * @param {HTMLElement} container
 */
export function startSorter(container) {
  startLanguage().then(() => renderSorter(container));
}
