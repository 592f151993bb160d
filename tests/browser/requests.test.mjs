// A reader who uses everything on the page causes no console error, no
// failed request and no HTTP error, and the page asks nothing of any other
// site: every request stays under the folder the site is served from.

import { test } from "node:test";
import assert from "node:assert/strict";
import { BASE, useBrowser, open, showTab, fencing, slider, until } from "./browser.mjs";
import { say } from "./catalogue.mjs";

const browser = useBrowser();

test("using every part of the page stays quiet and on the site", async (t) => {
  const requests = [];
  const { page, problems } = await open(t, browser, {
    routes: async (p) => p.on("request", (req) => requests.push(req.url())),
  });

  await fencing(page).check();
  await slider(page, "Pause length").fill("7000");
  await slider(page, "Lease length").fill("20000");
  await page.getByRole("button", { name: say("page-defaults") }).click();
  await page.getByRole("button", { name: "Step back", exact: true }).click();
  await page.getByRole("button", { name: "Step back", exact: true }).click();
  await page.getByRole("button", { name: "Step forward", exact: true }).click();
  await page.getByRole("slider", { name: "Time", exact: true }).fill("5000");
  await page.getByRole("combobox", { name: "Speed" }).selectOption("5");
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await until(async () => Number(await page.locator("#scrub").inputValue()) > 5000, "playback to move");
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await showTab(page, "Events");
  await page.locator("#events li button").first().click();
  await page.locator("#chart g.mark").first().click();
  for (const button of await page.locator("#experiments button").all()) await button.click();
  await page.getByRole("button", { name: say("page-tour-start") }).click();
  for (let i = 0; i < 10 && (await page.getByRole("dialog").isVisible()); i++) await page.locator("#tour-next").click();
  await page.locator("#quiz input[type=radio]").first().check();
  await page.locator("#quiz .quiz-check").first().click();

  assert.ok(requests.length > 0);
  const outside = requests.filter((url) => !url.startsWith(BASE));
  assert.deepEqual(outside, [], "every request stays under the site's folder");
  assert.ok(requests.some((url) => url.endsWith(".wasm")), "the wasm was loaded");
  assert.deepEqual(problems, []);
});

test("the page works from its folder with or without index.html", async (t) => {
  const { page, problems } = await open(t, browser);
  // Let the first load finish (the icon comes last) so leaving the page
  // does not abort a request and look like a failure.
  await page.waitForLoadState("networkidle");
  await page.goto(new URL("index.html", BASE).href);
  await page.locator("#scenario-title", { hasText: "The paused lock holder" }).waitFor();
  assert.equal(await page.getByRole("alert").isHidden(), true);
  assert.deepEqual(problems, []);
});
