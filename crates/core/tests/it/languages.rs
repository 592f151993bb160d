//! The chart, the lease's life and the real runs' words in another
//! language: every word is said by the catalogue, none is left as the
//! message id a missing message shows.

use std::rc::Rc;

use fencelab_core::words::{self, Catalogue};
use fencelab_core::{
    agreement, chart, life, read_recording, recorded_scenario, recording_heading, replay_line,
    Item, KnobKind, Report, Simulation, MIN_WIDTH,
};

use crate::support::{load, root, scenario_files};

/// Speaks `language` on this thread until dropped, then English again.
pub(crate) struct Speaking;

impl Speaking {
    pub(crate) fn in_language(language: &str) -> Speaking {
        words::install(Rc::new(Catalogue::new(language).unwrap()));
        Speaking
    }
}

impl Drop for Speaking {
    fn drop(&mut self) {
        words::install(Rc::new(Catalogue::new("en").unwrap()));
    }
}

/// Every text and hover title of `items` and the groups in them.
fn words_of(items: &[Item], out: &mut Vec<String>) {
    for item in items {
        out.extend(item.words().map(str::to_owned));
        out.extend(item.title.clone());
        words_of(item.children(), out);
    }
}

/// Fails naming `what` when `said` shows a message id of the chart's,
/// the life's or the real runs' catalogue (as a missing message does,
/// with its arguments), or a Fluent placeholder left where an argument or
/// a referenced message was missing.
fn assert_spoken(what: &str, said: &str) {
    assert!(!said.contains('{'), "{what}: {said:?} has a placeholder");
    for area in AREAS {
        assert!(!said.contains(area), "{what}: {said:?} shows a message id");
    }
}

/// The areas whose messages these tests check, by their ids' prefix.
const AREAS: [&str; 3] = ["chart-", "life-", "real-"];

#[test]
fn german_and_spanish_have_every_message_of_the_chart_the_life_and_the_real_runs() {
    let ids: Vec<String> = Catalogue::ids("en")
        .into_iter()
        .filter(|id| AREAS.iter().any(|p| id.starts_with(p)))
        .collect();
    assert!(ids.len() > 50, "the catalogues are read: {ids:?}");
    for language in ["de", "es"] {
        let catalogue = Catalogue::new(language).unwrap();
        let missing: Vec<&String> = ids.iter().filter(|id| !catalogue.has(id)).collect();
        assert!(missing.is_empty(), "{language} lacks {missing:?}");
    }
}

#[test]
fn every_chart_in_german_is_said_in_words_not_message_ids() {
    let _german = Speaking::in_language("de");
    let mut seen = 0;
    for (stem, _) in scenario_files() {
        let scenario = load(&stem);
        // Each switch both ways, so a story's every variant is laid out.
        let mut settings = vec![String::new()];
        for knob in scenario.knobs() {
            if matches!(knob.kind, KnobKind::Toggle { .. }) {
                settings.push(format!("{}=off", knob.id));
                settings.push(format!("{}=on", knob.id));
            }
        }
        for setting in settings {
            let mut at = scenario.clone();
            if !setting.is_empty() {
                at.assign(&setting).unwrap();
            }
            let report: Report = Simulation::new(&at).unwrap().run();
            for width in [MIN_WIDTH, 390, 800, 1280] {
                let drawing = chart(&report, width);
                let mut said = Vec::new();
                words_of(&drawing.items, &mut said);
                for words in &said {
                    assert_spoken(&format!("{stem} {setting} at {width}"), words);
                }
                seen += said.len();
            }
            let life = life(&report);
            let mut said = vec![life.title.clone(), life.caption.clone()];
            said.extend(life.spans.iter().map(|s| s.words.clone()));
            words_of(&life.items, &mut said);
            for words in &said {
                assert_spoken(&format!("{stem} {setting}: life"), words);
            }
        }
    }
    assert!(seen > 1000, "{seen} words laid out");
    // The hover titles of events come from the event list's catalogue,
    // which may still be English; the chart's own labels are German.
    let legend_words = {
        let report = Simulation::new(&load("paused-holder")).unwrap().run();
        let mut said = Vec::new();
        words_of(&chart(&report, 800).items, &mut said);
        said
    };
    assert!(
        legend_words.iter().any(|w| w == "Schreiben angenommen"),
        "the legend is German: {legend_words:?}"
    );
}

#[test]
fn every_real_run_in_german_is_said_in_words_not_message_ids() {
    let _german = Speaking::in_language("de");
    let mut read = 0;
    for entry in std::fs::read_dir(root().join("tests/real")).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(recording) = read_recording(&text) else {
            continue;
        };
        let scenario = load(&recording.scenario);
        let at = recorded_scenario(&scenario, &recording).unwrap();
        let real = Report::recorded(&scenario, &recording).unwrap();
        let model = Simulation::new(&at).unwrap().run();
        let agreed = agreement(&model, &real);
        let what = path.display().to_string();
        let line = replay_line(&scenario, &recording, &agreed);
        assert!(line.starts_with("Auch auf "), "{what}: {line}");
        assert_spoken(&what, &line);
        assert_spoken(&what, &recording_heading(&recording));
        assert_spoken(&what, &agreed.words);
        read += 1;
    }
    assert!(read > 10, "{read} recordings read");
}
