//! Where things go across the chart: the time scale, the width of words,
//! marks gathered into clusters, and the labels above the lanes.

use fencelab_words::say;

use crate::time::SimTime;

/// The size of every text on the chart, in pixels: the least a reader
/// should be asked to read. `www/css/chart.css` and the figure's style
/// sheet (`svg.rs`) draw every chart text at it.
pub const TEXT_SIZE: i64 = 12;

/// The width words take at `size` pixels: an estimate, a little
/// generous, so labels placed by it never touch. Each character counts by
/// its class, in hundredths of an em, as wide as the widest face a reader
/// is likely to have (DejaVu Sans, Linux's usual sans-serif) draws it in
/// bold; the browser test `chart-text.test.mjs` holds real widths to it.
pub fn text_width(words: &str, size: i64) -> i64 {
    let ems: i64 = words.chars().map(em_hundredths).sum();
    ems * size / 100 + 2
}

/// How wide a character is, in hundredths of an em: thin strokes and
/// punctuation, the narrow `f`, `r` and `t`, most letters and digits,
/// capitals, and the widest letters.
fn em_hundredths(c: char) -> i64 {
    match c {
        'i' | 'j' | 'l' | 'I' | 'J' | 'í' | 'ì' | '.' | ',' | ':' | ';' | '\'' | '’' | '·'
        | ' ' | '/' | '|' | '¡' => 40,
        'f' | 't' | 'r' | '(' | ')' | '-' | '!' | '[' | ']' => 50,
        'm' | 'w' | 'M' | 'W' | '…' | '—' | '%' => 111,
        c if c.is_uppercase() => 86,
        '+' | '<' | '>' | '=' | '→' | '×' => 86,
        _ => 73,
    }
}

/// Words cut to fit `room` pixels at `size`, ending in "…" when cut.
pub(crate) fn fit_words(words: &str, size: i64, room: i64) -> String {
    if text_width(words, size) <= room {
        return words.to_owned();
    }
    let mut cut = String::new();
    for c in words.chars() {
        cut.push(c);
        if text_width(&cut, size) + text_width("…", size) - 2 > room {
            cut.pop();
            break;
        }
    }
    if cut.is_empty() {
        cut.extend(words.chars().next());
    }
    cut.push('…');
    cut
}

/// Milliseconds to pixels across the lanes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scale {
    /// Where 0 ms is drawn.
    pub left: i64,
    /// How many pixels the run's span takes.
    pub plot: i64,
    /// The span, at least 1 ms.
    pub span: u64,
}

impl Scale {
    /// A scale from `left` to `right` over `end`.
    pub fn new(left: i64, right: i64, end: SimTime) -> Scale {
        Scale {
            left,
            plot: (right - left).max(1),
            span: end.ms().max(1),
        }
    }

    /// Where a moment is drawn; a moment past the end is drawn at the end.
    pub fn x(self, at: SimTime) -> i64 {
        self.left + (at.ms().min(self.span) * self.plot as u64 / self.span) as i64
    }

    /// Where the span ends.
    pub fn right(self) -> i64 {
        self.left + self.plot
    }
}

/// Marks closer than this are spread out so none hides another.
const SPREAD: i64 = 16;

/// Marks within a few pixels of each other, spread out in a row, with the
/// words of all of them joined as the catalogue joins labels: "side
/// effect, clock jumps".
#[derive(Debug)]
pub(crate) struct Cluster {
    /// Each mark's index in the list given and where it is drawn.
    pub marks: Vec<(usize, i64)>,
    pub first_x: i64,
    pub last_x: i64,
    pub label: String,
    /// Each mark's words in `label`, once each.
    said: Vec<String>,
}

/// Gathers marks at `xs` (in order) into clusters; `label` gives a mark's
/// words, if it carries any.
pub(crate) fn clusters(xs: &[i64], label: impl Fn(usize) -> Option<String>) -> Vec<Cluster> {
    let mut out: Vec<Cluster> = Vec::new();
    let (mut last_x, mut shift) = (i64::MIN / 2, 0);
    for (i, &at) in xs.iter().enumerate() {
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
                    first_x: at,
                    last_x: at,
                    label: String::new(),
                    said: Vec::new(),
                });
                out.last_mut().expect("just pushed")
            }
        };
        cluster.marks.push((i, at + shift));
        cluster.last_x = at + shift;
        if let Some(words) = label(i) {
            if !cluster.said.contains(&words) {
                cluster.label = if cluster.label.is_empty() {
                    words.clone()
                } else {
                    say!("chart-labels", list = &cluster.label, next = &words)
                };
                cluster.said.push(words);
            }
        }
    }
    out
}

/// A label above the lanes, for a line across them.
#[derive(Debug)]
pub(crate) struct TopLabel {
    pub words: String,
    /// Where its line is.
    pub at: i64,
    pub from: i64,
    to: i64,
    pub row: i64,
}

/// Places labels above the lanes (`(x of its line, words)`, in order) in
/// rows, so that none overlaps another or sits on another's line, within
/// `width`; returns them and the number of rows (at least one).
pub(crate) fn top_labels(wanted: Vec<(i64, String)>, width: i64) -> (Vec<TopLabel>, i64) {
    let mut placed: Vec<TopLabel> = Vec::new();
    for (at, words) in wanted {
        let words = fit_words(&words, TEXT_SIZE, width - 4);
        let w = text_width(&words, TEXT_SIZE);
        // Centred on its line if it fits, else beside it, else as near its
        // line as the width allows.
        let options: Vec<i64> = [at - w / 2, at + 4, at - 4 - w]
            .into_iter()
            .filter(|&o| o >= 2 && o + w <= width - 2)
            .collect();
        let options = if options.is_empty() {
            vec![2.max((at - w / 2).min(width - 2 - w))]
        } else {
            options
        };
        // The first row, of the first few, clear of labels and lines; else
        // the first clear of labels. A row with no labels is always clear.
        let (mut row, mut from) = (0, options[0]);
        'search: for (lines, last) in [(true, 3), (false, i64::MAX)] {
            for r in 0..=last {
                for &o in &options {
                    if clear(&placed, at, r, o, o + w, lines) {
                        (row, from) = (r, o);
                        break 'search;
                    }
                }
            }
        }
        placed.push(TopLabel {
            words,
            at,
            from,
            to: from + w,
            row,
        });
    }
    let rows = placed.iter().map(|p| p.row + 1).fold(1, i64::max);
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

/// Round steps for the time axis's ticks.
const STEPS: [u64; 13] = [
    100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 300000, 600000, 3600000,
];

/// The moments the time axis marks: from 0 at the smallest round step
/// that puts at least 56 px between ticks.
pub(crate) fn ticks(x: Scale) -> Vec<SimTime> {
    let span = x.span;
    let fits = (x.plot / 56).max(2) as u64;
    let step = STEPS
        .into_iter()
        .find(|&s| span <= fits * s)
        .unwrap_or_else(|| span.div_ceil(fits));
    (0..)
        .map(|i| i * step)
        .take_while(|&ms| ms <= span)
        .map(SimTime)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_above_the_lanes_never_overlap() {
        let wanted = (0..6)
            .map(|i| (100 + i * 10, format!("label number {i}")))
            .collect();
        let (placed, rows) = top_labels(wanted, 400);
        assert!(rows >= 3);
        for (i, a) in placed.iter().enumerate() {
            for b in &placed[i + 1..] {
                assert!(
                    a.row != b.row || a.to + 6 <= b.from || b.to + 6 <= a.from,
                    "{a:?} {b:?}"
                );
            }
            assert!(a.from >= 2 && a.to <= 398);
        }
    }

    #[test]
    fn words_are_cut_to_fit() {
        assert_eq!(fit_words("Storage", 12, 200), "Storage");
        let cut = fit_words("A very long name for a resource", 12, 60);
        assert!(cut.ends_with('…') && text_width(&cut, 12) <= 60, "{cut}");
    }

    #[test]
    fn close_marks_gather_into_one_cluster_with_one_label() {
        let xs = [100, 104, 300];
        let found = clusters(&xs, |i| Some(format!("mark {i}")));
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].label, "mark 0, mark 1");
    }
}
