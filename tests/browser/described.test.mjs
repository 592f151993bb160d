// The run as a screen reader meets it, read from Chromium's accessibility
// tree (the DevTools protocol's `Accessibility.getFullAXTree`), never from
// the page's markup: the screen summary tells the default story's ending,
// flipping fencing is answered once, politely, with the new outcome, and
// the chart's steps are walked event by event from one key on the chart.

import { test } from "node:test";
import assert from "node:assert/strict";

import { useBrowser, open, fencing, slider, until, VERDICTS } from "./browser.mjs";
import { say } from "./catalogue.mjs";

/** The default story's run at a glance: its verdict, then what Storage holds. */
const LOST = `${VERDICTS.lost} ${say("explain-holds-wrong", { resource: "Storage", value: 11, expected: 15 })}`;
const REFUSED = `${VERDICTS.refused} ${say("explain-holds", { resource: "Storage", value: 15 })}`;

const browser = useBrowser();

/**
 * The page's accessibility tree: every node by id, and a reader of the
 * text under a node, as a screen reader would speak it in browse mode.
 * @param {import("playwright-core").Page} page
 */
async function tree(page) {
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send("Accessibility.getFullAXTree");
  await session.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  /** @param {any} node */
  const text = (node) => {
    if (node.role?.value === "StaticText") return node.name?.value ?? "";
    return (node.childIds ?? []).map((id) => byId.get(id)).filter(Boolean).map(text).join("");
  };
  /** @param {string} role @param {string | RegExp} [name] */
  const find = (role, name) =>
    nodes.filter(
      (n) =>
        !n.ignored &&
        n.role?.value === role &&
        (name === undefined || (typeof name === "string" ? n.name?.value === name : name.test(n.name?.value ?? ""))),
    );
  const focused = nodes.find((n) => n.role?.value !== "RootWebArea" && n.properties?.some((p) => p.name === "focused" && p.value.value));
  /** @param {any} node @param {string} property */
  const prop = (node, property) => node.properties?.find((p) => p.name === property)?.value.value;
  return { nodes, text, find, focused, prop };
}

test("the screen summary tells the story, who holds the lock and how the run ends", async (t) => {
  const { page, problems } = await open(t, browser);
  const ax = await tree(page);
  const [summary] = ax.find("region", say("page-screen-summary-title"));
  assert.ok(summary, "a region named for the summary");
  const said = ax.text(summary);
  assert.match(said, /A holds the lock, reads 10, and freezes for 15 s\./, said);
  assert.match(said, /At the end of the run, /, said);
  assert.ok(said.includes(say("describe-ending", { glance: LOST })), said);
  // It comes before the chart and the settings: the play area, then the controls.
  const order = await page.evaluate(() => {
    const at = (id) => [...document.querySelectorAll("*")].indexOf(document.getElementById(id));
    return [at("screen-summary"), at("chart"), at("settings")];
  });
  assert.deepEqual([...order].sort((a, b) => a - b), order);
  assert.deepEqual(problems, []);
});

test("flipping fencing is answered once, politely, with the new outcome", async (t) => {
  const { page, problems } = await open(t, browser);
  await fencing(page).focus();
  await page.keyboard.press("Space");
  await until(async () => (await page.locator("#response").textContent()) !== "", "a response");
  const ax = await tree(page);
  const statuses = ax.find("status").filter((n) => ax.text(n).includes("Storage holds"));
  assert.equal(statuses.length, 1, statuses.map(ax.text).join("\n"));
  const [status] = statuses;
  assert.equal(ax.prop(status, "live"), "polite");
  assert.equal(ax.text(status), say("describe-response", { change: "now", safe: "yes", glance: REFUSED }));
  // Nothing else speaks up: the verdict is no live region, the line under the chart is quiet.
  assert.equal(await page.locator("#verdict").getAttribute("aria-live"), null);
  assert.equal(await page.locator("#now").textContent(), "");
  // Flipped back, it is not safe again.
  await page.keyboard.press("Space");
  await until(async () => (await page.locator("#response").textContent())?.startsWith("Now not safe."), "the second response");
  assert.deepEqual(problems, []);
});

/**
 * The text of every live region on the page, by its id or its place.
 * @param {import("playwright-core").Page} page
 */
function liveRegions(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("[aria-live]:not([aria-live=off]), [role=status], [role=alert]")].map((e, i) => [e.id || `#${i}`, e.textContent ?? ""]),
    ),
  );
}

for (const [where, path] of [["alone", ""], ["beside its comparison", "?compare=fencing"]]) {
  test(`a change of settings speaks in one live region only, the run ${where}`, async (t) => {
    const { page, problems } = await open(t, browser, { path });
    const before = await liveRegions(page);
    await slider(page, "Pause length").focus();
    await page.keyboard.press("ArrowLeft");
    await until(async () => (await page.locator("#response").textContent()) !== "", "a response");
    const after = await liveRegions(page);
    const spoke = Object.keys(after).filter((id) => after[id] !== "" && after[id] !== before[id]);
    assert.deepEqual(spoke, ["response"], JSON.stringify(after));
    assert.deepEqual(problems, []);
  });
}

test("a slider's drag is answered when it is let go, not while it moves", async (t) => {
  const { page, problems } = await open(t, browser);
  const pause = slider(page, "Pause length");
  const box = await pause.boundingBox();
  assert.ok(box);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.9, y);
  await page.mouse.down();
  for (const at of [0.7, 0.5, 0.3, 0.1]) await page.mouse.move(box.x + box.width * at, y, { steps: 3 });
  assert.equal(await page.locator("#response").textContent(), "", "silent during the drag");
  assert.match((await pause.getAttribute("aria-valuetext")) ?? "", /^\d+(\.\d+)? s$/);
  await page.mouse.up();
  const said = await page.locator("#response").textContent();
  assert.match(said ?? "", /^(Now|Still) (not )?safe\. .*Storage holds/, said ?? "");
  assert.deepEqual(problems, []);
});

test("Enter on the chart walks its steps, one event at a time, with playback", async (t) => {
  const { page, problems } = await open(t, browser);
  await page.locator("#chart").focus();
  let ax = await tree(page);
  assert.equal(ax.focused?.name?.value, say("page-chart-heading"));
  await page.keyboard.press("Enter");
  ax = await tree(page);
  assert.equal(ax.focused?.role?.value, "option");
  assert.match(ax.focused?.name?.value ?? "", /^Event 10 of 10, /);
  await page.keyboard.press("Home");
  ax = await tree(page);
  const first = ax.focused?.name?.value ?? "";
  assert.match(first, /^Event 1 of 10, 0\.0 s, A: A asks for the lock and gets it, with token 1\. .* Then: A holds the lock with token 1; B does not hold the lock\. Storage holds 10\.$/, first);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  ax = await tree(page);
  const third = ax.focused?.name?.value ?? "";
  assert.match(third, /^Event 3 of 10, /, third);
  assert.equal(ax.prop(ax.focused, "selected"), true);
  // Playback went with it, and the summary tells the same moment.
  const time = third.split(", ")[1];
  assert.equal(await page.locator("#scrub").getAttribute("aria-valuetext"), time);
  assert.match((await page.locator("#screen-summary").textContent()) ?? "", new RegExp(`after event 3 of 10`));
  // Each step is spoken once: by its focus, not again by the line under the chart.
  assert.equal(await page.locator("#now").textContent(), "");
  await page.keyboard.press("Escape");
  ax = await tree(page);
  assert.equal(ax.focused?.name?.value, say("page-chart-heading"));
  assert.deepEqual(problems, []);
});

test("while a prediction is awaited the summary, the steps and a response keep the ending back", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?predict=on" });
  await page.locator("#prediction").waitFor();
  const summary = (await page.locator("#screen-summary").textContent()) ?? "";
  assert.ok(summary.includes(say("describe-ending-hidden")), summary);
  assert.ok(!summary.includes(VERDICTS.lost), summary);
  await page.locator("#steps-toggle").click();
  const shown = await page.locator("#steps [role=option]:not([hidden])").count();
  const held = await page.evaluate(() => document.querySelectorAll("#events > li:not([hidden])").length);
  assert.equal(shown, held);
  assert.ok(shown < 10, `${shown} steps`);
  await fencing(page).focus();
  await page.keyboard.press("Space");
  await until(async () => (await page.locator("#response").textContent()) !== "", "a response");
  assert.equal(await page.locator("#response").textContent(), say("describe-ending-hidden"));
  assert.deepEqual(problems, []);
});

test("the projector view is kept in the address and draws the chart larger", async (t) => {
  const { page, problems } = await open(t, browser);
  const fontOf = () => page.evaluate(() => {
    const text = document.querySelector("#chart svg text");
    return text ? text.getBoundingClientRect().height : 0;
  });
  const usual = await fontOf();
  await page.getByRole("checkbox", { name: "Projector view" }).check();
  await until(async () => new URL(page.url()).searchParams.get("view") === "projector", "view=projector in the address");
  const large = await fontOf();
  assert.ok(large > usual * 1.3, `${usual} → ${large}`);
  await page.reload();
  await page.locator("html.projector").waitFor({ state: "attached" });
  assert.equal(await page.getByRole("checkbox", { name: "Projector view" }).isChecked(), true);
  assert.deepEqual(problems, []);
});

test("a view the page does not have is named in the link's notice and the usual one shows", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?view=cinema" });
  await page.locator("#link-notice").waitFor();
  assert.match((await page.locator("#link-notice-list").textContent()) ?? "", /view=“cinema”/);
  assert.equal(await page.locator("html.projector").count(), 0);
  assert.deepEqual(problems, []);
});

test("under reduced motion nothing moves on its own: a prediction's run shows whole", async (t) => {
  const { page, problems } = await open(t, browser, { path: "?predict=on", reducedMotion: "reduce" });
  await page.locator("#prediction").waitFor();
  await page.locator("#prediction input[type=radio]").first().check();
  await page.locator("#prediction").waitFor({ state: "hidden" });
  assert.equal(await page.locator("#play").textContent(), "Play");
  const scrub = page.locator("#scrub");
  assert.equal(await scrub.inputValue(), await scrub.getAttribute("max"));
  // And no transition runs anywhere.
  const moving = await page.evaluate(() =>
    [...document.querySelectorAll("*")].filter((e) => {
      const style = getComputedStyle(e);
      return parseFloat(style.transitionDuration) > 0 || (style.animationName !== "none" && parseFloat(style.animationDuration) > 0);
    }).length,
  );
  assert.equal(moving, 0);
  assert.deepEqual(problems, []);
});

for (const [lang, ending, answer] of [
  ["de", "So endet der Lauf: ", "Jetzt sicher. "],
  ["es", "Así termina la ejecución: ", "Ahora es segura. "],
]) {
  test(`the summary and the answer to a change speak the page's language: ${lang}`, async (t) => {
    const { page, problems } = await open(t, browser, { path: `?lang=${lang}` });
    await until(async () => ((await page.locator("#screen-summary").textContent()) ?? "").includes(ending), `the summary in ${lang}`);
    await page.locator("#knob-fencing").focus();
    await page.keyboard.press("Space");
    await until(async () => ((await page.locator("#response").textContent()) ?? "").startsWith(answer), `the answer in ${lang}`);
    assert.match((await page.locator("#knob-pause_ms").getAttribute("aria-valuetext")) ?? "", /^\d+,\d s$/);
    assert.deepEqual(problems, []);
  });
}
