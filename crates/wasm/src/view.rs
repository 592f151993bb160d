//! The plain objects the page draws from.
//!
//! These are not the core's types: they are shaped for drawing, with times
//! as milliseconds and the core's words already made (sentences, "15.0 s").
//! Field names are a contract with `www/js/`. The TypeScript declarations
//! of these shapes are generated from the types themselves, doc comments
//! included (see `declare.rs`), so a `///` on a field here is what the
//! page's editor shows; `tsc` checks the page against them, and the
//! wrapper's tests check that every field the objects carry is declared and
//! every declared field is carried. After renaming a field, run
//! `cargo xtask bless` and fix what `tsc` then finds in `www/js`.

use std::io;

use fencelab_core::words;
use fencelab_core::{
    held_at, judge, Event, EventKind, EventTag, Group, Guard, Knob, KnobKind, KnobValue, Purpose,
    Report, RunVerdict, Scenario, Tone, Unit,
};
use schemars::JsonSchema;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::error;

/// The TypeScript declarations of the views, generated from the types in
/// this crate by `declare.rs` and checked in beside them: a test fails when
/// they drift apart, and `cargo xtask bless` writes them again. Public so
/// the wasm tests can hold the objects the page gets against them.
pub const TS_VIEW: &str = include_str!("view.d.ts");

/// Puts [`TS_VIEW`] into `fencelab_wasm.d.ts`.
#[wasm_bindgen(typescript_custom_section)]
const TS_SECTION: &str = TS_VIEW;

/// What a slider's number counts.
#[derive(Clone, Copy, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum UnitView {
    /// Milliseconds.
    Ms,
    /// A plain count.
    Count,
}

/// What checks a write on its way into a resource.
#[derive(Clone, Copy, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum GuardView {
    /// Nothing: it takes every write.
    None,
    /// It refuses a token lower than the highest it has accepted.
    Fencing,
    /// A proxy in front of it checks tokens.
    Proxy,
    /// A write names the version it read, and must match.
    CompareAndSet,
}

/// Converts a view to plain JavaScript objects: objects for maps, `null`
/// for `None`, numbers for integers.
///
/// The view is written as JSON and read back with `JSON.parse`: one string
/// crosses the boundary instead of one call per field, and each view type
/// needs only a compact serializer instead of glue for every field, which
/// keeps the wasm the page downloads smaller.
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, js_sys::Error> {
    from_json(write_json(value))
}

/// A view as the JSON text [`to_js`] reads back: what the build writes for
/// the opening run (see `opening.rs`), byte for byte what the page would get.
/// Only the build writes it, natively; the page's wasm leaves it out.
pub fn to_json<T: Serialize>(value: &T) -> Result<String, String> {
    let json = write_json(value).map_err(|err| err.to_string())?;
    String::from_utf8(json).map_err(|err| err.to_string())
}

fn write_json<T: Serialize>(value: &T) -> serde_json::Result<Vec<u8>> {
    let mut json = Vec::new();
    value
        .serialize(&mut serde_json::Serializer::with_formatter(
            &mut json, JsNumbers,
        ))
        .map(|()| json)
}

/// The part of [`to_js`] that does not depend on the view's type, apart so
/// that the wasm holds it once rather than once per view.
fn from_json(json: serde_json::Result<Vec<u8>>) -> Result<JsValue, js_sys::Error> {
    let view_error = |message: &str| error::named(error::VIEW_ERROR, message);
    let json = json.map_err(|err| view_error(&err.to_string()))?;
    let text = std::str::from_utf8(&json).map_err(|err| view_error(&err.to_string()))?;
    js_sys::JSON::parse(text).map_err(|_| view_error("a view is not valid JSON"))
}

/// The largest integer a JavaScript number holds exactly, 2^53 - 1.
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// Compact JSON that refuses an integer beyond [`MAX_SAFE_INTEGER`]:
/// `JSON.parse` would round it, and a token or a time silently off by one
/// is worse than a `ViewError`.
struct JsNumbers;

impl serde_json::ser::Formatter for JsNumbers {
    fn write_i64<W: ?Sized + io::Write>(&mut self, writer: &mut W, value: i64) -> io::Result<()> {
        if value.unsigned_abs() > MAX_SAFE_INTEGER {
            return Err(inexact(value));
        }
        serde_json::ser::CompactFormatter.write_i64(writer, value)
    }

    fn write_u64<W: ?Sized + io::Write>(&mut self, writer: &mut W, value: u64) -> io::Result<()> {
        if value > MAX_SAFE_INTEGER {
            return Err(inexact(value));
        }
        serde_json::ser::CompactFormatter.write_u64(writer, value)
    }
}

/// The error for an integer [`JsNumbers`] refuses, naming it.
fn inexact(value: impl std::fmt::Display) -> io::Error {
    io::Error::other(format!(
        "{value} can't be represented as a JavaScript number"
    ))
}

/// A scenario's own words, without a run.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScenarioInfo {
    title: String,
    summary: String,
    /// The "try this, notice that" text beside the experiment, if any.
    try_this: Option<String>,
    /// The shelf of the experiment list it sits on.
    group: Group,
    /// What the lock is for: harm from overlap counts only for correctness.
    purpose: Purpose,
}

/// A scenario's texts and how it ends with its default settings, for the
/// list of experiments.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExperimentInfo {
    #[serde(flatten)]
    info: ScenarioInfo,
    verdict: RunVerdict,
    /// The verdict in a few words, for the badge.
    verdict_label: String,
}

/// A schema for a value JSON cannot carry, declared as the TypeScript type
/// `name` (`Float64Array`): `declare.rs` writes it as that type.
pub fn typescript(name: &str) -> schemars::Schema {
    schemars::json_schema!({ "x-typescript": name })
}

/// Everything the page draws for one run.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct View {
    #[serde(flatten)]
    info: ScenarioInfo,
    knobs: Vec<KnobView>,
    outcome: OutcomeView,
    /// The scenario's challenges, in file order, judged against this run.
    challenges: Vec<ChallengeView>,
    chart: ChartView,
    events: Vec<EventView>,
    /// How many events the page shows while it waits for the reader's
    /// prediction: those before the first write or side effect.
    hold_at: usize,
}

/// A challenge, and whether this run meets it.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeView {
    /// The challenge's id, unique in its scenario file.
    id: String,
    /// The task, as the reader sees it.
    task: String,
    /// Whether this run meets it.
    met: bool,
    /// One sentence: that the run meets it, or the first reason it does not.
    words: String,
}

/// One setting, ready for a switch or a slider.
#[derive(Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum KnobView {
    /// A switch.
    #[serde(rename_all = "camelCase")]
    Toggle {
        id: String,
        label: String,
        /// A sentence on what the knob changes, if the scenario gives one.
        help: Option<String>,
        on: bool,
    },
    /// A slider.
    #[serde(rename_all = "camelCase")]
    Range {
        id: String,
        label: String,
        /// A sentence on what the knob changes, if the scenario gives one.
        help: Option<String>,
        value: i64,
        min: i64,
        max: i64,
        step: i64,
        /// How many values it takes from `min` to `max` in its steps.
        steps: i64,
        unit: UnitView,
        /// The value in words, such as "15.0 s".
        shown: String,
    },
}

/// The result boxes and the explanation.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutcomeView {
    safe: bool,
    verdict: RunVerdict,
    /// The verdict in a few words, such as "not safe: update lost".
    verdict_label: String,
    /// The verdict as a sentence, such as "Not safe: an update was lost."
    verdict_sentence: String,
    /// The results' heading, naming every resource: "What Storage and Audit log end up with".
    heading: String,
    /// Stale writes over the whole run, every resource's together.
    stale_accepted: u32,
    /// Stale writes refused over the whole run, every resource's together.
    stale_refused: u32,
    /// Writes refused although their writer rightly held the lock.
    holder_refused: u32,
    /// Holds of the lock whose writes were applied only in part.
    half_done: u32,
    /// Writes sent again after their answer was lost and applied once more.
    applied_twice: u32,
    /// Work done twice: stale writes and side effects with no lease.
    duplicates: u32,
    resources: Vec<ResourceView>,
    effects: Vec<EffectView>,
    /// Why the run ended as it did, in plain words.
    explanation: String,
    /// The verdict and what each resource holds against what it should, in
    /// one line the settings keep in sight on a narrow screen.
    glance: String,
}

/// A side effect, for the list under the results.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EffectView {
    /// Who did what: "A emails the customer".
    doing: String,
    /// Whether a lease stood behind it, in words: "with a live lease behind it".
    lease_words: String,
    at_ms: u64,
    time: String,
    /// Whether the client held a live lease as it acted.
    live: bool,
    /// Index into `View.events`.
    event: usize,
}

/// One resource's result.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResourceView {
    name: String,
    final_value: String,
    expected_value: String,
    /// The expected value worked out, in the core's words: "Worked out:
    /// Storage started at 10, and the writes that count, in order: 10 + 5
    /// (B) = 15."
    working: String,
    fenced: bool,
    /// What checks a write on its way in.
    guard: GuardView,
    /// The same in words: "fencing tokens", "nothing, it takes every write".
    guard_words: String,
    /// The same as a sentence: "What checks writes here: fencing tokens."
    guard_sentence: String,
    as_expected: bool,
    /// Holding what it should, with no stale write accepted and no update
    /// of its left half done.
    sound: bool,
    /// The whole update this resource's writes belonged to, when it was left
    /// half done: "Half of A's update: Account X lost the 30 ...". Null
    /// otherwise. The page shows it with the resource, whose own value may
    /// look right.
    update_words: Option<String>,
    /// What it ends up holding against what it should, as a sentence:
    /// "Storage holds 11 but should hold 15."
    holds: String,
    /// Stale writes this resource accepted.
    stale_accepted: u32,
    /// Stale writes this resource refused.
    stale_refused: u32,
    /// What its check compares, "Highest token accepted" or "Version"; null where nothing checks.
    check_label: Option<String>,
    /// What it held from when: its initial value at 0, then one entry per accepted write.
    held: Vec<HoldingView>,
    /// For each number of events the playback cursor can have counted, from
    /// none to `View.events.length`, the index into `held` of what the
    /// resource holds then.
    held_at: Vec<usize>,
}

/// What a resource held from a moment on, so the page can show the value
/// at the playback cursor (found by `ResourceView.heldAt`) without asking
/// the wasm again.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoldingView {
    from_ms: u64,
    /// Index into `View.events` of the write that set it; null for the initial value.
    event: Option<usize>,
    value: String,
    /// The highest token it had accepted by then, if any.
    highest: Option<u64>,
    /// Writes it had accepted by then, as compare-and-set counts them.
    version: u32,
    /// What its check had seen then, in the words `checkLabel` labels; null where nothing checks.
    check: Option<String>,
}

/// The chart's facts the page needs besides its drawing.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChartView {
    end_ms: u64,
    /// The chart in words, for its accessible name.
    description: String,
}

/// One line of the event list.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventView {
    /// 1-based, as the list numbers it.
    number: usize,
    at_ms: u64,
    time: String,
    actor: String,
    kind: EventTag,
    token: Option<u64>,
    text: String,
    /// How the page should colour the line.
    tone: Tone,
}

impl ScenarioInfo {
    /// The title, summary and "try this" text of a scenario.
    pub fn new(scenario: &Scenario) -> ScenarioInfo {
        ScenarioInfo {
            title: scenario.title().to_owned(),
            summary: scenario.summary().to_owned(),
            try_this: scenario.try_this().map(str::to_owned),
            group: scenario.group(),
            purpose: scenario.world().purpose,
        }
    }
}

impl ExperimentInfo {
    /// The texts, and the verdict of a run with the scenario's defaults.
    pub fn new(scenario: &Scenario, verdict: RunVerdict) -> ExperimentInfo {
        ExperimentInfo {
            info: ScenarioInfo::new(scenario),
            verdict,
            verdict_label: verdict.label(),
        }
    }
}

impl View {
    /// The whole run, for drawing.
    pub fn new(scenario: &Scenario, report: &Report) -> View {
        View {
            info: ScenarioInfo::new(scenario),
            knobs: scenario
                .knobs()
                .iter()
                .zip(scenario.values())
                .map(|(knob, &value)| knob_view(knob, value))
                .collect(),
            outcome: outcome(report),
            challenges: judge(scenario, &report.outcome)
                .into_iter()
                .zip(scenario.challenges())
                .map(|(judgement, challenge)| ChallengeView {
                    id: judgement.id,
                    task: challenge.task.to_string(),
                    met: judgement.met,
                    words: judgement.words,
                })
                .collect(),
            chart: chart(report),
            events: report
                .events
                .iter()
                .enumerate()
                .map(|(index, e)| {
                    let purpose = report.world().purpose;
                    EventView::new(index, e, report.actor(e), report.sentence(e), purpose)
                })
                .collect(),
            hold_at: report.hold_at(),
        }
    }
}

fn knob_view(knob: &Knob, value: KnobValue) -> KnobView {
    let (id, label) = (knob.id.clone(), knob.label.to_string());
    let help = knob.help.as_ref().map(ToString::to_string);
    match (knob.kind, value) {
        (
            KnobKind::Range {
                min,
                max,
                step,
                unit,
                ..
            },
            KnobValue::Range(n),
        ) => KnobView::Range {
            id,
            label,
            help,
            value: n,
            min,
            max,
            step,
            steps: knob.steps(),
            unit: match unit {
                Unit::Ms => UnitView::Ms,
                Unit::Count => UnitView::Count,
            },
            shown: knob.show(value),
        },
        (_, value) => KnobView::Toggle {
            id,
            label,
            help,
            on: value == KnobValue::Toggle(true),
        },
    }
}

fn outcome(report: &Report) -> OutcomeView {
    let outcome = &report.outcome;
    let resources: Vec<ResourceView> = outcome
        .resources
        .iter()
        .map(|r| {
            let config = &report.world().resources[r.id.index()];
            let row = &report.timeline.resources[r.id.index()];
            ResourceView {
                name: config.name.clone(),
                final_value: report.format_value(&r.final_value),
                expected_value: report.format_value(&r.expected),
                working: report.working(r.id),
                fenced: report.is_fenced(r.id),
                guard: match config.guard() {
                    Some(Guard::Proxy) => GuardView::Proxy,
                    Some(Guard::Fencing) => GuardView::Fencing,
                    Some(Guard::CompareAndSet) => GuardView::CompareAndSet,
                    None => GuardView::None,
                },
                guard_words: report.guard_words(r.id),
                guard_sentence: report.guard_sentence(r.id),
                as_expected: r.is_as_expected(),
                sound: report.resource_sound(r.id),
                update_words: report.update_words(r.id),
                holds: report.holds(r.id),
                stale_accepted: r.stale_accepted,
                stale_refused: r.stale_refused,
                check_label: report.check_label(r.id),
                held: row
                    .values
                    .iter()
                    .map(|h| HoldingView {
                        from_ms: h.from.ms(),
                        event: h.event,
                        value: report.format_value(&h.value),
                        highest: h.highest.map(|t| t.0),
                        version: h.version,
                        check: report.check_shown(r.id, h),
                    })
                    .collect(),
                held_at: held_at(row, report.events.len()),
            }
        })
        .collect();
    let effects = report
        .events
        .iter()
        .enumerate()
        .filter_map(|(index, e)| match &e.kind {
            EventKind::SideEffect {
                client,
                effect,
                live,
                ..
            } => Some(EffectView {
                doing: report.effect_doing(*client, *effect),
                lease_words: report.effect_lease(*live),
                at_ms: e.at.ms(),
                time: words::seconds(e.at.ms()),
                live: *live,
                event: index,
            }),
            _ => None,
        })
        .collect();
    OutcomeView {
        safe: outcome.safe,
        verdict: outcome.verdict,
        verdict_label: outcome.verdict.label(),
        verdict_sentence: outcome.verdict.sentence(),
        holder_refused: outcome.tally.holder_refused,
        half_done: outcome.tally.partial,
        applied_twice: outcome.tally.applied_twice,
        duplicates: outcome.tally.duplicates(),
        effects,
        heading: report.results_heading(),
        stale_accepted: outcome.tally.stale_accepted,
        stale_refused: outcome.tally.stale_refused,
        explanation: report.explanation(),
        glance: report.glance(),
        resources,
    }
}

/// The chart's facts of a run, the model's or a recorded one.
pub fn chart(report: &Report) -> ChartView {
    ChartView {
        end_ms: report.timeline.end.ms(),
        description: report.timeline_description(),
    }
}

impl EventView {
    /// One line of the event list; `index` is the event's place in the run,
    /// and the words come from a [`Report`] or a stepped simulation.
    pub fn new(
        index: usize,
        event: &Event,
        actor: &str,
        text: String,
        purpose: Purpose,
    ) -> EventView {
        EventView {
            number: index + 1,
            at_ms: event.at.ms(),
            time: words::seconds(event.at.ms()),
            actor: actor.to_owned(),
            kind: event.tag(),
            token: event.token().map(|t| t.0),
            text,
            tone: event.tone(purpose),
        }
    }
}
