//! The safety map and the counterexample search for the page.
//!
//! A map of 200 × 200 runs crosses the boundary as one `Uint8Array` of
//! verdict codes (the core's `RunVerdict::code`), with the axes' values as
//! two `Float64Array`s, never as 40 000 objects.

use fencelab_core as core;
use js_sys::{Float64Array, Object, Reflect, Uint8Array};
use schemars::JsonSchema;

use wasm_bindgen::prelude::*;

use crate::error;
use crate::view;
use fencelab_core::view::{ScanView, SearchView};

/// One side of a map as the page asks for it: a slider, and how many
/// values from `from` to `to` (numbers from JavaScript, rounded to whole
/// milliseconds as every setting is).
pub struct Side<'a> {
    knob: &'a str,
    from: f64,
    to: f64,
    steps: u32,
}

impl<'a> Side<'a> {
    pub fn new(knob: &'a str, from: f64, to: f64, steps: u32) -> Side<'a> {
        Side {
            knob,
            from,
            to,
            steps,
        }
    }

    fn axis(&self, scenario: &core::Scenario) -> Result<core::Axis, js_sys::Error> {
        core::Axis::new(
            scenario,
            self.knob,
            crate::whole(self.from),
            crate::whole(self.to),
            self.steps as usize,
        )
        .map_err(error::setting)
    }
}

/// The map of `scenario` over `x` and `y`, or only rows `rows_from` up to
/// `rows_to` of it, as a [`MapView`].
pub fn sweep(
    scenario: &core::Scenario,
    x: Side,
    y: Side,
    rows_from: Option<u32>,
    rows_to: Option<u32>,
) -> Result<JsValue, js_sys::Error> {
    let (x, y) = (x.axis(scenario)?, y.axis(scenario)?);
    let rows = rows_from.map_or(0, |n| n as usize)..rows_to.map_or(y.values.len(), |n| n as usize);
    let map = core::Map::sweep_rows(scenario, x, y, rows).map_err(error::setting)?;
    map_view(&map)
}

/// The values an axis over `side` takes.
pub fn axis_values(scenario: &core::Scenario, side: &Side) -> Result<Float64Array, js_sys::Error> {
    let values: Vec<f64> = side
        .axis(scenario)?
        .values
        .iter()
        .map(|&v| v as f64)
        .collect();
    Ok(Float64Array::from(values.as_slice()))
}

/// The scan of seeds `from` up to `to`, as a [`ScanView`].
pub fn scan(scenario: &core::Scenario, from: u32, to: u32) -> Result<JsValue, js_sys::Error> {
    let scan = core::Scan::run(scenario, from..to).map_err(error::setting)?;
    view::to_js(&ScanView::new(&scan))
}

/// The search that scans, given as the JSON text of their [`ScanView`]s,
/// make together, as a [`SearchView`].
pub fn explored(scenario: &core::Scenario, scans_json: &str) -> Result<JsValue, js_sys::Error> {
    let scans = ScanView::read_all(scans_json)
        .map_err(|message| error::named(error::SETTING_ERROR, &message))?;
    let search = core::Search::from_scans(scenario, &scans).map_err(error::setting)?;
    view::to_js(&SearchView::new(&search, scenario))
}

/// A map of verdicts over two sliders: one byte per cell, row by row.
// Its arrays cross as typed arrays, so it is set field by field with
// `Reflect` rather than written as JSON; the wasm tests check that the
// object carries exactly the fields declared here.
#[derive(JsonSchema)]
#[schemars(rename_all = "camelCase")]
pub struct MapView {
    x_knob: String,
    y_knob: String,
    #[schemars(schema_with = "float64_array")]
    x_values: Float64Array,
    #[schemars(schema_with = "float64_array")]
    y_values: Float64Array,
    /// `cells[row * xValues.length + column]` indexes `verdictNames()`.
    #[schemars(schema_with = "uint8_array")]
    cells: Uint8Array,
    /// Cells per verdict, in the order of `verdictNames()`.
    #[schemars(schema_with = "float64_array")]
    counts: Float64Array,
    /// How many runs made the map: fewer than its cells, as the cells
    /// between two runs that went the same way are filled unrun.
    runs: u32,
}

/// Builds the [`MapView`] object of a map.
pub fn map_view(map: &core::Map) -> Result<JsValue, js_sys::Error> {
    let codes: Vec<u8> = map.cells.iter().map(|v| v.code()).collect();
    let values = |axis: &core::Axis| {
        let numbers: Vec<f64> = axis.values.iter().map(|&v| v as f64).collect();
        Float64Array::from(numbers.as_slice())
    };
    let counts: Vec<f64> = map.counts().iter().map(|&n| f64::from(n)).collect();
    MapView {
        x_knob: map.x.knob.clone(),
        y_knob: map.y.knob.clone(),
        x_values: values(&map.x),
        y_values: values(&map.y),
        cells: Uint8Array::from(codes.as_slice()),
        counts: Float64Array::from(counts.as_slice()),
        runs: map.runs,
    }
    .into_js()
}

impl MapView {
    /// The object, under the names the declaration gives its fields.
    fn into_js(self) -> Result<JsValue, js_sys::Error> {
        let object = Object::new();
        let set = |key: &str, value: JsValue| {
            Reflect::set(&object, &JsValue::from_str(key), &value)
                .map(|_| ())
                .map_err(|_| error::named(error::VIEW_ERROR, "cannot build the map view"))
        };
        set("xKnob", JsValue::from_str(&self.x_knob))?;
        set("yKnob", JsValue::from_str(&self.y_knob))?;
        set("xValues", self.x_values.into())?;
        set("yValues", self.y_values.into())?;
        set("cells", self.cells.into())?;
        set("counts", self.counts.into())?;
        set("runs", self.runs.into())?;
        Ok(object.into())
    }
}

fn float64_array(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    crate::view::typescript("Float64Array")
}

fn uint8_array(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    crate::view::typescript("Uint8Array")
}
