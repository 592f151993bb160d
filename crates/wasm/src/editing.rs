//! The editor's calls: a text's problems, and the most a linked file may
//! unpack to. Each only hands the core's answer over; what a problem is
//! and where it sits are the core's to decide.

use fencelab_core as core;
use schemars::JsonSchema;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::view;

/// One problem the core found in a scenario's text.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProblemView {
    /// The line of the mistake, from 1.
    line: usize,
    /// The column of the mistake, from 1, counting characters.
    column: usize,
    /// The field the mistake is in, such as `clients[0].plan[2].for_ms`;
    /// empty at the top level.
    path: String,
    /// What is wrong, in the page's language, without the place.
    message: String,
}

impl From<core::Problem> for ProblemView {
    fn from(problem: core::Problem) -> ProblemView {
        ProblemView {
            line: problem.line,
            column: problem.column,
            path: problem.path,
            message: problem.message,
        }
    }
}

/// Every problem in a scenario's text, in the order they are in it; none
/// when it loads.
#[wasm_bindgen(unchecked_return_type = "ProblemView[]")]
pub fn problems(text: &str) -> Result<JsValue, js_sys::Error> {
    let found: Vec<ProblemView> = core::problems(text)
        .into_iter()
        .map(ProblemView::from)
        .collect();
    view::to_js(&found)
}

/// The most bytes a scenario inside a link may unpack to.
#[wasm_bindgen(js_name = linkedFileLimit)]
pub fn linked_file_limit() -> usize {
    core::LINKED_FILE_LIMIT
}
