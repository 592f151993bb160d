//! Which updates each write overwrote: the updates a resource's value
//! carried just before the write that the write's own value no longer
//! carries.
//!
//! A value carries an update when the write that made it, or a value it
//! was computed from, was that update. A write that sets a value carries
//! nothing from before it; one computed from the writer's copy carries
//! what the copy carried; an increment or a push, worked out at the
//! resource, carries everything the resource held. So a stale write
//! computed from a copy read before two newer holders wrote loses both
//! their updates, not only the newest one's, though its event can name
//! only the newest.
//!
//! Only updates that count are followed, as the expected value counts
//! them: a holder's or a late writer's accepted write, once. A write that
//! counts and sets a value replaces what came before, as the expected
//! value does, so it overwrites nothing that is lost. An update that adds
//! nothing to what it was computed from, an add of 0, is no update, and a
//! stale write of the value already there takes nothing away.

use std::collections::BTreeMap;

use crate::event::{Again, Event, EventKind, Standing, Verdict, Wrote};
use crate::ids::ResourceId;
use crate::world::{Value, World};

/// What every write of a run overwrote, or would have overwritten had it
/// been accepted, as event indices of the writes whose updates they were.
#[derive(Clone, Debug, Default)]
pub(crate) struct Lineage {
    /// For an accepted write, the updates it overwrote, in the order they
    /// were made; none for a write that overwrote nothing.
    overwrote: BTreeMap<usize, Vec<usize>>,
    /// For a refused write, the updates it would have overwritten.
    spared: BTreeMap<usize, Vec<usize>>,
    /// The writes that count for nothing and left the value as it was,
    /// or would have: a stale write of the value already there.
    inert: Vec<usize>,
    /// For each resource, the updates that count and that its value no
    /// longer carries at the end: the updates lost there.
    lost: Vec<Vec<usize>>,
}

/// One resource as the lineage follows it.
#[derive(Clone)]
struct Followed {
    /// What it holds.
    value: Value,
    /// The updates its value carries.
    carried: Vec<usize>,
    /// The updates its expected value counts.
    counted: Vec<usize>,
}

impl Lineage {
    /// Follows every resource's value through the run's events.
    pub(crate) fn of(world: &World, events: &[Event]) -> Lineage {
        let mut lineage = Lineage::default();
        let mut resources: Vec<Followed> = world
            .resources
            .iter()
            .map(|r| Followed {
                value: r.initial.clone(),
                carried: Vec::new(),
                counted: Vec::new(),
            })
            .collect();
        // What each client's copy of each resource holds and carries.
        let mut copies: Vec<Vec<(Value, Vec<usize>)>> = world
            .clients
            .iter()
            .map(|_| {
                resources
                    .iter()
                    .map(|r| (r.value.clone(), Vec::new()))
                    .collect()
            })
            .collect();
        for (index, event) in events.iter().enumerate() {
            match &event.kind {
                EventKind::Read {
                    client, resource, ..
                } => {
                    let r = &resources[resource.index()];
                    copies[client.index()][resource.index()] = (r.value.clone(), r.carried.clone());
                }
                EventKind::Wrote(w) => {
                    let (c, r) = (w.client.index(), w.resource.index());
                    let resource = &mut resources[r];
                    let (from, base) = match base_of(w) {
                        Base::Held => (Some(&resource.value), resource.carried.clone()),
                        Base::Copy => (Some(&copies[c][r].0), copies[c][r].1.clone()),
                        Base::Nothing => (None, Vec::new()),
                    };
                    // An update that adds nothing to what it was computed
                    // from (an add of 0) is none.
                    let empty = from == Some(&w.value);
                    let update = counts(w) && !empty;
                    let replaces = counts(w) && base_of(w) == Base::Nothing;
                    // A write that counts for nothing and leaves the value
                    // as it was takes nothing away.
                    let inert = !counts(w) && w.value == resource.value;
                    if inert {
                        lineage.inert.push(index);
                    }
                    let gone: Vec<usize> = if replaces || inert {
                        Vec::new()
                    } else {
                        resource
                            .carried
                            .iter()
                            .filter(|u| !base.contains(u) && resource.counted.contains(u))
                            .copied()
                            .collect()
                    };
                    match w.verdict {
                        Verdict::Refused(_) => {
                            if !gone.is_empty() {
                                lineage.spared.insert(index, gone);
                            }
                            continue;
                        }
                        // Answered as done and applied no more.
                        Verdict::Accepted if w.again == Some(Again::Recognised) || inert => {}
                        Verdict::Accepted => {
                            if !gone.is_empty() {
                                lineage.overwrote.insert(index, gone);
                            }
                            resource.carried = base;
                            if replaces {
                                resource.counted.clear();
                            }
                            if update {
                                resource.carried.push(index);
                                resource.counted.push(index);
                            }
                            resource.value.assign(&w.value);
                        }
                    }
                    // The writer knows what it just wrote.
                    copies[c][r] = (resource.value.clone(), resource.carried.clone());
                }
                _ => {}
            }
        }
        lineage.lost = resources
            .into_iter()
            .map(|r| {
                r.counted
                    .into_iter()
                    .filter(|u| !r.carried.contains(u))
                    .collect()
            })
            .collect();
        lineage
    }

    /// The updates the write at event `index` overwrote.
    pub(crate) fn overwrote(&self, index: usize) -> &[usize] {
        self.overwrote.get(&index).map_or(&[], Vec::as_slice)
    }

    /// The updates the refused write at event `index` would have overwritten.
    pub(crate) fn spared(&self, index: usize) -> &[usize] {
        self.spared.get(&index).map_or(&[], Vec::as_slice)
    }

    /// Whether the write at event `index` counts for nothing and left the
    /// value as it was, or would have had it been accepted.
    pub(crate) fn inert(&self, index: usize) -> bool {
        self.inert.contains(&index)
    }

    /// Every accepted write that overwrote updates, with them, in order.
    pub(crate) fn losses(&self) -> impl Iterator<Item = (usize, &[usize])> {
        self.overwrote.iter().map(|(&i, lost)| (i, lost.as_slice()))
    }

    /// The updates lost at resource `r`: they count, and its final value
    /// does not carry them.
    pub(crate) fn lost(&self, r: ResourceId) -> &[usize] {
        self.lost.get(r.index()).map_or(&[], Vec::as_slice)
    }
}

/// What a write's value is computed from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Base {
    /// What the resource holds: an increment or a push.
    Held,
    /// The writer's own copy: an add or an append.
    Copy,
    /// Nothing: a value set outright.
    Nothing,
}

fn base_of(w: &Wrote) -> Base {
    if w.added.is_some() {
        Base::Held
    } else if w.read_at.is_some() {
        Base::Copy
    } else {
        Base::Nothing
    }
}

/// Whether an accepted write counts, as the expected value replays it: a
/// holder's or a late writer's, not a stale one's, and a write sent again
/// only the first time.
fn counts(w: &Wrote) -> bool {
    w.verdict == Verdict::Accepted
        && w.again.is_none()
        && !matches!(w.standing, Standing::Stale { .. })
}
