//! Reading a scenario, the one step every command shares: from a file, or
//! from a link that carries one (see `link`).

use std::fs::File;
use std::io::Read;
use std::path::Path;

use fencelab_core::Scenario;

use crate::link::Link;
use crate::Failure;

/// Reads and checks the scenario at `path`, a file or a link.
///
/// The error is the whole one-line reason, `PATH: what is wrong`: the core's
/// errors already say where in the file, so the path is all that is added.
pub fn load(path: &Path) -> Result<Scenario, String> {
    read(path).map(|(_, scenario)| scenario)
}

/// Reads and checks the scenario at `path`, keeping its text too, for
/// messages that point into it.
pub fn read(path: &Path) -> Result<(String, Scenario), String> {
    open(path).map(|(text, scenario, _)| (text, scenario))
}

/// Reads the scenario at `path` and sets its knobs: first as a link's
/// other parameters say, if `path` is a link, then as `sets`, the
/// command line's `ID=VALUE`s, say, so a later `--set` wins.
pub fn load_set(path: &Path, sets: &[String]) -> Result<Scenario, Failure> {
    let (_, mut scenario, link) = open(path).map_err(Failure::Input)?;
    if let Some(link) = &link {
        for assignment in link.assignments(&scenario) {
            // A value the link gives is checked as --set checks it: the CLI
            // refuses what the page would clamp, with the link named.
            scenario
                .assign(&assignment)
                .map_err(|err| Failure::Input(format!("{}: {err}", link.label())))?;
        }
    }
    for assignment in sets {
        // The core's message names the knob and the value; the file is the
        // one on the command line, so nothing needs adding.
        scenario
            .assign(assignment)
            .map_err(|err| Failure::Input(err.to_string()))?;
    }
    Ok(scenario)
}

/// `path` as messages name it: a link by its start, in quotes.
pub fn name(path: &Path) -> String {
    Link::recognise(path).map_or_else(|| path.display().to_string(), |l| l.label().to_owned())
}

/// The text and the scenario at `path`, and the link it came in, if any.
fn open(path: &Path) -> Result<(String, Scenario, Option<Link>), String> {
    let link = Link::recognise(path);
    let (text, name) = match &link {
        Some(link) => (link.unpack()?, link.label().to_owned()),
        None => (read_file(path)?, path.display().to_string()),
    };
    let scenario = Scenario::from_json(&text).map_err(|err| format!("{name}: {err}"))?;
    Ok((text, scenario, link))
}

/// The text of the file at `path`, up to [`MAX_BYTES`].
fn read_file(path: &Path) -> Result<String, String> {
    let cannot = |err: std::io::Error| format!("{}: cannot read: {err}", path.display());
    let mut text = String::new();
    // Read one byte past the limit, so an endless input such as /dev/zero
    // is refused instead of filling memory.
    File::open(path)
        .map_err(cannot)?
        .take(MAX_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(cannot)?;
    if text.len() as u64 > MAX_BYTES {
        return Err(format!(
            "{}: larger than {} MB; a scenario file is a few KB",
            path.display(),
            MAX_BYTES >> 20
        ));
    }
    Ok(text)
}

/// The largest scenario file read: far more than any lesson needs.
const MAX_BYTES: u64 = 16 << 20;
