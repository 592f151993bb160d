//! A scenario inside a link, so a scenario edited on the page can be shared
//! without a server: the query parameter `file=` holds the file's UTF-8
//! bytes, packed with raw DEFLATE and written in base64url without padding
//! (docs/embedding.md, "A link that carries its own experiment", gives
//! the format for other tools).
//!
//! `fencelab link FILE` writes the parameter; every command that reads a
//! scenario takes a link in place of a path. A link is untrusted input:
//! it is decoded strictly and unpacked to at most 256 KB.

mod pack;
mod query;

use std::path::Path;

use fencelab_core::Scenario;
use fencelab_words::say;

use fencelab_core::spec::base64::{self, Alphabet, DecodeError};
use pack::UnpackError;
pub use pack::MAX_UNPACKED;

/// A link as the command line gave it, its query read but its scenario
/// still packed.
#[derive(Debug)]
pub struct Link {
    /// The link as messages name it: its start, in quotes.
    label: String,
    /// The last `file=` value, as written.
    file: Option<String>,
    /// The last `scenario=` value, decoded: the page's own experiment, which
    /// a link without `file=` opens instead.
    scenario: Option<String>,
    /// Every other parameter that is not the page's own, decoded: the
    /// settings, if the scenario has knobs by those names. A name given
    /// twice counts once, with its last value, as on the page.
    settings: Vec<(String, String)>,
}

/// Names the page keeps for itself besides `file`, as `PAGE_PARAMS` in
/// `www/js/address.js` lists them: a link's other parameters are settings.
/// (The core refuses a knob by any of these names, so this only saves
/// looking them up.)
const PAGE_PARAMS: [&str; 11] = [
    "scenario", "step", "t", "compare", "predict", "embed", "panels", "locked", "lang", "edit",
    "view",
];

/// How much of a link a message quotes; the rest is cut, as the page
/// cuts what its notices quote.
const QUOTE_CHARS: usize = 40;

/// Why a link's scenario cannot be read.
#[derive(Debug, PartialEq, Eq)]
enum Refusal {
    /// There is no `file=`, or it is empty; `scenario=` if the link has one.
    NoFile(Option<String>),
    /// `file=` is not base64url.
    Base64(DecodeError),
    /// What it holds is not a scenario packed with DEFLATE.
    Unpack(UnpackError),
    /// It unpacks to bytes that are not UTF-8: the first bad one, from 1.
    NotText(usize),
}

impl Link {
    /// The link `path` is written as, or none when it is a path. A path
    /// that looks like a link can be written as `./?…`.
    pub fn recognise(path: &Path) -> Option<Link> {
        let text = path.to_str()?;
        let query = query::of_link(text)?;
        let mut link = Link {
            label: quote(text),
            file: None,
            scenario: None,
            settings: Vec::new(),
        };
        for (name, value) in query::pairs(query) {
            match name.as_str() {
                "file" => link.file = Some(value.to_owned()),
                "scenario" => link.scenario = Some(query::decode(value)),
                name if PAGE_PARAMS.contains(&name) => {}
                _ => {
                    link.settings.retain(|(n, _)| *n != name);
                    link.settings.push((name, query::decode(value)));
                }
            }
        }
        Some(link)
    }

    /// The link as messages name it.
    pub fn label(&self) -> &str {
        &self.label
    }

    /// The scenario file's text the link carries, or the one-line reason
    /// it carries none, in the reader's words.
    pub fn unpack(&self) -> Result<String, String> {
        self.text().map_err(|refusal| refusal.say(&self.label))
    }

    /// The link's settings of knobs `scenario` has, as `ID=VALUE` for
    /// [`Scenario::assign`], in the link's order. Other names are left
    /// out: the page leaves them out too, with a notice.
    pub fn assignments(&self, scenario: &Scenario) -> Vec<String> {
        self.settings
            .iter()
            .filter(|(name, _)| scenario.knobs().iter().any(|k| k.id == *name))
            .map(|(name, value)| format!("{name}={value}"))
            .collect()
    }

    fn text(&self) -> Result<String, Refusal> {
        let file = self.file.as_deref().unwrap_or_default();
        if file.is_empty() {
            return Err(Refusal::NoFile(self.scenario.clone()));
        }
        let packed = base64::decode(file, Alphabet::Url).map_err(Refusal::Base64)?;
        let bytes = pack::unpack(&packed).map_err(Refusal::Unpack)?;
        String::from_utf8(bytes).map_err(|err| Refusal::NotText(err.utf8_error().valid_up_to() + 1))
    }
}

/// The `file=` parameter that carries a scenario file's `text`.
pub fn parameter(text: &str) -> String {
    format!(
        "file={}",
        base64::encode(&pack::pack(text.as_bytes()), Alphabet::Url)
    )
}

impl Refusal {
    /// The one-line reason, naming the link by `label`.
    fn say(&self, label: &str) -> String {
        match self {
            Refusal::NoFile(None) => say!("cli-link-no-file", link = label),
            Refusal::NoFile(Some(name)) => {
                say!(
                    "cli-link-no-file-scenario",
                    link = label,
                    name = quote(name)
                )
            }
            Refusal::Base64(DecodeError::BadCharacter {
                character,
                position,
            }) => say!(
                "cli-link-bad-character",
                link = label,
                character = quote(&character.to_string()),
                position = *position
            ),
            Refusal::Base64(DecodeError::CutShort) | Refusal::Unpack(UnpackError::CutShort) => {
                say!("cli-link-cut-short", link = label)
            }
            Refusal::Unpack(UnpackError::NotDeflate) => say!("cli-link-not-deflate", link = label),
            Refusal::Unpack(UnpackError::TooLarge) => {
                say!("cli-link-too-large", link = label, kb = MAX_UNPACKED >> 10)
            }
            Refusal::NotText(byte) => say!("cli-link-not-text", link = label, byte = *byte),
        }
    }
}

/// A text from a link, such as the link itself, in quotes: its start, with
/// what is cut marked, and control characters escaped, so nothing in a
/// link can move the terminal's cursor.
fn quote(text: &str) -> String {
    let mut chars = text.chars();
    let mut start: String = chars.by_ref().take(QUOTE_CHARS).collect();
    if chars.next().is_some() {
        start.push('…');
    }
    format!("{start:?}")
}

#[cfg(test)]
mod tests;
