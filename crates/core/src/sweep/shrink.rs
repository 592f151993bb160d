//! Shrinking an unsafe run, as property-testing libraries do: a random
//! counterexample says little until every setting that does not matter is
//! back where the story opens.
//!
//! Each slider moves towards its default, keeping a move only while the run
//! stays unsafe; then single steps that make the run shorter are tried, and
//! the two repeat until nothing changes. Verdicts come from the quiet
//! [`Runner`]; only a run that stays unsafe is replayed in full, to count
//! its events.

use crate::engine::RunVerdict;
use crate::error::Error;
use crate::knob::{KnobKind, KnobValue};
use crate::scenario::Scenario;
use crate::sim::{Runner, Simulation};

/// The most rounds of "fewer events" one shrink makes. Each round must end
/// shorter than the last, so this only bounds the time a pathological
/// scenario could take.
const MAX_ROUNDS: usize = 64;

/// An unsafe run after shrinking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Shrunk {
    /// Every knob's value, in the scenario's order.
    pub values: Vec<KnobValue>,
    /// How many events the run has.
    pub events: usize,
    /// How it ends.
    pub verdict: RunVerdict,
}

/// A slider the shrink may move: its place and its steps.
#[derive(Clone, Copy, Debug)]
struct Slider {
    index: usize,
    min: i64,
    step: i64,
    /// The highest `k` with `min + k * step` inside the range.
    last: i64,
    default: i64,
}

impl Slider {
    /// The value `k` steps above `min`.
    fn at(self, k: i64) -> i64 {
        self.min + k * self.step
    }

    /// The steps strictly between `value` and the default, as step
    /// numbers: `(first, last)`, the one next to `value` first, or `None`
    /// when no step lies between them.
    fn between(self, value: i64) -> Option<(i64, i64)> {
        let steps = |v: i64| (v - self.min).div_euclid(self.step);
        let (first, last) = if value < self.default {
            (steps(value) + 1, steps(self.default - 1))
        } else {
            (steps(value - 1), steps(self.default) + 1)
        };
        let inside = if value < self.default {
            first <= last
        } else {
            last <= first
        };
        inside.then_some((first, last))
    }

    /// The steps next to `value` on either side, inside the range.
    fn neighbours(self, value: i64) -> [Option<i64>; 2] {
        let down = (value - 1 - self.min).div_euclid(self.step);
        let up = (value - self.min).div_euclid(self.step) + 1;
        [
            (down >= 0).then(|| self.at(down)),
            (up <= self.last).then(|| self.at(up)),
        ]
    }
}

/// Shrinks the run at `values`, which must be in range for each knob.
/// Returns `None` if that run is safe.
///
/// The result keeps every switch as given. Each slider (the `seed` knob
/// among them) ends at its default or at a value on its steps where moving
/// it alone to its default makes the run safe.
pub(crate) fn shrink(scenario: &Scenario, values: &[KnobValue]) -> Result<Option<Shrunk>, Error> {
    let mut shrinker = Shrinker::new(scenario, values)?;
    if shrinker.verdict().is_none() {
        return Ok(None);
    }
    shrinker.towards_defaults();
    let mut best = shrinker.values.clone();
    let mut best_events = shrinker.events()?;
    for _ in 0..MAX_ROUNDS {
        if !shrinker.fewer_events(best_events)? {
            break;
        }
        // A shorter run may let a slider go home again; the result must
        // hold the property, so it is always a fixed point of this pass.
        shrinker.towards_defaults();
        let events = shrinker.events()?;
        if events >= best_events {
            break;
        }
        best.clone_from(&shrinker.values);
        best_events = events;
    }
    shrinker.load(&best);
    let verdict = shrinker
        .verdict()
        .ok_or_else(|| Error::setting("a shrunk run turned safe".to_owned()))?;
    Ok(Some(Shrunk {
        values: best,
        events: best_events,
        verdict,
    }))
}

/// The state of one shrink: the runner holds the current values.
struct Shrinker {
    runner: Runner,
    /// A copy of the scenario, set to the values of a run to count.
    replay: Scenario,
    /// The knobs' ids, to set them in `replay`.
    ids: Vec<String>,
    sliders: Vec<Slider>,
    values: Vec<KnobValue>,
}

impl Shrinker {
    fn new(scenario: &Scenario, values: &[KnobValue]) -> Result<Shrinker, Error> {
        let mut runner = Runner::new(scenario);
        let mut sliders = Vec::new();
        for (index, (knob, &value)) in scenario.knobs().iter().zip(values).enumerate() {
            runner.set(index, value)?;
            if let KnobKind::Range {
                min,
                max,
                step,
                default,
                ..
            } = knob.kind
            {
                let last = ((i128::from(max) - i128::from(min)) / i128::from(step)) as i64;
                sliders.push(Slider {
                    index,
                    min,
                    step,
                    last,
                    default,
                });
            }
        }
        Ok(Shrinker {
            runner,
            replay: scenario.clone(),
            ids: scenario.knobs().iter().map(|k| k.id.clone()).collect(),
            sliders,
            values: values.to_vec(),
        })
    }

    /// The current run's verdict, if it is unsafe.
    fn verdict(&mut self) -> Option<RunVerdict> {
        let verdict = self.runner.run().verdict;
        (!verdict.is_safe()).then_some(verdict)
    }

    /// Sets every knob to `values`.
    fn load(&mut self, values: &[KnobValue]) {
        for (index, &value) in values.iter().enumerate() {
            self.runner.set_checked(index, value);
        }
        self.values.clone_from_slice(values);
    }

    /// Moves slider `s` to `value` if the run stays unsafe there.
    fn attempt(&mut self, s: usize, value: i64) -> bool {
        let index = self.sliders[s].index;
        let before = self.values[index];
        self.runner.set_checked(index, KnobValue::Range(value));
        if self.verdict().is_some() {
            self.values[index] = KnobValue::Range(value);
            true
        } else {
            self.runner.set_checked(index, before);
            false
        }
    }

    fn range(&self, s: usize) -> i64 {
        match self.values[self.sliders[s].index] {
            KnobValue::Range(n) => n,
            KnobValue::Toggle(_) => unreachable!("a slider holds a number"),
        }
    }

    /// Moves every slider towards its default until no move keeps the run
    /// unsafe: its default first, else halfway there on its steps, the
    /// stride halved on each move that makes the run safe.
    fn towards_defaults(&mut self) {
        loop {
            let mut moved = false;
            for s in 0..self.sliders.len() {
                moved |= self.towards_default(s);
            }
            if !moved {
                return;
            }
        }
    }

    fn towards_default(&mut self, s: usize) -> bool {
        let slider = self.sliders[s];
        let value = self.range(s);
        if value == slider.default {
            return false;
        }
        if self.attempt(s, slider.default) {
            return true;
        }
        let Some((first, last)) = slider.between(value) else {
            return false;
        };
        let toward = if value < slider.default { 1 } else { -1 };
        // `base` stands for the current value, one step before `first`;
        // `left` is how many steps remain between it and the default.
        let mut base = first - toward;
        let mut left = (last - first).abs() + 1;
        let mut stride = (left + 1) / 2;
        let mut moved = false;
        while stride > 0 {
            let k = base + toward * stride;
            if self.attempt(s, slider.at(k)) {
                moved = true;
                base = k;
                left -= stride;
                stride = (left + 1) / 2;
            } else {
                stride /= 2;
            }
        }
        moved
    }

    /// Tries one step either way on each slider, keeping the first move
    /// whose run stays unsafe with fewer than `events` events.
    fn fewer_events(&mut self, events: usize) -> Result<bool, Error> {
        for s in 0..self.sliders.len() {
            let slider = self.sliders[s];
            let value = self.range(s);
            for next in slider.neighbours(value).into_iter().flatten() {
                if !self.attempt(s, next) {
                    continue;
                }
                if self.events()? < events {
                    return Ok(true);
                }
                self.runner
                    .set_checked(slider.index, KnobValue::Range(value));
                self.values[slider.index] = KnobValue::Range(value);
            }
        }
        Ok(false)
    }

    /// The current run's events, counted on the full path.
    fn events(&mut self) -> Result<usize, Error> {
        for (id, &value) in self.ids.iter().zip(&self.values) {
            self.replay.set(id, value)?;
        }
        Ok(Simulation::new(&self.replay)?.run().events.len())
    }
}
