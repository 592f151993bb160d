//! Translations: a scenario file's own texts in the other languages
//! fencelab speaks. The file itself is written in English; these say the
//! same to a reader of German or Spanish, text by text, and any text left
//! out is shown in English.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Deserialize;

/// The file's texts in each language other than English, by language
/// code. The file's own texts are the English ones, so there is no `en`.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TranslationsSpec {
    /// German, for students: "du", "Fencing-Token", "die Lease", "Sperre".
    #[serde(default)]
    pub de: Option<TextsSpec>,
    /// Spanish, for students: "tú", "token de fencing", "lease", "bloqueo".
    #[serde(default)]
    pub es: Option<TextsSpec>,
}

impl TranslationsSpec {
    /// The codes of the languages a file may be translated into, in the
    /// order of the fields above: every language fencelab has words in
    /// except English (a test holds the two lists together).
    pub const LANGUAGES: [&'static str; 2] = ["de", "es"];

    /// The languages given, by code, in the order of [`Self::LANGUAGES`].
    pub fn given(&self) -> impl Iterator<Item = (&'static str, &TextsSpec)> {
        let all = [&self.de, &self.es];
        (Self::LANGUAGES.into_iter().zip(all))
            .filter_map(|(code, texts)| Some((code, texts.as_ref()?)))
    }
}

/// One language's texts. Every one is optional; `fencelab check` lists the
/// ones left out.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TextsSpec {
    /// The title.
    #[serde(default)]
    pub title: Option<String>,
    /// The summary.
    #[serde(default)]
    pub summary: Option<String>,
    /// What to try and what to notice; only if the file has a `try_this`.
    #[serde(default)]
    pub try_this: Option<String>,
    /// Each knob's texts, by the knob's `id`.
    #[serde(default)]
    pub knobs: BTreeMap<String, KnobTextsSpec>,
    /// Each challenge's texts, by the challenge's `id`.
    #[serde(default)]
    pub challenges: BTreeMap<String, ChallengeTextsSpec>,
    /// Side effects' phrases: the `what` of a `side_effect` step, exactly
    /// as the plan writes it, to the phrase in this language. The phrase
    /// follows the client's name, as in "A emails the customer".
    #[serde(default)]
    pub effects: BTreeMap<String, String>,
    /// List items as a reader sees them in a resource: an item of a
    /// resource's `initial` list or of an `append`, exactly as the file
    /// writes it, to the item in this language. Plans, goals and
    /// recordings still name the item by the file's own text.
    #[serde(default)]
    pub items: BTreeMap<String, String>,
}

/// A knob's texts in one language.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KnobTextsSpec {
    /// The label beside the control.
    #[serde(default)]
    pub label: Option<String>,
    /// The help shown with the control; only if the knob has a `help`.
    #[serde(default)]
    pub help: Option<String>,
}

/// A challenge's texts in one language.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChallengeTextsSpec {
    /// The task, as the reader sees it.
    #[serde(default)]
    pub task: Option<String>,
}
