//! The settings a run used, by knob id.

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::{KnobValue, Scenario};

/// A knob value as a script or the page reads it. Untagged, so that
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

impl Settings {
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
