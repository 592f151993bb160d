//! The lease's life: which state the lock is in through a run, in the
//! core's words, and the diagram's boxes the page lights.

use fencelab_core::{life, LifeState, SimTime};
use fencelab_words::say;

use crate::support::{run, scenario_files};

/// The states in order, with the line of each.
fn states(name: &str, settings: &[&str]) -> Vec<(LifeState, String)> {
    let report = run(name, settings);
    life(&report)
        .spans
        .into_iter()
        .map(|s| (s.state, s.words))
        .collect()
}

#[test]
fn a_paused_holder_leaves_the_lease_expired_while_it_believes() {
    use LifeState::*;
    let got = states("paused-holder", &[]);
    let want = [
        (Free, "Free: no one holds the lock."),
        (Held, "Held by A with token 1, until 10.0 s."),
        (
            Expired,
            "Expired: A's lease ran out at 10.0 s with no word to A, which still believes it holds the lock.",
        ),
        (
            Held,
            "Held by B with token 2, until 20.3 s. A still believes it holds the lock.",
        ),
        (
            Expired,
            "Expired: A's lease ran out at 10.0 s with no word to A, which still believes it holds the lock.",
        ),
        (Free, "Free: no one holds the lock."),
    ];
    let want: Vec<(LifeState, String)> = want.iter().map(|(s, w)| (*s, w.to_string())).collect();
    assert_eq!(got, want);
}

#[test]
fn with_fencing_the_refused_write_ends_the_belief() {
    let report = run("paused-holder", &["fencing=true"]);
    let spans = life(&report).spans;
    let last = spans.last().unwrap();
    assert_eq!(last.state, LifeState::Free);
    // A's refused write at 17.0 s tells it, so the lease is free from then on.
    assert_eq!(last.from, SimTime(17_000));
}

#[test]
fn a_holder_that_does_not_pause_never_leaves_it_expired() {
    // A writes at 2.0 s, inside its lease, and its belief ends with that act.
    let report = run("paused-holder", &["pause_ms=0"]);
    let spans = life(&report).spans;
    assert!(spans.iter().all(|s| s.state != LifeState::Expired));
    assert_eq!(spans.last().unwrap().state, LifeState::Free);
}

#[test]
fn a_renewing_holder_shows_its_renewals() {
    use LifeState::*;
    let got = states("renewing-holder", &[]);
    let order: Vec<LifeState> = got.iter().map(|(s, _)| *s).collect();
    assert_eq!(
        order,
        [Free, Held, Renewed, Renewed, Expired, Held, Expired, Free],
        "{got:#?}"
    );
    assert_eq!(got[2].1, "Renewed by A with token 1, now until 13.0 s.");
    // Each renewal is a span of its own, with its new end, in one state.
    let report = run("renewing-holder", &[]);
    let spans = life(&report).spans;
    assert_eq!(spans[2].to, SimTime(5_000));
    assert_eq!(got[3].1, "Renewed by A with token 1, now until 15.0 s.");
    assert!(spans[4]
        .words
        .starts_with("Expired: A's lease ran out at 15.0 s"));
}

#[test]
fn spans_cover_the_run_in_order_and_count_its_events() {
    for (name, _) in scenario_files() {
        let report = run(&name, &[]);
        let spans = life(&report).spans;
        assert_eq!(spans[0].from_event, 0, "{name}");
        assert_eq!(spans[0].from, SimTime::ZERO, "{name}");
        for pair in spans.windows(2) {
            assert!(pair[0].from_event < pair[1].from_event, "{name}");
            assert_eq!(pair[0].to, pair[1].from, "{name}");
            assert!(pair[0].words != pair[1].words, "{name}: {:?}", pair[1]);
        }
        let last = spans.last().unwrap();
        assert!(last.from_event <= report.events.len(), "{name}");
        assert_eq!(last.to, report.timeline.end, "{name}");
    }
}

#[test]
fn the_diagram_has_a_box_for_each_state_and_says_what_it_shows() {
    let report = run("paused-holder", &[]);
    let life = life(&report);
    let boxes: Vec<&str> = life
        .items
        .iter()
        .filter_map(|i| i.party.as_deref())
        .collect();
    assert_eq!(boxes, ["free", "held", "renewed", "expired"]);
    assert_eq!(
        life.caption,
        say!("life-caption", story = "lock", nodes = 1u16)
    );
    assert_eq!(life.title, say!("life-title", story = "lock"));
    let words = |item: &fencelab_core::Item| -> Vec<String> {
        fn all(item: &fencelab_core::Item, out: &mut Vec<String>) {
            out.extend(item.words().map(str::to_owned));
            item.children().iter().for_each(|c| all(c, out));
        }
        let mut out = Vec::new();
        all(item, &mut out);
        out
    };
    let labels: Vec<String> = life.items.iter().flat_map(words).collect();
    for label in ["acquire", "renew", "release", "runs out", "expired"] {
        assert!(labels.iter().any(|l| l == label), "{label}: {labels:?}");
    }
}

#[test]
fn an_election_is_worded_as_leadership() {
    let report = run("leader-terms", &[]);
    let life = life(&report);
    assert_eq!(life.caption, say!("life-caption", story = "election"));
    assert_eq!(life.title, say!("life-title", story = "election"));
    let lines: Vec<&str> = life.spans.iter().map(|s| s.words.as_str()).collect();
    assert!(
        lines.contains(&"Old leader leads in term 5; the others wait for it until 10.0 s."),
        "{lines:#?}"
    );
    assert!(lines
        .iter()
        .any(|l| l.starts_with("Timed out: the others stopped waiting for Old leader at 11.5 s")));
}

#[test]
fn several_lock_nodes_are_one_lock_held_by_a_majority() {
    let report = run("redlock-clock-jump", &[]);
    let life = life(&report);
    assert_eq!(
        life.caption,
        say!("life-caption", story = "lock", nodes = 5u16)
    );
    assert_eq!(
        life.spans[1].words,
        "Held by A on a majority of nodes, until 10.0 s."
    );
    assert_eq!(life.spans[2].state, LifeState::Expired);
}
