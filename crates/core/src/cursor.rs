//! Where the page's playback cursor stands in a finished run, and what is in
//! force there.
//!
//! The page plays a run back as a cursor over its events: how many have
//! happened, and the moment. These are the rules that turn one into the
//! other and read a run's stretches at it, here once, so the page only
//! looks values up and draws them.

use crate::drawing::LifeSpan;
use crate::event::Event;
use crate::time::SimTime;
use crate::timeline::ResourceRow;

/// How many of `events` have happened by `at`: those at or before it.
pub fn events_by(events: &[Event], at: SimTime) -> usize {
    events.partition_point(|e| e.at <= at)
}

/// The second run's event count for a cursor that has counted `event`
/// events of the first run at `at`. The runs share every event before
/// `parting` (where they part, if they do), so up to it the count is the
/// same; after it, the second run follows by time, never falling back
/// behind the parting.
pub fn follow(second: &[Event], parting: Option<usize>, event: usize, at: SimTime) -> usize {
    match parting {
        Some(parted) if event > parted => events_by(second, at).max(parted),
        Some(parted) => event.min(parted),
        None => event,
    }
}

/// For each number of events the cursor can have counted, from none to
/// `events`, the index in `row.values` of what the resource holds then:
/// the last entry set by an event that has happened, or its initial value.
pub fn held_at(row: &ResourceRow, events: usize) -> Vec<usize> {
    in_force(events, row.values.len(), |i| {
        row.values[i].event.map_or(0, |e| e + 1)
    })
}

/// For each number of events the cursor can have counted, from none to
/// `events`, the index in `spans` of the lease's stretch in force then: the
/// last one that has begun.
pub fn span_at(spans: &[LifeSpan], events: usize) -> Vec<usize> {
    in_force(events, spans.len(), |i| spans[i].from_event)
}

/// For each count from none to `events`, the last of `entries` entries, in
/// order, whose start (the count from which it holds) has been reached; the
/// first entry where none has.
fn in_force(events: usize, entries: usize, start: impl Fn(usize) -> usize) -> Vec<usize> {
    let mut at = 0;
    (0..=events)
        .map(|count| {
            while at + 1 < entries && start(at + 1) <= count {
                at += 1;
            }
            at
        })
        .collect()
}
