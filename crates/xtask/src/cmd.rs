//! A tiny helper to run child commands from the workspace root.
//!
//! Every task goes through [`run`], so every failure reads the same way:
//! `command failed: <cmd> (exit N)`.

use std::env;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::Result;

/// Starts a `cargo` command that runs in the workspace root.
///
/// Uses the `cargo` that runs xtask (`$CARGO`), so `cargo +nightly xtask test`
/// checks with nightly throughout instead of whatever `cargo` is on `PATH`.
pub fn cargo(args: &[&str]) -> Command {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.args(args).current_dir(workspace_root());
    cmd
}

/// Starts any other command that runs in the workspace root.
pub fn program(name: &str, args: &[&str]) -> Command {
    let mut cmd = Command::new(name);
    cmd.args(args).current_dir(workspace_root());
    cmd
}

/// Runs `cmd` with inherited stdio and turns anything but success into an error.
pub fn run(cmd: &mut Command) -> Result {
    let status = cmd
        .status()
        .map_err(|err| format!("could not start `{}`: {err}", display(cmd)))?;
    if status.success() {
        return Ok(());
    }
    let exit = match status.code() {
        Some(code) => format!("exit {code}"),
        None => "killed by a signal".to_owned(),
    };
    Err(format!("command failed: {} ({exit})", display(cmd)).into())
}

/// Runs `cmd` and returns what it printed, or an error if it failed.
pub fn output(cmd: &mut Command) -> Result<String> {
    let out = cmd
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|err| format!("could not start `{}`: {err}", display(cmd)))?;
    if !out.status.success() {
        return Err(format!("command failed: {} ({})", display(cmd), out.status).into());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Runs `cmd` with all output discarded and tells whether it succeeded; for
/// probes such as `cargo fmt --version` whose only answer is the exit status.
pub fn succeeds(cmd: &mut Command) -> bool {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

/// The workspace root, two levels above this crate's manifest.
///
/// Resolved at compile time, so tasks work from any directory inside the
/// repository, just as `cargo` itself does.
pub fn workspace_root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir
        .ancestors()
        .nth(2)
        .expect("crates/xtask is two levels below the workspace root")
        .to_path_buf()
}

/// Shows `cmd` roughly as one would type it: environment first, and the
/// program by name only, so `$CARGO`'s long toolchain path reads as `cargo`.
fn display(cmd: &Command) -> String {
    let envs = cmd.get_envs().filter_map(|(key, value)| {
        let value = value?.to_string_lossy();
        Some(format!("{}={value}", key.to_string_lossy()))
    });
    let program = Path::new(cmd.get_program())
        .file_stem()
        .unwrap_or(cmd.get_program());
    let words = [program].into_iter().chain(cmd.get_args());
    envs.chain(words.map(|word| word.to_string_lossy().into_owned()))
        .collect::<Vec<_>>()
        .join(" ")
}
