//! The small shapes a chart is read by: the marks in a lane, crosses, and
//! the heads of arrows. Shapes carry the meaning as well as colour, so a
//! chart reads in print and without colour vision.

use super::list::{group, line, tenths, Item, Shape};

/// The kinds of mark, each its own shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
    /// A filled square: a write a resource accepted; `stale` in red, and
    /// ringed by a dashed square, so it is told apart without its colour
    /// (in forced colours, in greyscale print, by a reader who does not
    /// see red).
    Write { stale: bool },
    /// A hollow, crossed square: a write a resource refused.
    RefusedWrite,
    /// A triangle: a client wakes from a pause.
    Wake,
    /// A cross: a request for the lock refused.
    Refused,
    /// A star: a side effect; `unleased` in red, ringed as a stale write is.
    Effect { unleased: bool },
    /// A clock face: a clock jumps.
    ClockJump,
    /// A tick: a client checks what is left of its lease.
    Check { ok: bool },
    /// A tick in a box: a client asks a resource for its highest token.
    FenceCheck { ok: bool },
    /// A small cross on a lock node's row: a request that cannot reach it.
    Unreached,
}

impl Mark {
    /// The mark centred on (x, y), as a group of its own.
    pub(crate) fn at(self, x: i64, y: i64) -> Item {
        let path = |class: &'static str, d: String| Item::new(class, Shape::Path(d));
        let (class, mut parts) = match self {
            Mark::Write { stale } => (
                if stale { "mark write stale" } else { "mark write" },
                vec![path("", format!("M{x} {y}m-5-5h10v10h-10z"))],
            ),
            Mark::RefusedWrite => (
                "mark write refused-write",
                vec![path("", format!("M{x} {y}m-5-5h10v10h-10z"))],
            ),
            Mark::Wake => (
                "mark wake",
                vec![path("", format!("M{x} {y}m0-7l7 13h-14z"))],
            ),
            Mark::Refused => ("mark refused", Vec::new()),
            // Five points of radius 7 and five of 3.15 between them, to 0.1 px.
            Mark::Effect { unleased } => (
                if unleased { "mark effect stale" } else { "mark effect" },
                vec![path(
                    "",
                    format!("M{x} {y}m0-7l1.9 4.5 4.8 0.3-3.7 3.2 1.1 4.7-4.1-2.5-4.1 2.5 1.1-4.7-3.7-3.2 4.8-0.3z"),
                )],
            ),
            Mark::ClockJump => (
                "mark clock",
                vec![
                    Item::new("", Shape::Circle { x, y, r: 6 }),
                    path("", format!("M{x} {y}m0-4v4h4")),
                ],
            ),
            Mark::Check { ok } => (
                if ok { "mark check" } else { "mark check failed" },
                vec![path("", format!("M{x} {y}m-5 0l3 4 7-8"))],
            ),
            Mark::FenceCheck { ok } => (
                if ok {
                    "mark check fence"
                } else {
                    "mark check fence failed"
                },
                vec![
                    path("", format!("M{x} {y}m-6-6h12v12h-12z")),
                    path("", format!("M{x} {y}m-4 0l2.5 3.5 5.5-6.5")),
                ],
            ),
            Mark::Unreached => ("mark unreached", Vec::new()),
        };
        if matches!(
            self,
            Mark::Write { stale: true } | Mark::Effect { unleased: true }
        ) {
            parts.push(path("stale-ring", format!("M{x} {y}m-9-9h18v18h-18z")));
        }
        if matches!(self, Mark::RefusedWrite | Mark::Refused | Mark::Unreached) {
            let r = if self == Mark::Unreached { 3 } else { 4 };
            parts.push(cross(x, y, r));
        }
        group(class, parts)
    }
}

/// A cross `2r` wide centred on (x, y).
pub(crate) fn cross(x: i64, y: i64, r: i64) -> Item {
    let d = 2 * r;
    Item::new(
        "cross",
        Shape::Path(format!("M{x} {y}m-{r}-{r}l{d} {d}m0-{d}l-{d} {d}")),
    )
}

/// An arrow from (x1, y1) to (x2, y2) with its head at the end, or a line
/// ending in a cross if the message was lost on the way.
pub(crate) fn arrow(x1: i64, y1: i64, x2: i64, y2: i64, lost: bool) -> Vec<Item> {
    let mut parts = vec![line("message-line", x1, y1, x2, y2)];
    if lost {
        parts.push(cross(x2, y2, 4));
        return parts;
    }
    // The head's two back corners: 7 px back along the line, turned 0.45
    // radians either side of it (its cosine and sine below), in tenths.
    let (dx, dy) = ((x2 - x1) as f64, (y2 - y1) as f64);
    let length = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / length, dy / length);
    let (cos, sin) = (0.900_447_1, 0.434_965_5);
    let back = |c: f64, s: f64| (70.0 * (c * cos + s * sin)).round() as i64;
    let (tx, ty) = (x2 * 10, y2 * 10);
    let mut d = format!("M{x2} {y2}L");
    tenths(&mut d, tx - back(ux, uy));
    d.push(' ');
    tenths(&mut d, ty - back(uy, -ux));
    d.push('L');
    tenths(&mut d, tx - back(ux, -uy));
    d.push(' ');
    tenths(&mut d, ty - back(uy, ux));
    d.push('Z');
    parts.push(Item::new("message-head", Shape::Path(d)));
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arrow_head_points_along_its_line() {
        let parts = arrow(0, 0, 100, 0, false);
        // Seven pixels back, spread 0.45 radians either side: 6.3 and 3.0 px.
        assert_eq!(parts[1].shape, Shape::Path("M100 0L93.7 3L93.7 -3Z".into()));
        let down = arrow(50, 0, 50, 100, false);
        assert_eq!(
            down[1].shape,
            Shape::Path("M50 100L47 93.7L53 93.7Z".into())
        );
    }

    #[test]
    fn a_lost_message_ends_in_a_cross() {
        let parts = arrow(0, 0, 40, 30, true);
        assert_eq!(parts[1].class, "cross");
    }
}
