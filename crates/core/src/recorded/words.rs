//! The words a replayed experiment shows on the page: its line, the
//! heading of the real run and the name each recording goes by.

use super::agree::Agreement;
use crate::compare::{default_switch, side_name};
use crate::knob::{KnobKind, KnobValue};
use crate::scenario::Scenario;
use crate::spec::{RecordingFile, Unit};
pub(crate) use crate::text::list;
use crate::text::yes;
use crate::time::Millis;
use crate::words::say;

/// "Also run on etcd 3.4.23 and PostgreSQL 15.18: same outcome." When the
/// reader's settings are not the recording's, the line names the
/// recording's knobs that differ from them, so it never claims a real run
/// of settings nobody ran: "Also run on … with Fencing tokens on: same
/// outcome." `agreement` compares the recording with the model's run of
/// the recording's own settings.
pub fn replay_line(current: &Scenario, recording: &RecordingFile, agreement: &Agreement) -> String {
    let mut differ = Vec::new();
    for assignment in recording.settings.split_whitespace() {
        let Some((id, text)) = assignment.split_once('=') else {
            continue;
        };
        let Some(index) = current.knobs().iter().position(|k| k.id == id) else {
            continue;
        };
        let knob = &current.knobs()[index];
        let Ok(value) = knob.parse(text) else {
            continue;
        };
        if current.values()[index] != value {
            differ.push(match (knob.kind, value) {
                (KnobKind::Range { unit: Unit::Ms, .. }, KnobValue::Range(n)) => say!(
                    "event-replay-setting",
                    label = &knob.label,
                    value = Millis(n.max(0) as u64)
                ),
                _ => side_name(knob, value),
            });
        }
    }
    say!(
        "event-replay-line",
        systems = systems_words(recording),
        differs = yes(!differ.is_empty()),
        differ = list(&differ),
        agrees = yes(agreement.agrees()),
        parting = &agreement.words
    )
}

/// The heading over a recorded run: "Recorded on etcd 3.4.23 and
/// PostgreSQL 15.18; one simulated second took 200 real ms."
pub fn recording_heading(recording: &RecordingFile) -> String {
    say!(
        "event-replay-heading",
        systems = systems_words(recording),
        ms = recording.real_ms_per_second
    )
}

/// The name a recording goes by among an experiment's recordings: the
/// experiment's first switch as the recording set it, "Fencing tokens on",
/// since that is the switch its stories are about; the systems it ran on
/// for an experiment without a switch. `at` is the scenario at the
/// recording's settings (`recorded_scenario`).
pub fn recording_name(at: &Scenario, recording: &RecordingFile) -> String {
    match default_switch(at) {
        Some(knob) => say!(
            "event-replay-name",
            setting = side_name(knob, at.value(&knob.id).unwrap_or(knob.default_value())),
            system = recording.systems.first().map_or("", |s| s.name.as_str())
        ),
        None => systems_words(recording),
    }
}

/// The line when the reader's settings were run on several lock
/// services, `each` a recording of them with how it parted from the
/// model: "Also run on etcd 3.4.23 and ZooKeeper 3.8.0, each with
/// PostgreSQL 15.18: the same outcome on each." What every recording ran
/// with is said once; what each ran on, in the recordings' order.
pub fn replay_line_each(each: &[(&RecordingFile, &Agreement)]) -> String {
    let named = |s: &crate::spec::SystemSpec| format!("{} {}", s.name, s.version);
    let shared = |s: &crate::spec::SystemSpec| {
        each.iter()
            .all(|(r, _)| r.systems.iter().any(|t| named(t) == named(s)))
    };
    let own = |recording: &RecordingFile| {
        let names: Vec<String> = (recording.systems.iter())
            .filter(|s| !shared(s))
            .map(named)
            .collect();
        list(&names)
    };
    let first = each.first().map(|(r, _)| *r);
    let stores: Vec<String> = first
        .map(|r| r.systems.iter().filter(|s| shared(s)).map(named).collect())
        .unwrap_or_default();
    let systems: Vec<String> = each.iter().map(|(r, _)| own(r)).collect();
    let parted = each.iter().find(|(_, a)| !a.agrees());
    say!(
        "event-replay-line-each",
        systems = list(&systems),
        stores = list(&stores),
        agrees = yes(parted.is_none()),
        parted = parted.map_or(String::new(), |(r, _)| own(r)),
        parting = parted.map_or("", |(_, a)| a.words.as_str())
    )
}

/// The recording's systems in words: "etcd 3.4.23 and PostgreSQL 15.18".
pub fn systems_words(recording: &RecordingFile) -> String {
    let names: Vec<String> = recording
        .systems
        .iter()
        .map(|s| format!("{} {}", s.name, s.version))
        .collect();
    list(&names)
}
