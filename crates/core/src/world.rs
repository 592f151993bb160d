//! The checked, compiled form of a scenario that the engine runs.
//!
//! Names are resolved to ids and list items to [`ItemId`]s once, at load
//! time, so a run never looks anything up by string.

use crate::authored::Authored;
use crate::ids::ClockOwner;
use crate::ids::{ClientId, EffectId, ItemId, ResourceId, Token};
use crate::items::Items;
use crate::spec::{LeaseFrom, Purpose};
use crate::time::{Millis, SimTime};

/// Everything the engine needs to run one scenario, knobs applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct World {
    /// The lock service's settings.
    pub lock: LockConfig,
    /// The resources, indexed by [`ResourceId`].
    pub resources: Vec<ResourceConfig>,
    /// The clients, indexed by [`ClientId`].
    pub clients: Vec<ClientConfig>,
    /// The text of every list item, indexed by [`ItemId`], as the file
    /// writes it and as its translations say it.
    pub items: Vec<Authored>,
    /// The phrase of every side effect, indexed by [`EffectId`], as the
    /// file writes it and as its translations say it.
    pub effects: Vec<Authored>,
    /// How long messages take and when links are cut.
    pub network: Network,
    /// The seed of the run's random choices.
    pub seed: u64,
    /// What the lock is for, which decides what counts as harm.
    pub purpose: Purpose,
}

/// The lock service's settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LockConfig {
    /// How long a grant lasts unless renewed.
    pub lease: Millis,
    /// The token of the first grant.
    pub first_token: Token,
    /// Whether grants carry tokens at all.
    pub tokens: bool,
    /// Each node's clock; the lock is held while a majority of nodes hold it.
    pub nodes: Vec<Clock>,
    /// What goes wrong, in time order.
    pub faults: Vec<Fault>,
    /// How long after a lease runs out without a release the lock stays
    /// held back from everyone.
    pub lock_delay: Millis,
    /// Whether a waiter whose own session has run out is refused.
    pub check_waiter_lease: bool,
    /// Whether a release removes only the releasing client's own lock; if
    /// not, a release after the client's lease ran out removes whoever's
    /// lock is there.
    pub release_checks_holder: bool,
    /// A lease service or an election, for the words.
    pub kind: LockKind,
}

/// What the lock is. The engine runs both alike; the words differ, since
/// an election has no lease to end, only an election timeout the other
/// nodes wait out and terms that a node refuses when it has seen a newer one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LockKind {
    /// A lease from a lock service.
    Lease,
    /// Leadership in a term, won in an election.
    Election,
}

impl LockConfig {
    /// How many nodes must grant for a client to hold the lock.
    pub fn quorum(&self) -> usize {
        self.nodes.len() / 2 + 1
    }

    /// The token of the first grant after a restart that lost the counter.
    pub fn restart_token(&self, reset_to: Option<Token>) -> Token {
        reset_to.map_or(self.first_token, |t| Token(t.0.saturating_add(1)))
    }
}

/// A lock-service fault at a moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fault {
    /// When it happens.
    pub at: SimTime,
    /// What happens.
    pub kind: FaultKind,
}

/// The kinds of lock-service fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// Every live lease is forgotten, and the counter too unless it is durable.
    Restart {
        /// Whether the token counter survives.
        durable_counter: bool,
        /// The last token a restart that loses the counter believes it
        /// handed out; `None` starts again from the first token.
        reset_to: Option<Token>,
    },
    /// A replica this many grants behind takes over.
    Failover {
        /// How many of the latest grants it never heard of.
        behind: u32,
    },
}

/// A clock that may run fast or slow and may jump. True time is the
/// simulation's own; every other reading of time goes through a `Clock`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// How much faster than true time it runs, in percent (above -100).
    pub drift_percent: i64,
    /// Sudden steps, sorted by time: when, and by how many milliseconds.
    pub jumps: Vec<(SimTime, i64)>,
}

impl Clock {
    /// Whether the clock keeps true time.
    pub fn is_true(&self) -> bool {
        self.drift_percent == 0 && self.jumps.iter().all(|&(_, by)| by == 0)
    }

    /// Whether the clock reads true time at every moment: no drift and no
    /// jumps at all. Cheaper than [`Clock::is_true`], which also accepts
    /// jumps of nothing, for the hot paths that only need a quick yes.
    #[inline]
    pub fn keeps_true_time(&self) -> bool {
        self.drift_percent == 0 && self.jumps.is_empty()
    }

    /// What the clock reads at true time `t`.
    #[inline]
    pub fn read(&self, t: SimTime) -> SimTime {
        if self.keeps_true_time() {
            // True time: the common case, and the hot one in a sweep, kept
            // apart from the arithmetic so it inlines.
            return t;
        }
        self.read_skewed(t)
    }

    #[inline(never)]
    fn read_skewed(&self, t: SimTime) -> SimTime {
        let offset: i64 = self
            .jumps
            .iter()
            .take_while(|&&(at, _)| at <= t)
            .map(|&(_, by)| by)
            .sum();
        let scaled = i128::from(t.0) * i128::from(100 + self.drift_percent) / 100;
        if self.drift_percent != 0 {
            // Rounded down at a rate above zero: never lower for a later `t`.
            crate::path::rounded(scaled);
        }
        SimTime(clamp_to_time(scaled + i128::from(offset)))
    }

    /// When, in true time, a client that starts timing a lease of `lease`
    /// at true time `from` by this clock believes it ends.
    pub fn believed_end(&self, from: SimTime, lease: Millis) -> SimTime {
        self.reaches(self.read(from) + lease, from)
    }

    /// The first true moment at or after `from` when the clock reads
    /// `target` or more. Between jumps the clock climbs in a straight line,
    /// so each stretch is solved in one division.
    #[inline]
    pub fn reaches(&self, target: SimTime, from: SimTime) -> SimTime {
        if self.keeps_true_time() {
            return target.max(from);
        }
        self.reaches_skewed(target, from)
    }

    #[inline(never)]
    fn reaches_skewed(&self, target: SimTime, from: SimTime) -> SimTime {
        let rate = i128::from(100 + self.drift_percent);
        let mut start = from;
        loop {
            let next_jump = self.jumps.iter().map(|&(at, _)| at).find(|&at| at > start);
            let offset: i128 = self
                .jumps
                .iter()
                .take_while(|&&(at, _)| at <= start)
                .map(|&(_, by)| i128::from(by))
                .sum();
            // Solve t * rate / 100 + offset >= target for the smallest whole t.
            let need = i128::from(target.0) - offset;
            crate::path::compared(need.cmp(&0));
            let t = if need <= 0 {
                0
            } else {
                (need * 100 + rate - 1) / rate
            };
            if rate != 100 {
                // Rounded up at a rate above zero: never lower for a later `target`.
                crate::path::rounded(t);
            }
            let t = SimTime(clamp_to_time(t)).max(start);
            match next_jump {
                Some(jump) if t >= jump => start = jump,
                _ => return t,
            }
        }
    }
}

/// A clock's reading held to the times a run can hold, from zero to half
/// of the largest: whether it is held is a comparison, told to the path.
fn clamp_to_time(t: i128) -> u64 {
    let top = i128::from(u64::MAX / 2);
    crate::path::compared(t.cmp(&0));
    crate::path::compared(t.cmp(&top));
    t.clamp(0, top) as u64
}

/// The network between clients and what they talk to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Network {
    /// The timing of every link not listed in `links`.
    pub default: Link,
    /// Links with their own timing.
    pub links: Vec<(ClientId, Endpoint, Link)>,
    /// Times when a link drops requests.
    pub partitions: Vec<Partition>,
    /// How long a client waits before sending a lost request again.
    pub resend: Millis,
}

/// What a client sends messages to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Endpoint {
    /// The lock service (all of its nodes).
    LockService,
    /// A resource.
    Resource(ResourceId),
}

/// A link's timing, each way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// The fixed delay.
    pub delay: Millis,
    /// Up to this much more, drawn per message from the seed.
    pub jitter: Millis,
}

/// A link that drops every request sent over it for a while.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Partition {
    /// Whose link.
    pub client: ClientId,
    /// To what.
    pub to: Endpoint,
    /// From when, inclusive.
    pub from: SimTime,
    /// Until when, exclusive.
    pub until: SimTime,
    /// Which way it loses messages.
    pub loses: Leg,
}

/// One way of a message's trip: the request out, or the answer back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leg {
    /// From the client to where it is handled.
    Request,
    /// Back to the client, after the request was handled.
    Answer,
}

impl Network {
    /// The timing of the link between a client and an endpoint.
    pub fn link(&self, client: ClientId, to: Endpoint) -> Link {
        self.links
            .iter()
            .find(|(c, e, _)| *c == client && *e == to)
            .map_or(self.default, |&(_, _, link)| link)
    }

    /// Whether messages ever take time or get lost: if not, the engine
    /// handles every request the moment it is made, as before networks.
    #[inline]
    pub fn is_instant(&self) -> bool {
        self.partitions.is_empty()
            && self.default == Link::default()
            && self.links.iter().all(|(_, _, l)| *l == Link::default())
    }

    /// The partition that drops a request sent at `at`, if any.
    pub fn cut(&self, client: ClientId, to: Endpoint, leg: Leg, at: SimTime) -> Option<Partition> {
        self.partitions.iter().copied().find(|p| {
            p.client == client && p.to == to && p.loses == leg && p.from <= at && at < p.until
        })
    }
}

/// A resource as the engine sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceConfig {
    /// The author's name for it.
    pub name: String,
    /// The value before any write.
    pub initial: Value,
    /// Whether it refuses a token lower than the highest it has accepted.
    pub fencing: bool,
    /// Whether a fencing proxy in front of it does that check instead.
    pub proxy: bool,
    /// Whether it refuses a write made from a version that is no longer current.
    pub compare_and_set: bool,
    /// Whether a read raises the highest token it has seen, as a write does.
    pub fenced_reads: bool,
    /// Whether it keeps the idempotency keys of the writes it applied, and
    /// answers a write sent again as done without applying it twice.
    pub idempotency_keys: bool,
}

/// What checked an incoming write, in the order the checks run: the proxy
/// on the way in, then the resource's token check, then its version check.
/// Serialized in the scenario file's spelling (`compare_and_set`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Guard {
    /// A fencing proxy in front of the resource compared tokens.
    Proxy,
    /// The resource compared tokens.
    Fencing,
    /// The resource compared versions.
    CompareAndSet,
}

impl ResourceConfig {
    /// Whether anything on the way compares tokens.
    pub fn checks_tokens(&self) -> bool {
        self.fencing || self.proxy
    }

    /// Whether anything refuses a write at all.
    pub fn is_guarded(&self) -> bool {
        self.guard().is_some()
    }

    /// The first check a write meets on its way in, if any: the one a
    /// reader should be told about. The engine runs them in this order too.
    pub fn guard(&self) -> Option<Guard> {
        if self.proxy {
            Some(Guard::Proxy)
        } else if self.fencing {
            Some(Guard::Fencing)
        } else if self.compare_and_set {
            Some(Guard::CompareAndSet)
        } else {
            None
        }
    }
}

/// A client as the engine sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClientConfig {
    /// The author's name for it, such as `A`.
    pub name: String,
    /// Its steps in order.
    pub plan: Vec<Step>,
    /// Its own clock, read by its lease arithmetic.
    pub clock: Clock,
    /// From when it counts a new lease.
    pub lease_from: LeaseFrom,
    /// Which lock nodes it can reach: bit `n` for node `n + 1`.
    pub reaches: u128,
    /// Its own session lease, counted from the start of each acquire.
    pub session: Option<Millis>,
}

impl ClientConfig {
    /// Whether the client can reach lock node `n`, counting from 0.
    #[inline]
    pub fn reaches_node(&self, n: usize) -> bool {
        self.reaches & (1 << n) != 0
    }
}

/// One step of a plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// When it starts.
    pub when: When,
    /// What it does.
    pub action: Action,
    /// Whether the step is left out, as if the plan did not have it.
    pub skip: bool,
}

/// When a step starts, relative to the timeline or to the step before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// At this moment, or when the previous step is over if that is later.
    At(SimTime),
    /// This long after the previous step is over.
    After(Millis),
}

/// What a step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Ask for the lock, optionally retrying after a refusal.
    Acquire(Option<Retry>),
    /// Read a resource into the client's own copy.
    Read(ResourceId),
    /// Compare what is left of the lease, by the client's clock, with a margin.
    CheckLease(Millis),
    /// Ask a resource for its highest token and stop if it is above the
    /// client's own; the write that follows is a statement of its own.
    CheckFence(ResourceId),
    /// Freeze for this long, unseen by the client.
    Pause(Millis),
    /// Write to a resource with the client's token.
    Write(ResourceId, WriteOp),
    /// Act outside every resource, optionally on a copy of one.
    Effect(EffectId, Option<ResourceId>),
    /// Extend the lease from now.
    Renew,
    /// Give the lock back.
    Release,
}

/// How an acquire retries after a refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Retry {
    /// Time between attempts.
    pub every: Millis,
    /// No attempt is made after this moment.
    pub until: SimTime,
}

/// What a write sends, computed from the client's own copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteOp {
    /// This number.
    Set(i64),
    /// The number last read plus this amount.
    Add(i64),
    /// The list last read with this item at the end.
    Append(ItemId),
    /// The resource's own number, whatever it is when the write arrives,
    /// plus this amount.
    Increment(i64),
    /// The resource's own list, whatever it is when the write arrives,
    /// with this item at the end.
    Push(ItemId),
}

impl WriteOp {
    /// What the resource itself adds, for an op it works out from what it
    /// holds; none for an op that sends a value.
    pub fn added(self) -> Option<Added> {
        match self {
            WriteOp::Increment(n) => Some(Added::Amount(n)),
            WriteOp::Push(item) => Some(Added::Item(item)),
            WriteOp::Set(_) | WriteOp::Add(_) | WriteOp::Append(_) => None,
        }
    }
}

/// What an op the resource works out adds to what it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Added {
    /// This much to its number.
    Amount(i64),
    /// This item at the end of its list.
    Item(ItemId),
}

impl WriteOp {
    /// Whether the op works on the client's copy from its last read.
    pub fn reads_copy(self) -> bool {
        matches!(self, WriteOp::Add(_) | WriteOp::Append(_))
    }
}

/// A resource's value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A whole number.
    Number(i64),
    /// A list of interned strings.
    List(Items),
}

impl Value {
    /// Empties the value in place, keeping its kind: zero, or a list with
    /// nothing in it that keeps its buffer.
    #[inline]
    pub fn empty(&mut self) {
        match self {
            Value::Number(n) => *n = 0,
            Value::List(list) => list.clear(),
        }
    }

    /// Copies `source` into `self`, reusing `self`'s list buffer so that a run
    /// in the fast path allocates nothing once its buffers have grown.
    #[inline(always)]
    pub fn assign(&mut self, source: &Value) {
        match (self, source) {
            (Value::Number(mine), Value::Number(theirs)) => *mine = *theirs,
            (Value::List(mine), Value::List(theirs)) => mine.assign(theirs),
            (me, other) => me.assign_other(other),
        }
    }

    /// [`Value::assign`] for a change of kind, which no run makes: kept out
    /// of line.
    #[inline(never)]
    #[cold]
    fn assign_other(&mut self, source: &Value) {
        *self = source.clone();
    }

    /// Whether the two values are of the same kind.
    pub fn same_kind(&self, other: &Value) -> bool {
        matches!(
            (self, other),
            (Value::Number(_), Value::Number(_)) | (Value::List(_), Value::List(_))
        )
    }
}

impl Action {
    /// Where the action sends a request, if it is not the client's own business.
    pub fn endpoint(self) -> Option<Endpoint> {
        match self {
            Action::Acquire(_) | Action::Renew | Action::Release => Some(Endpoint::LockService),
            Action::Read(r) | Action::CheckFence(r) | Action::Write(r, _) => {
                Some(Endpoint::Resource(r))
            }
            Action::CheckLease(_) | Action::Pause(_) | Action::Effect(..) => None,
        }
    }
}

impl World {
    /// Which words tell the story, as every message that names a role
    /// takes it in its `story` argument: `election` (an election, leadership,
    /// terms, an election timeout) for a lock service that elects a leader,
    /// `lock` (a lock service, the lock, tokens, a lease) for every other.
    /// The catalogues hold both, with their grammar in each language.
    pub fn story(&self) -> &'static str {
        match self.lock.kind {
            LockKind::Election => "election",
            LockKind::Lease => "lock",
        }
    }

    /// The clock `owner` names. Lock nodes are numbered from 1, as the
    /// page and the transcripts name them.
    pub fn clock(&self, owner: ClockOwner) -> &Clock {
        match owner {
            ClockOwner::Node(n) => &self.lock.nodes[usize::from(n - 1)],
            ClockOwner::Client(c) => &self.clients[c.index()].clock,
        }
    }

    /// Every clock with its owner, as [`World::clock`] finds it: the lock
    /// nodes', then the clients', the order their jumps break ties in.
    pub fn clocks(&self) -> impl Iterator<Item = (ClockOwner, &Clock)> {
        let nodes = (self.lock.nodes.iter().enumerate())
            .map(|(n, clock)| (ClockOwner::Node(n as u16 + 1), clock));
        let clients = (self.clients.iter().enumerate())
            .map(|(c, client)| (ClockOwner::Client(ClientId(c as u16)), &client.clock));
        nodes.chain(clients)
    }

    /// The name of a client.
    pub fn client_name(&self, id: ClientId) -> &str {
        &self.clients[id.index()].name
    }

    /// The name of a resource.
    pub fn resource_name(&self, id: ResourceId) -> &str {
        &self.resources[id.index()].name
    }

    /// Writes a value the way a reader expects to see it: `15`, or a
    /// list's items in order, separated by commas, as a reader lists
    /// things: `v0, B`. The items are the scenario's own words, so quotes
    /// and brackets would only read as code. An empty list reads
    /// `nothing`, the word a sentence such as "Audit log holds nothing"
    /// needs, where an empty string would leave a gap.
    pub fn format_value(&self, value: &Value) -> String {
        match value {
            Value::Number(n) => n.to_string(),
            Value::List(items) if items.is_empty() => "nothing".to_owned(),
            Value::List(items) => {
                let inner: Vec<&str> = items
                    .iter()
                    .map(|item| self.items[item.index()].shown())
                    .collect();
                inner.join(", ")
            }
        }
    }
}
