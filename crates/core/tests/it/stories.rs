//! The two seed stories, asserted fact by fact: times, tokens, values, verdicts.

use fencelab_core::{
    ClientId, Event, EventKind, EventTag, Guard, LeaseEndKind, Refusal, Report, SimTime, Standing,
    Token, Value, Verdict, Wrote,
};

use crate::support::run;

const A: ClientId = ClientId(0);
const B: ClientId = ClientId(1);
const C: ClientId = ClientId(2);

/// Each event as (time in ms, kind, client, token), the shape the article's
/// transcript can be compared with.
fn outline(report: &Report) -> Vec<(u64, EventTag, String, Option<u64>)> {
    report
        .events
        .iter()
        .map(|e: &Event| {
            (
                e.at.ms(),
                e.tag(),
                report.world().client_name(e.client().unwrap()).to_owned(),
                e.token().map(|t| t.0),
            )
        })
        .collect()
}

fn list(report: &Report, value: &Value) -> String {
    report.format_value(value)
}

#[test]
fn paused_holder_without_fencing_loses_b_s_update() {
    let report = run("paused-holder", &[]);
    let s = |name: &str| name.to_owned();
    assert_eq!(
        outline(&report),
        vec![
            (0, EventTag::Granted, s("A"), Some(1)),
            (1000, EventTag::Read, s("A"), None),
            (2000, EventTag::Paused, s("A"), None),
            (10_000, EventTag::Expired, s("A"), Some(1)),
            (10_300, EventTag::Granted, s("B"), Some(2)),
            (10_500, EventTag::Read, s("B"), None),
            (10_500, EventTag::WriteAccepted, s("B"), Some(2)),
            (10_500, EventTag::Released, s("B"), Some(2)),
            (17_000, EventTag::Woke, s("A"), None),
            (17_000, EventTag::WriteAccepted, s("A"), Some(1)),
        ]
    );
    assert!(matches!(
        report.events[1].kind,
        EventKind::Read {
            value: Value::Number(10),
            ..
        }
    ));
    assert!(matches!(
        report.events[6].kind,
        EventKind::Wrote(Wrote {
            value: Value::Number(15),
            standing: Standing::Holder,
            ..
        })
    ));
    assert!(matches!(
        report.events[9].kind,
        EventKind::Wrote(Wrote {
            value: Value::Number(11),
            verdict: Verdict::Accepted,
            standing: Standing::Stale {
                ended: SimTime(10_000),
                newer: B,
                newer_token: Token(2)
            },
            ..
        })
    ));
    let outcome = &report.outcome;
    assert_eq!(outcome.resources[0].final_value, Value::Number(11));
    assert_eq!(outcome.resources[0].expected, Value::Number(15));
    assert_eq!(outcome.tally.stale_accepted, 1);
    assert_eq!(outcome.tally.stale_refused, 0);
    assert!(!outcome.safe);
    let explanation = report.explanation();
    assert!(
        explanation.contains("Storage holds 11 but should hold 15"),
        "{explanation}"
    );
}

#[test]
fn paused_holder_with_fencing_refuses_the_stale_write() {
    let report = run("paused-holder", &["fencing=on"]);
    let last = report.events.last().unwrap();
    assert_eq!(last.at, SimTime(17_000));
    assert!(matches!(
        last.kind,
        EventKind::Wrote(Wrote {
            client: A,
            token: Token(1),
            verdict: Verdict::Refused(Refusal::Token {
                by: Guard::Fencing,
                highest: Token(2)
            }),
            ..
        })
    ));
    let outcome = &report.outcome;
    assert_eq!(outcome.resources[0].final_value, Value::Number(15));
    assert_eq!(outcome.resources[0].expected, Value::Number(15));
    assert_eq!(
        (outcome.tally.stale_accepted, outcome.tally.stale_refused),
        (0, 1)
    );
    assert!(outcome.safe);
}

#[test]
fn a_short_pause_is_safe_either_way_but_only_by_timing() {
    for fencing in ["fencing=off", "fencing=on"] {
        let report = run("paused-holder", &[fencing, "pause_ms=7000"]);
        // A wakes at 9 s and writes 11 before its lease ends at 10 s.
        let a_write = report
            .events
            .iter()
            .find(|e| matches!(e.kind, EventKind::Wrote(Wrote { client: A, .. })))
            .unwrap();
        assert_eq!(a_write.at, SimTime(9000));
        assert!(matches!(
            a_write.kind,
            EventKind::Wrote(Wrote {
                standing: Standing::Holder,
                ..
            })
        ));
        // B then reads A's 11 and adds 5.
        assert_eq!(report.outcome.resources[0].final_value, Value::Number(16));
        assert!(report.outcome.safe, "{fencing}");
        assert_eq!(
            report.outcome.tally.stale_accepted + report.outcome.tally.stale_refused,
            0
        );
    }
    let unfenced = run("paused-holder", &["pause_ms=7000"]).explanation();
    assert!(
        unfenced.contains("Only timing kept this run safe"),
        "{unfenced}"
    );
}

#[test]
fn a_late_write_before_the_next_holder_writes_overwrites_nothing() {
    // A wakes at 10.2 s: its lease ended at 10.0 s, but B only reads at 10.5 s.
    let report = run("paused-holder", &["pause_ms=8200", "fencing=on"]);
    let a_write = report
        .events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Wrote(Wrote { client: A, .. })))
        .unwrap();
    assert!(matches!(
        a_write.kind,
        EventKind::Wrote(Wrote {
            standing: Standing::Late {
                ended: SimTime(10_000)
            },
            verdict: Verdict::Accepted,
            ..
        })
    ));
    assert_eq!(report.outcome.tally.late_accepted, 1);
    assert_eq!(report.outcome.tally.stale_accepted, 0);
    assert!(report.outcome.safe);
    assert!(report
        .explanation()
        .contains("only because of when the late write landed"));
}

#[test]
fn b_asking_early_is_refused_then_granted_when_the_lease_ends() {
    let report = run("paused-holder", &["b_arrives_ms=4000"]);
    let refused = report
        .events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Refused { .. }))
        .unwrap();
    assert_eq!(refused.at, SimTime(4000));
    let granted_b = report
        .events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Granted { client: B, .. }))
        .unwrap();
    assert_eq!(granted_b.at, SimTime(10_000));
    assert!(matches!(
        granted_b.kind,
        EventKind::Granted {
            token: Token(2),
            attempts: 13,
            ..
        }
    ));
}

#[test]
fn the_timeline_shows_the_lease_the_pause_and_the_overreach() {
    let report = run("paused-holder", &[]);
    let a = &report.timeline.lanes[0];
    assert_eq!(a.leases.len(), 1);
    assert_eq!(
        (a.leases[0].span.from, a.leases[0].span.to),
        (SimTime(0), SimTime(10_000))
    );
    assert_eq!(a.leases[0].end, LeaseEndKind::Expired);
    assert_eq!(
        (a.pauses[0].from, a.pauses[0].to),
        (SimTime(2000), SimTime(17_000))
    );
    assert_eq!(
        (a.beliefs[0].from, a.beliefs[0].to),
        (SimTime(0), SimTime(17_000))
    );
    assert_eq!(a.overreach.len(), 1);
    assert_eq!(
        (a.overreach[0].from, a.overreach[0].to),
        (SimTime(10_000), SimTime(17_000))
    );
    let b = &report.timeline.lanes[1];
    // B is done at 10.5 s and gives the lock back at once.
    assert_eq!(b.leases[0].end, LeaseEndKind::Released);
    assert_eq!(b.leases[0].span.to, SimTime(10_500));
    assert!(b.overreach.is_empty());
    assert_eq!(report.timeline.lease_ends.len(), 1);
    assert_eq!(report.timeline.lease_ends[0].at, SimTime(10_000));
    // A writes last, at 17.0 s; the chart runs a tenth longer.
    assert_eq!(report.timeline.end, SimTime(18_700));
}

/// The article's transcript, line by line: t= 0 A acquires 33 ... t=15 A writes.
#[test]
fn kleppmann_2016_matches_the_article_event_for_event() {
    for fencing in [false, true] {
        let report = run(
            "kleppmann-2016",
            &[if fencing { "fencing=on" } else { "fencing=off" }],
        );
        let s = |name: &str| name.to_owned();
        let final_write = if fencing {
            EventTag::WriteRefused
        } else {
            EventTag::WriteAccepted
        };
        assert_eq!(
            outline(&report),
            vec![
                (0, EventTag::Granted, s("A"), Some(33)),
                (1000, EventTag::Read, s("A"), None),
                (2000, EventTag::Checked, s("A"), None),
                (2000, EventTag::Paused, s("A"), None),
                (5000, EventTag::Refused, s("C"), None),
                (10_000, EventTag::Expired, s("A"), Some(33)),
                (11_000, EventTag::Granted, s("B"), Some(34)),
                (12_000, EventTag::Read, s("B"), None),
                (13_000, EventTag::WriteAccepted, s("B"), Some(34)),
                (13_000, EventTag::Released, s("B"), Some(34)),
                (15_000, EventTag::Woke, s("A"), None),
                (15_000, final_write, s("A"), Some(33)),
            ],
            "fencing {fencing}"
        );
        assert!(matches!(
            report.events[2].kind,
            EventKind::Checked {
                left: fencelab_core::Millis(8000),
                ok: true,
                ..
            }
        ));
        assert!(matches!(
            report.events[4].kind,
            EventKind::Refused {
                client: C,
                holder: Some(A),
                ..
            }
        ));
        let outcome = &report.outcome;
        let (fin, exp) = (
            &outcome.resources[0].final_value,
            &outcome.resources[0].expected,
        );
        assert_eq!(list(&report, exp), "v0, B");
        if fencing {
            assert_eq!(list(&report, fin), "v0, B");
            assert!(matches!(
                report.events[11].kind,
                EventKind::Wrote(Wrote {
                    verdict: Verdict::Refused(Refusal::Token {
                        by: Guard::Fencing,
                        highest: Token(34)
                    }),
                    ..
                })
            ));
            assert!(outcome.safe);
        } else {
            assert_eq!(list(&report, fin), "v0, A");
            assert!(!outcome.safe);
            assert_eq!(outcome.tally.stale_accepted, 1);
        }
    }
}

#[test]
fn a_counter_reset_below_a_seen_token_locks_out_the_rightful_holder() {
    let report = run("counter-reset", &["reset_to=0"]);
    let refused = report
        .events
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::Wrote(w) if w.client == B => Some((e.at, w.token, w.verdict, w.standing)),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        refused,
        (
            SimTime(7200),
            Token(1),
            Verdict::Refused(Refusal::Token {
                by: Guard::Fencing,
                highest: Token(33)
            }),
            Standing::Holder
        )
    );
    assert_eq!(report.outcome.tally.holder_refused, 1);
    assert_eq!(report.outcome.tally.stale_accepted, 0);
    // At the article's 32 the restart hands out A's 33 again instead.
    let again = run("counter-reset", &[]);
    assert_eq!(again.outcome.tally.holder_refused, 0);
    assert!(again.events.iter().any(|e| matches!(
        &e.kind,
        EventKind::Granted { client, token: Token(33), .. } if *client == B
    )));
}

#[test]
fn node_3_s_jump_moves_with_its_sliders() {
    // A jump of 3 s ends A's lease at node 3 at 7.0 s, as A writes: B reads A's write.
    let small = run("redlock-clock-jump", &["jump_ms=3000"]);
    assert!(small.outcome.safe);
    let late = run("redlock-clock-jump", &["jump_at_ms=6600"]);
    assert!(late.outcome.safe);
    assert!(!run("redlock-clock-jump", &["jump_at_ms=6500"]).outcome.safe);
}

#[test]
fn a_time_sync_s_step_back_is_what_fools_the_lease_check() {
    let checked = |settings: &[&str]| {
        run("clock-drift", settings)
            .events
            .iter()
            .find_map(|e| match e.kind {
                EventKind::Checked { left, ok, .. } => Some((left.0, ok)),
                _ => None,
            })
            .unwrap()
    };
    // Stepped back 4 s at 5 s, A's clock reads 8 s at 12 s: 2 s left.
    assert_eq!(checked(&[]), (2000, true));
    assert_eq!(checked(&["step_ms=-3000"]), (1000, false));
}
