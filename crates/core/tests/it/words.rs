//! The run's words in German and Spanish: every sentence of an event, the
//! transcript's outcome lines and the chart's description come from that
//! language's catalogue, with none missing, none left as its id, and times
//! written the language's way.
//!
//! `cargo test -p fencelab-core --test it words -- --nocapture` prints the
//! transcripts, to be read by someone who speaks the language.

use std::rc::Rc;

use fencelab_core::words::{self, Catalogue, Speaker};
use fencelab_core::{transcript_text, KnobKind, KnobValue, Simulation};

use crate::support::load;

/// The stories read in each language: a pause, a pause with a slow
/// network and a token counter, and an election with its terms.
const STORIES: [&str; 3] = ["paused-holder", "kleppmann-2016", "leader-terms"];

/// English words that no German or Spanish sentence of ours holds, so one
/// in an event's line means a message fell back to English.
const ENGLISH: [&str; 6] = [" the ", " and ", " asks ", " writes ", " with ", " its "];

#[test]
fn every_event_and_transcript_message_is_in_every_language() {
    let ids: Vec<String> = Catalogue::ids("en")
        .into_iter()
        .filter(|id| id.starts_with("event-") || id.starts_with("transcript-"))
        .collect();
    assert!(ids.len() > 40, "{ids:?}");
    for language in ["de", "es"] {
        let catalogue = Catalogue::new(language).unwrap();
        let missing: Vec<&String> = ids.iter().filter(|id| !catalogue.has(id)).collect();
        assert!(missing.is_empty(), "{language} lacks {missing:?}");
    }
}

#[test]
fn german_transcripts_are_german() {
    check_language("de", "Token", "Amtszeit", "Ergebnis: ");
}

#[test]
fn spanish_transcripts_are_spanish() {
    check_language("es", "token", "mandato", "Resultado: ");
}

/// Runs every story at each combination of its switches in `language`
/// and checks what it says: `token` and `term` are the language's words
/// for a token and a Raft term, `outcome` how its outcome line starts.
fn check_language(language: &str, token: &str, term: &str, outcome: &str) {
    let before = words::install(Rc::new(Catalogue::new(language).unwrap()));
    let ids = Catalogue::ids("en");
    for stem in STORIES {
        let mut scenario = load(stem);
        let toggles: Vec<String> = scenario
            .knobs()
            .iter()
            .filter(|k| matches!(k.kind, KnobKind::Toggle { .. }))
            .map(|k| k.id.clone())
            .collect();
        for bits in 0..1u32 << toggles.len() {
            for (i, id) in toggles.iter().enumerate() {
                let on = KnobValue::Toggle(bits & (1 << i) != 0);
                scenario.set(id, on).unwrap();
            }
            let report = Simulation::new(&scenario).unwrap().run();
            let text = transcript_text(&scenario, &report);
            if bits == 0 {
                println!("{text}");
            }
            let chart = report.timeline_description();
            for words in [&text, &chart] {
                assert!(
                    !has_unspoken(words),
                    "a message id with arguments:\n{words}"
                );
                // What Fluent writes for an argument or a message it lacks.
                assert!(!words.contains('{'), "a missing argument:\n{words}");
                for id in &ids {
                    assert!(!words.contains(id.as_str()), "the id {id}:\n{words}");
                }
            }
            let wanted = if stem == "leader-terms" { term } else { token };
            assert!(text.contains(wanted), "no “{wanted}”:\n{text}");
            assert!(text.contains(outcome), "no “{outcome}”:\n{text}");
            assert!(
                has_decimal_comma_time(&text),
                "no time with a comma:\n{text}"
            );
            // Each event's line, not the explanation under the outcome.
            for line in report.events.iter().map(|e| report.sentence(e)) {
                for english in ENGLISH {
                    assert!(!line.contains(english), "“{english}” in: {line}");
                }
            }
            for english in ENGLISH {
                assert!(!chart.contains(english), "“{english}” in: {chart}");
            }
        }
    }
    match before {
        Some(speaker) => words::install(speaker),
        None => words::install(Rc::new(Catalogue::new("en").unwrap()) as Rc<dyn Speaker>),
    };
}

/// Whether `text` holds what a missing speaker or message leaves: a
/// kebab-case id followed by its arguments, `event-granted(client=A, ...)`.
fn has_unspoken(text: &str) -> bool {
    text.match_indices('(').any(|(at, _)| {
        let word: String = text[..at]
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_lowercase() || *c == '-')
            .collect();
        word.contains('-') && !word.starts_with('-') && !word.ends_with('-')
    })
}

/// Whether `text` writes a time as the language does: `10,3 s`.
fn has_decimal_comma_time(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.windows(5).any(|w| {
        w[0].is_ascii_digit() && w[1] == b',' && w[2].is_ascii_digit() && {
            let rest = &w[2..];
            let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
            rest.get(digits) == Some(&b' ') && rest.get(digits + 1) == Some(&b's')
        }
    })
}
