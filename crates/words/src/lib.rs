//! fencelab's words: where every word a reader sees is asked for: a message id and its named
//! arguments, which the front end's [`Speaker`] turns into a sentence from
//! the catalogues in `words/` (Project Fluent's format, one folder per
//! language).
//!
//! The core never holds a sentence of its own: it knows which message fits
//! and what goes into it, and the catalogue knows how a language says it,
//! with its plurals, its cases and its way of writing numbers. The CLI and
//! the tests speak through [`Catalogue`] (the `fluent-bundle` crate, behind
//! the `fluent` feature); the page through `@fluent/bundle`, which the wasm
//! wrapper calls back into, so the page's own words and the core's come
//! from one bundle in one language, and the wasm carries no Fluent of its
//! own.
//!
//! The speaker is kept per thread rather than passed down: sentences are
//! made at a few dozen depths (an event's, a chart label's, a challenge's
//! hint), always after a run and never during one, and a run's fast path
//! never speaks. A thread without a speaker gets each message's id with its
//! arguments, so a missing speaker shows what was asked for instead of
//! failing; with the `fluent` feature it speaks English.

use std::cell::RefCell;
use std::fmt::Write as _;
use std::rc::Rc;

#[cfg(feature = "fluent")]
mod catalogue;
#[cfg(feature = "fluent")]
pub use catalogue::{Catalogue, LANGUAGES};

/// One argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Words or names, put in as they are.
    Text(String),
    /// A whole number, which a message may also choose its plural by.
    Count(u64),
    /// A number with exactly `digits` decimals, written the language's way
    /// (`10.3` in English, `10,3` in German).
    Decimal {
        /// The number.
        value: f64,
        /// How many decimals to write.
        digits: u8,
    },
}

/// Turns a message id and its arguments into words.
pub trait Speaker {
    /// The sentence for `id`, with `args` put in by name.
    fn say(&self, id: &str, args: &[(&str, Arg)]) -> String;

    /// The language's code, as in `?lang=`: `en`, `de`, `es`.
    fn language(&self) -> String;
}

thread_local! {
    static SPEAKER: RefCell<Option<Rc<dyn Speaker>>> = const { RefCell::new(None) };
}

/// Makes `speaker` the one this thread's words come from, returning the one
/// it replaces.
pub fn install(speaker: Rc<dyn Speaker>) -> Option<Rc<dyn Speaker>> {
    SPEAKER.with(|s| s.borrow_mut().replace(speaker))
}

/// The language this thread speaks, `en` when no speaker is installed.
pub fn language() -> String {
    speaker().map_or_else(|| "en".to_owned(), |s| s.language())
}

/// The words for message `id`. Use the [`say!`](crate::say) macro, which
/// names the arguments.
pub fn say(id: &str, args: &[(&str, Arg)]) -> String {
    match speaker() {
        Some(speaker) => speaker.say(id, args),
        None => unspoken(id, args),
    }
}

/// This thread's speaker. With the catalogues built in (the `fluent`
/// feature: the CLI and every native test), a thread that was given none
/// speaks English.
fn speaker() -> Option<Rc<dyn Speaker>> {
    SPEAKER.with(|s| {
        #[cfg_attr(not(feature = "fluent"), allow(unused_mut))]
        let mut s = s.borrow_mut();
        #[cfg(feature = "fluent")]
        if s.is_none() {
            // The catalogues are built in: one that does not load is a
            // defect of this build, which every test would otherwise hide
            // behind message ids.
            let english = Catalogue::new("en").unwrap_or_else(|err| panic!("{err}"));
            *s = Some(Rc::new(english) as Rc<dyn Speaker>);
        }
        s.clone()
    })
}

/// What a thread without a speaker gets: `id(name=value, ...)`.
fn unspoken(id: &str, args: &[(&str, Arg)]) -> String {
    let mut out = id.to_owned();
    if !args.is_empty() {
        out.push('(');
        for (i, (name, arg)) in args.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = match arg {
                Arg::Text(t) => write!(out, "{name}={t}"),
                Arg::Count(n) => write!(out, "{name}={n}"),
                Arg::Decimal { value, digits } => {
                    write!(out, "{name}={value:.*}", usize::from(*digits))
                }
            };
        }
        out.push(')');
    }
    out
}

/// Asks the installed speaker for a message, naming each argument:
/// `say!("event-granted", client = name, token = t)`. An argument is
/// anything that turns [`Into`] an [`Arg`].
#[macro_export]
macro_rules! say {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::say($id, &[$((stringify!($name), $crate::Arg::from($value))),*])
    };
}

impl From<&str> for Arg {
    fn from(t: &str) -> Arg {
        Arg::Text(t.to_owned())
    }
}

impl From<&String> for Arg {
    fn from(t: &String) -> Arg {
        Arg::Text(t.clone())
    }
}

impl From<String> for Arg {
    fn from(t: String) -> Arg {
        Arg::Text(t)
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Count(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Count(u64::from(n))
    }
}

impl From<u16> for Arg {
    fn from(n: u16) -> Arg {
        Arg::Count(u64::from(n))
    }
}

/// A signed number: whole, so written with no decimals.
impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Decimal {
            value: n as f64,
            digits: 0,
        }
    }
}

impl From<i32> for Arg {
    fn from(n: i32) -> Arg {
        Arg::from(i64::from(n))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Count(n as u64)
    }
}

/// Whole milliseconds as seconds, with as few decimals as are exact but at
/// least one (10 300 ms is 10.3 s, 250 ms 0.25 s, 7 ms 0.007 s, never a
/// rounded lie), in the language's `seconds` message.
pub fn seconds(ms: u64) -> String {
    let digits = if ms % 100 == 0 {
        1
    } else if ms % 10 == 0 {
        2
    } else {
        3
    };
    let value = ms as f64 / 1000.0;
    say("seconds", &[("n", Arg::Decimal { value, digits })])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_speaker_a_message_shows_its_id_and_arguments() {
        assert_eq!(
            unspoken(
                "granted",
                &[
                    ("client", Arg::from("A")),
                    ("token", Arg::Count(2)),
                    (
                        "at",
                        Arg::Decimal {
                            value: 10.3,
                            digits: 2
                        }
                    )
                ]
            ),
            "granted(client=A, token=2, at=10.30)"
        );
        assert_eq!(unspoken("title", &[]), "title");
    }
}
