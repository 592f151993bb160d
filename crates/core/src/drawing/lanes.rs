//! One lane per party: a client's leases, belief, pauses and marks; the
//! lock service's holders, node by node; a resource's value over time and
//! the writes that reached it.

use super::list::{group, line, rect, text, Item, Shape};
use super::marks::Mark;
use super::scale::{self, fit_words, text_width, Scale};
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
const BAR_H: i64 = 10;
const BAR_ROW: i64 = 12;
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
const NODE_H: i64 = 18;
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
) -> Item {
    let (left, right) = (x.left, width - 2);
    let top = band.top + band.head;
    let label = if band.head > 0 {
        // Above the lane, on a chart too narrow for a column of names.
        text(
            "lane-name",
            left + 2,
            band.top + 12,
            fit_words(name, 12, right - left - 4),
        )
    } else {
        text(
            "lane-name",
            6,
            band.lifeline + 4,
            fit_words(name, 12, left - 10),
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
            );
            "lane client"
        }
        Party::Lock => {
            service(report, words, top, x, &mut items);
            "lane service"
        }
        Party::Resource(r) => {
            resource(report, words, r, top, x, width, &mut items);
            "lane resource"
        }
    };
    let mut lane = group(class, items);
    lane.party = Some(name.to_owned());
    lane
}

/// A client's lane: its leases (with the ghost its own clock believes
/// in), pauses, overreach, cut links and marks.
fn client(
    report: &Report,
    words: &ChartWords,
    lane: &Lane,
    top: i64,
    x: Scale,
    width: i64,
    items: &mut Vec<Item>,
) {
    let right = width - 2;
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
        items.push(Item::new(class, shape).of(lease.event));
        let label = words.lease(lease.token);
        if w > text_width(&label, 12) + 8 {
            items.push(text("lease-label", from + 5, top + LEASE_Y + 12, label));
        }
        if lease.believed_to > lease.span.to {
            let (real, believed) = (x.x(lease.span.to), x.x(lease.believed_to));
            let y = top + LEASE_Y;
            items.push(rect(
                "believed",
                real,
                y + 1,
                (believed - real).max(1),
                LEASE_H - 2,
            ));
            items.push(line(
                "believed-end",
                believed,
                y - 4,
                believed,
                y + LEASE_H + 4,
            ));
            // Right of the tick, else left of it over the lease, in fewer
            // words if need be, and at worst as far left as the lane goes.
            let tiers = words.believed(lane.client);
            let spot = tiers.iter().find_map(|w| {
                let tw = text_width(w, 11);
                if believed + 5 + tw <= right {
                    Some((w, believed + 5))
                } else if believed - 5 - tw >= x.left + 2 {
                    Some((w, believed - 5 - tw))
                } else {
                    None
                }
            });
            let (said, from) = spot.unwrap_or_else(|| {
                let tw = text_width(&tiers[1], 11);
                (&tiers[1], (x.left + 2).max(right - tw))
            });
            items.push(text("small believed-label", from, y + 12, said.clone()));
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
    );
    let overreach: Vec<(Span, Option<usize>)> = lane.overreach.iter().map(|s| (*s, None)).collect();
    bars(
        items,
        "overreach",
        &words.overreach(),
        &overreach,
        top + rows.overreach,
        x,
    );
    let cuts: Vec<(Span, Option<usize>)> = lane.cut.iter().map(|s| (*s, None)).collect();
    bars(items, "cut", &words.cut(), &cuts, top + rows.cut, x);

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
    let spots = scale::place_labels(&clusters, 11, x.left + 2, right);
    let y = top + MARK_Y;
    for (cluster, spot) in clusters.iter().zip(spots) {
        for &(k, at) in &cluster.marks {
            let (i, mark, _) = &shown[k];
            let marker = &lane.markers[*i];
            let title = report.sentence(&report.events[marker.event]);
            items.push(mark.at(at, y).of(marker.event).titled(title));
        }
        if let Some(from) = spot {
            items.push(text("small", from, y + 4, cluster.label.clone()));
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
) {
    for &(span, event) in spans {
        let from = x.x(span.from);
        let w = (x.x(span.to) - from).max(2);
        let mut bar = rect(class, from, y, w, BAR_H);
        if let Some(e) = event {
            bar = bar.of(e);
        }
        items.push(bar);
        if w > text_width(words, 10) + 8 {
            items.push(text("bar-label", from + 4, y + 8, words));
        }
    }
}

/// The lock service's lane: who it holds the lock for, when; with several
/// nodes, a row per node with whose lease it holds, its clock's jumps and
/// the requests that cannot reach it.
fn service(report: &Report, words: &ChartWords, top: i64, x: Scale, items: &mut Vec<Item>) {
    let timeline = &report.timeline;
    for lane in &timeline.lanes {
        for lease in &lane.leases {
            let label = words.hold(lane.client, lease.token);
            hold(
                items,
                "hold",
                &label,
                lease.span,
                top + ROW_Y,
                ROW_H,
                x,
                lease.event,
            );
        }
    }
    for (i, row) in timeline.nodes.iter().enumerate() {
        let y = top + SERVICE_H + NODE_H * i as i64 - 4;
        let name_x = if x.left < 60 { 2 } else { 14 };
        let node = fit_words(&words.node(row.node), 11, x.left - name_x - 2);
        items.push(text("node-name", name_x, y + 11, node));
        items.push(line("node-line", x.left, y + 7, x.right(), y + 7));
        for h in &row.holds {
            let label = words.client(h.client);
            hold(
                items,
                "hold node-hold",
                label,
                h.span,
                y + 1,
                12,
                x,
                h.event,
            );
        }
        for jump in &row.jumps {
            let title = report.sentence(&report.events[jump.event]);
            let mark = Mark::ClockJump.at(x.x(jump.at), y + 7);
            items.push(mark.of(jump.event).titled(title));
        }
        for &(c, at, event) in &row.unreached {
            let title = words.unreached(c, row.node);
            items.push(Mark::Unreached.at(x.x(at), y + 7).of(event).titled(title));
        }
    }
}

/// A bar of the lock service's lane, labelled where it fits.
#[allow(clippy::too_many_arguments)]
fn hold(
    items: &mut Vec<Item>,
    class: &'static str,
    label: &str,
    span: Span,
    y: i64,
    h: i64,
    x: Scale,
    event: usize,
) {
    let from = x.x(span.from);
    let w = (x.x(span.to) - from).max(2);
    items.push(
        rect(class, from, y, w, h)
            .of(event)
            .titled(label.to_owned()),
    );
    if w > text_width(label, 10) + 6 {
        items.push(text("bar-label", from + 4, y + h / 2 + 4, label));
    }
}

/// A resource's lane: what it held when, labelled where it changes, and
/// each write that reached it, accepted or refused with the check that
/// refused it.
fn resource(
    report: &Report,
    words: &ChartWords,
    r: crate::ids::ResourceId,
    top: i64,
    x: Scale,
    width: i64,
    items: &mut Vec<Item>,
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
        let room = to - from - 8;
        let label = if text_width(&label, 11) <= room {
            label
        } else {
            value
        };
        if text_width(&label, 11) <= room {
            items.push(text("value-label", from + 4, y + 12, label));
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
    let spots = scale::place_labels(&clusters, 11, x.left + 2, width - 2);
    let mark_y = y + ROW_H + 8;
    for (cluster, spot) in clusters.iter().zip(spots) {
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
        if let Some(from) = spot {
            items.push(text("small", from, mark_y + 4, cluster.label.clone()));
        }
    }
}
