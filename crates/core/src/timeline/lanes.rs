//! The client lanes: when the lock service held a lease for each client,
//! when the client believed it held the lock, and the gap between the two,
//! which is where stale writes come from.

use super::span::{Marker, MarkerKind, Span};
use crate::event::{Actor, ClockOwner, Event, EventKind, Verdict, Wrote};
use crate::ids::{ClientId, Token};
use crate::time::SimTime;
use crate::world::World;

/// One client's row in the chart.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lane {
    /// Whose lane.
    pub client: ClientId,
    /// When the lock service held a lease for this client.
    pub leases: Vec<LeaseSpan>,
    /// When the client believed it held the lock.
    pub beliefs: Vec<Span>,
    /// When it believed so with no lease behind it: the danger.
    pub overreach: Vec<Span>,
    /// When it was frozen.
    pub pauses: Vec<Span>,
    /// The event that froze it, for each of `pauses`.
    pub pause_events: Vec<usize>,
    /// When one of its links was cut.
    pub cut: Vec<Span>,
    /// Single moments: reads, writes, wake-ups, lease ends.
    pub markers: Vec<Marker>,
}

/// A lease, as the lock service held it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeaseSpan {
    /// Start and end.
    pub span: Span,
    /// Its token.
    pub token: Token,
    /// The event that granted it.
    pub event: usize,
    /// How it ended.
    pub end: LeaseEndKind,
    /// When the holder's own clock says the lease is over: later than the
    /// real end when its clock runs slow or it counted from a late reply.
    pub believed_to: SimTime,
}

/// How a lease ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaseEndKind {
    /// It ran out.
    Expired,
    /// Its holder gave it back.
    Released,
    /// It was still live when the run ended; the span runs to its scheduled end.
    Open,
}

/// One lane per client, in scenario order, with every lease, belief,
/// pause and moment of the run; cut links are added once the chart's end
/// is known, by `mark_cuts`.
pub(super) fn client_lanes(world: &World, events: &[Event]) -> Vec<Lane> {
    let mut lanes: Vec<LaneBuilder> = (0..world.clients.len())
        .map(|c| LaneBuilder::new(ClientId(c as u16)))
        .collect();
    for (index, event) in events.iter().enumerate() {
        if let Some(holder) = forgotten_holder(event) {
            lanes[holder.index()].forget_lease(event.at);
        }
        if let Some(client) = event.client() {
            lanes[client.index()].take(client, index, event);
        }
    }
    lanes.into_iter().map(LaneBuilder::finish).collect()
}

/// Draws each cut link on its client's lane, as far as the chart reaches:
/// only the part of a cut that the run reaches is worth drawing.
pub(super) fn mark_cuts(lanes: &mut [Lane], world: &World, end: SimTime) {
    for p in &world.network.partitions {
        if p.from < end {
            lanes[p.client.index()].cut.push(Span {
                from: p.from,
                to: p.until.min(end),
            });
        }
    }
}

/// One lane while the events are read, with the belief still open.
struct LaneBuilder {
    lane: Lane,
    /// When the client's present belief that it holds the lock began.
    belief_from: Option<SimTime>,
    /// The client's own last act: a belief still open at the end lasts
    /// until then, not until the lock service's last word about it.
    last_seen: SimTime,
}

impl LaneBuilder {
    fn new(client: ClientId) -> LaneBuilder {
        LaneBuilder {
            lane: Lane {
                client,
                ..Lane::default()
            },
            belief_from: None,
            last_seen: SimTime::ZERO,
        }
    }

    /// What `event`, which concerns this lane's `client`, adds to it.
    fn take(&mut self, client: ClientId, index: usize, event: &Event) {
        if event.actor() == Actor::Client(client) {
            self.last_seen = event.at;
        }
        self.lease(index, event);
        self.belief(event);
        if let Some(kind) = lane_marker(&event.kind) {
            self.lane.markers.push(Marker {
                at: event.at,
                event: index,
                kind,
            });
        }
        if let EventKind::Paused { length, .. } = event.kind {
            self.lane.pauses.push(Span {
                from: event.at,
                to: event.at + length,
            });
            self.lane.pause_events.push(index);
        }
    }

    /// The lease the lock service holds for the client: granted, renewed,
    /// run out or given back.
    fn lease(&mut self, index: usize, event: &Event) {
        let at = event.at;
        let last = self.lane.leases.last_mut();
        match event.kind {
            EventKind::Granted {
                token,
                until,
                believed_until,
                ..
            } => self.lane.leases.push(LeaseSpan {
                span: Span {
                    from: at,
                    to: until,
                },
                token,
                event: index,
                end: LeaseEndKind::Open,
                believed_to: believed_until,
            }),
            EventKind::Renewed { until, .. } => {
                if let Some(lease) = last {
                    lease.span.to = until;
                }
            }
            EventKind::Expired { .. } => {
                if let Some(lease) = last {
                    lease.span.to = at;
                    lease.end = LeaseEndKind::Expired;
                }
            }
            EventKind::Released { was_live, .. } => {
                if let Some(lease) = last {
                    if was_live {
                        lease.span.to = at;
                        lease.end = LeaseEndKind::Released;
                    }
                    // A client that gave the lock back believes it holds
                    // nothing, whatever its clock would have said.
                    lease.believed_to = lease.believed_to.min(at);
                }
            }
            _ => {}
        }
    }

    /// The client's belief that it holds the lock: a grant starts it, and
    /// anything that tells the client otherwise ends it.
    fn belief(&mut self, event: &Event) {
        if let EventKind::Granted { .. } = event.kind {
            self.belief_from.get_or_insert(event.at);
        } else if ends_belief(&event.kind) {
            if let Some(from) = self.belief_from.take() {
                self.lane.beliefs.push(Span { from, to: event.at });
            }
        }
    }

    /// A lease the lock service forgot, in a fault or when another client
    /// removed the lock, ends then, though its holder may not know.
    fn forget_lease(&mut self, at: SimTime) {
        if let Some(lease) = self.lane.leases.last_mut() {
            if lease.end == LeaseEndKind::Open && lease.span.to > at {
                lease.span.to = at;
                lease.end = LeaseEndKind::Expired;
            }
        }
    }

    /// The lane once the run is over: a belief still open closes at the
    /// client's last act, and the danger is worked out from the rest.
    fn finish(mut self) -> Lane {
        if let Some(from) = self.belief_from {
            self.lane.beliefs.push(Span {
                from,
                to: self.last_seen,
            });
        }
        self.lane.overreach = outside(&self.lane.beliefs, &self.lane.leases);
        self.lane
    }
}

/// The client whose lease `event` makes the lock service forget early: a
/// fault's, or that of the holder a release removed.
fn forgotten_holder(event: &Event) -> Option<ClientId> {
    match event.kind {
        EventKind::Fault { .. } => event.client(),
        EventKind::Released {
            removed: Some(holder),
            ..
        } => Some(holder),
        _ => None,
    }
}

/// Whether an event tells its client that it holds the lock no more.
fn ends_belief(kind: &EventKind) -> bool {
    match kind {
        EventKind::Released { .. } | EventKind::RenewRefused { .. } => true,
        &EventKind::Checked { ok, .. } | &EventKind::FenceChecked { ok, .. } => !ok,
        EventKind::Wrote(w) => w.verdict != Verdict::Accepted,
        _ => false,
    }
}

/// The moment an event marks on its client's lane, if it marks one. The
/// lock service's faults and its nodes' clocks go across every lane.
fn lane_marker(kind: &EventKind) -> Option<MarkerKind> {
    Some(match *kind {
        EventKind::Refused { .. } => MarkerKind::Refused,
        EventKind::Expired { token, .. } => MarkerKind::LeaseEnd(token),
        EventKind::Checked { ok, .. } => MarkerKind::Check { ok },
        EventKind::FenceChecked { ok, .. } => MarkerKind::FenceCheck { ok },
        EventKind::Woke { .. } => MarkerKind::Wake,
        EventKind::Read { resource, .. } => MarkerKind::Read(resource),
        EventKind::Wrote(Wrote {
            resource,
            token,
            verdict,
            standing,
            ..
        }) => MarkerKind::Write {
            resource,
            token,
            accepted: verdict == Verdict::Accepted,
            standing,
        },
        EventKind::SideEffect { live, .. } => MarkerKind::Effect { live },
        EventKind::ClockJumped {
            owner: ClockOwner::Client(_),
            ..
        } => MarkerKind::ClockJump,
        _ => return None,
    })
}

/// The parts of `beliefs` not covered by any lease.
fn outside(beliefs: &[Span], leases: &[LeaseSpan]) -> Vec<Span> {
    let mut out = Vec::new();
    for belief in beliefs {
        let mut cursor = belief.from;
        for lease in leases {
            let span = lease.span;
            if span.to <= cursor || span.from >= belief.to {
                continue;
            }
            if span.from > cursor {
                out.push(Span {
                    from: cursor,
                    to: span.from,
                });
            }
            cursor = cursor.max(span.to);
        }
        if cursor < belief.to {
            out.push(Span {
                from: cursor,
                to: belief.to,
            });
        }
    }
    out
}
