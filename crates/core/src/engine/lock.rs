//! The lock service: one node or several, each granting leases by its own
//! clock; a client holds the lock while a majority of nodes hold its lease.
//! `acquire.rs` answers an attempt to take it; here are renewals, releases,
//! expiries and faults, and the lease arithmetic that a grant shares.

use super::{emit, Engine, Next, Observer};
use crate::event::EventKind;
use crate::ids::{ClientId, GrantId, Token};
use crate::spec::LeaseFrom;
use crate::time::SimTime;
use crate::world::{FaultKind, World};

impl Engine {
    /// The moment, by the client's own clock, from which it counts a lease
    /// whose answer reaches it at `reply_at`.
    #[inline]
    pub(super) fn lease_start(&self, world: &World, c: ClientId, reply_at: SimTime) -> SimTime {
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
    pub(super) fn node_ends(&self, grant: GrantId) -> Vec<(u16, SimTime)> {
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
    pub(super) fn node_until(&self, world: &World, n: usize) -> SimTime {
        let clock = &world.lock.nodes[n];
        clock.reaches(clock.read(self.now) + world.lock.lease, self.now)
    }

    /// When fewer than a majority of nodes will hold `grant`: the latest
    /// moment a majority still agrees.
    #[inline]
    pub(super) fn quorum_until(&self, world: &World, grant: GrantId) -> SimTime {
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
