// The page's Content-Security-Policy is live, on the served page and in the
// single file opened from disk: an inline handler or a style attribute put
// into the page does nothing, nor, on the served page, does an inline
// script, and each raises a violation, while the page itself raises none
// (every other test expects none too). The single file's policy lets it
// start its own workers, from `data:` URLs, and no worker from elsewhere.

import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DEFAULT_TITLE, open, useBrowser, watchPolicy } from "./browser.mjs";

/** The built site: `cargo xtask browser` says where, or the repository's `dist/`. */
const DIST = process.env.FENCELAB_DIST ?? fileURLToPath(new URL("../../dist/", import.meta.url));

const browser = useBrowser();

/**
 * Opens the single file from disk in a fresh context, recording violations
 * and console errors in `problems`.
 */
async function openFile(t) {
  const context = await browser.current.newContext({ viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  context.setDefaultTimeout(10_000);
  const problems = [];
  await watchPolicy(context, problems);
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  await page.goto(pathToFileURL(join(DIST, "fencelab.html")).href);
  await page.locator("#scenario-title", { hasText: DEFAULT_TITLE }).waitFor();
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  return { page, problems };
}

/**
 * Puts into the page what an injection of markup would (a button with an
 * inline click handler, a style attribute) and, with `script`, an inline
 * script made by a script, and says what of it took effect.
 * @param {import("playwright-core").Page} page
 * @param {{ script: boolean }} options
 */
async function inject(page, { script }) {
  return page.evaluate(async (script) => {
    const made = { handler: false, script: false, styled: false };
    const holder = document.createElement("div");
    holder.innerHTML = '<button type="button" onclick="window.__handler = true">injected</button>';
    document.body.append(holder);
    holder.querySelector("button")?.click();
    made.handler = "__handler" in window;
    if (script) {
      const element = document.createElement("script");
      element.textContent = "window.__script = true;";
      document.body.append(element);
      made.script = "__script" in window;
    }
    const title = document.getElementById("scenario-title");
    if (!title) throw new Error("no title");
    const before = getComputedStyle(title).outlineStyle;
    title.setAttribute("style", "outline: 3px dotted red");
    made.styled = getComputedStyle(title).outlineStyle !== before;
    // Violations are reported in a task after the refusal.
    await new Promise((resolve) => setTimeout(resolve, 100));
    holder.remove();
    return made;
  }, script);
}

/** The problems that are not the refusals `inject` caused, which are expected. */
function unexpected(problems) {
  return problems.filter(
    (p) => !/^CSP violation: (script-src-elem|script-src-attr|style-src-attr) refused inline /.test(p) && !/^console error: .*Content Security Policy/.test(p),
  );
}

/** The directives a page's violations named, each once. */
function refused(problems) {
  return [...new Set(problems.filter((p) => p.startsWith("CSP violation: ")).map((p) => p.split(" ")[2]))].sort();
}

test("the served page runs nothing put into it inline, and says so", async (t) => {
  const { page, problems } = await open(t, browser);
  assert.deepEqual(problems, [], "the page itself breaks none of its policy");
  const policies = await page.locator('meta[http-equiv="Content-Security-Policy"]').evaluateAll((metas) => metas.map((m) => m.getAttribute("content")));
  assert.equal(policies.length, 1);
  assert.doesNotMatch(policies[0] ?? "", /unsafe-inline|'unsafe-eval'|data:/);
  // Workers from the site's own files may start.
  assert.match(policies[0] ?? "", /worker-src 'self'/);
  assert.deepEqual(await inject(page, { script: true }), { handler: false, script: false, styled: false });
  assert.deepEqual(refused(problems), ["script-src-attr", "script-src-elem", "style-src-attr"]);
  assert.deepEqual(unexpected(problems), []);
});

test("the served page loads no script from a data: URL either", async (t) => {
  const { page, problems } = await open(t, browser);
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.src = "data:text/javascript,window.__injected=true";
    const done = new Promise((resolve) => script.addEventListener("error", resolve));
    document.body.append(script);
    await done;
    return "__injected" in window;
  });
  assert.equal(ran, false);
  assert.deepEqual(refused(problems), ["script-src-elem"]);
});

test("the single file from disk runs nothing put into it inline, and says so", async (t) => {
  const { page, problems } = await openFile(t);
  assert.deepEqual(problems, [], "the file itself breaks none of its policy");
  // The file's own policy, in place of the served page's: one, never two.
  const policies = await page.locator('meta[http-equiv="Content-Security-Policy"]').evaluateAll((metas) => metas.map((m) => m.getAttribute("content")));
  assert.equal(policies.length, 1);
  assert.match(policies[0] ?? "", /script-src 'strict-dynamic' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(policies[0] ?? "", /unsafe-inline|'unsafe-eval'|'self'/);
  // Its 'strict-dynamic' trusts a script the running page makes, so only
  // what injected markup would bring is tried here.
  assert.deepEqual(await inject(page, { script: false }), { handler: false, script: false, styled: false });
  assert.deepEqual(refused(problems), ["script-src-attr", "style-src-attr"]);
  assert.deepEqual(unexpected(problems), []);
});

test("the single file starts its own workers from its bundle, and no other worker", async (t) => {
  const { page, problems } = await openFile(t);
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  assert.ok(Number(await page.locator("html").getAttribute("data-workers")) >= 2, "the map runs on the file's workers");
  // A worker from a blob: URL is not one of the file's: its policy refuses it.
  const started = await page.evaluate(
    () =>
      new Promise((resolve) => {
        try {
          const url = URL.createObjectURL(new Blob(["postMessage(6 * 7);"], { type: "text/javascript" }));
          const worker = new Worker(url);
          worker.addEventListener("message", () => resolve(true));
          worker.addEventListener("error", () => resolve(false));
          setTimeout(() => resolve(false), 2000);
        } catch {
          resolve(false);
        }
      }),
  );
  assert.equal(started, false);
  assert.deepEqual(refused(problems), ["worker-src"]);
  assert.deepEqual(unexpected(problems).filter((p) => !/^CSP violation: worker-src refused /.test(p)), []);
});
