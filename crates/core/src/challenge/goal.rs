//! A challenge as a loaded scenario holds it: the task, and the goal a
//! run must meet, with its knobs and resources resolved to positions.

use crate::authored::Authored;
use crate::engine::{RunVerdict, Tally};
use crate::ids::ResourceId;
use crate::knob::{KnobKind, KnobValue};
use crate::world::Value;

/// A checked challenge: its knobs and resources resolved to positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// The identifier, unique in the file.
    pub id: String,
    /// The task as the reader sees it.
    pub task: Authored,
    /// The knobs the reader may change, as positions in the scenario's knobs.
    pub(crate) moves: Vec<usize>,
    pub(crate) goal: Goal,
}

/// What a run must show; every part given must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Goal {
    /// One of these verdicts; any verdict when empty.
    pub(crate) verdicts: Vec<RunVerdict>,
    pub(crate) safe: Option<bool>,
    /// Knob positions and the values they must have.
    pub(crate) knobs: Vec<(usize, KnobValue)>,
    pub(crate) values: Vec<ValueGoal>,
    pub(crate) counts: Vec<(Count, Bounds)>,
    /// A slider whose value must be the largest or smallest that still
    /// meets the rest of the goal.
    pub(crate) extreme: Option<(usize, Extreme)>,
}

/// What one resource must end holding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ValueGoal {
    pub(crate) resource: ResourceId,
    pub(crate) final_value: Option<Value>,
    pub(crate) as_expected: Option<bool>,
}

/// A count from the run's [`Tally`] that a goal can bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Count {
    /// [`Tally::stale_accepted`].
    StaleAccepted,
    /// [`Tally::stale_refused`].
    StaleRefused,
    /// [`Tally::late_accepted`].
    LateAccepted,
    /// [`Tally::accepted`].
    Accepted,
    /// [`Tally::refused`].
    Refused,
    /// [`Tally::holder_refused`].
    HolderRefused,
    /// [`Tally::partial`].
    Partial,
    /// [`Tally::effects`].
    Effects,
    /// [`Tally::late_effects`].
    LateEffects,
    /// [`Tally::overlaps`].
    Overlaps,
}

/// Bounds on a count, both included; at least one is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bounds {
    pub(crate) at_least: Option<u32>,
    pub(crate) at_most: Option<u32>,
}

/// Which end of a slider a goal asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Extreme {
    /// The largest value that still meets the rest of the goal.
    Longest,
    /// The smallest value that still meets the rest of the goal.
    Shortest,
}

impl Count {
    /// The count in a tally.
    pub(crate) fn of(self, tally: &Tally) -> u32 {
        match self {
            Count::StaleAccepted => tally.stale_accepted,
            Count::StaleRefused => tally.stale_refused,
            Count::LateAccepted => tally.late_accepted,
            Count::Accepted => tally.accepted,
            Count::Refused => tally.refused,
            Count::HolderRefused => tally.holder_refused,
            Count::Partial => tally.partial,
            Count::Effects => tally.effects,
            Count::LateEffects => tally.late_effects,
            Count::Overlaps => tally.overlaps,
        }
    }
}

impl Bounds {
    pub(crate) fn holds(self, n: u32) -> bool {
        self.at_least.is_none_or(|low| n >= low) && self.at_most.is_none_or(|high| n <= high)
    }
}

/// The values a slider's thumb can stop at: `min`, `min + step`, … up to
/// `max`. Empty for a switch.
pub(crate) fn steps(kind: KnobKind) -> impl DoubleEndedIterator<Item = i64> + Clone {
    let (min, step) = match kind {
        KnobKind::Range { min, step, .. } => (min, step),
        KnobKind::Toggle { .. } => (0, 1),
    };
    (0..step_count(kind) as i64).map(move |i| min + i * step)
}

/// How many values [`steps`] gives.
pub(crate) fn step_count(kind: KnobKind) -> u64 {
    match kind {
        KnobKind::Range { min, max, step, .. } if step > 0 && max >= min => {
            ((max - min) / step) as u64 + 1
        }
        _ => 0,
    }
}

/// The most steps a `longest` or `shortest` slider may have, so that
/// judging a run, which may run each of them, stays quick on every change
/// of the page's settings.
pub(crate) const MAX_EXTREME_STEPS: u64 = 10_000;

/// Whether a slider's thumb can stop at `n`.
pub(crate) fn on_step(kind: KnobKind, n: i64) -> bool {
    match kind {
        KnobKind::Range { min, max, step, .. } => {
            (min..=max).contains(&n) && step > 0 && (n - min) % step == 0
        }
        KnobKind::Toggle { .. } => false,
    }
}
