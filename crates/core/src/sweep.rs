//! Many runs at once: a map over two range knobs, and a search over random
//! settings for a run that goes wrong, shrunk towards the story as it opens.
//!
//! Both use the outcome-only [`Runner`], so a 200 × 200 map is 40 000
//! runs that build no events and no strings.

use std::ops::Range;

use crate::engine::{Rng, RunVerdict};
use crate::error::Error;
use crate::knob::{KnobKind, KnobValue};
use crate::path::{self, Path};
use crate::scenario::Scenario;
use crate::sim::{Runner, Simulation};

mod shrink;
mod words;

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
    /// Up to `steps` values from `from` to `to` for the range knob `knob`,
    /// each on the knob's own steps (`min + k * step`), so a cell loads a
    /// run its slider can show.
    ///
    /// The values are the `steps` evenly spaced points from `from` to `to`,
    /// both ends included, each snapped to the nearest step inside the
    /// knob's range (half a step rounds away from `min`). Where the span
    /// holds fewer steps than asked for, two points snap to one step and
    /// the repeat is dropped, so the axis then has fewer values than
    /// `steps`; it never has a value twice, nor one off the steps.
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
        let KnobKind::Range { min, max, step, .. } = spec.kind else {
            return Err(Error::setting(format!(
                "{knob} is a switch; a map sweeps sliders (set a switch with --set)"
            )));
        };
        if steps == 0 || steps > MAX_STEPS {
            return Err(Error::setting(format!(
                "{knob} needs between 1 and {MAX_STEPS} steps, not {steps}"
            )));
        }
        for value in [from, to] {
            spec.check(KnobValue::Range(value))?;
        }
        let last_step = (i128::from(max) - i128::from(min)) / i128::from(step);
        let mut values: Vec<i64> = Vec::with_capacity(steps);
        for i in 0..steps {
            // The point `from + i * (to - from) / (steps - 1)`, in steps
            // from `min`, as the fraction `top / bottom`, rounded once.
            let (top, bottom) = if steps == 1 {
                (i128::from(from) - i128::from(min), i128::from(step))
            } else {
                let last = (steps - 1) as i128;
                (
                    (i128::from(from) - i128::from(min)) * last
                        + (i128::from(to) - i128::from(from)) * i as i128,
                    i128::from(step) * last,
                )
            };
            // Both are positive or zero: every point lies inside the range.
            let k = ((2 * top + bottom) / (2 * bottom)).clamp(0, last_step);
            let value = (i128::from(min) + k * i128::from(step)) as i64;
            if values.last() != Some(&value) {
                values.push(value);
            }
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
    /// How many runs making it took: fewer than its cells where a slider
    /// only moves times, as the cells between two runs that went the
    /// same way are filled without running them.
    pub runs: u32,
}

impl Map {
    /// The verdict of every cell, every other knob as set: each the
    /// verdict its own run would have, though along a slider that only
    /// moves times the cells between two runs that went the same way are
    /// filled without running them (see [`crate::path`]).
    pub fn sweep(scenario: &Scenario, x: Axis, y: Axis) -> Result<Map, Error> {
        let rows = 0..y.values.len();
        Map::sweep_rows(scenario, x, y, rows)
    }

    /// The rows `rows` of the map over `x` and `y` alone: a map whose `y`
    /// axis holds only those rows' values. Maps of the rows in turn, laid
    /// one under the other, are the whole map cell for cell, so a map can
    /// be made in parts side by side (the page's workers do) and joined.
    pub fn sweep_rows(
        scenario: &Scenario,
        x: Axis,
        y: Axis,
        rows: Range<usize>,
    ) -> Result<Map, Error> {
        Map::make(scenario, x, y, rows, Fill::Between)
    }

    /// Like [`Map::sweep`], but runs every cell, skipping none: what the
    /// map's fill is held to, cell for cell, and the measure of how many
    /// runs it saves.
    pub fn sweep_each(scenario: &Scenario, x: Axis, y: Axis) -> Result<Map, Error> {
        let rows = 0..y.values.len();
        Map::make(scenario, x, y, rows, Fill::Never)
    }

    fn make(
        scenario: &Scenario,
        x: Axis,
        mut y: Axis,
        rows: Range<usize>,
        fill: Fill,
    ) -> Result<Map, Error> {
        if rows.start > rows.end || rows.end > y.values.len() {
            return Err(Error::setting(format!(
                "rows {}..{} are not rows of a map with {} rows",
                rows.start,
                rows.end,
                y.values.len()
            )));
        }
        y.values = y.values[rows].to_vec();
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
        let fills = |axis: &Axis| fill == Fill::Between && knobs[axis.index].moves_only_times();
        let mut runner = Runner::new(scenario);
        let width = x.values.len();
        let mut cells = vec![RunVerdict::Safe; width * y.values.len()];
        let mut lines = Lines::new(&mut runner);
        if fills(&x) {
            for (row, &value) in y.values.iter().enumerate() {
                lines.runner.set_checked(y.index, KnobValue::Range(value));
                let line = &mut cells[row * width..(row + 1) * width];
                lines.fill(x.index, &x.values, |column, verdict| line[column] = verdict);
            }
        } else {
            let fill_down = fills(&y);
            for (column, &value) in x.values.iter().enumerate() {
                lines.runner.set_checked(x.index, KnobValue::Range(value));
                let put = |row: usize, verdict| cells[row * width + column] = verdict;
                if fill_down {
                    lines.fill(y.index, &y.values, put);
                } else {
                    lines.each(y.index, &y.values, put);
                }
            }
        }
        let runs = lines.runs;
        Ok(Map { x, y, cells, runs })
    }

    /// The verdict at a row and a column.
    pub fn at(&self, row: usize, column: usize) -> RunVerdict {
        self.cells[row * self.x.values.len() + column]
    }

    /// How many cells have each verdict, in [`RunVerdict::ALL`] order.
    pub fn counts(&self) -> [u32; RunVerdict::ALL.len()] {
        let mut counts = [0; RunVerdict::ALL.len()];
        for cell in &self.cells {
            counts[usize::from(cell.code())] += 1;
        }
        counts
    }
}

/// Whether a map may fill cells without running them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fill {
    /// Between two runs that went the same way, along a slider that only
    /// moves times.
    Between,
    /// Never: every cell is run.
    Never,
}

/// The runs of a map's lines, one slider moving along each, with the
/// buffers they share.
struct Lines<'a> {
    runner: &'a mut Runner,
    /// Paths of runs done with, for the next runs to record into.
    spare: Vec<Path>,
    /// How many runs so far.
    runs: u32,
}

/// One run of a line: its verdict and the way it went.
struct Ran {
    verdict: RunVerdict,
    path: Path,
}

impl<'a> Lines<'a> {
    fn new(runner: &'a mut Runner) -> Lines<'a> {
        Lines {
            runner,
            spare: Vec::new(),
            runs: 0,
        }
    }

    /// Runs the knob at `index` at every one of `values`, telling `put`
    /// each cell's verdict.
    fn each(&mut self, index: usize, values: &[i64], mut put: impl FnMut(usize, RunVerdict)) {
        for (i, &value) in values.iter().enumerate() {
            self.runner.set_checked(index, KnobValue::Range(value));
            put(i, self.runner.run().verdict);
            self.runs += 1;
        }
    }

    /// The verdict at every one of `values` of a knob that only moves
    /// times, told to `put`: runs at both ends, and where the two took the
    /// same path every cell between has their verdict (see [`crate::path`]
    /// for why); else a run halfway, and each half the same way.
    fn fill(&mut self, index: usize, values: &[i64], mut put: impl FnMut(usize, RunVerdict)) {
        let Some(last) = values.len().checked_sub(1) else {
            return;
        };
        let first = self.run(index, values[0]);
        put(0, first.verdict);
        if last == 0 {
            self.spare.push(first.path);
            return;
        }
        let end = self.run(index, values[last]);
        put(last, end.verdict);
        self.between(index, values, (0, &first), (last, &end), &mut put);
        self.spare.extend([first.path, end.path]);
    }

    /// The cells strictly between two that have run.
    fn between(
        &mut self,
        index: usize,
        values: &[i64],
        (lo, low): (usize, &Ran),
        (hi, high): (usize, &Ran),
        put: &mut impl FnMut(usize, RunVerdict),
    ) {
        if hi - lo < 2 {
            return;
        }
        if low.path.spans(&high.path) {
            debug_assert_eq!(low.verdict, high.verdict, "one path, two endings");
            (lo + 1..hi).for_each(|i| put(i, low.verdict));
            return;
        }
        let mid = lo + (hi - lo) / 2;
        let middle = self.run(index, values[mid]);
        put(mid, middle.verdict);
        self.between(index, values, (lo, low), (mid, &middle), put);
        self.between(index, values, (mid, &middle), (hi, high), put);
        self.spare.push(middle.path);
    }

    /// One run with the knob at `index` set to `value`, its path recorded.
    fn run(&mut self, index: usize, value: i64) -> Ran {
        self.runner.set_checked(index, KnobValue::Range(value));
        let mut path = self.spare.pop().unwrap_or_default();
        let runner = &mut *self.runner;
        let verdict = path::record(&mut path, || runner.run().verdict);
        self.runs += 1;
        Ran { verdict, path }
    }
}

/// A map's cells counted the way its summary tells them: by the verdicts
/// that harm, and all the harmless ones together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MapCounts {
    /// Every cell.
    pub total: u32,
    /// Cells whose run did no harm: safe, refused or duplicate.
    pub safe: u32,
    /// Cells where a guard refused a late write.
    pub refused: u32,
    /// Cells whose data is intact but whose rightful holder was refused.
    pub stuck: u32,
    /// Cells with an update left half done.
    pub half_done: u32,
    /// Cells with a side effect that had no lease behind it.
    pub escaped: u32,
    /// Cells where a write sent again was applied twice.
    pub applied_twice: u32,
    /// Cells with an update lost.
    pub lost: u32,
}

impl MapCounts {
    /// Counts cells from how many have each verdict, in [`RunVerdict::ALL`]
    /// order, as [`Map::counts`] gives them or as the page adds up the
    /// parts of a map its workers made.
    pub fn new(per_verdict: &[u32; RunVerdict::ALL.len()]) -> MapCounts {
        // Saturating: the counts may come from the page, and a sum past
        // `u32::MAX` is no map's, so it says "more than any map" rather
        // than wrapping round or stopping the page.
        let add = |sum: &mut u32, n: u32| *sum = sum.saturating_add(n);
        let mut counts = MapCounts::default();
        for (verdict, &n) in RunVerdict::ALL.iter().zip(per_verdict) {
            add(&mut counts.total, n);
            if verdict.is_safe() {
                add(&mut counts.safe, n);
            }
            match verdict {
                RunVerdict::Refused => add(&mut counts.refused, n),
                RunVerdict::Stuck => add(&mut counts.stuck, n),
                RunVerdict::HalfDone => add(&mut counts.half_done, n),
                RunVerdict::Escaped => add(&mut counts.escaped, n),
                RunVerdict::AppliedTwice => add(&mut counts.applied_twice, n),
                RunVerdict::Lost => add(&mut counts.lost, n),
                RunVerdict::Safe | RunVerdict::Duplicate => {}
            }
        }
        counts
    }
}

/// What a search for a counterexample found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// How many random runs it made, not counting the shrink's.
    pub runs: u32,
    /// How many random runs had each verdict, in [`RunVerdict::ALL`] order.
    pub counts: [u32; RunVerdict::ALL.len()],
    /// The unsafe random run with the fewest events, shrunk, if any run
    /// was unsafe.
    pub shrunk: Option<Counterexample>,
}

/// One unsafe run, shrunk, with what it takes to replay it.
///
/// Every slider sits at its default, or at a value on its steps where
/// moving it alone to its default makes the run safe. Switches are as set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counterexample {
    /// The seed that drew the settings it was shrunk from.
    pub seed: u32,
    /// How many events the run had as drawn, before shrinking.
    pub drawn_events: usize,
    /// Every knob's value in the shrunk run, in the scenario's order.
    pub settings: Vec<(String, KnobValue)>,
    /// How many events the shrunk run takes.
    pub events: usize,
    /// How the shrunk run ends.
    pub verdict: RunVerdict,
}

impl Search {
    /// Runs the scenario `seeds` times. Seed `n` picks each slider's value
    /// at random within its range and on its steps (the `seed` knob, if the
    /// scenario has one, becomes `n` itself, on its steps, so network
    /// jitter changes too); switches stay as set. Counts the verdicts, then
    /// shrinks the unsafe run with the fewest events (the first found on a
    /// tie) with [`Counterexample::shrink`].
    pub fn run(scenario: &Scenario, seeds: u32) -> Result<Search, Error> {
        if seeds == 0 || seeds > MAX_SEEDS {
            return Err(Error::setting(format!(
                "a search makes between 1 and {MAX_SEEDS} runs, not {seeds}"
            )));
        }
        let scan = Scan::run(scenario, 0..seeds)?;
        Search::from_scans(scenario, &[scan])
    }

    /// The search that the scans of `scans` make together, as if one search
    /// had run all their seeds: their counts added, and the unsafe run with
    /// the fewest events among them (the lowest seed on a tie) shrunk.
    pub fn from_scans(scenario: &Scenario, scans: &[Scan]) -> Result<Search, Error> {
        let mut runs: u32 = 0;
        let mut counts = [0; RunVerdict::ALL.len()];
        let mut smallest: Option<Find> = None;
        for scan in scans {
            runs = runs.saturating_add(scan.seeds.end.saturating_sub(scan.seeds.start));
            for (total, n) in counts.iter_mut().zip(scan.counts) {
                *total += n;
            }
            if let Some(find) = scan.smallest {
                let better = smallest.is_none_or(|s| (find.events, find.seed) < (s.events, s.seed));
                if better {
                    smallest = Some(find);
                }
            }
        }
        if runs == 0 || runs > MAX_SEEDS {
            return Err(Error::setting(format!(
                "a search makes between 1 and {MAX_SEEDS} runs, not {runs}"
            )));
        }
        let shrunk = match smallest {
            Some(find) => {
                let mut values = scenario.values().to_vec();
                draw(scenario, find.seed, &mut values);
                Counterexample::shrink(scenario, &values, find.seed)?
            }
            None => None,
        };
        Ok(Search {
            runs,
            counts,
            shrunk,
        })
    }
}

/// Part of a search: the runs of some of its seeds, counted, and the
/// unsafe one with the fewest events among them, not yet shrunk. Scans of
/// seeds that do not overlap, joined by [`Search::from_scans`], are one
/// search, so a search can be run in parts side by side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scan {
    /// The seeds it ran.
    pub seeds: Range<u32>,
    /// How many runs had each verdict, in [`RunVerdict::ALL`] order.
    pub counts: [u32; RunVerdict::ALL.len()],
    /// The unsafe run with the fewest events, the first found on a tie.
    pub smallest: Option<Find>,
}

/// An unsafe run a scan found: its seed, which draws its settings again,
/// and how many events it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Find {
    /// The seed that drew its settings.
    pub seed: u32,
    /// How many events the run takes, on the full path.
    pub events: usize,
}

impl Scan {
    /// Runs the scenario once for each seed of `seeds`, each slider drawn
    /// as [`Search::run`] says; switches stay as set.
    pub fn run(scenario: &Scenario, seeds: Range<u32>) -> Result<Scan, Error> {
        if seeds.end.saturating_sub(seeds.start) > MAX_SEEDS {
            return Err(Error::setting(format!(
                "a search makes at most {MAX_SEEDS} runs, not {}",
                seeds.end - seeds.start
            )));
        }
        let mut runner = Runner::new(scenario);
        let mut counts = [0; RunVerdict::ALL.len()];
        let mut smallest: Option<Find> = None;
        let mut values = scenario.values().to_vec();
        for seed in seeds.clone() {
            draw(scenario, seed, &mut values);
            for (i, knob) in scenario.knobs().iter().enumerate() {
                if matches!(knob.kind, KnobKind::Range { .. }) {
                    runner.set(i, values[i])?;
                }
            }
            let verdict = runner.run().verdict;
            counts[usize::from(verdict.code())] += 1;
            if verdict.is_safe() {
                continue;
            }
            // Only unsafe runs are replayed in full, to count their events.
            let events = count_events(scenario, &values)?;
            if smallest.is_none_or(|s| events < s.events) {
                smallest = Some(Find { seed, events });
            }
        }
        Ok(Scan {
            seeds,
            counts,
            smallest,
        })
    }
}

/// The sliders' values that seed `seed` draws, written into `values` (every
/// knob, in the scenario's order; switches are left as they are). Each
/// slider takes a value at random within its range and on its steps; the
/// `seed` knob, if the scenario has one, becomes `seed` itself, on its
/// steps, so network jitter changes too. `fencelab explore` and the
/// random replays on real services both draw with it.
pub fn draw(scenario: &Scenario, seed: u32, values: &mut [KnobValue]) {
    let mut rng = Rng::new(u64::from(seed));
    for (i, knob) in scenario.knobs().iter().enumerate() {
        if let KnobKind::Range { min, max, step, .. } = knob.kind {
            let slots = ((i128::from(max) - i128::from(min)) / i128::from(step)) as u64;
            let value = if knob.id == "seed" {
                let n = i64::from(seed).clamp(min, max);
                min + (n - min) / step * step
            } else {
                min + (rng.up_to(slots) as i64) * step
            };
            values[i] = KnobValue::Range(value);
        }
    }
}

impl Counterexample {
    /// Shrinks the run with every knob at `values` (in the scenario's
    /// order), as property-testing libraries shrink what they find; `seed`
    /// is only recorded. `None` if that run is safe.
    ///
    /// Each slider moves towards its default, its default first, else
    /// halfway there on its steps, keeping each move while the run stays
    /// unsafe. Then a step either way on any slider that keeps the run
    /// unsafe with fewer events is taken, the sliders move home again, and
    /// this repeats while the run gets shorter. Switches stay as given.
    pub fn shrink(
        scenario: &Scenario,
        values: &[KnobValue],
        seed: u32,
    ) -> Result<Option<Counterexample>, Error> {
        if values.len() != scenario.knobs().len() {
            return Err(Error::setting(format!(
                "a run needs {} knob values, not {}",
                scenario.knobs().len(),
                values.len()
            )));
        }
        let drawn_events = count_events(scenario, values)?;
        let Some(shrunk) = shrink::shrink(scenario, values)? else {
            return Ok(None);
        };
        Ok(Some(Counterexample {
            seed,
            drawn_events,
            settings: scenario
                .knobs()
                .iter()
                .zip(&shrunk.values)
                .map(|(k, &v)| (k.id.clone(), v))
                .collect(),
            events: shrunk.events,
            verdict: shrunk.verdict,
        }))
    }
}

/// The events of the run with every knob at `values`, on the full path.
fn count_events(scenario: &Scenario, values: &[KnobValue]) -> Result<usize, Error> {
    let mut replay = scenario.clone();
    for (knob, &value) in scenario.knobs().iter().zip(values) {
        replay.set(&knob.id, value)?;
    }
    Ok(Simulation::new(&replay)?.run().events.len())
}
