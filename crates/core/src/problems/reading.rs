//! The words for a text that does not read as a scenario: the JSON
//! reader's complaint, classified by the format's crate, said in the
//! author's words with what the field takes.

use super::takes::{all, either, field_name, takes};
use crate::spec::{nearest, path_steps, Found, Mistake, Opened, ParseError, PathStep, Syntax};
use crate::words::say;

/// The whole sentence for a reading mistake, in the thread's language.
pub(crate) fn message(error: &ParseError) -> String {
    let path = error.path.as_str();
    match &error.mistake {
        Mistake::Syntax(syntax) => syntax_message(*syntax, &error.message),
        Mistake::NotAnObject(Found::List) => say!("problem-not-an-object", found = "list"),
        Mistake::NotAnObject(Found::Literal(value)) => {
            say!("problem-not-an-object", found = "value", value = value)
        }
        Mistake::NotAnObject(Found::Object) | Mistake::TrailingText => {
            say!("problem-trailing-text")
        }
        Mistake::WrongValue(found) => wrong_value(path, found),
        Mistake::UnknownField { field, expected } => unknown_field(path, field, expected),
        Mistake::UnknownVariant { variant, expected } => unknown_choice(path, variant, expected),
        Mistake::MissingField => say!(
            "problem-missing-field",
            field = field_name(path),
            takes = takes(path).say()
        ),
        Mistake::DuplicateField => say!("problem-duplicate-field", field = field_name(path)),
        Mistake::Other => say!("problem-other-shape", detail = &error.message),
    }
}

fn syntax_message(syntax: Syntax, detail: &str) -> String {
    let opened = |o: Opened| match o {
        Opened::Object => "object",
        Opened::List => "list",
        Opened::Text => "text",
    };
    match syntax {
        Syntax::Empty => say!("problem-empty"),
        Syntax::Unclosed(o) => say!("problem-unclosed", opened = opened(o)),
        Syntax::ExpectedColon => say!("problem-expected-colon"),
        Syntax::MissingComma(o) => say!("problem-missing-comma", opened = opened(o)),
        Syntax::ExpectedValue => say!("problem-expected-value"),
        Syntax::KeyNotQuoted => say!("problem-key-not-quoted"),
        Syntax::TrailingComma => say!("problem-trailing-comma"),
        Syntax::BadEscape => say!("problem-bad-escape"),
        Syntax::BadNumber => say!("problem-bad-number"),
        Syntax::BreakInText => say!("problem-break-in-text"),
        Syntax::TooDeep => say!("problem-too-deep"),
        Syntax::Other => say!("problem-not-json", detail = detail),
    }
}

fn wrong_value(path: &str, found: &Found) -> String {
    let field = field_name(path);
    let takes = takes(path).say();
    match found {
        Found::List => say!(
            "problem-wrong-value",
            found = "list",
            field = field,
            takes = takes
        ),
        Found::Object => {
            say!(
                "problem-wrong-value",
                found = "object",
                field = field,
                takes = takes
            )
        }
        Found::Literal(value) => say!(
            "problem-wrong-value",
            found = "value",
            field = field,
            takes = takes,
            value = value
        ),
    }
}

/// A field the place does not have: the one meant if it is near one the
/// place has, else every field the place takes.
fn unknown_field(path: &str, field: &str, expected: &[String]) -> String {
    let fields = fields_of(path, expected);
    if let Some(near) = nearest(field, &fields) {
        return say!("problem-unknown-field-near", field = field, near = near);
    }
    if fields.is_empty() {
        return say!("problem-unknown-field-none", field = field);
    }
    let fields = all(&fields, |f| format!("`{f}`"));
    say!("problem-unknown-field", field = field, fields = fields)
}

/// The fields an object at the parent of `path` takes: what the reader
/// listed, and, where the reader reads a part's fields apart from the
/// fields of its kind (a step's start and `do`, a knob's id and kind),
/// those too.
fn fields_of(path: &str, expected: &[String]) -> Vec<String> {
    let steps = path_steps(path);
    let keys: Vec<Option<&str>> = steps
        .iter()
        .map(|s| match s {
            PathStep::Key(k) => Some(k.as_str()),
            _ => None,
        })
        .collect();
    let shared: &[&str] = match keys.as_slice() {
        [.., Some("plan"), None, _] => &["at_ms", "after_ms", "skip", "do"],
        [Some("knobs"), None, _] => &["id", "label", "help", "sets", "sets_opposite", "kind"],
        [.., Some("faults"), None, _] => &["at_ms", "fault"],
        [.., Some("clocks"), None, _] => &["node", "drift_percent", "jumps"],
        _ => &[],
    };
    let mut fields: Vec<String> = shared.iter().map(|s| (*s).to_owned()).collect();
    for name in expected {
        if !fields.contains(name) {
            fields.push(name.clone());
        }
    }
    fields
}

/// A name that is none of the choices, said with the choices.
fn unknown_choice(path: &str, value: &str, expected: &[String]) -> String {
    let field = field_name(path);
    let choices = either(expected);
    if field == "op" {
        return say!(
            "problem-unknown-op",
            field = field,
            value = value,
            choices = choices
        );
    }
    match nearest(value, expected) {
        Some(near) => say!(
            "problem-unknown-choice-near",
            field = field,
            value = value,
            near = near,
            choices = choices
        ),
        None => say!(
            "problem-unknown-choice",
            field = field,
            value = value,
            choices = choices
        ),
    }
}
