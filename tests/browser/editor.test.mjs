// Editing an experiment in the page: the text runs as it is typed, a
// mistake is shown at its line and column while the last good run stays,
// the draft survives a reload, the edited experiment travels whole inside
// a link, and a link is read as the untrusted input it is.

import { test } from "node:test";
import assert from "node:assert/strict";
import { deflateRawSync } from "node:zlib";
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { useBrowser, open, results, cli, fetchText, until, words } from "./browser.mjs";

const browser = useBrowser();

/** The editor's text box, by its accessible name. */
function editorText(page) {
  return page.getByRole("textbox", { name: "Scenario file", exact: true });
}

/** Opens the editor as a reader does, and waits for the file to be in it. */
async function startEditing(page) {
  await page.getByRole("button", { name: "Edit this experiment", exact: true }).click();
  await until(async () => (await editorText(page).inputValue()).length > 0, "the editor to hold the file");
}

/**
 * Puts `text` in the editor as typing would end, and waits for the pause
 * after which the page reads it.
 */
async function typeText(page, text) {
  await editorText(page).fill(text);
  await until(async () => (await page.locator("#editor-status").textContent()) !== "", "the editor to read the text");
}

/** The `file=` value for a text, packed as the page and the CLI pack it. */
function packed(text) {
  return deflateRawSync(Buffer.from(text, "utf8"), { level: 9 }).toString("base64url");
}

/** The default story with other numbers: A reads 10, the variant starts from 40. */
async function variant() {
  const text = await fetchText("scenarios/paused-holder.json");
  const edited = text.replace('"initial": 10,', '"initial": 40,').replace('"title": "The paused lock holder"', '"title": "A bigger store"');
  assert.notEqual(edited, text, "the default story starts from 10");
  return edited;
}

for (const { width, height } of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${width} px the editor opens in sight with the chart's top on screen`, async (t) => {
    const { page, problems } = await open(t, browser, { width, height });
    await page.locator("#edit-open").scrollIntoViewIfNeeded();
    await startEditing(page);
    await until(async () => (await page.locator("#editor [data-part=form] input").count()) > 0, "the form to be drawn");
    const seen = await page.evaluate(() => {
      const top = (selector) => document.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN;
      return { heading: top("#editor h3"), chart: top("#chart"), view: innerHeight };
    });
    assert.ok(seen.heading >= 0 && seen.heading < seen.view / 2 + 100, `the editor's heading at ${seen.heading} of ${seen.view}`);
    assert.ok(seen.chart >= 0 && seen.chart < seen.view, `the chart's top at ${seen.chart}`);
    assert.deepEqual(problems, []);
  });
}

test("the editor's code loads only when it is first opened", async (t) => {
  const requested = [];
  const { page, problems } = await open(t, browser, {
    routes: async (p) => p.on("request", (req) => requested.push(new URL(req.url()).pathname)),
  });
  assert.ok(!requested.some((path) => path.endsWith("/editor.js")), "the editor waited to be asked for");
  await startEditing(page);
  assert.ok(requested.some((path) => path.endsWith("/editor.js")));
  assert.equal(await editorText(page).inputValue(), await fetchText("scenarios/paused-holder.json"));
  assert.deepEqual(problems, []);
});

test("an edit runs at once, and a mistake shows its line and column while the last good run stays", async (t) => {
  const { page, problems } = await open(t, browser);
  const say = await words();
  await startEditing(page);
  const edited = await variant();
  await typeText(page, edited);
  await page.locator("#scenario-title", { hasText: "A bigger store" }).waitFor();
  const { outcome } = await cli("variant.json", edited);
  const good = await results(page);
  assert.equal(good.final, outcome.resources[0].finalValue);
  assert.equal(good.expected, outcome.resources[0].expectedValue);
  assert.equal(await page.locator("#editor-status").textContent(), say("editor-runs"));
  assert.equal(await page.locator("#origin-note").isVisible(), true);

  // A lease of "6s": a text where a number goes.
  const broken = edited.replace('"lease_ms": 10000', '"lease_ms": "6s"');
  await typeText(page, broken);
  await until(async () => (await page.locator("#editor-status").textContent()) !== say("editor-runs"), "the problem to be found");
  const line = broken.split("\n").findIndex((l) => l.includes('"6s"')) + 1;
  const place = page.locator("#editor .editor-problem-place").first();
  assert.match(await place.textContent(), new RegExp(`^Line ${line}, column \\d+$`));
  assert.equal(await page.locator("#stale-note").isVisible(), true);
  assert.deepEqual(await results(page), good, "the last good run stays on screen");
  assert.equal(await page.locator("#scenario-title").textContent(), "A bigger store");
  // The problem's button takes the caret to its line.
  await place.click();
  const caretLine = await editorText(page).evaluate((area) => area.value.slice(0, area.selectionStart).split("\n").length);
  assert.equal(caretLine, line);

  // Put right, the run follows again and the mark goes.
  await typeText(page, edited);
  await until(async () => (await page.locator("#editor-status").textContent()) === say("editor-runs"), "the text to load again");
  assert.equal(await page.locator("#stale-note").isHidden(), true);
  assert.deepEqual(problems, []);
});

test("a reload keeps the draft, and starting again brings back the original", async (t) => {
  const { page, problems } = await open(t, browser);
  await startEditing(page);
  const edited = await variant();
  await typeText(page, edited);
  await page.locator("#scenario-title", { hasText: "A bigger store" }).waitFor();
  await until(async () => new URL(page.url()).searchParams.has("edit"), "the address to say the editor is open");
  // Leaving with changes not downloaded asks first; the test says yes.
  page.on("dialog", (dialog) => dialog.accept());
  await page.reload();
  await page.locator("html[data-workers]").waitFor({ state: "attached" });
  await until(async () => (await editorText(page).inputValue()) === edited, "the draft to come back");
  await page.locator("#scenario-title", { hasText: "A bigger store" }).waitFor();
  await page.getByRole("button", { name: (await words())("page-editor-restart"), exact: true }).click();
  await page.locator("#scenario-title", { hasText: "The paused lock holder" }).waitFor();
  assert.equal(await editorText(page).inputValue(), await fetchText("scenarios/paused-holder.json"));
  assert.deepEqual(problems, []);
});

test("a shared edit opens the same run in a fresh browser, as the CLI runs the same link", async (t) => {
  const { page, problems } = await open(t, browser);
  await startEditing(page);
  const edited = await variant();
  await typeText(page, edited);
  await page.locator("#scenario-title", { hasText: "A bigger store" }).waitFor();
  const mine = await results(page);
  await page.getByRole("button", { name: "Share / embed", exact: true }).click();
  const link = await until(async () => {
    const value = await page.locator("#share-link").inputValue();
    return value.includes("file=") ? value : null;
  }, "the link to carry the file");
  assert.ok(new URL(link).searchParams.has("scenario") === false, "the link names no file of the page's own");
  // In one language the default story's variant fits a link a reader can paste.
  assert.ok(link.length <= 2000, `the link is ${link.length} characters`);

  const fresh = await open(t, browser, { path: new URL(link).search, ready: false });
  await fresh.page.locator("#scenario-title", { hasText: "A bigger store" }).waitFor();
  assert.deepEqual(await results(fresh.page), mine);
  assert.match(await fresh.page.locator("#origin-note").textContent(), /came inside the link.*A bigger store/);
  assert.equal(await fresh.page.locator("#link-notice").isHidden(), true);

  // The CLI reads the same link to the same verdict.
  const linked = JSON.parse(await cliLink(link));
  assert.equal(linked.outcome.resources[0].finalValue, mine.final);
  assert.equal(linked.outcome.resources[0].expectedValue, mine.expected);
  assert.deepEqual(problems, []);
  assert.deepEqual(fresh.problems, []);
});

test("a link that unpacks past the limit is refused, and the page goes on", async (t) => {
  const huge = packed(" ".repeat(300 * 1024));
  assert.ok(huge.length < 2000, "a few hundred characters that unpack to 300 KB");
  const { page, problems } = await open(t, browser, { path: `?file=${huge}` });
  await page.locator("#editor").waitFor();
  assert.match(await page.locator("#editor .editor-kept").textContent(), /more than 256 KB/);
  await page.locator("#scenario-title", { hasText: "The paused lock holder" }).waitFor();
  assert.deepEqual(problems, []);
});

test("a broken link opens the editor on what it could read, with the problem", async (t) => {
  const text = (await fetchText("scenarios/paused-holder.json")).replace('"lease_ms": 10000', '"lease_ms": "6s"');
  const { page, problems } = await open(t, browser, { path: `?file=${packed(text)}` });
  await until(async () => (await editorText(page).inputValue()) === text, "the editor to hold the link's file");
  assert.match(await page.locator("#editor .editor-kept").textContent(), /could not be loaded/);
  assert.ok((await page.locator("#editor .editor-problem").count()) >= 1);
  // The rest of the page works: the default story runs.
  assert.equal(await page.locator("#scenario-title").textContent(), "The paused lock holder");
  const bad = await open(t, browser, { path: "?file=not*base64" });
  assert.match(await bad.page.locator("#editor .editor-kept").textContent(), /character 4 of its file=, "\*"/);
  assert.deepEqual(problems, []);
  assert.deepEqual(bad.problems, []);
});

test("a file opened from the computer goes into the editor, and the text downloads", async (t) => {
  const { page, problems } = await open(t, browser);
  await startEditing(page);
  const edited = await variant();
  await page.locator("#editor input[type=file]").setInputFiles({ name: "mine.json", mimeType: "application/json", buffer: Buffer.from(edited) });
  await page.locator("#scenario-title", { hasText: "A bigger store" }).waitFor();
  assert.equal(await editorText(page).inputValue(), edited);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download", exact: true }).click()]);
  const saved = await download.createReadStream().then(async (stream) => {
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    return Buffer.concat(chunks).toString("utf8");
  });
  assert.equal(saved, edited);
  assert.deepEqual(problems, []);
});

/** Runs `fencelab run LINK --json` and returns what it printed. */
async function cliLink(link) {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const command = ["run", "-q", "--locked", "-p", "fencelab-cli", "--", "run", link, "--json"];
  // The cargo that runs `cargo xtask` (it sets CARGO), not whatever is on PATH.
  const { stdout } = await promisify(execFile)(process.env.CARGO ?? "cargo", command, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

test("changing the experiment by its parts writes the file and the run follows", async (t) => {
  const { page, problems } = await open(t, browser);
  await startEditing(page);
  const form = page.locator("#editor [data-part=form]");
  // A's pause of 5 s ends inside the 10 s lease: the story is safe.
  const pause = form.locator('input[data-key="value:/clients/0/plan/2/for_ms"]');
  await pause.fill("5000");
  await pause.press("Enter");
  await until(async () => (await editorText(page).inputValue()).includes('"for_ms": 5000'), "the pause to be written into the file");
  const text = await editorText(page).inputValue();
  assert.match(text, /"default": 5000/, "the slider that sets the pause starts at it");
  const { outcome } = await cli("pause.json", text);
  await until(async () => (await results(page)).final === outcome.resources[0].finalValue, "the run to follow the file");
  assert.equal(outcome.resources[0].finalValue, outcome.resources[0].expectedValue);

  // The resource renamed everywhere that names it.
  const name = form.locator('input[data-key="resource:0"]');
  await name.fill("Ledger");
  await name.press("Enter");
  await until(async () => !(await editorText(page).inputValue()).includes('"Storage"'), "every step to name the new resource");

  // A setting for the reader: B's wait before reading, then taken away.
  const offer = form.locator('input[data-key="offer:/clients/1/plan/1/after_ms"]');
  await offer.check();
  await until(async () => (await editorText(page).inputValue()).includes('"id": "b_after_ms"'), "the new setting to be in the file");
  await page.locator("#knobs").getByText("B: Wait before (ms)").first().waitFor();

  // A change that would break the file is refused in words, and nothing changes.
  const before = await editorText(page).inputValue();
  await form.getByRole("button", { name: "Remove this step" }).nth(1).click();
  await until(async () => ((await form.locator(".editor-form-status").textContent()) ?? "").includes("would not load"), "the refusal to be said");
  assert.equal(await editorText(page).inputValue(), before);
  assert.deepEqual(problems, []);
});
