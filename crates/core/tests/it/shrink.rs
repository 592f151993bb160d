//! A search's counterexample is shrunk: checked against brute force over
//! every cell of small grids of two sliders, and against the full run.

use fencelab_core::{Counterexample, KnobKind, KnobValue, Runner, Scenario, Search, Simulation};
use serde_json::{json, Value};

use crate::support::root;

/// A range knob for [`variant`]: id, the pointer it sets, min, max, step and default.
type Range = (&'static str, &'static str, i64, i64, i64, i64);

/// `scenarios/NAME.json` with its switches as they are, its sliders replaced
/// by `ranges` (the file's value at each pointer set to the default), and
/// every `(pointer, value)` in `edits` written first.
fn variant(name: &str, edits: &[(&str, Value)], ranges: &[Range]) -> Scenario {
    let path = root().join("scenarios").join(format!("{name}.json"));
    let mut file: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    for (pointer, value) in edits {
        *file
            .pointer_mut(pointer)
            .unwrap_or_else(|| panic!("{pointer}")) = value.clone();
    }
    let mut knobs: Vec<Value> = file["knobs"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|k| k["kind"] == "toggle")
        .cloned()
        .collect();
    for &(id, pointer, min, max, step, default) in ranges {
        *file
            .pointer_mut(pointer)
            .unwrap_or_else(|| panic!("{pointer}")) = json!(default);
        knobs.push(json!({
            "id": id, "label": id, "kind": "range", "unit": "ms",
            "min": min, "max": max, "step": step, "default": default, "sets": [pointer],
        }));
    }
    file["knobs"] = Value::Array(knobs);
    // The file's challenges name the knobs replaced here.
    file["challenges"] = json!([]);
    file.as_object_mut().unwrap().remove("translations");
    Scenario::from_json(&file.to_string()).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The variants the brute force runs over. In each the story as it opens
/// is safe, so a shrink has somewhere to stop short of the defaults, and at
/// least one default lies off its slider's steps.
fn variants() -> Vec<(&'static str, Scenario)> {
    vec![
        (
            "paused-holder, pause and lease",
            variant(
                "paused-holder",
                &[],
                &[
                    (
                        "pause_ms",
                        "/clients/0/plan/2/for_ms",
                        0,
                        30_000,
                        2_500,
                        5_000,
                    ),
                    (
                        "lease_ms",
                        "/lock_service/lease_ms",
                        1_000,
                        25_000,
                        2_000,
                        10_000,
                    ),
                ],
            ),
        ),
        (
            "paused-holder, when A pauses and when B asks",
            variant(
                "paused-holder",
                &[("/clients/0/plan/2/for_ms", json!(6_000))],
                &[
                    (
                        "pause_at_ms",
                        "/clients/0/plan/2/at_ms",
                        0,
                        20_000,
                        1_000,
                        2_000,
                    ),
                    (
                        "b_arrives_ms",
                        "/clients/1/plan/0/at_ms",
                        0,
                        30_000,
                        1_500,
                        10_300,
                    ),
                ],
            ),
        ),
        (
            "unfenced-side-effect, pause and lease",
            variant(
                "unfenced-side-effect",
                &[],
                &[
                    (
                        "pause_ms",
                        "/clients/0/plan/2/for_ms",
                        0,
                        24_000,
                        1_500,
                        4_000,
                    ),
                    (
                        "lease_ms",
                        "/lock_service/lease_ms",
                        2_000,
                        20_000,
                        3_000,
                        12_000,
                    ),
                ],
            ),
        ),
    ]
}

/// Each value a slider takes on its steps, and its default if that is off them.
fn grid(kind: KnobKind) -> Vec<i64> {
    let KnobKind::Range {
        min,
        max,
        step,
        default,
        ..
    } = kind
    else {
        panic!("a slider");
    };
    let mut values: Vec<i64> = (0..)
        .map(|k| min + k * step)
        .take_while(|&v| v <= max)
        .collect();
    if !values.contains(&default) {
        values.push(default);
        values.sort_unstable();
    }
    values
}

fn on_steps(kind: KnobKind, value: i64) -> bool {
    let KnobKind::Range { min, max, step, .. } = kind else {
        return false;
    };
    (min..=max).contains(&value) && (value - min) % step == 0
}

/// Whether the run with both sliders at `(x, y)` is safe, by brute force:
/// every cell of the grid run once on the full path.
struct Brute {
    xs: Vec<i64>,
    ys: Vec<i64>,
    safe: Vec<bool>,
}

impl Brute {
    fn new(scenario: &Scenario, x: usize, y: usize) -> Brute {
        let xs = grid(scenario.knobs()[x].kind);
        let ys = grid(scenario.knobs()[y].kind);
        let mut safe = Vec::new();
        for &b in &ys {
            for &a in &xs {
                let mut run = scenario.clone();
                run.set(&scenario.knobs()[x].id, KnobValue::Range(a))
                    .unwrap();
                run.set(&scenario.knobs()[y].id, KnobValue::Range(b))
                    .unwrap();
                safe.push(Simulation::new(&run).unwrap().run().outcome.safe);
            }
        }
        Brute { xs, ys, safe }
    }

    fn safe(&self, a: i64, b: i64) -> bool {
        let i = self
            .xs
            .iter()
            .position(|&v| v == a)
            .expect("a value on the grid");
        let j = self
            .ys
            .iter()
            .position(|&v| v == b)
            .expect("a value on the grid");
        self.safe[j * self.xs.len() + i]
    }
}

fn range(value: KnobValue) -> i64 {
    match value {
        KnobValue::Range(n) => n,
        KnobValue::Toggle(_) => panic!("a slider"),
    }
}

/// Checks a shrunk counterexample against the brute force and the full run.
fn check(
    scenario: &Scenario,
    brute: &Brute,
    x: usize,
    y: usize,
    start: &[KnobValue],
    found: &Counterexample,
    context: &str,
) {
    let values: Vec<KnobValue> = found.settings.iter().map(|&(_, v)| v).collect();
    for (i, knob) in scenario.knobs().iter().enumerate() {
        assert_eq!(found.settings[i].0, knob.id, "{context}");
        if let KnobKind::Toggle { .. } = knob.kind {
            assert_eq!(values[i], start[i], "{context}: switches stay as set");
        }
    }
    let (a, b) = (range(values[x]), range(values[y]));
    assert!(
        !brute.safe(a, b),
        "{context}: shrunk to a safe run at {a}, {b}"
    );
    let (dx, dy) = (
        range(scenario.knobs()[x].default_value()),
        range(scenario.knobs()[y].default_value()),
    );
    for (value, default, home, kind) in [
        (a, dx, brute.safe(dx, b), scenario.knobs()[x].kind),
        (b, dy, brute.safe(a, dy), scenario.knobs()[y].kind),
    ] {
        assert!(
            value == default || (home && on_steps(kind, value)),
            "{context}: {value} is neither its default {default} nor a step where moving home makes the run safe"
        );
    }
    let mut replay = scenario.clone();
    for (id, value) in &found.settings {
        replay.set(id, *value).unwrap();
    }
    let report = Simulation::new(&replay).unwrap().run();
    assert_eq!(
        report.events.len(),
        found.events,
        "{context}: its event count"
    );
    assert_eq!(
        report.outcome.verdict, found.verdict,
        "{context}: its verdict"
    );
}

#[test]
fn a_shrunk_run_stops_where_moving_any_slider_home_makes_it_safe() {
    for (name, scenario) in variants() {
        let x = scenario
            .knobs()
            .iter()
            .position(|k| matches!(k.kind, KnobKind::Range { .. }))
            .unwrap();
        let y = x + 1;
        let brute = Brute::new(&scenario, x, y);
        let defaults: Vec<KnobValue> = scenario.values().to_vec();
        assert!(
            brute.safe(range(defaults[x]), range(defaults[y])),
            "{name}: the story as it opens is safe, so the shrink must stop short of it"
        );
        let mut starts = 0;
        let mut short_of_home = 0;
        for &b in &brute.ys {
            for &a in &brute.xs {
                if brute.safe(a, b) {
                    continue;
                }
                let mut start = defaults.clone();
                start[x] = KnobValue::Range(a);
                start[y] = KnobValue::Range(b);
                let context = format!("{name} from {a}, {b}");
                let found = Counterexample::shrink(&scenario, &start, 7)
                    .unwrap()
                    .unwrap_or_else(|| panic!("{context}: an unsafe run shrinks to one"));
                assert_eq!(found.seed, 7);
                check(&scenario, &brute, x, y, &start, &found, &context);
                starts += 1;
                short_of_home += usize::from(
                    found.settings[x].1 != defaults[x] || found.settings[y].1 != defaults[y],
                );
            }
        }
        assert!(
            starts >= 5,
            "{name}: only {starts} unsafe cells; the grid tests little"
        );
        assert_eq!(short_of_home, starts, "{name}: the defaults are safe");
        let search = Search::run(&scenario, 300).unwrap();
        let found = search
            .shrunk
            .unwrap_or_else(|| panic!("{name}: the search finds an unsafe run"));
        check(
            &scenario,
            &brute,
            x,
            y,
            &defaults,
            &found,
            &format!("{name}, searched"),
        );
    }
}

#[test]
fn a_safe_run_does_not_shrink() {
    let (_, scenario) = variants().remove(0);
    assert_eq!(
        Counterexample::shrink(&scenario, scenario.values(), 0).unwrap(),
        None
    );
}

#[test]
fn the_default_story_shrinks_to_itself() {
    // The story as it opens already loses an update, so nothing of a
    // random draw is needed to show it.
    let scenario = crate::support::load("paused-holder");
    let found = Search::run(&scenario, 2000)
        .unwrap()
        .shrunk
        .expect("unsafe runs");
    let values: Vec<KnobValue> = found.settings.iter().map(|&(_, v)| v).collect();
    assert_eq!(values, scenario.values());
    assert!(found.drawn_events >= found.events);
}

#[test]
fn a_shrink_moves_a_slider_halfway_on_its_steps() {
    // The short pause is safe as it opens; a long one is not, so the
    // shrink must find the boundary between them.
    let scenario = crate::support::load("short-pause");
    let pause = scenario
        .knobs()
        .iter()
        .position(|k| k.id == "pause_ms")
        .unwrap();
    let mut start = scenario.values().to_vec();
    start[pause] = KnobValue::Range(29_900);
    let found = Counterexample::shrink(&scenario, &start, 0)
        .unwrap()
        .expect("a long pause is unsafe");
    let shrunk = range(found.settings[pause].1);
    let mut runner = Runner::new(&scenario);
    runner.set(pause, KnobValue::Range(shrunk)).unwrap();
    assert!(!runner.run().safe);
    runner.set(pause, KnobValue::Range(shrunk - 100)).unwrap();
    assert!(
        runner.run().safe,
        "one step nearer the default, {} ms, is safe",
        shrunk - 100
    );
    assert!(shrunk < 10_000, "shrunk from 29.9 s only to {shrunk} ms");
}

#[test]
fn a_shrunk_pause_starts_when_its_slider_says() {
    // The search once showed "A pauses at 0.9 s" over events in which A
    // froze at 1.0 s: A reads at 1.0 s, and a plan runs in order, so a
    // pause set before the read starts after it. Every start before 1.0 s
    // is the same run as 1.0 s, so the shrink moves it at least that far.
    // A long lease makes the story as it opens safe, so nothing goes home
    // for free.
    let scenario = variant(
        "paused-holder",
        &[("/lock_service/lease_ms", json!(25_000))],
        &[
            (
                "pause_ms",
                "/clients/0/plan/2/for_ms",
                0,
                30_000,
                100,
                15_000,
            ),
            (
                "lease_ms",
                "/lock_service/lease_ms",
                1_000,
                30_000,
                100,
                25_000,
            ),
            (
                "pause_at_ms",
                "/clients/0/plan/2/at_ms",
                0,
                20_000,
                100,
                2_000,
            ),
            (
                "b_arrives_ms",
                "/clients/1/plan/0/at_ms",
                0,
                30_000,
                100,
                10_300,
            ),
        ],
    );
    let drawn = [
        KnobValue::Toggle(false),
        KnobValue::Range(22_400),
        KnobValue::Range(15_500),
        KnobValue::Range(900),
        KnobValue::Range(16_500),
    ];
    let found = Counterexample::shrink(&scenario, &drawn, 0)
        .unwrap()
        .expect("the drawn run loses an update");
    let mut replay = scenario.clone();
    for (id, value) in &found.settings {
        replay.set(id, *value).unwrap();
    }
    let pause_at = range(found.settings[3].1);
    assert!(pause_at >= 1_000, "{:?}", found.settings);
    let report = Simulation::new(&replay).unwrap().run();
    let paused = report
        .events
        .iter()
        .find(|e| matches!(e.kind, fencelab_core::EventKind::Paused { .. }))
        .expect("A pauses");
    assert_eq!(paused.at.0, pause_at as u64, "{:?}", found.settings);
    assert!(!report.outcome.safe);
}

#[test]
fn a_search_says_what_it_found_in_the_sliders_words() {
    let scenario = crate::support::load("paused-holder");
    let search = Search::run(&scenario, 200).unwrap();
    let words = search.words(&scenario);
    assert!(
        words.starts_with("Found one in 200 runs and shrank it"),
        "{words}"
    );
    assert!(words.contains("Pause length 15.0\u{a0}s"), "{words}");
    assert!(
        words.ends_with(&format!(
            "{} of the 200 runs were not safe.",
            search.unsafe_runs()
        )),
        "{words}"
    );
    let mut fenced = crate::support::load("paused-holder");
    fenced.assign("fencing=on").unwrap();
    let none = Search::run(&fenced, 200).unwrap();
    assert_eq!(none.unsafe_runs(), 0);
    assert!(none
        .words(&fenced)
        .starts_with("No unsafe run in 200 random runs."));
}
