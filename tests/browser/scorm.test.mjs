// The SCORM 1.2 package, `dist/fencelab-scorm12.zip`, played in a course
// page that provides the platform's API with scorm-again's Scorm12API (a
// SCORM runtime from npm, served by this test from node_modules, never by
// the page): its manifest lists every file it has, the page reports the
// quiz's score and status and the challenges met, ends the session when it
// goes away, and a second visit with what the platform kept shows the
// progress again. A platform that fails leaves the page working; the
// unpacked package opens from disk with no platform; the share dialog
// makes the same package for the run on screen; and an embed posts its
// progress to the page around it.

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BASE, DEFAULT_TITLE, open, showTab, until, useBrowser, watchPolicy, openDiskPage } from "./browser.mjs";

const browser = useBrowser();

/** The built site: `cargo xtask browser` says where, or the repository's `dist/`. */
const DIST = process.env.FENCELAB_DIST ?? fileURLToPath(new URL("../../dist/", import.meta.url));

/** The package as the build wrote it. */
const ZIP = await readFile(join(DIST, "fencelab-scorm12.zip"));

/** scorm-again's SCORM 1.2 runtime, as a classic script that defines `Scorm12API`. */
const RUNTIME = await readFile(fileURLToPath(new URL("../../node_modules/scorm-again/dist/scorm12.js", import.meta.url)));

/** Where the test's course page and the unpacked package are answered, on the site's origin. */
const LMS = new URL("/lms/", BASE).href;

/** The experiment the package is opened with, and the challenge its link solves. */
const FILE = "paused-holder.json";
const CHALLENGE = "longest-safe-pause";

/** Where `cargo xtask test` writes the CLI's solutions. */
const SOLUTIONS = process.env.FENCELAB_SOLUTIONS;

/**
 * The entries of a zip of stored entries, by name, read by its central directory.
 * @param {Buffer} zip
 * @returns {Map<string, Buffer>}
 */
function unzip(zip) {
  const end = zip.length - 22;
  assert.equal(zip.readUInt32LE(end), 0x06054b50, "the zip ends with its directory");
  const entries = new Map();
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    assert.equal(zip.readUInt32LE(at), 0x02014b50);
    assert.equal(zip.readUInt16LE(at + 10), 0, "entries are stored");
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const local = zip.readUInt32LE(at + 42);
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.set(name, zip.subarray(data, data + size));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The files a manifest lists, its launch file and its mastery score. */
function manifestOf(text) {
  return {
    files: [...text.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]).sort(),
    launch: text.match(/adlcp:scormtype="sco" href="([^"]+)"/)?.[1],
    mastery: text.match(/<adlcp:masteryscore>(\d+)<\/adlcp:masteryscore>/)?.[1],
    parameters: text.match(/<item [^>]*parameters="([^"]*)"/)?.[1] ?? null,
  };
}

/** The solving settings of the challenge, as a link's query. */
async function solvingQuery() {
  assert.ok(SOLUTIONS, "FENCELAB_SOLUTIONS is not set: run `cargo xtask test` (or `cargo xtask browser`)");
  const settings = JSON.parse(await readFile(SOLUTIONS, "utf8"))[FILE][CHALLENGE];
  const params = new URLSearchParams({ scenario: FILE.replace(/\.json$/, "") });
  for (const [id, value] of Object.entries(settings)) params.set(id, typeof value === "boolean" ? (value ? "on" : "off") : String(value));
  return `?${params}`;
}

/**
 * The course page: it makes the API with what the platform kept (`kept`,
 * scorm-again's JSON of the data model), records every value the page
 * sets and when it finishes, and frames the package's launch file with
 * `query`. A `platform` of "throws" has an LMSSetValue that throws; one of
 * "bare" implements none of the optional objectives and student data, as
 * SCORM 1.2 allows, answering error 401 for them.
 */
function coursePage(kept, query, platform = "full") {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Week 6: locks</title>
<script src="scorm12.js"></script>
<script>
  window.API = new Scorm12API({ logLevel: 4, autocommit: false, mastery_override: false });
  API.loadFromJSON(${JSON.stringify(kept)});
  window.sets = {};
  window.commits = 0;
  window.finished = false;
  API.on("LMSSetValue.cmi.*", (element, value) => { window.sets[element] = value; });
  API.on("LMSCommit", () => { window.commits += 1; });
  API.on("LMSFinish", () => { window.finished = true; });
  ${platform === "throws" ? 'API.LMSSetValue = () => { throw new Error("the platform is down"); };' : ""}
  ${platform === "bare" ? BARE : ""}
</script></head>
<body><h1>Week 6</h1><iframe id="sco" src="sco/fencelab.html${query}" width="1200" height="900"></iframe></body></html>`;
}

/** A SCORM 1.2 API in front of scorm-again's that implements no optional element. */
const BARE = `
  const inner = window.API;
  const optional = /^cmi\\.(objectives|student_data)\\./;
  let refused = false;
  const plain = (call) => (...args) => { refused = false; return inner[call](...args); };
  window.API = {
    LMSInitialize: plain("LMSInitialize"),
    LMSFinish: plain("LMSFinish"),
    LMSCommit: plain("LMSCommit"),
    LMSGetValue: (name) => (optional.test(name) ? ((refused = true), "") : plain("LMSGetValue")(name)),
    LMSSetValue: (name, value) => (optional.test(name) ? ((refused = true), "false") : plain("LMSSetValue")(name, value)),
    LMSGetLastError: () => (refused ? "401" : inner.LMSGetLastError()),
    LMSGetErrorString: (code) => inner.LMSGetErrorString(code),
  };`;

/**
 * Opens the course page in a fresh context whose `/lms/` is answered by
 * the test: the page, the runtime and the package's files. Console
 * errors, page errors and policy violations go into `problems`,
 * warnings into `warnings`.
 */
async function course(t, html) {
  const context = await browser.current.newContext({ viewport: { width: 1280, height: 1000 } });
  t.after(() => context.close());
  context.setDefaultTimeout(15_000);
  const problems = [];
  const warnings = [];
  await watchPolicy(context, problems);
  const files = unzip(ZIP);
  await context.route(`${LMS}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(new URL(LMS).pathname.length);
    if (path === "course.html") return route.fulfill({ contentType: "text/html", body: html });
    if (path === "scorm12.js") return route.fulfill({ contentType: "text/javascript", body: RUNTIME });
    const file = path.startsWith("sco/") ? files.get(path.slice(4)) : undefined;
    if (!file) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({ contentType: path.endsWith(".html") ? "text/html" : "text/plain", body: file });
  });
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  await page.goto(`${LMS}course.html`);
  const frame = page.frameLocator("#sco");
  await frame.locator("html[data-workers]").waitFor({ state: "attached" });
  return { page, frame, problems, warnings };
}

/** The quiz's right answers, from the page's own questions. */
async function answers(page) {
  const sco = page.frames().find((f) => f.url().includes("/sco/"));
  assert.ok(sco, "the package's page is framed");
  return sco.evaluate(async () => (await import("fencelab/js/quiz.js")).QUESTIONS.map((q) => q.answer));
}

/** Checks `picked` for question `index` of the quiz in `frame`. */
async function answer(frame, index, picked) {
  const fieldset = frame.locator("#quiz-questions fieldset").nth(index);
  await fieldset.getByRole("radio").nth(picked).check();
  await fieldset.locator(".quiz-check").click();
  await fieldset.locator(".quiz-feedback[data-result]").waitFor({ state: "attached" });
}

/** Ends the framed page, as a student leaving the activity does, and waits for LMSFinish. */
async function leave(page) {
  await page.evaluate(() => {
    /** @type {HTMLIFrameElement} */ (document.getElementById("sco")).src = "about:blank";
  });
  await page.waitForFunction(() => window.finished === true);
}

test("the manifest lists every file in the package, and nothing that is missing", () => {
  const files = unzip(ZIP);
  const manifest = files.get("imsmanifest.xml");
  assert.ok(manifest, "imsmanifest.xml is at the zip's root");
  const text = manifest.toString("utf8");
  assert.match(text, /<schema>ADL SCORM<\/schema>\s*<schemaversion>1\.2<\/schemaversion>/);
  assert.equal(text.match(/adlcp:scormtype="sco"/g)?.length, 1, "one SCO");
  const { files: listed, launch, mastery } = manifestOf(text);
  assert.deepEqual(listed, [...files.keys()].filter((name) => name !== "imsmanifest.xml").sort());
  assert.ok(launch && listed.includes(launch), `the launch file ${launch} is listed`);
  assert.equal(mastery, "80");
  assert.ok(files.get("LICENSE-MIT")?.includes("MIT License") && files.get("LICENSE-APACHE")?.includes("Apache License"));
});

test("in a course page the package reports the quiz and the challenges, and a second visit shows them again", async (t) => {
  const query = await solvingQuery();
  const first = await course(t, coursePage({ student_data: { mastery_score: "80" } }, query));
  const right = await answers(first.page);
  // The first question wrong at first, then right (which does not count); the rest right.
  await answer(first.frame, 0, right[0] === 0 ? 1 : 0);
  await answer(first.frame, 0, right[0]);
  let sets = await first.page.evaluate(() => window.sets);
  assert.equal(sets["cmi.core.lesson_status"], "incomplete", "questions are left");
  assert.equal(sets["cmi.core.score.raw"], "0");
  for (let i = 1; i < right.length; i++) await answer(first.frame, i, right[i]);
  const score = String(Math.round((100 * (right.length - 1)) / right.length));
  await first.page.waitForFunction((s) => window.sets["cmi.core.score.raw"] === s, score);
  await leave(first.page);
  sets = await first.page.evaluate(() => window.sets);
  assert.equal(sets["cmi.core.score.min"], "0");
  assert.equal(sets["cmi.core.score.max"], "100");
  assert.equal(sets["cmi.core.lesson_status"], "passed", `${score} is at least the mastery score`);
  assert.equal(sets["cmi.core.exit"], "suspend");
  assert.match(sets["cmi.core.session_time"], /^\d{4}:\d{2}:\d{2}\.\d{2}$/);
  const { cmi: kept } = await first.page.evaluate(() => JSON.parse(JSON.stringify(API.renderCMIToJSONObject())));
  const objectives = Object.values(kept.objectives ?? {}).map((o) => [o.id, o.status]);
  assert.deepEqual(
    objectives.find(([id]) => id === CHALLENGE),
    [CHALLENGE, "passed"],
    `every challenge of the experiment is an objective: ${JSON.stringify(objectives)}`,
  );
  assert.ok(objectives.length >= 2 && objectives.every(([, status]) => ["passed", "incomplete"].includes(status)));
  assert.ok(kept.suspend_data.length > 0 && kept.suspend_data.length <= 4096, "the progress fits SCORM 1.2's suspend data");
  assert.ok((await first.page.evaluate(() => window.commits)) > 0, "the page commits");
  assert.deepEqual(first.problems, []);
  assert.deepEqual(first.warnings, []);

  // The platform keeps what the page set; this time it asks for 100 to pass.
  const again = {
    suspend_data: kept.suspend_data,
    core: { lesson_status: kept.core.lesson_status, score: kept.core.score },
    objectives: Object.values(kept.objectives).map(({ id, status }) => ({ id, status })),
    student_data: { mastery_score: "100" },
  };
  // The experiment at its own settings: the challenge is met only in the kept progress.
  const second = await course(t, coursePage(again, `?scenario=${FILE.replace(/\.json$/, "")}`));
  const quiz = second.frame.locator("#quiz-questions");
  await quiz.locator(".quiz-score", { hasText: `You have ${right.length - 1} of ${right.length} right so far` }).waitFor();
  assert.equal(await quiz.locator("fieldset").nth(0).getByRole("radio").nth(right[0] === 0 ? 1 : 0).isChecked(), true, "the first answer is picked again");
  assert.equal(await quiz.locator(".quiz-feedback").nth(0).getAttribute("data-result"), "wrong");
  await showTab(second.frame, "Challenges");
  const li = second.frame.locator(`li[data-id="${CHALLENGE}"]`);
  assert.equal(await li.getAttribute("data-met"), "false", "this run does not meet it");
  assert.equal(await li.getAttribute("data-solved"), "true", "but the platform kept it as met");
  await second.page.waitForFunction(() => window.sets["cmi.core.lesson_status"] === "failed");
  await leave(second.page);
  assert.deepEqual(second.problems, []);
  assert.deepEqual(second.warnings, []);
});

test("a platform whose API throws leaves the page working, with one message in the console", async (t) => {
  const { page, frame, problems, warnings } = await course(t, coursePage({}, "", "throws"));
  await frame.locator("#scenario-title", { hasText: DEFAULT_TITLE }).waitFor();
  const right = await answers(page);
  await answer(frame, 0, right[0]);
  await answer(frame, 1, right[1]);
  await frame.locator(".quiz-score", { hasText: `You have 2 of ${right.length} right so far` }).waitFor();
  await until(() => warnings.length > 0, "the message in the console");
  // Leaving sends nothing more: the page gave up on the platform at the first problem.
  await page.evaluate(() => {
    /** @type {HTMLIFrameElement} */ (document.getElementById("sco")).src = "about:blank";
  });
  await page.waitForFunction(() => document.getElementById("sco")?.contentDocument?.URL === "about:blank");
  assert.equal(await page.evaluate(() => window.finished), false);
  assert.equal(warnings.length, 1, warnings.join("\n"));
  assert.match(warnings[0], /^The learning platform did not take LMSSetValue\("cmi\.core\.lesson_status", "incomplete"\) \(the platform is down\)/);
  assert.deepEqual(problems, []);
});

test("the package, unpacked and opened from disk, works with no platform", async (t) => {
  const dir = await mkdtemp(join(tmpdir(), "fencelab-scorm-"));
  t.after(() => rm(dir, { recursive: true, force: true }));
  for (const [name, bytes] of unzip(ZIP)) await writeFile(join(dir, name), bytes);
  const { page, problems } = await openDiskPage(t, browser, { timeout: 15_000, heard: ["error", "warning"] });
  await page.goto(pathToFileURL(join(dir, manifestOf((await readFile(join(dir, "imsmanifest.xml"), "utf8"))).launch)).href);
  await page.locator("#scenario-title", { hasText: DEFAULT_TITLE }).waitFor();
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  const right = await page.evaluate(async () => (await import("fencelab/js/quiz.js")).QUESTIONS.map((q) => q.answer));
  const fieldset = page.locator("#quiz-questions fieldset").first();
  await fieldset.getByRole("radio").nth(right[0]).check();
  await fieldset.locator(".quiz-check").click();
  await page.locator(".quiz-score", { hasText: `You have 1 of ${right.length} right so far` }).waitFor();
  assert.deepEqual(problems, []);
});

test("the share dialog makes the same package for the run on screen", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?scenario=paused-holder&pause_ms=9000&lang=de" });
  await page.locator("#share-open").click();
  await page.locator("#share-panel-quiz").check();
  await page.locator("#share-locked").check();
  const src = (await page.locator("#share-snippet").inputValue()).match(/src="([^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
  assert.ok(src, "the embed code has a frame");
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#share-scorm").click()]);
  assert.equal(download.suggestedFilename(), "fencelab-scorm12.zip");
  await page.locator("#share-scorm-status", { hasText: "fencelab-scorm12.zip" }).waitFor();
  const made = unzip(await readFile(await download.path()));
  const built = unzip(ZIP);
  assert.deepEqual([...made.keys()], [...built.keys()]);
  for (const [name, bytes] of built) {
    if (name !== "imsmanifest.xml") assert.ok(bytes.equals(made.get(name)), `${name} is the built one`);
  }
  const manifest = made.get("imsmanifest.xml").toString("utf8");
  const query = manifestOf(manifest).parameters?.replace(/&amp;/g, "&");
  assert.equal(query, new URL(src).search, "the item opens the run as the embed code does");
  const params = new URLSearchParams(query);
  assert.equal(params.get("pause_ms"), "9000");
  assert.equal(params.get("lang"), "de");
  assert.ok(params.has("embed") && params.has("locked") && params.get("panels")?.split(",").includes("quiz"));
  assert.equal(manifest.replace(/ parameters="[^"]*"/, ""), built.get("imsmanifest.xml").toString("utf8"), "nothing else differs");
  assert.deepEqual(problems, []);
});

test("an embed with the quiz posts its progress to the page around it", async (t) => {
  const host = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title>
<script>
  window.progress = [];
  window.addEventListener("message", (event) => {
    if (event.data && event.data.type === "fencelab:progress") window.progress.push(event.data);
  });
</script></head><body><iframe id="sco" src="${new URL("?scenario=paused-holder&embed&panels=results,quiz", BASE).href}" width="1000" height="900"></iframe></body></html>`;
  const { page, frame, problems } = await course(t, host);
  assert.equal(await frame.locator("#quiz").isVisible(), true, "the quiz is a panel");
  assert.equal(await frame.locator("#settings").isVisible(), false, "the panels not asked for are not");
  const sco = page.frames().find((f) => f.url().includes("embed"));
  const right = await sco.evaluate(async () => (await import("./js/quiz.js")).QUESTIONS.map((q) => q.answer));
  await answer(frame, 0, right[0]);
  const last = await page.waitForFunction(() => {
    const last = window.progress.at(-1);
    return last && last.answered === 1 ? last : null;
  });
  assert.deepEqual(await last.jsonValue(), {
    type: "fencelab:progress",
    score: Math.round(100 / right.length),
    answered: 1,
    questions: right.length,
    file: FILE,
    challenges: 2,
    met: 0,
  });
  assert.deepEqual(problems, []);
});

test("the progress kept for the platform fits SCORM 1.2's 4,096 characters, the quiz's answers last to go", async (t) => {
  const { page, problems } = await open(t, browser);
  const kept = await page.evaluate(async () => {
    const { keep, readKept, LIMIT } = await import("./js/scorm-data.js");
    /** @type {Record<string, string[]>} */
    const met = {};
    for (let i = 0; i < 200; i++) met[`experiment-${i}.json`] = [`a-challenge-with-a-long-name-${i}`];
    const answers = { waking: { picked: 1, right: true }, terms: { picked: 0, right: false } };
    const text = keep({ answers, questions: 17, met, open: { file: "experiment-3.json", challenges: [] } });
    return { length: text.length, limit: LIMIT, back: readKept(text), damaged: readKept('{"a":{"waking":"x"},"m":[]}') };
  });
  assert.equal(kept.limit, 4096);
  assert.ok(kept.length <= kept.limit, `${kept.length} characters`);
  assert.deepEqual(kept.back.answers, { waking: { picked: 1, right: true }, terms: { picked: 0, right: false } });
  assert.ok(kept.back.met["experiment-3.json"], "the open experiment's challenges stay");
  assert.ok(Object.keys(kept.back.met).length < 200, "older experiments' challenges went");
  assert.deepEqual(kept.damaged, { answers: {}, met: {} }, "kept text of another shape reads as no progress");
  assert.deepEqual(problems, []);
});

test("a platform that keeps no objectives still gets the score, with nothing in the console", async (t) => {
  const { page, frame, problems, warnings } = await course(t, coursePage({}, "", "bare"));
  const right = await answers(page);
  await answer(frame, 0, right[0]);
  await page.waitForFunction((s) => window.sets["cmi.core.score.raw"] === s, String(Math.round(100 / right.length)));
  await leave(page);
  const sets = await page.evaluate(() => window.sets);
  assert.equal(Object.keys(sets).some((name) => name.startsWith("cmi.objectives.")), false);
  assert.equal(sets["cmi.core.exit"], "suspend");
  assert.deepEqual(warnings, []);
  assert.deepEqual(problems, []);
});
