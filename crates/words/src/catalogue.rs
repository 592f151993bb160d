//! The catalogues read with `fluent-bundle`: the speaker of the CLI and of
//! the tests.

use std::borrow::Cow;

use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::{unspoken, Arg, Speaker};

include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// One language's messages, with English behind them for any message the
/// language lacks (a test keeps that from happening in the languages that
/// ship).
pub struct Catalogue {
    language: String,
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl Catalogue {
    /// The catalogue of `language`, one of [`LANGUAGES`], exactly: the
    /// page picks the nearest language the way a browser does, but a
    /// command is told one.
    pub fn new(language: &str) -> Result<Catalogue, String> {
        if !LANGUAGES.contains(&language) {
            return Err(format!(
                "fencelab has no words in `{language}`; it has {}",
                LANGUAGES.join(", ")
            ));
        }
        let mut bundles = vec![bundle(language)?];
        if language != "en" {
            bundles.push(bundle("en")?);
        }
        Ok(Catalogue {
            language: language.to_owned(),
            bundles,
        })
    }

    /// Every message id that `language` defines, in file order.
    pub fn ids(language: &str) -> Vec<String> {
        FILES
            .iter()
            .filter(|(l, _, _)| *l == language)
            .flat_map(|(_, _, text)| message_ids(text))
            .collect()
    }

    /// The catalogue files of `language`: name and text.
    pub fn files(language: &str) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        FILES
            .iter()
            .filter(move |(l, _, _)| *l == language)
            .map(|(_, name, text)| (*name, *text))
    }

    /// Whether this language itself (not English behind it) has `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundles[0].has_message(id)
    }
}

impl Speaker for Catalogue {
    fn say(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, arg) in args {
            fluent.set(*name, value(arg));
        }
        for bundle in &self.bundles {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent), &mut errors)
                .into_owned();
        }
        unspoken(id, args)
    }

    fn language(&self) -> String {
        self.language.clone()
    }
}

/// Reads every file of one language into a bundle; a file Fluent cannot
/// read is an error naming it.
fn bundle(language: &str) -> Result<FluentBundle<FluentResource>, String> {
    let id: LanguageIdentifier = language
        .parse()
        .map_err(|_| format!("`{language}` is not a language tag"))?;
    let mut bundle = FluentBundle::new(vec![id]);
    // The words go into a terminal or a file, where Unicode's isolation
    // marks around each argument would show as stray characters.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match language {
        "de" => numbers::<',', '.', 4>,
        "es" => numbers::<',', '.', 5>,
        _ => numbers::<'.', ',', 4>,
    }));
    for (name, text) in Catalogue::files(language) {
        let resource = FluentResource::try_new((*text).to_owned())
            .map_err(|(_, errors)| format!("words/{language}/{name} cannot be read: {errors:?}"))?;
        bundle.add_resource(resource).map_err(|errors| {
            format!("words/{language}/{name} defines a message again: {errors:?}")
        })?;
    }
    Ok(bundle)
}

fn value(arg: &Arg) -> FluentValue<'static> {
    match arg {
        Arg::Text(t) => FluentValue::String(Cow::Owned(t.clone())),
        Arg::Count(n) => {
            FluentValue::Number(FluentNumber::new(*n as f64, FluentNumberOptions::default()))
        }
        Arg::Decimal { value, digits } => FluentValue::Number(FluentNumber::new(
            *value,
            FluentNumberOptions {
                minimum_fraction_digits: Some(usize::from(*digits)),
                maximum_fraction_digits: Some(usize::from(*digits)),
                ..FluentNumberOptions::default()
            },
        )),
    }
}

/// Writes a number with the language's decimal mark, and its thousands
/// grouped once it has `GROUP_FROM` whole digits, as the Unicode locale
/// data has it (Spanish leaves 1600 ungrouped): what the page's `Intl`
/// writes in the same language.
fn numbers<const DECIMAL: char, const GROUP: char, const GROUP_FROM: usize>(
    value: &FluentValue,
    _: &intl_memoizer::IntlLangMemoizer,
) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let digits = n.options.minimum_fraction_digits.unwrap_or(0);
    let text = format!("{:.*}", digits, n.value.abs());
    let (whole, frac) = text.split_once('.').unwrap_or((&text, ""));
    let mut out = String::new();
    if n.value < 0.0 {
        out.push('-');
    }
    if whole.len() >= GROUP_FROM {
        for (i, c) in whole.chars().enumerate() {
            if i > 0 && (whole.len() - i) % 3 == 0 {
                out.push(GROUP);
            }
            out.push(c);
        }
    } else {
        out.push_str(whole);
    }
    if !frac.is_empty() {
        out.push(DECIMAL);
        out.push_str(frac);
    }
    Some(out)
}

/// The ids of the messages (not the `-terms`) a catalogue file defines.
fn message_ids(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let starts = id.chars().next()?.is_ascii_alphabetic();
            (starts
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .then(|| id.to_owned())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_the_languages_way() {
        let de = Catalogue::new("de").unwrap();
        let en = Catalogue::new("en").unwrap();
        let es = Catalogue::new("es").unwrap();
        let time = |c: &Catalogue| {
            c.say(
                "seconds",
                &[(
                    "n",
                    Arg::Decimal {
                        value: 10.3,
                        digits: 1,
                    },
                )],
            )
        };
        assert_eq!(time(&en), "10.3 s");
        assert_eq!(time(&de), "10,3 s");
        let big = |c: &Catalogue, n: u64| c.say("seconds", &[("n", Arg::Count(n))]);
        assert_eq!(big(&en, 1600), "1,600 s");
        assert_eq!(big(&de, 1600), "1.600 s");
        assert_eq!(big(&es, 1600), "1600 s");
        assert_eq!(big(&es, 16000), "16.000 s");
    }

    #[test]
    fn a_language_without_words_is_refused_by_name() {
        let err = Catalogue::new("fr").err().unwrap();
        assert!(err.contains("`fr`") && err.contains("en, de, es"), "{err}");
    }
}
