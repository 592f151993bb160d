//! The words a replayed experiment shows on the page: its line, the
//! heading of the real run and the name each recording goes by, from
//! `words/<lang>/real.ftl`.

use fencelab_words::say;

use crate::compare::{default_switch, side_name};
use crate::knob::{KnobKind, KnobValue};
use crate::recorded::{systems_words, Agreement};
use crate::scenario::Scenario;
use crate::spec::{RecordingFile, Unit};
use crate::time::Millis;

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
                    "real-setting-time",
                    knob = &knob.label,
                    time = Millis(n.max(0) as u64)
                ),
                _ => side_name(knob, value),
            });
        }
    }
    let systems = systems_words(recording);
    let (agrees, parting) = (agreement.agrees(), &agreement.words);
    match (list(differ), agrees) {
        (None, true) => say!("real-line-same", systems = systems),
        (None, false) => say!("real-line-different", systems = systems, parting = parting),
        (Some(settings), true) => {
            say!(
                "real-line-same-with",
                systems = systems,
                settings = settings
            )
        }
        (Some(settings), false) => say!(
            "real-line-different-with",
            systems = systems,
            settings = settings,
            parting = parting
        ),
    }
}

/// Items as one list in the catalogue's words ("a, b and c"), or none for
/// no items.
pub(crate) fn list(items: Vec<String>) -> Option<String> {
    let count = items.len();
    let mut items = items.into_iter();
    let mut out = items.next()?;
    for (i, next) in items.enumerate() {
        out = if i + 2 == count {
            say!("real-list-last", list = out, last = next)
        } else {
            say!("real-list-next", list = out, next = next)
        };
    }
    Some(out)
}

/// The heading over a recorded run: "Recorded on etcd 3.4.23 and
/// PostgreSQL 15.18; one simulated second took 200 real ms."
pub fn recording_heading(recording: &RecordingFile) -> String {
    say!(
        "real-heading",
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
        Some(knob) => side_name(knob, at.value(&knob.id).unwrap_or(knob.default_value())),
        None => systems_words(recording),
    }
}
