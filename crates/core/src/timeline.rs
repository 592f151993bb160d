//! The run laid out for a chart: per client, spans of time and markers.
//!
//! Built from the events after a run, so the engine stays free of drawing
//! concerns and the chart can never disagree with the event list.

use crate::event::{Actor, ClockOwner, Event, EventKind, Request, Standing, Verdict, Wrote};
use crate::ids::{ClientId, ResourceId, Token};
use crate::time::SimTime;
use crate::world::{Endpoint, Leg, Value, World};

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

/// One resource over the run: the value it held from each moment on, and
/// every write that reached it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceRow {
    /// Which resource.
    pub resource: ResourceId,
    /// What it held, first its initial value at 0, then after each accepted
    /// write or fenced read that raised its highest token, in time order. The value at a moment is the last entry that
    /// starts at or before it.
    pub values: Vec<Holding>,
}

/// What a resource held from a moment on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holding {
    /// From when.
    pub from: SimTime,
    /// The accepted write that set it, as an index into the run's events;
    /// none for the initial value.
    pub event: Option<usize>,
    /// The value.
    pub value: Value,
    /// The token of the write that put the value there; none for the
    /// initial value. A fenced read raises `highest` but keeps this.
    pub token: Option<Token>,
    /// The highest token it had accepted by then, if any.
    pub highest: Option<Token>,
    /// How many writes it had accepted by then: its version, as a
    /// compare-and-set check counts.
    pub version: u32,
}

/// A request from a client and the answer to it.
///
/// On a network that takes no time the three moments are one; a request
/// lost on a cut link is never handled and gets no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    /// Who sent it.
    pub client: ClientId,
    /// To what.
    pub to: Endpoint,
    /// What it asked.
    pub request: Request,
    /// When it left.
    pub sent: SimTime,
    /// When it arrived and was handled, or when it was lost.
    pub arrived: SimTime,
    /// When the answer reached the client; none for a lost request or answer.
    pub answered: Option<SimTime>,
    /// Which way a cut link lost it, if it did: the request on its way, or
    /// the answer after the request was handled.
    pub lost: Option<Leg>,
    /// The index of the event that sent it, or that handled it where
    /// nothing marked its sending.
    pub event: usize,
    /// The event that handled it where it arrived, if one was told: a
    /// retried request for the lock refused again is not.
    pub handled: Option<usize>,
    /// The event that told its answer arriving, on a link that takes time.
    pub answer: Option<usize>,
}

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

/// A stretch of time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// Start.
    pub from: SimTime,
    /// End.
    pub to: SimTime,
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

impl Message {
    /// A request that left at `at`, told by event `event`: not yet
    /// arrived, handled or answered.
    fn sent(
        client: ClientId,
        to: Endpoint,
        request: Request,
        at: SimTime,
        event: usize,
    ) -> Message {
        Message {
            client,
            to,
            request,
            sent: at,
            arrived: at,
            answered: None,
            lost: None,
            event,
            handled: None,
            answer: None,
        }
    }
}

impl ResourceRow {
    /// What the resource held at `at`: the last entry that starts at or
    /// before it.
    pub fn at(&self, at: SimTime) -> &Holding {
        let later = self.values.partition_point(|h| h.from <= at);
        &self.values[later.saturating_sub(1)]
    }
}

impl Timeline {
    /// Lays out a run from its events.
    pub fn build(world: &World, events: &[Event]) -> Timeline {
        let mut lanes: Vec<Lane> = (0..world.clients.len())
            .map(|c| Lane {
                client: ClientId(c as u16),
                ..Lane::default()
            })
            .collect();
        let mut belief_from: Vec<Option<SimTime>> = vec![None; lanes.len()];
        let mut last_seen: Vec<SimTime> = vec![SimTime::ZERO; lanes.len()];
        let mut lease_ends = Vec::new();
        let mut messages: Vec<Message> = Vec::new();
        // Each client's request on its way, until its answer is back.
        let mut in_flight: Vec<Option<usize>> = vec![None; lanes.len()];
        let several = world.lock.nodes.len() > 1;
        let mut nodes: Vec<NodeRow> = (0..world.lock.nodes.len())
            .filter(|_| several)
            .map(|n| NodeRow {
                node: n as u16 + 1,
                ..NodeRow::default()
            })
            .collect();
        let mut service = Vec::new();
        let mut resources: Vec<ResourceRow> = world
            .resources
            .iter()
            .enumerate()
            .map(|(r, config)| ResourceRow {
                resource: ResourceId(r as u16),
                values: vec![Holding {
                    from: SimTime::ZERO,
                    event: None,
                    value: config.initial.clone(),
                    token: None,
                    highest: None,
                    version: 0,
                }],
            })
            .collect();
        for (index, event) in events.iter().enumerate() {
            let at = event.at;
            if several {
                node_moments(&mut nodes, world, event, index);
            }
            if let &EventKind::Read {
                resource,
                token: Some(token),
                ..
            } = &event.kind
            {
                // A fenced read raises the highest token without a write.
                let row = &mut resources[resource.index()];
                let last = row
                    .values
                    .last()
                    .expect("a row starts with its initial value");
                if last.highest.is_none_or(|h| h < token) {
                    let raised = Holding {
                        from: at,
                        event: Some(index),
                        highest: Some(token),
                        ..last.clone()
                    };
                    row.values.push(raised);
                }
            }
            if let EventKind::Wrote(wrote) = &event.kind {
                if wrote.verdict == Verdict::Accepted {
                    let row = &mut resources[wrote.resource.index()];
                    let last = row
                        .values
                        .last()
                        .expect("a row starts with its initial value");
                    let highest = Some(last.highest.map_or(wrote.token, |h| h.max(wrote.token)));
                    let version = last.version.wrapping_add(1);
                    row.values.push(Holding {
                        from: at,
                        event: Some(index),
                        value: wrote.value.clone(),
                        token: Some(wrote.token),
                        highest,
                        version,
                    });
                }
            }
            // The lock service's own moments go across every lane.
            let service_kind = match event.kind {
                EventKind::Fault { .. } => Some(MarkerKind::Fault),
                EventKind::ClockJumped {
                    owner: ClockOwner::Node(_),
                    ..
                } => Some(MarkerKind::ClockJump),
                _ => None,
            };
            if let Some(kind) = service_kind {
                service.push(Marker {
                    at,
                    event: index,
                    kind,
                });
                if let (EventKind::Fault { .. }, Some(c)) = (&event.kind, event.client()) {
                    // A forgotten lease ends at the fault.
                    let lane = &mut lanes[c.index()];
                    if let Some(lease) = lane.leases.last_mut() {
                        if lease.end == LeaseEndKind::Open && lease.span.to > at {
                            lease.span.to = at;
                            lease.end = LeaseEndKind::Expired;
                        }
                    }
                }
                continue;
            }
            if let EventKind::Released {
                removed: Some(holder),
                ..
            } = event.kind
            {
                // A release that removed another client's lock ends that
                // client's lease, as a forgotten lease ends at its fault.
                let lane = &mut lanes[holder.index()];
                if let Some(lease) = lane.leases.last_mut() {
                    if lease.end == LeaseEndKind::Open && lease.span.to > at {
                        lease.span.to = at;
                        lease.end = LeaseEndKind::Expired;
                    }
                }
            }
            let Some(client) = event.client() else {
                continue;
            };
            let c = client.index();
            let handles = matches!(
                event.kind,
                EventKind::Granted { .. }
                    | EventKind::Refused { .. }
                    | EventKind::Read { .. }
                    | EventKind::FenceChecked { .. }
                    | EventKind::Wrote(_)
                    | EventKind::Renewed { .. }
                    | EventKind::RenewRefused { .. }
                    | EventKind::Released { .. }
                    | EventKind::GaveUp { .. }
            );
            if handles {
                match in_flight[c].map(|m| &mut messages[m]) {
                    Some(m) if m.handled.is_none() => {
                        m.arrived = at;
                        m.handled = Some(index);
                        // Back at once unless an answer event says otherwise.
                        m.answered = Some(at);
                    }
                    _ => {
                        in_flight[c] = None;
                        if let Some((to, request)) = handled_request(&event.kind) {
                            let mut m = Message::sent(client, to, request, at, index);
                            m.answered = Some(at);
                            m.handled = Some(index);
                            messages.push(m);
                        }
                    }
                }
            }
            if let EventKind::Answered { .. } = event.kind {
                if let Some(m) = in_flight[c].take() {
                    messages[m].answered = Some(at);
                    messages[m].answer = Some(index);
                }
            }
            if event.actor() == Actor::Client(client) {
                // A belief still open at the end lasts until the client's own
                // last act, not until the lock service's last word about it.
                last_seen[c] = at;
            }
            let lane = &mut lanes[c];
            let close_belief = |from: &mut Option<SimTime>, beliefs: &mut Vec<Span>| {
                if let Some(start) = from.take() {
                    beliefs.push(Span {
                        from: start,
                        to: at,
                    });
                }
            };
            match &event.kind {
                &EventKind::Granted {
                    token,
                    until,
                    believed_until,
                    ..
                } => {
                    lane.leases.push(LeaseSpan {
                        span: Span {
                            from: at,
                            to: until,
                        },
                        token,
                        event: index,
                        end: LeaseEndKind::Open,
                        believed_to: believed_until,
                    });
                    belief_from[c].get_or_insert(at);
                }
                EventKind::Refused { .. } => lane.markers.push(Marker {
                    at,
                    event: index,
                    kind: MarkerKind::Refused,
                }),
                &EventKind::Renewed { until, .. } => {
                    if let Some(lease) = lane.leases.last_mut() {
                        lease.span.to = until;
                    }
                }
                &EventKind::Expired { client, token, .. } => {
                    if let Some(lease) = lane.leases.last_mut() {
                        lease.span.to = at;
                        lease.end = LeaseEndKind::Expired;
                    }
                    lane.markers.push(Marker {
                        at,
                        event: index,
                        kind: MarkerKind::LeaseEnd(token),
                    });
                    lease_ends.push(LeaseEnd {
                        at,
                        event: index,
                        client,
                        token,
                    });
                }
                &EventKind::Released { was_live, .. } => {
                    if let Some(lease) = lane.leases.last_mut() {
                        if was_live {
                            lease.span.to = at;
                            lease.end = LeaseEndKind::Released;
                        }
                        // A client that gave the lock back believes it holds
                        // nothing, whatever its clock would have said.
                        lease.believed_to = lease.believed_to.min(at);
                    }
                    close_belief(&mut belief_from[c], &mut lane.beliefs);
                }
                &EventKind::Checked { ok, .. } | &EventKind::FenceChecked { ok, .. } => {
                    let kind = match event.kind {
                        EventKind::FenceChecked { .. } => MarkerKind::FenceCheck { ok },
                        _ => MarkerKind::Check { ok },
                    };
                    lane.markers.push(Marker {
                        at,
                        event: index,
                        kind,
                    });
                    if !ok {
                        close_belief(&mut belief_from[c], &mut lane.beliefs)
                    }
                }
                EventKind::RenewRefused { .. } => {
                    close_belief(&mut belief_from[c], &mut lane.beliefs)
                }
                &EventKind::Paused { length, .. } => {
                    lane.pauses.push(Span {
                        from: at,
                        to: at + length,
                    });
                    lane.pause_events.push(index);
                }
                EventKind::Woke { .. } => lane.markers.push(Marker {
                    at,
                    event: index,
                    kind: MarkerKind::Wake,
                }),
                &EventKind::Read { resource, .. } => lane.markers.push(Marker {
                    at,
                    event: index,
                    kind: MarkerKind::Read(resource),
                }),
                &EventKind::Wrote(Wrote {
                    resource,
                    token,
                    verdict,
                    standing,
                    ..
                }) => {
                    let accepted = verdict == Verdict::Accepted;
                    lane.markers.push(Marker {
                        at,
                        event: index,
                        kind: MarkerKind::Write {
                            resource,
                            token,
                            accepted,
                            standing,
                        },
                    });
                    if !accepted {
                        close_belief(&mut belief_from[c], &mut lane.beliefs);
                    }
                }
                &EventKind::Sent {
                    client,
                    to,
                    request,
                    arrives,
                } => {
                    in_flight[c] = Some(messages.len());
                    let mut m = Message::sent(client, to, request, at, index);
                    m.arrived = arrives;
                    messages.push(m);
                }
                &EventKind::Dropped {
                    leg: Leg::Answer, ..
                } => {
                    // The request was handled; only its way back is cut.
                    if let Some(m) = in_flight[c].take() {
                        messages[m].answered = None;
                        messages[m].lost = Some(Leg::Answer);
                        messages[m].answer = Some(index);
                    }
                }
                &EventKind::Dropped {
                    leg: Leg::Request,
                    client,
                    to,
                    request,
                    ..
                } => {
                    in_flight[c] = None;
                    let mut m = Message::sent(client, to, request, at, index);
                    m.lost = Some(Leg::Request);
                    messages.push(m)
                }
                &EventKind::SideEffect { live, .. } => lane.markers.push(Marker {
                    at,
                    event: index,
                    kind: MarkerKind::Effect { live },
                }),
                // A client's own clock; faults went across the lanes above.
                EventKind::ClockJumped { .. } => lane.markers.push(Marker {
                    at,
                    event: index,
                    kind: MarkerKind::ClockJump,
                }),
                EventKind::Fault { .. } => {}
                EventKind::GaveUp { .. } | EventKind::Answered { .. } => {}
            }
        }
        let mut end = events.last().map_or(SimTime::ZERO, |e| e.at);
        for (c, lane) in lanes.iter_mut().enumerate() {
            if let Some(from) = belief_from[c] {
                lane.beliefs.push(Span {
                    from,
                    to: last_seen[c],
                });
            }
            for lease in &lane.leases {
                end = end.max(lease.span.to);
            }
            lane.overreach = outside(&lane.beliefs, &lane.leases);
        }
        // A moment more after the last thing that happens, so what each
        // resource is left holding has room on the chart.
        let end = SimTime(end.0 + (end.0 / 10).max(TAIL_MS));
        for p in &world.network.partitions {
            let lane = &mut lanes[p.client.index()];
            // Only the part of a cut that the run reaches is worth drawing.
            if p.from < end {
                lane.cut.push(Span {
                    from: p.from,
                    to: p.until.min(end),
                });
            }
        }
        Timeline {
            end,
            lanes,
            lease_ends,
            messages,
            service,
            resources,
            nodes,
        }
    }
}

/// The request an event handled where it arrived, for a network that
/// marks no sending.
fn handled_request(kind: &EventKind) -> Option<(Endpoint, Request)> {
    let lock = Endpoint::LockService;
    Some(match kind {
        EventKind::Granted { .. } | EventKind::Refused { .. } | EventKind::GaveUp { .. } => {
            (lock, Request::Acquire)
        }
        EventKind::Renewed { .. } | EventKind::RenewRefused { .. } => (lock, Request::Renew),
        EventKind::Released { .. } => (lock, Request::Release),
        &EventKind::Read { resource, .. } | &EventKind::FenceChecked { resource, .. } => {
            (Endpoint::Resource(resource), Request::Read)
        }
        EventKind::Wrote(w) => (Endpoint::Resource(w.resource), Request::Write),
        _ => return None,
    })
}

/// What an event changes on the rows of a lock of several nodes: a grant
/// or renewal sets leases on the nodes that gave them, a release or a
/// fault ends them early, a node's clock jump is marked on its row, and an
/// acquire that could not reach a node is marked there.
fn node_moments(nodes: &mut [NodeRow], world: &World, event: &Event, index: usize) {
    let at = event.at;
    let cut_short = |hold: &mut NodeHold| {
        if hold.span.to > at {
            hold.span.to = at;
        }
    };
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
        } => {
            for row in nodes.iter_mut() {
                row.holds
                    .iter_mut()
                    .filter(|h| h.client == *client)
                    .for_each(cut_short);
            }
        }
        EventKind::Fault { forgot, kind, .. } => {
            for row in nodes.iter_mut() {
                let forgotten = |h: &NodeHold| match kind {
                    crate::world::FaultKind::Restart { .. } => true,
                    crate::world::FaultKind::Failover { .. } => {
                        forgot.is_some_and(|(c, t)| c == h.client && t == h.token)
                    }
                };
                row.holds
                    .iter_mut()
                    .filter(|h| forgotten(h))
                    .for_each(cut_short);
            }
        }
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
    if let EventKind::Granted { client, .. } | EventKind::Refused { client, .. } = &event.kind {
        let config = &world.clients[client.index()];
        for (n, row) in nodes.iter_mut().enumerate() {
            if !config.reaches_node(n) {
                row.unreached.push((*client, at, index));
            }
        }
    }
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
