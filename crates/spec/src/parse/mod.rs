//! Reading a scenario file, and what is wrong with one that does not read:
//! each mistake with the field it is in, its own place in the text (the
//! key or value itself, not where the reader stopped) and what kind of
//! mistake it is, read from the JSON reader's message. The words for it
//! are the core's; this crate has none.

mod mistake;
mod nearest;
mod place;
mod syntax;

use serde::de::{Deserialize, DeserializeOwned};

use crate::locate::{join_index, join_key, line_column, offset_of, Node, NodeKind};
use crate::{ChallengeSpec, ClientSpec, KnobSpec, ResourceSpec, ScenarioFile, StepSpec};
pub use mistake::{Found, Mistake, Opened, ParseError, Syntax};
pub use nearest::nearest;
use place::{shortened, Raw};
use syntax::syntax;

/// Reads a scenario file from JSON text, or says what the first mistake
/// the reader meets is.
pub fn parse(text: &str) -> Result<ScenarioFile, ParseError> {
    read_file(text)
}

/// Reads a whole file of type `T`, or says its first mistake.
pub(crate) fn read_file<T: DeserializeOwned>(text: &str) -> Result<T, ParseError> {
    expect_object(text)?;
    let mut de = serde_json::Deserializer::from_str(text);
    let file: T = match serde_path_to_error::deserialize(&mut de) {
        Ok(file) => file,
        Err(err) => {
            let raw = Raw::new(&err.path().to_string(), err.into_inner());
            return Err(match Node::read(text) {
                Some(root) if !raw.syntax => raw.placed(text, &root, ""),
                _ => syntax(text, &json_mistake(text).unwrap_or(raw)),
            });
        }
    };
    de.end().map_err(|e| trailing(text, &e))?;
    Ok(file)
}

/// Reads a scenario file from JSON text, or says every mistake of its
/// shape, in the order of the text: each resource, client, step, knob and
/// challenge, and each other field of the file, is read on its own, so one
/// mistake does not hide the next. A text that is not JSON has one
/// mistake, where the reader stopped.
pub fn parse_each(text: &str) -> Result<ScenarioFile, Vec<ParseError>> {
    let first = match parse(text) {
        Ok(file) => return Ok(file),
        Err(first) => first,
    };
    let root = match Node::read(text) {
        Some(root) if !matches!(first.mistake, Mistake::Syntax(_)) => root,
        _ => return Err(vec![first]),
    };
    let NodeKind::Object(members) = &root.kind else {
        return Err(vec![first]);
    };
    let mut found = Vec::new();
    for member in members {
        let path = join_key("", &member.key);
        let value = &member.value;
        match (member.key.as_str(), &value.kind) {
            ("resources", NodeKind::Array(items)) => {
                each::<ResourceSpec>(text, &root, &path, items, &mut found);
            }
            ("knobs", NodeKind::Array(items)) => {
                each::<KnobSpec>(text, &root, &path, items, &mut found);
            }
            ("challenges", NodeKind::Array(items)) => {
                each::<ChallengeSpec>(text, &root, &path, items, &mut found);
            }
            ("clients", NodeKind::Array(items)) => {
                for (i, client) in items.iter().enumerate() {
                    client_problems(text, &root, &join_index(&path, i), client, &mut found);
                }
            }
            (key, _) => {
                let alone = format!("{{{}:{}}}", quote(key), &text[value.start..value.end]);
                if let Some(raw) = complaint::<ScenarioFile>(&alone) {
                    // Read alone, the field leaves the file's others missing.
                    if raw.path.is_empty() && raw.mistake == Mistake::MissingField {
                        continue;
                    }
                    found.push(raw.placed(text, &root, ""));
                }
            }
        }
    }
    for field in REQUIRED {
        // A field written with a slip, such as `titel`, is told as the
        // unknown field it is, not again as the field it lacks.
        let names = [field.to_owned()];
        let slipped = members.iter().any(|m| nearest(&m.key, &names).is_some());
        if root.member(field).is_none() && !slipped {
            found.push(missing(text, &root, "", field));
        }
    }
    found.sort_by_key(|e| (e.line, e.column));
    found.dedup();
    if found.is_empty() {
        // A mistake only the whole file shows, such as a duplicate field.
        found.push(first);
    }
    Err(found)
}

/// The fields a scenario file must have, in the order of [`ScenarioFile`]
/// (a test holds the two together).
pub const REQUIRED: [&str; 5] = ["title", "summary", "lock_service", "resources", "clients"];

/// Each item of a list read on its own as a `T`.
fn each<T: DeserializeOwned>(
    text: &str,
    root: &Node,
    path: &str,
    items: &[Node],
    found: &mut Vec<ParseError>,
) {
    for (i, item) in items.iter().enumerate() {
        if let Some(raw) = complaint::<T>(&text[item.start..item.end]) {
            found.push(raw.placed(text, root, &join_index(path, i)));
        }
    }
}

/// A client read without its plan, then each step of the plan on its own.
fn client_problems(
    text: &str,
    root: &Node,
    path: &str,
    client: &Node,
    found: &mut Vec<ParseError>,
) {
    let plan = client.member("plan").map(|m| &m.value);
    let steps = plan.map_or(&[][..], Node::items);
    let alone = match plan {
        Some(plan) if matches!(plan.kind, NodeKind::Array(_)) => format!(
            "{}[]{}",
            &text[client.start..plan.start],
            &text[plan.end..client.end]
        ),
        _ => text[client.start..client.end].to_owned(),
    };
    if let Some(raw) = complaint::<ClientSpec>(&alone) {
        found.push(raw.placed(text, root, path));
    }
    each::<StepSpec>(text, root, &join_key(path, "plan"), steps, found);
}

/// A missing field of the object at `path`, placed at the object's opening.
fn missing(text: &str, root: &Node, path: &str, field: &str) -> ParseError {
    let (line, column) = line_column(text, root.along(path).node.start);
    ParseError {
        path: join_key(path, field),
        line,
        column,
        message: format!("missing field `{field}`"),
        mistake: Mistake::MissingField,
    }
}

/// The reader's first complaint about `text` as a `T`, if it has one.
fn complaint<T: DeserializeOwned>(text: &str) -> Option<Raw> {
    let mut de = serde_json::Deserializer::from_str(text);
    let err = serde_path_to_error::deserialize::<_, T>(&mut de).err()?;
    let path = err.path().to_string();
    Some(Raw {
        in_whole_text: false,
        ..Raw::new(&path, err.into_inner())
    })
}

/// The reader's complaint about `text` as JSON of any shape, if any: the
/// first mistake of syntax, which a complaint about the file's shape
/// earlier in the text may hide.
fn json_mistake(text: &str) -> Option<Raw> {
    let mut de = serde_json::Deserializer::from_str(text);
    let read = serde::de::IgnoredAny::deserialize(&mut de).and_then(|_| de.end());
    read.err().map(|err| Raw::new("", err))
}

/// Refuses a text that is JSON but not an object, such as an array or a
/// string, with what it is instead; serde would say "invalid type:
/// sequence, expected struct ScenarioFile", which names Rust, not the
/// file. Empty text and broken JSON are left to the reader.
pub(crate) fn expect_object(text: &str) -> Result<(), ParseError> {
    let Some((offset, first)) = text
        .char_indices()
        .find(|(_, c)| !matches!(c, ' ' | '\t' | '\n' | '\r' | '\u{feff}'))
    else {
        return Ok(());
    };
    let found = match first {
        '{' => return Ok(()),
        '[' => Found::List,
        '"' | 't' | 'f' | 'n' | '-' | '0'..='9' => {
            let literal = text[offset..].split(['\n', '\r']).next().unwrap_or("");
            Found::Literal(shortened(literal.trim_end()))
        }
        _ => return Ok(()),
    };
    let (line, column) = line_column(text, offset);
    Err(ParseError {
        path: String::new(),
        line,
        column,
        message: "the text is not one JSON object".to_owned(),
        mistake: Mistake::NotAnObject(found),
    })
}

/// The mistake of text after the closing brace, at its first character.
pub(crate) fn trailing(text: &str, err: &serde_json::Error) -> ParseError {
    let offset = offset_of(text, err.line(), err.column());
    let (line, column) = line_column(text, offset);
    ParseError {
        path: String::new(),
        line,
        column,
        message: "unexpected text after the closing brace".to_owned(),
        mistake: Mistake::TrailingText,
    }
}

/// `text` as a JSON string.
fn quote(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_owned())
}

#[cfg(test)]
mod tests {
    use super::{parse, parse_each, Found, Mistake, Syntax, REQUIRED};

    #[test]
    fn the_required_fields_are_the_formats_own() {
        let schema = serde_json::to_value(schemars::schema_for!(crate::ScenarioFile)).unwrap();
        let required: Vec<&str> = schema["required"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        assert_eq!(required, REQUIRED);
    }

    #[test]
    fn a_syntax_mistake_is_placed_at_the_mistake() {
        let text = "{\n  \"a\": 1,\n  \"b\": [1, 2,],\n}";
        let e = parse(text).unwrap_err();
        assert_eq!(e.mistake, Mistake::Syntax(Syntax::TrailingComma));
        assert_eq!((e.line, e.column), (3, 13));
        let e = parse("{\n  \"title\": \"x\"\n  \"summary\": \"y\"}").unwrap_err();
        assert_eq!(
            e.mistake,
            Mistake::Syntax(Syntax::MissingComma(super::Opened::Object))
        );
        assert_eq!((e.line, e.column), (2, 15));
        let e = parse("{\"title\": \"open\n}").unwrap_err();
        assert_eq!(e.mistake, Mistake::Syntax(Syntax::BreakInText));
        assert_eq!((e.line, e.column), (1, 11));
        assert_eq!(
            parse_each("  ").unwrap_err()[0].mistake,
            Mistake::Syntax(Syntax::Empty)
        );
    }

    #[test]
    fn every_part_is_read_on_its_own() {
        let text = r#"{ "title": 5, "summary": "s", "seed": -1,
            "lock_service": { "lease_ms": "6s" },
            "resources": [ { "name": "R", "initial": 1.5 }, { "name": "S", "initial": 0, "fenced": true } ],
            "clients": [ { "name": "A", "plan": [ { "do": "pause", "for_ms": "x" }, { "do": "sleep" } ], "lease_from": "now" } ] }"#;
        let found = parse_each(text).unwrap_err();
        let paths: Vec<&str> = found.iter().map(|e| e.path.as_str()).collect();
        assert_eq!(
            paths,
            [
                "title",
                "seed",
                "lock_service.lease_ms",
                "resources[0].initial",
                "resources[1].fenced",
                "clients[0].plan[0].for_ms",
                "clients[0].plan[1].do",
                "clients[0].lease_from",
            ]
        );
        assert_eq!(
            found[0].mistake,
            Mistake::WrongValue(Found::Literal("5".to_owned()))
        );
        let found = parse_each(r#"{ "titel": "t", "summary": "s", "lock_service": {}, "resources": [], "clients": [] }"#).unwrap_err();
        let paths: Vec<&str> = found.iter().map(|e| e.path.as_str()).collect();
        assert_eq!(paths, ["titel", "lock_service.lease_ms"]);
        // A file missing what it must have says each field it lacks.
        let found = parse_each("{ \"seed\": 1 }").unwrap_err();
        let paths: Vec<&str> = found.iter().map(|e| e.path.as_str()).collect();
        assert_eq!(paths, REQUIRED);
    }
}
