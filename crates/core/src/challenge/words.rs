//! What a run that falls short of a challenge is told: one short sentence
//! for the first part of the goal it misses.

use super::{Bounds, Count, Extreme};
use crate::engine::RunVerdict;
use crate::ids::ResourceId;
use crate::knob::KnobValue;
use crate::scenario::Scenario;
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
    "This run meets the challenge.".to_owned()
}

impl Miss {
    /// The sentence for this miss, in the scenario's names and the knobs' units.
    pub(crate) fn sentence(&self, scenario: &Scenario) -> String {
        let world = scenario.world();
        let knobs = scenario.knobs();
        match self {
            Miss::Moved { knob } => {
                let knob = &knobs[*knob];
                format!(
                    "{} must stay at {} for this challenge.",
                    knob.label,
                    knob.show(knob.default_value())
                )
            }
            Miss::Knob { knob, want } => {
                let knob = &knobs[*knob];
                format!(
                    "{} must be {} for this challenge.",
                    knob.label,
                    knob.show(*want)
                )
            }
            Miss::Verdict { want, got } => {
                let wanted: Vec<String> = want.iter().map(|v| format!("“{}”", v.label())).collect();
                format!(
                    "The run must end {}; this one ends “{}”.",
                    either(&wanted),
                    got.label()
                )
            }
            Miss::Safe { want: true } => "The run must be safe; this one is not.".to_owned(),
            Miss::Safe { want: false } => "The run must do harm; this one is safe.".to_owned(),
            Miss::Final {
                resource,
                want,
                got,
            } => format!(
                "{} must end at {}; it ends at {}.",
                world.resource_name(*resource),
                world.format_value(want),
                world.format_value(got)
            ),
            Miss::AsExpected {
                resource,
                want: true,
            } => format!(
                "{} must end holding what it should; it does not.",
                world.resource_name(*resource)
            ),
            Miss::AsExpected {
                resource,
                want: false,
            } => format!(
                "{} must end holding something it should not; it holds what it should.",
                world.resource_name(*resource)
            ),
            Miss::Count { count, bounds, got } => {
                let need = match (bounds.at_least, bounds.at_most) {
                    (Some(low), Some(high)) if low == high => {
                        format!("exactly {}", noun(*count, low))
                    }
                    (Some(low), Some(high)) => {
                        format!("between {low} and {}", noun(*count, high))
                    }
                    (Some(low), None) => format!("at least {}", noun(*count, low)),
                    (None, Some(high)) => format!("at most {}", noun(*count, high)),
                    (None, None) => noun(*count, 0),
                };
                format!("The run needs {need}; this one has {got}.")
            }
            Miss::Extreme { knob, extreme } => {
                let knob = &knobs[*knob];
                let (side, more) = match extreme {
                    Extreme::Longest => ("higher", "more"),
                    Extreme::Shortest => ("lower", "less"),
                };
                format!(
                    "{} can go {side} and still meet the rest of the goal: try {more}.",
                    knob.label
                )
            }
        }
    }
}

/// `n` of a count, as a noun phrase: "1 stale write accepted".
fn noun(count: Count, n: u32) -> String {
    let (one, many) = match count {
        Count::StaleAccepted => ("stale write accepted", "stale writes accepted"),
        Count::StaleRefused => ("stale write refused", "stale writes refused"),
        Count::LateAccepted => (
            "write accepted after its lease ended",
            "writes accepted after their lease ended",
        ),
        Count::Accepted => ("write accepted", "writes accepted"),
        Count::Refused => ("write refused", "writes refused"),
        Count::HolderRefused => (
            "write refused from the rightful holder",
            "writes refused from the rightful holder",
        ),
        Count::Partial => ("update left half done", "updates left half done"),
        Count::Effects => ("side effect", "side effects"),
        Count::LateEffects => (
            "side effect without a lease",
            "side effects without a lease",
        ),
        Count::Overlaps => (
            "hold that went on after it ended",
            "holds that went on after they ended",
        ),
    };
    format!("{n} {}", if n == 1 { one } else { many })
}

/// "safe", "safe or refused", "lost, escaped or half done".
fn either(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}
