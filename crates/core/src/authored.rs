//! The words a scenario's author wrote, as opposed to the catalogue's: a
//! title, a knob's label, a challenge's task, a side effect's phrase, a
//! list item. Each comes with the file's translations of it and is shown
//! in the language this thread speaks, so the page, the CLI and every
//! sentence that quotes it pick the same words.

use std::fmt;

use crate::words::{self, Arg};

/// One text of a scenario file, in the file's own English and in each
/// language the file translates it into.
///
/// [`Authored::shown`] is the one place such a text is picked for the
/// reader; `Display` and the conversion into a message's [`Arg`] go
/// through it. The language is read when the text is shown, not when the
/// file loads, so a page that changes its language needs no new load.
/// Where the text is an identity (a list item a goal or a recording
/// names), [`Authored::english`] is the file's own text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Authored {
    english: String,
    /// Each translation with its language's code, in the order of
    /// [`crate::spec::TranslationsSpec::LANGUAGES`].
    translations: Vec<(&'static str, String)>,
}

impl Authored {
    /// A text as the file writes it, not yet translated.
    pub fn new(english: impl Into<String>) -> Authored {
        Authored {
            english: english.into(),
            translations: Vec::new(),
        }
    }

    /// The text in the language this thread speaks
    /// ([`fencelab_words::language`]), or the file's English where the
    /// file has no translation into it.
    pub fn shown(&self) -> &str {
        self.in_language(&words::language())
    }

    /// The text in `language`, by its code, or the file's English.
    pub fn in_language(&self, language: &str) -> &str {
        self.translations
            .iter()
            .find(|(code, _)| *code == language)
            .map_or(&self.english, |(_, text)| text)
    }

    /// The text as the file writes it, which plans, goals and recordings
    /// refer to.
    pub fn english(&self) -> &str {
        &self.english
    }

    /// Whether the file translates the text into `language`; English
    /// always has it.
    pub fn has(&self, language: &str) -> bool {
        language == "en" || self.translations.iter().any(|(code, _)| *code == language)
    }

    /// Adds the text's translation into `language`.
    pub(crate) fn translate(&mut self, language: &'static str, text: &str) {
        self.translations.push((language, text.to_owned()));
    }
}

/// The text as [`Authored::shown`] picks it.
impl fmt::Display for Authored {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.shown())
    }
}

/// A message quotes the text as [`Authored::shown`] picks it.
impl From<&Authored> for Arg {
    fn from(text: &Authored) -> Arg {
        Arg::Text(text.shown().to_owned())
    }
}

/// A message quotes the text as [`Authored::shown`] picks it.
impl From<Authored> for Arg {
    fn from(text: Authored) -> Arg {
        Arg::from(&text)
    }
}
