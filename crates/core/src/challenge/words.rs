//! What a run that falls short of a challenge is told: one short sentence
//! for the first part of the goal it misses.

use super::goal::{Bounds, Count, Extreme};
use crate::engine::RunVerdict;
use crate::ids::ResourceId;
use crate::knob::KnobValue;
use crate::scenario::Scenario;
use crate::words::say;
use crate::world::Value;

/// The first part of a challenge's goal that a run misses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Miss {
    /// A knob the challenge does not allow was moved from its default.
    Moved { knob: usize },
    /// A knob the goal asks for has another value.
    Knob { knob: usize, want: KnobValue },
    /// The run ended with another verdict.
    Verdict {
        want: Vec<RunVerdict>,
        got: RunVerdict,
    },
    /// The run was safe and should not be, or the other way round.
    Safe { want: bool },
    /// A resource ended with another value.
    Final {
        resource: ResourceId,
        want: Value,
        got: Value,
    },
    /// A resource ended holding what it should and should not, or the other way round.
    AsExpected { resource: ResourceId, want: bool },
    /// A count from the run is out of bounds.
    Count {
        count: Count,
        bounds: Bounds,
        got: u32,
    },
    /// Another value of the slider meets the rest of the goal further out.
    Extreme { knob: usize, extreme: Extreme },
}

/// What a run that meets its challenge is told.
pub(crate) fn met() -> String {
    say!("challenge-met")
}

impl Miss {
    /// The sentence for this miss, in the scenario's names and the knobs' units.
    pub(crate) fn sentence(&self, scenario: &Scenario) -> String {
        let world = scenario.world();
        let knobs = scenario.knobs();
        match self {
            Miss::Moved { knob } => {
                let knob = &knobs[*knob];
                say!(
                    "challenge-miss-moved",
                    label = knob.label.shown(),
                    value = knob.show(knob.default_value())
                )
            }
            Miss::Knob { knob, want } => {
                let knob = &knobs[*knob];
                say!(
                    "challenge-miss-knob",
                    label = knob.label.shown(),
                    value = knob.show(*want)
                )
            }
            Miss::Verdict { want, got } => {
                // The catalogue quotes each ending and joins the last one
                // on with its own word for "or".
                let quoted: Vec<String> = want
                    .iter()
                    .map(|v| say!("challenge-quoted", label = v.label()))
                    .collect();
                let (first, last) = match quoted.as_slice() {
                    [init @ .., last] => (init.join(", "), last.clone()),
                    [] => (String::new(), String::new()),
                };
                say!(
                    "challenge-miss-verdict",
                    count = quoted.len(),
                    first = first,
                    last = last,
                    got = got.label()
                )
            }
            Miss::Safe { want } => say!(
                "challenge-miss-safe",
                want = if *want { "safe" } else { "harm" }
            ),
            Miss::Final {
                resource,
                want,
                got,
            } => say!(
                "challenge-miss-final",
                resource = world.resource_name(*resource),
                want = world.format_value(want),
                got = world.format_value(got)
            ),
            Miss::AsExpected { resource, want } => say!(
                "challenge-miss-as-expected",
                resource = world.resource_name(*resource),
                want = if *want { "expected" } else { "unexpected" }
            ),
            Miss::Count { count, bounds, got } => {
                // `n` is the number the counted noun agrees with.
                let (need, low, n) = match (bounds.at_least, bounds.at_most) {
                    (Some(low), Some(high)) if low == high => ("exactly", low, low),
                    (Some(low), Some(high)) => ("between", low, high),
                    (Some(low), None) => ("at-least", low, low),
                    (None, Some(high)) => ("at-most", 0, high),
                    (None, None) => ("none", 0, 0),
                };
                say!(
                    "challenge-miss-count",
                    need = need,
                    what = count.name(),
                    low = low,
                    n = n,
                    got = *got
                )
            }
            Miss::Extreme { knob, extreme } => say!(
                "challenge-miss-extreme",
                label = knobs[*knob].label.shown(),
                way = match extreme {
                    Extreme::Longest => "higher",
                    Extreme::Shortest => "lower",
                }
            ),
        }
    }
}

impl Count {
    /// The count as the catalogue's `challenge-count` selects it.
    fn name(self) -> &'static str {
        match self {
            Count::StaleAccepted => "stale-accepted",
            Count::StaleRefused => "stale-refused",
            Count::LateAccepted => "late-accepted",
            Count::Accepted => "accepted",
            Count::Refused => "refused",
            Count::HolderRefused => "holder-refused",
            Count::Partial => "partial",
            Count::Effects => "effects",
            Count::LateEffects => "late-effects",
            Count::Overlaps => "overlaps",
        }
    }
}
