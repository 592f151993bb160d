//! The figure's legend: one entry for each kind of thing the run draws, in
//! the page's order and words (`www/js/legend.js`), the scenario's own
//! names put in, each beside a swatch drawn by the code that draws the
//! thing itself.

use super::layout::{text_width, RIGHT, WIDTH};
use super::svg::{self, Shape};
use crate::report::Report;

/// What a swatch shows.
#[derive(Clone, Copy)]
pub(super) enum Key {
    /// A lease bar.
    Lease,
    /// The dashed ghost of a lease the client's own clock still counts.
    Believed,
    /// A pause bar.
    Pause,
    /// An overreach bar.
    Overreach,
    /// The line where a lease ran out.
    LeaseEnd,
    /// The line where the lock service itself changed.
    Service,
    /// A request on its way.
    Message,
    /// A request lost.
    Lost,
    /// A cut link.
    Cut,
    /// A mark in a lane.
    Mark(Shape),
}

/// One row of swatches and words is this high.
const ROW_H: i64 = 22;

/// Every entry in the page's order, with its words; `{lease}`, `{lock}`
/// and `{service}` stand for the scenario's names, as in the page's legend.
const ENTRIES: [(Key, &str); 18] = [
    (Key::Lease, "the {lease} the {service} holds for the client"),
    (
        Key::Believed,
        "the client's own clock says its {lease} still runs",
    ),
    (Key::Pause, "paused: frozen, and unaware of it"),
    (
        Key::Overreach,
        "still thinks it holds {lock} after its {lease} ended",
    ),
    (Key::LeaseEnd, "a {lease} runs out"),
    (
        Key::Service,
        "the {service} itself restarts, fails over, or its clock jumps",
    ),
    (Key::Message, "a request on its way over the network"),
    (Key::Lost, "a request lost on the network"),
    (Key::Cut, "a network link is cut"),
    (Key::Mark(Shape::Read), "reads the value"),
    (Key::Mark(Shape::Write { stale: false }), "write accepted"),
    (
        Key::Mark(Shape::Write { stale: true }),
        "stale write accepted: it overwrote newer work",
    ),
    (Key::Mark(Shape::RefusedWrite), "write refused"),
    (Key::Mark(Shape::Wake), "wakes from a pause"),
    (Key::Mark(Shape::Refused), "asks for {lock} and is refused"),
    (
        Key::Mark(Shape::Effect { unleased: false }),
        "a side effect, such as an email, with a live {lease}",
    ),
    (
        Key::Mark(Shape::Effect { unleased: true }),
        "a side effect with no {lease}: nothing could stop it",
    ),
    (Key::Mark(Shape::ClockJump), "the client's clock jumps"),
];

/// The entries for what `report`'s chart draws, in the page's order.
#[inline(never)]
pub(super) fn entries(report: &Report) -> Vec<(Key, String)> {
    let n = report.names();
    ENTRIES
        .iter()
        .filter(|(key, _)| present(report, *key))
        .map(|(key, template)| {
            // Each `{` opens a name, and its first letter says which.
            let mut words = String::new();
            let mut pieces = template.split('{');
            words.push_str(pieces.next().unwrap_or_default());
            for piece in pieces {
                let (name, rest) = piece.split_once('}').unwrap_or_default();
                words.push_str(match name {
                    "lease" => &n.lease,
                    "lock" => &n.lock,
                    _ => &n.lock_service,
                });
                words.push_str(rest);
            }
            (*key, words)
        })
        .collect()
}

/// Whether the run's chart draws anything `key` stands for.
fn present(report: &Report, key: Key) -> bool {
    let timeline = &report.timeline;
    let lanes = &timeline.lanes;
    match key {
        Key::Lease => lanes.iter().any(|l| !l.leases.is_empty()),
        Key::Believed => lanes
            .iter()
            .any(|l| l.leases.iter().any(|s| s.believed_to > s.span.to)),
        Key::Pause => lanes.iter().any(|l| !l.pauses.is_empty()),
        Key::Overreach => lanes.iter().any(|l| !l.overreach.is_empty()),
        Key::LeaseEnd => !timeline.lease_ends.is_empty(),
        Key::Service => !timeline.service.is_empty(),
        Key::Message => timeline.messages.iter().any(|m| !m.lost),
        Key::Lost => timeline.messages.iter().any(|m| m.lost),
        Key::Cut => lanes.iter().any(|l| !l.cut.is_empty()),
        Key::Mark(shape) => lanes
            .iter()
            .any(|l| l.markers.iter().any(|m| svg::shape(m.kind) == Some(shape))),
    }
}

/// Lays the entries out in rows from the left, each swatch, then its
/// words; calls `draw` with each entry's place, and returns the height.
#[inline(never)]
pub(super) fn flow(entries: &[(Key, String)], mut draw: impl FnMut(Key, &str, i64, i64)) -> i64 {
    let (mut x, mut y) = (8, 0);
    for (key, words) in entries {
        let w = 28 + 6 + text_width(words, 12);
        if x > 8 && x + w > WIDTH - RIGHT {
            (x, y) = (8, y + ROW_H);
        }
        draw(*key, words, x, y);
        x += w + 18;
    }
    if entries.is_empty() {
        0
    } else {
        y + ROW_H
    }
}

/// Draws one entry: its swatch in a 28 × 16 box at (x, y), its words after.
#[inline(never)]
pub(super) fn draw(out: &mut String, key: Key, words: &str, x: i64, y: i64) {
    match key {
        Key::Lease => svg::put(
            out,
            "<rect class=\"lease-key\" x=\"#\" y=\"#\" width=\"26\" height=\"10\" rx=\"2\"/>",
            &[x + 1, y + 3],
        ),
        Key::Believed => {
            svg::rect(out, "believed", x + 1, y + 3, 22, 10);
            svg::line(out, "believed-end", x + 23, y, x + 23, y + 16);
        }
        Key::Pause => svg::rect(out, "pause", x + 1, y + 3, 26, 10),
        Key::Overreach => svg::rect(out, "overreach", x + 1, y + 3, 26, 10),
        Key::LeaseEnd => svg::line(out, "lease-end-line", x + 14, y, x + 14, y + 16),
        Key::Service => svg::line(out, "service-line", x + 14, y, x + 14, y + 16),
        Key::Message => svg::arrow(out, x + 3, y + 2, x + 25, y + 14, false),
        Key::Lost => svg::arrow(out, x + 3, y + 2, x + 23, y + 12, true),
        Key::Cut => svg::rect(out, "cut", x + 1, y + 2, 26, 12),
        Key::Mark(shape) => svg::mark(out, shape, x + 14, y + 8),
    }
    svg::text(out, "key", x + 34, y + 12, words);
}
