//! fencelab's simulation core: a lock service that grants leases with
//! fencing tokens, resources that may or may not check those tokens, and
//! clients that pause at the worst moment.
//!
//! Everything the page and the CLI show comes from here. The core is pure:
//! no I/O, no wall clock, no JavaScript. Time is simulated in whole
//! milliseconds and every run of the same scenario and knobs is identical.
//!
//! ```
//! use fencelab_core::{KnobValue, Scenario, Simulation};
//!
//! let text = r#"{
//!   "title": "Two writers",
//!   "summary": "A pauses past its lease; B takes over.",
//!   "lock_service": { "lease_ms": 10000 },
//!   "resources": [ { "name": "Storage", "initial": 10 } ],
//!   "clients": [
//!     { "name": "A", "plan": [
//!       { "at_ms": 0, "do": "acquire" },
//!       { "do": "read", "resource": "Storage" },
//!       { "do": "pause", "for_ms": 15000 },
//!       { "do": "write", "resource": "Storage", "op": { "add": 1 } } ] },
//!     { "name": "B", "plan": [
//!       { "at_ms": 10300, "do": "acquire" },
//!       { "do": "read", "resource": "Storage" },
//!       { "do": "write", "resource": "Storage", "op": { "add": 5 } } ] }
//!   ],
//!   "knobs": [ { "id": "fencing", "label": "Fencing tokens", "kind": "toggle",
//!                "default": false, "sets": ["/resources/0/fencing"] } ]
//! }"#;
//! let mut scenario = Scenario::from_json(text)?;
//! let report = Simulation::new(&scenario)?.run();
//! assert!(!report.outcome.safe); // A's stale write overwrote B's.
//!
//! scenario.set("fencing", KnobValue::Toggle(true))?;
//! let report = Simulation::new(&scenario)?.run();
//! assert!(report.outcome.safe); // Storage refused A's older token.
//! assert_eq!(report.outcome.tally.stale_refused, 1);
//! # Ok::<(), fencelab_core::Error>(())
//! ```
//!
//! [`Simulation`] records events for reading and drawing; [`Runner`] only
//! counts, allocating nothing per run, for sweeps over thousands of settings.

#![forbid(unsafe_code)]

mod authored;
pub mod authoring;
mod challenge;
mod compare;
mod compile;
mod cursor;
mod described;
mod drawing;
mod engine;
mod error;
mod event;
mod explain;
mod ids;
mod invariants;
mod items;
mod knob;
mod lineage;
mod linked;
mod outcome;
mod panel;
mod path;
mod predict;
mod problems;
mod recorded;
mod report;
mod scenario;
mod sim;
mod working;
pub use fencelab_spec as spec;
pub use fencelab_words as words;
mod sweep;
mod text;
mod time;
mod timeline;
mod tone;
mod transcript;
pub mod view;
mod world;

pub use authored::Authored;
pub use challenge::{judge, solve, solve_or_why, Challenge, Judgement};
pub use compare::{default_switch, parting, parting_words, side_name};
pub use cursor::{events_by, follow, held_at, span_at};
pub use drawing::{
    chart, chart_svg, drawing_svg, life, text_width, Drawing, ElementTag, Item, Life, LifeSpan,
    LifeState, Plot, Shape, FIGURE_WIDTH, LIFE_WIDTH, MAX_WIDTH, MIN_WIDTH, TEXT_SIZE,
};
pub use engine::{RunVerdict, Tally};
pub use error::Error;
pub use event::{
    Actor, Again, ClockOwner, Event, EventKind, EventTag, Overwrote, Refusal, RefusedFor, Request,
    Standing, Verdict, Wrote,
};
pub use ids::{ClientId, EffectId, GrantId, ItemId, ResourceId, Token};
pub use invariants::check_run;
pub use items::Items;
pub use knob::{Knob, KnobKind, KnobValue};
pub use linked::LINKED_FILE_LIMIT;
pub use outcome::{Outcome, ResourceOutcome};
pub use predict::endings;
pub use problems::{problems, Problem};
pub use recorded::{
    agreement, key_events, read_recording, recorded_scenario, recording_heading, recording_name,
    replay_line, replay_line_each, systems_words, turning, Agreement, KeyEvent, Slack, Stray,
    Turning, SLACK_STEPS,
};
pub use report::Report;
pub use scenario::Scenario;
pub use sim::{Runner, Simulation, Summary};
pub use spec::{Group, LeaseFrom, Purpose, Unit};
pub use sweep::{
    draw, Axis, Counterexample, Find, Map, MapCounts, Scan, Search, MAX_SEEDS, MAX_STEPS,
};
pub use time::{Millis, SimTime};
pub use timeline::{
    Holding, Lane, LeaseEnd, LeaseEndKind, LeaseSpan, Marker, MarkerKind, Message, NodeHold,
    NodeRow, ResourceRow, Span, Timeline,
};
pub use tone::Tone;
pub use transcript::{file_stem, settings_line, transcript_markdown, transcript_text, MAX_STEM};
pub use world::{
    Action, Added, ClientConfig, Clock, Endpoint, Fault, FaultKind, Guard, Leg, Link, LockConfig,
    Network, Partition, ResourceConfig, Retry, Step, Value, When, World, WriteOp,
};
