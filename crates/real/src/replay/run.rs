//! Replays one experiment on real services and records what happened.
//!
//! The runner prepares the services (etcd started afresh with its revision
//! moved to the scenario's first token, or Redis nodes started for this
//! replay; a PostgreSQL table per resource), starts one client process per
//! client of the scenario, and from then on only does what the world does
//! to the clients and the lock service: it stops a client's process for its
//! pause and lets it go again, restarts etcd or fails Redis over when the
//! scenario's lock service does, steps a Redis node's clock, and watches the
//! lock key to see when a lease ends. Every wait is bounded.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use fencelab_core::spec::{DidSpec, FactSpec, FinalSpec, RecordingFile, SystemSpec};
use fencelab_core::{settings_line, FaultKind, Scenario, World};
use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;

use super::client::{real_us, unix_us};
use super::line::{ClientArgs, ClientLine};
use super::redis_side::RedisSide;
use super::sql;
use super::stories::{LockPlay, Replay};
use super::watch::{expiries, node_ends, order_answered_together, watch, KeyChange, Seen, Watch};
use crate::{Etcd, EtcdClient, Folder, Postgres};

/// The running services every replay shares.
pub struct Stage {
    folder: Folder,
    etcd: Etcd,
    postgres: Postgres,
    etcd_version: String,
    pg_version: String,
    replays: u32,
}

/// The key every replay's clients lock.
const LOCK: &str = "fencelab/lock";

/// How long the clients have to start before the story's time begins.
const STARTUP: Duration = Duration::from_millis(400);

/// How long after the model's last event a replay may run before it is
/// called hung, in real time on top of the scaled story.
const GRACE: Duration = Duration::from_secs(15);

impl Stage {
    /// Starts etcd and PostgreSQL in a fresh temporary folder.
    pub fn start() -> Result<Stage, String> {
        let folder = Folder::new().map_err(|e| format!("cannot make a temporary folder: {e}"))?;
        let etcd = Etcd::start(&folder).map_err(|e| e.to_string())?;
        let postgres = Postgres::start(&folder).map_err(|e| e.to_string())?;
        let etcd_version = etcd.version().map_err(|e| e.to_string())?;
        let pg_version = postgres.version().map_err(|e| e.to_string())?;
        Ok(Stage {
            folder,
            etcd,
            postgres,
            etcd_version,
            pg_version,
            replays: 0,
        })
    }

    /// The services' names and versions: "etcd 3.4.23, PostgreSQL 15.18";
    /// the Redis nodes start with each replay that uses them, and each such
    /// recording names their versions.
    pub fn versions(&self) -> String {
        format!(
            "etcd {}, PostgreSQL {}; Redis as each Redis row's recording says",
            self.etcd_version, self.pg_version
        )
    }

    /// Replays one experiment and returns its recording.
    pub fn replay(&mut self, replay: &Replay, file: &Path) -> Result<RecordingFile, String> {
        self.replays += 1;
        let text = std::fs::read_to_string(file)
            .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let mut scenario =
            Scenario::from_json(&text).map_err(|e| format!("{}: {e}", file.display()))?;
        for s in replay.settings {
            scenario.assign(s).map_err(|e| e.to_string())?;
        }
        let world = scenario.world().clone();
        let scale = replay.real_ms_per_second;
        let model = fencelab_core::Simulation::new(&scenario)
            .map_err(|e| e.to_string())?
            .run();
        let model_end = model.events.last().map_or(0, |e| e.at.ms());

        let etcd = self.etcd.client();
        let primary_file = self.folder.join(&format!("primary-{}.txt", self.replays));
        let mut redis = match replay.lock {
            LockPlay::EtcdKey | LockPlay::EtcdLockApi => {
                self.etcd.restart_empty().map_err(|e| e.to_string())?;
                pad(&etcd, world.lock.first_token.0 as i64 - 1)?;
                None
            }
            LockPlay::RedisFailover => Some(RedisSide::failover_pair(
                &self.folder,
                world.lock.first_token.0,
                &primary_file,
            )?),
            LockPlay::Redlock => Some(RedisSide::redlock(&self.folder, &world, &primary_file)?),
        };
        let mut pg = self.postgres.client().map_err(|e| e.to_string())?;
        sql::prepare(&mut pg, &world).map_err(|e| e.to_string())?;
        let mut spares = Vec::new();
        if matches!(replay.lock, LockPlay::EtcdKey | LockPlay::EtcdLockApi) {
            for fault in &world.lock.faults {
                spares.push(Some(self.spare(&world, fault.kind)?));
            }
        } else {
            for fault in &world.lock.faults {
                match fault.kind {
                    FaultKind::Failover { .. } if replay.lock == LockPlay::RedisFailover => {
                        spares.push(None)
                    }
                    other => return Err(format!("Redis cannot play this fault here: {other:?}")),
                }
            }
        }
        // A failover's replica stops copying after the grant that is
        // `behind` grants short of the model's last before the failover.
        let cut_after = cut_after(&model, &world);
        if cut_after == Some(0) {
            if let Some(redis) = &mut redis {
                redis.cut_replica()?;
            }
        }
        // Each lock node's clock jumps, in real microseconds and real ms.
        let mut jumps: Vec<(u64, u16, i64)> = Vec::new();
        for (n, clock) in world.lock.nodes.iter().enumerate() {
            for &(at, by) in &clock.jumps {
                jumps.push((at.ms() * u64::from(scale), n as u16 + 1, by));
            }
        }
        if !jumps.is_empty() && replay.lock != LockPlay::Redlock {
            return Err("only Redlock's nodes can have their clocks moved here".to_owned());
        }
        let effects = self.folder.join(&format!("effects-{}.txt", self.replays));
        let _ = std::fs::remove_file(&effects);

        let start_unix_us = unix_us() + STARTUP.as_micros() as u64;
        let args = |name: &str| ClientArgs {
            scenario: file.to_path_buf(),
            settings: settings_line(&scenario),
            client: name.to_owned(),
            etcd_port: self.etcd.client_port(),
            pg_port: self.postgres.port(),
            lock: LOCK.to_owned(),
            lock_play: replay.lock,
            redis_ports: redis.as_ref().map_or(Vec::new(), RedisSide::ports),
            primary_file: primary_file.clone(),
            effects: effects.clone(),
            start_unix_us,
            real_ms_per_second: scale,
        };
        let (tx, rx) = mpsc::channel::<(usize, Option<ClientLine>)>();
        let mut clients = Clients::default();
        for (i, config) in world.clients.iter().enumerate() {
            let args = serde_json::to_string(&args(&config.name)).expect("plain data");
            let mut child = Command::new(client_program()?)
                .arg(args)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::inherit())
                .spawn()
                .map_err(|e| format!("cannot start the client process for {}: {e}", config.name))?;
            // A Ctrl-C must stop the clients too, a paused one included.
            crate::process::adopt(child.id());
            let stdout = child.stdout.take().expect("piped");
            let stdin = child.stdin.take().expect("piped");
            let tx = tx.clone();
            thread::spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    let parsed = serde_json::from_str(&line).unwrap_or(ClientLine::Failed {
                        message: format!("said something that is not a line: {line}"),
                    });
                    if tx.send((i, Some(parsed))).is_err() {
                        return;
                    }
                }
                let _ = tx.send((i, None));
            });
            clients.list.push((child, stdin));
        }
        drop(tx);

        let changes = Arc::new(Mutex::new(Vec::<KeyChange>::new()));
        let watching = Arc::new(AtomicBool::new(true));
        let what = match (replay.lock, &redis) {
            (LockPlay::EtcdKey, _) => Watch::EtcdKey(etcd.clone(), LOCK.to_owned()),
            (LockPlay::EtcdLockApi, _) => Watch::EtcdLockApi(etcd.clone(), LOCK.to_owned()),
            (LockPlay::RedisFailover, Some(r)) => {
                Watch::RedisPrimary(r.primary_port(), LOCK.to_owned())
            }
            (LockPlay::Redlock, Some(r)) => Watch::RedisNodes(r.ports(), LOCK.to_owned()),
            _ => unreachable!("Redis is started for a Redis replay"),
        };
        let watcher = watch(
            what.clone(),
            start_unix_us,
            changes.clone(),
            watching.clone(),
        );

        let mut seen: Vec<Seen> = Vec::new();
        let mut grants = 0usize;
        let mut faults: Vec<(u64, Option<std::path::PathBuf>)> = world
            .lock
            .faults
            .iter()
            .map(|f| f.at.ms() * u64::from(scale))
            .zip(spares)
            .collect();
        let mut wakes: Vec<(u64, usize)> = Vec::new();
        let mut open = world.clients.len();
        let bound = STARTUP + Duration::from_millis(model_end * u64::from(scale) / 1000) + GRACE;
        let deadline = Instant::now() + bound;
        let result = (|| -> Result<(), String> {
            while open > 0 {
                let now = real_us(start_unix_us);
                if let Some(pos) = faults.iter().position(|(at, _)| *at <= now) {
                    let (_, store) = faults.remove(pos);
                    let did = match (store, &mut redis) {
                        (Some(store), _) => {
                            self.etcd.restart_with(store).map_err(|e| e.to_string())?;
                            DidSpec::Restarted
                        }
                        (None, Some(redis)) => {
                            redis.fail_over()?;
                            DidSpec::FailedOver
                        }
                        (None, None) => unreachable!("a fault without etcd is Redis's"),
                    };
                    seen.push(Seen {
                        real_us: now,
                        client: None,
                        did,
                        unlocked: None,
                    });
                    continue;
                }
                if let Some(pos) = jumps.iter().position(|(at, _, _)| *at <= now) {
                    let (_, node, by) = jumps.remove(pos);
                    if let Some(redis) = &mut redis {
                        redis.jump(by * i64::from(scale) / 1000)?;
                    }
                    seen.push(Seen {
                        real_us: now,
                        client: None,
                        did: DidSpec::ClockJumped { node, by_ms: by },
                        unlocked: None,
                    });
                    continue;
                }
                if let Some(pos) = wakes.iter().position(|(at, _)| *at <= now) {
                    let (_, i) = wakes.remove(pos);
                    let (child, stdin) = &mut clients.list[i];
                    signal(child, Signal::SIGCONT)?;
                    seen.push(Seen {
                        real_us: real_us(start_unix_us),
                        client: Some(world.clients[i].name.clone()),
                        did: DidSpec::Woke,
                        unlocked: None,
                    });
                    writeln!(stdin, "go")
                        .map_err(|e| format!("cannot wake {}: {e}", world.clients[i].name))?;
                    continue;
                }
                if Instant::now() > deadline {
                    return Err(format!(
                        "the clients had not finished after {} s: a client hangs",
                        bound.as_secs()
                    ));
                }
                let next = faults
                    .iter()
                    .map(|(at, _)| *at)
                    .chain(wakes.iter().map(|(at, _)| *at))
                    .chain(jumps.iter().map(|(at, _, _)| *at))
                    .min()
                    .map_or(Duration::from_millis(50), |at| {
                        Duration::from_micros(at.saturating_sub(now)).min(Duration::from_millis(50))
                    });
                match rx.recv_timeout(next) {
                    Ok((_, None)) => open -= 1,
                    Ok((
                        i,
                        Some(ClientLine::Did {
                            real_us,
                            did,
                            unlocked,
                        }),
                    )) => {
                        let granted = matches!(did, DidSpec::Granted { .. });
                        seen.push(Seen {
                            real_us,
                            client: Some(world.clients[i].name.clone()),
                            did,
                            unlocked,
                        });
                        if granted {
                            grants += 1;
                            if Some(grants) == cut_after {
                                if let Some(redis) = &mut redis {
                                    redis.cut_replica()?;
                                }
                            }
                        }
                    }
                    Ok((i, Some(ClientLine::Pause { for_ms }))) => {
                        signal(&clients.list[i].0, Signal::SIGSTOP)?;
                        let at = real_us(start_unix_us);
                        seen.push(Seen {
                            real_us: at,
                            client: Some(world.clients[i].name.clone()),
                            did: DidSpec::Paused,
                            unlocked: None,
                        });
                        wakes.push((at + for_ms * u64::from(scale), i));
                    }
                    Ok((i, Some(ClientLine::Failed { message }))) => {
                        return Err(format!("client {}: {message}", world.clients[i].name))
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => {}
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                }
            }
            Ok(())
        })();
        watching.store(false, Ordering::SeqCst);
        let _ = watcher.join();
        clients.finish();
        result?;

        let changes: Vec<KeyChange> = changes.lock().expect("the watcher has stopped").clone();
        seen.sort_by_key(|s| s.real_us);
        if replay.lock == LockPlay::EtcdLockApi {
            order_answered_together(&mut seen, 5_000);
        }
        let checks = world.lock.release_checks_holder;
        expiries(&mut seen, &changes, &what, world.lock.quorum(), checks);
        seen.sort_by_key(|s| s.real_us);
        node_ends(&mut seen, &changes, &what, scale);
        if replay.lock == LockPlay::Redlock {
            // Redlock hands out no token: the grants are numbered in their
            // order, as the model's counter numbers them with tokens off,
            // and each write carries its writer's number. Nothing checks it.
            let mut next = world.lock.first_token.0;
            let mut current: Vec<(Option<String>, u64)> = Vec::new();
            for s in &mut seen {
                match &mut s.did {
                    DidSpec::Granted { token, .. } => {
                        *token = next;
                        current.retain(|(c, _)| *c != s.client);
                        current.push((s.client.clone(), next));
                        next += 1;
                    }
                    DidSpec::Wrote { token, .. } => {
                        if let Some((_, t)) = current.iter().find(|(c, _)| *c == s.client) {
                            *token = *t;
                        }
                    }
                    _ => {}
                }
            }
        }
        let facts = seen
            .into_iter()
            .map(|s| FactSpec {
                at_ms: s.real_us / u64::from(scale),
                client: s.client,
                did: s.did,
            })
            .collect();
        let mut finals = Vec::new();
        for (i, config) in world.resources.iter().enumerate() {
            let (value, _) = sql::read(&mut pg, fencelab_core::ResourceId(i as u16))
                .map_err(|e| e.to_string())?;
            finals.push(FinalSpec {
                resource: config.name.clone(),
                value,
            });
        }
        let stores: Vec<&str> = world.resources.iter().map(|r| r.name.as_str()).collect();
        let lock_systems = match &redis {
            Some(redis) => redis.systems(),
            None => vec![SystemSpec {
                name: "etcd".to_owned(),
                version: self.etcd_version.clone(),
                plays: match replay.lock {
                    LockPlay::EtcdLockApi => "the lock service, through its lock API".to_owned(),
                    _ => "the lock service".to_owned(),
                },
            }],
        };
        drop(redis);
        Ok(RecordingFile {
            scenario: replay.scenario.to_owned(),
            settings: settings_line(&scenario),
            systems: lock_systems
                .into_iter()
                .chain([SystemSpec {
                    name: "PostgreSQL".to_owned(),
                    version: self.pg_version.clone(),
                    plays: stores.join(", "),
                }])
                .collect(),
            real_ms_per_second: scale,
            facts,
            finals,
        })
    }

    /// The store etcd restarts with for a fault: empty, its revision where
    /// the scenario says a restarted lock service counts from, made before
    /// the story starts so the restart itself takes only a restart's time.
    fn spare(&mut self, world: &World, kind: FaultKind) -> Result<std::path::PathBuf, String> {
        match kind {
            FaultKind::Restart {
                durable_counter: false,
                reset_to,
            } => {
                let next = world.lock.restart_token(reset_to);
                self.etcd
                    .prepare_empty(next.0 as i64 - 1)
                    .map_err(|e| e.to_string())
            }
            other => Err(format!(
                "etcd cannot play this fault: {other:?}; a restarted etcd that keeps its data keeps its leases too"
            )),
        }
    }
}

/// The client processes of one replay, killed if they are still running
/// when the replay ends.
#[derive(Default)]
struct Clients {
    list: Vec<(Child, ChildStdin)>,
}

impl Clients {
    fn finish(&mut self) {
        for (child, _) in &mut self.list {
            let bound = Instant::now() + Duration::from_secs(5);
            loop {
                match child.try_wait() {
                    Ok(Some(_)) | Err(_) => break,
                    Ok(None) if Instant::now() > bound => {
                        let _ = signal(child, Signal::SIGCONT);
                        let _ = child.kill();
                        let _ = child.wait();
                        break;
                    }
                    Ok(None) => thread::sleep(Duration::from_millis(10)),
                }
            }
            crate::process::release(child.id());
        }
        self.list.clear();
    }
}

impl Drop for Clients {
    fn drop(&mut self) {
        self.finish();
    }
}

/// How many grants the replica of a failover copies before it stops: the
/// model's grants before its first failover, less the grants it is behind.
fn cut_after(model: &fencelab_core::Report, world: &World) -> Option<usize> {
    let behind = world.lock.faults.iter().find_map(|f| match f.kind {
        FaultKind::Failover { behind } => Some(behind as usize),
        _ => None,
    })?;
    let before = model
        .events
        .iter()
        .take_while(|e| !matches!(e.kind, fencelab_core::EventKind::Fault { .. }))
        .filter(|e| matches!(e.kind, fencelab_core::EventKind::Granted { .. }))
        .count();
    Some(before.saturating_sub(behind))
}

/// Moves etcd's revision up to `target` with puts on a key of its own, so
/// the next lock key is created at `target + 1`: the scenario's token.
fn pad(etcd: &EtcdClient, target: i64) -> Result<(), String> {
    let mut revision = etcd.revision().map_err(|e| e.to_string())?;
    while revision < target {
        revision = etcd
            .put("fencelab/counter", "")
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn signal(child: &Child, signal: Signal) -> Result<(), String> {
    kill(Pid::from_raw(child.id() as i32), signal)
        .map_err(|e| format!("cannot send {signal} to a client: {e}"))
}

/// The client program, built beside the runner.
fn client_program() -> Result<std::path::PathBuf, String> {
    let me = std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?;
    let client = me.with_file_name("fencelab-real-client");
    if client.exists() {
        Ok(client)
    } else {
        Err(format!(
            "the client program {} is missing; build the fencelab-real package",
            client.display()
        ))
    }
}
