//! The expected value worked out in plain numbers: the working beside the
//! results adds up, in every story, to the value the run says a resource
//! should hold, and names the writes that count in the order they count.

use fencelab_core::{ResourceId, Simulation, Value};

use crate::support::{run, toggle_settings};

#[test]
fn the_paused_holder_s_working_shows_what_each_holder_adds() {
    let working = |settings: &[&str]| run("paused-holder", settings).working(ResourceId(0));
    assert_eq!(
        working(&[]),
        "Worked out: Storage started at 10, and the writes that count, in order: 10 + 5 (B) = 15."
    );
    // A's write lands first and B builds on it: both count.
    assert_eq!(
        working(&["pause_ms=7000"]),
        "Worked out: Storage started at 10, and the writes that count, in order: 10 + 1 (A) + 5 (B) = 16."
    );
}

#[test]
fn every_numbers_working_adds_up_to_the_expected_value() {
    let mut worked = 0;
    for (stem, said, scenario) in toggle_settings() {
        let report = Simulation::new(&scenario).unwrap().run();
        for r in &report.outcome.resources {
            let working = report.working(r.id);
            let expected = report.format_value(&r.expected);
            let Value::Number(want) = r.expected else {
                // A list's working ends on the list it makes.
                assert!(
                    working.ends_with(&format!("= {expected}.")) || working.contains(&expected),
                    "{stem} {said}: {working}"
                );
                continue;
            };
            let Some(sum) = working.split("in order: ").nth(1) else {
                assert!(
                    working.contains("should still hold"),
                    "{stem} {said}: {working}"
                );
                assert_eq!(
                    r.expected,
                    scenario.world().resources[r.id.0 as usize].initial
                );
                continue;
            };
            assert_eq!(evaluate(sum), want, "{stem} {said}: {working}");
            assert!(
                working.ends_with(&format!("= {want}.")),
                "{stem} {said}: {working}"
            );
            worked += 1;
        }
    }
    assert!(worked > 20, "{worked} numbers worked out");
}

/// The value of "10 + 1 (A) − 30 (B) → 7 (C) = …": each step applied in
/// turn, the clients' names in brackets skipped.
fn evaluate(sum: &str) -> i64 {
    let formula = sum.split(" = ").next().unwrap();
    let mut words = formula.split_whitespace().filter(|w| !w.starts_with('('));
    let mut value: i64 = words.next().unwrap().parse().unwrap();
    while let (Some(op), Some(n)) = (words.next(), words.next()) {
        let n: i64 = n.parse().unwrap_or_else(|_| panic!("{n} in {sum}"));
        value = match op {
            "+" => value + n,
            "−" => value - n,
            "→" => n,
            _ => panic!("{op} in {sum}"),
        };
    }
    value
}
