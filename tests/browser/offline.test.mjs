// The page in one file, `dist/fencelab.html`, opened straight from disk
// with no server and no network: it runs the default story, re-runs on a
// setting, opens experiments and draws the quiz, asking for nothing but
// itself and the `data:` URLs inside it, and does the same when served.
// Its body is index.html's.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BASE, DEFAULT_TITLE, VERDICTS, escapeRegExp, experiment, fencing, open, results, showTab, slider, useBrowser, openDiskPage } from "./browser.mjs";
import { say } from "./catalogue.mjs";

/** The built site: `cargo xtask browser` says where, or the repository's `dist/`. */
const DIST = process.env.FENCELAB_DIST ?? fileURLToPath(new URL("../../dist/", import.meta.url));

/** The single file, as a browser opens it from disk. */
const FILE_URL = pathToFileURL(join(DIST, "fencelab.html")).href;

/** The paused lock holder at its defaults, and with fencing on: as `default.test.mjs` has them. */
const UNSAFE = { final: "11", expected: "15", accepted: "yes", refused: "no" };
const FENCED = { final: "15", expected: "15", accepted: "no", refused: "yes" };

/** The file's bundle of scenarios, as the build wrote it. */
const HTML = await readFile(join(DIST, "fencelab.html"), "utf8");
const INDEX_HTML = await readFile(join(DIST, "index.html"), "utf8");

const browser = useBrowser();

/**
 * Opens the single file from disk in a fresh context, with every http and
 * https request aborted, and records in `problems` console errors, page
 * errors, failed requests and any request for something other than the
 * file itself or a `data:` URL.
 */
async function openOffline(t) {
  const { page, problems } = await openDiskPage(t, browser);
  const requests = [];
  page.on("requestfailed", (req) => problems.push(`failed request: ${req.url().slice(0, 100)} ${req.failure()?.errorText}`));
  page.on("request", (req) => {
    const url = req.url();
    requests.push(url);
    if (!url.startsWith("data:") && url.split("#")[0] !== FILE_URL) problems.push(`request for another file: ${url}`);
  });
  await page.goto(FILE_URL);
  try {
    await page.locator("#scenario-title", { hasText: DEFAULT_TITLE }).waitFor();
    await page.locator("html[data-workers]").waitFor({ state: "attached" });
  } catch (err) {
    // Say why the page did not start, not only that it did not.
    const shown = await page.locator("#error").textContent();
    throw new Error(`${err.message}\nthe page says: ${shown}\n${problems.join("\n")}`);
  }
  return { page, problems, requests };
}

test("the single file runs the default story from disk, asking only for itself", async (t) => {
  const { page, problems, requests } = await openOffline(t);
  assert.deepEqual(await results(page), UNSAFE);
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.lost);
  assert.match(await page.locator("#explanation").textContent(), /Storage holds 11 but should hold 15/);
  assert.equal(await page.locator("#error").isHidden(), true);
  assert.ok(requests.includes(FILE_URL), `the file itself was requested: ${JSON.stringify(requests)}`);
  // The lesson's modules run too, from the same file.
  assert.ok((await page.locator("#quiz input[type=radio]").count()) > 0, "the quiz is drawn");
  assert.deepEqual(problems, []);
});

test("the single file carries the recordings of real runs and shows them", async (t) => {
  const { recordings } = JSON.parse(bundled("real/index.json"));
  assert.ok(recordings.includes("paused-holder-fencing-on.json"), JSON.stringify(recordings));
  const { page, problems } = await openOffline(t);
  assert.equal(
    await page.locator("#real [data-part=line]").textContent(),
    "Also run on etcd 3.4.23 and ZooKeeper 3.8.0, each with PostgreSQL 15.18: the same outcome on each.",
  );
  await showTab(page, "On real systems");
  await page.getByRole("button", { name: say("page-real-toggle") }).click();
  await page.locator("#real-panel svg.lease-chart").waitFor();
  assert.equal(await page.locator("#real-notice").isHidden(), true);
  assert.deepEqual(problems, []);
});

test("moving a setting in the single file runs the story again", async (t) => {
  const { page, problems } = await openOffline(t);
  await fencing(page).check();
  assert.deepEqual(await results(page), FENCED);
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS.refused);
  await fencing(page).uncheck();
  await slider(page, "Pause length").fill("7000");
  assert.deepEqual(await results(page), { final: "16", expected: "16", accepted: "no", refused: "no" });
  assert.deepEqual(problems, []);
});

test("the single file opens an experiment from its list", async (t) => {
  const scenario = JSON.parse(bundled("scenarios/check-then-act.json"));
  const { page, problems } = await openOffline(t);
  const button = experiment(page, scenario.title);
  // The badge is the verdict of the file's default run, as the list worked it out.
  const title = new RegExp(`^${escapeRegExp(scenario.title)}$`);
  const item = page.locator("li.experiment").filter({ has: page.locator("button.experiment-open", { hasText: title }) });
  const verdict = await item.locator(".badge").getAttribute("data-verdict");
  await button.click();
  assert.equal(await page.locator("#scenario-title").textContent(), scenario.title);
  assert.equal(await page.locator("#scenario-summary").textContent(), scenario.summary);
  assert.equal(await button.getAttribute("aria-current"), "true");
  assert.equal(await page.locator("#verdict").textContent(), VERDICTS[verdict]);
  assert.deepEqual(problems, []);
});

test("the single file lists every scenario and opens each one", async (t) => {
  const { scenarios } = JSON.parse(bundled("scenarios/index.json"));
  const { page, problems } = await openOffline(t);
  const buttons = page.getByRole("navigation", { name: "Experiments" }).getByRole("button");
  assert.equal(await buttons.count(), scenarios.length);
  assert.equal(await page.locator("#experiments .broken").count(), 0);
  for (const button of await buttons.all()) await button.click();
  await experiment(page, DEFAULT_TITLE).click();
  assert.deepEqual(await results(page), UNSAFE);
  assert.deepEqual(problems, []);
});

test("the single file works served as well, reading nothing but itself", async (t) => {
  const requests = [];
  const { page, problems } = await open(t, browser, {
    path: "fencelab.html",
    routes: async (p) => p.on("request", (req) => requests.push(req.url())),
  });
  assert.deepEqual(await results(page), UNSAFE);
  assert.deepEqual(requests, [new URL("fencelab.html", BASE).href]);
  assert.deepEqual(problems, []);
});

test("the single file's body is index.html's, with the page's files added at its end", () => {
  const body = (html) => html.slice(html.indexOf("<body>"), html.indexOf("</body>"));
  const files = /\s*<script type="application\/json" id="fencelab-files">[^<]*<\/script>\s*$/;
  assert.match(body(HTML), files);
  assert.equal(body(HTML).replace(files, ""), body(INDEX_HTML).trimEnd());
  // Nothing in the head still points at a file beside it.
  const head = HTML.slice(0, HTML.indexOf("<body>"));
  assert.doesNotMatch(head, /\s(src|href)="(?!data:|https?:|#)/);
});

/** A file from the single file's bundle, by its path. */
function bundled(path) {
  const json = HTML.match(/<script type="application\/json" id="fencelab-files">([^<]*)<\/script>/)[1];
  const text = JSON.parse(json).text[path];
  assert.ok(text !== undefined, `${path} is in the bundle`);
  return text;
}
