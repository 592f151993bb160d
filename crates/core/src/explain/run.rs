//! What the explanation's sentences share: the run's writes, where each
//! sits, what they overwrote, and the small questions every sentence asks
//! of them.

use std::ops::Deref;

use crate::event::{Event, EventKind, Verdict, Wrote};
use crate::ids::{ClientId, ResourceId};
use crate::lineage::Lineage;
use crate::outcome::{Outcome, ResourceOutcome};
use crate::spec::Purpose;
use crate::text::{list, Tables};
use crate::time::SimTime;

/// A write and where it sits in the run.
#[derive(Clone, Copy)]
pub(super) struct Write<'e> {
    /// The write's position in the event list.
    pub(super) index: usize,
    pub(super) at: SimTime,
    pub(super) wrote: &'e Wrote,
}

impl Deref for Write<'_> {
    type Target = Wrote;
    fn deref(&self) -> &Wrote {
        self.wrote
    }
}

/// What the sentences share: the run, its writes, what each write
/// overwrote, and the updates lost that a sentence has named so far.
pub(super) struct Run<'e> {
    pub(super) words: Tables<'e>,
    pub(super) events: &'e [Event],
    pub(super) writes: Vec<Write<'e>>,
    pub(super) lineage: Lineage,
    pub(super) outcome: &'e Outcome,
    /// The updates lost that a sentence has named, as event indices of
    /// their writes, so the last sentences name only the rest.
    pub(super) named: Vec<usize>,
}

impl Run<'_> {
    /// Marks updates as named by a sentence.
    pub(super) fn name(&mut self, updates: &[usize]) {
        for &u in updates {
            if !self.named.contains(&u) {
                self.named.push(u);
            }
        }
    }
}

/// Every write in the run, in order.
pub(super) fn writes_of(events: &[Event]) -> Vec<Write<'_>> {
    events
        .iter()
        .enumerate()
        .filter_map(|(index, e)| match &e.kind {
            EventKind::Wrote(wrote) => Some(Write {
                index,
                at: e.at,
                wrote,
            }),
            _ => None,
        })
        .collect()
}

pub(super) fn accepted(w: &Write<'_>) -> bool {
    w.verdict == Verdict::Accepted
}

/// The lock's purpose, as the catalogue's selectors name it.
pub(super) fn purpose_name(words: Tables<'_>) -> &'static str {
    match words.world.purpose {
        Purpose::Correctness => "correctness",
        Purpose::Efficiency => "efficiency",
    }
}

/// The names of these clients, each once, in the order they come, as the
/// language lists them: "B", "B and C".
pub(super) fn clients_list(
    words: Tables<'_>,
    clients: impl IntoIterator<Item = ClientId>,
) -> String {
    let mut seen: Vec<ClientId> = Vec::new();
    for c in clients {
        if !seen.contains(&c) {
            seen.push(c);
        }
    }
    let names: Vec<String> = seen.iter().map(|&c| words.client(c).to_owned()).collect();
    list(&names)
}

/// How a resource ended.
pub(super) fn resource_of<'e>(run: &Run<'e>, id: ResourceId) -> Option<&'e ResourceOutcome> {
    run.outcome.resources.iter().find(|r| r.id == id)
}
