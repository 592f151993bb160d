//! What a search found, in the words the page shows under its button:
//! made here, like every sentence about a run, so that a front end only
//! places them.

use super::{Counterexample, Search};
use crate::engine::RunVerdict;
use crate::knob::KnobKind;
use crate::scenario::Scenario;
use crate::words::say;

impl Search {
    /// How many of the random runs were not safe, by the core's rule.
    pub fn unsafe_runs(&self) -> u32 {
        RunVerdict::ALL
            .iter()
            .zip(self.counts)
            .filter(|(v, _)| !v.is_safe())
            .map(|(_, n)| n)
            .sum()
    }

    /// The search's result as the page tells it, once it shows the shrunk
    /// run: the sliders' values, how small the run is, its verdict, and
    /// how many runs went wrong. With nothing found, that this proves
    /// nothing.
    pub fn words(&self, scenario: &Scenario) -> String {
        let Some(shrunk) = &self.shrunk else {
            return say!("search-none", runs = self.runs);
        };
        say!(
            "search-found",
            runs = self.runs,
            sliders = sliders(scenario, shrunk),
            events = shrunk.events,
            drawn = shrunk.drawn_events,
            verdict = shrunk.verdict.sentence(),
            unsafe_runs = self.unsafe_runs()
        )
    }
}

/// Each slider with its value in the shrunk run, as the page labels them:
/// "Pause length 11.0 s, Lease length 10.0 s". A value and its unit are
/// kept on one line.
fn sliders(scenario: &Scenario, shrunk: &Counterexample) -> String {
    let shown: Vec<String> = scenario
        .knobs()
        .iter()
        .filter(|k| matches!(k.kind, KnobKind::Range { .. }))
        .filter_map(|k| {
            let (_, value) = shrunk.settings.iter().find(|(id, _)| *id == k.id)?;
            Some(say!(
                "search-slider",
                label = k.label.shown(),
                value = k.show(*value).replace(' ', "\u{a0}")
            ))
        })
        .collect();
    shown.join(", ")
}
