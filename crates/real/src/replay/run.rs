//! Replays one experiment on real services and records what happened.
//!
//! The runner prepares the services (etcd started afresh with its revision
//! moved to the scenario's first token, or Redis nodes started for this
//! replay; a PostgreSQL table per resource, and the fencing proxy in front
//! of any that stands behind one), starts one client process per
//! client of the scenario, and from then on only does what the world does
//! to the clients and the lock service: it stops a client's process for its
//! pause and lets it go again, restarts etcd or fails Redis over when the
//! scenario's lock service does, steps a Redis node's clock, and watches the
//! lock key to see when a lease ends. Every wait is bounded.

use std::path::{Path, PathBuf};
use std::time::Duration;

use fencelab_core::spec::{
    AgainSpec, DidSpec, FactSpec, FinalSpec, LegSpec, RecordingFile, SystemSpec,
};
use fencelab_core::{
    settings_line, ClientId, Endpoint, FaultKind, Leg, Link, ResourceId, Scenario, World,
};

use super::client::unix_us;
use super::election::ElectionSide;
use super::faked::FakedClock;
use super::line::ClientArgs;
use super::play::{Acts, Clients, Play, Stepped, Watcher};
use super::proxy::Proxy;
use super::redis_side::RedisSide;
use super::relay::{Relay, RelayPlan};
use super::sql;
use super::stories::{LockPlay, Replay};
use super::watch::{expiries, node_ends, order_answered_together, KeyChange, Seen, Watch};
use super::zk_side::ZkSide;
use crate::{Etcd, EtcdClient, Folder, PgClient, Postgres};

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
            "etcd {}, PostgreSQL {}; ZooKeeper and Redis as each of their rows' recordings says",
            self.etcd_version, self.pg_version
        )
    }

    /// Replays one experiment and returns its recording: the services
    /// are made ready for the scenario, the clients play it in real time
    /// while the runner does what the world does, and what they saw is
    /// read back as the recording's facts.
    pub fn replay(&mut self, replay: &Replay, file: &Path) -> Result<RecordingFile, String> {
        self.replay_at(replay, file, &[])
    }

    /// Replays one experiment with `extra` settings (`id=value`) on top of
    /// its own, as a random replay draws them.
    pub fn replay_at(
        &mut self,
        replay: &Replay,
        file: &Path,
        extra: &[String],
    ) -> Result<RecordingFile, String> {
        self.replays += 1;
        let scenario = load(replay, file, extra)?;
        let world = scenario.world().clone();
        let scale = replay.real_ms_per_second;
        let model = fencelab_core::Simulation::new(&scenario)
            .map_err(|e| e.to_string())?
            .run();
        let model_end = model.events.last().map_or(0, |e| e.at.ms());

        let etcd = self.etcd.client();
        let primary_file = self.folder.join(&format!("primary-{}.txt", self.replays));
        let election = match replay.lock {
            LockPlay::EtcdElection => {
                Some(ElectionSide::start(&self.own_folder("cluster")?, &world)?)
            }
            _ => None,
        };
        let etcd = election.as_ref().map_or(etcd, ElectionSide::steady);
        let zk = match replay.lock {
            LockPlay::ZooKeeper => {
                Some(ZkSide::start(&self.own_folder("zookeeper")?, &world, LOCK)?)
            }
            _ => None,
        };
        let mut redis = self.lock_service(replay.lock, &world, &etcd, &primary_file)?;
        let mut pg = self.postgres.client().map_err(|e| e.to_string())?;
        sql::prepare(&mut pg, &world).map_err(|e| e.to_string())?;
        let proxy = (world.resources.iter().any(|r| r.proxy))
            .then(|| Proxy::start(self.postgres.port()))
            .transpose()
            .map_err(|e| e.to_string())?;
        let mut acts = self.acts(replay, &world, &model, redis.as_mut())?;
        if let Some(election) = &election {
            acts.freezes = election.freezes(&world, u64::from(scale));
        }
        let start_unix_us = unix_us() + STARTUP.as_micros() as u64;
        let frozen = election.is_some();
        let relays = relays(&world, self.postgres.port(), (scale, start_unix_us), frozen)?;
        let effects = self.folder.join(&format!("effects-{}.txt", self.replays));
        let _ = std::fs::remove_file(&effects);

        let etcd_port = |name: &str| match &election {
            Some(election) => election.port(
                (world.clients.iter())
                    .position(|c| c.name == name)
                    .unwrap_or(0),
            ),
            None => self.etcd.client_port(),
        };
        let args = |name: &str| ClientArgs {
            scenario: file.to_path_buf(),
            settings: settings_line(&scenario),
            client: name.to_owned(),
            etcd_port: etcd_port(name),
            zk_port: zk.as_ref().map(ZkSide::port),
            pg_port: self.postgres.port(),
            proxy_port: proxy.as_ref().map(Proxy::port),
            relays: (relays.iter())
                .filter(|s| s.client == name)
                .map(|s| (s.resource.0, s.relay.port()))
                .collect(),
            lock: LOCK.to_owned(),
            lock_play: replay.lock,
            redis_ports: redis.as_ref().map_or(Vec::new(), RedisSide::ports),
            primary_file: primary_file.clone(),
            effects: effects.clone(),
            start_unix_us,
            real_ms_per_second: scale,
        };
        let clocks = client_clocks(&world, &self.folder, self.replays)?;
        let (mut clients, heard) = Clients::start(&world, args, clocks)?;
        let what = match &zk {
            Some(zk) => zk.watch(),
            None => watched(replay.lock, &etcd, redis.as_ref()),
        };
        let watcher = Watcher::start(what.clone(), start_unix_us);
        let mut play = Play {
            etcd: &mut self.etcd,
            redis: redis.as_mut(),
            election: election.as_ref(),
            world: &world,
            scale,
            start_unix_us,
            clients: &mut clients,
            acts,
            seen: Vec::new(),
            grants: 0,
        };
        let bound = STARTUP + Duration::from_millis(model_end * u64::from(scale) / 1000) + GRACE;
        let result = play.run(&heard, bound);
        let seen = play.seen;
        let changes = watcher.stop();
        clients.finish();
        drop(proxy);
        result?;

        let mut seen = seen;
        seen.extend(relays.iter().flat_map(|s| s.lost(&world)));
        for side in &relays {
            seen.extend(side.landed(&mut pg, &world, start_unix_us)?);
        }
        drop(relays);
        let mut seen = settle(seen, &changes, &what, replay.lock, &world, scale);
        not_again_after_lost_request(&mut seen);
        let facts = seen
            .into_iter()
            .map(|s| FactSpec {
                at_ms: s.real_us / u64::from(scale),
                client: s.client,
                did: s.did,
            })
            .collect();
        let finals = finals(&mut pg, &world)?;
        let faketime = match world.clients.iter().any(|c| !c.clock.jumps.is_empty()) {
            true => super::faked::version()?,
            false => String::new(),
        };
        let systems = self.systems(replay.lock, redis.as_ref(), &world, &faketime);
        drop(redis);
        drop(election);
        drop(zk);
        Ok(RecordingFile {
            scenario: replay.scenario.to_owned(),
            settings: settings_line(&scenario),
            systems,
            real_ms_per_second: scale,
            facts,
            finals,
        })
    }

    /// A folder of this replay's own for a service started for it alone.
    fn own_folder(&self, what: &str) -> Result<PathBuf, String> {
        (self.folder)
            .subfolder(&format!("{what}-{}", self.replays))
            .map_err(|e| e.to_string())
    }

    /// Makes the lock service ready: etcd emptied with its revision just
    /// short of the scenario's first token, or Redis nodes started for
    /// this replay, which the replay owns and stops.
    fn lock_service(
        &mut self,
        lock: LockPlay,
        world: &World,
        etcd: &EtcdClient,
        primary_file: &Path,
    ) -> Result<Option<RedisSide>, String> {
        Ok(match lock {
            LockPlay::EtcdKey | LockPlay::EtcdLockApi => {
                self.etcd.restart_empty().map_err(|e| e.to_string())?;
                pad(etcd, world.lock.first_token.0 as i64 - 1)?;
                None
            }
            LockPlay::EtcdElection => {
                pad(etcd, world.lock.first_token.0 as i64 - 1)?;
                None
            }
            LockPlay::ZooKeeper => None,
            LockPlay::RedisFailover => Some(RedisSide::failover_pair(
                &self.folder,
                world.lock.first_token.0,
                primary_file,
            )?),
            LockPlay::Redlock => Some(RedisSide::redlock(&self.folder, world, primary_file)?),
        })
    }

    /// What the world will do during the story, in real time, made ready
    /// before it starts; refused where these services cannot play it.
    fn acts(
        &mut self,
        replay: &Replay,
        world: &World,
        model: &fencelab_core::Report,
        redis: Option<&mut RedisSide>,
    ) -> Result<Acts, String> {
        let scale = u64::from(replay.real_ms_per_second);
        let spares = self.spares(replay.lock, world)?;
        // A failover's replica stops copying after the grant that is
        // `behind` grants short of the model's last before the failover.
        let cut_after = cut_after(model, world);
        if cut_after == Some(0) {
            if let Some(redis) = redis {
                redis.cut_replica()?;
            }
        }
        let jumps = jumps(world, scale);
        let node_steps = jumps.iter().any(|(_, w, _)| matches!(w, Stepped::Node(_)));
        if node_steps && replay.lock != LockPlay::Redlock {
            return Err("only Redlock's nodes can have their clocks moved here".to_owned());
        }
        let faults = world.lock.faults.iter().map(|f| f.at.ms() * scale);
        Ok(Acts {
            faults: faults.zip(spares).collect(),
            jumps,
            wakes: Vec::new(),
            cut_after,
            freezes: Vec::new(),
        })
    }

    /// For each of the lock service's faults, the store etcd restarts
    /// with, or none for a Redis failover, the one fault Redis plays.
    fn spares(&mut self, lock: LockPlay, world: &World) -> Result<Vec<Option<PathBuf>>, String> {
        let mut spares = Vec::new();
        for fault in &world.lock.faults {
            spares.push(match (lock, fault.kind) {
                (LockPlay::EtcdKey | LockPlay::EtcdLockApi, kind) => Some(self.spare(world, kind)?),
                (LockPlay::RedisFailover, FaultKind::Failover { .. }) => None,
                (LockPlay::EtcdElection, _) => {
                    return Err("an election's cluster is not restarted here".to_owned())
                }
                (LockPlay::ZooKeeper, _) => {
                    return Err("ZooKeeper is not restarted or failed over here".to_owned())
                }
                (_, other) => return Err(format!("Redis cannot play this fault here: {other:?}")),
            });
        }
        Ok(spares)
    }

    /// The services as the recording names them: the lock service and
    /// the store, with their versions and the part each plays.
    fn systems(
        &self,
        lock: LockPlay,
        redis: Option<&RedisSide>,
        world: &World,
        faketime_version: &str,
    ) -> Vec<SystemSpec> {
        let lock_systems = match (redis, lock) {
            (Some(redis), _) => redis.systems(),
            (None, LockPlay::ZooKeeper) => vec![SystemSpec {
                name: "ZooKeeper".to_owned(),
                version: crate::ZooKeeper::version().unwrap_or_default(),
                plays: "the lock service: a session as the lease, an ephemeral sequential node as the lock, its creation zxid as the token".to_owned(),
            }],
            (None, _) => vec![SystemSpec {
                name: "etcd".to_owned(),
                version: self.etcd_version.clone(),
                plays: match lock {
                    LockPlay::EtcdLockApi => "the lock service, through its lock API".to_owned(),
                    LockPlay::EtcdElection => {
                        "the election, on a cluster of three members, through its election API"
                            .to_owned()
                    }
                    _ => "the lock service".to_owned(),
                },
            }],
        };
        let stores: Vec<&str> = world.resources.iter().map(|r| r.name.as_str()).collect();
        let mut systems: Vec<SystemSpec> = lock_systems
            .into_iter()
            .chain([SystemSpec {
                name: "PostgreSQL".to_owned(),
                version: self.pg_version.clone(),
                plays: stores.join(", "),
            }])
            .collect();
        let stepped: Vec<&str> = (world.clients.iter())
            .filter(|c| !c.clock.jumps.is_empty())
            .map(|c| c.name.as_str())
            .collect();
        if !stepped.is_empty() {
            systems.push(SystemSpec {
                name: "libfaketime".to_owned(),
                version: faketime_version.to_owned(),
                plays: format!("the wall clock of {}", stepped.join(", ")),
            });
        }
        systems
    }

    /// The store etcd restarts with for a fault: empty, its revision where
    /// the scenario says a restarted lock service counts from, made before
    /// the story starts so the restart itself takes only a restart's time.
    fn spare(&mut self, world: &World, kind: FaultKind) -> Result<PathBuf, String> {
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

/// Starts a relay for each of the scenario's links that takes time or is
/// cut: only between a client and a resource, each at its fixed delay. A
/// cut to the lock service is played only where a member can be `frozen`.
fn relays(
    world: &World,
    pg_port: u16,
    (scale, start_unix_us): (u32, u64),
    frozen: bool,
) -> Result<Vec<SlowSide>, String> {
    let network = &world.network;
    let slow_lock = network.default != Link::default()
        || network
            .links
            .iter()
            .any(|(_, to, l)| *to == Endpoint::LockService && *l != Link::default());
    let cut_lock = (network.partitions.iter()).any(|p| p.to == Endpoint::LockService);
    if slow_lock || (cut_lock && !frozen) {
        return Err("a slow or cut link to the lock service is not replayed: etcd's clients would need a relay of their own".to_owned());
    }
    let real = |t: fencelab_core::SimTime| t.ms() * u64::from(scale);
    let mut sides = Vec::new();
    for (c, client) in world.clients.iter().enumerate() {
        let c = ClientId(c as u16);
        for r in 0..world.resources.len() {
            let r = ResourceId(r as u16);
            let to = Endpoint::Resource(r);
            let link = network.link(c, to);
            if link.jitter.ms() > 0 {
                return Err(format!(
                    "{}'s link to {} draws a jitter from the model's seed, which a relay cannot draw alike",
                    client.name,
                    world.resource_name(r)
                ));
            }
            let cuts: Vec<_> = (network.partitions.iter())
                .filter(|p| p.client == c && p.to == to)
                .map(|p| (p.loses, real(p.from), real(p.until)))
                .collect();
            if link.delay.ms() == 0 && cuts.is_empty() {
                continue;
            }
            let plan = RelayPlan {
                delay: Duration::from_micros(link.delay.ms() * u64::from(scale)),
                cuts,
                start_unix_us,
            };
            let relay = Relay::start(pg_port, plan).map_err(|e| e.to_string())?;
            sides.push(SlowSide {
                client: client.name.clone(),
                resource: r,
                relay,
            });
        }
    }
    Ok(sides)
}

/// A relay and the link it stands for.
struct SlowSide {
    client: String,
    resource: ResourceId,
    relay: Relay,
}

impl SlowSide {
    /// What the link lost, as facts about its client.
    fn lost(&self, world: &World) -> Vec<Seen> {
        let resource = world.resource_name(self.resource).to_owned();
        (self.relay.lost().into_iter())
            .map(|(real_us, leg)| Seen {
                real_us,
                client: Some(self.client.clone()),
                did: DidSpec::Lost {
                    resource: resource.clone(),
                    leg: match leg {
                        Leg::Request => LegSpec::Request,
                        Leg::Answer => LegSpec::Answer,
                    },
                },
                unlocked: None,
            })
            .collect()
    }
}

impl SlowSide {
    /// The writes that reached the resource over this link, as facts from
    /// the store's own log: a write whose answer the link lost is told too.
    fn landed(
        &self,
        pg: &mut PgClient,
        world: &World,
        start_unix_us: u64,
    ) -> Result<Vec<Seen>, String> {
        let keys = world.resources[self.resource.index()].idempotency_keys;
        let resource = world.resource_name(self.resource).to_owned();
        let log = sql::log(pg, self.resource).map_err(|e| e.to_string())?;
        Ok(log
            .into_iter()
            .map(|w| {
                let again = match (w.attempt, w.known_key, keys) {
                    (0, _, _) => None,
                    (_, true, _) => Some(AgainSpec::Recognised),
                    (_, false, true) => None,
                    (_, false, false) => Some(AgainSpec::Applied),
                };
                Seen {
                    real_us: w.ran_unix_us.saturating_sub(start_unix_us),
                    client: Some(w.client),
                    did: DidSpec::Wrote {
                        resource: resource.clone(),
                        token: w.token,
                        value: w.value,
                        accepted: w.applied || w.known_key,
                        again,
                    },
                    unlocked: None,
                }
            })
            .collect())
    }
}

/// A client that sends a write again cannot tell whether the link lost
/// the request or its answer; the relay can. A resend after a lost
/// request was never applied before, so it is no write applied again.
fn not_again_after_lost_request(seen: &mut [Seen]) {
    let mut last_lost: Vec<(Option<String>, LegSpec)> = Vec::new();
    for s in seen {
        match &mut s.did {
            DidSpec::Lost { leg, .. } => {
                last_lost.retain(|(c, _)| *c != s.client);
                last_lost.push((s.client.clone(), *leg));
            }
            DidSpec::Wrote { again, .. } if *again == Some(AgainSpec::Applied) => {
                let request = last_lost
                    .iter()
                    .any(|(c, leg)| *c == s.client && *leg == LegSpec::Request);
                if request {
                    *again = None;
                }
            }
            _ => {}
        }
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

/// The scenario with the replay's settings, then `extra`.
fn load(replay: &Replay, file: &Path, extra: &[String]) -> Result<Scenario, String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let mut scenario =
        Scenario::from_json(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    for s in replay
        .settings
        .iter()
        .copied()
        .chain(extra.iter().map(String::as_str))
    {
        scenario.assign(s).map_err(|e| e.to_string())?;
    }
    Ok(scenario)
}

/// Every clock step of the story, in real microseconds: when, whose, and
/// by how many of the story's milliseconds.
fn jumps(world: &World, scale: u64) -> Vec<(u64, Stepped, i64)> {
    let mut jumps = Vec::new();
    for (n, clock) in world.lock.nodes.iter().enumerate() {
        for &(at, by) in &clock.jumps {
            jumps.push((at.ms() * scale, Stepped::Node(n as u16 + 1), by));
        }
    }
    for (i, client) in world.clients.iter().enumerate() {
        for &(at, by) in &client.clock.jumps {
            jumps.push((at.ms() * scale, Stepped::Client(i), by));
        }
    }
    jumps
}

/// A faked wall clock for each client whose clock steps; a clock that
/// drifts is refused, as libfaketime's rate is not played here.
fn client_clocks(
    world: &World,
    folder: &Folder,
    replay: u32,
) -> Result<Vec<Option<FakedClock>>, String> {
    let mut clocks = Vec::new();
    for client in &world.clients {
        if client.clock.drift_percent != 0 {
            return Err(format!(
                "{}'s clock drifts; libfaketime's rate is not played here",
                client.name
            ));
        }
        clocks.push(if client.clock.jumps.is_empty() {
            None
        } else {
            let file = folder.join(&format!("faketime-{}-{replay}.txt", client.name));
            Some(FakedClock::new(file)?)
        });
    }
    Ok(clocks)
}

/// What the watcher reads for this replay's lock service.
fn watched(lock: LockPlay, etcd: &EtcdClient, redis: Option<&RedisSide>) -> Watch {
    match (lock, redis) {
        (LockPlay::EtcdKey, _) => Watch::EtcdKey(etcd.clone(), LOCK.to_owned()),
        (LockPlay::EtcdLockApi | LockPlay::EtcdElection, _) => {
            Watch::EtcdLockApi(etcd.clone(), LOCK.to_owned())
        }
        (LockPlay::RedisFailover, Some(r)) => {
            Watch::RedisPrimary(r.primary_port(), LOCK.to_owned())
        }
        (LockPlay::Redlock, Some(r)) => Watch::RedisNodes(r.ports(), LOCK.to_owned()),
        _ => unreachable!("Redis is started for a Redis replay"),
    }
}

/// What was seen, in the order it happened, with what only the watcher
/// saw added: where a lease ended, and until when each node held it.
fn settle(
    mut seen: Vec<Seen>,
    changes: &[KeyChange],
    what: &Watch,
    lock: LockPlay,
    world: &World,
    scale: u32,
) -> Vec<Seen> {
    seen.sort_by_key(|s| s.real_us);
    if matches!(lock, LockPlay::EtcdLockApi | LockPlay::EtcdElection) {
        order_answered_together(&mut seen, 5_000);
    }
    let checks = world.lock.release_checks_holder;
    expiries(&mut seen, changes, what, world.lock.quorum(), checks);
    seen.sort_by_key(|s| s.real_us);
    node_ends(&mut seen, changes, what, scale);
    if lock == LockPlay::Redlock {
        number_grants(&mut seen, world.lock.first_token.0);
    }
    seen
}

/// Redlock hands out no token: the grants are numbered in their order,
/// from `first`, as the model's counter numbers them with tokens off, and
/// each write carries its writer's number. Nothing checks it.
fn number_grants(seen: &mut [Seen], first: u64) {
    let mut next = first;
    let mut current: Vec<(Option<String>, u64)> = Vec::new();
    for s in seen {
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

/// Each resource's value in PostgreSQL once the clients have finished.
fn finals(pg: &mut PgClient, world: &World) -> Result<Vec<FinalSpec>, String> {
    let mut finals = Vec::new();
    for (i, config) in world.resources.iter().enumerate() {
        let (value, _) =
            sql::read(pg, fencelab_core::ResourceId(i as u16), None).map_err(|e| e.to_string())?;
        finals.push(FinalSpec {
            resource: config.name.clone(),
            value,
        });
    }
    Ok(finals)
}
