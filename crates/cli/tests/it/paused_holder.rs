//! The paused lock holder: unsafe as it opens, safe with fencing, and safe
//! by luck with a short pause.

use serde_json::{json, Value};

use crate::support::{fencelab, run_json};

const FILE: &str = "scenarios/paused-holder.json";

#[test]
fn as_it_opens_the_stale_write_wins() {
    let run = run_json(&[FILE]);
    let outcome = &run["outcome"];
    assert_eq!(outcome["staleAccepted"], 1);
    assert_eq!(outcome["staleRefused"], 0);
    assert_eq!(outcome["safe"], false);
    assert_eq!(outcome["verdict"], "lost");
    let storage = &outcome["resources"][0];
    assert_eq!(outcome["resources"].as_array().map(Vec::len), Some(1));
    assert_eq!(storage["name"], "Storage");
    assert_eq!(storage["finalData"], 11);
    assert_eq!(storage["expectedData"], 15);
    assert_eq!(storage["finalValue"], "11");
    assert_eq!(storage["fenced"], false);
    assert_eq!(storage["guard"], Value::Null);
    assert_eq!(storage["staleAccepted"], 1);
    assert_eq!(storage["staleRefused"], 0);
    assert_eq!(run["title"], "The paused lock holder");
    assert_eq!(
        run["settings"],
        json!({"fencing": false, "pause_ms": 15000, "lease_ms": 10000,
               "pause_at_ms": 2000, "b_arrives_ms": 10300})
    );
}

#[test]
fn fencing_refuses_the_stale_write() {
    let run = run_json(&[FILE, "--set", "fencing=on"]);
    let outcome = &run["outcome"];
    assert_eq!(outcome["resources"][0]["finalData"], 15);
    assert_eq!(outcome["resources"][0]["expectedData"], 15);
    assert_eq!(outcome["staleAccepted"], 0);
    assert_eq!(outcome["staleRefused"], 1);
    assert_eq!(outcome["safe"], true);
    assert_eq!(outcome["resources"][0]["fenced"], true);
    assert_eq!(outcome["resources"][0]["guard"], "fencing");
    assert_eq!(run["settings"]["fencing"], true);
    let refused: Vec<&Value> = events(&run)
        .iter()
        .filter(|e| e["kind"] == "write_refused")
        .collect();
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0]["actor"], "A");
    assert_eq!(refused[0]["token"], 1);
}

#[test]
fn a_short_pause_writes_inside_the_lease() {
    let run = run_json(&[FILE, "--set", "pause_ms=7000"]);
    let outcome = &run["outcome"];
    assert_eq!(outcome["safe"], true);
    assert_eq!(outcome["staleAccepted"], 0);
    assert_eq!(outcome["staleRefused"], 0);
    assert_eq!(run["settings"]["pause_ms"], 7000);

    let events = events(&run);
    let position = |actor: &str, kind: &str| {
        events
            .iter()
            .position(|e| e["actor"] == actor && e["kind"] == kind)
            .unwrap_or_else(|| panic!("no {kind} event by {actor}"))
    };
    let write = position("A", "write_accepted");
    let expiry = position("lock service", "expired");
    assert!(write < expiry, "A's write comes after the lease expiry");
    assert!(events[write]["atMs"].as_u64().unwrap() < 10_000);
    assert_eq!(events[expiry]["atMs"], 10_000);
}

#[test]
fn later_sets_win_and_every_event_has_its_fields() {
    let run = run_json(&[FILE, "--set", "fencing=on", "--set", "fencing=off"]);
    assert_eq!(run["outcome"]["safe"], false);
    for event in events(&run) {
        for field in [
            "number", "atMs", "time", "actor", "kind", "token", "text", "tone",
        ] {
            assert!(event.get(field).is_some(), "{event} lacks {field}");
        }
    }
    let tokens: Vec<&Value> = events(&run)
        .iter()
        .map(|e| &e["token"])
        .filter(|t| !t.is_null())
        .collect();
    assert!(!tokens.is_empty(), "grants and writes carry tokens");
}

#[test]
fn text_starts_with_the_settings_then_the_transcript() {
    let out = fencelab(&["run", FILE, "--set", "lease_ms=12000"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let mut lines = out.stdout.lines();
    assert_eq!(
        lines.next(),
        Some(
            "The paused lock holder (fencing=off pause_ms=15000 lease_ms=12000 \
             pause_at_ms=2000 b_arrives_ms=10300)"
        )
    );
    assert_eq!(lines.next(), Some(""));
    assert!(out.stdout.contains("Outcome: NOT SAFE"));
}

#[test]
fn the_same_command_prints_the_same_bytes() {
    for args in [
        &["run", FILE][..],
        &["run", FILE, "--json", "--set", "fencing=on"],
        &["run", "scenarios/kleppmann-2016.json", "--json"],
        &["knobs", FILE],
        &["check", "scenarios"],
    ] {
        let first = fencelab(args);
        let second = fencelab(args);
        assert_eq!(first.code, 0, "{args:?}: {}", first.stderr);
        assert_eq!(
            first.stdout.as_bytes(),
            second.stdout.as_bytes(),
            "{args:?}"
        );
    }
}

fn events(run: &Value) -> &Vec<Value> {
    run["events"].as_array().expect("events is an array")
}
