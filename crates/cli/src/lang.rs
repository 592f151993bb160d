//! `--lang LANG`: which catalogue the command speaks from.
//!
//! Read before the command's own options, from anywhere after the command
//! word up to a `--`, so every command that prints words takes it alike.

use std::ffi::OsString;
use std::rc::Rc;

use fencelab_words::Catalogue;

/// The commands that print words and so take `--lang`.
const SPEAKING: &[&str] = &["run", "sweep", "explore", "check", "knobs", "link", "help"];

/// Takes `--lang LANG` or `--lang=LANG` out of `args` (the arguments after
/// the program's name) and returns the rest with the catalogue it names;
/// none when not given. A language fencelab has no words in is bad input.
pub fn take(args: Vec<OsString>) -> Result<(Vec<OsString>, Option<Catalogue>), String> {
    let speaks = args
        .first()
        .and_then(|a| a.to_str())
        .is_some_and(|a| SPEAKING.contains(&a));
    if !speaks {
        return Ok((args, None));
    }
    let mut rest = Vec::with_capacity(args.len());
    let mut lang = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--" {
            rest.push(arg);
            rest.extend(args.by_ref());
            break;
        }
        let text = arg.to_str();
        if text == Some("--lang") {
            let value = args.next().and_then(|v| v.into_string().ok());
            lang = Some(value.ok_or("--lang needs a language, such as --lang de")?);
        } else if let Some(value) = text.and_then(|t| t.strip_prefix("--lang=")) {
            lang = Some(value.to_owned());
        } else {
            rest.push(arg);
        }
    }
    let catalogue = lang
        .map(|l| Catalogue::new(&l).map_err(|err| format!("--lang {l}: {err}")))
        .transpose()?;
    Ok((rest, catalogue))
}

/// Makes `catalogue` the one this thread speaks from.
pub fn speak(catalogue: Catalogue) {
    fencelab_words::install(Rc::new(catalogue));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn the_language_is_taken_out_in_either_spelling() {
        let (rest, lang) = take(words(&["run", "a.json", "--lang", "de", "--json"])).unwrap();
        assert_eq!(rest, words(&["run", "a.json", "--json"]));
        assert!(lang.is_some());
        let (rest, lang) = take(words(&["knobs", "--lang=es", "a.json"])).unwrap();
        assert_eq!(rest, words(&["knobs", "a.json"]));
        assert!(lang.is_some());
        let (rest, lang) = take(words(&["run", "--", "--lang", "de"])).unwrap();
        assert_eq!(rest, words(&["run", "--", "--lang", "de"]));
        assert!(lang.is_none());
    }

    #[test]
    fn a_language_without_words_or_without_a_value_is_refused() {
        let err = take(words(&["run", "a.json", "--lang", "fr"]))
            .err()
            .unwrap();
        assert!(
            err.contains("--lang fr") && err.contains("en, de, es"),
            "{err}"
        );
        let err = take(words(&["run", "a.json", "--lang"])).err().unwrap();
        assert!(err.contains("--lang needs a language"), "{err}");
    }
}
