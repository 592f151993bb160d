// The embed code the share dialog gives sizes its own frame: a course page
// made of nothing but that code, written to a folder and served from
// another origin, ends up with a frame as tall as the simulator inside it,
// and no other page or frame can change that height.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { useBrowser, BASE, open, showTab, until, watchPolicy } from "./browser.mjs";

/** The host is on this machine too; see embed.test.mjs for why these checks are off. */
const browser = useBrowser(["--disable-features=LocalNetworkAccessChecks"]);

/** A folder of course pages, served on loopback under the other name than the site's. */
const folder = await mkdtemp(join(tmpdir(), "fencelab-host-"));
const server = createServer(async (request, response) => {
  try {
    const name = new URL(request.url ?? "/", "http://host").pathname.replace(/^\/+/, "");
    const body = await readFile(join(folder, name.replace(/[^a-z0-9.-]/g, "")));
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
after(async () => {
  server.close();
  await rm(folder, { recursive: true, force: true });
});

/** The address of a page in the folder, on an origin other than the site's. */
function hostUrl(name) {
  const site = new URL(BASE);
  const other = site.hostname === "localhost" ? "127.0.0.1" : "localhost";
  return `http://${other}:${server.address().port}/${name}`;
}

/** The embed code the share dialog gives for the default run, with its default ticks. */
async function snippet(t) {
  const { page, problems } = await open(t, browser);
  await page.locator("#share-open").click();
  const code = await page.locator("#share-snippet").inputValue();
  const ticked = await page.locator("#share .share-options input[id^=share-panel-]:checked").evaluateAll((boxes) => boxes.map((b) => b.id.replace("share-panel-", "")));
  const hint = await page.locator("#share .share-options .hint").first().textContent();
  const sizing = await page.locator("#share-sizing").textContent();
  assert.deepEqual(problems, []);
  return { code, ticked, hint, sizing };
}

/** Opens a course page of the folder at `width` and returns it with the frame's element. */
async function visit(t, name, width) {
  const context = await browser.current.newContext({ viewport: { width, height: 800 } });
  t.after(() => context.close());
  context.setDefaultTimeout(10_000);
  const problems = [];
  await watchPolicy(context, problems);
  const page = await context.newPage();
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  await page.goto(hostUrl(name));
  const frame = page.frameLocator("iframe").first();
  await frame.locator("#scenario-title", { hasText: "The paused lock holder" }).waitFor({ state: "attached" });
  await frame.locator("html[data-workers]").waitFor({ state: "attached" });
  return { page, frame, problems };
}

/** The frame's height on the host page, and the height of the page inside it. */
async function heights(page, frame) {
  const outer = await page.locator("iframe").first().evaluate((f) => f.getBoundingClientRect().height);
  const inner = await frame.locator("html").evaluate((root) => Math.ceil(root.getBoundingClientRect().height));
  return { outer, inner };
}

test("the dialog documents the height message and ticks what an embed shows by default", async (t) => {
  const { code, ticked, hint, sizing } = await snippet(t);
  assert.match(sizing, /\{ type: "fencelab:height", height \}/);
  assert.match(code, /"fencelab:height"/, "the code listens for the message the dialog names");
  assert.match(code, /event\.source !== frame\.contentWindow/, "from its own frame only");
  assert.match(code, new RegExp(`event\\.origin !== "${new URL(BASE).origin.replace(/[.]/g, "\\.")}"`), "and from the site's origin only");
  // The hint says an embed shows everything but the safety map, and that is what is ticked.
  assert.match(hint, /everything but the safety map/);
  assert.deepEqual(ticked, ["story", "settings", "results", "chart", "events"]);
});

for (const width of [360, 1024]) {
  test(`at ${width} px the embed code sizes its frame to the simulator`, async (t) => {
    const { code } = await snippet(t);
    await writeFile(join(folder, `course-${width}.html`), `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>A course page</title><style>body{margin:0}</style></head>\n<body>\n<p>Read, then try the simulator.</p>\n${code}\n<p>Below the simulator.</p>\n</body></html>\n`);
    const { page, frame, problems } = await visit(t, `course-${width}.html`, width);
    await until(async () => {
      const { outer, inner } = await heights(page, frame);
      return outer !== 900 && Math.abs(outer - inner) <= 1;
    }, "the frame to take the simulator's height");
    const { outer, inner } = await heights(page, frame);
    if (width === 360) assert.ok(inner > 1200, `at a phone's width the simulator is tall (${inner} px)`);
    // Nothing is cut off: the frame's own page does not scroll.
    const scrolls = await frame.locator("html").evaluate((root) => root.scrollHeight - root.clientHeight);
    assert.ok(scrolls <= 1, `the page inside the frame still scrolls by ${scrolls} px`);
    // The embed shows what the dialog's ticks say: everything but the safety
    // map, which takes its tab with it. The events are in a tab of their own,
    // checked below once the frame's height has been tried.
    assert.equal(await frame.locator("#map-panel").isHidden(), true);
    assert.equal(await frame.getByRole("tab", { name: "Safety map", exact: true }).count(), 0);
    assert.equal(await frame.getByRole("tab", { name: "Events", exact: true }).isVisible(), true);

    // A message from anywhere else leaves the frame alone.
    await page.evaluate(() => window.postMessage({ type: "fencelab:height", height: 5 }, "*"));
    await page.waitForTimeout(100);
    assert.equal((await heights(page, frame)).outer, outer, "a message from the host page itself is ignored");
    assert.ok(outer >= inner - 1);

    // Opened, the events tab shows the events, and the frame follows the
    // simulator's new height.
    await showTab(frame, "Events");
    assert.equal(await frame.locator("#events").isVisible(), true);
    await until(async () => {
      const now = await heights(page, frame);
      return Math.abs(now.outer - now.inner) <= 1;
    }, "the frame to take the simulator's height with the events open");
    assert.deepEqual(problems, []);
  });
}

test("a frame that is not the embed's cannot resize it", async (t) => {
  const { code } = await snippet(t);
  // A second frame on the page, from the host's own origin, posts a height too.
  await writeFile(join(folder, "other.html"), `<!doctype html><link rel="icon" href="data:,"><title>other</title><script>parent.postMessage({ type: "fencelab:height", height: 7 }, "*"); setInterval(function () { parent.postMessage({ type: "fencelab:height", height: 7 }, "*"); }, 50);</script>`);
  await writeFile(join(folder, "two.html"), `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Two frames</title></head><body>\n${code}\n<iframe id="other" src="other.html" title="another frame"></iframe>\n</body></html>\n`);
  const { page, frame, problems } = await visit(t, "two.html", 800);
  await until(async () => {
    const { outer, inner } = await heights(page, frame);
    return outer !== 900 && Math.abs(outer - inner) <= 1;
  }, "the frame to take the simulator's height");
  await page.waitForTimeout(200);
  const { outer, inner } = await heights(page, frame);
  assert.ok(Math.abs(outer - inner) <= 1 && outer > 7, `the other frame's messages moved the embed to ${outer} px`);
  assert.deepEqual(problems, []);
});
