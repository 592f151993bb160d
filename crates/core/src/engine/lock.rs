//! The lock service: one node or several, each granting leases by its own
//! clock; a client holds the lock while a majority of nodes hold its lease.

use super::{emit, Engine, Held, Lease, Next, NodeLease, Observer, Phase};
use crate::compile::checks::MAX_ATTEMPTS;
use crate::event::{EventKind, RefusedFor};
use crate::ids::{ClientId, GrantId, Token};
use crate::spec::LeaseFrom;
use crate::time::SimTime;
use crate::world::{FaultKind, Retry, World};

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

    /// The moment, by the client's own clock, from which it counts a lease
    /// whose answer reaches it at `reply_at`.
    #[inline]
    fn lease_start(&self, world: &World, c: ClientId, reply_at: SimTime) -> SimTime {
        let client = &world.clients[c.index()];
        let from = match client.lease_from {
            LeaseFrom::Grant => reply_at,
            LeaseFrom::Request => self.clients[c.index()]
                .in_flight
                .map_or(self.now, |(_, t)| t),
        };
        client.clock.read(from)
    }

    /// Until when a lock-delay holds the lock back: the end of a lease that
    /// ran out without a release, plus the delay. A lease that ran out with
    /// no timer to clear it is still in `live`, so it counts here too.
    #[inline]
    pub(super) fn held_back(&self, world: &World) -> SimTime {
        let delay = world.lock.lock_delay;
        if delay.is_zero() {
            return SimTime::ZERO;
        }
        let ended = self.lock.live.map(|l| l.until);
        let ran_out = ended.max(self.lock.unreleased.map(|(at, _)| at));
        ran_out.map_or(SimTime::ZERO, |at| at + delay)
    }

    /// Where a lock of several nodes holds `grant`: each such node, from 1,
    /// and when its lease there ends. Empty for a single node, whose lease
    /// is the lock's. Only events carry it, so a quiet run never builds it.
    fn node_ends(&self, grant: GrantId) -> Vec<(u16, SimTime)> {
        if self.lock.nodes.len() < 2 {
            return Vec::new();
        }
        let now = self.now;
        let held = self.lock.nodes.iter().enumerate();
        held.filter_map(|(n, l)| {
            l.filter(|l| l.grant == grant && now < l.until)
                .map(|l| (n as u16 + 1, l.until))
        })
        .collect()
    }

    /// When node `n`'s clock, read now, will have counted a whole lease.
    #[inline]
    fn node_until(&self, world: &World, n: usize) -> SimTime {
        let clock = &world.lock.nodes[n];
        clock.reaches(clock.read(self.now) + world.lock.lease, self.now)
    }

    /// When fewer than a majority of nodes will hold `grant`: the latest
    /// moment a majority still agrees.
    #[inline]
    fn quorum_until(&self, world: &World, grant: GrantId) -> SimTime {
        if let [single] = self.lock.nodes.as_slice() {
            // One node is its own majority; the common case, kept cheap.
            return single
                .filter(|l| l.grant == grant && self.now < l.until)
                .map_or(self.now, |l| l.until);
        }
        let mut ends: [SimTime; crate::compile::checks::MAX_NODES as usize] =
            [SimTime::ZERO; crate::compile::checks::MAX_NODES as usize];
        let mut count = 0;
        for lease in self.lock.nodes.iter().flatten() {
            if lease.grant == grant && self.now < lease.until {
                ends[count] = lease.until;
                count += 1;
            }
        }
        let quorum = world.lock.quorum();
        if count < quorum {
            return self.now;
        }
        let ends = &mut ends[..count];
        ends.sort_unstable_by(|a, b| b.cmp(a));
        ends[quorum - 1]
    }

    pub(super) fn renew<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        reply_at: SimTime,
        obs: &mut O,
    ) -> Next {
        let now = self.now;
        let Some(held) = self.clients[c.index()].held else {
            return Next::Stop;
        };
        let Some(mut lease) = self.live_lease(held.grant) else {
            emit(obs, now, || EventKind::RenewRefused {
                client: c,
                ended: held.ended.unwrap_or(now),
            });
            return Next::Stop;
        };
        for n in 0..self.lock.nodes.len() {
            if self.lock.nodes[n].is_some_and(|l| l.grant == held.grant && now < l.until) {
                let until = self.node_until(world, n);
                if let Some(l) = &mut self.lock.nodes[n] {
                    l.until = until;
                }
                self.lease_timer::<O>(until, held.grant, n as u16);
            }
        }
        lease.until = self.quorum_until(world, held.grant);
        self.lock.live = Some(lease);
        let local_until = self.lease_start(world, c, reply_at) + world.lock.lease;
        if let Some(h) = &mut self.clients[c.index()].held {
            h.local_until = local_until;
        }
        emit(obs, now, || EventKind::Renewed {
            client: c,
            token: held.token,
            until: lease.until,
            node_ends: self.node_ends(held.grant),
        });
        Next::Continue
    }

    /// The lock service takes the lock back, if the client's lease is live.
    pub(super) fn release<O: Observer>(&mut self, world: &World, c: ClientId, obs: &mut O) -> Next {
        let now = self.now;
        let local = self.local_now(world, c);
        let state = &mut self.clients[c.index()];
        let believed = std::mem::replace(&mut state.believes, false);
        if let Some(held) = &mut state.held {
            // The client knows its lease is over once it lets go.
            held.local_until = held.local_until.min(local);
        }
        if let Some(held) = state.held {
            let live = self.live_lease(held.grant);
            for node in &mut self.lock.nodes {
                if node.is_some_and(|l| l.grant == held.grant) {
                    *node = None;
                }
            }
            // A release that does not check whose lock it is removes the
            // lock another client holds now, as a plain `DEL` would.
            let removed = match live {
                Some(_) => None,
                None if world.lock.release_checks_holder => None,
                None => self.lock.live.filter(|l| now < l.until),
            };
            for lease in live.iter().chain(&removed) {
                for node in &mut self.lock.nodes {
                    if node.is_some_and(|l| l.grant == lease.grant) {
                        *node = None;
                    }
                }
                self.lock.live = None;
                self.end_lease(*lease);
            }
            self.lock_changed(Some(c));
            emit(obs, now, || EventKind::Released {
                client: c,
                token: held.token,
                was_live: live.is_some(),
                believed,
                removed: removed.map(|l| l.client),
            });
        }
        Next::Continue
    }

    /// A node's lease timer fires; the lock is lost once a majority is gone.
    pub(super) fn expire<O: Observer>(&mut self, grant: GrantId, node: u16, obs: &mut O) {
        let n = usize::from(node);
        let Some(lease) = self.lock.nodes[n] else {
            return;
        };
        if lease.grant != grant || lease.until != self.now {
            // Renewed, released or forgotten since this timer was set.
            return;
        }
        self.lock.nodes[n] = None;
        self.lock_changed(None);
        let Some(live) = self.lock.live.filter(|l| l.grant == grant) else {
            return;
        };
        if self.now < live.until {
            return;
        }
        self.lock.live = None;
        // Ran out without a release: a lock-delay counts from here.
        self.lock.unreleased = Some((live.until, live.client));
        self.end_lease(live);
        let unaware = self.clients[live.client.index()].believes;
        emit(obs, self.now, || EventKind::Expired {
            client: live.client,
            token: live.token,
            unaware,
        });
    }

    /// A restart or a failover of the lock service.
    pub(super) fn fault<O: Observer>(&mut self, world: &World, i: usize, obs: &mut O) {
        let kind = world.lock.faults[i].kind;
        // The grants the service no longer knows of: all live ones after a
        // restart, the latest `behind` after a failover.
        let first_forgotten = match kind {
            FaultKind::Restart {
                durable_counter,
                reset_to,
            } => {
                if !durable_counter {
                    self.lock.next_token = world.lock.restart_token(reset_to);
                }
                0
            }
            FaultKind::Failover { behind } => {
                self.lock.next_token =
                    Token(self.lock.next_token.0.saturating_sub(u64::from(behind)));
                self.lock.grants.saturating_sub(behind)
            }
        };
        for node in &mut self.lock.nodes {
            if node.is_some_and(|l| l.grant.0 >= first_forgotten) {
                *node = None;
            }
        }
        let forgot = self
            .lock
            .live
            .filter(|l| self.now < l.until && l.grant.0 >= first_forgotten);
        if let Some(lease) = forgot {
            self.lock.live = None;
            self.end_lease(lease);
        }
        self.lock_changed(None);
        let next_token = self.lock.next_token;
        emit(obs, self.now, || EventKind::Fault {
            kind,
            forgot: forgot.map(|l| (l.client, l.token)),
            next_token,
        });
    }
}
