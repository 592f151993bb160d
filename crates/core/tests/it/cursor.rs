//! Where the playback cursor stands and what is in force there: the
//! lookups the page makes at every move of the cursor, computed by the core.

use fencelab_core::{
    events_by, follow, held_at, life, parting, span_at, EventKind, MapCounts, Purpose, SimTime,
    Standing, Tone, Verdict, Wrote,
};

use crate::support::{load, run, scenario_files};

#[test]
fn the_events_by_a_moment_are_those_at_or_before_it() {
    for (name, _) in scenario_files() {
        let report = run(&name, &[]);
        let events = &report.events;
        assert_eq!(
            events_by(events, SimTime::ZERO),
            events.iter().filter(|e| e.at == SimTime::ZERO).count()
        );
        for (i, event) in events.iter().enumerate() {
            let by = events_by(events, event.at);
            assert!(by > i, "{name}: event {i} has happened at its own time");
            assert!(events[..by].iter().all(|e| e.at <= event.at), "{name}: {i}");
            assert!(events[by..].iter().all(|e| e.at > event.at), "{name}: {i}");
        }
        assert_eq!(
            events_by(events, report.timeline.end),
            events.len(),
            "{name}"
        );
    }
}

#[test]
fn the_second_run_shares_the_count_up_to_the_parting_and_then_follows_by_time() {
    let left = run("paused-holder", &["fencing=off"]);
    let right = run("paused-holder", &["fencing=on"]);
    let parted = parting(&left, &right).expect("fencing changes the run");
    let at = |n: usize| left.events[n - 1].at;
    for event in 0..=parted {
        let time = if event == 0 { SimTime::ZERO } else { at(event) };
        assert_eq!(follow(&right.events, Some(parted), event, time), event);
    }
    let end = left.timeline.end.max(right.timeline.end);
    assert_eq!(
        follow(&right.events, Some(parted), left.events.len(), end),
        right.events.len()
    );
    // Just past the parting, at a time before the second run's next event,
    // the second run stays at the parting rather than falling back.
    assert_eq!(
        follow(&right.events, Some(parted), parted + 1, SimTime::ZERO),
        parted
    );
    // Runs that never part count the same.
    assert_eq!(follow(&right.events, None, 3, SimTime::ZERO), 3);
}

#[test]
fn a_resource_holds_the_last_value_an_event_that_has_happened_set() {
    for (name, _) in scenario_files() {
        let report = run(&name, &[]);
        let events = report.events.len();
        for row in &report.timeline.resources {
            let at = held_at(row, events);
            assert_eq!(at.len(), events + 1, "{name}");
            assert_eq!(at[0], 0, "{name}: the initial value before any event");
            assert_eq!(
                at[events],
                row.values.len() - 1,
                "{name}: the last value at the end"
            );
            for (count, &index) in at.iter().enumerate() {
                let set = row.values[index].event.map_or(0, |e| e + 1);
                assert!(set <= count, "{name}: at {count}, set by a later event");
                if let Some(next) = row.values.get(index + 1) {
                    let next = next.event.expect("only the first is the initial value");
                    assert!(
                        next >= count,
                        "{name}: at {count}, a later write had happened"
                    );
                }
            }
        }
    }
}

#[test]
fn the_lease_is_in_the_last_stretch_that_has_begun() {
    for (name, _) in scenario_files() {
        let report = run(&name, &[]);
        let spans = life(&report).spans;
        let at = span_at(&spans, report.events.len());
        assert_eq!(at.len(), report.events.len() + 1, "{name}");
        for (count, &index) in at.iter().enumerate() {
            assert!(
                spans[index].from_event <= count || index == 0,
                "{name}: {count}"
            );
            if let Some(next) = spans.get(index + 1) {
                assert!(
                    next.from_event > count,
                    "{name}: at {count}, a later stretch had begun"
                );
            }
        }
    }
}

#[test]
fn a_stale_write_that_lands_is_danger_and_one_refused_is_the_guard_working() {
    let tones = |settings: &[&str], purpose: Purpose| {
        let report = run("paused-holder", settings);
        report
            .events
            .iter()
            .filter_map(|e| match &e.kind {
                EventKind::Wrote(Wrote {
                    standing: Standing::Stale { .. } | Standing::Late { .. },
                    verdict,
                    ..
                }) => Some((matches!(verdict, Verdict::Accepted), e.tone(purpose))),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    let off = tones(&["fencing=off"], Purpose::Correctness);
    assert!(off.contains(&(true, Tone::Danger)), "{off:?}");
    let on = tones(&["fencing=on"], Purpose::Correctness);
    assert!(on.contains(&(false, Tone::Guarded)), "{on:?}");
    // For an efficiency lock, the same landed write only repeats work.
    let efficiency = tones(&["fencing=off"], Purpose::Efficiency);
    assert!(
        !efficiency.iter().any(|(_, tone)| *tone == Tone::Danger),
        "{efficiency:?}"
    );
}

#[test]
fn a_slider_takes_its_range_in_its_steps_and_a_switch_two_values() {
    let scenario = load("paused-holder");
    let knob = |id: &str| scenario.knobs().iter().find(|k| k.id == id).expect(id);
    // 0 to 30 s in steps of 0.1 s.
    assert_eq!(knob("pause_ms").steps(), 301);
    assert_eq!(knob("fencing").steps(), 2);
}

#[test]
fn a_map_counts_its_harmless_cells_together_and_the_harmful_by_verdict() {
    // Safe, refused, duplicate, stuck, half done, escaped, applied twice, lost.
    let counts = MapCounts::new(&[1, 2, 3, 4, 5, 6, 7, 8]);
    let want = MapCounts {
        total: 36,
        safe: 6,
        refused: 2,
        stuck: 4,
        half_done: 5,
        escaped: 6,
        applied_twice: 7,
        lost: 8,
    };
    assert_eq!(counts, want);
}

#[test]
fn counts_past_any_maps_size_saturate_rather_than_wrap() {
    let counts = MapCounts::new(&[u32::MAX, 1, 0, 0, 0, 0, 0, 1]);
    assert_eq!(counts.total, u32::MAX);
    assert_eq!(counts.safe, u32::MAX);
    assert_eq!(counts.lost, 1);
}
