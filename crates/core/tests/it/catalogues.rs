//! The catalogues against the code: every language defines the same
//! messages, every message a front end asks for by name is defined, and
//! every message defined is asked for somewhere.
//!
//! Front ends ask for words in three ways the sources show: `say!("id"` in
//! Rust, `say("id"` or `sayIn(bundles, "id"` in JavaScript, and
//! `data-l10n-id="id"` in the page. Ids made at run time are written out
//! whole somewhere as string literals (a `match` that picks one) or as a
//! template literal whose fixed parts the test matches (`quiz-${id}-text`).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use fencelab_words::{Catalogue, LANGUAGES};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every file under `dir` whose name ends in one of `exts`, skipping
/// what the build writes.
fn sources(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !matches!(
                name.as_str(),
                "target" | "pkg" | "vendor" | "node_modules" | "tests"
            ) {
                sources(&path, exts, out);
            }
        } else if exts.iter().any(|e| name.ends_with(e)) {
            out.push(path);
        }
    }
}

/// The texts of every Rust, JavaScript and HTML file a reader's words are
/// asked for in.
fn texts() -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    sources(&root().join("crates"), &[".rs"], &mut files);
    sources(&root().join("www"), &[".js", ".html"], &mut files);
    files
        .into_iter()
        .filter_map(|p| fs::read_to_string(&p).ok().map(|t| (p, code(&t))))
        .collect()
}

/// `text` without its comment lines, whose examples are not asked for.
fn code(text: &str) -> String {
    text.lines()
        .filter(|l| {
            let l = l.trim_start();
            !(l.starts_with("//") || l.starts_with("/*") || l.starts_with('*'))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A message id among all the quoted strings of the sources: one with a
/// hyphen (a lone word is too often something else).
fn is_id(s: &str) -> bool {
    s.contains('-') && is_word_id(s)
}

/// A message id as the catalogues write them: lowercase words joined by
/// hyphens.
fn is_word_id(s: &str) -> bool {
    s.split('-').all(|p| {
        !p.is_empty()
            && p.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    }) && s.as_bytes().first().is_some_and(u8::is_ascii_lowercase)
}

/// The id right after each of `openers` in `text`, up to its closing quote.
fn after(text: &str, opener: &str, out: &mut BTreeSet<String>) {
    let mut rest = text;
    while let Some(at) = rest.find(opener) {
        rest = &rest[at + opener.len()..];
        if let Some(end) = rest.find(['"', '`']) {
            let id = &rest[..end];
            if is_word_id(id) {
                out.insert(id.to_owned());
            }
        }
    }
}

/// Every quoted string in `text` that looks like an id, and every template
/// literal with `${` as its fixed parts.
fn literals(text: &str, ids: &mut BTreeSet<String>, templates: &mut Vec<Vec<String>>) {
    for quote in ['"', '\'', '`'] {
        let mut parts = text.split(quote);
        parts.next();
        for (i, part) in parts.enumerate() {
            if i % 2 != 0 || part.len() > 80 || part.contains('\n') {
                continue;
            }
            if is_id(part) {
                ids.insert(part.to_owned());
            } else if quote == '`' && part.contains("${") {
                let fixed: Vec<String> = part
                    .split("${")
                    .enumerate()
                    .map(|(j, piece)| {
                        if j == 0 {
                            piece
                        } else {
                            piece.split_once('}').map_or("", |(_, r)| r)
                        }
                    })
                    .map(str::to_owned)
                    .collect();
                if fixed[0].len() > 2 && is_word_id(fixed[0].trim_end_matches('-')) {
                    templates.push(fixed);
                }
            }
        }
    }
}

/// Whether `id` is what a template with these fixed parts makes.
fn fits(id: &str, fixed: &[String]) -> bool {
    let Some(mut rest) = id.strip_prefix(fixed[0].as_str()) else {
        return false;
    };
    for piece in &fixed[1..] {
        if piece.is_empty() {
            continue;
        }
        match rest.find(piece.as_str()) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    fixed
        .last()
        .is_none_or(|l| l.is_empty() || id.ends_with(l.as_str()))
}

#[test]
fn every_language_defines_exactly_the_messages_english_does() {
    let english: BTreeSet<String> = Catalogue::ids("en").into_iter().collect();
    assert!(english.len() > 10, "English has {} messages", english.len());
    let mut problems = Vec::new();
    for lang in LANGUAGES {
        if let Err(err) = Catalogue::new(lang) {
            problems.push(err);
            continue;
        }
        let ids: Vec<String> = Catalogue::ids(lang);
        let set: BTreeSet<String> = ids.iter().cloned().collect();
        if set.len() != ids.len() {
            problems.push(format!("words/{lang}/ defines a message twice"));
        }
        for id in english.difference(&set) {
            problems.push(format!("words/{lang}/ lacks `{id}`"));
        }
        for id in set.difference(&english) {
            problems.push(format!("words/{lang}/ has `{id}`, which English does not"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_message_asked_for_is_defined_and_every_one_defined_is_asked_for() {
    let english: BTreeSet<String> = Catalogue::ids("en").into_iter().collect();
    let (mut asked, mut quoted, mut templates) = (BTreeSet::new(), BTreeSet::new(), Vec::new());
    for (_, text) in texts() {
        for opener in [
            "say!(\"",
            "say(\"",
            "say(`",
            "data-l10n-id=\"",
            "\"data-l10n-id\", \"",
        ] {
            after(&text, opener, &mut asked);
        }
        literals(&text, &mut quoted, &mut templates);
    }
    // A message may be used by another message's pattern: `{ role-lock }`.
    let mut referenced = BTreeSet::new();
    for (_, text) in Catalogue::files("en") {
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            for piece in line.split('{').skip(1) {
                let name = piece
                    .trim_start()
                    .split(|c: char| c.is_whitespace() || c == '}' || c == '(')
                    .next();
                if let Some(name) = name.filter(|n| !n.starts_with(['$', '-', '"'])) {
                    referenced.insert(name.to_owned());
                }
            }
        }
    }
    let missing: Vec<_> = asked.iter().filter(|id| !english.contains(*id)).collect();
    let unused: Vec<_> = english
        .iter()
        .filter(|id| {
            !quoted.contains(*id)
                && !asked.contains(*id)
                && !referenced.contains(*id)
                && !templates.iter().any(|t| fits(id, t))
        })
        .collect();
    assert!(
        missing.is_empty() && unused.is_empty(),
        "asked for but not in words/en/: {missing:?}\ndefined in words/en/ but never asked for: {unused:?}"
    );
}

#[test]
fn templates_and_ids_are_told_apart() {
    let (mut ids, mut templates) = (BTreeSet::new(), Vec::new());
    literals(
        "say(\"event-granted\"); say(`quiz-${q.id}-text`); el('link-notice'); \"not an id\"",
        &mut ids,
        &mut templates,
    );
    assert_eq!(
        ids.into_iter().collect::<Vec<_>>(),
        ["event-granted", "link-notice"]
    );
    assert!(fits("quiz-q3-text", &templates[0]));
    assert!(!fits("quiz-q3-choice", &templates[0]));
}
