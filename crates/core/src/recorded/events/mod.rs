//! A recording's facts as the simulator's events.
//!
//! A real run records only what its parties saw: grants and their tokens,
//! reads, writes and whether the store applied them, pauses, and when the
//! lock service let a lease go. The rest of an event (whether the writer
//! still held a live lease, which newer holder a stale write overwrote,
//! what a refusal's check had seen) is judged here from those facts in
//! order, by the same definitions the engine uses, so the chart and the
//! words treat a real run exactly as a simulated one. `writes.rs` judges
//! the writes; `lookup.rs` reads ahead in the facts and in the plan.

mod acts;
mod holds;
mod lookup;
mod net;
mod writes;

use crate::error::Error;
use crate::event::{Again, ClockOwner, Event, EventKind, RefusedFor, Request, Standing};
use crate::ids::{ClientId, GrantId, Token};
use crate::items::Items;
use crate::spec::{AgainSpec, DidSpec, FactSpec, InitialValue, NodeSpec};
use crate::time::{Millis, SimTime};
use crate::world::{FaultKind, Value, World};

/// The events a recording's facts stand for, in their order.
pub(super) fn events(world: &World, facts: &[FactSpec]) -> Result<Vec<Event>, Error> {
    let mut judge = Judge::new(world);
    let mut events = Vec::with_capacity(facts.len());
    for (i, fact) in facts.iter().enumerate() {
        let path = format!("facts[{i}]");
        if let Some(kind) = judge.fact(fact, facts, i, &path)? {
            events.push(Event {
                at: judge.now,
                kind,
            });
        }
    }
    Ok(events)
}

/// Turns a recorded value into the world's, interning nothing: an item
/// the scenario never names cannot be drawn, so it is refused.
pub(super) fn value(world: &World, value: &InitialValue, path: &str) -> Result<Value, Error> {
    match value {
        InitialValue::Number(n) => Ok(Value::Number(*n)),
        InitialValue::List(list) => {
            let mut items = Items::default();
            for item in list {
                let id = world
                    .items
                    .iter()
                    .position(|known| known.english() == item)
                    .ok_or_else(|| {
                        Error::invalid(path, format!("the scenario has no list item “{item}”"))
                    })?;
                items.push(crate::ids::ItemId(id as u16));
            }
            Ok(Value::List(items))
        }
    }
}

/// A client as the facts so far show it.
#[derive(Clone, Default)]
struct Client {
    /// The grant it works under, its token and when that grant ends by the
    /// lock service (the recorded expiry, or the lease length).
    held: Option<(GrantId, Token, SimTime)>,
    /// When the lock service ended that grant, once it has.
    ended: Option<SimTime>,
    /// When its own clock says the lease ends.
    believed_until: SimTime,
    /// Its copy of each resource: value, when read, the version it read.
    seen: Vec<Option<(Value, SimTime, u32)>>,
    /// Resources its current hold has written.
    wrote: Vec<bool>,
    /// When it froze, while it is frozen.
    paused_at: Option<SimTime>,
    /// Which of its plan's side effects comes next.
    effects_done: usize,
    /// The request it has sent over a slow link and when, until its
    /// answer comes back or the link loses it.
    in_flight: Option<(Request, SimTime)>,
    /// Whether the answer to its last write was lost, so that a write it
    /// sends next is that write again.
    unanswered: bool,
    /// When the cut that lost its request as it left heals, while its
    /// resends are lost in it too.
    lost_until: Option<SimTime>,
}

/// A resource as the facts so far show it.
#[derive(Clone)]
struct Resource {
    version: u32,
    highest: Option<Token>,
    /// The newest grant that wrote here: its id, client and token.
    newest: Option<(GrantId, ClientId, Token)>,
    last_writer: Option<(ClientId, Standing)>,
    value: Value,
}

/// Where a fact stands: among all the facts, at which index, and the
/// path an error about it names.
#[derive(Clone, Copy)]
struct Place<'f> {
    facts: &'f [FactSpec],
    i: usize,
    path: &'f str,
}

struct Judge<'w> {
    world: &'w World,
    now: SimTime,
    clients: Vec<Client>,
    resources: Vec<Resource>,
    grants: u32,
    /// The live lease, if any: whose and its grant.
    live: Option<(ClientId, GrantId)>,
    restarts: usize,
    failovers: usize,
}

impl<'w> Judge<'w> {
    fn new(world: &'w World) -> Judge<'w> {
        let n = world.resources.len();
        Judge {
            world,
            now: SimTime(0),
            clients: vec![
                Client {
                    seen: vec![None; n],
                    wrote: vec![false; n],
                    ..Client::default()
                };
                world.clients.len()
            ],
            resources: world
                .resources
                .iter()
                .map(|r| Resource {
                    version: 0,
                    highest: None,
                    newest: None,
                    last_writer: None,
                    value: r.initial.clone(),
                })
                .collect(),
            grants: 0,
            live: None,
            restarts: 0,
            failovers: 0,
        }
    }

    /// The event a fact stands for, judged by the facts before it and,
    /// where the engine would know the future (when a lease ends, how
    /// long a pause lasts), by the facts after it.
    fn fact(
        &mut self,
        fact: &FactSpec,
        facts: &[FactSpec],
        i: usize,
        path: &str,
    ) -> Result<Option<EventKind>, Error> {
        let at = SimTime(fact.at_ms);
        if at < self.now {
            return Err(Error::invalid(
                format!("{path}.at_ms"),
                format!("{at} is before the fact ahead of it, at {}", self.now),
            ));
        }
        self.now = at;
        if let Some(kind) = self.service_fact(&fact.did, path)? {
            return Ok(Some(kind));
        }
        let name = fact
            .client
            .as_deref()
            .ok_or_else(|| Error::invalid(path, "this fact needs the client it is about"))?;
        let c = self.client_id(name, &format!("{path}.client"))?;
        let place = Place { facts, i, path };
        self.client_fact(c, &fact.did, place)
    }

    /// A fact about the lock service itself, which names no client; none
    /// for a fact about a client.
    fn service_fact(&mut self, did: &DidSpec, path: &str) -> Result<Option<EventKind>, Error> {
        match *did {
            DidSpec::Restarted => self.fault(path, false).map(Some),
            DidSpec::FailedOver => self.fault(path, true).map(Some),
            DidSpec::ClockJumped {
                node: Some(node),
                by_ms,
            } => {
                if usize::from(node) == 0 || usize::from(node) > self.world.lock.nodes.len() {
                    return Err(Error::invalid(
                        format!("{path}.node"),
                        format!("the scenario's lock service has no node {node}"),
                    ));
                }
                Ok(Some(EventKind::ClockJumped {
                    owner: ClockOwner::Node(node),
                    by_ms,
                }))
            }
            _ => Ok(None),
        }
    }

    /// A fact about client `c`: the lock's answers to it in `holds.rs`,
    /// what it does on its own in `acts.rs`, its writes in `writes.rs`.
    fn client_fact(
        &mut self,
        c: ClientId,
        did: &DidSpec,
        at: Place,
    ) -> Result<Option<EventKind>, Error> {
        let path = at.path;
        Ok(Some(match did {
            DidSpec::Restarted
            | DidSpec::FailedOver
            | DidSpec::ClockJumped { node: Some(_), .. } => {
                unreachable!("a fact about the lock service is judged before")
            }
            DidSpec::ClockJumped { node: None, by_ms } => EventKind::ClockJumped {
                owner: ClockOwner::Client(c),
                by_ms: *by_ms,
            },
            DidSpec::Granted {
                token,
                attempts,
                session_ended_ms,
                nodes,
            } => {
                let session_ended = session_ended_ms.map(SimTime);
                self.granted(c, Token(*token), *attempts, session_ended, nodes, at)?
            }
            DidSpec::Refused {
                session_ended_ms: Some(ended),
                free,
            } => EventKind::Refused {
                client: c,
                holder: None,
                until: SimTime(*ended),
                retry: None,
                free: free.unwrap_or(0),
                cause: RefusedFor::SessionEnded,
            },
            DidSpec::Refused {
                session_ended_ms: None,
                free,
            } => self.refused_busy(c, free.unwrap_or(0)),
            DidSpec::GaveUp { attempts } => EventKind::GaveUp {
                client: c,
                attempts: *attempts,
            },
            DidSpec::Read { resource, value: v } => {
                let r = self.resource_id(resource, &format!("{path}.resource"))?;
                let v = value(self.world, v, &format!("{path}.value"))?;
                self.read(c, r, v)
            }
            DidSpec::Checked { left_ms, ok } => EventKind::Checked {
                client: c,
                left: Millis(*left_ms),
                margin: self.margin(c),
                ok: *ok,
            },
            DidSpec::FenceChecked {
                resource,
                token,
                highest,
                ok,
            } => EventKind::FenceChecked {
                client: c,
                resource: self.resource_id(resource, &format!("{path}.resource"))?,
                token: Token(*token),
                highest: highest.map(Token),
                ok: *ok,
            },
            DidSpec::Paused => self.paused(c, at),
            DidSpec::Woke => self.woke(c),
            DidSpec::Wrote {
                resource,
                token,
                value: v,
                accepted,
                again,
            } => {
                let r = self.resource_id(resource, &format!("{path}.resource"))?;
                let v = value(self.world, v, &format!("{path}.value"))?;
                let again = again.map(|a| match a {
                    AgainSpec::Applied => Again::Applied,
                    AgainSpec::Recognised => Again::Recognised,
                });
                self.wrote(c, r, Token(*token), v, (*accepted, again), path)?
            }
            DidSpec::Sent { resource, request } => {
                let r = self.resource_id(resource, &format!("{path}.resource"))?;
                return self.sent(c, r, *request, at);
            }
            DidSpec::Answered { resource, request } => {
                let r = self.resource_id(resource, &format!("{path}.resource"))?;
                return Ok(self.answered(c, r, *request));
            }
            DidSpec::Lost { resource, leg } => {
                let r = self.resource_id(resource, &format!("{path}.resource"))?;
                return self.lost(c, r, *leg, at);
            }
            DidSpec::SideEffect => self.side_effect(c, path)?,
            DidSpec::Renewed => self.renewed(c, at)?,
            DidSpec::RenewRefused => EventKind::RenewRefused {
                client: c,
                ended: self.clients[c.index()].ended.unwrap_or(self.now),
            },
            DidSpec::Released => self.released(c, path)?,
            DidSpec::Expired => self.expired(c, at)?,
        }))
    }

    /// The lock service forgets the live lease and, after a restart that
    /// loses its counter or a failover to a replica behind, where its
    /// tokens had got to. The scenario's next fault of that kind says which.
    fn fault(&mut self, path: &str, failover: bool) -> Result<EventKind, Error> {
        let fault = self
            .world
            .lock
            .faults
            .iter()
            .filter(|f| matches!(f.kind, FaultKind::Failover { .. }) == failover)
            .nth(if failover {
                self.failovers
            } else {
                self.restarts
            })
            .ok_or_else(|| {
                Error::invalid(
                    path,
                    if failover {
                        "the scenario's lock service never fails over"
                    } else {
                        "the scenario's lock service never restarts"
                    },
                )
            })?;
        if failover {
            self.failovers += 1;
        } else {
            self.restarts += 1;
        }
        // A restart forgets every live lease; a failover only those among
        // the latest `behind` grants, which never reached the replica.
        let first_forgotten = match fault.kind {
            FaultKind::Failover { behind } => self.grants.saturating_sub(behind),
            FaultKind::Restart { .. } => 0,
        };
        let forgets = self.live.is_some_and(|(_, g)| g.0 >= first_forgotten);
        let forgot = self.live.take_if(|_| forgets).map(|(c, _)| {
            let state = &mut self.clients[c.index()];
            state.ended = Some(self.now);
            let token = state.held.map_or(Token(0), |(_, t, _)| t);
            (c, token)
        });
        let highest = self
            .clients
            .iter()
            .filter_map(|c| c.held.map(|(_, t, _)| t))
            .max()
            .unwrap_or(self.world.lock.first_token);
        let next_token = match fault.kind {
            FaultKind::Restart {
                durable_counter: false,
                reset_to,
            } => self.world.lock.restart_token(reset_to),
            // The replica's counter is `behind` grants short of the last.
            FaultKind::Failover { behind } => {
                Token((highest.0 + 1).saturating_sub(u64::from(behind)))
            }
            _ => Token(highest.0 + 1),
        };
        Ok(EventKind::Fault {
            kind: fault.kind,
            forgot,
            next_token,
        })
    }

    /// The nodes a grant names, each with when its lease there ends; as
    /// the engine's, only the nodes whose lease outlasts the grant's moment.
    fn node_ends(&self, nodes: &[NodeSpec], path: &str) -> Result<Vec<(u16, SimTime)>, Error> {
        let count = self.world.lock.nodes.len();
        let mut ends = Vec::with_capacity(nodes.len());
        for (i, n) in nodes.iter().enumerate() {
            if n.node == 0 || usize::from(n.node) > count {
                return Err(Error::invalid(
                    format!("{path}[{i}].node"),
                    format!("the scenario's lock service has no node {}", n.node),
                ));
            }
            if n.until_ms > self.now.ms() {
                ends.push((n.node, SimTime(n.until_ms)));
            }
        }
        Ok(ends)
    }

    fn is_live(&self, c: ClientId) -> bool {
        self.live.is_some_and(|(h, _)| h == c)
    }
}
