//! The sentences of a network that takes time or loses messages: a
//! request sent, an answer back, and a request or answer lost on a cut link.

use super::tables::{Sentence, Tables};
use crate::event::Request;
use crate::ids::ClientId;
use crate::time::SimTime;
use crate::world::{Endpoint, Leg};

impl<'a> Tables<'a> {
    pub(super) fn sent(
        &self,
        client: ClientId,
        to: Endpoint,
        request: Request,
        arrives: SimTime,
    ) -> String {
        self.request("event-sent", client, to, request)
            .with("arrives", arrives)
            .say()
    }

    pub(super) fn answered(&self, client: ClientId, from: Endpoint, request: Request) -> String {
        self.request("event-answered", client, from, request).say()
    }

    /// A request, or its answer, lost on a cut link: until when the link
    /// is cut, and when the client sends again.
    pub(super) fn dropped(
        &self,
        leg: Leg,
        client: ClientId,
        to: Endpoint,
        request: Request,
        cut_until: SimTime,
        resend_at: SimTime,
    ) -> String {
        let id = match leg {
            Leg::Request => "event-dropped",
            Leg::Answer => "event-dropped-answer",
        };
        self.request(id, client, to, request)
            .with("cut", cut_until)
            .with("resend", resend_at)
            .say()
    }

    /// A message about a client's request: what it asked, of the lock
    /// service or of which resource, as the catalogue's `$target` selects
    /// and `$to` names.
    fn request(
        &self,
        id: &'static str,
        client: ClientId,
        to: Endpoint,
        request: Request,
    ) -> Sentence<'a> {
        let (target, to) = match to {
            Endpoint::LockService => ("service", ""),
            Endpoint::Resource(r) => ("resource", self.world.resource_name(r)),
        };
        self.about(id, client)
            .with("request", request.key())
            .with("target", target)
            .with("to", to)
    }
}
