//! The plain objects the page draws from.
//!
//! These are not the core's types: they are shaped for drawing, with times
//! as milliseconds and the core's words already made (sentences, "15.0 s").
//! Field names are a contract with `www/js/`: the TypeScript block below
//! declares the same shapes, `tsc` checks the page against it, and the
//! wrapper's tests check that every field the objects carry is declared
//! there and every declared field is carried. Rename a field in both places.

use std::io;

use fencelab_core::{
    Event, EventKind, Group, Guard, Knob, KnobKind, KnobValue, Purpose, Report, RunVerdict,
    Scenario, Standing, Unit, Verdict, Wrote,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::error;

/// The TypeScript declarations of the views; public so the tests can hold
/// the Rust objects against them.
pub const TS_VIEW: &str = r#"
/** Knob values by id: true/false for a switch, a whole number for a slider. */
export type Settings = Record<string, boolean | number>;

export interface ScenarioInfo {
  title: string;
  summary: string;
  tryThis: string | null;
  /** The shelf of the experiment list it sits on. */
  group: "basics" | "timing" | "counter" | "resource" | "election";
  /** What the lock is for: harm from overlap counts only for correctness. */
  purpose: "correctness" | "efficiency";
}

/** How a run ended, in one word, worst last. */
export type Verdict = "safe" | "refused" | "duplicate" | "half_done" | "escaped" | "lost";

/** A scenario's texts and how it ends with its default settings. */
export interface ExperimentInfo extends ScenarioInfo {
  verdict: Verdict;
  verdictLabel: string;
}

export interface View extends ScenarioInfo {
  knobs: KnobView[];
  outcome: OutcomeView;
  chart: ChartView;
  events: EventView[];
}

export type KnobView =
  | { kind: "toggle"; id: string; label: string; help: string | null; on: boolean }
  | { kind: "range"; id: string; label: string; help: string | null; value: number;
      min: number; max: number; step: number; unit: "ms" | "count"; shown: string };

export interface OutcomeView {
  safe: boolean;
  verdict: Verdict;
  /** The verdict in a few words, such as "not safe: update lost". */
  verdictLabel: string;
  /** The verdict as a sentence, such as "Not safe: an update was lost." */
  verdictSentence: string;
  /** The results' heading, naming every resource: "What Storage and Audit log end up with". */
  heading: string;
  /** Stale writes over the whole run, every resource's together. */
  staleAccepted: number;
  staleRefused: number;
  /** Writes refused although their writer rightly held the lock. */
  holderRefused: number;
  /** Holds of the lock whose writes were applied only in part. */
  halfDone: number;
  /** Work done twice: stale writes and side effects with no lease. */
  duplicates: number;
  resources: ResourceView[];
  effects: EffectView[];
  explanation: string;
}

export interface EffectView {
  client: string;
  /** The scenario's phrase, such as "emails the customer". */
  what: string;
  atMs: number;
  time: string;
  /** Whether the client held a live lease as it acted. */
  live: boolean;
  /** Index into View.events. */
  event: number;
}

export interface ResourceView {
  name: string;
  finalValue: string;
  expectedValue: string;
  fenced: boolean;
  /** What checks a write on its way in. */
  guard: "none" | "fencing" | "proxy" | "compareAndSet";
  /** The same in words: "fencing tokens", "nothing, it takes every write". */
  guardWords: string;
  asExpected: boolean;
  /** Stale writes this resource accepted and refused. */
  staleAccepted: number;
  staleRefused: number;
  /** What its check compares, "Highest token accepted" or "Version"; null where nothing checks. */
  checkLabel: string | null;
  /** What it held from when: its initial value at 0, then one entry per accepted write. */
  held: HoldingView[];
}

/** What a resource held from a moment on. */
export interface HoldingView {
  fromMs: number;
  /** Index into View.events of the write that set it; null for the initial value. */
  event: number | null;
  value: string;
  /** The highest token it had accepted by then, if any. */
  highest: number | null;
  /** Writes it had accepted by then, as compare-and-set counts them. */
  version: number;
  /** What its check had seen then, in the words `checkLabel` labels; null where nothing checks. */
  check: string | null;
}

export interface ChartView {
  endMs: number;
  /** The chart in words, for its accessible name. */
  description: string;
}

/** The chart laid out by the core at one width: the page draws `items` as they are. */
export interface DrawingView {
  width: number;
  height: number;
  /** Where time runs: x = left + (right - left) * ms / endMs, rounded down. */
  plot: { left: number; right: number; top: number; bottom: number; endMs: number };
  items: DrawItem[];
}

/** One SVG element: its name, attributes in order, and what it holds. */
export interface DrawItem {
  tag: "g" | "rect" | "line" | "path" | "circle" | "text";
  attrs: [string, string][];
  /** The events it stands for, as indices into View.events; a click goes to the first. */
  events?: number[];
  /** Words on hover, as an SVG `<title>`. */
  title?: string;
  text?: string;
  children?: DrawItem[];
}

/** A map of verdicts over two sliders: one byte per cell, row by row. */
export interface MapView {
  xKnob: string;
  yKnob: string;
  xValues: Float64Array;
  yValues: Float64Array;
  /** `cells[row * xValues.length + column]` indexes `verdictNames()`. */
  cells: Uint8Array;
  /** Cells per verdict, in the order of `verdictNames()`. */
  counts: Float64Array;
}

/** A search for a counterexample over random slider values. */
export interface SearchView {
  runs: number;
  /** Runs per verdict, in the order of `verdictNames()`. */
  counts: number[];
  /** The unsafe run with the fewest events, if any. */
  smallest: { seed: number; events: number; verdict: Verdict; settings: Settings } | null;
}

/** The core's name for each kind of event. */
export type EventKind =
  | "granted" | "refused" | "gave_up" | "read" | "checked" | "paused" | "woke"
  | "write_accepted" | "write_refused" | "renewed" | "renew_refused" | "released" | "expired"
  | "sent" | "dropped" | "side_effect" | "fault" | "clock_jumped";

export interface EventView {
  /** 1-based, as the list numbers it. */
  number: number;
  atMs: number;
  time: string;
  actor: string;
  kind: EventKind;
  token: number | null;
  text: string;
  /** How the page should colour the line. */
  tone: "plain" | "warning" | "danger" | "guarded";
}
"#;

/// Puts [`TS_VIEW`] into `fencelab_wasm.d.ts`.
#[wasm_bindgen(typescript_custom_section)]
const TS_SECTION: &str = TS_VIEW;

/// What a slider's number counts.
#[derive(Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum UnitView {
    Ms,
    Count,
}

/// What checks a write on its way into a resource.
#[derive(Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum GuardView {
    None,
    Fencing,
    Proxy,
    CompareAndSet,
}

/// How alarming an event's line is.
#[derive(Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Tone {
    /// Nothing went wrong here.
    Plain,
    /// A sign of trouble that has not cost anything yet.
    Warning,
    /// An update lost: a stale write landed, or a rightful holder's write was refused.
    Danger,
    /// A guard refused a late write: the fix working.
    Guarded,
}

/// Converts a view to plain JavaScript objects: objects for maps, `null`
/// for `None`, numbers for integers.
///
/// The view is written as JSON and read back with `JSON.parse`: one string
/// crosses the boundary instead of one call per field, and each view type
/// needs only a compact serializer instead of glue for every field, which
/// keeps the wasm the page downloads smaller.
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, js_sys::Error> {
    let mut json = Vec::new();
    let written = value.serialize(&mut serde_json::Serializer::with_formatter(
        &mut json, JsNumbers,
    ));
    from_json(written.map(|()| json))
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
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ScenarioInfo {
    title: String,
    summary: String,
    try_this: Option<String>,
    group: Group,
    purpose: Purpose,
}

/// A scenario's texts and its verdict with default settings, for the list.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExperimentInfo {
    #[serde(flatten)]
    info: ScenarioInfo,
    verdict: &'static str,
    verdict_label: &'static str,
}

/// Everything the page draws for one run.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    #[serde(flatten)]
    info: ScenarioInfo,
    knobs: Vec<KnobView>,
    outcome: OutcomeView,
    chart: ChartView,
    events: Vec<EventView>,
}

/// One setting, ready for a switch or a slider.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum KnobView {
    /// A switch.
    #[serde(rename_all = "camelCase")]
    Toggle {
        id: String,
        label: String,
        help: Option<String>,
        on: bool,
    },
    /// A slider; `shown` is the value in words, such as "15.0 s".
    #[serde(rename_all = "camelCase")]
    Range {
        id: String,
        label: String,
        help: Option<String>,
        value: i64,
        min: i64,
        max: i64,
        step: i64,
        unit: UnitView,
        shown: String,
    },
}

/// The result boxes and the explanation.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutcomeView {
    safe: bool,
    verdict: &'static str,
    verdict_label: &'static str,
    verdict_sentence: &'static str,
    heading: String,
    stale_accepted: u32,
    stale_refused: u32,
    holder_refused: u32,
    half_done: u32,
    duplicates: u32,
    resources: Vec<ResourceView>,
    effects: Vec<EffectView>,
    explanation: String,
}

/// A side effect, for the list under the results.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EffectView {
    client: String,
    what: String,
    at_ms: u64,
    time: String,
    live: bool,
    event: usize,
}

/// One resource's result.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResourceView {
    name: String,
    final_value: String,
    expected_value: String,
    fenced: bool,
    guard: GuardView,
    guard_words: String,
    as_expected: bool,
    stale_accepted: u32,
    stale_refused: u32,
    check_label: Option<String>,
    held: Vec<HoldingView>,
}

/// What a resource held from a moment on, so the page can show the value
/// at the playback cursor without asking the wasm again.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HoldingView {
    from_ms: u64,
    event: Option<usize>,
    value: String,
    highest: Option<u64>,
    version: u32,
    check: Option<String>,
}

/// The chart's facts the page needs besides its drawing.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChartView {
    end_ms: u64,
    description: String,
}

/// One line of the event list.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EventView {
    number: usize,
    at_ms: u64,
    time: String,
    actor: String,
    kind: &'static str,
    token: Option<u64>,
    text: String,
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
            verdict: verdict.name(),
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
        }
    }
}

fn knob_view(knob: &Knob, value: KnobValue) -> KnobView {
    let (id, label, help) = (knob.id.clone(), knob.label.clone(), knob.help.clone());
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
                fenced: report.is_fenced(r.id),
                guard: match config.guard() {
                    Some(Guard::Proxy) => GuardView::Proxy,
                    Some(Guard::Fencing) => GuardView::Fencing,
                    Some(Guard::CompareAndSet) => GuardView::CompareAndSet,
                    None => GuardView::None,
                },
                guard_words: report.guard_words(r.id),
                as_expected: r.is_as_expected(),
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
                client: report.world().client_name(*client).to_owned(),
                what: report.world().effects[effect.index()].clone(),
                at_ms: e.at.ms(),
                time: e.at.to_string(),
                live: *live,
                event: index,
            }),
            _ => None,
        })
        .collect();
    OutcomeView {
        safe: outcome.safe,
        verdict: outcome.verdict.name(),
        verdict_label: outcome.verdict.label(),
        verdict_sentence: outcome.verdict.sentence(),
        holder_refused: outcome.tally.holder_refused,
        half_done: outcome.tally.partial,
        duplicates: outcome.tally.duplicates(),
        effects,
        heading: report.results_heading(),
        stale_accepted: outcome.tally.stale_accepted,
        stale_refused: outcome.tally.stale_refused,
        explanation: report.explanation(),
        resources,
    }
}

fn chart(report: &Report) -> ChartView {
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
            time: event.at.to_string(),
            actor: actor.to_owned(),
            kind: event.kind_name(),
            token: event.token().map(|t| t.0),
            text,
            tone: tone(event, purpose),
        }
    }
}

/// How alarming a line is: a stale write that landed, or a rightful
/// holder's write refused, is an update lost; a late write a guard refused
/// is the fix working.
fn tone(event: &Event, purpose: Purpose) -> Tone {
    match &event.kind {
        EventKind::Wrote(Wrote {
            verdict, standing, ..
        }) => match (standing, verdict) {
            (Standing::Stale { .. }, Verdict::Accepted) if purpose == Purpose::Efficiency => {
                Tone::Warning
            }
            (Standing::Stale { .. }, Verdict::Accepted) => Tone::Danger,
            (Standing::Holder, Verdict::Refused(_)) => Tone::Danger,
            (Standing::Stale { .. } | Standing::Late { .. }, Verdict::Refused(_)) => Tone::Guarded,
            (Standing::Late { .. }, Verdict::Accepted) => Tone::Warning,
            (Standing::Holder, Verdict::Accepted) => Tone::Plain,
        },
        EventKind::Expired { unaware: true, .. } => Tone::Warning,
        // For an efficiency lock a late side effect is only work done twice.
        EventKind::SideEffect { live: false, .. } if purpose == Purpose::Efficiency => {
            Tone::Warning
        }
        EventKind::SideEffect { live: false, .. } => Tone::Danger,
        EventKind::Dropped { .. } | EventKind::Fault { .. } | EventKind::ClockJumped { .. } => {
            Tone::Warning
        }
        EventKind::Woke {
            believes: true,
            lease_live: false,
            ..
        } => Tone::Warning,
        _ => Tone::Plain,
    }
}
