//! The wrapper's tests, run in headless Chromium by `cargo xtask test`.
//!
//! They check what the page relies on: the view's shape and numbers, that
//! bad input becomes a JavaScript `Error` with the core's message, and
//! that stepping, running and resetting agree.

#![cfg(target_arch = "wasm32")]

use fencelab_wasm::{
    edit, inspect, linked_file_limit, map_counts, outline, problems, recording_scenario,
    take_panic, Experiment, Sweeper,
};
use js_sys::{Array, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const PAUSED_HOLDER: &str = include_str!("../../../scenarios/paused-holder.json");
const KLEPPMANN: &str = include_str!("../../../scenarios/kleppmann-2016.json");
const AUDIT_LOG: &str = include_str!("../../../scenarios/audit-log.json");
const REAL_OFF: &str = include_str!("../../../tests/real/paused-holder-fencing-off.json");
const REAL_ON: &str = include_str!("../../../tests/real/paused-holder-fencing-on.json");
const REAL_OFF_ZOOKEEPER: &str =
    include_str!("../../../tests/real/paused-holder-fencing-off.zookeeper.json");

/// Every scenario the site ships, so the field check sees every kind of
/// object: messages, cut links, faults, side effects. A native test in the
/// core fails if a file is added to `scenarios/` and not here.
const EVERY_SCENARIO: &[&str] = &[
    include_str!("../../../scenarios/async-failover.json"),
    include_str!("../../../scenarios/audit-log.json"),
    include_str!("../../../scenarios/check-then-act.json"),
    include_str!("../../../scenarios/clock-drift.json"),
    include_str!("../../../scenarios/compare-and-set.json"),
    include_str!("../../../scenarios/fenced-read.json"),
    include_str!("../../../scenarios/lock-delay.json"),
    include_str!("../../../scenarios/waiter-lease.json"),
    include_str!("../../../scenarios/renewing-holder.json"),
    include_str!("../../../scenarios/counter-reset.json"),
    include_str!("../../../scenarios/efficiency-lock.json"),
    include_str!("../../../scenarios/fencing-proxy.json"),
    include_str!("../../../scenarios/kleppmann-2016.json"),
    include_str!("../../../scenarios/leader-terms.json"),
    include_str!("../../../scenarios/network-delay.json"),
    include_str!("../../../scenarios/partial-write.json"),
    include_str!("../../../scenarios/paused-holder.json"),
    include_str!("../../../scenarios/redlock-clock-jump.json"),
    include_str!("../../../scenarios/release-removes-another.json"),
    include_str!("../../../scenarios/retried-write.json"),
    include_str!("../../../scenarios/short-pause.json"),
    include_str!("../../../scenarios/two-statement-fence.json"),
    include_str!("../../../scenarios/unfenced-side-effect.json"),
];

/// `value[path[0]][path[1]]...`, with numbers as array indices.
fn get(value: &JsValue, path: &[&str]) -> JsValue {
    path.iter().fold(value.clone(), |v, key| {
        Reflect::get(&v, &JsValue::from_str(key)).expect("a readable property")
    })
}

fn text(value: &JsValue, path: &[&str]) -> String {
    get(value, path)
        .as_string()
        .unwrap_or_else(|| panic!("{path:?} is not a string"))
}

fn number(value: &JsValue, path: &[&str]) -> f64 {
    get(value, path)
        .as_f64()
        .unwrap_or_else(|| panic!("{path:?} is not a number"))
}

fn settings(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in pairs {
        Reflect::set(&object, &JsValue::from_str(key), value).unwrap();
    }
    object.into()
}

fn error_message(err: js_sys::Error) -> (String, String) {
    (String::from(err.name()), String::from(err.message()))
}

#[wasm_bindgen_test]
fn the_default_story_loses_an_update() {
    let view = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED)
        .unwrap()
        .run()
        .unwrap();
    assert_eq!(text(&view, &["title"]), "The paused lock holder");
    assert_eq!(
        text(&view, &["outcome", "resources", "0", "finalValue"]),
        "11"
    );
    assert_eq!(
        text(&view, &["outcome", "resources", "0", "expectedValue"]),
        "15"
    );
    assert_eq!(number(&view, &["outcome", "staleAccepted"]), 1.0);
    assert_eq!(number(&view, &["outcome", "staleRefused"]), 0.0);
    assert_eq!(get(&view, &["outcome", "safe"]), JsValue::FALSE);
    assert!(text(&view, &["outcome", "explanation"]).contains("should hold 15"));
    let events: Array = get(&view, &["events"]).dyn_into().unwrap();
    let last = events.get(events.length() - 1);
    assert_eq!(text(&last, &["tone"]), "danger");
    assert_eq!(text(&last, &["time"]), "17.0 s");
    assert_eq!(text(&last, &["actor"]), "A");
}

#[wasm_bindgen_test]
fn each_resource_counts_its_own_stale_writes() {
    let view = Experiment::new(AUDIT_LOG, JsValue::UNDEFINED)
        .unwrap()
        .run()
        .unwrap();
    assert_eq!(
        text(&view, &["outcome", "heading"]),
        "What Storage and Audit log end up with"
    );
    let storage = get(&view, &["outcome", "resources", "0"]);
    let log = get(&view, &["outcome", "resources", "1"]);
    assert_eq!(text(&storage, &["name"]), "Storage");
    assert_eq!(number(&storage, &["staleAccepted"]), 0.0);
    assert_eq!(number(&storage, &["staleRefused"]), 1.0);
    assert_eq!(text(&storage, &["guardWords"]), "fencing tokens");
    assert_eq!(text(&storage, &["checkLabel"]), "Highest token accepted");
    assert_eq!(text(&log, &["name"]), "Audit log");
    assert_eq!(number(&log, &["staleAccepted"]), 1.0);
    assert_eq!(number(&log, &["staleRefused"]), 0.0);
    assert_eq!(text(&log, &["guardWords"]), "nothing, it takes every write");
    assert_eq!(get(&log, &["checkLabel"]), JsValue::NULL);
    // The log starts empty and ends with A's late line after B's.
    let held: Array = get(&log, &["held"]).dyn_into().unwrap();
    assert_eq!(text(&held.get(0), &["value"]), "nothing");
    assert_eq!(get(&held.get(0), &["event"]), JsValue::NULL);
    assert_eq!(
        text(&held.get(held.length() - 1), &["value"]),
        "B sets 15, A sets 11"
    );
}

#[wasm_bindgen_test]
fn what_a_resource_held_is_listed_from_when() {
    let view = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED)
        .unwrap()
        .run()
        .unwrap();
    let held: Array = get(&view, &["outcome", "resources", "0", "held"])
        .dyn_into()
        .unwrap();
    let entries: Vec<(f64, String)> = held
        .iter()
        .map(|h| (number(&h, &["fromMs"]), text(&h, &["value"])))
        .collect();
    assert_eq!(entries.first().unwrap(), &(0.0, "10".to_owned()));
    assert_eq!(entries.last().unwrap(), &(17000.0, "11".to_owned()));
    assert!(entries.contains(&(10500.0, "15".to_owned())), "{entries:?}");
    // Nothing checks tokens at the unfenced store, so there is no check to show.
    assert_eq!(get(&held.get(0), &["check"]), JsValue::NULL);
}

#[wasm_bindgen_test]
fn fencing_refuses_the_stale_write() {
    let mut sim = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED).unwrap();
    sim.set("fencing", JsValue::TRUE).unwrap();
    let view = sim.run().unwrap();
    assert_eq!(
        text(&view, &["outcome", "resources", "0", "finalValue"]),
        "15"
    );
    assert_eq!(number(&view, &["outcome", "staleRefused"]), 1.0);
    assert_eq!(get(&view, &["outcome", "safe"]), JsValue::TRUE);
    let events: Array = get(&view, &["events"]).dyn_into().unwrap();
    assert_eq!(text(&events.get(events.length() - 1), &["tone"]), "guarded");
}

#[wasm_bindgen_test]
fn settings_given_up_front_are_applied() {
    let given = settings(&[
        ("pause_ms", JsValue::from(7000)),
        ("fencing", JsValue::FALSE),
    ]);
    let mut sim = Experiment::new(PAUSED_HOLDER, given).unwrap();
    let view = sim.run().unwrap();
    assert_eq!(get(&view, &["outcome", "safe"]), JsValue::TRUE);
    let knobs: Array = get(&view, &["knobs"]).dyn_into().unwrap();
    let pause = knobs
        .iter()
        .find(|k| text(k, &["id"]) == "pause_ms")
        .expect("a pause knob");
    assert_eq!(text(&pause, &["kind"]), "range");
    assert_eq!(text(&pause, &["label"]), "Pause length");
    assert_eq!(text(&pause, &["shown"]), "7.0 s");
    assert_eq!(number(&pause, &["value"]), 7000.0);
    let now = sim.settings().unwrap();
    assert_eq!(number(&now, &["pause_ms"]), 7000.0);
    assert_eq!(get(&now, &["fencing"]), JsValue::FALSE);
}

/// Every group in a drawing's items, depth first, with its attributes.
fn groups(items: &JsValue, out: &mut Vec<JsValue>) {
    for item in Array::from(items).iter() {
        if text_of(&get(&item, &["tag"])) == "g" {
            out.push(item.clone());
        }
        let children = get(&item, &["children"]);
        if !children.is_undefined() {
            groups(&children, out);
        }
    }
}

/// An item's attribute by name, from its flat name, value, name, value list.
fn attr(item: &JsValue, name: &str) -> Option<String> {
    let flat: Vec<String> = Array::from(&get(item, &["attrs"]))
        .iter()
        .map(|v| text_of(&v))
        .collect();
    flat.chunks(2)
        .find(|pair| pair[0] == name)
        .map(|pair| pair[1].clone())
}

#[wasm_bindgen_test]
fn the_chart_has_a_lane_for_every_party_and_its_marks_point_at_events() {
    let mut sim = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED).unwrap();
    let view = sim.run().unwrap();
    let drawing = sim.chart(640.0).unwrap();
    assert_eq!(number(&drawing, &["width"]), 640.0);
    assert_eq!(
        number(&drawing, &["plot", "endMs"]),
        number(&view, &["chart", "endMs"])
    );
    let mut found = Vec::new();
    groups(&get(&drawing, &["items"]), &mut found);
    let parties: Vec<String> = found.iter().filter_map(|g| attr(g, "data-party")).collect();
    assert_eq!(parties, ["A", "lock service", "B", "Storage"]);
    // Every mark and arrow points at events that exist.
    let events = Array::from(&get(&view, &["events"])).length();
    let mut pointed = 0;
    for g in &found {
        let marks = get(g, &["events"]);
        if marks.is_undefined() {
            continue;
        }
        for e in Array::from(&marks).iter() {
            assert!((e.as_f64().unwrap() as u32) < events);
            pointed += 1;
        }
    }
    assert!(pointed >= 10, "{pointed}");
    // A width out of range is brought within, not refused.
    assert_eq!(number(&sim.chart(10.0).unwrap(), &["width"]), 280.0);
    assert_eq!(number(&sim.chart(f64::NAN).unwrap(), &["width"]), 4000.0);
}

#[wasm_bindgen_test]
fn stepping_hands_out_the_same_events_as_a_run() {
    let mut sim = Experiment::new(KLEPPMANN, JsValue::UNDEFINED).unwrap();
    let whole: Array = get(&sim.run().unwrap(), &["events"]).dyn_into().unwrap();
    sim.reset();
    assert_eq!(sim.position(), 0);
    let mut stepped = Vec::new();
    loop {
        let event = sim.step().unwrap();
        if event.is_undefined() {
            break;
        }
        stepped.push(event);
    }
    assert_eq!(stepped.len() as u32, whole.length());
    for (i, event) in stepped.iter().enumerate() {
        let expected = whole.get(i as u32);
        assert_eq!(number(event, &["number"]), (i + 1) as f64);
        assert_eq!(text(event, &["text"]), text(&expected, &["text"]));
        assert_eq!(text(event, &["actor"]), text(&expected, &["actor"]));
    }
    assert_eq!(sim.position(), stepped.len());
}

#[wasm_bindgen_test]
fn a_broken_scenario_throws_the_cores_message() {
    let err = Experiment::new("{\"title\": 3}", JsValue::UNDEFINED)
        .err()
        .expect("a broken file is refused");
    let (name, message) = error_message(err);
    assert_eq!(name, "ScenarioError");
    assert!(message.starts_with("line 1, column"), "{message}");
    assert!(message.contains("title"), "{message}");
    let err = inspect("not json").expect_err("not JSON is refused");
    assert_eq!(String::from(err.name()), "ScenarioError");
}

#[wasm_bindgen_test]
fn a_texts_problems_come_with_their_line_and_column_and_none_for_a_good_file() {
    let text = PAUSED_HOLDER.replacen("\"lease_ms\": 10000", "\"lease_ms\": \"6s\"", 1);
    let line = text.lines().position(|l| l.contains("\"6s\"")).unwrap() + 1;
    let found = Array::from(&problems(&text).unwrap());
    assert_eq!(found.length(), 1);
    let first = found.get(0);
    let field = |name: &str| Reflect::get(&first, &name.into()).unwrap();
    assert_eq!(field("line").as_f64(), Some(line as f64));
    assert_eq!(
        field("path").as_string().as_deref(),
        Some("lock_service.lease_ms")
    );
    let message = field("message").as_string().unwrap();
    assert!(message.contains("lease_ms"), "{message}");
    assert_eq!(Array::from(&problems(PAUSED_HOLDER).unwrap()).length(), 0);
    assert_eq!(linked_file_limit(), fencelab_core::LINKED_FILE_LIMIT);
}

#[wasm_bindgen_test]
fn a_bad_setting_throws_and_leaves_the_run_as_it_was() {
    let mut sim = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED).unwrap();
    let (name, message) = error_message(sim.set("pause_ms", JsValue::from(90_000)).unwrap_err());
    assert_eq!(name, "SettingError");
    assert!(message.contains("pause_ms must be between"), "{message}");
    let (_, message) = error_message(sim.set("pause_ms", JsValue::from(1.5)).unwrap_err());
    assert_eq!(message, "pause_ms takes a whole number, not 1.5");
    let (_, message) = error_message(sim.set("pause_ms", JsValue::NULL).unwrap_err());
    assert_eq!(message, "pause_ms takes a whole number, not null");
    let (_, message) = error_message(sim.set("fencing", JsValue::from(1)).unwrap_err());
    assert!(message.contains("true or false"), "{message}");
    let (_, message) = error_message(sim.set("nope", JsValue::TRUE).unwrap_err());
    assert!(message.contains("no knob \"nope\""), "{message}");
    let (_, message) = error_message(
        Experiment::new(PAUSED_HOLDER, JsValue::from_str("fencing"))
            .err()
            .unwrap(),
    );
    assert!(message.contains("settings must be an object"), "{message}");
    // The first bad knob in the scenario's order is the one reported,
    // whatever order the object lists them in; unknown keys come last.
    let given = settings(&[
        ("nope", JsValue::TRUE),
        ("pause_ms", JsValue::from_str("long")),
        ("fencing", JsValue::from_str("on")),
    ]);
    let (_, message) = error_message(Experiment::new(PAUSED_HOLDER, given).err().unwrap());
    assert_eq!(message, "fencing takes true or false, not \"on\"");
    // Nothing changed.
    let view = sim.run().unwrap();
    assert_eq!(
        text(&view, &["outcome", "resources", "0", "finalValue"]),
        "11"
    );
    assert!(take_panic().is_none());
}

/// Every key of every object inside `value`, arrays walked through.
fn keys(value: &JsValue, into: &mut std::collections::BTreeSet<String>) {
    if js_sys::ArrayBuffer::is_view(value) {
        // A typed array's keys are its indices: nothing to declare.
    } else if Array::is_array(value) {
        for item in Array::from(value).iter() {
            keys(&item, into);
        }
    } else if value.is_object() {
        let object = js_sys::Object::from(value.clone());
        for key in js_sys::Object::keys(&object).iter() {
            let key = key.as_string().unwrap();
            // A `Settings` record is keyed by the scenario's knob ids, not fields.
            if key != "settings" {
                keys(
                    &Reflect::get(value, &JsValue::from_str(&key)).unwrap(),
                    into,
                );
            }
            into.insert(key);
        }
    }
}

/// The field names the TypeScript declarations name: a name followed by
/// `:` (or `?:`) at the start of a line or right after `{` or `;`, outside
/// the doc comments, whose words may look like a field.
fn declared() -> std::collections::BTreeSet<String> {
    let mut names = std::collections::BTreeSet::new();
    let mut code = String::new();
    let mut rest = fencelab_wasm::TS_VIEW;
    while let Some(start) = rest.find("/*") {
        code.push_str(&rest[..start]);
        let end = rest[start..].find("*/").expect("a closed comment");
        rest = &rest[start + end + 2..];
    }
    code.push_str(rest);
    for piece in code.split(['{', ';', '\n']) {
        let piece = piece.trim_start();
        let name: String = piece
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        let rest = piece[name.len()..].trim_start_matches('?');
        if !name.is_empty() && rest.starts_with(':') {
            names.insert(name);
        }
    }
    names
}

#[wasm_bindgen_test]
fn the_objects_carry_exactly_the_fields_the_declarations_name() {
    let mut carried = std::collections::BTreeSet::new();
    for (text, fencing) in [
        (PAUSED_HOLDER, false),
        (PAUSED_HOLDER, true),
        (KLEPPMANN, false),
    ] {
        let mut sim =
            Experiment::new(text, settings(&[("fencing", JsValue::from(fencing))])).unwrap();
        keys(&sim.run().unwrap(), &mut carried);
        sim.reset();
        keys(&sim.step().unwrap(), &mut carried);
        keys(&inspect(text).unwrap(), &mut carried);
    }
    for text in EVERY_SCENARIO {
        let mut sim = Experiment::new(text, JsValue::UNDEFINED).unwrap();
        keys(&sim.run().unwrap(), &mut carried);
        keys(&inspect(text).unwrap(), &mut carried);
    }
    let sim = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED).unwrap();
    keys(
        &sim.map(
            "pause_ms",
            0.0,
            30000.0,
            4,
            "pause_at_ms",
            1000.0,
            9000.0,
            3,
        )
        .unwrap(),
        &mut carried,
    );
    keys(&sim.explore(200).unwrap(), &mut carried);
    keys(
        &map_counts(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]).unwrap(),
        &mut carried,
    );
    keys(
        &Sweeper::new(PAUSED_HOLDER).unwrap().scan(0, 50).unwrap(),
        &mut carried,
    );
    keys(&sim.real_line(REAL_ON).unwrap(), &mut carried);
    for text in [PAUSED_HOLDER, KLEPPMANN] {
        let mut sim = Experiment::new(text, JsValue::UNDEFINED).unwrap();
        keys(&sim.chart(640.0).unwrap(), &mut carried);
        keys(&sim.life().unwrap(), &mut carried);
        keys(&sim.endings().unwrap(), &mut carried);
        let mut other = Experiment::new(text, settings(&[("fencing", JsValue::TRUE)])).unwrap();
        keys(&sim.parting(&mut other, "fencing").unwrap(), &mut carried);
    }
    let sim = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED).unwrap();
    keys(&sim.real(REAL_ON, Some(640.0)).unwrap(), &mut carried);
    keys(&problems("{\n  \"title\": 3\n}").unwrap(), &mut carried);
    for text in EVERY_SCENARIO {
        keys(&outline(text).unwrap(), &mut carried);
    }
    edits_carry(&mut carried);
    let declared = declared();
    let undeclared: Vec<_> = carried.difference(&declared).collect();
    let missing: Vec<_> = declared.difference(&carried).collect();
    assert!(
        undeclared.is_empty(),
        "carried but not declared in TS_VIEW: {undeclared:?}"
    );
    assert!(
        missing.is_empty(),
        "declared in TS_VIEW but never carried: {missing:?}"
    );
}

/// Adds the keys of one change of every kind, each of which the core
/// must make (its fields are refused when unknown, so a made change
/// proves its keys are the ones it reads), and of what came of them.
fn edits_carry(carried: &mut std::collections::BTreeSet<String>) {
    let changes = [
        r#"{"edit":"text","field":"title","value":"A title"}"#,
        r#"{"edit":"value","pointer":"/lock_service/lease_ms","value":9000}"#,
        r#"{"edit":"rename","part":"client","index":0,"name":"C"}"#,
        r#"{"edit":"resource","client":0,"step":1,"name":"Storage"}"#,
        r#"{"edit":"starts","client":0,"step":1,"starts":"next"}"#,
        r#"{"edit":"add_client"}"#,
        r#"{"edit":"remove_client","client":1}"#,
        r#"{"edit":"add_step","client":0,"action":"read"}"#,
        r#"{"edit":"remove_step","client":1,"step":3}"#,
        r#"{"edit":"offer","pointer":"/resources/0/initial"}"#,
        r#"{"edit":"withdraw","knob":"pause_ms"}"#,
        r#"{"edit":"knob_text","knob":"lease_ms","field":"help","value":"How long."}"#,
    ];
    for change in changes {
        let came = edit(PAUSED_HOLDER, change).unwrap();
        assert_eq!(text_of(&get(&came, &["kind"])), "changed", "{change}");
        keys(&js_sys::JSON::parse(change).unwrap(), carried);
        keys(&came, carried);
    }
    let refused = edit(PAUSED_HOLDER, r#"{"edit":"remove_client","client":9}"#).unwrap();
    assert_eq!(text_of(&get(&refused, &["kind"])), "refused");
    keys(&refused, carried);
}

#[wasm_bindgen_test]
fn the_grown_model_reaches_the_view() {
    for text in EVERY_SCENARIO {
        let mut sim = Experiment::new(text, JsValue::UNDEFINED).unwrap();
        let view = sim.run().unwrap();
        let verdict = text_of(&get(&view, &["outcome", "verdict"]));
        let info = inspect(text).unwrap();
        // The list's badge and the run agree at the defaults.
        assert_eq!(text_of(&get(&info, &["verdict"])), verdict);
        assert!(!text_of(&get(&view, &["outcome", "verdictLabel"])).is_empty());
        let mut found = Vec::new();
        groups(&get(&sim.chart(800.0).unwrap(), &["items"]), &mut found);
        let messages = found
            .iter()
            .filter(|g| attr(g, "class").is_some_and(|c| c.starts_with("message ")))
            .count();
        let effects = Array::from(&get(&view, &["outcome", "effects"])).length();
        assert!(messages > 0, "every run draws its requests and answers");
        if text.contains("\"side_effect\"") {
            assert!(effects > 0, "side effects are listed");
        }
        // An efficiency lock's overlap is work done twice, never shown as harm.
        let tones: Vec<String> = Array::from(&get(&view, &["events"]))
            .iter()
            .map(|e| text_of(&get(&e, &["tone"])))
            .collect();
        if text.contains("\"purpose\": \"efficiency\"") {
            assert!(tones.iter().all(|t| t != "danger"), "{tones:?}");
            assert!(tones.iter().any(|t| t == "warning"), "{tones:?}");
        }
    }
    assert!(take_panic().is_none());
}

fn text_of(value: &JsValue) -> String {
    value.as_string().unwrap_or_default()
}

#[wasm_bindgen_test]
fn a_map_crosses_as_one_byte_per_cell_and_agrees_with_single_runs() {
    let mut sim = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED).unwrap();
    let map = sim
        .map(
            "pause_ms",
            0.0,
            30000.0,
            7,
            "pause_at_ms",
            1000.0,
            9000.0,
            5,
        )
        .unwrap();
    let cells = js_sys::Uint8Array::new(&get(&map, &["cells"]));
    let xs = js_sys::Float64Array::new(&get(&map, &["xValues"]));
    let ys = js_sys::Float64Array::new(&get(&map, &["yValues"]));
    assert_eq!((cells.length(), xs.length(), ys.length()), (35, 7, 5));
    let names = fencelab_wasm::verdict_names();
    let counts = js_sys::Float64Array::new(&get(&map, &["counts"]));
    assert_eq!(counts.to_vec().iter().sum::<f64>(), 35.0);
    // Cells between two runs that went the same way are filled unrun.
    let runs = get(&map, &["runs"]).as_f64().unwrap();
    assert!((2.0..=35.0).contains(&runs), "{runs} runs for 35 cells");
    for (row, column) in [(0, 0), (2, 3), (4, 6)] {
        sim.set("pause_at_ms", JsValue::from(ys.get_index(row)))
            .unwrap();
        sim.set("pause_ms", JsValue::from(xs.get_index(column)))
            .unwrap();
        let view = sim.run().unwrap();
        let code = cells.get_index(row * 7 + column) as usize;
        assert_eq!(names[code], text_of(&get(&view, &["outcome", "verdict"])));
    }
    // Out of range or a switch: a SettingError naming the knob.
    let (name, message) = error_message(
        sim.map("fencing", 0.0, 1.0, 2, "pause_ms", 0.0, 1.0, 2)
            .unwrap_err(),
    );
    assert_eq!(name, "SettingError");
    assert!(message.contains("fencing is a switch"), "{message}");
    assert!(take_panic().is_none());
}

#[wasm_bindgen_test]
fn a_maps_values_sit_on_the_sliders_steps() {
    // The page's own request: the whole range in 200 steps, which the
    // 100 ms steps of 0 to 30 s cannot hold evenly.
    let sim = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED).unwrap();
    let map = sim
        .map(
            "pause_ms",
            0.0,
            30000.0,
            200,
            "pause_at_ms",
            0.0,
            9000.0,
            200,
        )
        .unwrap();
    let xs = js_sys::Float64Array::new(&get(&map, &["xValues"])).to_vec();
    let ys = js_sys::Float64Array::new(&get(&map, &["yValues"])).to_vec();
    assert_eq!((xs.len(), ys.len()), (200, 91));
    assert_eq!(
        js_sys::Uint8Array::new(&get(&map, &["cells"])).length(),
        200 * 91
    );
    for v in xs.iter().chain(&ys) {
        assert_eq!(v % 100.0, 0.0, "{v} is on a 0.1 s step");
    }
}

#[wasm_bindgen_test]
fn a_search_hands_back_a_shrunk_run_on_the_sliders_steps() {
    let short_pause = include_str!("../../../scenarios/short-pause.json");
    let mut sim = Experiment::new(short_pause, JsValue::UNDEFINED).unwrap();
    let found = sim.explore(500).unwrap();
    let pause = number(&found, &["shrunk", "settings", "pause_ms"]);
    assert_eq!(pause % 100.0, 0.0, "{pause}");
    assert!(number(&found, &["shrunk", "drawnEvents"]) >= 1.0);
    sim.set("pause_ms", JsValue::from(pause)).unwrap();
    let view = sim.run().unwrap();
    assert_eq!(
        text_of(&get(&view, &["outcome", "verdict"])),
        text(&found, &["shrunk", "verdict"])
    );
    assert_eq!(
        Array::from(&get(&view, &["events"])).length() as f64,
        number(&found, &["shrunk", "events"])
    );
    // One step nearer the default, 7 s, the run is safe: this is the edge.
    sim.set("pause_ms", JsValue::from(pause - 100.0)).unwrap();
    let nearer = sim.run().unwrap();
    assert_eq!(text_of(&get(&nearer, &["outcome", "verdict"])), "safe");
}

/// The core's figure and Markdown page for a scenario with `ID=VALUE` settings,
/// as `fencelab run FILE --set ... --svg/--markdown` makes them.
fn made_by_the_core(json: &str, sets: &[&str]) -> (String, String) {
    let mut scenario = fencelab_core::Scenario::from_json(json).unwrap();
    for set in sets {
        scenario.assign(set).unwrap();
    }
    let report = fencelab_core::Simulation::new(&scenario).unwrap().run();
    (
        fencelab_core::chart_svg(&scenario, &report, 800),
        fencelab_core::transcript_markdown(&scenario, &report, None),
    )
}

#[wasm_bindgen_test]
fn the_downloads_are_the_clis_files_for_the_same_settings() {
    let given = settings(&[("pause_ms", JsValue::from(9000))]);
    let mut sim = Experiment::new(PAUSED_HOLDER, given).unwrap();
    sim.set("fencing", JsValue::TRUE).unwrap();
    let (svg, markdown) = made_by_the_core(PAUSED_HOLDER, &["pause_ms=9000", "fencing=on"]);
    // A run being stepped is neither moved nor reported half done.
    sim.step().unwrap();
    assert_eq!(sim.svg(None).unwrap(), svg);
    assert_eq!(sim.markdown(None).unwrap(), markdown);
    assert_eq!(sim.position(), 1);
    assert!(svg.contains("<g class=\"lane client\" data-party=\"B\">"));
    assert!(markdown.starts_with("# The paused lock holder\n"));
    let address = "https://example.org/course/?pause_ms=9000&fencing=on";
    let linked = sim.markdown(Some(address.to_owned())).unwrap();
    assert_eq!(
        linked,
        format!("{markdown}\nOpen this run in fencelab: <{address}>\n")
    );
    assert_eq!(
        sim.markdown(Some("file:///tmp/fencelab.html".to_owned()))
            .unwrap(),
        markdown
    );
    let stem = sim.file_stem("paused-holder");
    assert_eq!(
        stem,
        "paused-holder-fencing-on-pause-9000-lease-10000-pause-at-2000-b-arrives-10300"
    );
    sim.set("pause_ms", JsValue::from(9200)).unwrap();
    assert_ne!(sim.file_stem("paused-holder"), stem);
    for json in EVERY_SCENARIO {
        let sim = Experiment::new(json, JsValue::UNDEFINED).unwrap();
        let (svg, markdown) = made_by_the_core(json, &[]);
        assert_eq!(sim.svg(None).unwrap(), svg);
        assert_eq!(sim.markdown(None).unwrap(), markdown);
    }
}

#[wasm_bindgen_test]
fn a_prediction_is_set_against_the_run_and_a_strange_one_is_refused() {
    let mut sim = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED).unwrap();
    sim.run().unwrap();
    assert!(sim
        .against("lost")
        .unwrap()
        .starts_with("You predicted this."));
    assert!(sim
        .against("safe")
        .unwrap()
        .contains("It went the other way."));
    let err = sim.against("maybe").unwrap_err();
    assert_eq!(
        String::from(err.message()),
        "there is no ending called \"maybe\""
    );
    assert_eq!(sim.compare_switch().as_deref(), Some("fencing"));
}

#[wasm_bindgen_test]
fn the_descriptions_are_the_cores_for_the_run_and_a_strange_verdict_is_refused() {
    for json in EVERY_SCENARIO {
        let scenario = fencelab_core::Scenario::from_json(json).unwrap();
        let report = fencelab_core::Simulation::new(&scenario).unwrap().run();
        let mut sim = Experiment::new(json, JsValue::UNDEFINED).unwrap();
        assert_eq!(sim.steps().unwrap(), report.steps());
        let (n, end) = (report.events.len(), report.timeline.end);
        for (events, ms, shown) in [(0, 0, true), (n, end.ms(), true), (n / 2, 0, false)] {
            let at = fencelab_core::SimTime(ms);
            assert_eq!(
                sim.screen_summary(events, ms as f64, shown).unwrap(),
                report.screen_summary(scenario.summary(), events, at, shown)
            );
        }
        assert_eq!(
            sim.response("safe", true).unwrap(),
            report.response(fencelab_core::RunVerdict::Safe, true)
        );
    }
    let mut sim = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED).unwrap();
    // Past the run's last event, the summary tells its end.
    assert_eq!(
        sim.screen_summary(999, 1e12, true).unwrap(),
        sim.screen_summary(10, 1e9, true).unwrap()
    );
    let err = sim.response("maybe", true).unwrap_err();
    assert_eq!(
        String::from(err.message()),
        "there is no ending called \"maybe\""
    );
}

#[wasm_bindgen_test]
fn a_recorded_real_run_comes_with_the_cores_line_and_its_own_chart() {
    assert_eq!(recording_scenario(REAL_ON).unwrap(), "paused-holder");
    let sim = Experiment::new(PAUSED_HOLDER, JsValue::UNDEFINED).unwrap();
    let off = sim.real(REAL_OFF, None).unwrap();
    assert_eq!(
        text(&off, &["line"]),
        "Also run on etcd 3.4.23 and PostgreSQL 15.18: same outcome."
    );
    assert_eq!(get(&off, &["current"]), JsValue::TRUE);
    assert_eq!(get(&off, &["defaults"]), JsValue::TRUE);
    assert_eq!(get(&off, &["drawing"]), JsValue::NULL);
    assert_eq!(text(&off, &["verdict"]), "lost");
    assert_eq!(text(&off, &["name"]), "etcd: Fencing tokens off");
    assert_eq!(
        text(&off, &["heading"]),
        "Recorded on etcd 3.4.23 and PostgreSQL 15.18; one simulated second took 200 real ms."
    );
    let on = sim.real(REAL_ON, Some(640.0)).unwrap();
    assert_eq!(
        text(&on, &["line"]),
        "Also run on etcd 3.4.23 and PostgreSQL 15.18 with Fencing tokens on: same outcome."
    );
    assert_eq!(get(&on, &["current"]), JsValue::FALSE);
    assert_eq!(get(&on, &["settings", "fencing"]), JsValue::TRUE);
    assert_eq!(text(&on, &["verdict"]), "refused");
    assert_eq!(number(&on, &["drawing", "width"]), 640.0);
    let events: Array = get(&on, &["events"]).dyn_into().unwrap();
    assert!(events.length() > 5);
    assert_eq!(text(&events.get(0), &["actor"]), "A");

    // The reader's settings were run on etcd and on ZooKeeper: the line
    // names both while either is shown, and a recording of other
    // settings keeps its own.
    let all: Vec<String> = [REAL_OFF, REAL_OFF_ZOOKEEPER, REAL_ON]
        .map(str::to_owned)
        .to_vec();
    let each = "Also run on etcd 3.4.23 and ZooKeeper 3.8.0, each with PostgreSQL 15.18: the same outcome on each.";
    for shown in [0, 1] {
        let lines = sim.real_lines(all.clone(), shown).unwrap();
        assert_eq!(text(&lines, &["line"]), each);
        assert_eq!(get(&lines, &["current"]), JsValue::TRUE);
    }
    let lines = sim.real_lines(all.clone(), 2).unwrap();
    assert_eq!(text(&lines, &["line"]), text(&on, &["line"]));
    assert_eq!(sim.real_lines(all, 3).unwrap(), JsValue::NULL);

    // Bad text, and facts the scenario cannot hold, are errors with the core's words.
    let (name, message) = error_message(sim.real("{\n  \"scenario\": 3\n}", None).unwrap_err());
    assert_eq!(name, "RecordingError");
    assert!(message.contains("line 2"), "{message}");
    let (name, _) = error_message(recording_scenario("not json").unwrap_err());
    assert_eq!(name, "RecordingError");
    let kleppmann = include_str!("../../../tests/real/kleppmann-2016-fencing-on.json");
    let (name, _) = error_message(sim.real(kleppmann, None).unwrap_err());
    assert_eq!(name, "RecordingError");
    assert!(take_panic().is_none());
}

#[wasm_bindgen_test]
fn a_workers_sweeper_makes_the_handles_map_in_rows_and_its_search_in_scans() {
    let settings = settings(&[
        ("fencing", JsValue::TRUE),
        ("lease_ms", JsValue::from(14000)),
    ]);
    let sim = Experiment::new(PAUSED_HOLDER, settings.clone()).unwrap();
    let mut sweeper = Sweeper::new(PAUSED_HOLDER).unwrap();
    sweeper.configure(settings).unwrap();
    let whole = sim
        .map("lease_ms", 1000.0, 30000.0, 9, "pause_ms", 0.0, 30000.0, 7)
        .unwrap();
    let cells = |map: &JsValue| js_sys::Uint8Array::new(&get(map, &["cells"])).to_vec();
    let mut joined = Vec::new();
    for (from, to) in [(0, 3), (3, 3), (3, 7)] {
        let part = sweeper
            .map(
                "lease_ms",
                1000.0,
                30000.0,
                9,
                "pause_ms",
                0.0,
                30000.0,
                7,
                Some(from),
                Some(to),
            )
            .unwrap();
        assert_eq!(
            js_sys::Float64Array::new(&get(&part, &["yValues"])).length(),
            to - from
        );
        joined.extend(cells(&part));
    }
    assert_eq!(joined, cells(&whole));
    // Rows the map does not have: the core's words.
    let (name, message) = error_message(
        sweeper
            .map(
                "lease_ms",
                1000.0,
                30000.0,
                9,
                "pause_ms",
                0.0,
                30000.0,
                7,
                Some(5),
                Some(9),
            )
            .unwrap_err(),
    );
    assert_eq!(name, "SettingError");
    assert!(
        message.contains("rows 5..9 are not rows of a map with 7 rows"),
        "{message}"
    );

    // Scans of the seeds, joined, are the handle's search.
    let scans: Vec<JsValue> = [(0, 120), (120, 300)]
        .iter()
        .map(|&(from, to)| sweeper.scan(from, to).unwrap())
        .collect();
    let array = Array::new();
    for scan in &scans {
        array.push(scan);
    }
    let json = js_sys::JSON::stringify(&array)
        .unwrap()
        .as_string()
        .unwrap();
    let joined = sweeper.explored(&json).unwrap();
    let whole = sim.explore(300).unwrap();
    assert_eq!(
        js_sys::JSON::stringify(&joined).unwrap().as_string(),
        js_sys::JSON::stringify(&whole).unwrap().as_string()
    );
    // Text that is not scans: a SettingError that says so.
    let (name, message) = error_message(sweeper.explored("[{\"from\": 1}]").unwrap_err());
    assert_eq!(name, "SettingError");
    assert!(
        message.contains("these are not scans of a search"),
        "{message}"
    );
    assert!(take_panic().is_none());
}

#[wasm_bindgen_test]
fn a_recordings_line_follows_the_settings_without_reading_it_again() {
    let mut sim = Experiment::new(PAUSED_HOLDER, settings(&[("fencing", JsValue::TRUE)])).unwrap();
    let line = sim.real_line(REAL_ON).unwrap();
    let full = sim.real(REAL_ON, None).unwrap();
    assert_eq!(text(&line, &["line"]), text(&full, &["line"]));
    assert!(get(&line, &["current"]).is_truthy());
    sim.set("pause_ms", JsValue::from(9000)).unwrap();
    let moved = sim.real_line(REAL_ON).unwrap();
    assert!(!get(&moved, &["current"]).is_truthy());
    assert_eq!(
        text(&moved, &["line"]),
        text(&sim.real(REAL_ON, None).unwrap(), &["line"])
    );
    assert!(
        text(&moved, &["line"]).contains("with Pause length 15.0 s"),
        "{}",
        text(&moved, &["line"])
    );
}

#[wasm_bindgen_test]
fn a_maps_counts_add_up_to_its_cells_and_keep_harm_apart() {
    let names = fencelab_wasm::verdict_names();
    let mut per_verdict = vec![0.0; names.len()];
    for (i, name) in names.iter().enumerate() {
        per_verdict[i] = match name.as_str() {
            "lost" => 3.0,
            "refused" => 2.0,
            "safe" => 5.0,
            _ => 0.0,
        };
    }
    let counts = map_counts(&per_verdict).unwrap();
    let number = |field: &str| get(&counts, &[field]).as_f64().unwrap();
    assert_eq!(number("total"), 10.0);
    assert_eq!(number("lost"), 3.0);
    assert_eq!(number("refused"), 2.0);
    // A refused write did no harm, so it counts among the safe cells.
    assert_eq!(number("safe"), 7.0);
    // A hostile count is clamped, never a panic.
    assert!(map_counts(&[f64::NAN, -4.0, f64::INFINITY]).is_ok());
}
