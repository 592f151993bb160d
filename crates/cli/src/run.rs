//! `fencelab run`: one simulation, printed as a transcript or as JSON.

use std::io::Write;

use fencelab_core::{Report, Scenario, Simulation};

use crate::args::{Format, RunOptions};
use crate::load::load;
use crate::{json, Failure};

/// Loads the scenario, applies the `--set` assignments in order, runs it and
/// prints the report.
pub fn run(options: &RunOptions, out: &mut impl Write) -> Result<(), Failure> {
    let path = options.file.display();
    let mut scenario = load(&options.file).map_err(Failure::Input)?;
    for assignment in &options.sets {
        // The core's message names the knob and the value; the file is the
        // one on the command line, so nothing needs adding.
        scenario
            .assign(assignment)
            .map_err(|err| Failure::Input(err.to_string()))?;
    }
    let report = Simulation::new(&scenario)
        .map_err(|err| Failure::Input(format!("{path}: {err}")))?
        .run();
    match options.format {
        Format::Text => write_text(&scenario, &report, out)?,
        Format::Json => {
            let view = json::view(&scenario, &report);
            serde_json::to_writer_pretty(&mut *out, &view).map_err(std::io::Error::from)?;
            writeln!(out)?;
        }
    }
    Ok(())
}

/// The header line names every knob's value, so a pasted transcript says
/// which settings produced it.
fn write_text(scenario: &Scenario, report: &Report, out: &mut impl Write) -> std::io::Result<()> {
    let settings: Vec<String> = scenario
        .knobs()
        .iter()
        .zip(scenario.values())
        .map(|(knob, value)| format!("{}={value}", knob.id))
        .collect();
    if settings.is_empty() {
        writeln!(out, "{}", scenario.title())?;
    } else {
        writeln!(out, "{} ({})", scenario.title(), settings.join(" "))?;
    }
    writeln!(out)?;
    out.write_all(report.transcript().as_bytes())
}
