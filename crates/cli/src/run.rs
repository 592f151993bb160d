//! `fencelab run`: one simulation, printed as a transcript, as JSON or as
//! Markdown, and its lease chart written as SVG if asked.

use std::io::Write;

use fencelab_core::view::RunView;
use fencelab_core::{chart_svg, transcript_markdown, transcript_text, Simulation};

use crate::args::{RunFormat, RunOptions};
use crate::load::{load_set, name};
use crate::Failure;

/// Loads the scenario, applies a link's settings and then the `--set`
/// assignments in order, runs it, writes the chart if asked and prints the
/// report.
pub fn run(options: &RunOptions, out: &mut impl Write) -> Result<(), Failure> {
    let scenario = load_set(&options.file, &options.sets)?;
    let path = name(&options.file);
    let report = Simulation::new(&scenario)
        .map_err(|err| Failure::Input(format!("{path}: {err}")))?
        .run();
    // The chart first: if its file cannot be written, nothing is printed
    // that looks like success.
    if let Some(svg) = &options.svg {
        std::fs::write(svg, chart_svg(&scenario, &report, options.width))
            .map_err(|err| Failure::File(format!("cannot write {}: {err}", svg.display())))?;
    }
    match options.format {
        RunFormat::Text => out.write_all(transcript_text(&scenario, &report).as_bytes())?,
        RunFormat::Markdown => {
            out.write_all(transcript_markdown(&scenario, &report, None).as_bytes())?
        }
        RunFormat::Json => {
            let view = RunView::new(&scenario, &report);
            serde_json::to_writer_pretty(&mut *out, &view).map_err(std::io::Error::from)?;
            writeln!(out)?;
        }
    }
    Ok(())
}
