//! What every part of compiling a scenario shares: the limits a file is
//! held to, the checks of a name, a time and a reference, and the words
//! that quote a field; below the compiler's parts and the knobs.

use crate::error::Error;
use crate::ids::{ItemId, ResourceId};
use crate::spec::ClockSpec;
use std::collections::BTreeMap;

use crate::problems::takes::all;
use crate::time::SimTime;
use crate::words::say;
use crate::world::{Clock, ResourceConfig};

/// The most lock nodes a scenario may have.
pub(crate) const MAX_NODES: u16 = 99;

/// The range of clock drift, in percent: a clock must move forward, and
/// ten times true speed is more than any lesson needs.
pub(crate) const DRIFT_PERCENT: (i64, i64) = (-90, 1000);

/// The most acquire attempts one retrying step may make, so that a scenario
/// cannot ask for a run of billions of events. The engine enforces it too,
/// whatever knobs are set.
pub(crate) const MAX_ATTEMPTS: u64 = 100_000;

/// The latest moment and the longest span a file may name: about 31 years.
/// Far beyond any lesson, and far enough below `u64::MAX` that sums of
/// times never saturate.
pub(crate) const MAX_MS: u64 = 1_000_000_000_000;

/// The largest token a file may start from, so that counting up never saturates.
pub(crate) const MAX_FIRST_TOKEN: u64 = 1 << 53;

/// Keeps the problem of a check, if it has one.
pub(crate) fn keep(errors: &mut Vec<Error>, checked: Result<(), Error>) {
    if let Err(e) = checked {
        errors.push(e);
    }
}

pub(crate) fn compile_clock(spec: &ClockSpec, path: &str) -> Result<Clock, Error> {
    let (low, high) = DRIFT_PERCENT;
    if !(low..=high).contains(&spec.drift_percent) {
        return Err(Error::invalid(
            format!("{path}.drift_percent"),
            say!(
                "problem-drift-range",
                low = low.to_string(),
                high = high.to_string(),
                value = spec.drift_percent.to_string()
            ),
        ));
    }
    let mut jumps = Vec::with_capacity(spec.jumps.len());
    for (j, jump) in spec.jumps.iter().enumerate() {
        let at = format!("{path}.jumps[{j}]");
        check_ms(jump.at_ms, &format!("{at}.at_ms"))?;
        check_ms(jump.by_ms.unsigned_abs(), &format!("{at}.by_ms"))?;
        if jumps.last().is_some_and(|&(t, _)| t > SimTime(jump.at_ms)) {
            return Err(Error::invalid(at, say!("problem-jumps-order")));
        }
        jumps.push((SimTime(jump.at_ms), jump.by_ms));
    }
    Ok(Clock {
        drift_percent: spec.drift_percent,
        jumps,
    })
}

#[derive(Default)]
pub(crate) struct Interner {
    pub(crate) names: Vec<String>,
    ids: BTreeMap<String, ItemId>,
}

impl Interner {
    pub(crate) fn intern(&mut self, text: &str, path: &str) -> Result<ItemId, Error> {
        if let Some(&id) = self.ids.get(text) {
            return Ok(id);
        }
        let id = u16::try_from(self.names.len())
            .map(ItemId)
            .map_err(|_| Error::invalid(path, say!("problem-too-many-items")))?;
        self.names.push(text.to_owned());
        self.ids.insert(text.to_owned(), id);
        Ok(id)
    }
}

/// The empty-text problem of the field at `path`.
pub(crate) fn blank(path: &str) -> Error {
    let field = path.rsplit('.').next().unwrap_or(path);
    Error::invalid(path, say!("problem-blank", field = field))
}

pub(crate) fn check_name(name: &str, path: &str) -> Result<(), Error> {
    if name.trim().is_empty() {
        Err(blank(path))
    } else if name.trim() != name {
        Err(Error::invalid(
            path,
            say!("problem-spaces", name = quoted(name)),
        ))
    } else {
        Ok(())
    }
}

pub(crate) fn check_ms(ms: u64, path: &str) -> Result<(), Error> {
    if ms > MAX_MS {
        let field = path.rsplit('.').next().unwrap_or(path);
        Err(Error::invalid(
            path,
            say!(
                "problem-too-long",
                field = field,
                ms = ms.to_string(),
                most = MAX_MS.to_string()
            ),
        ))
    } else {
        Ok(())
    }
}

pub(crate) fn find_resource(
    resources: &[ResourceConfig],
    name: &str,
    path: &str,
) -> Result<ResourceId, Error> {
    match resources.iter().position(|r| r.name == name) {
        Some(i) => Ok(ResourceId(i as u16)),
        None if resources.is_empty() => Err(Error::invalid(path, say!("problem-no-resources"))),
        None => {
            let known: Vec<&str> = resources.iter().map(|r| r.name.as_str()).collect();
            Err(Error::invalid(
                path,
                say!(
                    "problem-no-resource",
                    name = quoted(name),
                    known = all(&known, quoted)
                ),
            ))
        }
    }
}

/// A name or id from the file as a message quotes it: as JSON writes it.
pub(crate) fn quoted(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}
