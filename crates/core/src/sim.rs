//! The two ways to run a scenario: [`Simulation`], which records every event
//! for reading and drawing, and [`Runner`], which only counts, for sweeps.

use std::cell::OnceCell;

use crate::engine::{Engine, Quiet, Tally};
use crate::error::Error;
use crate::event::Event;
use crate::knob::{Knob, KnobValue};
use crate::report::{Outcome, Report};
use crate::scenario::Scenario;
use crate::text::Tables;
use crate::time::SimTime;
use crate::world::World;

/// One run of a scenario, stepped event by event or run to the end.
///
/// It owns a copy of the world, so it lives on its own, for instance behind
/// a handle in JavaScript, while the scenario it came from changes.
#[derive(Clone, Debug)]
pub struct Simulation {
    world: World,
    engine: Engine,
    events: Vec<Event>,
    /// How many of `events` [`Simulation::step`] has handed out.
    shown: usize,
    /// The lock service's name in the actor column, once asked for.
    service: OnceCell<String>,
}

/// What the fast path reports: counts and a verdict, no events and no text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// What happened to writes.
    pub tally: Tally,
    /// Whether every resource ended holding its expected value.
    pub as_expected: bool,
    /// No harm done: the verdict is safe, refused or duplicate.
    pub safe: bool,
    /// The result in one word.
    pub verdict: crate::engine::RunVerdict,
}

/// Runs one scenario again and again with different knob values, keeping its
/// buffers, so that a run after the first allocates nothing.
#[derive(Clone, Debug)]
pub struct Runner {
    world: World,
    knobs: Vec<Knob>,
    engine: Engine,
}

impl Simulation {
    /// Prepares a run of the scenario with its knobs as they are set now.
    pub fn new(scenario: &Scenario) -> Result<Simulation, Error> {
        Ok(Simulation::of_world(scenario.world().clone()))
    }

    /// Prepares a run of a compiled world as it stands, for a caller that
    /// changes what no knob reaches, such as how late leases end.
    pub fn of_world(world: World) -> Simulation {
        let mut engine = Engine::default();
        engine.reset(&world);
        Simulation {
            world,
            engine,
            events: Vec::new(),
            shown: 0,
            service: OnceCell::new(),
        }
    }

    /// Moves to the next event and returns it, or `None` when the run is over.
    pub fn step(&mut self) -> Option<&Event> {
        while self.shown == self.events.len() {
            if !self.engine.record(&self.world, &mut self.events) {
                return None;
            }
        }
        self.shown += 1;
        self.events.get(self.shown - 1)
    }

    /// Runs to the end and reports the whole run, whatever was stepped before.
    pub fn run(&mut self) -> Report {
        while self.engine.record(&self.world, &mut self.events) {}
        self.shown = self.events.len();
        Report::new(self.world.clone(), self.events.clone(), self.outcome())
    }

    /// Goes back to the start.
    pub fn reset(&mut self) {
        self.engine.reset(&self.world);
        self.events.clear();
        self.shown = 0;
    }

    /// The events handed out so far.
    pub fn events(&self) -> &[Event] {
        &self.events[..self.shown]
    }

    /// The name in the actor column for an event of this run, as a
    /// [`Report`] words it; for showing events one step at a time.
    pub fn actor(&self, event: &Event) -> &str {
        self.words().actor(event)
    }

    /// The sentence that tells an event of this run, as a [`Report`] words it.
    pub fn sentence(&self, event: &Event) -> String {
        self.words().sentence(event)
    }

    /// The simulated time of the latest event handed out.
    pub fn now(&self) -> SimTime {
        self.events().last().map_or(SimTime::ZERO, |e| e.at)
    }

    fn outcome(&self) -> Outcome {
        Outcome::new(&self.world, &self.engine, &self.events)
    }

    fn words(&self) -> Tables<'_> {
        Tables {
            world: &self.world,
            service: &self.service,
            events: &self.events,
            lineage: None,
        }
    }
}

impl Runner {
    /// Prepares to run the scenario with its knobs as they are set now.
    pub fn new(scenario: &Scenario) -> Runner {
        Runner {
            world: scenario.world().clone(),
            knobs: scenario.knobs().to_vec(),
            engine: Engine::default(),
        }
    }

    /// The position of the knob `id`, for [`Runner::set`].
    pub fn knob_index(&self, id: &str) -> Option<usize> {
        self.knobs.iter().position(|k| k.id == id)
    }

    /// Sets the knob at `index` for the next runs.
    pub fn set(&mut self, index: usize, value: KnobValue) -> Result<(), Error> {
        let knob = self
            .knobs
            .get(index)
            .ok_or_else(|| Error::setting(format!("there is no knob number {index}")))?;
        let value = knob.check(value)?;
        knob.apply(&mut self.world, value);
        Ok(())
    }

    /// Sets a knob to a value its [`Knob::check`] has already accepted:
    /// for a sweep, whose axis values are checked once, when the axis is
    /// made, rather than once per run.
    pub(crate) fn set_checked(&mut self, index: usize, value: KnobValue) {
        self.knobs[index].apply(&mut self.world, value);
    }

    /// Runs the scenario to the end and says how it went.
    ///
    /// Out of line: the whole engine is inlined into it, and a sweep and a
    /// search share this one copy rather than each carrying its own.
    #[inline(never)]
    pub fn run(&mut self) -> Summary {
        self.engine.reset(&self.world);
        self.engine.finish(&self.world, &mut Quiet);
        let tally = self.engine.tally();
        let as_expected = self.engine.all_as_expected();
        let verdict = tally.verdict(as_expected, self.world.purpose);
        Summary {
            tally,
            as_expected,
            safe: verdict.is_safe(),
            verdict,
        }
    }

    /// A resource's final and expected value after the last run.
    pub(crate) fn value(
        &self,
        r: crate::ids::ResourceId,
    ) -> (&crate::world::Value, &crate::world::Value) {
        self.engine.value(r)
    }

    /// The simulated time at which the last run ended.
    pub fn ended_at(&self) -> SimTime {
        self.engine.now()
    }
}
