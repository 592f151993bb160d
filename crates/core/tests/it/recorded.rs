//! A recording read back as a report: a simulated run written as the facts
//! a perfect replay would record must come back as the same run.

use fencelab_core::spec::{
    AgainSpec, DidSpec, FactSpec, FinalSpec, InitialValue, LegSpec, NodeSpec, RecordingFile,
    RequestSpec, SystemSpec,
};
use fencelab_core::{
    agreement, key_events, read_recording, recorded_scenario, recording_heading, recording_name,
    replay_line, replay_line_each, settings_line, turning, Again, ClientId, ClockOwner, Endpoint,
    EventKind, FaultKind, KnobKind, KnobValue, Leg, Link, Millis, RefusedFor, Report, Request,
    Scenario, Simulation, Slack, Stray, Value, Verdict, Wrote,
};
use fencelab_words::say;

use crate::support::{load, scenario_files};

/// The run as facts, or none when it has an event a recording cannot hold
/// (a message in flight, a clock jump, a failover).
fn facts_of(scenario: &Scenario, report: &Report) -> Option<RecordingFile> {
    let world = scenario.world();
    let value = |v: &Value| match v {
        Value::Number(n) => InitialValue::Number(*n),
        Value::List(items) => InitialValue::List(
            items
                .iter()
                .map(|i| world.items[i.index()].english().to_owned())
                .collect(),
        ),
    };
    let mut facts = Vec::new();
    for event in &report.events {
        // A request lost as it leaves was sent all the same, as a relay sees it.
        if let EventKind::Dropped {
            leg: Leg::Request,
            client,
            to: Endpoint::Resource(r),
            request,
            ..
        } = &event.kind
        {
            facts.push(FactSpec {
                at_ms: event.at.ms(),
                client: Some(world.client_name(*client).to_owned()),
                did: DidSpec::Sent {
                    resource: world.resource_name(*r).to_owned(),
                    request: request_spec(*request)?,
                },
            });
        }
        let did = match &event.kind {
            EventKind::Granted {
                token,
                attempts,
                session_ended,
                node_ends,
                nodes,
                ..
            } => {
                // A node whose lease ended as it granted (a waiter's ended
                // session) is in the count but has no end to draw.
                let mut told: Vec<NodeSpec> = node_ends
                    .iter()
                    .map(|&(node, until)| NodeSpec {
                        node,
                        until_ms: until.ms(),
                    })
                    .collect();
                if world.lock.nodes.len() > 1 {
                    let spare = (1..=world.lock.nodes.len() as u16)
                        .filter(|n| told.iter().all(|t| t.node != *n))
                        .map(|node| NodeSpec {
                            node,
                            until_ms: event.at.ms(),
                        })
                        .take(usize::from(*nodes).saturating_sub(told.len()))
                        .collect::<Vec<_>>();
                    told.extend(spare);
                }
                DidSpec::Granted {
                    token: token.0,
                    attempts: *attempts,
                    session_ended_ms: session_ended.map(|t| t.ms()),
                    nodes: told,
                }
            }
            EventKind::Refused {
                cause, until, free, ..
            } => DidSpec::Refused {
                session_ended_ms: (*cause == RefusedFor::SessionEnded).then(|| until.ms()),
                free: (world.lock.nodes.len() > 1).then_some(*free),
            },
            EventKind::GaveUp { attempts, .. } => DidSpec::GaveUp {
                attempts: *attempts,
            },
            EventKind::Read {
                resource, value: v, ..
            } => DidSpec::Read {
                resource: world.resource_name(*resource).to_owned(),
                value: value(v),
            },
            EventKind::Checked { left, ok, .. } => DidSpec::Checked {
                left_ms: left.ms(),
                ok: *ok,
            },
            EventKind::FenceChecked {
                resource,
                token,
                highest,
                ok,
                ..
            } => DidSpec::FenceChecked {
                resource: world.resource_name(*resource).to_owned(),
                token: token.0,
                highest: highest.map(|t| t.0),
                ok: *ok,
            },
            EventKind::Paused { .. } => DidSpec::Paused,
            EventKind::Woke { .. } => DidSpec::Woke,
            EventKind::Wrote(Wrote {
                resource,
                token,
                value: v,
                verdict,
                again,
                ..
            }) => DidSpec::Wrote {
                resource: world.resource_name(*resource).to_owned(),
                token: token.0,
                value: value(v),
                accepted: matches!(verdict, Verdict::Accepted),
                again: again.map(|a| match a {
                    Again::Applied => AgainSpec::Applied,
                    Again::Recognised => AgainSpec::Recognised,
                }),
            },
            EventKind::Sent {
                to: Endpoint::Resource(r),
                request,
                ..
            } => DidSpec::Sent {
                resource: world.resource_name(*r).to_owned(),
                request: request_spec(*request)?,
            },
            EventKind::Answered {
                from: Endpoint::Resource(r),
                request,
                ..
            } => DidSpec::Answered {
                resource: world.resource_name(*r).to_owned(),
                request: request_spec(*request)?,
            },
            EventKind::Dropped {
                to: Endpoint::Resource(r),
                leg,
                ..
            } => DidSpec::Lost {
                resource: world.resource_name(*r).to_owned(),
                leg: match leg {
                    Leg::Request => LegSpec::Request,
                    Leg::Answer => LegSpec::Answer,
                },
            },
            EventKind::SideEffect { .. } => DidSpec::SideEffect,
            EventKind::Renewed { node_ends, .. } if node_ends.is_empty() => DidSpec::Renewed,
            EventKind::RenewRefused { .. } => DidSpec::RenewRefused,
            EventKind::Released { .. } => DidSpec::Released,
            EventKind::Expired { .. } => DidSpec::Expired,
            EventKind::Fault {
                kind: FaultKind::Restart { .. },
                ..
            } => DidSpec::Restarted,
            EventKind::Fault {
                kind: FaultKind::Failover { .. },
                ..
            } => DidSpec::FailedOver,
            EventKind::ClockJumped { owner, by_ms } => DidSpec::ClockJumped {
                node: match owner {
                    ClockOwner::Node(node) => Some(*node),
                    ClockOwner::Client(_) => None,
                },
                by_ms: *by_ms,
            },
            _ => return None,
        };
        let client = match did {
            DidSpec::Restarted
            | DidSpec::FailedOver
            | DidSpec::ClockJumped { node: Some(_), .. } => None,
            _ => event.client().map(|c| world.client_name(c).to_owned()),
        };
        facts.push(FactSpec {
            at_ms: event.at.ms(),
            client,
            did,
        });
    }
    Some(RecordingFile {
        scenario: "test".to_owned(),
        settings: settings_line(scenario),
        systems: vec![SystemSpec {
            name: "the model".to_owned(),
            version: "1".to_owned(),
            plays: "everything".to_owned(),
        }],
        real_ms_per_second: 1000,
        facts,
        finals: report
            .outcome
            .resources
            .iter()
            .map(|r| FinalSpec {
                resource: world.resource_name(r.id).to_owned(),
                value: value(&r.final_value),
            })
            .collect(),
    })
}

/// A request a relay on the way to a resource can tell apart: a read or a write.
fn request_spec(request: Request) -> Option<RequestSpec> {
    match request {
        Request::Read => Some(RequestSpec::Read),
        Request::Write => Some(RequestSpec::Write),
        _ => None,
    }
}

/// Whether a scenario's world is one a recording can tell: the lock
/// service reached without delay (a cut is told by what the client then
/// does), links to resources without jitter, no
/// lock-delay, client clocks that step but do not drift.
fn recordable(scenario: &Scenario) -> bool {
    let world = scenario.world();
    let network = &world.network;
    network.default == Link::default()
        && network.links.iter().all(|(_, to, link)| {
            link.jitter.ms() == 0 && (*to != Endpoint::LockService || *link == Link::default())
        })
        && world.lock.lock_delay.ms() == 0
        && world.clients.iter().all(|c| c.clock.drift_percent == 0)
}

fn round_trip(stem: &str, scenario: &Scenario) -> bool {
    if !recordable(scenario) {
        return false;
    }
    let report = Simulation::new(scenario).unwrap().run();
    let Some(recording) = facts_of(scenario, &report) else {
        return false;
    };
    let text = serde_json::to_string_pretty(&recording).unwrap();
    let read = read_recording(&text).unwrap();
    let back = Report::recorded(scenario, &read)
        .unwrap_or_else(|e| panic!("{stem} ({}): {e}", recording.settings));
    assert_eq!(
        back.outcome, report.outcome,
        "{stem} ({}): the outcome counted from the events",
        recording.settings
    );
    assert_eq!(key_events(&back), key_events(&report), "{stem}");
    assert!(agreement(&report, &back).agrees(), "{stem}");
    for (a, b) in report.events.iter().zip(&back.events) {
        if let (EventKind::Granted { node_ends: x, .. }, EventKind::Granted { node_ends: y, .. }) =
            (&a.kind, &b.kind)
        {
            assert_eq!(x, y, "{stem} ({}): each node's end", recording.settings);
        }
        assert_eq!(
            report.sentence(a),
            back.sentence(b),
            "{stem} ({})",
            recording.settings
        );
    }
    true
}

#[test]
fn a_run_written_as_facts_reads_back_as_the_same_run() {
    let mut told = Vec::new();
    for (stem, _) in scenario_files() {
        let scenario = load(&stem);
        if round_trip(&stem, &scenario) {
            told.push(stem);
        }
    }
    for stem in [
        "paused-holder",
        "kleppmann-2016",
        "short-pause",
        "check-then-act",
        "renewing-holder",
        "audit-log",
        "partial-write",
        "compare-and-set",
        "unfenced-side-effect",
        "counter-reset",
        "efficiency-lock",
        "waiter-lease",
        "async-failover",
        "redlock-clock-jump",
        "fenced-read",
        "fencing-proxy",
        "network-delay",
        "retried-write",
        "clock-drift",
        "leader-terms",
    ] {
        assert!(
            told.iter().any(|s| s == stem),
            "{stem} can be told by a recording"
        );
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 100, ..Default::default() })]

    /// Every knob set at random: a recordable run still reads back as itself.
    #[test]
    fn random_settings_read_back_as_the_same_run(seeds in proptest::collection::vec(0u32..=1000, 8)) {
        for (stem, _) in scenario_files() {
            let mut scenario = load(&stem);
            for (index, knob) in scenario.knobs().to_vec().iter().enumerate() {
                let pick = i64::from(seeds[index % seeds.len()]);
                let value = match knob.kind {
                    KnobKind::Toggle { .. } => KnobValue::Toggle(pick % 2 == 1),
                    KnobKind::Range { min, max, step, .. } => {
                        let (min, max) = (i128::from(min), i128::from(max));
                        let raw = min + (max - min) * i128::from(pick) / 1000;
                        let step = i128::from(step.max(1));
                        KnobValue::Range((min + (raw - min) / step * step) as i64)
                    }
                };
                scenario.set(&knob.id, value).unwrap();
            }
            round_trip(&stem, &scenario);
        }
    }
}

/// A waiter whose session ran out is granted a lock with no lease behind
/// it, or refused where the lock service checks: a recording tells both.
#[test]
fn a_waiter_with_an_ended_session_reads_back_in_both_settings() {
    for setting in ["check_waiter_lease=off", "check_waiter_lease=on"] {
        let mut scenario = load("waiter-lease");
        scenario.assign(setting).unwrap();
        assert!(round_trip("waiter-lease", &scenario), "{setting}");
        let report = Simulation::new(&scenario).unwrap().run();
        let told = report.events.iter().any(|e| match &e.kind {
            EventKind::Granted { session_ended, .. } => session_ended.is_some(),
            EventKind::Refused { cause, .. } => *cause == RefusedFor::SessionEnded,
            _ => false,
        });
        assert!(told, "{setting}: the ended session shows in the run");
    }
}

#[test]
fn a_broken_recording_names_the_fact() {
    let scenario = load("paused-holder");
    let text = r#"{"scenario":"paused-holder","settings":"fencing=on","systems":[],
        "real_ms_per_second":200,"facts":[{"at_ms":0,"client":"Z","did":"granted","token":1,"attempts":1}],
        "finals":[{"resource":"Storage","value":10}]}"#;
    let err = Report::recorded(&scenario, &read_recording(text).unwrap()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "facts[0].client: the scenario has no client “Z”"
    );
    let err = read_recording(r#"{"scenario": 3}"#)
        .unwrap_err()
        .to_string();
    assert!(err.contains("scenario") && err.contains("line 1"), "{err}");
}

#[test]
fn a_shipped_recording_has_its_heading_name_and_line() {
    let text = include_str!("../../../../tests/real/paused-holder-fencing-on.json");
    let recording = read_recording(text).unwrap();
    let mut scenario = load("paused-holder");
    assert_eq!(
        recording_heading(&recording),
        say!(
            "event-replay-heading",
            systems = "etcd 3.4.23 and PostgreSQL 15.18",
            ms = 200u64
        )
    );
    let at = recorded_scenario(&scenario, &recording).unwrap();
    assert_eq!(recording_name(&at, &recording), "etcd: Fencing tokens on");
    assert_eq!(at.value("fencing"), Some(KnobValue::Toggle(true)));
    let model = Simulation::new(&at).unwrap().run();
    let real = Report::recorded(&scenario, &recording).unwrap();
    let agreed = agreement(&model, &real);
    assert_eq!(
        replay_line(&scenario, &recording, &agreed),
        "Also run on etcd 3.4.23 and PostgreSQL 15.18 with Fencing tokens on: same outcome."
    );
    scenario.assign("fencing=on").unwrap();
    assert_eq!(
        replay_line(&scenario, &recording, &agreed),
        "Also run on etcd 3.4.23 and PostgreSQL 15.18: same outcome."
    );
    let err = recorded_scenario(
        &scenario,
        &read_recording(&text.replace("fencing=on", "fencing=maybe")).unwrap(),
    );
    assert!(err.is_err());
}

/// The same settings replayed on etcd and on ZooKeeper: the line names
/// each lock service, and what both ran with once.
#[test]
fn settings_run_on_two_lock_services_are_named_each() {
    let etcd = read_recording(include_str!(
        "../../../../tests/real/paused-holder-fencing-on.json"
    ))
    .unwrap();
    let zookeeper = read_recording(include_str!(
        "../../../../tests/real/paused-holder-fencing-on.zookeeper.json"
    ))
    .unwrap();
    let scenario = load("paused-holder");
    let at = recorded_scenario(&scenario, &zookeeper).unwrap();
    assert_eq!(
        recording_name(&at, &zookeeper),
        "ZooKeeper: Fencing tokens on"
    );
    let model = Simulation::new(&at).unwrap().run();
    let agreed = |r| agreement(&model, &Report::recorded(&scenario, r).unwrap());
    let (a, b) = (agreed(&etcd), agreed(&zookeeper));
    assert_eq!(
        replay_line_each(&[(&etcd, &a), (&zookeeper, &b)]),
        "Also run on etcd 3.4.23 and ZooKeeper 3.8.0, each with PostgreSQL 15.18: the same outcome on each."
    );
    // Set beside the model with fencing off, etcd's run parts from it.
    let mut off = at.clone();
    off.assign("fencing=off").unwrap();
    let unfenced = Simulation::new(&off).unwrap().run();
    let parted = agreement(&unfenced, &Report::recorded(&scenario, &etcd).unwrap());
    assert!(!parted.agrees());
    assert_eq!(
        replay_line_each(&[(&etcd, &parted), (&zookeeper, &b)]),
        format!(
            "Also run on etcd 3.4.23 and ZooKeeper 3.8.0, each with PostgreSQL 15.18: a different outcome on etcd 3.4.23: {}.",
            parted.words
        )
    );
}

/// etcd ends a lease a little after its TTL, and the model's lock-delay
/// is the same rule: a story with seconds between A's lease end and the
/// writes it decides stands for a short lateness and turns for a long one,
/// at the first of the steps tried that turns it; a story never parts from
/// itself on time.
#[test]
fn a_late_lease_end_turns_a_story_only_past_its_margin() {
    let paused = load("paused-holder");
    let late = |ms| Slack {
        late_lease: Millis(ms),
        lag: Millis(0),
    };
    assert_eq!(turning(&paused, late(0)), None);
    assert_eq!(
        turning(&paused, late(1000)),
        None,
        "B writes 5 s before A wakes"
    );
    let turned = turning(&paused, late(20_000)).expect("a lease 20 s late lets A write first");
    let Stray::LateLease(by) = turned.stray else {
        panic!("{turned:?}")
    };
    assert!(
        by.ms() % 2000 == 0 && !turned.agreement.agrees(),
        "{turned:?}"
    );
    assert_eq!(
        turning(&paused, late(by.ms() - 2000)),
        None,
        "a step less stands"
    );
}

/// Two clients that ask at one moment are granted in the model's order,
/// but real processes reach the service in whichever order the machine
/// runs them: the tie is found by running each client a little late.
#[test]
fn a_tie_between_two_clients_turns_when_either_runs_late() {
    let mut tied = load("paused-holder");
    tied.assign("b_arrives_ms=0").expect("B may arrive at once");
    let lag = Slack {
        late_lease: Millis(0),
        lag: Millis(100),
    };
    let turned = turning(&tied, lag).expect("A late lets B take the lock first");
    assert_eq!(turned.stray, Stray::ClientLag(ClientId(0), Millis(10)));
    let apart = load("paused-holder");
    assert_eq!(turning(&apart, lag), None, "B arrives seconds after A");
}

/// A failover the replay's runner makes a little late gives C its grant at
/// a later retry, after A's write instead of before it.
#[test]
fn a_late_failover_turns_a_story_that_a_failover_on_time_does_not() {
    let mut near = load("async-failover");
    near.assign("failover_ms=16300")
        .expect("a failover at 16.3 s");
    let lag = |ms| Slack {
        late_lease: Millis(0),
        lag: Millis(ms),
    };
    let turned = turning(&near, lag(500)).expect("a failover 0.5 s late turns it");
    assert!(matches!(turned.stray, Stray::FaultLag(_)), "{turned:?}");
    assert_eq!(
        turning(&load("async-failover"), lag(500)),
        None,
        "at 12 s there is room"
    );
}
