//! The safety map and the counterexample search for the page.
//!
//! A map of 200 × 200 runs crosses the boundary as one `Uint8Array` of
//! verdict codes (the core's `RunVerdict::code`), with the axes' values as
//! two `Float64Array`s, never as 40 000 objects.

use fencelab_core as core;
use js_sys::{Float64Array, Object, Reflect, Uint8Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::error;
use crate::settings::Settings;

/// Builds the `MapView` object: `{ xKnob, yKnob, xValues, yValues, cells, counts }`.
pub fn map_view(map: &core::Map) -> Result<JsValue, js_sys::Error> {
    let object = Object::new();
    let codes: Vec<u8> = map.cells.iter().map(|v| v.code()).collect();
    let values = |axis: &core::Axis| {
        let numbers: Vec<f64> = axis.values.iter().map(|&v| v as f64).collect();
        Float64Array::from(numbers.as_slice())
    };
    let counts: Vec<f64> = map.counts().iter().map(|&n| f64::from(n)).collect();
    let set = |key: &str, value: JsValue| {
        Reflect::set(&object, &JsValue::from_str(key), &value)
            .map(|_| ())
            .map_err(|_| error::named(error::VIEW_ERROR, "cannot build the map view"))
    };
    set("xKnob", JsValue::from_str(&map.x.knob))?;
    set("yKnob", JsValue::from_str(&map.y.knob))?;
    set("xValues", values(&map.x).into())?;
    set("yValues", values(&map.y).into())?;
    set("cells", Uint8Array::from(codes.as_slice()).into())?;
    set("counts", Float64Array::from(counts.as_slice()).into())?;
    Ok(object.into())
}

/// What the search found, for the page.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchView {
    runs: u32,
    /// Runs per verdict, in code order.
    counts: Vec<u32>,
    smallest: Option<CounterexampleView>,
}

/// The smallest unsafe run: the settings that replay it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CounterexampleView {
    seed: u32,
    events: usize,
    verdict: &'static str,
    settings: Settings,
}

impl SearchView {
    /// The search in plain objects.
    pub fn new(search: &core::Search) -> SearchView {
        SearchView {
            runs: search.runs,
            counts: search.counts.to_vec(),
            smallest: search.smallest.as_ref().map(|c| CounterexampleView {
                seed: c.seed,
                events: c.events,
                verdict: c.verdict.name(),
                settings: Settings::new(&c.settings),
            }),
        }
    }
}
