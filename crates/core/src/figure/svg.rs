//! Writing SVG: text escaped for XML, numbers in tenths of a pixel, and the
//! shapes the lanes and the legend share, so a legend entry is drawn by
//! the same code as the mark it explains.

use std::fmt::Write as _;

use crate::event::Standing;
use crate::timeline::MarkerKind;

/// Writes `text` with the five characters XML gives meaning to replaced by
/// entities, so it is safe both between tags and inside quotes.
pub fn escape_xml(out: &mut String, text: &str) {
    let mut start = 0;
    for (i, b) in text.bytes().enumerate() {
        let entity = match b {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&apos;",
            _ => continue,
        };
        // These are ASCII, so `i` is on a character boundary.
        out.push_str(&text[start..i]);
        out.push_str(entity);
        start = i + 1;
    }
    out.push_str(&text[start..]);
}

/// Writes `template` with each `#` replaced by the next of `values` as a
/// whole number and each `~` by the next as tenths (`-3.5`). One small
/// function for every element keeps the wasm small: a call site is a
/// string and a few numbers.
#[inline(never)]
pub(super) fn put(out: &mut String, template: &str, values: &[i64]) {
    let mut values = values.iter().copied();
    let mut start = 0;
    for (i, b) in template.bytes().enumerate() {
        if b == b'#' || b == b'~' {
            out.push_str(&template[start..i]);
            let v = values.next().unwrap_or(0);
            if b == b'#' {
                let _ = write!(out, "{v}");
            } else {
                let sign = if v < 0 { "-" } else { "" };
                let (whole, tenth) = (v.unsigned_abs() / 10, v.unsigned_abs() % 10);
                let _ = write!(out, "{sign}{whole}");
                if tenth > 0 {
                    let _ = write!(out, ".{tenth}");
                }
            }
            start = i + 1;
        }
    }
    out.push_str(&template[start..]);
}

/// `<text class=.. x=.. y=..>words</text>`, the words escaped.
#[inline(never)]
pub(super) fn text(out: &mut String, class: &str, x: i64, y: i64, words: &str) {
    out.push_str("<text class=\"");
    out.push_str(class);
    put(out, "\" x=\"#\" y=\"#\">", &[x, y]);
    escape_xml(out, words);
    out.push_str("</text>");
}

/// `<rect class=.. x=.. y=.. width=.. height=../>`.
#[inline(never)]
pub(super) fn rect(out: &mut String, class: &str, x: i64, y: i64, w: i64, h: i64) {
    out.push_str("<rect class=\"");
    out.push_str(class);
    put(
        out,
        "\" x=\"#\" y=\"#\" width=\"#\" height=\"#\"/>",
        &[x, y, w, h],
    );
}

/// A line from (x1, y1) to (x2, y2).
#[inline(never)]
pub(super) fn line(out: &mut String, class: &str, x1: i64, y1: i64, x2: i64, y2: i64) {
    out.push_str("<line class=\"");
    out.push_str(class);
    put(
        out,
        "\" x1=\"#\" y1=\"#\" x2=\"#\" y2=\"#\"/>",
        &[x1, y1, x2, y2],
    );
}

/// The kinds of mark, each drawn centred on its moment.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Shape {
    /// A circle: a read.
    Read,
    /// A filled square: an accepted write; `stale` in the warning colour.
    Write { stale: bool },
    /// A crossed, hollow square: a refused write.
    RefusedWrite,
    /// A triangle: a wake-up.
    Wake,
    /// A cross: a request for the lock refused.
    Refused,
    /// A star: a side effect; `unleased` in the warning colour.
    Effect { unleased: bool },
    /// A clock face: a client's clock jumps.
    ClockJump,
}

/// The shape a lane's mark is drawn as; `None` for a lease's end, which
/// the line across the lanes shows.
pub(super) fn shape(kind: MarkerKind) -> Option<Shape> {
    Some(match kind {
        MarkerKind::Read(_) => Shape::Read,
        MarkerKind::Write {
            accepted: true,
            standing,
            ..
        } => Shape::Write {
            stale: matches!(standing, Standing::Stale { .. }),
        },
        MarkerKind::Write { .. } => Shape::RefusedWrite,
        MarkerKind::Wake => Shape::Wake,
        MarkerKind::Refused => Shape::Refused,
        MarkerKind::Effect { live } => Shape::Effect { unleased: !live },
        MarkerKind::ClockJump | MarkerKind::Fault => Shape::ClockJump,
        MarkerKind::LeaseEnd(_) => return None,
    })
}

/// Draws a mark's shape, centred on (x, y), in a group of its own.
#[inline(never)]
pub(super) fn mark(out: &mut String, shape: Shape, x: i64, y: i64) {
    let (class, template) = match shape {
        Shape::Read => ("read", "<circle cx=\"#\" cy=\"#\" r=\"5\"/>"),
        Shape::Write { stale: false } => ("write", SQUARE),
        Shape::Write { stale: true } => ("write stale", SQUARE),
        Shape::RefusedWrite => ("write refused-write", SQUARE),
        Shape::Wake => ("wake", "<path d=\"M# #m0-7l7 13h-14z\"/>"),
        Shape::Refused => ("refused", ""),
        // Five points of radius 7 and five of 3.15 between them, to 0.1 px.
        Shape::Effect { unleased: false } => ("effect", STAR),
        Shape::Effect { unleased: true } => ("effect stale", STAR),
        Shape::ClockJump => (
            "clock",
            "<circle cx=\"#\" cy=\"#\" r=\"6\"/><path d=\"M# #m0-4v4h4\"/>",
        ),
    };
    out.push_str("<g class=\"mark ");
    out.push_str(class);
    out.push_str("\">");
    put(out, template, &[x, y, x, y]);
    if matches!(shape, Shape::RefusedWrite | Shape::Refused) {
        cross(out, x, y);
    }
    out.push_str("</g>");
}

const SQUARE: &str = "<path d=\"M# #m-6-6h12v12h-12z\"/>";
const STAR: &str = "<path d=\"M# #m0-7l1.9 4.5 4.8 0.3-3.7 3.2 1.1 4.7-4.1-2.5-4.1 2.5 1.1-4.7-3.7-3.2 4.8-0.3z\"/>";

/// A cross 8 px wide centred on (x, y).
#[inline(never)]
pub(super) fn cross(out: &mut String, x: i64, y: i64) {
    put(
        out,
        "<path class=\"cross\" d=\"M# #m-4-4l8 8m0-8l-8 8\"/>",
        &[x, y],
    );
}

/// A request on the network: an arrow from (x1, y1) to (x2, y2), or a
/// dashed line ending in a cross if it was lost.
#[inline(never)]
pub(super) fn arrow(out: &mut String, x1: i64, y1: i64, x2: i64, y2: i64, lost: bool) {
    out.push_str(if lost {
        "<g class=\"message lost\">"
    } else {
        "<g class=\"message\">"
    });
    line(out, "message-line", x1, y1, x2, y2);
    if lost {
        cross(out, x2, y2);
    } else {
        // The head's two back corners: 7 px back along the line, turned
        // 0.45 radians either side of it (its cosine and sine below).
        let (dx, dy) = ((x2 - x1) as f64, (y2 - y1) as f64);
        let length = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / length, dy / length);
        let (cos, sin) = (0.900_447_1, 0.434_965_5);
        let back = |c: f64, s: f64| (70.0 * (c * cos + s * sin)).round() as i64;
        let (tx, ty) = (x2 * 10, y2 * 10);
        put(
            out,
            "<path class=\"message-head\" d=\"M# #L~ ~L~ ~Z\"/>",
            &[
                x2,
                y2,
                tx - back(ux, uy),
                ty - back(uy, -ux),
                tx - back(ux, -uy),
                ty - back(uy, ux),
            ],
        );
    }
    out.push_str("</g>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_escaping_keeps_markup_out() {
        let mut out = String::new();
        escape_xml(&mut out, r#"<script>alert("x & 'y'")</script>"#);
        assert_eq!(
            out,
            "&lt;script&gt;alert(&quot;x &amp; &apos;y&apos;&quot;)&lt;/script&gt;"
        );
        let mut out = String::new();
        escape_xml(&mut out, "Zoë's ➜ plain");
        assert_eq!(out, "Zoë&apos;s ➜ plain");
    }

    #[test]
    fn templates_take_whole_numbers_and_tenths() {
        let mut out = String::new();
        put(
            &mut out,
            "#,~,~,~,~,~,~|#",
            &[-3, 0, 5, 10, 123, -7, -40, 8],
        );
        assert_eq!(out, "-3,0,0.5,1,12.3,-0.7,-4|8");
    }

    #[test]
    fn an_arrow_head_points_along_its_line() {
        let mut out = String::new();
        arrow(&mut out, 0, 0, 100, 0, false);
        // Seven pixels back, spread 0.45 radians either side: 6.3 and 3.0 px.
        assert!(out.contains("d=\"M100 0L93.7 3L93.7 -3Z\""), "{out}");
    }
}
