//! `fencelab knobs`: a scenario's knobs as an aligned table.

use std::io::Write;
use std::path::Path;

use fencelab_core::{Knob, KnobKind, KnobValue};

use fencelab_words::say;

use crate::load::{load, name};
use crate::Failure;

/// Prints one row per knob: id, kind, range, default, label.
pub fn knobs(file: &Path, out: &mut impl Write) -> Result<(), Failure> {
    let scenario = load(file).map_err(Failure::Input)?;
    if scenario.knobs().is_empty() {
        writeln!(out, "{}", say!("cli-knobs-none", file = name(file)))?;
        return Ok(());
    }
    let header = [
        say!("cli-knobs-id"),
        say!("cli-knobs-kind"),
        say!("cli-knobs-range"),
        say!("cli-knobs-default"),
        say!("cli-knobs-label"),
    ];
    let rows: Vec<[String; 5]> = std::iter::once(header)
        .chain(scenario.knobs().iter().map(row))
        .collect();
    // The label is last and left ragged, so no line ends in spaces.
    let mut widths = [0; 4];
    for row in &rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    for row in &rows {
        for (width, cell) in widths.iter().zip(row) {
            write!(out, "{cell:<width$}  ")?;
        }
        writeln!(out, "{}", row[4])?;
    }
    writeln!(out)?;
    // How to write a value on the command line, under the table.
    writeln!(out, "{}", say!("cli-knobs-how"))?;
    Ok(())
}

fn row(knob: &Knob) -> [String; 5] {
    let (kind, range, default) = match knob.kind {
        KnobKind::Toggle { default } => (
            say!("cli-knobs-toggle"),
            say!("cli-knobs-on-off"),
            KnobValue::Toggle(default).to_string(),
        ),
        KnobKind::Range {
            min,
            max,
            step,
            unit,
            default,
        } => {
            let unit = match unit.symbol() {
                "" => "none",
                symbol => symbol,
            };
            let range = say!(
                "cli-knobs-steps",
                min = min.to_string(),
                max = max.to_string(),
                step = step.to_string(),
                unit = unit
            );
            (say!("cli-knobs-slider"), range, default.to_string())
        }
    };
    [
        knob.id.clone(),
        kind,
        range,
        default,
        knob.label.to_string(),
    ]
}
