//! The map fills the cells between two runs that went the same way
//! without running them. Held here to the map that runs every cell: for
//! every scenario, with sliders added over numbers of its file drawn at
//! random (its times, drifts and amounts), over random pairs of sliders,
//! random stretches of them and random settings of every other knob, a
//! cell that differs fails.

use fencelab_core::{Axis, KnobKind, KnobValue, Map, Scenario};
use serde_json::{json, Value};

use crate::support::{load, root, scenario_files, sliders};

/// Random cases for each scenario.
const CASES: u64 = 32;

/// A small random source of its own (splitmix64), so that a failure names
/// a seed that draws the same case again.
struct Draw(u64);

impl Draw {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A whole number from 0 to `n - 1`.
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    /// A value on a slider's steps, from `min` to `max`.
    fn on_steps(&mut self, min: i64, max: i64, step: i64) -> i64 {
        let slots = ((max - min) / step) as u64;
        min + self.below(slots + 1) as i64 * step
    }
}

/// Every knob of `scenario` set at random, as a reader could set them.
fn scramble(scenario: &mut Scenario, draw: &mut Draw) -> Vec<String> {
    let mut settings = Vec::new();
    for knob in scenario.knobs().to_vec() {
        let value = match knob.kind {
            KnobKind::Toggle { .. } => KnobValue::Toggle(draw.below(2) == 1),
            KnobKind::Range { min, max, step, .. } => {
                KnobValue::Range(draw.on_steps(min, max, step))
            }
        };
        scenario.set(&knob.id, value).unwrap();
        settings.push(format!("{}={value}", knob.id));
    }
    settings
}

/// An axis over a random stretch of the slider `knob`, with a random
/// number of steps: sometimes the whole range, sometimes a narrow part of
/// it where every step is a cell.
fn random_axis(scenario: &Scenario, knob: &str, draw: &mut Draw) -> Axis {
    let spec = scenario.knobs().iter().find(|k| k.id == knob).unwrap();
    let KnobKind::Range { min, max, step, .. } = spec.kind else {
        unreachable!("a slider")
    };
    let (from, to) = if draw.below(3) == 0 {
        (min, max)
    } else {
        let a = draw.on_steps(min, max, step);
        let b = draw.on_steps(min, max, step);
        (a.min(b), a.max(b))
    };
    let steps = 1 + draw.below(48) as usize;
    Axis::new(scenario, knob, from, to, steps).unwrap()
}

/// Every number in a scenario file that a knob may set and a map might
/// sweep: each time (`..._ms`), each drift, each amount added. Pointers a
/// knob cannot set are found out when the file is read again.
fn numbers(value: &Value, pointer: &str, found: &mut Vec<(String, i64)>) {
    match value {
        Value::Object(fields) => {
            for (key, inner) in fields {
                let here = format!("{pointer}/{key}");
                let settable = key.ends_with("_ms") || key == "drift_percent" || key == "add";
                match inner.as_i64() {
                    Some(n) if settable && here != "/knobs" => found.push((here, n)),
                    _ if key != "knobs" && key != "translations" => numbers(inner, &here, found),
                    _ => {}
                }
            }
        }
        Value::Array(items) => {
            for (i, inner) in items.iter().enumerate() {
                numbers(inner, &format!("{pointer}/{i}"), found);
            }
        }
        _ => {}
    }
}

/// A slider over the number at `pointer`, whose value is `now`: a range and
/// steps of the number's own kind, drawn at random, fine steps among them.
fn slider(id: &str, pointer: &str, now: i64, draw: &mut Draw) -> Value {
    let (floor, top, step) = if pointer.ends_with("drift_percent") {
        (-60, 60, 1)
    } else if pointer.ends_with("/add") {
        (-6, 6, 1)
    } else if pointer.ends_with("by_ms") {
        (-20_000, 20_000, [1, 100, 250][draw.below(3) as usize])
    } else {
        let floor = i64::from(pointer.ends_with("lease_ms") || pointer.ends_with("every_ms"));
        (
            floor,
            (2 * now).max(20_000),
            [1, 7, 100, 250][draw.below(4) as usize],
        )
    };
    // On steps through the file's own number, which is the default.
    let (floor, top) = (floor.min(now), top.max(now));
    let min = now - (now - floor) / step * step;
    let max = now + (top - now) / step * step;
    let unit = if pointer.ends_with("_ms") {
        "ms"
    } else {
        "count"
    };
    json!({
        "id": id, "label": id, "kind": "range", "min": min, "max": max, "step": step,
        "unit": unit, "default": now, "sets": [pointer]
    })
}

/// The scenario `stem` with up to three sliders more, over numbers of its
/// file drawn at random, or as it is if none of them can be a knob.
fn with_more_sliders(stem: &str, draw: &mut Draw) -> Scenario {
    let path = root().join("scenarios").join(format!("{stem}.json"));
    let text = std::fs::read_to_string(path).unwrap();
    let mut file: Value = serde_json::from_str(&text).unwrap();
    let mut found = Vec::new();
    numbers(&file, "", &mut found);
    let mut scenario = Scenario::from_json(&text).unwrap();
    for n in 0..3 {
        if found.is_empty() {
            break;
        }
        let (pointer, now) = found.swap_remove(draw.below(found.len() as u64) as usize);
        let mut tried = file.clone();
        let knobs = tried
            .as_object_mut()
            .unwrap()
            .entry("knobs")
            .or_insert_with(|| json!([]));
        knobs
            .as_array_mut()
            .unwrap()
            .push(slider(&format!("swept_{n}"), &pointer, now, draw));
        if let Ok(more) = Scenario::from_json(&tried.to_string()) {
            (file, scenario) = (tried, more);
        }
    }
    scenario
}

/// One random case of `stem`: both maps, and what made them.
fn case(stem: &str, seed: u64) -> Option<(Map, Map, String)> {
    let mut draw = Draw(seed);
    let mut scenario = with_more_sliders(stem, &mut draw);
    let sliders = sliders(&scenario);
    if sliders.len() < 2 {
        return None;
    }
    let settings = scramble(&mut scenario, &mut draw);
    let across = draw.below(sliders.len() as u64) as usize;
    let mut down = draw.below(sliders.len() as u64 - 1) as usize;
    if down >= across {
        down += 1;
    }
    let x = random_axis(&scenario, &sliders[across], &mut draw);
    let y = random_axis(&scenario, &sliders[down], &mut draw);
    let told = format!(
        "{stem}, seed {seed}: {} {:?} across, {} {:?} down, with {}",
        x.knob,
        x.values,
        y.knob,
        y.values,
        settings.join(" ")
    );
    let filled = Map::sweep(&scenario, x.clone(), y.clone()).unwrap();
    let each = Map::sweep_each(&scenario, x, y).unwrap();
    Some((filled, each, told))
}

#[test]
fn a_filled_map_is_the_map_of_every_run_cell_for_cell() {
    let (mut runs, mut cells) = (0_u64, 0_u64);
    for (stem, _) in scenario_files() {
        let mut maps = 0;
        for seed in 0..CASES {
            let Some((filled, each, told)) = case(&stem, seed) else {
                continue;
            };
            maps += 1;
            assert_eq!(each.runs as usize, each.cells.len(), "{told}");
            assert!(filled.runs <= each.runs, "{told}: more runs than cells");
            for (i, (a, b)) in filled.cells.iter().zip(&each.cells).enumerate() {
                let (row, column) = (i / each.x.values.len(), i % each.x.values.len());
                assert_eq!(
                    a,
                    b,
                    "{told}: the cell at {}={} and {}={} was filled as {} but runs as {}",
                    each.x.knob,
                    each.x.values[column],
                    each.y.knob,
                    each.y.values[row],
                    a.name(),
                    b.name()
                );
            }
            runs += u64::from(filled.runs);
            cells += u64::from(each.runs);
        }
        assert!(
            maps * 2 > CASES,
            "{stem}: only {maps} of {CASES} cases made a map"
        );
    }
    eprintln!("filled maps ran {runs} of {cells} cells");
}

#[test]
fn the_default_story_s_map_runs_a_small_part_of_its_cells() {
    let scenario = load("paused-holder");
    let x = Axis::new(&scenario, "pause_ms", 0, 30_000, 200).unwrap();
    let y = Axis::new(&scenario, "pause_at_ms", 0, 19_900, 200).unwrap();
    let map = Map::sweep(&scenario, x.clone(), y.clone()).unwrap();
    let cells = map.cells.len() as u32;
    assert!(
        map.runs * 10 <= cells,
        "the map ran {} of its {cells} cells; its regions are few and wide",
        map.runs
    );
    assert_eq!(map.cells, Map::sweep_each(&scenario, x, y).unwrap().cells);
}
