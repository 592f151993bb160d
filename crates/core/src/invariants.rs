//! The promises every run keeps, checked over one run.
//!
//! The property tests, the fuzzers and the inputs they once broke on hold
//! every run to these, so the three cannot drift apart: time never runs
//! backwards, at most one lease is live at a moment, a resource that checks
//! tokens never accepts a lower token after a higher one, the quiet path
//! counts what the recorded run counts, the same input gives the same
//! words, and the chart lays the run out at any width.

use crate::drawing::{chart, MAX_WIDTH, MIN_WIDTH};
use crate::event::{EventKind, Verdict, Wrote};
use crate::report::Report;
use crate::scenario::Scenario;
use crate::sim::{Runner, Simulation};

/// Runs `scenario` on both paths and checks every promise; the run's
/// report, or the first promise broken, in words.
pub fn check_run(scenario: &Scenario) -> Result<Report, String> {
    let report = Simulation::new(scenario)
        .map_err(|e| format!("a loaded scenario would not run: {e}"))?
        .run();
    if let Some(pair) = report.events.windows(2).find(|p| p[0].at > p[1].at) {
        return Err(format!(
            "time ran backwards: {} after {}",
            pair[1].at, pair[0].at
        ));
    }
    let mut leases: Vec<_> = report
        .timeline
        .lanes
        .iter()
        .flat_map(|l| l.leases.iter())
        .collect();
    leases.sort_by_key(|l| l.span.from);
    if let Some(pair) = leases.windows(2).find(|p| p[0].span.to > p[1].span.from) {
        return Err(format!(
            "two leases were live at once: one until {}, the next from {}",
            pair[0].span.to, pair[1].span.from
        ));
    }
    let world = report.world();
    for (r, resource) in world.resources.iter().enumerate() {
        if !resource.checks_tokens() {
            continue;
        }
        let mut highest = None;
        for event in &report.events {
            if let EventKind::Wrote(Wrote {
                resource: at,
                token,
                verdict: Verdict::Accepted,
                ..
            }) = &event.kind
            {
                if at.index() == r {
                    if highest.is_some_and(|h| *token < h) {
                        return Err(format!(
                            "{} accepted token {token} after a higher one",
                            resource.name
                        ));
                    }
                    highest = Some(*token);
                }
            }
        }
    }
    let summary = Runner::new(scenario).run();
    if summary.tally != report.outcome.tally || summary.safe != report.outcome.safe {
        return Err(format!(
            "the quiet path counted {:?}, the recorded run {:?}",
            summary.tally, report.outcome.tally
        ));
    }
    let transcript = report.transcript();
    let again = Simulation::new(scenario)
        .map_err(|e| e.to_string())?
        .run()
        .transcript();
    if transcript != again {
        return Err("the same scenario ran twice told two stories".to_owned());
    }
    for width in [MIN_WIDTH, 800, MAX_WIDTH] {
        let _ = chart(&report, width);
    }
    let _ = report.explanation();
    Ok(report)
}
