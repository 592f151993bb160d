//! The run laid out for a chart: per client, spans of time and markers.
//!
//! Built from the events after a run, so the engine stays free of drawing
//! concerns and the chart can never disagree with the event list. Each row
//! of the chart has its own builder, reading the events for what that row
//! shows and nothing else: the client lanes (`lanes`), the requests between
//! them (`messages`), the lines across every lane (`across`), each
//! resource's values (`resources`) and each lock node's leases (`nodes`).

mod across;
mod lanes;
mod messages;
mod nodes;
mod resources;
mod span;

pub use across::LeaseEnd;
pub use lanes::{Lane, LeaseEndKind, LeaseSpan};
pub use messages::Message;
pub use nodes::{NodeHold, NodeRow};
pub use resources::{Holding, ResourceRow};
pub use span::{Marker, MarkerKind, Span};

use crate::event::Event;
use crate::time::SimTime;
use crate::world::World;

/// The least time the chart runs on after its last event or lease end.
const TAIL_MS: u64 = 1000;

/// Everything a lease chart draws.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timeline {
    /// The right edge of the chart: the last event or the end of the last
    /// lease, and a tenth more (at least `TAIL_MS`).
    pub end: SimTime,
    /// One lane per client, in scenario order.
    pub lanes: Vec<Lane>,
    /// The moments leases ran out, for lines across the lanes.
    pub lease_ends: Vec<LeaseEnd>,
    /// Requests that took time on the network, or were lost.
    pub messages: Vec<Message>,
    /// What happened to the lock service itself: faults and clock jumps.
    pub service: Vec<Marker>,
    /// One row per resource, in scenario order: what it held when.
    pub resources: Vec<ResourceRow>,
    /// One row per lock node when there are several, else none.
    pub nodes: Vec<NodeRow>,
}

impl Timeline {
    /// Lays out a run from its events.
    pub fn build(world: &World, events: &[Event]) -> Timeline {
        let mut lanes = lanes::client_lanes(world, events);
        let end = chart_end(events, &lanes);
        lanes::mark_cuts(&mut lanes, world, end);
        Timeline {
            end,
            lanes,
            lease_ends: across::lease_ends(events),
            messages: messages::messages(world.clients.len(), events),
            service: across::service_row(events),
            resources: resources::resource_rows(world, events),
            nodes: nodes::node_rows(world, events),
        }
    }
}

/// The chart's right edge: the last event or lease end, and a moment more,
/// so what each resource is left holding has room on the chart.
fn chart_end(events: &[Event], lanes: &[Lane]) -> SimTime {
    let last = events.last().map_or(SimTime::ZERO, |e| e.at);
    let end = lanes
        .iter()
        .flat_map(|lane| &lane.leases)
        .fold(last, |end, lease| end.max(lease.span.to));
    SimTime(end.0 + (end.0 / 10).max(TAIL_MS))
}
