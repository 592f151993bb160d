//! The changes a form makes to a file, each carried out on the file's
//! JSON so that everything referring to the part changed follows it: a
//! renamed resource in every step that names it, a removed step in every
//! knob that pointed past it.

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{json, Map, Value};

use super::outline::{FieldValue, Outline, Starts, StepAction};
use super::pointer::list;
use super::texts::{escaped, Text};
use super::{offer, renumber};
use crate::words::say;

/// One change to a file, as a form sends it. Clients and steps are
/// named by their index in the file's lists, values by JSON Pointer.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(tag = "edit", rename_all = "snake_case", deny_unknown_fields)]
pub enum Edit {
    /// Write the title, the summary or "Try this"; an empty "Try this"
    /// takes it out.
    Text {
        /// Which text.
        field: TextField,
        /// Its new words.
        value: String,
    },
    /// Set a number or a switch at a field of the outline. A knob that
    /// sets it starts at the new value.
    Value {
        /// The field's pointer, as the outline gives it.
        pointer: String,
        /// A whole number or `true`/`false`, as the field holds.
        value: FieldValue,
    },
    /// Rename a client or a resource, and everything that names it.
    Rename {
        /// A client or a resource.
        part: Part,
        /// Its index in the file's list.
        index: usize,
        /// The new name.
        name: String,
    },
    /// Choose the resource a step reads or writes.
    Resource {
        /// The client's index.
        client: usize,
        /// The step's index in its plan.
        step: usize,
        /// The resource's name.
        name: String,
    },
    /// Choose when a step starts.
    Starts {
        /// The client's index.
        client: usize,
        /// The step's index in its plan.
        step: usize,
        /// Right after the step before, at a time, or after a wait.
        starts: Starts,
    },
    /// Add a client with a plan of its own.
    AddClient,
    /// Take a client out.
    RemoveClient {
        /// The client's index.
        client: usize,
    },
    /// Add a step at the end of a client's plan.
    AddStep {
        /// The client's index.
        client: usize,
        /// What the step does.
        action: StepAction,
    },
    /// Take a step out of a plan.
    RemoveStep {
        /// The client's index.
        client: usize,
        /// The step's index in its plan.
        step: usize,
    },
    /// Give the reader a slider or a switch for a field.
    Offer {
        /// The field's pointer, as the outline gives it.
        pointer: String,
    },
    /// Take a knob away from the reader; the file keeps its value.
    Withdraw {
        /// The knob's id.
        knob: String,
    },
    /// Write a knob's label or help.
    KnobText {
        /// The knob's id.
        knob: String,
        /// Its label or its help.
        field: KnobText,
        /// The new words; an empty help takes it out.
        value: String,
    },
}

/// A text of the whole file.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TextField {
    /// The title.
    Title,
    /// The summary.
    Summary,
    /// What to try and what to notice.
    TryThis,
}

/// A part with a name that others refer to.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    /// A client, which links and cuts of the network name.
    Client,
    /// A resource, which steps, goals and the network name.
    Resource,
}

/// A knob's own text.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum KnobText {
    /// The label beside the control.
    Label,
    /// The sentence of help under it.
    Help,
}

/// Carries out `edit` on `root`, whose outline is `outline`, or says in
/// the reader's words why it cannot be made.
pub(crate) fn apply(root: &mut Value, outline: &Outline, edit: &Edit) -> Result<(), String> {
    match edit {
        Edit::Text { field, value } => set_text(root, *field, value),
        Edit::Value { pointer, value } => set_value(root, outline, pointer, value),
        Edit::Rename { part, index, name } => rename(root, *part, *index, name),
        Edit::Resource { client, step, name } => set_resource(root, outline, *client, *step, name),
        Edit::Starts {
            client,
            step,
            starts,
        } => set_starts(root, *client, *step, *starts),
        Edit::AddClient => add_client(root, outline),
        Edit::RemoveClient { client } => renumber::remove_client(root, *client),
        Edit::AddStep { client, action } => add_step(root, outline, *client, *action),
        Edit::RemoveStep { client, step } => renumber::remove_step(root, *client, *step),
        Edit::Offer { pointer } => offer::offer(root, outline, pointer),
        Edit::Withdraw { knob } => renumber::withdraw(root, knob),
        Edit::KnobText { knob, field, value } => set_knob_text(root, knob, *field, value),
    }
}

fn object(value: &mut Value) -> Result<&mut Map<String, Value>, String> {
    value.as_object_mut().ok_or_else(|| say!("edit-no-part"))
}

/// Step `s` of client `c`'s plan, or that it is not there.
fn step_mut(root: &mut Value, c: usize, s: usize) -> Result<&mut Map<String, Value>, String> {
    let step = root.pointer_mut(&format!("/clients/{c}/plan/{s}"));
    step.and_then(Value::as_object_mut)
        .ok_or_else(|| say!("edit-no-part"))
}

fn set_text(root: &mut Value, field: TextField, value: &str) -> Result<(), String> {
    let key = match field {
        TextField::Title => "title",
        TextField::Summary => "summary",
        TextField::TryThis => "try_this",
    };
    let pointer = format!("/{key}");
    let text = Text {
        own: &pointer,
        translated: &pointer,
    };
    if matches!(field, TextField::TryThis) && value.trim().is_empty() {
        text.forget(root);
    } else if text.write_translation(root, value) {
        // The page's language shows the translation, so that is the text changed.
    } else if let Some(slot) = object(root)?.get_mut(key) {
        *slot = Value::from(value);
    } else {
        let root = object(root)?;
        // After the summary, where the shipped files keep it.
        let at = root
            .keys()
            .position(|k| k == "summary")
            .map_or(root.len(), |i| i + 1);
        root.shift_insert(at, key.to_owned(), Value::from(value));
    }
    Ok(())
}

/// Sets a field of the outline, and every knob that sets it starts at
/// the new value, since a knob's default is what the file says.
fn set_value(
    root: &mut Value,
    outline: &Outline,
    pointer: &str,
    value: &FieldValue,
) -> Result<(), String> {
    let no_field = || say!("edit-no-field", pointer = pointer);
    let field = outline.field(pointer).ok_or_else(no_field)?;
    let value = match (field.value, *value) {
        (FieldValue::Flag(_), FieldValue::Flag(on)) => Value::Bool(on),
        (FieldValue::Number(_), FieldValue::Number(n)) => Value::from(n),
        _ => return Err(say!("edit-wrong-value", pointer = pointer)),
    };
    *root.pointer_mut(pointer).ok_or_else(no_field)? = value.clone();
    if let Some(id) = &field.knob {
        offer::follow(root, id, pointer, &value);
    }
    Ok(())
}

fn rename(root: &mut Value, part: Part, index: usize, name: &str) -> Result<(), String> {
    let name = name.trim();
    let kind = match part {
        Part::Client => "clients",
        Part::Resource => "resources",
    };
    let slot = root
        .pointer_mut(&format!("/{kind}/{index}/name"))
        .ok_or_else(|| say!("edit-no-part"))?;
    let old = std::mem::replace(slot, Value::from(name));
    let old = old.as_str().unwrap_or_default().to_owned();
    let fields: &[&str] = match part {
        Part::Client => &["client"],
        Part::Resource => &["to"],
    };
    for kind in ["links", "partitions"] {
        for link in list(root, &format!("/network/{kind}"))
            .into_iter()
            .flatten()
        {
            for field in fields {
                if link[*field] == old.as_str() {
                    link[*field] = Value::from(name);
                }
            }
        }
    }
    if matches!(part, Part::Resource) {
        rename_resource_uses(root, &old, name);
    }
    Ok(())
}

/// Every step that names a resource, and every goal about its value,
/// follows its new name.
fn rename_resource_uses(root: &mut Value, old: &str, name: &str) {
    for client in list(root, "/clients").into_iter().flatten() {
        for step in list(client, "/plan").into_iter().flatten() {
            for key in ["resource", "uses"] {
                if step[key] == old {
                    step[key] = Value::from(name);
                }
            }
        }
    }
    for challenge in list(root, "/challenges").into_iter().flatten() {
        if let Some(values) = challenge
            .pointer_mut("/goal/values")
            .and_then(Value::as_object_mut)
        {
            if let Some(goal) = values.shift_remove(old) {
                values.insert(name.to_owned(), goal);
            }
        }
    }
}

fn set_resource(
    root: &mut Value,
    outline: &Outline,
    c: usize,
    s: usize,
    name: &str,
) -> Result<(), String> {
    if !outline.resource_names.iter().any(|n| n == name) {
        return Err(say!("edit-no-part"));
    }
    let step = step_mut(root, c, s)?;
    let key = if step.contains_key("uses") {
        "uses"
    } else {
        "resource"
    };
    step.insert(key.to_owned(), Value::from(name));
    Ok(())
}

/// Moves a step's start between "right after", "at" and "after a wait",
/// keeping the number it had; a knob that set the old field loses it.
fn set_starts(root: &mut Value, c: usize, s: usize, starts: Starts) -> Result<(), String> {
    let pointer = |key: &str| format!("/clients/{c}/plan/{s}/{key}");
    let step = &*step_mut(root, c, s)?;
    let old = ["at_ms", "after_ms"]
        .into_iter()
        .find(|k| step.contains_key(*k));
    let ms = old.and_then(|k| step[k].as_u64()).unwrap_or(0);
    if let Some(old) = old {
        renumber::forget_pointer(root, &pointer(old));
    }
    let step = step_mut(root, c, s)?;
    step.remove("at_ms");
    step.remove("after_ms");
    let key = match starts {
        Starts::Next => return Ok(()),
        Starts::At => "at_ms",
        Starts::After => "after_ms",
    };
    step.shift_insert(0, key.to_owned(), Value::from(ms));
    Ok(())
}

/// A client named with the first free capital letter, whose plan takes
/// the lock when it is free, updates the first resource and lets go.
fn add_client(root: &mut Value, outline: &Outline) -> Result<(), String> {
    let taken: Vec<&str> = outline.clients.iter().map(|c| c.name.as_str()).collect();
    let name = ('A'..='Z')
        .map(String::from)
        .find(|n| !taken.contains(&n.as_str()))
        .unwrap_or_else(|| format!("Client {}", taken.len() + 1));
    let mut plan = vec![
        json!({ "at_ms": 0, "do": "acquire", "retry": { "every_ms": 500, "until_ms": 60000 } }),
    ];
    if let Some(resource) = outline.resource_names.first() {
        plan.push(json!({ "do": "read", "resource": resource }));
        plan.push(json!({ "do": "write", "resource": resource, "op": { "add": 1 } }));
    }
    plan.push(json!({ "do": "release" }));
    let clients = list(root, "/clients").ok_or_else(|| say!("edit-no-part"))?;
    clients.push(json!({ "name": name, "plan": plan }));
    Ok(())
}

/// Adds a step at the end of a plan, with the values a first draft of it
/// needs: a second's pause, a write that adds one to the first resource.
fn add_step(
    root: &mut Value,
    outline: &Outline,
    c: usize,
    action: StepAction,
) -> Result<(), String> {
    let resource = outline.resource_names.first().cloned().unwrap_or_default();
    let step = match action {
        StepAction::Acquire => json!({ "do": "acquire" }),
        StepAction::Read => json!({ "do": "read", "resource": resource }),
        StepAction::CheckLease => json!({ "do": "check_lease", "margin_ms": 0 }),
        StepAction::CheckFence => json!({ "do": "check_fence", "resource": resource }),
        StepAction::Pause => json!({ "do": "pause", "for_ms": 1000 }),
        StepAction::Write => json!({ "do": "write", "resource": resource, "op": { "add": 1 } }),
        StepAction::SideEffect => json!({ "do": "side_effect", "what": say!("edit-new-effect") }),
        StepAction::Renew => json!({ "do": "renew" }),
        StepAction::Release => json!({ "do": "release" }),
    };
    let plan = list(root, &format!("/clients/{c}/plan")).ok_or_else(|| say!("edit-no-part"))?;
    plan.push(step);
    Ok(())
}

fn set_knob_text(root: &mut Value, id: &str, field: KnobText, value: &str) -> Result<(), String> {
    let knobs = list(root, "/knobs").ok_or_else(|| say!("edit-no-knob", id = id))?;
    let k = knobs
        .iter()
        .position(|k| k["id"] == id)
        .ok_or_else(|| say!("edit-no-knob", id = id))?;
    let key = match field {
        KnobText::Label => "label",
        KnobText::Help => "help",
    };
    let text = Text {
        own: &format!("/knobs/{k}/{key}"),
        translated: &format!("/knobs/{}/{key}", escaped(id)),
    };
    if matches!(field, KnobText::Help) && value.trim().is_empty() {
        text.forget(root);
        return Ok(());
    }
    if text.write_translation(root, value) {
        return Ok(());
    }
    let knob = list(root, "/knobs")
        .and_then(|knobs| knobs.get_mut(k))
        .and_then(Value::as_object_mut)
        .ok_or_else(|| say!("edit-no-knob", id = id))?;
    match field {
        KnobText::Label => {
            knob.insert("label".to_owned(), Value::from(value));
        }
        KnobText::Help if knob.contains_key("help") => {
            knob.insert("help".to_owned(), Value::from(value));
        }
        KnobText::Help => {
            let at = knob
                .keys()
                .position(|k| k == "label")
                .map_or(knob.len(), |i| i + 1);
            knob.shift_insert(at, "help".to_owned(), Value::from(value));
        }
    }
    Ok(())
}
