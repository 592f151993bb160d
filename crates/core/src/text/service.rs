//! The sentences of what happens to the lock service itself: a restart or
//! a failover, and a clock that jumps.

use super::tables::{yes, Tables};
use crate::event::ClockOwner;
use crate::ids::{ClientId, Token};
use crate::time::Millis;
use crate::world::FaultKind;

impl Tables<'_> {
    /// A restart or a failover, and the lease it forgot, if any: a token
    /// counter that did not survive is how two holders come to share one.
    pub(super) fn fault(
        &self,
        kind: FaultKind,
        forgot: Option<(ClientId, Token)>,
        next_token: Token,
    ) -> String {
        let (holder, token) = forgot.map_or(("", Token(0)), |(c, t)| (self.client(c), t));
        let sentence = match kind {
            FaultKind::Restart {
                durable_counter, ..
            } => self
                .told("event-fault-restart")
                .with("durable", yes(durable_counter)),
            FaultKind::Failover { behind } => {
                self.told("event-fault-failover").with("behind", behind)
            }
        };
        sentence
            .with("forgot", yes(forgot.is_some()))
            .with("holder", holder)
            .tokens(token)
            .with("next", next_token)
            .say()
    }

    /// A clock that jumped, a lock node's or a client's, which way and by
    /// how much.
    pub(super) fn clock_jumped(&self, owner: ClockOwner, by_ms: i64) -> String {
        let (owner, node, client) = match owner {
            ClockOwner::Node(node) => ("node", node, ""),
            ClockOwner::Client(c) => ("client", 0, self.client(c)),
        };
        self.told("event-clock-jumped")
            .with("owner", owner)
            .with("node", node)
            .with("client", client)
            .with("way", if by_ms >= 0 { "forward" } else { "back" })
            .with("by", Millis(by_ms.unsigned_abs()))
            .say()
    }
}
