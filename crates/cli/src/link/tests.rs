use std::path::Path;

use super::*;

fn link(text: &str) -> Link {
    Link::recognise(Path::new(text)).expect("a link")
}

fn paused_holder() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenarios/paused-holder.json"
    );
    std::fs::read_to_string(path).expect("the scenario is readable")
}

#[test]
fn a_path_is_not_a_link() {
    for path in ["scenarios/paused-holder.json", "./?file=AB", "file.json"] {
        assert!(Link::recognise(Path::new(path)).is_none(), "{path}");
    }
}

#[test]
fn the_parameter_unpacks_to_the_text_in_every_spelling() {
    let text = paused_holder();
    let parameter = parameter(&text);
    assert!(parameter.starts_with("file="), "{parameter}");
    let spellings = [
        format!("https://example.edu/fencelab/?{parameter}&lease_ms=9000#walk"),
        format!("file:///home/t/fencelab.html?lang=de&{parameter}"),
        format!("?{parameter}"),
        parameter.clone(),
    ];
    for spelling in spellings {
        assert_eq!(link(&spelling).unpack().as_ref(), Ok(&text), "{spelling}");
    }
}

#[test]
fn settings_are_the_other_names_with_their_last_values() {
    let link = link(
        "?file=AB&scenario=x&fencing=on&pause_ms=7000&step=3&t=9&lang=de&embed&edit\
         &locked&panels=chart&compare=fencing&predict=on&pause_ms=8%30%30%30&colour=red",
    );
    assert_eq!(
        link.settings,
        [
            ("fencing".to_owned(), "on".to_owned()),
            ("pause_ms".to_owned(), "8000".to_owned()),
            ("colour".to_owned(), "red".to_owned()),
        ]
    );
    assert_eq!(link.file.as_deref(), Some("AB"));
    let scenario = Scenario::from_json(&paused_holder()).unwrap();
    // The scenario has no knob called colour: the page leaves it out too.
    assert_eq!(link.assignments(&scenario), ["fencing=on", "pause_ms=8000"]);
}

#[test]
fn each_refusal_says_what_is_wrong_with_the_link() {
    let good = parameter("{}");
    let cases = [
        (
            "https://example.edu/fencelab/?lease_ms=1",
            "no file= parameter",
        ),
        ("?file=&x=1", "no file= parameter"),
        ("?scenario=clock-drift", "own experiment \"clock-drift\""),
        ("file=ab+c", "\"+\" at character 3"),
        ("file=abc=", "\"=\" at character 4"),
        ("file=a", "cut short"),
        ("file=_w", "not DEFLATE data"),
    ];
    for (text, needle) in cases {
        let reason = link(text).unpack().unwrap_err();
        assert!(reason.contains(needle), "{text}: {reason}");
        assert!(reason.starts_with(&format!("{:?}: ", text)), "{reason}");
    }
    let cut = &good[..good.len() - 1];
    assert!(link(cut).unpack().unwrap_err().contains("cut short"));
    let latin1 = format!(
        "file={}",
        base64::encode(&pack::pack(b"{\"t\": \"\xe9\"}"), Alphabet::Url)
    );
    let reason = link(&latin1).unpack().unwrap_err();
    assert!(reason.contains("not UTF-8 text: byte 8"), "{reason}");
    let bomb = format!(
        "file={}",
        base64::encode(&pack::pack(&[b' '; 300_000]), Alphabet::Url)
    );
    let reason = link(&bomb).unpack().unwrap_err();
    assert!(
        reason.contains("larger than 256 KB when unpacked"),
        "{reason}"
    );
}

#[test]
fn a_long_link_is_named_by_its_start() {
    let text = format!(
        "https://example.edu/fencelab/?file=\u{1b}[2J{}",
        "A".repeat(500)
    );
    let label = link(&text).label().to_owned();
    assert_eq!(label, "\"https://example.edu/fencelab/?file=\\u{1b}[2JA…\"");
}
