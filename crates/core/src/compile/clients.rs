//! Checking the clients and their plans, step by step: a step with a
//! problem is left out of the plan and the next one checked as if it were
//! not there, so each step's problem is told.

use super::checks::MAX_ATTEMPTS;
use super::checks::{check_ms, check_name, compile_clock, find_resource, keep, quoted, Interner};
use crate::error::Error;
use crate::ids::EffectId;
use crate::spec::{ActionSpec, ClientSpec, RetrySpec, ScenarioFile, StepSpec, WriteOpSpec};
use crate::time::{Millis, SimTime};
use crate::words::say;
use crate::world::{
    Action, ClientConfig, Clock, ResourceConfig, Retry, Step, Value, When, WriteOp,
};

/// What a plan has done before the step being checked.
struct Before {
    /// Whether some step before asks for the lock.
    acquired: bool,
    /// For each resource, whether some step before reads it.
    read: Vec<bool>,
    /// Whether a step before has a problem, so what it would have done
    /// is not known: then no step is told it comes too early.
    broken: bool,
}

/// The places a step's names and phrases are kept.
struct Names<'a> {
    resources: &'a [ResourceConfig],
    items: &'a mut Interner,
    effects: &'a mut Interner,
}

pub(super) fn compile_clients(
    file: &ScenarioFile,
    resources: &[ResourceConfig],
    items: &mut Interner,
    effects: &mut Interner,
    errors: &mut Vec<Error>,
) -> Vec<ClientConfig> {
    if file.clients.is_empty() {
        errors.push(Error::invalid("clients", say!("problem-no-clients")));
    }
    if file.clients.len() > usize::from(u16::MAX) {
        errors.push(Error::invalid("clients", say!("problem-too-many-clients")));
        return Vec::new();
    }
    let mut names = Names {
        resources,
        items,
        effects,
    };
    let mut out: Vec<ClientConfig> = Vec::with_capacity(file.clients.len());
    for (c, spec) in file.clients.iter().enumerate() {
        let path = format!("clients[{c}]");
        keep(errors, check_client(spec, &out, &path));
        let plan = plan(spec, &path, &mut names, errors);
        let clock = compile_clock(&spec.clock, &format!("{path}.clock")).unwrap_or_else(|e| {
            errors.push(e);
            Clock::default()
        });
        let reaches = reaches(file, spec.lock_nodes.as_deref(), &path).unwrap_or_else(|e| {
            errors.push(e);
            u128::MAX
        });
        if let Some(ms) = spec.session_ms {
            keep(errors, check_ms(ms, &format!("{path}.session_ms")));
        }
        out.push(ClientConfig {
            name: spec.name.clone(),
            plan,
            clock,
            lease_from: spec.lease_from,
            reaches,
            session: spec.session_ms.map(Millis),
        });
    }
    out
}

fn check_client(spec: &ClientSpec, before: &[ClientConfig], path: &str) -> Result<(), Error> {
    check_name(&spec.name, &format!("{path}.name"))?;
    if before.iter().any(|other| other.name == spec.name) {
        return Err(Error::invalid(
            format!("{path}.name"),
            say!(
                "problem-name-taken",
                what = "client",
                name = quoted(&spec.name)
            ),
        ));
    }
    if spec.plan.is_empty() {
        return Err(Error::invalid(
            format!("{path}.plan"),
            say!("problem-plan-empty"),
        ));
    }
    Ok(())
}

/// The plan's steps that have no problem, keeping the problems of the others.
fn plan(
    spec: &ClientSpec,
    path: &str,
    names: &mut Names<'_>,
    errors: &mut Vec<Error>,
) -> Vec<Step> {
    let mut before = Before {
        acquired: false,
        read: vec![false; names.resources.len()],
        broken: false,
    };
    let mut plan = Vec::with_capacity(spec.plan.len());
    for (s, step) in spec.plan.iter().enumerate() {
        match compile_step(step, &format!("{path}.plan[{s}]"), &mut before, names) {
            Ok(step) => plan.push(step),
            Err(e) => {
                errors.push(e);
                before.broken = true;
            }
        }
    }
    plan
}

fn compile_step(
    step: &StepSpec,
    path: &str,
    before: &mut Before,
    names: &mut Names<'_>,
) -> Result<Step, Error> {
    for (value, field) in [(step.when.at_ms, "at_ms"), (step.when.after_ms, "after_ms")] {
        if let Some(ms) = value {
            check_ms(ms, &format!("{path}.{field}"))?;
        }
    }
    let when = match (step.when.at_ms, step.when.after_ms) {
        (Some(_), Some(_)) => return Err(Error::invalid(path, say!("problem-at-and-after"))),
        (Some(t), None) => When::At(SimTime(t)),
        (None, after) => When::After(Millis(after.unwrap_or(0))),
    };
    let action = action(&step.action, path, before, names)?;
    Ok(Step {
        when,
        action,
        skip: step.skip,
    })
}

/// A step's action, checked against what the plan did before it.
fn action(
    spec: &ActionSpec,
    path: &str,
    before: &mut Before,
    names: &mut Names<'_>,
) -> Result<Action, Error> {
    let resources = names.resources;
    let acquired = before.acquired || before.broken;
    let needs_lock = |what: &str| -> Result<(), Error> {
        if acquired {
            Ok(())
        } else {
            Err(Error::invalid(
                format!("{path}.do"),
                say!("problem-before-acquire", action = what),
            ))
        }
    };
    Ok(match spec {
        ActionSpec::Acquire { retry } => {
            // Asked for even if its retry has a problem, so the steps
            // after it are not told they come before any acquire.
            before.acquired = true;
            Action::Acquire(retry.as_ref().map(|r| self::retry(r, path)).transpose()?)
        }
        ActionSpec::Read { resource } => {
            let r = find_resource(resources, resource, &format!("{path}.resource"))?;
            before.read[r.index()] = true;
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
            let op = write_op(op, &resources[r.index()], path, names.items)?;
            if matches!(op, WriteOp::Add(_) | WriteOp::Append(_))
                && !before.read[r.index()]
                && !before.broken
            {
                return Err(Error::invalid(
                    format!("{path}.op"),
                    say!(
                        "problem-op-unread",
                        resource = quoted(&resources[r.index()].name)
                    ),
                ));
            }
            Action::Write(r, op)
        }
        ActionSpec::SideEffect { what, uses } => {
            needs_lock("side_effect")?;
            check_name(what, &format!("{path}.what"))?;
            let effect = names.effects.intern(what, &format!("{path}.what"))?;
            let uses = match uses {
                None => None,
                Some(name) => {
                    let r = find_resource(resources, name, &format!("{path}.uses"))?;
                    if !before.read[r.index()] && !before.broken {
                        return Err(Error::invalid(
                            format!("{path}.uses"),
                            say!("problem-uses-unread", resource = quoted(name)),
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
    })
}

fn retry(r: &RetrySpec, path: &str) -> Result<Retry, Error> {
    check_ms(r.every_ms, &format!("{path}.retry.every_ms"))?;
    check_ms(r.until_ms, &format!("{path}.retry.until_ms"))?;
    if r.every_ms == 0 {
        return Err(Error::invalid(
            format!("{path}.retry.every_ms"),
            say!("problem-every-zero"),
        ));
    }
    if r.until_ms / r.every_ms > MAX_ATTEMPTS {
        return Err(Error::invalid(
            format!("{path}.retry"),
            say!("problem-too-many-attempts", most = MAX_ATTEMPTS),
        ));
    }
    Ok(Retry {
        every: Millis(r.every_ms),
        until: SimTime(r.until_ms),
    })
}

/// A write's op, of the kind the resource holds.
fn write_op(
    op: &WriteOpSpec,
    target: &ResourceConfig,
    path: &str,
    items: &mut Interner,
) -> Result<WriteOp, Error> {
    let name = quoted(&target.name);
    Ok(match (op, &target.initial) {
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
                say!("problem-op-on-number", resource = name),
            ))
        }
        (_, Value::List(_)) => {
            return Err(Error::invalid(
                format!("{path}.op"),
                say!("problem-op-on-list", resource = name),
            ))
        }
    })
}

/// The lock nodes a client reaches, as a bit set.
fn reaches(file: &ScenarioFile, nodes: Option<&[u16]>, path: &str) -> Result<u128, Error> {
    let total = file.lock_service.nodes;
    let Some(nodes) = nodes else {
        return Ok(u128::MAX);
    };
    let mut mask = 0u128;
    for (i, &n) in nodes.iter().enumerate() {
        if n == 0 || n > total || n > super::checks::MAX_NODES {
            return Err(Error::invalid(
                format!("{path}.lock_nodes[{i}]"),
                say!(
                    "problem-no-node",
                    node = n.to_string(),
                    nodes = total.to_string()
                ),
            ));
        }
        mask |= 1 << (n - 1);
    }
    Ok(mask)
}
