//! The words hold for any scenario a file can describe: any number of
//! clients, resources and writes, in any order. A three-client run whose
//! stale write loses two updates names both; a hold that ends as it
//! begins is not told as lasting "from 6.5 s to 6.5 s"; and over random
//! scenarios every update lost is named, every wrong resource too, and
//! every token and time the explanation gives is one of the run's.

use fencelab_core::words::seconds;
use fencelab_core::{
    chart, life, ClientId, EventKind, Item, ItemId, Report, Scenario, SimTime, Simulation,
    Standing, Value, Verdict, Wrote,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use serde_json::{json, Value as Json};

use crate::languages::Speaking;
use crate::props::{extras, grow, scenario_json};
use crate::support::root;

/// Loads a file of `crates/core/tests/fixtures/` with `settings` applied
/// and runs it.
fn fixture(name: &str, settings: &[&str]) -> Report {
    let path = root().join("crates/core/tests/fixtures").join(name);
    let text = std::fs::read_to_string(&path).expect("the fixture is readable");
    let mut scenario = Scenario::from_json(&text).expect("the fixture loads");
    for s in settings {
        scenario.assign(s).unwrap();
    }
    Simulation::new(&scenario).unwrap().run()
}

#[test]
fn a_stale_write_from_an_old_copy_names_every_update_it_overwrote() {
    // A reads 100 and freezes; B and C each take the lock after the lease
    // before theirs ended and add to it; A wakes and writes 98.
    let report = fixture("three-clients.json", &[]);
    let explanation = report.explanation();
    assert!(
        explanation.contains(
            "and 2 updates were overwritten: B's update at 6.2 s and C's update at 11.7 s."
        ),
        "{explanation}"
    );
    assert!(
        explanation.contains("A had computed its value from a copy read at 0.1 s"),
        "{explanation}"
    );
    assert_eq!(report.outcome.resources[0].lost, 2);
    // The write's own line in the event list names both too.
    let write = report.events.last().unwrap();
    assert!(
        report.sentence(write).ends_with(
            "overwriting C's newer write (token 4). In all, it overwrites 2 updates: B's update at 6.2 s and C's update at 11.7 s."
        ),
        "{}",
        report.sentence(write)
    );
    assert!(
        report.transcript().contains("  updates lost: 2\n"),
        "{}",
        report.transcript()
    );
}

#[test]
fn a_refused_stale_write_names_every_update_it_spared() {
    let report = fixture("three-clients.json", &["fencing=on"]);
    let explanation = report.explanation();
    assert!(
        explanation.contains(
            "so it refused the stale write, and 2 updates survived: B's update at 6.2 s and C's update at 11.7 s."
        ),
        "{explanation}"
    );
    assert_eq!(report.outcome.lost(), 0);
}

#[test]
fn a_hold_that_ends_as_it_begins_is_told_as_a_moment() {
    let report = fixture("instant-hold.json", &[]);
    let description = report.timeline_description();
    assert!(
        description
            .contains("A is granted a lease with token 42 at 6.5 s and gives it back at once."),
        "{description}"
    );
    assert!(
        description
            .contains("B is granted a lease with token 43 at 7.0 s and gives it back at once."),
        "{description}"
    );
    for language in ["de", "es", "en"] {
        let _speaking = Speaking::in_language(language);
        for file in ["instant-hold.json", "three-clients.json"] {
            let report = fixture(file, &[]);
            for (what, text) in texts(&report) {
                assert_eq!(from_to_same(&text), None, "{language} {what}: {text}");
                spoken(language, &what, &text).unwrap();
            }
        }
    }
}

#[test]
fn the_life_names_every_former_holder_that_still_believes() {
    // A and B each freeze past their leases; C holds the lock while both
    // still believe they hold it.
    let file = json!({
        "title": "Two unaware", "summary": "s",
        "lock_service": { "lease_ms": 5000 },
        "resources": [ { "name": "R", "initial": 0 } ],
        "clients": [
            { "name": "A", "plan": [ { "at_ms": 0, "do": "acquire" }, { "do": "pause", "for_ms": 30000 },
                                     { "do": "write", "resource": "R", "op": { "set": 1 } } ] },
            { "name": "B", "plan": [ { "at_ms": 6000, "do": "acquire" }, { "do": "pause", "for_ms": 30000 },
                                     { "do": "write", "resource": "R", "op": { "set": 2 } } ] },
            { "name": "C", "plan": [ { "at_ms": 12000, "do": "acquire" },
                                     { "do": "write", "resource": "R", "op": { "set": 3 } } ] },
        ],
    });
    let scenario = Scenario::from_json(&file.to_string()).unwrap();
    let report = Simulation::new(&scenario).unwrap().run();
    let lines: Vec<String> = life(&report).spans.into_iter().map(|s| s.words).collect();
    assert!(
        lines.contains(
            &"Held by C with token 3, until 17.0 s. A and B still believe they hold the lock."
                .to_owned()
        ),
        "{lines:#?}"
    );
    assert!(
        lines.contains(
            &"Expired: A's lease ran out at 5.0 s with no word to A, which still believes it holds the lock. B still believes it holds the lock."
                .to_owned()
        ),
        "{lines:#?}"
    );
}

/// Every text the core makes for a run, with what it is: the explanation,
/// the transcript, the chart told in words, the glance, the results'
/// heading and each resource's sentences, the lease's life, and every
/// label and title on the chart.
fn texts(report: &Report) -> Vec<(String, String)> {
    let mut out = vec![
        ("explanation".to_owned(), report.explanation()),
        ("transcript".to_owned(), report.transcript()),
        ("timeline".to_owned(), report.timeline_description()),
        ("glance".to_owned(), report.glance()),
        ("heading".to_owned(), report.results_heading()),
    ];
    for r in &report.outcome.resources {
        out.push(("holds".to_owned(), report.holds(r.id)));
        out.extend(report.update_words(r.id).map(|u| ("update".to_owned(), u)));
    }
    let life = life(report);
    out.push(("life caption".to_owned(), life.caption.clone()));
    for span in &life.spans {
        out.push(("life line".to_owned(), span.words.clone()));
    }
    let mut labels = Vec::new();
    item_texts(&chart(report, 900).items, &mut labels);
    item_texts(&life.items, &mut labels);
    out.extend(labels.into_iter().map(|l| ("chart".to_owned(), l)));
    out
}

fn item_texts(items: &[Item], out: &mut Vec<String>) {
    for item in items {
        out.extend(item.words().map(str::to_owned));
        out.extend(item.title.clone());
        item_texts(item.children(), out);
    }
}

/// The first place `text` says a stretch runs from a moment to the same
/// moment, in any of the three languages: "from 6.5 s to 6.5 s", "von
/// 6,5 s bis 6,5 s", "de 6,5 s a 6,5 s".
fn from_to_same(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    for (i, pair) in words.windows(6).enumerate() {
        let [from, t1, s1, to, t2, s2] = pair else {
            continue;
        };
        let joined = ["from", "von", "de"].contains(from) && ["to", "bis", "a"].contains(to);
        let unit = |s: &str| s.trim_end_matches([',', '.', ';', ':', ')']) == "s";
        if joined && is_number(t1) && unit(s1) && t1 == t2 && unit(s2) {
            return Some(words[i..i + 6].join(" "));
        }
    }
    None
}

fn is_number(word: &str) -> bool {
    !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
}

/// Every time an explanation gives ("6.2 s") and every token ("token 3",
/// "term 3"), as written.
fn times_and_tokens(text: &str) -> (Vec<String>, Vec<u64>) {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut times = Vec::new();
    let mut tokens = Vec::new();
    for pair in words.windows(2) {
        let bare = |w: &str| {
            w.trim_start_matches('(')
                .trim_end_matches([',', '.', ';', ':', ')'])
                .to_owned()
        };
        let (first, second) = (bare(pair[0]), bare(pair[1]));
        if second == "s" && first.contains('.') && is_number(&first) {
            times.push(format!("{first} s"));
        }
        if first == "token" || first == "term" {
            if let Ok(n) = second.parse() {
                tokens.push(n);
            }
        }
    }
    (times, tokens)
}

/// Every moment and every token the run's events carry, the moments as
/// the words write them.
fn moments_and_tokens(report: &Report) -> (Vec<String>, Vec<u64>) {
    let mut moments: Vec<SimTime> = Vec::new();
    let mut tokens: Vec<u64> = Vec::new();
    for event in &report.events {
        moments.push(event.at);
        tokens.extend(event.token().map(|t| t.0));
        match &event.kind {
            EventKind::Granted {
                until,
                believed_until,
                session_ended,
                ..
            } => {
                moments.extend([*until, *believed_until]);
                moments.extend(*session_ended);
            }
            EventKind::Refused { until, .. } => moments.push(*until),
            EventKind::Read { token, .. } => tokens.extend(token.map(|t| t.0)),
            EventKind::FenceChecked { highest, .. } => tokens.extend(highest.map(|t| t.0)),
            EventKind::Woke { lease_ended, .. } => moments.extend(*lease_ended),
            EventKind::Wrote(w) => {
                moments.push(w.sent);
                moments.extend(w.read_at);
                match w.standing {
                    Standing::Holder => {}
                    Standing::Late { ended } => moments.push(ended),
                    Standing::Stale {
                        ended, newer_token, ..
                    } => {
                        moments.push(ended);
                        tokens.push(newer_token.0);
                    }
                }
                if let Verdict::Refused(fencelab_core::Refusal::Token { highest, .. }) = w.verdict {
                    tokens.push(highest.0);
                }
            }
            EventKind::Sent { arrives, .. } => moments.push(*arrives),
            EventKind::Dropped {
                cut_until,
                resend_at,
                ..
            } => moments.extend([*cut_until, *resend_at]),
            EventKind::SideEffect { uses, ended, .. } => {
                moments.extend(*ended);
                moments.extend(uses.as_ref().map(|(_, _, at)| *at));
            }
            EventKind::Fault {
                forgot, next_token, ..
            } => {
                tokens.push(next_token.0);
                tokens.extend(forgot.map(|(_, t)| t.0));
            }
            EventKind::Renewed { until, .. } => moments.push(*until),
            EventKind::RenewRefused { ended, .. } => moments.push(*ended),
            _ => {}
        }
    }
    let moments = moments.into_iter().map(|t| seconds(t.ms())).collect();
    (moments, tokens)
}

/// Gives each item a generated scenario appends a name of its own, and
/// turns every third append into a push, so a list's items tell which
/// write put each there.
fn unique_items(mut scenario: Json) -> Json {
    let mut n = 0;
    for client in scenario["clients"].as_array_mut().unwrap() {
        let name = client["name"].as_str().unwrap().to_owned();
        for step in client["plan"].as_array_mut().unwrap() {
            if step["op"].get("append").is_some() {
                n += 1;
                let op = if n % 3 == 0 { "push" } else { "append" };
                step["op"] = json!({ op: format!("{name}-{n}") });
            }
        }
    }
    scenario
}

/// Lets every client wait for the lock instead of giving up at its first
/// refusal, so more clients write and more writes land late: a generated
/// scenario's clients mostly start together and all but one stop there.
fn waiting(mut scenario: Json) -> Json {
    for client in scenario["clients"].as_array_mut().unwrap() {
        for step in client["plan"].as_array_mut().unwrap() {
            if step["do"] == "acquire" {
                step["retry"] = json!({ "every_ms": 700, "until_ms": 90000 });
            }
        }
    }
    scenario
}

/// A generated scenario in which clients contend: each waits for the
/// lock, and each plan ends with a read, a pause and a write to one of
/// the resources, so writes land late, stale and over one another.
fn contended() -> impl Strategy<Value = Json> {
    let tail = (0usize..3, 0u64..40_000, -5i64..20, any::<bool>());
    (scenario_json(), proptest::collection::vec(tail, 4)).prop_map(|(json, tails)| {
        let mut scenario = waiting(json);
        let lists: Vec<bool> = scenario["resources"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["initial"].is_array())
            .collect();
        for (client, &(r, pause, n, read)) in scenario["clients"]
            .as_array_mut()
            .unwrap()
            .iter_mut()
            .zip(&tails)
        {
            let r = r % lists.len();
            let name = format!("R{r}");
            let op = match (lists[r], n % 3 == 0) {
                (true, _) => json!({ "append": "tail" }),
                (false, true) => json!({ "set": n }),
                (false, false) => json!({ "add": n }),
            };
            let plan = client["plan"].as_array_mut().unwrap();
            // An add or an append needs a copy; a set may go without.
            if read || !op["set"].is_number() {
                plan.push(json!({ "do": "read", "resource": name }));
            }
            plan.push(json!({ "do": "pause", "for_ms": pause }));
            plan.push(json!({ "do": "write", "resource": name, "op": op }));
        }
        unique_items(scenario)
    })
}

/// The updates a list resource lost, read off its values alone: an item
/// the expected value holds and the final value lacks, with who wrote it
/// and when. Each item is written once, so the item names its write.
fn lost_items(report: &Report) -> Vec<(usize, ClientId, SimTime)> {
    let mut lost = Vec::new();
    for r in &report.outcome.resources {
        let (Value::List(expected), Value::List(last)) = (&r.expected, &r.final_value) else {
            continue;
        };
        let mut left: Vec<ItemId> = last.iter().collect();
        for item in expected.iter() {
            match left.iter().position(|&i| i == item) {
                Some(at) => {
                    left.remove(at);
                }
                None => {
                    let write = report.events.iter().find_map(|e| match &e.kind {
                        EventKind::Wrote(Wrote {
                            client,
                            resource,
                            value: Value::List(items),
                            verdict: Verdict::Accepted,
                            ..
                        }) if *resource == r.id && items.iter().last() == Some(item) => {
                            Some((*client, e.at))
                        }
                        _ => None,
                    });
                    let (client, at) = write.expect("an item expected was written");
                    lost.push((r.id.index(), client, at));
                }
            }
        }
    }
    lost
}

/// The promises an explanation and the words around it keep for any run.
fn words_hold(report: &Report) -> Result<(), TestCaseError> {
    let explanation = report.explanation();
    let world = report.world();

    // Every resource that ends wrong is named with what it holds and should.
    for r in &report.outcome.resources {
        if !r.is_as_expected() {
            let name = world.resource_name(r.id);
            prop_assert!(
                explanation.contains(&format!("{name} holds")),
                "{name} is wrong and not named: {}",
                report.transcript()
            );
        }
    }

    // Every update lost at a list is named by its writer and its moment,
    // and the outcome counts as many as the values show.
    let lost = lost_items(report);
    for &(resource, client, at) in &lost {
        // Named as an update overwritten, or as the write whose update was lost.
        let (name, time) = (world.client_name(client), seconds(at.ms()));
        let update = format!("{name}'s update at {time}");
        let write = format!(
            "{name} wrote to {} at {time}",
            world.resource_name(fencelab_core::ResourceId(resource as u16))
        );
        prop_assert!(
            explanation.contains(&update) || explanation.contains(&write),
            "{} was lost and not named: {}",
            update,
            report.transcript()
        );
    }
    for r in &report.outcome.resources {
        if matches!(r.final_value, Value::List(_)) {
            let here = lost.iter().filter(|(i, _, _)| *i == r.id.index()).count();
            prop_assert_eq!(r.lost as usize, here, "{}", report.transcript());
        }
    }
    let transcript = report.transcript();
    let total = report.outcome.lost();
    prop_assert_eq!(
        transcript.contains(&format!("  updates lost: {total}\n")),
        total > 0,
        "{}",
        transcript
    );
    for sentence in explanation.split("In all, ").skip(1) {
        if let Some((n, rest)) = sentence.split_once(' ') {
            if rest.starts_with("updates were lost.") {
                prop_assert_eq!(n.parse::<u32>().ok(), Some(total), "{}", explanation);
            }
        }
    }

    // The count of stale writes accepted is the tally's.
    let stale = report.outcome.tally.stale_accepted;
    prop_assert_eq!(
        explanation.contains(&format!("In all, {stale} stale writes from")),
        stale > 1,
        "{}",
        explanation
    );

    // Every time and token the explanation gives is one of the run's.
    let (moments, tokens) = moments_and_tokens(report);
    let (times, told) = times_and_tokens(&explanation);
    for t in &times {
        prop_assert!(
            moments.contains(t),
            "{t} is no moment of the run: {}",
            transcript
        );
    }
    for t in &told {
        prop_assert!(
            tokens.contains(t),
            "token {t} is in no event: {}",
            transcript
        );
    }

    // No text says a stretch ran from a moment to the same moment.
    for (what, text) in texts(report) {
        prop_assert_eq!(from_to_same(&text), None, "{}: {}", what, text);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn the_words_hold_for_random_scenarios(json in scenario_json()) {
        let scenario = Scenario::from_json(&unique_items(json).to_string())
            .expect("generated scenarios are valid");
        let report = Simulation::new(&scenario).unwrap().run();
        words_hold(&report)?;
    }

    #[test]
    fn the_words_hold_for_random_scenarios_of_the_grown_model(
        json in contended(),
        x in extras(true),
    ) {
        let scenario = Scenario::from_json(&grow(json, &x).to_string())
            .expect("grown scenarios are valid");
        let report = Simulation::new(&scenario).unwrap().run();
        words_hold(&report)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn the_words_hold_where_clients_contend(json in contended()) {
        let scenario = Scenario::from_json(&json.to_string()).expect("contended scenarios are valid");
        let report = Simulation::new(&scenario).unwrap().run();
        words_hold(&report)?;
    }
}

/// Fails when `text` shows a message id or a placeholder left unfilled,
/// as a message a catalogue lacks or an argument not given would.
fn spoken(language: &str, what: &str, text: &str) -> Result<(), TestCaseError> {
    prop_assert!(
        !text.contains('{') && !text.contains('}'),
        "{language} {what}: {text}"
    );
    for id in [
        "explain-",
        "event-",
        "life-",
        "results-",
        "transcript-",
        "chart-",
    ] {
        prop_assert!(!text.contains(id), "{language} {what}: {text}");
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn the_words_are_whole_in_german_and_spanish(json in contended(), german in any::<bool>()) {
        let language = if german { "de" } else { "es" };
        let _speaking = Speaking::in_language(language);
        let scenario = Scenario::from_json(&json.to_string()).expect("contended scenarios are valid");
        let report = Simulation::new(&scenario).unwrap().run();
        for (what, text) in texts(&report) {
            spoken(language, &what, &text)?;
            prop_assert_eq!(from_to_same(&text), None, "{} {}: {}", language, what, text);
        }
    }
}
