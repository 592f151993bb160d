//! A finished run as text to keep: the transcript `fencelab run` prints,
//! with the header line that names the settings, and the same run as a
//! Markdown page for handouts. The CLI and the wasm both call these, so a
//! file saved from the page and one written by the CLI are the same bytes.

use std::fmt::Write as _;

use crate::knob::KnobValue;
use crate::report::Report;
use crate::scenario::Scenario;
use crate::words::say;

/// The longest [`file_stem`], in characters: well inside the 255 bytes
/// every common file system allows, with room for a folder's name.
pub const MAX_STEM: usize = 120;

/// Every knob's current value as `id=value`, in the file's order and
/// separated by spaces, as `fencelab run --set` takes them; empty for a
/// scenario without knobs.
pub fn settings_line(scenario: &Scenario) -> String {
    let mut out = String::new();
    for (knob, value) in scenario.knobs().iter().zip(scenario.values()) {
        if !out.is_empty() {
            out.push(' ');
        }
        let _ = write!(out, "{}={value}", knob.id);
    }
    out
}

/// The title with the settings in brackets, a blank line, then the
/// report's transcript: what `fencelab run` prints, so a pasted transcript
/// says which settings produced it.
pub fn transcript_text(scenario: &Scenario, report: &Report) -> String {
    let mut out = String::from(scenario.title());
    let settings = settings_line(scenario);
    if !settings.is_empty() {
        let _ = write!(out, " ({settings})");
    }
    out.push_str("\n\n");
    out.push_str(&report.transcript());
    out
}

/// The run as a Markdown page: the title as a heading, the settings, the
/// outcome (verdict, each resource's final and expected value, the counts
/// and the explanation), then [`transcript_text`] unchanged in a fenced
/// code block, and last, when the front end knows it, the `address` that
/// reopens the run. Only an `http:` or `https:` address is written: a page
/// opened from a file has no address another reader could open. The
/// scenario's words outside the block are escaped, so a title such as
/// `<b>` stays text.
pub fn transcript_markdown(scenario: &Scenario, report: &Report, address: Option<&str>) -> String {
    let mut out = String::from("# ");
    escape_markdown(&mut out, scenario.title());
    out.push_str("\n\n");
    let settings = settings_line(scenario);
    // As code, the way `--set` takes them; ids and values hold no backticks.
    if !settings.is_empty() {
        out.push_str(&say!("transcript-markdown-settings", settings = &settings));
        out.push_str("\n\n");
    }
    let _ = write!(
        out,
        "## {}

**{}**

",
        say!("transcript-markdown-outcome"),
        report.outcome.verdict.label()
    );
    let mut lines = String::new();
    report.write_outcome_lines(&mut lines, "- ");
    escape_markdown(&mut out, &lines);
    out.push('\n');
    escape_markdown(&mut out, &report.explanation());
    let _ = write!(out, "\n\n## {}\n\n", say!("transcript-markdown-transcript"));
    let text = transcript_text(scenario, report);
    // A fence longer than any run of backticks in the text, so nothing in
    // it can close the block early.
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest.max(2) + 1);
    let _ = write!(out, "{fence}text\n{text}{fence}\n");
    if let Some(address) = address.filter(|a| is_web_address(a)) {
        let _ = write!(out, "\n{} <", say!("transcript-markdown-link"));
        autolink(&mut out, address);
        out.push_str(">\n");
    }
    out
}

/// A name for the files saved from a run, without extension, made from
/// `name` (the scenario file's stem, such as `paused-holder`) and every
/// knob's id and value: `paused-holder-fencing-on-pause-15000-...`. A
/// knob's `_ms` is left off, since the unit does not tell runs apart. Two
/// runs with different settings never get one name, so a reader who
/// saves both keeps both. Only `a` to `z`, `0` to `9` and `-` are kept
/// (anything else becomes `-`), which every file system takes; a stem
/// longer than [`MAX_STEM`] is cut and ends in a hash of the whole, so it
/// stays distinct.
pub fn file_stem(name: &str, scenario: &Scenario) -> String {
    let mut words = String::from(name);
    for (knob, value) in scenario.knobs().iter().zip(scenario.values()) {
        let id = knob.id.strip_suffix("_ms").unwrap_or(&knob.id);
        let _ = match value {
            KnobValue::Range(n) if *n < 0 => write!(words, " {id} minus {}", n.unsigned_abs()),
            value => write!(words, " {id} {value}"),
        };
    }
    let mut stem = String::new();
    for c in words.chars().flat_map(lowered) {
        match c {
            Some(c) => stem.push(c),
            None if !stem.is_empty() && !stem.ends_with('-') => stem.push('-'),
            None => {}
        }
    }
    let mut stem = stem.trim_end_matches('-').to_owned();
    if stem.is_empty() {
        stem.push_str("fencelab");
    }
    if stem.len() > MAX_STEM {
        // FNV-1a: small, fixed, the same in every build.
        let hash = stem.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        let tail = format!("-{:08x}", hash as u32);
        stem.truncate(MAX_STEM - tail.len());
        let cut = stem.trim_end_matches('-').len();
        stem.truncate(cut);
        stem.push_str(&tail);
    }
    stem
}

/// `c` as [`char::to_lowercase`] lowers it, as far as a file stem can
/// tell: each ASCII letter or digit it becomes, and `None` for anything
/// else. Only two characters beyond ASCII lower into ASCII: the capital I
/// with a dot, which becomes `i` and a combining dot, and the kelvin sign,
/// which becomes `k`. Spelled out so that the wasm carries no Unicode
/// table of lower cases (about 5 KB gzipped) for a file's name.
fn lowered(c: char) -> impl Iterator<Item = Option<char>> {
    let (first, second) = match c {
        'A'..='Z' | 'a'..='z' | '0'..='9' => (Some(c.to_ascii_lowercase()), None),
        '\u{130}' => (Some('i'), Some(None)),
        '\u{212a}' => (Some('k'), None),
        _ => (None, None),
    };
    std::iter::once(first).chain(second)
}

/// Whether `address` is one another reader's browser could open.
fn is_web_address(address: &str) -> bool {
    let lower = address.to_ascii_lowercase();
    (lower.starts_with("https://") || lower.starts_with("http://")) && address.len() > 8
}

/// Writes `address` as the inside of a CommonMark autolink, which may hold
/// no space, control character, `<` or `>`: those (and anything beyond
/// ASCII) are percent-encoded, which a browser reads back the same.
fn autolink(out: &mut String, address: &str) {
    for b in address.bytes() {
        if b.is_ascii_graphic() && b != b'<' && b != b'>' {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
}

/// Writes `text` with a backslash before each character Markdown could
/// read as markup (CommonMark lets any ASCII punctuation be escaped so).
fn escape_markdown(out: &mut String, text: &str) {
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '&' | '#' | '|'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::Simulation;

    const STORY: &str = r#"{
      "title": "Two <b>writers</b> & `ticks`",
      "summary": "A pauses past its lease.",
      "lock_service": { "lease_ms": 10000 },
      "resources": [ { "name": "Storage", "initial": 10 } ],
      "clients": [
        { "name": "A", "plan": [
          { "at_ms": 0, "do": "acquire" },
          { "do": "read", "resource": "Storage" },
          { "do": "pause", "for_ms": 15000 },
          { "do": "write", "resource": "Storage", "op": { "add": 1 } } ] },
        { "name": "B", "plan": [
          { "at_ms": 10300, "do": "acquire" },
          { "do": "read", "resource": "Storage" },
          { "do": "write", "resource": "Storage", "op": { "add": 5 } } ] }
      ],
      "knobs": [ { "id": "fencing", "label": "Fencing tokens", "kind": "toggle",
                   "default": false, "sets": ["/resources/0/fencing"] } ]
    }"#;

    fn story() -> (Scenario, Report) {
        let scenario = Scenario::from_json(STORY).unwrap();
        let report = Simulation::new(&scenario).unwrap().run();
        (scenario, report)
    }

    #[test]
    fn the_text_is_the_header_then_the_transcript() {
        let (scenario, report) = story();
        let text = transcript_text(&scenario, &report);
        let header = "Two <b>writers</b> & `ticks` (fencing=off)\n\n";
        assert_eq!(text, format!("{header}{}", report.transcript()));
    }

    #[test]
    fn the_markdown_escapes_the_title_and_quotes_the_text_whole() {
        let (scenario, report) = story();
        let markdown = transcript_markdown(&scenario, &report, None);
        assert!(markdown.starts_with(
            "# Two \\<b\\>writers\\</b\\> \\& \\`ticks\\`\n\nSettings: `fencing=off`\n\n"
        ));
        assert!(markdown.contains("**not safe: update lost**"));
        assert!(markdown.contains("- Storage (does not check tokens): final 11, expected 15\n"));
        let text = transcript_text(&scenario, &report);
        assert!(markdown.ends_with(&format!("```text\n{text}```\n")));
    }

    #[test]
    fn the_markdown_ends_with_a_web_address_and_only_a_web_address() {
        let (scenario, report) = story();
        let address = "https://example.org/fencelab/?fencing=off&t=8000#x";
        let markdown = transcript_markdown(&scenario, &report, Some(address));
        assert!(markdown.ends_with(&format!("```\n\nOpen this run in fencelab: <{address}>\n")));
        let odd = transcript_markdown(&scenario, &report, Some("http://a.example/<b> c"));
        assert!(odd.ends_with("<http://a.example/%3Cb%3E%20c>\n"), "{odd}");
        let plain = transcript_markdown(&scenario, &report, None);
        for other in [
            "file:///home/a/fencelab.html",
            "javascript:alert(1)",
            "https://",
            "",
        ] {
            assert_eq!(
                transcript_markdown(&scenario, &report, Some(other)),
                plain,
                "{other}"
            );
        }
        assert!(!plain.contains("Open this run"));
    }

    #[test]
    fn file_stems_name_every_setting_in_safe_characters() {
        let (mut scenario, _) = story();
        assert_eq!(
            file_stem("paused-holder", &scenario),
            "paused-holder-fencing-off"
        );
        scenario.set("fencing", KnobValue::Toggle(true)).unwrap();
        assert_eq!(
            file_stem("paused-holder", &scenario),
            "paused-holder-fencing-on"
        );
        assert_eq!(file_stem("Dür/../ x:y*?", &scenario), "d-r-x-y-fencing-on");
        assert_eq!(file_stem("", &scenario), "fencing-on");
        let long = "a".repeat(300);
        let (one, two) = (
            file_stem(&long, &scenario),
            file_stem(&format!("{long}b"), &scenario),
        );
        assert!(one.len() <= MAX_STEM && two.len() <= MAX_STEM);
        assert_ne!(one, two);
    }

    #[test]
    fn a_scenario_without_knobs_has_no_settings() {
        let cut = STORY.find(",\n      \"knobs\"").unwrap();
        let scenario = Scenario::from_json(&format!("{}}}", &STORY[..cut])).unwrap();
        let report = Simulation::new(&scenario).unwrap().run();
        let text = transcript_text(&scenario, &report);
        assert!(text.starts_with("Two <b>writers</b> & `ticks`\n\n"));
        assert!(!transcript_markdown(&scenario, &report, None).contains("Settings:"));
    }

    #[test]
    fn a_stem_lowers_every_character_as_unicode_does() {
        for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
            let unicode: Vec<Option<char>> = c
                .to_lowercase()
                .map(|l| Some(l).filter(char::is_ascii_alphanumeric))
                .collect();
            let ours: Vec<Option<char>> = lowered(c).collect();
            // Runs of anything else become one `-`, so only their place counts.
            let runs = |v: &[Option<char>]| {
                let mut v = v.to_vec();
                v.dedup_by(|a, b| a.is_none() && b.is_none());
                v
            };
            assert_eq!(runs(&ours), runs(&unicode), "{c:?}");
        }
    }
}
