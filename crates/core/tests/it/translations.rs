//! A scenario's own texts in other languages: picked for the language the
//! thread speaks, English where the file has no translation, and refused
//! at their field when they translate something the file lacks.

use std::rc::Rc;

use fencelab_core::spec::TranslationsSpec;
use fencelab_core::words::{self, Catalogue, Speaker};
use fencelab_core::{Scenario, Simulation, Value};

use crate::support::{load, root, scenario_files};

/// Runs `f` with the thread speaking `language`, then English again.
fn speaking<T>(language: &str, f: impl FnOnce() -> T) -> T {
    let speaker: Rc<dyn Speaker> = Rc::new(Catalogue::new(language).unwrap());
    words::install(speaker);
    let out = f();
    words::install(Rc::new(Catalogue::new("en").unwrap()));
    out
}

fn text_of(name: &str) -> String {
    std::fs::read_to_string(root().join(format!("scenarios/{name}.json"))).unwrap()
}

/// The paused holder with its translations replaced by `translations`.
fn paused_holder_translated(translations: &str) -> String {
    let text = text_of("paused-holder");
    let cut = text
        .find(",\n  \"translations\"")
        .expect("paused-holder has translations");
    format!(
        "{},\n  \"translations\": {translations}\n}}\n",
        &text[..cut]
    )
}

fn error_for(text: &str) -> String {
    match Scenario::from_json(text) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_german_speaker_gets_the_files_german_texts() {
    let scenario = load("paused-holder");
    let english = (
        scenario.title().to_owned(),
        scenario.knobs()[1].label.to_string(),
    );
    assert_eq!(english.0, "The paused lock holder");
    let german = speaking("de", || {
        let knob = &scenario.knobs()[1];
        (
            scenario.title().to_owned(),
            scenario.summary().to_owned(),
            scenario.try_this().unwrap().to_owned(),
            knob.label.to_string(),
            knob.help.as_ref().unwrap().to_string(),
            scenario.challenges()[0].task.to_string(),
        )
    });
    assert_eq!(german.0, "Der pausierte Sperrhalter");
    assert!(german.1.starts_with("A hält die Sperre"), "{}", german.1);
    assert!(german.2.starts_with("Starte es"), "{}", german.2);
    assert_eq!(german.3, "Pausenlänge");
    assert!(
        german.4.starts_with("Wie lange A einfriert."),
        "{}",
        german.4
    );
    assert!(
        german.5.starts_with("Finde ohne Fencing-Tokens"),
        "{}",
        german.5
    );
    // Back in English, the same scenario speaks English again: nothing
    // was picked when it loaded.
    assert_eq!(scenario.title(), english.0);
    assert_eq!(scenario.knobs()[1].label.to_string(), english.1);
}

#[test]
fn a_text_without_its_translation_is_shown_in_english() {
    let text = paused_holder_translated(
        r#"{ "es": { "title": "El poseedor del bloqueo en pausa", "knobs": { "pause_ms": { "label": "Duración de la pausa" } } } }"#,
    );
    let scenario = Scenario::from_json(&text).unwrap();
    let (title, summary, label, help, fencing) = speaking("es", || {
        (
            scenario.title().to_owned(),
            scenario.summary().to_owned(),
            scenario.knobs()[1].label.to_string(),
            scenario.knobs()[1].help.as_ref().unwrap().to_string(),
            scenario.knobs()[0].label.to_string(),
        )
    });
    assert_eq!(title, "El poseedor del bloqueo en pausa");
    assert_eq!(label, "Duración de la pausa");
    assert!(summary.starts_with("A holds the lock"), "{summary}");
    assert!(help.starts_with("How long A freezes."), "{help}");
    assert_eq!(fencing, "Fencing tokens");
    // German is not in the file at all: every text is English.
    assert_eq!(
        speaking("de", || scenario.title().to_owned()),
        "The paused lock holder"
    );
}

#[test]
fn list_items_and_side_effects_are_shown_translated_and_named_in_english() {
    let report = speaking("de", || crate::support::run("audit-log", &[]));
    let log = report
        .world()
        .resources
        .iter()
        .position(|r| r.name == "Audit log")
        .unwrap();
    let value = &report.outcome.resources[log].final_value;
    assert_eq!(
        speaking("de", || report.world().format_value(value)),
        "B setzt 15, A setzt 11"
    );
    assert_eq!(report.world().format_value(value), "B sets 15, A sets 11");
    let Value::List(items) = value else {
        panic!("the audit log is a list")
    };
    let item = &report.world().items[items.iter().last().unwrap().index()];
    assert_eq!(item.english(), "A sets 11");
    assert_eq!(item.in_language("es"), "A pone 11");

    let scenario = load("unfenced-side-effect");
    let effect = &scenario.world().effects[0];
    assert_eq!(
        speaking("es", || effect.to_string()),
        "envía al cliente su saldo por correo"
    );
    assert_eq!(effect.to_string(), "emails the customer their balance");
    // The sentences that quote the phrase quote it in the reader's language.
    let report = Simulation::new(&scenario).unwrap().run();
    let quoted = speaking("de", || {
        report
            .events
            .iter()
            .map(|e| report.sentence(e))
            .collect::<Vec<_>>()
            .join("\n")
    });
    assert!(
        quoted.contains("schickt dem Kunden seinen Kontostand per E-Mail"),
        "{quoted}"
    );
}

#[test]
fn every_shipped_scenario_is_translated_into_every_language() {
    for (stem, _) in scenario_files() {
        let scenario = load(&stem);
        for language in words::LANGUAGES.iter().filter(|l| **l != "en") {
            let missing = scenario.untranslated(language);
            assert!(
                missing.is_empty(),
                "{stem}: {language}: missing {}",
                missing.join(", ")
            );
        }
        assert!(scenario.untranslated("en").is_empty());
    }
}

#[test]
fn the_untranslated_texts_are_listed_by_their_place_in_file_order() {
    let text = paused_holder_translated(
        r#"{ "de": { "title": "Der pausierte Sperrhalter", "knobs": { "fencing": { "help": "Hilfe." } } } }"#,
    );
    let scenario = Scenario::from_json(&text).unwrap();
    let missing = scenario.untranslated("de");
    assert_eq!(
        missing[..4],
        [
            "summary",
            "try_this",
            "knobs.fencing.label",
            "knobs.pause_ms.label"
        ]
    );
    assert_eq!(
        missing.last().unwrap(),
        "challenges.shortest-safe-lease.task"
    );
    assert_eq!(missing.len(), 2 + 9 + 2);
    assert_eq!(scenario.untranslated("es").len(), 3 + 10 + 2);

    let audit = text_of("audit-log");
    let cut = audit.find(",\n  \"translations\"").unwrap();
    let bare = Scenario::from_json(&format!("{}\n}}\n", &audit[..cut])).unwrap();
    let missing = bare.untranslated("es");
    assert_eq!(
        missing[missing.len() - 2..],
        [r#"items["A sets 11"]"#, r#"items["B sets 15"]"#]
    );
}

#[test]
fn the_languages_a_file_may_hold_are_fencelabs_own_but_english() {
    let others: Vec<&str> = words::LANGUAGES
        .iter()
        .copied()
        .filter(|l| *l != "en")
        .collect();
    assert_eq!(TranslationsSpec::LANGUAGES.to_vec(), others);
    let schema = Scenario::json_schema();
    let properties = &schema["$defs"]["TranslationsSpec"]["properties"];
    let mut named: Vec<&str> = properties
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    named.sort_unstable();
    assert_eq!(named, others);
}

#[test]
fn a_language_fencelab_has_no_words_in_is_refused_at_its_field() {
    for language in ["fr", "en"] {
        let msg = error_for(&paused_holder_translated(&format!(
            r#"{{ "{language}": {{ "title": "x" }} }}"#
        )));
        assert!(msg.contains("translations"), "{msg}");
        assert!(
            msg.contains(&format!("There is no field `{language}` here")),
            "{msg}"
        );
        assert!(msg.contains("`de`") && msg.contains("`es`"), "{msg}");
    }
}

#[test]
fn a_translation_of_something_the_file_lacks_is_refused_at_its_field() {
    let cases = [
        (
            r#"{ "de": { "knobs": { "pause": { "label": "Pause" } } } }"#,
            "translations.de.knobs.pause: This translates the knob \"pause\", which the file does not have; it has \"fencing\", \"pause_ms\"",
        ),
        (
            r#"{ "es": { "challenges": { "nope": { "task": "x" } } } }"#,
            "translations.es.challenges.nope: This translates the challenge \"nope\"",
        ),
        (
            r#"{ "de": { "items": { "A sets 11": "A setzt 11" } } }"#,
            "translations.de.items[\"A sets 11\"]: This translates the list item \"A sets 11\", but the file has no list items.",
        ),
        (
            r#"{ "de": { "effects": { "emails": "mailt" } } }"#,
            "translations.de.effects[\"emails\"]: This translates the side effect \"emails\", but the file has no side effects.",
        ),
        (
            r#"{ "de": { "title": "  " } }"#,
            "translations.de.title: `title` is empty: write something in it.",
        ),
        (
            r#"{ "es": { "knobs": { "fencing": { "label": "" } } } }"#,
            "translations.es.knobs.fencing.label: `label` is empty: write something in it.",
        ),
    ];
    for (translations, expected) in cases {
        let msg = error_for(&paused_holder_translated(translations));
        assert!(msg.starts_with(expected), "{msg}\nnot\n{expected}");
    }
}

#[test]
fn a_translation_of_a_text_the_file_leaves_out_is_refused() {
    let text = text_of("paused-holder");
    let without_help = text.replacen(
        "\"help\": \"How long A freezes. A one-second garbage collection is common; pauses of many seconds have been seen in real systems.\",\n",
        "",
        1,
    );
    let msg = error_for(&without_help);
    assert!(
        msg.starts_with("translations.de.knobs.pause_ms.help: This translates a `help` that knob \"pause_ms\" does not have."),
        "{msg}"
    );
    let cut = text.find("  \"try_this\"").unwrap();
    let end = cut + text[cut..].find('\n').unwrap() + 1;
    let without_try = format!("{}{}", &text[..cut], &text[end..]);
    let msg = error_for(&without_try);
    assert!(
        msg.starts_with(
            "translations.de.try_this: This translates a `try_this` the file does not have."
        ),
        "{msg}"
    );
}
