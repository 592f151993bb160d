//! What a client does when its task fires: wake up, retry, take in an
//! answer, or take its next step.

use super::{emit, remaining, Engine, Next, Observer, Phase, Task};
use crate::event::EventKind;
use crate::ids::{ClientId, EffectId, ResourceId};
use crate::time::{Millis, SimTime};
use crate::world::{Action, Step, When, World};

/// When a step starts, given the moment the step before it ended.
pub(super) fn start_time(when: When, previous_end: SimTime) -> SimTime {
    match when {
        When::At(t) => t.max(previous_end),
        When::After(d) => previous_end + d,
    }
}

/// The first step at or after `index` in `plan` that is not skipped.
#[inline(always)]
pub(super) fn first_step(plan: &[Step], index: usize) -> Option<usize> {
    match plan.get(index) {
        // Most steps are not skipped: the next one is the one.
        Some(step) if !step.skip => Some(index),
        Some(_) => first_step_after(plan, index),
        None => None,
    }
}

/// [`first_step`] past a skipped step, out of line.
#[inline(never)]
fn first_step_after(plan: &[Step], skipped: usize) -> Option<usize> {
    let rest = &plan[skipped + 1..];
    rest.iter()
        .position(|step| !step.skip)
        .map(|offset| skipped + 1 + offset)
}

impl Engine {
    pub(super) fn client_due<O: Observer>(&mut self, world: &World, c: ClientId, obs: &mut O) {
        let now = self.now;
        match self.clients[c.index()].phase {
            Phase::Done | Phase::InFlight => {}
            // A request lost on a cut link is sent again, as the step runs
            // again.
            Phase::Ready => self.due_next = Some((now, c)),
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
            Phase::Retrying(retry) => self.request(world, c, Action::Acquire(Some(retry)), obs),
            Phase::Replying(next) => {
                if let Some((to, request)) = self.clients[c.index()]
                    .in_flight
                    .and_then(|(action, _)| super::net::remote(action))
                {
                    emit(obs, now, || EventKind::Answered {
                        client: c,
                        from: to,
                        request,
                    });
                }
                self.apply(world, c, next)
            }
        }
    }

    /// Runs the client's next step.
    #[inline(always)]
    pub(super) fn run_step<O: Observer>(&mut self, world: &World, c: ClientId, obs: &mut O) {
        let step = world.clients[c.index()].plan[self.clients[c.index()].next];
        // Every step that goes on at once meets here, so the way to the next
        // step is laid out once.
        let then = self.run_action(world, c, step.action, obs);
        // An action over at once had nothing in flight, so an answer needs
        // no `apply` but to go on or to stop.
        debug_assert!(then.is_none() || self.clients[c.index()].in_flight.is_none());
        match then {
            // The client is still ready: on to its next step.
            Some(Next::Continue) => self.next_step(world, c),
            Some(Next::Stop) => self.stop(c),
            Some(next) => self.apply(world, c, next),
            None => {}
        }
    }

    /// Does a step's action. Returns what the client does next if the
    /// action is over at once; `None` if it waits (a pause, a request on
    /// the network) or has stopped.
    #[inline(always)]
    fn run_action<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        action: Action,
        obs: &mut O,
    ) -> Option<Next> {
        let now = self.now;
        // Each request is handled right here when the network takes no
        // time, so the common case dispatches on the action once.
        match action {
            Action::Acquire(retry) => {
                self.clients[c.index()].attempts = 0;
                self.clients[c.index()].session_from = now;
                self.exchange(world, c, action, obs, |engine, obs| {
                    engine.acquire(world, c, retry, now, obs)
                })
            }
            Action::Read(r) => self.exchange(world, c, action, obs, |engine, obs| {
                engine.read(world, c, r, obs)
            }),
            Action::CheckFence(r) => self.exchange(world, c, action, obs, |engine, obs| {
                engine.check_fence(c, r, obs)
            }),
            Action::Write(r, op) => self.exchange(world, c, action, obs, |engine, obs| {
                engine.write(world, c, r, op, obs)
            }),
            Action::Renew => self.exchange(world, c, action, obs, |engine, obs| {
                engine.renew(world, c, now, obs)
            }),
            Action::Release => self.exchange(world, c, action, obs, |engine, obs| {
                engine.release(world, c, obs)
            }),
            Action::CheckLease(margin) => {
                let local = self.local_now(world, c);
                let left = self.clients[c.index()]
                    .held
                    .map_or(Millis(0), |h| remaining(h.local_until, local));
                let ok = left > margin;
                emit(obs, now, || EventKind::Checked {
                    client: c,
                    left,
                    margin,
                    ok,
                });
                if ok {
                    Some(Next::Continue)
                } else {
                    self.stop(c);
                    None
                }
            }
            // A pause of no time is no pause: nothing to tell or draw.
            Action::Pause(length) if length.is_zero() => Some(Next::Continue),
            Action::Pause(length) => {
                emit(obs, now, || EventKind::Paused { client: c, length });
                if !self.skip_wake_up::<O>(world, c, now + length) {
                    self.clients[c.index()].phase = Phase::Paused(now);
                    self.agenda.push(now + length, Task::Client(c));
                }
                None
            }
            Action::Effect(effect, uses) => {
                self.side_effect(c, effect, uses, obs);
                Some(Next::Continue)
            }
        }
    }

    /// Sends an action's request, or on an instant network handles it and
    /// says what the client does next, in the same moment.
    ///
    /// The quiet path handles it with `here`, inlined into its run loop,
    /// which a sweep runs most; the recording path calls `handle`, so the
    /// handlers are not copied once more, into the wasm too.
    #[inline(always)]
    fn exchange<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        action: Action,
        obs: &mut O,
        here: impl FnOnce(&mut Engine, &mut O) -> Next,
    ) -> Option<Next> {
        if !self.instant {
            self.request(world, c, action, obs);
            None
        } else if O::RECORDS {
            Some(self.handle(world, c, action, self.now, obs))
        } else {
            Some(here(self, obs))
        }
    }

    /// An act no resource sees: it happens whatever the lease says.
    fn side_effect<O: Observer>(
        &mut self,
        c: ClientId,
        effect: EffectId,
        uses: Option<ResourceId>,
        obs: &mut O,
    ) {
        let held = self.clients[c.index()].held;
        let live = held.is_some_and(|h| self.live_lease(h.grant).is_some());
        self.tally.effects += 1;
        if !live {
            self.tally.late_effects += 1;
            self.overlap(c);
        }
        emit(obs, self.now, || {
            let state = &self.clients[c.index()];
            EventKind::SideEffect {
                client: c,
                effect,
                uses: uses.map(|r| {
                    let seen = &state.seen[r.index()];
                    (r, seen.value.clone(), seen.at)
                }),
                live,
                ended: held.and_then(|h| h.ended),
            }
        });
    }

    /// Moves past the current step and schedules the next one, or ends the
    /// plan: [`Engine::next_step`] for the rarer callers, out of line.
    #[inline(never)]
    pub(super) fn finish_step(&mut self, world: &World, c: ClientId) {
        self.next_step(world, c);
    }

    /// Moves past the current step and schedules the next one, or ends the
    /// plan; inlined where a step ends at once, the common case.
    #[inline(always)]
    fn next_step(&mut self, world: &World, c: ClientId) {
        let index = self.clients[c.index()].next + 1;
        match self.first_step(world, c, index) {
            Some(s) => {
                self.clients[c.index()].next = s;
                let at = start_time(world.clients[c.index()].plan[s].when, self.now);
                self.schedule_step(at, c);
            }
            None => self.stop(c),
        }
    }

    /// Schedules the client's next step for `at`. If nothing on the agenda
    /// comes before it, the agenda would hand it out next: it runs as soon
    /// as the current task is done instead.
    #[inline(always)]
    pub(super) fn schedule_step(&mut self, at: SimTime, c: ClientId) {
        if !self.every_task && self.agenda.would_be_next(at, c) {
            debug_assert!(self.due_next.is_none());
            self.due_next = Some((at, c));
        } else {
            self.agenda.push(at, Task::Step(c));
        }
    }

    /// The first step at or after `index` in the client's plan that is not
    /// skipped.
    #[inline(always)]
    pub(super) fn first_step(&self, world: &World, c: ClientId, index: usize) -> Option<usize> {
        first_step(&world.clients[c.index()].plan, index)
    }

    /// Ends the client's plan: it has finished, or learned it lost the lock.
    pub(super) fn stop(&mut self, c: ClientId) {
        if self.clients[c.index()].end() {
            self.active -= 1;
        }
    }
}

impl Engine {
    /// Puts every client's first step on the agenda, at its start; a
    /// client with no step to take has ended before the run begins.
    pub(super) fn schedule_first_steps(&mut self, world: &World) {
        self.active = world.clients.len();
        for (c, state) in self.clients.iter_mut().enumerate() {
            let client = ClientId(c as u16);
            let plan = &world.clients[c].plan;
            match first_step(plan, 0) {
                Some(s) => {
                    state.next = s;
                    let at = start_time(plan[s].when, SimTime::ZERO);
                    self.agenda.set_client(client, at, Task::Step(client));
                }
                None => {
                    self.agenda.clear_client(client);
                    if state.end() {
                        self.active -= 1;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::first_step;
    use crate::time::Millis;
    use crate::world::{Action, Step, When};

    #[test]
    fn the_first_step_not_skipped_is_found_past_any_run_of_skipped_ones() {
        for pattern in 0u32..(1 << 5) {
            let plan: Vec<Step> = (0..5)
                .map(|i| Step {
                    when: When::After(Millis(0)),
                    action: Action::Pause(Millis(0)),
                    skip: pattern & (1 << i) != 0,
                })
                .collect();
            for index in 0..=plan.len() + 1 {
                let plain = (index..plan.len()).find(|&i| !plan[i].skip);
                assert_eq!(
                    first_step(&plan, index),
                    plain,
                    "{pattern:05b} from {index}"
                );
            }
        }
    }
}
