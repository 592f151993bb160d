//! The result boxes: how the run ended, and what each resource holds
//! against what it should.

use schemars::JsonSchema;
use serde::Serialize;

use crate::words;
use crate::{held_at, Authored, EventKind, Guard, Report, ResourceOutcome, RunVerdict, Value};

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
    /// Writes from the rightful holder that a token check refused, a subset
    /// of `holderRefused`: tokens that went backwards.
    holder_fenced: u32,
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
    /// Index into `RunView.events`.
    event: usize,
}

/// One resource's result.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResourceView {
    name: String,
    /// What it ends up holding, in words.
    final_value: String,
    /// What it should hold, in words.
    expected_value: String,
    /// What it ends up holding as data, for scripts that compare runs.
    final_data: ValueData,
    /// What it should hold as data.
    expected_data: ValueData,
    /// The expected value worked out, in the core's words: "Worked out:
    /// Storage started at 10, and the writes that count, in order: 10 + 5
    /// (B) = 15."
    working: String,
    fenced: bool,
    /// The first check a write meets on its way in; null where nothing checks.
    guard: Option<Guard>,
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
    /// none to `RunView.events.length`, the index into `held` of what the
    /// resource holds then.
    held_at: Vec<usize>,
}

/// A resource's value as data: a number, or a list of its items as the
/// scenario file writes them, which goals and recordings name them by.
#[derive(Serialize, JsonSchema)]
#[serde(untagged)]
pub enum ValueData {
    /// A counter's number.
    Number(i64),
    /// A list's items, first to last.
    Items(Vec<String>),
}

/// What a resource held from a moment on, so the page can show the value
/// at the playback cursor (found by `ResourceView.heldAt`) without asking
/// the wasm again.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoldingView {
    from_ms: u64,
    /// Index into `RunView.events` of the write that set it; null for the initial value.
    event: Option<usize>,
    value: String,
    /// The highest token it had accepted by then, if any.
    highest: Option<u64>,
    /// Writes it had accepted by then, as compare-and-set counts them.
    version: u32,
    /// What its check had seen then, in the words `checkLabel` labels; null where nothing checks.
    check: Option<String>,
}

impl OutcomeView {
    /// How the run ended, every resource's result, and each side effect.
    pub fn new(report: &Report) -> OutcomeView {
        let outcome = &report.outcome;
        let tally = &outcome.tally;
        OutcomeView {
            safe: outcome.safe,
            verdict: outcome.verdict,
            verdict_label: outcome.verdict.label(),
            verdict_sentence: outcome.verdict.sentence(),
            holder_refused: tally.holder_refused,
            holder_fenced: tally.holder_fenced,
            half_done: tally.partial,
            applied_twice: tally.applied_twice,
            duplicates: tally.duplicates(),
            effects: effects(report),
            heading: report.results_heading(),
            stale_accepted: tally.stale_accepted,
            stale_refused: tally.stale_refused,
            explanation: report.explanation(),
            glance: report.glance(),
            resources: outcome
                .resources
                .iter()
                .map(|r| ResourceView::new(report, r))
                .collect(),
        }
    }
}

impl ResourceView {
    fn new(report: &Report, r: &ResourceOutcome) -> ResourceView {
        let config = &report.world().resources[r.id.index()];
        let row = &report.timeline.resources[r.id.index()];
        ResourceView {
            name: config.name.clone(),
            final_value: report.format_value(&r.final_value),
            expected_value: report.format_value(&r.expected),
            final_data: ValueData::new(report, &r.final_value),
            expected_data: ValueData::new(report, &r.expected),
            working: report.working(r.id),
            fenced: report.is_fenced(r.id),
            guard: config.guard(),
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
    }
}

impl ValueData {
    fn new(report: &Report, value: &Value) -> ValueData {
        match value {
            Value::Number(n) => ValueData::Number(*n),
            Value::List(items) => ValueData::Items(
                items
                    .iter()
                    .map(|item| {
                        report
                            .world()
                            .items
                            .get(item.index())
                            .map(Authored::english)
                            .unwrap_or_default()
                            .to_owned()
                    })
                    .collect(),
            ),
        }
    }
}

/// Every side effect of the run, in order.
fn effects(report: &Report) -> Vec<EffectView> {
    report
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
        .collect()
}
