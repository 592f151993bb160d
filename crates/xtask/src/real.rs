//! `cargo xtask real`: the stories replayed on real etcd and PostgreSQL.
//!
//! Installs what the replay needs from Debian's packages when it is
//! missing, builds `fencelab-real` and runs it: one row per experiment,
//! real verdict against the model's, and `real: N of M experiments agree`.
//! The recordings go to `target/real/`; with `--bless` they replace the
//! committed ones in `tests/real/`, for a human to review and commit.

use std::path::Path;

use crate::cmd::{self, cargo, workspace_root};
use crate::Result;

/// The programs the replay and the services' tests start, and the Debian
/// package each comes from.
const PROGRAMS: &[(&str, &str)] = &[
    ("/usr/bin/etcd", "etcd-server"),
    ("/usr/bin/etcdctl", "etcd-client"),
    ("/usr/bin/redis-server", "redis-server"),
    ("/usr/bin/faketime", "faketime"),
    ("/usr/lib/postgresql/15/bin/initdb", "postgresql"),
];

/// Replays every story and fails unless all agree with the model.
pub fn run(bless: bool) -> Result {
    ensure_services()?;
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
/// browser's Chromium is installed: only what is missing, with one message
/// naming the packages if the install cannot run.
pub fn ensure_services() -> Result {
    let missing: Vec<&str> = PROGRAMS
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
    let mut install = vec!["install", "-y", "--no-install-recommends"];
    install.extend(&missing);
    cmd::run(&mut apt(&["update"]))
        .and_then(|()| cmd::run(&mut apt(&install)))
        .map_err(|err| {
            format!(
                "{err}\nThe check against real systems needs Debian's packages {}. \
                 Install them (as root), then run this again.",
                missing.join(", ")
            )
            .into()
        })
}
