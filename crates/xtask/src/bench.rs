//! `cargo xtask bench`: runs the core's benchmarks.
//!
//! Only the core has benchmarks; naming it keeps `cargo bench` from building
//! the rest of the workspace in release mode for nothing.

use crate::cmd::{self, cargo};
use crate::Result;

/// Runs the core's divan benchmarks against the committed `Cargo.lock`.
pub fn run() -> Result {
    eprintln!("==> running the core's benchmarks");
    cmd::run(&mut cargo(&["bench", "--locked", "-p", "fencelab-core"]))
}
