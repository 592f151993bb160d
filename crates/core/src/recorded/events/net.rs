//! Messages over a slow link, as a relay on the client's way to the store
//! saw them: a request sent, its answer back, and a message the link lost.
//! The model knows when a request will arrive as it sends it; a recording
//! knows it from the fact of its arrival, further on.

use super::{Judge, Place};
use crate::error::Error;
use crate::event::{EventKind, Request};
use crate::ids::{ClientId, ResourceId};
use crate::spec::{DidSpec, LegSpec, RequestSpec};
use crate::time::SimTime;
use crate::world::{Endpoint, Leg};

impl Judge<'_> {
    /// A request leaves the client; it arrives with the client's next fact
    /// about that resource: the read or write it asked, or its loss.
    pub(super) fn sent(
        &mut self,
        c: ClientId,
        r: ResourceId,
        request: RequestSpec,
        at: Place,
    ) -> Result<EventKind, Error> {
        let arrives = self.arrival(c, r, at).ok_or_else(|| {
            Error::invalid(
                at.path,
                format!(
                    "{}'s request to {} never arrives, nor is it lost",
                    self.world.client_name(c),
                    self.world.resource_name(r)
                ),
            )
        })?;
        let request = request_of(request);
        self.clients[c.index()].in_flight = Some((request, self.now));
        Ok(EventKind::Sent {
            client: c,
            to: Endpoint::Resource(r),
            request,
            arrives,
        })
    }

    /// The answer to the client's request reaches it.
    pub(super) fn answered(
        &mut self,
        c: ClientId,
        r: ResourceId,
        request: RequestSpec,
    ) -> EventKind {
        let state = &mut self.clients[c.index()];
        state.in_flight = None;
        state.unanswered = false;
        EventKind::Answered {
            client: c,
            from: Endpoint::Resource(r),
            request: request_of(request),
        }
    }

    /// The link loses the client's request, or the answer to it, in the
    /// scenario's cut that covers this moment; the client sends it again
    /// a resend's wait after it first sent it.
    pub(super) fn lost(
        &mut self,
        c: ClientId,
        r: ResourceId,
        leg: LegSpec,
        path: &str,
    ) -> Result<EventKind, Error> {
        let leg = match leg {
            LegSpec::Request => Leg::Request,
            LegSpec::Answer => Leg::Answer,
        };
        let to = Endpoint::Resource(r);
        let network = &self.world.network;
        let cut = network.cut(c, to, leg, self.now).ok_or_else(|| {
            Error::invalid(
                path,
                format!(
                    "the scenario's link from {} to {} is not cut at {}",
                    self.world.client_name(c),
                    self.world.resource_name(r),
                    self.now
                ),
            )
        })?;
        let (request, sent) = self.clients[c.index()].in_flight.ok_or_else(|| {
            Error::invalid(
                path,
                format!("{} has no request on its way", self.world.client_name(c)),
            )
        })?;
        let resend_at = (sent + network.resend.max(crate::time::Millis(1))).max(self.now);
        let state = &mut self.clients[c.index()];
        state.in_flight = None;
        state.unanswered = leg == Leg::Answer && request == Request::Write;
        Ok(EventKind::Dropped {
            leg,
            client: c,
            to,
            request,
            cut_until: cut.until,
            resend_at,
        })
    }

    /// When the request the client sends at fact `i` arrives: the time of
    /// its next read, write or loss on `r`.
    fn arrival(&self, c: ClientId, r: ResourceId, at: Place) -> Option<SimTime> {
        let name = self.world.client_name(c);
        let resource = self.world.resource_name(r);
        at.facts[at.i + 1..]
            .iter()
            .filter(|f| f.client.as_deref() == Some(name))
            .find(|f| match &f.did {
                DidSpec::Read { resource: n, .. }
                | DidSpec::Wrote { resource: n, .. }
                | DidSpec::FenceChecked { resource: n, .. } => n == resource,
                DidSpec::Lost {
                    resource: n,
                    leg: LegSpec::Request,
                } => n == resource,
                _ => false,
            })
            .map(|f| SimTime(f.at_ms))
    }

    /// When the client's request in flight left it, for a write's `sent`.
    pub(super) fn sent_at(&self, c: ClientId) -> SimTime {
        self.clients[c.index()]
            .in_flight
            .map_or(self.now, |(_, t)| t)
    }
}

fn request_of(request: RequestSpec) -> Request {
    match request {
        RequestSpec::Read => Request::Read,
        RequestSpec::Write => Request::Write,
    }
}
