//! One setting, ready for a switch or a slider.

use schemars::JsonSchema;
use serde::Serialize;

use crate::{Knob, KnobKind, KnobValue, Unit};

/// One setting, ready for a switch or a slider.
#[derive(Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum KnobView {
    /// A switch.
    #[serde(rename_all = "camelCase")]
    Toggle {
        /// The knob's id in the scenario file and in links.
        id: String,
        /// Its name beside the switch.
        label: String,
        /// A sentence on what the knob changes, if the scenario gives one.
        help: Option<String>,
        /// Whether the run had it on.
        on: bool,
    },
    /// A slider.
    #[serde(rename_all = "camelCase")]
    Range {
        /// The knob's id in the scenario file and in links.
        id: String,
        /// Its name above the slider.
        label: String,
        /// A sentence on what the knob changes, if the scenario gives one.
        help: Option<String>,
        /// The value the run used.
        value: i64,
        /// The smallest value it takes.
        min: i64,
        /// The largest value it takes.
        max: i64,
        /// How far one step of the slider moves it.
        step: i64,
        /// How many values it takes from `min` to `max` in its steps.
        steps: i64,
        /// What the number counts.
        unit: Unit,
        /// The value in words, such as "15.0 s".
        shown: String,
    },
}

impl KnobView {
    /// The knob with the value a run used.
    pub fn new(knob: &Knob, value: KnobValue) -> KnobView {
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
                unit,
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
}
