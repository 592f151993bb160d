//! The project's own tasks, run with `cargo xtask <task>`.
//!
//! Following the xtask pattern, the commands a contributor or CI needs are
//! written in Rust instead of shell, so they behave the same on every machine
//! and need nothing but a Rust toolchain. The crate uses only `std` so that it
//! builds fast on a fresh machine.
//!
//! - `serve` builds the wasm and the page and serves them on loopback.
//! - `dist` writes the self-contained static site to `dist/`, and the whole
//!   page as one file that works offline, `dist/fencelab.html`, and that
//!   file as a SCORM 1.2 package, `dist/fencelab-scorm12.zip`.
//! - `test` is the one test command; CI runs exactly it (through `.ci/run`).
//! - `browser` builds `dist/` and runs only the browser tests.
//! - `fuzz --seconds N` runs each fuzzer for N seconds (a nightly
//!   toolchain and cargo-fuzz are installed for it when missing).
//! - `real` replays the stories on real etcd and PostgreSQL and compares
//!   each outcome with the model's.
//! - `smoke` builds `dist/` and runs the smoke suite in Chromium, Firefox
//!   and WebKit.
//! - `bless` rewrites the checked-in expectations after a human reviewed them.
//! - `bench` builds `dist/`, measures the safety map natively, in wasm and
//!   against the article's Python, times the page and weighs its files, and
//!   prints one table.
//!
//! Tools the page needs (wasm-pack, wasm-bindgen-cli, npm packages,
//! Chromium) are installed by the tasks themselves when missing; see `tools.rs`.
//!
//! Every task runs its child commands from the workspace root with inherited
//! stdio and stops at the first one that fails.

mod bench;
mod bless;
mod cmd;
mod cycles;
mod encode;
mod fuzz;
mod js;
mod lean;
mod preload;
mod real;
mod scorm;
mod serve;
mod sha256;
mod single;
mod site;
mod smoke;
mod test;
mod tools;
mod words;

use std::env;
use std::process::ExitCode;

/// Errors are only ever printed, so a boxed error is all the structure needed.
type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

const USAGE: &str = "\
Usage: cargo xtask <task>

Tasks:
  serve   build the wasm and the page, and serve them at http://127.0.0.1:8000/
  dist    write the static site to dist/ (what you upload to a host), and
          dist/fencelab.html, the page in one file that works offline
  test    check formatting, run clippy and run all tests (what CI runs)
  browser build dist/ and run only the browser tests (quicker while editing www/)
  fuzz --seconds N
          fuzz the scenario reader and the link reader for N seconds each
          (installs a nightly toolchain and cargo-fuzz when missing)
  real    replay the stories on real etcd and PostgreSQL (installed from
          Debian's packages when missing) and compare each with the model;
          `real --bless` rewrites the recordings in tests/real/;
          `real --random N [--seed-base B]` replays each experiment at N
          random settings, drawn as `fencelab explore` draws them
  smoke   build dist/ and run the smoke suite in Chromium, Firefox and WebKit
          (Debian's firefox-esr, webkit2gtk-driver and xvfb, installed when missing)
  cycles  fail if two modules of a crate reach into each other, round a loop
  bless   rewrite golden transcripts and schemas, then show what changed
  bench   measure the safety map (native, wasm, Python), the page's updates
          and its size, and print one table
  help    print this message
";

/// Exit code for a mistyped command line, as distinct from a failed task.
const USAGE_ERROR: u8 = 2;

fn main() -> ExitCode {
    match try_main() {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::FAILURE
        }
    }
}

/// Runs the task named on the command line. A usage error is not an `Err`
/// because it gets the usage text and its own exit code rather than one line.
fn try_main() -> Result<ExitCode> {
    let args: Vec<String> = env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        [] | ["help" | "-h" | "--help"] => print!("{USAGE}"),
        ["serve"] => serve::run()?,
        ["dist"] => site::run()?,
        ["test"] => test::run()?,
        ["browser"] => test::browser()?,
        ["bless"] => bless::run()?,
        ["cycles"] => cycles::run()?,
        ["smoke"] => smoke::run()?,
        ["real", rest @ ..] => match real::mode(rest) {
            Some(mode) => real::replay(mode)?,
            None => {
                eprintln!(
                    "error: `real` takes nothing, `--bless`, or `--random N [--seed-base B]`\n"
                );
                eprint!("{USAGE}");
                return Ok(ExitCode::from(USAGE_ERROR));
            }
        },
        ["fuzz", rest @ ..] => match fuzz::seconds(rest) {
            Some(seconds) => fuzz::run(seconds)?,
            None => {
                eprintln!("error: `fuzz` takes `--seconds N`, N a whole number above 0\n");
                eprint!("{USAGE}");
                return Ok(ExitCode::from(USAGE_ERROR));
            }
        },
        ["bench"] => bench::run()?,
        [task, ..] => {
            if matches!(
                *task,
                "serve"
                    | "dist"
                    | "test"
                    | "browser"
                    | "bless"
                    | "bench"
                    | "real"
                    | "smoke"
                    | "cycles"
            ) {
                eprintln!("error: `{task}` takes no arguments\n");
            } else {
                eprintln!("error: unknown task `{task}`\n");
            }
            eprint!("{USAGE}");
            return Ok(ExitCode::from(USAGE_ERROR));
        }
    }
    Ok(ExitCode::SUCCESS)
}
