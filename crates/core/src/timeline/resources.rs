//! Each resource's row: the value it held from each moment on, so the
//! chart and the cursor can say what a reader would have found there.

use crate::event::{Event, EventKind, Verdict, Wrote};
use crate::ids::{ResourceId, Token};
use crate::time::SimTime;
use crate::world::{Value, World};

/// One resource over the run: the value it held from each moment on, and
/// every write that reached it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceRow {
    /// Which resource.
    pub resource: ResourceId,
    /// What it held, first its initial value at 0, then after each accepted
    /// write or fenced read that raised its highest token, in time order. The value at a moment is the last entry that
    /// starts at or before it.
    pub values: Vec<Holding>,
}

/// What a resource held from a moment on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holding {
    /// From when.
    pub from: SimTime,
    /// The accepted write that set it, as an index into the run's events;
    /// none for the initial value.
    pub event: Option<usize>,
    /// The value.
    pub value: Value,
    /// The token of the write that put the value there; none for the
    /// initial value. A fenced read raises `highest` but keeps this.
    pub token: Option<Token>,
    /// The highest token it had accepted by then, if any.
    pub highest: Option<Token>,
    /// How many writes it had accepted by then: its version, as a
    /// compare-and-set check counts.
    pub version: u32,
}

impl ResourceRow {
    /// What the resource held at `at`: the last entry that starts at or
    /// before it.
    pub fn at(&self, at: SimTime) -> &Holding {
        let later = self.values.partition_point(|h| h.from <= at);
        &self.values[later.saturating_sub(1)]
    }

    /// A row holding only the resource's initial value, from 0.
    fn initial(resource: ResourceId, value: Value) -> ResourceRow {
        ResourceRow {
            resource,
            values: vec![Holding {
                from: SimTime::ZERO,
                event: None,
                value,
                token: None,
                highest: None,
                version: 0,
            }],
        }
    }

    fn last(&self) -> &Holding {
        self.values
            .last()
            .expect("a row starts with its initial value")
    }

    /// A fenced read with a token higher than any seen raises the highest
    /// token without a write: a later, older write is refused for it.
    fn read_with(&mut self, at: SimTime, index: usize, token: Token) {
        let last = self.last();
        if last.highest.is_none_or(|h| h < token) {
            let raised = Holding {
                from: at,
                event: Some(index),
                highest: Some(token),
                ..last.clone()
            };
            self.values.push(raised);
        }
    }

    /// An accepted write: the new value, and one more version.
    fn accept(&mut self, at: SimTime, index: usize, wrote: &Wrote) {
        let last = self.last();
        let highest = Some(last.highest.map_or(wrote.token, |h| h.max(wrote.token)));
        let version = last.version.wrapping_add(1);
        self.values.push(Holding {
            from: at,
            event: Some(index),
            value: wrote.value.clone(),
            token: Some(wrote.token),
            highest,
            version,
        });
    }
}

/// One row per resource, in scenario order, from its initial value through
/// every accepted write and every fenced read that raised its token.
pub(super) fn resource_rows(world: &World, events: &[Event]) -> Vec<ResourceRow> {
    let mut rows: Vec<ResourceRow> = world
        .resources
        .iter()
        .enumerate()
        .map(|(r, config)| ResourceRow::initial(ResourceId(r as u16), config.initial.clone()))
        .collect();
    for (index, event) in events.iter().enumerate() {
        match &event.kind {
            &EventKind::Read {
                resource,
                token: Some(token),
                ..
            } => rows[resource.index()].read_with(event.at, index, token),
            EventKind::Wrote(wrote) if wrote.verdict == Verdict::Accepted => {
                rows[wrote.resource.index()].accept(event.at, index, wrote)
            }
            _ => {}
        }
    }
    rows
}
