//! What a client does when its task fires: wake up, retry, take in an
//! answer, or take its next step.

use super::{emit, remaining, Engine, Observer, Phase, Task};
use crate::event::EventKind;
use crate::ids::{ClientId, EffectId, ResourceId};
use crate::time::{Millis, SimTime};
use crate::world::{Action, When, World};

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
            Phase::Done | Phase::InFlight => {}
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
            Phase::Replying(next) => self.apply(world, c, next),
            Phase::Ready => {
                let step = world.clients[c.index()].plan[self.clients[c.index()].next];
                self.run_action(world, c, step.action, obs);
            }
        }
    }

    fn run_action<O: Observer>(&mut self, world: &World, c: ClientId, action: Action, obs: &mut O) {
        let now = self.now;
        match action {
            Action::Acquire(_) => {
                self.clients[c.index()].attempts = 0;
                self.request(world, c, action, obs);
            }
            Action::Read(_) | Action::Write(..) | Action::Renew | Action::Release => {
                self.request(world, c, action, obs)
            }
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
            Action::Effect(effect, uses) => self.side_effect(world, c, effect, uses, obs),
        }
    }

    /// An act no resource sees: it happens whatever the lease says.
    fn side_effect<O: Observer>(
        &mut self,
        world: &World,
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
                    (
                        r,
                        state.copies[r.index()].clone(),
                        state.copied_at[r.index()],
                    )
                }),
                live,
                ended: held.and_then(|h| h.ended),
            }
        });
        self.finish_step(world, c);
    }

    /// Moves past the current step and schedules the next one, or ends the plan.
    #[inline]
    pub(super) fn finish_step(&mut self, world: &World, c: ClientId) {
        let next = self.clients[c.index()].next + 1;
        self.schedule_from(world, c, next, self.now);
    }

    /// Schedules the first step at or after `index` that is not skipped,
    /// or ends the plan if there is none.
    #[inline]
    pub(super) fn schedule_from(
        &mut self,
        world: &World,
        c: ClientId,
        index: usize,
        previous_end: SimTime,
    ) {
        let plan = &world.clients[c.index()].plan;
        let found = (index..plan.len()).find(|&s| !plan[s].skip);
        match found {
            Some(s) => {
                self.clients[c.index()].next = s;
                let at = start_time(plan[s].when, previous_end);
                self.agenda.push(at, Task::Client(c));
            }
            None => self.stop(c),
        }
    }

    /// Ends the client's plan: it has finished, or learned it lost the lock.
    pub(super) fn stop(&mut self, c: ClientId) {
        let state = &mut self.clients[c.index()];
        state.believes = false;
        if state.phase != Phase::Done {
            state.phase = Phase::Done;
            self.active -= 1;
        }
    }
}
