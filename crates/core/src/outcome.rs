//! How a run ended: each resource's final value against the one it should
//! hold, the counts of what happened to writes, and the verdict. Below the
//! report and the explanation, which both read it.

use crate::engine::{Engine, RunVerdict, Tally};
use crate::event::{Event, EventKind, Standing, Verdict, Wrote};
use crate::ids::ResourceId;
use crate::lineage::Lineage;
use crate::world::{Value, World};

/// How a run ended, for every resource and as a whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Each resource's final and expected value, in scenario order.
    pub resources: Vec<ResourceOutcome>,
    /// What happened to writes.
    pub tally: Tally,
    /// No harm done: the verdict is safe, refused or duplicate.
    pub safe: bool,
    /// The result in one word.
    pub verdict: RunVerdict,
}

/// How one resource ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceOutcome {
    /// Which resource.
    pub id: ResourceId,
    /// What it holds at the end.
    pub final_value: Value,
    /// What it should hold: the writes that count, replayed in arrival
    /// order (see `ARCHITECTURE.md`, "The expected value").
    pub expected: Value,
    /// Stale writes it accepted. The run's [`Tally`] counts every
    /// resource's together; a reader of one resource needs its own, or a
    /// fenced store is blamed for what an unfenced log took.
    pub stale_accepted: u32,
    /// Stale writes it refused.
    pub stale_refused: u32,
    /// Updates that count and that its final value no longer carries:
    /// overwritten by a write computed without them, as a stale write
    /// computed from an old copy overwrites every newer holder's update
    /// since that copy.
    pub lost: u32,
}

impl Outcome {
    /// The updates lost at every resource together.
    pub fn lost(&self) -> u32 {
        self.resources.iter().map(|r| r.lost).sum()
    }

    /// The outcome of a finished run; `events` are its events, from which
    /// each resource's stale writes are counted (the engine's tally keeps
    /// only the run's totals, so the quiet path stays as small as it is).
    pub(crate) fn new(world: &World, engine: &Engine, events: &[Event]) -> Outcome {
        let mut resources: Vec<ResourceOutcome> = engine
            .values()
            .enumerate()
            .map(|(i, (final_value, expected))| ResourceOutcome {
                id: ResourceId(i as u16),
                final_value: final_value.clone(),
                expected: expected.clone(),
                stale_accepted: 0,
                stale_refused: 0,
                lost: 0,
            })
            .collect();
        count_lost(world, events, &mut resources);
        for event in events {
            if let EventKind::Wrote(Wrote {
                resource,
                verdict,
                standing: Standing::Stale { .. },
                ..
            }) = &event.kind
            {
                let r = &mut resources[resource.index()];
                match verdict {
                    Verdict::Accepted => r.stale_accepted += 1,
                    Verdict::Refused(_) => r.stale_refused += 1,
                }
            }
        }
        debug_assert_eq!(resources.len(), world.resources.len());
        Outcome::judged(resources, engine.tally(), world.purpose)
    }

    /// The outcome of these resources and counts, judged for the lock's
    /// purpose: a simulated run's and a recorded one's alike.
    pub(crate) fn judged(
        resources: Vec<ResourceOutcome>,
        tally: Tally,
        purpose: crate::spec::Purpose,
    ) -> Outcome {
        let as_expected = resources.iter().all(ResourceOutcome::is_as_expected);
        let verdict = tally.verdict(as_expected, purpose);
        Outcome {
            resources,
            tally,
            safe: verdict.is_safe(),
            verdict,
        }
    }
}

/// Sets each resource's count of the updates lost there.
pub(crate) fn count_lost(world: &World, events: &[Event], resources: &mut [ResourceOutcome]) {
    let lineage = Lineage::of(world, events);
    for r in resources {
        r.lost = lineage.lost(r.id).len() as u32;
    }
}

impl ResourceOutcome {
    /// Whether the resource holds what it should.
    pub fn is_as_expected(&self) -> bool {
        self.final_value == self.expected
    }
}
