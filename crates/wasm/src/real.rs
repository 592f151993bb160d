//! A run recorded on real services, for the page: the core's report of it
//! drawn as the model's runs are, with the core's line, heading and name.

use fencelab_core::{self as core, RunVerdict, Scenario};
use schemars::JsonSchema;
use serde::Serialize;

use crate::drawing::DrawingView;
use crate::settings::{self, Settings};
use crate::view::{self, ChartView, EventView};

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
    verdict_label: &'static str,
    /// The verdict as a sentence, such as "Not safe: an update was lost."
    verdict_sentence: &'static str,
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
    text: &str,
    width: Option<i64>,
) -> Result<wasm_bindgen::JsValue, js_sys::Error> {
    let recording = core::read_recording(text).map_err(recording_error)?;
    let at = core::recorded_scenario(scenario, &recording).map_err(recording_error)?;
    let real = core::Report::recorded(scenario, &recording).map_err(recording_error)?;
    let model = core::Simulation::new(&at).map_err(recording_error)?.run();
    let agreement = core::agreement(&model, &real);
    let drawing = width.map(|w| core::chart(&real, w.clamp(core::MIN_WIDTH, core::MAX_WIDTH)));
    let defaults = at
        .knobs()
        .iter()
        .zip(at.values())
        .all(|(knob, &value)| knob.default_value() == value);
    let outcome = &real.outcome;
    let purpose = real.world().purpose;
    view::to_js(&RealView {
        line: core::replay_line(scenario, &recording, &agreement),
        current: at.values() == scenario.values(),
        defaults,
        settings: settings::current(&at),
        name: core::recording_name(&at, &recording),
        heading: core::recording_heading(&recording),
        agrees: agreement.agrees(),
        safe: outcome.safe,
        verdict: outcome.verdict,
        verdict_label: outcome.verdict.label(),
        verdict_sentence: outcome.verdict.sentence(),
        chart: view::chart(&real),
        drawing: drawing.as_ref().map(DrawingView::new),
        events: real
            .events
            .iter()
            .enumerate()
            .map(|(i, e)| EventView::new(i, e, real.actor(e), real.sentence(e), purpose))
            .collect(),
    })
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
