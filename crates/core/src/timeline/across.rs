//! What the chart draws across every lane: the lock service's own moments
//! and the ends of leases. Each is one event and needs no other, so these
//! rows are read straight off the events.

use super::span::{Marker, MarkerKind};
use crate::event::{ClockOwner, Event, EventKind};
use crate::ids::{ClientId, Token};
use crate::time::SimTime;

/// A lease running out, drawn as a line across the lanes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeaseEnd {
    /// When.
    pub at: SimTime,
    /// The event that tells it.
    pub event: usize,
    /// Whose lease.
    pub client: ClientId,
    /// Its token.
    pub token: Token,
}

/// The lock service's row: its faults and its nodes' clock jumps, which
/// concern every client at once rather than one lane.
pub(super) fn service_row(events: &[Event]) -> Vec<Marker> {
    events
        .iter()
        .enumerate()
        .filter_map(|(index, event)| {
            let kind = match event.kind {
                EventKind::Fault { .. } => MarkerKind::Fault,
                EventKind::ClockJumped {
                    owner: ClockOwner::Node(_),
                    ..
                } => MarkerKind::ClockJump,
                _ => return None,
            };
            Some(Marker {
                at: event.at,
                event: index,
                kind,
            })
        })
        .collect()
}

/// Every lease that ran out, for a line across the lanes: the moment a
/// stale holder's writes start to be dangerous.
pub(super) fn lease_ends(events: &[Event]) -> Vec<LeaseEnd> {
    events
        .iter()
        .enumerate()
        .filter_map(|(index, event)| match event.kind {
            EventKind::Expired { client, token, .. } => Some(LeaseEnd {
                at: event.at,
                event: index,
                client,
                token,
            }),
            _ => None,
        })
        .collect()
}
