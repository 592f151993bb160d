//! The engine: the lock service, the resources and the clients, moved from
//! one due task to the next.
//!
//! It is written once and run two ways: recording every [`Event`] for the
//! page and the CLI, or recording nothing for sweeps that only need the
//! [`Tally`] and the final values. The `Observer` type parameter picks the
//! way at compile time, so the quiet path builds no events at all.

mod agenda;
mod step;

use crate::event::Event;
use crate::ids::{ClientId, GrantId, Token};
use crate::time::{Millis, SimTime};
use crate::world::{Retry, Value, World};
use agenda::{Agenda, Task};

/// Receives events as they happen. `RECORDS` lets the engine skip building
/// an event when nobody will read it.
pub(crate) trait Observer {
    const RECORDS: bool;
    fn record(&mut self, event: Event);
}

/// Keeps nothing: the fast path.
pub(crate) struct Quiet;

impl Observer for Quiet {
    const RECORDS: bool = false;
    fn record(&mut self, _event: Event) {}
}

impl Observer for Vec<Event> {
    const RECORDS: bool = true;
    fn record(&mut self, event: Event) {
        self.push(event);
    }
}

/// Counts of what happened to writes, kept as the run goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Writes applied although a later holder had already written there.
    pub stale_accepted: u32,
    /// Stale writes a guard refused.
    pub stale_refused: u32,
    /// Writes applied after the writer's lease ended, stale or not.
    pub late_accepted: u32,
    /// All writes applied.
    pub accepted: u32,
    /// All writes refused.
    pub refused: u32,
}

/// The state of one run. Buffers are kept across [`Engine::reset`] so that
/// running the same world again allocates nothing.
#[derive(Clone, Debug, Default)]
pub(crate) struct Engine {
    now: SimTime,
    agenda: Agenda,
    lock: LockState,
    resources: Vec<ResourceState>,
    clients: Vec<ClientState>,
    tally: Tally,
    /// Clients whose plans are not over; the run ends when this reaches zero.
    active: usize,
}

#[derive(Clone, Copy, Debug, Default)]
struct LockState {
    lease: Option<Lease>,
    next_token: Token,
    grants: u32,
}

/// A lease as the lock service sees it.
#[derive(Clone, Copy, Debug)]
struct Lease {
    client: ClientId,
    token: Token,
    grant: GrantId,
    until: SimTime,
}

#[derive(Clone, Debug)]
struct ResourceState {
    value: Value,
    /// What the resource should hold: the writes that count, replayed.
    expected: Value,
    /// The expected value if the late writes since the last holder's access
    /// count too. They do once a holder reads them and builds on them; a
    /// holder's write or the end of the run drops them.
    pending: Option<Value>,
    /// The highest token accepted, which a fencing guard compares with.
    highest: Option<Token>,
    /// The last accepted write's client, and whether that write was late.
    last_writer: Option<(ClientId, bool)>,
    /// The latest grant whose write was accepted here, which judges staleness.
    newest: Option<(GrantId, ClientId, Token)>,
}

#[derive(Clone, Debug)]
struct ClientState {
    next: usize,
    phase: Phase,
    held: Option<Held>,
    /// The client's own copy of each resource from its last read.
    copies: Vec<Value>,
    /// When each copy was read.
    copied_at: Vec<SimTime>,
    attempts: u32,
    /// Whether the client thinks it holds the lock: from a grant until it
    /// releases or learns otherwise. Only its own actions change this.
    believes: bool,
}

/// The client's record of its latest grant.
#[derive(Clone, Copy, Debug)]
struct Held {
    token: Token,
    grant: GrantId,
    /// Lease end by the client's own clock, measured when the grant arrived.
    local_until: SimTime,
    /// When the lock service ended this lease. Bookkeeping for the judge and
    /// the sentences: the client itself never reads it.
    ended: Option<SimTime>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The step at `next` is due when its task fires.
    Ready,
    /// Frozen since the given moment; the task that fires is the wake-up.
    Paused(SimTime),
    /// Refused once; the task that fires is another attempt.
    Retrying(Retry),
    /// The plan is over, or the client stopped.
    Done,
}

impl Engine {
    /// Sets up a fresh run of `world`, reusing this engine's buffers.
    pub(crate) fn reset(&mut self, world: &World) {
        self.now = SimTime::ZERO;
        self.agenda.clear();
        self.lock = LockState {
            lease: None,
            next_token: world.lock.first_token,
            grants: 0,
        };
        self.tally = Tally::default();
        self.resources
            .resize_with(world.resources.len(), || ResourceState {
                value: Value::Number(0),
                expected: Value::Number(0),
                pending: None,
                last_writer: None,
                highest: None,
                newest: None,
            });
        for (state, config) in self.resources.iter_mut().zip(&world.resources) {
            state.value.assign(&config.initial);
            state.expected.assign(&config.initial);
            state.pending = None;
            state.last_writer = None;
            state.highest = None;
            state.newest = None;
        }
        self.clients
            .resize_with(world.clients.len(), || ClientState {
                next: 0,
                phase: Phase::Ready,
                held: None,
                copies: Vec::new(),
                copied_at: Vec::new(),
                attempts: 0,
                believes: false,
            });
        for (c, state) in self.clients.iter_mut().enumerate() {
            state.next = 0;
            state.phase = Phase::Ready;
            state.held = None;
            state.attempts = 0;
            state.believes = false;
            state
                .copies
                .resize_with(world.resources.len(), || Value::Number(0));
            state.copied_at.clear();
            state.copied_at.resize(world.resources.len(), SimTime::ZERO);
            let id = ClientId(c as u16);
            let at = step::start_time(world.clients[c].plan[0].when, SimTime::ZERO);
            self.agenda.push(at, Task::Client(id));
        }
        self.active = world.clients.len();
    }

    /// Runs the next due task. Returns false when the run is over: every
    /// client's plan has ended. Leases still live then are left to run out
    /// off the page; nothing can happen to them that matters.
    pub(crate) fn advance<O: Observer>(&mut self, world: &World, observer: &mut O) -> bool {
        if self.active == 0 {
            return false;
        }
        let Some((at, task)) = self.agenda.pop() else {
            return false;
        };
        self.now = at;
        match task {
            Task::Expire(grant) => self.expire(grant, observer),
            Task::Client(client) => self.client_due(world, client, observer),
        }
        true
    }

    /// Runs to the end.
    pub(crate) fn finish<O: Observer>(&mut self, world: &World, observer: &mut O) {
        while self.advance(world, observer) {}
    }

    /// The simulated time of the last task run.
    pub(crate) fn now(&self) -> SimTime {
        self.now
    }

    pub(crate) fn tally(&self) -> Tally {
        self.tally
    }

    /// Whether every resource holds what it should.
    pub(crate) fn all_as_expected(&self) -> bool {
        self.resources.iter().all(|r| r.value == r.expected)
    }

    /// The final and expected value of each resource, in scenario order.
    pub(crate) fn values(&self) -> impl Iterator<Item = (&Value, &Value)> {
        self.resources.iter().map(|r| (&r.value, &r.expected))
    }

    fn expire<O: Observer>(&mut self, grant: GrantId, observer: &mut O) {
        let Some(lease) = self.lock.lease else { return };
        if lease.grant != grant || lease.until != self.now {
            // Renewed or released since this timer was set.
            return;
        }
        self.lock.lease = None;
        self.end_lease(lease);
        let unaware = self.clients[lease.client.index()].believes;
        emit(observer, self.now, || crate::event::EventKind::Expired {
            client: lease.client,
            token: lease.token,
            unaware,
        });
    }

    /// Notes in the holder's record when its lease ended.
    fn end_lease(&mut self, lease: Lease) {
        if let Some(held) = &mut self.clients[lease.client.index()].held {
            if held.grant == lease.grant {
                held.ended = Some(self.now);
            }
        }
    }

    /// The client's own reading of the time. Clocks are perfect for now; a
    /// drifting clock changes only this.
    fn local_now(&self, _client: ClientId) -> SimTime {
        self.now
    }

    /// The live lease of `grant`, if the lock service still holds it.
    fn live_lease(&self, grant: GrantId) -> Option<Lease> {
        self.lock
            .lease
            .filter(|l| l.grant == grant && self.now < l.until)
    }
}

/// Builds and records an event only when the observer keeps events.
#[inline(always)]
fn emit<O: Observer>(
    observer: &mut O,
    at: SimTime,
    kind: impl FnOnce() -> crate::event::EventKind,
) {
    if O::RECORDS {
        observer.record(Event { at, kind: kind() });
    }
}

/// A length as the client's lease arithmetic needs it.
fn remaining(until: SimTime, now: SimTime) -> Millis {
    until.since(now)
}
