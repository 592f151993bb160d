//! The page's scripts and styles as they are served: without comments and
//! indentation.
//!
//! `www/` is written to be read, with a doc comment on every module,
//! function and rule; a browser needs none of it, and it is about a third
//! of what the page downloads. So `dist/` gets each `.js` and `.css` file
//! with its comments and the spaces at either end of each line taken out,
//! and nothing else changed. Every line stays where it was, so an error's
//! line number in the browser is the line in `www/`. Template literals are
//! kept byte for byte, since their spaces are part of a string.

use std::fs;
use std::path::Path;

use crate::js;
use crate::Result;

/// Makes every `.js` and `.css` file under `dir` lean, in place, and
/// returns the bytes saved.
pub fn tree(dir: &Path) -> Result<u64> {
    let mut saved = 0;
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            saved += tree(&path)?;
            continue;
        }
        let lean: fn(&str) -> std::result::Result<String, String> =
            match path.extension().and_then(|e| e.to_str()) {
                Some("js" | "mjs") => script,
                Some("css") => style,
                _ => continue,
            };
        let source = fs::read_to_string(&path)?;
        let out = lean(&source).map_err(|err| format!("{}: {err}", path.display()))?;
        saved += (source.len() - out.len()) as u64;
        fs::write(&path, out)?;
    }
    Ok(saved)
}

/// A script without comments and indentation, line for line.
pub fn script(source: &str) -> std::result::Result<String, String> {
    let lexed = js::tokenize(source)?;
    Ok(strip(source, &lexed.comments, &lexed.templates))
}

/// A style sheet without comments and indentation, line for line. CSS has
/// only block comments, and strings that may hold `/*`.
pub fn style(source: &str) -> std::result::Result<String, String> {
    let bytes = source.as_bytes();
    let mut comments = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                let quote = bytes[i];
                i += 1;
                while i < bytes.len() && bytes[i] != quote {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let end = source[i + 2..]
                    .find("*/")
                    .ok_or("a comment that never ends")?;
                comments.push(i..i + 2 + end + 2);
                i += 2 + end + 2;
            }
            _ => i += 1,
        }
    }
    Ok(strip(source, &comments, &[]))
}

/// `source` with each comment replaced by its line breaks (or a space, for
/// one within a line, so the code on either side stays apart), and the
/// spaces and tabs at the start and end of every line removed, except
/// inside `verbatim`. Both lists are in source order.
fn strip(
    source: &str,
    comments: &[std::ops::Range<usize>],
    verbatim: &[std::ops::Range<usize>],
) -> String {
    let bytes = source.as_bytes();
    let mut out = String::with_capacity(source.len());
    let mut comments = comments.iter().peekable();
    let mut verbatim = verbatim.iter().peekable();
    let mut line_start = true;
    // Spaces after a comment within a line, already stood for by one.
    let mut gap = 0;
    let mut i = 0;
    while i < bytes.len() {
        if let Some(text) = verbatim.peek() {
            if text.start == i {
                out.push_str(&source[text.start..text.end]);
                i = text.end;
                line_start = false;
                verbatim.next();
                continue;
            }
        }
        if let Some(comment) = comments.peek() {
            if comment.start == i {
                let breaks = source[comment.start..comment.end].matches('\n').count();
                if breaks == 0 && !line_start {
                    // One space between the code on either side.
                    trim_end(&mut out);
                    out.push(' ');
                    while bytes.get(comment.end + gap) == Some(&b' ') {
                        gap += 1;
                    }
                }
                for _ in 0..breaks {
                    end_line(&mut out);
                }
                line_start = line_start || breaks > 0;
                i = comment.end + gap;
                gap = 0;
                comments.next();
                continue;
            }
        }
        match bytes[i] {
            b' ' | b'\t' if line_start => {}
            b'\n' => {
                end_line(&mut out);
                line_start = true;
            }
            _ => {
                // Whole characters: `i` only ever stops on a character's
                // first byte, since comments, templates and lines start
                // on ASCII.
                let width = utf8_width(bytes[i]);
                out.push_str(&source[i..i + width]);
                line_start = false;
                i += width;
                continue;
            }
        }
        i += 1;
    }
    let kept = out.trim_end().len();
    out.truncate(kept);
    out.push('\n');
    out
}

/// Ends a line: no spaces before its break.
fn end_line(out: &mut String) {
    trim_end(out);
    out.push('\n');
}

fn trim_end(out: &mut String) {
    let kept = out.trim_end_matches([' ', '\t']).len();
    out.truncate(kept);
}

/// How many bytes the UTF-8 character starting with `first` takes.
fn utf8_width(first: u8) -> usize {
    match first {
        0xF0.. => 4,
        0xE0.. => 3,
        0xC0.. => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_comments_and_indentation_and_keeps_every_line() {
        let source = "/**\n * A module.\n */\n\nexport function f(a) {\n    // why\n    return a /* inline */ + 1; // tail\n}\n";
        let lean = script(source).unwrap();
        assert_eq!(lean, "\n\n\n\nexport function f(a) {\n\nreturn a + 1;\n}\n");
        assert_eq!(lean.lines().count(), source.lines().count());
    }

    #[test]
    fn keeps_strings_templates_and_regexes_as_written() {
        let source = "const s = \"  // not a comment /* either */\";\nconst t = `line one\n    indented ${ x /* gone */ } // kept\n  end`;\nconst r = /\\/\\/ not a comment/g;\n";
        let lean = script(source).unwrap();
        assert!(
            lean.contains("\"  // not a comment /* either */\""),
            "{lean}"
        );
        assert!(lean.contains("`line one\n    indented ${"), "{lean}");
        assert!(lean.contains(" } // kept\n  end`"), "{lean}");
        assert!(!lean.contains("gone"), "{lean}");
        assert!(lean.contains("/\\/\\/ not a comment/g"), "{lean}");
    }

    #[test]
    fn an_inline_comment_keeps_code_apart() {
        assert_eq!(script("a/**/b\n").unwrap(), "a b\n");
    }

    #[test]
    fn keeps_non_ascii_text() {
        let source = "const s = \"“quoted” – ✓\"; // — note\n";
        assert_eq!(script(source).unwrap(), "const s = \"“quoted” – ✓\";\n");
    }

    #[test]
    fn styles_lose_comments_but_not_strings() {
        let source = "/* Colours. */\n:root {\n  --a: #fff; /* light */\n}\n.x::before {\n  content: \"/* no */\";\n}\n";
        let lean = style(source).unwrap();
        assert_eq!(
            lean,
            "\n:root {\n--a: #fff;\n}\n.x::before {\ncontent: \"/* no */\";\n}\n"
        );
    }

    #[test]
    fn refuses_what_it_cannot_read() {
        assert!(script("const s = 'open").is_err());
        assert!(style("/* open").is_err());
    }
}
