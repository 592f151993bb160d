//! Messages: a client's request travels to the lock service or a resource,
//! is handled there on arrival, and the answer travels back. On a network
//! where nothing takes time, all three happen in the same moment.

use super::{emit, Engine, Next, Observer, Phase, Task};
use crate::event::{EventKind, Request};
use crate::ids::ClientId;
use crate::time::{Millis, SimTime};
use crate::world::{Action, Endpoint, Leg, Partition, World};

impl Engine {
    /// Sends the request an action needs, or handles it at once if the
    /// link takes no time.
    #[inline]
    pub(super) fn request<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        action: Action,
        obs: &mut O,
    ) {
        let now = self.now;
        if self.instant {
            // Sent, handled and answered in one moment: nothing is in flight.
            let next = self.handle(world, c, action, now, obs);
            self.apply(world, c, next);
            return;
        }
        let Some((to, request)) = remote(action) else {
            return;
        };
        self.clients[c.index()].in_flight = Some((action, now));
        if let Some(cut) = world.network.cut(c, to, Leg::Request, now) {
            let resend_at = resend_at(world, now, cut);
            emit(obs, now, || EventKind::Dropped {
                leg: Leg::Request,
                client: c,
                to,
                request,
                cut_until: cut.until,
                resend_at,
            });
            self.agenda.push(resend_at, Task::Client(c));
            return;
        }
        let delay = self.delay(world, c, to);
        if delay.is_zero() {
            self.arrive(world, c, obs);
            return;
        }
        let arrives = now + delay;
        emit(obs, now, || EventKind::Sent {
            client: c,
            to,
            request,
            arrives,
        });
        self.clients[c.index()].phase = Phase::InFlight;
        self.agenda.push(arrives, Task::Arrive(c));
    }

    /// A request reaches its endpoint: it is handled, and the answer starts back.
    pub(super) fn arrive<O: Observer>(&mut self, world: &World, c: ClientId, obs: &mut O) {
        let Some((action, _)) = self.clients[c.index()].in_flight else {
            return;
        };
        let Some(to) = action.endpoint() else {
            return;
        };
        if let Some(cut) = world.network.cut(c, to, Leg::Answer, self.now) {
            self.answer_lost(world, c, action, cut, obs);
            return;
        }
        let back = self.delay(world, c, to);
        let reply_at = self.now + back;
        let next = self.handle(world, c, action, reply_at, obs);
        if back.is_zero() {
            self.apply(world, c, next);
        } else {
            self.clients[c.index()].phase = Phase::Replying(next);
            self.agenda.push(reply_at, Task::Client(c));
        }
    }

    /// A request is handled where it arrives, and the cut link loses its
    /// answer: what the resource did stands, and the client learns
    /// nothing, not even what it wrote. It sends the request again after
    /// each wait, and each resend is handled again.
    fn answer_lost<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        action: Action,
        cut: Partition,
        obs: &mut O,
    ) {
        let Some((Endpoint::Resource(r), request)) = remote(action) else {
            // Compilation allows lost answers on links to resources only.
            return;
        };
        let now = self.now;
        let known = self.clients[c.index()].seen[r.index()].clone();
        let next = self.handle(world, c, action, now, obs);
        let state = &mut self.clients[c.index()];
        state.seen[r.index()] = known;
        if matches!(action, Action::Write(..)) && next == Next::Continue {
            state.unanswered = true;
        }
        // Each resend is handled again, so none is skipped for the cut: the
        // client waits once from when it sent, as it does for any answer.
        let sent = state.in_flight.map_or(now, |(_, t)| t);
        let resend_at = (sent + world.network.resend.max(Millis(1))).max(now);
        emit(obs, now, || EventKind::Dropped {
            leg: Leg::Answer,
            client: c,
            to: Endpoint::Resource(r),
            request,
            cut_until: cut.until,
            resend_at,
        });
        self.clients[c.index()].phase = Phase::Ready;
        self.agenda.push(resend_at, Task::Client(c));
    }

    /// Does what a request asks, where it arrives. Out of line: the quiet
    /// path's run loop has its own copies of the common handlers, and all
    /// else shares these.
    #[inline(never)]
    pub(super) fn handle<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        action: Action,
        reply_at: SimTime,
        obs: &mut O,
    ) -> Next {
        match action {
            Action::Acquire(retry) => self.acquire(world, c, retry, reply_at, obs),
            Action::Renew => self.renew(world, c, reply_at, obs),
            Action::Release => self.release(world, c, obs),
            Action::Read(r) => self.read(world, c, r, obs),
            Action::CheckFence(r) => self.check_fence(c, r, obs),
            Action::Write(r, op) => self.write(world, c, r, op, obs),
            Action::CheckLease(_) | Action::Pause(_) | Action::Effect(..) => Next::Continue,
        }
    }

    /// Acts on an answer that has reached its client.
    #[inline]
    pub(super) fn apply(&mut self, world: &World, c: ClientId, next: Next) {
        self.clients[c.index()].in_flight = None;
        self.clients[c.index()].unanswered = false;
        match next {
            Next::Continue => {
                self.clients[c.index()].phase = Phase::Ready;
                self.finish_step(world, c);
            }
            Next::Stop => self.stop(c),
            Next::Retry(r) => {
                self.clients[c.index()].phase = Phase::Retrying(r);
                let at = self.next_attempt(world, c, r);
                self.agenda.push(at, Task::Client(c));
            }
        }
    }

    /// How long one message takes on a link: its delay plus a draw of jitter.
    fn delay(&mut self, world: &World, c: ClientId, to: Endpoint) -> Millis {
        let link = world.network.link(c, to);
        Millis(link.delay.0.saturating_add(self.rng.up_to(link.jitter.0)))
    }
}

/// When a client whose message a cut link lost sends it again: it hears
/// nothing back and sends again after each wait, so its first try after
/// the link heals gets through.
fn resend_at(world: &World, now: SimTime, cut: Partition) -> SimTime {
    let resend = world.network.resend.0.max(1);
    let waits = cut.until.since(now).0.div_ceil(resend).max(1);
    // More waits fit in a longer cut, never fewer.
    crate::path::rounded(i128::from(waits));
    now + Millis(waits.saturating_mul(resend))
}

/// Where an action sends its request and what it asks; nothing for an
/// action that is the client's own business.
pub(super) fn remote(action: Action) -> Option<(Endpoint, Request)> {
    let request = match action {
        Action::Acquire(_) => Request::Acquire,
        // Asking for the fence is a read, of the token beside the value.
        Action::Read(_) | Action::CheckFence(_) => Request::Read,
        Action::Write(..) => Request::Write,
        Action::Renew => Request::Renew,
        Action::Release => Request::Release,
        Action::CheckLease(_) | Action::Pause(_) | Action::Effect(..) => return None,
    };
    action.endpoint().map(|to| (to, request))
}
