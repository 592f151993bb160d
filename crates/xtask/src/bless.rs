//! `cargo xtask bless`: rewrites the checked-in expectations.
//!
//! Meant for after a human has read a failing golden-file diff and agreed
//! with it. The core's golden-transcript and schema tests, and the wasm
//! crate's test of its TypeScript declarations, rewrite their files instead
//! of comparing when [`ENV`] is set; this task sets it, then shows
//! which files changed so the rewrite is reviewed once more before a commit.

use crate::cmd::{self, cargo};
use crate::Result;

/// The variable the core's tests read; shared with `test`, which must never
/// bless by accident.
pub const ENV: &str = "FENCELAB_BLESS";

/// Runs the core's integration tests in bless mode, then lists what changed.
pub fn run() -> Result {
    eprintln!("==> rewriting expectations ({ENV}=1)");
    let mut tests = cargo(&["test", "--locked", "-p", "fencelab-core", "--test", "it"]);
    let blessed = cmd::run(tests.env(ENV, "1"));
    // The page's TypeScript declarations, generated from the views' schemas.
    let mut declarations = cargo(&[
        "test",
        "--locked",
        "-p",
        "fencelab-wasm",
        "--test",
        "declare",
    ]);
    let declared = cmd::run(declarations.env(ENV, "1"));
    // Shown even when a test failed: some files may already be rewritten.
    eprintln!("==> changed files under tests/, scenarios/, docs/ and crates/wasm/");
    cmd::run(&mut cmd::program(
        "git",
        &[
            "status",
            "--short",
            "tests",
            "scenarios",
            "docs",
            "crates/wasm",
        ],
    ))?;
    blessed.and(declared)
}
