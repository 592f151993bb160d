//! What a client does when its task fires: wake up, retry, or take its next step.

use super::{emit, remaining, Engine, Held, Lease, Observer, Phase, Task};
use crate::compile::MAX_ATTEMPTS;
use crate::event::{EventKind, Overwrote, Standing, Verdict};
use crate::ids::{ClientId, GrantId, ResourceId};
use crate::time::SimTime;
use crate::world::{Action, Guard, Retry, Value, When, World, WriteOp};

/// When a step starts, given the moment the step before it ended.
pub(super) fn start_time(when: When, previous_end: SimTime) -> SimTime {
    match when {
        When::At(t) => t.max(previous_end),
        When::After(d) => previous_end + d,
    }
}

impl Engine {
    pub(super) fn client_due<O: Observer>(&mut self, world: &World, c: ClientId, obs: &mut O) {
        let now = self.now;
        match self.clients[c.index()].phase {
            Phase::Done => {}
            Phase::Paused(since) => {
                let held = self.clients[c.index()].held;
                let ended = held.and_then(|h| h.ended).filter(|&t| t <= now);
                let lease_live = held.is_some_and(|h| self.live_lease(h.grant).is_some());
                let believes = self.clients[c.index()].believes;
                emit(obs, now, || EventKind::Woke {
                    client: c,
                    length: now.since(since),
                    lease_ended: ended,
                    lease_live,
                    believes,
                });
                self.clients[c.index()].phase = Phase::Ready;
                self.finish_step(world, c);
            }
            Phase::Retrying(retry) => self.acquire(world, c, Some(retry), obs),
            Phase::Ready => {
                let step = world.clients[c.index()].plan[self.clients[c.index()].next];
                self.run_action(world, c, step.action, obs);
            }
        }
    }

    fn run_action<O: Observer>(&mut self, world: &World, c: ClientId, action: Action, obs: &mut O) {
        let now = self.now;
        match action {
            Action::Acquire(retry) => {
                self.clients[c.index()].attempts = 0;
                self.acquire(world, c, retry, obs);
            }
            Action::Read(r) => {
                let holder = self.clients[c.index()]
                    .held
                    .is_some_and(|h| self.live_lease(h.grant).is_some());
                let resource = &mut self.resources[r.index()];
                if holder {
                    // A holder that reads late writes builds on them: from
                    // now on they count.
                    if let Some(pending) = resource.pending.take() {
                        resource.expected = pending;
                    }
                }
                let state = &mut self.clients[c.index()];
                state.copies[r.index()].assign(&resource.value);
                state.copied_at[r.index()] = now;
                emit(obs, now, || EventKind::Read {
                    client: c,
                    resource: r,
                    value: self.resources[r.index()].value.clone(),
                    holder,
                });
                self.finish_step(world, c);
            }
            Action::CheckLease(margin) => {
                let local = self.local_now(c);
                let left = self.clients[c.index()]
                    .held
                    .map_or(crate::time::Millis(0), |h| remaining(h.local_until, local));
                let ok = left > margin;
                emit(obs, now, || EventKind::Checked {
                    client: c,
                    left,
                    margin,
                    ok,
                });
                if ok {
                    self.finish_step(world, c);
                } else {
                    self.stop(c);
                }
            }
            Action::Pause(length) if length.0 == 0 => {
                // A pause of no time is no pause: nothing to tell or draw.
                self.finish_step(world, c);
            }
            Action::Pause(length) => {
                emit(obs, now, || EventKind::Paused { client: c, length });
                self.clients[c.index()].phase = Phase::Paused(now);
                self.agenda.push(now + length, Task::Client(c));
            }
            Action::Write(r, op) => self.write(world, c, r, op, obs),
            Action::Renew => self.renew(world, c, obs),
            Action::Release => {
                let local = self.local_now(c);
                let state = &mut self.clients[c.index()];
                let believed = std::mem::replace(&mut state.believes, false);
                if let Some(held) = &mut state.held {
                    // The client knows its lease is over once it lets go.
                    held.local_until = held.local_until.min(local);
                }
                if let Some(held) = state.held {
                    let live = self.live_lease(held.grant);
                    if let Some(lease) = live {
                        self.lock.lease = None;
                        self.end_lease(lease);
                    }
                    emit(obs, now, || EventKind::Released {
                        client: c,
                        token: held.token,
                        was_live: live.is_some(),
                        believed,
                    });
                }
                self.finish_step(world, c);
            }
        }
    }

    /// One attempt to take the lock: granted if no other lease is live.
    fn acquire<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        retry: Option<Retry>,
        obs: &mut O,
    ) {
        let now = self.now;
        self.clients[c.index()].attempts += 1;
        let attempts = self.clients[c.index()].attempts;
        if let Some(holder) = self.lock.lease.filter(|l| now < l.until) {
            // Ask again only if the next attempt falls before the deadline,
            // and never more than the loader's cap, so every run ends.
            let again =
                retry.filter(|r| now + r.every <= r.until && attempts < MAX_ATTEMPTS as u32);
            if attempts == 1 {
                emit(obs, now, || EventKind::Refused {
                    client: c,
                    holder: holder.client,
                    until: holder.until,
                    retry: again,
                });
            }
            match again {
                Some(r) => {
                    self.clients[c.index()].phase = Phase::Retrying(r);
                    self.agenda.push(now + r.every, Task::Client(c));
                }
                None => {
                    if attempts > 1 {
                        emit(obs, now, || EventKind::GaveUp {
                            client: c,
                            attempts,
                        });
                    }
                    self.stop(c);
                }
            }
            return;
        }
        let token = self.lock.next_token;
        self.lock.next_token.0 = token.0.saturating_add(1);
        let grant = GrantId(self.lock.grants);
        self.lock.grants += 1;
        let until = now + world.lock.lease;
        self.lock.lease = Some(Lease {
            client: c,
            token,
            grant,
            until,
        });
        self.agenda.push(until, Task::Expire(grant));
        let local_until = self.local_now(c) + world.lock.lease;
        self.clients[c.index()].held = Some(Held {
            token,
            grant,
            local_until,
            ended: None,
        });
        self.clients[c.index()].phase = Phase::Ready;
        self.clients[c.index()].believes = true;
        emit(obs, now, || EventKind::Granted {
            client: c,
            token,
            until,
            attempts,
        });
        self.finish_step(world, c);
    }

    fn renew<O: Observer>(&mut self, world: &World, c: ClientId, obs: &mut O) {
        let now = self.now;
        let Some(held) = self.clients[c.index()].held else {
            self.stop(c);
            return;
        };
        match self.live_lease(held.grant) {
            Some(mut lease) => {
                lease.until = now + world.lock.lease;
                self.lock.lease = Some(lease);
                self.agenda.push(lease.until, Task::Expire(lease.grant));
                let local_until = self.local_now(c) + world.lock.lease;
                if let Some(h) = &mut self.clients[c.index()].held {
                    h.local_until = local_until;
                }
                emit(obs, now, || EventKind::Renewed {
                    client: c,
                    token: held.token,
                    until: lease.until,
                });
                self.finish_step(world, c);
            }
            None => {
                emit(obs, now, || EventKind::RenewRefused {
                    client: c,
                    ended: held.ended.unwrap_or(now),
                });
                self.stop(c);
            }
        }
    }

    /// A write arrives at a resource, which applies its guard; the lock
    /// service's view of the writer decides whether the write counts.
    fn write<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        r: ResourceId,
        op: WriteOp,
        obs: &mut O,
    ) {
        let now = self.now;
        let Some(held) = self.clients[c.index()].held else {
            // Compilation puts an acquire before every write, and a refused
            // acquire ends the plan, so a write always has a grant.
            self.stop(c);
            return;
        };
        let standing = self.standing(held, r);
        let resource = &mut self.resources[r.index()];
        let verdict = match (world.resources[r.index()].guard, resource.highest) {
            (Guard::Fencing, Some(highest)) if held.token < highest => Verdict::Refused { highest },
            _ => Verdict::Accepted,
        };
        let state = &self.clients[c.index()];
        let copy = &state.copies[r.index()];
        let read_at = op.reads_copy().then(|| state.copied_at[r.index()]);
        // A read-modify-write that replaces a value other than the one it was
        // computed from has overwritten a change its writer never saw.
        let missed = if read_at.is_some() && resource.value != *copy {
            resource
                .last_writer
                .map(|(client, late)| Overwrote { client, late })
        } else {
            None
        };
        let accepted = verdict == Verdict::Accepted;
        if accepted {
            apply(&mut resource.value, copy, op);
        }
        // The expected value replays each write that counts as an operation
        // on the expected value itself, so an update computed from an old
        // copy cannot hide the updates that copy missed. A holder's write
        // counts even if a guard refused it, and drops any late writes no
        // holder has built on. An accepted late write waits in `pending`
        // until a holder reads it. A stale write never counts.
        match standing {
            Standing::Holder => {
                resource.pending = None;
                apply_in_place(&mut resource.expected, op);
            }
            Standing::Late { .. } if accepted => {
                let pending = resource
                    .pending
                    .get_or_insert_with(|| resource.expected.clone());
                apply_in_place(pending, op);
            }
            Standing::Late { .. } | Standing::Stale { .. } => {}
        }
        if accepted {
            resource.highest = Some(resource.highest.map_or(held.token, |h| h.max(held.token)));
            resource.last_writer = Some((c, standing.is_late()));
            if resource.newest.is_none_or(|(g, _, _)| held.grant > g) {
                resource.newest = Some((held.grant, c, held.token));
            }
        }
        let tally = &mut self.tally;
        match (accepted, standing) {
            (true, Standing::Stale { .. }) => tally.stale_accepted += 1,
            (false, Standing::Stale { .. }) => tally.stale_refused += 1,
            _ => {}
        }
        if accepted {
            tally.accepted += 1;
            if standing.is_late() {
                tally.late_accepted += 1;
            }
        } else {
            tally.refused += 1;
        }
        emit(obs, now, || {
            let mut value = Value::Number(0);
            apply(&mut value, &self.clients[c.index()].copies[r.index()], op);
            EventKind::Wrote {
                client: c,
                resource: r,
                token: held.token,
                value,
                verdict,
                standing,
                read_at,
                missed,
            }
        });
        if accepted {
            // The client knows what it just wrote: its copy is that value now.
            let resource = &self.resources[r.index()];
            let state = &mut self.clients[c.index()];
            state.copies[r.index()].assign(&resource.value);
            state.copied_at[r.index()] = now;
            self.finish_step(world, c);
        } else {
            // A refusal tells the client it has lost the lock: it stops.
            self.stop(c);
        }
    }

    /// Judges a write by the lock service's view at the moment it arrives.
    fn standing(&self, held: Held, r: ResourceId) -> Standing {
        if self.live_lease(held.grant).is_some() {
            return Standing::Holder;
        }
        let ended = held.ended.unwrap_or(self.now);
        match self.resources[r.index()].newest {
            Some((grant, newer, newer_token)) if newer_grant(grant, held.grant) => {
                Standing::Stale {
                    ended,
                    newer,
                    newer_token,
                }
            }
            _ => Standing::Late { ended },
        }
    }

    /// Moves past the current step and schedules the next one, or ends the plan.
    fn finish_step(&mut self, world: &World, c: ClientId) {
        let state = &mut self.clients[c.index()];
        state.next += 1;
        match world.clients[c.index()].plan.get(state.next) {
            Some(step) => {
                let at = start_time(step.when, self.now);
                self.agenda.push(at, Task::Client(c));
            }
            None => self.stop(c),
        }
    }

    /// Ends the client's plan: it has finished, or learned it lost the lock.
    fn stop(&mut self, c: ClientId) {
        let state = &mut self.clients[c.index()];
        state.believes = false;
        if state.phase != Phase::Done {
            state.phase = Phase::Done;
            self.active -= 1;
        }
    }
}

fn newer_grant(accepted: GrantId, writer: GrantId) -> bool {
    accepted > writer
}

/// Applies a write's operation to `target` itself, as if the writer had read
/// `target` at the moment of writing.
fn apply_in_place(target: &mut Value, op: WriteOp) {
    match (op, target) {
        (WriteOp::Set(n), target) => *target = Value::Number(n),
        (WriteOp::Add(n), Value::Number(base)) => *base = base.saturating_add(n),
        (WriteOp::Append(item), Value::List(list)) => list.push(item),
        (WriteOp::Add(_), Value::List(_)) | (WriteOp::Append(_), Value::Number(_)) => {}
    }
}

/// Computes what a write sends from the client's copy, into `target`.
fn apply(target: &mut Value, copy: &Value, op: WriteOp) {
    match (op, copy) {
        (WriteOp::Set(n), _) => *target = Value::Number(n),
        (WriteOp::Add(n), Value::Number(base)) => *target = Value::Number(base.saturating_add(n)),
        (WriteOp::Append(item), Value::List(_)) => {
            target.assign(copy);
            if let Value::List(list) = target {
                list.push(item);
            }
        }
        // Compilation matches each op to its resource's kind of value.
        (WriteOp::Add(_), Value::List(_)) | (WriteOp::Append(_), Value::Number(_)) => {}
    }
}
