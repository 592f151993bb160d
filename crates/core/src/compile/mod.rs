//! Loading: from a scenario file's text to a checked [`World`] and its knobs.
//!
//! Every rule a run relies on is checked here, once, with the field path in
//! the message, so the engine can trust its input and never panic on it.
//! The knobs, which need the finished world to resolve their pointers, are
//! checked in `knobs.rs`.

mod challenges;
mod knobs;
mod translations;

pub(crate) use challenges::challenges;
pub(crate) use translations::{every_text, translate, Texts, Translatable};

use std::collections::BTreeMap;

use crate::authored::Authored;
use crate::error::Error;
use crate::ids::{ClientId, EffectId};
use crate::ids::{ItemId, ResourceId, Token};
use crate::knob::Knob;
use crate::spec::{
    ActionSpec, ClockSpec, FaultKindSpec, InitialValue, LockKindSpec, LosesSpec, ScenarioFile,
    WriteOpSpec,
};
use crate::time::{Millis, SimTime};
use crate::world::{
    Action, ClientConfig, Clock, Endpoint, Fault, FaultKind, Leg, Link, LockConfig, LockKind,
    Network, Partition, ResourceConfig, Retry, Step, Value, When, World, WriteOp,
};

/// The most lock nodes a scenario may have.
pub(crate) const MAX_NODES: u16 = 99;

/// The range of clock drift, in percent: a clock must move forward, and
/// ten times true speed is more than any lesson needs.
pub(crate) const DRIFT_PERCENT: (i64, i64) = (-90, 1000);

/// The most acquire attempts one retrying step may make, so that a scenario
/// cannot ask for a run of billions of events. The engine enforces it too,
/// whatever knobs are set.
pub(crate) const MAX_ATTEMPTS: u64 = 100_000;

/// The latest moment and the longest span a file may name: about 31 years.
/// Far beyond any lesson, and far enough below `u64::MAX` that sums of
/// times never saturate.
pub(crate) const MAX_MS: u64 = 1_000_000_000_000;

/// The largest token a file may start from, so that counting up never saturates.
pub(crate) const MAX_FIRST_TOKEN: u64 = 1 << 53;

/// Parses the JSON text of a scenario file into its spec, with the line,
/// column and field path of the first problem.
pub(crate) fn parse(text: &str) -> Result<ScenarioFile, Error> {
    crate::spec::parse(text).map_err(|e| Error::Parse {
        path: e.path,
        line: e.line,
        column: e.column,
        message: e.message,
    })
}

/// Checks a parsed file and builds the world and its knobs.
pub(crate) fn compile(file: &ScenarioFile) -> Result<(World, Vec<Knob>), Error> {
    if file.title.trim().is_empty() {
        return Err(Error::invalid("title", "must not be empty"));
    }
    if file.lock_service.lease_ms == 0 {
        return Err(Error::invalid(
            "lock_service.lease_ms",
            "must be greater than 0 (a lease of no time is never held)",
        ));
    }
    check_ms(file.lock_service.lease_ms, "lock_service.lease_ms")?;
    check_ms(
        file.lock_service.lock_delay_ms,
        "lock_service.lock_delay_ms",
    )?;
    if file.lock_service.first_token > MAX_FIRST_TOKEN {
        return Err(Error::invalid(
            "lock_service.first_token",
            format!("must be at most {MAX_FIRST_TOKEN}"),
        ));
    }
    check_election(&file.lock_service)?;
    let mut items = Interner::default();
    let mut effects = Interner::default();
    let resources = compile_resources(file, &mut items)?;
    let clients = compile_clients(file, &resources, &mut items, &mut effects)?;
    let lock = compile_lock(file)?;
    let network = compile_network(file, &resources, &clients)?;
    let world = World {
        lock,
        resources,
        clients,
        items: items.names.into_iter().map(Authored::new).collect(),
        effects: effects.names.into_iter().map(Authored::new).collect(),
        network,
        seed: file.seed,
        purpose: file.purpose,
    };
    let knobs = knobs::compile_knobs(file, &world)?;
    Ok((world, knobs))
}

/// An election's terms are its tokens, and its majority votes are the
/// vote requests its plans send; several lock nodes would be a second,
/// made-up majority. Checked before the resources, whose fencing would
/// otherwise complain first of the missing tokens.
fn check_election(spec: &crate::spec::LockServiceSpec) -> Result<(), Error> {
    if spec.kind != LockKindSpec::Election {
        return Ok(());
    }
    if !spec.tokens {
        return Err(Error::invalid(
            "lock_service.tokens",
            "must be true for an election: every term has a number",
        ));
    }
    if spec.nodes != 1 {
        return Err(Error::invalid(
            "lock_service.nodes",
            "must be 1 for an election: its votes are the vote requests in the plans",
        ));
    }
    Ok(())
}

fn compile_lock(file: &ScenarioFile) -> Result<LockConfig, Error> {
    let spec = &file.lock_service;
    if spec.nodes == 0 || spec.nodes > MAX_NODES {
        return Err(Error::invalid(
            "lock_service.nodes",
            format!("must be between 1 and {MAX_NODES}"),
        ));
    }
    let kind = match spec.kind {
        LockKindSpec::Lease => LockKind::Lease,
        LockKindSpec::Election => LockKind::Election,
    };
    let mut nodes = vec![Clock::default(); usize::from(spec.nodes)];
    for (i, c) in spec.clocks.iter().enumerate() {
        let path = format!("lock_service.clocks[{i}]");
        if c.node == 0 || c.node > spec.nodes {
            return Err(Error::invalid(
                format!("{path}.node"),
                format!(
                    "there is no node {}; nodes count from 1 to {}",
                    c.node, spec.nodes
                ),
            ));
        }
        nodes[usize::from(c.node - 1)] = compile_clock(&c.clock, &path)?;
    }
    let mut faults = Vec::with_capacity(spec.faults.len());
    for (i, f) in spec.faults.iter().enumerate() {
        let path = format!("lock_service.faults[{i}]");
        check_ms(f.when.at_ms, &format!("{path}.at_ms"))?;
        let kind = match f.kind {
            FaultKindSpec::Restart {
                durable_counter,
                reset_to,
            } => {
                if reset_to.is_some_and(|t| t >= MAX_FIRST_TOKEN) {
                    return Err(Error::invalid(
                        format!("{path}.reset_to"),
                        format!("must be below {MAX_FIRST_TOKEN}"),
                    ));
                }
                FaultKind::Restart {
                    durable_counter,
                    reset_to: reset_to.map(Token),
                }
            }
            FaultKindSpec::Failover { behind } => FaultKind::Failover { behind },
        };
        faults.push(Fault {
            at: SimTime(f.when.at_ms),
            kind,
        });
    }
    Ok(LockConfig {
        lease: Millis(spec.lease_ms),
        first_token: Token(spec.first_token),
        tokens: spec.tokens,
        nodes,
        faults,
        lock_delay: Millis(spec.lock_delay_ms),
        check_waiter_lease: spec.check_waiter_lease,
        release_checks_holder: spec.release_checks_holder,
        kind,
    })
}

pub(super) fn compile_clock(spec: &ClockSpec, path: &str) -> Result<Clock, Error> {
    let (low, high) = DRIFT_PERCENT;
    if !(low..=high).contains(&spec.drift_percent) {
        return Err(Error::invalid(
            format!("{path}.drift_percent"),
            format!("{} is outside {low} to {high}", spec.drift_percent),
        ));
    }
    let mut jumps = Vec::with_capacity(spec.jumps.len());
    for (j, jump) in spec.jumps.iter().enumerate() {
        let at = format!("{path}.jumps[{j}]");
        check_ms(jump.at_ms, &format!("{at}.at_ms"))?;
        check_ms(jump.by_ms.unsigned_abs(), &format!("{at}.by_ms"))?;
        if jumps.last().is_some_and(|&(t, _)| t > SimTime(jump.at_ms)) {
            return Err(Error::invalid(at, "jumps must be listed in time order"));
        }
        jumps.push((SimTime(jump.at_ms), jump.by_ms));
    }
    Ok(Clock {
        drift_percent: spec.drift_percent,
        jumps,
    })
}

fn compile_network(
    file: &ScenarioFile,
    resources: &[ResourceConfig],
    clients: &[ClientConfig],
) -> Result<Network, Error> {
    let spec = &file.network;
    check_ms(spec.delay_ms, "network.delay_ms")?;
    check_ms(spec.jitter_ms, "network.jitter_ms")?;
    check_ms(spec.resend_ms, "network.resend_ms")?;
    if spec.resend_ms == 0 {
        return Err(Error::invalid(
            "network.resend_ms",
            "must be greater than 0",
        ));
    }
    let ends = |client: &str, to: &str, path: &str| -> Result<(ClientId, Endpoint), Error> {
        let c = clients
            .iter()
            .position(|c| c.name == client)
            .ok_or_else(|| {
                Error::invalid(
                    format!("{path}.client"),
                    format!("there is no client called {client:?}"),
                )
            })?;
        let to = if to == "lock_service" {
            Endpoint::LockService
        } else {
            Endpoint::Resource(find_resource(resources, to, &format!("{path}.to"))?)
        };
        Ok((ClientId(c as u16), to))
    };
    let mut links = Vec::with_capacity(spec.links.len());
    for (i, l) in spec.links.iter().enumerate() {
        let path = format!("network.links[{i}]");
        let (c, to) = ends(&l.client, &l.to, &path)?;
        check_ms(l.delay_ms, &format!("{path}.delay_ms"))?;
        check_ms(l.jitter_ms, &format!("{path}.jitter_ms"))?;
        if links.iter().any(|&(oc, ot, _)| oc == c && ot == to) {
            return Err(Error::invalid(path, "this link is already listed"));
        }
        links.push((
            c,
            to,
            Link {
                delay: Millis(l.delay_ms),
                jitter: Millis(l.jitter_ms),
            },
        ));
    }
    let mut partitions = Vec::with_capacity(spec.partitions.len());
    for (i, p) in spec.partitions.iter().enumerate() {
        let path = format!("network.partitions[{i}]");
        let (client, to) = ends(&p.client, &p.to, &path)?;
        check_ms(p.from_ms, &format!("{path}.from_ms"))?;
        check_ms(p.until_ms, &format!("{path}.until_ms"))?;
        if p.until_ms <= p.from_ms {
            return Err(Error::invalid(
                format!("{path}.until_ms"),
                format!("must be later than from_ms ({})", p.from_ms),
            ));
        }
        let loses = match p.loses {
            LosesSpec::Requests => Leg::Request,
            LosesSpec::Answers if to == Endpoint::LockService => {
                return Err(Error::invalid(
                    format!("{path}.loses"),
                    "answers are lost only on a link to a resource; a lost answer from the lock service is not modelled",
                ))
            }
            LosesSpec::Answers => Leg::Answer,
        };
        partitions.push(Partition {
            client,
            to,
            from: SimTime(p.from_ms),
            until: SimTime(p.until_ms),
            loses,
        });
    }
    Ok(Network {
        default: Link {
            delay: Millis(spec.delay_ms),
            jitter: Millis(spec.jitter_ms),
        },
        links,
        partitions,
        resend: Millis(spec.resend_ms),
    })
}

#[derive(Default)]
struct Interner {
    names: Vec<String>,
    ids: BTreeMap<String, ItemId>,
}

impl Interner {
    fn intern(&mut self, text: &str, path: &str) -> Result<ItemId, Error> {
        if let Some(&id) = self.ids.get(text) {
            return Ok(id);
        }
        let id = u16::try_from(self.names.len())
            .map(ItemId)
            .map_err(|_| Error::invalid(path, "too many different list items (65 535 at most)"))?;
        self.names.push(text.to_owned());
        self.ids.insert(text.to_owned(), id);
        Ok(id)
    }
}

fn compile_resources(
    file: &ScenarioFile,
    items: &mut Interner,
) -> Result<Vec<ResourceConfig>, Error> {
    if file.resources.is_empty() {
        return Err(Error::invalid(
            "resources",
            "needs at least one resource for the clients to write",
        ));
    }
    if file.resources.len() > usize::from(u16::MAX) {
        return Err(Error::invalid("resources", "too many resources"));
    }
    let mut out: Vec<ResourceConfig> = Vec::with_capacity(file.resources.len());
    for (i, spec) in file.resources.iter().enumerate() {
        let path = format!("resources[{i}]");
        check_name(&spec.name, &format!("{path}.name"))?;
        if out.iter().any(|r| r.name == spec.name) {
            return Err(Error::invalid(
                format!("{path}.name"),
                format!("another resource is already called {:?}", spec.name),
            ));
        }
        let initial = match &spec.initial {
            InitialValue::Number(n) => Value::Number(*n),
            InitialValue::List(list) => Value::List(
                list.iter()
                    .enumerate()
                    .map(|(j, s)| items.intern(s, &format!("{path}.initial[{j}]")))
                    .collect::<Result<_, _>>()?,
            ),
        };
        if !file.lock_service.tokens && (spec.fencing || spec.proxy) {
            return Err(Error::invalid(
                format!("{path}.fencing"),
                "cannot check tokens: the lock service hands out none (tokens is false)",
            ));
        }
        out.push(ResourceConfig {
            name: spec.name.clone(),
            initial,
            fencing: spec.fencing,
            proxy: spec.proxy,
            compare_and_set: spec.compare_and_set,
            fenced_reads: spec.fenced_reads,
            idempotency_keys: spec.idempotency_keys,
        });
    }
    Ok(out)
}

fn compile_clients(
    file: &ScenarioFile,
    resources: &[ResourceConfig],
    items: &mut Interner,
    effects: &mut Interner,
) -> Result<Vec<ClientConfig>, Error> {
    if file.clients.is_empty() {
        return Err(Error::invalid("clients", "needs at least one client"));
    }
    if file.clients.len() > usize::from(u16::MAX) {
        return Err(Error::invalid("clients", "too many clients"));
    }
    let mut out: Vec<ClientConfig> = Vec::with_capacity(file.clients.len());
    for (c, spec) in file.clients.iter().enumerate() {
        let path = format!("clients[{c}]");
        check_name(&spec.name, &format!("{path}.name"))?;
        if out.iter().any(|other| other.name == spec.name) {
            return Err(Error::invalid(
                format!("{path}.name"),
                format!("another client is already called {:?}", spec.name),
            ));
        }
        if spec.plan.is_empty() {
            return Err(Error::invalid(
                format!("{path}.plan"),
                "is empty: give the client at least one step",
            ));
        }
        let mut plan = Vec::with_capacity(spec.plan.len());
        let mut acquired = false;
        let mut read = vec![false; resources.len()];
        for (s, step) in spec.plan.iter().enumerate() {
            let path = format!("{path}.plan[{s}]");
            for (value, field) in [(step.when.at_ms, "at_ms"), (step.when.after_ms, "after_ms")] {
                if let Some(ms) = value {
                    check_ms(ms, &format!("{path}.{field}"))?;
                }
            }
            let when = match (step.when.at_ms, step.when.after_ms) {
                (Some(_), Some(_)) => {
                    return Err(Error::invalid(
                        path,
                        "has both at_ms and after_ms; a step starts at a time or after the one before, not both",
                    ))
                }
                (Some(t), None) => When::At(SimTime(t)),
                (None, after) => When::After(Millis(after.unwrap_or(0))),
            };
            let needs_lock = |what: &str| -> Result<(), Error> {
                if acquired {
                    Ok(())
                } else {
                    Err(Error::invalid(
                        format!("{path}.do"),
                        format!("{what} comes before any acquire in this plan; the client has no lease yet"),
                    ))
                }
            };
            let action = match &step.action {
                ActionSpec::Acquire { retry } => {
                    acquired = true;
                    Action::Acquire(match retry {
                        None => None,
                        Some(r) => {
                            check_ms(r.every_ms, &format!("{path}.retry.every_ms"))?;
                            check_ms(r.until_ms, &format!("{path}.retry.until_ms"))?;
                            if r.every_ms == 0 {
                                return Err(Error::invalid(
                                    format!("{path}.retry.every_ms"),
                                    "must be greater than 0",
                                ));
                            }
                            if r.until_ms / r.every_ms > MAX_ATTEMPTS {
                                return Err(Error::invalid(
                                    format!("{path}.retry"),
                                    format!("would try more than {MAX_ATTEMPTS} times; retry less often or give up sooner"),
                                ));
                            }
                            Some(Retry {
                                every: Millis(r.every_ms),
                                until: SimTime(r.until_ms),
                            })
                        }
                    })
                }
                ActionSpec::Read { resource } => {
                    let r = find_resource(resources, resource, &format!("{path}.resource"))?;
                    read[r.index()] = true;
                    Action::Read(r)
                }
                ActionSpec::CheckFence { resource } => {
                    needs_lock("check_fence")?;
                    Action::CheckFence(find_resource(
                        resources,
                        resource,
                        &format!("{path}.resource"),
                    )?)
                }
                ActionSpec::CheckLease { margin_ms } => {
                    needs_lock("check_lease")?;
                    check_ms(*margin_ms, &format!("{path}.margin_ms"))?;
                    Action::CheckLease(Millis(*margin_ms))
                }
                ActionSpec::Pause { for_ms } => {
                    check_ms(*for_ms, &format!("{path}.for_ms"))?;
                    Action::Pause(Millis(*for_ms))
                }
                ActionSpec::Write { resource, op } => {
                    needs_lock("write")?;
                    let r = find_resource(resources, resource, &format!("{path}.resource"))?;
                    let target = &resources[r.index()];
                    let op = match (op, &target.initial) {
                        (WriteOpSpec::Set(n), Value::Number(_)) => WriteOp::Set(*n),
                        (WriteOpSpec::Add(n), Value::Number(_)) => WriteOp::Add(*n),
                        (WriteOpSpec::Increment(n), Value::Number(_)) => WriteOp::Increment(*n),
                        (WriteOpSpec::Append(item), Value::List(_)) => {
                            WriteOp::Append(items.intern(item, &format!("{path}.op.append"))?)
                        }
                        (WriteOpSpec::Push(item), Value::List(_)) => {
                            WriteOp::Push(items.intern(item, &format!("{path}.op.push"))?)
                        }
                        (WriteOpSpec::Append(_) | WriteOpSpec::Push(_), Value::Number(_)) => {
                            return Err(Error::invalid(
                                format!("{path}.op"),
                                format!(
                                    "{:?} holds a number; use set, add or increment, not append or push",
                                    target.name
                                ),
                            ))
                        }
                        (_, Value::List(_)) => {
                            return Err(Error::invalid(
                                format!("{path}.op"),
                                format!(
                                    "{:?} holds a list; use append or push, not set, add or increment",
                                    target.name
                                ),
                            ))
                        }
                    };
                    if matches!(op, WriteOp::Add(_) | WriteOp::Append(_)) && !read[r.index()] {
                        return Err(Error::invalid(
                            format!("{path}.op"),
                            format!("works on the value last read, but this plan does not read {:?} before it", target.name),
                        ));
                    }
                    Action::Write(r, op)
                }
                ActionSpec::SideEffect { what, uses } => {
                    needs_lock("side_effect")?;
                    check_name(what, &format!("{path}.what"))?;
                    let effect = effects.intern(what, &format!("{path}.what"))?;
                    let uses = match uses {
                        None => None,
                        Some(name) => {
                            let r = find_resource(resources, name, &format!("{path}.uses"))?;
                            if !read[r.index()] {
                                return Err(Error::invalid(
                                    format!("{path}.uses"),
                                    format!("acts on the copy of {name:?}, but this plan does not read it before"),
                                ));
                            }
                            Some(r)
                        }
                    };
                    Action::Effect(EffectId(effect.0), uses)
                }
                ActionSpec::Renew => {
                    needs_lock("renew")?;
                    Action::Renew
                }
                ActionSpec::Release => {
                    needs_lock("release")?;
                    Action::Release
                }
            };
            plan.push(Step {
                when,
                action,
                skip: step.skip,
            });
        }
        out.push(ClientConfig {
            name: spec.name.clone(),
            plan,
            clock: compile_clock(&spec.clock, &format!("{path}.clock"))?,
            lease_from: spec.lease_from,
            reaches: reaches(file, spec.lock_nodes.as_deref(), &path)?,
            session: match spec.session_ms {
                Some(ms) => {
                    check_ms(ms, &format!("{path}.session_ms"))?;
                    Some(Millis(ms))
                }
                None => None,
            },
        });
    }
    Ok(out)
}

/// The lock nodes a client reaches, as a bit set.
fn reaches(file: &ScenarioFile, nodes: Option<&[u16]>, path: &str) -> Result<u128, Error> {
    let total = file.lock_service.nodes;
    let Some(nodes) = nodes else {
        return Ok(u128::MAX);
    };
    let mut mask = 0u128;
    for (i, &n) in nodes.iter().enumerate() {
        if n == 0 || n > total {
            return Err(Error::invalid(
                format!("{path}.lock_nodes[{i}]"),
                format!("there is no node {n}; nodes count from 1 to {total}"),
            ));
        }
        mask |= 1 << (n - 1);
    }
    Ok(mask)
}

pub(super) fn check_name(name: &str, path: &str) -> Result<(), Error> {
    if name.trim().is_empty() {
        Err(Error::invalid(path, "must not be empty"))
    } else if name.trim() != name {
        Err(Error::invalid(
            path,
            format!("{name:?} starts or ends with spaces, which no reader could see"),
        ))
    } else {
        Ok(())
    }
}

pub(super) fn check_ms(ms: u64, path: &str) -> Result<(), Error> {
    if ms > MAX_MS {
        Err(Error::invalid(
            path,
            format!("{ms} ms is more than {MAX_MS} ms (about 31 years)"),
        ))
    } else {
        Ok(())
    }
}

fn find_resource(
    resources: &[ResourceConfig],
    name: &str,
    path: &str,
) -> Result<ResourceId, Error> {
    match resources.iter().position(|r| r.name == name) {
        Some(i) => Ok(ResourceId(i as u16)),
        None => {
            let known: Vec<String> = resources.iter().map(|r| format!("{:?}", r.name)).collect();
            Err(Error::invalid(
                path,
                format!(
                    "there is no resource called {name:?}; the resources are {}",
                    known.join(", ")
                ),
            ))
        }
    }
}
