//! The legend: one entry for each kind of thing the run draws, in the
//! words of the run's story, each beside a swatch made by the code that draws
//! the thing itself.

use fencelab_words::say;

use super::list::{group, line, rect, text, Item};
use super::marks::{arrow, Mark};
use super::scale::{text_width, TEXT_SIZE};
use crate::event::{EventKind, Standing, Verdict};
use crate::report::Report;
use crate::timeline::MarkerKind;
use crate::world::Leg;

/// What a swatch shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Key {
    Lease,
    Believed,
    Pause,
    Overreach,
    Hold,
    Held,
    LeaseEnd,
    Service,
    Message,
    Lost,
    Cut,
    Mark(Mark),
}

/// Every entry in order, with its message in `chart.ftl`, which words it
/// for the run's story.
const ENTRIES: [(Key, &str); 22] = [
    (Key::Lease, "chart-legend-lease"),
    (Key::Believed, "chart-legend-believed"),
    (Key::Pause, "chart-legend-pause"),
    (Key::Overreach, "chart-legend-overreach"),
    (Key::Hold, "chart-legend-hold"),
    (Key::Held, "chart-legend-held"),
    (Key::LeaseEnd, "chart-legend-lease-end"),
    (Key::Service, "chart-legend-service"),
    (Key::Message, "chart-legend-message"),
    (Key::Lost, "chart-legend-lost"),
    (Key::Cut, "chart-legend-cut"),
    (
        Key::Mark(Mark::Write { stale: false }),
        "chart-legend-write",
    ),
    (
        Key::Mark(Mark::Write { stale: true }),
        "chart-legend-stale-write",
    ),
    (Key::Mark(Mark::RefusedWrite), "chart-legend-refused-write"),
    (Key::Mark(Mark::Wake), "chart-legend-wake"),
    (Key::Mark(Mark::Refused), "chart-legend-refused"),
    (
        Key::Mark(Mark::Effect { unleased: false }),
        "chart-legend-effect",
    ),
    (
        Key::Mark(Mark::Effect { unleased: true }),
        "chart-legend-unleased-effect",
    ),
    (Key::Mark(Mark::ClockJump), "chart-legend-clock-jump"),
    (Key::Mark(Mark::Check { ok: true }), "chart-legend-check"),
    (
        Key::Mark(Mark::FenceCheck { ok: true }),
        "chart-legend-fence-check",
    ),
    (Key::Mark(Mark::Unreached), "chart-legend-unreached"),
];

/// One row of swatches and words is this high.
const ROW_H: i64 = 22;

/// The legend for what `report`'s chart draws, flowed into rows within
/// `width` from `top`; returns it and its height.
pub(super) fn legend(report: &Report, width: i64, top: i64) -> (Item, i64) {
    let story = report.world().story();
    let (mut x, mut y) = (8, top);
    let mut line_h = ROW_H;
    let mut items = Vec::new();
    let mut any = false;
    for (key, id) in ENTRIES {
        if !present(report, key) {
            continue;
        }
        let words = say!(id, story = story);
        // Words too long for a line of their own wrap onto a second one.
        let room = width - 8 - 42;
        let lines = super::svg::wrap(&words, TEXT_SIZE, room);
        let w = 28
            + 6
            + lines
                .iter()
                .map(|l| text_width(l, TEXT_SIZE))
                .max()
                .unwrap_or(0);
        if x > 8 && x + w > width - 8 {
            (x, y) = (8, y + line_h);
            line_h = ROW_H;
        }
        let mut entry = swatch(key, x, y);
        for (i, line) in lines.iter().enumerate() {
            let fitted = super::scale::fit_words(line, TEXT_SIZE, room);
            entry.push(text("key", x + 34, y + 12 + 15 * i as i64, fitted));
        }
        line_h = line_h.max(ROW_H + 15 * (lines.len() as i64 - 1));
        items.push(group("key-entry", entry));
        x += w + 18;
        any = true;
    }
    let height = if any { y - top + line_h } else { 0 };
    (group("legend", items), height)
}

/// A 28 × 16 swatch at (x, y).
fn swatch(key: Key, x: i64, y: i64) -> Vec<Item> {
    match key {
        Key::Lease => vec![rect("lease", x + 1, y + 3, 26, 10)],
        Key::Believed => vec![
            rect("believed", x + 1, y + 3, 22, 10),
            line("believed-end", x + 23, y, x + 23, y + 16),
        ],
        Key::Pause => vec![rect("pause", x + 1, y + 3, 26, 10)],
        Key::Overreach => vec![rect("overreach", x + 1, y + 3, 26, 10)],
        Key::Hold => vec![rect("hold", x + 1, y + 3, 26, 10)],
        Key::Held => vec![rect("held", x + 1, y + 3, 26, 10)],
        Key::LeaseEnd => vec![line("lease-end-line", x + 14, y, x + 14, y + 16)],
        Key::Service => vec![line("service-line", x + 14, y, x + 14, y + 16)],
        Key::Message => vec![group("message", arrow(x + 3, y + 2, x + 25, y + 14, false))],
        Key::Lost => vec![group(
            "message lost",
            arrow(x + 3, y + 2, x + 21, y + 11, true),
        )],
        Key::Cut => vec![rect("cut", x + 1, y + 3, 26, 10)],
        Key::Mark(mark) => vec![mark.at(x + 14, y + 8)],
    }
}

/// Whether the run's chart draws anything `key` stands for.
fn present(report: &Report, key: Key) -> bool {
    let timeline = &report.timeline;
    let lanes = &timeline.lanes;
    let marks =
        |f: &dyn Fn(MarkerKind) -> bool| lanes.iter().any(|l| l.markers.iter().any(|m| f(m.kind)));
    let writes = |f: &dyn Fn(Verdict, Standing) -> bool| {
        report
            .events
            .iter()
            .any(|e| matches!(&e.kind, EventKind::Wrote(w) if f(w.verdict, w.standing)))
    };
    match key {
        Key::Lease | Key::Hold => lanes.iter().any(|l| !l.leases.is_empty()),
        Key::Believed => lanes
            .iter()
            .any(|l| l.leases.iter().any(|s| s.believed_to > s.span.to)),
        Key::Pause => lanes.iter().any(|l| !l.pauses.is_empty()),
        Key::Overreach => lanes.iter().any(|l| !l.overreach.is_empty()),
        Key::Held => !timeline.resources.is_empty(),
        Key::LeaseEnd => !timeline.lease_ends.is_empty(),
        Key::Service => !timeline.service.is_empty(),
        Key::Message => (timeline.messages.iter()).any(|m| m.lost != Some(Leg::Request)),
        Key::Lost => timeline.messages.iter().any(|m| m.lost.is_some()),
        Key::Cut => lanes.iter().any(|l| !l.cut.is_empty()),
        Key::Mark(Mark::Write { stale }) => {
            writes(&|v, s| v == Verdict::Accepted && matches!(s, Standing::Stale { .. }) == stale)
        }
        Key::Mark(Mark::RefusedWrite) => writes(&|v, _| v != Verdict::Accepted),
        Key::Mark(Mark::Wake) => marks(&|k| k == MarkerKind::Wake),
        Key::Mark(Mark::Refused) => marks(&|k| k == MarkerKind::Refused),
        Key::Mark(Mark::Effect { unleased }) => {
            marks(&|k| k == MarkerKind::Effect { live: !unleased })
        }
        Key::Mark(Mark::ClockJump) => {
            marks(&|k| k == MarkerKind::ClockJump)
                || timeline.nodes.iter().any(|n| !n.jumps.is_empty())
        }
        Key::Mark(Mark::Check { .. }) => marks(&|k| matches!(k, MarkerKind::Check { .. })),
        Key::Mark(Mark::FenceCheck { .. }) => {
            marks(&|k| matches!(k, MarkerKind::FenceCheck { .. }))
        }
        Key::Mark(Mark::Unreached) => timeline.nodes.iter().any(|n| !n.unreached.is_empty()),
    }
}
