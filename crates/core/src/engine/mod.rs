//! The engine: the lock service, the resources, the network and the
//! clients, moved from one due task to the next.
//!
//! It is written once and run two ways: recording every [`Event`] for the
//! page and the CLI, or recording nothing for sweeps that only need the
//! [`Tally`] and the final values. The `Observer` type parameter picks the
//! way at compile time, so the quiet path builds no events at all.
//!
//! The files split the work by who does it: `step.rs` is the clients,
//! `lock.rs` and `acquire.rs` the lock service, `resource.rs` the
//! resources and `net.rs` the messages between them.

mod acquire;
mod agenda;
mod lock;
mod net;
pub(crate) mod resource;
mod retry;
mod rng;
mod shortcuts;
mod step;
#[cfg(test)]
mod variations;

use crate::event::{Event, EventKind, Standing};
use crate::ids::{ClientId, GrantId, Token};
use crate::spec::Purpose;
use crate::time::{Millis, SimTime};
use crate::world::{Action, Retry, Value, World};
use agenda::{Agenda, Task};
pub(crate) use rng::Rng;

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

/// Counts of what happened, kept as the run goes.
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
    /// Writes refused although their writer rightly held the lock, as when
    /// a reset counter hands out a token lower than one already seen.
    pub holder_refused: u32,
    /// Of those, the writes a token check refused: the holder's token is
    /// lower than one the resource has seen, so no retry under its grant
    /// can pass, and the lock has locked its own holder out. A version
    /// check's refusal is not counted here: it tells the holder to read
    /// again, and the next try can pass.
    pub holder_fenced: u32,
    /// Writes refused after the same hold of the lock had written another
    /// resource: an update across resources left half done.
    pub partial: u32,
    /// Side effects, such as emails and calls to other services.
    pub effects: u32,
    /// Side effects made with no live lease: nothing could stop them.
    pub late_effects: u32,
    /// Writes a resource applied again, sent again by a writer that never
    /// heard its answer: each applies the same update twice.
    pub applied_twice: u32,
    /// Holds of the lock that went on working after they ended, with a
    /// stale write accepted or a side effect made: for an efficiency lock,
    /// each is one duplicate run.
    pub overlaps: u32,
}

impl Tally {
    /// Whether a run with these counts did no harm. For a correctness lock
    /// any stale write, late side effect or half-done update is harm; for an
    /// efficiency lock only a wrong value or a half-done update is, and the
    /// rest is duplicate work. For either, a rightful holder fenced out is
    /// an outage: the data is intact and its holder cannot change it.
    pub fn is_safe(&self, as_expected: bool, purpose: Purpose) -> bool {
        self.verdict(as_expected, purpose).is_safe()
    }

    /// Runs done twice because two clients held the lock at once.
    /// Harmless for an efficiency lock.
    pub fn duplicates(&self) -> u32 {
        self.overlaps
    }

    /// The run's result in one word, worst first: the badge on an
    /// experiment and the colour of a cell in a map of runs.
    pub fn verdict(&self, as_expected: bool, purpose: Purpose) -> RunVerdict {
        let correctness = purpose == Purpose::Correctness;
        if correctness && self.stale_accepted > 0 {
            RunVerdict::Lost
        } else if self.applied_twice > 0 {
            RunVerdict::AppliedTwice
        } else if !as_expected {
            RunVerdict::Lost
        } else if correctness && self.late_effects > 0 {
            RunVerdict::Escaped
        } else if self.partial > 0 {
            RunVerdict::HalfDone
        } else if self.holder_fenced > 0 {
            RunVerdict::Stuck
        } else if self.duplicates() > 0 {
            RunVerdict::Duplicate
        } else if self.stale_refused > 0 || self.refused > self.holder_refused {
            RunVerdict::Refused
        } else {
            RunVerdict::Safe
        }
    }
}

/// How a run ended, in one word. Serialized as its `name`, so the page
/// and its TypeScript declarations take the core's names as they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RunVerdict {
    /// No late write reached a resource and nothing happened out of turn.
    Safe,
    /// A late write came, and a guard refused it: safe.
    Refused,
    /// An efficiency lock's overlap did work twice, and nothing was lost: safe.
    Duplicate,
    /// The data is intact but a token check refused the rightful holder,
    /// as when a restarted counter hands out tokens lower than one a
    /// resource has seen: an outage, not safe.
    Stuck,
    /// An update was left half done: some writes applied, the rest refused.
    HalfDone,
    /// A side effect happened with no lease behind it.
    Escaped,
    /// A write sent again after its answer was lost was applied a second
    /// time: tokens order writes, and do not remove duplicates.
    AppliedTwice,
    /// An update was lost: a stale write was accepted, or a value is wrong.
    Lost,
}

impl RunVerdict {
    /// Every verdict, best first; [`RunVerdict::code`] is the position here.
    pub const ALL: [RunVerdict; 8] = [
        RunVerdict::Safe,
        RunVerdict::Refused,
        RunVerdict::Duplicate,
        RunVerdict::Stuck,
        RunVerdict::HalfDone,
        RunVerdict::Escaped,
        RunVerdict::AppliedTwice,
        RunVerdict::Lost,
    ];

    /// A small number for the verdict, for maps that cross to JavaScript
    /// as one byte per cell: its place in [`RunVerdict::ALL`].
    pub fn code(self) -> u8 {
        match self {
            RunVerdict::Safe => 0,
            RunVerdict::Refused => 1,
            RunVerdict::Duplicate => 2,
            RunVerdict::Stuck => 3,
            RunVerdict::HalfDone => 4,
            RunVerdict::Escaped => 5,
            RunVerdict::AppliedTwice => 6,
            RunVerdict::Lost => 7,
        }
    }

    /// Whether the run did no harm.
    pub fn is_safe(self) -> bool {
        matches!(
            self,
            RunVerdict::Safe | RunVerdict::Refused | RunVerdict::Duplicate
        )
    }

    /// The machine name: `safe`, `refused`, `duplicate`, `stuck`, `half_done`,
    /// `escaped`, `applied_twice`, `lost`.
    pub fn name(self) -> &'static str {
        match self {
            RunVerdict::Safe => "safe",
            RunVerdict::Refused => "refused",
            RunVerdict::Duplicate => "duplicate",
            RunVerdict::Stuck => "stuck",
            RunVerdict::HalfDone => "half_done",
            RunVerdict::Escaped => "escaped",
            RunVerdict::AppliedTwice => "applied_twice",
            RunVerdict::Lost => "lost",
        }
    }

    /// A few words for a badge, from the catalogue's
    /// `results-verdict-label`, which selects by [`RunVerdict::name`].
    pub fn label(self) -> String {
        crate::words::say!("results-verdict-label", verdict = self.name())
    }

    /// The verdict as one sentence for a reader who has just watched the
    /// run: the line over the page's results and under a counterexample.
    pub fn sentence(self) -> String {
        crate::words::say!("results-verdict-sentence", verdict = self.name())
    }
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
    rng: Rng,
    /// Whether no message takes time or gets lost in this world, read once
    /// per run: the common case, kept on the shortest path.
    instant: bool,
    /// Clients whose plans are not over; the run ends when this reaches zero.
    active: usize,
    /// Whether to step through every attempt of a client asking for a busy
    /// lock again and again, instead of going straight to the first that
    /// can succeed. Only a test that checks the shortcut sets it.
    every_retry: bool,
    /// Whether a client has waited for the lock in this run: until one
    /// has, a change at the lock service has no one to bring forward.
    retrying: bool,
    /// The client whose next step comes before everything on the agenda,
    /// and when: it runs as soon as the current task is done, without a
    /// trip through the agenda, which would hand it out next anyway.
    due_next: Option<(SimTime, ClientId)>,
    /// Whether to put every task through the agenda, taking none of the
    /// shortcuts in `schedule_step` and the quiet path's pauses and lease
    /// timers. Only a test that checks the shortcuts sets it.
    every_task: bool,
    /// Whether the quiet path has left a lease timer off, to be set if a
    /// client starts waiting for the lock.
    timers_off: bool,
    /// How many clock jumps the world has that move a clock: a reset of
    /// a world without any, most of them, skips the walk over every clock.
    jump_timers: usize,
}

#[derive(Clone, Debug, Default)]
struct LockState {
    /// Each node's lease, if it holds one.
    nodes: Vec<Option<NodeLease>>,
    /// The grant a majority of nodes hold, if any: at most one can be.
    live: Option<Lease>,
    next_token: Token,
    grants: u32,
    /// When the last lease that ran out without a release ended, and
    /// whose it was, for a lock-delay; a lease still recorded in `live`
    /// that has run out counts too, when no timer has cleared it.
    unreleased: Option<(SimTime, ClientId)>,
}

/// One node's record of a grant.
#[derive(Clone, Copy, Debug)]
struct NodeLease {
    client: ClientId,
    grant: GrantId,
    /// When the node's own clock says the lease is over, on the true timeline.
    until: SimTime,
}

/// A lease as the lock service as a whole sees it.
#[derive(Clone, Copy, Debug)]
struct Lease {
    client: ClientId,
    token: Token,
    grant: GrantId,
    /// When fewer than a majority of nodes will still hold it.
    until: SimTime,
}

#[derive(Clone, Debug)]
struct ResourceState {
    value: Value,
    /// What the resource should hold: the writes that count, replayed.
    expected: Value,
    /// The highest token accepted, which a token check compares with.
    highest: Option<Token>,
    /// How many writes it has applied, which a version check compares with.
    version: u32,
    /// The last accepted write's client, and where that write stood.
    last_writer: Option<(ClientId, Standing)>,
    /// The latest grant whose write was accepted here, which judges staleness.
    newest: Option<(GrantId, ClientId, Token)>,
}

#[derive(Clone, Debug)]
struct ClientState {
    next: usize,
    phase: Phase,
    held: Option<Held>,
    /// What the client knows of each resource, in scenario order.
    seen: Vec<Seen>,
    attempts: u32,
    /// Whether the client thinks it holds the lock: from a grant until it
    /// releases or learns otherwise. Only its own actions change this.
    believes: bool,
    /// The request on the network and when it left.
    in_flight: Option<(Action, SimTime)>,
    /// Whether the request in flight is a write sent again after a cut
    /// link lost the answer to one the resource had applied.
    unanswered: bool,
    /// Whether this grant's work has already been counted as an overlap.
    overlapped: bool,
    /// A number for the client's current hold of the lock, new at each
    /// grant and never reused, not even by a later run: a resource whose
    /// `written_in` equals it has taken a write under this hold. Starting
    /// a hold is one store, whatever the number of resources, and a reset
    /// none, since a write needs a grant of its own run.
    hold: u64,
    /// When a retrying client last really asked for the lock, and its
    /// count of attempts then: the attempts in between are skipped.
    asked: (SimTime, u32),
    /// When the client's current acquire began, from which its own
    /// session lease counts.
    session_from: SimTime,
}

impl ClientState {
    /// Ends the plan; says whether it was still going.
    fn end(&mut self) -> bool {
        self.believes = false;
        !matches!(std::mem::replace(&mut self.phase, Phase::Done), Phase::Done)
    }
}

/// A client's own view of one resource, kept together so a reset touches
/// one small record per resource.
#[derive(Clone, Debug)]
struct Seen {
    /// The client's copy from its last read, or its last accepted write.
    value: Value,
    /// When the copy was taken.
    at: SimTime,
    /// The resource's version then, for compare-and-set.
    version: u32,
    /// The client's hold of the lock under which the resource last took
    /// one of its writes, to spot an update across resources left half
    /// done.
    written_in: u64,
}

/// The client's record of its latest grant.
#[derive(Clone, Copy, Debug)]
struct Held {
    token: Token,
    grant: GrantId,
    /// Lease end by the client's own clock.
    local_until: SimTime,
    /// When the lock service ended this lease. Bookkeeping for the judge and
    /// the sentences: the client itself never reads it.
    ended: Option<SimTime>,
}

/// What a client does once the answer to its request reaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    /// Go on to the next step.
    Continue,
    /// Stop: it was refused, or learned it lost the lock.
    Stop,
    /// Ask for the lock again after a wait.
    Retry(Retry),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The step at `next` is due when its task fires.
    Ready,
    /// Frozen since the given moment; the task that fires is the wake-up.
    Paused(SimTime),
    /// Refused once; the task that fires is another attempt.
    Retrying(Retry),
    /// A request is on its way; the task that fires is its arrival.
    InFlight,
    /// The answer is on its way back; the task that fires is its arrival.
    Replying(Next),
    /// The plan is over, or the client stopped.
    Done,
}

impl Engine {
    /// Puts everything back as it is when a run of `world` starts,
    /// reusing the buffers: after the first run of a world, a reset
    /// allocates nothing.
    ///
    /// A sweep resets once per cell, and in wasm this was a sixth of a
    /// map: the buffers are sized to the world once, out of line, and a
    /// reset after that only writes the starting values over them, never
    /// growing, shrinking or allocating.
    pub(crate) fn reset(&mut self, world: &World) {
        if !self.fits(world) {
            self.fit(world);
        }
        self.now = SimTime::ZERO;
        self.rng = Rng::new(world.seed);
        self.instant = world.network.is_instant();
        self.retrying = false;
        self.due_next = None;
        self.timers_off = false;
        self.tally = Tally::default();
        self.lock.nodes.fill(None);
        self.lock.live = None;
        self.lock.next_token = world.lock.first_token;
        self.lock.grants = 0;
        self.lock.unreleased = None;
        for (state, config) in self.resources.iter_mut().zip(&world.resources) {
            state.value.assign(&config.initial);
            state.expected.assign(&config.initial);
            state.last_writer = None;
            state.highest = None;
            state.version = 0;
            state.newest = None;
        }
        for state in &mut self.clients {
            state.next = 0;
            state.phase = Phase::Ready;
            state.held = None;
            state.attempts = 0;
            state.believes = false;
            state.in_flight = None;
            state.unanswered = false;
            state.overlapped = false;
            state.asked = (SimTime::ZERO, 0);
            // Compilation makes every plan read a resource before it uses
            // its copy, so an empty copy is never built on; emptied, not
            // copied, so a list costs nothing to reset.
            for seen in &mut state.seen {
                seen.value.empty();
                seen.at = SimTime::ZERO;
                seen.version = 0;
            }
        }
        self.reset_agenda(world);
    }

    /// Lays the agenda out for the start of a run: the faults and the
    /// clock jumps in the order they break ties, no lease timers, and each
    /// client's first step.
    #[inline(always)]
    fn reset_agenda(&mut self, world: &World) {
        let mut timer = 0;
        for (i, fault) in world.lock.faults.iter().enumerate() {
            self.agenda
                .set_timer(timer, fault.at, Task::Fault(i as u16));
            timer += 1;
        }
        if self.jump_timers > 0 {
            for (owner, clock) in world.clocks() {
                for (j, &(at, by)) in clock.jumps.iter().enumerate() {
                    if by != 0 {
                        self.agenda
                            .set_timer(timer, at, Task::Jump(owner, j as u16));
                        timer += 1;
                    }
                }
            }
        }
        self.agenda.clear_leases();
        self.schedule_first_steps(world);
        self.agenda.settle();
    }

    /// Whether the buffers have the world's shape: as many lock nodes,
    /// resources and clients, and a slot on the agenda for each fault and
    /// clock jump. No knob adds or removes a jump, so the jumps are
    /// counted once, by [`Engine::fit`].
    fn fits(&self, world: &World) -> bool {
        let timers = world.lock.faults.len() + self.jump_timers;
        self.lock.nodes.len() == world.lock.nodes.len()
            && self.resources.len() == world.resources.len()
            && self.clients.len() == world.clients.len()
            && self
                .agenda
                .fits(timers, world.lock.nodes.len(), world.clients.len())
    }

    /// Sizes every buffer to the world: on the first run, out of line.
    #[cold]
    #[inline(never)]
    fn fit(&mut self, world: &World) {
        self.lock.nodes.clear();
        self.lock.nodes.resize(world.lock.nodes.len(), None);
        self.resources.clear();
        self.resources
            .extend(world.resources.iter().map(|config| ResourceState {
                value: config.initial.clone(),
                expected: config.initial.clone(),
                last_writer: None,
                highest: None,
                version: 0,
                newest: None,
            }));
        self.clients.clear();
        self.clients.extend(world.clients.iter().map(|_| {
            ClientState {
                next: 0,
                phase: Phase::Ready,
                held: None,
                // Each copy of the resource's own kind, so an emptied copy is
                // the same on the first run and every run after it.
                seen: world
                    .resources
                    .iter()
                    .map(|config| {
                        let mut value = config.initial.clone();
                        value.empty();
                        Seen {
                            value,
                            at: SimTime::ZERO,
                            version: 0,
                            written_in: 0,
                        }
                    })
                    .collect(),
                attempts: 0,
                believes: false,
                in_flight: None,
                unanswered: false,
                overlapped: false,
                asked: (SimTime::ZERO, 0),
                session_from: SimTime::ZERO,
                hold: 0,
            }
        }));
        // A jump of nothing is no timer: nothing happens then.
        self.jump_timers = world
            .clocks()
            .flat_map(|(_, clock)| &clock.jumps)
            .filter(|&&(_, by)| by != 0)
            .count();
        let timers = world.lock.faults.len() + self.jump_timers;
        self.agenda
            .fit(timers, world.lock.nodes.len(), world.clients.len());
    }

    /// Runs the next due task. Returns false when the run is over: every
    /// client's plan has ended. Leases still live then are left to run out
    /// off the page; nothing can happen to them that matters.
    #[inline(always)]
    pub(crate) fn advance<O: Observer>(&mut self, world: &World, observer: &mut O) -> bool {
        if self.active == 0 {
            return false;
        }
        let Some((at, task)) = self.agenda.pop() else {
            return false;
        };
        self.now = at;
        match task {
            Task::Expire(grant, node) => self.expire(grant, node, observer),
            Task::Fault(i) => self.fault(world, usize::from(i), observer),
            Task::Jump(owner, j) => {
                let by_ms = world.clock(owner).jumps[usize::from(j)].1;
                emit(observer, at, || EventKind::ClockJumped { owner, by_ms });
            }
            // Run below, where the steps that come next join it.
            Task::Step(client) => self.due_next = Some((at, client)),
            Task::Client(client) => self.client_due(world, client, observer),
            Task::Arrive(client) => self.arrive(world, client, observer),
        }
        // A step taken off the agenda, then each found to come next when
        // the step before it ended.
        while let Some((at, client)) = self.due_next.take() {
            self.now = at;
            self.run_step(world, client, observer);
        }
        true
    }

    /// [`Engine::advance`], recording events, out of line: the recording
    /// path is not the one a sweep runs, so every caller shares one copy.
    #[inline(never)]
    pub(crate) fn record(&mut self, world: &World, events: &mut Vec<Event>) -> bool {
        self.advance(world, events)
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

    /// One resource's final and expected value.
    pub(crate) fn value(&self, r: crate::ids::ResourceId) -> (&Value, &Value) {
        let state = &self.resources[r.index()];
        (&state.value, &state.expected)
    }

    /// Counts a client's late work once per grant.
    fn overlap(&mut self, c: ClientId) {
        let state = &mut self.clients[c.index()];
        if !state.overlapped {
            state.overlapped = true;
            self.tally.overlaps += 1;
        }
    }

    /// Notes in the holder's record when its lease ended.
    fn end_lease(&mut self, lease: Lease) {
        if let Some(held) = &mut self.clients[lease.client.index()].held {
            if held.grant == lease.grant {
                held.ended = Some(self.now);
            }
        }
    }

    /// The client's own reading of the time.
    fn local_now(&self, world: &World, client: ClientId) -> SimTime {
        world.clients[client.index()].clock.read(self.now)
    }

    /// The live lease of `grant`, if the lock service still holds it.
    fn live_lease(&self, grant: GrantId) -> Option<Lease> {
        self.lock
            .live
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
