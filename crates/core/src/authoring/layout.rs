//! The layout the shipped scenario files are written in, so that a file
//! changed by a structured edit reads as if its author had typed the
//! change: two spaces of indent, every list of objects one object to a
//! line, and any object or list that fits on one line written on one.

use serde_json::{Map, Value};

/// The widest line a value is folded onto, indent included.
const WIDTH: usize = 100;

/// The file's text: `value` laid out, with a newline at the end.
pub(crate) fn layout(value: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, value, 0, 0);
    out.push('\n');
    out
}

/// Writes `value` at `indent`, with `taken` characters of its line
/// already used by what comes before it (a key, say).
fn write_value(out: &mut String, value: &Value, indent: usize, taken: usize) {
    if let Some(line) = one_line(value) {
        if indent + taken + line.chars().count() < WIDTH || !can_fold(value) {
            out.push_str(&line);
            return;
        }
    }
    match value {
        Value::Object(map) => write_object(out, map, indent),
        Value::Array(items) => write_list(out, items, indent),
        scalar => out.push_str(&scalar.to_string()),
    }
}

fn write_object(out: &mut String, map: &Map<String, Value>, indent: usize) {
    out.push('{');
    let inner = indent + 2;
    for (i, (key, value)) in map.iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        let key = format!("{}: ", Value::from(key.as_str()));
        push_indent(out, inner);
        out.push_str(&key);
        write_value(out, value, inner, key.chars().count());
    }
    out.push('\n');
    push_indent(out, indent);
    out.push('}');
}

fn write_list(out: &mut String, items: &[Value], indent: usize) {
    out.push('[');
    let inner = indent + 2;
    for (i, item) in items.iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        push_indent(out, inner);
        write_value(out, item, inner, 0);
    }
    out.push('\n');
    push_indent(out, indent);
    out.push(']');
}

fn push_indent(out: &mut String, indent: usize) {
    out.extend(std::iter::repeat_n(' ', indent));
}

/// `value` on one line, as the files write it (`{ "a": 1 }`, `["x"]`),
/// or `None` for a list of objects, which is always one object to a line,
/// and for anything holding one.
fn one_line(value: &Value) -> Option<String> {
    match value {
        Value::Array(items) if items.iter().any(Value::is_object) => None,
        Value::Array(items) => {
            let parts: Option<Vec<String>> = items.iter().map(one_line).collect();
            Some(format!("[{}]", parts?.join(", ")))
        }
        Value::Object(map) if map.is_empty() => Some("{}".to_owned()),
        Value::Object(map) => {
            let parts: Option<Vec<String>> = map
                .iter()
                .map(|(k, v)| Some(format!("{}: {}", Value::from(k.as_str()), one_line(v)?)))
                .collect();
            Some(format!("{{ {} }}", parts?.join(", ")))
        }
        scalar => Some(scalar.to_string()),
    }
}

/// Whether `value` has parts to put on lines of their own: a long string
/// or number stays on its line however long.
fn can_fold(value: &Value) -> bool {
    match value {
        Value::Array(items) => !items.is_empty(),
        Value::Object(map) => !map.is_empty(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_object_stays_on_its_line_and_a_list_of_objects_is_folded() {
        let value: Value = serde_json::from_str(
            r#"{"a": {"b": 1, "c": [1, 2]}, "d": [{"e": "f"}], "g": [], "h": {}}"#,
        )
        .unwrap();
        let text = layout(&value);
        assert_eq!(
            text,
            "{\n  \"a\": { \"b\": 1, \"c\": [1, 2] },\n  \"d\": [\n    { \"e\": \"f\" }\n  ],\n  \"g\": [],\n  \"h\": {}\n}\n"
        );
    }

    #[test]
    fn an_object_too_wide_for_a_line_is_folded() {
        let long = "x".repeat(90);
        let value = serde_json::json!({ "k": { "a": long, "b": 1 } });
        let text = layout(&value);
        assert!(text.contains("\"k\": {\n    \"a\": "), "{text}");
    }
}

#[cfg(test)]
mod shipped {
    use super::*;

    /// Every shipped file is already in this layout, so a structured edit
    /// of one changes only the lines it is about.
    #[test]
    fn every_shipped_scenario_is_in_the_layout() {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios");
        let mut checked = 0;
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if !name.ends_with(".json") || name == "schema.json" {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let value: Value = serde_json::from_str(&text).unwrap();
            let laid = layout(&value);
            if laid != text {
                let line = laid.lines().zip(text.lines()).position(|(a, b)| a != b);
                panic!(
                    "{name} differs from its layout at line {:?}:\n{laid}",
                    line.map(|l| l + 1)
                );
            }
            checked += 1;
        }
        assert!(checked > 20, "only {checked} files");
    }
}
