//! A map and a search made in parts, as the page's workers make them, are
//! the map and the search made whole: cell for cell, count for count, and
//! the same run shrunk.

use fencelab_core::{Axis, KnobKind, Map, Scan, Search};

use crate::support::{load, scenario_files, sliders};

/// The two sliders a map of `stem` would sweep, if it has two.
fn two_sliders(stem: &str) -> Option<(String, String)> {
    let mut ranges = sliders(&load(stem)).into_iter();
    Some((ranges.next()?, ranges.next()?))
}

fn axis(stem: &str, knob: &str, steps: usize) -> Axis {
    let scenario = load(stem);
    let spec = scenario.knobs().iter().find(|k| k.id == knob).unwrap();
    let KnobKind::Range { min, max, .. } = spec.kind else {
        unreachable!("a slider")
    };
    Axis::new(&scenario, knob, min, max, steps).unwrap()
}

#[test]
fn a_map_made_in_rows_is_the_whole_map() {
    for (stem, _) in scenario_files() {
        let Some((across, down)) = two_sliders(&stem) else {
            continue;
        };
        let scenario = load(&stem);
        let (x, y) = (axis(&stem, &across, 13), axis(&stem, &down, 11));
        let whole = Map::sweep(&scenario, x.clone(), y.clone()).unwrap();
        let rows = y.values.len();
        // Uneven parts, an empty one among them.
        let cuts = [0, 3, 3, 7, rows];
        let mut cells = Vec::new();
        let mut values = Vec::new();
        for pair in cuts.windows(2) {
            let part = Map::sweep_rows(&scenario, x.clone(), y.clone(), pair[0]..pair[1]).unwrap();
            assert_eq!(part.x, whole.x, "{stem}");
            assert_eq!(part.cells.len(), (pair[1] - pair[0]) * x.values.len());
            cells.extend(part.cells);
            values.extend(part.y.values);
        }
        assert_eq!(cells, whole.cells, "{stem}");
        assert_eq!(values, whole.y.values, "{stem}");
    }
}

#[test]
fn rows_outside_the_map_are_refused_with_the_map_s_size() {
    let scenario = load("paused-holder");
    let (x, y) = (
        axis("paused-holder", "pause_ms", 5),
        axis("paused-holder", "pause_at_ms", 4),
    );
    let err = Map::sweep_rows(&scenario, x.clone(), y.clone(), 2..9).unwrap_err();
    assert!(
        err.to_string()
            .contains("rows 2..9 are not rows of a map with 4 rows"),
        "{err}"
    );
    #[allow(clippy::reversed_empty_ranges)]
    let backwards = Map::sweep_rows(&scenario, x, y, 3..1);
    assert!(backwards.is_err());
}

#[test]
fn a_search_made_in_scans_is_the_whole_search() {
    for (stem, _) in scenario_files() {
        let scenario = load(&stem);
        if !scenario
            .knobs()
            .iter()
            .any(|k| matches!(k.kind, KnobKind::Range { .. }))
        {
            continue;
        }
        let whole = Search::run(&scenario, 300).unwrap();
        let scans: Vec<Scan> = [0..0, 0..110, 110..111, 111..300]
            .into_iter()
            .map(|seeds| Scan::run(&scenario, seeds).unwrap())
            .collect();
        // The order the parts come back in does not matter.
        let mut reversed = scans.clone();
        reversed.reverse();
        for parts in [scans, reversed] {
            assert_eq!(
                Search::from_scans(&scenario, &parts).unwrap(),
                whole,
                "{stem}"
            );
        }
    }
}

#[test]
fn no_scans_are_no_search() {
    let scenario = load("paused-holder");
    let err = Search::from_scans(&scenario, &[]).unwrap_err();
    assert!(err.to_string().contains("between 1 and"), "{err}");
}
