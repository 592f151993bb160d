//! A scenario inside a link: `fencelab link FILE` writes `file=...`, and
//! every command that reads a scenario takes the link instead of the file.
//! Links made here with a base64url of the test's own, at another DEFLATE
//! level, must read the same, so the format cannot drift unnoticed.

use std::fs;
use std::time::{Duration, Instant};

use fencelab_words::{Arg, Catalogue, Speaker};
use serde_json::Value;

use crate::support::{expect_bad_input, fencelab, paused_holder, workspace_root, TempDir};

const FILE: &str = "scenarios/paused-holder.json";

/// The `file=...` parameter `fencelab link` prints for `file`.
fn link(file: &str) -> String {
    let out = fencelab(&["link", file]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let line = out.stdout.strip_suffix('\n').expect("one line");
    assert!(!line.contains('\n'), "more than one line: {line}");
    line.to_owned()
}

/// What `fencelab ARGS` prints, expecting success.
fn stdout(args: &[&str]) -> String {
    let out = fencelab(args);
    assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
    out.stdout
}

/// Every scenario file the page lists.
fn scenario_files() -> Vec<String> {
    let mut files: Vec<String> = fs::read_dir(workspace_root().join("scenarios"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".json") && n != "schema.json")
        .map(|n| format!("scenarios/{n}"))
        .collect();
    files.sort();
    files
}

/// `bytes` packed as a link's `file=` value, by the test's own means:
/// raw DEFLATE, then base64url without padding.
fn packed(bytes: &[u8]) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let deflated = miniz_oxide::deflate::compress_to_vec(bytes, 9);
    let mut bits = String::new();
    for byte in deflated {
        bits.push_str(&format!("{byte:08b}"));
    }
    bits.as_bytes()
        .chunks(6)
        .map(|six| {
            let six = format!("{:0<6}", std::str::from_utf8(six).unwrap());
            char::from(ALPHABET[usize::from_str_radix(&six, 2).unwrap()])
        })
        .collect()
}

#[test]
fn every_scenario_runs_the_same_from_its_link() {
    for file in scenario_files() {
        let link = link(&file);
        let from_file = stdout(&["run", &file, "--json"]);
        let from_link = stdout(&["run", &format!("?{link}"), "--json"]);
        assert_eq!(from_link, from_file, "{file}");
    }
}

#[test]
fn the_link_is_raw_deflate_in_base64url_without_padding() {
    let link = link(FILE);
    let value = link.strip_prefix("file=").expect("the parameter");
    assert!(
        value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
        "{value}"
    );
    // The test's own packer at another level makes another link, which
    // reads back all the same.
    let ours = format!("file={}", packed(paused_holder().as_bytes()));
    let theirs = stdout(&["run", FILE, "--json"]);
    assert_eq!(stdout(&["run", &ours, "--json"]), theirs);
    // Every way of writing a link, with the lesson's hash on it.
    for spelling in [
        format!("https://example.edu/fencelab/?{link}#walk"),
        format!("file:///home/teacher/fencelab.html?lang=de&{link}"),
        link.clone(),
    ] {
        assert_eq!(stdout(&["run", &spelling, "--json"]), theirs);
    }
}

#[test]
fn a_link_s_settings_apply_and_a_later_set_wins() {
    let link = link(FILE);
    let address = format!(
        "https://example.edu/fencelab/?{link}&fencing=on&pause_ms=7000&step=3&lang=de\
         &embed&panels=chart&colour=red#walk"
    );
    let set = ["--set", "fencing=on", "--set", "pause_ms=7000"];
    let expected = stdout(&[&["run", FILE, "--json"][..], &set].concat());
    assert_eq!(stdout(&["run", &address, "--json"]), expected);
    let expected = stdout(
        &[
            &["run", FILE, "--json"][..],
            &set,
            &["--set", "fencing=off"],
        ]
        .concat(),
    );
    assert_eq!(
        stdout(&["run", &address, "--json", "--set", "fencing=off"]),
        expected
    );
    // The page clamps what is out of range; the command line refuses it.
    let wide = format!("?{link}&pause_ms=99999");
    expect_bad_input(&["run", &wide], &["?file=", "pause_ms", "99999"]);
}

#[test]
fn sweep_explore_knobs_and_check_take_a_link_too() {
    let link = format!("?{}&fencing=on", link(FILE));
    let axes = [
        "--x",
        "pause_ms=0..30000:5",
        "--y",
        "lease_ms=1000..30000:5",
    ];
    let sweep = |args: &[&str]| {
        let mut map: Value = serde_json::from_str(&stdout(args)).unwrap();
        map["elapsed_ms"] = Value::Null;
        map
    };
    assert_eq!(
        sweep(&[&["sweep", &link, "--json"][..], &axes].concat()),
        sweep(&[&["sweep", FILE, "--json", "--set", "fencing=on"][..], &axes].concat())
    );
    let explore = stdout(&["explore", &link, "--seeds", "30", "--json"]);
    let from_file = stdout(&[
        "explore",
        FILE,
        "--seeds",
        "30",
        "--set",
        "fencing=on",
        "--json",
    ]);
    let counts = |text: &str| serde_json::from_str::<Value>(text).unwrap()["counts"].clone();
    assert_eq!(counts(&explore), counts(&from_file));
    assert_eq!(stdout(&["knobs", &link]), stdout(&["knobs", FILE]));
    assert_eq!(fencelab(&["check", &link]).code, 0);
}

#[test]
fn a_character_outside_base64url_is_named_with_its_place() {
    let link = link(FILE);
    let mut broken = link.clone();
    broken.replace_range(105..106, "*");
    let line = expect_bad_input(&["run", &format!("?{broken}")], &["\"*\" at character 101"]);
    assert!(line.contains("\"?file="), "{line}");
    let padded = format!("{link}==");
    expect_bad_input(&["run", &padded], &["\"=\" at character"]);
}

#[test]
fn a_cut_link_is_refused_in_the_reader_s_words() {
    let link = format!("?{}", link(FILE));
    let cut = &link[..link.len() / 2];
    expect_bad_input(&["run", cut], &["cut short"]);
    let label = format!("{:?}", format!("{}…", &cut[..40]));
    for lang in ["de", "es"] {
        let words = Catalogue::new(lang)
            .unwrap()
            .say("cli-link-cut-short", &[("link", Arg::Text(label.clone()))]);
        let line = expect_bad_input(&["run", cut, "--lang", lang], &[]);
        assert_eq!(line, format!("fencelab: {words}"));
    }
}

#[test]
fn a_bomb_is_refused_at_256_kb_and_quickly() {
    // 64 MB of zeros in a link of about 90 KB.
    let bomb = format!("?file={}", packed(&vec![0; 64 << 20]));
    let started = Instant::now();
    expect_bad_input(
        &["run", &bomb],
        &["the scenario in this link is larger than 256 KB when unpacked"],
    );
    // A guard against a reader that hangs or swaps: that unpacking stops
    // at the limit is the unit tests' to show, since unpacking all 64 MB
    // takes under a second too.
    assert!(started.elapsed() < Duration::from_secs(10));
    let bytes = format!("?file={}", packed(&[0xe9, b'{', b'}']));
    expect_bad_input(&["run", &bytes], &["not UTF-8 text: byte 1"]);
    expect_bad_input(&["run", "?file=_w"], &["not DEFLATE data"]);
}

#[test]
fn a_link_without_a_file_says_so() {
    expect_bad_input(
        &["run", "https://example.edu/fencelab/?fencing=on#walk"],
        &[
            "\"https://example.edu/fencelab/?fencing=on…\"",
            "no file= parameter",
        ],
    );
    expect_bad_input(
        &[
            "knobs",
            "https://example.edu/fencelab/?scenario=clock-drift",
        ],
        &["no file= parameter", "own experiment \"clock-drift\""],
    );
}

#[test]
fn link_checks_the_file_and_refuses_one_too_large_to_carry() {
    expect_bad_input(
        &["link", "scenarios/nowhere.json"],
        &["nowhere.json", "cannot read"],
    );
    expect_bad_input(
        &["link", "scenarios/schema.json"],
        &["no field `description`"],
    );
    let dir = TempDir::new("link-large");
    let padded = format!("{}{}", paused_holder(), " ".repeat(300 << 10));
    let file = dir.file("padded.json", &padded);
    expect_bad_input(
        &["link".as_ref(), file.as_os_str()],
        &["padded.json", "larger than 256 KB"],
    );
}

/// The link of a teacher's variant of the default story stays short enough
/// to paste: in one language, under 2,000 characters. Prints the lengths.
#[test]
fn links_to_the_default_story_stay_short() {
    let mut story: Value = serde_json::from_str(&paused_holder()).unwrap();
    let object = story.as_object_mut().unwrap();
    assert!(
        object.remove("translations").is_some(),
        "the story has translations"
    );
    object["title"] = Value::from("The paused lock holder, in our course");
    let dir = TempDir::new("link-short");
    let english = dir.file(
        "variant.json",
        &format!("{}\n", serde_json::to_string_pretty(&story).unwrap()),
    );
    let english = english.to_str().unwrap();
    let english_link = format!("?{}", link(english));
    assert!(stdout(&["run", &english_link]).contains("in our course"));
    let variant = "a variant of the default story in English only".to_owned();
    let mut lengths = vec![(variant, english_link.len())];
    for file in [
        FILE,
        "scenarios/kleppmann-2016.json",
        "scenarios/counter-reset.json",
    ] {
        lengths.push((file.to_owned(), link(file).len() + 1));
    }
    for (file, length) in &lengths {
        println!("?file=... of {file}: {length} characters");
    }
    assert!(lengths[0].1 <= 2000, "{lengths:?}");
}
