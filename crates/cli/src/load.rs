//! Reading a scenario file, the one step every command shares.

use std::fs;
use std::path::Path;

use fencelab_core::Scenario;

/// Reads and checks the scenario at `path`.
///
/// The error is the whole one-line reason, `PATH: what is wrong`: the core's
/// errors already say where in the file, so the path is all that is added.
pub fn load(path: &Path) -> Result<Scenario, String> {
    let text = fs::read_to_string(path)
        .map_err(|err| format!("{}: cannot read: {err}", path.display()))?;
    Scenario::from_json(&text).map_err(|err| format!("{}: {err}", path.display()))
}
