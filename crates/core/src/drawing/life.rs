//! The lease's life as a small state diagram beside the chart: free, held,
//! renewed and expired as boxes, the ways between them as labelled arrows,
//! laid out once per run as a display list like the chart's.
//!
//! The diagram reads top to bottom as the lock service lives it: acquired,
//! renewed, run out. Giving the lease back goes up the left side to free;
//! running out without a renewal goes down the right; and from expired the
//! lock is free again along the outside, with no word to the holder, which
//! is what the article's diagram stresses. It is drawn at one size: a
//! column beside the chart or under it on a phone, which the page scales.
//! Which box is lit at a moment is [`stages::spans`]' business, so a move
//! of the playback cursor only moves a class.

use super::list::{group, text, Item, Shape};
use super::marks::arrow;
use super::scale::text_width;
use super::stages::{self, Edge, LifeSpan, LifeState, LifeWords};
use crate::report::Report;

/// The diagram's width and height, in pixels.
pub const LIFE_WIDTH: i64 = 250;
const HEIGHT: i64 = 214;

/// The diagram of a run's lease and its stretches in each state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Life {
    /// Its width in pixels.
    pub width: i64,
    /// Its height.
    pub height: i64,
    /// The shapes, back to front; each state's box is a group whose
    /// `party` is the state's name.
    pub items: Vec<Item>,
    /// Its heading, in the scenario's names: `The lease's life`.
    pub title: String,
    /// What the diagram shows, in a sentence: its accessible name.
    pub caption: String,
    /// The run's stretches in each state, in order.
    pub spans: Vec<LifeSpan>,
}

const BOX_W: i64 = 76;
const BOX_H: i64 = 30;
/// The left of each column of boxes: free and expired, held and renewed.
const LEFT: i64 = 16;
const RIGHT: i64 = 158;
/// The top of each row: free and held, expired and renewed.
const TOP: i64 = 36;
const BOTTOM: i64 = 156;
/// The label size, as `life.css` sets it, and a line of labels.
const LABEL: i64 = 11;
const LINE: i64 = 14;
/// A state's name's size, and the smaller one for a name too long for its
/// box, as `life.css` sets them.
const NAME: i64 = 12;
const NAME_SMALL: i64 = 10;

/// Lays out the diagram of `report`'s lease and its spans.
pub fn life(report: &Report) -> Life {
    let words = LifeWords::new(report);
    let mut items = Vec::new();
    let (near, far) = (LEFT + BOX_W, RIGHT);
    let gap_mid = (near + far) / 2;
    let (left_mid, right_mid) = (LEFT + BOX_W / 2, RIGHT + BOX_W / 2);
    let mid = BOX_H / 2;

    // Acquire and give back between free and held, along the top.
    let mut parts = head(arrow(near, TOP + 10, far, TOP + 10, false));
    parts.push(centred(&words.edge(Edge::Acquire), gap_mid, TOP + 6));
    items.push(group("life-edge", parts));
    let mut parts = head(arrow(far, TOP + 22, near, TOP + 22, false));
    parts.push(centred(&words.edge(Edge::Release), gap_mid, TOP + 36));
    // Renewed gives it back around the outside, over held.
    let over = 10;
    parts.push(path(format!(
        "M{} {}H{}V{over}H{left_mid}",
        RIGHT + BOX_W,
        BOTTOM + mid,
        RIGHT + BOX_W + 10
    )));
    parts.extend(head(arrow(left_mid, over, left_mid, TOP, false)));
    parts.push(centred(&words.edge(Edge::Release), gap_mid + 20, over + 14));
    items.push(group("life-edge", parts));

    // Renewed from held, down the right.
    let mut parts = head(arrow(right_mid, TOP + BOX_H, right_mid, BOTTOM, false));
    parts.push(Item::new(
        "life-label",
        Shape::Text {
            x: right_mid - 6,
            y: TOP + BOX_H + 46,
            words: words.edge(Edge::Renew),
            end: true,
        },
    ));
    items.push(group("life-edge", parts));

    // Run out, from held across and from renewed along the bottom.
    let mut parts = head(arrow(far, TOP + BOX_H, near, BOTTOM, false));
    let runs_out = words.edge(Edge::RunsOut);
    parts.push(text(
        "life-label",
        gap_mid - 7,
        BOTTOM - 26,
        runs_out.clone(),
    ));
    parts.extend(head(arrow(far, BOTTOM + mid, near, BOTTOM + mid, false)));
    parts.push(centred(&runs_out, gap_mid, BOTTOM + mid - 4));
    items.push(group("life-edge", parts));

    // Free again from expired, with nothing from the holder.
    // Under the boxes, on a second line where a language's words are longer
    // than the diagram is wide, which makes it taller.
    let mut parts = head(arrow(left_mid, BOTTOM, left_mid, TOP + BOX_H, false));
    let lines = super::svg::wrap(&words.edge(Edge::NoWord), LABEL, LIFE_WIDTH - LEFT - 4);
    let extra = LINE * (lines.len() as i64 - 1).max(0);
    for (i, line) in lines.into_iter().enumerate() {
        let y = BOTTOM + BOX_H + 18 + LINE * i as i64;
        parts.push(text("life-label life-no-word", LEFT, y, line));
    }
    items.push(group("life-edge life-edge-no-word", parts));

    // The boxes last, over the ends of the arrows.
    let places = [(LEFT, TOP), (RIGHT, TOP), (RIGHT, BOTTOM), (LEFT, BOTTOM)];
    for (state, (x, y)) in LifeState::ALL.into_iter().zip(places) {
        let name = words.state(state);
        // A name too long for the box at the name's size, as a language
        // may have it ("abgelaufen"), takes the smaller size.
        let (class, size) = if text_width(&name, NAME) > BOX_W - 12 {
            ("life-name life-name-small", NAME_SMALL)
        } else {
            ("life-name", NAME)
        };
        let w = text_width(&name, size);
        let mut boxed = group(
            "life-state",
            vec![
                Item::new(
                    "life-box",
                    Shape::Rect {
                        x,
                        y,
                        w: BOX_W,
                        h: BOX_H,
                        r: 8,
                    },
                ),
                text(class, x + BOX_W / 2 - w / 2, y + mid + 4, name),
            ],
        );
        boxed.party = Some(state.name().to_owned());
        items.push(boxed);
    }

    Life {
        width: LIFE_WIDTH,
        height: HEIGHT + extra,
        items,
        title: words.title(),
        caption: words.caption(),
        spans: stages::spans(report),
    }
}

/// A label centred on `x`.
fn centred(words: &str, x: i64, y: i64) -> Item {
    text("life-label", x - text_width(words, LABEL) / 2, y, words)
}

/// An arrow's line and head in the diagram's classes.
fn head(mut parts: Vec<Item>) -> Vec<Item> {
    for part in &mut parts {
        part.class = match part.class {
            "message-head" => "life-head",
            _ => "life-line",
        };
    }
    parts
}

fn path(d: String) -> Item {
    Item::new("life-line", Shape::Path(d))
}
