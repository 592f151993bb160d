// Embed mode inside a course page: `host.html`, a sample page on another
// origin, holds the simulator in an <iframe> at a laptop's and a phone's
// width. Everything must fit, nothing may scroll sideways, the controls
// must work, and nothing the simulator does may scroll the host page.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { useBrowser, BASE, open, showTab, until, watchPolicy } from "./browser.mjs";
import { say } from "./catalogue.mjs";

/**
 * A course page on the internet frames fencelab on the internet. Here both
 * are on this machine, and Chromium's local network checks would block a
 * frame whose page it cannot place (the host is answered by the test, not
 * by a server), so they are off for this file.
 */
const browser = useBrowser(["--disable-features=LocalNetworkAccessChecks"]);

/**
 * The sample course page, served from an origin of its own. Chromium keeps
 * a public page from framing a loopback address, so the host is loopback
 * too, under another name.
 */
const HOST = (() => {
  const url = new URL("/week6.html", BASE);
  url.hostname = url.hostname === "localhost" ? "127.0.0.1" : "localhost";
  return url.href;
})();

/**
 * Opens the host page at `width` with the simulator embedded by `query`,
 * and returns the host page, the simulator's frame and the problems seen.
 */
async function host(t, width, query) {
  const context = await browser.current.newContext({ viewport: { width, height: 800 } });
  t.after(() => context.close());
  context.setDefaultTimeout(10_000);
  const problems = [];
  await watchPolicy(context, problems);
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  const html = (await readFile(new URL("host.html", import.meta.url), "utf8")).replace(
    '<iframe id="fencelab"',
    `<iframe id="fencelab" src="${new URL(query, BASE).href}"`,
  );
  await page.route(HOST, (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.goto(HOST);
  const frame = page.frameLocator("#fencelab");
  // Attached, not visible: an embed may leave the title out.
  await frame.locator("#scenario-title", { hasText: "The paused lock holder" }).waitFor({ state: "attached" });
  // The title is there from the opening run on; the simulator is in once its workers are.
  await frame.locator("html[data-workers]").waitFor({ state: "attached" });
  return { page, frame, problems };
}

/** How far the frame's document overflows its width, in pixels (0 is good). */
async function overflow(frame) {
  return frame.locator("html").evaluate((root) => root.scrollWidth - root.clientWidth);
}

for (const width of [640, 360]) {
  test(`an embed at ${width} px fits, does not scroll sideways, and its controls work`, async (t) => {
    const { page, frame, problems } = await host(t, width, "?scenario=paused-holder&embed");
    // Only the simulator: no lesson, no header, no list of experiments.
    assert.equal(await frame.locator("#plain-words").isVisible(), false);
    assert.equal(await frame.locator(".page-header").isVisible(), false);
    assert.equal(await frame.locator("#experiments").isVisible(), false);
    assert.equal(await frame.locator("#map-panel").isVisible(), false, "the map is not a default panel");
    assert.equal(await frame.getByRole("tab", { name: "Safety map", exact: true }).count(), 0, "nor is its tab");
    for (const part of ["#settings", "#verdict", "#chart svg", "#play"]) {
      assert.equal(await frame.locator(part).isVisible(), true, `${part} shows`);
    }
    // The events are a default panel, in a tab under the chart; a reader
    // opens it below, since a driver's click would scroll the host page.
    assert.equal(await frame.getByRole("tab", { name: "Events", exact: true }).isVisible(), true, "the events' tab shows");
    assert.equal(await overflow(frame), 0, "no sideways scroll inside the frame");
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);

    // The host fits the frame to the height the simulator posts.
    await until(
      async () => (await page.locator("#fencelab").evaluate((f) => f.getBoundingClientRect().height)) > 900,
      "the host page to grow the frame to the simulator's height",
    );

    // Nothing the simulator does scrolls the host page: not loading, and
    // not its controls. Clicked from inside the frame, since a test
    // driver's own clicks scroll the page to the control first.
    assert.equal(await page.evaluate(() => window.scrollY), 0, "loading did not scroll the host page");
    for (const control of ['[role="switch"]', "#step-back", "#step-forward", "#play", "#play", "#export-markdown"]) {
      await frame.locator(control).first().evaluate((element) => element.click());
      assert.equal(await page.evaluate(() => window.scrollY), 0, `${control} did not scroll the host page`);
    }
    assert.equal((await frame.getByLabel("Stale write refused", { exact: true }).textContent()).trim(), "yes");

    // A reader's own clicks and keys work inside the frame.
    await frame.getByRole("switch", { name: "Fencing tokens", exact: true }).uncheck();
    assert.equal((await frame.getByLabel("Stale write accepted", { exact: true }).textContent()).trim(), "yes");
    await frame.locator("#knobs").getByRole("slider", { name: "Pause length", exact: true }).fill("7000");
    assert.equal((await frame.getByLabel("Final value", { exact: true }).textContent()).trim(), "16");
    await frame.getByRole("button", { name: "Step back" }).click();
    await frame.locator("#scrub").press("Home");
    assert.equal(await frame.locator("#scrub").inputValue(), "0");
    await showTab(frame, "Events");
    assert.equal(await frame.locator("#events").isVisible(), true, "#events shows");
    assert.equal(await overflow(frame), 0);
    // The embed links out to the full page with the same run.
    const full = await frame.getByRole("link", { name: say("page-open-full") }).getAttribute("href");
    const params = new URLSearchParams(full.replace(/^.*\?/, ""));
    assert.equal(params.get("pause_ms"), "7000");
    assert.equal(params.has("embed"), false);
    assert.deepEqual(problems, []);
  });
}

test("panels= chooses what an embed shows, and locked keeps the settings", async (t) => {
  const { frame, problems } = await host(t, 640, "?scenario=paused-holder&pause_ms=7000&embed&panels=chart,results&locked");
  assert.equal(await frame.locator("#settings").isVisible(), false);
  assert.equal(await frame.locator("#events").isVisible(), false);
  assert.equal(await frame.getByRole("tab", { name: "Events", exact: true }).count(), 0, "nor its tab");
  assert.equal(await frame.locator("#chart svg").isVisible(), true);
  assert.equal(await frame.getByRole("link", { name: say("page-open-full") }).isVisible(), true, "the way out shows without the title");
  assert.equal((await frame.getByLabel("Final value", { exact: true }).textContent()).trim(), "16");
  assert.equal(await overflow(frame), 0);
  assert.deepEqual(problems, []);
});

test("a locked embed shows its settings but they cannot be moved", async (t) => {
  const { frame, problems } = await host(t, 640, "?scenario=paused-holder&embed&locked");
  const pause = frame.locator("#knobs").getByRole("slider", { name: "Pause length", exact: true });
  assert.equal(await pause.isVisible(), true);
  await assert.rejects(pause.fill("7000", { timeout: 1000 }), "a locked slider cannot be moved");
  assert.equal(await pause.inputValue(), "15000");
  assert.equal((await frame.getByLabel("Final value", { exact: true }).textContent()).trim(), "11");
  // Playback still works.
  await frame.getByRole("button", { name: "Step back" }).click();
  assert.deepEqual(problems, []);
});

test("an embed with unknown panels says so and shows the default panels", async (t) => {
  const { frame, problems } = await host(t, 640, "?embed&panels=chart,<b>lesson</b>");
  const notice = await frame.locator("#link-notice").textContent();
  assert.match(notice, /“<b>lesson<\/b>” do not exist/);
  assert.equal(await frame.locator("#chart svg").isVisible(), true);
  assert.equal(await frame.locator("#link-notice b").count(), 0);
  assert.deepEqual(problems, []);
});

test("the share dialog gives the link and an iframe for the run on screen", async (t) => {
  const { page, problems } = await open(t, browser);
  await page.locator("#knobs").getByRole("slider", { name: "Pause length", exact: true }).fill("7000");
  await page.getByRole("button", { name: "Share / embed" }).click();
  const dialog = page.getByRole("dialog", { name: say("page-share-title") });
  await dialog.waitFor();
  const link = await dialog.getByLabel(say("page-share-link")).inputValue();
  assert.equal(new URL(link).searchParams.get("pause_ms"), "7000");
  await dialog.getByLabel("Safety map").check();
  await dialog.getByLabel(/Lock them/).check();
  assert.equal(await dialog.locator("#share-local").isHidden(), true, "a served page gives links that work elsewhere");
  const snippet = await dialog.getByLabel(say("page-share-snippet")).inputValue();
  const src = snippet.match(/src="([^"]+)"/)[1].replaceAll("&amp;", "&");
  const params = new URL(src).searchParams;
  assert.equal(params.get("pause_ms"), "7000");
  assert.equal(params.has("embed"), true);
  assert.equal(params.has("locked"), true);
  assert.equal(params.get("panels"), "story,settings,results,chart,events,map");
  assert.match(snippet, /^<iframe src="[^"]+" title="fencelab: The paused lock holder"/);
  // The copy button copies (or, without clipboard access, selects and says how).
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(BASE).origin });
  await dialog.getByRole("button", { name: "Copy embed code" }).click();
  await until(async () => /Copied|Selected/.test(await dialog.locator("#share-copied-snippet").textContent()), "the copy to be confirmed");
  await dialog.getByRole("button", { name: "Close" }).click();
  assert.equal(await dialog.isVisible(), false);

  // The snippet's address opens the same run, embedded, with the map.
  const embedded = await page.context().newPage();
  await embedded.goto(src);
  await embedded.locator("#scenario-title", { hasText: "The paused lock holder" }).waitFor();
  await embedded.locator("html[data-workers]").waitFor({ state: "attached" });
  await showTab(embedded, "Safety map");
  assert.equal(await embedded.locator("#map-panel").isVisible(), true);
  assert.equal((await embedded.getByLabel("Final value", { exact: true }).textContent()).trim(), "16");
  assert.deepEqual(problems, []);
});
