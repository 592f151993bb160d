// The chart of every party: lanes for the clients, the lock service and
// the resources, arrows for every request and answer, and one drawing:
// the page draws the core's display list, so at the same width it is the
// CLI's figure element for element. Clicking a mark or an arrow moves
// playback to its event, and choosing an event lights up what stands for it.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { useBrowser, open, showTab, experiment, scenario, scenarioFiles, fencelabText, words } from "./browser.mjs";

const browser = useBrowser();
const FILES = await scenarioFiles();

/** Opens a scenario file from the list. */
async function openFile(page, file) {
  const { json, text } = await scenario(file);
  await experiment(page, json.title).click();
  await page.locator("#scenario-title", { hasText: json.title }).waitFor();
  return { json, text };
}

/**
 * A drawing in a plain form to compare: each element's name, attributes
 * (the page's own `data-events` left out), hover words, words and children.
 * Runs in the page on the page's chart or on a parsed figure.
 */
function canonical(root) {
  const walk = (el) => {
    // The page adds only `data-events` for clicks and `current` for playback.
    const attrs = el
      .getAttributeNames()
      .filter((n) => n !== "data-events")
      .map((n) => [n, n === "class" ? el.getAttribute(n).split(" ").filter((c) => c !== "current").join(" ") : el.getAttribute(n)]);
    const kids = [...el.children].filter((c) => c.localName !== "title");
    const title = [...el.children].find((c) => c.localName === "title")?.textContent ?? null;
    const words = el.localName === "text" ? el.textContent : null;
    return { tag: el.localName, attrs, title, words, children: kids.map(walk) };
  };
  return [...root.children].map(walk);
}

/** The CLI's figure of a scenario at its defaults, or with `sets`, and `width`. */
async function figure(file, text, width, sets = []) {
  let svg = "";
  const set = sets.flatMap((s) => ["--set", s]);
  await fencelabText("run", file, text, (scratch) => [...set, "--svg", join(scratch, "f.svg"), "--width", String(width)], async (scratch) => {
    svg = await readFile(join(scratch, "f.svg"), "utf8");
  });
  return svg;
}

/**
 * The page's chart and the CLI's figure at the chart's width, both in plain
 * form. The figure is read in `blank`, a page with no policy: a document
 * parsed in the simulator's page is under its policy, which refuses the
 * figure's own <style>.
 */
async function bothDrawings(page, blank, file, text, sets = []) {
  const width = Number(await page.locator("#chart svg").getAttribute("width"));
  const svg = await figure(file, text, width, sets);
  const canon = canonical.toString();
  const shown = await page.evaluate((canon) => {
    const canonical = new Function(`return (${canon})`)();
    return canonical(document.querySelector("#chart svg > g.chart"));
  }, canon);
  const written = await blank.evaluate(
    ({ svg, canon }) => {
      const canonical = new Function(`return (${canon})`)();
      const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
      return canonical(doc.querySelector("svg > g.chart"));
    },
    { svg, canon },
  );
  return { page: shown, figure: written };
}

test("for every experiment, the page's chart is the CLI's figure at the same width", async (t) => {
  const { page, problems } = await open(t, browser);
  const blank = await page.context().newPage();
  for (const file of FILES) {
    const { text } = await openFile(page, file);
    const { page: shown, figure: written } = await bothDrawings(page, blank, file, text);
    assert.ok(shown.length > 3, `${file}: the chart has lanes, arrows, lines and a legend`);
    assert.deepEqual(shown, written, `${file}: the same drawing`);
  }
  assert.deepEqual(problems, []);
});

test("a chart drawn over the last one as the settings change is the CLI's figure of the new settings", async (t) => {
  const { page, problems } = await open(t, browser);
  const blank = await page.context().newPage();
  const { text } = await openFile(page, "paused-holder.json");
  const pause = page.locator("#knobs").getByRole("slider", { name: "Pause length", exact: true });
  const lease = page.locator("#knobs").getByRole("slider", { name: "Lease length", exact: true });
  const fencing = page.getByRole("switch", { name: "Fencing tokens", exact: true });
  // Shorter and longer pauses, fencing both ways: elements come and go, and values change.
  const steps = [
    [() => pause.fill("4000"), ["pause_ms=4000"]],
    [() => fencing.check(), ["pause_ms=4000", "fencing=on"]],
    [() => pause.fill("26000"), ["pause_ms=26000", "fencing=on"]],
    [() => lease.fill("3000"), ["pause_ms=26000", "fencing=on", "lease_ms=3000"]],
    [() => fencing.uncheck(), ["pause_ms=26000", "lease_ms=3000"]],
  ];
  for (const [change, sets] of steps) {
    await change();
    const { page: shown, figure: written } = await bothDrawings(page, blank, "paused-holder.json", text, sets);
    assert.deepEqual(shown, written, sets.join(" "));
  }
  assert.deepEqual(problems, []);
});

test("at a phone's width too, the page's chart is the CLI's figure", async (t) => {
  const { page, problems } = await open(t, browser, { width: 390 });
  const blank = await page.context().newPage();
  for (const file of ["paused-holder.json", "redlock-clock-jump.json"]) {
    const { text } = await openFile(page, file);
    const { page: shown, figure: written } = await bothDrawings(page, blank, file, text);
    assert.deepEqual(shown, written, file);
  }
  assert.deepEqual(problems, []);
});

test("every chart names each client, the lock service as its story calls it, and each resource", async (t) => {
  const { page, problems } = await open(t, browser);
  const say = await words();
  for (const file of FILES) {
    const { json } = await openFile(page, file);
    const parties = await page.locator("#chart g[data-party]").evaluateAll((gs) => gs.map((g) => g.getAttribute("data-party")));
    const clients = json.clients.map((c) => c.name);
    const service = say("chart-lock-service", { story: json.lock_service.kind === "election" ? "election" : "lock" });
    for (const name of [...clients, service, ...json.resources.map((r) => r.name)]) {
      assert.ok(parties.includes(name), `${file}: a lane for ${name} in ${parties.join(", ")}`);
    }
    // Clients around the lock service, resources below.
    assert.equal(parties.indexOf(service), Math.ceil(clients.length / 2), `${file}: the lock service sits among the clients`);
    const arrows = await page.locator("#chart g.messages > g").evaluateAll((gs) => gs.map((g) => g.querySelector("title")?.textContent ?? ""));
    assert.ok(arrows.length > 0 && arrows.every((words) => words.includes(" → ")), `${file}: every arrow says who sent what to whom`);
  }
  assert.deepEqual(problems, []);
});

test("redlock-clock-jump draws node 1 to node 5 and whose key each holds", async (t) => {
  const { page, problems } = await open(t, browser);
  await openFile(page, "redlock-clock-jump.json");
  const service = page.locator('#chart g[data-party="lock service"]');
  assert.deepEqual(await service.locator(".node-name").allTextContents(), ["node 1", "node 2", "node 3", "node 4", "node 5"]);
  assert.ok((await service.locator("rect.node-hold").count()) >= 6, "A on three nodes, B on three");
  assert.deepEqual(problems, []);
});

test("the default story's Storage lane shows 10, 15 and 11 in that order", async (t) => {
  const { page, problems } = await open(t, browser);
  const values = await page.locator('#chart g[data-party="Storage"] .value-label').allTextContents();
  assert.deepEqual(values.map((v) => v.split(",")[0]), ["10", "15", "11"]);
  assert.deepEqual(problems, []);
});

test("network-delay: the answer to A's read comes back to A 3 s after Storage handled it", async (t) => {
  const { page, problems } = await open(t, browser);
  await openFile(page, "network-delay.json");
  const scale = await axisScale(page);
  const answer = page.locator("#chart g.message.answer", { has: page.locator("title", { hasText: "Storage → A: the value is" }) });
  assert.equal(await answer.count(), 1);
  const line = answer.locator(".message-line");
  const [x1, x2, y1, y2] = await Promise.all(["x1", "x2", "y1", "y2"].map(async (a) => Number(await line.getAttribute(a))));
  assert.ok(y2 < y1, "it runs up from Storage's lane to A's");
  // Each end and each tick is rounded down to a whole pixel.
  assert.ok(Math.abs(x2 - x1 - (scale(3000) - scale(0))) <= 3, `3 s across: ${x2 - x1} px`);
  assert.deepEqual(problems, []);
});

test("clicking an arrow moves playback to its event, and choosing an event lights up its arrow", async (t) => {
  const { page, problems } = await open(t, browser);
  await openFile(page, "network-delay.json");
  const arrow = page.locator("#chart g.message.request").nth(1);
  const event = Number((await arrow.getAttribute("data-events")).split(" ")[0]);
  await arrow.locator(".message-line").click({ force: true });
  assert.equal(await page.locator("#events li[aria-current=step]").getAttribute("data-index"), String(event));
  assert.match(await arrow.getAttribute("class"), /\bcurrent\b/);
  // An event in the list with no mark of its own before now: a grant is an answer arrow.
  await showTab(page, "Events");
  await page.locator("#events li").first().click();
  const lit = await page.locator("#chart .current").count();
  assert.ok(lit > 0, "the first event lights up what stands for it");
  assert.deepEqual(problems, []);
});

test("the legend comes from the core and lists only what the default story draws", async (t) => {
  const { page, problems } = await open(t, browser);
  const say = await words();
  const keys = await page.locator("#chart .legend .key").allTextContents();
  assert.ok(keys.includes(say("chart-legend-stale-write")), keys.join(" | "));
  assert.ok(keys.includes(say("chart-legend-message")));
  assert.ok(!keys.includes(say("chart-legend-refused-write")));
  assert.ok(!keys.some((w) => w.includes("lost")));
  assert.deepEqual(problems, []);
});

for (const width of [1280, 390]) {
  test(`every experiment's chart at ${width} px keeps its words inside it and the page never scrolls sideways`, async (t) => {
    const { page, problems } = await open(t, browser, { width });
    for (const file of FILES) {
      await openFile(page, file);
      const { width: svgWidth, boxes, overflow } = await page.evaluate(() => {
        const svg = document.querySelector("#chart svg");
        const box = (t) => {
          const b = t.getBBox();
          return { text: t.textContent, cls: t.getAttribute("class") ?? "", x: b.x, y: b.y, right: b.x + b.width, bottom: b.y + b.height };
        };
        return {
          width: Number(svg.getAttribute("width")),
          boxes: [...svg.querySelectorAll("text")].map(box),
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      assert.ok(overflow <= 0, `${file}: the page scrolls sideways by ${overflow} px`);
      for (const b of boxes) {
        assert.ok(b.x >= -0.5 && b.right <= svgWidth + 2, `${file}: "${b.text}" (${b.cls}) runs out of the chart: ${b.x}..${b.right} of ${svgWidth}`);
      }
      // Labels above the lanes never sit on each other.
      const tops = boxes.filter((b) => b.cls === "lease-end-label" || b.cls === "service-label");
      for (const [i, a] of tops.entries()) {
        for (const b of tops.slice(i + 1)) {
          const across = Math.min(a.right, b.right) - Math.max(a.x, b.x);
          const down = Math.min(a.bottom, b.bottom) - Math.max(a.y, b.y);
          assert.ok(across <= 1 || down <= 1, `${file}: "${a.text}" and "${b.text}" overlap`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });
}

/**
 * The chart's time scale, read from its axis ticks: where 0 is and how
 * many pixels a millisecond takes.
 */
async function axisScale(page) {
  const ticks = await page.locator("#chart .axis line.tick").evaluateAll((ls) => ls.slice(1, 3).map((l) => Number(l.getAttribute("x1"))));
  const labels = await page.locator("#chart .axis text").evaluateAll((ts) => ts.slice(0, 2).map((t) => parseFloat(t.textContent)));
  const perMs = (ticks[1] - ticks[0]) / ((labels[1] - labels[0]) * 1000);
  return (ms) => ticks[0] + ms * perMs;
}
