//! Writing a scenario file by its parts instead of its text: the outline
//! a form shows, the changes it sends back, and the file in one language
//! for a short link. Each works on the file's JSON and writes it back in
//! the layout the shipped files use, so the text the author sees beside
//! the form changes only where the part changed.

mod edit;
mod layout;
mod offer;
mod one_language;
mod outline;
mod pointer;
mod renumber;
mod texts;

pub use edit::{Edit, KnobText, Part, TextField};
pub use one_language::in_one_language;
pub use outline::{
    ActionChoice, ClientPart, Field, FieldName, FieldValue, KnobPart, NamedPart, Outline,
    StartChoice, Starts, StepAction, StepPart,
};

use serde_json::Value;

use crate::scenario::Scenario;
use crate::words::say;

/// The outline of a text that loads, or why a form cannot show one: the
/// text's first problem, which the editor lists with the rest.
pub fn outline(text: &str) -> Result<Outline, String> {
    let (root, scenario) = read(text)?;
    Ok(outline::outline(&root, &scenario))
}

/// The text after `change`, laid out as the shipped files are, or why the
/// change cannot be made. A change that would leave the text not loading
/// is refused with the problem it would cause, and the text stays as it
/// was.
pub fn edit(text: &str, change: &Edit) -> Result<String, String> {
    let (mut root, scenario) = read(text)?;
    let outline = outline::outline(&root, &scenario);
    edit::apply(&mut root, &outline, change)?;
    let changed = layout::layout(&root);
    match crate::problems(&changed).into_iter().next() {
        None => Ok(changed),
        Some(problem) => Err(say!("edit-would-break", problem = problem.message)),
    }
}

/// The JSON of a text that loads, and the scenario it loads as.
fn read(text: &str) -> Result<(Value, Scenario), String> {
    let scenario = Scenario::from_json(text).map_err(|_| say!("edit-needs-loading-text"))?;
    let root = serde_json::from_str(text).map_err(|_| say!("edit-needs-loading-text"))?;
    Ok((root, scenario))
}
