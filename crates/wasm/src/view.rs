//! How the core's views cross to JavaScript, and their TypeScript names.
//!
//! Every object the page gets is a view defined in the core
//! (`fencelab_core::view`) or beside the handle that makes it here, written
//! as JSON and read back with `JSON.parse`. The TypeScript declarations of
//! these shapes are generated from their JSON Schema, doc comments included
//! (see `tests/declare.rs`), so a `///` on a field is what the page's editor
//! shows; `tsc` checks the page against them, and the wrapper's tests check
//! that every field the objects carry is declared and every declared field
//! is carried. After renaming a field, run `cargo xtask bless` and fix what
//! `tsc` then finds in `www/js`.

use std::io;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::error;

/// The TypeScript declarations of the views, generated from their types
/// by `declare.rs` and checked in beside this crate's sources: a test fails when
/// they drift apart, and `cargo xtask bless` writes them again. Public so
/// the wasm tests can hold the objects the page gets against them.
pub const TS_VIEW: &str = include_str!("../view.d.ts");

/// Puts [`TS_VIEW`] into `fencelab_wasm.d.ts`.
#[wasm_bindgen(typescript_custom_section)]
const TS_SECTION: &str = TS_VIEW;

/// Converts a view to plain JavaScript objects: objects for maps, `null`
/// for `None`, numbers for integers.
///
/// The view is written as JSON and read back with `JSON.parse`: one string
/// crosses the boundary instead of one call per field, and each view type
/// needs only a compact serializer instead of glue for every field, which
/// keeps the wasm the page downloads smaller.
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, js_sys::Error> {
    from_json(write_json(value))
}

/// A view as the JSON text [`to_js`] reads back: what the build writes for
/// the opening run (see `opening.rs`), byte for byte what the page would get.
/// Only the build writes it, natively; the page's wasm leaves it out.
pub fn to_json<T: Serialize>(value: &T) -> Result<String, String> {
    let json = write_json(value).map_err(|err| err.to_string())?;
    String::from_utf8(json).map_err(|err| err.to_string())
}

fn write_json<T: Serialize>(value: &T) -> serde_json::Result<Vec<u8>> {
    let mut json = Vec::new();
    value
        .serialize(&mut serde_json::Serializer::with_formatter(
            &mut json, JsNumbers,
        ))
        .map(|()| json)
}

/// The part of [`to_js`] that does not depend on the view's type, apart so
/// that the wasm holds it once rather than once per view.
fn from_json(json: serde_json::Result<Vec<u8>>) -> Result<JsValue, js_sys::Error> {
    let view_error = |message: &str| error::named(error::VIEW_ERROR, message);
    let json = json.map_err(|err| view_error(&err.to_string()))?;
    let text = std::str::from_utf8(&json).map_err(|err| view_error(&err.to_string()))?;
    js_sys::JSON::parse(text).map_err(|_| view_error("a view is not valid JSON"))
}

/// The largest integer a JavaScript number holds exactly, 2^53 - 1.
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// Compact JSON that refuses an integer beyond [`MAX_SAFE_INTEGER`]:
/// `JSON.parse` would round it, and a token or a time silently off by one
/// is worse than a `ViewError`.
struct JsNumbers;

impl serde_json::ser::Formatter for JsNumbers {
    fn write_i64<W: ?Sized + io::Write>(&mut self, writer: &mut W, value: i64) -> io::Result<()> {
        if value.unsigned_abs() > MAX_SAFE_INTEGER {
            return Err(inexact(value));
        }
        serde_json::ser::CompactFormatter.write_i64(writer, value)
    }

    fn write_u64<W: ?Sized + io::Write>(&mut self, writer: &mut W, value: u64) -> io::Result<()> {
        if value > MAX_SAFE_INTEGER {
            return Err(inexact(value));
        }
        serde_json::ser::CompactFormatter.write_u64(writer, value)
    }
}

/// The error for an integer [`JsNumbers`] refuses, naming it.
fn inexact(value: impl std::fmt::Display) -> io::Error {
    io::Error::other(format!(
        "{value} can't be represented as a JavaScript number"
    ))
}

/// A schema for a value JSON cannot carry, declared as the TypeScript type
/// `name` (`Float64Array`): `declare.rs` writes it as that type.
pub fn typescript(name: &str) -> schemars::Schema {
    schemars::json_schema!({ "x-typescript": name })
}
