//! Everything a reader is shown of one run, and a scenario's own words.

use schemars::JsonSchema;
use serde::Serialize;

use super::event::EventView;
use super::knob::KnobView;
use super::outcome::OutcomeView;
use super::settings::Settings;
use crate::{judge, Group, Purpose, Report, RunVerdict, Scenario};

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

/// Everything a reader is shown of one run: what `fencelab run --json`
/// prints and what the page draws from.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RunView {
    #[serde(flatten)]
    info: ScenarioInfo,
    /// The settings the run used, by knob id, in the scenario's order.
    settings: Settings,
    /// The knobs, ready for a switch or a slider, with those values.
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

/// The chart's facts a reader needs besides its drawing.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChartView {
    end_ms: u64,
    /// The chart in words, for its accessible name.
    description: String,
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

impl RunView {
    /// The JSON Schema of the view as it is written: `docs/run.schema.json`
    /// for scripts, and what the page's TypeScript declarations come from.
    pub fn json_schema() -> serde_json::Value {
        let generator = schemars::generate::SchemaSettings::draft2020_12()
            .for_serialize()
            .into_generator();
        serde_json::to_value(generator.into_root_schema_for::<RunView>())
            .expect("a generated schema is always valid JSON")
    }

    /// The whole run of `scenario` with its current settings.
    pub fn new(scenario: &Scenario, report: &Report) -> RunView {
        let purpose = report.world().purpose;
        RunView {
            info: ScenarioInfo::new(scenario),
            settings: Settings::current(scenario),
            knobs: scenario
                .knobs()
                .iter()
                .zip(scenario.values())
                .map(|(knob, &value)| KnobView::new(knob, value))
                .collect(),
            outcome: OutcomeView::new(report),
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
            chart: ChartView::new(report),
            events: report
                .events
                .iter()
                .enumerate()
                .map(|(index, e)| {
                    EventView::new(index, e, report.actor(e), report.sentence(e), purpose)
                })
                .collect(),
            hold_at: report.hold_at(),
        }
    }
}

impl ChartView {
    /// The chart's facts of a run, the model's or a recorded one.
    pub fn new(report: &Report) -> ChartView {
        ChartView {
            end_ms: report.timeline.end.ms(),
            description: report.timeline_description(),
        }
    }
}
