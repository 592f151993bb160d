//! Every experiment's verdict in every state its lesson names, as
//! `fencelab run FILE --json` reports it. These are the promises the texts
//! beside the experiments make; a change to the engine that breaks one
//! breaks the lesson.

use crate::support::run_json;

/// File, settings, and the verdict `outcome.verdict` must give.
const VERDICTS: &[(&str, &[&str], &str)] = &[
    ("paused-holder", &[], "lost"),
    ("paused-holder", &["fencing=on"], "refused"),
    ("kleppmann-2016", &[], "lost"),
    ("kleppmann-2016", &["fencing=on"], "refused"),
    // A resumes at 9 s, inside its lease: safe either way, by luck.
    ("short-pause", &[], "safe"),
    ("short-pause", &["fencing=on"], "safe"),
    // The store is fenced, the audit log is not: the log records A's stale entry.
    ("audit-log", &[], "lost"),
    ("audit-log", &["fencing=off"], "lost"),
    // A lost counter hands out A's token again; a durable one does not.
    ("counter-reset", &[], "lost"),
    ("counter-reset", &["durable_counter=on"], "refused"),
    // A counter reset below A's 33 makes the store refuse B, the rightful
    // holder: no stale write gets in, B is told, and A's late write, which
    // no later holder overwrote, counts. The data is intact, but the store
    // refuses every new holder: stuck, an outage, not safe.
    (
        "counter-reset",
        &["reset_to=0", "durable_counter=off", "fencing=on"],
        "stuck",
    ),
    ("counter-reset", &["reset_to=10"], "stuck"),
    ("counter-reset", &["reset_to=31"], "stuck"),
    (
        "counter-reset",
        &["reset_to=0", "durable_counter=on"],
        "refused",
    ),
    // A lagging replica issues a token twice: fencing cannot help.
    ("async-failover", &[], "lost"),
    ("async-failover", &["fencing=off"], "lost"),
    ("network-delay", &[], "lost"),
    ("network-delay", &["fencing=on"], "refused"),
    ("clock-drift", &[], "lost"),
    ("clock-drift", &["fencing=on"], "refused"),
    // A step back of 3 s leaves exactly the 1 s margin: the check stops A.
    ("clock-drift", &["step_ms=-3000"], "safe"),
    ("clock-drift", &["step_ms=-3500"], "lost"),
    ("check-then-act", &[], "lost"),
    ("check-then-act", &["fencing=on"], "refused"),
    ("check-then-act", &["pause_after_check=off"], "safe"),
    // Fencing refuses the second write but does not undo the first.
    ("partial-write", &[], "half_done"),
    ("partial-write", &["fencing=off"], "lost"),
    ("unfenced-side-effect", &[], "escaped"),
    ("unfenced-side-effect", &["fencing=off"], "lost"),
    ("fencing-proxy", &[], "lost"),
    ("fencing-proxy", &["proxy=on"], "refused"),
    ("compare-and-set", &[], "refused"),
    ("compare-and-set", &["compare_and_set=off"], "lost"),
    ("leader-terms", &[], "refused"),
    ("leader-terms", &["fencing=off"], "lost"),
    ("redlock-clock-jump", &[], "lost"),
    // Before node 3's clock jumps A still holds the lock.
    ("redlock-clock-jump", &["a_writes_ms=3000"], "safe"),
    // A's late write lands before B reads it: B builds on it.
    ("redlock-clock-jump", &["a_writes_ms=5000"], "safe"),
    // B read at 5.2 s; A's write is accepted at 5.4 s and lost under B's.
    ("redlock-clock-jump", &["a_writes_ms=5400"], "lost"),
    // A smaller or later jump frees node 3 only after A's write: B reads it.
    ("redlock-clock-jump", &["jump_ms=3000"], "safe"),
    ("redlock-clock-jump", &["jump_ms=3500"], "lost"),
    ("redlock-clock-jump", &["jump_at_ms=6600"], "safe"),
    ("redlock-clock-jump", &["jump_at_ms=6500"], "lost"),
    ("efficiency-lock", &[], "duplicate"),
    // Renewals stop with the pause; the lease runs out, and a token is what helps.
    ("renewing-holder", &[], "lost"),
    ("renewing-holder", &["fencing=on"], "refused"),
    // A short pause: A writes inside its renewed lease and releases.
    ("renewing-holder", &["pause_ms=3000"], "safe"),
    // A late write lands between B's read and B's write: write fencing sees
    // no newer token yet, and A's acknowledged update is lost under B's.
    ("fenced-read", &[], "lost"),
    // B's read carries token 2, so Storage refuses A's token 1.
    ("fenced-read", &["fenced_reads=on"], "refused"),
    // A's write lands; B's, from the older version, is refused and B is told.
    ("fenced-read", &["compare_and_set=on"], "safe"),
    // A 10 s lock-delay outlasts A's pause: A's late write lands before B reads.
    ("lock-delay", &[], "safe"),
    // A delay shorter than the pause covers nothing.
    ("lock-delay", &["lock_delay_ms=6000"], "lost"),
    ("lock-delay", &["pause_ms=19000"], "lost"),
    ("lock-delay", &["lock_delay_ms=0"], "lost"),
    // etcd 11456: B is granted the lock after its own lease ran out, and C too.
    ("waiter-lease", &[], "lost"),
    ("waiter-lease", &["check_waiter_lease=on"], "safe"),
    ("waiter-lease", &["a_releases_ms=5000"], "safe"),
    // A's release after its lease ran out deletes B's lock, and C's update
    // is lost under B's; a checked release or fencing keeps it.
    ("release-removes-another", &[], "lost"),
    (
        "release-removes-another",
        &["release_checks_holder=on"],
        "safe",
    ),
    ("release-removes-another", &["fencing=on"], "refused"),
    ("release-removes-another", &["b_writes_ms=15700"], "safe"),
    ("release-removes-another", &["b_writes_ms=15800"], "lost"),
    ("release-removes-another", &["pause_ms=10100"], "safe"),
    // A's fence check passes before its pause and its write checks
    // nothing; the check in the write itself refuses it.
    ("two-statement-fence", &[], "lost"),
    ("two-statement-fence", &["single_update=on"], "refused"),
    // Checked right before the write, the fence stops A, unless A checks
    // just before B's write lands and both pass.
    ("two-statement-fence", &["check_after_pause=on"], "safe"),
    (
        "two-statement-fence",
        &["check_after_pause=on", "pause_ms=10600"],
        "lost",
    ),
    (
        "two-statement-fence",
        &["check_after_pause=on", "pause_ms=10700"],
        "safe",
    ),
    ("two-statement-fence", &["pause_ms=9700"], "safe"),
    // A's answer is lost after Storage applied its increment, and the
    // resend, with the same token, is applied again; keys count it once.
    ("retried-write", &[], "applied_twice"),
    ("retried-write", &["fencing=off"], "applied_twice"),
    ("retried-write", &["idempotency_keys=on"], "safe"),
    ("retried-write", &["answers_lost_until_ms=1100"], "safe"),
    (
        "retried-write",
        &["answers_lost_until_ms=6000"],
        "applied_twice",
    ),
    // A crashed holder only makes B wait.
    ("lock-delay", &["a_crashes=on"], "safe"),
];

#[test]
fn every_experiment_gives_the_verdict_its_lesson_names() {
    let mut wrong = Vec::new();
    for &(name, settings, verdict) in VERDICTS {
        let file = format!("scenarios/{name}.json");
        let mut args = vec![file.as_str()];
        for setting in settings {
            args.extend(["--set", setting]);
        }
        let run = run_json(&args);
        let got = run["outcome"]["verdict"]
            .as_str()
            .unwrap_or("(none)")
            .to_owned();
        let safe = run["outcome"]["safe"].as_bool();
        let should_be_safe = matches!(verdict, "safe" | "refused" | "duplicate");
        if got != verdict || safe != Some(should_be_safe) {
            wrong.push(format!(
                "{name} {settings:?}: {got} (safe {safe:?}), not {verdict}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_scenario_file_is_in_the_table() {
    let root = crate::support::workspace_root().join("scenarios");
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(root).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let Some(stem) = name.strip_suffix(".json") else {
            continue;
        };
        if stem != "schema" && !VERDICTS.iter().any(|&(n, _, _)| n == stem) {
            missing.push(stem.to_owned());
        }
    }
    assert!(missing.is_empty(), "no verdict promised for {missing:?}");
}

#[test]
fn a_safety_margin_does_not_save_a_check_made_before_the_pause() {
    let path = crate::support::workspace_root().join("scenarios/check-then-act.json");
    let file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let knob = file["knobs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["id"] == "margin_ms")
        .expect("a margin_ms knob");
    let (min, max) = (knob["min"].as_i64().unwrap(), knob["max"].as_i64().unwrap());
    let tenth = ((max - min) / 10).max(1) as usize;
    for margin in (min..=max).step_by(tenth) {
        let margin = format!("margin_ms={margin}");
        let run = run_json(&["scenarios/check-then-act.json", "--set", &margin]);
        assert_eq!(run["outcome"]["verdict"], "lost", "{margin}");
    }
}

#[test]
fn a_counter_reset_below_the_highest_token_refuses_the_rightful_holder() {
    let low = run_json(&[
        "scenarios/counter-reset.json",
        "--set",
        "reset_to=0",
        "--set",
        "fencing=on",
    ]);
    let outcome = &low["outcome"];
    assert_eq!(outcome["holderRefused"], 1, "{outcome}");
    assert_eq!(outcome["holderFenced"], 1, "{outcome}");
    assert_eq!(outcome["staleAccepted"], 0, "{outcome}");
    assert_eq!(outcome["safe"], false, "{outcome}");
    assert_eq!(outcome["verdict"], "stuck", "{outcome}");
    let explanation = outcome["explanation"].as_str().unwrap();
    assert!(
        explanation.contains("data is intact, since it takes no token lower than one it has seen, but it is stuck, an outage")
            && explanation.contains("until the lock service's tokens pass 33"),
        "{explanation}"
    );
    // At the article's 32 the reset hands out A's 33 again: nothing refuses B.
    let default = run_json(&["scenarios/counter-reset.json"]);
    assert_eq!(default["outcome"]["holderRefused"], 0);
}
