//! Predicting a run before seeing it: the endings a reader may choose
//! from, where the page holds the run back, and the sentence that sets a
//! prediction against what happened.
//!
//! A learner who commits to an answer before the run plays remembers more
//! than one who only watches, so the page can hide a run's outcome until
//! the reader has picked one of these.

use crate::engine::{Rng, RunVerdict};
use crate::error::Error;
use crate::event::EventKind;
use crate::knob::{KnobKind, KnobValue};
use crate::report::Report;
use crate::scenario::Scenario;
use crate::sim::Runner;
use crate::words::say;

/// How many runs with random settings look for the endings an experiment
/// can reach: enough to find every ending of the shipped stories, few
/// enough to take a few milliseconds when an experiment opens.
const SAMPLES: u64 = 200;

/// The endings to offer a reader who predicts a run of `scenario`, best
/// first: every verdict some setting of its knobs reaches (its defaults,
/// each switch flipped alone, and random settings of all of them), and
/// always "safe" and "lost", the two a first-time reader weighs, so there
/// is a real choice even where one ending is all an experiment can reach.
pub fn endings(scenario: &Scenario) -> Result<Vec<RunVerdict>, Error> {
    let mut runner = Runner::new(scenario);
    let mut seen = [false; RunVerdict::ALL.len()];
    seen[usize::from(RunVerdict::Safe.code())] = true;
    seen[usize::from(RunVerdict::Lost.code())] = true;
    seen[usize::from(runner.run().verdict.code())] = true;
    let knobs = scenario.knobs();
    let defaults = scenario.values();
    for (i, knob) in knobs.iter().enumerate() {
        if let KnobKind::Toggle { .. } = knob.kind {
            let KnobValue::Toggle(on) = defaults[i] else {
                continue;
            };
            runner.set(i, KnobValue::Toggle(!on))?;
            seen[usize::from(runner.run().verdict.code())] = true;
            runner.set(i, defaults[i])?;
        }
    }
    for seed in 0..SAMPLES {
        let mut rng = Rng::new(seed);
        for (i, knob) in knobs.iter().enumerate() {
            let value = match knob.kind {
                KnobKind::Toggle { .. } => KnobValue::Toggle(rng.up_to(1) == 1),
                KnobKind::Range { min, max, step, .. } => {
                    let slots = ((i128::from(max) - i128::from(min)) / i128::from(step)) as u64;
                    KnobValue::Range(min + (rng.up_to(slots) as i64) * step)
                }
            };
            runner.set(i, value)?;
        }
        seen[usize::from(runner.run().verdict.code())] = true;
    }
    Ok(RunVerdict::ALL
        .into_iter()
        .filter(|v| seen[usize::from(v.code())])
        .collect())
}

impl RunVerdict {
    /// The ending as a reader would predict it, before the run: "Not
    /// safe: an update is lost."
    pub fn guess(self) -> String {
        say!("results-guess", verdict = self.name())
    }
}

impl Report {
    /// How many events the page shows while it waits for a prediction:
    /// those before the first write or side effect, the first moment the
    /// run's ending can show. Everything before it (grants, reads, pauses,
    /// a lease running out) is the setup the reader predicts from.
    pub fn hold_at(&self) -> usize {
        self.events
            .iter()
            .position(|e| matches!(e.kind, EventKind::Wrote(_) | EventKind::SideEffect { .. }))
            .unwrap_or(self.events.len())
    }

    /// One sentence setting the reader's prediction against the run:
    /// "You predicted this. Not safe: …" or "You predicted “Safe: every
    /// update survives.” Instead, not safe: …", followed by what each
    /// resource holds.
    pub fn against(&self, guess: RunVerdict) -> String {
        let verdict = self.outcome.verdict;
        let lead = if guess == verdict {
            "same"
        } else if guess.is_safe() == verdict.is_safe() {
            "close"
        } else {
            "other"
        };
        say!(
            "results-against",
            lead = lead,
            guess = guess.guess(),
            safe = if verdict.is_safe() { "yes" } else { "no" },
            glance = self.glance()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::Simulation;

    const PAUSED: &str = include_str!("../../../scenarios/paused-holder.json");

    fn report(text: &str) -> Report {
        let scenario = Scenario::from_json(text).unwrap();
        Simulation::new(&scenario).unwrap().run()
    }

    #[test]
    fn the_paused_holder_can_end_safe_refused_or_lost() {
        let scenario = Scenario::from_json(PAUSED).unwrap();
        assert_eq!(
            endings(&scenario).unwrap(),
            [RunVerdict::Safe, RunVerdict::Refused, RunVerdict::Lost]
        );
    }

    #[test]
    fn the_run_is_held_before_its_first_write() {
        let run = report(PAUSED);
        let held = run.hold_at();
        assert!(matches!(run.events[held].kind, EventKind::Wrote(_)));
        assert!(run.events[..held]
            .iter()
            .all(|e| !matches!(e.kind, EventKind::Wrote(_))));
        // B's write at 10.5 s comes first; A's lands later.
        assert_eq!(run.events[held].at.ms(), 10_500);
    }

    #[test]
    fn a_prediction_is_set_against_the_outcome() {
        let run = report(PAUSED);
        assert_eq!(
            run.against(RunVerdict::Lost),
            "You predicted this. Not safe: an update was lost. Storage holds 11 but should hold 15."
        );
        assert_eq!(
            run.against(RunVerdict::Safe),
            "You predicted “Safe: every update survives.” It went the other way. Not safe: an update was lost. Storage holds 11 but should hold 15."
        );
        assert!(run
            .against(RunVerdict::HalfDone)
            .starts_with("You predicted “Not safe: an update is left half done.” Close: it is not safe all the same"));
    }
}
