//! Finds the module specifiers in an ES module's source, so the single
//! offline file can point each one at its inlined copy.
//!
//! This is a small tokenizer, not a parser: it knows enough of JavaScript
//! (comments, strings, template literals, regular expression literals) to
//! tell an `import` in code from the word in a comment or a string, and
//! reports the string literal after `import`, `import(` and `from`. A
//! dynamic `import()` whose argument is not a plain string is an error, so
//! a module the build cannot follow fails it instead of breaking offline.

use crate::js::{tokenize, Token};

/// One specifier: where its text sits in the source (inside the quotes) and what it says.
#[derive(Debug, PartialEq, Eq)]
pub struct Specifier {
    /// Byte range of the literal's contents, quotes excluded.
    pub range: std::ops::Range<usize>,
    /// The literal's contents as written; specifiers never need escapes.
    pub text: String,
    /// Whether it is an `import()`, which loads its module only when the
    /// code reaches it, rather than with the module that names it.
    pub dynamic: bool,
}

/// Every specifier of `source`'s static imports, re-exports and dynamic
/// imports, in source order.
pub fn specifiers(source: &str) -> Result<Vec<Specifier>, String> {
    let tokens = tokenize(source)?.tokens;
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
            ("import" | "from", Some(Token::Str(range))) => {
                found.push(specifier(source, range, false));
            }
            ("import", Some(Token::Punct(b'('))) => match (next(2), next(3)) {
                (Some(Token::Str(range)), Some(Token::Punct(b')' | b','))) => {
                    found.push(specifier(source, range, true));
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

fn specifier(source: &str, range: &std::ops::Range<usize>, dynamic: bool) -> Specifier {
    Specifier {
        range: range.clone(),
        text: source[range.clone()].to_owned(),
        dynamic,
    }
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
