//! The rows of a lock of several nodes: whose lease each node held when,
//! the acquires that could not reach it and its clock's jumps, so a reader
//! can see a majority form and break.

use super::span::{Marker, MarkerKind, Span};
use crate::event::{ClockOwner, Event, EventKind};
use crate::ids::{ClientId, Token};
use crate::time::SimTime;
use crate::world::{FaultKind, World};

/// A lock node's row: whose lease it held when. Only a lock service of
/// several nodes has them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeRow {
    /// Its number, from 1.
    pub node: u16,
    /// Each lease it held, in time order.
    pub holds: Vec<NodeHold>,
    /// Acquires that could not reach it: who asked, and when.
    pub unreached: Vec<(ClientId, SimTime, usize)>,
    /// Its clock's jumps, as markers.
    pub jumps: Vec<Marker>,
}

/// A lease a node held for a client.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeHold {
    /// For whom.
    pub client: ClientId,
    /// From when to when.
    pub span: Span,
    /// The grant's token.
    pub token: Token,
    /// The event that granted it.
    pub event: usize,
}

/// One row per lock node when there are several; none for a single node,
/// whose row would only repeat the lanes.
pub(super) fn node_rows(world: &World, events: &[Event]) -> Vec<NodeRow> {
    let count = world.lock.nodes.len();
    if count <= 1 {
        return Vec::new();
    }
    let mut nodes: Vec<NodeRow> = (0..count)
        .map(|n| NodeRow {
            node: n as u16 + 1,
            ..NodeRow::default()
        })
        .collect();
    for (index, event) in events.iter().enumerate() {
        node_moments(&mut nodes, event, index);
        if let EventKind::Granted { client, .. } | EventKind::Refused { client, .. } = event.kind {
            unreached(&mut nodes, world, client, event.at, index);
        }
    }
    nodes
}

/// What an event changes on the nodes' leases and clocks: a grant or
/// renewal sets leases on the nodes that gave them, a release or a fault
/// ends them early, and a node's clock jump is marked on its row.
fn node_moments(nodes: &mut [NodeRow], event: &Event, index: usize) {
    let at = event.at;
    match &event.kind {
        EventKind::Granted {
            client,
            token,
            node_ends,
            ..
        } => {
            for &(n, until) in node_ends {
                nodes[usize::from(n) - 1].holds.push(NodeHold {
                    client: *client,
                    span: Span {
                        from: at,
                        to: until,
                    },
                    token: *token,
                    event: index,
                });
            }
        }
        EventKind::Renewed {
            client, node_ends, ..
        } => {
            for &(n, until) in node_ends {
                let row = &mut nodes[usize::from(n) - 1];
                if let Some(hold) = row.holds.iter_mut().rev().find(|h| h.client == *client) {
                    hold.span.to = until;
                }
            }
        }
        EventKind::Released {
            client,
            was_live: true,
            ..
        } => cut_short(nodes, at, |h| h.client == *client),
        EventKind::Fault { forgot, kind, .. } => cut_short(nodes, at, |h| match kind {
            FaultKind::Restart { .. } => true,
            FaultKind::Failover { .. } => {
                forgot.is_some_and(|(c, t)| c == h.client && t == h.token)
            }
        }),
        &EventKind::ClockJumped {
            owner: ClockOwner::Node(n),
            ..
        } => nodes[usize::from(n) - 1].jumps.push(Marker {
            at,
            event: index,
            kind: MarkerKind::ClockJump,
        }),
        _ => {}
    }
}

/// Ends at `at` every hold that `ends` picks and that would have lasted
/// longer: a lease given back or forgotten stops there on every node.
fn cut_short(nodes: &mut [NodeRow], at: SimTime, ends: impl Fn(&NodeHold) -> bool) {
    for row in nodes.iter_mut() {
        for hold in row.holds.iter_mut().filter(|h| ends(h)) {
            if hold.span.to > at {
                hold.span.to = at;
            }
        }
    }
}

/// Marks an acquire by `client` on every node it cannot reach, so the
/// chart shows why no majority formed.
fn unreached(nodes: &mut [NodeRow], world: &World, client: ClientId, at: SimTime, index: usize) {
    let config = &world.clients[client.index()];
    for (n, row) in nodes.iter_mut().enumerate() {
        if !config.reaches_node(n) {
            row.unreached.push((client, at, index));
        }
    }
}
