//! The chart of a run, laid out once as a display list that the page and
//! the exported figure both draw.
//!
//! Every party of the story has a lane: each client, the lock service (a
//! row per node when there are several) and each resource. Lanes follow
//! the textbook picture (Kleppmann's 2016 essay, chapter 8 of *Designing
//! Data-Intensive Applications*): the clients around the lock service,
//! the first half of them above it and the rest below, then the resources
//! in the scenario's order. Requests and answers are arrows between
//! lifelines, slanted by the time they took; lines across every lane mark
//! the moments leases ran out and the lock service itself changed.

mod arrows;
mod client;
mod lanes;
mod legend;
mod life;
mod list;
mod marks;
mod party;
mod room;
mod scale;
mod stages;
mod svg;
mod words;

pub use life::{life, Life, LIFE_WIDTH};
pub use list::{Drawing, ElementTag, Item, Plot, Shape};
pub use scale::{text_width, TEXT_SIZE};
pub use stages::{LifeSpan, LifeState};
pub use svg::{chart_svg, drawing_svg};

use crate::ids::{ClientId, ResourceId};
use crate::report::Report;
use crate::time::SimTime;
use list::{group, line, text};
use party::Party;
use room::Room;
use scale::Scale;
use words::ChartWords;

/// The narrowest chart laid out; a narrower width is brought up to it.
pub const MIN_WIDTH: i64 = 280;
/// The widest chart laid out; a wider width is brought down to it.
pub const MAX_WIDTH: i64 = 4000;
/// The width of a figure when none is asked for.
pub const FIGURE_WIDTH: i64 = 800;

/// The lanes in the textbook's order: the first half of the clients
/// (rounded up), the lock service, the other clients, then the resources.
pub(crate) fn parties(report: &Report) -> Vec<Party> {
    let world = report.world();
    let clients = world.clients.len();
    let above = clients.div_ceil(2);
    let client = |c: usize| Party::Client(ClientId(c as u16));
    (0..above)
        .map(client)
        .chain([Party::Lock])
        .chain((above..clients).map(client))
        .chain((0..world.resources.len()).map(|r| Party::Resource(ResourceId(r as u16))))
        .collect()
}

/// What a line across every lane marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Across {
    /// A lease ran out.
    LeaseEnd,
    /// The lock service restarted, failed over, or a node's clock jumped.
    Service,
}

/// A line across every lane, with its label's words and its event.
struct LineAcross {
    kind: Across,
    at: SimTime,
    words: String,
    event: usize,
}

impl LineAcross {
    fn new(kind: Across, at: SimTime, words: String, event: usize) -> LineAcross {
        LineAcross {
            kind,
            at,
            words,
            event,
        }
    }
}

/// Below this width lanes are named above themselves, not in a column.
const NARROW: i64 = 560;
/// Room right of the last moment for the labels beside late marks.
const LABEL_ROOM: i64 = 56;
const RIGHT: i64 = 12;
/// Each row of labels above the lanes.
const LABEL_ROW: i64 = 15;
const AXIS_H: i64 = 30;

/// Lays out the chart of a finished run at `width` pixels (brought within
/// [`MIN_WIDTH`] and [`MAX_WIDTH`]).
pub fn chart(report: &Report, width: i64) -> Drawing {
    let width = width.clamp(MIN_WIDTH, MAX_WIDTH);
    let timeline = &report.timeline;
    let words = ChartWords::new(report);
    let parties = parties(report);
    let names: Vec<String> = parties.iter().map(|&p| lanes::name(&words, p)).collect();
    // Names in a column on the left where the chart has room for one,
    // else above each lane, so a phone's narrow chart keeps its width for time.
    let narrow = width < NARROW;
    let longest = names
        .iter()
        .map(|n| text_width(n, TEXT_SIZE))
        .max()
        .unwrap_or(0);
    let left = if narrow {
        // Just room for the last node's name where the lock service has
        // node rows, which starts 14 px in: 46 at the least, more in
        // longer words.
        match timeline.nodes.last() {
            None => 8,
            Some(row) => (text_width(&words.node(row.node), TEXT_SIZE) + 18).max(46),
        }
    } else {
        (longest + 12).clamp(56, 130.min(width / 4))
    };
    let head = if narrow { lanes::NAME_ROW } else { 0 };
    let right = width - RIGHT - LABEL_ROOM.min(width / 8);
    let x = Scale::new(left, right, timeline.end);

    // Lease ends, then the lock service's moments, each over every lane;
    // at equal times a lease's end comes first.
    let mut across: Vec<LineAcross> = Vec::new();
    for end in &timeline.lease_ends {
        let words = words.lease_end(end.client);
        across.push(LineAcross::new(Across::LeaseEnd, end.at, words, end.event));
    }
    for mark in &timeline.service {
        let words = words.service(&report.events[mark.event]);
        across.push(LineAcross::new(Across::Service, mark.at, words, mark.event));
    }
    across.sort_by_key(|a| (a.at, a.kind));
    let wanted = across
        .iter()
        .map(|a| (x.x(a.at), a.words.clone()))
        .collect();
    let (tops, rows) = scale::top_labels(wanted, width);
    let top = LABEL_ROW * rows + 8;

    let mut bands = Vec::with_capacity(parties.len());
    let mut bottom = top;
    for &party in &parties {
        let band = lanes::band(report, party, bottom, head);
        bottom += band.height;
        bands.push(band);
    }

    // The arrows first, so every label on the lanes can keep clear of them.
    let arrows = arrows::arrows(report, &words, &parties, &bands, x);
    let mut room = Room::new(&arrows);
    for label in &tops {
        room.keep_clear_of(label.at, top, label.at, bottom);
    }
    let mut items = Vec::new();
    for (i, &party) in parties.iter().enumerate() {
        let band = bands[i];
        let lane = lanes::lane(report, &words, party, &names[i], band, x, width, &mut room);
        items.push(lane);
    }
    items.push(arrows);
    items.push(axis(x, bottom));
    let mut lines_across = Vec::new();
    for (label, a) in tops.iter().zip(&across) {
        let y = 12 + label.row * LABEL_ROW;
        let (class, line_class, label_class) = match a.kind {
            Across::LeaseEnd => ("lease-end", "lease-end-line", "lease-end-label"),
            Across::Service => ("service", "service-line", "service-label"),
        };
        let parts = vec![
            line(line_class, label.at, y + 3, label.at, bottom),
            text(label_class, label.from, y, label.words.clone()),
        ];
        lines_across.push(group(class, parts).of(a.event));
    }
    items.push(group("across", lines_across));
    let (notes, notes_h) = notes(&room.notes, width, bottom + AXIS_H + 8);
    items.push(notes);
    let legend_top = bottom + AXIS_H + 8 + notes_h;
    let (legend, legend_h) = legend::legend(report, width, legend_top);
    items.push(legend);
    Drawing {
        width,
        height: legend_top + legend_h + 6,
        plot: Plot {
            left: x.left,
            right: x.right(),
            top,
            bottom,
            end_ms: x.span,
        },
        items,
    }
}

/// One line of the notes under the chart.
const NOTE_LINE: i64 = 16;

/// The labels that found no place on the lanes, as numbered notes from
/// `top`, each wrapped to the width; returns them and their height.
fn notes(notes: &[String], width: i64, top: i64) -> (Item, i64) {
    let mut items = Vec::new();
    let mut y = top;
    for note in notes {
        for line in svg::wrap(note, TEXT_SIZE, width - 16) {
            y += NOTE_LINE;
            items.push(text("note", 8, y - 4, line));
        }
    }
    let height = if notes.is_empty() { 0 } else { y - top + 8 };
    (group("notes", items), height)
}

/// The time axis under the lanes at `y`, with ticks at a round interval
/// that fits the width, each in the core's words for a moment.
fn axis(x: Scale, y: i64) -> Item {
    let mut items = vec![line("tick", x.left, y + 4, x.right(), y + 4)];
    let mut used = i64::MIN;
    for at in scale::ticks(x) {
        let tx = x.x(at);
        items.push(line("tick", tx, y + 4, tx, y + 9));
        let words = fencelab_words::seconds(at.ms());
        let w = text_width(&words, TEXT_SIZE);
        let from = (tx - w / 2).clamp(0, (x.right() + RIGHT - w).max(0));
        // A moment's words kept in the width may reach the one before:
        // then the tick goes unlabelled.
        if from >= used + 6 {
            items.push(text("tick", from, y + 22, words));
            used = from + w;
        }
    }
    group("axis", items)
}
