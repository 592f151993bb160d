//! The lease's life for the page: the core's state diagram as plain
//! objects, with the run's stretches in each state, so the page lights a
//! box and says a line for the playback cursor and lays out nothing.

use crate::{span_at, Life, LifeSpan, LifeState};
use schemars::JsonSchema;
use serde::Serialize;

use super::drawing::{item, ItemView};

/// The lease's life laid out by the core: the page draws `items` as they
/// are, and lights the box whose `data-party` is the current span's state.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LifeView<'a> {
    width: i64,
    height: i64,
    items: Vec<ItemView<'a>>,
    /// Its heading, in the scenario's names.
    title: &'a str,
    /// What the diagram shows, in a sentence: its accessible name.
    caption: &'a str,
    /// The run's stretches in each state, in order; the first begins at
    /// no events counted.
    spans: Vec<LifeSpanView<'a>>,
    /// For each number of events the playback cursor can have counted, from
    /// none to the run's last, the index into `spans` of the one in force.
    span_at: Vec<usize>,
}

/// One stretch of the run in one state.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
struct LifeSpanView<'a> {
    /// The state, as its box's `data-party` names it.
    state: LifeState,
    /// How many events the playback cursor has counted when it begins: it
    /// lasts until the cursor counts the next span's `fromEvent`.
    from_event: usize,
    /// When it begins, in milliseconds.
    from_ms: u64,
    /// When the next one begins, or the chart's end for the last.
    to_ms: u64,
    /// The core's line for it.
    words: &'a str,
}

impl<'a> LifeView<'a> {
    /// The diagram of a run of `events` events.
    pub fn new(life: &'a Life, events: usize) -> LifeView<'a> {
        LifeView {
            width: life.width,
            height: life.height,
            items: life.items.iter().map(item).collect(),
            title: &life.title,
            caption: &life.caption,
            spans: life.spans.iter().map(span).collect(),
            span_at: span_at(&life.spans, events),
        }
    }
}

fn span(span: &LifeSpan) -> LifeSpanView<'_> {
    LifeSpanView {
        state: span.state,
        from_event: span.from_event,
        from_ms: span.from.0,
        to_ms: span.to.0,
        words: &span.words,
    }
}
