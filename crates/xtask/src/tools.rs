//! Installs what the page and its tests need, once, on a fresh machine.
//!
//! Each `ensure_*` first checks whether the tool is already there (and the
//! right version), so a second run costs a few process starts. Everything
//! comes from the package registries this project may reach: the Rust
//! package registry for wasm-pack and wasm-bindgen-cli, npm for TypeScript,
//! playwright-core and binaryen's wasm-opt, Debian for Chromium. Nothing downloads a browser or
//! a binary from anywhere else.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::cmd::{self, cargo};
use crate::Result;

/// Where Debian's Chromium lives once installed.
pub const CHROMIUM: &str = "/usr/bin/chromium";
/// Debian's ChromeDriver, which wasm-bindgen-test drives.
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// The wasm target for rustc.
pub fn ensure_wasm_target() -> Result {
    let installed = cmd::output(&mut cmd::program(
        "rustup",
        &["target", "list", "--installed"],
    ))?;
    if installed
        .lines()
        .any(|l| l.trim() == "wasm32-unknown-unknown")
    {
        return Ok(());
    }
    cmd::run(&mut cmd::program(
        "rustup",
        &["target", "add", "wasm32-unknown-unknown"],
    ))
}

/// wasm-pack, which drives the wasm build; 0.13 or newer, for `--profile`
/// and `--no-pack`.
pub fn ensure_wasm_pack() -> Result {
    let have = cmd::output(&mut program("wasm-pack", &["--version"])?).unwrap_or_default();
    if version(&have).is_some_and(|v| v >= (0, 13)) {
        return Ok(());
    }
    eprintln!("    installing wasm-pack from the Rust package registry (about 2 minutes, once)");
    cmd::run(&mut cargo(&["install", "wasm-pack", "--locked", "--force"]))
}

/// Node.js 20.10 or newer: playwright-core needs 20, and the test runner's
/// `--test-concurrency` came in 20.10. Node is not installed here: it comes
/// with the machine, and a wrong one gets a clear message.
pub fn ensure_node() -> Result {
    let have = cmd::output(&mut cmd::program("node", &["--version"]))
        .map_err(|err| format!("{err}\nThe browser tests need Node.js 20.10 or newer."))?;
    match version(have.trim_start_matches('v')) {
        Some(v) if v >= (20, 10) => Ok(()),
        _ => Err(format!(
            "the browser tests need Node.js 20.10 or newer; `node --version` says {}",
            have.trim()
        )
        .into()),
    }
}

/// The major and minor numbers of the first version-looking word, as in
/// `wasm-pack 0.15.1` or `20.20.2`.
fn version(text: &str) -> Option<(u32, u32)> {
    text.split_whitespace().find_map(|word| {
        let mut parts = word.trim_start_matches('v').split('.');
        let major = parts.next()?.parse().ok()?;
        let minor = parts.next()?.parse().ok()?;
        Some((major, minor))
    })
}

/// wasm-bindgen-cli at exactly the version of the `wasm-bindgen` crate in
/// `Cargo.lock`: the two must match, and wasm-pack cannot fetch it here.
pub fn ensure_wasm_bindgen() -> Result {
    let wanted = locked_version("wasm-bindgen")?;
    let have = cmd::output(&mut program("wasm-bindgen", &["--version"])?).unwrap_or_default();
    if have.split_whitespace().nth(1) == Some(wanted.as_str()) {
        return Ok(());
    }
    eprintln!("    installing wasm-bindgen-cli {wanted} from the Rust package registry (about 2 minutes, once)");
    cmd::run(&mut cargo(&[
        "install",
        "wasm-bindgen-cli",
        "--version",
        &format!("={wanted}"),
        "--locked",
        "--force",
    ]))
}

/// The npm packages in `package-lock.json`, installed with `npm ci` when
/// `node_modules` is missing or older than the lock file.
pub fn ensure_npm_packages() -> Result {
    let root = cmd::workspace_root();
    let lock = modified(&root.join("package-lock.json"));
    let installed = modified(&root.join("node_modules/.package-lock.json"));
    if lock.is_some() && installed >= lock {
        return Ok(());
    }
    cmd::run(&mut cmd::program("npm", &["ci", "--no-audit", "--no-fund"]))
}

/// Debian's Chromium and ChromeDriver, installed with apt when missing.
pub fn ensure_chromium() -> Result {
    ensure_debian(
        &[(CHROMIUM, "chromium"), (CHROMEDRIVER, "chromium-driver")],
        &format!(
            "The browser tests need Chromium at {CHROMIUM} and ChromeDriver at {CHROMEDRIVER}."
        ),
    )
}

/// Installs with apt, as root, the Debian package of each program in
/// `programs` (its path, its package) that is missing; `why` opens the
/// message if the install cannot run. The one way every task installs
/// from Debian: Chromium, the other browsers, the real services.
pub fn ensure_debian(programs: &[(&str, &str)], why: &str) -> Result {
    let missing: Vec<&str> = programs
        .iter()
        .filter(|(path, _)| !Path::new(path).exists())
        .map(|(_, package)| *package)
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    eprintln!("    installing Debian's {}", missing.join(", "));
    let apt = |args: &[&str]| {
        let mut apt = cmd::program("apt-get", args);
        apt.env("DEBIAN_FRONTEND", "noninteractive");
        apt
    };
    let mut install = vec!["install", "-y"];
    install.extend(&missing);
    cmd::run(&mut apt(&["update"]))
        .and_then(|()| cmd::run(&mut apt(&install)))
        .map_err(|err| {
            format!(
                "{err}\n{why} Install Debian's packages {} (as root), then run this again.",
                missing.join(", ")
            )
            .into()
        })
}

/// `node_modules/.bin`, where npm puts `tsc` and binaryen's `wasm-opt`.
pub fn npm_bin() -> PathBuf {
    cmd::workspace_root().join("node_modules").join(".bin")
}

/// `PATH` with `node_modules/.bin` and cargo's own `bin` in front: wasm-pack
/// must find binaryen's `wasm-opt` and our `wasm-bindgen` instead of trying
/// to download its own, and a fresh machine may not have cargo's `bin` on
/// `PATH` although `cargo install` puts the tools there.
pub fn path() -> Result<std::ffi::OsString> {
    let mut dirs = vec![npm_bin(), cargo_bin()];
    if let Some(path) = env::var_os("PATH") {
        dirs.extend(env::split_paths(&path));
    }
    Ok(env::join_paths(dirs)?)
}

/// A command for one of the installed tools, found on [`path`].
pub fn program(name: &str, args: &[&str]) -> Result<Command> {
    let mut command = cmd::program(name, args);
    command.env("PATH", path()?);
    Ok(command)
}

/// Where `cargo install` puts binaries: `$CARGO_HOME/bin`, by default `~/.cargo/bin`.
fn cargo_bin() -> PathBuf {
    let home = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")))
        .unwrap_or_else(|| PathBuf::from(".cargo"));
    home.join("bin")
}

/// The version of `package` recorded in `Cargo.lock`.
fn locked_version(package: &str) -> Result<String> {
    let lock = fs::read_to_string(cmd::workspace_root().join("Cargo.lock"))?;
    let needle = format!("name = \"{package}\"\n");
    let rest = lock
        .split("[[package]]\n")
        .find_map(|entry| entry.strip_prefix(&needle))
        .ok_or_else(|| format!("Cargo.lock has no package {package}"))?;
    let version = rest
        .lines()
        .find_map(|line| line.strip_prefix("version = \""))
        .and_then(|v| v.strip_suffix('"'))
        .ok_or_else(|| format!("Cargo.lock has no version for {package}"))?;
    Ok(version.to_owned())
}

fn modified(path: &Path) -> Option<std::time::SystemTime> {
    fs::metadata(path).and_then(|m| m.modified()).ok()
}
