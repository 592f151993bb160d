//! `fencelab explore`: many runs with random slider values, and one that
//! goes wrong, shrunk, as a command that replays it.

use std::io::Write;

use fencelab_core::{KnobValue, RunVerdict, Search};
use fencelab_words::say;
use serde_json::{json, Map as JsonMap, Value as Json};

use crate::args::{ExploreOptions, Format};
use crate::load::load_set;
use crate::Failure;

/// Loads the scenario, applies a link's settings and the `--set`
/// assignments, searches and prints.
pub fn explore(options: &ExploreOptions, out: &mut impl Write) -> Result<(), Failure> {
    let input = |err: fencelab_core::Error| Failure::Input(err.to_string());
    let scenario = load_set(&options.file, &options.sets)?;
    let search = Search::run(&scenario, options.seeds).map_err(input)?;
    let replay = search.shrunk.as_ref().map(|c| {
        let sets: Vec<String> = c
            .settings
            .iter()
            .map(|(id, value)| format!("--set {id}={value}"))
            .collect();
        format!(
            "fencelab run {} {}",
            shell_word(&options.file.display().to_string()),
            sets.join(" ")
        )
    });
    let unsafe_runs = search.unsafe_runs();
    match options.format {
        Format::Json => {
            let mut counts = JsonMap::new();
            for (verdict, count) in RunVerdict::ALL.iter().zip(search.counts) {
                counts.insert(verdict.name().to_owned(), json!(count));
            }
            let shrunk = search.shrunk.as_ref().map(|c| {
                let mut settings = JsonMap::new();
                for (id, value) in &c.settings {
                    let value = match *value {
                        KnobValue::Toggle(on) => json!(on),
                        KnobValue::Range(n) => json!(n),
                    };
                    settings.insert(id.clone(), value);
                }
                json!({
                    "seed": c.seed,
                    "drawn_events": c.drawn_events,
                    "events": c.events,
                    "verdict": c.verdict.name(),
                    "settings": settings,
                    "command": replay,
                })
            });
            let view: Json = json!({
                "runs": search.runs,
                "unsafe": unsafe_runs,
                "counts": counts,
                "shrunk": shrunk,
            });
            serde_json::to_writer_pretty(&mut *out, &view).map_err(std::io::Error::from)?;
            writeln!(out)?;
        }
        Format::Text => {
            let total = say!("cli-explore-total", unsafe = unsafe_runs, runs = search.runs);
            writeln!(out, "{total}")?;
            match (&search.shrunk, replay) {
                (Some(c), Some(command)) => {
                    let found = say!(
                        "cli-explore-found",
                        seed = c.seed.to_string(),
                        drawn = c.drawn_events,
                        events = c.events,
                        verdict = c.verdict.label()
                    );
                    writeln!(out, "{found}")?;
                    writeln!(out, "  {command}")?;
                }
                _ => writeln!(out, "{}", say!("cli-explore-none"))?,
            }
        }
    }
    Ok(())
}

/// A path as one word a shell reads back unchanged.
fn shell_word(text: &str) -> String {
    if text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-".contains(c))
    {
        text.to_owned()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}
