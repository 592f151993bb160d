//! Placing a complaint about a file's shape at the key or value it is
//! about, and telling what kind of complaint it is from its words.

use super::mistake::{Found, Mistake, ParseError};
use super::nearest::nearest;
use crate::locate::{join_key, line_column, offset_of, Member, Node, NodeKind};

/// The reader's complaint before it is placed in the text.
pub(super) struct Raw {
    /// The path inside the part read.
    pub(super) path: String,
    /// The message without its position.
    pub(super) message: String,
    pub(super) mistake: Mistake,
    /// Whether the reader stopped in the text rather than inside it.
    pub(super) syntax: bool,
    /// Where the reader stopped.
    pub(super) line: usize,
    pub(super) column: usize,
    /// Whether `line` and `column` are the whole text's, not a part's.
    pub(super) in_whole_text: bool,
}

impl Raw {
    pub(super) fn new(path: &str, err: serde_json::Error) -> Raw {
        let (line, column) = (err.line(), err.column());
        let full = err.to_string();
        let tail = format!(" at line {line} column {column}");
        let message = full.strip_suffix(&tail).unwrap_or(&full).to_owned();
        let path = match path {
            "." => String::new(),
            p => p.to_owned(),
        };
        let syntax = matches!(
            err.classify(),
            serde_json::error::Category::Syntax | serde_json::error::Category::Eof
        );
        Raw {
            mistake: shape_mistake(&message),
            path,
            message,
            syntax,
            line,
            column,
            in_whole_text: true,
        }
    }

    /// The complaint placed in `text`, whose values `root` holds, for a
    /// part read on its own at `prefix`: at the key or value it is about.
    pub(super) fn placed(self, text: &str, root: &Node, prefix: &str) -> ParseError {
        let mut path = match (prefix.is_empty(), self.path.is_empty()) {
            (_, true) => prefix.to_owned(),
            (true, false) => self.path.clone(),
            (false, false) if self.path.starts_with('[') => format!("{prefix}{}", self.path),
            (false, false) => format!("{prefix}.{}", self.path),
        };
        let along = root.along(&path);
        let node = along.node;
        let mut mistake = self.mistake;
        let at = match &mistake {
            Mistake::UnknownField { field, .. } => {
                let member = node.members().iter().find(|m| &m.key == field);
                match member {
                    Some(m) => {
                        path = join_key(&path, field);
                        m.key_start
                    }
                    None => node.start,
                }
            }
            Mistake::UnknownVariant { variant, .. } => match named(text, node, variant) {
                Some((key, at)) => {
                    if let Some(key) = key {
                        path = join_key(&path, key);
                    }
                    at
                }
                None => node.start,
            },
            Mistake::DuplicateField => {
                let field = backticked(&self.message)
                    .into_iter()
                    .next()
                    .unwrap_or_default();
                let twice = node.members().iter().filter(|m| m.key == field).nth(1);
                if twice.is_some() {
                    path = join_key(&path, &field);
                }
                twice.map_or(node.start, |m| m.key_start)
            }
            Mistake::MissingField => {
                let field = backticked(&self.message)
                    .into_iter()
                    .next()
                    .unwrap_or_default();
                match slip_for(node, &field) {
                    Some(slip) => {
                        path = join_key(&path, &slip.key);
                        mistake = Mistake::UnknownField {
                            field: slip.key.clone(),
                            expected: vec![field],
                        };
                        slip.key_start
                    }
                    None => {
                        path = join_key(&path, &field);
                        node.start
                    }
                }
            }
            Mistake::WrongValue(_) => match wrong_value(text, node, &self.message, along.whole) {
                Some((keys, value)) => {
                    for key in keys {
                        path = join_key(&path, key);
                    }
                    mistake = Mistake::WrongValue(found(text, value));
                    value.start
                }
                // The reader names a value inside an object it read as one
                // and no value there is written as it says: its own words.
                None => {
                    mistake = Mistake::Other;
                    node.start
                }
            },
            _ if self.in_whole_text && !along.whole => offset_of(text, self.line, self.column),
            _ => node.start,
        };
        let (line, column) = line_column(text, at);
        ParseError {
            path,
            line,
            column,
            message: self.message,
            mistake,
        }
    }
}

/// Where a name that is none of the choices is written in `node`: the
/// node itself, a member's string value (`"do": "sleep"`) or a member's
/// key (`"op": { "sett": 1 }`); with the member's key.
fn named<'n>(text: &str, node: &'n Node, name: &str) -> Option<(Option<&'n str>, usize)> {
    if leaf_is(text, node, name) {
        return Some((None, node.start));
    }
    let members = node.members();
    if let Some(m) = members.iter().find(|m| leaf_is(text, &m.value, name)) {
        return Some((Some(m.key.as_str()), m.value.start));
    }
    if let Some(m) = members.iter().find(|m| m.key == name) {
        return Some((None, m.key_start));
    }
    // An object naming its kind by its one key, as a write's `op` does.
    members.iter().find_map(|m| {
        let inner = m.value.members().iter().find(|inner| inner.key == name)?;
        Some((Some(m.key.as_str()), inner.key_start))
    })
}

/// Whether `node` is the string `name`.
fn leaf_is(text: &str, node: &Node, name: &str) -> bool {
    matches!(node.kind, NodeKind::Leaf)
        && serde_json::from_str::<String>(&text[node.start..node.end]).is_ok_and(|s| s == name)
}

/// The value a wrong-type complaint is about, with the keys down to it
/// from `node`: the node itself when the path reached it, or, where a
/// step's or knob's fields are read together and the reader names only
/// the object, the value inside it written as the complaint quotes it.
/// `None` if no value inside is.
fn wrong_value<'n>(
    text: &str,
    node: &'n Node,
    message: &str,
    whole: bool,
) -> Option<(Vec<&'n str>, &'n Node)> {
    let object = matches!(node.kind, NodeKind::Object(_));
    let literal = unexpected(message);
    match (&literal, whole && !object) {
        (_, true) | (None, false) => return Some((Vec::new(), node)),
        (Some(_), false) => {}
    }
    let literal = literal?;
    let written = |n: &Node| {
        let raw = &text[n.start..n.end];
        raw == literal
            || (literal.starts_with('"')
                && serde_json::from_str::<String>(raw).ok()
                    == serde_json::from_str::<String>(&literal).ok())
    };
    within(node, &written, 3)
}

/// The first value inside `node`, at most `depth` objects down, that
/// `is` holds for, with the keys down to it.
fn within<'n>(
    node: &'n Node,
    is: &dyn Fn(&Node) -> bool,
    depth: usize,
) -> Option<(Vec<&'n str>, &'n Node)> {
    let members = node.members();
    if let Some(m) = members
        .iter()
        .find(|m| matches!(m.value.kind, NodeKind::Leaf) && is(&m.value))
    {
        return Some((vec![m.key.as_str()], &m.value));
    }
    if depth == 0 {
        return None;
    }
    members.iter().find_map(|m| {
        let (mut keys, found) = within(&m.value, is, depth - 1)?;
        keys.insert(0, m.key.as_str());
        Some((keys, found))
    })
}

/// The member of `node` whose key is a slip for `field`, such as `lable`
/// for a missing `label`: the mistake is that key, not the field's absence.
fn slip_for<'n>(node: &'n Node, field: &str) -> Option<&'n Member> {
    let names = [field.to_owned()];
    node.members()
        .iter()
        .find(|m| m.key != field && nearest(&m.key, &names).is_some())
}

/// The value an "invalid type" or "invalid value" message quotes, as JSON
/// would write it: `string "6s"` is `"6s"`, ``integer `5` `` is `5`.
fn unexpected(message: &str) -> Option<String> {
    let rest = message
        .strip_prefix("invalid type: ")
        .or_else(|| message.strip_prefix("invalid value: "))?;
    let (found, _) = rest.rsplit_once(", expected ")?;
    if let Some(s) = found.strip_prefix("string ") {
        return Some(s.to_owned());
    }
    for kind in ["integer ", "floating point ", "boolean "] {
        if let Some(n) = found.strip_prefix(kind) {
            return Some(n.trim_matches('`').to_owned());
        }
    }
    (found == "null").then(|| "null".to_owned())
}

/// What the text writes at `node`.
fn found(text: &str, node: &Node) -> Found {
    match node.kind {
        NodeKind::Object(_) => Found::Object,
        NodeKind::Array(_) => Found::List,
        NodeKind::Leaf => Found::Literal(shortened(&text[node.start..node.end])),
    }
}

/// A written value short enough to quote in a sentence.
pub(super) fn shortened(literal: &str) -> String {
    const MOST: usize = 40;
    if literal.chars().count() <= MOST {
        return literal.to_owned();
    }
    let mut cut: String = literal.chars().take(MOST).collect();
    cut.push('…');
    cut
}

/// The kind of a complaint about the shape of a value, from its message.
fn shape_mistake(message: &str) -> Mistake {
    let names = || backticked(message).into_iter().skip(1).collect();
    let first = || backticked(message).into_iter().next().unwrap_or_default();
    if message.starts_with("invalid type: ")
        || message.starts_with("invalid value: ")
        || message.starts_with("invalid length ")
        || message.starts_with("data did not match any variant")
    {
        Mistake::WrongValue(Found::Object)
    } else if message.starts_with("unknown field `") {
        Mistake::UnknownField {
            field: first(),
            expected: names(),
        }
    } else if message.starts_with("unknown variant `") {
        Mistake::UnknownVariant {
            variant: first(),
            expected: names(),
        }
    } else if message.starts_with("missing field `") {
        Mistake::MissingField
    } else if message.starts_with("duplicate field `") {
        Mistake::DuplicateField
    } else {
        Mistake::Other
    }
}

/// Every name in backticks in a message, in order.
fn backticked(message: &str) -> Vec<String> {
    message
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}
