//! The record of a whole run: its events, its outcome and its timeline, and
//! the words for each.

use std::cell::OnceCell;
use std::fmt::Write as _;

use crate::event::Event;
use crate::explain;
use crate::ids::ResourceId;
use crate::lineage::Lineage;
pub use crate::outcome::{Outcome, ResourceOutcome};
use crate::text::{yes, Tables};
use crate::timeline::{LeaseEndKind, Span, Timeline};
use crate::words::say;
use crate::world::{Guard, Value, World};

/// A finished run: what happened, in order, and how it ended.
#[derive(Clone, Debug)]
pub struct Report {
    world: World,
    /// Every event, in the order it happened.
    pub events: Vec<Event>,
    /// How it ended.
    pub outcome: Outcome,
    /// The run laid out for a chart.
    pub timeline: Timeline,
    /// The lock service's name in the actor column, spoken the first time
    /// it is asked for: a front end that changes language opens the run
    /// again.
    service: OnceCell<String>,
    /// What every write overwrote, worked out the first time a sentence
    /// needs it.
    lineage: OnceCell<Lineage>,
}

/// A span as the timeline's messages select on it (`$span`): `instant`
/// where it ends as it begins, so no sentence says "from 6.5 s to 6.5 s",
/// or `stretch`.
fn span_kind(span: Span) -> &'static str {
    if span.from == span.to {
        "instant"
    } else {
        "stretch"
    }
}

impl Report {
    pub(crate) fn new(world: World, events: Vec<Event>, outcome: Outcome) -> Report {
        let timeline = Timeline::build(&world, &events);
        Report {
            world,
            events,
            outcome,
            timeline,
            service: OnceCell::new(),
            lineage: OnceCell::new(),
        }
    }

    /// The world the run used, knobs applied.
    pub fn world(&self) -> &World {
        &self.world
    }

    /// The name in the actor column for an event.
    pub fn actor(&self, event: &Event) -> &str {
        self.words().actor(event)
    }

    /// The sentence that tells an event.
    pub fn sentence(&self, event: &Event) -> String {
        self.words().sentence(event)
    }

    /// A value as a reader sees it: `15`, or `v0, B` for a list.
    pub fn format_value(&self, value: &Value) -> String {
        self.world.format_value(value)
    }

    /// Whether a resource checks fencing tokens in this run.
    pub fn is_fenced(&self, resource: ResourceId) -> bool {
        self.world.resources[resource.index()].checks_tokens()
    }

    /// A few plain sentences on what happened and why, made from this run.
    pub fn explanation(&self) -> String {
        explain::explain(self.words(), &self.events, &self.outcome)
    }

    /// The lease chart in a few sentences, for readers who cannot see it
    /// (the chart's accessible name): per client, its leases, its pauses,
    /// and where it believed it held the lock with no lease behind it.
    pub fn timeline_description(&self) -> String {
        let words = self.words();
        let story = self.world.story();
        let tokens = yes(self.world.lock.tokens);
        let lanes: Vec<String> = self
            .timeline
            .lanes
            .iter()
            .map(|lane| {
                let mut parts: Vec<String> = Vec::new();
                for lease in &lane.leases {
                    parts.push(say!(
                        "event-timeline-lease",
                        story = story,
                        tokens = tokens,
                        token = lease.token,
                        span = span_kind(lease.span),
                        end = match lease.end {
                            LeaseEndKind::Released => "released",
                            LeaseEndKind::Expired | LeaseEndKind::Open => "lost",
                        },
                        from = lease.span.from,
                        to = lease.span.to
                    ));
                }
                for pause in &lane.pauses {
                    parts.push(say!(
                        "event-timeline-pause",
                        span = span_kind(*pause),
                        from = pause.from,
                        to = pause.to
                    ));
                }
                for over in &lane.overreach {
                    parts.push(say!(
                        "event-timeline-overreach",
                        story = story,
                        span = span_kind(*over),
                        from = over.from,
                        to = over.to
                    ));
                }
                let client = words.client(lane.client);
                if parts.is_empty() {
                    say!("event-timeline-never", story = story, client = client)
                } else {
                    let parts = parts.join(&say!("event-timeline-separator"));
                    say!("event-timeline-lane", client = client, parts = parts)
                }
            })
            .collect();
        lanes.join(" ")
    }

    /// The whole run as aligned lines of text (time, actor, sentence), then
    /// the outcome. The CLI prints this, and golden tests compare it.
    pub fn transcript(&self) -> String {
        let words = self.words();
        let width = self
            .events
            .iter()
            .map(|e| words.actor(e).chars().count())
            .max()
            .unwrap_or(0);
        let mut out = String::new();
        for event in &self.events {
            let time = crate::words::seconds(event.at.ms());
            let _ = writeln!(
                out,
                "{time:>9}  {:<width$}  {}",
                words.actor(event),
                words.sentence(event)
            );
        }
        out.push('\n');
        // The verdict in capitals where it warns, so a scan of many
        // transcripts finds it.
        out.push_str(&say!(
            "transcript-outcome",
            verdict = self.outcome.verdict.name()
        ));
        out.push('\n');
        self.write_outcome_lines(&mut out, "  ");
        let _ = writeln!(out, "  {}", self.explanation());
        out
    }

    /// The outcome in detail, one line per resource, the stale writes, and
    /// one line per other count that is not zero, each after `prefix`: the transcript indents them, the
    /// Markdown transcript makes them a list.
    pub(crate) fn write_outcome_lines(&self, out: &mut String, prefix: &str) {
        let story = self.world.story();
        let mut line = |words: String| {
            out.push_str(prefix);
            out.push_str(&words);
            out.push('\n');
        };
        for r in &self.outcome.resources {
            let guard = match self.world.resources[r.id.index()].guard() {
                Some(Guard::Proxy) => "proxy",
                Some(Guard::Fencing) => "fencing",
                Some(Guard::CompareAndSet) => "versions",
                None => "none",
            };
            line(say!(
                "transcript-resource",
                story = story,
                resource = self.world.resource_name(r.id),
                guard = guard,
                holds = self.format_value(&r.final_value),
                expected = self.format_value(&r.expected)
            ));
        }
        let tally = self.outcome.tally;
        line(say!(
            "transcript-stale",
            accepted = tally.stale_accepted,
            refused = tally.stale_refused
        ));
        let lost = self.outcome.lost();
        if lost > 0 {
            line(say!("transcript-lost", count = lost));
        }
        if tally.holder_refused > 0 {
            line(say!(
                "transcript-holder-refused",
                count = tally.holder_refused
            ));
        }
        if tally.partial > 0 {
            line(say!("transcript-half-done", count = tally.partial));
        }
        if tally.applied_twice > 0 {
            line(say!(
                "transcript-applied-twice",
                count = tally.applied_twice
            ));
        }
        if tally.effects > 0 {
            line(say!(
                "transcript-effects",
                story = story,
                count = tally.effects,
                late = tally.late_effects
            ));
        }
    }

    pub(crate) fn words(&self) -> Tables<'_> {
        Tables {
            world: &self.world,
            service: &self.service,
            events: &self.events,
            lineage: Some(&self.lineage),
        }
    }
}
