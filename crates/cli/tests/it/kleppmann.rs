//! The story from Kleppmann's 2016 essay: tokens 33 and 34, told in order.

use serde_json::json;

use crate::support::{fencelab, run_json};

const FILE: &str = "scenarios/kleppmann-2016.json";

#[test]
fn the_text_tells_of_tokens_33_and_34() {
    let out = fencelab(&["run", FILE]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out
        .stdout
        .starts_with("Kleppmann's paused client, tokens 33 and 34 (fencing=off)\n\n"));
    assert!(out.stdout.contains("token 33"));
    assert!(out.stdout.contains("token 34"));
    assert!(out.stdout.contains("Outcome: NOT SAFE"));
}

#[test]
fn with_fencing_the_text_tells_of_the_refusal() {
    let out = fencelab(&["run", FILE, "--set", "fencing=on"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let refusal = out
        .stdout
        .lines()
        .find(|line| line.contains("token 33") && line.contains("refuses"))
        .unwrap_or_else(|| panic!("no refusal of token 33 in:\n{}", out.stdout));
    assert!(refusal.contains("15.0 s"), "{refusal}");
    assert!(out.stdout.contains("Outcome: safe"));
}

#[test]
fn the_events_follow_the_essay() {
    let run = run_json(&[FILE]);
    let events = run["events"].as_array().unwrap();
    let story: Vec<(u64, &str, &str)> = events
        .iter()
        .map(|e| {
            (
                e["atMs"].as_u64().unwrap(),
                e["actor"].as_str().unwrap(),
                e["kind"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        story,
        [
            (0, "A", "granted"),
            (1000, "A", "read"),
            (2000, "A", "checked"),
            (2000, "A", "paused"),
            (5000, "C", "refused"),
            (10000, "lock service", "expired"),
            (11000, "B", "granted"),
            (12000, "B", "read"),
            (13000, "B", "write_accepted"),
            (13000, "B", "released"),
            (15000, "A", "woke"),
            (15000, "A", "write_accepted"),
        ]
    );
    assert_eq!(events[0]["token"], 33);
    assert_eq!(events[6]["token"], 34);
    assert_eq!(events[11]["token"], 33);
    assert!(events[1]["token"].is_null(), "a read carries no token");

    let outcome = &run["outcome"];
    assert_eq!(outcome["resources"][0]["finalData"], json!(["v0", "A"]));
    assert_eq!(outcome["resources"][0]["expectedData"], json!(["v0", "B"]));
    assert_eq!(outcome["safe"], false);
}

#[test]
fn with_fencing_the_store_keeps_b_s_write() {
    let run = run_json(&[FILE, "--set", "fencing=true"]);
    let last = run["events"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["kind"], "write_refused");
    assert_eq!(last["atMs"], 15000);
    assert_eq!(
        run["outcome"]["resources"][0]["finalData"],
        json!(["v0", "B"])
    );
    assert_eq!(run["outcome"]["staleRefused"], 1);
    assert_eq!(run["outcome"]["safe"], true);
}
