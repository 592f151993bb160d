//! A place in a scenario file's JSON, by JSON Pointer, as the changes
//! reach it.

use serde_json::Value;

/// The list at `pointer` under `value`, for changing, if there is one
/// there. Never adds what is missing, as indexing a value would.
pub(super) fn list<'v>(value: &'v mut Value, pointer: &str) -> Option<&'v mut Vec<Value>> {
    value.pointer_mut(pointer).and_then(Value::as_array_mut)
}
