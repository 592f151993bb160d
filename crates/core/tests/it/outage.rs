//! A run whose data is intact but whose rightful holder a token check
//! refused is an outage, `stuck`, and never called safe.

use fencelab_core::{KnobKind, KnobValue, RunVerdict, Runner, Summary};

use crate::support::{load, run, scenario_files, toggle_settings};

/// How many values of each slider the sweep over every story tries.
const SLIDER_VALUES: i64 = 24;

/// Whether a run keeps the rule: a token check that refused the rightful
/// holder makes the run not safe.
fn keeps_the_rule(summary: &Summary) -> bool {
    summary.tally.holder_fenced == 0 || !summary.verdict.is_safe()
}

#[test]
fn a_counter_restarted_below_a_seen_token_leaves_the_run_stuck() {
    let report = run("counter-reset", &["reset_to=10"]);
    assert_eq!(report.outcome.verdict, RunVerdict::Stuck);
    assert!(!report.outcome.safe);
    assert_eq!(report.outcome.tally.holder_fenced, 1);
    assert_eq!(report.outcome.tally.stale_accepted, 0);
    assert!(report
        .outcome
        .resources
        .iter()
        .all(|r| r.final_value == r.expected));
}

#[test]
fn every_forgetful_restart_of_the_counter_is_stuck_or_loses_an_update() {
    let scenario = load("counter-reset");
    let reset = scenario
        .knobs()
        .iter()
        .position(|k| k.id == "reset_to")
        .unwrap();
    let mut runner = Runner::new(&scenario);
    for to in 0..=32 {
        runner.set(reset, KnobValue::Range(to)).unwrap();
        let summary = runner.run();
        // Below 32 the next token is below A's 33, which Storage has seen;
        // at 32 it is 33 again, and A's late write overwrites B's.
        let want = if to < 32 {
            RunVerdict::Stuck
        } else {
            RunVerdict::Lost
        };
        assert_eq!(summary.verdict, want, "reset_to={to}");
    }
}

#[test]
fn a_version_check_that_refuses_the_holder_is_not_an_outage() {
    // The compare-and-set check tells the holder to read again, and its
    // next try can pass: a conflict, not a holder locked out.
    let report = run("fenced-read", &["fenced_reads=off", "compare_and_set=on"]);
    assert_eq!(report.outcome.tally.holder_refused, 1);
    assert_eq!(report.outcome.tally.holder_fenced, 0);
    assert!(report.outcome.verdict.is_safe());
}

#[test]
fn no_story_is_safe_while_a_token_check_refuses_its_rightful_holder() {
    for (stem, settings, scenario) in toggle_settings() {
        let mut runner = Runner::new(&scenario);
        assert!(keeps_the_rule(&runner.run()), "{stem} {settings}");
    }
    let mut stuck = 0;
    for (stem, _) in scenario_files() {
        let scenario = load(&stem);
        let mut runner = Runner::new(&scenario);
        for (i, knob) in scenario.knobs().iter().enumerate() {
            let KnobKind::Range { min, max, step, .. } = knob.kind else {
                continue;
            };
            for n in 0..=SLIDER_VALUES {
                let value = min + (max - min) * n / SLIDER_VALUES / step * step;
                runner.set(i, KnobValue::Range(value)).unwrap();
                let summary = runner.run();
                assert!(keeps_the_rule(&summary), "{stem} {}={value}", knob.id);
                stuck += u32::from(summary.verdict == RunVerdict::Stuck);
            }
            runner.set(i, scenario.values()[i]).unwrap();
        }
    }
    assert!(
        stuck > 0,
        "the sweep reaches no stuck run, so it tests nothing"
    );
}

#[test]
fn the_restart_s_explanation_names_the_counter_the_knob_shows() {
    // The slider reads "Counter after the restart 32"; the sentence beside
    // it must name 32 too, not only the 33 the counter hands out next.
    let scenario = load("counter-reset");
    let knob = scenario
        .knobs()
        .iter()
        .find(|k| k.id == "reset_to")
        .unwrap();
    for to in [0, 10, 31, 32] {
        let report = run("counter-reset", &[&format!("reset_to={to}")]);
        let shown = knob.show(KnobValue::Range(to));
        let explanation = report.explanation();
        assert!(
            explanation.contains(&format!(
                "the counter fell back to {shown}, so it counted from {} again",
                to + 1
            )),
            "reset_to={to}: {explanation}"
        );
    }
}
