//! Changing a file by its parts, as a teacher does in the page's form:
//! each change keeps the file loading or is refused in words, everything
//! that refers to the part changed follows it, the text changes only
//! where the part is, and a file in one language keeps its run.

use fencelab_core::authoring::{self, Edit, Outline};
use fencelab_core::{problems, Scenario, Simulation};
use proptest::prelude::*;
use serde_json::json;

use crate::support::{root, scenario_files};

fn text_of(name: &str) -> String {
    std::fs::read_to_string(root().join("scenarios").join(format!("{name}.json"))).unwrap()
}

fn edit(text: &str, change: serde_json::Value) -> Result<String, String> {
    english();
    let change: Edit =
        serde_json::from_value(change.clone()).unwrap_or_else(|e| panic!("{change}: {e}"));
    authoring::edit(text, &change)
}

fn outline(text: &str) -> Outline {
    authoring::outline(text).unwrap()
}

fn loads(text: &str) -> Scenario {
    Scenario::from_json(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// How many lines of `after` are not lines of `before`.
fn lines_changed(before: &str, after: &str) -> usize {
    let old: Vec<&str> = before.lines().collect();
    after.lines().filter(|l| !old.contains(l)).count()
}

#[test]
fn every_shipped_file_has_an_outline_whose_knobs_are_its_own() {
    for (name, _) in scenario_files() {
        let text = text_of(&name);
        let outline = outline(&text);
        let scenario = loads(&text);
        assert_eq!(outline.title, scenario.title(), "{name}");
        let fields = outline.fields();
        for field in fields {
            if let Some(id) = &field.knob {
                assert!(
                    scenario.value(id).is_some(),
                    "{name}: {} names knob {id}",
                    field.pointer
                );
                assert!(
                    field.offerable,
                    "{name}: a knob sets {}, which is not offerable",
                    field.pointer
                );
            }
        }
    }
}

#[test]
fn a_new_pause_length_moves_the_knob_that_sets_it_and_changes_the_run() {
    let text = text_of("paused-holder");
    let changed = edit(
        &text,
        json!({ "edit": "value", "pointer": "/clients/0/plan/2/for_ms", "value": 5000 }),
    )
    .unwrap();
    let scenario = loads(&changed);
    assert_eq!(
        scenario.value("pause_ms"),
        Some(fencelab_core::KnobValue::Range(5000))
    );
    let report = Simulation::new(&scenario).unwrap().run();
    assert!(
        report.outcome.safe,
        "a 5 s pause ends inside the 10 s lease"
    );
    assert_eq!(
        lines_changed(&text, &changed),
        2,
        "the step's line and the knob's default:\n{changed}"
    );
}

#[test]
fn a_renamed_resource_is_renamed_in_every_step_and_goal_and_only_there() {
    let text = text_of("paused-holder");
    let changed = edit(
        &text,
        json!({ "edit": "rename", "part": "resource", "index": 0, "name": "Ledger" }),
    )
    .unwrap();
    assert!(!changed.contains("\"Storage\""), "{changed}");
    let before = Simulation::new(&loads(&text)).unwrap().run();
    let after = Simulation::new(&loads(&changed)).unwrap().run();
    assert_eq!(before.outcome.safe, after.outcome.safe);
    let uses = text.matches("\"Storage\"").count();
    assert_eq!(
        lines_changed(&text, &changed),
        uses,
        "one line for each place that named it"
    );
}

#[test]
fn a_client_renamed_to_a_name_taken_is_refused_and_the_text_kept() {
    let text = text_of("paused-holder");
    let refused = edit(
        &text,
        json!({ "edit": "rename", "part": "client", "index": 1, "name": "A" }),
    )
    .unwrap_err();
    assert!(refused.contains("would not load"), "{refused}");
}

#[test]
fn an_added_client_takes_the_lock_when_free_and_updates_the_first_resource() {
    let text = text_of("paused-holder");
    let changed = edit(&text, json!({ "edit": "add_client" })).unwrap();
    let outline = outline(&changed);
    assert_eq!(outline.clients.len(), 3);
    assert_eq!(outline.clients[2].name, "C");
    let report = Simulation::new(&loads(&changed)).unwrap().run();
    let resource = &report.outcome.resources[0];
    assert_eq!(
        resource.expected,
        fencelab_core::Value::Number(16),
        "C's update counts in what should be there"
    );
}

#[test]
fn removing_a_client_moves_the_knobs_that_point_past_it_and_drops_its_own() {
    let text = text_of("paused-holder");
    let changed = edit(&text, json!({ "edit": "remove_client", "client": 0 })).unwrap();
    assert!(
        changed.contains("\"/clients/0/plan/0/at_ms\""),
        "B's arrival moves up:\n{changed}"
    );
    let scenario = loads(&changed);
    assert_eq!(
        scenario.value("b_arrives_ms"),
        Some(fencelab_core::KnobValue::Range(10300))
    );
    assert!(
        scenario.value("pause_ms").is_none(),
        "A's pause went with A"
    );
    let refused = edit(
        &text,
        json!({ "edit": "remove_step", "client": 0, "step": 1 }),
    )
    .unwrap_err();
    assert!(
        refused.contains("does not read"),
        "the write after A's read needs it: {refused}"
    );
}

#[test]
fn removing_the_step_a_knob_sets_withdraws_the_knob_and_the_challenges_that_need_it() {
    let text = text_of("paused-holder");
    let changed = edit(
        &text,
        json!({ "edit": "remove_step", "client": 0, "step": 2 }),
    )
    .unwrap();
    let scenario = loads(&changed);
    assert!(scenario.value("pause_ms").is_none());
    assert!(
        !changed.contains("\"pause_ms\""),
        "no challenge or translation names it:\n{changed}"
    );
    assert!(scenario.challenges().len() < loads(&text).challenges().len());
}

#[test]
fn an_offered_value_becomes_a_setting_that_starts_at_it_and_withdrawing_it_keeps_the_value() {
    let text = text_of("paused-holder");
    let changed = edit(
        &text,
        json!({ "edit": "offer", "pointer": "/clients/1/plan/1/after_ms" }),
    )
    .unwrap();
    let scenario = loads(&changed);
    let knob = scenario.knobs().last().unwrap();
    assert_eq!(knob.id, "b_after_ms");
    assert_eq!(knob.label.english(), "B: Wait before (ms)");
    assert_eq!(
        scenario.value("b_after_ms"),
        Some(fencelab_core::KnobValue::Range(200))
    );
    let back = edit(
        &changed,
        json!({ "edit": "withdraw", "knob": "b_after_ms" }),
    )
    .unwrap();
    assert_eq!(
        back, text,
        "withdrawing the new setting gives the file back"
    );
}

#[test]
fn every_offer_and_every_withdrawal_in_every_shipped_file_keeps_it_loading() {
    for (name, _) in scenario_files() {
        let text = text_of(&name);
        let outline = outline(&text);
        let fields = outline.fields();
        for field in fields.filter(|f| f.offerable && f.knob.is_none()) {
            let changed = edit(&text, json!({ "edit": "offer", "pointer": field.pointer }));
            let changed =
                changed.unwrap_or_else(|e| panic!("{name}: offering {}: {e}", field.pointer));
            assert!(problems(&changed).is_empty(), "{name}: {}", field.pointer);
        }
        for knob in &outline.knobs {
            let changed = edit(&text, json!({ "edit": "withdraw", "knob": knob.id }));
            let changed =
                changed.unwrap_or_else(|e| panic!("{name}: withdrawing {}: {e}", knob.id));
            assert!(
                !changed.contains(&format!("\"id\": \"{}\"", knob.id)),
                "{name}: {}",
                knob.id
            );
        }
    }
}

#[test]
fn texts_are_written_and_an_empty_try_this_is_taken_out() {
    let text = text_of("paused-holder");
    let changed = edit(
        &text,
        json!({ "edit": "text", "field": "title", "value": "Our own story" }),
    )
    .unwrap();
    assert_eq!(loads(&changed).title(), "Our own story");
    let changed = edit(
        &changed,
        json!({ "edit": "text", "field": "try_this", "value": " " }),
    )
    .unwrap();
    assert!(loads(&changed).try_this().is_none());
    let changed = edit(
        &changed,
        json!({ "edit": "text", "field": "try_this", "value": "Look at B." }),
    )
    .unwrap();
    assert_eq!(loads(&changed).try_this(), Some("Look at B."));
}

#[test]
fn on_a_page_in_another_language_the_form_shows_and_writes_its_translation() {
    let text = text_of("paused-holder");
    in_language("de");
    let shown = authoring::outline(&text).unwrap();
    assert_eq!(shown.title, "Der pausierte Sperrhalter");
    assert_eq!(shown.knobs[1].label, "Pausenlänge");
    let change = |text: &str, change: serde_json::Value| {
        authoring::edit(text, &serde_json::from_value(change).unwrap()).unwrap()
    };
    let changed = change(
        &text,
        json!({ "edit": "text", "field": "title", "value": "Unsere Geschichte" }),
    );
    let changed = change(
        &changed,
        json!({ "edit": "knob_text", "knob": "pause_ms", "field": "label", "value": "Pause" }),
    );
    let changed = change(
        &changed,
        json!({ "edit": "knob_text", "knob": "pause_ms", "field": "help", "value": "" }),
    );
    let scenario = loads(&changed);
    assert_eq!(scenario.title(), "Unsere Geschichte");
    let pause = &authoring::outline(&changed).unwrap().knobs[1];
    assert_eq!((pause.label.as_str(), pause.help.as_str()), ("Pause", ""));
    // The file's own words are the English page's, untouched but for the
    // help taken out everywhere.
    english();
    assert_eq!(scenario.title(), "The paused lock holder");
    let pause = &authoring::outline(&changed).unwrap().knobs[1];
    assert_eq!(
        (pause.label.as_str(), pause.help.as_str()),
        ("Pause length", "")
    );
    // A text the file does not translate is shown and written as its own.
    let untranslated = authoring::in_one_language(&text, "en");
    in_language("de");
    let changed = change(
        &untranslated,
        json!({ "edit": "text", "field": "title", "value": "Unsere Geschichte" }),
    );
    english();
    assert_eq!(loads(&changed).title(), "Unsere Geschichte");
}

#[test]
fn a_text_that_does_not_load_gets_no_outline_and_no_change() {
    let broken = text_of("paused-holder").replace("\"lease_ms\": 10000", "\"lease_ms\": \"ten\"");
    assert!(authoring::outline(&broken).is_err());
    assert!(edit(&broken, json!({ "edit": "add_client" }))
        .unwrap_err()
        .contains("problems right first"));
}

#[test]
fn a_file_in_one_language_has_that_language_s_texts_and_the_same_run() {
    for (name, _) in scenario_files() {
        let text = text_of(&name);
        for language in ["en", "de", "es"] {
            let one = authoring::in_one_language(&text, language);
            let scenario = loads(&one);
            let original = loads(&text);
            assert_eq!(
                scenario.title(),
                original_title(&original, language),
                "{name} in {language}"
            );
            assert!(one.len() <= text.len(), "{name} in {language}");
            let before = Simulation::new(&original).unwrap().run();
            let after = Simulation::new(&scenario).unwrap().run();
            assert_eq!(
                before.outcome.safe, after.outcome.safe,
                "{name} in {language}"
            );
            assert_eq!(
                before.events.len(),
                after.events.len(),
                "{name} in {language}"
            );
        }
    }
}

fn original_title(scenario: &Scenario, language: &str) -> String {
    let speaker = fencelab_words::Catalogue::new(language).unwrap();
    let before = fencelab_words::install(std::rc::Rc::new(speaker));
    let title = scenario.title().to_owned();
    if let Some(before) = before {
        fencelab_words::install(before);
    }
    title
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Whatever a form sends, in whatever order, an edit gives a file that
    /// loads or a reason, and never panics.
    #[test]
    fn any_run_of_edits_leaves_a_file_that_loads(changes in prop::collection::vec(any_edit(), 1..12)) {
        let mut text = text_of("paused-holder");
        for change in changes {
            if let Ok(changed) = edit(&text, change) {
                prop_assert!(problems(&changed).is_empty(), "{}", changed);
                text = changed;
            }
        }
    }
}

fn any_edit() -> impl Strategy<Value = serde_json::Value> {
    let index = 0usize..4;
    prop_oneof![
        Just(json!({ "edit": "add_client" })),
        index.clone().prop_map(|c| json!({ "edit": "remove_client", "client": c })),
        (index.clone(), index.clone()).prop_map(|(c, s)| json!({ "edit": "remove_step", "client": c, "step": s })),
        (index.clone(), prop::sample::select(vec!["pause", "write", "read", "release", "acquire", "renew"]))
            .prop_map(|(c, a)| json!({ "edit": "add_step", "client": c, "action": a })),
        (index.clone(), index.clone(), prop::sample::select(vec!["next", "at", "after"]))
            .prop_map(|(c, s, w)| json!({ "edit": "starts", "client": c, "step": s, "starts": w })),
        (index.clone(), index.clone(), 0i64..40_000).prop_map(|(c, s, v)| {
            json!({ "edit": "value", "pointer": format!("/clients/{c}/plan/{s}/at_ms"), "value": v })
        }),
        (index.clone(), index.clone()).prop_map(|(c, s)| {
            json!({ "edit": "offer", "pointer": format!("/clients/{c}/plan/{s}/for_ms") })
        }),
        prop::sample::select(vec!["pause_ms", "fencing", "lease_ms", "b_at_ms"])
            .prop_map(|k| json!({ "edit": "withdraw", "knob": k })),
        (index, "[A-Za-z ]{0,8}").prop_map(|(i, n)| json!({ "edit": "rename", "part": "client", "index": i, "name": n })),
    ]
}

/// Installs the English catalogue, so that refusals read as a teacher reads them.
fn english() {
    fencelab_words::install(std::rc::Rc::new(
        fencelab_words::Catalogue::new("en").unwrap(),
    ));
}

/// Installs the catalogue of `language`, as a page in it does.
fn in_language(language: &str) {
    fencelab_words::install(std::rc::Rc::new(
        fencelab_words::Catalogue::new(language).unwrap(),
    ));
}
