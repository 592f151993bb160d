//! Random well-formed scenarios: any number of resources, clients, steps,
//! lock nodes, clock jumps, faults and slow links, written as JSON and
//! loaded. A scenario the checks refuse is fine; one that loads must run
//! and keep every promise, and its knobs must take any value in range.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use serde_json::{json, Value};

#[derive(Arbitrary, Debug)]
struct Shape {
    lease_ms: u16,
    first_token: u8,
    tokens: bool,
    nodes: u8,
    jump: Option<(u8, u16, i16)>,
    restart: Option<(u16, bool, u8)>,
    failover: Option<(u16, u8)>,
    lock_delay_ms: u16,
    check_waiter_lease: bool,
    resources: Vec<Res>,
    clients: Vec<Client>,
    delay: Option<(u16, u16)>,
    cut: Option<(u8, u16, u16)>,
    knob: Option<(u8, u16)>,
}

#[derive(Arbitrary, Debug)]
struct Res {
    list: bool,
    fencing: bool,
    compare_and_set: bool,
    proxy: bool,
    fenced_reads: bool,
}

#[derive(Arbitrary, Debug)]
struct Client {
    session_ms: Option<u16>,
    drift: Option<i8>,
    nodes: u8,
    steps: Vec<Step>,
}

#[derive(Arbitrary, Debug)]
struct Step {
    at_ms: Option<u16>,
    after_ms: Option<u16>,
    act: Act,
}

#[derive(Arbitrary, Debug)]
enum Act {
    Acquire(Option<(u16, u16)>),
    Read(u8),
    Write(u8, i8, bool),
    Pause(u16),
    Check(u16),
    Renew,
    Release,
    Effect(Option<u8>),
}

fn scenario(shape: &Shape) -> Value {
    let resources: Vec<Value> = shape
        .resources
        .iter()
        .take(4)
        .enumerate()
        .map(|(i, r)| {
            json!({
                "name": format!("R{i}"),
                "initial": if r.list { json!(["x"]) } else { json!(10) },
                "fencing": r.fencing,
                "compare_and_set": r.compare_and_set,
                "proxy": r.proxy,
                "fenced_reads": r.fenced_reads,
            })
        })
        .collect();
    let n = resources.len().max(1) as u8;
    let nodes = shape.nodes % 6 + 1;
    let clients: Vec<Value> = shape
        .clients
        .iter()
        .take(4)
        .enumerate()
        .map(|(i, c)| {
            let plan: Vec<Value> = c
                .steps
                .iter()
                .take(10)
                .map(|s| {
                    let mut step = match &s.act {
                        Act::Acquire(None) => json!({ "do": "acquire" }),
                        Act::Acquire(Some((every, until))) => json!({
                            "do": "acquire",
                            "retry": { "every_ms": every, "until_ms": until }
                        }),
                        Act::Read(r) => json!({ "do": "read", "resource": format!("R{}", r % n) }),
                        Act::Write(r, amount, append) => json!({
                            "do": "write",
                            "resource": format!("R{}", r % n),
                            "op": if *append { json!({ "append": "y" }) } else { json!({ "add": amount }) },
                        }),
                        Act::Pause(ms) => json!({ "do": "pause", "for_ms": ms }),
                        Act::Check(ms) => json!({ "do": "check_lease", "margin_ms": ms }),
                        Act::Renew => json!({ "do": "renew" }),
                        Act::Release => json!({ "do": "release" }),
                        Act::Effect(uses) => match uses {
                            Some(r) => json!({ "do": "side_effect", "what": "calls out", "uses": format!("R{}", r % n) }),
                            None => json!({ "do": "side_effect", "what": "calls out" }),
                        },
                    };
                    if let Some(at) = s.at_ms {
                        step["at_ms"] = json!(at);
                    } else if let Some(after) = s.after_ms {
                        step["after_ms"] = json!(after);
                    }
                    step
                })
                .collect();
            let mut client = json!({ "name": format!("C{i}"), "plan": plan });
            if let Some(ms) = c.session_ms {
                client["session_ms"] = json!(ms);
            }
            if let Some(drift) = c.drift {
                client["clock"] = json!({ "drift_percent": drift });
            }
            if nodes > 1 {
                let reach: Vec<u8> = (1..=nodes).filter(|k| c.nodes & (1 << (k - 1)) != 0).collect();
                client["lock_nodes"] = json!(reach);
            }
            client
        })
        .collect();
    let mut lock = json!({
        "lease_ms": shape.lease_ms,
        "first_token": shape.first_token,
        "tokens": shape.tokens,
        "nodes": nodes,
        "lock_delay_ms": shape.lock_delay_ms,
        "check_waiter_lease": shape.check_waiter_lease,
    });
    let mut faults = Vec::new();
    if let Some((at, durable, reset)) = shape.restart {
        faults.push(json!({ "at_ms": at, "fault": "restart", "durable_counter": durable, "reset_to": reset }));
    }
    if let Some((at, behind)) = shape.failover {
        faults.push(json!({ "at_ms": at, "fault": "failover", "behind": behind % 4 }));
    }
    if !faults.is_empty() {
        lock["faults"] = json!(faults);
    }
    if let Some((node, at, by)) = shape.jump {
        lock["clocks"] =
            json!([{ "node": node % nodes + 1, "jumps": [{ "at_ms": at, "by_ms": by }] }]);
    }
    let mut file = json!({
        "title": "Fuzzed",
        "summary": "A scenario made up by the fuzzer.",
        "lock_service": lock,
        "resources": resources,
        "clients": clients,
    });
    let mut network = json!({});
    if let Some((delay, jitter)) = shape.delay {
        network["delay_ms"] = json!(delay);
        network["jitter_ms"] = json!(jitter);
    }
    if let (Some((client, from, until)), false) = (
        shape.cut,
        file["clients"].as_array().is_none_or(Vec::is_empty),
    ) {
        let count = file["clients"].as_array().map_or(1, Vec::len);
        network["partitions"] = json!([{
            "client": format!("C{}", usize::from(client) % count),
            "to": "lock_service",
            "from_ms": from.min(until),
            "until_ms": from.max(until),
        }]);
    }
    file["network"] = network;
    if let Some((at, max)) = shape.knob {
        file["knobs"] = json!([{
            "id": "x", "label": "X", "help": "A slider the fuzzer moves.", "kind": "range",
            "min": 0, "max": max, "step": 1, "unit": "ms", "default": u16::from(at).min(max),
            "sets": ["/lock_service/lease_ms"]
        }]);
    }
    file
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(shape) = Shape::arbitrary(&mut u) else {
        return;
    };
    let text = scenario(&shape).to_string();
    let Ok(mut loaded) = fencelab_core::Scenario::from_json(&text) else {
        return;
    };
    if let Err(broken) = fencelab_core::check_run(&loaded) {
        fail(&broken, &text);
    }
    // Every knob at both ends of its range runs too.
    for knob in loaded.knobs().to_vec() {
        if let fencelab_core::KnobKind::Range { min, max, .. } = knob.kind {
            for value in [min, max] {
                if loaded
                    .set(&knob.id, fencelab_core::KnobValue::Range(value))
                    .is_ok()
                {
                    if let Err(broken) = fencelab_core::check_run(&loaded) {
                        fail(&format!("{broken} with {}={value}", knob.id), &text);
                    }
                }
            }
        }
    }
});

/// Saves the scenario that broke a promise where `FENCELAB_FUZZ_SAVE`
/// says, so it becomes a regression input the stable tests replay, then
/// fails.
fn fail(broken: &str, text: &str) -> ! {
    if let Some(path) = std::env::var_os("FENCELAB_FUZZ_SAVE") {
        let _ = std::fs::write(path, text);
    }
    panic!("{broken}\n{text}");
}
