//! Invariants over random valid scenarios, and random damage to valid files.

use fencelab_core::{check_run, EventKind, Runner, Scenario, Simulation, Standing, Verdict, Wrote};
use fencelab_words::say;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use serde_json::{json, Value as Json};

use crate::support::root;

/// One random step, before it is placed in a plan.
#[derive(Clone, Debug)]
enum RawStep {
    Read(usize),
    Check(u64),
    Pause(u64),
    /// A write; the flag says whether to read the resource again just before.
    Write(usize, i64, bool),
    Renew,
    Release,
    Acquire(Option<(u64, u64)>),
}

fn raw_step(resources: usize) -> impl Strategy<Value = RawStep> {
    prop_oneof![
        (0..resources).prop_map(RawStep::Read),
        (0u64..5000).prop_map(RawStep::Check),
        (0u64..30_000).prop_map(RawStep::Pause),
        ((0..resources), -5i64..20, any::<bool>())
            .prop_map(|(r, n, fresh)| RawStep::Write(r, n, fresh)),
        Just(RawStep::Renew),
        Just(RawStep::Release),
        proptest::option::of((1u64..3000, 0u64..40_000)).prop_map(RawStep::Acquire),
    ]
}

fn timing() -> impl Strategy<Value = (Option<u64>, Option<u64>)> {
    prop_oneof![
        Just((None, None)),
        (0u64..30_000).prop_map(|t| (Some(t), None)),
        (0u64..5000).prop_map(|d| (None, Some(d))),
    ]
}

/// The JSON of one step, with its timing.
fn step_json(action: Json, (at, after): (Option<u64>, Option<u64>)) -> Json {
    let mut step = action;
    if let Some(at) = at {
        step["at_ms"] = json!(at);
    }
    if let Some(after) = after {
        step["after_ms"] = json!(after);
    }
    step
}

/// A random valid scenario: 1 to 3 resources (numbers or lists, fenced or
/// not), 1 to 4 clients each starting with an acquire, random steps after.
/// The explanation's properties (`any_scenario.rs`) run on it too.
pub(crate) fn scenario_json() -> impl Strategy<Value = Json> {
    (1usize..=3, 1u64..20_000, 0u64..100).prop_flat_map(|(resources, lease, first)| {
        let resource = (any::<bool>(), any::<bool>());
        let client = (
            timing(),
            proptest::option::of((1u64..3000, 0u64..40_000)),
            proptest::collection::vec((raw_step(resources), timing()), 0..8),
        );
        (
            proptest::collection::vec(resource, resources),
            proptest::collection::vec(client, 1..=4),
        )
            .prop_map(move |(resource_specs, clients)| {
                let resources_json: Vec<Json> = resource_specs
                    .iter()
                    .enumerate()
                    .map(|(i, (is_list, fencing))| {
                        let initial = if *is_list { json!(["x"]) } else { json!(i) };
                        json!({ "name": format!("R{i}"), "initial": initial, "fencing": fencing })
                    })
                    .collect();
                let clients_json: Vec<Json> = clients
                    .iter()
                    .enumerate()
                    .map(|(c, (first_timing, retry, steps))| {
                        let acquire = |retry: &Option<(u64, u64)>| match retry {
                            Some((every, until)) => json!({ "do": "acquire", "retry": { "every_ms": every, "until_ms": until } }),
                            None => json!({ "do": "acquire" }),
                        };
                        let mut plan = vec![step_json(acquire(retry), *first_timing)];
                        let mut read = vec![false; resource_specs.len()];
                        for (raw, when) in steps {
                            let action = match raw {
                                RawStep::Read(r) => {
                                    read[*r] = true;
                                    json!({ "do": "read", "resource": format!("R{r}") })
                                }
                                RawStep::Check(m) => json!({ "do": "check_lease", "margin_ms": m }),
                                RawStep::Pause(d) => json!({ "do": "pause", "for_ms": d }),
                                RawStep::Write(r, n, fresh) => {
                                    // Add and append need a copy to work on; an
                                    // old copy is allowed, since that is how
                                    // a holder loses an update it never saw.
                                    if *fresh || !read[*r] {
                                        read[*r] = true;
                                        plan.push(json!({ "do": "read", "resource": format!("R{r}") }));
                                    }
                                    let op = if resource_specs[*r].0 {
                                        json!({ "append": format!("{}{n}", (b'A' + c as u8) as char) })
                                    } else if n % 3 == 0 {
                                        json!({ "set": n })
                                    } else {
                                        json!({ "add": n })
                                    };
                                    json!({ "do": "write", "resource": format!("R{r}"), "op": op })
                                }
                                RawStep::Renew => json!({ "do": "renew" }),
                                RawStep::Release => json!({ "do": "release" }),
                                RawStep::Acquire(retry) => acquire(retry),
                            };
                            plan.push(step_json(action, *when));
                        }
                        json!({ "name": format!("{}", (b'A' + c as u8) as char), "plan": plan })
                    })
                    .collect();
                json!({
                    "title": "random",
                    "summary": "generated",
                    "lock_service": { "lease_ms": lease, "first_token": first },
                    "resources": resources_json,
                    "clients": clients_json,
                })
            })
    })
}

/// What the grown model adds to a random scenario: a network with delay,
/// jitter and cut links, a seed, several lock nodes with jumping clocks,
/// drifting client clocks, restarts and failovers, proxies and version
/// checks, and side effects. `faults` leaves the counter alone when false.
#[derive(Clone, Debug)]
pub(crate) struct Extras {
    seed: u64,
    delay: u64,
    jitter: u64,
    cut: Option<(usize, u64, u64)>,
    nodes: u16,
    jump: Option<(u64, i64)>,
    drift: i64,
    from_request: bool,
    fault: Option<(u64, bool, u32)>,
    proxy: bool,
    compare_and_set: bool,
    effect: bool,
}

pub(crate) fn extras(faults: bool) -> impl Strategy<Value = Extras> {
    let fault = if faults {
        proptest::option::of((0u64..30_000, any::<bool>(), 0u32..3)).boxed()
    } else {
        Just(None).boxed()
    };
    (
        (any::<u64>(), 0u64..3000, 0u64..800),
        proptest::option::of((0usize..4, 0u64..20_000, 1u64..20_000)),
        (
            prop_oneof![Just(1u16), Just(3), Just(5)],
            proptest::option::of((0u64..20_000, -9000i64..9000)),
        ),
        (-90i64..200, any::<bool>()),
        fault,
        (any::<bool>(), any::<bool>(), any::<bool>()),
    )
        .prop_map(
            |(
                (seed, delay, jitter),
                cut,
                (nodes, jump),
                (drift, from_request),
                fault,
                (proxy, compare_and_set, effect),
            )| Extras {
                seed,
                delay,
                jitter,
                cut,
                nodes,
                jump,
                drift,
                from_request,
                fault,
                proxy,
                compare_and_set,
                effect,
            },
        )
}

/// Puts the extras into a generated scenario.
pub(crate) fn grow(mut scenario: Json, x: &Extras) -> Json {
    scenario["seed"] = json!(x.seed);
    let clients = scenario["clients"].as_array().unwrap().len();
    let mut network = json!({ "delay_ms": x.delay, "jitter_ms": x.jitter });
    if let Some((c, from, length)) = x.cut {
        let client = format!("{}", (b'A' + (c % clients) as u8) as char);
        let to = if c % 2 == 0 {
            "lock_service".to_owned()
        } else {
            "R0".to_owned()
        };
        network["partitions"] =
            json!([{ "client": client, "to": to, "from_ms": from, "until_ms": from + length }]);
    }
    scenario["network"] = network;
    let lock = &mut scenario["lock_service"];
    lock["nodes"] = json!(x.nodes);
    if let Some((at, by)) = x.jump {
        lock["clocks"] = json!([{ "node": x.nodes, "jumps": [{ "at_ms": at, "by_ms": by }] }]);
    }
    if let Some((at, durable, behind)) = x.fault {
        lock["faults"] = json!([if behind == 0 {
            json!({ "at_ms": at, "fault": "restart", "durable_counter": durable })
        } else {
            json!({ "at_ms": at, "fault": "failover", "behind": behind })
        }]);
    }
    for (i, client) in scenario["clients"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .enumerate()
    {
        client["clock"] = json!({ "drift_percent": if i == 0 { x.drift } else { 0 } });
        client["lease_from"] = json!(if x.from_request { "request" } else { "grant" });
        if x.nodes > 1 && i % 2 == 1 {
            client["lock_nodes"] = json!([1, 2]);
        }
        if x.effect {
            client["plan"]
                .as_array_mut()
                .unwrap()
                .push(json!({ "do": "side_effect", "what": "emails someone" }));
        }
    }
    if let Some(r) = scenario["resources"].as_array_mut().unwrap().first_mut() {
        r["proxy"] = json!(x.proxy);
        r["compare_and_set"] = json!(x.compare_and_set);
    }
    scenario
}

fn with_fencing_everywhere(mut scenario: Json) -> Json {
    for r in scenario["resources"].as_array_mut().unwrap() {
        r["fencing"] = json!(true);
    }
    scenario
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn runs_keep_their_invariants(json in scenario_json()) {
        let scenario = Scenario::from_json(&json.to_string()).expect("generated scenarios are valid");
        // Time, leases, tokens, the quiet path and determinism.
        let report = check_run(&scenario).map_err(TestCaseError::fail)?;

        // Writes that all came from holders working on fresh copies are safe.
        let clean = report.events.iter().all(|e| match e.kind {
            EventKind::Wrote(Wrote { standing, missed, .. }) => standing == Standing::Holder && missed.is_none(),
            _ => true,
        });
        if clean {
            prop_assert!(report.outcome.safe, "{}", report.transcript());
        }

        // The explanation states each resource's result as the outcome has it.
        let explanation = report.explanation();
        for r in &report.outcome.resources {
            let name = report.world().resource_name(r.id);
            let (fin, exp) = (report.format_value(&r.final_value), report.format_value(&r.expected));
            let mismatch = say!("explain-holds-wrong", resource = name, value = fin, expected = exp);
            prop_assert_eq!(explanation.contains(&mismatch), !r.is_as_expected(), "{}", explanation);
        }
        prop_assert_eq!(
            explanation.contains("safe, but only because"),
            report.outcome.safe && report.outcome.tally.late_accepted > 0,
            "{}", explanation
        );
    }

    #[test]
    fn fencing_everywhere_accepts_no_stale_write(json in scenario_json()) {
        let scenario = Scenario::from_json(&with_fencing_everywhere(json).to_string()).unwrap();
        let report = Simulation::new(&scenario).unwrap().run();
        prop_assert_eq!(report.outcome.tally.stale_accepted, 0);
        for event in &report.events {
            let stale_and_accepted = matches!(
                event.kind,
                EventKind::Wrote(Wrote { verdict: Verdict::Accepted, standing: Standing::Stale { .. }, .. })
            );
            prop_assert!(!stale_and_accepted, "{}", report.sentence(event));
        }
    }

    #[test]
    fn the_grown_model_keeps_its_invariants(json in scenario_json(), x in extras(true)) {
        let scenario = Scenario::from_json(&grow(json, &x).to_string()).expect("grown scenarios are valid");
        // However the nodes' clocks jump, at most one grant holds a majority.
        let report = check_run(&scenario).map_err(TestCaseError::fail)?;
        for m in &report.timeline.messages {
            prop_assert!(m.sent <= m.arrived);
        }
        prop_assert_eq!(report.outcome.safe, report.outcome.verdict.is_safe());
        let _ = report.timeline_description();
    }

    #[test]
    fn without_counter_faults_fencing_everywhere_still_accepts_no_stale_write(
        json in scenario_json(),
        x in extras(false),
    ) {
        let grown = with_fencing_everywhere(grow(json, &x));
        let scenario = Scenario::from_json(&grown.to_string()).unwrap();
        let report = Simulation::new(&scenario).unwrap().run();
        prop_assert_eq!(report.outcome.tally.stale_accepted, 0, "{}", report.transcript());
    }

    #[test]
    fn random_text_gives_an_error_not_a_panic(text in "\\PC{0,200}") {
        // Almost all of these are errors; the test is that none panics.
        let _ = Scenario::from_json(&text);
        problems_agree(&text)?;
    }

    #[test]
    fn random_json_like_text_has_its_problems_in_the_text(
        text in "[\\[\\]{}\",:0-9a-z_\\- \n\\\\.]{0,120}",
    ) {
        problems_agree(&text)?;
    }

    #[test]
    fn damaged_files_give_an_error_or_a_runnable_scenario(
        cut in 0usize..4000,
        len in 0usize..20,
        insert in "[\\[\\]{}\",:0-9a-z\\- ]{0,6}",
    ) {
        let original = std::fs::read_to_string(root().join("scenarios/paused-holder.json")).unwrap();
        let cut = cut.min(original.len());
        let end = (cut + len).min(original.len());
        if !original.is_char_boundary(cut) || !original.is_char_boundary(end) {
            return Ok(());
        }
        let damaged = format!("{}{}{}", &original[..cut], insert, &original[end..]);
        problems_agree(&damaged)?;
        if let Ok(scenario) = Scenario::from_json(&damaged) {
            let _ = Simulation::new(&scenario).unwrap().run().transcript();
        }
    }

    #[test]
    fn a_truncated_file_is_always_an_error(cut in 0usize..3000) {
        let original = std::fs::read_to_string(root().join("scenarios/paused-holder.json")).unwrap();
        let trimmed = original.trim_end();
        let cut = cut.min(trimmed.len().saturating_sub(1));
        if trimmed.is_char_boundary(cut) {
            prop_assert!(Scenario::from_json(&trimmed[..cut]).is_err());
        }
    }
}

/// `problems` finds none exactly when the text loads, each in the text,
/// in the order of the text, in words rather than message ids; and the
/// first problem a load reports is among them.
fn problems_agree(text: &str) -> Result<(), TestCaseError> {
    let found = fencelab_core::problems(text);
    let loaded = Scenario::from_json(text);
    prop_assert_eq!(found.is_empty(), loaded.is_ok(), "{:?}", found);
    let lines = text.split('\n').count();
    for problem in &found {
        prop_assert!(problem.line >= 1 && problem.line <= lines, "{:?}", problem);
        let width = text
            .split('\n')
            .nth(problem.line - 1)
            .unwrap_or("")
            .chars()
            .count();
        prop_assert!(
            problem.column >= 1 && problem.column <= width + 1,
            "{:?}",
            problem
        );
        prop_assert!(
            !problem.message.is_empty() && !problem.message.contains("problem-"),
            "{:?}",
            problem
        );
    }
    let places: Vec<(usize, usize)> = found.iter().map(|p| (p.line, p.column)).collect();
    let mut sorted = places.clone();
    sorted.sort_unstable();
    prop_assert_eq!(places, sorted);
    if let Err(first) = loaded {
        let first = first.to_string();
        prop_assert!(
            found.iter().any(|p| first.ends_with(&p.message)),
            "{} is not among {:?}",
            first,
            found
        );
    }
    Ok(())
}

/// Extreme numbers anywhere a file allows one: an error or a run, never a panic.
fn big() -> impl Strategy<Value = u64> {
    prop_oneof![
        Just(0u64),
        Just(1),
        Just(u64::MAX),
        Just(1_000_000_000_000),
        Just(i64::MAX as u64),
        0u64..50_000,
        any::<u64>(),
    ]
}

fn amount() -> impl Strategy<Value = i64> {
    prop_oneof![Just(i64::MIN), Just(i64::MAX), -5i64..5, any::<i64>()]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn extreme_numbers_never_panic(
        lease in big(),
        first in big(),
        at in big(),
        pause in big(),
        margin in big(),
        every in 1u64..5000,
        until in big(),
        set in amount(),
        add in amount(),
    ) {
        let file = json!({
            "title": "t", "summary": "s",
            "lock_service": { "lease_ms": lease, "first_token": first },
            "resources": [ { "name": "R", "initial": set, "fencing": true } ],
            "clients": [
                { "name": "A", "plan": [
                    { "at_ms": at, "do": "acquire", "retry": { "every_ms": every, "until_ms": until } },
                    { "do": "read", "resource": "R" },
                    { "do": "check_lease", "margin_ms": margin },
                    { "do": "pause", "for_ms": pause },
                    { "do": "write", "resource": "R", "op": { "add": add } },
                    { "do": "renew" },
                    { "do": "write", "resource": "R", "op": { "set": set } } ] },
                { "name": "B", "plan": [
                    { "after_ms": pause, "do": "acquire" },
                    { "do": "read", "resource": "R" },
                    { "do": "write", "resource": "R", "op": { "add": add } } ] },
            ],
        });
        if let Ok(scenario) = Scenario::from_json(&file.to_string()) {
            let report = Simulation::new(&scenario).unwrap().run();
            let _ = report.transcript();
            prop_assert_eq!(Runner::new(&scenario).run().tally, report.outcome.tally);
            for lane in &report.timeline.lanes {
                for span in lane.beliefs.iter().chain(&lane.overreach).chain(&lane.pauses) {
                    prop_assert!(span.from <= span.to);
                }
            }
        }
    }
}
