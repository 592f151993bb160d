//! Loading: from a scenario file's text to a checked [`World`] and its knobs.
//!
//! Every rule a run relies on is checked here, once, with the field path in
//! the message, so the engine can trust its input and never panic on it.
//! Each part is checked on its own (the lock service's settings, each
//! resource, client, step, link and partition) and every problem is kept,
//! so an author sees them all at once; the world is built only when there
//! are none. The knobs, which need the finished world to resolve their
//! pointers, are checked in `knobs.rs`. Every message is a sentence of
//! `words/<lang>/problems.ftl`.

mod challenges;
pub(crate) mod checks;
mod clients;
mod knobs;
pub(crate) use knobs::RESERVED_IDS;
mod translations;

pub(crate) use challenges::challenges;
pub(crate) use translations::{every_text, translate, Texts, Translatable};

use crate::authored::Authored;
use crate::error::Error;
use crate::ids::{ClientId, Token};
use crate::knob::Knob;
use crate::problems::takes::all;
use crate::spec::{FaultKindSpec, InitialValue, LockKindSpec, LosesSpec, ScenarioFile};
use crate::time::{Millis, SimTime};
use crate::words::say;
use crate::world::{
    ClientConfig, Clock, Endpoint, Fault, FaultKind, Leg, Link, LockConfig, LockKind, Network,
    Partition, ResourceConfig, Value, World,
};
use checks::{
    blank, check_ms, check_name, compile_clock, find_resource, keep, quoted, Interner,
    MAX_FIRST_TOKEN, MAX_NODES,
};

/// Parses the JSON text of a scenario file into its spec, with the line,
/// column and field path of the first problem, in the author's words.
pub(crate) fn parse(text: &str) -> Result<ScenarioFile, Error> {
    crate::spec::parse(text).map_err(|e| Error::Parse {
        message: crate::problems::reading::message(&e),
        path: e.path,
        line: e.line,
        column: e.column,
    })
}

/// Checks a parsed file and builds the world and its knobs, or says every
/// problem found, in the order they are checked.
pub(crate) fn compile(file: &ScenarioFile) -> Result<(World, Vec<Knob>), Vec<Error>> {
    let mut errors = Vec::new();
    check_top(file, &mut errors);
    let mut items = Interner::default();
    let mut effects = Interner::default();
    let resources = compile_resources(file, &mut items, &mut errors);
    let clients = clients::compile_clients(file, &resources, &mut items, &mut effects, &mut errors);
    let lock = compile_lock(file, &mut errors);
    let network = compile_network(file, &resources, &clients, &mut errors);
    if !errors.is_empty() {
        return Err(errors);
    }
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

/// The title and the lock service's own numbers.
fn check_top(file: &ScenarioFile, errors: &mut Vec<Error>) {
    let spec = &file.lock_service;
    if file.title.trim().is_empty() {
        errors.push(blank("title"));
    }
    if spec.lease_ms == 0 {
        errors.push(Error::invalid(
            "lock_service.lease_ms",
            say!("problem-lease-zero"),
        ));
    }
    keep(errors, check_ms(spec.lease_ms, "lock_service.lease_ms"));
    keep(
        errors,
        check_ms(spec.lock_delay_ms, "lock_service.lock_delay_ms"),
    );
    if spec.first_token > MAX_FIRST_TOKEN {
        errors.push(Error::invalid(
            "lock_service.first_token",
            say!("problem-first-token-too-large", most = MAX_FIRST_TOKEN),
        ));
    }
    check_election(spec, errors);
}

/// An election's terms are its tokens, and its majority votes are the
/// vote requests its plans send; several lock nodes would be a second,
/// made-up majority. Checked before the resources, whose fencing would
/// otherwise complain first of the missing tokens.
fn check_election(spec: &crate::spec::LockServiceSpec, errors: &mut Vec<Error>) {
    if spec.kind != LockKindSpec::Election {
        return;
    }
    if !spec.tokens {
        errors.push(Error::invalid(
            "lock_service.tokens",
            say!("problem-election-tokens"),
        ));
    }
    if spec.nodes != 1 {
        errors.push(Error::invalid(
            "lock_service.nodes",
            say!("problem-election-nodes"),
        ));
    }
}

fn compile_lock(file: &ScenarioFile, errors: &mut Vec<Error>) -> LockConfig {
    let spec = &file.lock_service;
    if spec.nodes == 0 || spec.nodes > MAX_NODES {
        errors.push(Error::invalid(
            "lock_service.nodes",
            say!(
                "problem-nodes-range",
                most = MAX_NODES,
                nodes = spec.nodes.to_string()
            ),
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
            errors.push(Error::invalid(
                format!("{path}.node"),
                say!(
                    "problem-no-node",
                    node = c.node.to_string(),
                    nodes = spec.nodes.to_string()
                ),
            ));
            continue;
        }
        match compile_clock(&c.clock, &path) {
            Ok(clock) => nodes[usize::from(c.node - 1)] = clock,
            Err(e) => errors.push(e),
        }
    }
    let mut faults = Vec::with_capacity(spec.faults.len());
    for (i, f) in spec.faults.iter().enumerate() {
        let path = format!("lock_service.faults[{i}]");
        match fault(f, &path) {
            Ok(fault) => faults.push(fault),
            Err(e) => errors.push(e),
        }
    }
    LockConfig {
        lease: Millis(spec.lease_ms),
        first_token: Token(spec.first_token),
        tokens: spec.tokens,
        nodes,
        faults,
        lock_delay: Millis(spec.lock_delay_ms),
        check_waiter_lease: spec.check_waiter_lease,
        release_checks_holder: spec.release_checks_holder,
        kind,
    }
}

fn fault(f: &crate::spec::FaultSpec, path: &str) -> Result<Fault, Error> {
    check_ms(f.when.at_ms, &format!("{path}.at_ms"))?;
    let kind = match f.kind {
        FaultKindSpec::Restart {
            durable_counter,
            reset_to,
        } => {
            if reset_to.is_some_and(|t| t >= MAX_FIRST_TOKEN) {
                return Err(Error::invalid(
                    format!("{path}.reset_to"),
                    say!("problem-reset-to-too-large", most = MAX_FIRST_TOKEN),
                ));
            }
            FaultKind::Restart {
                durable_counter,
                reset_to: reset_to.map(Token),
            }
        }
        FaultKindSpec::Failover { behind } => FaultKind::Failover { behind },
    };
    Ok(Fault {
        at: SimTime(f.when.at_ms),
        kind,
    })
}

fn compile_network(
    file: &ScenarioFile,
    resources: &[ResourceConfig],
    clients: &[ClientConfig],
    errors: &mut Vec<Error>,
) -> Network {
    let spec = &file.network;
    keep(errors, check_ms(spec.delay_ms, "network.delay_ms"));
    keep(errors, check_ms(spec.jitter_ms, "network.jitter_ms"));
    keep(errors, check_ms(spec.resend_ms, "network.resend_ms"));
    if spec.resend_ms == 0 {
        errors.push(Error::invalid(
            "network.resend_ms",
            say!("problem-resend-zero"),
        ));
    }
    let mut links = Vec::with_capacity(spec.links.len());
    for (i, l) in spec.links.iter().enumerate() {
        let path = format!("network.links[{i}]");
        match link(l, &path, resources, clients, &links) {
            Ok(link) => links.push(link),
            Err(e) => errors.push(e),
        }
    }
    let mut partitions = Vec::with_capacity(spec.partitions.len());
    for (i, p) in spec.partitions.iter().enumerate() {
        let path = format!("network.partitions[{i}]");
        match partition(p, &path, resources, clients) {
            Ok(partition) => partitions.push(partition),
            Err(e) => errors.push(e),
        }
    }
    Network {
        default: Link {
            delay: Millis(spec.delay_ms),
            jitter: Millis(spec.jitter_ms),
        },
        links,
        partitions,
        resend: Millis(spec.resend_ms),
    }
}

/// The client and the other end a link or a partition names.
fn ends(
    client: &str,
    to: &str,
    path: &str,
    resources: &[ResourceConfig],
    clients: &[ClientConfig],
) -> Result<(ClientId, Endpoint), Error> {
    let Some(c) = clients.iter().position(|c| c.name == client) else {
        let known: Vec<&str> = clients.iter().map(|c| c.name.as_str()).collect();
        return Err(Error::invalid(
            format!("{path}.client"),
            say!(
                "problem-no-client",
                name = quoted(client),
                known = all(&known, quoted)
            ),
        ));
    };
    let to = if to == "lock_service" {
        Endpoint::LockService
    } else {
        Endpoint::Resource(find_resource(resources, to, &format!("{path}.to"))?)
    };
    Ok((ClientId(c as u16), to))
}

fn link(
    l: &crate::spec::LinkSpec,
    path: &str,
    resources: &[ResourceConfig],
    clients: &[ClientConfig],
    before: &[(ClientId, Endpoint, Link)],
) -> Result<(ClientId, Endpoint, Link), Error> {
    let (c, to) = ends(&l.client, &l.to, path, resources, clients)?;
    check_ms(l.delay_ms, &format!("{path}.delay_ms"))?;
    check_ms(l.jitter_ms, &format!("{path}.jitter_ms"))?;
    if before.iter().any(|&(oc, ot, _)| oc == c && ot == to) {
        return Err(Error::invalid(path, say!("problem-link-twice")));
    }
    let link = Link {
        delay: Millis(l.delay_ms),
        jitter: Millis(l.jitter_ms),
    };
    Ok((c, to, link))
}

fn partition(
    p: &crate::spec::PartitionSpec,
    path: &str,
    resources: &[ResourceConfig],
    clients: &[ClientConfig],
) -> Result<Partition, Error> {
    let (client, to) = ends(&p.client, &p.to, path, resources, clients)?;
    check_ms(p.from_ms, &format!("{path}.from_ms"))?;
    check_ms(p.until_ms, &format!("{path}.until_ms"))?;
    if p.until_ms <= p.from_ms {
        return Err(Error::invalid(
            format!("{path}.until_ms"),
            say!("problem-until-before-from", from = p.from_ms.to_string()),
        ));
    }
    let loses = match p.loses {
        LosesSpec::Requests => Leg::Request,
        LosesSpec::Answers if to == Endpoint::LockService => {
            return Err(Error::invalid(
                format!("{path}.loses"),
                say!("problem-answers-lock-service"),
            ))
        }
        LosesSpec::Answers => Leg::Answer,
    };
    Ok(Partition {
        client,
        to,
        from: SimTime(p.from_ms),
        until: SimTime(p.until_ms),
        loses,
    })
}

fn compile_resources(
    file: &ScenarioFile,
    items: &mut Interner,
    errors: &mut Vec<Error>,
) -> Vec<ResourceConfig> {
    if file.resources.is_empty() {
        errors.push(Error::invalid("resources", say!("problem-no-resources")));
    }
    if file.resources.len() > usize::from(u16::MAX) {
        errors.push(Error::invalid(
            "resources",
            say!("problem-too-many-resources"),
        ));
        return Vec::new();
    }
    let mut out: Vec<ResourceConfig> = Vec::with_capacity(file.resources.len());
    for (i, spec) in file.resources.iter().enumerate() {
        let path = format!("resources[{i}]");
        keep(errors, check_resource(file, spec, &out, &path));
        // A resource with a problem is kept, so the plans that name it
        // are checked as they would be once it is right.
        let initial = match initial(&spec.initial, items, &path) {
            Ok(initial) => initial,
            Err(e) => {
                errors.push(e);
                Value::Number(0)
            }
        };
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
    out
}

fn check_resource(
    file: &ScenarioFile,
    spec: &crate::spec::ResourceSpec,
    before: &[ResourceConfig],
    path: &str,
) -> Result<(), Error> {
    check_name(&spec.name, &format!("{path}.name"))?;
    if before.iter().any(|r| r.name == spec.name) {
        return Err(Error::invalid(
            format!("{path}.name"),
            say!(
                "problem-name-taken",
                what = "resource",
                name = quoted(&spec.name)
            ),
        ));
    }
    if !file.lock_service.tokens && (spec.fencing || spec.proxy) {
        let field = if spec.fencing { "fencing" } else { "proxy" };
        return Err(Error::invalid(
            format!("{path}.{field}"),
            say!("problem-fencing-without-tokens", field = field),
        ));
    }
    Ok(())
}

fn initial(value: &InitialValue, items: &mut Interner, path: &str) -> Result<Value, Error> {
    Ok(match value {
        InitialValue::Number(n) => Value::Number(*n),
        InitialValue::List(list) => Value::List(
            list.iter()
                .enumerate()
                .map(|(j, s)| items.intern(s, &format!("{path}.initial[{j}]")))
                .collect::<Result<_, _>>()?,
        ),
    })
}
