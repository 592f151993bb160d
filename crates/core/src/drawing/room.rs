//! Where a label can go on the lanes: clear of every arrow and of every
//! text already placed. The arrows are laid out first, so each label is
//! moved, shortened or left to its mark's title and a note under the chart
//! rather than drawn across one.

use fencelab_words::say;

use super::list::{text, Item, Shape};
use super::scale::{text_width, TEXT_SIZE};
use crate::time::SimTime;

/// A text's box: from its start to the estimate of its width, and from
/// its size's ascent above the baseline to its descent below, as the
/// legibility test measures it.
#[derive(Clone, Copy, Debug)]
struct Boxed {
    left: i64,
    right: i64,
    top: i64,
    bottom: i64,
}

/// How far above its baseline a text reaches, and how far below.
const ASCENT: i64 = TEXT_SIZE * 3 / 4;
const DESCENT: i64 = TEXT_SIZE / 4;
/// The least gap kept between a label and what it must keep clear of.
const GAP: i64 = 2;

/// The arrows, the texts placed so far, and the labels that found no
/// place, for the notes under the chart.
pub(crate) struct Room {
    arrows: Vec<(i64, i64, i64, i64)>,
    taken: Vec<Boxed>,
    /// Each note's words, numbered from 1 in order.
    pub notes: Vec<String>,
}

impl Room {
    /// Room around the arrows drawn in `arrows`, with no text placed yet.
    pub(crate) fn new(arrows: &Item) -> Room {
        let mut room = Room {
            arrows: Vec::new(),
            taken: Vec::new(),
            notes: Vec::new(),
        };
        room.collect(arrows);
        room
    }

    /// Keeps labels clear of a line across the lanes too, such as where a
    /// lease ran out, so no label is read as cut in two.
    pub(crate) fn keep_clear_of(&mut self, x1: i64, y1: i64, x2: i64, y2: i64) {
        self.arrows.push((x1, y1, x2, y2));
    }

    fn collect(&mut self, item: &Item) {
        if let Shape::Line { x1, y1, x2, y2 } = item.shape {
            if item.class == "message-line" {
                self.arrows.push((x1, y1, x2, y2));
            }
        }
        for child in item.children() {
            self.collect(child);
        }
    }

    /// Records a text placed with its baseline at `y`, starting at `x`.
    pub(crate) fn take(&mut self, x: i64, y: i64, words: &str) {
        self.taken.push(Boxed {
            left: x,
            right: x + text_width(words, TEXT_SIZE),
            top: y - ASCENT,
            bottom: y + DESCENT,
        });
    }

    /// The leftmost start from `from` to `last` where `words` with their
    /// baseline at `y` keep clear of every arrow and placed text.
    pub(crate) fn first(&self, words: &str, y: i64, from: i64, last: i64) -> Option<i64> {
        let w = text_width(words, TEXT_SIZE);
        let blocked = self.blocked(y);
        let mut at = from;
        for &(l, r) in &blocked {
            if at > last {
                return None;
            }
            if r + GAP <= at {
                continue;
            }
            if at + w + GAP <= l {
                return Some(at);
            }
            at = at.max(r + GAP);
        }
        (at <= last).then_some(at)
    }

    /// The rightmost start from `first` to `last` where `words` fit clear,
    /// for a label that should sit as near as it can to what follows it.
    pub(crate) fn last(&self, words: &str, y: i64, first: i64, last: i64) -> Option<i64> {
        let w = text_width(words, TEXT_SIZE);
        let blocked = self.blocked(y);
        let mut end = last + w;
        for &(l, r) in blocked.iter().rev() {
            if end - w < first {
                return None;
            }
            if l >= end + GAP {
                continue;
            }
            if r + GAP <= end - w {
                return Some(end - w);
            }
            end = end.min(l - GAP);
        }
        (end - w >= first).then_some(end - w)
    }

    /// Leaves `label`, which found no place, to the next numbered note
    /// under the chart, which names `party` and the moment `at`; the
    /// note's number goes beside `x` on the baseline `y`, within `lo` to
    /// `hi`, where it fits.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn note(
        &mut self,
        party: &str,
        at: SimTime,
        label: &str,
        x: i64,
        y: i64,
        lo: i64,
        hi: i64,
    ) -> Option<Item> {
        let number = self.notes.len() + 1;
        self.notes.push(say!(
            "chart-note",
            number = number,
            party = party,
            at = at,
            label = label
        ));
        let mark = say!("chart-note-mark", number = number);
        let w = text_width(&mark, TEXT_SIZE);
        let spot = self
            .first(&mark, y, x + 3, hi - w)
            .or_else(|| self.last(&mark, y, lo, x - 3 - w))?;
        self.take(spot, y, &mark);
        Some(text("note-mark", spot, y, mark))
    }

    /// The stretches of x that something takes in the band a text with
    /// its baseline at `y` would take, sorted by where they start.
    fn blocked(&self, y: i64) -> Vec<(i64, i64)> {
        let (top, bottom) = (y - ASCENT - GAP, y + DESCENT + GAP);
        let mut out: Vec<(i64, i64)> = self
            .taken
            .iter()
            .filter(|b| b.top < bottom && top < b.bottom)
            .map(|b| (b.left, b.right))
            .collect();
        for &(x1, y1, x2, y2) in &self.arrows {
            if let Some(span) = band_span(x1, y1, x2, y2, top, bottom) {
                out.push(span);
            }
        }
        out.sort();
        // Merged where they overlap, so a scan from either end sees each
        // stretch once.
        let mut merged: Vec<(i64, i64)> = Vec::with_capacity(out.len());
        for (l, r) in out {
            match merged.last_mut() {
                Some(last) if l <= last.1 => last.1 = last.1.max(r),
                _ => merged.push((l, r)),
            }
        }
        merged
    }
}

/// The stretch of x a segment covers between `top` and `bottom`, if it
/// passes between them at all.
fn band_span(x1: i64, y1: i64, x2: i64, y2: i64, top: i64, bottom: i64) -> Option<(i64, i64)> {
    let (lo, hi) = (y1.min(y2), y1.max(y2));
    if hi < top || lo > bottom {
        return None;
    }
    if y1 == y2 {
        return Some((x1.min(x2), x1.max(x2)));
    }
    let at = |y: i64| {
        let y = y.clamp(lo, hi);
        x1 as f64 + (x2 - x1) as f64 * (y - y1) as f64 / (y2 - y1) as f64
    };
    let (a, b) = (at(top), at(bottom));
    Some((a.min(b).floor() as i64, a.max(b).ceil() as i64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drawing::list::{group, line};

    #[test]
    fn a_label_moves_past_an_arrow_and_a_placed_text() {
        let arrows = group("messages", vec![line("message-line", 50, 0, 50, 100)]);
        let mut room = Room::new(&arrows);
        let w = text_width("abc", TEXT_SIZE);
        assert_eq!(room.first("abc", 50, 10, 200), Some(10));
        assert_eq!(room.first("abc", 50, 40, 200), Some(52));
        room.take(52, 50, "abc");
        assert_eq!(room.first("abc", 50, 40, 200), Some(52 + w + 2));
        assert_eq!(room.last("abc", 50, 0, 45), Some(48 - w));
        assert_eq!(room.first("abc", 150, 45, 45), Some(45));
    }
}
