//! The run told for a reader who cannot see the chart: what every party
//! believes and holds at a moment of playback, each event with the state
//! it leaves, a summary of the screen, and the one sentence that answers a
//! change of settings.
//!
//! These follow PhET's interactive description: a screen summary that says
//! what is shown and its state now, a play area walked event by event, and
//! a short response after a change instead of a running commentary. They
//! are sentences about the run, so the core makes them; the page only puts
//! them where a screen reader finds them.

use crate::cursor::held_at;
use crate::engine::RunVerdict;
use crate::report::Report;
use crate::text::{list, yes};
use crate::time::SimTime;
use crate::timeline::{Lane, Span};
use crate::words::say;

/// Where a client stands with the lock at a moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Belief {
    /// The lock service holds a live lease for it.
    Holds,
    /// It believes it holds the lock, but no lease stands behind it: the
    /// danger the chart hatches.
    Believes,
    /// It neither holds the lock nor believes it does.
    Free,
}

impl Belief {
    fn name(self) -> &'static str {
        match self {
            Belief::Holds => "holds",
            Belief::Believes => "believes",
            Belief::Free => "free",
        }
    }
}

impl Report {
    /// What every client believes and holds, and what every resource holds,
    /// once `events` of the run's events have happened, at `at`: "A holds
    /// the lock with token 1 and is paused; B does not hold the lock.
    /// Storage holds 10."
    pub fn state_at(&self, events: usize, at: SimTime) -> String {
        let words = self.words();
        let story = self.world().story();
        let tokens = yes(self.world().lock.tokens);
        let end = self.timeline.end;
        let clients: Vec<String> = self
            .timeline
            .lanes
            .iter()
            .map(|lane| {
                let (belief, token) = belief_at(lane, events, at, end);
                say!(
                    "describe-client",
                    story = story,
                    tokens = tokens,
                    client = words.client(lane.client),
                    belief = belief.name(),
                    token = token.unwrap_or(0),
                    paused = yes(lane.pauses.iter().any(|&p| covers(p, at, end)))
                )
            })
            .collect();
        let resources: Vec<String> = self
            .timeline
            .resources
            .iter()
            .map(|row| {
                let shown = held_at(row, events)[events.min(self.events.len())];
                say!(
                    "describe-resource",
                    resource = words.resource(row.resource),
                    holds = words.value(&row.values[shown].value)
                )
            })
            .collect();
        say!(
            "describe-state",
            clients = clients.join(&say!("describe-separator")),
            resources = list(&resources)
        )
    }

    /// Each event as the chart's text alternative reads it, in order: its
    /// place, its moment, what happened, and the state it leaves. A screen
    /// reader walking the list hears one event at a time, and what every
    /// party believes and holds after it.
    pub fn steps(&self) -> Vec<String> {
        let count = self.events.len();
        self.events
            .iter()
            .enumerate()
            .map(|(i, event)| {
                say!(
                    "describe-step",
                    number = i + 1,
                    count = count,
                    time = event.at,
                    actor = self.actor(event),
                    text = self.sentence(event),
                    state = self.state_at(i + 1, event.at)
                )
            })
            .collect()
    }

    /// Where playback stands, as a phrase that leads the state: "At 10.3 s,
    /// after event 4 of 9", "At the start, before the first event", "At the
    /// end of the run, 25.0 s". Between two events the moment is the last
    /// event's: nothing changes until the next one, so a summary read
    /// while the cursor slides stays true.
    fn position(&self, events: usize, at: SimTime) -> (String, SimTime) {
        let count = self.events.len();
        let (place, at) = match events {
            0 => ("start", SimTime::ZERO),
            n if n >= count && at >= self.timeline.end => ("end", self.timeline.end),
            n => ("event", self.events[n.min(count) - 1].at),
        };
        let words = say!(
            "describe-position",
            place = place,
            time = at,
            number = events.min(count),
            count = count
        );
        (words, at)
    }

    /// The screen in a few sentences, for the top of the simulator: the
    /// experiment's own summary (`story`), where playback stands with
    /// `events` of the run's events happened at `at`, the state there,
    /// and how the run ends, unless the reader is still to predict it
    /// (`ending_shown` false).
    pub fn screen_summary(
        &self,
        story: &str,
        events: usize,
        at: SimTime,
        ending_shown: bool,
    ) -> String {
        let (position, at) = self.position(events, at);
        say!(
            "describe-summary",
            story = story,
            position = position,
            state = self.state_at(events.min(self.events.len()), at),
            ending = self.ending(ending_shown)
        )
    }

    /// How the run ends, or that it stays hidden until the reader predicts it.
    fn ending(&self, shown: bool) -> String {
        if shown {
            say!("describe-ending", glance = self.glance())
        } else {
            say!("describe-ending-hidden")
        }
    }

    /// The one sentence that answers a change of settings: whether the run
    /// is now safe or still as it was (`before` is the verdict before the
    /// change), and what each resource ends up holding. "Now safe. Safe: a
    /// late write came and was refused … Storage holds 15, as it should."
    /// While a prediction is awaited (`ending_shown` false) it says only
    /// that the ending stays hidden: the answer would give it away.
    pub fn response(&self, before: RunVerdict, ending_shown: bool) -> String {
        if !ending_shown {
            return self.ending(false);
        }
        let verdict = self.outcome.verdict;
        let change = if before.is_safe() == verdict.is_safe() {
            "still"
        } else {
            "now"
        };
        say!(
            "describe-response",
            change = change,
            safe = yes(verdict.is_safe()),
            glance = self.glance()
        )
    }
}

/// Whether a stretch is in force at `at`. One that lasts to the end of the
/// run is still in force there, so the last moment tells who held on.
fn covers(span: Span, at: SimTime, end: SimTime) -> bool {
    span.from <= at && (at < span.to || (at == span.to && span.to == end && span.from < span.to))
}

/// Where a client stands with the lock once `events` events have happened
/// at `at`, and the token of the lease it holds.
fn belief_at(lane: &Lane, events: usize, at: SimTime, end: SimTime) -> (Belief, Option<u64>) {
    let lease = lane
        .leases
        .iter()
        .find(|l| l.event < events && covers(l.span, at, end));
    if let Some(lease) = lease {
        return (Belief::Holds, Some(lease.token.0));
    }
    if lane.overreach.iter().any(|&o| covers(o, at, end)) {
        return (Belief::Believes, None);
    }
    (Belief::Free, None)
}
