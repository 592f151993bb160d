/**
 * Fuzzes the page's link reader in Node: random and damaged query strings
 * go through `readLink`, `settle` and `settlePosition` against every
 * experiment's real knobs, from the wasm build in `dist/`. Whatever a link
 * says, reading it never throws, every value it yields fits its knob, the
 * simulator takes every value, and the link the page writes for the
 * result reads back as the same run with nothing to say about it.
 *
 * Usage: node tests/fuzz/link.mjs DIST SECONDS [SEED]
 * The queries in `links.txt` beside this file, ones that once broke a
 * promise, are replayed first; a new failure is added to that file and
 * the run fails with its seed.
 */

import { appendFileSync, readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { random } from "./random.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const [dist, secondsText, seedText] = process.argv.slice(2);
if (!dist || !secondsText) {
  console.error("usage: node tests/fuzz/link.mjs DIST SECONDS [SEED]");
  process.exit(2);
}
const wasm = await import(join(dist, "pkg/fencelab_wasm.js"));
wasm.initSync({ module: readFileSync(join(dist, "pkg/fencelab_wasm_bg.wasm")) });
const { readLink, settle, settlePosition, linkQuery, repeatNotices, PAGE_PARAMS } = await import(
  join(here, "../../www/js/address.js")
);

/** @type {string[]} */
const files = JSON.parse(readFileSync(join(dist, "scenarios/index.json"), "utf8")).scenarios;
const scenarios = files.map((file) => ({ file, text: readFileSync(join(dist, "scenarios", file), "utf8") }));

const seed = seedText ? Number(seedText) : Date.now() % 1_000_000;
const next = random(seed);
/** @param {number} n */
const below = (n) => Math.floor(next() * n);
/** @template T @param {T[]} list @returns {T} */
const pick = (list) => list[below(list.length)];

const WEIRD = ["", " ", "on", "off", "ON", "true", "0", "1", "-1", "1e4", "0x1F", "NaN", "Infinity",
  "12.5", "99999999999999999999", "-0", "+7", " 5 ", "%", "%zz", "é", "😀", "\u0000", "a".repeat(300),
  "<script>", "../../etc", "null", "[]", "{}", "2,5"];

/** A value for a knob: in range, at an edge, outside, or junk. */
function value(knob) {
  switch (below(4)) {
    case 0:
      return knob.kind === "toggle" ? pick(["on", "off"]) : String(knob.min + below(knob.max - knob.min + 1));
    case 1:
      return knob.kind === "toggle" ? pick(["true", "1", "0", "false"]) : String(pick([knob.min, knob.max]));
    case 2:
      return knob.kind === "toggle" ? pick(WEIRD) : String(pick([knob.min - 1 - below(1e6), knob.max + 1 + below(1e9)]));
    default:
      return pick(WEIRD);
  }
}

/** A query: mostly a link the page could have written, then damaged. */
function query(entry, knobs) {
  const parts = [];
  if (below(10) > 0) parts.push(["scenario", below(8) ? entry.file.replace(/\.json$/, "") : pick(WEIRD)]);
  for (const knob of knobs) if (below(3) > 0) parts.push([knob.id, value(knob)]);
  if (below(3) === 0) parts.push([pick(PAGE_PARAMS), pick([...WEIRD, String(below(40))])]);
  if (below(4) === 0) parts.push([pick(WEIRD) || "x", pick(WEIRD)]);
  if (below(5) === 0 && parts.length) parts.push(pick(parts));
  let text = parts.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
  for (let i = below(3); i > 0 && text.length; i--) {
    const at = below(text.length);
    text = text.slice(0, at) + pick(["&", "=", "%", "+", "#", "?", "%2", pick(WEIRD)]) + text.slice(at + 1);
  }
  return `?${text}`;
}

/** @param {boolean} condition @param {string} what */
function promise(condition, what) {
  if (!condition) throw new Error(what);
}

/** Reads one query against one experiment and checks every promise. */
function check(entry, search) {
  const sim = new wasm.Experiment(entry.text, undefined);
  try {
    const knobs = sim.run().knobs;
    const link = readLink(search);
    const { changes, notices } = settle(knobs, link.settings, wasm.formatTime);
    promise(notices.every((n) => typeof n === "string" && n.length > 0), "a notice is empty");
    promise(repeatNotices(link).every((n) => n.length > 0), "a repeat notice is empty");
    for (const [id, v] of Object.entries(changes)) {
      const knob = knobs.find((k) => k.id === id);
      promise(knob !== undefined, `${id} is not a knob`);
      if (knob.kind === "toggle") promise(typeof v === "boolean", `${id} is not a boolean`);
      else promise(Number.isInteger(v) && v >= knob.min && v <= knob.max, `${id}=${v} is outside ${knob.min}..${knob.max}`);
      sim.set(id, v);
    }
    const view = sim.run();
    // Where the page itself says the run ends, as it settles a link.
    const end = view.chart.endMs;
    promise(Number.isFinite(end), "the run has no end");
    const { position } = settlePosition(link, view.events.length, end, wasm.formatTime);
    const again = readLink(linkQuery(new URLSearchParams(), { file: entry.file }, view.knobs, position));
    const back = settle(view.knobs, again.settings, wasm.formatTime);
    promise(back.notices.length === 0, `the written link has notices: ${back.notices.join(" ")}`);
    for (const knob of view.knobs) {
      const expected = knob.kind === "toggle" ? knob.on : knob.value;
      promise(back.changes[knob.id] === expected, `${knob.id} came back as ${back.changes[knob.id]}, not ${expected}`);
    }
    const reread = settlePosition(again, view.events.length, end, wasm.formatTime);
    promise(JSON.stringify(reread.position) === JSON.stringify(position), "the position came back changed");
  } finally {
    sim.free();
  }
}

const regressions = join(here, "links.txt");
const known = readFileSync(regressions, "utf8").split("\n").filter((l) => l && !l.startsWith("#"));
let runs = 0;
for (const line of known) {
  const [file, search] = line.split(" ", 2);
  const entry = scenarios.find((s) => s.file === file);
  if (!entry) throw new Error(`links.txt names ${file}, which is not a scenario`);
  check(entry, search ?? "");
  runs++;
}
const until = Date.now() + Number(secondsText) * 1000;
while (Date.now() < until) {
  const entry = pick(scenarios);
  const probe = new wasm.Experiment(entry.text, undefined);
  const knobs = probe.run().knobs;
  probe.free();
  for (let i = 0; i < 50; i++) {
    const search = query(entry, knobs);
    try {
      check(entry, search);
    } catch (err) {
      appendFileSync(regressions, `${entry.file} ${search}\n`);
      console.error(`link fuzz: seed ${seed}: ${entry.file} ${search}: ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    }
    runs++;
  }
}
console.log(`fuzzed links: ${runs} queries, ${known.length} known ones first, seed ${seed}, no promise broken`);
