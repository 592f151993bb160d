//! Broken scenarios and bad settings: each error says where and what.

use fencelab_core::{problems, Error, KnobValue, Problem, Scenario};

use crate::support::{load, root};

fn paused_holder_text() -> String {
    std::fs::read_to_string(root().join("scenarios/paused-holder.json")).unwrap()
}

fn error_for(text: &str) -> String {
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
fn line_of(text: &str, needle: &str) -> usize {
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

/// The guide's example, the first scenario a teacher writes.
fn lost_credit() -> String {
    let guide = std::fs::read_to_string(root().join("scenarios/README.md")).unwrap();
    let section = guide.split("## The whole example").nth(1).unwrap();
    let start = section.find("```json\n").unwrap() + "```json\n".len();
    let end = section[start..].find("```").unwrap() + start;
    section[start..end].to_owned()
}

/// `text` with each `(from, to)` replaced once, each `from` in it.
fn changed(text: &str, changes: &[(&str, &str)]) -> String {
    changes.iter().fold(text.to_owned(), |t, (from, to)| {
        assert!(
            t.contains(from),
            "the test's anchor {from:?} is not in the file"
        );
        t.replacen(from, to, 1)
    })
}

/// The line and column, from 1, where `needle` starts in `text`.
fn place_of(text: &str, needle: &str) -> (usize, usize) {
    let at = text.find(needle).expect("the needle is in the text");
    let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
    (
        line_of(text, needle),
        text[line_start..at].chars().count() + 1,
    )
}

/// The one problem of `text`, which must have exactly one.
fn only_problem(text: &str) -> Problem {
    let mut found = problems(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    found.remove(0)
}

#[test]
fn a_text_where_a_time_goes_says_what_a_time_is() {
    let text = changed(
        &lost_credit(),
        &[("\"lease_ms\": 5000", "\"lease_ms\": \"6s\"")],
    );
    let problem = only_problem(&text);
    assert_eq!(
        problem.message,
        "`lease_ms` is a time in milliseconds, a whole number such as 1000, not \"6s\"."
    );
    assert_eq!(problem.path, "lock_service.lease_ms");
    assert_eq!((problem.line, problem.column), place_of(&text, "\"6s\""));
    // The first problem, as the CLI prints it, says the same at the same place.
    let (line, column) = place_of(&text, "\"6s\"");
    assert_eq!(
        error_for(&text),
        format!(
            "line {line}, column {column}, at lock_service.lease_ms: {}",
            problem.message
        )
    );
}

#[test]
fn a_decimal_initial_value_says_what_a_value_is() {
    let text = changed(
        &lost_credit(),
        &[("\"initial\": 100", "\"initial\": 100.5")],
    );
    let problem = only_problem(&text);
    assert_eq!(
        problem.message,
        "`initial` is a whole number such as 10, or a list of texts in double quotes such as [\"a\", \"b\"], not 100.5."
    );
    assert_eq!((problem.line, problem.column), place_of(&text, "100.5"));
}

#[test]
fn an_unknown_unit_is_told_at_its_own_line_with_the_choices() {
    let text = changed(&lost_credit(), &[("\"unit\": \"ms\"", "\"unit\": \"s\"")]);
    let problem = only_problem(&text);
    assert_eq!(
        problem.message,
        "`unit` cannot be \"s\": did you mean \"ms\"? It is one of \"ms\" or \"count\"."
    );
    assert_eq!(problem.path, "knobs[1].unit");
    // Its own line, not the knob's closing brace lines below.
    assert_eq!((problem.line, problem.column), place_of(&text, "\"s\""));
    let text = changed(
        &lost_credit(),
        &[("\"do\": \"pause\"", "\"do\": \"sleep\"")],
    );
    let problem = only_problem(&text);
    assert!(
        problem
            .message
            .starts_with("`do` is one of \"acquire\", \"read\", "),
        "{}",
        problem.message
    );
    assert!(
        problem.message.ends_with(" or \"release\", not \"sleep\"."),
        "{}",
        problem.message
    );
    assert_eq!((problem.line, problem.column), place_of(&text, "\"sleep\""));
}

#[test]
fn a_comma_after_the_last_item_is_pointed_at_itself() {
    let text = changed(
        &lost_credit(),
        &[("\"fencing\": false }", "\"fencing\": false, }")],
    );
    let problem = only_problem(&text);
    assert_eq!(
        problem.message,
        "This comma comes after the last item, where JSON allows none: remove it."
    );
    assert_eq!(problem.path, "");
    assert_eq!((problem.line, problem.column), place_of(&text, ", }"));
    let text = changed(
        &lost_credit(),
        &[(
            "\"/clients/0/plan/2/for_ms\"]\n    }\n",
            "\"/clients/0/plan/2/for_ms\"]\n    },\n",
        )],
    );
    let problem = only_problem(&text);
    assert_eq!((problem.line, problem.column), place_of(&text, ",\n  ]"));
    assert_eq!(
        error_for(&text),
        format!(
            "line {}, column {}: {}",
            problem.line, problem.column, problem.message
        )
    );
}

#[test]
fn a_missing_comma_is_pointed_at_where_it_goes() {
    let text = changed(&lost_credit(), &[("\"name\": \"W2\",", "\"name\": \"W2\"")]);
    let problem = only_problem(&text);
    assert_eq!(
        problem.message,
        "A comma is missing here, before the next field, or a } to close the object."
    );
    let (line, column) = place_of(&text, "\"name\": \"W2\"");
    assert_eq!(
        (problem.line, problem.column),
        (line, column + "\"name\": \"W2\"".len())
    );
}

#[test]
fn a_missing_field_says_what_it_takes() {
    let text = changed(
        &lost_credit(),
        &[("\"do\": \"pause\", \"for_ms\": 8000", "\"do\": \"pause\"")],
    );
    let problem = only_problem(&text);
    assert_eq!(
        problem.message,
        "`for_ms` is missing here: it is a time in milliseconds, a whole number such as 1000."
    );
    assert_eq!(problem.path, "clients[0].plan[2].for_ms");
    assert_eq!(
        (problem.line, problem.column),
        place_of(&text, "{ \"do\": \"pause\"")
    );
}

#[test]
fn a_knob_on_a_step_without_at_ms_says_after_ms_is_the_other_way() {
    let text = changed(
        &lost_credit(),
        &[("/clients/0/plan/2/for_ms", "/clients/1/plan/1/at_ms")],
    );
    let problem = only_problem(&text);
    assert_eq!(problem.path, "knobs[1].sets[0]");
    assert!(
        problem.message.starts_with("Step 1 of client W2 has no `at_ms`: it starts a while after the step before it, so a knob can set its `after_ms` instead"),
        "{}",
        problem.message
    );
    assert_eq!(
        (problem.line, problem.column),
        place_of(&text, "\"/clients/1/plan/1/at_ms\"")
    );
}

#[test]
fn every_mistake_of_shape_is_told_in_the_order_of_the_text() {
    let text = changed(
        &lost_credit(),
        &[
            ("\"lease_ms\": 5000", "\"lease_ms\": \"6s\""),
            ("\"initial\": 100", "\"initial\": 100.5"),
            ("\"for_ms\": 8000", "\"for_msec\": 8000"),
            (
                "{ \"do\": \"release\" }\n      ]\n    },",
                "{ \"at_ms\": \"6s\", \"do\": \"release\" }\n      ]\n    },",
            ),
            (
                "\"do\": \"acquire\", \"retry\"",
                "\"do\": \"aquire\", \"retry\"",
            ),
            ("\"unit\": \"ms\"", "\"unit\": \"s\""),
        ],
    );
    let found = problems(&text);
    let paths: Vec<&str> = found.iter().map(|p| p.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "lock_service.lease_ms",
            "resources[0].initial",
            "clients[0].plan[2].for_msec",
            "clients[0].plan[4].at_ms",
            "clients[1].plan[0].do",
            "knobs[1].unit",
        ]
    );
    let places: Vec<(usize, usize)> = found.iter().map(|p| (p.line, p.column)).collect();
    let mut sorted = places.clone();
    sorted.sort_unstable();
    assert_eq!(places, sorted);
    assert!(
        found[4].message.contains("did you mean \"acquire\"?"),
        "{}",
        found[4].message
    );
    // The first of them is the one a load reports.
    assert!(error_for(&text).contains("at lock_service.lease_ms: "));
}

#[test]
fn every_mistake_a_run_cannot_make_sense_of_is_told() {
    let text = changed(
        &lost_credit(),
        &[
            ("\"lease_ms\": 5000", "\"lease_ms\": 0"),
            ("\"name\": \"W2\"", "\"name\": \"W1\""),
            ("\"every_ms\": 250", "\"every_ms\": 0"),
            (
                "{ \"after_ms\": 200, \"do\": \"write\", \"resource\": \"Account\"",
                "{ \"after_ms\": 200, \"do\": \"write\", \"resource\": \"Acount\"",
            ),
        ],
    );
    let found = problems(&text);
    let paths: Vec<&str> = found.iter().map(|p| p.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "lock_service.lease_ms",
            "clients[1].name",
            "clients[1].plan[0].retry.every_ms",
            "clients[1].plan[2].resource",
        ],
        "{found:#?}"
    );
    assert_eq!(
        (found[0].line, found[0].column),
        place_of(&text, "0, \"first_token\"")
    );
    assert_eq!(
        found[3].message,
        "There is no resource called \"Acount\"; the resources are \"Account\"."
    );
    assert_eq!(
        error_for(&text),
        format!("lock_service.lease_ms: {}", found[0].message)
    );
}

#[test]
fn a_broken_knob_or_challenge_does_not_hide_the_next() {
    let text = changed(
        &paused_holder_text(),
        &[
            ("\"default\": 15000", "\"default\": 14000"),
            ("\"id\": \"lease_ms\"", "\"id\": \"Lease\""),
        ],
    );
    let found = problems(&text);
    let paths: Vec<&str> = found.iter().map(|p| p.path.as_str()).collect();
    assert_eq!(paths, ["knobs[1].sets[0]", "knobs[2].id"], "{found:#?}");
}

#[test]
fn problems_are_said_in_german_and_spanish() {
    let text = changed(
        &lost_credit(),
        &[
            ("\"lease_ms\": 5000", "\"lease_ms\": \"6s\""),
            ("\"unit\": \"ms\"", "\"unit\": \"s\""),
        ],
    );
    let said = |lang: &str| {
        let before = fencelab_words::install(std::rc::Rc::new(
            fencelab_words::Catalogue::new(lang).unwrap(),
        ));
        let found: Vec<String> = problems(&text).into_iter().map(|p| p.message).collect();
        let first = error_for(&text);
        if let Some(before) = before {
            fencelab_words::install(before);
        }
        (found, first)
    };
    let (de, first) = said("de");
    assert_eq!(
        de,
        [
            "`lease_ms` ist eine Zeit in Millisekunden, eine ganze Zahl wie 1000, nicht \"6s\".",
            "`unit` kann nicht \"s\" sein: Meinst du \"ms\"? Es ist einer der Werte \"ms\" oder \"count\".",
        ]
    );
    assert!(
        first.starts_with("Zeile 6, Spalte 33, bei lock_service.lease_ms: `lease_ms` ist"),
        "{first}"
    );
    let (es, first) = said("es");
    assert_eq!(
        es,
        [
            "`lease_ms` es un tiempo en milisegundos, un número entero como 1000, no \"6s\".",
            "`unit` no puede ser \"s\": ¿querías decir \"ms\"? Es uno de \"ms\" o \"count\".",
        ]
    );
    assert!(
        first.starts_with("línea 6, columna 33, en lock_service.lease_ms: "),
        "{first}"
    );
}

#[test]
fn every_challenge_no_setting_solves_is_named_with_what_its_settings_reach() {
    let text = changed(
        &paused_holder_text(),
        &[(
            "  \"challenges\": [\n",
            "  \"challenges\": [\n    { \"id\": \"never\", \"task\": \"Make the store refuse a stale write.\", \"moves\": [\"pause_ms\"], \"goal\": { \"stale_refused\": { \"at_least\": 1 } } },\n    { \"id\": \"nor-this\", \"task\": \"Lose an update with fencing on.\", \"moves\": [\"pause_ms\"], \"goal\": { \"knobs\": { \"fencing\": false }, \"verdict\": [\"refused\"] } },\n",
        )],
    );
    let scenario = Scenario::from_json(&text).unwrap();
    let why = |i: usize| fencelab_core::solve_or_why(&scenario, i).unwrap_err();
    assert_eq!(
        why(0),
        "No setting that challenge \"never\" allows meets its goal. Within its moves every run ends \"safe\" or \"lost\"; at the defaults: The run needs at least 1 stale write refused; this one has 0."
    );
    assert!(why(1).starts_with("No setting that challenge \"nor-this\" allows meets its goal. Within its moves every run ends \"safe\" or \"lost\"; at the defaults: "), "{}", why(1));
    assert!(fencelab_core::solve_or_why(&scenario, 2).is_ok());
}
