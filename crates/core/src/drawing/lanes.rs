//! One lane per party: a client's leases, belief, pauses and marks; the
//! lock service's holders, node by node; a resource's value over time and
//! the writes that reached it.

use super::list::{group, line, rect, text, Item, Shape};
use super::marks::Mark;
use super::room::Room;
use super::scale::{self, fit_words, text_width, Scale, TEXT_SIZE};
use super::words::ChartWords;
use super::{Band, Party};
use crate::event::{EventKind, Standing, Verdict};
use crate::report::Report;
use crate::timeline::{Lane, LeaseEndKind, MarkerKind, Span};

/// A client lane's rows, in pixels from its top: marks, the lease, then a
/// row of bars for each of pauses, overreach and cut links the client has.
const MARK_Y: i64 = 10;
const LEASE_Y: i64 = 18;
const LEASE_H: i64 = 16;
const BAR_H: i64 = 14;
const BAR_ROW: i64 = 16;
const CLIENT_H: i64 = 40;
/// Room for a lane's name above it, on a chart too narrow for a column of names.
pub(super) const NAME_ROW: i64 = 14;

/// Where a client lane's rows of bars go; a row the client has nothing
/// for folds away, so many clients stay readable.
struct BarRows {
    pause: i64,
    overreach: i64,
    cut: i64,
    height: i64,
}

impl BarRows {
    fn of(lane: &Lane) -> BarRows {
        let mut next = LEASE_Y + LEASE_H + 4;
        let mut row = |used: bool| {
            let at = next;
            if used {
                next += BAR_ROW;
            }
            at
        };
        let pause = row(!lane.pauses.is_empty());
        let overreach = row(!lane.overreach.is_empty());
        let cut = row(!lane.cut.is_empty());
        BarRows {
            pause,
            overreach,
            cut,
            height: CLIENT_H.max(next + 4),
        }
    }
}
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
            client(
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

/// A client's lane: its leases (with the ghost its own clock believes
/// in), pauses, overreach, cut links and marks.
#[allow(clippy::too_many_arguments)]
fn client(
    report: &Report,
    words: &ChartWords,
    lane: &Lane,
    top: i64,
    x: Scale,
    width: i64,
    items: &mut Vec<Item>,
    room: &mut Room,
) {
    let right = width - 2;
    let name = words.client(lane.client);
    for lease in &lane.leases {
        let from = x.x(lease.span.from);
        let w = (x.x(lease.span.to) - from).max(2);
        let class = match lease.end {
            LeaseEndKind::Expired => "lease lease-expired",
            LeaseEndKind::Released => "lease lease-released",
            LeaseEndKind::Open => "lease lease-open",
        };
        let shape = Shape::Rect {
            x: from,
            y: top + LEASE_Y,
            w,
            h: LEASE_H,
            r: 3,
        };
        let label = words.lease(lease.token);
        items.push(
            Item::new(class, shape)
                .of(lease.event)
                .titled(label.clone()),
        );
        let (y, last) = (
            top + LEASE_Y + 12,
            from + w - 3 - text_width(&label, TEXT_SIZE),
        );
        if let Some(at) = room.first(&label, y, from + 5, last) {
            room.take(at, y, &label);
            items.push(text("lease-label", at, y, label));
        }
        if lease.believed_to > lease.span.to {
            let (real, believed) = (x.x(lease.span.to), x.x(lease.believed_to));
            let y = top + LEASE_Y;
            let tiers = words.believed(lane.client);
            items.push(
                rect(
                    "believed",
                    real,
                    y + 1,
                    (believed - real).max(1),
                    LEASE_H - 2,
                )
                .titled(tiers[0].clone()),
            );
            items.push(line(
                "believed-end",
                believed,
                y - 4,
                believed,
                y + LEASE_H + 4,
            ));
            // Right of the tick, else left of it, in fewer words if need
            // be, clear of arrows and labels; else in a note.
            let ly = y + 12;
            let spot = tiers.iter().find_map(|w| {
                let tw = text_width(w, TEXT_SIZE);
                room.first(w, ly, believed + 5, right - tw)
                    .or_else(|| room.last(w, ly, x.left + 2, believed - 5 - tw))
                    .map(|at| (w, at))
            });
            match spot {
                Some((said, from)) => {
                    room.take(from, ly, said);
                    items.push(text("small believed-label", from, ly, said.clone()));
                }
                None => items.extend(room.note(
                    name,
                    lease.believed_to,
                    &tiers[0],
                    believed,
                    ly,
                    x.left + 2,
                    right,
                )),
            }
        }
    }
    let pauses: Vec<(Span, Option<usize>)> = lane
        .pauses
        .iter()
        .zip(&lane.pause_events)
        .map(|(s, &e)| (*s, Some(e)))
        .collect();
    let rows = BarRows::of(lane);
    bars(
        items,
        "pause",
        &words.paused(),
        &pauses,
        top + rows.pause,
        x,
        room,
    );
    let overreach: Vec<(Span, Option<usize>)> = lane.overreach.iter().map(|s| (*s, None)).collect();
    bars(
        items,
        "overreach",
        &words.overreach(),
        &overreach,
        top + rows.overreach,
        x,
        room,
    );
    let cuts: Vec<(Span, Option<usize>)> = lane.cut.iter().map(|s| (*s, None)).collect();
    bars(items, "cut", &words.cut(), &cuts, top + rows.cut, x, room);

    // The client's own moments; reads and writes are arrows to the resources.
    let shown: Vec<(usize, Mark, Option<String>)> = lane
        .markers
        .iter()
        .enumerate()
        .filter_map(|(i, m)| {
            let (mark, label) = match m.kind {
                MarkerKind::Wake => (Mark::Wake, None),
                MarkerKind::Refused => (Mark::Refused, None),
                MarkerKind::Effect { live } => {
                    (Mark::Effect { unleased: !live }, Some(words.effect()))
                }
                MarkerKind::ClockJump => (Mark::ClockJump, Some(words.clock_jump())),
                MarkerKind::Check { ok } => (Mark::Check { ok }, None),
                _ => return None,
            };
            Some((i, mark, label))
        })
        .collect();
    let xs: Vec<i64> = shown
        .iter()
        .map(|&(i, ..)| x.x(lane.markers[i].at))
        .collect();
    let clusters = scale::clusters(&xs, |k| shown[k].2.clone());
    let y = top + MARK_Y;
    for cluster in &clusters {
        for &(k, at) in &cluster.marks {
            let (i, mark, _) = &shown[k];
            let marker = &lane.markers[*i];
            let title = report.sentence(&report.events[marker.event]);
            items.push(mark.at(at, y).of(marker.event).titled(title));
        }
    }
    let at = |k: usize| lane.markers[shown[k].0].at;
    mark_labels(items, room, &clusters, name, at, y + 4, x.left + 2, right);
}

/// The labels beside clusters of marks on the baseline `y`: after a
/// cluster's last mark, else before its first, clear of arrows, marks'
/// neighbours and other labels; else in a note. `at` gives a mark's moment.
#[allow(clippy::too_many_arguments)]
fn mark_labels(
    items: &mut Vec<Item>,
    room: &mut Room,
    clusters: &[scale::Cluster],
    party: &str,
    at: impl Fn(usize) -> crate::time::SimTime,
    y: i64,
    left: i64,
    right: i64,
) {
    for (i, cluster) in clusters.iter().enumerate() {
        if cluster.label.is_empty() {
            continue;
        }
        let label = &cluster.label;
        let w = text_width(label, TEXT_SIZE);
        let limit = clusters
            .get(i + 1)
            .map_or(right, |next| next.first_x - 11)
            .min(right);
        let before = clusters
            .get(i.wrapping_sub(1))
            .map_or(left, |p| p.last_x + 9);
        let spot = room
            .first(label, y, cluster.last_x + 9, limit - w)
            .or_else(|| room.last(label, y, before.max(left), cluster.first_x - 9 - w));
        match spot {
            Some(from) => {
                room.take(from, y, label);
                items.push(text("small", from, y, label.clone()));
            }
            None => {
                let first = at(cluster.marks[0].0);
                let x = cluster.last_x + 6;
                items.extend(room.note(party, first, label, x, y, left, right));
            }
        }
    }
}

/// Labelled bars in one row of a lane; the label only where it fits.
fn bars(
    items: &mut Vec<Item>,
    class: &'static str,
    words: &str,
    spans: &[(Span, Option<usize>)],
    y: i64,
    x: Scale,
    room: &mut Room,
) {
    for &(span, event) in spans {
        let from = x.x(span.from);
        let w = (x.x(span.to) - from).max(2);
        let mut bar = rect(class, from, y, w, BAR_H).titled(words.to_owned());
        if let Some(e) = event {
            bar = bar.of(e);
        }
        items.push(bar);
        let (ly, last) = (y + 11, from + w - 3 - text_width(words, TEXT_SIZE));
        if let Some(at) = room.first(words, ly, from + 4, last) {
            room.take(at, ly, words);
            items.push(text("bar-label", at, ly, words));
        }
    }
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
