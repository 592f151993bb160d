//! Just enough of JavaScript's lexical grammar for the build: where the
//! comments, strings, template literals and regular expressions are, so
//! that a word in a comment or a string is never taken for code.
//!
//! Two jobs use it: the single offline file finds each module's imports
//! (`single/specifiers.rs`), and `lean.rs` drops comments and indentation
//! from the files the page loads.

use std::ops::Range;

/// A source cut into tokens, with the parts that are not tokens.
#[derive(Debug, Default)]
pub struct Lexed<'a> {
    /// Each token with the byte offset where it starts.
    pub tokens: Vec<(usize, Token<'a>)>,
    /// Every comment, delimiters included.
    pub comments: Vec<Range<usize>>,
    /// The text of template literals, where every byte counts, even
    /// leading spaces on a line: from a backtick or a `}` that resumes the
    /// template to the closing backtick or the next `${`.
    pub templates: Vec<Range<usize>>,
}

/// What the tokenizer keeps: words, string literals and punctuation.
#[derive(Debug)]
pub enum Token<'a> {
    /// An identifier or keyword, and whether it follows a `.` (a property, not a keyword).
    Word { text: &'a str, after_dot: bool },
    /// A string literal's contents, quotes excluded.
    Str(std::ops::Range<usize>),
    /// A number, a template literal or a regular expression: a value.
    Value,
    /// Any other single character of code.
    Punct(u8),
}

/// Words after which a `/` starts a regular expression rather than dividing.
const BEFORE_EXPRESSION: &[&str] = &[
    "return",
    "typeof",
    "instanceof",
    "in",
    "of",
    "new",
    "delete",
    "void",
    "throw",
    "case",
    "do",
    "else",
    "yield",
    "await",
];

/// The tokens of `source`, each with the byte offset where it starts.
pub fn tokenize(source: &str) -> Result<Lexed<'_>, String> {
    let bytes = source.as_bytes();
    let mut tokens = Vec::new();
    let mut comments = Vec::new();
    let mut texts = Vec::new();
    // One entry per open `${` of a template literal: the depth of braces
    // opened inside it, so its closing `}` resumes the template.
    let mut templates: Vec<usize> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let at = i;
        let b = bytes[i];
        match b {
            b if b.is_ascii_whitespace() => i += 1,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = find(bytes, i, b"\n").unwrap_or(bytes.len());
                comments.push(at..i);
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = find(bytes, i + 2, b"*/").ok_or("a comment that never ends")? + 2;
                comments.push(at..i);
            }
            b'/' if regex_allowed(tokens.last().map(|(_, t)| t)) => {
                i = skip_regex(bytes, i)?;
                tokens.push((at, Token::Value));
            }
            b'"' | b'\'' => {
                let end = skip_string(bytes, i)?;
                tokens.push((at, Token::Str(i + 1..end - 1)));
                i = end;
            }
            // A template literal starts, or resumes after a `${ … }`.
            b'`' | b'}' if b == b'`' || templates.last() == Some(&0) => {
                if b == b'}' {
                    templates.pop();
                }
                let (end, opens) = skip_template(bytes, i + 1)?;
                texts.push(at..end);
                if opens {
                    templates.push(0);
                }
                tokens.push((at, Token::Value));
                i = end;
            }
            b'{' => {
                if let Some(depth) = templates.last_mut() {
                    *depth += 1;
                }
                tokens.push((at, Token::Punct(b)));
                i += 1;
            }
            b'}' => {
                if let Some(depth) = templates.last_mut() {
                    *depth -= 1;
                }
                tokens.push((at, Token::Punct(b)));
                i += 1;
            }
            b if b.is_ascii_digit() => {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                    i += 1;
                }
                tokens.push((at, Token::Value));
            }
            b if is_word_byte(b) => {
                while i < bytes.len() && is_word_byte(bytes[i]) {
                    i += 1;
                }
                let after_dot = matches!(tokens.last(), Some((_, Token::Punct(b'.'))));
                let text = &source[at..i];
                tokens.push((at, Token::Word { text, after_dot }));
            }
            b => {
                tokens.push((at, Token::Punct(b)));
                i += 1;
            }
        }
    }
    Ok(Lexed {
        tokens,
        comments,
        templates: texts,
    })
}

/// Letters, digits, `_`, `$` and any byte of a non-ASCII character.
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80
}

/// Whether a `/` after `last` starts a regular expression: at the start,
/// after punctuation other than a closing bracket, or after a keyword that
/// expects an expression.
fn regex_allowed(last: Option<&Token>) -> bool {
    match last {
        None => true,
        Some(Token::Punct(p)) => !matches!(p, b')' | b']' | b'}'),
        Some(Token::Word { text, after_dot }) => !after_dot && BEFORE_EXPRESSION.contains(text),
        Some(Token::Str(_) | Token::Value) => false,
    }
}

fn find(bytes: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    bytes[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| from + p)
}

/// The index after the string literal starting at `start`.
fn skip_string(bytes: &[u8], start: usize) -> Result<usize, String> {
    let quote = bytes[start];
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'\n' => break,
            b if b == quote => return Ok(i + 1),
            _ => i += 1,
        }
    }
    Err("a string that never ends".to_owned())
}

/// Scans a template literal's text from `i`: the index after its closing
/// backtick, or after a `${`, and whether it stopped at a `${`.
fn skip_template(bytes: &[u8], mut i: usize) -> Result<(usize, bool), String> {
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'`' => return Ok((i + 1, false)),
            b'$' if bytes.get(i + 1) == Some(&b'{') => return Ok((i + 2, true)),
            _ => i += 1,
        }
    }
    Err("a template literal that never ends".to_owned())
}

/// The index after the regular expression literal starting at `start`.
fn skip_regex(bytes: &[u8], start: usize) -> Result<usize, String> {
    let mut i = start + 1;
    let mut in_class = false;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'[' => (in_class, i) = (true, i + 1),
            b']' => (in_class, i) = (false, i + 1),
            b'/' if !in_class => {
                i += 1;
                while i < bytes.len() && is_word_byte(bytes[i]) {
                    i += 1;
                }
                return Ok(i);
            }
            b'\n' => break,
            _ => i += 1,
        }
    }
    Err("a regular expression that never ends".to_owned())
}
