//! `fencelab check`: validates scenario files, one line per file.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use fencelab_core::Simulation;

use crate::load::load;
use crate::Failure;

/// The schema sits beside the scenarios so editors find it, but is not one.
const SCHEMA: &str = "schema.json";

/// Checks every file named or found, printing `PATH: ok` or `PATH: problem`
/// for each, and fails with a count if any had a problem.
pub fn check(paths: &[PathBuf], out: &mut impl Write) -> Result<(), Failure> {
    let (mut ok, mut problems) = (0, 0);
    for path in paths {
        let found = if path.is_dir() {
            scenarios_in(path)
        } else {
            Ok(vec![path.clone()])
        };
        let found = match found {
            Ok(found) => found,
            Err(problem) => {
                writeln!(out, "{}: {problem}", path.display())?;
                problems += 1;
                continue;
            }
        };
        for file in found {
            match check_one(&file) {
                Ok(()) => {
                    writeln!(out, "{}: ok", file.display())?;
                    ok += 1;
                }
                Err(problem) => {
                    writeln!(out, "{problem}")?;
                    problems += 1;
                }
            }
        }
    }
    if problems == 0 {
        return Ok(());
    }
    // Flush first so the summary on stderr comes after the lines it counts.
    out.flush()?;
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    Err(Failure::Input(format!(
        "check found {}; {} ok",
        plural(problems, "problem", "problems"),
        plural(ok, "file is", "files are"),
    )))
}

/// Loads the scenario and prepares a run, so a file that passes here is one
/// `fencelab run` accepts with its default knobs.
fn check_one(file: &Path) -> Result<(), String> {
    let scenario = load(file)?;
    Simulation::new(&scenario).map_err(|err| format!("{}: {err}", file.display()))?;
    Ok(())
}

/// The `*.json` files directly in `dir`, except the schema, sorted by name so
/// the output is the same on every machine.
fn scenarios_in(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = fs::read_dir(dir).map_err(|err| format!("cannot read the directory: {err}"))?;
    let mut files = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|err| format!("cannot read the directory: {err}"))?;
        let path = entry.path();
        let is_json = path.extension().is_some_and(|ext| ext == "json");
        if is_json && entry.file_name() != SCHEMA && !path.is_dir() {
            files.push(path);
        }
    }
    if files.is_empty() {
        return Err("no scenario files (*.json) in this directory".to_owned());
    }
    files.sort();
    Ok(files)
}
