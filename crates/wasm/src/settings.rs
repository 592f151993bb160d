//! Knob values from JavaScript: `true`/`false` for a switch, a whole number
//! for a slider, checked by the core before anything runs.

use fencelab_core::{KnobKind, KnobValue, Scenario};
use serde::ser::{Serialize, SerializeMap, Serializer};
use wasm_bindgen::JsValue;

use crate::error;

/// A knob value as JavaScript sees it. Field-less and untagged so that
/// `{ fencing: true, pause_ms: 7000 }` serializes to exactly that.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
#[serde(untagged)]
pub enum Setting {
    /// A switch.
    On(bool),
    /// A slider.
    Number(i64),
}

/// Applies an optional object of settings, in the scenario's knob order so
/// that the first bad one reported is the first on the page.
pub fn apply(scenario: &mut Scenario, settings: &JsValue) -> Result<(), js_sys::Error> {
    if settings.is_undefined() || settings.is_null() {
        return Ok(());
    }
    if !settings.is_object() || js_sys::Array::is_array(settings) {
        return Err(error::named(
            error::SETTING_ERROR,
            "settings must be an object of knob values, such as { fencing: true }",
        ));
    }
    let object = js_sys::Object::from(settings.clone());
    for entry in js_sys::Object::entries(&object).iter() {
        let pair = js_sys::Array::from(&entry);
        let id = pair.get(0).as_string().unwrap_or_default();
        let value = value(scenario, &id, &pair.get(1))?;
        scenario.set(&id, value).map_err(error::setting)?;
    }
    Ok(())
}

/// Reads one value for the knob `id`, or says what is wrong with it.
pub fn value(scenario: &Scenario, id: &str, value: &JsValue) -> Result<KnobValue, js_sys::Error> {
    let Some(knob) = scenario.knobs().iter().find(|k| k.id == id) else {
        let known: Vec<&str> = scenario.knobs().iter().map(|k| k.id.as_str()).collect();
        return Err(error::named(
            error::SETTING_ERROR,
            &format!(
                "there is no knob {id:?} in this scenario; its knobs are: {}",
                known.join(", ")
            ),
        ));
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
            KnobKind::Toggle { .. } => "true or false",
            KnobKind::Range { .. } => "a whole number",
        };
        let got = value
            .as_string()
            .map(|s| format!("{s:?}"))
            .unwrap_or_else(|| format!("{value:?}"));
        return Err(error::named(
            error::SETTING_ERROR,
            &format!("{id} takes {wanted}, not {got}"),
        ));
    };
    knob.check(parsed).map_err(error::setting)
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

/// The current value of every knob.
pub fn current(scenario: &Scenario) -> Settings {
    Settings(
        scenario
            .knobs()
            .iter()
            .zip(scenario.values())
            .map(|(knob, value)| {
                let setting = match *value {
                    KnobValue::Toggle(on) => Setting::On(on),
                    KnobValue::Range(n) => Setting::Number(n),
                };
                (knob.id.clone(), setting)
            })
            .collect(),
    )
}
