//! Knob values from JavaScript: `true`/`false` for a switch, a whole number
//! for a slider, checked by the core before anything runs.

use fencelab_core::words::say;
use fencelab_core::{KnobKind, KnobValue, Scenario};
use serde::ser::{Serialize, SerializeMap, Serializer};
use wasm_bindgen::JsValue;

use crate::error;

/// A knob value as JavaScript sees it. Untagged, so that
/// `{ fencing: true, pause_ms: 7000 }` serializes to exactly that.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, schemars::JsonSchema)]
#[serde(untagged)]
#[schemars(inline)]
pub enum Setting {
    /// A switch.
    On(bool),
    /// A slider.
    Number(i64),
}

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

/// Every knob's value, keyed by id, in the scenario's knob order.
pub struct Settings(Vec<(String, Setting)>);

/// An object, not an array of pairs: `{ fencing: false, pause_ms: 15000 }`.
impl Serialize for Settings {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (id, setting) in &self.0 {
            map.serialize_entry(id, setting)?;
        }
        map.end()
    }
}

/// Declared as a record of [`Setting`]s, since the keys are the scenario's
/// knob ids rather than fields.
impl schemars::JsonSchema for Settings {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Settings".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "Knob values by id: true/false for a switch, a whole number for a slider.",
            "type": "object",
            "additionalProperties": generator.subschema_for::<Setting>(),
        })
    }
}

/// The current value of every knob.
pub fn current(scenario: &Scenario) -> Settings {
    let pairs: Vec<(String, KnobValue)> = scenario
        .knobs()
        .iter()
        .zip(scenario.values())
        .map(|(knob, &value)| (knob.id.clone(), value))
        .collect();
    Settings::new(&pairs)
}

impl Settings {
    /// Settings from knob ids and values, in that order.
    pub fn new(pairs: &[(String, KnobValue)]) -> Settings {
        Settings(
            pairs
                .iter()
                .map(|(id, value)| {
                    let setting = match *value {
                        KnobValue::Toggle(on) => Setting::On(on),
                        KnobValue::Range(n) => Setting::Number(n),
                    };
                    (id.clone(), setting)
                })
                .collect(),
        )
    }
}
