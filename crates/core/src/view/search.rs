//! A search for a counterexample, for the page: the runs counted by
//! verdict, the smallest unsafe run found, and the parts of a search the
//! page's workers make and join.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::settings::Settings;
use crate::{Find, RunVerdict, Scan, Scenario, Search};

/// A search for a counterexample over random slider values.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchView {
    runs: u32,
    /// Runs per verdict, in the order of `verdictNames()`.
    counts: Vec<u32>,
    /// The unsafe random run with the fewest events, shrunk towards the
    /// defaults, if any run was unsafe.
    shrunk: Option<CounterexampleView>,
    /// What the search found, as the page says it once it shows the
    /// shrunk run (or that it found nothing, which proves nothing).
    words: String,
}

/// An unsafe run, shrunk: the settings that replay it. Every slider is at
/// its default, or on its steps where moving it home makes the run safe.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(inline)]
pub struct CounterexampleView {
    /// The seed whose random settings were shrunk.
    seed: u32,
    /// The events of the run as drawn, before shrinking.
    drawn_events: usize,
    /// The events of the shrunk run.
    events: usize,
    verdict: RunVerdict,
    settings: Settings,
}

impl SearchView {
    /// The search in plain objects.
    pub fn new(search: &Search, scenario: &Scenario) -> SearchView {
        SearchView {
            words: search.words(scenario),
            runs: search.runs,
            counts: search.counts.to_vec(),
            shrunk: search.shrunk.as_ref().map(|c| CounterexampleView {
                seed: c.seed,
                drawn_events: c.drawn_events,
                events: c.events,
                verdict: c.verdict,
                settings: Settings::new(&c.settings),
            }),
        }
    }
}

/// Part of a search, as [`Scan`] says it: the seeds `from` up to
/// `to`, the runs per verdict, and the unsafe run with the fewest events.
/// It goes from a worker to the page and back into [`Search::from_scans`].
#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScanView {
    from: u32,
    to: u32,
    /// Runs per verdict, in the order of `verdictNames()`.
    counts: [u32; RunVerdict::ALL.len()],
    smallest: Option<FindView>,
}

/// An unsafe run a scan found: the seed that draws its settings, and its events.
#[derive(Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schemars(inline)]
pub struct FindView {
    seed: u32,
    events: usize,
}

impl ScanView {
    /// The scan in plain objects.
    pub fn new(scan: &Scan) -> ScanView {
        ScanView {
            from: scan.seeds.start,
            to: scan.seeds.end,
            counts: scan.counts,
            smallest: scan.smallest.map(|f| FindView {
                seed: f.seed,
                events: f.events,
            }),
        }
    }

    /// Scans back from their JSON text, as the page joins them.
    pub fn read_all(json: &str) -> Result<Vec<Scan>, String> {
        let views: Vec<ScanView> = serde_json::from_str(json)
            .map_err(|err| format!("these are not scans of a search: {err}"))?;
        Ok(views
            .into_iter()
            .map(|v| Scan {
                seeds: v.from..v.to,
                counts: v.counts,
                smallest: v.smallest.map(|f| Find {
                    seed: f.seed,
                    events: f.events,
                }),
            })
            .collect())
    }
}
