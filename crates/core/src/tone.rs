//! How alarming an event is, for the colour of its line in the page's list.

use crate::event::{Event, EventKind, Standing, Verdict, Wrote};
use crate::spec::Purpose;

/// How alarming an event's line is. Serialized as its camelCase name, the
/// page's contract: the event list's `tone-*` classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Tone {
    /// Nothing went wrong here.
    Plain,
    /// A sign of trouble that has not cost anything yet.
    Warning,
    /// An update lost: a stale write landed, or a rightful holder's write was refused.
    Danger,
    /// A guard refused a late write: the fix working.
    Guarded,
}

impl Event {
    /// How alarming the event is for a lock used for `purpose`: a stale
    /// write that landed, or a rightful holder's write refused, is an
    /// update lost; a late write a guard refused is the fix working. For
    /// an efficiency lock, work done twice is only a warning.
    pub fn tone(&self, purpose: Purpose) -> Tone {
        let efficiency = purpose == Purpose::Efficiency;
        match &self.kind {
            EventKind::Wrote(Wrote {
                verdict, standing, ..
            }) => match (standing, verdict) {
                (Standing::Stale { .. }, Verdict::Accepted) if efficiency => Tone::Warning,
                (Standing::Stale { .. }, Verdict::Accepted) => Tone::Danger,
                (Standing::Holder, Verdict::Refused(_)) => Tone::Danger,
                (Standing::Stale { .. } | Standing::Late { .. }, Verdict::Refused(_)) => {
                    Tone::Guarded
                }
                (Standing::Late { .. }, Verdict::Accepted) => Tone::Warning,
                (Standing::Holder, Verdict::Accepted) => Tone::Plain,
            },
            EventKind::Expired { unaware: true, .. } => Tone::Warning,
            EventKind::SideEffect { live: false, .. } if efficiency => Tone::Warning,
            EventKind::SideEffect { live: false, .. } => Tone::Danger,
            EventKind::Dropped { .. } | EventKind::Fault { .. } | EventKind::ClockJumped { .. } => {
                Tone::Warning
            }
            EventKind::Woke {
                believes: true,
                lease_live: false,
                ..
            } => Tone::Warning,
            _ => Tone::Plain,
        }
    }
}
