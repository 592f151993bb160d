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
 * even if the wasm cannot start. Text goes in as text only.
 */

import { el } from "./dom.js";

/**
 * One job to sort.
 * @typedef {object} Job
 * @property {string} id Short and unique; it names the radio groups.
 * @property {string} name
 * @property {string} story What the job does and what it writes to.
 * @property {"low" | "high"} harm What overlap costs: repeated work, or real harm.
 * @property {boolean} checks Whether the resource can check a fencing token.
 * @property {string} why One line on why it is the lock it is.
 * @property {string} resource One line on what the resource can check.
 */

/** @type {readonly Job[]} */
export const JOBS = [
  {
    id: "cache",
    name: "Cache warm-up job",
    story: "Each night one server loads the most-read pages into a cache, so the site is quick in the morning. The cache is a plain key-value store that takes any write.",
    harm: "low",
    checks: false,
    why: "If two servers run it, the cache is filled twice: wasted work, nothing wrong. A single Redis key with a time limit (a TTL) is a fine lock.",
    resource: "A plain cache takes any write; it has no idea what a token is.",
  },
  {
    id: "digest",
    name: "Daily digest email",
    story: "Once a day a job emails every user a summary of yesterday, through an outside mail service.",
    harm: "low",
    checks: false,
    why: "Two runs send some users the same digest twice: a little annoying, not harmful. A plain lease is enough.",
    resource: "A mail server sends what it is given; no token goes with an email.",
  },
  {
    id: "report",
    name: "Report regeneration",
    story: "A job rebuilds the monthly sales report from the database and saves it to a store that can refuse a write with an older token.",
    harm: "low",
    checks: true,
    why: "Rebuilding the report twice gives the same report, so overlap only wastes work. A lease is enough; since the store can check tokens, fencing is cheap but optional.",
    resource: "The store can refuse a write whose token is older than the last one it took.",
  },
  {
    id: "file",
    name: "Shared file write",
    story: "Workers take turns rewriting one shared file on a file server. The server can be told the token of each write and refuse an old one.",
    harm: "high",
    checks: true,
    why: "Two writers at once can leave a mix of both versions, or wipe out one's work, and nobody gets an error. Fence at the resource: the file server refuses the old token.",
    resource: "The file server checks each write's token, so it can turn a stale writer away.",
  },
  {
    id: "ledger",
    name: "Ledger payout",
    story: "A worker reads an account's balance, pays out, and writes the new balance to a database that can reject a write whose token is older than the last one.",
    harm: "high",
    checks: true,
    why: "A stale writer can overwrite a newer balance, and money goes missing. Fence at the resource: the database refuses the old token.",
    resource: "The database can compare each write's token with the highest it has seen.",
  },
  {
    id: "charge",
    name: "Third-party API charge",
    story: "A worker charges a customer's card through another company's payment API, which knows nothing of your tokens.",
    harm: "high",
    checks: false,
    why: "Two workers that both think they hold the lock can charge the customer twice. A token alone cannot help here: use the API's own compare-and-set (a charge that succeeds only if nothing changed since you looked), or send every call through a fencing proxy.",
    resource: "Someone else's API cannot be taught to check your tokens.",
  },
];

/** The four corners of the square, in the reader's words. */
const CORNERS = {
  "low-true": "A lease is enough; fencing is optional.",
  "low-false": "A lease is enough, such as one Redis key with a time limit.",
  "high-true": "Fence at the resource: it refuses an old token.",
  "high-false": "Use the resource's compare-and-set, or put a fencing proxy in front.",
};

const LOCKS = {
  low: { value: "low", text: "Efficiency lock: two at once only wastes work", name: "an efficiency lock" },
  high: { value: "high", text: "Correctness lock: two at once does real harm", name: "a correctness lock" },
};

/**
 * Fills `container` with the jobs, the square and the score.
 * @param {HTMLElement} container
 */
export function renderSorter(container) {
  /** @type {Map<string, HTMLUListElement>} */
  const corners = new Map();
  const square = renderSquare(corners);
  /** @type {Set<string>} */
  const sorted = new Set();

  const score = el("p", "sorter-score");
  score.setAttribute("role", "status");
  score.setAttribute("aria-live", "polite");
  const showScore = () => {
    score.textContent = `You have sorted ${sorted.size} of ${JOBS.length} jobs right so far.`;
    for (const job of JOBS) {
      const item = container.querySelector(`#sorted-${job.id}`);
      if (sorted.has(job.id) && !item) {
        const li = el("li", undefined, job.name);
        li.id = `sorted-${job.id}`;
        corners.get(corner(job.harm, job.checks))?.append(li);
      } else if (!sorted.has(job.id)) {
        item?.remove();
      }
    }
  };

  const jobs = el("div", "sorter-jobs");
  jobs.append(
    ...JOBS.map((job, index) =>
      renderJob(job, index, (right) => {
        if (right) sorted.add(job.id);
        else sorted.delete(job.id);
        showScore();
      }),
    ),
  );
  container.replaceChildren(jobs, score, square);
  showScore();
}

/**
 * One job: its story, the two questions and a Check button.
 * @param {Job} job
 * @param {number} index
 * @param {(right: boolean) => void} onChecked
 */
function renderJob(job, index, onChecked) {
  const fieldset = el("fieldset", "sorter-job");
  fieldset.id = `sorter-${job.id}`;
  const legend = el("legend", "sorter-legend", `Job ${index + 1} of ${JOBS.length}: ${job.name}`);
  const story = el("p", "sorter-story", job.story);

  const lock = question(job, "lock", "Which lock does it need?", [LOCKS.low, LOCKS.high]);
  const check = question(job, "checks", "Can the resource it writes to check a fencing token?", [
    { value: "true", text: "Yes, it can check a token" },
    { value: "false", text: "No, it cannot" },
  ]);

  const button = el("button", "sorter-check");
  button.type = "button";
  // Every button says "Check"; the hidden words say which job it checks.
  const hidden = el("span", "quiz-hidden", ` answers for ${job.name}`);
  button.append("Check", hidden);

  const feedback = el("div", "sorter-feedback");
  feedback.setAttribute("role", "status");
  feedback.setAttribute("aria-live", "polite");

  button.addEventListener("click", () => {
    const pickedLock = picked(lock);
    const pickedChecks = picked(check);
    if (pickedLock === null || pickedChecks === null) {
      feedback.dataset.result = "none";
      feedback.replaceChildren(el("p", undefined, "Answer both questions first, then press Check."));
      return;
    }
    const lockRight = pickedLock === job.harm;
    const checksRight = pickedChecks === String(job.checks);
    const right = lockRight && checksRight;
    feedback.dataset.result = right ? "right" : "wrong";
    /** @type {HTMLParagraphElement[]} */
    const lines = [];
    if (right) {
      lines.push(lead("Right.", `${job.name} needs ${LOCKS[job.harm].name}. ${job.why}`));
    } else if (lockRight) {
      lines.push(lead("Not quite.", `Yes, ${LOCKS[job.harm].name}, but look again at the resource. ${job.resource}`));
      lines.push(el("p", undefined, job.why));
    } else {
      lines.push(lead("Not quite.", `${job.name} needs ${LOCKS[job.harm].name}. ${job.why}`));
      if (!checksRight) lines.push(el("p", undefined, job.resource));
    }
    feedback.replaceChildren(...lines);
    onChecked(right);
  });

  // Old feedback would describe answers that are no longer picked, so it goes.
  fieldset.addEventListener("change", () => {
    delete feedback.dataset.result;
    feedback.replaceChildren();
  });

  const questions = el("div", "sorter-questions");
  questions.append(lock, check);
  fieldset.append(legend, story, questions, button, feedback);
  return fieldset;
}

/**
 * A group of radio buttons under its own question.
 * @param {Job} job
 * @param {string} name
 * @param {string} prompt
 * @param {{ value: string, text: string }[]} options
 */
function question(job, name, prompt, options) {
  const group = el("fieldset", "sorter-question");
  group.append(el("legend", "sorter-prompt", prompt));
  for (const option of options) {
    const label = el("label", "quiz-option");
    const input = el("input", "quiz-radio");
    input.type = "radio";
    input.name = `sorter-${job.id}-${name}`;
    input.value = option.value;
    label.append(input, el("span", "quiz-option-text", option.text));
    group.append(label);
  }
  return group;
}

/**
 * The value of the picked radio button in `group`, or null.
 * @param {HTMLElement} group
 */
function picked(group) {
  const input = group.querySelector("input[type=radio]:checked");
  return input instanceof HTMLInputElement ? input.value : null;
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
 * @param {Map<string, HTMLUListElement>} corners filled with each corner's list of jobs
 */
function renderSquare(corners) {
  const table = el("table", "sorter-square");
  table.append(el("caption", undefined, "Where the jobs land"));
  const head = el("thead");
  const headRow = el("tr");
  headRow.append(el("td"));
  for (const harm of /** @type {const} */ (["low", "high"])) {
    const th = el("th", undefined, harm === "low" ? "Little harm from overlap: efficiency lock" : "Real harm from overlap: correctness lock");
    th.scope = "col";
    headRow.append(th);
  }
  head.append(headRow);
  const body = el("tbody");
  for (const checks of [true, false]) {
    const row = el("tr");
    const th = el("th", undefined, checks ? "The resource can check tokens" : "The resource cannot check tokens");
    th.scope = "row";
    row.append(th);
    for (const harm of /** @type {const} */ (["low", "high"])) {
      const key = corner(harm, checks);
      const cell = el("td");
      cell.dataset.corner = key;
      const list = el("ul", "sorter-sorted");
      corners.set(key, list);
      cell.append(el("p", "sorter-advice", CORNERS[key]), list);
      row.append(cell);
    }
    body.append(row);
  }
  table.append(head, body);
  return table;
}

/**
 * The key of a corner of the square.
 * @param {"low" | "high"} harm
 * @param {boolean} checks
 * @returns {keyof typeof CORNERS}
 */
function corner(harm, checks) {
  return /** @type {keyof typeof CORNERS} */ (`${harm}-${checks}`);
}

const container = document.getElementById("sorter-jobs");
if (container) renderSorter(container);
