//! A client's lane: its leases with the end its own clock believes in,
//! rows of bars for pauses, overreach and cut links, and its marks with
//! their labels, each placed clear of the arrows.

use super::list::{line, rect, text, Item, Shape};
use super::marks::Mark;
use super::room::Room;
use super::scale::{self, text_width, Scale, TEXT_SIZE};
use super::words::ChartWords;
use crate::report::Report;
use crate::timeline::{Lane, LeaseEndKind, LeaseSpan, MarkerKind, Span};

/// A client lane's rows, in pixels from its top: marks, the lease, then a
/// row of bars for each of pauses, overreach and cut links the client has.
pub(super) const MARK_Y: i64 = 10;
pub(super) const LEASE_Y: i64 = 18;
pub(super) const LEASE_H: i64 = 16;
const BAR_H: i64 = 14;
const BAR_ROW: i64 = 16;
const CLIENT_H: i64 = 40;

/// Where a client lane's rows of bars go; a row the client has nothing
/// for folds away, so many clients stay readable.
pub(super) struct BarRows {
    pause: i64,
    overreach: i64,
    cut: i64,
    pub(super) height: i64,
}

impl BarRows {
    pub(super) fn of(lane: &Lane) -> BarRows {
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

/// A client's lane: its leases (with the ghost its own clock believes
/// in), pauses, overreach, cut links and marks.
#[allow(clippy::too_many_arguments)]
pub(super) fn client(
    report: &Report,
    words: &ChartWords,
    lane: &Lane,
    top: i64,
    x: Scale,
    width: i64,
    items: &mut Vec<Item>,
    room: &mut Room,
) {
    let name = words.client(lane.client);
    let mut pen = Pen {
        top,
        x,
        right: width - 2,
        items,
        room,
    };
    for lease in &lane.leases {
        lease_bar(&mut pen, words, lease);
        if lease.believed_to > lease.span.to {
            believed(&mut pen, words, name, lane, lease);
        }
    }
    lane_bars(&mut pen, words, lane);
    marks(&mut pen, report, words, name, lane);
}

/// Where one client's lane is drawn: its top, the time scale, the right
/// edge its labels keep within, and the list and the room it draws into.
struct Pen<'p> {
    top: i64,
    x: Scale,
    right: i64,
    items: &'p mut Vec<Item>,
    room: &'p mut Room,
}

/// A lease as the lock service held it, coloured by how it ended, with
/// its token inside where the label fits clear of the arrows.
fn lease_bar(pen: &mut Pen, words: &ChartWords, lease: &LeaseSpan) {
    let (x, top) = (pen.x, pen.top);
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
    pen.items.push(
        Item::new(class, shape)
            .of(lease.event)
            .titled(label.clone()),
    );
    let (y, last) = (
        top + LEASE_Y + 12,
        from + w - 3 - text_width(&label, TEXT_SIZE),
    );
    if let Some(at) = pen.room.first(&label, y, from + 5, last) {
        pen.room.take(at, y, &label);
        pen.items.push(text("lease-label", at, y, label));
    }
}

/// The ghost of a lease past its real end, to where the holder's own
/// clock believes it runs, with a tick at that end and a label: right of
/// the tick, else left of it, in fewer words if need be, clear of arrows
/// and labels; else in a note.
fn believed(pen: &mut Pen, words: &ChartWords, name: &str, lane: &Lane, lease: &LeaseSpan) {
    let (x, right) = (pen.x, pen.right);
    let (real, believed) = (x.x(lease.span.to), x.x(lease.believed_to));
    let y = pen.top + LEASE_Y;
    let tiers = words.believed(lane.client);
    pen.items.push(
        rect(
            "believed",
            real,
            y + 1,
            (believed - real).max(1),
            LEASE_H - 2,
        )
        .titled(tiers[0].clone()),
    );
    pen.items.push(line(
        "believed-end",
        believed,
        y - 4,
        believed,
        y + LEASE_H + 4,
    ));
    let ly = y + 12;
    let room = &mut *pen.room;
    let spot = tiers.iter().find_map(|w| {
        let tw = text_width(w, TEXT_SIZE);
        room.first(w, ly, believed + 5, right - tw)
            .or_else(|| room.last(w, ly, x.left + 2, believed - 5 - tw))
            .map(|at| (w, at))
    });
    match spot {
        Some((said, from)) => {
            room.take(from, ly, said);
            pen.items
                .push(text("small believed-label", from, ly, said.clone()));
        }
        None => pen.items.extend(room.note(
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

/// The lane's rows of bars: pauses, each tied to the event that froze
/// the client, then overreach and cut links.
fn lane_bars(pen: &mut Pen, words: &ChartWords, lane: &Lane) {
    let pauses: Vec<(Span, Option<usize>)> = lane
        .pauses
        .iter()
        .zip(&lane.pause_events)
        .map(|(s, &e)| (*s, Some(e)))
        .collect();
    let rows = BarRows::of(lane);
    let (top, x) = (pen.top, pen.x);
    bars(
        pen.items,
        "pause",
        &words.paused(),
        &pauses,
        top + rows.pause,
        x,
        pen.room,
    );
    let overreach: Vec<(Span, Option<usize>)> = lane.overreach.iter().map(|s| (*s, None)).collect();
    bars(
        pen.items,
        "overreach",
        &words.overreach(),
        &overreach,
        top + rows.overreach,
        x,
        pen.room,
    );
    let cuts: Vec<(Span, Option<usize>)> = lane.cut.iter().map(|s| (*s, None)).collect();
    bars(
        pen.items,
        "cut",
        &words.cut(),
        &cuts,
        top + rows.cut,
        x,
        pen.room,
    );
}

/// The client's own moments as marks, each titled with its event's
/// sentence, and labels beside clusters of them; reads and writes are
/// arrows to the resources, drawn elsewhere.
fn marks(pen: &mut Pen, report: &Report, words: &ChartWords, name: &str, lane: &Lane) {
    let x = pen.x;
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
                MarkerKind::FenceCheck { ok } => (Mark::FenceCheck { ok }, None),
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
    let y = pen.top + MARK_Y;
    for cluster in &clusters {
        for &(k, at) in &cluster.marks {
            let (i, mark, _) = &shown[k];
            let marker = &lane.markers[*i];
            let title = report.sentence(&report.events[marker.event]);
            pen.items
                .push(mark.at(at, y).of(marker.event).titled(title));
        }
    }
    let at = |k: usize| lane.markers[shown[k].0].at;
    let (left, right) = (x.left + 2, pen.right);
    mark_labels(pen.items, pen.room, &clusters, name, at, y + 4, left, right);
}

/// The labels beside clusters of marks on the baseline `y`: after a
/// cluster's last mark, else before its first, clear of arrows, marks'
/// neighbours and other labels; else in a note. `at` gives a mark's moment.
#[allow(clippy::too_many_arguments)]
pub(super) fn mark_labels(
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
