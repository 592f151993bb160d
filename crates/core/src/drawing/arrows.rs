//! Requests and answers as arrows between the parties' lifelines.
//!
//! A request runs from the client's lifeline where it left to the
//! receiver's where it was handled; its answer runs back from there to
//! where it reached the client. On a network that takes no time both are
//! straight across; a request lost on a cut link runs halfway and ends in
//! a cross.

use super::list::{group, Item};
use super::marks::arrow;
use super::scale::Scale;
use super::words::ChartWords;
use super::{Band, Party};
use crate::report::Report;
use crate::time::SimTime;
use crate::world::Endpoint;

/// Every request and answer of the run, as arrows.
pub(super) fn arrows(
    report: &Report,
    words: &ChartWords,
    parties: &[Party],
    bands: &[Band],
    x: Scale,
) -> Item {
    let lifeline = |party: Party| {
        parties
            .iter()
            .position(|&p| p == party)
            .map_or(0, |i| bands[i].lifeline)
    };
    let mut items = Vec::new();
    for m in &report.timeline.messages {
        let (from, to) = (
            lifeline(Party::Client(m.client)),
            lifeline(match m.to {
                Endpoint::LockService => Party::Lock,
                Endpoint::Resource(r) => Party::Resource(r),
            }),
        );
        if m.lost {
            // Lost on the way: halfway across, in half the link's time.
            let link = report.world().network.link(m.client, m.to);
            let half = SimTime(m.sent.ms() + link.delay.0 / 2);
            let (x1, x2) = (x.x(m.sent), x.x(half));
            let parts = arrow(x1, from, x2, (from + to) / 2, true);
            items.push(message(
                "message request lost",
                parts,
                m.event,
                None,
                words.request(m),
            ));
            continue;
        }
        let parts = arrow(x.x(m.sent), from, x.x(m.arrived), to, false);
        items.push(message(
            "message request",
            parts,
            m.event,
            m.handled,
            words.request(m),
        ));
        if let Some(back) = m.answered {
            let parts = arrow(x.x(m.arrived), to, x.x(back), from, false);
            let event = m.answer.or(m.handled).unwrap_or(m.event);
            items.push(message(
                "message answer",
                parts,
                event,
                None,
                words.answer(m),
            ));
        }
    }
    group("messages", items)
}

/// One arrow, standing for the event that sent it and any that handled it.
fn message(
    class: &'static str,
    parts: Vec<Item>,
    event: usize,
    also: Option<usize>,
    title: String,
) -> Item {
    let mut item = group(class, parts).of(event).titled(title);
    if let Some(e) = also.filter(|&e| e != event) {
        item.events.push(e);
    }
    item
}
