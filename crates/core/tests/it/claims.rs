//! The lesson's claims, held to the model where the model can say them:
//! a claim a run contradicts is a claim the page must not make.

use fencelab_core::{EventKind, Refusal, RunVerdict, Scenario, Simulation, Verdict};

use crate::support::{root, run};

#[test]
fn a_compare_and_set_at_the_storage_catches_the_redlock_clients_late_write() {
    // Redlock gives Storage no token, but a check at Storage still helps:
    // the lesson no longer says that nothing can.
    let path = root().join("scenarios/redlock-clock-jump.json");
    let mut file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(
        run("redlock-clock-jump", &[]).outcome.verdict,
        RunVerdict::Lost
    );
    file["resources"][0]["compare_and_set"] = serde_json::Value::Bool(true);
    let scenario = Scenario::from_json(&file.to_string()).unwrap();
    let report = Simulation::new(&scenario).unwrap().run();
    assert!(report.outcome.safe, "{}", report.explanation());
    assert!(report.events.iter().any(|e| matches!(
        &e.kind,
        EventKind::Wrote(w) if matches!(w.verdict, Verdict::Refused(Refusal::Version { .. }))
    )));
}

#[test]
fn checking_the_waiters_lease_is_safe_only_by_timing() {
    // etcd issue 11456: the check does not solve the problem outright, and
    // the run says so itself rather than calling the store protected.
    let report = run("waiter-lease", &["check_waiter_lease=on"]);
    assert!(report.outcome.safe);
    assert!(
        report
            .explanation()
            .contains("Only timing kept this run safe"),
        "{}",
        report.explanation()
    );
}

#[test]
fn a_grant_does_not_announce_a_clock_step_still_to_come() {
    // A's clock steps back at 5 s; at the grant, at 0 s, no one can know
    // that its clock will show the lease over only at 14 s.
    let report = run("clock-drift", &[]);
    let grant = report
        .events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Granted { .. }))
        .unwrap();
    let EventKind::Granted { believed_until, .. } = grant.kind else {
        unreachable!()
    };
    assert_eq!(believed_until.ms(), 14_000, "the run itself still knows");
    let sentence = report.sentence(grant);
    assert!(!sentence.contains("14.0"), "{sentence}");
}
