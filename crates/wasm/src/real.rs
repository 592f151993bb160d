//! Runs recorded on real services, for the page: the core's views of them,
//! and the recordings already judged, kept so a change of settings does
//! not read and judge them again.

use std::cell::RefCell;
use std::rc::Rc;

use fencelab_core::view::{Judged, RealLineView, RealView};
use fencelab_core::{self as core, Scenario};

use crate::view;

/// `name` of an error in a recording's text or facts.
pub const RECORDING_ERROR: &str = "RecordingError";

/// The view of the recording `text` beside `scenario` as the reader has
/// it set, with the chart laid out at `width` if one is given.
pub fn real_view(
    scenario: &Scenario,
    judged: &Judgements,
    text: &str,
    width: Option<i64>,
) -> Result<wasm_bindgen::JsValue, js_sys::Error> {
    let judged = judged.get(scenario, text)?;
    let drawing =
        width.map(|w| core::chart(judged.real(), w.clamp(core::MIN_WIDTH, core::MAX_WIDTH)));
    view::to_js(&RealView::new(scenario, &judged, drawing.as_ref()))
}

/// What of the recording `text` changes with the reader's settings.
pub fn real_line(
    scenario: &Scenario,
    judged: &Judgements,
    text: &str,
) -> Result<wasm_bindgen::JsValue, js_sys::Error> {
    let judged = judged.get(scenario, text)?;
    view::to_js(&RealLineView::new(scenario, &judged))
}

/// The line for all of an experiment's recordings, `texts`, with the one
/// at `shown` on the page; null when `shown` is past the last.
pub fn real_lines(
    scenario: &Scenario,
    judged: &Judgements,
    texts: &[String],
    shown: usize,
) -> Result<wasm_bindgen::JsValue, js_sys::Error> {
    let all = (texts.iter())
        .map(|text| judged.get(scenario, text))
        .collect::<Result<Vec<_>, _>>()?;
    let all: Vec<&Judged> = all.iter().map(|j| j.as_ref()).collect();
    view::to_js(&RealLineView::of_all(scenario, &all, shown))
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
            Some((_, judged)) => judged.recording().clone(),
            None => core::read_recording(text).map_err(recording_error)?,
        };
        let at = Judged::settings_of(scenario, &recording).map_err(recording_error)?;
        if let Some(found) = kept
            .iter()
            .find(|(t, j)| t == text && j.at().values() == at.values())
        {
            return Ok(Rc::clone(&found.1));
        }
        let judged = Rc::new(Judged::new(scenario, recording, at).map_err(recording_error)?);
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
