//! What a client process holds while it believes it holds the lock, and
//! an ask's answer: shared by the client and the ways it asks, below both.

use crate::LeaseId;

/// What a client holds while it believes it holds the lock.
#[derive(Clone, Debug)]
pub(crate) struct Hold {
    /// The etcd lease, when etcd plays the lock service.
    pub(crate) lease: Option<LeaseId>,
    /// The token; Redlock has none, and says 0.
    pub(crate) token: i64,
    /// The etcd key the lock API answered with, or the value this grant
    /// set in Redis, which only its holder may delete.
    pub(crate) key: String,
    /// The Redis nodes the grant holds, from 0.
    pub(crate) nodes: Vec<usize>,
}

/// One ask's answer.
pub(crate) enum Attempt {
    /// Granted.
    Granted(Hold),
    /// Refused; with several nodes, how many were free.
    Refused(Option<u16>),
}
