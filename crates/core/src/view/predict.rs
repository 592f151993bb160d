//! The views for predicting a run and for comparing two: the endings a
//! reader may predict, and where two runs part. The words are the core's.

use crate::{Report, RunVerdict};
use schemars::JsonSchema;
use serde::Serialize;

/// One ending a reader may predict, for the "Your prediction" choices.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EndingView {
    verdict: RunVerdict,
    /// The ending as a prediction: "Not safe: an update is lost."
    words: String,
}

impl EndingView {
    /// A verdict and how a reader would guess it.
    pub fn new(verdict: RunVerdict) -> EndingView {
        EndingView {
            verdict,
            words: verdict.guess(),
        }
    }
}

/// Two runs side by side: what each is called, and where they part.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartingView {
    /// The first run's name: "Fencing tokens off".
    left: String,
    /// The second run's name: "Fencing tokens on".
    right: String,
    /// Index into both runs' `View.events` of the first event where they
    /// differ; `null` if they are the same throughout.
    event: Option<usize>,
    /// Where they part, in words.
    words: String,
}

impl PartingView {
    /// Where the runs `left_name` and `right_name` part, and that in words.
    pub fn new(
        left: &Report,
        right: &Report,
        left_name: String,
        right_name: String,
    ) -> PartingView {
        PartingView {
            event: crate::parting(left, right),
            words: crate::parting_words(left, right, &left_name, &right_name),
            left: left_name,
            right: right_name,
        }
    }
}
