//! Tasks the engine can leave off the agenda without changing the run.
//!
//! Each task taken off the agenda costs a scan of the slots and a jump on
//! its kind, and a sweep runs tens of thousands of runs, so fewer tasks is
//! the quickest run. Three kinds of task are left out where nothing could
//! tell the difference:
//!
//! - A client's next step that comes before everything on the agenda (in
//!   time, then in tie-break order) runs straight after the step before
//!   it, the clock moved on to it, instead of being put on the agenda and
//!   taken off again at once (`schedule_step`). A client whose steps meet
//!   no one else's runs them one after another.
//! - On the quiet path, a pause with a step after it schedules that step
//!   for when the client wakes, instead of a wake-up that would schedule
//!   it: the wake-up only tells of itself, and while a client is paused
//!   nothing else looks at its phase or at its slot.
//! - On the quiet path, a node's lease timer is left off while no client
//!   waits for the lock. Every check of a lease compares its end with the
//!   time, so a lease that has run out reads as over whether or not its
//!   timer fired; the timer itself only tells of the end, and brings a
//!   waiting client forward. Once a client starts waiting, the timers still
//!   to come are set, as they would have been.
//!
//! `Engine::every_task` turns all three off; a test runs every scenario
//! both ways and compares the events, the counts, the values, the time the
//! run ended and each client's count of attempts at the lock.

use super::step::start_time;
use super::{Engine, Observer, Task};
use crate::ids::{ClientId, GrantId};
use crate::time::SimTime;
use crate::world::World;

impl Engine {
    /// On the quiet path, schedules the step after a pause for when the
    /// client wakes at `wake`, and says so; otherwise leaves the wake-up
    /// to the caller. A pause that ends the plan keeps its wake-up, which
    /// is when the plan ends.
    #[inline]
    pub(super) fn skip_wake_up<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        wake: SimTime,
    ) -> bool {
        if O::RECORDS || self.every_task {
            return false;
        }
        let Some(s) = self.first_step(world, c, self.clients[c.index()].next + 1) else {
            return false;
        };
        self.clients[c.index()].next = s;
        let at = start_time(world.clients[c.index()].plan[s].when, wake);
        self.schedule_step(at, c);
        true
    }

    /// Sets node `n`'s lease timer for `until`, unless the quiet path can
    /// leave it off: no client waits for the lock yet.
    #[inline]
    pub(super) fn lease_timer<O: Observer>(&mut self, until: SimTime, grant: GrantId, n: u16) {
        if O::RECORDS || self.retrying || self.every_task {
            self.agenda.push(until, Task::Expire(grant, n));
        } else {
            self.timers_off = true;
        }
    }

    /// A client has started waiting for the lock: sets the lease timers
    /// the quiet path left off that are still to fire. A timer due now has
    /// fired already, since timers come before clients at the same moment,
    /// and with no one waiting it did nothing.
    pub(super) fn set_lease_timers(&mut self) {
        if !std::mem::take(&mut self.timers_off) {
            return;
        }
        for (n, node) in self.lock.nodes.iter().enumerate() {
            if let Some(lease) = node.filter(|l| self.now < l.until) {
                self.agenda
                    .push(lease.until, Task::Expire(lease.grant, n as u16));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{variations, Engine, Quiet, Rng, Tally};
    use crate::event::Event;
    use crate::scenario::Scenario;
    use crate::time::SimTime;
    use crate::world::Value;

    /// What a run leaves behind: its events (none on the quiet path), its
    /// counts, whether the values are as expected, the values, when it
    /// ended, and each client's count of attempts at the lock, which only
    /// the events tell of otherwise.
    type Ending = (
        Vec<Event>,
        Tally,
        bool,
        Vec<(Value, Value)>,
        SimTime,
        Vec<u32>,
    );

    fn run(scenario: &Scenario, every_task: bool, quiet: bool) -> Ending {
        let world = scenario.world();
        let mut engine = Engine {
            every_task,
            ..Engine::default()
        };
        // Twice, so that the second run starts from buffers the first left.
        let mut events = Vec::new();
        for _ in 0..2 {
            events.clear();
            engine.reset(world);
            if quiet {
                engine.finish(world, &mut Quiet);
            } else {
                engine.finish(world, &mut events);
            }
        }
        let values = engine
            .values()
            .map(|(value, expected)| (value.clone(), expected.clone()))
            .collect();
        (
            events,
            engine.tally(),
            engine.all_as_expected(),
            values,
            engine.now(),
            engine.clients.iter().map(|c| c.attempts).collect(),
        )
    }

    /// Runs `scenario` both ways, recording and quiet, and compares.
    fn check(scenario: &Scenario, context: &str) {
        for quiet in [false, true] {
            assert_eq!(
                run(scenario, false, quiet),
                run(scenario, true, quiet),
                "{context} with {:?}, quiet: {quiet}",
                scenario.values()
            );
        }
    }

    /// Three nodes whose clocks run at different speeds end one lease at
    /// three moments. A client starts waiting for a majority while the
    /// quiet path has left the lease timers off: they are set then, and the
    /// first node letting go brings the client forward, to be refused once
    /// more before the second lets go.
    #[test]
    fn lease_timers_left_off_are_set_when_a_client_starts_waiting() {
        let text = r#"{ "title": "t", "summary": "s", "try_this": "t",
            "lock_service": { "lease_ms": 10000, "nodes": 3, "clocks": [
                { "node": 1, "drift_percent": 20 }, { "node": 3, "drift_percent": -20 } ] },
            "resources": [ { "name": "Store", "initial": 0 } ],
            "clients": [
                { "name": "A", "plan": [
                    { "at_ms": 0, "do": "acquire" },
                    { "at_ms": 500, "do": "pause", "for_ms": 20000 },
                    { "do": "write", "resource": "Store", "op": { "set": 1 } } ] },
                { "name": "B", "plan": [
                    { "at_ms": 1000, "do": "acquire", "retry": { "every_ms": 300, "until_ms": 60000 } },
                    { "do": "write", "resource": "Store", "op": { "set": 2 } } ] } ] }"#;
        let scenario = Scenario::from_json(text).expect("a valid scenario");
        check(&scenario, "three nodes");
        let (events, ..) = run(&scenario, false, false);
        let granted = events.iter().find_map(|e| match e.kind {
            crate::event::EventKind::Granted { attempts, .. } if attempts > 1 => Some(e.at),
            _ => None,
        });
        assert_eq!(granted, Some(SimTime(10_000)));
    }

    #[test]
    fn leaving_tasks_off_the_agenda_tells_the_same_story() {
        let files = variations::scenario_files();
        let mut rng = Rng::new(11);
        for path in &files {
            let text = std::fs::read_to_string(path).expect("a readable scenario");
            let mut scenario = Scenario::from_json(&text).expect("a valid scenario");
            // The defaults first, then random settings.
            for round in 0..300 {
                if round > 0 {
                    variations::randomize(&mut scenario, &mut rng);
                }
                check(&scenario, &path.display().to_string());
            }
        }
    }
}
