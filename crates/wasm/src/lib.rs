//! fencelab in the browser: the one crate that knows about JavaScript.
//!
//! The page holds one [`Experiment`] handle, for the scenario it shows. The run
//! itself stays in Rust; what crosses the boundary is the core's views
//! (`fencelab_core::view`) and a few made here, written as JSON and read back
//! with `JSON.parse` (see `view.rs`). The TypeScript shapes of those objects
//! are generated from the Rust types themselves (see `tests/declare.rs`) and come out of
//! the build in `fencelab_wasm.d.ts`, so the page's modules are type-checked
//! against what this crate really returns.
//!
//! ```js
//! import init, { Experiment } from "./pkg/fencelab_wasm.js";
//! await init();
//! const sim = new Experiment(scenarioText, { fencing: true });
//! const view = sim.run();          // the whole run, for drawing
//! view.outcome.finalValue;         // "15"
//! ```
//!
//! Errors: a bad scenario or setting throws a JavaScript `Error` whose
//! message is the core's, pointing at the problem. A panic (a bug) is
//! logged to the console and its message kept for [`take_panic`], so the
//! page can say what went wrong instead of going blank.

mod described;
mod editing;
mod error;
mod map;
pub mod opening;
mod panic;
mod real;
mod settings;
mod sweeper;
mod view;
mod words;

use fencelab_core as core;
use wasm_bindgen::prelude::*;

use fencelab_core::view::{
    DrawingView, EndingView, EventView, ExperimentInfo, LifeView, PartingView, RunView, SearchView,
    Settings,
};

pub use editing::{edit, in_one_language, linked_file_limit, outline, problems, EditView};
pub use map::MapView;
pub use panic::take_panic;
pub use sweeper::Sweeper;
pub use view::TS_VIEW;
pub use words::set_speaker;

/// A scenario with its current settings, and a run of it that can be stepped.
///
/// Changing a setting starts the run over; [`Experiment::run`] finishes it
/// and returns the whole view. Playback on the page is a cursor over that
/// view, so the results always describe the whole run.
#[wasm_bindgen]
pub struct Experiment {
    scenario: core::Scenario,
    run: core::Simulation,
    /// The last whole run, kept so the chart can be laid out again at a
    /// new width without running it again.
    last: Option<core::Report>,
    /// The recordings of real runs judged beside this scenario.
    judged: real::Judgements,
}

#[wasm_bindgen]
impl Experiment {
    /// Loads a scenario from its JSON text and applies `settings`, an
    /// optional object of knob values (`{ fencing: true, pause_ms: 7000 }`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        scenario_json: &str,
        #[wasm_bindgen(unchecked_param_type = "Settings | undefined")] settings: JsValue,
    ) -> Result<Experiment, js_sys::Error> {
        let mut scenario = core::Scenario::from_json(scenario_json).map_err(error::scenario)?;
        settings::apply(&mut scenario, &settings)?;
        let run = core::Simulation::new(&scenario).map_err(error::scenario)?;
        Ok(Experiment {
            scenario,
            run,
            last: None,
            judged: real::Judgements::default(),
        })
    }

    /// Sets one knob (`true`/`false` for a switch, a whole number for a
    /// slider) and starts the run over.
    pub fn set(
        &mut self,
        id: &str,
        #[wasm_bindgen(unchecked_param_type = "boolean | number")] value: JsValue,
    ) -> Result<(), js_sys::Error> {
        let value = settings::value(&self.scenario, id, &value)?;
        self.scenario.set(id, value).map_err(error::setting)?;
        self.restart()
    }

    /// The current value of every knob, as an object keyed by knob id.
    #[wasm_bindgen(unchecked_return_type = "Settings")]
    pub fn settings(&self) -> Result<JsValue, js_sys::Error> {
        view::to_js(&Settings::current(&self.scenario))
    }

    /// The next event of the run, or `undefined` once the run has ended.
    #[wasm_bindgen(unchecked_return_type = "EventView | undefined")]
    pub fn step(&mut self) -> Result<JsValue, js_sys::Error> {
        let index = self.position();
        let Some(event) = self.run.step().cloned() else {
            return Ok(JsValue::UNDEFINED);
        };
        view::to_js(&EventView::new(
            index,
            &event,
            self.run.actor(&event),
            self.run.sentence(&event),
            self.scenario.world().purpose,
        ))
    }

    /// How many events [`Experiment::step`] has handed out since the start.
    pub fn position(&self) -> usize {
        self.run.events().len()
    }

    /// Runs to the end from wherever stepping left off and returns the
    /// whole run for drawing: knobs, outcome, chart and events.
    #[wasm_bindgen(unchecked_return_type = "RunView")]
    pub fn run(&mut self) -> Result<JsValue, js_sys::Error> {
        #[cfg(feature = "test-panic")]
        panic::when_marked(self.scenario.title(), panic::MARK);
        let report = self.run.run();
        let view = view::to_js(&RunView::new(&self.scenario, &report));
        self.last = Some(report);
        view
    }

    /// The chart of the last whole run laid out at `width` pixels (280 to
    /// 4000; others are brought within): the same drawing as `fencelab
    /// run FILE --set ... --svg OUT.svg --width W` writes, element for
    /// element. Runs the scenario first if it has not run yet.
    #[wasm_bindgen(unchecked_return_type = "DrawingView")]
    pub fn chart(&mut self, width: f64) -> Result<JsValue, js_sys::Error> {
        if self.last.is_none() {
            self.last = Some(self.finished()?);
        }
        let report = self.last.as_ref().expect("just set");
        let drawing = core::chart(report, whole(width).clamp(core::MIN_WIDTH, core::MAX_WIDTH));
        view::to_js(&DrawingView::new(&drawing))
    }

    /// The lease's life in the last whole run: the core's state diagram and
    /// the run's stretches in each of its states, laid out once per run;
    /// the page only lights a box as playback moves. Runs the scenario
    /// first if it has not run yet.
    #[wasm_bindgen(unchecked_return_type = "LifeView")]
    pub fn life(&mut self) -> Result<JsValue, js_sys::Error> {
        if self.last.is_none() {
            self.last = Some(self.finished()?);
        }
        let report = self.last.as_ref().expect("just set");
        view::to_js(&LifeView::new(&core::life(report), report.events.len()))
    }

    /// How many events of the last whole run have happened by `ms`, the
    /// playback position in milliseconds: the core's count, so the page's
    /// slider and the chart agree on which event is current.
    #[wasm_bindgen(js_name = eventsBy)]
    pub fn events_by(&mut self, ms: f64) -> Result<usize, js_sys::Error> {
        let at = core::SimTime(whole(ms).max(0) as u64);
        Ok(core::events_by(&self.report()?.events, at))
    }

    /// How many events of this run, the second of a comparison, the cursor
    /// has counted when it has counted `event` of the first run at `ms`;
    /// `parting` is where the two part (`PartingView.event`), if they do.
    pub fn follow(
        &mut self,
        parting: Option<usize>,
        event: usize,
        ms: f64,
    ) -> Result<usize, js_sys::Error> {
        let at = core::SimTime(whole(ms).max(0) as u64);
        Ok(core::follow(&self.report()?.events, parting, event, at))
    }

    /// The chart of the whole run with the current settings at `width`
    /// pixels (the CLI's default without one), as a standalone SVG
    /// document: the same bytes as `fencelab run FILE --set ... --svg
    /// OUT.svg --width W` writes. Stepping is left where it was.
    pub fn svg(&self, width: Option<f64>) -> Result<String, js_sys::Error> {
        let report = self.finished()?;
        let width = width.map_or(core::FIGURE_WIDTH, whole);
        let width = width.clamp(core::MIN_WIDTH, core::MAX_WIDTH);
        Ok(core::chart_svg(&self.scenario, &report, width))
    }

    /// The whole run with the current settings as a Markdown page: the
    /// same text as `fencelab run FILE --set ... --markdown` prints, then,
    /// given the page's `address` (an `http:` or `https:` one, which
    /// reopens this run), a line with it. Stepping is left where it was.
    pub fn markdown(&self, address: Option<String>) -> Result<String, js_sys::Error> {
        let report = self.finished()?;
        Ok(core::transcript_markdown(
            &self.scenario,
            &report,
            address.as_deref(),
        ))
    }

    /// The name, without extension, for the files saved from this run:
    /// `name` (the scenario file's stem) and every setting, in characters
    /// every file system takes, so two runs never save under one name.
    #[wasm_bindgen(js_name = fileStem)]
    pub fn file_stem(&self, name: &str) -> String {
        core::file_stem(name, &self.scenario)
    }

    /// Goes back to the start of the run, settings unchanged.
    pub fn reset(&mut self) {
        self.run.reset();
    }

    /// Runs the scenario once per cell of a map over two sliders, `steps`
    /// values each from `from` to `to`, every other knob as set now. The
    /// cells come back as one `Uint8Array` of verdict codes, row by row
    /// (`cells[row * xValues.length + column]`), coded as in [`verdict_names`].
    /// The page's workers make a map in parts of rows with a
    /// [`Sweeper`]; this whole map is the fallback where they cannot start.
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen(unchecked_return_type = "MapView")]
    pub fn map(
        &self,
        x_knob: &str,
        x_from: f64,
        x_to: f64,
        x_steps: u32,
        y_knob: &str,
        y_from: f64,
        y_to: f64,
        y_steps: u32,
    ) -> Result<JsValue, js_sys::Error> {
        #[cfg(feature = "test-panic")]
        panic::when_marked(self.scenario.title(), panic::MAP_MARK);
        let x = map::Side::new(x_knob, x_from, x_to, x_steps);
        let y = map::Side::new(y_knob, y_from, y_to, y_steps);
        map::sweep(&self.scenario, x, y, None, None)
    }

    /// The values a map's axis over the slider `knob` takes, `steps` of
    /// them from `from` to `to` on the slider's steps, or fewer where the
    /// span holds fewer steps: how many rows a map will have, before it is
    /// made in parts.
    pub fn axis(
        &self,
        knob: &str,
        from: f64,
        to: f64,
        steps: u32,
    ) -> Result<js_sys::Float64Array, js_sys::Error> {
        map::axis_values(&self.scenario, &map::Side::new(knob, from, to, steps))
    }

    /// The endings a reader may predict for this experiment, best first:
    /// every one some setting reaches, and always "safe" and "lost".
    #[wasm_bindgen(unchecked_return_type = "EndingView[]")]
    pub fn endings(&self) -> Result<JsValue, js_sys::Error> {
        let endings = core::endings(&self.scenario).map_err(error::setting)?;
        let views: Vec<_> = endings.into_iter().map(EndingView::new).collect();
        view::to_js(&views)
    }

    /// One sentence setting the reader's prediction `guess` (a verdict's
    /// name, as `verdictNames` gives them) against the last whole run.
    pub fn against(&mut self, guess: &str) -> Result<String, js_sys::Error> {
        Ok(self.report()?.against(verdict_named(guess)?))
    }

    /// The switch a comparison flips unless the reader names another: the
    /// experiment's first; `undefined` if it has none.
    #[wasm_bindgen(js_name = compareSwitch)]
    pub fn compare_switch(&self) -> Option<String> {
        core::default_switch(&self.scenario).map(|k| k.id.clone())
    }

    /// Where this run and `other`, a run of the same experiment, part,
    /// each named by its value of the knob `knob`: "Fencing tokens off".
    #[wasm_bindgen(unchecked_return_type = "PartingView")]
    pub fn parting(
        &mut self,
        other: &mut Experiment,
        knob: &str,
    ) -> Result<JsValue, js_sys::Error> {
        let name = |sim: &Experiment| -> Result<String, js_sys::Error> {
            let id = sim.scenario.knobs().iter().position(|k| k.id == knob);
            let id =
                id.ok_or_else(|| js_sys::Error::new(&format!("there is no knob called {knob:?}")))?;
            Ok(core::side_name(
                &sim.scenario.knobs()[id],
                sim.scenario.values()[id],
            ))
        };
        let (left, right) = (name(self)?, name(other)?);
        let view = PartingView::new(self.report()?, other.report()?, left, right);
        view::to_js(&view)
    }

    /// A run recorded on real services, from the recording's JSON `text`,
    /// beside this experiment as it is set now: the core's line for it, its
    /// settings, verdict and events, and its chart at `width` pixels if
    /// one is given. Bad text or facts the scenario cannot hold throw a
    /// `RecordingError` with the core's message.
    #[wasm_bindgen(unchecked_return_type = "RealView")]
    pub fn real(&self, text: &str, width: Option<f64>) -> Result<JsValue, js_sys::Error> {
        real::real_view(&self.scenario, &self.judged, text, width.map(whole))
    }

    /// What [`Experiment::real`] says of the recording `text` that changes
    /// with the settings: its line and whether it is of the settings now.
    #[wasm_bindgen(js_name = realLine, unchecked_return_type = "RealLineView")]
    pub fn real_line(&self, text: &str) -> Result<JsValue, js_sys::Error> {
        real::real_line(&self.scenario, &self.judged, text)
    }

    /// The line under the verdict for every recording of the experiment,
    /// `texts`, with the one at `shown` on the page: where the reader's
    /// settings were run on several lock services it names each.
    #[wasm_bindgen(js_name = realLines, unchecked_return_type = "RealLineView | null")]
    pub fn real_lines(&self, texts: Vec<String>, shown: usize) -> Result<JsValue, js_sys::Error> {
        real::real_lines(&self.scenario, &self.judged, &texts, shown)
    }

    /// Runs the scenario `runs` times with random slider values (switches
    /// as set now) and returns the counts and the settings of an unsafe
    /// run shrunk towards the defaults, which `new` or `set` can load.
    #[wasm_bindgen(unchecked_return_type = "SearchView")]
    pub fn explore(&self, runs: u32) -> Result<JsValue, js_sys::Error> {
        let search = core::Search::run(&self.scenario, runs).map_err(error::setting)?;
        view::to_js(&SearchView::new(&search, &self.scenario))
    }
}

/// The verdicts in code order: a map's cell `c` means `verdictNames()[c]`.
#[wasm_bindgen(js_name = verdictNames, unchecked_return_type = "RunVerdict[]")]
pub fn verdict_names() -> Vec<String> {
    core::RunVerdict::ALL
        .iter()
        .map(|v| v.name().to_owned())
        .collect()
}

/// Each verdict's label, in the same order as [`verdict_names`]: the words
/// the experiments' badges and the map's legend use, in one place.
#[wasm_bindgen(js_name = verdictLabels)]
pub fn verdict_labels() -> Vec<String> {
    core::RunVerdict::ALL
        .iter()
        .map(|v| v.label().to_owned())
        .collect()
}

/// A map's cells counted the way its summary tells them, from `counts`,
/// cells per verdict in the order of [`verdict_names`] (a `MapView`'s
/// `counts`, or the sum of its parts').
#[wasm_bindgen(js_name = mapCounts, unchecked_return_type = "MapCounts")]
pub fn map_counts(counts: &[f64]) -> Result<JsValue, js_sys::Error> {
    let mut per_verdict = [0u32; core::RunVerdict::ALL.len()];
    for (n, &count) in per_verdict.iter_mut().zip(counts) {
        *n = whole(count).clamp(0, i64::from(u32::MAX)) as u32;
    }
    view::to_js(&core::MapCounts::new(&per_verdict))
}

/// The verdict called `name`, as [`verdict_names`] gives them.
pub(crate) fn verdict_named(name: &str) -> Result<core::RunVerdict, js_sys::Error> {
    core::RunVerdict::ALL
        .into_iter()
        .find(|v| v.name() == name)
        .ok_or_else(|| js_sys::Error::new(&format!("there is no ending called {name:?}")))
}

/// A number from JavaScript as a whole number; the core checks its range.
pub(crate) fn whole(n: f64) -> i64 {
    if n.is_finite() {
        n.round() as i64
    } else {
        i64::MAX
    }
}

impl Experiment {
    /// A run of its own from the start to the end, so the one being
    /// stepped is not moved.
    fn finished(&self) -> Result<core::Report, js_sys::Error> {
        let mut run = core::Simulation::new(&self.scenario).map_err(error::scenario)?;
        Ok(run.run())
    }

    /// The last whole run, run now if there is none yet.
    fn report(&mut self) -> Result<&core::Report, js_sys::Error> {
        if self.last.is_none() {
            self.last = Some(self.finished()?);
        }
        Ok(self.last.as_ref().expect("just set"))
    }

    fn restart(&mut self) -> Result<(), js_sys::Error> {
        self.last = None;
        self.run = core::Simulation::new(&self.scenario).map_err(error::scenario)?;
        Ok(())
    }
}

/// Reads a scenario's title and texts, and runs it once with its defaults
/// for the verdict badge in the list of experiments; throws the core's
/// message if the file is broken.
#[wasm_bindgen(unchecked_return_type = "ExperimentInfo")]
pub fn inspect(scenario_json: &str) -> Result<JsValue, js_sys::Error> {
    let scenario = core::Scenario::from_json(scenario_json).map_err(error::scenario)?;
    let summary = core::Runner::new(&scenario).run();
    let verdict = summary
        .tally
        .verdict(summary.as_expected, scenario.world().purpose);
    view::to_js(&ExperimentInfo::new(&scenario, verdict))
}

/// The experiment a recording's `text` is of, by its file's stem
/// ("paused-holder"); throws a `RecordingError` with the core's message,
/// line and column included, if the text is not a recording.
#[wasm_bindgen(js_name = recordingScenario)]
pub fn recording_scenario(text: &str) -> Result<String, js_sys::Error> {
    real::scenario_of(text)
}

/// A moment of simulated time as the core writes it, in the page's
/// language: `10.3 s`, `0,25 s`. For the playback position, which may fall
/// between events.
#[wasm_bindgen(js_name = formatTime)]
pub fn format_time(ms: f64) -> String {
    core::words::seconds(ms.max(0.0).round() as u64)
}

/// Installs the panic hook as soon as the module is instantiated.
#[wasm_bindgen(start)]
fn start() {
    panic::install();
}
