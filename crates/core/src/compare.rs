//! Two runs of one experiment side by side: which switch tells them apart,
//! the first event where they part, and the words for both.
//!
//! The page compares the reader's run with the same settings and one
//! switch flipped, usually fencing; the moment the two stories stop being
//! the same is where that switch did its work.

use crate::knob::{Knob, KnobKind, KnobValue};
use crate::report::Report;
use crate::scenario::Scenario;
use crate::words::say;

/// The switch a comparison flips when the reader names none: the
/// experiment's first, which the shipped stories make the one the lesson
/// is about (fencing, compare-and-set, a durable counter…).
pub fn default_switch(scenario: &Scenario) -> Option<&Knob> {
    scenario
        .knobs()
        .iter()
        .find(|k| matches!(k.kind, KnobKind::Toggle { .. }))
}

/// A run's name in a comparison: the switch's label and its position,
/// "Fencing tokens on".
pub fn side_name(knob: &Knob, value: KnobValue) -> String {
    match value {
        KnobValue::Toggle(on) => say!(
            "results-side-switch",
            label = knob.label.shown(),
            on = if on { "on" } else { "off" }
        ),
        KnobValue::Range(_) => say!(
            "results-side-slider",
            label = knob.label.shown(),
            value = knob.show(value)
        ),
    }
}

/// The first event, counted from 0, at which the two runs differ: in what
/// happened or when. `None` if they are the same from start to end.
/// When one run is a prefix of the other, they part where the shorter ends.
pub fn parting(left: &Report, right: &Report) -> Option<usize> {
    let same = left
        .events
        .iter()
        .zip(&right.events)
        .take_while(|(a, b)| a == b)
        .count();
    (same < left.events.len().max(right.events.len())).then_some(same)
}

/// Where two runs part, in words for the reader: "The two runs are the
/// same for 7 events. At event 8, with Fencing tokens off, at 17.0 s: …;
/// with Fencing tokens on, at 17.0 s: …".
pub fn parting_words(left: &Report, right: &Report, left_name: &str, right_name: &str) -> String {
    let Some(at) = parting(left, right) else {
        return say!("results-parting-none", left = left_name, right = right_name);
    };
    let side = |report: &Report, name: &str| match report.events.get(at) {
        Some(event) => say!(
            "results-parting-side",
            name = name,
            at = event.at,
            sentence = report.sentence(event)
        ),
        None => say!("results-parting-over", name = name),
    };
    say!(
        "results-parting",
        shared = at,
        event = at + 1,
        left = side(left, left_name),
        right = side(right, right_name)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::Simulation;

    const PAUSED: &str = include_str!("../../../scenarios/paused-holder.json");

    fn run(fencing: bool) -> Report {
        let mut scenario = Scenario::from_json(PAUSED).unwrap();
        scenario.set("fencing", KnobValue::Toggle(fencing)).unwrap();
        Simulation::new(&scenario).unwrap().run()
    }

    #[test]
    fn fencing_parts_the_paused_holder_at_a_s_late_write() {
        let (off, on) = (run(false), run(true));
        let at = parting(&off, &on).unwrap();
        assert_eq!(off.events[..at], on.events[..at]);
        assert_ne!(off.events[at], on.events[at]);
        let scenario = Scenario::from_json(PAUSED).unwrap();
        let knob = default_switch(&scenario).unwrap();
        assert_eq!(knob.id, "fencing");
        let words = parting_words(
            &off,
            &on,
            &side_name(knob, KnobValue::Toggle(false)),
            &side_name(knob, KnobValue::Toggle(true)),
        );
        assert!(
            words.contains("with Fencing tokens off, at 17.0 s:")
                && words.contains("; with Fencing tokens on, at 17.0 s:"),
            "{words}"
        );
    }

    #[test]
    fn runs_alike_do_not_part() {
        let (a, b) = (run(true), run(true));
        assert_eq!(parting(&a, &b), None);
        assert!(parting_words(&a, &b, "this", "that").starts_with("The two runs are the same"));
    }
}
