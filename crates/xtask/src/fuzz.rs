//! `cargo xtask fuzz --seconds N`: the fuzzers, each for N seconds.
//!
//! Two libFuzzer targets in `fuzz/` (cargo-fuzz, which needs a nightly
//! toolchain; the project's own build never does): any bytes as a
//! scenario file, seeded with `scenarios/` and the saved regressions, and
//! random well-formed scenarios. Then the page's link reader, fuzzed in
//! Node against the wasm build in `dist/` (`tests/fuzz/link.mjs`). An input
//! that breaks a promise is saved under `tests/fuzz/` (scenarios in
//! `scenarios/`, links in `links.txt`), where the stable tests and the next
//! fuzz run replay it, and the task fails naming it.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use crate::cmd::{self, workspace_root};
use crate::{site, tools, Result};

/// The Rust targets, in the order they run.
const TARGETS: &[&str] = &["scenario_bytes", "scenario_shaped"];

/// Runs every fuzzer for `seconds` and prints how many inputs each tried.
pub fn run(seconds: u64) -> Result {
    ensure_nightly()?;
    ensure_cargo_fuzz()?;
    for target in TARGETS {
        fuzz_target(target, seconds)?;
    }
    if !workspace_root()
        .join("dist/pkg/fencelab_wasm_bg.wasm")
        .exists()
    {
        site::run()?;
    }
    tools::ensure_node()?;
    let dist = workspace_root().join("dist");
    cmd::run(&mut cmd::program(
        "node",
        &[
            "tests/fuzz/link.mjs",
            &dist.to_string_lossy(),
            &seconds.to_string(),
        ],
    ))
    .map_err(|err| {
        format!("{err}\nThe link is saved in tests/fuzz/links.txt: review it and commit it.").into()
    })
}

/// Reads `--seconds N` from the task's arguments.
pub fn seconds(args: &[&str]) -> Option<u64> {
    match args {
        ["--seconds", n] => n.parse().ok().filter(|&n| n > 0),
        _ => None,
    }
}

/// Fuzzes one target; saves what broke it as a regression input.
fn fuzz_target(target: &str, seconds: u64) -> Result {
    let root = workspace_root();
    let work = root.join("target/fuzz");
    let corpus = work.join("corpus").join(target);
    fs::create_dir_all(&corpus)?;
    let saved = work.join(format!("{target}-broken.json"));
    let _ = fs::remove_file(&saved);
    let log = work.join(format!("{target}.log"));
    let regressions = root.join("tests/fuzz/scenarios");
    let time = format!("-max_total_time={seconds}");
    let mut fuzz = cmd::program(
        "rustup",
        &[
            "run",
            "nightly",
            "cargo",
            "fuzz",
            "run",
            "-O",
            target,
            &corpus.to_string_lossy(),
            &root.join("scenarios").to_string_lossy(),
            &regressions.to_string_lossy(),
            "--",
            &time,
            "-max_len=16384",
            "-print_final_stats=1",
        ],
    );
    fuzz.current_dir(root.join("fuzz"))
        .env_remove("CARGO")
        .env_remove("RUSTUP_TOOLCHAIN")
        .env("FENCELAB_FUZZ_SAVE", &saved)
        .stdout(Stdio::null())
        .stderr(fs::File::create(&log)?);
    eprintln!("    fuzzing {target} for {seconds} s");
    let status = fuzz.status()?;
    let text = fs::read_to_string(&log).unwrap_or_default();
    if status.success() {
        let runs = text
            .lines()
            .find_map(|l| l.strip_prefix("stat::number_of_executed_units:"))
            .map_or("?".to_owned(), |n| n.trim().to_owned());
        eprintln!("    {target}: {runs} inputs, no promise broken");
        return Ok(());
    }
    let tail: Vec<&str> = text.lines().rev().take(25).collect();
    let kept = keep(
        target,
        &saved,
        &root.join("fuzz/artifacts").join(target),
        &regressions,
    )?;
    Err(format!(
        "{}\nfuzzing {target} broke a promise (log: {}); the input is saved as {}: \
         review it and commit it, and the stable tests will replay it",
        tail.into_iter().rev().collect::<Vec<_>>().join("\n"),
        log.display(),
        kept.map_or("nothing (no input was written)".to_owned(), |p| p
            .display()
            .to_string()),
    )
    .into())
}

/// Copies the scenario that broke a promise into the regressions: the text
/// the shaped target saved, or the newest crash input libFuzzer wrote.
fn keep(target: &str, saved: &Path, artifacts: &Path, into: &Path) -> Result<Option<PathBuf>> {
    let source = if saved.exists() {
        Some(saved.to_path_buf())
    } else {
        fs::read_dir(artifacts).ok().and_then(|entries| {
            entries
                .filter_map(|e| e.ok())
                .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
                .max()
                .map(|(_, path)| path)
        })
    };
    let Some(source) = source else {
        return Ok(None);
    };
    let bytes = fs::read(&source)?;
    let name = format!("{target}-{:016x}.json", fnv(&bytes));
    let path = into.join(name);
    fs::write(&path, bytes)?;
    Ok(Some(path))
}

/// A short, stable name for an input: FNV-1a of its bytes.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A nightly toolchain beside the stable one, which stays the default.
fn ensure_nightly() -> Result {
    if cmd::succeeds(&mut cmd::program(
        "rustup",
        &["run", "nightly", "rustc", "--version"],
    )) {
        return Ok(());
    }
    eprintln!("    installing a nightly toolchain for the fuzzers (the default stays as it is)");
    cmd::run(&mut cmd::program(
        "rustup",
        &["toolchain", "install", "nightly", "--profile", "minimal"],
    ))
}

/// cargo-fuzz from the Rust package registry.
fn ensure_cargo_fuzz() -> Result {
    if cmd::succeeds(&mut cmd::program("cargo-fuzz", &["--version"])) {
        return Ok(());
    }
    eprintln!("    installing cargo-fuzz");
    cmd::run(&mut cmd::program(
        "cargo",
        &["install", "cargo-fuzz", "--locked"],
    ))
}
