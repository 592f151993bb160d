//! Challenges: what a file may ask for, how a run is judged against it,
//! and that every shipped challenge can be solved.

use fencelab_core::{judge, solve, KnobKind, KnobValue, Scenario, Simulation};
use fencelab_words::say;
use serde_json::{json, Value};

use crate::support::{load, root, scenario_files};

/// The paused holder with `challenges` in place of its own.
fn with_challenges(challenges: Value) -> Result<Scenario, String> {
    let text = std::fs::read_to_string(root().join("scenarios/paused-holder.json")).unwrap();
    let mut file: Value = serde_json::from_str(&text).unwrap();
    file["challenges"] = challenges;
    // The translations name the file's own challenges.
    file.as_object_mut().unwrap().remove("translations");
    Scenario::from_json(&serde_json::to_string_pretty(&file).unwrap()).map_err(|e| e.to_string())
}

/// The error for one challenge with this goal and these moves.
fn error_for(moves: Value, goal: Value) -> String {
    match with_challenges(json!([{ "id": "c", "task": "Do it.", "moves": moves, "goal": goal }])) {
        Ok(_) => panic!("expected an error for {goal}"),
        Err(e) => e,
    }
}

/// How the run with `settings` is judged against the paused holder's
/// challenge `id`: met, and the words.
fn judged(id: &str, settings: &[&str]) -> (bool, String) {
    let mut scenario = load("paused-holder");
    for s in settings {
        scenario.assign(s).unwrap();
    }
    let report = Simulation::new(&scenario).unwrap().run();
    let judgement = judge(&scenario, &report.outcome)
        .into_iter()
        .find(|j| j.id == id)
        .unwrap();
    (judgement.met, judgement.words)
}

#[test]
fn a_malformed_challenge_is_refused_with_its_line_and_path() {
    let err = with_challenges(json!([{ "id": "c", "task": "t", "moves": ["pause_ms"],
        "goal": { "safe": true, "fastest": "pause_ms" } }]))
    .unwrap_err();
    assert!(err.contains("There is no field `fastest` here"), "{err}");
    assert!(err.contains("at challenges[0].goal.fastest"), "{err}");
    assert!(err.starts_with("line "), "{err}");
    let err = with_challenges(json!([{ "id": "c", "task": "t", "moves": ["pause_ms"],
        "goal": { "stale_accepted": { "at_least": "one" } } }]))
    .unwrap_err();
    assert!(
        err.contains("at challenges[0].goal.stale_accepted.at_least"),
        "{err}"
    );
}

#[test]
fn a_challenge_that_can_never_be_met_is_refused_where_it_is() {
    let cases: Vec<(Value, Value, &str)> = vec![
        (json!(["pause_ms"]), json!({}), "challenges[0].goal: `goal` is empty: give at least one part, such as \"verdict\" or \"safe\"."),
        (json!([]), json!({ "safe": true }), "challenges[0].moves: `moves` is empty: name at least one knob"),
        (json!(["pause"]), json!({ "safe": true }), "challenges[0].moves[0]: No knob is called \"pause\"; the knobs are \"fencing\", \"pause_ms\""),
        (json!(["pause_ms", "pause_ms"]), json!({ "safe": true }), "challenges[0].moves[1]: \"pause_ms\" is listed twice in `moves`."),
        (json!(["pause_ms"]), json!({ "knobs": { "pause_ms": 8550 } }), "challenges[0].goal.knobs.pause_ms: 8550 is not on the steps of knob \"pause_ms\": 0, then every 100."),
        (json!(["pause_ms"]), json!({ "knobs": { "pause_ms": 40000 } }), "challenges[0].goal.knobs.pause_ms: 40000 is outside the range of knob \"pause_ms\", 0 to 30000."),
        (json!(["pause_ms"]), json!({ "knobs": { "pause_ms": true } }), "challenges[0].goal.knobs.pause_ms: Knob \"pause_ms\" is a slider: give a whole number."),
        (json!(["fencing"]), json!({ "knobs": { "fencing": 1 } }), "challenges[0].goal.knobs.fencing: Knob \"fencing\" is a switch: give true or false."),
        (json!(["pause_ms"]), json!({ "knobs": { "fencing": true } }), "challenges[0].goal.knobs.fencing: Knob \"fencing\" is not in this challenge's `moves`, so it stays at its default, off."),
        (json!(["pause_ms"]), json!({ "knobs": { "speed": 1 } }), "challenges[0].goal.knobs.speed: No knob is called \"speed\""),
        (json!(["fencing"]), json!({ "safe": true, "longest": "fencing" }), "challenges[0].goal.longest: Knob \"fencing\" is a switch, and `longest` needs a slider."),
        (json!(["fencing"]), json!({ "safe": true, "shortest": "pause_ms" }), "challenges[0].goal.shortest: Knob \"pause_ms\" is not in this challenge's `moves`, so the reader cannot change it."),
        (json!(["pause_ms"]), json!({ "longest": "pause_ms", "shortest": "pause_ms" }), "challenges[0].goal.shortest: Give `longest` or `shortest`, not both."),
        (json!(["pause_ms"]), json!({ "values": { "Disk": { "final": 1 } } }), "challenges[0].goal.values.Disk: There is no resource called \"Disk\"; the resources are \"Storage\"."),
        (json!(["pause_ms"]), json!({ "values": { "Storage": { "final": ["a"] } } }), "challenges[0].goal.values.Storage.final: \"Storage\" holds a number, not a list."),
        (json!(["pause_ms"]), json!({ "values": { "Storage": {} } }), "challenges[0].goal.values.Storage: This is empty: give `final`, `as_expected` or both."),
        (json!(["pause_ms"]), json!({ "stale_refused": { "at_least": 2, "at_most": 1 } }), "challenges[0].goal.stale_refused: `at_least`, 2, is greater than `at_most`, 1: no count is both."),
        (json!(["pause_ms"]), json!({ "stale_refused": {} }), "challenges[0].goal.stale_refused: This is empty: give `at_least`, `at_most` or both."),
        (json!(["pause_ms"]), json!({ "verdict": [] }), "challenges[0].goal.verdict: `verdict` is empty"),
        (json!(["pause_ms"]), json!({ "verdict": ["lost"], "safe": true }), "challenges[0].goal.safe: `safe` contradicts the verdicts listed"),
    ];
    for (moves, goal, want) in cases {
        let err = error_for(moves, goal.clone());
        assert!(
            err.starts_with(want),
            "{goal}:\n{err}\nshould start\n{want}"
        );
    }
}

#[test]
fn longest_needs_a_slider_of_few_enough_steps() {
    let text = std::fs::read_to_string(root().join("scenarios/paused-holder.json")).unwrap();
    let mut file: Value = serde_json::from_str(&text).unwrap();
    let pause = file["knobs"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|k| k["id"] == "pause_ms")
        .unwrap();
    pause["step"] = json!(1);
    file["challenges"] = json!([{ "id": "c", "task": "t", "moves": ["pause_ms"],
        "goal": { "safe": true, "longest": "pause_ms" } }]);
    let err = Scenario::from_json(&file.to_string())
        .unwrap_err()
        .to_string();
    assert_eq!(err, "challenges[0].goal.longest: Knob \"pause_ms\" has 30,001 steps; `longest` needs a slider of at most 10,000, so judging a run stays quick.");
}

#[test]
fn many_combinations_are_sampled_and_still_solved() {
    // Four sliders of hundreds of steps each: far too many to try them all.
    let scenario = with_challenges(json!([{ "id": "c", "task": "t",
        "moves": ["pause_ms", "lease_ms", "pause_at_ms", "b_arrives_ms"],
        "goal": { "safe": true, "values": { "Storage": { "final": 16 } } } }]))
    .unwrap();
    let settings = solve(&scenario, 0).expect("a safe run exists");
    let mut solved = scenario.clone();
    for (id, value) in &settings {
        solved.set(id, *value).unwrap();
    }
    let report = Simulation::new(&solved).unwrap().run();
    assert!(judge(&solved, &report.outcome)[0].met, "{settings:?}");
}

#[test]
fn an_id_must_be_well_formed_and_unique_and_a_task_given() {
    let one = |id: &str, task: &str| json!({ "id": id, "task": task, "moves": ["pause_ms"], "goal": { "safe": true } });
    let err = with_challenges(json!([one("Longest_Pause", "t")])).unwrap_err();
    assert!(
        err.starts_with(
            "challenges[0].id: \"Longest_Pause\" cannot be a challenge's id: use lowercase letters, digits and hyphens"
        ),
        "{err}"
    );
    let err = with_challenges(json!([one("a", "t"), one("a", "u")])).unwrap_err();
    assert!(
        err.starts_with("challenges[1].id: Another challenge has the id \"a\" already"),
        "{err}"
    );
    let err = with_challenges(json!([one("a", " ")])).unwrap_err();
    assert!(
        err.starts_with("challenges[0].task: `task` is empty: write something in it."),
        "{err}"
    );
}

#[test]
fn a_list_value_must_be_one_some_run_could_write() {
    let text = std::fs::read_to_string(root().join("scenarios/audit-log.json")).unwrap();
    let mut file: Value = serde_json::from_str(&text).unwrap();
    let log = file["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["initial"].is_array())
        .unwrap()["name"]
        .as_str()
        .unwrap()
        .to_owned();
    file["challenges"] = json!([{ "id": "c", "task": "t", "moves": ["fencing"],
        "goal": { "values": { log.clone(): { "final": ["nobody writes this"] } } } }]);
    let err = Scenario::from_json(&file.to_string())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains(&format!(
            "values[\"{log}\"].final[0]: No run can put \"nobody writes this\" in \"{log}\""
        )),
        "{err}"
    );
}

#[test]
fn a_run_meets_a_challenge_or_is_told_the_first_reason_it_does_not() {
    assert_eq!(
        judged("longest-safe-pause", &[]),
        (false, say!("challenge-miss-safe", want = "safe"))
    );
    assert_eq!(
        judged("longest-safe-pause", &["pause_ms=8500"]),
        (true, say!("challenge-met"))
    );
    assert_eq!(
        judged("longest-safe-pause", &["pause_ms=8500", "fencing=on"]),
        (
            false,
            say!(
                "challenge-miss-moved",
                label = "Fencing tokens",
                value = "off"
            )
        )
    );
    assert_eq!(
        judged("shortest-safe-lease", &["pause_ms=8500"]),
        (
            false,
            say!(
                "challenge-miss-moved",
                label = "Pause length",
                value = "15.0 s"
            )
        )
    );
}

#[test]
fn longest_asks_for_the_largest_step_that_still_meets_the_rest() {
    assert_eq!(
        judged("longest-safe-pause", &["pause_ms=8000"]),
        (
            false,
            say!(
                "challenge-miss-extreme",
                label = "Pause length",
                way = "higher"
            )
        )
    );
    assert!(judged("longest-safe-pause", &["pause_ms=8500"]).0);
    // One step more and the run is no longer safe at all.
    assert!(!judged("longest-safe-pause", &["pause_ms=8600"]).0);
}

#[test]
fn shortest_asks_for_the_smallest_step_that_still_meets_the_rest() {
    assert_eq!(
        judged("shortest-safe-lease", &["lease_ms=20000"]),
        (
            false,
            say!(
                "challenge-miss-extreme",
                label = "Lease length",
                way = "lower"
            )
        )
    );
    assert!(judged("shortest-safe-lease", &["lease_ms=16400"]).0);
    assert!(!judged("shortest-safe-lease", &["lease_ms=16300"]).0);
}

#[test]
fn counts_values_and_verdicts_are_each_judged() {
    let scenario = with_challenges(json!([
        { "id": "refused", "task": "t", "moves": ["fencing"], "goal": { "verdict": ["refused", "safe"] } },
        { "id": "count", "task": "t", "moves": ["fencing"], "goal": { "stale_refused": { "at_least": 1, "at_most": 1 } } },
        { "id": "value", "task": "t", "moves": ["fencing"], "goal": { "values": { "Storage": { "final": 15, "as_expected": true } } } },
        { "id": "knob", "task": "t", "moves": ["fencing"], "goal": { "knobs": { "fencing": true } } },
    ]))
    .unwrap();
    let words = |scenario: &Scenario| -> Vec<(bool, String)> {
        let report = Simulation::new(scenario).unwrap().run();
        judge(scenario, &report.outcome)
            .into_iter()
            .map(|j| (j.met, j.words))
            .collect()
    };
    let off = words(&scenario);
    assert_eq!(off[0].1, "The run must end “safe: stale write refused” or “safe”; this one ends “not safe: update lost”.");
    assert_eq!(
        off[1].1,
        "The run needs exactly 1 stale write refused; this one has 0."
    );
    assert_eq!(
        off[2].1,
        say!(
            "challenge-miss-final",
            resource = "Storage",
            want = "15",
            got = "11"
        )
    );
    assert_eq!(
        off[3].1,
        say!(
            "challenge-miss-knob",
            label = "Fencing tokens",
            value = "on"
        )
    );
    let mut on = scenario.clone();
    on.set("fencing", KnobValue::Toggle(true)).unwrap();
    assert!(words(&on).iter().all(|(met, _)| *met), "{:?}", words(&on));
}

#[test]
fn every_shipped_scenario_with_a_slider_has_a_challenge_and_every_challenge_is_solvable() {
    for (name, _) in scenario_files() {
        let mut scenario = load(&name);
        let sliders = scenario
            .knobs()
            .iter()
            .any(|k| matches!(k.kind, KnobKind::Range { .. }));
        assert!(
            !sliders || !scenario.challenges().is_empty(),
            "{name} has a slider but no challenge"
        );
        for (index, challenge) in scenario.challenges().to_vec().iter().enumerate() {
            let settings = solve(&scenario, index)
                .unwrap_or_else(|| panic!("{name}: challenge {} has no solution", challenge.id));
            // The recorded run with the solution is judged met as well.
            let fresh = load(&name);
            scenario = fresh;
            for (id, value) in &settings {
                scenario.set(id, *value).unwrap();
            }
            let report = Simulation::new(&scenario).unwrap().run();
            let judgement = &judge(&scenario, &report.outcome)[index];
            assert!(
                judgement.met,
                "{name}: {} with {settings:?}: {}",
                challenge.id, judgement.words
            );
        }
    }
}

#[test]
fn the_default_run_solves_no_shipped_challenge() {
    for (name, _) in scenario_files() {
        let scenario = load(&name);
        let report = Simulation::new(&scenario).unwrap().run();
        for judgement in judge(&scenario, &report.outcome) {
            assert!(
                !judgement.met,
                "{name}: {} is met as the experiment opens",
                judgement.id
            );
        }
    }
}

#[test]
fn a_challenge_no_setting_meets_has_no_solution() {
    // Without fencing, no pause makes the store refuse a stale write.
    let scenario = with_challenges(json!([{ "id": "c", "task": "t", "moves": ["pause_ms"],
        "goal": { "stale_refused": { "at_least": 1 } } }]))
    .unwrap();
    assert_eq!(solve(&scenario, 0), None);
}
