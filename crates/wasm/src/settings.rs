//! Knob values from JavaScript: `true`/`false` for a switch, a whole number
//! for a slider, checked by the core before anything runs.

use fencelab_core::words::say;
use fencelab_core::{KnobKind, KnobValue, Scenario};
use wasm_bindgen::JsValue;

use crate::error;

/// Applies an optional object of settings. Knobs are read in the
/// scenario's order, so the first bad one reported is the first on the
/// page; a key that names no knob is refused after them.
pub fn apply(scenario: &mut Scenario, settings: &JsValue) -> Result<(), js_sys::Error> {
    if settings.is_undefined() || settings.is_null() {
        return Ok(());
    }
    if !settings.is_object() || js_sys::Array::is_array(settings) {
        return Err(error::named(
            error::SETTING_ERROR,
            &say!("results-settings-not-object"),
        ));
    }
    let ids: Vec<String> = scenario.knobs().iter().map(|k| k.id.clone()).collect();
    for id in &ids {
        let key = JsValue::from_str(id);
        if !js_sys::Reflect::has(settings, &key).unwrap_or(false) {
            continue;
        }
        let given = js_sys::Reflect::get(settings, &key).unwrap_or(JsValue::UNDEFINED);
        let value = value(scenario, id, &given)?;
        scenario.set(id, value).map_err(error::setting)?;
    }
    let object = js_sys::Object::from(settings.clone());
    for key in js_sys::Object::keys(&object).iter() {
        let key = key.as_string().unwrap_or_default();
        if !ids.contains(&key) {
            return Err(unknown(scenario, &key));
        }
    }
    Ok(())
}

/// Reads one value for the knob `id`, or says what is wrong with it.
pub fn value(scenario: &Scenario, id: &str, value: &JsValue) -> Result<KnobValue, js_sys::Error> {
    let Some(knob) = scenario.knobs().iter().find(|k| k.id == id) else {
        return Err(unknown(scenario, id));
    };
    let parsed = match knob.kind {
        KnobKind::Toggle { .. } => value.as_bool().map(KnobValue::Toggle),
        KnobKind::Range { .. } => value
            .as_f64()
            .filter(|n| n.fract() == 0.0 && n.abs() < 9.0e15)
            .map(|n| KnobValue::Range(n as i64)),
    };
    let Some(parsed) = parsed else {
        let wanted = match knob.kind {
            KnobKind::Toggle { .. } => "switch",
            KnobKind::Range { .. } => "number",
        };
        return Err(error::named(
            error::SETTING_ERROR,
            &say!(
                "results-setting-wrong",
                id = id,
                wanted = wanted,
                given = describe(value)
            ),
        ));
    };
    knob.check(parsed).map_err(error::setting)
}

/// The error for a knob id the scenario does not have, listing those it has.
fn unknown(scenario: &Scenario, id: &str) -> js_sys::Error {
    let known: Vec<&str> = scenario.knobs().iter().map(|k| k.id.as_str()).collect();
    error::named(
        error::SETTING_ERROR,
        &say!("results-setting-unknown", id = id, known = known.join(", ")),
    )
}

/// A JavaScript value as a reader would write it: `1.5`, `"on"`, `null`.
fn describe(value: &JsValue) -> String {
    if let Some(text) = value.as_string() {
        return format!("{text:?}");
    }
    if value.is_undefined() {
        return "undefined".to_owned();
    }
    js_sys::JSON::stringify(value)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| say!("results-setting-other-value"))
}
