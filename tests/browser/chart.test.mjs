// The lease chart's new marks, each checked against the view the page's
// own wasm makes of the same run: messages in flight, cut links, a
// client's own idea of when its lease ends, the lock service's faults,
// side effects; a legend that lists only what the run draws; and, for
// every experiment at a desktop's and a phone's width, words that stay
// inside the chart and off each other.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, experiment, scenario, scenarioFiles, viewOf } from "./browser.mjs";

const browser = useBrowser();
const FILES = await scenarioFiles();

/** Opens a scenario file from the list and returns the view it draws. */
async function openFile(page, file) {
  const { json, text } = await scenario(file);
  await experiment(page, json.title).click();
  await page.locator("#scenario-title", { hasText: json.title }).waitFor();
  return viewOf(page, text);
}

/** The legend's words, in order. */
async function legend(page) {
  return page.getByRole("list", { name: "Chart legend" }).getByRole("listitem").allTextContents();
}

test("network-delay: each request is an arrow from its sending to its arrival, labelled", async (t) => {
  const { page, problems } = await open(t, browser);
  assert.ok(!(await legend(page)).includes("a request on its way over the network"), "the default story sends nothing over a slow network");
  const view = await openFile(page, "network-delay.json");
  assert.ok(view.chart.messages.length >= 2, "the scenario has messages to draw");
  const drawn = await page.locator("#chart g.message").evaluateAll((gs) =>
    gs.map((g) => {
      const line = g.querySelector(".message-line");
      return {
        event: Number(g.getAttribute("data-event")),
        x1: Number(line.getAttribute("x1")),
        x2: Number(line.getAttribute("x2")),
        y1: Number(line.getAttribute("y1")),
        y2: Number(line.getAttribute("y2")),
        head: g.querySelector(".message-head") !== null,
        dashed: getComputedStyle(line).strokeDasharray !== "none",
        width: parseFloat(getComputedStyle(line).strokeWidth),
        label: g.querySelector(".message-label")?.textContent ?? null,
        title: g.querySelector("title")?.textContent,
      };
    }),
  );
  assert.deepEqual(drawn.map((m) => m.event), view.chart.messages.map((m) => m.event));
  for (const [i, m] of drawn.entries()) {
    const message = view.chart.messages[i];
    assert.ok(m.x2 > m.x1 && m.y2 > m.y1, `message ${i} slants from its sending to its arrival`);
    assert.equal(m.head, !message.lost, `message ${i} has an arrowhead`);
    assert.equal(m.dashed, message.lost, `message ${i} is solid unless lost`);
    assert.equal(m.label, message.label, `message ${i} is labelled at 1280 px`);
    assert.match(m.title, new RegExp(`^${view.events[message.event].time}: `), `message ${i} tells its event`);
  }
  // The arrow's length is the delay: 3 s is a quarter of 12 s.
  const [read, write] = drawn;
  const perMs = (write.x1 - read.x1) / (view.chart.messages[1].fromMs - view.chart.messages[0].fromMs);
  const delay = view.chart.messages[1].toMs - view.chart.messages[1].fromMs;
  assert.ok(Math.abs(write.x2 - write.x1 - delay * perMs) < 1, "the arrow spans the delay on the time axis");
  assert.ok((await legend(page)).includes("a request on its way over the network"));

  // Clicking an arrow moves playback to the event that sent it.
  await page.locator("#chart g.message").nth(1).locator(".message-line").click({ force: true });
  assert.equal(await page.locator("#events li[aria-current=step]").getAttribute("data-index"), String(view.chart.messages[1].event));
  // The current message stands out from the others.
  const widths = await page.locator("#chart g.message .message-line").evaluateAll((ls) => ls.map((l) => parseFloat(getComputedStyle(l).strokeWidth)));
  assert.ok(widths[1] > widths[0], `the current arrow is thicker: ${widths}`);
  assert.equal(widths[0], drawn[0].width);
  assert.deepEqual(problems, []);
});

test("leader-terms: the cut link is hatched and labelled, and the lost request ends in a cross", async (t) => {
  const { page, problems } = await open(t, browser);
  const view = await openFile(page, "leader-terms.json");
  const lane = view.chart.lanes.findIndex((l) => l.cut.length > 0);
  assert.ok(lane >= 0, "a lane has a cut link");
  const cuts = page.locator("#chart rect.cut");
  assert.ok((await cuts.count()) >= 1);
  const span = await cuts.first().evaluate((r) => ({ x: Number(r.getAttribute("x")), w: Number(r.getAttribute("width")) }));
  const cut = view.chart.lanes[lane].cut[0];
  const axis = await axisScale(page);
  assert.ok(Math.abs(span.x - axis(cut.fromMs)) < 1 && Math.abs(span.x + span.w - axis(cut.toMs)) < 1, "the hatching spans the cut");
  assert.equal(await page.locator("#chart .cut-label").first().textContent(), "link cut");
  assert.equal(await cuts.first().evaluate((r) => getComputedStyle(r).fill), "url(\"#hatch-cut\")");

  const lost = view.chart.messages.filter((m) => m.lost);
  assert.ok(lost.length > 0, "a request is lost");
  const drawnLost = page.locator("#chart g.message.lost");
  assert.equal(await drawnLost.count(), lost.length);
  assert.equal(await drawnLost.first().locator(".cross").count(), 1);
  assert.equal(await drawnLost.first().locator(".message-head").count(), 0);
  assert.notEqual(await drawnLost.first().locator(".message-line").evaluate((l) => getComputedStyle(l).strokeDasharray), "none", "a lost request's line is dashed");
  assert.equal(await drawnLost.first().locator(".message-label").textContent(), lost[0].label);
  const words = await legend(page);
  assert.ok(words.includes("a network link is cut"), words.join(" | "));
  assert.ok(words.includes("a request lost on the network"), words.join(" | "));
  assert.ok(!words.includes("a request on its way over the network"), "no message arrived, so no entry for one that did");
  // The legend speaks of the election in its own words, as the chart does.
  assert.ok(words.includes("the leader lease the election holds for the client"), words.join(" | "));
  assert.ok(words.includes("still thinks it holds leadership after its leader lease ended"), words.join(" | "));
  assert.ok(words.every((w) => !w.includes("lock")), words.join(" | "));
  assert.deepEqual(problems, []);
});

for (const width of [1280, 390]) {
  test(`clock-drift at ${width} px: where A's clock says the lease ends, beyond where it did`, async (t) => {
    const { page, problems } = await open(t, browser, { width });
    const view = await openFile(page, "clock-drift.json");
    const lease = view.chart.lanes[0].leases[0];
    assert.ok(lease.believedToMs > lease.toMs, "A's clock runs slow");
    const axis = await axisScale(page);
    const tick = page.locator("#chart line.believed-end");
    assert.equal(await tick.count(), 1);
    assert.ok(Math.abs(Number(await tick.getAttribute("x1")) - axis(lease.believedToMs)) < 1, "the tick stands at the believed end");
    assert.equal(await tick.evaluate((l) => getComputedStyle(l).strokeDasharray !== "none"), true, "the tick is dashed");
    const ghost = await page.locator("#chart rect.believed").evaluate((r) => ({ x: Number(r.getAttribute("x")), w: Number(r.getAttribute("width")) }));
    assert.ok(Math.abs(ghost.x - axis(lease.toMs)) < 1 && Math.abs(ghost.x + ghost.w - axis(lease.believedToMs)) < 1, "the ghost runs from the real end to the believed one");
    const label = page.locator("#chart .believed-label");
    assert.match(await label.textContent(), width > 600 ? /^A's clock says the lease ends$/ : /^A's clock/);
    // No believed end where the clocks agree: B's lane has none.
    assert.equal(await page.locator("#chart .lane").nth(1).locator(".believed").count(), 0);
    assert.ok((await legend(page)).includes("the client's own clock says its lease still runs"));
    assert.deepEqual(problems, []);
  });
}

test("counter-reset: the restart is a labelled line across every lane", async (t) => {
  const { page, problems } = await open(t, browser);
  assert.ok(!(await legend(page)).includes("the lock service itself restarts, fails over, or its clock jumps"));
  const view = await openFile(page, "counter-reset.json");
  assert.ok(view.chart.service.length > 0, "the lock service restarts");
  const marks = page.locator("#chart g.service-mark");
  assert.equal(await marks.count(), view.chart.service.length);
  assert.deepEqual(await marks.locator(".service-label").allTextContents(), view.chart.service.map((s) => s.label));
  const axis = await axisScale(page);
  const geometry = await page.evaluate(() => {
    const line = document.querySelector("#chart g.service-mark line");
    const lanes = [...document.querySelectorAll("#chart rect.lane-bg")].map((r) => ({ top: Number(r.getAttribute("y")), bottom: Number(r.getAttribute("y")) + Number(r.getAttribute("height")) }));
    return { x: Number(line.getAttribute("x1")), y1: Number(line.getAttribute("y1")), y2: Number(line.getAttribute("y2")), lanes };
  });
  assert.ok(Math.abs(geometry.x - axis(view.chart.service[0].atMs)) < 1, "at the restart's moment");
  assert.ok(geometry.y1 <= geometry.lanes[0].top && geometry.y2 >= geometry.lanes.at(-1).bottom, "across every lane");
  assert.ok((await legend(page)).includes("the lock service itself restarts, fails over, or its clock jumps"));
  // Clicking it moves playback to the restart.
  await marks.first().locator("line").click({ force: true });
  assert.equal(await page.locator("#events li[aria-current=step]").getAttribute("data-index"), String(view.chart.service[0].event));
  assert.deepEqual(problems, []);
});

test("unfenced-side-effect: the email is a red star, not a square", async (t) => {
  const { page, problems } = await open(t, browser);
  const view = await openFile(page, "unfenced-side-effect.json");
  const effects = view.chart.lanes.flatMap((l) => l.markers).filter((m) => m.kind === "effect");
  assert.equal(effects.length, 1);
  const star = page.locator("#chart g.mark-effect");
  assert.equal(await star.count(), 1);
  assert.equal(await star.locator("polygon.star").count(), 1, "a star, a shape no other mark has");
  assert.equal(await star.getAttribute("data-event"), String(effects[0].event));
  const fills = await page.evaluate(() => ({
    star: getComputedStyle(document.querySelector("#chart g.mark-effect polygon")).fill,
    write: getComputedStyle(document.querySelector("#chart g.mark-write.accepted-write rect")).fill,
    danger: getComputedStyle(document.querySelector("#chart .lease-end-line")).stroke,
  }));
  assert.notEqual(fills.star, fills.write, "the unleased effect is not drawn like a plain write");
  assert.equal(fills.star, fills.danger, "it is red, like the stale parts of the chart");
  const words = await legend(page);
  assert.ok(words.includes("a side effect with no lease: nothing could stop it"), words.join(" | "));
  assert.ok(!words.includes("a side effect, such as an email, with a live lease"));
  assert.match(await page.locator("#chart .lane").first().locator(".mark-label").last().textContent(), /side effect/);
  assert.deepEqual(problems, []);
});

test("the legend lists only what the default story draws", async (t) => {
  const { page, problems } = await open(t, browser);
  assert.deepEqual(await legend(page), [
    "the lease the lock service holds for the client",
    "paused: frozen, and unaware of it",
    "still thinks it holds the lock after its lease ended",
    "a lease runs out",
    "reads the value",
    "write accepted",
    "stale write accepted: it overwrote newer work",
    "wakes from a pause",
    "playback position",
  ]);
  assert.deepEqual(problems, []);
});

for (const width of [1280, 390]) {
  test(`every experiment's chart at ${width} px keeps its words inside it and apart`, async (t) => {
    const { page, problems } = await open(t, browser, { width });
    for (const file of FILES) {
      const { json } = await scenario(file);
      await experiment(page, json.title).click();
      await page.locator("#scenario-title", { hasText: json.title }).waitFor();
      const { width: svgWidth, boxes } = await page.evaluate(() => {
        const svg = document.querySelector("#chart svg");
        const box = (t) => {
          const b = t.getBBox();
          return { text: t.textContent, cls: t.getAttribute("class") ?? "axis", x: b.x, y: b.y, right: b.x + b.width, bottom: b.y + b.height };
        };
        return { width: Number(svg.getAttribute("width")), boxes: [...svg.querySelectorAll("text")].map(box) };
      });
      for (const b of boxes) {
        assert.ok(b.x >= -0.5 && b.right <= svgWidth + 0.5, `${file}: "${b.text}" (${b.cls}) runs out of the chart: ${b.x}..${b.right} of ${svgWidth}`);
      }
      // Labels of the same kind of thing never sit on each other.
      const groups = ["lease-end-label service-label", "mark-label", "message-label cut-label", "believed-label"];
      for (const group of groups) {
        const kinds = group.split(" ");
        const same = boxes.filter((b) => kinds.includes(b.cls));
        for (const [i, a] of same.entries()) {
          for (const b of same.slice(i + 1)) {
            const across = Math.min(a.right, b.right) - Math.max(a.x, b.x);
            const down = Math.min(a.bottom, b.bottom) - Math.max(a.y, b.y);
            assert.ok(across <= 1 || down <= 1, `${file}: "${a.text}" and "${b.text}" overlap`);
          }
        }
      }
    }
    assert.deepEqual(problems, []);
  });
}

/**
 * The chart's time scale, read from its axis: the first two ticks give
 * where 0 is and how many pixels a millisecond takes.
 */
async function axisScale(page) {
  const ticks = await page.locator("#chart .axis text").evaluateAll((ts) =>
    ts.slice(0, 2).map((t) => ({ x: Number(t.getAttribute("x")), s: parseFloat(t.textContent) })),
  );
  const perMs = (ticks[1].x - ticks[0].x) / ((ticks[1].s - ticks[0].s) * 1000);
  return (ms) => ticks[0].x + ms * perMs;
}
