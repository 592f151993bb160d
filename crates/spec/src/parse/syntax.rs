//! Placing a mistake of syntax at the mistake itself: the comma after the
//! last item, the place a missing comma goes, the bracket never closed.

use super::mistake::{Mistake, Opened, ParseError, Syntax};
use super::place::Raw;
use crate::locate::line_column;
use crate::locate::offset_of;

/// A text that is not JSON: its one mistake, at the place of the mistake
/// itself, such as the comma after the last item rather than the bracket
/// the reader stopped at.
pub(super) fn syntax(text: &str, raw: &Raw) -> ParseError {
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
