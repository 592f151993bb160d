//! Solving: searching the settings a challenge allows for a run that meets
//! it, to prove that every shipped challenge can be solved.

use super::goal::{step_count, Challenge};
use super::judge::{check, extreme, Quiet};
use crate::engine::Rng;
use crate::engine::RunVerdict;
use crate::knob::{KnobKind, KnobValue};
use crate::problems::takes::either;
use crate::scenario::Scenario;
use crate::sim::Runner;
use crate::words::say;

/// Up to this many settings the search tries every one.
pub(crate) const EXHAUSTIVE_RUNS: u64 = 50_000;

/// How many random settings the search tries when there are more than
/// [`EXHAUSTIVE_RUNS`], after sweeping each knob alone.
pub(crate) const SAMPLES: u32 = 20_000;

/// Searches the knobs the challenge at `index` allows for a run that meets
/// it, every other knob at its default, and returns the allowed knobs' ids
/// and values, in the challenge's order; `None` if no setting it tried
/// does. Switches are tried both ways and sliders at every step when all
/// their combinations number at most [`EXHAUSTIVE_RUNS`]; otherwise each
/// knob is swept alone, the others at their defaults, and then [`SAMPLES`]
/// random settings are drawn from a fixed seed, so the answer is the same
/// on every machine.
pub fn solve(scenario: &Scenario, index: usize) -> Option<Vec<(String, KnobValue)>> {
    solve_or_why(scenario, index).ok()
}

/// As [`solve`], but when no setting it tries meets the challenge, says so
/// in words with what the allowed settings do reach: the verdicts of every
/// run tried, and why the run at the knobs' defaults falls short. For
/// `fencelab check`, which names every challenge no setting solves.
pub fn solve_or_why(scenario: &Scenario, index: usize) -> Result<Vec<(String, KnobValue)>, String> {
    let Some(challenge) = scenario.challenges().get(index) else {
        return Err(String::new());
    };
    let knobs = scenario.knobs();
    let defaults: Vec<KnobValue> = knobs.iter().map(|k| k.default_value()).collect();
    let mut runner = Runner::new(scenario);
    for (k, value) in defaults.iter().enumerate() {
        runner.set_checked(k, *value);
    }
    let axes: Vec<Axis> = challenge
        .moves
        .iter()
        .map(|&k| Axis::new(challenge, k, knobs[k].kind, defaults[k]))
        .collect();
    let mut search = Searcher {
        scenario,
        challenge,
        runner,
        values: defaults.clone(),
        seen: Vec::new(),
    };
    let total = axes
        .iter()
        .try_fold(1u64, |n, axis| n.checked_mul(axis.len()))
        .unwrap_or(u64::MAX);
    let found = if total <= EXHAUSTIVE_RUNS {
        search.every(&axes)
    } else {
        search.sampled(&axes)
    };
    if found {
        return Ok(challenge
            .moves
            .iter()
            .map(|&k| (knobs[k].id.clone(), search.values[k]))
            .collect());
    }
    let mut seen = search.seen;
    seen.sort_by_key(|v| *v as u8);
    let verdicts: Vec<&str> = seen.iter().map(|v| v.name()).collect();
    Err(say!(
        "problem-unsolvable",
        id = crate::compile::checks::quoted(&challenge.id),
        verdicts = either(&verdicts),
        default = at_defaults(scenario, challenge, &defaults)
    ))
}

/// Why the run at every knob's default falls short of the challenge.
fn at_defaults(scenario: &Scenario, challenge: &Challenge, defaults: &[KnobValue]) -> String {
    let mut runner = Runner::new(scenario);
    let mut other = Runner::new(scenario);
    for (k, value) in defaults.iter().enumerate() {
        runner.set_checked(k, *value);
        other.set_checked(k, *value);
    }
    let summary = runner.run();
    let quiet = Quiet {
        runner: &runner,
        summary,
    };
    match check(challenge, scenario.knobs(), defaults, &quiet, || &mut other) {
        Some(miss) => miss.sentence(scenario),
        None => super::words::met(),
    }
}

/// The values the search tries for one knob: the default first, then the
/// other switch position or every other step of the slider; only the asked
/// value when the goal names one. Values are made as they are asked for,
/// so a slider of many steps costs nothing until it is swept.
#[derive(Clone, Copy, Debug)]
enum Axis {
    /// Just these values.
    Fixed([KnobValue; 2], usize),
    /// A slider: the default, then its steps without it.
    Slider {
        default: KnobValue,
        min: i64,
        step: i64,
        /// How many steps the slider has.
        steps: u64,
        /// The default's place among the steps, if it is on one.
        on: Option<u64>,
    },
}

impl Axis {
    fn new(challenge: &Challenge, k: usize, kind: KnobKind, default: KnobValue) -> Axis {
        if let Some(&(_, want)) = challenge.goal.knobs.iter().find(|(p, _)| *p == k) {
            return Axis::Fixed([want, want], 1);
        }
        match (kind, default) {
            (KnobKind::Range { min, step, .. }, KnobValue::Range(n)) => {
                let steps = step_count(kind);
                let on = super::goal::on_step(kind, n).then(|| ((n - min) / step) as u64);
                Axis::Slider {
                    default,
                    min,
                    step,
                    steps,
                    on,
                }
            }
            _ => {
                let flipped = match default {
                    KnobValue::Toggle(on) => KnobValue::Toggle(!on),
                    other => other,
                };
                Axis::Fixed([default, flipped], 2)
            }
        }
    }

    fn len(&self) -> u64 {
        match *self {
            Axis::Fixed(_, n) => n as u64,
            Axis::Slider { steps, on, .. } => steps + u64::from(on.is_none()),
        }
    }

    fn at(&self, i: u64) -> KnobValue {
        match *self {
            Axis::Fixed(values, _) => values[i as usize],
            Axis::Slider { default, .. } if i == 0 => default,
            Axis::Slider { min, step, on, .. } => {
                let j = i - 1;
                let j = if on.is_some_and(|d| j >= d) { j + 1 } else { j };
                KnobValue::Range(min + j as i64 * step)
            }
        }
    }
}

/// The search's state: the runner and the settings it holds now.
struct Searcher<'a> {
    scenario: &'a Scenario,
    challenge: &'a Challenge,
    runner: Runner,
    values: Vec<KnobValue>,
    /// The verdicts of the runs tried so far.
    seen: Vec<RunVerdict>,
}

impl Searcher<'_> {
    /// Sets the allowed knobs to `picks` (one value per axis) and says
    /// whether the run then meets the challenge.
    fn tries(&mut self, picks: impl Iterator<Item = KnobValue>) -> bool {
        for (&k, value) in self.challenge.moves.iter().zip(picks) {
            self.values[k] = value;
            self.runner.set_checked(k, value);
        }
        let summary = self.runner.run();
        if !self.seen.contains(&summary.verdict) {
            self.seen.push(summary.verdict);
        }
        let quiet = Quiet {
            runner: &self.runner,
            summary,
        };
        super::judge::outcome(self.challenge, &quiet).is_none()
            && extreme(
                self.challenge,
                self.scenario.knobs(),
                &self.values,
                &mut self.runner,
            )
            .is_none()
    }

    /// Every combination, the first axis turning slowest.
    fn every(&mut self, axes: &[Axis]) -> bool {
        let mut at = vec![0u64; axes.len()];
        loop {
            if self.tries(at.iter().zip(axes).map(|(&i, axis)| axis.at(i))) {
                return true;
            }
            let mut place = axes.len();
            loop {
                if place == 0 {
                    return false;
                }
                place -= 1;
                at[place] += 1;
                if at[place] < axes[place].len() {
                    break;
                }
                at[place] = 0;
            }
        }
    }

    /// Each axis alone, the others at their defaults, then random picks.
    fn sampled(&mut self, axes: &[Axis]) -> bool {
        let home: Vec<KnobValue> = axes.iter().map(|axis| axis.at(0)).collect();
        for (a, axis) in axes.iter().enumerate() {
            for i in 0..axis.len() {
                let mut picks = home.clone();
                picks[a] = axis.at(i);
                if self.tries(picks.into_iter()) {
                    return true;
                }
            }
        }
        let mut rng = Rng::new(0x5EED);
        for _ in 0..SAMPLES {
            let picks: Vec<KnobValue> = axes
                .iter()
                .map(|axis| axis.at(rng.up_to(axis.len() - 1)))
                .collect();
            if self.tries(picks.into_iter()) {
                return true;
            }
        }
        false
    }
}
