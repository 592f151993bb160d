//! The checked, compiled form of a scenario that the engine runs.
//!
//! Names are resolved to ids and list items to [`ItemId`]s once, at load
//! time, so a run never looks anything up by string.

use crate::ids::{ClientId, ItemId, ResourceId, Token};
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
    /// The text of every list item, indexed by [`ItemId`].
    pub items: Vec<String>,
}

/// The lock service's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LockConfig {
    /// How long a grant lasts unless renewed.
    pub lease: Millis,
    /// The token of the first grant.
    pub first_token: Token,
}

/// A resource as the engine sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceConfig {
    /// The author's name for it.
    pub name: String,
    /// The value before any write.
    pub initial: Value,
    /// What the resource does with an incoming write.
    pub guard: Guard,
}

/// What a resource checks before it applies a write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guard {
    /// Applies every write: the lease is all that keeps writers apart.
    None,
    /// Refuses a write whose token is lower than the highest it has accepted.
    Fencing,
}

/// A client as the engine sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClientConfig {
    /// The author's name for it, such as `A`.
    pub name: String,
    /// Its steps in order.
    pub plan: Vec<Step>,
}

/// One step of a plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// When it starts.
    pub when: When,
    /// What it does.
    pub action: Action,
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
    /// Freeze for this long, unseen by the client.
    Pause(Millis),
    /// Write to a resource with the client's token.
    Write(ResourceId, WriteOp),
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
    List(Vec<ItemId>),
}

impl Value {
    /// Copies `source` into `self`, reusing `self`'s list buffer so that a run
    /// in the fast path allocates nothing once its buffers have grown.
    pub fn assign(&mut self, source: &Value) {
        match (self, source) {
            (Value::List(mine), Value::List(theirs)) => mine.clone_from(theirs),
            (me, other) => *me = other.clone(),
        }
    }

    /// Whether the two values are of the same kind.
    pub fn same_kind(&self, other: &Value) -> bool {
        matches!(
            (self, other),
            (Value::Number(_), Value::Number(_)) | (Value::List(_), Value::List(_))
        )
    }
}

impl World {
    /// The name of a client.
    pub fn client_name(&self, id: ClientId) -> &str {
        &self.clients[id.index()].name
    }

    /// The name of a resource.
    pub fn resource_name(&self, id: ResourceId) -> &str {
        &self.resources[id.index()].name
    }

    /// Writes a value the way a reader expects to see it: `15`, or
    /// `['v0', 'B']` for a list, matching the article's transcript.
    pub fn format_value(&self, value: &Value) -> String {
        match value {
            Value::Number(n) => n.to_string(),
            Value::List(items) => {
                let inner: Vec<String> = items
                    .iter()
                    .map(|item| format!("'{}'", self.items[item.index()]))
                    .collect();
                format!("[{}]", inner.join(", "))
            }
        }
    }
}
