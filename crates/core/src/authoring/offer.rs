//! Giving the reader a slider or a switch for a value of the file, and
//! keeping a knob's start in step with the value it sets.

use serde_json::{json, Value};

use super::outline::{items, Field, FieldName, FieldValue, Outline};
use crate::words::say;

/// Adds a knob for the field at `pointer`: a switch for a flag, a slider
/// for a number, starting at the file's value, with a range around it
/// and a label that says whose value it is.
pub(crate) fn offer(root: &mut Value, outline: &Outline, pointer: &str) -> Result<(), String> {
    let field = outline
        .field(pointer)
        .ok_or_else(|| say!("edit-no-field", pointer = pointer))?;
    if let Some(id) = &field.knob {
        return Err(say!("edit-offered-already", id = id.as_str()));
    }
    if !field.offerable {
        return Err(say!("edit-not-offerable", pointer = pointer));
    }
    let (owner, key) = owner(outline, pointer);
    let id = free_id(root, &format!("{}{key}", slug(&owner)));
    let label = say!(
        "edit-knob-label",
        owner = owner.as_str(),
        field = field.label.as_str()
    );
    let knob = match field.value {
        FieldValue::Flag(on) => json!({
            "id": id, "label": label, "kind": "toggle", "default": on, "sets": [pointer]
        }),
        FieldValue::Number(n) => {
            let (min, max, step) = range(field, n);
            let unit = if field.name.is_time() { "ms" } else { "count" };
            json!({
                "id": id, "label": label, "kind": "range", "min": min, "max": max,
                "step": step, "unit": unit, "default": n, "sets": [pointer]
            })
        }
    };
    let root = root.as_object_mut().ok_or_else(|| say!("edit-no-part"))?;
    let knobs = root
        .entry("knobs")
        .or_insert_with(|| Value::Array(Vec::new()));
    knobs
        .as_array_mut()
        .ok_or_else(|| say!("edit-no-part"))?
        .push(knob);
    Ok(())
}

/// After the field at `pointer` was set to `value`, knob `id`, which sets
/// it, starts there too, as do the other values it sets, and its range
/// grows to hold it.
pub(crate) fn follow(root: &mut Value, id: &str, pointer: &str, value: &Value) {
    let Some((k, knob)) = items(root, "knobs").find(|(_, k)| k["id"] == id) else {
        return;
    };
    let opposite = |v: &Value| v.as_bool().map_or(v.clone(), |b| Value::Bool(!b));
    let flipped = knob["sets_opposite"]
        .as_array()
        .is_some_and(|l| l.iter().any(|p| p == pointer));
    let default = if flipped {
        opposite(value)
    } else {
        value.clone()
    };
    let same: Vec<String> = strings(&knob["sets"]);
    let other: Vec<String> = strings(&knob["sets_opposite"]);
    for p in &same {
        if let Some(slot) = root.pointer_mut(p) {
            *slot = default.clone();
        }
    }
    for p in &other {
        if let Some(slot) = root.pointer_mut(p) {
            *slot = opposite(&default);
        }
    }
    let Some(knob) = root.pointer_mut(&format!("/knobs/{k}")) else {
        return;
    };
    knob["default"] = default.clone();
    if let Some(n) = default.as_i64() {
        if knob["min"].as_i64().is_some_and(|min| n < min) {
            knob["min"] = Value::from(n);
        }
        if knob["max"].as_i64().is_some_and(|max| n > max) {
            knob["max"] = Value::from(n);
        }
    }
}

fn strings(list: &Value) -> Vec<String> {
    list.as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| p.as_str().map(str::to_owned))
        .collect()
}

/// Whose value `pointer` is, as a label names it, and the last key of the
/// pointer, for the knob's id.
fn owner(outline: &Outline, pointer: &str) -> (String, String) {
    let parts: Vec<&str> = pointer.trim_start_matches('/').split('/').collect();
    let index = |i: usize| parts.get(i).and_then(|p| p.parse::<usize>().ok());
    let owner = match parts.first() {
        Some(&"clients") => index(1)
            .and_then(|c| outline.clients.get(c))
            .map(|c| c.name.clone()),
        Some(&"resources") => index(1)
            .and_then(|r| outline.resources.get(r))
            .map(|r| r.name.clone()),
        _ => None,
    };
    let key = parts.last().copied().unwrap_or_default();
    match owner {
        Some(owner) => (owner, format!("_{key}")),
        None => (say!("edit-owner-lock"), key.to_owned()),
    }
}

/// `name` as the start of a knob id: lowercase letters and digits, with
/// `_` for anything else.
fn slug(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.ends_with('_') && !slug.is_empty() {
            slug.push('_');
        }
    }
    slug.trim_end_matches('_').to_owned()
}

/// `wanted`, or `wanted_2`, `wanted_3`… whichever no knob has; an id
/// that does not start with a letter gets a `k` before it.
fn free_id(root: &Value, wanted: &str) -> String {
    let wanted = wanted.trim_start_matches('_');
    let base = if wanted.starts_with(|c: char| c.is_ascii_lowercase()) {
        wanted.to_owned()
    } else {
        format!("k{wanted}")
    };
    let taken = |id: &str| items(root, "knobs").any(|(_, k)| k["id"] == id);
    (1..)
        .map(|n| {
            if n == 1 {
                base.clone()
            } else {
                format!("{base}_{n}")
            }
        })
        .find(|id| !taken(id) && !crate::compile::RESERVED_IDS.contains(&id.as_str()))
        .unwrap_or(base)
}

/// A slider's range around `n`: from zero (or `n`, if below) to twice
/// `n` or a little more, in steps that reach `n`.
fn range(field: &Field, n: i64) -> (i64, i64, i64) {
    let floor = match field.name {
        FieldName::LeaseMs | FieldName::EveryMs => 1,
        _ => 0,
    };
    let step = if !field.name.is_time() {
        1
    } else if n % 100 == 0 {
        100
    } else {
        1
    };
    let least = if field.name.is_time() { 1000 } else { 10 };
    let min = if floor > 0 { step.max(floor) } else { 0 }.min(n);
    let max = (n.saturating_mul(2))
        .max(n.saturating_add(least))
        .max(least);
    let max = min + (max - min) / step * step;
    (min, max, step)
}
