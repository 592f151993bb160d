//! A scenario text's problems, each at its line and column, for an editor
//! that shows them beside the text as its author types, and for
//! `fencelab check`.
//!
//! A text that is not JSON has one problem, where the reader stopped
//! making sense of it. A text of the wrong shape has one problem for each
//! part that is wrong: each resource, client, step, knob and challenge,
//! and each other field of the file, is read on its own. A file of the
//! right shape has one for each part that says something a run cannot
//! do; the knobs are checked only once the rest is right, and the
//! challenges and translations once the knobs are, since each is checked
//! against what comes before it.

pub(crate) mod reading;
pub(crate) mod takes;

pub(crate) use reading::message as reading_message;

use crate::error::Error;
use crate::scenario::Scenario;
use crate::spec::{line_column, parse_each, Node, NodeKind};

/// One mistake in a scenario text: where it is and what is wrong.
///
/// The page's editor builds on these four fields; their names are a
/// contract with it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
pub struct Problem {
    /// The line of the mistake, from 1.
    pub line: usize,
    /// The column of the mistake, from 1, counting characters.
    pub column: usize,
    /// The field the mistake is in, such as `clients[0].plan[2].for_ms`;
    /// empty at the top level.
    pub path: String,
    /// What is wrong, as a whole sentence in the language this thread
    /// speaks, without the place.
    pub message: String,
}

impl std::fmt::Display for Problem {
    /// The problem after its line, column and field, as the command line
    /// prints it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let placed = crate::error::placed(self.line, self.column, &self.path, &self.message);
        f.write_str(&placed)
    }
}

/// Every problem found in a scenario text, in the order they appear in
/// it; empty when the text loads. Never panics, whatever the text.
pub fn problems(text: &str) -> Vec<Problem> {
    let file = match parse_each(text) {
        Ok(file) => file,
        Err(errors) => {
            return errors
                .iter()
                .map(|e| Problem {
                    line: e.line,
                    column: e.column,
                    path: e.path.clone(),
                    message: reading_message(e),
                })
                .collect()
        }
    };
    let errors = match Scenario::from_file(file) {
        Ok(_) => return Vec::new(),
        Err(errors) => errors,
    };
    let root = Node::read(text);
    let mut found: Vec<Problem> = errors
        .into_iter()
        .map(|error| placed(text, root.as_ref(), error))
        .collect();
    found.sort_by_key(|p| (p.line, p.column));
    found
}

/// A loading error as a problem at its place in `text`.
fn placed(text: &str, root: Option<&Node>, error: Error) -> Problem {
    let (path, message) = match error {
        Error::Parse {
            path,
            line,
            column,
            message,
        } => {
            return Problem {
                line,
                column,
                path,
                message,
            }
        }
        Error::Invalid { path, message } => (path, message),
        Error::Setting { message } => (String::new(), message),
    };
    let (line, column) = root.map_or((1, 1), |root| line_column(text, place(root, &path)));
    Problem {
        line,
        column,
        path,
        message,
    }
}

/// The byte offset of the field `path` names: a plain value itself, the
/// key of an object or list (its own line, where the value may span many),
/// or, for a field the text leaves out, the object it would be in.
fn place(root: &Node, path: &str) -> usize {
    let along = root.along(path);
    match (&along.node.kind, along.member) {
        (NodeKind::Object(_) | NodeKind::Array(_), Some(member)) if along.whole => member.key_start,
        _ => along.node.start,
    }
}
