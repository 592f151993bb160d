//! The `fencelab` command: runs, checks and describes scenario files, and
//! packs one into a link.
//!
//! This crate only translates between the command line and the core: every
//! lock, lease, token and outcome decision, and every sentence of the
//! transcript, comes from `fencelab-core`.
//!
//! Exit codes: 0 when the command did its job, 2 when the input was wrong
//! (usage, a scenario file or link, a `--set`), 1 for anything else, such
//! as output or a `--svg` file that could not be written.

mod args;
mod check;
mod explore;
mod knobs;
mod lang;
mod link;
mod load;
mod run;
mod share;
mod sweep;

use std::io::{self, Write};
use std::process::ExitCode;

use args::Command;
use fencelab_words::say;

/// Why a command stopped early; the variant decides the exit code.
#[derive(Debug)]
pub enum Failure {
    /// The input was wrong. The text is the one-line reason, without the
    /// `fencelab:` prefix. Exit code 2.
    Input(String),
    /// Writing the output failed. Exit code 1, except that a reader who went
    /// away (`| head`) is not an error worth a word.
    Output(io::Error),
    /// A file the command was asked to write could not be written. The
    /// text is the one-line reason, naming the file. Exit code 1.
    File(String),
}

/// Only writing to stdout produces an `io::Error` that reaches `?`: reading a
/// scenario file is an input problem and `load` reports it as one.
impl From<io::Error> for Failure {
    fn from(err: io::Error) -> Failure {
        Failure::Output(err)
    }
}

fn main() -> ExitCode {
    match try_main() {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Output(err)) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(err)) => {
            complain(&format!("cannot write the output: {err}"));
            ExitCode::from(1)
        }
        Err(Failure::File(reason)) => {
            complain(&reason);
            ExitCode::from(1)
        }
        Err(Failure::Input(reason)) => {
            complain(&reason);
            ExitCode::from(2)
        }
    }
}

/// Parses the arguments and runs the command, writing to stdout.
fn try_main() -> Result<(), Failure> {
    let (args, catalogue) =
        lang::take(std::env::args_os().skip(1).collect()).map_err(Failure::Input)?;
    if let Some(catalogue) = catalogue {
        lang::speak(catalogue);
    }
    let command = args::parse(args).map_err(Failure::Input)?;
    let mut out = io::stdout().lock();
    match command {
        Command::Run(options) => run::run(&options, &mut out)?,
        Command::Sweep(options) => sweep::sweep(&options, &mut out)?,
        Command::Explore(options) => explore::explore(&options, &mut out)?,
        Command::Check { paths, solutions } => check::check(&paths, solutions, &mut out)?,
        Command::Knobs { file } => knobs::knobs(&file, &mut out)?,
        Command::Link { file } => share::link(&file, &mut out)?,
        Command::Help => writeln!(out, "{}", say!("cli-usage"))?,
        Command::Version => writeln!(out, "fencelab {}", env!("CARGO_PKG_VERSION"))?,
    }
    out.flush()?;
    Ok(())
}

/// `eprintln!` panics when stderr is gone; a failed complaint is dropped instead.
fn complain(reason: &str) {
    let _ = writeln!(io::stderr().lock(), "fencelab: {reason}");
}
