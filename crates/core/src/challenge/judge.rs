//! Judging a finished run against a scenario's challenges.

use super::goal::{steps, Challenge, Extreme};
use super::words::Miss;
use crate::engine::{RunVerdict, Tally};
use crate::ids::ResourceId;
use crate::knob::{Knob, KnobValue};
use crate::outcome::Outcome;
use crate::scenario::Scenario;
use crate::sim::Runner;
use crate::world::Value;

/// Whether a run meets one challenge, and the core's words for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The challenge's id.
    pub id: String,
    /// Whether the run meets it.
    pub met: bool,
    /// One short sentence: that the run meets it, or the first reason it
    /// does not, such as "A longer pause is still safe: try more."
    pub words: String,
}

/// Judges the run that `outcome` ends, made with the scenario's knobs as
/// they are set now, against each of its challenges, in file order.
///
/// A `longest` or `shortest` goal runs the one slider's other steps on the
/// quiet [`Runner`], from the run's value outwards, stopping at the first
/// that also meets the rest of the goal; it is skipped when the rest of
/// the goal already fails.
pub fn judge(scenario: &Scenario, outcome: &Outcome) -> Vec<Judgement> {
    let mut runner: Option<Runner> = None;
    scenario
        .challenges()
        .iter()
        .map(|challenge| {
            let miss = check(
                challenge,
                scenario.knobs(),
                scenario.values(),
                &Recorded(outcome),
                || runner.get_or_insert_with(|| Runner::new(scenario)),
            );
            Judgement {
                id: challenge.id.clone(),
                met: miss.is_none(),
                words: match miss {
                    None => super::words::met(),
                    Some(miss) => miss.sentence(scenario),
                },
            }
        })
        .collect()
}

/// What a goal reads from a finished run, recorded or quiet.
pub(super) trait Ran {
    fn tally(&self) -> Tally;
    fn verdict(&self) -> RunVerdict;
    /// A resource's final and expected value.
    fn value(&self, r: ResourceId) -> (&Value, &Value);
}

/// A recorded run's outcome.
struct Recorded<'a>(&'a Outcome);

impl Ran for Recorded<'_> {
    fn tally(&self) -> Tally {
        self.0.tally
    }
    fn verdict(&self) -> RunVerdict {
        self.0.verdict
    }
    fn value(&self, r: ResourceId) -> (&Value, &Value) {
        let outcome = &self.0.resources[r.index()];
        (&outcome.final_value, &outcome.expected)
    }
}

/// The quiet runner, after a run.
pub(super) struct Quiet<'a> {
    pub(super) runner: &'a Runner,
    pub(super) summary: crate::sim::Summary,
}

impl Ran for Quiet<'_> {
    fn tally(&self) -> Tally {
        self.summary.tally
    }
    fn verdict(&self) -> RunVerdict {
        self.summary.verdict
    }
    fn value(&self, r: ResourceId) -> (&Value, &Value) {
        self.runner.value(r)
    }
}

/// The first reason the run falls short of the challenge, or `None` if it
/// meets it. `values` are the knobs the run was made with; `runner` gives
/// a runner set to them, for a `longest` or `shortest` goal, and is asked
/// for only then.
pub(super) fn check<'r>(
    challenge: &Challenge,
    knobs: &[Knob],
    values: &[KnobValue],
    run: &impl Ran,
    runner: impl FnOnce() -> &'r mut Runner,
) -> Option<Miss> {
    if let Some(miss) = settings(challenge, knobs, values) {
        return Some(miss);
    }
    if let Some(miss) = outcome(challenge, run) {
        return Some(miss);
    }
    challenge.goal.extreme?;
    extreme(challenge, knobs, values, runner())
}

/// For a `longest` or `shortest` goal, whether another step of the slider
/// further out also meets the rest of the goal, which the run with
/// `values` is known to meet. `runner` is set to `values`, and left so.
pub(super) fn extreme(
    challenge: &Challenge,
    knobs: &[Knob],
    values: &[KnobValue],
    runner: &mut Runner,
) -> Option<Miss> {
    let (k, extreme) = challenge.goal.extreme?;
    let KnobValue::Range(now) = values[k] else {
        return None;
    };
    let beats = find_better(challenge, k, extreme, now, knobs, runner);
    runner.set_checked(k, KnobValue::Range(now));
    beats.then_some(Miss::Extreme { knob: k, extreme })
}

/// Whether the knobs the challenge does not allow are at their defaults,
/// and the ones it asks for have the asked values.
fn settings(challenge: &Challenge, knobs: &[Knob], values: &[KnobValue]) -> Option<Miss> {
    for (k, (knob, value)) in knobs.iter().zip(values).enumerate() {
        if !challenge.moves.contains(&k) && *value != knob.default_value() {
            return Some(Miss::Moved { knob: k });
        }
    }
    challenge
        .goal
        .knobs
        .iter()
        .find(|(k, want)| values[*k] != *want)
        .map(|&(knob, want)| Miss::Knob { knob, want })
}

/// The first part of the goal about the run's outcome that fails.
pub(super) fn outcome(challenge: &Challenge, run: &impl Ran) -> Option<Miss> {
    let goal = &challenge.goal;
    let verdict = run.verdict();
    if !goal.verdicts.is_empty() && !goal.verdicts.contains(&verdict) {
        return Some(Miss::Verdict {
            want: goal.verdicts.clone(),
            got: verdict,
        });
    }
    if let Some(safe) = goal.safe {
        if verdict.is_safe() != safe {
            return Some(Miss::Safe { want: safe });
        }
    }
    for want in &goal.values {
        let (final_value, expected) = run.value(want.resource);
        if let Some(value) = &want.final_value {
            if final_value != value {
                return Some(Miss::Final {
                    resource: want.resource,
                    want: value.clone(),
                    got: final_value.clone(),
                });
            }
        }
        if let Some(as_expected) = want.as_expected {
            if (final_value == expected) != as_expected {
                return Some(Miss::AsExpected {
                    resource: want.resource,
                    want: as_expected,
                });
            }
        }
    }
    let tally = run.tally();
    challenge
        .goal
        .counts
        .iter()
        .find(|(count, bounds)| !bounds.holds(count.of(&tally)))
        .map(|&(count, bounds)| Miss::Count {
            count,
            bounds,
            got: count.of(&tally),
        })
}

/// Whether a value of slider `k` beyond `now`, on the side the goal asks
/// for, also meets the rest of the goal. Leaves `k` set to whatever it
/// tried last.
fn find_better(
    challenge: &Challenge,
    k: usize,
    extreme: Extreme,
    now: i64,
    knobs: &[Knob],
    runner: &mut Runner,
) -> bool {
    let pinned = challenge.goal.knobs.iter().find(|(p, _)| *p == k);
    let all = steps(knobs[k].kind);
    let beyond: Box<dyn Iterator<Item = i64>> = match extreme {
        Extreme::Longest => Box::new(all.filter(move |&n| n > now)),
        Extreme::Shortest => Box::new(all.rev().filter(move |&n| n < now)),
    };
    for n in beyond {
        let value = KnobValue::Range(n);
        if pinned.is_some_and(|&(_, want)| want != value) {
            continue;
        }
        runner.set_checked(k, value);
        let summary = runner.run();
        if outcome(challenge, &Quiet { runner, summary }).is_none() {
            return true;
        }
    }
    false
}
