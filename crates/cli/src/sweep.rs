//! `fencelab sweep`: a map of verdicts over two sliders.

use std::io::Write;
use std::time::Instant;

use fencelab_core::{Axis, Map, RunVerdict};
use fencelab_words::{say, Arg};
use serde_json::{json, Map as JsonMap, Value as Json};

use crate::args::{Format, SweepOptions};
use crate::load::load_set;
use crate::Failure;

/// One character per verdict in the text grid, readable without colour.
pub fn glyph(verdict: RunVerdict) -> char {
    match verdict {
        RunVerdict::Safe => '.',
        RunVerdict::Refused => 'r',
        RunVerdict::Duplicate => 'd',
        RunVerdict::Stuck => 's',
        RunVerdict::HalfDone => 'h',
        RunVerdict::Escaped => 'e',
        RunVerdict::AppliedTwice => '2',
        RunVerdict::Lost => 'X',
    }
}

/// Loads the scenario, applies a link's settings and the `--set`
/// assignments, sweeps and prints.
pub fn sweep(options: &SweepOptions, out: &mut impl Write) -> Result<(), Failure> {
    let input = |err: fencelab_core::Error| Failure::Input(err.to_string());
    let scenario = load_set(&options.file, &options.sets)?;
    let x = Axis::parse(&scenario, &options.x).map_err(input)?;
    let y = Axis::parse(&scenario, &options.y).map_err(input)?;
    // The simulations alone are timed: not loading, not printing.
    let started = Instant::now();
    let map = Map::sweep(&scenario, x, y).map_err(input)?;
    let elapsed_ms = started.elapsed().as_secs_f64() * 1000.0;
    match options.format {
        Format::Json => {
            serde_json::to_writer(&mut *out, &view(&map, elapsed_ms))
                .map_err(std::io::Error::from)?;
            writeln!(out)?;
        }
        Format::Text => write_text(&map, elapsed_ms, out)?,
    }
    Ok(())
}

/// `{"x": {"knob", "values"}, "y": {...}, "cells": [[...]], "counts",
/// "cell_count", "runs", "elapsed_ms"}`, where `cells[i][j]` is the verdict
/// at `y.values[i]`, `x.values[j]`, and `runs` how many runs the map took.
/// The field names are a contract with scripts.
fn view(map: &Map, elapsed_ms: f64) -> Json {
    let width = map.x.values.len();
    let cells: Vec<Vec<&str>> = map
        .cells
        .chunks(width)
        .map(|row| row.iter().map(|v| v.name()).collect())
        .collect();
    let mut counts = JsonMap::new();
    for (verdict, count) in RunVerdict::ALL.iter().zip(map.counts()) {
        counts.insert(verdict.name().to_owned(), json!(count));
    }
    json!({
        "x": { "knob": map.x.knob, "values": map.x.values },
        "y": { "knob": map.y.knob, "values": map.y.values },
        "cells": cells,
        "counts": counts,
        "cell_count": map.cells.len(),
        "runs": map.runs,
        "elapsed_ms": elapsed_ms,
    })
}

/// The grid with the largest y at the top, as on a chart, then a key and
/// the counts.
fn write_text(map: &Map, elapsed_ms: f64, out: &mut impl Write) -> std::io::Result<()> {
    let (xs, ys) = (&map.x.values, &map.y.values);
    let label = |v: i64| v.to_string();
    let margin = ys.iter().map(|&v| label(v).len()).max().unwrap_or(0);
    let axes = say!("cli-sweep-axes", down = &map.y.knob, across = &map.x.knob);
    writeln!(out, "{axes}")?;
    for row in (0..ys.len()).rev() {
        let line: String = (0..xs.len()).map(|col| glyph(map.at(row, col))).collect();
        writeln!(out, "{:>margin$} |{line}", label(ys[row]))?;
    }
    let first = label(xs[0]);
    let last = label(xs[xs.len() - 1]);
    let gap = xs.len().saturating_sub(first.len() + last.len()).max(1);
    writeln!(out, "{:>margin$} +{}", "", "-".repeat(xs.len()))?;
    writeln!(out, "{:>margin$}  {first}{}{last}", "", " ".repeat(gap))?;
    writeln!(out)?;
    let key: Vec<String> = RunVerdict::ALL
        .iter()
        .zip(map.counts())
        .map(|(&v, n)| format!("{} {} {n}", glyph(v), v.label()))
        .collect();
    writeln!(out, "{}", key.join("   "))?;
    let unsafe_runs: u32 = RunVerdict::ALL
        .iter()
        .zip(map.counts())
        .filter(|(v, _)| !v.is_safe())
        .map(|(_, n)| n)
        .sum();
    let ms = Arg::Decimal {
        value: elapsed_ms,
        digits: 1,
    };
    let total = say!(
        "cli-sweep-total",
        unsafe = unsafe_runs,
        cells = map.cells.len(),
        runs = map.runs,
        ms = ms
    );
    writeln!(out, "{total}")
}
