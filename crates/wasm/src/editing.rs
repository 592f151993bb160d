//! The editor's calls: a text's problems, its outline and the changes a
//! form makes to it, the text in one language for a short link, and the
//! most a linked file may unpack to. Each only hands the core's answer
//! over; what a problem is, what a change does and where each sits are
//! the core's to decide.

use fencelab_core as core;
use schemars::JsonSchema;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::view;

/// Every problem in a scenario's text, in the order they are in it; none
/// when it loads.
#[wasm_bindgen(unchecked_return_type = "Problem[]")]
pub fn problems(text: &str) -> Result<JsValue, js_sys::Error> {
    view::to_js(&core::problems(text))
}

/// The most bytes a scenario inside a link may unpack to.
#[wasm_bindgen(js_name = linkedFileLimit)]
pub fn linked_file_limit() -> usize {
    core::LINKED_FILE_LIMIT
}

/// What came of a change to a file by its parts: the changed text, or
/// why the change was not made, in the page's language.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum EditView {
    /// The change was made.
    Changed {
        /// The whole text after it.
        text: String,
    },
    /// The change was not made, and the text stays as it was.
    Refused {
        /// Why, in the page's language.
        why: String,
    },
}

/// The outline of a text that loads, for the editor's form, or `null`
/// when the text has problems (the editor lists those).
#[wasm_bindgen(unchecked_return_type = "Outline | null")]
pub fn outline(text: &str) -> Result<JsValue, js_sys::Error> {
    match core::authoring::outline(text) {
        Ok(outline) => view::to_js(&outline),
        Err(_) => Ok(JsValue::NULL),
    }
}

/// The text after the change `change` describes (an `Edit`, as JSON), or
/// why it was not made. A change the page cannot describe is refused in
/// words like any other.
#[wasm_bindgen(unchecked_return_type = "EditView")]
pub fn edit(text: &str, change: &str) -> Result<JsValue, js_sys::Error> {
    let result = serde_json::from_str::<core::authoring::Edit>(change)
        .map_err(|_| fencelab_core::words::say!("edit-no-part"))
        .and_then(|change| core::authoring::edit(text, &change));
    view::to_js(&match result {
        Ok(text) => EditView::Changed { text },
        Err(why) => EditView::Refused { why },
    })
}

/// `text` with its texts in `language` and no other translation, for a
/// link short enough to paste.
#[wasm_bindgen(js_name = inOneLanguage)]
pub fn in_one_language(text: &str, language: &str) -> String {
    core::authoring::in_one_language(text, language)
}
