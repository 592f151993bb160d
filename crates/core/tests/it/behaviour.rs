//! The lock service's and the clients' rules, one small scenario each.

use fencelab_core::{
    ClientId, EventKind, EventTag, Guard, LeaseEndKind, Refusal, Report, Scenario, SimTime,
    Simulation, Standing, Token, Value, Verdict, Wrote,
};
use serde_json::{json, Value as Json};

const A: ClientId = ClientId(0);
const B: ClientId = ClientId(1);

/// Runs a scenario with one number resource `R` (initial 0), the given lease,
/// fencing on `R` as given, and the given clients' plans.
fn run(lease_ms: u64, fencing: bool, clients: Json) -> Report {
    let file = json!({
        "title": "t", "summary": "s",
        "lock_service": { "lease_ms": lease_ms },
        "resources": [ { "name": "R", "initial": 0, "fencing": fencing } ],
        "clients": clients,
    });
    let scenario = Scenario::from_json(&file.to_string()).unwrap_or_else(|e| panic!("{e}"));
    Simulation::new(&scenario).unwrap().run()
}

fn kinds(report: &Report) -> Vec<(u64, EventTag, u16)> {
    report
        .events
        .iter()
        .map(|e| (e.at.ms(), e.tag(), e.client().unwrap().0))
        .collect()
}

#[test]
fn release_frees_the_lock_at_once() {
    let report = run(
        10_000,
        false,
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "at_ms": 1000, "do": "release" } ] },
            { "name": "B", "plan": [ { "at_ms": 2000, "do": "acquire" } ] },
        ]),
    );
    assert_eq!(
        kinds(&report),
        vec![
            (0, EventTag::Granted, 0),
            (1000, EventTag::Released, 0),
            (2000, EventTag::Granted, 1)
        ]
    );
    let a = &report.timeline.lanes[0];
    assert_eq!(a.leases[0].end, LeaseEndKind::Released);
    assert_eq!(a.leases[0].span.to, SimTime(1000));
    assert_eq!(a.beliefs[0].to, SimTime(1000));
}

#[test]
fn renewal_moves_the_expiry_and_keeps_others_out() {
    let report = run(
        5000,
        false,
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "at_ms": 4000, "do": "renew" },
                                     { "at_ms": 12_000, "do": "check_lease" } ] },
            { "name": "B", "plan": [ { "at_ms": 6000, "do": "acquire", "retry": { "every_ms": 1000, "until_ms": 20_000 } } ] },
        ]),
    );
    assert_eq!(
        kinds(&report),
        vec![
            (0, EventTag::Granted, 0),
            (4000, EventTag::Renewed, 0),
            (6000, EventTag::Refused, 1),
            (9000, EventTag::Expired, 0),
            (9000, EventTag::Granted, 1),
            (12_000, EventTag::Checked, 0),
        ]
    );
    assert!(matches!(
        report.events[1].kind,
        EventKind::Renewed {
            until: SimTime(9000),
            ..
        }
    ));
    // A's own clock says its lease ended at 9 s, so the check at 12 s stops it.
    assert!(matches!(
        report.events[5].kind,
        EventKind::Checked { ok: false, .. }
    ));
}

#[test]
fn a_renewal_after_expiry_is_refused_and_the_client_stops() {
    let report = run(
        1000,
        false,
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "at_ms": 2000, "do": "renew" },
                                     { "do": "read", "resource": "R" }, { "do": "write", "resource": "R", "op": { "set": 1 } } ] },
        ]),
    );
    assert_eq!(
        kinds(&report),
        vec![
            (0, EventTag::Granted, 0),
            (1000, EventTag::Expired, 0),
            (2000, EventTag::RenewRefused, 0)
        ]
    );
    assert_eq!(report.outcome.resources[0].final_value, Value::Number(0));
}

#[test]
fn a_lease_check_inside_the_margin_stops_the_plan() {
    let report = run(
        10_000,
        false,
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "at_ms": 8500, "do": "check_lease", "margin_ms": 2000 },
                                     { "do": "write", "resource": "R", "op": { "set": 1 } } ] },
        ]),
    );
    assert!(matches!(
        report.events[1].kind,
        EventKind::Checked {
            left: fencelab_core::Millis(1500),
            ok: false,
            ..
        }
    ));
    assert_eq!(report.events.len(), 2, "the write never happens");
}

#[test]
fn a_retrying_client_gives_up_when_its_next_try_would_pass_the_deadline() {
    let report = run(
        10_000,
        false,
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" } ] },
            { "name": "B", "plan": [ { "at_ms": 500, "do": "acquire", "retry": { "every_ms": 1000, "until_ms": 3000 } },
                                     { "do": "write", "resource": "R", "op": { "set": 1 } } ] },
        ]),
    );
    // Tries at 0.5, 1.5 and 2.5 s; the next, at 3.5 s, would be past 3.0 s.
    assert_eq!(
        kinds(&report),
        vec![
            (0, EventTag::Granted, 0),
            (500, EventTag::Refused, 1),
            (2500, EventTag::GaveUp, 1)
        ]
    );
    assert!(matches!(
        report.events[2].kind,
        EventKind::GaveUp { attempts: 3, .. }
    ));
}

#[test]
fn a_lease_ending_at_the_moment_another_client_asks_is_over() {
    let report = run(
        1000,
        false,
        json!([
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" } ] },
            { "name": "B", "plan": [ { "at_ms": 1000, "do": "acquire" } ] },
        ]),
    );
    assert_eq!(
        kinds(&report),
        vec![
            (0, EventTag::Granted, 0),
            (1000, EventTag::Expired, 0),
            (1000, EventTag::Granted, 1)
        ]
    );
}

#[test]
fn fencing_one_resource_of_two_leaves_a_partial_stale_update() {
    let file = json!({
        "title": "t", "summary": "s",
        "lock_service": { "lease_ms": 1000 },
        "resources": [ { "name": "Db", "initial": 0, "fencing": true },
                       { "name": "Log", "initial": [], "fencing": false } ],
        "clients": [
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "read", "resource": "Log" },
                                     { "do": "pause", "for_ms": 5000 },
                                     { "do": "write", "resource": "Db", "op": { "set": 1 } },
                                     { "do": "write", "resource": "Log", "op": { "append": "A" } } ] },
            { "name": "B", "plan": [ { "at_ms": 2000, "do": "acquire" }, { "do": "read", "resource": "Log" },
                                     { "do": "write", "resource": "Db", "op": { "set": 2 } },
                                     { "do": "write", "resource": "Log", "op": { "append": "B" } } ] },
        ],
    });
    let scenario = Scenario::from_json(&file.to_string()).unwrap();
    let report = Simulation::new(&scenario).unwrap().run();
    // The fenced store refuses A, and A stops, so the log never sees A's write.
    let last = report.events.last().unwrap();
    assert!(matches!(
        last.kind,
        EventKind::Wrote(Wrote {
            client: A,
            verdict: Verdict::Refused(Refusal::Token {
                by: Guard::Fencing,
                highest: Token(2)
            }),
            ..
        })
    ));
    assert!(report.outcome.safe);

    // Written the other way round, the unfenced log takes A's stale entry first.
    let mut swapped = file.clone();
    let plan = swapped["clients"][0]["plan"].as_array_mut().unwrap();
    plan.swap(3, 4);
    let scenario = Scenario::from_json(&swapped.to_string()).unwrap();
    let report = Simulation::new(&scenario).unwrap().run();
    let a_writes: Vec<_> = report
        .events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Wrote(Wrote {
                client: A,
                verdict,
                standing,
                ..
            }) => Some((verdict, standing)),
            _ => None,
        })
        .collect();
    assert!(matches!(
        a_writes[0],
        (Verdict::Accepted, Standing::Stale { newer: B, .. })
    ));
    assert!(matches!(
        a_writes[1],
        (Verdict::Refused(_), Standing::Stale { .. })
    ));
    assert_eq!(report.outcome.tally.stale_accepted, 1);
    assert_eq!(report.outcome.tally.stale_refused, 1);
    assert!(!report.outcome.safe);
    assert_eq!(
        report.format_value(&report.outcome.resources[1].final_value),
        "A"
    );
    assert_eq!(
        report.format_value(&report.outcome.resources[1].expected),
        "B"
    );
}

#[test]
fn an_election_tells_its_story_in_terms() {
    let file = json!({
        "title": "t", "summary": "s",
        "lock_service": { "kind": "election", "lease_ms": 1000, "first_token": 5 },
        "resources": [ { "name": "Follower", "initial": 0, "fencing": true } ],
        "clients": [ { "name": "Old", "plan": [ { "at_ms": 0, "do": "acquire" } ] } ],
    });
    let scenario = Scenario::from_json(&file.to_string()).unwrap();
    let report = Simulation::new(&scenario).unwrap().run();
    assert_eq!(
        report.sentence(&report.events[0]),
        "Old stands for leadership in term 5, the next term, and asks the others for their votes. While it leads, they wait 1.0 s after each of its heartbeats (the election timeout) before anyone may stand again."
    );
    assert_eq!(report.actor(&report.events[0]), "Old");
}
