//! A loaded scenario: the author's file, checked and compiled, with the
//! current value of each knob.

use crate::authored::Authored;
use crate::challenge::goal::Challenge;
use crate::compile::{self, Texts, Translatable};
use crate::error::Error;
use crate::knob::{Knob, KnobValue};
use crate::spec::ScenarioFile;
use crate::world::World;

/// A checked scenario, ready to run, with its knobs set.
#[derive(Clone, Debug)]
pub struct Scenario {
    file: ScenarioFile,
    texts: Texts,
    world: World,
    knobs: Vec<Knob>,
    values: Vec<KnobValue>,
    challenges: Vec<Challenge>,
}

impl Scenario {
    /// Loads a scenario from the JSON text of a scenario file.
    ///
    /// Every problem is reported with where it is and what is wrong; no input
    /// makes this panic.
    pub fn from_json(text: &str) -> Result<Scenario, Error> {
        let file = compile::parse(text)?;
        Scenario::from_file(file).map_err(|mut errors| errors.swap_remove(0))
    }

    /// Checks a file that reads and loads it, or says every problem
    /// found, the first as [`Scenario::from_json`] reports it first; never
    /// an empty list.
    pub(crate) fn from_file(file: ScenarioFile) -> Result<Scenario, Vec<Error>> {
        let (mut world, mut knobs) = compile::compile(&file)?;
        let mut challenges = compile::challenges(&file, &world, &knobs)?;
        let mut texts = Texts::new(&file);
        let to = Translatable {
            texts: &mut texts,
            world: &mut world,
            knobs: &mut knobs,
            challenges: &mut challenges,
        };
        compile::translate(&file, to)?;
        let values = knobs.iter().map(Knob::default_value).collect();
        Ok(Scenario {
            file,
            texts,
            world,
            knobs,
            values,
            challenges,
        })
    }

    /// The JSON Schema of scenario files, generated from the Rust types.
    pub fn json_schema() -> serde_json::Value {
        serde_json::to_value(schemars::schema_for!(ScenarioFile))
            .expect("a generated schema is always valid JSON")
    }

    /// The title, in the language this thread speaks where the file
    /// translates it.
    pub fn title(&self) -> &str {
        self.texts.title.shown()
    }

    /// The one- or two-sentence summary, translated as the title is.
    pub fn summary(&self) -> &str {
        self.texts.summary.shown()
    }

    /// What to try and what to notice, if the author wrote it, translated
    /// as the title is.
    pub fn try_this(&self) -> Option<&str> {
        self.texts.try_this.as_ref().map(Authored::shown)
    }

    /// Where the file leaves a text without its translation into
    /// `language` (a code such as `de`): each text's place among the
    /// language's `translations` (`title`, `knobs.pause_ms.help`,
    /// `items["A sets 11"]`), in file order. Empty for English, the
    /// file's own language.
    pub fn untranslated(&self, language: &str) -> Vec<String> {
        compile::every_text(&self.texts, &self.world, &self.knobs, &self.challenges)
            .into_iter()
            .filter(|(_, text)| !text.has(language))
            .map(|(place, _)| place)
            .collect()
    }

    /// The shelf of the experiment list the scenario sits on.
    pub fn group(&self) -> crate::spec::Group {
        self.file.group
    }

    /// The knobs, in the file's order.
    pub fn knobs(&self) -> &[Knob] {
        &self.knobs
    }

    /// The current value of each knob, in the same order as [`Scenario::knobs`].
    pub fn values(&self) -> &[KnobValue] {
        &self.values
    }

    /// The current value of the knob `id`.
    pub fn value(&self, id: &str) -> Option<KnobValue> {
        self.index_of(id).ok().map(|i| self.values[i])
    }

    /// The challenges, in the file's order.
    pub fn challenges(&self) -> &[Challenge] {
        &self.challenges
    }

    /// The world as the knobs have set it.
    pub fn world(&self) -> &World {
        &self.world
    }

    /// Sets a knob, checking the value against the knob's kind and range.
    pub fn set(&mut self, id: &str, value: KnobValue) -> Result<(), Error> {
        let index = self.index_of(id)?;
        let knob = &self.knobs[index];
        let value = knob.check(value)?;
        knob.apply(&mut self.world, value);
        self.values[index] = value;
        Ok(())
    }

    /// Sets a knob from text such as `fencing=on` or `pause_ms=7000`.
    pub fn assign(&mut self, assignment: &str) -> Result<(), Error> {
        let Some((id, text)) = assignment.split_once('=') else {
            return Err(Error::setting(format!(
                "{assignment:?} is not ID=VALUE, such as fencing=on"
            )));
        };
        let index = self.index_of(id.trim())?;
        let value = self.knobs[index].parse(text)?;
        self.set(id.trim(), value)
    }

    fn index_of(&self, id: &str) -> Result<usize, Error> {
        self.knobs.iter().position(|k| k.id == id).ok_or_else(|| {
            let known: Vec<&str> = self.knobs.iter().map(|k| k.id.as_str()).collect();
            if known.is_empty() {
                Error::setting(format!("no knob called {id:?}: this scenario has no knobs"))
            } else {
                Error::setting(format!(
                    "no knob called {id:?}; the knobs are {}",
                    known.join(", ")
                ))
            }
        })
    }
}
