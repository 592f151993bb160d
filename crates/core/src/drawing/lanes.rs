//! One lane per party: its band, background, name and lifeline; the lock
//! service's holders, node by node; a resource's value over time and the
//! writes that reached it. A client's own rows are `client.rs`'s.

use super::client::{self, mark_labels, BarRows, LEASE_H, LEASE_Y};
use super::list::{group, line, rect, text, Item};
use super::marks::Mark;
use super::party::{Band, Party};
use super::room::Room;
use super::scale::{self, fit_words, text_width, Scale, TEXT_SIZE};
use super::words::ChartWords;
use crate::event::{EventKind, Standing, Verdict};
use crate::report::Report;
use crate::timeline::Span;

/// Room for a lane's name above it, on a chart too narrow for a column of names.
pub(super) const NAME_ROW: i64 = 14;

/// The lock service's and a resource's row, and a node's.
const ROW_Y: i64 = 10;
const ROW_H: i64 = 16;
const NODE_H: i64 = 20;
const SERVICE_H: i64 = 36;
const RESOURCE_H: i64 = 50;

/// A lane's name, as its left column shows it.
pub(super) fn name(words: &ChartWords, party: Party) -> String {
    match party {
        Party::Client(c) => words.client(c).to_owned(),
        Party::Lock => words.party(crate::world::Endpoint::LockService),
        Party::Resource(r) => words.party(crate::world::Endpoint::Resource(r)),
    }
}

/// Where a lane goes, starting at `top`; `head` is the room its name
/// takes above it (0 when names sit in a column on the left).
pub(super) fn band(report: &Report, party: Party, top: i64, head: i64) -> Band {
    let timeline = &report.timeline;
    let (height, lifeline) = match party {
        Party::Client(c) => (
            BarRows::of(&timeline.lanes[c.index()]).height,
            LEASE_Y + LEASE_H / 2,
        ),
        Party::Lock => (
            SERVICE_H + NODE_H * timeline.nodes.len() as i64,
            ROW_Y + ROW_H / 2,
        ),
        Party::Resource(_) => (RESOURCE_H, ROW_Y + ROW_H / 2),
    };
    Band {
        top,
        head,
        height: height + head,
        lifeline: top + head + lifeline,
    }
}

/// A party's lane: its background, name and lifeline, then what it shows.
#[allow(clippy::too_many_arguments)]
pub(super) fn lane(
    report: &Report,
    words: &ChartWords,
    party: Party,
    name: &str,
    band: Band,
    x: Scale,
    width: i64,
    room: &mut Room,
) -> Item {
    let (left, right) = (x.left, width - 2);
    let top = band.top + band.head;
    let label = if band.head > 0 {
        // Above the lane, on a chart too narrow for a column of names, as
        // far left as the arrows crossing its row allow.
        let y = band.top + 12;
        let (shown, from) = name_spot(room, name, y, left + 2, right);
        room.take(from, y, &shown);
        let cut = shown != name;
        let label = text("lane-name", from, y, shown);
        if cut {
            label.titled(name.to_owned())
        } else {
            label
        }
    } else {
        text(
            "lane-name",
            6,
            band.lifeline + 4,
            fit_words(name, TEXT_SIZE, left - 10),
        )
    };
    let mut items = vec![
        rect("lane-bg", left, band.top + 2, right - left, band.height - 4),
        line("lifeline", left, band.lifeline, x.right(), band.lifeline),
        label,
    ];
    let class = match party {
        Party::Client(c) => {
            client::client(
                report,
                words,
                &report.timeline.lanes[c.index()],
                top,
                x,
                width,
                &mut items,
                room,
            );
            "lane client"
        }
        Party::Lock => {
            service(report, words, top, x, &mut items, room);
            "lane service"
        }
        Party::Resource(r) => {
            resource(report, words, r, top, x, width, &mut items, room);
            "lane resource"
        }
    };
    let mut lane = group(class, items);
    lane.party = Some(name.to_owned());
    lane
}

/// Where a lane's name goes in the row above it, from `left` to `right`:
/// the first place clear of the arrows crossing the row, in as many of its
/// letters as fit there, else at `left` cut to the width.
fn name_spot(room: &Room, name: &str, y: i64, left: i64, right: i64) -> (String, i64) {
    let whole = fit_words(name, TEXT_SIZE, right - left - 2);
    let letters = whole.chars().count();
    (1..=letters)
        .rev()
        .map(|keep| match keep == letters {
            true => whole.clone(),
            false => whole.chars().take(keep).chain(['…']).collect(),
        })
        .find_map(|shown| {
            let last = right - text_width(&shown, TEXT_SIZE);
            room.first(&shown, y, left, last).map(|at| (shown, at))
        })
        .unwrap_or((whole, left))
}

/// The lock service's lane: who it holds the lock for, when; with several
/// nodes, a row per node with whose lease it holds, its clock's jumps and
/// the requests that cannot reach it.
fn service(
    report: &Report,
    words: &ChartWords,
    top: i64,
    x: Scale,
    items: &mut Vec<Item>,
    room: &mut Room,
) {
    let timeline = &report.timeline;
    for lane in &timeline.lanes {
        for lease in &lane.leases {
            // The holder and its token, else the holder alone.
            let label = [
                words.hold(lane.client, lease.token),
                words.client(lane.client).to_owned(),
            ];
            let bar = Bar {
                class: "hold",
                span: lease.span,
                y: top + ROW_Y,
                h: ROW_H,
                event: lease.event,
            };
            hold(items, room, &label, bar, x);
        }
    }
    for (i, row) in timeline.nodes.iter().enumerate() {
        let y = top + SERVICE_H + NODE_H * i as i64 - 4;
        let name_x = if x.left < 60 { 2 } else { 14 };
        let node = fit_words(&words.node(row.node), TEXT_SIZE, x.left - name_x - 2);
        items.push(text("node-name", name_x, y + 12, node));
        items.push(line("node-line", x.left, y + 8, x.right(), y + 8));
        for h in &row.holds {
            let label = [words.client(h.client).to_owned()];
            let bar = Bar {
                class: "hold node-hold",
                span: h.span,
                y: y + 1,
                h: 14,
                event: h.event,
            };
            hold(items, room, &label, bar, x);
        }
        for jump in &row.jumps {
            let title = report.sentence(&report.events[jump.event]);
            let mark = Mark::ClockJump.at(x.x(jump.at), y + 8);
            items.push(mark.of(jump.event).titled(title));
        }
        for &(c, at, event) in &row.unreached {
            let title = words.unreached(c, row.node);
            items.push(Mark::Unreached.at(x.x(at), y + 8).of(event).titled(title));
        }
    }
}

/// A bar of the lock service's lane: its class, span, top, height and
/// the event that granted it.
struct Bar {
    class: &'static str,
    span: Span,
    y: i64,
    h: i64,
    event: usize,
}

/// A bar of the lock service's lane, labelled in the first of `tiers`
/// that fits inside it clear of the arrows crossing it; its title says
/// the first.
fn hold(items: &mut Vec<Item>, room: &mut Room, tiers: &[String], bar: Bar, x: Scale) {
    let from = x.x(bar.span.from);
    let w = (x.x(bar.span.to) - from).max(2);
    items.push(
        rect(bar.class, from, bar.y, w, bar.h)
            .of(bar.event)
            .titled(tiers[0].clone()),
    );
    let y = bar.y + bar.h / 2 + 5;
    let spot = tiers.iter().find_map(|label| {
        let last = from + w - 3 - text_width(label, TEXT_SIZE);
        room.first(label, y, from + 4, last).map(|at| (label, at))
    });
    if let Some((label, at)) = spot {
        room.take(at, y, label);
        items.push(text("bar-label", at, y, label.clone()));
    }
}

/// A resource's lane: what it held when, labelled where it changes, and
/// each write that reached it, accepted or refused with the check that
/// refused it.
#[allow(clippy::too_many_arguments)]
fn resource(
    report: &Report,
    words: &ChartWords,
    r: crate::ids::ResourceId,
    top: i64,
    x: Scale,
    width: i64,
    items: &mut Vec<Item>,
    room: &mut Room,
) {
    let row = &report.timeline.resources[r.index()];
    let y = top + ROW_Y;
    let end = x.right();
    for (i, holding) in row.values.iter().enumerate() {
        let from = x.x(holding.from);
        let to = row.values.get(i + 1).map_or(end, |next| x.x(next.from));
        let value = report.format_value(&holding.value);
        let label = words.holding(&value, holding.token);
        let class = if i % 2 == 0 { "held" } else { "held held-alt" };
        let mut segment = rect(class, from, y, (to - from).max(1), ROW_H).titled(label.clone());
        if let Some(e) = holding.event {
            segment = segment.of(e);
        }
        items.push(segment);
        // The value with its token, else the value alone, clear of arrows.
        let ly = y + 12;
        let spot = [label, value].into_iter().find_map(|label| {
            let last = to - 4 - text_width(&label, TEXT_SIZE);
            room.first(&label, ly, from + 4, last).map(|at| (label, at))
        });
        if let Some((label, at)) = spot {
            room.take(at, ly, &label);
            items.push(text("value-label", at, ly, label));
        }
    }
    // Every write as it arrived, with the check that refused it.
    let writes: Vec<(usize, &crate::event::Wrote)> = report
        .events
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.kind {
            EventKind::Wrote(w) if w.resource == r => Some((i, w)),
            _ => None,
        })
        .collect();
    let xs: Vec<i64> = writes
        .iter()
        .map(|&(i, _)| x.x(report.events[i].at))
        .collect();
    let clusters = scale::clusters(&xs, |k| {
        let w = writes[k].1;
        (w.verdict != Verdict::Accepted).then(|| words.refusal(w))
    });
    let mark_y = y + ROW_H + 8;
    for cluster in &clusters {
        for &(k, at) in &cluster.marks {
            let (event, w) = writes[k];
            let mark = match (w.verdict, w.standing) {
                (Verdict::Accepted, Standing::Stale { .. }) => Mark::Write { stale: true },
                (Verdict::Accepted, _) => Mark::Write { stale: false },
                (Verdict::Refused(_), _) => Mark::RefusedWrite,
            };
            let title = report.sentence(&report.events[event]);
            items.push(mark.at(at, mark_y).of(event).titled(title));
        }
    }
    let name = words.party(crate::world::Endpoint::Resource(r));
    let at = |k: usize| report.events[writes[k].0].at;
    let right = width - 2;
    mark_labels(
        items,
        room,
        &clusters,
        &name,
        at,
        mark_y + 4,
        x.left + 2,
        right,
    );
}
