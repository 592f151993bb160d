//! The JSON view of a run, for scripts and for comparing runs.
//!
//! The field names below are a contract with whoever reads this output:
//! rename one and their scripts break. Add fields rather than change them.

use fencelab_core::{
    judge, Authored, Event, Guard, KnobValue, Report, ResourceConfig, Scenario, Value,
};
use serde_json::{json, Map, Value as Json};

/// The whole run as one JSON object:
/// `{"scenario", "settings", "outcome", "challenges", "events"}`.
pub fn view(scenario: &Scenario, report: &Report) -> Json {
    json!({
        "scenario": scenario.title(),
        "settings": settings(scenario),
        "outcome": outcome(report),
        "challenges": challenges(scenario, report),
        "events": report.events.iter().map(|e| event(report, e)).collect::<Vec<_>>(),
    })
}

/// `[{"id", "met", "words"}]`, one per challenge of the scenario, in file order.
fn challenges(scenario: &Scenario, report: &Report) -> Json {
    judge(scenario, &report.outcome)
        .into_iter()
        .map(|j| json!({ "id": j.id, "met": j.met, "words": j.words }))
        .collect()
}

/// `{ID: true/false for a toggle, a number for a range}`.
fn settings(scenario: &Scenario) -> Json {
    let mut map = Map::new();
    for (knob, value) in scenario.knobs().iter().zip(scenario.values()) {
        let value = match *value {
            KnobValue::Toggle(on) => json!(on),
            KnobValue::Range(n) => json!(n),
        };
        map.insert(knob.id.clone(), value);
    }
    Json::Object(map)
}

/// `final_value` and `expected_value` repeat the first resource's, because
/// most scenarios have one resource and scripts want it without indexing.
fn outcome(report: &Report) -> Json {
    let outcome = &report.outcome;
    let first = outcome.resources.first();
    let resources: Vec<Json> = outcome
        .resources
        .iter()
        .map(|r| {
            json!({
                "name": report.world().resource_name(r.id),
                "final": value(report, &r.final_value),
                "expected": value(report, &r.expected),
                "fencing": report.is_fenced(r.id),
                "guard": guard(&report.world().resources[r.id.index()]),
                "stale_writes_accepted": r.stale_accepted,
                "stale_writes_refused": r.stale_refused,
            })
        })
        .collect();
    json!({
        "final_value": first.map(|r| value(report, &r.final_value)),
        "expected_value": first.map(|r| value(report, &r.expected)),
        "stale_writes_accepted": outcome.tally.stale_accepted,
        "stale_writes_refused": outcome.tally.stale_refused,
        "safe": outcome.safe,
        "verdict": outcome.verdict.name(),
        "writes_refused_from_holder": outcome.tally.holder_refused,
        "writes_fenced_from_holder": outcome.tally.holder_fenced,
        "updates_half_done": outcome.tally.partial,
        "writes_applied_twice": outcome.tally.applied_twice,
        "side_effects": outcome.tally.effects,
        "side_effects_without_lease": outcome.tally.late_effects,
        "duplicates": outcome.tally.duplicates(),
        "resources": resources,
        "explanation": report.explanation(),
    })
}

/// `{"t_ms", "actor", "kind", "token" (only when the event has one), "text"}`.
fn event(report: &Report, event: &Event) -> Json {
    let mut fields = Map::new();
    fields.insert("t_ms".into(), json!(event.at.ms()));
    fields.insert("actor".into(), json!(report.actor(event)));
    fields.insert("kind".into(), json!(event.kind_name()));
    if let Some(token) = event.token() {
        fields.insert("token".into(), json!(token.0));
    }
    fields.insert("text".into(), json!(report.sentence(event)));
    Json::Object(fields)
}

/// What checks a write on its way in: `none`, `fencing`, `proxy` or
/// `compare_and_set`, the first that applies in the order the checks run.
fn guard(resource: &ResourceConfig) -> &'static str {
    match resource.guard() {
        Some(Guard::Proxy) => "proxy",
        Some(Guard::Fencing) => "fencing",
        Some(Guard::CompareAndSet) => "compare_and_set",
        None => "none",
    }
}

/// A number as a JSON number, a list as an array of its items' text as
/// the file writes it, which goals and recordings name them by.
fn value(report: &Report, value: &Value) -> Json {
    match value {
        Value::Number(n) => json!(n),
        Value::List(items) => items
            .iter()
            .map(|item| {
                json!(report
                    .world()
                    .items
                    .get(item.index())
                    .map(Authored::english))
            })
            .collect(),
    }
}
