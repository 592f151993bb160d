// The same scenario and seed give byte-identical views of the run from the
// command-line tool (the core compiled natively) and from the wasm build
// the page ships. The wasm runs here in Node, straight from `dist/pkg`, so
// the comparison is of the core's output and nothing the page adds.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PKG = join(ROOT, "dist", "pkg");

const wasm = await import(pathToFileURL(join(PKG, "fencelab_wasm.js")).href);
await wasm.default({ module_or_path: await readFile(join(PKG, "fencelab_wasm_bg.wasm")) });

// The wasm words its events through the page's speaker; here it is given
// the same English catalogue and speaking module the page uses.
const speaker = await import(pathToFileURL(join(ROOT, "dist", "js", "speaker.js")).href);
const english = await readFile(join(ROOT, "dist", "words", "en.ftl"), "utf8");
const bundles = speaker.bundlesFor("en", english, english);
wasm.setSpeaker("en", (id, args) => speaker.sayIn(bundles, id, args));

/** Every shipped scenario, plus a fixture whose every message draws jitter. */
const JITTERY = join("tests", "fixtures", "jittery-network.json");
const FILES = (await readdir(join(ROOT, "scenarios")))
  .filter((name) => name.endsWith(".json") && name !== "schema.json")
  .sort()
  .map((name) => join("scenarios", name))
  .concat([JITTERY]);

/** Seeds tried for a scenario that has a `seed` knob. */
const SEEDS = [0, 1, 2, 7, 42, 1000];

test("every scenario file is compared", () => {
  assert.ok(FILES.length >= 17, FILES.join(", "));
});

for (const file of FILES) {
  test(`${file}: the CLI and the wasm build write the same view of the run, byte for byte`, async () => {
    const text = await readFile(join(ROOT, file), "utf8");
    const knobs = JSON.parse(text).knobs ?? [];
    const seeds = knobs.some((k) => k.id === "seed") ? SEEDS : [null];
    for (const seed of seeds) {
      const settings = seed === null ? {} : { seed };
      const native = JSON.stringify(await cli(file, seed));
      const sim = new wasm.Experiment(text, settings);
      const fromWasm = JSON.stringify(sim.run());
      sim.free();
      assert.equal(fromWasm, native, `${file} with ${JSON.stringify(settings)}`);
    }
    assert.equal(wasm.takePanic(), undefined);
  });
}

test("different seeds give different runs where the scenario draws jitter", async () => {
  const text = await readFile(join(ROOT, JITTERY), "utf8");
  const runs = new Set(
    SEEDS.map((seed) => {
      const sim = new wasm.Experiment(text, { seed });
      const events = JSON.stringify(sim.run().events.map((e) => e.atMs));
      sim.free();
      return events;
    }),
  );
  assert.ok(runs.size > 1, "every seed gave the same timing");
});

/** The CLI's JSON report of a scenario file, with the seed set if given. */
async function cli(file, seed) {
  const sets = seed === null ? [] : ["--set", `seed=${seed}`];
  const args = ["run", "-q", "--locked", "-p", "fencelab-cli", "--", "run", file, "--json", ...sets];
  // The cargo that runs `cargo xtask` (it sets CARGO), not whatever is on PATH.
  const { stdout } = await promisify(execFile)(process.env.CARGO ?? "cargo", args, {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}
