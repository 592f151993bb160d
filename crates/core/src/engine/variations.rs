//! For the engine's own tests: every shipped scenario, and random settings
//! for it, so a shortcut can be checked against the plain way over the
//! whole range of runs fencelab can make.

use std::path::PathBuf;

use super::rng::Rng;
use crate::knob::{KnobKind, KnobValue};
use crate::scenario::Scenario;

/// Every scenario in `scenarios/`, and the fixture whose every message
/// draws jitter, in name order.
pub(super) fn scenario_files() -> Vec<PathBuf> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut files: Vec<PathBuf> = std::fs::read_dir(format!("{root}/scenarios"))
        .expect("the scenarios folder is there")
        .map(|entry| entry.expect("a readable entry").path())
        .filter(|path| {
            path.extension().is_some_and(|e| e == "json") && !path.ends_with("schema.json")
        })
        .collect();
    files.push(format!("{root}/tests/fixtures/jittery-network.json").into());
    files.sort();
    files
}

/// Sets every knob of `scenario` to a value drawn from its range.
pub(super) fn randomize(scenario: &mut Scenario, rng: &mut Rng) {
    let knobs = scenario.knobs().to_vec();
    for knob in &knobs {
        let value = match knob.kind {
            KnobKind::Toggle { .. } => KnobValue::Toggle(rng.up_to(1) == 1),
            KnobKind::Range { min, max, .. } => {
                KnobValue::Range(min + rng.up_to((max - min) as u64) as i64)
            }
        };
        scenario.set(&knob.id, value).expect("a value in range");
    }
}
