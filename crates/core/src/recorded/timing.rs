//! Whether a run's story stands on a real service's timing.
//!
//! A replay plays the model's moments in scaled real time, but real
//! services keep them only roughly. etcd does not end a lease at its TTL
//! to the millisecond: its lessor looks for expired leases every half
//! second, so a lease that ran out in the model is still held there a
//! while, and nobody else can take the lock until etcd lets it go. And each
//! client is a process of its own, which the machine runs a little early
//! or late, so two clients that ask at one moment reach the service in an
//! order no one chose. A real run can be judged against the model only
//! where the model's own story stays the same across that slack; a story
//! that turns within it is too close to call at that speed, however the
//! real run ends.
//!
//! The same holds for what the replay's runner does to the services at a
//! moment: a failover, a restart or a clock jump comes when the runner's
//! own process gets to it.
//!
//! The model has each kind of slack as a rule already: a lease ending late
//! is a lock-delay (nobody takes the lock until it passes), a client
//! running late is its timed steps moved later, and a late fault is the
//! fault moved later.

use super::agree::{agreement, Agreement};
use crate::ids::ClientId;
use crate::report::Report;
use crate::scenario::Scenario;
use crate::sim::Simulation;
use crate::time::Millis;
use crate::world::{Action, When, World};

/// How many amounts of each slack, evenly spaced up to its bound, are tried.
pub const SLACK_STEPS: u64 = 10;

/// How much a real service's timing may stray from the model's, in
/// simulated time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slack {
    /// How long after its end a lease may still hold the lock.
    pub late_lease: Millis,
    /// How far one client's timed steps, or the service's faults and
    /// clock jumps, may fall behind the rest.
    pub lag: Millis,
}

/// What turned a story.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stray {
    /// Every lease ended this late.
    LateLease(Millis),
    /// This client's timed steps came this late.
    ClientLag(ClientId, Millis),
    /// The lock service's faults and its nodes' clock jumps came this late.
    FaultLag(Millis),
}

/// Where a run's story turns within the slack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turning {
    /// The smallest stray tried that turns it.
    pub stray: Stray,
    /// How the run that strayed compares with the run on time.
    pub agreement: Agreement,
}

/// The first stray within `slack` that turns the scenario's story, trying
/// late leases first, then each client late in turn, then late faults, each at
/// [`SLACK_STEPS`] amounts from the smallest; `None` when the key events
/// stand throughout.
pub fn turning(scenario: &Scenario, slack: Slack) -> Option<Turning> {
    let on_time = run(scenario.world().clone());
    let clients = (0..scenario.world().clients.len()).map(|c| ClientId(c as u16));
    let late = strays(slack.late_lease).map(Stray::LateLease);
    let lags = clients.flat_map(|c| strays(slack.lag).map(move |by| Stray::ClientLag(c, by)));
    let faults = strays(slack.lag).map(Stray::FaultLag);
    late.chain(lags).chain(faults).find_map(|stray| {
        let agreement = agreement(&on_time, &run(strayed(scenario.world(), stray)));
        (!agreement.agrees()).then_some(Turning { stray, agreement })
    })
}

/// The amounts of one slack tried, smallest first; none for no slack.
fn strays(bound: Millis) -> impl Iterator<Item = Millis> {
    (1..=SLACK_STEPS).filter_map(move |step| {
        let by = bound.ms() * step / SLACK_STEPS;
        (by > 0).then_some(Millis(by))
    })
}

/// The world with one stray made.
fn strayed(world: &World, stray: Stray) -> World {
    let mut world = world.clone();
    match stray {
        Stray::LateLease(by) => {
            world.lock.lock_delay = Millis(world.lock.lock_delay.ms() + by.ms());
        }
        Stray::ClientLag(client, by) => {
            for step in &mut world.clients[client.index()].plan {
                if let When::At(at) = step.when {
                    step.when = When::At(at + by);
                }
                if let Action::Acquire(Some(retry)) = &mut step.action {
                    retry.until = retry.until + by;
                }
            }
        }
        Stray::FaultLag(by) => {
            for fault in &mut world.lock.faults {
                fault.at = fault.at + by;
            }
            for node in &mut world.lock.nodes {
                for (at, _) in &mut node.jumps {
                    *at = *at + by;
                }
            }
        }
    }
    world
}

fn run(world: World) -> Report {
    Simulation::of_world(world).run()
}
