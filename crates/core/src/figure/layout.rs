//! Where things go on the figure: the time scale, the labels above the
//! lanes, a lane's marks gathered into clusters, and a lane's network row.
//!
//! The same rules as the page's chart (`www/js/chart.js`, `network.js`),
//! in whole pixels at one fixed width, so the figure is the same bytes
//! wherever it is made.

use crate::time::SimTime;
use crate::timeline::{Lane, Marker, Message, Span};

/// The figure's width; the height follows from the lanes.
pub(super) const WIDTH: i64 = 800;
/// Room right of the lanes.
pub(super) const RIGHT: i64 = 16;
/// Room right of the last moment for a mark's label, such as "token 34".
const LABEL_ROOM: i64 = 56;
/// Marks closer than this are spread out so none hides another.
const SPREAD: i64 = 16;
/// The network row: the arrows' height and each line of labels under them.
pub(super) const NET_H: i64 = 18;
pub(super) const NET_LINE: i64 = 12;
/// At most this many lines of labels; a label that fits in none is left out.
const NET_LINES: usize = 3;
/// A cut link's words.
pub(super) const CUT_WORDS: &str = "link cut";

/// The width a label takes at `size` pixels, estimated as the page does.
pub(super) fn text_width(words: &str, size: i64) -> i64 {
    words.chars().count() as i64 * size * 56 / 100 + 2
}

/// A mark's words beside it, if it carries any.
pub(super) type Label<'a> = dyn Fn(&Marker) -> Option<String> + 'a;

/// Milliseconds to pixels across the lanes.
#[derive(Clone, Copy)]
pub(super) struct Scale {
    /// Where the lanes begin.
    pub left: i64,
    plot: i64,
    span: u64,
}

/// Marks within a few pixels of each other, spread out in a row, with the
/// labels of all of them joined: "side effect, token 1".
pub(super) struct Cluster {
    /// Each mark's index in the lane's markers and where it is drawn.
    pub marks: Vec<(usize, i64)>,
    /// The last mark's moment.
    pub at: SimTime,
    pub first_x: i64,
    pub last_x: i64,
    pub label: String,
}

/// A label above the lanes, for a line across them.
pub(super) struct TopLabel {
    /// A lock-service fault or clock jump, rather than a lease's end.
    pub service: bool,
    pub words: String,
    /// Where its line is.
    pub at: i64,
    pub from: i64,
    to: i64,
    pub row: i64,
}

/// A lane's network row: cut links and requests in flight.
pub(super) struct Net {
    /// Cut links, overlapping ones joined: where, and where the words go
    /// (`None` with `inside` for words inside the hatching).
    pub cuts: Vec<(i64, i64, bool, Option<Spot>)>,
    /// Each request: its index in the timeline's messages, its ends, its label.
    pub messages: Vec<(usize, i64, i64, Option<Spot>)>,
    /// Lines of labels under the arrows.
    pub lines: i64,
}

/// Where a label under the network row goes.
#[derive(Clone, Copy)]
pub(super) struct Spot {
    pub x: i64,
    pub line: i64,
}

impl Scale {
    /// A scale from `left` to the right edge less `room`, over `end`.
    pub fn new(left: i64, room: i64, end: SimTime) -> Scale {
        Scale {
            left,
            plot: (WIDTH - left - RIGHT - room).max(1),
            span: end.ms().max(1),
        }
    }

    /// The scale that leaves room for the widest label after a late
    /// moment, but never more than a quarter of the width: a label that
    /// still does not fit goes left of its marks instead.
    pub fn fit(left: i64, lanes: &[Lane], end: SimTime, label: &Label) -> Scale {
        let first = Scale::new(left, LABEL_ROOM, end);
        let mut room = LABEL_ROOM;
        let clusters = lanes
            .iter()
            .flat_map(|l| clusters(&l.markers, label, first));
        for cluster in clusters {
            if cluster.label.is_empty() || cluster.at.ms() * 2 <= first.span {
                continue;
            }
            let over = cluster.last_x + 9 + text_width(&cluster.label, 11) - (WIDTH - RIGHT);
            // Moving the scale's end moves a moment by its share of the span.
            if over > 0 {
                let need = over * first.span as i64 / cluster.at.ms() as i64;
                room = room.max(LABEL_ROOM + need);
            }
        }
        Scale::new(
            left,
            room.min(LABEL_ROOM.max((WIDTH - left - RIGHT) / 4)),
            end,
        )
    }

    /// Where a moment is drawn.
    pub fn x(self, at: SimTime) -> i64 {
        self.left + (at.ms().min(self.span) * self.plot as u64 / self.span) as i64
    }

    /// The span's end, drawn.
    pub fn right(self) -> i64 {
        self.left + self.plot
    }
}

/// A lane's marks in clusters; `label` gives a mark's words, if it carries any.
pub(super) fn clusters(markers: &[Marker], label: &Label, x: Scale) -> Vec<Cluster> {
    let mut out: Vec<Cluster> = Vec::new();
    let (mut last_x, mut shift) = (i64::MIN / 2, 0);
    for (i, marker) in markers.iter().enumerate() {
        let at = x.x(marker.at);
        shift = if at - last_x < SPREAD {
            shift + SPREAD
        } else {
            0
        };
        last_x = at;
        let cluster = match out.last_mut() {
            Some(cluster) if shift > 0 => cluster,
            _ => {
                out.push(Cluster {
                    marks: Vec::new(),
                    at: marker.at,
                    first_x: at,
                    last_x: at,
                    label: String::new(),
                });
                out.last_mut().expect("just pushed")
            }
        };
        cluster.marks.push((i, at + shift));
        cluster.at = marker.at;
        cluster.last_x = at + shift;
        if let Some(words) = label(marker) {
            if !cluster.label.split(", ").any(|w| w == words) {
                if !cluster.label.is_empty() {
                    cluster.label.push_str(", ");
                }
                cluster.label.push_str(&words);
            }
        }
    }
    out
}

/// Places the labels above the lanes (`(moment, service, words)`, in time
/// order) in rows, so that none overlaps another or sits on another's
/// line; returns them and the number of rows (at least two).
pub(super) fn top_labels(wanted: Vec<(SimTime, bool, String)>, x: Scale) -> (Vec<TopLabel>, i64) {
    let mut placed: Vec<TopLabel> = Vec::new();
    for (when, service, words) in wanted {
        let at = x.x(when);
        let w = text_width(&words, 12);
        // Centred on its line if it fits, else beside it, else as near its
        // line as the figure allows.
        let mut options = [at - w / 2, at + 4, at - 4 - w];
        let mut count = 0;
        for i in 0..3 {
            if options[i] >= 2 && options[i] + w <= WIDTH - 2 {
                options[count] = options[i];
                count += 1;
            }
        }
        if count == 0 {
            options[0] = 2.max((at - w / 2).min(WIDTH - 2 - w));
            count = 1;
        }
        // The first row, of the first few, clear of labels and lines; else
        // the first clear of labels. A row with no labels is always clear.
        let (mut row, mut from) = (0, options[0]);
        'search: for (lines, last) in [(true, 3), (false, i64::MAX)] {
            for r in 0..=last {
                for &o in &options[..count] {
                    if clear(&placed, at, r, o, o + w, lines) {
                        (row, from) = (r, o);
                        break 'search;
                    }
                }
            }
        }
        placed.push(TopLabel {
            service,
            words,
            at,
            from,
            to: from + w,
            row,
        });
    }
    let rows = placed.iter().map(|p| p.row + 1).fold(2, i64::max);
    (placed, rows)
}

/// Whether a label from `from` to `to` in `row`, for a line at `at`,
/// touches no placed label, and, if `lines`, crosses no line and sits on
/// none of its own: a line runs down from its label through every row below.
fn clear(placed: &[TopLabel], at: i64, row: i64, from: i64, to: i64, lines: bool) -> bool {
    !placed.iter().any(|p| {
        (p.row == row && p.from < to + 6 && from < p.to + 6)
            || (lines && p.row < row && p.at >= from - 2 && p.at <= to + 2)
            || (lines && p.row > row && at >= p.from - 2 && at <= p.to + 2)
    })
}

/// A lane's network row, or `None` for a lane with neither a cut link nor
/// a request that took time. `messages` are the lane's own, with their
/// indices and labels; labels go in the first line where they run into no
/// other, and must end before `right`.
pub(super) fn network(
    cuts: &[Span],
    messages: Vec<(usize, &Message, String)>,
    x: Scale,
    right: i64,
) -> Option<Net> {
    if cuts.is_empty() && messages.is_empty() {
        return None;
    }
    let mut taken: [Vec<(i64, i64)>; NET_LINES] = Default::default();
    let mut place = |words: &str, from: i64, to: i64| {
        let w = text_width(words, 11);
        let start = if from + w > right { to - w } else { from };
        if start < 2 {
            return None;
        }
        let line = taken.iter().position(|spans| {
            !spans
                .iter()
                .any(|&(a, b)| start < b + 6 && a < start + w + 6)
        })?;
        taken[line].push((start, start + w));
        Some(Spot {
            x: start,
            line: line as i64,
        })
    };
    let placed = messages
        .into_iter()
        .map(|(i, m, label)| {
            let from = x.x(m.sent);
            let to = (from + 1).max(x.x(m.arrived));
            (i, from, to, place(&label, (from - 2).max(2), to + 2))
        })
        .collect();
    let inside = text_width(CUT_WORDS, 11) + 8;
    let cuts = merge(cuts)
        .into_iter()
        .map(|(from, to)| {
            let (from, to) = (x.x(from), x.x(to));
            let to = to.max(from + 2);
            // A cut too short for its words inside gets them underneath.
            if to - from > inside {
                (from, to, true, None)
            } else {
                (from, to, false, place(CUT_WORDS, from, to))
            }
        })
        .collect();
    let lines = taken.iter().filter(|spans| !spans.is_empty()).count() as i64;
    Some(Net {
        cuts,
        messages: placed,
        lines,
    })
}

/// Spans in time order, with overlapping ones joined.
fn merge(spans: &[Span]) -> Vec<(SimTime, SimTime)> {
    let mut out: Vec<(SimTime, SimTime)> = Vec::new();
    // A lane has a cut or two: an insertion sort is all it needs.
    for span in spans {
        let at = out.partition_point(|&(from, _)| from <= span.from);
        out.insert(at, (span.from, span.to));
    }
    let mut joined: Vec<(SimTime, SimTime)> = Vec::new();
    for (from, to) in out {
        match joined.last_mut() {
            Some(last) if from <= last.1 => last.1 = last.1.max(to),
            _ => joined.push((from, to)),
        }
    }
    joined
}
