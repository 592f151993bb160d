//! `fencelab knobs`: a scenario's knobs as an aligned table.

use std::io::Write;
use std::path::Path;

use fencelab_core::{Knob, KnobKind, KnobValue};

use crate::load::load;
use crate::Failure;

/// How to write a value on the command line, printed under the table.
const HOW_TO_SET: &str = "\
Set a knob with `fencelab run FILE --set ID=VALUE`: a toggle takes on or off
(true or false too); a range takes a whole number in its unit.
";

/// Prints one row per knob: id, kind, range, default, label.
pub fn knobs(file: &Path, out: &mut impl Write) -> Result<(), Failure> {
    let scenario = load(file).map_err(Failure::Input)?;
    if scenario.knobs().is_empty() {
        writeln!(out, "{}: this scenario has no knobs", file.display())?;
        return Ok(());
    }
    let header = ["ID", "KIND", "RANGE", "DEFAULT", "LABEL"].map(String::from);
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
    out.write_all(HOW_TO_SET.as_bytes())?;
    Ok(())
}

fn row(knob: &Knob) -> [String; 5] {
    let (kind, range, default) = match knob.kind {
        KnobKind::Toggle { default } => (
            "toggle",
            "on/off".to_owned(),
            KnobValue::Toggle(default).to_string(),
        ),
        KnobKind::Range {
            min,
            max,
            step,
            unit,
            default,
        } => {
            let range = match unit.symbol() {
                "" => format!("{min}..{max} step {step}"),
                symbol => format!("{min}..{max} {symbol} step {step}"),
            };
            ("range", range, default.to_string())
        }
    };
    [
        knob.id.clone(),
        kind.to_owned(),
        range,
        default,
        knob.label.to_string(),
    ]
}
