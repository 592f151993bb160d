//! Asking again for a busy lock, without the attempts that cannot succeed.
//!
//! A client told the lock is busy asks again every `every` until a
//! deadline. On an instant network, while nothing changes at the lock
//! service, every attempt before the lock frees is refused in silence: the
//! first refusal is told, and the last if the client gives up, but the ones
//! between change nothing but the count of attempts. So the engine goes
//! straight to the first attempt that can succeed (or to the last one the
//! deadline allows), and counts the ones it passed. When the lock service
//! changes in a way that may free the lock sooner (a release, a lease or a
//! node's lease running out, a fault), each waiting client is brought
//! forward to its first attempt from then on. The events and the outcome
//! are those of stepping through every attempt, which a test checks.

use super::{Engine, Phase, Task};
use crate::compile::checks::{MAX_ATTEMPTS, MAX_NODES};
use crate::ids::ClientId;
use crate::time::SimTime;
use crate::world::{Retry, World};

impl Engine {
    /// When a client just refused at `now` asks next: after `every`, or on
    /// an instant network at its first attempt that can succeed.
    pub(super) fn next_attempt(&mut self, world: &World, c: ClientId, retry: Retry) -> SimTime {
        let now = self.now;
        let every = retry.every.0.max(1);
        if !self.instant || self.every_retry {
            return now + retry.every;
        }
        if !self.retrying {
            self.retrying = true;
            self.set_lease_timers();
        }
        let attempts = self.clients[c.index()].attempts;
        self.clients[c.index()].asked = (now, attempts);
        let last = last_attempt(now, attempts, retry);
        let first_free = self.lock_free_at(world, c).map_or(last, |free| {
            let steps = free.since(now).0.div_ceil(every).max(1);
            // More steps fit the later the lock is free, never fewer.
            crate::path::rounded(i128::from(steps));
            steps
        });
        let steps = first_free.min(last);
        self.clients[c.index()].attempts = attempts + (steps as u32 - 1);
        SimTime(now.0 + steps * every)
    }

    /// The lock service changed in a way that may free the lock before a
    /// waiting client's next attempt: brings each such client forward to
    /// its first attempt from now on. `by` is the client whose step made
    /// the change, if one did; attempts due at this same moment by clients
    /// listed before it have already been made, and refused.
    #[inline]
    pub(super) fn lock_changed(&mut self, by: Option<ClientId>) {
        if !self.retrying || !self.instant || self.every_retry {
            return;
        }
        self.bring_forward(by);
    }

    /// [`Engine::lock_changed`] with clients waiting: out of line, since
    /// most changes find none.
    #[inline(never)]
    fn bring_forward(&mut self, by: Option<ClientId>) {
        for w in 0..self.clients.len() {
            let Phase::Retrying(retry) = self.clients[w].phase else {
                continue;
            };
            let every = retry.every.0.max(1);
            let (asked, attempts) = self.clients[w].asked;
            let mut steps = self.now.since(asked).0.div_ceil(every).max(1);
            crate::path::rounded(i128::from(steps));
            let due_now = SimTime(asked.0 + steps * every) == self.now;
            if due_now && by.is_some_and(|by| w < by.index()) {
                steps += 1;
            }
            let steps = steps.min(last_attempt(asked, attempts, retry));
            let at = SimTime(asked.0 + steps * every);
            let c = ClientId(w as u16);
            if self.agenda.due(c).is_some_and(|due| at < due) {
                self.clients[w].attempts = attempts + (steps as u32 - 1);
                self.agenda.reschedule(at, Task::Client(c));
            }
        }
    }

    /// The first moment a request for the lock from `c` would be granted if
    /// nothing changed: when the live lease has ended, any lock-delay has
    /// passed, and a majority of the nodes `c` reaches are free. Never, if it reaches too few.
    fn lock_free_at(&self, world: &World, c: ClientId) -> Option<SimTime> {
        let now = self.now;
        let client = &world.clients[c.index()];
        // A live lease frees the lock when it runs out, and a lock-delay
        // holds it back a while longer; a release brings waiters forward.
        let live_end = self
            .lock
            .live
            .filter(|l| now < l.until)
            .map_or(now, |l| l.until + world.lock.lock_delay)
            .max(self.held_back(world));
        let mut free_from = [SimTime::ZERO; MAX_NODES as usize];
        let mut reachable = 0;
        for (n, node) in self.lock.nodes.iter().enumerate() {
            if client.reaches_node(n) {
                free_from[reachable] = node.map_or(now, |l| l.until.max(now));
                reachable += 1;
            }
        }
        let quorum = world.lock.quorum();
        if reachable < quorum {
            return None;
        }
        let free_from = &mut free_from[..reachable];
        free_from.sort_unstable();
        Some(live_end.max(free_from[quorum - 1]))
    }
}

/// How many `every`s after an attempt at `at`, with `attempts` made so far,
/// the client's last allowed attempt comes: none after the deadline, and
/// never more than the cap on attempts.
fn last_attempt(at: SimTime, attempts: u32, retry: Retry) -> u64 {
    let every = retry.every.0.max(1);
    let by_deadline = retry.until.since(at).0 / every;
    crate::path::rounded(i128::from(by_deadline));
    let by_cap = (MAX_ATTEMPTS as u32).saturating_sub(attempts);
    by_deadline.min(u64::from(by_cap)).max(1)
}

#[cfg(test)]
mod tests {
    use super::super::{variations, Engine, Rng};
    use crate::event::Event;
    use crate::scenario::Scenario;

    /// Runs `scenario` as it is set, skipping refused attempts or stepping
    /// through each one.
    fn run(scenario: &Scenario, every_retry: bool) -> (Vec<Event>, super::super::Tally, bool) {
        let world = scenario.world();
        let mut engine = Engine {
            every_retry,
            ..Engine::default()
        };
        engine.reset(world);
        let mut events = Vec::new();
        engine.finish(world, &mut events);
        (events, engine.tally(), engine.all_as_expected())
    }

    #[test]
    fn skipping_refused_attempts_tells_the_same_story_as_making_them() {
        let files = variations::scenario_files();
        let mut rng = Rng::new(7);
        let mut retried = 0;
        for path in &files {
            let text = std::fs::read_to_string(path).expect("a readable scenario");
            let mut scenario = Scenario::from_json(&text).expect("a valid scenario");
            for _ in 0..300 {
                variations::randomize(&mut scenario, &mut rng);
                let skipped = run(&scenario, false);
                let stepped = run(&scenario, true);
                assert_eq!(
                    skipped,
                    stepped,
                    "{} with {:?}",
                    path.display(),
                    scenario.values()
                );
                retried += usize::from(
                    stepped
                        .0
                        .iter()
                        .any(|e| matches!(e.kind, crate::event::EventKind::Granted { attempts, .. } if attempts > 2)),
                );
            }
        }
        assert!(
            retried > 100,
            "only {retried} runs were granted after retrying"
        );
    }

    /// A holder lets go at the very moment a waiting client asks again: the
    /// client listed first asks before the release and is refused, the one
    /// listed after asks after it and gets the lock.
    #[test]
    fn a_release_at_the_moment_of_an_attempt_keeps_the_scenario_order() {
        let waiter = r#"{ "name": "W", "plan": [
            { "at_ms": 1000, "do": "acquire", "retry": { "every_ms": 500, "until_ms": 60000 } },
            { "do": "write", "resource": "Store", "op": { "set": 2 } } ] }"#;
        let holder = r#"{ "name": "H", "plan": [
            { "at_ms": 0, "do": "acquire" },
            { "at_ms": 3000, "do": "release" } ] }"#;
        for (first, second) in [(waiter, holder), (holder, waiter)] {
            let text = format!(
                r#"{{ "title": "t", "summary": "s", "try_this": "t",
                    "lock_service": {{ "lease_ms": 10000 }},
                    "resources": [ {{ "name": "Store", "initial": 0 }} ],
                    "clients": [ {first}, {second} ] }}"#
            );
            let scenario = Scenario::from_json(&text).expect("a valid scenario");
            let skipped = run(&scenario, false);
            assert_eq!(skipped, run(&scenario, true));
            let granted = skipped.0.iter().find_map(|e| match e.kind {
                crate::event::EventKind::Granted { attempts, .. } if attempts > 1 => {
                    Some((e.at, attempts))
                }
                _ => None,
            });
            let expected = if first == waiter {
                (3500, 6)
            } else {
                (3000, 5)
            };
            assert_eq!(
                granted,
                Some((crate::time::SimTime(expected.0), expected.1))
            );
        }
    }
}
