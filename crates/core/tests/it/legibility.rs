//! Every chart reads: no two of its texts overlap and no arrow crosses a
//! text, in every scenario at every combination of its switches, at a
//! phone's widths and a desktop's, in every language and in the page's
//! pseudo-language, whose words are 40% longer.

use std::rc::Rc;

use fencelab_core::words::{self, Arg, Catalogue, Speaker};
use fencelab_core::{chart, text_width, Drawing, Item, Shape, Simulation, TEXT_SIZE};

use crate::support::toggle_settings;

/// The widths checked: two phones, the figure's, the desktop page's chart
/// at 1280 px, and a wide window.
const WIDTHS: [i64; 5] = [320, 360, 800, 880, 1100];

/// English with every word stretched as the page's `en-XA` stretches it:
/// a tail of `·` 40% of the word's length. The layout only counts
/// characters, so the accents the page adds do not matter here.
struct Stretched(Catalogue);

impl Speaker for Stretched {
    fn say(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut out = String::new();
        let mut word = 0usize;
        let flush = |out: &mut String, word: &mut usize| {
            out.extend(std::iter::repeat_n('·', (*word * 2).div_ceil(5)));
            *word = 0;
        };
        for ch in self.0.say(id, args).chars() {
            if ch.is_ascii_alphabetic() {
                word += 1;
            } else {
                flush(&mut out, &mut word);
            }
            // The tail goes after the word, so push the letter after flushing.
            out.push(ch);
        }
        flush(&mut out, &mut word);
        out
    }

    fn language(&self) -> String {
        "en-XA".to_owned()
    }
}

/// The speaker for one of the languages checked.
fn speaker(language: &str) -> Rc<dyn Speaker> {
    match language {
        "en-XA" => Rc::new(Stretched(Catalogue::new("en").unwrap())),
        code => Rc::new(Catalogue::new(code).unwrap()),
    }
}

/// A box a text takes: from its start to the core's estimate of its width,
/// and from its size's ascent above the baseline to its descent below.
#[derive(Clone, Debug)]
struct TextBox {
    words: String,
    class: &'static str,
    left: i64,
    right: i64,
    top: i64,
    bottom: i64,
}

impl TextBox {
    fn overlaps(&self, other: &TextBox) -> bool {
        self.left < other.right
            && other.left < self.right
            && self.top < other.bottom
            && other.top < self.bottom
    }
}

/// The texts of a drawing and the segments of its arrows.
fn parts(items: &[Item], texts: &mut Vec<TextBox>, arrows: &mut Vec<(i64, i64, i64, i64)>) {
    for item in items {
        match &item.shape {
            Shape::Text { x, y, words, end } => {
                let w = text_width(words, TEXT_SIZE);
                let left = if *end { x - w } else { *x };
                texts.push(TextBox {
                    words: words.clone(),
                    class: item.class,
                    left,
                    right: left + w,
                    top: y - TEXT_SIZE * 3 / 4,
                    bottom: y + TEXT_SIZE / 4,
                });
            }
            &Shape::Line { x1, y1, x2, y2 } if item.class == "message-line" => {
                arrows.push((x1, y1, x2, y2));
            }
            _ => {}
        }
        parts(item.children(), texts, arrows);
    }
}

/// Whether the segment from (x1, y1) to (x2, y2) passes through the inside
/// of `b`: the segment clipped to the box's slab in x, then in y
/// (Liang–Barsky), leaves something of positive length.
fn crosses((x1, y1, x2, y2): (i64, i64, i64, i64), b: &TextBox) -> bool {
    let (x1, y1, x2, y2) = (x1 as f64, y1 as f64, x2 as f64, y2 as f64);
    let (dx, dy) = (x2 - x1, y2 - y1);
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    let edges = [
        (-dx, x1 - b.left as f64),
        (dx, b.right as f64 - x1),
        (-dy, y1 - b.top as f64),
        (dy, b.bottom as f64 - y1),
    ];
    for (p, q) in edges {
        if p == 0.0 {
            if q <= 0.0 {
                return false;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
        }
    }
    t1 - t0 > 1e-9
}

/// Every collision in one drawing, as sentences.
fn collisions(drawing: &Drawing) -> Vec<String> {
    let (mut texts, mut arrows) = (Vec::new(), Vec::new());
    parts(&drawing.items, &mut texts, &mut arrows);
    let mut out = Vec::new();
    for (i, a) in texts.iter().enumerate() {
        for b in &texts[i + 1..] {
            if a.overlaps(b) {
                out.push(format!(
                    "{:?} ({}) overlaps {:?} ({})",
                    a.words, a.class, b.words, b.class
                ));
            }
        }
        if let Some(arrow) = arrows.iter().find(|&&s| crosses(s, a)) {
            out.push(format!(
                "an arrow {arrow:?} crosses {:?} ({})",
                a.words, a.class
            ));
        }
    }
    out
}

#[test]
fn no_text_overlaps_another_and_no_arrow_crosses_one() {
    let runs = toggle_settings();
    let mut found = Vec::new();
    for language in ["en", "de", "es", "en-XA"] {
        let before = words::install(speaker(language));
        for (stem, settings, scenario) in &runs {
            let report = Simulation::new(scenario).unwrap().run();
            for width in WIDTHS {
                for c in collisions(&chart(&report, width)) {
                    found.push(format!("{language} {stem} {settings} at {width}: {c}"));
                }
            }
        }
        words::install(before.unwrap_or_else(|| speaker("en")));
    }
    assert!(
        found.is_empty(),
        "{} collisions:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_check_finds_a_crossing_and_an_overlap() {
    let b = TextBox {
        words: "x".into(),
        class: "",
        left: 10,
        right: 30,
        top: 0,
        bottom: 12,
    };
    assert!(crosses((0, 0, 40, 12), &b));
    assert!(crosses((20, -10, 20, 30), &b));
    assert!(!crosses((0, 0, 9, 30), &b));
    assert!(!crosses((31, -5, 31, 40), &b));
    let mut c = b.clone();
    (c.left, c.right) = (29, 40);
    assert!(b.overlaps(&c));
    (c.left, c.right) = (30, 40);
    assert!(!b.overlaps(&c));
}
