//! The lock's answers to one client, judged as the engine has them: a
//! grant and until when it holds, a refusal and whom it met, a renewal, a
//! release that may remove another's lock, an expiry its holder missed.

use super::{Judge, Place};
use crate::error::Error;
use crate::event::{EventKind, RefusedFor};
use crate::ids::{ClientId, GrantId, Token};
use crate::spec::NodeSpec;
use crate::time::SimTime;

impl Judge<'_> {
    /// A grant, holding until the lock service's recorded end of it, else
    /// a whole lease; its client's writes start over with it.
    pub(super) fn granted(
        &mut self,
        c: ClientId,
        token: Token,
        attempts: u32,
        session_ended: Option<SimTime>,
        nodes: &[NodeSpec],
        at: Place,
    ) -> Result<EventKind, Error> {
        let now = self.now;
        let lease = self.world.lock.lease;
        let grant = GrantId(self.grants);
        self.grants += 1;
        // A grant with no live session lease behind it ends as it is made,
        // as the engine's does.
        let until = if session_ended.is_some() {
            now
        } else {
            self.end_of(c, at.facts, at.i).unwrap_or(now + lease)
        };
        let node_ends = self.node_ends(nodes, &format!("{}.nodes", at.path))?;
        let state = &mut self.clients[c.index()];
        state.held = Some((grant, token, until));
        state.ended = None;
        state.believed_until = self.world.clients[c.index()].clock.believed_end(now, lease);
        state.wrote.iter_mut().for_each(|w| *w = false);
        self.live = Some((c, grant));
        Ok(EventKind::Granted {
            client: c,
            token,
            until,
            attempts,
            believed_until: state.believed_until,
            nodes: nodes.len().max(1) as u16,
            session_ended,
            node_ends,
        })
    }

    /// A refusal because the lock is taken: it names the live lease's
    /// holder, if any, and when that lease ends.
    pub(super) fn refused_busy(&self, c: ClientId, free: u16) -> EventKind {
        let holder = self.live.map(|(h, _)| h);
        let until = holder
            .and_then(|h| self.clients[h.index()].held)
            .map_or(self.now, |(_, _, until)| until);
        EventKind::Refused {
            client: c,
            holder,
            until,
            retry: self.retry(c),
            free,
            cause: RefusedFor::Busy,
        }
    }

    /// A renewal, which moves the hold's end as a grant's is found.
    pub(super) fn renewed(&mut self, c: ClientId, at: Place) -> Result<EventKind, Error> {
        let now = self.now;
        let lease = self.world.lock.lease;
        let until = self.end_of(c, at.facts, at.i).unwrap_or(now + lease);
        let name = self.world.client_name(c);
        let state = &mut self.clients[c.index()];
        let Some((grant, token, _)) = state.held else {
            return Err(Error::invalid(
                at.path,
                format!("{name} renews a lease it never got"),
            ));
        };
        state.held = Some((grant, token, until));
        state.believed_until = self.world.clients[c.index()].clock.believed_end(now, lease);
        Ok(EventKind::Renewed {
            client: c,
            token,
            until,
            node_ends: Vec::new(),
        })
    }

    /// A release: it ends the client's own live lease, or, where the lock
    /// service does not check whose lock it is, another client's.
    pub(super) fn released(&mut self, c: ClientId, path: &str) -> Result<EventKind, Error> {
        let now = self.now;
        let was_live = self.is_live(c);
        let name = self.world.client_name(c);
        let state = &mut self.clients[c.index()];
        let Some((grant, token, _)) = state.held.take() else {
            return Err(Error::invalid(
                path,
                format!("{name} releases a lock it never got"),
            ));
        };
        if was_live {
            state.ended = Some(now);
        }
        if self.live.is_some_and(|(_, g)| g == grant) {
            self.live = None;
        }
        // A release the lock service does not check removes the lock
        // another client holds, as the engine has it.
        let removed = match self.live {
            Some((holder, _)) if !was_live && !self.world.lock.release_checks_holder => {
                self.live = None;
                self.clients[holder.index()].ended = Some(now);
                Some(holder)
            }
            _ => None,
        };
        Ok(EventKind::Released {
            client: c,
            token,
            was_live,
            believed: true,
            removed,
        })
    }

    /// The lock service let the lease go; its holder is unaware if it
    /// acts again afterwards as if it still held it.
    pub(super) fn expired(&mut self, c: ClientId, at: Place) -> Result<EventKind, Error> {
        let now = self.now;
        let name = self.world.client_name(c);
        let state = &mut self.clients[c.index()];
        let Some((grant, token, _)) = state.held else {
            return Err(Error::invalid(
                at.path,
                format!("{name} has no lease to expire"),
            ));
        };
        state.ended = Some(now);
        if self.live.is_some_and(|(_, g)| g == grant) {
            self.live = None;
        }
        Ok(EventKind::Expired {
            client: c,
            token,
            unaware: self.acts_again(c, at.facts, at.i),
        })
    }
}
