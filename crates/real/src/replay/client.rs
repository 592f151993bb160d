//! A client process: one party of a story, run against real services.
//!
//! It loads the scenario, takes its own plan from the compiled world and
//! carries it out step by step in scaled real time: the lock from etcd or
//! Redis as the replay's [`LockPlay`] says, a PostgreSQL row per resource,
//! a line in a file for a side effect. It knows nothing of the model's outcome; what it did is
//! written to the runner line by line. A pause is not the client's doing:
//! it tells the runner it has reached one and waits, and the runner stops
//! the whole process with SIGSTOP and lets it go with SIGCONT.

use std::io::{BufRead, Write};
use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use fencelab_core::spec::{DidSpec, InitialValue, NodeSpec};
use fencelab_core::{
    Action, ClientId, Millis, ResourceConfig, Scenario, SimTime, Step, When, World, WriteOp,
};

use super::hold::{Attempt, Hold};
use super::line::{ClientArgs, ClientLine};
use super::link::SlowLink;
use super::proxy::ProxyClient;
use super::sql::Store;
use super::stories::LockPlay;
use super::{redis_lock, sql, zk_lock};
use crate::{EtcdClient, LeaderKey, LeaseId, PgClient, ServiceError, ZkClient};

/// Plays `args.client`'s plan to its end. Errors are returned as words.
pub fn play(args: &ClientArgs) -> Result<(), String> {
    // The shared timeline is anchored now, before the runner can step
    // this process's wall clock.
    let _ = unix_us();
    let text = std::fs::read_to_string(&args.scenario)
        .map_err(|e| format!("cannot read {}: {e}", args.scenario.display()))?;
    let mut scenario = Scenario::from_json(&text).map_err(|e| e.to_string())?;
    for assignment in args.settings.split_whitespace() {
        scenario.assign(assignment).map_err(|e| e.to_string())?;
    }
    let world = scenario.world().clone();
    let id = world
        .clients
        .iter()
        .position(|c| c.name == args.client)
        .map(|i| ClientId(i as u16))
        .ok_or_else(|| format!("the scenario has no client {}", args.client))?;
    let etcd = EtcdClient::new(std::net::SocketAddr::from(([127, 0, 0, 1], args.etcd_port)));
    let pg = PgClient::connect(args.pg_port).map_err(|e| e.to_string())?;
    let proxy = args
        .proxy_port
        .map(ProxyClient::connect)
        .transpose()
        .map_err(|e| e.to_string())?;
    let mut links: Vec<Option<SlowLink>> = (0..world.resources.len()).map(|_| None).collect();
    for &(r, port) in &args.relays {
        let r = fencelab_core::ResourceId(r);
        let link = SlowLink::open(&world, id, r, port, args.real_ms_per_second)?;
        if let Some(slot) = links.get_mut(r.index()) {
            *slot = Some(link);
        }
    }
    let mut player = Player {
        args,
        world: &world,
        id,
        etcd,
        pg,
        proxy,
        links,
        zk: None,
        held: None,
        copies: vec![None; world.resources.len()],
        believed_until: SimTime(0),
        grants: 0,
        writes: 0,
    };
    player.run()
}

/// The client's state between steps.
pub(super) struct Player<'a> {
    pub(super) args: &'a ClientArgs,
    pub(super) world: &'a World,
    pub(super) id: ClientId,
    pub(super) etcd: EtcdClient,
    pg: PgClient,
    /// The way to a resource that stands behind the fencing proxy.
    proxy: Option<ProxyClient>,
    /// Each resource's slow link, where the scenario gives it one.
    pub(super) links: Vec<Option<SlowLink>>,
    /// The ZooKeeper session of the current hold, when ZooKeeper plays
    /// the lock service.
    zk: Option<ZkClient>,
    /// The current hold.
    pub(super) held: Option<Hold>,
    /// Each resource's value and version as last read or written.
    copies: Vec<Option<(InitialValue, i64)>>,
    /// When the client's own clock says its lease ends.
    pub(super) believed_until: SimTime,
    /// How many grants this client has had, for a Redis value of its own.
    pub(super) grants: u32,
    /// How many writes it has sent over a slow link, for each one's key.
    writes: u32,
}

/// Whether the plan goes on after a step.
pub(super) enum Next {
    Continue,
    Stop,
}

impl Player<'_> {
    /// What an ask of the lock on Redis needs of this client.
    fn ask(&self) -> redis_lock::Ask<'_> {
        redis_lock::Ask {
            args: self.args,
            world: self.world,
            id: self.id,
            grants: self.grants,
        }
    }

    fn run(&mut self) -> Result<(), String> {
        let plan: Vec<Step> = self.world.clients[self.id.index()]
            .plan
            .iter()
            .copied()
            .filter(|s| !s.skip)
            .collect();
        let mut finished = SimTime(0);
        for step in plan {
            let due = match step.when {
                When::At(at) => at.max(finished),
                When::After(gap) => finished + gap,
            };
            self.sleep_until(due);
            if let Next::Stop = self.act(step.action)? {
                break;
            }
            finished = self.now();
        }
        Ok(())
    }

    fn act(&mut self, action: Action) -> Result<Next, String> {
        match action {
            Action::Acquire(retry) => self.acquire(retry),
            Action::Read(r) => {
                let fenced = self.world.resources[r.index()].fenced_reads;
                let token = self.held.as_ref().filter(|_| fenced).map(|h| h.token);
                if self.links[r.index()].is_some() {
                    let read = self.read_slow(r, token)?;
                    self.copies[r.index()] = Some(read);
                    return Ok(Next::Continue);
                }
                let (value, version) =
                    sql::read(&mut self.pg, r, token).map_err(|e| e.to_string())?;
                let resource = self.world.resource_name(r).to_owned();
                self.copies[r.index()] = Some((value.clone(), version));
                self.say(DidSpec::Read { resource, value }, None);
                Ok(Next::Continue)
            }
            Action::CheckFence(r) => {
                let Some(token) = self.held.as_ref().map(|h| h.token as u64) else {
                    return Ok(Next::Stop);
                };
                let highest = sql::fence(&mut self.pg, r).map_err(|e| e.to_string())?;
                let ok = highest.is_none_or(|h| token >= h);
                let resource = self.world.resource_name(r).to_owned();
                self.say(
                    DidSpec::FenceChecked {
                        resource,
                        token,
                        highest,
                        ok,
                    },
                    None,
                );
                Ok(if ok { Next::Continue } else { Next::Stop })
            }
            Action::CheckLease(margin) => {
                let left = self
                    .believed_until
                    .ms()
                    .saturating_sub(self.wall_now().ms());
                let ok = left > margin.ms();
                self.say(DidSpec::Checked { left_ms: left, ok }, None);
                Ok(if ok { Next::Continue } else { Next::Stop })
            }
            Action::Pause(length) => {
                self.send(&ClientLine::Pause {
                    for_ms: length.ms(),
                });
                let mut line = String::new();
                std::io::stdin()
                    .lock()
                    .read_line(&mut line)
                    .map_err(|e| format!("lost the runner while paused: {e}"))?;
                Ok(Next::Continue)
            }
            Action::Write(r, op) => self.write(r, op),
            Action::Effect(effect, uses) => {
                let mut line = format!(
                    "{} {}",
                    self.args.client,
                    self.world.effects[effect.index()].english()
                );
                if let Some(r) = uses {
                    if let Some((value, _)) = &self.copies[r.index()] {
                        line.push_str(&format!(": {}", sql::text(value)));
                    }
                }
                let mut file = std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(&self.args.effects)
                    .map_err(|e| format!("cannot open the side effects' file: {e}"))?;
                writeln!(file, "{line}")
                    .map_err(|e| format!("cannot append a side effect: {e}"))?;
                self.say(DidSpec::SideEffect, None);
                Ok(Next::Continue)
            }
            Action::Renew => {
                let Some(hold) = self.held.clone() else {
                    return Ok(Next::Stop);
                };
                if self.renewed(&hold)? {
                    self.believed_until = self.wall_now() + self.world.lock.lease;
                    self.say(DidSpec::Renewed, None);
                    Ok(Next::Continue)
                } else {
                    self.say(DidSpec::RenewRefused, None);
                    Ok(Next::Stop)
                }
            }
            Action::Release => {
                let Some(hold) = self.held.take() else {
                    return Ok(Next::Stop);
                };
                // The release takes effect as it is asked; the answer and
                // the lease's revoking come after.
                let asked = real_us(self.args.start_unix_us);
                let unlocked = self.release(&hold)?;
                self.say_at(asked, DidSpec::Released, Some(unlocked));
                Ok(Next::Continue)
            }
        }
    }

    /// Renews the hold's lease: whether the lock service took it. On etcd
    /// a keepalive, and for an election's leader a proclamation too, which
    /// etcd takes only from the leader; on ZooKeeper a ping of the session.
    fn renewed(&mut self, hold: &Hold) -> Result<bool, String> {
        if self.args.lock_play == LockPlay::ZooKeeper {
            return Ok(self.zk.as_mut().is_some_and(zk_lock::renew));
        }
        let Some(lease) = hold.lease else {
            return Ok(false);
        };
        let renewed = self.etcd.keep_alive(lease).map_err(|e| e.to_string())?;
        Ok(match (renewed, self.args.lock_play) {
            (Some(_), LockPlay::EtcdElection) => self
                .etcd
                .proclaim(&self.leader_key(hold), "heartbeat")
                .is_ok(),
            (renewed, _) => renewed.is_some_and(|ttl| ttl > 0),
        })
    }

    /// The hold as etcd's election API names its leader.
    fn leader_key(&self, hold: &Hold) -> LeaderKey {
        LeaderKey {
            name: self.args.lock.clone(),
            key: hold.key.clone(),
            revision: hold.token,
            lease: hold.lease.unwrap_or(LeaseId(0)),
        }
    }

    /// Gives the lock back; whether it was still this client's to give.
    fn release(&mut self, hold: &Hold) -> Result<bool, String> {
        match self.args.lock_play {
            LockPlay::EtcdKey => {
                let unlocked = self
                    .etcd
                    .unlock(&self.args.lock, hold.token)
                    .map_err(|e| e.to_string())?;
                if let Some(lease) = hold.lease {
                    // The lease may be gone already; revoking it then is no error.
                    let _ = self.etcd.revoke(lease);
                }
                Ok(unlocked)
            }
            LockPlay::EtcdLockApi => {
                let mine = self
                    .etcd
                    .create_revision(&hold.key)
                    .map_err(|e| e.to_string())?
                    == Some(hold.token);
                self.etcd.unlock_key(&hold.key).map_err(|e| e.to_string())?;
                if let Some(lease) = hold.lease {
                    let _ = self.etcd.revoke(lease);
                }
                Ok(mine)
            }
            LockPlay::EtcdElection => {
                let leader = self.leader_key(hold);
                let mine = self
                    .etcd
                    .create_revision(&hold.key)
                    .map_err(|e| e.to_string())?
                    == Some(hold.token);
                self.etcd.resign(&leader).map_err(|e| e.to_string())?;
                if let Some(lease) = hold.lease {
                    let _ = self.etcd.revoke(lease);
                }
                Ok(mine)
            }
            LockPlay::ZooKeeper => Ok(zk_lock::release(self.zk.take(), hold)),
            LockPlay::RedisFailover | LockPlay::Redlock => {
                let checks = self.world.lock.release_checks_holder;
                redis_lock::release(self.args, hold, checks).map_err(|e| e.to_string())
            }
        }
    }

    /// Asks for the lock. On etcd: a fresh lease and, in one transaction,
    /// the lock key if nobody has it; on Redis, the lock key on the primary
    /// or on every node the client reaches. A refusal is said once; the
    /// client asks again on its retry plan. While the service cannot be
    /// reached (etcd is restarting) an ask counts as refused but is not
    /// said: the model's lock service restarts in no time, and would have
    /// answered. etcd's lock API waits instead: see `waiting.rs`.
    fn acquire(&mut self, retry: Option<fencelab_core::Retry>) -> Result<Next, String> {
        if matches!(
            self.args.lock_play,
            LockPlay::EtcdLockApi | LockPlay::EtcdElection
        ) {
            return self.acquire_waiting(retry);
        }
        let mut attempts = 0u32;
        let mut said_refused = false;
        loop {
            attempts += 1;
            let asked = self.now();
            let asked_wall = self.wall_now();
            match self.try_once() {
                Ok(Attempt::Granted(hold)) => {
                    let token = hold.token;
                    // Each node's lease ends a lease's length from now, by
                    // the client's reckoning; the runner corrects the ends
                    // it saw a node keep sooner.
                    let until_ms = (self.now() + self.world.lock.lease).ms();
                    let nodes = match self.args.lock_play {
                        LockPlay::Redlock => hold
                            .nodes
                            .iter()
                            .map(|&n| NodeSpec {
                                node: n as u16 + 1,
                                until_ms,
                            })
                            .collect(),
                        _ => Vec::new(),
                    };
                    self.held = Some(hold);
                    self.grants += 1;
                    self.believed_until = asked_wall + self.world.lock.lease;
                    self.say(
                        DidSpec::Granted {
                            token: token as u64,
                            attempts,
                            session_ended_ms: None,
                            nodes,
                        },
                        None,
                    );
                    return Ok(Next::Continue);
                }
                Ok(Attempt::Refused(free)) if !said_refused => {
                    said_refused = true;
                    self.say(
                        DidSpec::Refused {
                            session_ended_ms: None,
                            free,
                        },
                        None,
                    );
                }
                Ok(Attempt::Refused(_)) => {}
                Err(e) if retry.is_none() => return Err(e.to_string()),
                Err(_) => {}
            }
            let Some(retry) = retry else {
                return Ok(Next::Stop);
            };
            let next = asked + retry.every;
            if next > retry.until {
                self.say(DidSpec::GaveUp { attempts }, None);
                return Ok(Next::Stop);
            }
            self.sleep_until(next);
        }
    }

    fn try_once(&mut self) -> Result<Attempt, ServiceError> {
        match self.args.lock_play {
            LockPlay::RedisFailover => redis_lock::grant_on_primary(&self.ask()),
            LockPlay::Redlock => redis_lock::redlock(&self.ask()),
            LockPlay::ZooKeeper => {
                let (attempt, session) = zk_lock::try_lock(self.args, self.world)?;
                if session.is_some() {
                    self.zk = session;
                }
                Ok(attempt)
            }
            // An election's ask waits in etcd, in `waiting.rs`; asked
            // once here it would be a lock key beside the election.
            LockPlay::EtcdKey | LockPlay::EtcdLockApi | LockPlay::EtcdElection => {
                let ttl = ttl_seconds(self.world.lock.lease, self.args.real_ms_per_second)
                    .map_err(|message| ServiceError::Server {
                        service: "etcd",
                        message,
                    })?;
                let lease = self.etcd.grant(ttl)?;
                match self.etcd.try_lock(&self.args.lock, lease)? {
                    Some(token) => Ok(Attempt::Granted(Hold {
                        lease: Some(lease),
                        token,
                        key: self.args.lock.clone(),
                        nodes: Vec::new(),
                    })),
                    None => {
                        let _ = self.etcd.revoke(lease);
                        Ok(Attempt::Refused(None))
                    }
                }
            }
        }
    }

    fn write(&mut self, r: fencelab_core::ResourceId, op: WriteOp) -> Result<Next, String> {
        let Some(token) = self.held.as_ref().map(|h| h.token) else {
            return Ok(Next::Stop);
        };
        let config: &ResourceConfig = &self.world.resources[r.index()];
        let copy = self.copies[r.index()].clone();
        let read_version = copy.as_ref().map_or(0, |(_, v)| *v);
        if self.links[r.index()].is_some() {
            let key = format!("{}-{}", self.args.client, self.writes);
            self.writes += 1;
            let (accepted, value) = self.write_slow(r, op, token, copy, key)?;
            if accepted {
                self.copies[r.index()] = Some((value, read_version + 1));
            }
            return Ok(if accepted { Next::Continue } else { Next::Stop });
        }
        let mut store = match (&mut self.proxy, config.proxy) {
            (Some(proxy), true) => Store::Proxied(proxy),
            (None, true) => {
                return Err(format!(
                    "{} stands behind a proxy the runner did not start",
                    config.name
                ))
            }
            (_, false) => Store::Direct(&mut self.pg),
        };
        let (accepted, value) = if op.added().is_some() {
            match sql::write_added(&mut store, self.world, r, op, token, read_version)
                .map_err(|e| e.to_string())?
            {
                Some(value) => (true, value),
                None => {
                    // Refused: what it would have held, from what it holds.
                    let (now, _) = sql::read(&mut self.pg, r, None).map_err(|e| e.to_string())?;
                    (false, sql::computed(self.world, Some(&now), op)?)
                }
            }
        } else {
            let value = sql::computed(self.world, copy.as_ref().map(|(v, _)| v), op)?;
            let accepted = sql::write(&mut store, self.world, r, &value, token, read_version)
                .map_err(|e| e.to_string())?;
            (accepted, value)
        };
        if accepted {
            self.copies[r.index()] = Some((value.clone(), read_version + 1));
        }
        self.say(
            DidSpec::Wrote {
                resource: config.name.clone(),
                token: token as u64,
                value,
                accepted,
                again: None,
            },
            None,
        );
        Ok(if accepted { Next::Continue } else { Next::Stop })
    }

    /// The simulated time now by the client's own wall clock, which it
    /// times its lease with: the shared timeline's, unless libfaketime has
    /// stepped it, as a time sync steps a wall clock.
    pub(super) fn wall_now(&self) -> SimTime {
        let us = wall_us().saturating_sub(self.args.start_unix_us);
        SimTime(us / u64::from(self.args.real_ms_per_second))
    }

    /// The simulated time now, by the shared real clock.
    pub(super) fn now(&self) -> SimTime {
        SimTime(real_us(self.args.start_unix_us) / u64::from(self.args.real_ms_per_second))
    }

    /// Sleeps until the moment `due` of the story, on the shared wall
    /// clock, so a step before the story starts waits for its start too.
    pub(super) fn sleep_until(&self, due: SimTime) {
        let target = self.args.start_unix_us + due.ms() * u64::from(self.args.real_ms_per_second);
        let now = unix_us();
        if target > now {
            std::thread::sleep(Duration::from_micros(target - now));
        }
    }

    pub(super) fn say(&self, did: DidSpec, unlocked: Option<bool>) {
        self.say_at(real_us(self.args.start_unix_us), did, unlocked);
    }

    /// Says a fact that happened at `real_us`, earlier than now.
    pub(super) fn say_at(&self, real_us: u64, did: DidSpec, unlocked: Option<bool>) {
        self.send(&ClientLine::Did {
            real_us,
            did,
            unlocked,
        });
    }

    fn send(&self, line: &ClientLine) {
        let text = serde_json::to_string(line).expect("a line is plain data");
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }
}

/// Microseconds since the story's start, by the wall clock all the
/// processes share on this machine; 0 before it starts.
pub fn real_us(start_unix_us: u64) -> u64 {
    unix_us().saturating_sub(start_unix_us)
}

/// The timeline every party shares, in microseconds since the Unix epoch:
/// the monotonic clock, anchored to the wall clock the first time it is
/// read. A client on a faked wall clock reads it before any step, so its
/// steps move only [`wall_us`], never its schedule or its facts' times.
pub fn unix_us() -> u64 {
    static ANCHOR: OnceLock<(Instant, u64)> = OnceLock::new();
    let (at, wall) = ANCHOR.get_or_init(|| (Instant::now(), wall_us()));
    wall + at.elapsed().as_micros() as u64
}

/// The wall clock in microseconds since the Unix epoch, as this process
/// reads it: stepped, where libfaketime steps it.
pub fn wall_us() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_micros() as u64)
}

/// The etcd TTL for a lease of this length at this scale: whole seconds,
/// at least one, etcd's floor with an election timeout of 500 ms.
pub fn ttl_seconds(lease: Millis, real_ms_per_second: u32) -> Result<i64, String> {
    let real_ms = lease.ms() * u64::from(real_ms_per_second) / 1000;
    if real_ms < 1000 || real_ms % 1000 != 0 {
        return Err(format!(
            "a lease of {lease} takes {real_ms} ms at this scale; etcd's TTL is whole seconds, at least 1"
        ));
    }
    Ok((real_ms / 1000) as i64)
}
