//! Small identifiers. Each is its own type so a client index can never be
//! used where a resource index or a token belongs.

use std::fmt;

/// A fencing token: the number a lock service hands out with each grant.
///
/// A resource that checks tokens compares these and nothing else, so a token
/// is only as good as the counter behind it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Token(pub u64);

/// A client, by its position in the scenario's `clients` list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ClientId(pub u16);

/// A resource, by its position in the scenario's `resources` list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ResourceId(pub u16);

/// One grant of the lock, numbered in the order the simulation made them.
///
/// This is the ground truth that judges a write, kept apart from the [`Token`]
/// the lock service claims: a service that loses its counter can hand out the
/// same token twice, but never the same grant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GrantId(pub u32);

/// A list item (such as `"B"`), interned when the scenario is loaded so that
/// appending during a run copies a number instead of a string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ItemId(pub u16);

/// A side effect's phrase (such as `"emails the customer"`), interned at load time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EffectId(pub u16);

impl EffectId {
    /// The position in the world's table of phrases.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl ClientId {
    /// The position in the scenario's list.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl ResourceId {
    /// The position in the scenario's list.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl ItemId {
    /// The position in the scenario's item table.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A token as words: a name more than a quantity, so written in digits
/// alone, never grouped (token 1000, not 1,000 or 1.000).
impl From<Token> for fencelab_words::Arg {
    fn from(t: Token) -> fencelab_words::Arg {
        fencelab_words::Arg::Text(t.0.to_string())
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Whose clock it is: a lock node's or a client's. Below both the events
/// (whose clock jumped) and the world (which clock to read).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockOwner {
    /// A lock node, numbered from 1.
    Node(u16),
    /// A client.
    Client(ClientId),
}
