//! `fencelab check`: validates scenario files and proves their challenges
//! solvable, one line per file, or the settings that solve each challenge
//! as JSON.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use fencelab_core::spec::{locate, Step};
use fencelab_core::{problems, solve_or_why, KnobValue, Problem, Scenario, Simulation};
use fencelab_words::{say, LANGUAGES};
use serde_json::{json, Map, Value as Json};

use crate::link::Link;
use crate::load::read;
use crate::Failure;

/// The schema sits beside the scenarios so editors find it, but is not one.
const SCHEMA: &str = "schema.json";

/// The settings that solve one file's challenges, by challenge id.
type Solutions = Map<String, Json>;

/// Checks every file named or found, printing `PATH: ok`, or a line
/// `PATH: problem` for each of a file's problems, and fails with a count
/// of the problems if any file had one. With `solutions`, prints instead
/// one JSON object, `{FILE: {CHALLENGE: {KNOB: VALUE}}}` keyed by file
/// name, and the problems on stderr; when a file has a problem, no JSON,
/// since an object without it would read as a file whose challenges need
/// no setting.
pub fn check(paths: &[PathBuf], solutions: bool, out: &mut impl Write) -> Result<(), Failure> {
    let (mut ok, mut problems) = (0, 0);
    let mut solved = Map::new();
    let report = |line: &str, out: &mut dyn Write| -> io::Result<()> {
        if solutions {
            writeln!(io::stderr().lock(), "{line}")
        } else {
            writeln!(out, "{line}")
        }
    };
    for path in paths {
        let found = if path.is_dir() {
            scenarios_in(path)
        } else {
            Ok(vec![path.clone()])
        };
        let found = match found {
            Ok(found) => found,
            Err(problem) => {
                report(&format!("{}: {problem}", path.display()), out)?;
                problems += 1;
                continue;
            }
        };
        for file in found {
            match check_one(&file) {
                Ok((settings, missing)) => {
                    if !solutions {
                        let file = file.display().to_string();
                        writeln!(out, "{}", say!("cli-check-ok", file = file))?;
                    }
                    for (language, fields) in missing {
                        let line = say!(
                            "cli-check-untranslated",
                            file = file.display().to_string(),
                            language = language,
                            fields = fields.join(", ")
                        );
                        report(&line, out)?;
                    }
                    let name = file.file_name().map_or_else(
                        || file.display().to_string(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    solved.insert(name, Json::Object(settings));
                    ok += 1;
                }
                Err(found) => {
                    for problem in &found {
                        report(problem, out)?;
                    }
                    problems += found.len();
                }
            }
        }
    }
    if solutions && problems == 0 {
        serde_json::to_writer_pretty(&mut *out, &Json::Object(solved)).map_err(io::Error::from)?;
        writeln!(out)?;
    }
    if problems == 0 {
        return Ok(());
    }
    // Flush first so the summary on stderr comes after the lines it counts.
    out.flush()?;
    Err(Failure::Input(say!(
        "cli-check-summary",
        problems = problems,
        ok = ok
    )))
}

/// Loads the scenario, prepares a run, so a file that passes here is one
/// `fencelab run` accepts with its default knobs, and solves each of its
/// challenges. Fails with every problem found, each a line `PATH: line L,
/// column C, at FIELD: what is wrong`: every problem of a file that does
/// not load, or every challenge that no setting solves, with what the
/// settings it allows reach. Also says, language by language, which of
/// its texts have no translation: the fields of each language that lacks
/// some.
fn check_one(file: &Path) -> Result<(Solutions, Untranslated), Vec<String>> {
    let (text, scenario) = match read(file) {
        Ok(read) => read,
        Err(reason) => return Err(every_problem(file).unwrap_or_else(|| vec![reason])),
    };
    Simulation::new(&scenario).map_err(|err| vec![format!("{}: {err}", file.display())])?;
    let mut solutions = Map::new();
    let mut unsolved = Vec::new();
    for (index, challenge) in scenario.challenges().iter().enumerate() {
        let settings = match solve_or_why(&scenario, index) {
            Ok(settings) => settings,
            Err(why) => {
                let at = locate(&text, &[Step::Key("challenges"), Step::Index(index)]);
                let (line, column) = at.unwrap_or((1, 1));
                let problem = Problem {
                    line,
                    column,
                    path: format!("challenges[{index}]"),
                    message: why,
                };
                unsolved.push(format!("{}: {problem}", file.display()));
                continue;
            }
        };
        let settings: Map<String, Json> = settings
            .into_iter()
            .map(|(id, value)| {
                let value = match value {
                    KnobValue::Toggle(on) => json!(on),
                    KnobValue::Range(n) => json!(n),
                };
                (id, value)
            })
            .collect();
        solutions.insert(challenge.id.clone(), Json::Object(settings));
    }
    if !unsolved.is_empty() {
        return Err(unsolved);
    }
    Ok((solutions, untranslated(&scenario)))
}

/// Every problem of a file that did not load, one line each, in the order
/// they are in the file; `None` if its text cannot be had again, so the
/// reason it did not load stands alone.
fn every_problem(file: &Path) -> Option<Vec<String>> {
    let text = match Link::recognise(file) {
        Some(link) => link.unpack().ok()?,
        // Only a plain file, of the size a scenario is read up to: not a
        // device or a pipe, which could be endless.
        None => {
            let meta = fs::metadata(file).ok()?;
            if !meta.is_file() || meta.len() > MAX_TEXT {
                return None;
            }
            fs::read_to_string(file).ok()?
        }
    };
    let name = crate::load::name(file);
    let lines: Vec<String> = problems(&text)
        .iter()
        .map(|problem| format!("{name}: {problem}"))
        .collect();
    (!lines.is_empty()).then_some(lines)
}

/// The most text read again to list a file's problems, as much as any
/// command reads.
const MAX_TEXT: u64 = 16 << 20;

/// Each language's texts left in English, by field path.
type Untranslated = Vec<(&'static str, Vec<String>)>;

/// For each language fencelab speaks besides English, the file's own
/// language, the texts the file leaves in English there, by field path
/// (`knobs.pause_ms.help`). Nothing for a file translated in full. A text
/// left out is shown in English, so this is a to-do list for translators,
/// not a problem.
fn untranslated(scenario: &Scenario) -> Untranslated {
    let others = LANGUAGES.iter().filter(|l| **l != "en");
    others
        .map(|language| (*language, scenario.untranslated(language)))
        .filter(|(_, missing)| !missing.is_empty())
        .collect()
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
