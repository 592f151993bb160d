//! A scenario text's problems as an author meets them writing a first
//! scenario from the guide: each in words that say what the field takes,
//! at the mistake's own line and column, every one of them, in the
//! reader's language.

use fencelab_core::{problems, Problem, Scenario};

use crate::errors::{error_for, line_of, paused_holder_text};
use crate::support::root;

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

#[test]
fn a_slip_in_a_field_the_format_needs_is_told_as_the_slip() {
    let text = changed(
        &lost_credit(),
        &[(
            "\"label\": \"Fencing tokens\"",
            "\"lable\": \"Fencing tokens\"",
        )],
    );
    let problem = only_problem(&text);
    assert_eq!(
        problem.message,
        "There is no field `lable` here: did you mean `label`?"
    );
    assert_eq!(problem.path, "knobs[0].lable");
    assert_eq!((problem.line, problem.column), place_of(&text, "\"lable\""));
}

#[test]
fn a_value_inside_a_step_is_told_at_its_own_field() {
    let text = changed(
        &lost_credit(),
        &[("{ \"add\": 50 }", "{ \"add\": \"50\" }")],
    );
    let problem = only_problem(&text);
    assert_eq!(problem.path, "clients[0].plan[3].op.add");
    assert_eq!(
        problem.message,
        "`add` is a whole number, such as 5 or -5, not \"50\"."
    );
    assert_eq!((problem.line, problem.column), place_of(&text, "\"50\""));
}
