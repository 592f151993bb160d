//! The explanation, the results and the verdicts in German and Spanish:
//! every scenario, with its defaults and with each switch flipped, must
//! come out in whole sentences of the language, with no message id a
//! catalogue lacks and no argument left unfilled.

use std::rc::Rc;

use fencelab_core::words::{self, Catalogue};
use fencelab_core::{
    default_switch, judge, parting_words, side_name, KnobKind, KnobValue, Report, RunVerdict,
    Scenario, Search, Simulation,
};

use crate::support;

/// The catalogue files whose words this test reads.
const FILES: [&str; 4] = ["explain.ftl", "results.ftl", "challenges.ftl", "search.ftl"];

/// Installs `language` for this thread, and puts English back when the
/// test ends, so other tests on the thread speak as they expect.
struct Speaking(Option<Rc<dyn words::Speaker>>);

impl Speaking {
    fn new(language: &str) -> Speaking {
        Speaking(words::install(Rc::new(Catalogue::new(language).unwrap())))
    }
}

impl Drop for Speaking {
    fn drop(&mut self) {
        let english = Rc::new(Catalogue::new("en").unwrap());
        words::install(self.0.take().unwrap_or(english));
    }
}

/// Every id of this area's files, in English, which every language must also have.
fn ids() -> Vec<String> {
    Catalogue::files("en")
        .filter(|(name, _)| FILES.contains(name))
        .flat_map(|(_, text)| {
            text.lines()
                .filter_map(|line| line.split_once(" ="))
                .map(|(id, _)| id.to_owned())
                .filter(|id| id.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Panics if `text`, a sentence in `language`, shows a message id or an
/// unfilled argument.
fn check(language: &str, what: &str, text: &str, ids: &[String]) {
    assert!(!text.trim().is_empty(), "{language} {what}: no words");
    assert!(
        !text.contains('{') && !text.contains('}'),
        "{language} {what}: an unfilled argument in {text:?}"
    );
    for id in ids {
        assert!(
            !text.contains(id.as_str()),
            "{language} {what}: the message id {id} in {text:?}"
        );
    }
}

/// Every sentence the results of `report` show, with what each is.
fn sentences(scenario: &Scenario, report: &Report) -> Vec<(String, String)> {
    let mut out = vec![
        ("explanation".to_owned(), report.explanation()),
        ("glance".to_owned(), report.glance()),
        ("heading".to_owned(), report.results_heading()),
        ("label".to_owned(), report.outcome.verdict.label()),
        ("sentence".to_owned(), report.outcome.verdict.sentence()),
    ];
    for r in &report.outcome.resources {
        let name = scenario.world().resource_name(r.id);
        out.push((format!("{name} guard"), report.guard_sentence(r.id)));
        out.push((format!("{name} holds"), report.holds(r.id)));
        out.extend(
            report
                .check_label(r.id)
                .map(|l| (format!("{name} check"), l)),
        );
        out.extend(
            report
                .update_words(r.id)
                .map(|u| (format!("{name} update"), u)),
        );
        for holding in &report.timeline.resources[r.id.index()].values {
            out.extend(
                report
                    .check_shown(r.id, holding)
                    .map(|c| (format!("{name} check shown"), c)),
            );
        }
    }
    for verdict in RunVerdict::ALL {
        out.push((
            format!("against {}", verdict.name()),
            report.against(verdict),
        ));
    }
    for judgement in judge(scenario, &report.outcome) {
        out.push((format!("challenge {}", judgement.id), judgement.words));
    }
    for (i, knob) in scenario.knobs().iter().enumerate() {
        out.push((format!("knob {}", knob.id), knob.show(scenario.values()[i])));
    }
    out
}

/// Runs `scenario` as it is set and checks every sentence of it.
fn check_run(language: &str, stem: &str, setting: &str, scenario: &Scenario, ids: &[String]) {
    let report = Simulation::new(scenario).unwrap().run();
    for (what, text) in sentences(scenario, &report) {
        check(language, &format!("{stem} {setting} {what}"), &text, ids);
    }
}

fn speaks_every_scenario(language: &str) {
    let _speaking = Speaking::new(language);
    let ids = ids();
    let catalogue = Catalogue::new(language).unwrap();
    for id in &ids {
        assert!(catalogue.has(id), "words/{language}/ has no {id}");
    }
    for (stem, _) in support::scenario_files() {
        let mut scenario = support::load(&stem);
        check_run(language, &stem, "defaults", &scenario, &ids);
        let defaults = scenario.values().to_vec();
        for (i, knob) in scenario.knobs().to_vec().iter().enumerate() {
            let (KnobKind::Toggle { .. }, KnobValue::Toggle(on)) = (knob.kind, defaults[i]) else {
                continue;
            };
            scenario.set(&knob.id, KnobValue::Toggle(!on)).unwrap();
            check_run(language, &stem, &knob.id, &scenario, &ids);
            scenario.set(&knob.id, defaults[i]).unwrap();
        }
        if let Some(knob) = default_switch(&scenario) {
            let KnobValue::Toggle(on) = defaults[scenario
                .knobs()
                .iter()
                .position(|k| k.id == knob.id)
                .unwrap()]
            else {
                continue;
            };
            let (left, right) = (
                side_name(knob, KnobValue::Toggle(on)),
                side_name(knob, KnobValue::Toggle(!on)),
            );
            let mut flipped = scenario.clone();
            flipped.set(&knob.id, KnobValue::Toggle(!on)).unwrap();
            let a = Simulation::new(&scenario).unwrap().run();
            let b = Simulation::new(&flipped).unwrap().run();
            let words = parting_words(&a, &b, &left, &right);
            check(language, &format!("{stem} parting"), &words, &ids);
        }
    }
}

#[test]
fn every_scenario_is_explained_in_german() {
    speaks_every_scenario("de");
}

#[test]
fn every_scenario_is_explained_in_spanish() {
    speaks_every_scenario("es");
}

#[test]
fn a_search_says_what_it_found_in_german_and_spanish() {
    let scenario = support::load("paused-holder");
    for language in ["de", "es"] {
        let _speaking = Speaking::new(language);
        let found = Search::run(&scenario, 200).unwrap();
        assert!(found.shrunk.is_some(), "the paused holder can go wrong");
        check(language, "search", &found.words(&scenario), &ids());
    }
}

/// Prints a few scenarios' words in each language for a person to read
/// (`cargo test explain_words -- --nocapture`), checked like the rest.
#[test]
fn some_explanations_in_each_language() {
    for language in ["en", "de", "es"] {
        let _speaking = Speaking::new(language);
        for stem in [
            "paused-holder",
            "leader-terms",
            "partial-write",
            "efficiency-lock",
        ] {
            let report = support::run(stem, &[]);
            let explanation = report.explanation();
            check(language, stem, &explanation, &ids());
            println!(
                "[{language}] {stem}: {}\n  {}\n",
                report.glance(),
                explanation
            );
        }
    }
}
