//! Checking knobs: each pointer resolves to a slot of the right kind, the
//! range fits what the slot allows, and the default is the file's own value.

use super::MAX_ATTEMPTS;
use crate::authored::Authored;
use crate::error::Error;
use crate::knob::{Knob, KnobKind, KnobValue, Slot, SlotType};
use crate::spec::ScenarioFile;
use crate::world::{Action, World};

/// Names a page link uses for itself (`?scenario=...&step=...&embed`,
/// `?file=...` for a whole scenario, `&edit` while it is edited):
/// a knob with one of them could not be set from a link, and a link could
/// mean two things. The page's `address.js` lists the same names.
pub const RESERVED_IDS: [&str; 11] = [
    "scenario", "step", "t", "compare", "predict", "embed", "panels", "locked", "lang", "file",
    "edit",
];

pub(super) fn compile_knobs(file: &ScenarioFile, world: &World) -> Result<Vec<Knob>, Error> {
    let clock_nodes: Vec<usize> = file
        .lock_service
        .clocks
        .iter()
        .map(|c| usize::from(c.node - 1))
        .collect();
    let mut knobs: Vec<Knob> = Vec::with_capacity(file.knobs.len());
    for (k, spec) in file.knobs.iter().enumerate() {
        let path = format!("knobs[{k}]");
        if spec.id.is_empty()
            || !spec
                .id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        {
            return Err(Error::invalid(
                format!("{path}.id"),
                format!(
                    "{:?} must be lowercase letters, digits and underscores",
                    spec.id
                ),
            ));
        }
        if RESERVED_IDS.contains(&spec.id.as_str()) {
            return Err(Error::invalid(
                format!("{path}.id"),
                format!(
                    "{:?} is a name the page's links keep for themselves; choose another id",
                    spec.id
                ),
            ));
        }
        if knobs.iter().any(|other| other.id == spec.id) {
            return Err(Error::invalid(
                format!("{path}.id"),
                format!("another knob is already called {:?}", spec.id),
            ));
        }
        if spec.label.trim().is_empty() {
            return Err(Error::invalid(format!("{path}.label"), "must not be empty"));
        }
        let kind = spec.kind;
        if let KnobKind::Range {
            min,
            max,
            step,
            default,
            ..
        } = kind
        {
            if min > max {
                return Err(Error::invalid(
                    format!("{path}.min"),
                    format!("{min} is greater than max {max}"),
                ));
            }
            if step <= 0 {
                return Err(Error::invalid(
                    format!("{path}.step"),
                    "must be greater than 0",
                ));
            }
            if !(min..=max).contains(&default) {
                return Err(Error::invalid(
                    format!("{path}.default"),
                    format!("{default} is outside the range {min} to {max}"),
                ));
            }
        }
        if spec.sets.is_empty() {
            return Err(Error::invalid(
                format!("{path}.sets"),
                "is empty: name at least one value for the knob to set",
            ));
        }
        let mut slots = Vec::with_capacity(spec.sets.len());
        for (p, pointer) in spec.sets.iter().enumerate() {
            let at = format!("{path}.sets[{p}]");
            let slot =
                Slot::resolve(pointer, world, &clock_nodes).map_err(|m| Error::invalid(&at, m))?;
            check_slot(slot, kind, world, &at, &spec.id)?;
            if slots.contains(&slot) {
                return Err(Error::invalid(
                    at,
                    format!("{pointer:?} is listed twice in this knob"),
                ));
            }
            if knobs
                .iter()
                .any(|other| other.slots.contains(&slot) || other.opposite.contains(&slot))
            {
                return Err(Error::invalid(
                    at,
                    format!("{pointer:?} is already set by another knob"),
                ));
            }
            slots.push(slot);
        }
        let mut opposite = Vec::with_capacity(spec.sets_opposite.len());
        for (p, pointer) in spec.sets_opposite.iter().enumerate() {
            let at = format!("{path}.sets_opposite[{p}]");
            let KnobKind::Toggle { default } = kind else {
                return Err(Error::invalid(
                    at,
                    "only a switch can set the opposite of its value",
                ));
            };
            let slot =
                Slot::resolve(pointer, world, &clock_nodes).map_err(|m| Error::invalid(&at, m))?;
            let flipped = KnobKind::Toggle { default: !default };
            check_slot(slot, flipped, world, &at, &spec.id)?;
            if slots.contains(&slot)
                || opposite.contains(&slot)
                || knobs
                    .iter()
                    .any(|other| other.slots.contains(&slot) || other.opposite.contains(&slot))
            {
                return Err(Error::invalid(
                    at,
                    format!("{pointer:?} is already set by a knob"),
                ));
            }
            opposite.push(slot);
        }
        knobs.push(Knob {
            id: spec.id.clone(),
            label: Authored::new(&spec.label),
            help: spec.help.as_deref().map(Authored::new),
            kind,
            slots,
            opposite,
        });
    }
    Ok(knobs)
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
                    format!(
                        "knob {id:?} goes down to {min}, but this value must be at least {floor}"
                    ),
                ));
            }
            if max > ceiling {
                return Err(Error::invalid(
                    path,
                    format!(
                        "knob {id:?} goes up to {max}, but this value must be at most {ceiling}"
                    ),
                ));
            }
            KnobValue::Range(default)
        }
        (SlotType::Flag, KnobKind::Range { .. }) => {
            return Err(Error::invalid(
                path,
                format!("this value is true or false, so knob {id:?} must be a toggle"),
            ))
        }
        (SlotType::Number { .. }, KnobKind::Toggle { .. }) => {
            return Err(Error::invalid(
                path,
                format!("this value is a number, so knob {id:?} must be a range"),
            ))
        }
    };
    let current = slot.get(world);
    if current != default {
        return Err(Error::invalid(
            path,
            format!(
                "the file says {} here but knob {id:?} defaults to {}; make them agree",
                show(current),
                show(default)
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
                    format!("at the end of its range, knob {id:?} makes the client try more than {MAX_ATTEMPTS} times"),
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
