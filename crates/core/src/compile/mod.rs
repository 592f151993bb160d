//! Loading: from a scenario file's text to a checked [`World`] and its knobs.
//!
//! Every rule a run relies on is checked here, once, with the field path in
//! the message, so the engine can trust its input and never panic on it.
//! The knobs, which need the finished world to resolve their pointers, are
//! checked in `knobs.rs`.

mod knobs;

use std::collections::BTreeMap;

use crate::error::{self, Error};
use crate::ids::{ItemId, ResourceId, Token};
use crate::knob::Knob;
use crate::spec::{ActionSpec, InitialValue, ScenarioFile, WriteOpSpec};
use crate::time::{Millis, SimTime};
use crate::world::{
    Action, ClientConfig, Guard, LockConfig, ResourceConfig, Retry, Step, Value, When, World,
    WriteOp,
};

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
    let mut de = serde_json::Deserializer::from_str(text);
    let file: ScenarioFile =
        serde_path_to_error::deserialize(&mut de).map_err(error::from_serde)?;
    de.end().map_err(|e| Error::Parse {
        path: String::new(),
        line: e.line(),
        column: e.column(),
        message: "unexpected text after the scenario's closing brace".to_owned(),
    })?;
    Ok(file)
}

/// Checks a parsed file and builds the world and its knobs.
pub(crate) fn compile(file: &ScenarioFile) -> Result<(World, Vec<Knob>), Error> {
    if file.title.trim().is_empty() {
        return Err(Error::invalid("title", "must not be empty"));
    }
    let names = &file.names;
    for (word, field) in [
        (&names.lock_service, "lock_service"),
        (&names.lock, "lock"),
        (&names.token, "token"),
        (&names.lease, "lease"),
    ] {
        check_name(word, &format!("names.{field}"))?;
    }
    if file.lock_service.lease_ms == 0 {
        return Err(Error::invalid(
            "lock_service.lease_ms",
            "must be greater than 0 (a lease of no time is never held)",
        ));
    }
    check_ms(file.lock_service.lease_ms, "lock_service.lease_ms")?;
    if file.lock_service.first_token > MAX_FIRST_TOKEN {
        return Err(Error::invalid(
            "lock_service.first_token",
            format!("must be at most {MAX_FIRST_TOKEN}"),
        ));
    }
    let mut items = Interner::default();
    let resources = compile_resources(file, &mut items)?;
    let clients = compile_clients(file, &resources, &mut items)?;
    let world = World {
        lock: LockConfig {
            lease: Millis(file.lock_service.lease_ms),
            first_token: Token(file.lock_service.first_token),
        },
        resources,
        clients,
        items: items.names,
    };
    let knobs = knobs::compile_knobs(file, &world)?;
    Ok((world, knobs))
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
        out.push(ResourceConfig {
            name: spec.name.clone(),
            initial,
            guard: if spec.fencing {
                Guard::Fencing
            } else {
                Guard::None
            },
        });
    }
    Ok(out)
}

fn compile_clients(
    file: &ScenarioFile,
    resources: &[ResourceConfig],
    items: &mut Interner,
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
                        (WriteOpSpec::Append(item), Value::List(_)) => {
                            WriteOp::Append(items.intern(item, &format!("{path}.op.append"))?)
                        }
                        (WriteOpSpec::Append(_), Value::Number(_)) => {
                            return Err(Error::invalid(
                                format!("{path}.op"),
                                format!(
                                    "{:?} holds a number; use set or add, not append",
                                    target.name
                                ),
                            ))
                        }
                        (_, Value::List(_)) => {
                            return Err(Error::invalid(
                                format!("{path}.op"),
                                format!(
                                    "{:?} holds a list; use append, not set or add",
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
                ActionSpec::Renew => {
                    needs_lock("renew")?;
                    Action::Renew
                }
                ActionSpec::Release => {
                    needs_lock("release")?;
                    Action::Release
                }
            };
            plan.push(Step { when, action });
        }
        out.push(ClientConfig {
            name: spec.name.clone(),
            plan,
        });
    }
    Ok(out)
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
