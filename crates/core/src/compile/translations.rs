//! Checking a file's translations and giving them to the texts they
//! translate: each names a knob, a challenge, a side effect or a list item
//! the file has, and says something. A translation of something the file
//! lacks would never be shown, so it is refused at its field, as a typo is.

use crate::authored::Authored;
use crate::challenge::goal::Challenge;
use crate::error::Error;
use crate::knob::Knob;
use crate::problems::takes::all;
use crate::spec::join_key;
use crate::spec::{ScenarioFile, TextsSpec};
use crate::words::say;
use crate::world::World;

use super::checks::{keep, quoted};

/// The scenario's own texts, beside its knobs' and challenges'.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Texts {
    pub(crate) title: Authored,
    pub(crate) summary: Authored,
    pub(crate) try_this: Option<Authored>,
}

/// Everything a scenario holds that is written for a reader, as
/// [`translate`] fills it in.
pub(crate) struct Translatable<'a> {
    pub(crate) texts: &'a mut Texts,
    pub(crate) world: &'a mut World,
    pub(crate) knobs: &'a mut [Knob],
    pub(crate) challenges: &'a mut [Challenge],
}

impl Texts {
    /// The file's texts in English, before any translation.
    pub(crate) fn new(file: &ScenarioFile) -> Texts {
        Texts {
            title: Authored::new(&file.title),
            summary: Authored::new(&file.summary),
            try_this: file.try_this.as_deref().map(Authored::new),
        }
    }
}

/// Checks each language of `file.translations` and adds it to the text it
/// translates.
pub(crate) fn translate(file: &ScenarioFile, to: Translatable<'_>) -> Result<(), Vec<Error>> {
    let mut errors = Vec::new();
    for (language, texts) in file.translations.given() {
        one_language(texts, &format!("translations.{language}"), &to, &mut errors);
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let Translatable {
        texts,
        world,
        knobs,
        challenges,
    } = to;
    for (language, spec) in file.translations.given() {
        let put = |text: &mut Authored, translation: Option<&String>| {
            if let Some(t) = translation {
                text.translate(language, t);
            }
        };
        put(&mut texts.title, spec.title.as_ref());
        put(&mut texts.summary, spec.summary.as_ref());
        if let Some(try_this) = &mut texts.try_this {
            put(try_this, spec.try_this.as_ref());
        }
        for knob in knobs.iter_mut() {
            let Some(k) = spec.knobs.get(&knob.id) else {
                continue;
            };
            put(&mut knob.label, k.label.as_ref());
            if let Some(help) = &mut knob.help {
                put(help, k.help.as_ref());
            }
        }
        for challenge in challenges.iter_mut() {
            if let Some(c) = spec.challenges.get(&challenge.id) {
                put(&mut challenge.task, c.task.as_ref());
            }
        }
        for effect in &mut world.effects {
            let translation = spec.effects.get(effect.english());
            put(effect, translation);
        }
        for item in &mut world.items {
            let translation = spec.items.get(item.english());
            put(item, translation);
        }
    }
    Ok(())
}

/// Every text of a scenario written for a reader, with its place in a
/// language of `translations` (`knobs.pause_ms.help`), in file order.
pub(crate) fn every_text<'a>(
    texts: &'a Texts,
    world: &'a World,
    knobs: &'a [Knob],
    challenges: &'a [Challenge],
) -> Vec<(String, &'a Authored)> {
    let mut all = vec![
        ("title".to_owned(), &texts.title),
        ("summary".to_owned(), &texts.summary),
    ];
    all.extend(texts.try_this.iter().map(|t| ("try_this".to_owned(), t)));
    for knob in knobs {
        all.push((format!("knobs.{}.label", knob.id), &knob.label));
        all.extend((knob.help.iter()).map(|help| (format!("knobs.{}.help", knob.id), help)));
    }
    for challenge in challenges {
        all.push((format!("challenges.{}.task", challenge.id), &challenge.task));
    }
    for effect in &world.effects {
        all.push((keyed("effects", effect.english()), effect));
    }
    for item in &world.items {
        all.push((keyed("items", item.english()), item));
    }
    all
}

/// The checks of one language's texts, before any is added: each text
/// on its own, every problem kept.
fn one_language(spec: &TextsSpec, path: &str, to: &Translatable<'_>, errors: &mut Vec<Error>) {
    keep(errors, said(spec.title.as_ref(), &format!("{path}.title")));
    keep(
        errors,
        said(spec.summary.as_ref(), &format!("{path}.summary")),
    );
    if spec.try_this.is_some() && to.texts.try_this.is_none() {
        errors.push(Error::invalid(
            format!("{path}.try_this"),
            say!("problem-translates-no-try-this"),
        ));
    } else {
        keep(
            errors,
            said(spec.try_this.as_ref(), &format!("{path}.try_this")),
        );
    }
    for (id, texts) in &spec.knobs {
        let at = join_key(&format!("{path}.knobs"), id);
        keep(errors, knob_texts(texts, id, &at, to));
    }
    for (id, texts) in &spec.challenges {
        let at = join_key(&format!("{path}.challenges"), id);
        if !to.challenges.iter().any(|c| &c.id == id) {
            let known: Vec<&str> = to.challenges.iter().map(|c| c.id.as_str()).collect();
            errors.push(Error::invalid(at, unknown("challenge", id, &known)));
            continue;
        }
        keep(errors, said(texts.task.as_ref(), &format!("{at}.task")));
    }
    for (what, text) in &spec.effects {
        let at = format!("{path}.{}", keyed("effects", what));
        if !to.world.effects.iter().any(|e| e.english() == what) {
            let known: Vec<&str> = to.world.effects.iter().map(Authored::english).collect();
            errors.push(Error::invalid(at, unknown("effect", what, &known)));
            continue;
        }
        keep(errors, said(Some(text), &at));
    }
    for (item, text) in &spec.items {
        let at = format!("{path}.{}", keyed("items", item));
        if !to.world.items.iter().any(|i| i.english() == item) {
            let known: Vec<&str> = to.world.items.iter().map(Authored::english).collect();
            errors.push(Error::invalid(at, unknown("item", item, &known)));
            continue;
        }
        keep(errors, said(Some(text), &at));
    }
}

/// One knob's texts: of a knob the file has, and a help only if it has one.
fn knob_texts(
    texts: &crate::spec::KnobTextsSpec,
    id: &str,
    at: &str,
    to: &Translatable<'_>,
) -> Result<(), Error> {
    let Some(knob) = to.knobs.iter().find(|k| k.id == id) else {
        let known: Vec<&str> = to.knobs.iter().map(|k| k.id.as_str()).collect();
        return Err(Error::invalid(at, unknown("knob", id, &known)));
    };
    said(texts.label.as_ref(), &format!("{at}.label"))?;
    if texts.help.is_some() && knob.help.is_none() {
        return Err(Error::invalid(
            format!("{at}.help"),
            say!("problem-translates-no-help", id = quoted(id)),
        ));
    }
    said(texts.help.as_ref(), &format!("{at}.help"))
}

/// A translation must say something, and say it without spaces at its
/// ends, as the file's own texts must.
fn said(text: Option<&String>, path: &str) -> Result<(), Error> {
    match text {
        Some(t) => super::checks::check_name(t, path),
        None => Ok(()),
    }
}

/// The place of a text known by its English words, which may hold any
/// character: `items["A sets 11"]`.
fn keyed(field: &str, english: &str) -> String {
    format!("{field}[{}]", serde_json::Value::from(english))
}

/// Why a translation names nothing in the file, with what it could name.
/// `what` is `knob`, `challenge`, `effect` or `item`.
fn unknown(what: &str, name: &str, known: &[&str]) -> String {
    if known.is_empty() {
        return say!("problem-translates-none", what = what, name = quoted(name));
    }
    say!(
        "problem-translates-unknown",
        what = what,
        name = quoted(name),
        known = all(known, quoted)
    )
}
