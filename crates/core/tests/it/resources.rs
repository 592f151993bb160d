//! Results resource by resource: each resource's own stale writes, the
//! words the page shows beside its boxes, and what it held at a moment of
//! playback.

use fencelab_core::{ResourceId, SimTime};
use fencelab_words::say;

use crate::support::run;

const STORAGE: ResourceId = ResourceId(0);
const LOG: ResourceId = ResourceId(1);

#[test]
fn the_audit_log_s_stale_write_is_its_own_not_the_fenced_store_s() {
    let report = run("audit-log", &[]);
    let [storage, log] = &report.outcome.resources[..] else {
        panic!("two resources");
    };
    // The run as a whole took one stale write and refused one ...
    assert_eq!(report.outcome.tally.stale_accepted, 1);
    assert_eq!(report.outcome.tally.stale_refused, 1);
    // ... and each resource says which was its own.
    assert_eq!((storage.stale_accepted, storage.stale_refused), (0, 1));
    assert_eq!((log.stale_accepted, log.stale_refused), (1, 0));
    assert!(storage.is_as_expected());
    assert!(!log.is_as_expected());
    assert_eq!(
        report.results_heading(),
        say!(
            "results-heading",
            count = 2u64,
            names = "Storage and Audit log"
        )
    );
    assert_eq!(report.guard_words(STORAGE), "fencing tokens");
    assert_eq!(
        report.guard_words(LOG),
        say!("results-guard", story = "lock", guard = "none")
    );
    assert_eq!(
        report.check_label(STORAGE).as_deref(),
        Some("Highest token accepted")
    );
    assert_eq!(report.check_label(LOG), None);
}

#[test]
fn per_resource_counts_add_up_to_the_run_s_in_every_scenario() {
    for (name, _) in crate::support::scenario_files() {
        for fencing in ["", "fencing=on", "fencing=off"] {
            let settings: Vec<&str> = [fencing].into_iter().filter(|s| !s.is_empty()).collect();
            let mut scenario = crate::support::load(&name);
            if scenario.value("fencing").is_none() && !settings.is_empty() {
                continue;
            }
            for s in &settings {
                scenario.assign(s).unwrap();
            }
            let report = fencelab_core::Simulation::new(&scenario).unwrap().run();
            let outcome = &report.outcome;
            let accepted: u32 = outcome.resources.iter().map(|r| r.stale_accepted).sum();
            let refused: u32 = outcome.resources.iter().map(|r| r.stale_refused).sum();
            assert_eq!(accepted, outcome.tally.stale_accepted, "{name} {fencing}");
            assert_eq!(refused, outcome.tally.stale_refused, "{name} {fencing}");
        }
    }
}

#[test]
fn the_default_story_s_storage_holds_10_then_15_then_11() {
    let report = run("paused-holder", &[]);
    let row = &report.timeline.resources[0];
    let shown = |ms: u64| report.format_value(&row.at(SimTime(ms)).value);
    assert_eq!(shown(8000), "10");
    assert_eq!(shown(12000), "15");
    assert_eq!(shown(report.timeline.end.ms()), "11");
    assert_eq!(
        report.results_heading(),
        say!("results-heading", count = 1u64, names = "Storage")
    );
    // Nothing checks tokens there, so there is no check to show.
    assert_eq!(report.check_label(STORAGE), None);
    assert_eq!(report.check_shown(STORAGE, row.at(SimTime(12000))), None);

    let fenced = run("paused-holder", &["fencing=on"]);
    let row = &fenced.timeline.resources[0];
    let check = |ms: u64| fenced.check_shown(STORAGE, row.at(SimTime(ms)));
    assert_eq!(check(8000).as_deref(), Some("none yet"));
    assert_eq!(check(12000).as_deref(), Some("2"));
    assert_eq!(fenced.guard_words(STORAGE), "fencing tokens");
}

#[test]
fn an_election_speaks_of_terms_and_compare_and_set_of_versions() {
    let report = run("leader-terms", &["fencing=on"]);
    let label = report.check_label(STORAGE).unwrap_or_default();
    assert_eq!(label, "Highest term accepted");
    assert_eq!(report.guard_words(STORAGE), "fencing terms");

    // Compare-and-set is on by default there, with no token check.
    let report = run("compare-and-set", &[]);
    assert_eq!(report.guard_words(STORAGE), "compare-and-set");
    assert_eq!(report.check_label(STORAGE).as_deref(), Some("Version"));
    let row = &report.timeline.resources[0];
    assert_eq!(
        report.check_shown(STORAGE, &row.values[0]).as_deref(),
        Some("0")
    );
    let last = row.values.last().unwrap();
    assert!(last.version > 0);
    assert_eq!(
        report.check_shown(STORAGE, last),
        Some(last.version.to_string())
    );
}

#[test]
fn a_list_reads_as_its_items_and_an_empty_one_as_nothing() {
    let report = run("audit-log", &[]);
    let text = report.transcript();
    let empty = &report.world().resources[1].initial;
    assert_eq!(report.format_value(empty), "nothing");
    assert!(
        text.contains("B asks Audit log to add the line B sets 15"),
        "{text}"
    );
    assert!(
        text.contains("Audit log holds B sets 15, A sets 11 now."),
        "{text}"
    );
    assert!(!text.contains("['"), "{text}");
    let report = run("kleppmann-2016", &[]);
    let expected = &report.outcome.resources[0].expected;
    assert_eq!(report.format_value(expected), "v0, B");
}

#[test]
fn a_half_done_transfer_says_where_the_money_went_at_both_accounts() {
    let (x, y) = (ResourceId(0), ResourceId(1));
    let report = run("partial-write", &[]);
    let whole = "Half of A's update: Account X lost the 30 A took out at 1.5 s, and Account Y \
                 never received it, because Account Y refused A's write at 17.0 s.";
    // Each account holds what its own writes give; neither may say so alone.
    assert!(report.outcome.resources.iter().all(|r| r.is_as_expected()));
    assert_eq!(report.update_words(x).as_deref(), Some(whole));
    assert_eq!(report.update_words(y).as_deref(), Some(whole));
    let explanation = report.explanation();
    assert!(
        explanation.contains(
            "Account X holds 60 and Account Y holds 10, as the writes that count leave them, \
             but not as A's update should: Account X lost the 30 A took out at 1.5 s, and \
             Account Y never received it."
        ),
        "{explanation}"
    );
    assert!(!explanation.contains("as it should."), "{explanation}");
}

#[test]
fn a_whole_update_leaves_no_words_about_halves() {
    // Without fencing A's credit lands: nothing is half done, Y is simply wrong.
    let report = run("partial-write", &["fencing=off"]);
    assert_eq!(report.update_words(ResourceId(0)), None);
    assert_eq!(report.update_words(ResourceId(1)), None);
    let holds_wrong = say!(
        "explain-holds-wrong",
        resource = "Account Y",
        value = "30",
        expected = "10"
    );
    assert!(report.explanation().contains(&holds_wrong));
    assert_eq!(run("paused-holder", &[]).update_words(STORAGE), None);
}
