//! The last whole run described for a screen reader: the summary at the
//! top of the simulator, the chart as a list of steps, and the answer to a
//! change of settings. The core words all three (`described.rs` there);
//! this only carries them across.

use wasm_bindgen::prelude::*;

use crate::{core, verdict_named, whole, Experiment};

#[wasm_bindgen]
impl Experiment {
    /// The screen in a few sentences with playback at `ms`, `events` of the
    /// run's events having happened: the story, who holds the lock, what
    /// each resource holds, and how the run ends unless the reader is
    /// still to predict it (`endingShown` false).
    #[wasm_bindgen(js_name = screenSummary)]
    pub fn screen_summary(
        &mut self,
        events: usize,
        ms: f64,
        #[wasm_bindgen(js_name = endingShown)] ending_shown: bool,
    ) -> Result<String, js_sys::Error> {
        let at = core::SimTime(whole(ms).max(0) as u64);
        let story = self.scenario.summary().to_owned();
        let report = self.report()?;
        Ok(report.screen_summary(&story, events, at, ending_shown))
    }

    /// Each event of the last whole run as the chart's text alternative
    /// reads it: its place and moment, what happened, and what every party
    /// believes and holds after it.
    pub fn steps(&mut self) -> Result<Vec<String>, js_sys::Error> {
        Ok(self.report()?.steps())
    }

    /// The one sentence that answers a change of settings: whether the run
    /// is now safe or still as it was before the change, whose verdict was
    /// `before` (a verdict's name, as `verdictNames` gives them), and what
    /// each resource ends up holding; only that the ending stays hidden
    /// while a prediction is awaited (`endingShown` false).
    pub fn response(
        &mut self,
        before: &str,
        #[wasm_bindgen(js_name = endingShown)] ending_shown: bool,
    ) -> Result<String, js_sys::Error> {
        Ok(self
            .report()?
            .response(verdict_named(before)?, ending_shown))
    }
}
