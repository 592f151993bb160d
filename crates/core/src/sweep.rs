//! Many runs at once: a map over two range knobs, and a search over random
//! settings for the smallest run that goes wrong.
//!
//! Both use the outcome-only [`Runner`], so a 200 × 200 map is 40 000
//! runs that build no events and no strings.

use crate::engine::{Rng, RunVerdict};
use crate::error::Error;
use crate::knob::{KnobKind, KnobValue};
use crate::scenario::Scenario;
use crate::sim::{Runner, Simulation};

/// The most values one axis of a map may have.
pub const MAX_STEPS: usize = 1000;

/// The most runs one search may make.
pub const MAX_SEEDS: u32 = 1_000_000;

/// One axis of a map: a range knob and the values it takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Axis {
    /// The knob's id.
    pub knob: String,
    /// The knob's position in the scenario's list.
    pub index: usize,
    /// The values, in order.
    pub values: Vec<i64>,
}

impl Axis {
    /// `steps` whole numbers from `from` to `to`, both ends included and
    /// evenly spaced (rounded to the nearest), for the range knob `knob`.
    pub fn new(
        scenario: &Scenario,
        knob: &str,
        from: i64,
        to: i64,
        steps: usize,
    ) -> Result<Axis, Error> {
        let index = scenario
            .knobs()
            .iter()
            .position(|k| k.id == knob)
            .ok_or_else(|| {
                let ranges: Vec<&str> = scenario
                    .knobs()
                    .iter()
                    .filter(|k| matches!(k.kind, KnobKind::Range { .. }))
                    .map(|k| k.id.as_str())
                    .collect();
                Error::setting(format!(
                    "there is no knob {knob:?} to sweep; this scenario's sliders are {}",
                    if ranges.is_empty() {
                        "none".to_owned()
                    } else {
                        ranges.join(", ")
                    }
                ))
            })?;
        let spec = &scenario.knobs()[index];
        if !matches!(spec.kind, KnobKind::Range { .. }) {
            return Err(Error::setting(format!(
                "{knob} is a switch; a map sweeps sliders (set a switch with --set)"
            )));
        }
        if steps == 0 || steps > MAX_STEPS {
            return Err(Error::setting(format!(
                "{knob} needs between 1 and {MAX_STEPS} steps, not {steps}"
            )));
        }
        let values: Vec<i64> = (0..steps)
            .map(|i| {
                if steps == 1 {
                    return from;
                }
                let span = i128::from(to) - i128::from(from);
                let last = (steps - 1) as i128;
                // Round half away from zero, so the ends land exactly.
                let offset = (2 * span * i as i128 + last * span.signum()) / (2 * last);
                (i128::from(from) + offset) as i64
            })
            .collect();
        for &value in [values[0], values[values.len() - 1]].iter() {
            spec.check(KnobValue::Range(value))?;
        }
        Ok(Axis {
            knob: knob.to_owned(),
            index,
            values,
        })
    }

    /// Reads `ID=FROM..TO:STEPS`, as typed on a command line.
    pub fn parse(scenario: &Scenario, text: &str) -> Result<Axis, Error> {
        let bad = || {
            Error::setting(format!(
                "{text:?} is not an axis; write ID=FROM..TO:STEPS, such as pause_ms=0..30000:200"
            ))
        };
        let (knob, range) = text.split_once('=').ok_or_else(bad)?;
        let (span, steps) = range.rsplit_once(':').ok_or_else(bad)?;
        let (from, to) = span.split_once("..").ok_or_else(bad)?;
        let number = |s: &str| s.trim().parse::<i64>().map_err(|_| bad());
        let steps = steps.trim().parse::<usize>().map_err(|_| bad())?;
        Axis::new(scenario, knob.trim(), number(from)?, number(to)?, steps)
    }
}

/// A map: one verdict per cell, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    /// Across.
    pub x: Axis,
    /// Down.
    pub y: Axis,
    /// `cells[row * x.values.len() + column]` is the verdict at
    /// `y.values[row]` and `x.values[column]`.
    pub cells: Vec<RunVerdict>,
}

impl Map {
    /// Runs the scenario once for every cell, every other knob as set.
    pub fn sweep(scenario: &Scenario, x: Axis, y: Axis) -> Result<Map, Error> {
        if x.index == y.index {
            return Err(Error::setting(format!(
                "the map needs two different knobs, not {} twice",
                x.knob
            )));
        }
        // Every value checked once here, not once per run: a cell's own
        // work is only the run.
        let knobs = scenario.knobs();
        for axis in [&x, &y] {
            let knob = knobs
                .get(axis.index)
                .ok_or_else(|| Error::setting(format!("there is no knob number {}", axis.index)))?;
            for &value in &axis.values {
                knob.check(KnobValue::Range(value))?;
            }
        }
        let mut runner = Runner::new(scenario);
        let mut cells = Vec::with_capacity(x.values.len() * y.values.len());
        for &row in &y.values {
            runner.set_checked(y.index, KnobValue::Range(row));
            for &column in &x.values {
                runner.set_checked(x.index, KnobValue::Range(column));
                cells.push(runner.run().verdict);
            }
        }
        Ok(Map { x, y, cells })
    }

    /// The verdict at a row and a column.
    pub fn at(&self, row: usize, column: usize) -> RunVerdict {
        self.cells[row * self.x.values.len() + column]
    }

    /// How many cells have each verdict, in [`RunVerdict::ALL`] order.
    pub fn counts(&self) -> [u32; 6] {
        let mut counts = [0; 6];
        for cell in &self.cells {
            counts[usize::from(cell.code())] += 1;
        }
        counts
    }
}

/// What a search for a counterexample found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// How many runs it made.
    pub runs: u32,
    /// How many runs had each verdict, in [`RunVerdict::ALL`] order.
    pub counts: [u32; 6],
    /// The unsafe run with the fewest events, if any.
    pub smallest: Option<Counterexample>,
}

/// One unsafe run, with what it takes to replay it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counterexample {
    /// The seed that chose its settings.
    pub seed: u32,
    /// Every knob's value in the run, in the scenario's order.
    pub settings: Vec<(String, KnobValue)>,
    /// How many events it took.
    pub events: usize,
    /// How it ended.
    pub verdict: RunVerdict,
}

impl Search {
    /// Runs the scenario `seeds` times. Seed `n` picks each slider's value
    /// at random within its range and on its steps (the `seed` knob, if the
    /// scenario has one, becomes `n` itself, so network jitter changes
    /// too); switches stay as set. Counts the verdicts and keeps the unsafe
    /// run with the fewest events, the first found on a tie.
    pub fn run(scenario: &Scenario, seeds: u32) -> Result<Search, Error> {
        if seeds == 0 || seeds > MAX_SEEDS {
            return Err(Error::setting(format!(
                "a search makes between 1 and {MAX_SEEDS} runs, not {seeds}"
            )));
        }
        let mut runner = Runner::new(scenario);
        let mut counts = [0; 6];
        let mut smallest: Option<Counterexample> = None;
        let mut values = scenario.values().to_vec();
        for seed in 0..seeds {
            let mut rng = Rng::new(u64::from(seed));
            for (i, knob) in scenario.knobs().iter().enumerate() {
                if let KnobKind::Range { min, max, step, .. } = knob.kind {
                    let value = if knob.id == "seed" {
                        i64::from(seed).clamp(min, max)
                    } else {
                        let slots = ((i128::from(max) - i128::from(min)) / i128::from(step)) as u64;
                        min + (rng.up_to(slots) as i64) * step
                    };
                    values[i] = KnobValue::Range(value);
                    runner.set(i, values[i])?;
                }
            }
            let verdict = runner.run().verdict;
            counts[usize::from(verdict.code())] += 1;
            if verdict.is_safe() {
                continue;
            }
            // Only unsafe runs are replayed in full, to count their events.
            let mut replay = scenario.clone();
            for (knob, &value) in scenario.knobs().iter().zip(&values) {
                replay.set(&knob.id, value)?;
            }
            let events = Simulation::new(&replay)?.run().events.len();
            if smallest.as_ref().is_none_or(|s| events < s.events) {
                smallest = Some(Counterexample {
                    seed,
                    settings: scenario
                        .knobs()
                        .iter()
                        .zip(&values)
                        .map(|(k, &v)| (k.id.clone(), v))
                        .collect(),
                    events,
                    verdict,
                });
            }
        }
        Ok(Search {
            runs: seeds,
            counts,
            smallest,
        })
    }
}
