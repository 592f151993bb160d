//! A run recorded on real services, for the page: the core's report of it
//! drawn as the model's runs are, with the core's line, heading and name.

use std::cell::RefCell;
use std::rc::Rc;

use fencelab_core::{self as core, RunVerdict, Scenario};
use schemars::JsonSchema;
use serde::Serialize;

use crate::settings::{self, Settings};
use crate::view;
use fencelab_core::view::{ChartView, DrawingView, EventView};

/// `name` of an error in a recording's text or facts.
pub const RECORDING_ERROR: &str = "RecordingError";

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

/// The view of the recording `text` beside `scenario` as the reader has
/// it set, with the chart laid out at `width` if one is given.
pub fn real_view(
    scenario: &Scenario,
    judged: &Judgements,
    text: &str,
    width: Option<i64>,
) -> Result<wasm_bindgen::JsValue, js_sys::Error> {
    let judged = judged.get(scenario, text)?;
    let (recording, at, real) = (&judged.recording, &judged.at, &judged.real);
    let drawing = width.map(|w| core::chart(real, w.clamp(core::MIN_WIDTH, core::MAX_WIDTH)));
    let defaults = at
        .knobs()
        .iter()
        .zip(at.values())
        .all(|(knob, &value)| knob.default_value() == value);
    let outcome = &real.outcome;
    let purpose = real.world().purpose;
    view::to_js(&RealView {
        line: core::replay_line(scenario, recording, &judged.agreement),
        current: at.values() == scenario.values(),
        defaults,
        settings: settings::current(at),
        name: core::recording_name(at, recording),
        heading: core::recording_heading(recording),
        agrees: judged.agreement.agrees(),
        safe: outcome.safe,
        verdict: outcome.verdict,
        verdict_label: outcome.verdict.label(),
        verdict_sentence: outcome.verdict.sentence(),
        chart: ChartView::new(real),
        drawing: drawing.as_ref().map(DrawingView::new),
        events: real
            .events
            .iter()
            .enumerate()
            .map(|(i, e)| EventView::new(i, e, real.actor(e), real.sentence(e), purpose))
            .collect(),
    })
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

/// The [`RealLineView`] of the recording `text` beside `scenario`.
pub fn real_line(
    scenario: &Scenario,
    judged: &Judgements,
    text: &str,
) -> Result<wasm_bindgen::JsValue, js_sys::Error> {
    let judged = judged.get(scenario, text)?;
    view::to_js(&RealLineView {
        line: core::replay_line(scenario, &judged.recording, &judged.agreement),
        current: judged.at.values() == scenario.values(),
    })
}

/// A recording read and set against the model once: reading its facts,
/// judging them and running the model at its settings cost more than the
/// rest of a change of settings, and none of it depends on the reader's
/// settings but through the knobs the recording leaves as they are.
pub struct Judged {
    recording: core::spec::RecordingFile,
    /// The scenario at the recording's settings.
    at: Scenario,
    real: core::Report,
    agreement: core::Agreement,
}

/// The recordings a handle has judged, by their text and the settings
/// they were judged at, the most recent first.
#[derive(Default)]
pub struct Judgements(RefCell<Vec<(String, Rc<Judged>)>>);

/// Judged recordings a handle keeps: an experiment has a few, and the page
/// shows one experiment at a time.
const KEPT: usize = 8;

impl Judgements {
    /// The recording `text` judged beside `scenario`, judged now if it has
    /// not been at the settings it comes to.
    fn get(&self, scenario: &Scenario, text: &str) -> Result<Rc<Judged>, js_sys::Error> {
        let mut kept = self.0.borrow_mut();
        // A recording kept is not read again, only set against the settings now.
        let read = kept.iter().find(|(t, _)| t == text);
        let recording = match read {
            Some((_, judged)) => judged.recording.clone(),
            None => core::read_recording(text).map_err(recording_error)?,
        };
        let at = core::recorded_scenario(scenario, &recording).map_err(recording_error)?;
        if let Some(found) = kept
            .iter()
            .find(|(t, j)| t == text && j.at.values() == at.values())
        {
            return Ok(Rc::clone(&found.1));
        }
        let real = core::Report::recorded(scenario, &recording).map_err(recording_error)?;
        let model = core::Simulation::new(&at).map_err(recording_error)?.run();
        let agreement = core::agreement(&model, &real);
        let judged = Rc::new(Judged {
            recording,
            at,
            real,
            agreement,
        });
        kept.insert(0, (text.to_owned(), Rc::clone(&judged)));
        kept.truncate(KEPT);
        Ok(judged)
    }
}

/// The experiment a recording is of, by its file's stem, or the core's
/// words for what is wrong with its text.
pub fn scenario_of(text: &str) -> Result<String, js_sys::Error> {
    Ok(core::read_recording(text)
        .map_err(recording_error)?
        .scenario)
}

fn recording_error(err: core::Error) -> js_sys::Error {
    crate::error::named(RECORDING_ERROR, &err.to_string())
}
