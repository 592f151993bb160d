//! The opening run: the page's first experiment at its defaults, run when
//! the site is built, so the page shows its first verdict before the wasm
//! has arrived.
//!
//! On a slow phone the wasm is most of the page's bytes and takes seconds
//! to come in; the first run at the defaults is the same every time, so
//! the build runs it here, natively, with the same views the wasm hands
//! the page, once per language. The page draws it and fetches the wasm
//! after it (`www/js/opening.js`); a browser test holds the opening to
//! what the wasm then draws, element for element.

use fencelab_core as core;
use serde::Serialize;

use crate::view;
use fencelab_core::view::{DrawingView, RunView};

/// The widths the opening's chart is laid out at. The page takes the
/// narrowest one at least as wide as its chart box, which the chart's
/// `max-width` scales down by at most a fifth until the wasm lays it out
/// at the exact width.
pub const WIDTHS: &[i64] = &[320, 400, 500, 625, 780, 975, 1220, 1525];

/// One language's opening, as the page reads it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Opening<'a> {
    /// The scenario file it is a run of.
    file: &'a str,
    /// The language its words are in.
    language: String,
    /// The run as `Experiment.run` gives it.
    view: RunView,
    /// Its chart as `Experiment.chart` gives it, at each of [`WIDTHS`].
    charts: Vec<DrawingView<'a>>,
}

/// The opening of the scenario `text` (from the file `file`) at its
/// defaults, as JSON, in the language the core speaks now.
pub fn opening(file: &str, text: &str) -> Result<String, String> {
    let scenario = core::Scenario::from_json(text).map_err(|err| format!("{file}: {err}"))?;
    let mut run = core::Simulation::new(&scenario).map_err(|err| format!("{file}: {err}"))?;
    let report = run.run();
    let drawings: Vec<core::Drawing> = WIDTHS.iter().map(|&w| core::chart(&report, w)).collect();
    let opening = Opening {
        file,
        language: core::words::language(),
        view: RunView::new(&scenario, &report),
        charts: drawings.iter().map(DrawingView::new).collect(),
    };
    view::to_json(&opening).map_err(|err| format!("{file}: {err}"))
}
