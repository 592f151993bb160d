// Downloads for slides and handouts: the chart as SVG and PNG, the run as
// Markdown. The SVG and the Markdown must be the very files the CLI writes
// for the same settings, and the SVG must show the lanes the page shows.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { useBrowser, open, showTab, slider, fencing, fetchText, fencelabText } from "./browser.mjs";

const browser = useBrowser();

/** Clicks a download button and returns the file's name and bytes. */
async function download(page, name) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name, exact: true }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

/** The CLI's files for the default story with `sets`: its SVG and its Markdown. */
async function cliFiles(sets) {
  const text = await fetchText("scenarios/paused-holder.json");
  const setArgs = sets.flatMap((s) => ["--set", s]);
  let svg = "";
  await fencelabText("run", "paused-holder.json", text, (scratch) => [...setArgs, "--svg", join(scratch, "chart.svg")], async (scratch) => {
    svg = await readFile(join(scratch, "chart.svg"), "utf8");
  });
  const markdown = await fencelabText("run", "paused-holder.json", text, () => [...setArgs, "--markdown"]);
  return { svg, markdown };
}

test("the chart downloads as the CLI's SVG, with the page's lanes", async (t) => {
  const { page, problems } = await open(t, browser);
  await slider(page, "Pause length").fill("12000");
  await fencing(page).check();
  const { name, bytes } = await download(page, "Chart as SVG");
  assert.equal(name, "paused-holder-fencing-on-pause-12000-lease-10000-pause-at-2000-b-arrives-10300.svg");
  const svg = bytes.toString("utf8");
  const cli = await cliFiles(["pause_ms=12000", "fencing=on"]);
  assert.equal(svg, cli.svg, "the page's SVG is the CLI's, byte for byte");

  // Valid SVG, read by the browser's own XML parser, with the page's lanes:
  // in a blank page, since a document parsed in the simulator's page is
  // under its policy, which refuses the figure's own <style>.
  const blank = await page.context().newPage();
  const read = await blank.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const root = doc.documentElement;
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      root: root.localName,
      namespace: root.namespaceURI,
      lanes: [...doc.querySelectorAll("g[data-party]")].map((g) => ({
        party: g.getAttribute("data-party"),
        leases: g.querySelectorAll("rect.lease").length,
      })),
    };
  }, svg);
  assert.equal(read.error, false);
  assert.equal(read.root, "svg");
  assert.equal(read.namespace, "http://www.w3.org/2000/svg");
  const shown = await page.locator("#chart g[data-party]").evaluateAll((lanes) =>
    lanes.map((g) => ({ party: g.getAttribute("data-party"), leases: g.querySelectorAll("rect.lease").length })),
  );
  assert.deepEqual(read.lanes, shown);
  assert.ok(shown.length >= 2);
  assert.deepEqual(problems, []);
});

test("the chart downloads as a PNG picture", async (t) => {
  const { page, problems } = await open(t, browser);
  const { name, bytes } = await download(page, "Chart as PNG");
  assert.equal(name, "paused-holder-fencing-off-pause-15000-lease-10000-pause-at-2000-b-arrives-10300.png");
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "a PNG signature");
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  assert.ok(width >= 600 && height >= 200, `${width} × ${height}`);
  assert.deepEqual(problems, []);
});

test("the run downloads as the CLI's Markdown transcript", async (t) => {
  const { page, problems } = await open(t, browser);
  await slider(page, "Pause length").fill("7000");
  const { name, bytes } = await download(page, "Transcript as Markdown");
  assert.equal(name, "paused-holder-fencing-off-pause-7000-lease-10000-pause-at-2000-b-arrives-10300.md");
  const markdown = bytes.toString("utf8");
  const cli = await cliFiles(["pause_ms=7000"]);
  // The page knows its own address: the CLI's transcript, then the link that reopens the run.
  const link = markdown.slice(cli.markdown.length);
  assert.equal(markdown.slice(0, cli.markdown.length), cli.markdown, "the page's transcript is the CLI's, byte for byte");
  const address = link.match(/^\nOpen this run in fencelab: <(https?:\/\/[^>]+)>\n$/)?.[1];
  assert.ok(address, `the transcript ends with the run's address: ${JSON.stringify(link)}`);
  const url = new URL(address);
  assert.equal(url.origin, new URL(page.url()).origin);
  assert.equal(url.pathname, new URL(page.url()).pathname);
  assert.equal(url.searchParams.get("pause_ms"), "7000");
  assert.match(markdown, /^# The paused lock holder/);
  // Every event the page lists is a line of the transcript.
  for (const line of await page.locator("#events li .event-text").allTextContents()) {
    assert.ok(markdown.includes(line.trim()), `the transcript has “${line.trim()}”`);
  }
  assert.deepEqual(problems, []);
});

test("two runs never download under one name, and the link reopens the run", async (t) => {
  const { page, problems } = await open(t, browser);
  const names = new Set();
  for (const pause of ["7000", "7100"]) {
    await slider(page, "Pause length").fill(pause);
    for (const fenced of [false, true]) {
      await fencing(page).setChecked(fenced);
      const { name } = await download(page, "Transcript as Markdown");
      assert.match(name, /^[a-z0-9-]+\.md$/, name);
      names.add(name);
    }
  }
  assert.equal(names.size, 4, [...names].join(" "));

  // The address in the transcript opens the same run, at the same place.
  await page.goto(new URL("?pause_ms=9000&fencing=on&t=12000", page.url()).href);
  await page.locator("#scenario-title").waitFor();
  await showTab(page, "Events");
  await page.locator("#events li").first().waitFor();
  const { bytes } = await download(page, "Transcript as Markdown");
  const address = bytes.toString("utf8").match(/Open this run in fencelab: <([^>]+)>\n$/)?.[1];
  assert.ok(address);
  const again = await page.context().newPage();
  await again.goto(address);
  await showTab(again, "Events");
  await again.locator("#events li").first().waitFor();
  assert.equal(await slider(again, "Pause length").inputValue(), "9000");
  assert.equal(await fencing(again).isChecked(), true);
  assert.equal(await again.locator("#scrub").inputValue(), "12000");
  await again.close();
  assert.deepEqual(problems, []);
});
