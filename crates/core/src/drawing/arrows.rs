//! Requests and answers as arrows between the parties' lifelines.
//!
//! A request runs from the client's lifeline where it left to the
//! receiver's where it was handled; its answer runs back from there to
//! where it reached the client. On a network that takes no time both are
//! straight across; a request lost on a cut link runs halfway and ends in
//! a cross, and so does an answer lost on its way back.

use super::list::{group, Item};
use super::marks::arrow;
use super::party::{Band, Party};
use super::scale::Scale;
use super::words::ChartWords;
use crate::report::Report;
use crate::time::SimTime;
use crate::world::{Endpoint, Leg};

/// How far down or up a lost request runs before its cross.
const LOST_REACH: i64 = 22;

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
        if m.lost == Some(Leg::Request) {
            // Lost on the way: a short stretch towards the receiver, in a
            // little of the link's time, so the cross stays by its sender
            // and is not read as reaching a lane in between.
            let link = report.world().network.link(m.client, m.to);
            let part = SimTime(m.sent.ms() + link.delay.0 / 4);
            let (x1, x2) = (x.x(m.sent), x.x(part));
            let reach = ((to - from).abs() / 2).min(LOST_REACH);
            let y2 = if to >= from {
                from + reach
            } else {
                from - reach
            };
            let parts = arrow(x1, from, x2.max(x1 + 6), y2, true);
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
        if m.lost == Some(Leg::Answer) {
            // Handled, and lost on the way back: a short stretch from the
            // receiver towards the client, ending in a cross by the receiver.
            let link = report.world().network.link(m.client, m.to);
            let part = SimTime(m.arrived.ms() + link.delay.0 / 4);
            let (x1, x2) = (x.x(m.arrived), x.x(part));
            let reach = ((to - from).abs() / 2).min(LOST_REACH);
            let y2 = if from >= to { to + reach } else { to - reach };
            let parts = arrow(x1, to, x2.max(x1 + 6), y2, true);
            let event = m.answer.unwrap_or(m.event);
            items.push(message(
                "message answer lost",
                parts,
                event,
                None,
                words.answer_lost(m),
            ));
        }
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
