//! The sentences of the lock service's answers: a grant, a refusal, a
//! renewal, a release and a lease running out.

use super::tables::{yes, Tables};
use crate::event::RefusedFor;
use crate::ids::{ClientId, Token};
use crate::time::{Millis, SimTime};
use crate::world::{LockKind, Retry};

impl Tables<'_> {
    /// A grant to a client whose own session had already ended: the lock
    /// service did not check it, so the sentence says no live lease came.
    pub(super) fn granted_unchecked(
        &self,
        client: ClientId,
        token: Token,
        ended: SimTime,
    ) -> String {
        self.about("event-granted-unchecked", client)
            .tokens(token)
            .with("ended", ended)
            .say()
    }

    /// A grant in an election, where the lease is a term that runs out
    /// unless the leader keeps sending word.
    fn granted_election(&self, client: ClientId, token: Token) -> String {
        self.about("event-granted-election", client)
            .with("token", token)
            .with("timeout", self.world.lock.lease)
            .say()
    }

    /// A grant of a lease: after how many attempts, by how many nodes, and
    /// until when, by the service's clock and by the client's own; in an
    /// election, a term.
    pub(super) fn granted(
        &self,
        at: SimTime,
        client: ClientId,
        token: Token,
        attempts: u32,
        believed_until: SimTime,
        nodes: u16,
    ) -> String {
        if self.world.lock.kind == LockKind::Election {
            return self.granted_election(client, token);
        }
        let foreseen = self.foreseen(client, at, believed_until);
        let total = self.world.lock.nodes.len();
        // The service's own promise: a lease's length from now. A node
        // clock that jumps later may end it sooner, and `Expired` says so.
        let promised = at + self.world.lock.lease;
        let clock = if foreseen && believed_until > promised {
            "later"
        } else {
            "same"
        };
        self.about("event-granted", client)
            .with("attempts", attempts)
            .with("majority", yes(total > 1))
            .with("nodes", nodes)
            .with("total", total)
            .tokens(token)
            .with("until", promised)
            .with("clock", clock)
            .with("believed", believed_until)
            .say()
    }

    /// A refusal: who held the lock, or why none could be granted, and
    /// whether the client will ask again.
    pub(super) fn refused(
        &self,
        client: ClientId,
        holder: Option<ClientId>,
        until: SimTime,
        retry: Option<Retry>,
        free: u16,
        cause: RefusedFor,
    ) -> String {
        let total = self.world.lock.nodes.len();
        let why = match holder {
            _ if cause == RefusedFor::SessionEnded => "session",
            Some(_) if cause == RefusedFor::HeldBack => "held-back",
            Some(h) if h == client => "own",
            Some(_) if total > 1 => "minority",
            Some(_) => "holder",
            None => "unreachable",
        };
        let (every, last) = retry.map_or((Millis(0), SimTime::ZERO), |r| (r.every, r.until));
        self.about("event-refused", client)
            .with("why", why)
            .with("holder", holder.map_or("", |h| self.client(h)))
            .with("until", until)
            .with("free", free)
            .with("total", total)
            .with("retry", yes(retry.is_some()))
            .with("every", every)
            .with("last", last)
            .say()
    }

    pub(super) fn gave_up(&self, client: ClientId, attempts: u32) -> String {
        self.about("event-gave-up", client)
            .with("attempts", attempts)
            .say()
    }

    pub(super) fn renewed(&self, client: ClientId, until: SimTime) -> String {
        self.about("event-renewed", client)
            .with("until", until)
            .say()
    }

    pub(super) fn renew_refused(&self, client: ClientId, ended: SimTime) -> String {
        self.about("event-renew-refused", client)
            .with("ended", ended)
            .say()
    }

    /// A release: of a live lease, of one already over, or of another
    /// client's lock, which a release that checks no owner removes.
    pub(super) fn released(
        &self,
        client: ClientId,
        was_live: bool,
        believed: bool,
        removed: Option<ClientId>,
    ) -> String {
        let case = match (was_live, believed, removed) {
            (_, _, Some(_)) => "removed",
            (true, _, _) => "live",
            (false, true, _) => "expired",
            (false, false, _) => "again",
        };
        self.about("event-released", client)
            .with("holder", removed.map_or("", |h| self.client(h)))
            .with("case", case)
            .say()
    }

    /// A lease running out, and whether its holder was told.
    pub(super) fn expired(&self, client: ClientId, token: Token, unaware: bool) -> String {
        self.about("event-expired", client)
            .tokens(token)
            .with("told", yes(!unaware))
            .with("timeout", self.world.lock.lease)
            .say()
    }

    /// Whether a grant may tell when the client's own clock will show its
    /// lease over: only when no jump of that clock comes before then. A
    /// grant that announced a step still to come would tell the reader
    /// something no one in the run could know yet.
    fn foreseen(&self, c: ClientId, at: SimTime, believed_until: SimTime) -> bool {
        let clock = &self.world.clients[c.index()].clock;
        !clock
            .jumps
            .iter()
            .any(|&(when, by)| by != 0 && when > at && when < believed_until)
    }
}
