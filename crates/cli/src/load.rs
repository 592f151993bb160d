//! Reading a scenario file, the one step every command shares.

use std::fs::File;
use std::io::Read;
use std::path::Path;

use fencelab_core::Scenario;

/// Reads and checks the scenario at `path`.
///
/// The error is the whole one-line reason, `PATH: what is wrong`: the core's
/// errors already say where in the file, so the path is all that is added.
pub fn load(path: &Path) -> Result<Scenario, String> {
    read(path).map(|(_, scenario)| scenario)
}

/// Reads and checks the scenario at `path`, keeping its text too, for
/// messages that point into it.
pub fn read(path: &Path) -> Result<(String, Scenario), String> {
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
    let scenario =
        Scenario::from_json(&text).map_err(|err| format!("{}: {err}", path.display()))?;
    Ok((text, scenario))
}

/// The largest scenario file read: far more than any lesson needs.
const MAX_BYTES: u64 = 16 << 20;
