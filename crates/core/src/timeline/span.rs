//! The pieces every row of the chart is made of: stretches of time and
//! single moments, each tied to the event that tells it.

use crate::event::Standing;
use crate::ids::{ResourceId, Token};
use crate::time::SimTime;

/// A stretch of time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// Start.
    pub from: SimTime,
    /// End.
    pub to: SimTime,
}

/// A moment in a lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marker {
    /// When.
    pub at: SimTime,
    /// The index in the run's events of the event it marks, so a front end
    /// can tie a mark on the chart to its line in the event list.
    pub event: usize,
    /// What.
    pub kind: MarkerKind,
}

/// The kinds of moment a lane marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkerKind {
    /// The client read a resource.
    Read(ResourceId),
    /// The client's write reached a resource.
    Write {
        /// Where.
        resource: ResourceId,
        /// With which token.
        token: Token,
        /// Whether the resource applied it.
        accepted: bool,
        /// Whether the writer still held its lease.
        standing: Standing,
    },
    /// The client came back from a pause.
    Wake,
    /// The client's lease ran out.
    LeaseEnd(Token),
    /// The client was refused the lock.
    Refused,
    /// The client acted outside every resource; `live` if it held a lease.
    Effect {
        /// Whether it held a live lease.
        live: bool,
    },
    /// The lock service restarted or failed over.
    Fault,
    /// A clock jumped.
    ClockJump,
    /// The client checked the time left on its lease; `ok` if it went on.
    Check {
        /// Whether more than its margin was left.
        ok: bool,
    },
    /// The client asked a resource for the highest token it has seen;
    /// `ok` if it went on.
    FenceCheck {
        /// Whether no higher token had been seen.
        ok: bool,
    },
}
