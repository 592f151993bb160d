//! The quiz's questions stand on their own: an answer or its explanation
//! names only the clients its question has introduced, so a reader who
//! picks on first instinct is never told about a B the question never
//! mentioned.

use std::collections::{BTreeMap, BTreeSet};

use crate::support::root;

/// The clients the stories name, as the catalogues write them.
const CLIENTS: [&str; 3] = ["A", "B", "C"];

#[test]
fn every_client_an_answer_or_explanation_names_is_in_its_question() {
    let mut wrong = Vec::new();
    for language in ["en", "de"] {
        let messages = quiz_messages(language);
        let questions: Vec<&str> = messages
            .keys()
            .filter_map(|id| id.strip_prefix("quiz-")?.strip_suffix("-prompt"))
            .collect();
        assert!(questions.len() > 10, "{language}: {questions:?}");
        for question in questions {
            let prompt = &messages[&format!("quiz-{question}-prompt")];
            // A sentence-opening "A" in an English question counts as the
            // client: German, which has no such article, checks A strictly.
            let introduced: BTreeSet<&str> = clients_named(language, prompt)
                .into_iter()
                .chain((language == "en" && opens_with_a(prompt)).then_some("A"))
                .collect();
            for (id, text) in &messages {
                let Some(part) = id.strip_prefix(&format!("quiz-{question}-")) else {
                    continue;
                };
                if !part.starts_with(|c: char| c.is_ascii_digit()) {
                    continue;
                }
                for client in clients_named(language, text).difference(&introduced) {
                    wrong.push(format!(
                        "{language} {id} names {client}, whom its question does not: {prompt}"
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_check_finds_a_client_and_not_an_article() {
    // English writes its article as the name of client A; only German
    // tells the two apart at the start of a sentence.
    let named = |language, text| {
        clients_named(language, text)
            .into_iter()
            .collect::<Vec<_>>()
    };
    assert_eq!(named("en", "A lock holds. Then B's write lands."), ["B"]);
    assert_eq!(named("en", "It reads what A wrote, and C's."), ["A", "C"]);
    assert_eq!(named("de", "A friert ein, und Bs Lease endet."), ["A", "B"]);
    assert_eq!(named("de", "Ein Token; A's Uhr."), ["A"]);
}

/// The quiz's messages in `language`, by id, with their placeables
/// (the run's facts) taken out.
fn quiz_messages(language: &str) -> BTreeMap<String, String> {
    let path = root().join(format!("words/{language}/quiz.ftl"));
    let text = std::fs::read_to_string(&path).expect("the quiz catalogue is readable");
    let mut messages = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if let Some((id, value)) = line.split_once(" = ") {
            if id.starts_with("quiz-") && !id.contains(' ') {
                messages.insert(id.to_owned(), value.to_owned());
                current = Some(id.to_owned());
                continue;
            }
        }
        match &current {
            Some(id) if line.starts_with(' ') && !line.trim_start().starts_with('.') => {
                let value = messages.get_mut(id).expect("inserted above");
                value.push(' ');
                value.push_str(line.trim());
            }
            _ => current = None,
        }
    }
    messages
        .into_iter()
        .map(|(id, value)| (id, without_placeables(&value)))
        .collect()
}

/// The text with every `{ … }` replaced by a space.
fn without_placeables(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                out.push(' ');
            }
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether a sentence of the text opens with "A".
fn opens_with_a(text: &str) -> bool {
    text.trim_start().starts_with("A ") || [". A ", ": A ", "? A "].iter().any(|p| text.contains(p))
}

/// The clients a text names. A bare "A" that opens a sentence is English's
/// article, not the client; German has no such article, and writes a
/// client's possessive as "As" or "A's".
fn clients_named(language: &str, text: &str) -> BTreeSet<&'static str> {
    let mut named = BTreeSet::new();
    let mut opens_sentence = true;
    for word in text.split_whitespace() {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
        let name = bare
            .strip_suffix("'s")
            .or_else(|| (language == "de").then(|| bare.strip_suffix('s')).flatten())
            .unwrap_or(bare);
        if let Some(client) = CLIENTS.iter().find(|c| **c == name) {
            let article = language == "en" && opens_sentence && bare == "A";
            if !article {
                named.insert(*client);
            }
        }
        opens_sentence = word.ends_with(['.', ':', '?', '!']);
    }
    named
}
