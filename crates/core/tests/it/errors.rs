//! Broken scenarios and bad settings: each error says where and what.

use fencelab_core::{Error, KnobValue, Scenario};

use crate::support::{load, root};

pub(crate) fn paused_holder_text() -> String {
    std::fs::read_to_string(root().join("scenarios/paused-holder.json")).unwrap()
}

pub(crate) fn error_for(text: &str) -> String {
    match Scenario::from_json(text) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn broken_json_gives_line_and_column() {
    let text = paused_holder_text().replacen("\"lease_ms\": 10000,", "\"lease_ms\": 10000,,", 1);
    let err = Scenario::from_json(&text).unwrap_err();
    let Error::Parse { line, .. } = err else {
        panic!("{err:?}")
    };
    assert_eq!(line, line_of(&text, ",,"));
}

#[test]
fn an_unknown_field_is_named_with_its_place() {
    let text = paused_holder_text().replacen("\"for_ms\": 15000", "\"for_msec\": 15000", 1);
    let msg = error_for(&text);
    assert!(
        msg.contains("There is no field `for_msec` here: did you mean `for_ms`?"),
        "{msg}"
    );
    assert!(msg.contains("clients[0].plan[2].for_msec"), "{msg}");
    let line = line_of(&text, "for_msec");
    assert!(msg.contains(&format!("line {line},")), "{msg}");
}

#[test]
fn a_zero_lease_is_refused_in_words() {
    let text = paused_holder_text().replacen("\"lease_ms\": 10000", "\"lease_ms\": 0", 1);
    let msg = error_for(&text);
    assert!(
        msg.starts_with(
            "lock_service.lease_ms: `lease_ms` is a time in milliseconds greater than 0"
        ),
        "{msg}"
    );
}

#[test]
fn semantic_mistakes_point_at_the_field() {
    let cases = [
        (
            (
                "\"resource\": \"Storage\" },\n        { \"at_ms\": 2000",
                "\"resource\": \"Store\" },\n        { \"at_ms\": 2000",
            ),
            "clients[0].plan[1].resource: There is no resource called \"Store\"; the resources are \"Storage\".",
        ),
        (
            ("\"name\": \"B\"", "\"name\": \"A\""),
            "clients[1].name: Another client is called \"A\" already",
        ),
        (
            ("\"default\": 15000", "\"default\": 14000"),
            "knobs[1].sets[0]: The file says 15000 here, but knob \"pause_ms\" starts at 14000: make them agree.",
        ),
        (
            ("/clients/0/plan/2/for_ms", "/clients/0/plan/1/for_ms"),
            "knobs[1].sets[0]: Step 1 of client A has no `for_ms`, so no knob can set it",
        ),
        (
            ("\"op\": { \"add\": 1 }", "\"op\": { \"append\": \"x\" }"),
            "clients[0].plan[3].op: \"Storage\" holds a number: write to it with set, add or increment",
        ),
        (
            (
                "\"min\": 1000,\n      \"max\": 30000",
                "\"min\": 0,\n      \"max\": 30000",
            ),
            "knobs[2].sets[0]: Knob \"lease_ms\" goes down to 0, but this value must be at least 1.",
        ),
        (
            (
                "\"at_ms\": 0, \"do\": \"acquire\"",
                "\"at_ms\": 0, \"after_ms\": 5, \"do\": \"acquire\"",
            ),
            "clients[0].plan[0]: This step has both `at_ms` and `after_ms`",
        ),
        (
            ("\"every_ms\": 500", "\"every_ms\": 0"),
            "clients[1].plan[0].retry.every_ms: `every_ms` is a time in milliseconds greater than 0",
        ),
    ];
    for ((from, to), expected) in cases {
        let text = paused_holder_text();
        assert!(
            text.contains(from),
            "the test's anchor {from:?} is not in the file"
        );
        let msg = error_for(&text.replacen(from, to, 1));
        assert!(
            msg.starts_with(expected),
            "expected {expected:?}\n     got {msg:?}"
        );
    }
}

#[test]
fn a_write_before_any_acquire_is_refused() {
    let text = r#"{ "title": "t", "summary": "s", "lock_service": { "lease_ms": 5 },
        "resources": [ { "name": "R", "initial": 0 } ],
        "clients": [ { "name": "A", "plan": [ { "do": "write", "resource": "R", "op": { "set": 1 } } ] } ] }"#;
    let msg = error_for(text);
    assert!(
        msg.starts_with("clients[0].plan[0].do: This write step comes before any acquire"),
        "{msg}"
    );
}

#[test]
fn trailing_text_and_empty_input_are_errors() {
    let text = paused_holder_text() + "x";
    let msg = error_for(&text);
    assert!(
        msg.ends_with(
            "The scenario ends at its closing brace, but more text follows here: remove it."
        ),
        "{msg}"
    );
    assert!(
        msg.starts_with(&format!("line {}, column 1:", text.lines().count())),
        "{msg}"
    );
    assert_eq!(
        error_for(" \n"),
        "line 1, column 1: The text is empty: a scenario is one JSON object, in braces { … }."
    );
    assert!(error_for("[]").contains("A scenario is one JSON object"));
}

#[test]
fn settings_are_checked_against_their_knob() {
    let mut scenario = load("paused-holder");
    let msg = |r: Result<(), Error>| r.unwrap_err().to_string();
    let refused = [
        (
            "pause_ms=40000",
            "pause_ms must be between 0 ms and 30000 ms, not 40000 ms",
        ),
        (
            "fencing=maybe",
            "fencing is a switch: give it on or off, not \"maybe\"",
        ),
        (
            "pausems=1",
            "no knob called \"pausems\"; the knobs are fencing, pause_ms, lease_ms, pause_at_ms, b_arrives_ms",
        ),
        (
            "pause_ms",
            "\"pause_ms\" is not ID=VALUE, such as fencing=on",
        ),
        (
            "pause_ms=1.5",
            "pause_ms takes a whole number of milliseconds, not \"1.5\"",
        ),
    ];
    for (assignment, message) in refused {
        assert_eq!(msg(scenario.assign(assignment)), message, "{assignment}");
    }
    assert_eq!(
        msg(scenario.set("fencing", KnobValue::Range(3))),
        "fencing is a switch: give it on or off"
    );
    // A refused setting leaves the scenario as it was.
    assert_eq!(scenario.value("pause_ms"), Some(KnobValue::Range(15_000)));
    scenario.assign("fencing=true").unwrap();
    scenario.assign("pause_ms= 7000").unwrap();
    assert_eq!(scenario.value("fencing"), Some(KnobValue::Toggle(true)));
    assert_eq!(scenario.value("pause_ms"), Some(KnobValue::Range(7000)));
}

/// The line, counting from 1, where `needle` first appears in `text`.
pub(crate) fn line_of(text: &str, needle: &str) -> usize {
    let at = text.find(needle).expect("the needle is in the text");
    text[..at].matches('\n').count() + 1
}

#[test]
fn a_knob_may_not_take_a_name_page_links_use() {
    for reserved in ["scenario", "step", "t", "embed", "panels", "locked"] {
        let text = paused_holder_text().replacen(
            "\"id\": \"pause_ms\"",
            &format!("\"id\": \"{reserved}\""),
            1,
        );
        let message = error_for(&text);
        assert!(
            message.starts_with("knobs[1].id: ") && message.contains("links keep for themselves"),
            "{message}"
        );
    }
}

#[test]
fn an_election_needs_terms_and_one_node() {
    let text = std::fs::read_to_string(root().join("scenarios/leader-terms.json")).unwrap();
    let election = "\"kind\": \"election\",";
    assert!(
        text.contains(election),
        "leader-terms is told as an election"
    );
    let no_terms = text.replacen(election, "\"kind\": \"election\", \"tokens\": false,", 1);
    let msg = error_for(&no_terms);
    assert!(
        msg.starts_with("lock_service.tokens: An election needs `tokens` to be true"),
        "{msg}"
    );
    let five_nodes = text.replacen(election, "\"kind\": \"election\", \"nodes\": 5,", 1);
    let msg = error_for(&five_nodes);
    assert!(
        msg.starts_with("lock_service.nodes: An election has one node, so `nodes` must be 1"),
        "{msg}"
    );
    let unknown = text.replacen(election, "\"kind\": \"raft\",", 1);
    let msg = error_for(&unknown);
    assert!(
        msg.ends_with("`kind` is one of \"lease\" or \"election\", not \"raft\"."),
        "{msg}"
    );
    assert!(
        msg.contains(&format!("line {},", line_of(&text, election))),
        "{msg}"
    );
}

#[test]
fn json_that_is_not_an_object_is_told_what_a_scenario_is() {
    for (text, found, at) in [
        ("[1, 2]", "a list, in square brackets.", "line 1, column 1"),
        (
            "\n  \"paused-holder\"",
            "\"paused-holder\".",
            "line 2, column 3",
        ),
        ("42", "42.", "line 1, column 1"),
        ("null", "null.", "line 1, column 1"),
    ] {
        let msg = error_for(text);
        assert!(msg.contains("A scenario is one JSON object"), "{msg}");
        assert!(msg.contains(found) && msg.contains(at), "{text}: {msg}");
    }
}

#[test]
fn problems_are_none_for_a_file_that_loads_and_placed_at_their_field() {
    assert_eq!(fencelab_core::problems(&paused_holder_text()), []);
    let text = paused_holder_text().replacen("\"lease_ms\": 10000", "\"lease_ms\": 0", 1);
    let found = fencelab_core::problems(&text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].path, "lock_service.lease_ms");
    assert_eq!(found[0].line, line_of(&text, "\"lease_ms\": 0"));
}
