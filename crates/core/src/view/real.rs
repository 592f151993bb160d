//! A run recorded on real services, beside the reader's: the core's report
//! of it, drawn as the model's runs are, with the core's line, heading and
//! name.

use schemars::JsonSchema;
use serde::Serialize;

use super::drawing::DrawingView;
use super::event::EventView;
use super::run::ChartView;
use super::settings::Settings;
use crate::spec::RecordingFile;
use crate::{
    agreement, recorded_scenario, recording_heading, recording_name, replay_line, replay_line_each,
    Agreement, Drawing, Error, Report, RunVerdict, Scenario, Simulation,
};

/// A recording read and set against the model once: reading its facts,
/// judging them and running the model at its settings cost more than the
/// rest of a change of settings, and none of it depends on the reader's
/// settings but through the knobs the recording leaves as they are.
pub struct Judged {
    recording: RecordingFile,
    /// The scenario at the recording's settings.
    at: Scenario,
    real: Report,
    agreement: Agreement,
}

impl Judged {
    /// Whether the recording's settings are the reader's now.
    pub fn is_current(&self, scenario: &Scenario) -> bool {
        self.at.values() == scenario.values()
    }

    /// Reads the real run of `recording` beside `scenario`, and runs the
    /// model at the recording's settings, `at` (from [`Judged::settings_of`]).
    pub fn new(
        scenario: &Scenario,
        recording: RecordingFile,
        at: Scenario,
    ) -> Result<Judged, Error> {
        let real = Report::recorded(scenario, &recording)?;
        let model = Simulation::new(&at)?.run();
        let agreement = agreement(&model, &real);
        Ok(Judged {
            recording,
            at,
            real,
            agreement,
        })
    }

    /// `scenario` at the settings `recording` was made with, the knobs it
    /// does not name as they are.
    pub fn settings_of(scenario: &Scenario, recording: &RecordingFile) -> Result<Scenario, Error> {
        recorded_scenario(scenario, recording)
    }

    /// The recording as it was read.
    pub fn recording(&self) -> &RecordingFile {
        &self.recording
    }

    /// The scenario at the recording's settings.
    pub fn at(&self) -> &Scenario {
        &self.at
    }

    /// The real run, as a report.
    pub fn real(&self) -> &Report {
        &self.real
    }
}

/// A recorded real run beside the reader's: what the page says of it and
/// what it draws when the reader opens it.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RealView<'a> {
    /// The line under the verdict: "Also run on etcd 3.4.23 and PostgreSQL
    /// 15.18: same outcome.", naming the recording's settings that differ
    /// from the reader's.
    line: String,
    /// Whether the recording's settings are the reader's now.
    current: bool,
    /// Whether the recording's settings are the experiment's defaults.
    defaults: bool,
    /// The settings the real run had, for "Use these settings".
    settings: Settings,
    /// What the recording is called among the experiment's: "Fencing tokens on".
    name: String,
    /// "Recorded on etcd 3.4.23 and PostgreSQL 15.18; one simulated second took 200 real ms."
    heading: String,
    /// Whether the real run agrees with the model's at the same settings.
    agrees: bool,
    safe: bool,
    verdict: RunVerdict,
    /// The verdict in a few words, such as "not safe: update lost".
    verdict_label: String,
    /// The verdict as a sentence, such as "Not safe: an update was lost."
    verdict_sentence: String,
    chart: ChartView,
    /// The real run's chart at the width asked for; null when none was.
    drawing: Option<DrawingView<'a>>,
    /// The real run's events, as the event list words them.
    events: Vec<EventView>,
}

impl<'a> RealView<'a> {
    /// The recording beside `scenario` as the reader has it set, with its
    /// chart if one was laid out.
    pub fn new(scenario: &Scenario, judged: &Judged, drawing: Option<&'a Drawing>) -> RealView<'a> {
        let (recording, at, real) = (&judged.recording, &judged.at, &judged.real);
        let defaults = at
            .knobs()
            .iter()
            .zip(at.values())
            .all(|(knob, &value)| knob.default_value() == value);
        let outcome = &real.outcome;
        let purpose = real.world().purpose;
        RealView {
            line: replay_line(scenario, recording, &judged.agreement),
            current: judged.is_current(scenario),
            defaults,
            settings: Settings::current(at),
            name: recording_name(at, recording),
            heading: recording_heading(recording),
            agrees: judged.agreement.agrees(),
            safe: outcome.safe,
            verdict: outcome.verdict,
            verdict_label: outcome.verdict.label(),
            verdict_sentence: outcome.verdict.sentence(),
            chart: ChartView::new(real),
            drawing: drawing.map(DrawingView::new),
            events: real
                .events
                .iter()
                .enumerate()
                .map(|(i, e)| EventView::new(i, e, real.actor(e), real.sentence(e), purpose))
                .collect(),
        }
    }
}

/// What of a recording changes with the reader's settings: the line under
/// the verdict, and whether the recording's settings are the reader's.
/// The page asks for this on every change and for the whole [`RealView`]
/// only when it draws the real run.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RealLineView {
    /// As [`RealView`]'s `line`.
    line: String,
    /// As [`RealView`]'s `current`.
    current: bool,
}

impl RealLineView {
    /// What changes of the recording with the reader's settings.
    pub fn new(scenario: &Scenario, judged: &Judged) -> RealLineView {
        RealLineView {
            line: replay_line(scenario, &judged.recording, &judged.agreement),
            current: judged.is_current(scenario),
        }
    }

    /// The line for `all` of an experiment's recordings with `shown` on
    /// the page: where the reader's settings were run on several lock
    /// services and the one shown is of them, the line names each; else
    /// it is the shown recording's own.
    pub fn of_all(scenario: &Scenario, all: &[&Judged], shown: usize) -> Option<RealLineView> {
        let judged = all.get(shown)?;
        let mut view = RealLineView::new(scenario, judged);
        let each: Vec<_> = (all.iter())
            .filter(|j| j.is_current(scenario))
            .map(|j| (&j.recording, &j.agreement))
            .collect();
        if view.current && each.len() > 1 {
            view.line = replay_line_each(&each);
        }
        Some(view)
    }
}
