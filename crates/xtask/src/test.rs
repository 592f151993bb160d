//! `cargo xtask test`: the project's one test command, the one CI runs.
//!
//! The steps run in order and the first failure stops the run, so the last
//! `==>` line printed names what broke. Adding a check (building the wasm
//! crate, browser tests) means writing one function and adding one [`Step`].

use crate::cmd::{self, cargo};
use crate::{bless, Result};

/// One named step of the test run.
struct Step {
    /// What the step does, printed after `==>` before it starts.
    what: &'static str,
    /// Does the work; an error stops the whole run.
    run: fn() -> Result,
}

/// The steps in the order they run: cheap checks first, so a formatting slip
/// fails in seconds rather than after a full build.
const STEPS: &[Step] = &[
    Step {
        what: "checking that rustfmt and clippy are installed",
        run: components,
    },
    Step {
        what: "checking formatting",
        run: fmt,
    },
    Step {
        what: "running clippy",
        run: clippy,
    },
    Step {
        what: "running tests",
        run: tests,
    },
];

/// Runs every step in order, stopping at the first failure.
pub fn run() -> Result {
    for step in STEPS {
        eprintln!("==> {}", step.what);
        (step.run)()?;
    }
    eprintln!("==> all checks passed");
    Ok(())
}

/// A fresh machine may have a minimal toolchain; installing the components
/// here keeps CI setup down to "install Rust, run `.ci/run`".
fn components() -> Result {
    let has_fmt = cmd::succeeds(&mut cargo(&["fmt", "--version"]));
    let has_clippy = cmd::succeeds(&mut cargo(&["clippy", "--version"]));
    if has_fmt && has_clippy {
        return Ok(());
    }
    cmd::run(&mut cmd::program(
        "rustup",
        &["component", "add", "rustfmt", "clippy"],
    ))
}

fn fmt() -> Result {
    cmd::run(&mut cargo(&["fmt", "--all", "--check"]))
}

/// `--locked` everywhere: CI must build what is committed in `Cargo.lock`,
/// and fail rather than quietly resolve newer dependencies.
fn clippy() -> Result {
    cmd::run(&mut cargo(&[
        "clippy",
        "--workspace",
        "--all-targets",
        "--locked",
        "--",
        "-D",
        "warnings",
    ]))
}

/// Removes the bless switch so that a stray `FENCELAB_BLESS` in the caller's
/// environment cannot turn a check into a silent rewrite of the expectations.
fn tests() -> Result {
    // No fast failing here: one broken test binary must not hide the others.
    let mut tests = cargo(&["test", "--workspace", "--locked", "--no-fail-fast"]);
    cmd::run(tests.env_remove(bless::ENV))
}
