// Shared setup for the browser tests: Debian's Chromium driven by
// playwright-core, a page that records console errors, Content-Security-
// Policy violations and every request, and the site's address from
// `cargo xtask browser`.

import { before, after } from "node:test";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { say } from "./catalogue.mjs";

/** Where `cargo xtask browser` serves `dist/`: a sub-folder, on purpose. */
export const BASE = process.env.FENCELAB_URL ?? "http://127.0.0.1:8000/";

/** The scenario the page opens with, by its title. */
export const DEFAULT_TITLE = "The paused lock holder";

/** The CLI's verdicts, in the order the catalogue lists their sentences. */
const VERDICT_NAMES = ["safe", "refused", "duplicate", "stuck", "half_done", "escaped", "applied_twice", "lost"];

/**
 * The verdict line the page shows over the results, by the CLI's verdict,
 * from the English catalogue: a page that shows another verdict's line,
 * or words of its own, fails.
 */
export const VERDICTS = Object.fromEntries(VERDICT_NAMES.map((verdict) => [verdict, say("results-verdict-sentence", { verdict })]));

/**
 * The badge the experiment list gives each verdict: the catalogue's short
 * label with a capital, words first so that no colour is needed.
 */
export const BADGES = Object.fromEntries(
  VERDICT_NAMES.map((verdict) => {
    const label = say("results-verdict-label", { verdict });
    return [verdict, label[0].toUpperCase() + label.slice(1)];
  }),
);

/** Debian's Chromium; the tests never download a browser. */
const EXECUTABLE = process.env.CHROMIUM ?? "/usr/bin/chromium";

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** @param {string[]} extra more Chromium flags, for one test file's needs */
export async function launch(extra = []) {
  return chromium.launch({ executablePath: EXECUTABLE, args: [...ARGS, ...extra], headless: true });
}

/**
 * One browser for all the tests of a file: launched before the first and
 * closed after the last. Pass what this returns to `open`.
 */
export function useBrowser(extra = []) {
  const shared = { current: null };
  before(async () => {
    shared.current = await launch(extra);
  });
  after(async () => {
    await shared.current?.close();
  });
  return shared;
}

/**
 * Puts every Content-Security-Policy violation in the context's pages and
 * their frames into `problems`, as console errors are: the page's policy
 * refusing something the page meant to do is a defect like any error.
 * Chromium logs most violations to the console too, but not all (a
 * report-only rule, a violation inside a frame of another origin), and
 * the event says which directive refused what.
 * @param {import("playwright-core").BrowserContext} context
 * @param {string[]} problems
 */
export async function watchPolicy(context, problems) {
  await context.exposeBinding("__fencelabViolation", ({ frame }, /** @type {string} */ text) => {
    problems.push(`CSP violation: ${text} (in ${frame.url().slice(0, 100)})`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const what = e.blockedURI ? e.blockedURI.slice(0, 100) : "inline";
      // @ts-ignore: the binding above
      window.__fencelabViolation(`${e.effectiveDirective} refused ${what}${e.sample ? `: ${e.sample}` : ""}`);
    });
  });
}

/**
 * Opens the site in a fresh context that closes when test `t` ends, and
 * watches it: console errors, page errors, Content-Security-Policy
 * violations, failed requests, HTTP errors and requests that leave the
 * site's origin all land in `problems`.
 *
 * `routes` runs before the page loads, so a test can fake what the server
 * sends; `path` is added to the site's address (a query, a fragment); `ready: false` skips waiting for the default story, for pages
 * that are meant not to start. A ready page has its recordings of real
 * runs read and its workers started too (the map and the search run on
 * them), so what a test sees does not depend on how soon they come;
 * `workers: false` opens it as a browser without Web Workers, where both
 * run on the page's own thread. `locale` is the browser's language.
 */
export async function open(t, { current: browser }, options = {}) {
  const { width = 1280, height = 900, colorScheme = "light", reducedMotion = "no-preference", routes, ready = true, path = "", workers = true, locale = "en-US" } = options;
  const context = await browser.newContext({ viewport: { width, height }, colorScheme, reducedMotion, locale });
  t.after(() => context.close());
  // Everything here happens in well under a second; a stuck wait should fail fast.
  context.setDefaultTimeout(10_000);
  const problems = [];
  await watchPolicy(context, problems);
  const page = await context.newPage();
  const origin = new URL(BASE).origin;
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("requestfailed", (req) => {
    // The page never aborts a request of its own: an aborted one (the icon
    // the browser asks for, a recording the page reads after its first run)
    // was cut off by a test moving on to another address first.
    if (req.failure()?.errorText !== "net::ERR_ABORTED") problems.push(`failed request: ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  page.on("request", (req) => {
    if (new URL(req.url()).origin !== origin) problems.push(`request outside the origin: ${req.url()}`);
  });
  if (routes) await routes(page);
  if (!workers) await page.addInitScript(() => Reflect.deleteProperty(globalThis, "Worker"));
  await page.goto(new URL(path, BASE).href);
  if (ready) {
    // A page in another language has the default story under its own title.
    const english = !/[?&]lang=/.test(path) && locale.startsWith("en");
    if (english) await page.locator("#scenario-title", { hasText: DEFAULT_TITLE }).waitFor();
    await page.locator("html[data-workers]").waitFor({ state: "attached" });
  }
  return { context, page, problems };
}

/**
 * A fresh page for a file opened from disk: every http and https request
 * is aborted, and `problems` records what breaks the page's policy, page
 * errors and console messages of the types in `heard` (errors alone unless
 * told more).
 */
export async function openDiskPage(t, { current: browser }, { timeout = 10_000, heard = ["error"] } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  context.setDefaultTimeout(timeout);
  await context.route(/^https?:/, (route) => route.abort("internetdisconnected"));
  const problems = [];
  await watchPolicy(context, problems);
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (heard.includes(msg.type())) problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  return { context, page, problems };
}

/** An output (or any control) found by the exact text of its label. */
export function field(page, name) {
  return page.getByLabel(name, { exact: true });
}

/**
 * One resource's group of result boxes: by its name, or the first.
 * @param {import("playwright-core").Page} page
 * @param {string} [name]
 */
export function resource(page, name) {
  return name === undefined
    ? page.locator("#results [data-part=resource]").first()
    : page.locator("#results").getByRole("group", { name, exact: true });
}

/** The text of a result output, found by its label, in a resource's group. */
export async function result(page, label, name) {
  return (await resource(page, name).getByLabel(label, { exact: true }).textContent())?.trim();
}

/** A resource's four boxes for the whole run at once, for one `deepEqual`; the first resource's by default. */
export async function results(page, name) {
  return {
    final: await result(page, say("results-final-value"), name),
    expected: await result(page, say("results-expected-value"), name),
    accepted: await result(page, say("results-stale-accepted"), name),
    refused: await result(page, say("results-stale-refused"), name),
  };
}

/** What a resource holds at the playback cursor: its "At this moment" box. */
export async function now(page, name) {
  return result(page, say("results-now"), name);
}

/**
 * Opens one of the tabs under the chart ("Outcome", "Events", "Safety
 * map", "Life cycle", "Challenges", "On real systems") as a reader does,
 * by clicking it, and waits until it is the open one. A closed tab's
 * panel is not shown, so a test opens the tab before it looks at or
 * clicks anything in it. `root` is a page or a frame locator (an embed).
 * @param {import("playwright-core").Page | import("playwright-core").FrameLocator} root
 * @param {string} name the tab's exact name
 */
export async function showTab(root, name) {
  const tab = root.getByRole("tab", { name, exact: true });
  // In an embed the host grows the frame as the simulator posts its
  // height, and the phone's picture is a share of that height, so the
  // tab can move under a driver's pointer between aiming and clicking:
  // there it is clicked from inside the frame, as the embed tests click
  // the simulator's other controls.
  if ("owner" in root) await tab.evaluate((element) => /** @type {HTMLElement} */ (element).click());
  else await tab.click();
  await root.getByRole("tab", { name, exact: true, selected: true }).waitFor();
}

/** A slider in the settings, by its label. */
export function slider(page, name) {
  return page.locator("#knobs").getByRole("slider", { name, exact: true });
}

/** The "Fencing tokens" switch, by its exact name. */
export function fencing(page) {
  return page.getByRole("switch", { name: "Fencing tokens", exact: true });
}

/** The button that opens an experiment, by its exact title. */
export function experiment(page, title) {
  return page.locator("#experiments button").filter({ hasText: new RegExp(`^${escapeRegExp(title)}$`) });
}

export function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Polls `probe` until it returns something truthy and returns that; for
 * timed playback, where a fixed sleep would be either slow or flaky.
 */
export async function until(probe, what, timeout = 5000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** "no", "yes", "yes, 2 times": how the page words a count of stale writes. */
export function yesNo(count) {
  return say("results-times", { count });
}

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Runs the CLI on scenario text, with `--set` for each of `sets`, and
 * returns its JSON report. The text is written to a scratch folder under
 * the name `file`, so the CLI reads the very bytes the page loaded.
 */
export async function cli(file, text, sets = []) {
  return fencelab("run", file, text, ["--json", ...sets.flatMap((s) => ["--set", s])]);
}

/**
 * Runs a CLI command (`run`, `sweep`, `explore`) on scenario text with
 * `args` after the file, and returns its JSON output (pass `--json`).
 */
export async function fencelab(command, file, text, args) {
  return JSON.parse(await fencelabText(command, file, text, () => args));
}

/**
 * Runs a CLI command on scenario text and returns what it printed.
 * `args(scratch)` gives the arguments after the file; `scratch` is a folder
 * the command may write into (`--svg`), read back by `after(scratch)`
 * before the folder goes.
 */
export async function fencelabText(command, file, text, args, after = async () => {}) {
  const scratch = await mkdtemp(join(tmpdir(), "fencelab-browser-"));
  try {
    const path = join(scratch, file);
    await writeFile(path, text);
    const cargo = ["run", "-q", "--locked", "-p", "fencelab-cli", "--", command, path, ...args(scratch)];
    // The cargo that runs `cargo xtask` (it sets CARGO), not whatever is on PATH.
    const { stdout } = await promisify(execFile)(process.env.CARGO ?? "cargo", cargo, {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
    await after(scratch);
    return stdout;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A file the site serves, as text. */
export async function fetchText(path) {
  const response = await fetch(new URL(path, BASE));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/**
 * The site's words in `lang`, from the catalogue it serves: `(id, args)`
 * gives a message as the page says it, so the tests read the words from
 * the one place they are written instead of keeping copies.
 * @param {string} [lang]
 * @returns {Promise<(id: string, args?: Record<string, string | number>) => string>}
 */
export async function words(lang = "en") {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(await fetchText(`words/${lang}.ftl`)));
  if (errors.length) throw new Error(`words/${lang}.ftl: ${errors.join("; ")}`);
  return (id, args = {}) => {
    const [name, attribute] = id.split(".");
    const message = bundle.getMessage(name);
    const pattern = attribute ? message?.attributes[attribute] : message?.value;
    if (!pattern) throw new Error(`words/${lang}.ftl has no message ${id}`);
    return bundle.formatPattern(pattern, args);
  };
}

/** The scenario files the site lists, from its served index. */
export async function scenarioFiles() {
  return JSON.parse(await fetchText("scenarios/index.json")).scenarios;
}

/** A served scenario file, parsed, with its text. */
export async function scenario(file) {
  const text = await fetchText(`scenarios/${file}`);
  return { file, text, json: JSON.parse(text) };
}

/**
 * The view the page's own wasm makes of a scenario at its defaults (or
 * with `settings`), for comparing what the page draws with what it was given.
 */
export async function viewOf(page, text, settings) {
  return page.evaluate(
    async ({ text, settings }) => {
      const wasm = await import("./pkg/fencelab_wasm.js");
      await wasm.default();
      const sim = new wasm.Experiment(text, settings);
      try {
        return sim.run();
      } finally {
        sim.free();
      }
    },
    { text, settings },
  );
}
