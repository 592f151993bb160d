//! A map's axes stay on their sliders' steps, so a cell loads a run its
//! slider can show.

use fencelab_core::{Axis, KnobKind};

use crate::support::{load, scenario_files};

#[test]
fn an_axis_that_fits_its_steps_is_evenly_spaced() {
    let scenario = load("paused-holder");
    let axis = Axis::new(&scenario, "pause_ms", 0, 30_000, 7).unwrap();
    assert_eq!(
        axis.values,
        [0, 5_000, 10_000, 15_000, 20_000, 25_000, 30_000]
    );
    let one = Axis::new(&scenario, "pause_ms", 4_000, 9_000, 1).unwrap();
    assert_eq!(one.values, [4_000]);
}

#[test]
fn an_axis_between_steps_snaps_to_the_nearest_and_drops_repeats() {
    let scenario = load("paused-holder");
    // 30 s in 200 points is 150.75 ms apart: each snaps to a 100 ms step.
    let axis = Axis::new(&scenario, "pause_ms", 0, 30_000, 200).unwrap();
    assert_eq!(axis.values.len(), 200);
    assert_eq!(&axis.values[..5], [0, 200, 300, 500, 600]);
    assert_eq!(axis.values.last(), Some(&30_000));
    // 0 to 9 s holds only 91 steps of 100 ms: 200 points name each once.
    let axis = Axis::new(&scenario, "pause_at_ms", 0, 9_000, 200).unwrap();
    assert_eq!(axis.values, (0..=90).map(|k| k * 100).collect::<Vec<i64>>());
    // Ends off the steps snap too.
    let axis = Axis::new(&scenario, "lease_ms", 1_049, 2_051, 3).unwrap();
    assert_eq!(axis.values, [1_000, 1_600, 2_100]);
}

#[test]
fn every_axis_of_every_slider_is_on_its_steps_and_never_repeats() {
    for (stem, _) in scenario_files() {
        let scenario = load(&stem);
        for knob in scenario.knobs() {
            let KnobKind::Range { min, max, step, .. } = knob.kind else {
                continue;
            };
            for steps in [1, 2, 3, 7, 40, 100, 200, 333, 1000] {
                let axis = Axis::new(&scenario, &knob.id, min, max, steps).unwrap();
                let context = format!("{stem} {} in {steps}", knob.id);
                assert!(axis.values.len() <= steps, "{context}");
                for pair in axis.values.windows(2) {
                    assert!(pair[0] < pair[1], "{context}: {pair:?}");
                }
                for &v in &axis.values {
                    assert!(
                        (min..=max).contains(&v) && (v - min) % step == 0,
                        "{context}: {v}"
                    );
                }
                let distinct = ((max - min) / step + 1) as usize;
                assert_eq!(axis.values.len(), steps.min(distinct), "{context}");
            }
        }
    }
}
