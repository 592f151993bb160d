//! What one client does on its own, judged as the engine has it: a read
//! that becomes its copy, a pause and the wake that ends it, a side
//! effect and whether a live lease stood behind it.

use super::{Judge, Place};
use crate::error::Error;
use crate::event::EventKind;
use crate::ids::{ClientId, ResourceId};
use crate::world::Value;

impl Judge<'_> {
    /// A read: the value becomes the client's copy, as of the resource's
    /// version now, for the writes and side effects that use it.
    pub(super) fn read(&mut self, c: ClientId, r: ResourceId, v: Value) -> EventKind {
        let holder = self.is_live(c);
        // A fenced read carried the reader's token and raised the fence,
        // as the model's does.
        let fenced = self.world.resources[r.index()].fenced_reads;
        let token = self.clients[c.index()]
            .held
            .filter(|_| fenced)
            .map(|(_, t, _)| t);
        let resource = &mut self.resources[r.index()];
        if let Some(t) = token {
            resource.highest = Some(resource.highest.map_or(t, |h| h.max(t)));
        }
        let version = resource.version;
        self.clients[c.index()].seen[r.index()] = Some((v.clone(), self.now, version));
        EventKind::Read {
            client: c,
            resource: r,
            value: v,
            holder,
            token,
        }
    }

    /// A pause, as long as the facts say until the client's wake.
    pub(super) fn paused(&mut self, c: ClientId, at: Place) -> EventKind {
        self.clients[c.index()].paused_at = Some(self.now);
        let length = self.pause_length(c, at.facts, at.i);
        EventKind::Paused { client: c, length }
    }

    /// A wake: how long the pause was, and what became of the lease
    /// meanwhile, against what the client still believes.
    pub(super) fn woke(&mut self, c: ClientId) -> EventKind {
        let now = self.now;
        let from = self.clients[c.index()].paused_at.take().unwrap_or(now);
        let live = self.is_live(c);
        let state = &self.clients[c.index()];
        EventKind::Woke {
            client: c,
            length: now.since(from),
            lease_ended: state.ended.filter(|&e| e <= now),
            lease_live: live,
            believes: state.held.is_some(),
        }
    }

    /// The plan's next side effect, with the copy it uses, if any.
    pub(super) fn side_effect(&mut self, c: ClientId, path: &str) -> Result<EventKind, Error> {
        let (effect, uses) = self.next_effect(c, path)?;
        let live = self.is_live(c);
        let state = &self.clients[c.index()];
        Ok(EventKind::SideEffect {
            client: c,
            effect,
            uses: uses.and_then(|r| {
                state.seen[r.index()]
                    .as_ref()
                    .map(|(v, when, _)| (r, v.clone(), *when))
            }),
            live,
            ended: state.ended,
        })
    }
}
