//! The run told for a reader who cannot see the chart: the state at a
//! moment, the steps of the chart's text alternative, the screen summary
//! and the answer to a change, in every language, for every experiment.

use std::rc::Rc;

use fencelab_core::words::{self, Catalogue, Speaker};
use fencelab_core::{RunVerdict, SimTime};
use fencelab_words::say;

use crate::support::{run, scenario_files};

/// The default story's run at 12 s: A's lease has ended while it sleeps,
/// and B holds the lock with the next token.
#[test]
fn the_state_tells_who_holds_who_only_believes_and_what_storage_holds() {
    let report = run("paused-holder", &[]);
    let at = |ms| SimTime(ms);
    let before = |ms| report.events.iter().filter(|e| e.at <= at(ms)).count();
    let start = report.state_at(0, at(0));
    assert_eq!(
        start,
        "A does not hold the lock; B does not hold the lock. Storage holds 10."
    );
    let holding = report.state_at(before(1000), at(1000));
    assert_eq!(
        holding,
        "A holds the lock with token 1; B does not hold the lock. Storage holds 10."
    );
    let asleep = report.state_at(before(12000), at(12000));
    assert_eq!(
        asleep,
        "A is paused, believing it holds the lock, though its lease has ended; \
         B does not hold the lock. Storage holds 15."
    );
    let granted = report.timeline.lanes[1].leases[0].span.from.ms();
    let taken = report.state_at(before(granted), at(granted));
    assert!(taken.contains("B holds the lock with token 2"), "{taken}");
    let end = report.state_at(report.events.len(), report.timeline.end);
    assert!(end.ends_with("Storage holds 11."), "{end}");
}

#[test]
fn every_step_tells_its_event_once_and_the_state_after_it() {
    let report = run("paused-holder", &[]);
    let steps = report.steps();
    assert_eq!(steps.len(), report.events.len());
    for (i, (step, event)) in steps.iter().zip(&report.events).enumerate() {
        let sentence = report.sentence(event);
        assert!(
            step.starts_with(&format!("Event {} of {}, ", i + 1, steps.len())),
            "{step}"
        );
        assert_eq!(step.matches(sentence.as_str()).count(), 1, "{step}");
        assert!(step.contains("Then: "), "{step}");
    }
}

#[test]
fn the_summary_keeps_the_ending_back_while_a_prediction_is_awaited() {
    let report = run("paused-holder", &[]);
    let verdict = report.outcome.verdict.sentence();
    let n = report.events.len();
    let shown = report.screen_summary("The story.", n, report.timeline.end, true);
    assert!(
        shown.starts_with("The story. At the end of the run, "),
        "{shown}"
    );
    assert!(shown.contains(&verdict), "{shown}");
    let held = report.screen_summary("The story.", 2, report.events[1].at, false);
    assert!(!held.contains(&verdict), "{held}");
    assert!(held.contains("after event 2 of"), "{held}");
    assert!(held.contains(&say!("describe-ending-hidden")), "{held}");
    let answer = report.response(RunVerdict::Safe, false);
    assert!(!answer.contains(&verdict), "{answer}");
    // Between two events the summary tells the last event's moment.
    let between = report.events[1].at.ms() + 1;
    let slid = report.screen_summary("", 2, SimTime(between), true);
    assert_eq!(
        slid,
        report.screen_summary("", 2, report.events[1].at, true)
    );
}

#[test]
fn a_response_says_whether_the_change_made_the_run_safe() {
    let unfenced = run("paused-holder", &["fencing=off"]);
    let fenced = run("paused-holder", &["fencing=on"]);
    let now_safe = fenced.response(unfenced.outcome.verdict, true);
    assert!(now_safe.starts_with("Now safe. Safe: "), "{now_safe}");
    let holds = say!("explain-holds", resource = "Storage", value = "15");
    assert!(now_safe.ends_with(&holds), "{now_safe}");
    let still = unfenced.response(RunVerdict::Lost, true);
    assert!(still.starts_with("Still not safe. Not safe: "), "{still}");
    let holds_wrong = say!(
        "explain-holds-wrong",
        resource = "Storage",
        value = "11",
        expected = "15"
    );
    assert!(still.contains(&holds_wrong), "{still}");
    assert!(unfenced
        .response(RunVerdict::Refused, true)
        .starts_with("Now not safe. "));
    assert!(fenced
        .response(RunVerdict::Safe, true)
        .starts_with("Still safe. "));
}

/// Every experiment's description in every language: each message found,
/// every argument given.
#[test]
fn every_description_is_whole_in_every_language() {
    for language in ["en", "de", "es"] {
        let before = words::install(Rc::new(Catalogue::new(language).unwrap()));
        for (name, _) in scenario_files() {
            let report = run(&name, &[]);
            let mut texts = report.steps();
            let n = report.events.len();
            texts.push(report.screen_summary("", n, report.timeline.end, true));
            texts.push(report.screen_summary("", 0, SimTime::ZERO, false));
            texts.push(report.response(RunVerdict::Safe, true));
            texts.push(report.response(RunVerdict::Safe, false));

            for text in &texts {
                assert!(!text.contains('{'), "{language} {name}: {text}");
                assert!(!text.contains("describe-"), "{language} {name}: {text}");
                assert!(!text.contains("  "), "{language} {name}: {text}");
            }
        }
        match before {
            Some(speaker) => words::install(speaker),
            None => words::install(Rc::new(Catalogue::new("en").unwrap()) as Rc<dyn Speaker>),
        };
    }
}
