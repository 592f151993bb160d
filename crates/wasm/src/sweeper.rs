//! What each of the page's workers holds: a scenario for making maps and
//! searches, and nothing else.
//!
//! A [`crate::Experiment`] also keeps a run that can be stepped, which a
//! change of settings builds again; a worker asked for the next map after
//! every settings change only needs the knobs set. So a `Sweeper` reads its
//! scenario once and takes each map's settings as they come.

use fencelab_core as core;
use wasm_bindgen::prelude::*;

use crate::error;
use crate::map;
use crate::settings;

/// A scenario, its knobs as last set, for maps and searches.
#[wasm_bindgen]
pub struct Sweeper {
    scenario: core::Scenario,
}

#[wasm_bindgen]
impl Sweeper {
    /// Loads a scenario from its JSON text, at its defaults.
    #[wasm_bindgen(constructor)]
    pub fn new(scenario_json: &str) -> Result<Sweeper, js_sys::Error> {
        let scenario = core::Scenario::from_json(scenario_json).map_err(error::scenario)?;
        Ok(Sweeper { scenario })
    }

    /// Sets the knobs `settings` names (`{ fencing: true, pause_ms: 7000 }`);
    /// the others keep their values. A refused value may leave the ones
    /// before it set: a worker then loads the scenario again.
    pub fn configure(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Settings")] settings: JsValue,
    ) -> Result<(), js_sys::Error> {
        settings::apply(&mut self.scenario, &settings)
    }

    /// As [`crate::Experiment::map`], for the knobs as set; with `rows_from`
    /// and `rows_to`, only those rows of that map, whose `yValues` are then
    /// those rows' values. The parts laid one under the other are the map.
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen(unchecked_return_type = "MapView")]
    pub fn map(
        &self,
        x_knob: &str,
        x_from: f64,
        x_to: f64,
        x_steps: u32,
        y_knob: &str,
        y_from: f64,
        y_to: f64,
        y_steps: u32,
        rows_from: Option<u32>,
        rows_to: Option<u32>,
    ) -> Result<JsValue, js_sys::Error> {
        #[cfg(feature = "test-panic")]
        crate::panic::when_marked(self.scenario.title(), crate::panic::MAP_MARK);
        let x = map::Side::new(x_knob, x_from, x_to, x_steps);
        let y = map::Side::new(y_knob, y_from, y_to, y_steps);
        map::sweep(&self.scenario, x, y, rows_from, rows_to)
    }

    /// Part of [`crate::Experiment::explore`]: the runs of seeds `from` up
    /// to `to`, counted, with the unsafe run of the fewest events among
    /// them, not yet shrunk. [`Sweeper::explored`] joins the parts.
    #[wasm_bindgen(unchecked_return_type = "ScanView")]
    pub fn scan(&self, from: u32, to: u32) -> Result<JsValue, js_sys::Error> {
        map::scan(&self.scenario, from, to)
    }

    /// The search that scans of seeds that do not overlap make together,
    /// from their `ScanView`s as JSON text (`JSON.stringify(scans)`): the
    /// same as one [`crate::Experiment::explore`] over all their seeds.
    #[wasm_bindgen(unchecked_return_type = "SearchView")]
    pub fn explored(&self, scans_json: &str) -> Result<JsValue, js_sys::Error> {
        map::explored(&self.scenario, scans_json)
    }
}
