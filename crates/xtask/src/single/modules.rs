//! The page's modules for the import map: every module reachable from the
//! page's scripts, with each relative specifier rewritten to the bare name
//! the import map gives the file it means.

use std::collections::{BTreeMap, VecDeque};
use std::path::Path;

use super::{csp, specifiers};
use crate::encode::{base64, json_object, json_string};
use crate::Result;

/// The prefix of the bare names modules import each other by.
const MODULE_PREFIX: &str = "fencelab/";

/// Resolves a relative specifier against the path of the file it is in.
/// Only `./` and `../` paths to the site's own files can be inlined.
pub fn resolve(from: &str, specifier: &str) -> Result<String> {
    if !(specifier.starts_with("./") || specifier.starts_with("../")) {
        return Err(format!(
            "\"{specifier}\" is not a relative path, and only the site's own files can be inlined"
        )
        .into());
    }
    let mut parts: Vec<&str> = from.split('/').collect();
    parts.pop();
    for part in specifier.split('/') {
        match part {
            "." => {}
            ".." => {
                parts
                    .pop()
                    .ok_or_else(|| format!("\"{specifier}\" leaves the site's folder"))?;
            }
            part => parts.push(part),
        }
    }
    Ok(parts.join("/"))
}

/// Every module reachable from `entries`, by path, with its relative
/// specifiers rewritten to bare names.
pub fn collect_modules(dist: &Path, entries: Vec<String>) -> Result<BTreeMap<String, String>> {
    let mut modules = BTreeMap::new();
    let mut queue: VecDeque<String> = entries.into();
    while let Some(path) = queue.pop_front() {
        if modules.contains_key(&path) {
            continue;
        }
        let source = read_text(dist, &path)?;
        let mut found = Vec::new();
        let rewritten = rewrite_imports(&path, &source, dist, &mut found)?;
        modules.insert(path, rewritten);
        queue.extend(found);
    }
    Ok(modules)
}

/// Every module `entries` load with them, by path: their static imports,
/// and theirs, but not what an `import()` loads when it is reached.
pub fn static_modules(dist: &Path, entries: Vec<String>) -> Result<Vec<String>> {
    let mut modules = std::collections::BTreeSet::new();
    let mut queue: VecDeque<String> = entries.into();
    while let Some(path) = queue.pop_front() {
        if modules.contains(&path) {
            continue;
        }
        let source = read_text(dist, &path)?;
        for specifier in specifiers::specifiers(&source).map_err(|err| format!("{path}: {err}"))? {
            if !specifier.dynamic {
                queue.push_back(resolve(&path, &specifier.text)?);
            }
        }
        modules.insert(path);
    }
    Ok(modules.into_iter().collect())
}

/// `source` (the module at `path`) with each relative specifier replaced by
/// the bare name of the file it means; each of those files is added to `found`.
pub fn rewrite_imports(
    path: &str,
    source: &str,
    dist: &Path,
    found: &mut Vec<String>,
) -> Result<String> {
    let specifiers = specifiers::specifiers(source).map_err(|err| format!("{path}: {err}"))?;
    let mut out = String::with_capacity(source.len());
    let mut last = 0;
    for specifier in specifiers {
        let target = resolve(path, &specifier.text).map_err(|err| {
            format!(
                "{path}: cannot inline the import of \"{}\": {err}",
                specifier.text
            )
        })?;
        if !dist.join(&target).is_file() {
            return Err(format!(
                "{path}: imports \"{}\", but {target} is not in dist/",
                specifier.text
            )
            .into());
        }
        if !(target.ends_with(".js") || target.ends_with(".mjs")) {
            // The import map serves every file as JavaScript.
            return Err(format!(
                "{path}: imports \"{}\", and only JavaScript modules can be inlined",
                specifier.text
            )
            .into());
        }
        out.push_str(&source[last..specifier.range.start]);
        out.push_str(&module_name(&target)?);
        last = specifier.range.end;
        found.push(target);
    }
    out.push_str(&source[last..]);
    Ok(out)
}

/// The bare name a module is imported by in the single file.
pub fn module_name(path: &str) -> Result<String> {
    let plain = path
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"-_./".contains(&b));
    if !plain {
        return Err(
            format!("{path}: a module's path may hold only letters, digits and -_./").into(),
        );
    }
    Ok(format!("{MODULE_PREFIX}{path}"))
}

/// The import map's text: each module's `data:` URL by its bare name, and
/// under `integrity` each URL's hash, by which Chromium and Firefox match
/// the module against the single file's Content-Security-Policy (see `csp.rs`).
pub fn import_map(modules: &BTreeMap<String, String>) -> String {
    let mut imports = Vec::new();
    let mut integrity = Vec::new();
    for (path, source) in modules {
        let url = format!("data:text/javascript;base64,{}", base64(source.as_bytes()));
        // Checked plain by `module_name` when the import was rewritten.
        imports.push((format!("{MODULE_PREFIX}{path}"), json_string(&url)));
        integrity.push((url, json_string(&csp::integrity(source))));
    }
    let object = |entries: &[(String, String)]| {
        json_object(
            entries
                .iter()
                .map(|(name, value)| (name.as_str(), value.clone())),
        )
    };
    json_object([
        ("imports", object(&imports)),
        ("integrity", object(&integrity)),
    ])
}

/// The module at `path` as one text that needs no import map: each import
/// is written out as a `data:` URL of the module it means, itself written
/// out the same way. A worker gets no import map, so this is how the single
/// file starts the page's workers (`www/js/files.js`'s `workerUrl`). The
/// worker's modules are few and small; the wasm package is one of them.
pub fn self_contained(dist: &Path, path: &str) -> Result<String> {
    self_contained_from(dist, path, &mut Vec::new())
}

/// [`self_contained`], with the modules on the way to `path` in `within`,
/// to refuse an import cycle, which `data:` URLs cannot express.
fn self_contained_from(dist: &Path, path: &str, within: &mut Vec<String>) -> Result<String> {
    if within.iter().any(|p| p == path) {
        return Err(format!("{path}: imports itself through {}", within.join(", ")).into());
    }
    within.push(path.to_owned());
    let source = read_text(dist, path)?;
    let mut found = Vec::new();
    // Checks every specifier as the import map's modules are checked.
    rewrite_imports(path, &source, dist, &mut found)?;
    let specifiers = specifiers::specifiers(&source).map_err(|err| format!("{path}: {err}"))?;
    let mut out = String::with_capacity(source.len());
    let mut last = 0;
    for (specifier, target) in specifiers.iter().zip(&found) {
        let inner = self_contained_from(dist, target, within)?;
        out.push_str(&source[last..specifier.range.start]);
        out.push_str(&format!(
            "data:text/javascript;base64,{}",
            base64(inner.as_bytes())
        ));
        last = specifier.range.end;
    }
    out.push_str(&source[last..]);
    within.pop();
    Ok(out)
}

/// A file of the built site, by its path in `dist`, as text.
pub(super) fn read_text(dist: &Path, path: &str) -> Result<String> {
    Ok(std::fs::read_to_string(dist.join(path)).map_err(|err| format!("{path}: {err}"))?)
}
