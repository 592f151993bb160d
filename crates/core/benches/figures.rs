//! The native figures of `cargo xtask bench`'s table, as lines a program
//! reads: `fencelab-bench KEY VALUE`.
//!
//! divan's `outcome` bench is for reading by eye; this one measures the
//! two numbers the table compares with wasm and with the article's Python
//! script, the same way every time: a warm-up, then the median of several
//! timed repetitions.
//!
//! - `map_ms`: one 200 × 200 safety map of `paused-holder.json`, pause_ms
//!   0..30000 across and pause_at_ms 0..19900 down (200 values on its 100 ms steps), through `Map::sweep`.
//! - `map_cells`, `map_runs`, `map_counts`: its size, the runs that made
//!   it (the rest filled between runs that went the same way) and its
//!   cells per verdict (in `RunVerdict::ALL` order), so the wasm map can be
//!   checked against it.
//! - `map_each_ms`: the same map with every cell run, through
//!   `Map::sweep_each`: the engine's own speed, and what the fill saves.
//! - `run_ns`: one outcome-only run of the default story (fencing off).
//! - `story_ns`: one outcome-only run of `kleppmann-2016.json` (fencing
//!   off), the story the article's `fencing.py` tells in its
//!   `scenario(False)`, so the two are timed on the same story.

use std::hint::black_box;
use std::time::Instant;

use fencelab_core::{Axis, Map, Runner, Scenario};

/// The map's sides: the safety map's size.
const STEPS: usize = 200;
/// Untimed maps before the timed ones.
const MAP_WARM_UPS: usize = 2;
/// Timed maps; the median is reported.
const MAP_REPS: usize = 21;
/// Runs per timed batch of single runs: long enough (milliseconds) that the
/// clock's resolution does not matter.
const RUN_BATCH: u32 = 20_000;
/// Timed batches of single runs; the median batch is reported.
const RUN_REPS: usize = 21;

fn main() {
    let scenario = load("paused-holder");

    let axes = || {
        let x = Axis::new(&scenario, "pause_ms", 0, 30_000, STEPS).expect("pause_ms is a slider");
        let y =
            Axis::new(&scenario, "pause_at_ms", 0, 19_900, STEPS).expect("pause_at_ms is a slider");
        (x, y)
    };
    let (map_ms, map) = timed_map(|| {
        let (x, y) = axes();
        Map::sweep(&scenario, x, y).expect("two different sliders")
    });
    let (map_each_ms, each) = timed_map(|| {
        let (x, y) = axes();
        Map::sweep_each(&scenario, x, y).expect("two different sliders")
    });
    assert_eq!(
        map.cells, each.cells,
        "the filled map is the map of every run"
    );
    let counts: Vec<String> = map.counts().iter().map(u32::to_string).collect();

    let mut runner = Runner::new(&scenario);
    let batch = |runner: &mut Runner| {
        let start = Instant::now();
        for _ in 0..RUN_BATCH {
            black_box(runner.run());
        }
        start.elapsed().as_secs_f64() * 1e9 / f64::from(RUN_BATCH)
    };
    batch(&mut runner);
    let run_ns = median((0..RUN_REPS).map(|_| batch(&mut runner)));

    let story = load("kleppmann-2016");
    let mut story_runner = Runner::new(&story);
    batch(&mut story_runner);
    let story_ns = median((0..RUN_REPS).map(|_| batch(&mut story_runner)));
    println!("fencelab-bench story_ns {story_ns:.1}");
    println!("fencelab-bench map_ms {map_ms:.3}");
    println!("fencelab-bench map_each_ms {map_each_ms:.3}");
    println!("fencelab-bench map_cells {}", map.cells.len());
    println!("fencelab-bench map_runs {}", map.runs);
    println!("fencelab-bench map_counts {}", counts.join(","));
    println!("fencelab-bench run_ns {run_ns:.1}");
}

/// The median time of `MAP_REPS` maps made by `sweep` after its warm-ups,
/// with the last map.
fn timed_map(sweep: impl Fn() -> Map) -> (f64, Map) {
    for _ in 0..MAP_WARM_UPS {
        black_box(sweep());
    }
    let mut map = None;
    let ms = median((0..MAP_REPS).map(|_| {
        let start = Instant::now();
        map = Some(black_box(sweep()));
        start.elapsed().as_secs_f64() * 1e3
    }));
    (ms, map.expect("at least one repetition"))
}

fn load(name: &str) -> Scenario {
    let path = format!("{}/../../scenarios/{name}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("scenario file is readable");
    Scenario::from_json(&text).expect("scenario file is valid")
}

fn median(samples: impl Iterator<Item = f64>) -> f64 {
    let mut samples: Vec<f64> = samples.collect();
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}
