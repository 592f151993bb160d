//! Challenges: puzzles a scenario sets its reader, and the goal a run must
//! meet to solve one. The core checks the goal against each run.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Deserialize;

use crate::InitialValue;

/// A puzzle: a task in words, the settings the reader may change to solve
/// it, and what the run must then show.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChallengeSpec {
    /// A short identifier, unique in the file: lowercase letters, digits and
    /// `-`. The page remembers solved challenges by it.
    pub id: String,
    /// The task, as the reader sees it: "Find the longest pause that is
    /// still safe without fencing tokens."
    pub task: String,
    /// The ids of the knobs the reader may change. Every other knob must
    /// stay at its default for the run to count.
    pub moves: Vec<String>,
    /// What the run must show. Every part given must hold.
    pub goal: GoalSpec,
}

/// What a run must show to meet a challenge. Every part is optional, but at
/// least one must be given, and all that are given must hold.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GoalSpec {
    /// The run must end with one of these verdicts.
    #[serde(default)]
    pub verdict: Option<Vec<VerdictSpec>>,
    /// The run must be safe (`true`) or do harm (`false`).
    #[serde(default)]
    pub safe: Option<bool>,
    /// Knob id to the value it must have: `true` or `false` for a switch, a
    /// number for a slider. Only knobs in `moves` may be asked to differ
    /// from their default.
    #[serde(default)]
    pub knobs: BTreeMap<String, GoalKnobSpec>,
    /// Resource name to what it must end holding.
    #[serde(default)]
    pub values: BTreeMap<String, GoalValueSpec>,
    /// Writes applied although a later holder had already written there.
    #[serde(default)]
    pub stale_accepted: Option<BoundsSpec>,
    /// Stale writes a guard refused.
    #[serde(default)]
    pub stale_refused: Option<BoundsSpec>,
    /// Writes applied after the writer's lease ended, stale or not.
    #[serde(default)]
    pub late_accepted: Option<BoundsSpec>,
    /// All writes applied.
    #[serde(default)]
    pub accepted: Option<BoundsSpec>,
    /// All writes refused.
    #[serde(default)]
    pub refused: Option<BoundsSpec>,
    /// Writes refused although their writer rightly held the lock.
    #[serde(default)]
    pub holder_refused: Option<BoundsSpec>,
    /// Writes refused after the same hold had written another resource.
    #[serde(default)]
    pub partial: Option<BoundsSpec>,
    /// Side effects, such as emails and calls to other services.
    #[serde(default)]
    pub effects: Option<BoundsSpec>,
    /// Side effects made with no live lease.
    #[serde(default)]
    pub late_effects: Option<BoundsSpec>,
    /// Holds of the lock that went on working after they ended.
    #[serde(default)]
    pub overlaps: Option<BoundsSpec>,
    /// A slider in `moves` whose value must be the largest on its steps for
    /// which the rest of the goal holds, every other knob as the run has it:
    /// "find the longest pause that is still safe".
    #[serde(default)]
    pub longest: Option<String>,
    /// A slider in `moves` whose value must be the smallest on its steps for
    /// which the rest of the goal holds, every other knob as the run has it.
    #[serde(default)]
    pub shortest: Option<String>,
}

/// A run's verdict, by the name the core gives it.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum VerdictSpec {
    /// No late write reached a resource and nothing happened out of turn.
    Safe,
    /// A late write came, and a guard refused it.
    Refused,
    /// An efficiency lock's overlap did work twice, and nothing was lost.
    Duplicate,
    /// The data is intact but the rightful holder was refused.
    Stuck,
    /// An update was left half done.
    HalfDone,
    /// A side effect happened with no lease behind it.
    Escaped,
    /// An update was lost.
    Lost,
}

/// The value a knob must have: a switch's position or a slider's number.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(untagged)]
pub enum GoalKnobSpec {
    /// A switch: on (`true`) or off (`false`).
    Toggle(bool),
    /// A slider's number, in the knob's unit.
    Range(i64),
}

/// What a resource must end holding. At least one part.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GoalValueSpec {
    /// The value it must end with: a number, or a list of strings.
    #[serde(default, rename = "final")]
    pub final_value: Option<InitialValue>,
    /// Whether it must end holding what it should (`true`), or not (`false`).
    #[serde(default)]
    pub as_expected: Option<bool>,
}

/// Bounds on a count from the run. At least one part.
#[derive(Clone, Copy, Debug, Default, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct BoundsSpec {
    /// The count must be at least this.
    #[serde(default)]
    pub at_least: Option<u32>,
    /// The count must be at most this.
    #[serde(default)]
    pub at_most: Option<u32>,
}
