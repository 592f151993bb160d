//! The outcome-only path agrees with the full run, setting for setting.

use fencelab_core::{KnobKind, KnobValue, Runner, Simulation};

use crate::support::{load, scenario_files};

#[test]
fn runner_and_simulation_agree_across_each_knob_range() {
    for (stem, _) in scenario_files() {
        let scenario = load(&stem);
        let mut runner = Runner::new(&scenario);
        for (index, knob) in scenario.knobs().iter().enumerate() {
            let values: Vec<KnobValue> = match knob.kind {
                KnobKind::Toggle { .. } => vec![KnobValue::Toggle(false), KnobValue::Toggle(true)],
                KnobKind::Range { min, max, .. } => {
                    // i128, so that a knob spanning most of i64 cannot overflow.
                    let (min, max) = (i128::from(min), i128::from(max));
                    (0..=20i128)
                        .map(|i| KnobValue::Range((min + (max - min) * i / 20) as i64))
                        .collect()
                }
            };
            for value in values {
                for fencing in [false, true] {
                    let mut scenario = scenario.clone();
                    scenario.set(&knob.id, value).unwrap();
                    if let Some(f) = runner.knob_index("fencing") {
                        if knob.id != "fencing" {
                            scenario.set("fencing", KnobValue::Toggle(fencing)).unwrap();
                            runner.set(f, KnobValue::Toggle(fencing)).unwrap();
                        }
                    }
                    runner.set(index, value).unwrap();
                    let summary = runner.run();
                    let report = Simulation::new(&scenario).unwrap().run();
                    let context = format!("{stem} {}={value:?} fencing={fencing}", knob.id);
                    assert_eq!(summary.tally, report.outcome.tally, "{context}");
                    assert_eq!(summary.safe, report.outcome.safe, "{context}");
                    runner.set(index, knob.default_value()).unwrap();
                }
            }
        }
    }
}

#[test]
fn stepping_yields_the_same_events_as_running() {
    let scenario = load("kleppmann-2016");
    let mut sim = Simulation::new(&scenario).unwrap();
    let mut stepped = Vec::new();
    while let Some(event) = sim.step() {
        stepped.push(event.clone());
    }
    assert!(sim.step().is_none());
    let report = sim.run();
    assert_eq!(stepped, report.events);
    sim.reset();
    assert!(sim.events().is_empty());
    assert_eq!(sim.step().cloned(), Some(report.events[0].clone()));
    assert_eq!(
        sim.run().events,
        report.events,
        "a run after some steps covers the whole run"
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 300, ..Default::default() })]

    /// Every knob of every scenario set at once to random values in range:
    /// the fast path and the full run still agree.
    #[test]
    fn runner_and_simulation_agree_with_every_knob_moved(seeds in proptest::collection::vec(0u32..=1000, 8)) {
        for (stem, _) in scenario_files() {
            let mut scenario = load(&stem);
            let mut runner = Runner::new(&scenario);
            for (index, knob) in scenario.knobs().to_vec().iter().enumerate() {
                let pick = i64::from(seeds[index % seeds.len()]);
                let value = match knob.kind {
                    KnobKind::Toggle { .. } => KnobValue::Toggle(pick % 2 == 1),
                    KnobKind::Range { min, max, .. } => {
                        let (min, max) = (i128::from(min), i128::from(max));
                        KnobValue::Range((min + (max - min) * i128::from(pick) / 1000) as i64)
                    }
                };
                scenario.set(&knob.id, value).unwrap();
                runner.set(index, value).unwrap();
            }
            let summary = runner.run();
            let report = Simulation::new(&scenario).unwrap().run();
            proptest::prop_assert_eq!(summary.tally, report.outcome.tally, "{}", stem);
            proptest::prop_assert_eq!(summary.safe, report.outcome.safe, "{}", stem);
        }
    }
}
