//! The lock service's answer to one attempt to take the lock: the checks
//! that can refuse it, in the order the service makes them, then the
//! grant on one node or on each free node and the client's new hold.

use super::{emit, Engine, Held, Lease, Next, NodeLease, Observer, Phase};
use crate::compile::checks::MAX_ATTEMPTS;
use crate::event::{EventKind, RefusedFor};
use crate::ids::{ClientId, GrantId, Token};
use crate::time::SimTime;
use crate::world::{Retry, World};

/// Why an attempt cannot be granted now: the live lease, if there is one,
/// and whether a lock-delay holds the lock back; else too few nodes are
/// free for a majority.
#[derive(Clone, Copy)]
struct Busy {
    live: Option<Lease>,
    held_back: bool,
}

impl Engine {
    /// One attempt to take the lock, as it reaches the lock service: granted
    /// if no other lease is live and a majority of nodes are free.
    #[inline(always)]
    pub(super) fn acquire<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        retry: Option<Retry>,
        reply_at: SimTime,
        obs: &mut O,
    ) -> Next {
        let now = self.now;
        self.clients[c.index()].attempts += 1;
        let attempts = self.clients[c.index()].attempts;
        // One node on true time: the common lock service, counted without
        // a walk over nodes or any clock arithmetic.
        let single = match world.lock.nodes.as_slice() {
            [clock] => clock.keeps_true_time(),
            _ => false,
        };
        let free = self.free_nodes(world, c, single);
        if let Some(busy) = self.busy(world, free) {
            return self.refuse(world, c, retry, free, busy, obs);
        }
        // A waiter whose own session ran out while it waited: refused where
        // the service checks, else granted a lease that is already over.
        let session_ended = self.session_ended(world, c);
        if let Some(end) = session_ended.filter(|_| world.lock.check_waiter_lease) {
            emit(obs, now, || EventKind::Refused {
                client: c,
                holder: None,
                until: end,
                retry: None,
                free: free as u16,
                cause: RefusedFor::SessionEnded,
            });
            return Next::Stop;
        }
        let token = self.lock.next_token;
        self.lock.next_token.0 = token.0.saturating_add(1);
        let grant = GrantId(self.lock.grants);
        self.lock.grants += 1;
        let (until, granted) = if single {
            self.take_node::<O>(world, c, grant, session_ended)
        } else {
            self.take_nodes::<O>(world, c, grant, session_ended)
        };
        self.lock.live = Some(Lease {
            client: c,
            token,
            grant,
            until,
        });
        let local_until = self.start_hold(world, c, token, grant, reply_at);
        let client = &world.clients[c.index()];
        emit(obs, now, || EventKind::Granted {
            client: c,
            token,
            until,
            attempts,
            believed_until: client.clock.reaches(local_until, reply_at),
            nodes: granted,
            session_ended,
            node_ends: self.node_ends(grant),
        });
        Next::Continue
    }

    /// How many nodes the client reaches that hold no live lease.
    #[inline(always)]
    fn free_nodes(&self, world: &World, c: ClientId, single: bool) -> usize {
        let now = self.now;
        let client = &world.clients[c.index()];
        if single {
            usize::from(client.reaches_node(0) && self.lock.nodes[0].is_none_or(|l| l.until <= now))
        } else {
            self.lock
                .nodes
                .iter()
                .enumerate()
                .filter(|&(n, l)| client.reaches_node(n) && l.is_none_or(|l| l.until <= now))
                .count()
        }
    }

    /// Why an attempt with `free` nodes cannot be granted, if it cannot:
    /// a live lease, too few nodes for a majority, or a lock-delay.
    #[inline(always)]
    fn busy(&self, world: &World, free: usize) -> Option<Busy> {
        let now = self.now;
        let live = self.lock.live.filter(|l| now < l.until);
        let short = live.is_none() && free < world.lock.quorum();
        let held_back = live.is_none() && now < self.held_back(world);
        (live.is_some() || short || held_back).then_some(Busy { live, held_back })
    }

    /// A refused attempt: the first is told whom it met, and the client
    /// asks again only if the next attempt falls before its deadline, and
    /// never more than the loader's cap, so every run ends.
    #[inline(always)]
    fn refuse<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        retry: Option<Retry>,
        free: usize,
        busy: Busy,
        obs: &mut O,
    ) -> Next {
        let now = self.now;
        let attempts = self.clients[c.index()].attempts;
        let (holder, until) = self.refused_by(world, busy);
        let again = retry.filter(|r| now + r.every <= r.until && attempts < MAX_ATTEMPTS as u32);
        if attempts == 1 {
            emit(obs, now, || EventKind::Refused {
                client: c,
                holder,
                until,
                retry: again,
                free: free as u16,
                cause: if busy.held_back {
                    RefusedFor::HeldBack
                } else {
                    RefusedFor::Busy
                },
            });
        }
        match again {
            Some(r) => Next::Retry(r),
            None => {
                if attempts > 1 {
                    emit(obs, now, || EventKind::GaveUp {
                        client: c,
                        attempts,
                    });
                }
                Next::Stop
            }
        }
    }

    /// Whom a refusal names, and until when: the live lease's holder; with
    /// too few nodes free though no one holds a majority, whoever holds
    /// the first busy node, if anyone does.
    #[inline(always)]
    fn refused_by(&self, world: &World, busy: Busy) -> (Option<ClientId>, SimTime) {
        let now = self.now;
        match busy.live {
            Some(l) => (Some(l.client), l.until),
            // Held back by a lock-delay: name whose lease ran out.
            None if busy.held_back => (
                self.lock
                    .live
                    .map(|l| l.client)
                    .or(self.lock.unreleased.map(|(_, c)| c)),
                self.held_back(world),
            ),
            None => self
                .lock
                .nodes
                .iter()
                .flatten()
                .find(|l| now < l.until)
                .map_or((None, now), |l| (Some(l.client), l.until)),
        }
    }

    /// When the client's own session lease ran out, if it has by now.
    #[inline(always)]
    fn session_ended(&self, world: &World, c: ClientId) -> Option<SimTime> {
        world.clients[c.index()]
            .session
            .map(|s| self.clients[c.index()].session_from + s)
            .filter(|&end| end <= self.now)
    }

    /// A grant on the single node on true time: a whole lease, or none
    /// for a waiter whose session has ended. The lease's end and the
    /// nodes granted.
    #[inline(always)]
    fn take_node<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        grant: GrantId,
        session_ended: Option<SimTime>,
    ) -> (SimTime, u16) {
        let now = self.now;
        let until = if session_ended.is_some() {
            now
        } else {
            now + world.lock.lease
        };
        self.lock.nodes[0] = Some(NodeLease {
            client: c,
            grant,
            until,
        });
        self.lease_timer::<O>(until, grant, 0);
        (until, 1)
    }

    /// A grant on every free node the client reaches, each lease by that
    /// node's clock; the lock's lease ends when the majority's does.
    #[inline(always)]
    fn take_nodes<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        grant: GrantId,
        session_ended: Option<SimTime>,
    ) -> (SimTime, u16) {
        let now = self.now;
        let client = &world.clients[c.index()];
        let mut granted = 0u16;
        for n in 0..self.lock.nodes.len() {
            if !client.reaches_node(n) || self.lock.nodes[n].is_some_and(|l| now < l.until) {
                continue;
            }
            let until = if session_ended.is_some() {
                now
            } else {
                self.node_until(world, n)
            };
            self.lock.nodes[n] = Some(NodeLease {
                client: c,
                grant,
                until,
            });
            self.lease_timer::<O>(until, grant, n as u16);
            granted += 1;
        }
        (self.quorum_until(world, grant), granted)
    }

    /// The client learns of its grant and starts a new hold, its lease
    /// counted by its own clock; returns that lease's end.
    #[inline(always)]
    fn start_hold(
        &mut self,
        world: &World,
        c: ClientId,
        token: Token,
        grant: GrantId,
        reply_at: SimTime,
    ) -> SimTime {
        let local_until = self.lease_start(world, c, reply_at) + world.lock.lease;
        let state = &mut self.clients[c.index()];
        state.held = Some(Held {
            token,
            grant,
            local_until,
            ended: None,
        });
        state.phase = Phase::Ready;
        state.believes = true;
        state.hold += 1;
        state.overlapped = false;
        local_until
    }
}
