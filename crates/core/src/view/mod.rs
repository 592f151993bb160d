//! The view of a run: one serializable shape that both `fencelab run
//! --json` and the page read.
//!
//! These are not the engine's types: they are shaped for a reader, with
//! times as milliseconds and the words already made (sentences, "15.0 s"),
//! so that no front end words a sentence or decides a rule again. Field
//! names are a contract with scripts and with `www/js/`: add fields rather
//! than rename them. Each type derives `JsonSchema` beside `Serialize`; the
//! wasm crate turns the schema into the page's TypeScript declarations, and
//! its tests check the objects against them.

mod drawing;
mod event;
mod knob;
mod life;
mod outcome;
mod predict;
mod real;
mod run;
mod search;
mod settings;

pub use drawing::DrawingView;
pub use event::EventView;
pub use knob::KnobView;
pub use life::LifeView;
pub use outcome::{EffectView, HoldingView, OutcomeView, ResourceView, ValueData};
pub use predict::{EndingView, PartingView};
pub use real::{Judged, RealLineView, RealView};
pub use run::{ChallengeView, ChartView, ExperimentInfo, RunView, ScenarioInfo};
pub use search::{ScanView, SearchView};
pub use settings::{Setting, Settings};
