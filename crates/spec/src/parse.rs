//! Reading a scenario file, and what is wrong with one that does not read:
//! each mistake with the field it is in, its own place in the text (the
//! key or value itself, not where the reader stopped) and what kind of
//! mistake it is, read from the JSON reader's message. The words for it
//! are the core's; this crate has none.

use serde::de::{Deserialize, DeserializeOwned};

use crate::locate::{join_index, join_key, line_column, Node, NodeKind};
use crate::{ChallengeSpec, ClientSpec, KnobSpec, ResourceSpec, ScenarioFile, StepSpec};

/// Why a text is not a scenario file, as the JSON reader saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The field the mistake is in, such as `clients[0].plan[2].for_ms`;
    /// empty at the top level.
    pub path: String,
    /// The line of the mistake, from 1.
    pub line: usize,
    /// The column of the mistake, from 1, counting characters.
    pub column: usize,
    /// What is wrong, in the JSON reader's own English, without the position.
    pub message: String,
    /// What kind of mistake it is, for words of the reader's own.
    pub mistake: Mistake,
}

/// What kind of mistake a [`ParseError`] is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// The text is not JSON.
    Syntax(Syntax),
    /// The text is JSON, but not one object: this instead.
    NotAnObject(Found),
    /// More text follows the file's closing brace.
    TrailingText,
    /// A value of the wrong kind or out of range for its field, such as
    /// a text where a time goes: this value.
    WrongValue(Found),
    /// A field the format does not have in this place, and the ones it has.
    UnknownField {
        /// The field as written.
        field: String,
        /// The fields this place takes.
        expected: Vec<String>,
    },
    /// A name that is none of the choices, such as an unknown `do`.
    UnknownVariant {
        /// The name as written.
        variant: String,
        /// The names this place takes.
        expected: Vec<String>,
    },
    /// A field that must be given and is not; the path names it.
    MissingField,
    /// A field given twice in one object.
    DuplicateField,
    /// Anything else the reader says, in `message`.
    Other,
}

/// How a text fails to be JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// There is nothing but white space.
    Empty,
    /// The text ends while something is still open.
    Unclosed(Opened),
    /// A `:` should follow a key.
    ExpectedColon,
    /// A `,` or the closing bracket should come here.
    MissingComma(Opened),
    /// A value should come here: a word without quotes, or nothing.
    ExpectedValue,
    /// A key without double quotes.
    KeyNotQuoted,
    /// A comma after the last item or field.
    TrailingComma,
    /// A backslash in a string that starts no escape JSON knows.
    BadEscape,
    /// A number that cannot be read, or is too large for any field.
    BadNumber,
    /// A line break or tab inside a string: often a string left open.
    BreakInText,
    /// Lists and objects nested too deep.
    TooDeep,
    /// Something else.
    Other,
}

/// What is open where a text ends or a comma is missing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opened {
    /// An object, `{`.
    Object,
    /// An array, `[`.
    List,
    /// A string, `"`.
    Text,
}

/// A value as the text writes it, for saying what was found instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A string, number, `true`, `false` or `null`, as written; a long
    /// string cut short with `…`.
    Literal(String),
    /// An array.
    List,
    /// An object.
    Object,
}

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
        if root.member(field).is_none() {
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

/// The reader's complaint before it is placed in the text.
struct Raw {
    /// The path inside the part read.
    path: String,
    /// The message without its position.
    message: String,
    mistake: Mistake,
    /// Whether the reader stopped in the text rather than inside it.
    syntax: bool,
    /// Where the reader stopped.
    line: usize,
    column: usize,
    /// Whether `line` and `column` are the whole text's, not a part's.
    in_whole_text: bool,
}

impl Raw {
    fn new(path: &str, err: serde_json::Error) -> Raw {
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
    fn placed(self, text: &str, root: &Node, prefix: &str) -> ParseError {
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
                path = join_key(&path, &field);
                node.start
            }
            Mistake::WrongValue(_) => {
                let (key, value) = wrong_value(text, node, &self.message, along.whole);
                if let Some(key) = key {
                    path = join_key(&path, key);
                }
                mistake = Mistake::WrongValue(found(text, value));
                value.start
            }
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

/// The value a wrong-type complaint is about: the node itself when the
/// path reached it, or, where a step's or knob's fields are read together
/// and the reader names only the object, its member written as the
/// complaint quotes it.
fn wrong_value<'n>(
    text: &str,
    node: &'n Node,
    message: &str,
    whole: bool,
) -> (Option<&'n str>, &'n Node) {
    if whole && !matches!(node.kind, NodeKind::Object(_)) {
        return (None, node);
    }
    let Some(literal) = unexpected(message) else {
        return (None, node);
    };
    node.members()
        .iter()
        .find(|m| {
            let raw = &text[m.value.start..m.value.end];
            raw == literal
                || (literal.starts_with('"')
                    && serde_json::from_str::<String>(raw).ok()
                        == serde_json::from_str::<String>(&literal).ok())
        })
        .map_or((None, node), |m| (Some(m.key.as_str()), &m.value))
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
fn shortened(literal: &str) -> String {
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

/// A text that is not JSON: its one mistake, at the place of the mistake
/// itself, such as the comma after the last item rather than the bracket
/// the reader stopped at.
fn syntax(text: &str, raw: &Raw) -> ParseError {
    let stopped = offset_of(text, raw.line, raw.column);
    let (kind, at) = syntax_kind(text, &raw.message, stopped);
    let (line, column) = line_column(text, at);
    ParseError {
        path: String::new(),
        line,
        column,
        message: raw.message.clone(),
        mistake: Mistake::Syntax(kind),
    }
}

/// What kind of syntax mistake the reader's message names, and where it is.
fn syntax_kind(text: &str, message: &str, stopped: usize) -> (Syntax, usize) {
    let before = text[..stopped].trim_end_matches([' ', '\t', '\n', '\r']);
    match message {
        _ if text.trim().is_empty() => (Syntax::Empty, 0),
        m if m.starts_with("EOF while parsing") => match open_at(text, text.len()) {
            Some((opened, at)) => (Syntax::Unclosed(opened), at),
            None => (Syntax::Other, stopped),
        },
        "trailing comma" => {
            let comma = text[..stopped].rfind(',').unwrap_or(stopped);
            (Syntax::TrailingComma, comma)
        }
        "expected `,` or `]`" => (Syntax::MissingComma(Opened::List), before.len()),
        "expected `,` or `}`" => (Syntax::MissingComma(Opened::Object), before.len()),
        "expected `:`" => (Syntax::ExpectedColon, stopped),
        // A comma before a closing bracket, as the reader of any value
        // sees it.
        "expected value" | "key must be a string"
            if before.ends_with(',') && text[stopped..].starts_with([']', '}']) =>
        {
            (Syntax::TrailingComma, before.len() - 1)
        }
        "expected value" | "expected ident" => (Syntax::ExpectedValue, token_start(text, stopped)),
        "key must be a string" => (Syntax::KeyNotQuoted, stopped),
        "invalid escape"
        | "invalid unicode code point"
        | "lone leading surrogate in hex escape"
        | "unexpected end of hex escape" => (Syntax::BadEscape, stopped),
        "invalid number" | "number out of range" => (Syntax::BadNumber, token_start(text, stopped)),
        m if m.starts_with("control character") => match open_at(text, stopped) {
            Some((Opened::Text, at)) => (Syntax::BreakInText, at),
            _ => (Syntax::BreakInText, stopped),
        },
        "recursion limit exceeded" => (Syntax::TooDeep, stopped),
        _ => (Syntax::Other, stopped),
    }
}

/// The innermost thing still open at byte `end` of `text`, and where it
/// opens.
fn open_at(text: &str, end: usize) -> Option<(Opened, usize)> {
    let bytes = text.as_bytes();
    let mut open: Vec<(Opened, usize)> = Vec::new();
    let mut i = 0;
    while i < end.min(bytes.len()) {
        let in_text = matches!(open.last(), Some((Opened::Text, _)));
        match bytes[i] {
            b'\\' if in_text => i += 1,
            b'"' if in_text => {
                open.pop();
            }
            _ if in_text => {}
            b'"' => open.push((Opened::Text, i)),
            b'{' => open.push((Opened::Object, i)),
            b'[' => open.push((Opened::List, i)),
            b'}' | b']' => {
                open.pop();
            }
            _ => {}
        }
        i += 1;
    }
    open.pop()
}

/// The start of the word or number the reader stopped in.
fn token_start(text: &str, stopped: usize) -> usize {
    let word = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'+' | b'.');
    let bytes = text.as_bytes();
    let mut at = stopped.min(bytes.len());
    while at > 0 && bytes.get(at - 1).is_some_and(word) {
        at -= 1;
    }
    at
}

/// The byte offset of the character the reader had just read at its
/// `line` and `column` (its column counts bytes up to and including it).
fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let line_start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let mut at = (line_start + column.saturating_sub(1)).min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// `text` as a JSON string.
fn quote(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_owned())
}
