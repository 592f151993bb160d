//! One line of the event list.

use schemars::JsonSchema;
use serde::Serialize;

use crate::words;
use crate::{Event, EventTag, Purpose, Tone};

/// One line of the event list.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventView {
    /// 1-based, as the list numbers it.
    number: usize,
    at_ms: u64,
    time: String,
    actor: String,
    kind: EventTag,
    token: Option<u64>,
    text: String,
    /// How the page should colour the line.
    tone: Tone,
}

impl EventView {
    /// One line of the event list; `index` is the event's place in the run,
    /// and the words come from a [`crate::Report`] or a stepped simulation.
    pub fn new(
        index: usize,
        event: &Event,
        actor: &str,
        text: String,
        purpose: Purpose,
    ) -> EventView {
        EventView {
            number: index + 1,
            at_ms: event.at.ms(),
            time: words::seconds(event.at.ms()),
            actor: actor.to_owned(),
            kind: event.tag(),
            token: event.token().map(|t| t.0),
            text,
            tone: event.tone(purpose),
        }
    }
}
