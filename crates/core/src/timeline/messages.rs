//! The requests drawn between the lanes and the lock service or the
//! resources: when each left, arrived and was answered, or where a cut
//! link lost it.

use crate::event::{Event, EventKind, Request};
use crate::ids::ClientId;
use crate::time::SimTime;
use crate::world::{Endpoint, Leg};

/// A request from a client and the answer to it.
///
/// On a network that takes no time the three moments are one; a request
/// lost on a cut link is never handled and gets no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    /// Who sent it.
    pub client: ClientId,
    /// To what.
    pub to: Endpoint,
    /// What it asked.
    pub request: Request,
    /// When it left.
    pub sent: SimTime,
    /// When it arrived and was handled, or when it was lost.
    pub arrived: SimTime,
    /// When the answer reached the client; none for a lost request or answer.
    pub answered: Option<SimTime>,
    /// Which way a cut link lost it, if it did: the request on its way, or
    /// the answer after the request was handled.
    pub lost: Option<Leg>,
    /// The index of the event that sent it, or that handled it where
    /// nothing marked its sending.
    pub event: usize,
    /// The event that handled it where it arrived, if one was told: a
    /// retried request for the lock refused again is not.
    pub handled: Option<usize>,
    /// The event that told its answer arriving, on a link that takes time.
    pub answer: Option<usize>,
}

impl Message {
    /// A request that left at `at`, told by event `event`: not yet
    /// arrived, handled or answered.
    fn sent(
        client: ClientId,
        to: Endpoint,
        request: Request,
        at: SimTime,
        event: usize,
    ) -> Message {
        Message {
            client,
            to,
            request,
            sent: at,
            arrived: at,
            answered: None,
            lost: None,
            event,
            handled: None,
            answer: None,
        }
    }
}

/// Every request of the run, in the order each was sent or handled.
pub(super) fn messages(clients: usize, events: &[Event]) -> Vec<Message> {
    let mut flights = Flights {
        messages: Vec::new(),
        in_flight: vec![None; clients],
    };
    for (index, event) in events.iter().enumerate() {
        if let Some(client) = event.client() {
            flights.take(client, index, event);
        }
    }
    flights.messages
}

/// The messages so far, and each client's request still on its way: one
/// event sends it, a later one handles it, another brings its answer back.
struct Flights {
    messages: Vec<Message>,
    /// Each client's request on its way, until its answer is back.
    in_flight: Vec<Option<usize>>,
}

impl Flights {
    /// What `event`, which concerns `client`, does to its requests.
    fn take(&mut self, client: ClientId, index: usize, event: &Event) {
        let (at, c) = (event.at, client.index());
        if let Some((to, request)) = handled_request(&event.kind) {
            self.handled(client, to, request, at, index);
        }
        match event.kind {
            EventKind::Answered { .. } => {
                if let Some(m) = self.in_flight[c].take() {
                    self.messages[m].answered = Some(at);
                    self.messages[m].answer = Some(index);
                }
            }
            EventKind::Sent {
                to,
                request,
                arrives,
                ..
            } => {
                self.in_flight[c] = Some(self.messages.len());
                let mut m = Message::sent(client, to, request, at, index);
                m.arrived = arrives;
                self.messages.push(m);
            }
            EventKind::Dropped {
                leg: Leg::Answer, ..
            } => {
                // The request was handled; only its way back is cut.
                if let Some(m) = self.in_flight[c].take() {
                    let m = &mut self.messages[m];
                    m.answered = None;
                    m.lost = Some(Leg::Answer);
                    m.answer = Some(index);
                }
            }
            EventKind::Dropped {
                leg: Leg::Request,
                to,
                request,
                ..
            } => {
                self.in_flight[c] = None;
                let mut m = Message::sent(client, to, request, at, index);
                m.lost = Some(Leg::Request);
                self.messages.push(m);
            }
            _ => {}
        }
    }

    /// A request handled where it arrived: the one on its way, if its
    /// sending was marked, or else one that left and came back at once.
    fn handled(
        &mut self,
        client: ClientId,
        to: Endpoint,
        request: Request,
        at: SimTime,
        index: usize,
    ) {
        let c = client.index();
        match self.in_flight[c].map(|m| &mut self.messages[m]) {
            Some(m) if m.handled.is_none() => {
                m.arrived = at;
                m.handled = Some(index);
                // Back at once unless an answer event says otherwise.
                m.answered = Some(at);
            }
            _ => {
                self.in_flight[c] = None;
                let mut m = Message::sent(client, to, request, at, index);
                m.answered = Some(at);
                m.handled = Some(index);
                self.messages.push(m);
            }
        }
    }
}

/// The request an event handled where it arrived, for a network that
/// marks no sending; none for an event that handles no request.
fn handled_request(kind: &EventKind) -> Option<(Endpoint, Request)> {
    let lock = Endpoint::LockService;
    Some(match kind {
        EventKind::Granted { .. } | EventKind::Refused { .. } | EventKind::GaveUp { .. } => {
            (lock, Request::Acquire)
        }
        EventKind::Renewed { .. } | EventKind::RenewRefused { .. } => (lock, Request::Renew),
        EventKind::Released { .. } => (lock, Request::Release),
        &EventKind::Read { resource, .. } | &EventKind::FenceChecked { resource, .. } => {
            (Endpoint::Resource(resource), Request::Read)
        }
        EventKind::Wrote(w) => (Endpoint::Resource(w.resource), Request::Write),
        _ => return None,
    })
}
