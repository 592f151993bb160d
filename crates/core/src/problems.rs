//! A scenario text's problems, each at its line and column, for an editor
//! that shows them beside the text as its author types.

use crate::error::Error;
use crate::scenario::Scenario;
use crate::spec::{locate, Step};

/// One mistake in a scenario text: where it is and what is wrong.
///
/// The page's editor builds on these four fields; their names are a
/// contract with it.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// Every problem found in a scenario text, in the order they appear in
/// it; empty when the text loads. Never panics, whatever the text.
pub fn problems(text: &str) -> Vec<Problem> {
    match Scenario::from_json(text) {
        Ok(_) => Vec::new(),
        Err(error) => vec![problem(text, error)],
    }
}

/// A loading error as a problem at its place in `text`.
fn problem(text: &str, error: Error) -> Problem {
    match error {
        Error::Parse {
            path,
            line,
            column,
            message,
        } => Problem {
            line,
            column,
            path,
            message,
        },
        Error::Invalid { path, message } => {
            let (line, column) = place(text, &path);
            Problem {
                line,
                column,
                path,
                message,
            }
        }
        Error::Setting { message } => Problem {
            line: 1,
            column: 1,
            path: String::new(),
            message,
        },
    }
}

/// The line and column of the field `path` names, or of the nearest field
/// above it that the text has; the start of the text for none.
fn place(text: &str, path: &str) -> (usize, usize) {
    let steps = steps(path);
    (0..=steps.len())
        .rev()
        .find_map(|n| locate(text, &steps[..n]))
        .unwrap_or((1, 1))
}

/// A field path as the errors write it (`clients[0].plan[2].for_ms`,
/// `translations.de.items["A sets 11"]`) as steps into the JSON.
fn steps(path: &str) -> Vec<Step<'_>> {
    let mut out = Vec::new();
    let mut rest = path;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('.') {
            rest = after;
        } else if let Some(after) = rest.strip_prefix('[') {
            if after.starts_with('"') {
                let Some((key, tail)) = quoted(after) else {
                    break;
                };
                out.push(Step::Key(key));
                rest = tail.strip_prefix(']').unwrap_or(tail);
            } else {
                let end = after.find(']').unwrap_or(after.len());
                match after[..end].parse() {
                    Ok(i) => out.push(Step::Index(i)),
                    Err(_) => break,
                }
                rest = after.get(end + 1..).unwrap_or("");
            }
        } else {
            let end = rest.find(['.', '[']).unwrap_or(rest.len());
            out.push(Step::Key(&rest[..end]));
            rest = &rest[end..];
        }
    }
    out
}

/// The text of a JSON string at the start of `text` without its quotes,
/// for a key with no escapes in it, and what follows it.
fn quoted(text: &str) -> Option<(&str, &str)> {
    let inner = text.strip_prefix('"')?;
    let end = inner.find('"')?;
    let key = &inner[..end];
    (!key.contains('\\')).then(|| (key, &inner[end + 1..]))
}

#[cfg(test)]
mod tests {
    use super::{steps, Step};

    #[test]
    fn a_path_reads_as_its_steps() {
        assert_eq!(
            steps("clients[0].plan[2].for_ms"),
            [
                Step::Key("clients"),
                Step::Index(0),
                Step::Key("plan"),
                Step::Index(2),
                Step::Key("for_ms")
            ]
        );
        assert_eq!(
            steps("translations.de.items[\"A sets 11\"]"),
            [
                Step::Key("translations"),
                Step::Key("de"),
                Step::Key("items"),
                Step::Key("A sets 11")
            ]
        );
        assert_eq!(steps(""), []);
    }
}
