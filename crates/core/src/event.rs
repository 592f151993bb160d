//! What happened in a run, one entry per moment worth telling.
//!
//! Events hold ids and numbers, never sentences: the words are made in
//! `text.rs` only when someone asks to read them.

pub use crate::ids::ClockOwner;
use crate::ids::{ClientId, EffectId, ResourceId, Token};
use crate::time::{Millis, SimTime};
use crate::world::{Added, Endpoint, FaultKind, Guard, Leg, Retry, Value};

/// One thing that happened, and when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// When it happened.
    pub at: SimTime,
    /// What happened.
    pub kind: EventKind,
}

/// Who an event is about, for the actor column of the event list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    /// A client.
    Client(ClientId),
    /// The lock service.
    LockService,
}

/// The kinds of event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// The lock service granted the lock; `attempts` counts refusals before it plus one.
    Granted {
        /// Who got it.
        client: ClientId,
        /// The token that came with it.
        token: Token,
        /// When the lease runs out unless renewed.
        until: SimTime,
        /// How many times the client asked, this one included.
        attempts: u32,
        /// When the client's own clock will say the lease has run out, on
        /// the true timeline: later than `until` if its clock runs slow or
        /// it counts from the grant's arrival.
        believed_until: SimTime,
        /// How many lock nodes granted it (1 for a single lock service).
        nodes: u16,
        /// When the client's own session lease had already run out, if it
        /// had: the lock service granted it anyway, with no live lease.
        session_ended: Option<SimTime>,
        /// With several lock nodes, each node that granted it (from 1) and
        /// when the lease ends there by that node's clock; empty for one.
        node_ends: Vec<(u16, SimTime)>,
    },
    /// The lock service refused: another lease was live.
    Refused {
        /// Who asked.
        client: ClientId,
        /// Who held the live lease, or a node the client needed; nobody if
        /// the client simply reached too few nodes.
        holder: Option<ClientId>,
        /// When that lease runs out.
        until: SimTime,
        /// The client's retry plan, if it has one.
        retry: Option<Retry>,
        /// How many lock nodes were free for it.
        free: u16,
        /// Why it was refused.
        cause: RefusedFor,
    },
    /// A retrying client reached its deadline without a grant.
    GaveUp {
        /// Who gave up.
        client: ClientId,
        /// How many times it asked.
        attempts: u32,
    },
    /// A client read a resource into its own copy.
    Read {
        /// Who read.
        client: ClientId,
        /// What it read.
        resource: ResourceId,
        /// The value it saw.
        value: Value,
        /// Whether it held a live lease as it read.
        holder: bool,
        /// The token the read carried, where the resource fences reads.
        token: Option<Token>,
    },
    /// A client compared what is left of its lease with its margin.
    Checked {
        /// Who checked.
        client: ClientId,
        /// How much of the lease is left by the client's own clock.
        left: Millis,
        /// The client's safety margin.
        margin: Millis,
        /// Whether it goes on: more than the margin was left.
        ok: bool,
    },
    /// A client asked a resource for the highest token it has accepted, and
    /// compared it with its own, in a step of its own before its write.
    FenceChecked {
        /// Who checked.
        client: ClientId,
        /// Where.
        resource: ResourceId,
        /// The client's own token.
        token: Token,
        /// The highest token the resource had accepted, if any.
        highest: Option<Token>,
        /// Whether it goes on: no higher token had been accepted.
        ok: bool,
    },
    /// A client froze.
    Paused {
        /// Who froze.
        client: ClientId,
        /// For how long.
        length: Millis,
    },
    /// A client came back from a pause.
    Woke {
        /// Who woke.
        client: ClientId,
        /// How long it was away.
        length: Millis,
        /// When its lease ended, if it ended before now; the client does not know this.
        lease_ended: Option<SimTime>,
        /// Whether it wakes holding a live lease.
        lease_live: bool,
        /// Whether it believes it holds the lock.
        believes: bool,
    },
    /// A client's write reached a resource, which accepted or refused it.
    Wrote(Wrote),
    /// A request left a client and will take time to arrive.
    Sent {
        /// Who sent it.
        client: ClientId,
        /// To what.
        to: Endpoint,
        /// What it asks for.
        request: Request,
        /// When it will arrive.
        arrives: SimTime,
    },
    /// The answer to a request reached its client, some time after the
    /// request was handled: only on a link that takes time.
    Answered {
        /// Whose request.
        client: ClientId,
        /// Who answered.
        from: Endpoint,
        /// What it had asked.
        request: Request,
    },
    /// A request, or its answer, was lost: the link was cut.
    Dropped {
        /// Which way: a lost request was never handled; a lost answer's
        /// request was, and its sender does not know.
        leg: Leg,
        /// Who sent it.
        client: ClientId,
        /// To what.
        to: Endpoint,
        /// What it asked for.
        request: Request,
        /// When the link comes back.
        cut_until: SimTime,
        /// When the client sends it again.
        resend_at: SimTime,
    },
    /// A client acted outside every resource: nothing checked its token.
    SideEffect {
        /// Who acted.
        client: ClientId,
        /// What it did.
        effect: EffectId,
        /// The copy it acted on: which resource, the value, and when it was read.
        uses: Option<(ResourceId, Value, SimTime)>,
        /// Whether it held a live lease as it acted.
        live: bool,
        /// When its lease had ended, if it had.
        ended: Option<SimTime>,
    },
    /// Something went wrong with the lock service.
    Fault {
        /// What.
        kind: FaultKind,
        /// The live lease it forgot, if one was live: whose, and its token.
        forgot: Option<(ClientId, Token)>,
        /// The token the service will hand out next.
        next_token: Token,
    },
    /// A clock stepped suddenly.
    ClockJumped {
        /// Whose clock.
        owner: ClockOwner,
        /// By how much, forward if positive.
        by_ms: i64,
    },
    /// The lock service extended a lease.
    Renewed {
        /// Whose lease.
        client: ClientId,
        /// Its token.
        token: Token,
        /// The new end.
        until: SimTime,
        /// With several lock nodes, each node that renewed it and its new
        /// end there; empty for one.
        node_ends: Vec<(u16, SimTime)>,
    },
    /// The lock service refused to renew: the lease had already ended.
    RenewRefused {
        /// Who asked.
        client: ClientId,
        /// When its lease had ended.
        ended: SimTime,
    },
    /// A client gave the lock back.
    Released {
        /// Who released.
        client: ClientId,
        /// Its token.
        token: Token,
        /// False when the lease had already ended, so there was nothing to give back.
        was_live: bool,
        /// Whether the client thought it held the lock until now.
        believed: bool,
        /// Whose lock the release removed instead, when the lock service
        /// does not check whose it is and another client held it.
        removed: Option<ClientId>,
    },
    /// A lease ran out, with nothing asked of its holder.
    Expired {
        /// Whose lease.
        client: ClientId,
        /// Its token.
        token: Token,
        /// Whether the holder still believes it holds the lock.
        unaware: bool,
    },
}

/// Why the lock service refused a request for the lock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefusedFor {
    /// Another lease was live, or too few nodes were free: `until` is when
    /// that lease runs out.
    Busy,
    /// A lock-delay held the lock back: `holder`'s lease ran out without a
    /// release, and `until` is when the delay ends.
    HeldBack,
    /// The asker's own session lease ran out while it waited, at `until`,
    /// and the lock service checks waiters' leases.
    SessionEnded,
}

/// A write as it reached a resource.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wrote {
    /// Who wrote.
    pub client: ClientId,
    /// Where.
    pub resource: ResourceId,
    /// The token sent with the write.
    pub token: Token,
    /// The value the client asked to write; for an increment, the value
    /// the resource holds after it, or would have held.
    pub value: Value,
    /// For an op the resource works out itself, what it adds to what it holds.
    pub added: Option<Added>,
    /// What the resource did with it.
    pub verdict: Verdict,
    /// Whether the writer still held the lock, judged by the lock service.
    pub standing: Standing,
    /// For a write computed from the client's copy, when that copy was read.
    pub read_at: Option<SimTime>,
    /// For a write computed from a copy, the write it replaced unseen: the
    /// resource had changed since the copy was read.
    pub missed: Option<Overwrote>,
    /// When the write left the client: earlier than its arrival on a slow link.
    pub sent: SimTime,
    /// For a write sent again after its answer was lost, once it had been
    /// applied: what the resource did with it this time.
    pub again: Option<Again>,
}

/// What a resource did with a write it had already applied, sent again
/// by a writer that never heard the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Again {
    /// It applied it a second time: it cannot tell a resend from a new write.
    Applied,
    /// It knew the write's idempotency key and answered it as done.
    Recognised,
}

/// What a request asks of the lock service or a resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Grant the lock.
    Acquire,
    /// Send the value.
    Read,
    /// Apply a write.
    Write,
    /// Extend the lease.
    Renew,
    /// Take the lock back.
    Release,
}

impl Request {
    /// The request's kind as the catalogues' messages select on it
    /// (`$request`), in the sentences of events and on the chart alike.
    pub(crate) fn key(self) -> &'static str {
        match self {
            Request::Acquire => "acquire",
            Request::Read => "read",
            Request::Write => "write",
            Request::Renew => "renew",
            Request::Release => "release",
        }
    }
}

/// A write that a later one replaced without its writer having read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overwrote {
    /// Who wrote the value that was replaced.
    pub client: ClientId,
    /// Whether that write was late: its writer's lease had ended.
    pub late: bool,
    /// Whether it was stale, so that it never counted: it had itself
    /// overwritten a newer holder's write.
    pub stale: bool,
}

/// What a resource did with a write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Applied.
    Accepted,
    /// Refused by a check on the way.
    Refused(Refusal),
}

/// Why a write was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A token check (by the resource or its proxy) had seen a higher token.
    Token {
        /// Which check: [`Guard::Proxy`] or [`Guard::Fencing`].
        by: Guard,
        /// The highest token accepted so far.
        highest: Token,
    },
    /// The resource had changed since the writer read it.
    Version {
        /// The version the writer read.
        read: u32,
        /// The version the resource is at.
        current: u32,
    },
}

/// Where a write stood, judged by the lock service at the moment it arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The writer held a live lease.
    Holder,
    /// The writer's lease had ended, but no later holder had written to this
    /// resource yet: nothing newer could be overwritten.
    Late {
        /// When the writer's lease ended.
        ended: SimTime,
    },
    /// The writer's lease had ended and a later holder had already written
    /// here: applying this write would overwrite newer work.
    Stale {
        /// When the writer's lease ended.
        ended: SimTime,
        /// The later holder whose write this resource accepted.
        newer: ClientId,
        /// That holder's token.
        newer_token: Token,
    },
}

impl Event {
    /// Who the event is about: the lock service for an expiry, which needs
    /// nothing from the holder, and otherwise the client that acted.
    pub fn actor(&self) -> Actor {
        match (&self.kind, self.client()) {
            (EventKind::Expired { .. } | EventKind::Fault { .. }, _) => Actor::LockService,
            (
                EventKind::ClockJumped {
                    owner: ClockOwner::Node(_),
                    ..
                },
                _,
            ) => Actor::LockService,
            (_, Some(client)) => Actor::Client(client),
            (_, None) => Actor::LockService,
        }
    }

    /// The client the event concerns, even when the lock service is the
    /// actor; none for a fault that forgot no lease or a lock node's clock.
    pub fn client(&self) -> Option<ClientId> {
        match self.kind {
            EventKind::Granted { client, .. }
            | EventKind::Refused { client, .. }
            | EventKind::GaveUp { client, .. }
            | EventKind::Read { client, .. }
            | EventKind::Checked { client, .. }
            | EventKind::FenceChecked { client, .. }
            | EventKind::Paused { client, .. }
            | EventKind::Woke { client, .. }
            | EventKind::Wrote(Wrote { client, .. })
            | EventKind::Sent { client, .. }
            | EventKind::Answered { client, .. }
            | EventKind::Dropped { client, .. }
            | EventKind::SideEffect { client, .. }
            | EventKind::Renewed { client, .. }
            | EventKind::RenewRefused { client, .. }
            | EventKind::Released { client, .. }
            | EventKind::Expired { client, .. }
            | EventKind::ClockJumped {
                owner: ClockOwner::Client(client),
                ..
            } => Some(client),
            EventKind::Fault { forgot, .. } => forgot.map(|(client, _)| client),
            EventKind::ClockJumped { .. } => None,
        }
    }

    /// The token the event carries, if any.
    pub fn token(&self) -> Option<Token> {
        match self.kind {
            EventKind::Granted { token, .. }
            | EventKind::Wrote(Wrote { token, .. })
            | EventKind::FenceChecked { token, .. }
            | EventKind::Renewed { token, .. }
            | EventKind::Released { token, .. }
            | EventKind::Expired { token, .. } => Some(token),
            _ => None,
        }
    }

    /// The kind of the event; a write is split by its verdict.
    pub fn tag(&self) -> EventTag {
        match &self.kind {
            EventKind::Granted { .. } => EventTag::Granted,
            EventKind::Refused { .. } => EventTag::Refused,
            EventKind::GaveUp { .. } => EventTag::GaveUp,
            EventKind::Read { .. } => EventTag::Read,
            EventKind::Checked { .. } | EventKind::FenceChecked { .. } => EventTag::Checked,
            EventKind::Paused { .. } => EventTag::Paused,
            EventKind::Woke { .. } => EventTag::Woke,
            EventKind::Wrote(Wrote {
                verdict: Verdict::Accepted,
                ..
            }) => EventTag::WriteAccepted,
            EventKind::Wrote(Wrote {
                verdict: Verdict::Refused(_),
                ..
            }) => EventTag::WriteRefused,
            EventKind::Sent { .. } => EventTag::Sent,
            EventKind::Answered { .. } => EventTag::Answered,
            EventKind::Dropped { .. } => EventTag::Dropped,
            EventKind::SideEffect { .. } => EventTag::SideEffect,
            EventKind::Fault { .. } => EventTag::Fault,
            EventKind::ClockJumped { .. } => EventTag::ClockJumped,
            EventKind::Renewed { .. } => EventTag::Renewed,
            EventKind::RenewRefused { .. } => EventTag::RenewRefused,
            EventKind::Released { .. } => EventTag::Released,
            EventKind::Expired { .. } => EventTag::Expired,
        }
    }

    /// A short machine name for the kind, for JSON output and CSS classes.
    pub fn kind_name(&self) -> &'static str {
        self.tag().name()
    }
}

/// The kind of an event, with a write split by its verdict: the name the
/// CLI's JSON, the page's CSS classes and its TypeScript declarations use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EventTag {
    /// The lock service granted the lock.
    Granted,
    /// The lock service refused a request for the lock.
    Refused,
    /// A client stopped asking for a busy lock.
    GaveUp,
    /// A client read a resource.
    Read,
    /// A client checked its lease, or a resource's fence, before acting.
    Checked,
    /// A client froze.
    Paused,
    /// A client woke from a pause.
    Woke,
    /// A resource accepted a write.
    WriteAccepted,
    /// A resource refused a write.
    WriteRefused,
    /// A request went onto the network.
    Sent,
    /// An answer came back.
    Answered,
    /// The network dropped a request.
    Dropped,
    /// A client acted outside every check, such as sending an email.
    SideEffect,
    /// The lock service failed or came back.
    Fault,
    /// A clock jumped.
    ClockJumped,
    /// The lock service renewed a lease.
    Renewed,
    /// The lock service refused to renew a lease.
    RenewRefused,
    /// A client released the lock.
    Released,
    /// A lease ran out.
    Expired,
}

impl EventTag {
    /// Every kind, in the order of [`EventTag`].
    pub const ALL: [EventTag; 19] = [
        EventTag::Granted,
        EventTag::Refused,
        EventTag::GaveUp,
        EventTag::Read,
        EventTag::Checked,
        EventTag::Paused,
        EventTag::Woke,
        EventTag::WriteAccepted,
        EventTag::WriteRefused,
        EventTag::Sent,
        EventTag::Answered,
        EventTag::Dropped,
        EventTag::SideEffect,
        EventTag::Fault,
        EventTag::ClockJumped,
        EventTag::Renewed,
        EventTag::RenewRefused,
        EventTag::Released,
        EventTag::Expired,
    ];

    /// The kind's name, as it is serialized.
    pub fn name(self) -> &'static str {
        match self {
            EventTag::Granted => "granted",
            EventTag::Refused => "refused",
            EventTag::GaveUp => "gave_up",
            EventTag::Read => "read",
            EventTag::Checked => "checked",
            EventTag::Paused => "paused",
            EventTag::Woke => "woke",
            EventTag::WriteAccepted => "write_accepted",
            EventTag::WriteRefused => "write_refused",
            EventTag::Sent => "sent",
            EventTag::Answered => "answered",
            EventTag::Dropped => "dropped",
            EventTag::SideEffect => "side_effect",
            EventTag::Fault => "fault",
            EventTag::ClockJumped => "clock_jumped",
            EventTag::Renewed => "renewed",
            EventTag::RenewRefused => "renew_refused",
            EventTag::Released => "released",
            EventTag::Expired => "expired",
        }
    }
}

impl Standing {
    /// Whether the writer's lease had ended when the write arrived.
    pub fn is_late(self) -> bool {
        !matches!(self, Standing::Holder)
    }
}
