//! Messages over a slow link, as a relay on the client's way to the store
//! saw them: a request sent, its answer back, and a message the link lost.
//! The model knows when a request will arrive as it sends it; a recording
//! knows it from the fact of its arrival, further on.
//!
//! The model tells a request a cut link loses as it leaves by its loss
//! alone, and the client's first try after the link heals; a client on a
//! real link cannot know, and sends again after each wait. So a request
//! lost at once is told by its loss, and a resend the same cut loses is
//! not told at all: the first loss says when a try got through. On a link
//! that takes no time, which a relay plays only for its cuts, a request
//! and its answer are told by what the request did, as the model tells it.

use super::{Judge, Place};
use crate::error::Error;
use crate::event::{EventKind, Request};
use crate::ids::{ClientId, ResourceId};
use crate::spec::{DidSpec, LegSpec, RequestSpec};
use crate::time::SimTime;
use crate::world::{Endpoint, Leg};

impl Judge<'_> {
    /// A request leaves the client; it arrives with the client's next fact
    /// about that resource: the read or write it asked, or its loss. One
    /// the link loses as it leaves is told by the loss alone.
    pub(super) fn sent(
        &mut self,
        c: ClientId,
        r: ResourceId,
        request: RequestSpec,
        at: Place,
    ) -> Result<Option<EventKind>, Error> {
        let (arrives, lost) = self.arrival(c, r, at).ok_or_else(|| {
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
        let instant = self.instant(c, r);
        let state = &mut self.clients[c.index()];
        state.in_flight = Some((request, self.now));
        if lost {
            return Ok(None);
        }
        state.lost_until = None;
        if instant {
            return Ok(None);
        }
        Ok(Some(EventKind::Sent {
            client: c,
            to: Endpoint::Resource(r),
            request,
            arrives,
        }))
    }

    /// The answer to the client's request reaches it; on a link that
    /// takes no time it came with the request and is not told again.
    pub(super) fn answered(
        &mut self,
        c: ClientId,
        r: ResourceId,
        request: RequestSpec,
    ) -> Option<EventKind> {
        let state = &mut self.clients[c.index()];
        state.in_flight = None;
        state.unanswered = false;
        (!self.instant(c, r)).then_some(EventKind::Answered {
            client: c,
            from: Endpoint::Resource(r),
            request: request_of(request),
        })
    }

    /// Whether the scenario's link from `c` to `r` takes no time, so the
    /// model tells a request on it by what it did there, neither sent nor
    /// answered: a link a relay plays only for its cuts.
    fn instant(&self, c: ClientId, r: ResourceId) -> bool {
        let link = self.world.network.link(c, Endpoint::Resource(r));
        link.delay.ms() == 0 && link.jitter.ms() == 0
    }

    /// The link loses the client's request, or the answer to it, in the
    /// scenario's cut that covers this moment; the client sends it again
    /// a resend's wait after it first sent it.
    pub(super) fn lost(
        &mut self,
        c: ClientId,
        r: ResourceId,
        leg: LegSpec,
        at: Place,
    ) -> Result<Option<EventKind>, Error> {
        let path = at.path;
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
        let state = &mut self.clients[c.index()];
        state.in_flight = None;
        state.unanswered = leg == Leg::Answer && request == Request::Write;
        if leg == Leg::Request && state.lost_until == Some(cut.until) {
            return Ok(None);
        }
        let wait = sent + network.resend.max(crate::time::Millis(1));
        let resend_at = match leg {
            Leg::Request => {
                state.lost_until = Some(cut.until);
                self.through_at(c, r, at).unwrap_or(wait)
            }
            Leg::Answer => wait,
        }
        .max(self.now);
        Ok(Some(EventKind::Dropped {
            leg,
            client: c,
            to,
            request,
            cut_until: cut.until,
            resend_at,
        }))
    }

    /// When the client's request to `r` next gets through the link: the
    /// first send after fact `i` that is not lost as it leaves, or on a
    /// link without delay, where nothing is told as sent, the first arrival.
    fn through_at(&self, c: ClientId, r: ResourceId, at: Place) -> Option<SimTime> {
        let name = self.world.client_name(c);
        let resource = self.world.resource_name(r);
        (at.i + 1..at.facts.len()).find_map(|k| {
            let f = &at.facts[k];
            if f.client.as_deref() != Some(name) {
                return None;
            }
            let through = match &f.did {
                DidSpec::Sent { resource: n, .. } if n == resource => {
                    let next = Place { i: k, ..at };
                    !matches!(self.arrival(c, r, next), Some((_, true)))
                }
                DidSpec::Read { resource: n, .. }
                | DidSpec::Wrote { resource: n, .. }
                | DidSpec::FenceChecked { resource: n, .. } => n == resource,
                _ => false,
            };
            through.then_some(SimTime(f.at_ms))
        })
    }

    /// When the request the client sends at fact `i` arrives: the time of
    /// its next read, write or loss on `r`, and whether it is lost there.
    fn arrival(&self, c: ClientId, r: ResourceId, at: Place) -> Option<(SimTime, bool)> {
        let name = self.world.client_name(c);
        let resource = self.world.resource_name(r);
        at.facts[at.i + 1..]
            .iter()
            .filter(|f| f.client.as_deref() == Some(name))
            .find_map(|f| match &f.did {
                DidSpec::Read { resource: n, .. }
                | DidSpec::Wrote { resource: n, .. }
                | DidSpec::FenceChecked { resource: n, .. }
                    if n == resource =>
                {
                    Some((SimTime(f.at_ms), false))
                }
                DidSpec::Lost {
                    resource: n,
                    leg: LegSpec::Request,
                } if n == resource => Some((SimTime(f.at_ms), true)),
                _ => None,
            })
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
