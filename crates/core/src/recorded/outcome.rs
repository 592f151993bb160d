//! How a recorded run ended, counted from its events.
//!
//! The engine keeps its tally as it runs; a recording has only its events
//! and what the real store held at the end. The counts here are the
//! engine's, defined by the events: a test runs every scenario and checks
//! that counting a simulated run's events gives the engine's own outcome.

use crate::engine::resource::apply_in_place;
use crate::engine::Tally;
use crate::event::{Again, Event, EventKind, Refusal, Standing, Verdict, Wrote};
use crate::ids::{ClientId, ResourceId};
use crate::report::{Outcome, ResourceOutcome};
use crate::world::{Action, Value, World};

/// The outcome of a run with these events, whose resources ended holding
/// `finals`, in scenario order.
pub(crate) fn outcome(world: &World, events: &[Event], finals: Vec<Value>) -> Outcome {
    let mut tally = Tally::default();
    let mut expected: Vec<Value> = world.resources.iter().map(|r| r.initial.clone()).collect();
    let mut stale = vec![(0u32, 0u32); world.resources.len()];
    // Per client: how many writes it has made, the resources its current
    // hold wrote, and whether that hold has already counted as an overlap.
    let mut writes = vec![0usize; world.clients.len()];
    let mut wrote_in_hold = vec![vec![false; world.resources.len()]; world.clients.len()];
    let mut overlapped = vec![false; world.clients.len()];
    for event in events {
        match &event.kind {
            EventKind::Granted { client, .. } => {
                wrote_in_hold[client.index()]
                    .iter_mut()
                    .for_each(|w| *w = false);
                overlapped[client.index()] = false;
            }
            EventKind::SideEffect { client, live, .. } => {
                tally.effects += 1;
                if !live {
                    tally.late_effects += 1;
                    overlap(&mut tally, &mut overlapped, *client);
                }
            }
            EventKind::Wrote(Wrote {
                client,
                resource,
                verdict,
                standing,
                again,
                ..
            }) => {
                let c = client.index();
                // A write sent again is the plan's last write once more.
                if again.is_some() {
                    writes[c] = writes[c].saturating_sub(1);
                }
                let op = nth_write(world, *client, writes[c]);
                writes[c] += 1;
                let accepted = matches!(verdict, Verdict::Accepted);
                let counts =
                    accepted && again.is_none() && !matches!(standing, Standing::Stale { .. });
                let adds = op.is_some_and(|(_, op)| op.added().is_some());
                if *again == Some(Again::Applied) && accepted && adds {
                    tally.applied_twice += 1;
                }
                if let (true, Some((to, op))) = (counts, op) {
                    if to == *resource {
                        apply_in_place(&mut expected[resource.index()], op);
                    }
                }
                match (accepted, standing) {
                    (true, Standing::Stale { .. }) => {
                        tally.stale_accepted += 1;
                        stale[resource.index()].0 += 1;
                        overlap(&mut tally, &mut overlapped, *client);
                    }
                    (false, Standing::Stale { .. }) => {
                        tally.stale_refused += 1;
                        stale[resource.index()].1 += 1;
                    }
                    (false, Standing::Holder) => {
                        tally.holder_refused += 1;
                        if matches!(verdict, Verdict::Refused(Refusal::Token { .. })) {
                            tally.holder_fenced += 1;
                        }
                    }
                    _ => {}
                }
                if accepted {
                    tally.accepted += 1;
                    wrote_in_hold[c][resource.index()] = true;
                    if standing.is_late() {
                        tally.late_accepted += 1;
                    }
                } else {
                    tally.refused += 1;
                    let elsewhere = wrote_in_hold[c]
                        .iter()
                        .enumerate()
                        .any(|(i, &w)| w && i != resource.index());
                    if elsewhere {
                        tally.partial += 1;
                    }
                }
            }
            _ => {}
        }
    }
    let mut resources: Vec<ResourceOutcome> = finals
        .into_iter()
        .zip(expected)
        .zip(stale)
        .enumerate()
        .map(
            |(i, ((final_value, expected), (stale_accepted, stale_refused)))| ResourceOutcome {
                id: ResourceId(i as u16),
                final_value,
                expected,
                stale_accepted,
                stale_refused,
                lost: 0,
            },
        )
        .collect();
    crate::outcome::count_lost(world, events, &mut resources);
    Outcome::judged(resources, tally, world.purpose)
}

/// Counts a hold's late work once.
fn overlap(tally: &mut Tally, overlapped: &mut [bool], c: ClientId) {
    if !overlapped[c.index()] {
        overlapped[c.index()] = true;
        tally.overlaps += 1;
    }
}

/// The client's `n`th write in its plan, counting from 0: a client writes
/// in its plan's order and stops at its first refusal, so the events'
/// writes are its plan's, in order.
pub(crate) fn nth_write(
    world: &World,
    c: ClientId,
    n: usize,
) -> Option<(ResourceId, crate::world::WriteOp)> {
    world.clients[c.index()]
        .plan
        .iter()
        .filter(|s| !s.skip)
        .filter_map(|s| match s.action {
            Action::Write(r, op) => Some((r, op)),
            _ => None,
        })
        .nth(n)
}
