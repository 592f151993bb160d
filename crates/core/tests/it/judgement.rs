//! How runs are judged and told in the awkward cases: late writes that a
//! later holder builds on, holders writing from old copies, releases, and
//! retries that cannot happen. Each sentence checked here must be true.

use fencelab_core::{EventKind, EventTag, Report, Scenario, Simulation, Value, Wrote};
use serde_json::{json, Value as Json};

use crate::support;

fn run(lease_ms: u64, resources: Json, clients: Json) -> Report {
    let file = json!({ "title": "t", "summary": "s", "lock_service": { "lease_ms": lease_ms },
                       "resources": resources, "clients": clients });
    let scenario = Scenario::from_json(&file.to_string()).unwrap_or_else(|e| panic!("{e}"));
    Simulation::new(&scenario).unwrap().run()
}

/// The sentences of every event of one kind, in order.
fn sentences(report: &Report, kind: EventTag) -> Vec<String> {
    report
        .events
        .iter()
        .filter(|e| e.tag() == kind)
        .map(|e| report.sentence(e))
        .collect()
}

/// Asserts the first resource's final and expected numbers.
fn assert_final_and_expected(report: &Report, final_value: i64, expected: i64) {
    let r = &report.outcome.resources[0];
    assert_eq!(
        (&r.final_value, &r.expected),
        (&Value::Number(final_value), &Value::Number(expected)),
        "{}",
        report.transcript()
    );
}

fn one_number(fencing: bool) -> Json {
    json!([{ "name": "R", "initial": 10, "fencing": fencing }])
}

#[test]
fn a_late_write_that_the_next_holder_builds_on_counts() {
    // A's late `set 100` lands before B even holds the lock; B reads it and adds 5.
    let report = run(
        10_000,
        one_number(true),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "pause", "for_ms": 10_200 },
                                     { "do": "write", "resource": "R", "op": { "set": 100 } } ] },
            { "name": "B", "plan": [ { "at_ms": 10_500, "do": "acquire" }, { "do": "read", "resource": "R" },
                                     { "do": "write", "resource": "R", "op": { "add": 5 } } ] },
        ]),
    );
    assert_final_and_expected(&report, 105, 105);
    assert!(report.outcome.safe);
    assert_eq!(report.outcome.tally.late_accepted, 1);
    assert!(report
        .explanation()
        .ends_with("This run is safe, but only because of when the late write landed."));
}

#[test]
fn a_holder_building_on_a_stale_write_does_not_hide_the_loss() {
    // A's stale 11 overwrites B's 15; C, holding the lock later, reads 11 and adds 100.
    let report = run(
        10_000,
        one_number(false),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "read", "resource": "R" },
                                     { "do": "pause", "for_ms": 15_000 }, { "do": "write", "resource": "R", "op": { "add": 1 } } ] },
            { "name": "B", "plan": [ { "at_ms": 11_000, "do": "acquire" }, { "do": "read", "resource": "R" },
                                     { "do": "write", "resource": "R", "op": { "add": 5 } }, { "do": "release" } ] },
            { "name": "C", "plan": [ { "at_ms": 20_000, "do": "acquire" }, { "do": "read", "resource": "R" },
                                     { "do": "write", "resource": "R", "op": { "add": 100 } } ] },
        ]),
    );
    assert_final_and_expected(&report, 111, 115);
    let explanation = report.explanation();
    assert!(
        explanation.contains("R holds 111 but should hold 115"),
        "{explanation}"
    );
    assert!(!explanation.contains("same value"), "{explanation}");
}

#[test]
fn a_holder_writing_from_an_old_copy_loses_an_update_fencing_cannot_see() {
    // A reads under token 1 and loses its lease; B adds 5; A takes the lock
    // again (token 3) and adds 1 to the 10 it read long ago.
    let report = run(
        10_000,
        one_number(true),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "read", "resource": "R" },
                                     { "at_ms": 12_000, "do": "acquire" }, { "do": "write", "resource": "R", "op": { "add": 1 } } ] },
            { "name": "B", "plan": [ { "at_ms": 10_000, "do": "acquire" }, { "do": "read", "resource": "R" },
                                     { "do": "write", "resource": "R", "op": { "add": 5 } }, { "do": "release" } ] },
        ]),
    );
    assert_final_and_expected(&report, 11, 16);
    assert!(!report.outcome.safe);
    assert_eq!(
        report.outcome.tally.stale_accepted, 0,
        "A held the lock: the write is not stale"
    );
    let last = report.events.last().unwrap();
    assert!(
        matches!(
            last.kind,
            EventKind::Wrote(Wrote {
                missed: Some(_),
                ..
            })
        ),
        "{last:?}"
    );
    let sentence = report.sentence(last);
    assert!(
        sentence.contains("computed it from a copy read at 0.0 s, before B's write"),
        "{sentence}"
    );
    let explanation = report.explanation();
    assert!(
        explanation.contains("had to read again after taking the lock"),
        "{explanation}"
    );
}

#[test]
fn releasing_ends_the_belief_in_every_sentence() {
    let report = run(
        10_000,
        one_number(false),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "read", "resource": "R" },
                                     { "at_ms": 1000, "do": "release" }, { "do": "pause", "for_ms": 5000 },
                                     { "at_ms": 7000, "do": "release" },
                                     { "at_ms": 8000, "do": "check_lease" },
                                     { "do": "write", "resource": "R", "op": { "add": 1 } } ] },
        ]),
    );
    let transcript = report.transcript();
    assert!(transcript.contains("A wakes after 5.0 s."), "{transcript}");
    assert!(!transcript.contains("believes"), "{transcript}");
    assert!(
        transcript.contains("A releases the lock again; it no longer held it."),
        "{transcript}"
    );
    assert!(transcript.contains("so it stops"), "{transcript}");
    assert!(
        report
            .events
            .iter()
            .all(|e| !matches!(e.kind, EventKind::Wrote(Wrote { .. }))),
        "the check stops A before its write:\n{transcript}"
    );
}

#[test]
fn a_lease_that_ends_before_the_pause_is_not_blamed_on_it() {
    let report = support::run("paused-holder", &["pause_at_ms=12000"]);
    assert_eq!(
        sentences(&report, EventTag::Woke)[0],
        "A wakes after 15.0 s. Its lease had already ended at 10.0 s, before the pause, and A has not checked: it still believes it holds the lock."
    );
}

#[test]
fn a_pause_of_no_time_tells_nothing() {
    let report = support::run("paused-holder", &["pause_ms=0"]);
    assert!(report
        .events
        .iter()
        .all(|e| !matches!(e.kind, EventKind::Paused { .. } | EventKind::Woke { .. })));
    assert!(report.timeline.lanes[0].pauses.is_empty());
}

#[test]
fn a_refusal_promises_only_the_retries_that_happen() {
    let report = run(
        10_000,
        one_number(false),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" } ] },
            { "name": "B", "plan": [ { "at_ms": 1000, "do": "acquire", "retry": { "every_ms": 500, "until_ms": 1200 } } ] },
        ]),
    );
    let transcript = report.transcript();
    assert!(!transcript.contains("ask again"), "{transcript}");
    assert!(!transcript.contains("gives up"), "{transcript}");
}

#[test]
fn an_election_s_roles_reach_every_sentence() {
    let file = json!({
        "title": "t", "summary": "s",
        "lock_service": { "kind": "election", "lease_ms": 10_000 },
        "resources": [ { "name": "Follower", "initial": 10 } ],
        "clients": [
            { "name": "Old", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "read", "resource": "Follower" },
                                       { "do": "pause", "for_ms": 15_000 }, { "do": "write", "resource": "Follower", "op": { "add": 1 } } ] },
            { "name": "New", "plan": [ { "at_ms": 11_000, "do": "acquire" }, { "do": "read", "resource": "Follower" },
                                       { "do": "write", "resource": "Follower", "op": { "add": 5 } } ] },
        ],
    });
    let report = Simulation::new(&Scenario::from_json(&file.to_string()).unwrap())
        .unwrap()
        .run();
    let transcript = report.transcript();
    // The explanation speaks in the story's words, which the lock's kind
    // picks, not in the scenario's names: it has its own test below.
    let (told, _) = transcript.split_once("Outcome:").unwrap();
    assert!(!told.contains("token"), "{transcript}");
    assert!(!told.contains("the lock"), "{transcript}");
    assert!(
        transcript.contains("  election  "),
        "the lock service's actor name:\n{transcript}"
    );
    let chart = report.timeline_description();
    assert!(
        chart.starts_with("Old leads in term 1 from 0.0 s to 10.0 s"),
        "{chart}"
    );
    assert!(
        chart.contains("believes it holds leadership with no election timeout"),
        "{chart}"
    );
}

#[test]
fn an_election_s_explanation_speaks_of_terms() {
    let file = json!({
        "title": "t", "summary": "s",
        "lock_service": { "kind": "election", "lease_ms": 10_000 },
        "resources": [ { "name": "Follower", "initial": 10 } ],
        "clients": [
            { "name": "Old", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "read", "resource": "Follower" },
                                       { "do": "pause", "for_ms": 15_000 }, { "do": "write", "resource": "Follower", "op": { "add": 1 } } ] },
            { "name": "New", "plan": [ { "at_ms": 11_000, "do": "acquire" }, { "do": "read", "resource": "Follower" },
                                       { "do": "write", "resource": "Follower", "op": { "add": 5 } } ] },
        ],
    });
    let report = Simulation::new(&Scenario::from_json(&file.to_string()).unwrap())
        .unwrap()
        .run();
    let explanation = report.explanation();
    assert!(
        explanation.contains(
            "Had Follower checked terms, it would have refused term 1 after seeing term 2."
        ),
        "{explanation}"
    );
    assert!(!explanation.contains("token"), "{explanation}");
}

#[test]
fn the_chart_is_told_in_words_from_the_timeline() {
    let report = support::run("paused-holder", &[]);
    assert_eq!(
        report.timeline_description(),
        "A holds a lease with token 1 from 0.0 s to 10.0 s, is paused from 2.0 s to 17.0 s, \
         believes it holds the lock with no lease from 10.0 s to 17.0 s. \
         B holds a lease with token 2 from 10.3 s to 10.5 s."
    );
}

#[test]
fn a_belief_lasts_until_the_client_s_own_last_act() {
    let default = support::run("paused-holder", &[]);
    let short_lease = support::run("paused-holder", &["lease_ms=1000"]);
    let b = |r: &Report| r.timeline.lanes[1].beliefs[0];
    assert_eq!(b(&default).to, b(&short_lease).to);
}

#[test]
fn retry_knobs_cannot_make_a_run_endless() {
    let file = json!({
        "title": "t", "summary": "s", "lock_service": { "lease_ms": 1_000_000_000 },
        "resources": [ { "name": "R", "initial": 0 } ],
        "clients": [
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" } ] },
            { "name": "B", "plan": [ { "at_ms": 1, "do": "acquire", "retry": { "every_ms": 1000, "until_ms": 1000 } } ] },
        ],
        "knobs": [
            { "id": "every", "label": "Every", "kind": "range", "min": 1, "max": 1000, "step": 1, "unit": "ms",
              "default": 1000, "sets": [ "/clients/1/plan/0/retry/every_ms" ] },
            { "id": "until", "label": "Until", "kind": "range", "min": 0, "max": 100_000_000, "step": 1, "unit": "ms",
              "default": 1000, "sets": [ "/clients/1/plan/0/retry/until_ms" ] },
        ],
    });
    let mut scenario = Scenario::from_json(&file.to_string()).unwrap_or_else(|e| panic!("{e}"));
    scenario.assign("every=1").unwrap();
    scenario.assign("until=100000000").unwrap();
    let report = Simulation::new(&scenario).unwrap().run();
    let gave_up = report.events.last().unwrap();
    assert!(
        matches!(
            gave_up.kind,
            EventKind::GaveUp {
                attempts: 100_000,
                ..
            }
        ),
        "{gave_up:?}"
    );
}

#[test]
fn times_beyond_any_lesson_are_refused() {
    let file = json!({
        "title": "t", "summary": "s", "lock_service": { "lease_ms": 10 },
        "resources": [ { "name": "R", "initial": 0 } ],
        "clients": [ { "name": "A", "plan": [ { "at_ms": u64::MAX, "do": "acquire" } ] } ],
    });
    let err = Scenario::from_json(&file.to_string())
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("clients[0].plan[0].at_ms: `at_ms` is 18446744073709551615 ms, more than"),
        "{err}"
    );
    let padded = json!({
        "title": "t", "summary": "s", "lock_service": { "lease_ms": 10 },
        "resources": [ { "name": "R", "initial": 0 } ],
        "clients": [ { "name": "A ", "plan": [ { "do": "acquire" } ] } ],
    });
    let err = Scenario::from_json(&padded.to_string())
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("clients[0].name: \"A \" starts or ends with spaces"),
        "{err}"
    );
}

#[test]
fn an_expiry_says_the_holder_is_not_told_only_while_it_still_believes() {
    // B, done at 10.5 s, keeps its lease instead of releasing it: the
    // lease then runs out with nobody left who believes in it.
    let text = std::fs::read_to_string(support::root().join("scenarios/paused-holder.json"))
        .unwrap()
        .replacen(",\n        { \"do\": \"release\" }", "", 1);
    let mut scenario = fencelab_core::Scenario::from_json(&text).unwrap();
    scenario.assign("lease_ms=1000").unwrap();
    let report = fencelab_core::Simulation::new(&scenario).unwrap().run();
    assert!(sentences(&report, EventTag::Released).is_empty());
    assert_eq!(
        sentences(&report, EventTag::Expired),
        vec![
            "A's lease (token 1) runs out. The lock service ends it without a word from A, and A is not told.",
            "B's lease (token 2) runs out. The lock service ends it without a word from B.",
        ]
    );
}

#[test]
fn a_late_write_the_next_holder_writes_over_unread_is_a_lost_update() {
    // A's late write lands after B read and before B wrote. A was told it
    // succeeded; B then writes 15 from the 10 it read, and A's update is gone.
    let report = run(
        10_000,
        one_number(true),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "at_ms": 1000, "do": "read", "resource": "R" },
                                     { "at_ms": 2000, "do": "pause", "for_ms": 9000 }, { "do": "write", "resource": "R", "op": { "add": 1 } } ] },
            { "name": "B", "plan": [ { "at_ms": 10_300, "do": "acquire" }, { "at_ms": 10_500, "do": "read", "resource": "R" },
                                     { "at_ms": 12_000, "do": "write", "resource": "R", "op": { "add": 5 } } ] },
        ]),
    );
    assert_final_and_expected(&report, 15, 16);
    assert!(!report.outcome.safe);
    assert_eq!(
        report.outcome.tally.stale_accepted, 0,
        "no newer token had reached R when A's write arrived"
    );
    let explanation = report.explanation();
    assert!(
        explanation.contains("A was told its write succeeded. But B, holding the lock, had read R at 10.5 s, before that write landed, and wrote over it from that copy, so A's acknowledged update was lost."),
        "{explanation}"
    );
    assert!(
        explanation.contains(
            "Compare-and-set, or a read that raises R's highest token, would have caught it."
        ),
        "{explanation}"
    );
    let b_write = report.events.last().unwrap();
    assert_eq!(
        report.sentence(b_write),
        "B writes 15 to R with token 2, and R accepts it. It replaces A's late write, which B never read: A was told that write succeeded, and its update is lost."
    );
}

#[test]
fn a_late_write_a_holder_replaces_with_a_blind_set_is_safe() {
    // Last writer wins when nobody computes from a copy: B sets 20 without reading.
    let report = run(
        10_000,
        one_number(false),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "pause", "for_ms": 10_100 },
                                     { "do": "write", "resource": "R", "op": { "set": 11 } } ] },
            { "name": "B", "plan": [ { "at_ms": 10_300, "do": "acquire" }, { "at_ms": 12_000, "do": "write", "resource": "R", "op": { "set": 20 } } ] },
        ]),
    );
    assert_final_and_expected(&report, 20, 20);
    assert!(report.outcome.safe);
    assert!(
        report.explanation().contains(
            "B, holding the lock, then set a new value without reading, as a later write may."
        ),
        "{}",
        report.explanation()
    );
}

#[test]
fn a_late_write_from_an_old_copy_that_no_holder_touches_is_unsafe() {
    // A reads and releases; B adds 5 and releases; A takes the lock again,
    // pauses past its lease and adds 1 to the copy it read before B's write.
    let report = run(
        5000,
        one_number(true),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "read", "resource": "R" }, { "do": "release" },
                                     { "at_ms": 2000, "do": "acquire" }, { "do": "pause", "for_ms": 6000 },
                                     { "do": "write", "resource": "R", "op": { "add": 1 } } ] },
            { "name": "B", "plan": [ { "at_ms": 1000, "do": "acquire" }, { "do": "read", "resource": "R" },
                                     { "do": "write", "resource": "R", "op": { "add": 5 } }, { "do": "release" } ] },
        ]),
    );
    // A's write counts (it was accepted, and nothing newer had been written
    // under a later grant), and so does B's: both updates should be there.
    assert_final_and_expected(&report, 11, 16);
    assert!(!report.outcome.safe);
    let explanation = report.explanation();
    assert!(explanation.contains("It computed the value from a copy read at 0.0 s, so it overwrote B's update at 1.0 s, which it never saw."), "{explanation}");
    assert!(explanation.contains("was left standing"), "{explanation}");
    assert!(
        !explanation.contains("overwrote nothing newer"),
        "{explanation}"
    );
}

#[test]
fn a_stale_value_a_holder_later_replaces_is_told_as_replaced() {
    let report = run(
        10_000,
        one_number(false),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "pause", "for_ms": 12_000 },
                                     { "do": "write", "resource": "R", "op": { "set": 11 } } ] },
            { "name": "B", "plan": [ { "at_ms": 10_500, "do": "acquire" }, { "do": "write", "resource": "R", "op": { "set": 15 } },
                                     { "at_ms": 13_000, "do": "write", "resource": "R", "op": { "set": 20 } } ] },
        ]),
    );
    let explanation = report.explanation();
    assert!(
        explanation
            .contains("R holds 20, as it should, because B wrote over the stale value later."),
        "{explanation}"
    );
    assert!(!report.outcome.safe, "a stale write was accepted");
}

#[test]
fn a_client_building_on_its_own_writes_loses_nothing() {
    let report = run(
        10_000,
        json!([ { "name": "R", "initial": 10, "fencing": true }, { "name": "L", "initial": ["x"] } ]),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "read", "resource": "R" }, { "do": "read", "resource": "L" },
                                     { "do": "write", "resource": "R", "op": { "add": 1 } }, { "do": "write", "resource": "R", "op": { "add": 1 } },
                                     { "do": "write", "resource": "L", "op": { "append": "y" } }, { "do": "write", "resource": "L", "op": { "append": "z" } } ] },
        ]),
    );
    assert!(report.outcome.safe, "{}", report.transcript());
    assert_eq!(report.outcome.resources[0].final_value, Value::Number(12));
    assert_eq!(
        report.format_value(&report.outcome.resources[1].final_value),
        "x, y, z"
    );
}

#[test]
fn a_lease_that_ends_as_the_pause_begins_ended_before_it() {
    let report = support::run("paused-holder", &["lease_ms=2000"]);
    let woke = &sentences(&report, EventTag::Woke)[0];
    assert!(woke.contains("before the pause"), "{woke}");
}

#[test]
fn a_refusal_under_a_new_hold_does_not_count_a_write_under_the_old_one_as_half_done() {
    // A writes X under its first hold, lets go, and is refused at Y under
    // its second: the update it was making then wrote nothing else.
    let report = run(
        10_000,
        json!([{ "name": "X", "initial": 0 },
               { "name": "Y", "initial": 0, "compare_and_set": true }]),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" },
                                     { "at_ms": 100, "do": "write", "resource": "X", "op": { "set": 1 } },
                                     { "at_ms": 200, "do": "release" },
                                     { "at_ms": 1000, "do": "acquire" },
                                     { "at_ms": 1100, "do": "write", "resource": "Y", "op": { "set": 2 } } ] },
            { "name": "B", "plan": [ { "at_ms": 300, "do": "acquire" },
                                     { "at_ms": 400, "do": "write", "resource": "Y", "op": { "set": 5 } },
                                     { "at_ms": 500, "do": "release" } ] },
        ]),
    );
    let tally = report.outcome.tally;
    assert_eq!(
        (tally.refused, tally.partial),
        (1, 0),
        "{}",
        report.transcript()
    );

    // Under one hold, the same refusal leaves X's write half an update.
    let report = run(
        300,
        json!([{ "name": "X", "initial": 0 },
               { "name": "Y", "initial": 0, "compare_and_set": true }]),
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" },
                                     { "at_ms": 100, "do": "write", "resource": "X", "op": { "set": 1 } },
                                     { "at_ms": 1100, "do": "write", "resource": "Y", "op": { "set": 2 } } ] },
            { "name": "B", "plan": [ { "at_ms": 400, "do": "acquire" },
                                     { "at_ms": 450, "do": "write", "resource": "Y", "op": { "set": 5 } } ] },
        ]),
    );
    assert_eq!(report.outcome.tally.partial, 1, "{}", report.transcript());
}
