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
pub const LIFE_WIDTH: i64 = 360;
const HEIGHT: i64 = 292;

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

const BOX_X: i64 = 120;
const BOX_W: i64 = 100;
const BOX_H: i64 = 32;
const CX: i64 = BOX_X + BOX_W / 2;
const RIGHT: i64 = BOX_X + BOX_W;
/// The top of each state's box, in the order of [`LifeState::ALL`].
const ROWS: [i64; 4] = [14, 90, 166, 242];
/// The label size, as `life.css` sets it.
const LABEL: i64 = 11;

/// Lays out the diagram of `report`'s lease and its spans.
pub fn life(report: &Report) -> Life {
    let words = LifeWords::new(report);
    let mut items = Vec::new();
    let [free, held, renewed, expired] = ROWS;
    let mid = BOX_H / 2;

    // The way down the middle: acquire, renew, run out.
    for (edge, from, to) in [
        (Edge::Acquire, free, held),
        (Edge::Renew, held, renewed),
        (Edge::RunsOut, renewed, expired),
    ] {
        let label = words.edge(edge);
        let y = (from + BOX_H + to) / 2 + 4;
        let mut parts = head(arrow(CX, from + BOX_H, CX, to, false));
        parts.push(text("life-label", CX + 6, y, label));
        items.push(group("life-edge", parts));
    }

    // Back to free up the left, from both held and renewed.
    let route = 90;
    let mut parts = vec![
        path(format!("M{BOX_X} {}H{route}", held + mid)),
        path(format!("M{BOX_X} {}H{route}V{}", renewed + mid, free + mid)),
    ];
    parts.extend(head(arrow(route, free + mid, BOX_X, free + mid, false)));
    parts.extend(labels(
        &words.edge(Edge::Release),
        route - 6,
        held + mid + 4,
        80,
        true,
    ));
    items.push(group("life-edge", parts));

    // Run out without a renewal, down the right.
    let route = 250;
    let mut parts = vec![path(format!(
        "M{RIGHT} {}H{route}V{}",
        held + mid,
        expired + mid - 6
    ))];
    parts.extend(head(arrow(
        route,
        expired + mid - 6,
        RIGHT,
        expired + mid - 6,
        false,
    )));
    let y = (held + expired + BOX_H) / 2;
    parts.extend(labels(&words.edge(Edge::RunsOut), route + 6, y, 74, false));
    items.push(group("life-edge", parts));

    // Free again along the outside, with nothing from the holder.
    let route = 330;
    let (low, high) = (expired + BOX_H - 8, free + 8);
    let mut parts = vec![path(format!("M{RIGHT} {low}H{route}V{high}"))];
    parts.extend(head(arrow(route, high, RIGHT, high, false)));
    parts.push(Item::new(
        "life-label life-no-word",
        Shape::Text {
            x: route,
            y: low + 18,
            words: words.edge(Edge::NoWord),
            end: true,
        },
    ));
    items.push(group("life-edge life-edge-no-word", parts));

    // The boxes last, over the ends of the arrows.
    for (state, top) in LifeState::ALL.into_iter().zip(ROWS) {
        let name = words.state(state);
        let w = text_width(name, 12);
        let mut boxed = group(
            "life-state",
            vec![
                Item::new(
                    "life-box",
                    Shape::Rect {
                        x: BOX_X,
                        y: top,
                        w: BOX_W,
                        h: BOX_H,
                        r: 8,
                    },
                ),
                text("life-name", CX - w / 2, top + mid + 4, name),
            ],
        );
        boxed.party = Some(state.name().to_owned());
        items.push(boxed);
    }

    Life {
        width: LIFE_WIDTH,
        height: HEIGHT,
        items,
        title: words.title(),
        caption: words.caption(),
        spans: stages::spans(report),
    }
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

/// A label wrapped into lines `room` wide from (x, y) down, each ending at
/// `x` if `end`.
fn labels(words: &str, x: i64, y: i64, room: i64, end: bool) -> Vec<Item> {
    super::svg::wrap(words, LABEL, room)
        .into_iter()
        .enumerate()
        .map(|(i, line)| {
            Item::new(
                "life-label",
                Shape::Text {
                    x,
                    y: y + 14 * i as i64,
                    words: line,
                    end,
                },
            )
        })
        .collect()
}
