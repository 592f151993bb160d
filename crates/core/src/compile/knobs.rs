//! Checking knobs: each pointer resolves to a slot of the right kind, the
//! range fits what the slot allows, and the default is the file's own value.

use super::checks::{quoted, MAX_ATTEMPTS};
use crate::authored::Authored;
use crate::error::Error;
use crate::knob::{Knob, KnobKind, KnobValue, Slot, SlotType};
use crate::spec::{KnobSpec, ScenarioFile};
use crate::words::say;
use crate::world::{Action, World};

/// Names a page link uses for itself (`?scenario=...&step=...&embed`,
/// `?file=...` for a whole scenario, `&edit` while it is edited,
/// `&view=projector` for a room's screen):
/// a knob with one of them could not be set from a link, and a link could
/// mean two things. The page's `address.js` lists the same names.
pub const RESERVED_IDS: [&str; 12] = [
    "scenario", "step", "t", "compare", "predict", "embed", "panels", "locked", "lang", "file",
    "edit", "view",
];

pub(super) fn compile_knobs(file: &ScenarioFile, world: &World) -> Result<Vec<Knob>, Vec<Error>> {
    let clock_nodes: Vec<usize> = file
        .lock_service
        .clocks
        .iter()
        .map(|c| usize::from(c.node - 1))
        .collect();
    let mut knobs: Vec<Knob> = Vec::with_capacity(file.knobs.len());
    let mut errors = Vec::new();
    for (k, spec) in file.knobs.iter().enumerate() {
        let path = format!("knobs[{k}]");
        match compile_knob(spec, &path, world, &clock_nodes, &knobs) {
            Ok(knob) => knobs.push(knob),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(knobs)
    } else {
        Err(errors)
    }
}

/// One knob, checked against the world and the knobs before it.
fn compile_knob(
    spec: &KnobSpec,
    path: &str,
    world: &World,
    clock_nodes: &[usize],
    before: &[Knob],
) -> Result<Knob, Error> {
    check_id(&spec.id, before, &format!("{path}.id"))?;
    if spec.label.trim().is_empty() {
        return Err(super::checks::blank(&format!("{path}.label")));
    }
    let kind = spec.kind;
    check_range(kind, path)?;
    if spec.sets.is_empty() {
        return Err(Error::invalid(
            format!("{path}.sets"),
            say!("problem-sets-empty"),
        ));
    }
    let taken = |slot: &Slot| {
        before
            .iter()
            .any(|other| other.slots.contains(slot) || other.opposite.contains(slot))
    };
    let mut slots = Vec::with_capacity(spec.sets.len());
    for (p, pointer) in spec.sets.iter().enumerate() {
        let at = format!("{path}.sets[{p}]");
        let slot =
            Slot::resolve(pointer, world, clock_nodes).map_err(|m| Error::invalid(&at, m))?;
        check_slot(slot, kind, world, &at, &spec.id)?;
        if slots.contains(&slot) {
            return Err(Error::invalid(
                at,
                say!("problem-pointer-twice", pointer = quoted(pointer)),
            ));
        }
        if taken(&slot) {
            return Err(Error::invalid(
                at,
                say!("problem-pointer-taken", pointer = quoted(pointer)),
            ));
        }
        slots.push(slot);
    }
    let mut opposite = Vec::with_capacity(spec.sets_opposite.len());
    for (p, pointer) in spec.sets_opposite.iter().enumerate() {
        let at = format!("{path}.sets_opposite[{p}]");
        let KnobKind::Toggle { default } = kind else {
            return Err(Error::invalid(at, say!("problem-opposite-needs-switch")));
        };
        let slot =
            Slot::resolve(pointer, world, clock_nodes).map_err(|m| Error::invalid(&at, m))?;
        let flipped = KnobKind::Toggle { default: !default };
        check_slot(slot, flipped, world, &at, &spec.id)?;
        if slots.contains(&slot) || opposite.contains(&slot) || taken(&slot) {
            return Err(Error::invalid(
                at,
                say!("problem-pointer-taken", pointer = quoted(pointer)),
            ));
        }
        opposite.push(slot);
    }
    Ok(Knob {
        id: spec.id.clone(),
        label: Authored::new(&spec.label),
        help: spec.help.as_deref().map(Authored::new),
        kind,
        slots,
        opposite,
    })
}

/// A knob's id: of the letters a link can carry, none a link keeps for
/// itself, and no other knob's.
fn check_id(id: &str, before: &[Knob], path: &str) -> Result<(), Error> {
    let fits = |b: u8| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_';
    if id.is_empty() || !id.bytes().all(fits) {
        return Err(Error::invalid(
            path,
            say!("problem-knob-id", id = quoted(id)),
        ));
    }
    if RESERVED_IDS.contains(&id) {
        return Err(Error::invalid(
            path,
            say!("problem-knob-id-reserved", id = quoted(id)),
        ));
    }
    if before.iter().any(|other| other.id == id) {
        return Err(Error::invalid(
            path,
            say!("problem-name-taken", what = "knob", name = quoted(id)),
        ));
    }
    Ok(())
}

/// A slider's range: a smallest value up to a largest, a step forward,
/// and the default inside.
fn check_range(kind: KnobKind, path: &str) -> Result<(), Error> {
    let KnobKind::Range {
        min,
        max,
        step,
        default,
        ..
    } = kind
    else {
        return Ok(());
    };
    if min > max {
        return Err(Error::invalid(
            format!("{path}.min"),
            say!(
                "problem-min-above-max",
                min = min.to_string(),
                max = max.to_string()
            ),
        ));
    }
    if step <= 0 {
        return Err(Error::invalid(
            format!("{path}.step"),
            say!("problem-step-zero"),
        ));
    }
    if !(min..=max).contains(&default) {
        return Err(Error::invalid(
            format!("{path}.default"),
            say!(
                "problem-default-outside",
                default = default.to_string(),
                min = min.to_string(),
                max = max.to_string()
            ),
        ));
    }
    Ok(())
}

/// Checks that a slot takes the knob's kind of value over the knob's whole
/// range, and that the file's own value there is the knob's default.
fn check_slot(
    slot: Slot,
    kind: KnobKind,
    world: &World,
    path: &str,
    id: &str,
) -> Result<(), Error> {
    let default = match (slot.slot_type(), kind) {
        (SlotType::Flag, KnobKind::Toggle { default }) => KnobValue::Toggle(default),
        (
            SlotType::Number {
                min: floor,
                max: ceiling,
            },
            KnobKind::Range {
                min, max, default, ..
            },
        ) => {
            if min < floor {
                return Err(Error::invalid(
                    path,
                    say!(
                        "problem-knob-below",
                        id = quoted(id),
                        min = min.to_string(),
                        floor = floor.to_string()
                    ),
                ));
            }
            if max > ceiling {
                return Err(Error::invalid(
                    path,
                    say!(
                        "problem-knob-above",
                        id = quoted(id),
                        max = max.to_string(),
                        ceiling = ceiling.to_string()
                    ),
                ));
            }
            KnobValue::Range(default)
        }
        (SlotType::Flag, KnobKind::Range { .. }) => {
            return Err(Error::invalid(
                path,
                say!("problem-knob-needs-toggle", id = quoted(id)),
            ))
        }
        (SlotType::Number { .. }, KnobKind::Toggle { .. }) => {
            return Err(Error::invalid(
                path,
                say!("problem-knob-needs-range", id = quoted(id)),
            ))
        }
    };
    let current = slot.get(world);
    if current != default {
        return Err(Error::invalid(
            path,
            say!(
                "problem-knob-default-differs",
                id = quoted(id),
                file = show(current),
                default = show(default)
            ),
        ));
    }
    if let (Slot::RetryEvery(c, s) | Slot::RetryUntil(c, s), KnobKind::Range { min, max, .. }) =
        (slot, kind)
    {
        if let Action::Acquire(Some(retry)) = world.clients[c.index()].plan[s].action {
            let (every, until) = match slot {
                Slot::RetryEvery(..) => (min.max(1) as u64, retry.until.0),
                _ => (retry.every.0, max.max(0) as u64),
            };
            if until / every > MAX_ATTEMPTS {
                return Err(Error::invalid(
                    path,
                    say!(
                        "problem-knob-too-many-attempts",
                        id = quoted(id),
                        most = MAX_ATTEMPTS
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn show(value: KnobValue) -> String {
    match value {
        KnobValue::Toggle(true) => "true".to_owned(),
        KnobValue::Toggle(false) => "false".to_owned(),
        KnobValue::Range(n) => n.to_string(),
    }
}
