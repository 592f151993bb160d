//! Finds the module specifiers in an ES module's source, so the single
//! offline file can point each one at its inlined copy.
//!
//! This is a small tokenizer, not a parser: it knows enough of JavaScript
//! (comments, strings, template literals, regular expression literals) to
//! tell an `import` in code from the word in a comment or a string, and
//! reports the string literal after `import`, `import(` and `from`. A
//! dynamic `import()` whose argument is not a plain string is an error, so
//! a module the build cannot follow fails it instead of breaking offline.

/// One specifier: where its text sits in the source (inside the quotes) and what it says.
#[derive(Debug, PartialEq, Eq)]
pub struct Specifier {
    /// Byte range of the literal's contents, quotes excluded.
    pub range: std::ops::Range<usize>,
    /// The literal's contents as written; specifiers never need escapes.
    pub text: String,
}

/// Every specifier of `source`'s static imports, re-exports and dynamic
/// imports, in source order.
pub fn specifiers(source: &str) -> Result<Vec<Specifier>, String> {
    let tokens = tokenize(source)?;
    let mut found = Vec::new();
    for (i, (start, token)) in tokens.iter().enumerate() {
        let Token::Word { text, after_dot } = token else {
            continue;
        };
        if *after_dot {
            continue;
        }
        let next = |n: usize| tokens.get(i + n).map(|(_, t)| t);
        match (*text, next(1)) {
            ("import" | "from", Some(Token::Str(range))) => found.push(specifier(source, range)),
            ("import", Some(Token::Punct(b'('))) => match (next(2), next(3)) {
                (Some(Token::Str(range)), Some(Token::Punct(b')' | b','))) => {
                    found.push(specifier(source, range));
                }
                _ => {
                    let line = source[..*start].matches('\n').count() + 1;
                    return Err(format!(
                        "line {line}: a dynamic import() of something other than a plain string"
                    ));
                }
            },
            _ => {}
        }
    }
    Ok(found)
}

/// What the tokenizer keeps: words, string literals and punctuation.
#[derive(Debug)]
enum Token<'a> {
    /// An identifier or keyword, and whether it follows a `.` (a property, not a keyword).
    Word { text: &'a str, after_dot: bool },
    /// A string literal's contents, quotes excluded.
    Str(std::ops::Range<usize>),
    /// A number, a template literal or a regular expression: a value.
    Value,
    /// Any other single character of code.
    Punct(u8),
}

fn specifier(source: &str, range: &std::ops::Range<usize>) -> Specifier {
    Specifier {
        range: range.clone(),
        text: source[range.clone()].to_owned(),
    }
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
fn tokenize(source: &str) -> Result<Vec<(usize, Token<'_>)>, String> {
    let bytes = source.as_bytes();
    let mut tokens = Vec::new();
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
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = find(bytes, i + 2, b"*/").ok_or("a comment that never ends")? + 2;
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
            b'`' => {
                let (end, opens) = skip_template(bytes, i + 1)?;
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
            b'}' if templates.last() == Some(&0) => {
                templates.pop();
                let (end, opens) = skip_template(bytes, i + 1)?;
                if opens {
                    templates.push(0);
                }
                tokens.push((at, Token::Value));
                i = end;
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
    Ok(tokens)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(source: &str) -> Vec<String> {
        specifiers(source)
            .unwrap()
            .into_iter()
            .map(|s| {
                assert_eq!(&source[s.range.clone()], s.text);
                s.text
            })
            .collect()
    }

    #[test]
    fn finds_every_kind_of_import() {
        let source = r#"
            import { a, from } from "./a.js";
            import * as b from './b.js';
            import "./c.js";
            export { d } from "../d.js";
            export * from "./e.js";
            const f = await import("./f.js");
            import.meta.url;
        "#;
        assert_eq!(
            texts(source),
            ["./a.js", "./b.js", "./c.js", "../d.js", "./e.js", "./f.js"]
        );
    }

    #[test]
    fn ignores_comments_strings_templates_regexes_and_properties() {
        let source = r#"
            /** @typedef {import("../pkg/x.js").View} View */
            // import "./line.js";
            const s = "import './string.js'";
            const t = `from "./template.js" ${ { a: `import "./nested.js"` }.a } done`;
            const r = /from "[./]regex.js"/g, q = x / 2 / 3;
            const u = Array.from("abc"), v = { from: "./key.js" };
            import { real } from "./real.js";
        "#;
        assert_eq!(texts(source), ["./real.js"]);
    }

    #[test]
    fn refuses_a_computed_dynamic_import() {
        let err = specifiers("const name = './a.js';\nimport(name);").unwrap_err();
        assert!(err.contains("dynamic import()"), "{err}");
        assert!(specifiers("import(`./${name}.js`)").is_err());
        assert!(specifiers("import('./a' + '.js')").is_err());
    }

    #[test]
    fn reports_unclosed_literals() {
        assert!(specifiers("const s = 'open").is_err());
        assert!(specifiers("const t = `open").is_err());
        assert!(specifiers("/* open").is_err());
    }
}
