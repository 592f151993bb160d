//! The TypeScript declarations of the view objects, generated from their
//! Rust types.
//!
//! The views derive `schemars::JsonSchema` beside `serde::Serialize`, and a
//! test turns their JSON Schema into TypeScript and compares it with the
//! checked-in `view.d.ts`, which `fencelab_wasm::TS_VIEW` includes and the
//! build writes into `fencelab_wasm.d.ts`. `cargo xtask bless` writes the
//! file again after a change, as it does `scenarios/schema.json`.
//!
//! Why schemars and not `tsify`: schemars is already the workspace's way
//! of describing serde types (the scenario schema), so it adds no crate; it
//! reads the same serde attributes the JSON is written with (`rename_all`,
//! `tag`, `flatten`, `skip_serializing_if`, `untagged`), keeps every `///`
//! comment as a description, and already covers `Group` and `Purpose` in
//! the spec crate, which knows nothing of JavaScript. tsify would need
//! those two, and every `&'static str` with a fixed set of values, spelled
//! out again by hand. The derives cost the download nothing: no code in the
//! wasm calls them, so the linker drops them, and the generator below is
//! a native test, never built into the page's wasm.
//!
//! How a schema becomes TypeScript: a referenced type is an `interface` if
//! it is an object with fields and a `type` otherwise; `null` is written
//! where serde writes `null` (an `Option` it does not skip); a field serde
//! may skip is optional (`?`), without `null`, since the views skip only
//! `None` and empty lists; a unit enum is a union of its names; an array of
//! fixed length is a tuple; an object with no fields but a schema for its
//! values is a `Record`. A schema with an `x-typescript` keyword is that
//! TypeScript type, for the typed arrays JSON has no word for (`view::typescript` in the crate). Anything
//! else stops the generator, so nothing is declared as `any` by accident.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::path::Path;

use schemars::generate::SchemaSettings;
use serde_json::{Map, Value};

use fencelab_core::view::{
    DrawingView, EndingView, EventView, ExperimentInfo, LifeView, PartingView, RealLineView,
    RealView, RunView, ScanView, ScenarioInfo, SearchView, Settings,
};
use fencelab_wasm::{EditView, MapView};

/// The declarations of every object the page receives, each type once,
/// in the order the page's types are reached from these.
fn declarations() -> String {
    let mut generator = SchemaSettings::draft2020_12()
        .for_serialize()
        .into_generator();
    let roots = [
        generator.subschema_for::<RunView>(),
        generator.subschema_for::<ScenarioInfo>(),
        generator.subschema_for::<ExperimentInfo>(),
        generator.subschema_for::<EventView>(),
        generator.subschema_for::<DrawingView>(),
        generator.subschema_for::<LifeView>(),
        generator.subschema_for::<MapView>(),
        generator.subschema_for::<fencelab_core::MapCounts>(),
        generator.subschema_for::<SearchView>(),
        generator.subschema_for::<ScanView>(),
        generator.subschema_for::<Settings>(),
        generator.subschema_for::<EndingView>(),
        generator.subschema_for::<PartingView>(),
        generator.subschema_for::<RealView>(),
        generator.subschema_for::<RealLineView>(),
        generator.subschema_for::<fencelab_core::Problem>(),
        generator.subschema_for::<fencelab_core::authoring::Outline>(),
        generator.subschema_for::<EditView>(),
        generator.subschema_for::<fencelab_core::authoring::Edit>(),
    ];
    let definitions = generator.take_definitions(true);
    let mut order = Vec::new();
    for root in &roots {
        reach(root.as_value(), &definitions, &mut order);
    }
    let mut out = String::from(
        "// Generated from the view types in crates/wasm/src by `cargo xtask bless`; edit\n\
         // the Rust types and their doc comments, not this file.\n",
    );
    for name in &order {
        out.push('\n');
        out.push_str(&declaration(name, &definitions[name.as_str()]));
    }
    out
}

/// Adds every type `schema` refers to, depth first, to `order`.
fn reach(schema: &Value, definitions: &Map<String, Value>, order: &mut Vec<String>) {
    match schema {
        Value::Object(fields) => {
            if let Some(Value::String(path)) = fields.get("$ref") {
                let name = referenced(path);
                if !order.iter().any(|n| n == name) {
                    order.push(name.to_owned());
                    reach(&definitions[name], definitions, order);
                }
            }
            fields.values().for_each(|v| reach(v, definitions, order));
        }
        Value::Array(items) => items.iter().for_each(|v| reach(v, definitions, order)),
        _ => {}
    }
}

fn referenced(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// `export interface Name { ... }` or `export type Name = ...;`, with
/// the type's doc comment above it.
fn declaration(name: &str, schema: &Value) -> String {
    let mut out = doc(schema, "");
    if schema.get("properties").is_some() {
        out += &format!("export interface {name} {}\n", object(schema, ""));
    } else if let Some(variants) = schema.get("oneOf").and_then(Value::as_array) {
        out += &format!("export type {name} =\n");
        for variant in variants {
            out += &doc(variant, "  ");
            out += &format!("  | {}\n", members(variant, "  ").join(" | "));
        }
        out.pop();
        out += ";\n";
    } else {
        out += &format!(
            "export type {name} = {};\n",
            members(schema, "").join(" | ")
        );
    }
    out
}

/// An object type's fields, one a line, each with its doc comment.
fn object(schema: &Value, indent: &str) -> String {
    let inner = format!("{indent}  ");
    let required: BTreeSet<&str> = schema["required"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let mut out = String::from("{\n");
    for (field, field_schema) in schema["properties"].as_object().expect("fields") {
        let optional = !required.contains(field.as_str());
        let mut types = members(field_schema, &inner);
        if optional {
            types.retain(|t| t != "null");
        }
        out += &doc(field_schema, &inner);
        let mark = if optional { "?" } else { "" };
        out += &format!("{inner}{field}{mark}: {};\n", types.join(" | "));
    }
    out + indent + "}"
}

/// The members of the union a schema stands for.
fn members(schema: &Value, indent: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut add = |t: String| {
        if !out.contains(&t) {
            out.push(t);
        }
    };
    if let Some(Value::String(name)) = schema.get("x-typescript") {
        add(name.clone());
    } else if let Some(Value::String(path)) = schema.get("$ref") {
        add(referenced(path).to_owned());
    } else if let Some(value) = schema.get("const") {
        add(value.to_string());
    } else if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        values.iter().for_each(|v| add(v.to_string()));
    } else if let Some(variants) = schema
        .get("oneOf")
        .or_else(|| schema.get("anyOf"))
        .and_then(Value::as_array)
    {
        for variant in variants {
            members(variant, indent).into_iter().for_each(&mut add);
        }
    } else if let Some(kinds) = schema.get("type") {
        let kinds: Vec<&str> = match kinds {
            Value::Array(kinds) => kinds.iter().filter_map(Value::as_str).collect(),
            kind => vec![kind.as_str().expect("a type name")],
        };
        for kind in kinds {
            add(match kind {
                "null" => "null".to_owned(),
                "boolean" => "boolean".to_owned(),
                "string" => "string".to_owned(),
                "integer" | "number" => "number".to_owned(),
                "array" => array(schema, indent),
                "object" if schema.get("properties").is_some() => object(schema, indent),
                "object" => match schema.get("additionalProperties") {
                    Some(values @ Value::Object(_)) => {
                        format!("Record<string, {}>", members(values, indent).join(" | "))
                    }
                    _ => panic!("an object with neither fields nor values: {schema}"),
                },
                other => panic!("no TypeScript for the JSON type {other:?}"),
            });
        }
    } else {
        panic!("no TypeScript for the schema {schema}");
    }
    out
}

/// `T[]`, or a tuple `[A, B]` for an array of fixed length.
fn array(schema: &Value, indent: &str) -> String {
    if let Some(items) = schema.get("prefixItems").and_then(Value::as_array) {
        let items: Vec<String> = items
            .iter()
            .map(|item| members(item, indent).join(" | "))
            .collect();
        return format!("[{}]", items.join(", "));
    }
    let item = members(&schema["items"], indent);
    match item.as_slice() {
        [one] => format!("{one}[]"),
        many => format!("({})[]", many.join(" | ")),
    }
}

/// The schema's title and description as a `/** */` comment.
fn doc(schema: &Value, indent: &str) -> String {
    let text: Vec<&str> = ["title", "description"]
        .iter()
        .filter_map(|key| schema.get(*key).and_then(Value::as_str))
        .collect();
    let text = text.join("\n\n");
    if text.is_empty() {
        return String::new();
    }
    if !text.contains('\n') {
        return format!("{indent}/** {text} */\n");
    }
    let mut out = format!("{indent}/**\n");
    for line in text.lines() {
        out += &format!(
            "{indent} *{}{line}\n",
            if line.is_empty() { "" } else { " " }
        );
    }
    out + indent + " */\n"
}

fn bless() -> bool {
    std::env::var_os("FENCELAB_BLESS").is_some_and(|v| v == "1")
}

#[test]
fn the_checked_in_declarations_are_the_generated_ones() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("view.d.ts");
    let generated = declarations();
    if bless() {
        std::fs::write(&path, &generated).unwrap();
        return;
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    let first_difference = checked_in
        .lines()
        .zip(generated.lines())
        .enumerate()
        .find(|(_, (old, new))| old != new)
        .map_or_else(
            || "one file ends before the other".to_owned(),
            |(n, (old, new))| format!("line {}: {old:?}, generated {new:?}", n + 1),
        );
    assert!(
        checked_in == generated,
        "crates/wasm/view.d.ts is out of date with the view types ({first_difference}); \
         regenerate it with `cargo xtask bless`"
    );
}
