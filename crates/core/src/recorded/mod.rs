//! Runs recorded on real services, read back as reports.
//!
//! A replay on real etcd, PostgreSQL and Redis writes a recording (the
//! format is `spec::RecordingFile`): the facts its parties saw, with real
//! times scaled back to simulated ones, and what the real store held at the
//! end. [`Report::recorded`] turns it into a [`Report`] like any run's, so
//! the chart, the event list and the words draw a real run as they draw
//! the model's, and [`agreement`] compares the two.

mod agree;
mod events;
mod outcome;
mod timing;
mod words;

pub use agree::{agreement, key_events, Agreement, KeyEvent};
pub(crate) use outcome::nth_write;
pub use timing::{turning, Slack, Stray, Turning, SLACK_STEPS};
pub use words::{recording_heading, recording_name, replay_line, replay_line_each, systems_words};

use crate::error::Error;
use crate::report::Report;
use crate::scenario::Scenario;
use crate::spec::{parse_recording, RecordingFile};

impl Report {
    /// The report of a recorded real run of `scenario`, with the knobs set
    /// as the recording says. Every fact is checked against the scenario: an
    /// unknown client, resource or list item, a time that runs backwards or
    /// a write no check could refuse is an error naming the fact.
    pub fn recorded(scenario: &Scenario, recording: &RecordingFile) -> Result<Report, Error> {
        let scenario = recorded_scenario(scenario, recording)?;
        let world = scenario.world().clone();
        let events = events::events(&world, &recording.facts)?;
        let mut finals = Vec::with_capacity(world.resources.len());
        for resource in &world.resources {
            let found = recording
                .finals
                .iter()
                .position(|f| f.resource == resource.name)
                .ok_or_else(|| {
                    Error::invalid(
                        "finals",
                        format!(
                            "the recording does not say what {} held at the end",
                            resource.name
                        ),
                    )
                })?;
            let path = format!("finals[{found}].value");
            finals.push(events::value(
                &world,
                &recording.finals[found].value,
                &path,
            )?);
        }
        let outcome = outcome::outcome(&world, &events, finals);
        Ok(Report::new(world, events, outcome))
    }
}

/// `scenario` with its knobs set as the recording says: the settings the
/// real run had, for the model's run to compare with it and for a page
/// that offers to set its knobs so. A setting the scenario does not take is
/// an error naming it.
pub fn recorded_scenario(
    scenario: &Scenario,
    recording: &RecordingFile,
) -> Result<Scenario, Error> {
    let mut scenario = scenario.clone();
    for assignment in recording.settings.split_whitespace() {
        scenario.assign(assignment)?;
    }
    Ok(scenario)
}

/// Reads a recording's text, with the line, column and field of a mistake.
pub fn read_recording(text: &str) -> Result<RecordingFile, Error> {
    parse_recording(text).map_err(|e| Error::Parse {
        path: e.path,
        line: e.line,
        column: e.column,
        message: e.message,
    })
}
