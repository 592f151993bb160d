//! The model's harder parts, one small scenario each: clocks, the network,
//! lock-service faults, majority locks, the checks on the way into a
//! resource, side effects, and what a lock is for.

use fencelab_core::{
    ClientId, Clock, EventKind, EventTag, Guard, Refusal, Report, RunVerdict, Scenario, SimTime,
    Simulation, Token, Verdict, Wrote,
};
use serde_json::{json, Value as Json};

const A: ClientId = ClientId(0);
const B: ClientId = ClientId(1);

/// Loads and runs a scenario given as JSON, with a title and summary added.
fn run(mut file: Json) -> Report {
    file["title"] = json!("t");
    file["summary"] = json!("s");
    let scenario = Scenario::from_json(&file.to_string()).unwrap_or_else(|e| panic!("{e}"));
    Simulation::new(&scenario).unwrap().run()
}

/// The error a broken scenario gives, as text.
fn refused(mut file: Json) -> String {
    file["title"] = json!("t");
    file["summary"] = json!("s");
    match Scenario::from_json(&file.to_string()) {
        Ok(_) => panic!("{file} loaded"),
        Err(e) => e.to_string(),
    }
}

fn writes(report: &Report) -> Vec<(u64, &Wrote)> {
    report
        .events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Wrote(w) => Some((e.at.ms(), w)),
            _ => None,
        })
        .collect()
}

/// The classic story's two clients: A reads at 1 s, then its write step
/// (`a_write`) runs; B takes the lock at 10.3 s and adds 5.
fn two_clients(a_write: Json) -> Json {
    json!([
        { "name": "A", "plan": [
            { "at_ms": 0, "do": "acquire" },
            { "at_ms": 1000, "do": "read", "resource": "R" },
            a_write ] },
        { "name": "B", "plan": [
            { "at_ms": 10300, "do": "acquire" },
            { "do": "read", "resource": "R" },
            { "do": "write", "resource": "R", "op": { "add": 5 } } ] },
    ])
}

#[test]
fn a_clock_runs_at_its_rate_and_jumps_at_its_moments() {
    let slow = Clock {
        drift_percent: -50,
        jumps: vec![(SimTime(4000), 3000)],
    };
    assert_eq!(slow.read(SimTime(2000)), SimTime(1000));
    assert_eq!(slow.read(SimTime(4000)), SimTime(5000));
    // Reads 3000 at 6000 before the jump? No: the jump comes first, at 4 s.
    assert_eq!(slow.reaches(SimTime(1500), SimTime::ZERO), SimTime(3000));
    assert_eq!(slow.reaches(SimTime(4500), SimTime::ZERO), SimTime(4000));
    assert_eq!(slow.reaches(SimTime(6000), SimTime::ZERO), SimTime(6000));
    let true_time = Clock::default();
    assert!(true_time.is_true());
    assert_eq!(true_time.reaches(SimTime(10), SimTime(20)), SimTime(20));
}

#[test]
fn a_slow_clock_passes_a_lease_check_after_the_lease_has_ended() {
    let mut clients =
        two_clients(json!({ "at_ms": 12000, "do": "check_lease", "margin_ms": 1000 }));
    clients[0]["plan"]
        .as_array_mut()
        .unwrap()
        .push(json!({ "do": "write", "resource": "R", "op": { "add": 1 } }));
    clients[0]["clock"] = json!({ "drift_percent": -30 });
    let report = run(json!({
        "lock_service": { "lease_ms": 10000 },
        "resources": [ { "name": "R", "initial": 10 } ],
        "clients": clients,
    }));
    let checked = report
        .events
        .iter()
        .find_map(|e| match e.kind {
            EventKind::Checked { left, ok, .. } => Some((left.0, ok)),
            _ => None,
        })
        .unwrap();
    // At 12 s the slow clock reads 8.4 s: 1.6 s of a 10 s lease are left.
    assert_eq!(checked, (1600, true));
    assert_eq!(report.outcome.verdict, RunVerdict::Lost);
    // The chart knows where A's clock puts the end: 10 s / 0.7.
    assert_eq!(
        report.timeline.lanes[0].leases[0].believed_to,
        SimTime(14286)
    );
    assert!(report
        .sentence(&report.events[0])
        .contains("A's own clock will not show it over until 14.286 s"));
}

#[test]
fn a_write_sent_inside_the_lease_can_arrive_after_it() {
    let report = run(json!({
        "lock_service": { "lease_ms": 10000 },
        "resources": [ { "name": "R", "initial": 10 } ],
        "network": { "links": [ { "client": "A", "to": "R", "delay_ms": 3000 } ] },
        "clients": two_clients(json!({ "at_ms": 9000, "do": "write", "resource": "R", "op": { "add": 1 } })),
    }));
    let sent: Vec<_> = report
        .events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Sent { .. }))
        .map(|e| e.at.ms())
        .collect();
    // A's read leaves at 1 s; its write at 9 s, after the read's answer came back at 7 s.
    assert_eq!(sent, vec![1000, 9000]);
    let (at, a) = writes(&report)[1];
    assert_eq!((at, a.client, a.sent), (12000, A, SimTime(9000)));
    assert!(matches!(a.standing, fencelab_core::Standing::Stale { .. }));
    let text = report.sentence(report.events.iter().find(|e| e.at.ms() == 12000).unwrap());
    assert!(
        text.starts_with("A's write of 11 to R with token 1, sent at 9.0 s, arrives"),
        "{text}"
    );
    let message = *report
        .timeline
        .messages
        .iter()
        .find(|m| m.sent == SimTime(9000))
        .unwrap();
    assert_eq!(
        (message.sent, message.arrived),
        (SimTime(9000), SimTime(12000))
    );
}

#[test]
fn counting_the_lease_from_the_request_is_safe_on_a_slow_link() {
    for (from, believed) in [("grant", 12000), ("request", 10000)] {
        let report = run(json!({
            "lock_service": { "lease_ms": 10000 },
            "resources": [ { "name": "R", "initial": 0 } ],
            "network": { "links": [ { "client": "A", "to": "lock_service", "delay_ms": 1000 } ] },
            "clients": [ { "name": "A", "lease_from": from, "plan": [ { "at_ms": 0, "do": "acquire" } ] } ],
        }));
        let lease = report.timeline.lanes[0].leases[0];
        // Granted at 1 s, so it ends at 11 s; the answer is back at 2 s.
        assert_eq!(lease.span.to, SimTime(11000), "{from}");
        assert_eq!(lease.believed_to, SimTime(believed), "{from}");
    }
}

#[test]
fn a_cut_link_drops_the_request_until_a_resend_after_it_heals() {
    let report = run(json!({
        "lock_service": { "lease_ms": 10000 },
        "resources": [ { "name": "R", "initial": 0 } ],
        "network": {
            "partitions": [ { "client": "A", "to": "R", "from_ms": 2000, "until_ms": 20000 } ],
            "resend_ms": 1000,
        },
        "clients": [ { "name": "A", "plan": [
            { "at_ms": 0, "do": "acquire" },
            { "at_ms": 3000, "do": "write", "resource": "R", "op": { "set": 1 } } ] } ],
    }));
    let dropped: Vec<_> = report
        .events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Dropped {
                cut_until,
                resend_at,
                ..
            } => Some((e.at.ms(), cut_until.ms(), resend_at.ms())),
            _ => None,
        })
        .collect();
    assert_eq!(dropped, vec![(3000, 20000, 20000)]);
    assert_eq!(writes(&report)[0].0, 20000);
    assert_eq!(report.timeline.lanes[0].cut.len(), 1);
    let lost: Vec<_> = report
        .timeline
        .messages
        .iter()
        .filter(|m| m.lost.is_some())
        .collect();
    assert_eq!(lost.len(), 1);
    assert_eq!(lost[0].sent, SimTime(3000));
}

#[test]
fn jitter_comes_from_the_seed() {
    let with_seed = |seed: u64| {
        let report = run(json!({
            "seed": seed,
            "lock_service": { "lease_ms": 10000 },
            "resources": [ { "name": "R", "initial": 0 } ],
            "network": { "delay_ms": 100, "jitter_ms": 900 },
            "clients": [ { "name": "A", "plan": [
                { "at_ms": 0, "do": "acquire" },
                { "do": "read", "resource": "R" },
                { "do": "write", "resource": "R", "op": { "add": 1 } } ] } ],
        }));
        report.events.iter().map(|e| e.at.ms()).collect::<Vec<_>>()
    };
    assert_eq!(with_seed(1), with_seed(1));
    let seeds: std::collections::BTreeSet<_> = (0..8).map(with_seed).collect();
    assert!(seeds.len() > 1, "eight seeds gave one timing: {seeds:?}");
    for times in &seeds {
        assert!(times.windows(2).all(|w| w[0] <= w[1]));
    }
}

/// A holds token `first`, freezes 2 s→17 s and writes; the lock service
/// restarts at 6 s; B asks at 7 s and writes.
fn restart(durable: bool) -> Report {
    run(json!({
        "lock_service": { "lease_ms": 10000, "first_token": 33,
            "faults": [ { "at_ms": 6000, "fault": "restart", "durable_counter": durable } ] },
        "resources": [ { "name": "R", "initial": 10, "fencing": true } ],
        "clients": [
            { "name": "A", "plan": [
                { "at_ms": 0, "do": "acquire" },
                { "at_ms": 1000, "do": "read", "resource": "R" },
                { "at_ms": 2000, "do": "pause", "for_ms": 15000 },
                { "do": "write", "resource": "R", "op": { "add": 1 } } ] },
            { "name": "B", "plan": [
                { "at_ms": 7000, "do": "acquire" },
                { "do": "read", "resource": "R" },
                { "do": "write", "resource": "R", "op": { "add": 5 } } ] },
        ],
    }))
}

#[test]
fn a_restart_that_loses_the_counter_hands_out_a_held_token_again() {
    let lost = restart(false);
    let tokens: Vec<_> = writes(&lost)
        .iter()
        .map(|(_, w)| (w.client, w.token))
        .collect();
    assert_eq!(tokens, vec![(B, Token(33)), (A, Token(33))]);
    assert_eq!(writes(&lost)[1].1.verdict, Verdict::Accepted);
    assert_eq!(lost.outcome.verdict, RunVerdict::Lost);
    assert!(
        lost.explanation().contains("counted from 33 again"),
        "{}",
        lost.explanation()
    );
    let fault = lost
        .events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Fault { .. }))
        .unwrap();
    assert_eq!(fault.client(), Some(A));
    assert_eq!(lost.timeline.service.len(), 1);
    // A's lease ended at the restart, not at 10 s.
    assert_eq!(lost.timeline.lanes[0].leases[0].span.to, SimTime(6000));

    let kept = restart(true);
    let tokens: Vec<_> = writes(&kept)
        .iter()
        .map(|(_, w)| (w.client, w.token))
        .collect();
    assert_eq!(tokens, vec![(B, Token(34)), (A, Token(33))]);
    assert_eq!(kept.outcome.verdict, RunVerdict::Refused);
}

#[test]
fn a_failover_to_a_lagging_replica_issues_a_token_twice() {
    let report = run(json!({
        "lock_service": { "lease_ms": 10000,
            "faults": [ { "at_ms": 3000, "fault": "failover", "behind": 1 } ] },
        "resources": [ { "name": "R", "initial": 0, "fencing": true } ],
        "clients": [
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" },
                { "at_ms": 5000, "do": "write", "resource": "R", "op": { "set": 1 } } ] },
            { "name": "B", "plan": [ { "at_ms": 4000, "do": "acquire" },
                { "do": "write", "resource": "R", "op": { "set": 2 } } ] },
        ],
    }));
    let granted: Vec<_> = report
        .events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Granted { client, token, .. } => Some((client, token)),
            _ => None,
        })
        .collect();
    assert_eq!(granted, vec![(A, Token(1)), (B, Token(1))]);
    assert_eq!(report.outcome.verdict, RunVerdict::Lost);
}

#[test]
fn a_majority_lock_breaks_when_a_node_clock_jumps() {
    let report = run(json!({
        "lock_service": { "lease_ms": 10000, "tokens": false, "nodes": 5,
            "clocks": [ { "node": 3, "jumps": [ { "at_ms": 4000, "by_ms": 8000 } ] } ] },
        "resources": [ { "name": "R", "initial": 10 } ],
        "clients": [
            { "name": "A", "lock_nodes": [1, 2, 3], "plan": [
                { "at_ms": 0, "do": "acquire" },
                { "at_ms": 1000, "do": "read", "resource": "R" },
                { "at_ms": 7000, "do": "write", "resource": "R", "op": { "add": 1 } } ] },
            { "name": "B", "lock_nodes": [3, 4, 5], "plan": [
                { "at_ms": 2000, "do": "acquire", "retry": { "every_ms": 3000, "until_ms": 20000 } },
                { "do": "read", "resource": "R" },
                { "do": "write", "resource": "R", "op": { "add": 5 } } ] },
        ],
    }));
    let first = report.sentence(&report.events[0]);
    assert!(
        first.contains("from 3 of 5 nodes, a majority, with no token"),
        "{first}"
    );
    // At 2 s B finds only two free nodes; after node 3's clock jumps, three.
    let refusal = report
        .events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Refused { .. }))
        .unwrap();
    assert!(report
        .sentence(refusal)
        .contains("only 2 of 5 nodes are free"));
    let jumped = report
        .events
        .iter()
        .position(|e| matches!(e.kind, EventKind::ClockJumped { .. }))
        .unwrap();
    assert!(matches!(
        report.events[jumped + 1].kind,
        EventKind::Expired {
            client: A,
            unaware: true,
            ..
        }
    ));
    assert_eq!(report.outcome.verdict, RunVerdict::Lost);
    assert!(report
        .events
        .iter()
        .all(|e| !report.sentence(e).contains("with token")));
}

#[test]
fn a_client_that_reaches_too_few_nodes_is_refused_by_nobody() {
    let report = run(json!({
        "lock_service": { "lease_ms": 10000, "nodes": 3 },
        "resources": [ { "name": "R", "initial": 0 } ],
        "clients": [ { "name": "A", "lock_nodes": [1], "plan": [ { "at_ms": 0, "do": "acquire" } ] } ],
    }));
    assert!(matches!(
        report.events[0].kind,
        EventKind::Refused {
            holder: None,
            free: 1,
            ..
        }
    ));
    assert!(report
        .sentence(&report.events[0])
        .contains("reaches only 1 of 3 nodes"));
}

/// A stale write after B's, with the resource's checks as given.
fn stale_write(resource: Json) -> Report {
    let mut resource = resource;
    resource["name"] = json!("R");
    resource["initial"] = json!(10);
    run(json!({
        "lock_service": { "lease_ms": 10000 },
        "resources": [ resource ],
        "clients": two_clients(json!({ "at_ms": 17000, "do": "write", "resource": "R", "op": { "add": 1 } })),
    }))
}

#[test]
fn a_proxy_refuses_for_a_resource_that_cannot() {
    let report = stale_write(json!({ "proxy": true }));
    let verdict = writes(&report)[1].1.verdict;
    assert_eq!(
        verdict,
        Verdict::Refused(Refusal::Token {
            by: Guard::Proxy,
            highest: Token(2)
        })
    );
    let text = report.sentence(report.events.last().unwrap());
    assert!(
        text.contains("The fencing proxy in front of R has already passed token 2"),
        "{text}"
    );
    assert_eq!(report.outcome.verdict, RunVerdict::Refused);
}

#[test]
fn compare_and_set_refuses_a_write_from_an_old_version() {
    let report = stale_write(json!({ "compare_and_set": true }));
    assert_eq!(
        writes(&report)[1].1.verdict,
        Verdict::Refused(Refusal::Version {
            read: 0,
            current: 1
        })
    );
    assert_eq!(report.outcome.verdict, RunVerdict::Refused);
    let unguarded = stale_write(json!({}));
    assert_eq!(unguarded.outcome.verdict, RunVerdict::Lost);
}

/// A reads, freezes past its lease, then acts outside every resource.
fn late_effect(purpose: &str) -> Report {
    run(json!({
        "purpose": purpose,
        "lock_service": { "lease_ms": 10000 },
        "resources": [ { "name": "R", "initial": 10 } ],
        "clients": [ { "name": "A", "plan": [
            { "at_ms": 0, "do": "acquire" },
            { "at_ms": 1000, "do": "read", "resource": "R" },
            { "at_ms": 2000, "do": "pause", "for_ms": 15000 },
            { "do": "side_effect", "what": "emails the customer", "uses": "R" } ] } ],
    }))
}

#[test]
fn a_side_effect_without_a_lease_escapes_and_an_efficiency_lock_shrugs() {
    let report = late_effect("correctness");
    assert_eq!(report.outcome.tally.late_effects, 1);
    assert_eq!(report.outcome.verdict, RunVerdict::Escaped);
    assert!(!report.outcome.safe);
    let text = report.sentence(report.events.last().unwrap());
    assert_eq!(text, "A emails the customer, acting on its copy of R read at 1.0 s (10), although its lease ended at 10.0 s. Nothing on the way checks a token, so it happens anyway.");
    let relaxed = late_effect("efficiency");
    assert_eq!(relaxed.outcome.verdict, RunVerdict::Duplicate);
    assert!(relaxed.outcome.safe);
    assert!(relaxed.explanation().contains("the work was done twice"));
}

#[test]
fn a_refusal_after_an_applied_write_leaves_the_update_half_done() {
    let report = run(json!({
        "lock_service": { "lease_ms": 10000 },
        "resources": [ { "name": "X", "initial": 100, "fencing": true },
                       { "name": "Y", "initial": 0, "fencing": true } ],
        "clients": [
            { "name": "A", "plan": [
                { "at_ms": 0, "do": "acquire" },
                { "do": "read", "resource": "X" },
                { "do": "read", "resource": "Y" },
                { "at_ms": 1000, "do": "write", "resource": "X", "op": { "add": -30 } },
                { "at_ms": 2000, "do": "pause", "for_ms": 15000 },
                { "do": "write", "resource": "Y", "op": { "add": 30 } } ] },
            { "name": "B", "plan": [
                { "at_ms": 10300, "do": "acquire" },
                { "do": "read", "resource": "Y" },
                { "do": "write", "resource": "Y", "op": { "add": 10 } } ] },
        ],
    }));
    assert_eq!(report.outcome.tally.partial, 1);
    assert_eq!(report.outcome.verdict, RunVerdict::HalfDone);
    assert!(report
        .explanation()
        .contains("A's update was left half done"));
}

#[test]
fn a_switch_can_move_a_step_by_skipping_one_copy_and_running_the_other() {
    let text = json!({
        "title": "t", "summary": "s",
        "lock_service": { "lease_ms": 10000 },
        "resources": [ { "name": "R", "initial": 0 } ],
        "clients": [ { "name": "A", "plan": [
            { "at_ms": 0, "do": "acquire" },
            { "skip": true, "do": "pause", "for_ms": 15000 },
            { "do": "check_lease" },
            { "do": "pause", "for_ms": 15000 },
            { "do": "write", "resource": "R", "op": { "set": 1 } } ] } ],
        "knobs": [ { "id": "after", "label": "Pause after the check", "kind": "toggle", "default": true,
                     "sets": ["/clients/0/plan/1/skip"], "sets_opposite": ["/clients/0/plan/3/skip"] } ],
    });
    let mut scenario = Scenario::from_json(&text.to_string()).unwrap();
    let kinds = |scenario: &Scenario| {
        let report = Simulation::new(scenario).unwrap().run();
        report.events.iter().map(|e| e.tag()).collect::<Vec<_>>()
    };
    assert_eq!(
        kinds(&scenario),
        vec![
            EventTag::Granted,
            EventTag::Checked,
            EventTag::Paused,
            EventTag::Expired,
            EventTag::Woke,
            EventTag::WriteAccepted
        ]
    );
    scenario.assign("after=off").unwrap();
    assert_eq!(
        kinds(&scenario),
        vec![
            EventTag::Granted,
            EventTag::Paused,
            EventTag::Expired,
            EventTag::Woke,
            EventTag::Checked
        ]
    );
}

#[test]
fn the_new_fields_are_checked_with_their_place() {
    let base = |extra: Json| {
        let mut file = json!({
            "lock_service": { "lease_ms": 10000 },
            "resources": [ { "name": "R", "initial": 0 } ],
            "clients": [ { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" } ] } ],
        });
        for (key, value) in extra.as_object().unwrap() {
            match key.as_str() {
                "lock_service" | "network" => {
                    for (k, v) in value.as_object().unwrap() {
                        if file.get(key).is_none() {
                            file[key] = json!({});
                        }
                        file[key][k] = v.clone();
                    }
                }
                _ => file[key] = value.clone(),
            }
        }
        refused(file)
    };
    for (extra, message) in [
        (
            json!({ "lock_service": { "nodes": 0 } }),
            "lock_service.nodes: `nodes` is a whole number of nodes from 1 to 99, not 0.",
        ),
        (
            json!({ "lock_service": { "nodes": 3, "clocks": [ { "node": 4 } ] } }),
            "lock_service.clocks[0].node: There is no node 4",
        ),
        (
            json!({ "lock_service": { "clocks": [ { "node": 1, "drift_percent": -100 } ] } }),
            "lock_service.clocks[0].drift_percent: `drift_percent` is a percentage from -90 to 1000, not -100",
        ),
        (
            json!({ "network": { "partitions": [ { "client": "A", "to": "R", "from_ms": 5, "until_ms": 5 } ] } }),
            "network.partitions[0].until_ms: `until_ms` is later than `from_ms`, 5 ms",
        ),
        (
            json!({ "network": { "links": [ { "client": "Z", "to": "R", "delay_ms": 5 } ] } }),
            "network.links[0].client: There is no client called \"Z\"; the clients are \"A\".",
        ),
        (
            json!({ "network": { "links": [ { "client": "A", "to": "Q", "delay_ms": 5 } ] } }),
            "network.links[0].to: There is no resource called \"Q\"",
        ),
        (
            json!({ "lock_service": { "tokens": false }, "resources": [ { "name": "R", "initial": 0, "fencing": true } ] }),
            "resources[0].fencing: `fencing` cannot be true here: the lock service hands out no tokens",
        ),
        (
            json!({ "network": { "resend_ms": 0 } }),
            "network.resend_ms: `resend_ms` is a time in milliseconds greater than 0",
        ),
        (
            json!({ "knobs": [ { "id": "k", "label": "K", "kind": "range", "min": 0, "max": 9, "step": 1, "unit": "count", "default": 1,
                                 "sets": ["/lock_service/first_token"], "sets_opposite": ["/resources/0/fencing"] } ] }),
            "knobs[0].sets_opposite[0]: Only a switch can set the opposite of its value",
        ),
    ] {
        let got = base(extra.clone());
        assert!(got.contains(message), "{extra}: {got}");
    }
}
