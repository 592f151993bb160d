//! A finished run as text to keep: the transcript `fencelab run` prints,
//! with the header line that names the settings, and the same run as a
//! Markdown page for handouts. The CLI and the wasm both call these, so a
//! file saved from the page and one written by the CLI are the same bytes.

use std::fmt::Write as _;

use crate::report::Report;
use crate::scenario::Scenario;

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
/// code block. The scenario's words outside the block are escaped, so a
/// title such as `<b>` stays text.
pub fn transcript_markdown(scenario: &Scenario, report: &Report) -> String {
    let mut out = String::from("# ");
    escape_markdown(&mut out, scenario.title());
    out.push_str("\n\n");
    let settings = settings_line(scenario);
    // As code, the way `--set` takes them; ids and values hold no backticks.
    if !settings.is_empty() {
        let _ = write!(out, "Settings: `{settings}`\n\n");
    }
    out.push_str("## Outcome\n\n**");
    out.push_str(report.outcome.verdict.label());
    out.push_str("**\n\n");
    let mut lines = String::new();
    report.write_outcome_lines(&mut lines, "- ");
    escape_markdown(&mut out, &lines);
    out.push('\n');
    escape_markdown(&mut out, &report.explanation());
    out.push_str("\n\n## Transcript\n\n");
    let text = transcript_text(scenario, report);
    // A fence longer than any run of backticks in the text, so nothing in
    // it can close the block early.
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest.max(2) + 1);
    let _ = write!(out, "{fence}text\n{text}{fence}\n");
    out
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
        let markdown = transcript_markdown(&scenario, &report);
        assert!(markdown.starts_with(
            "# Two \\<b\\>writers\\</b\\> \\& \\`ticks\\`\n\nSettings: `fencing=off`\n\n"
        ));
        assert!(markdown.contains("**not safe: update lost**"));
        assert!(markdown.contains("- Storage (does not check tokens): final 11, expected 15\n"));
        let text = transcript_text(&scenario, &report);
        assert!(markdown.ends_with(&format!("```text\n{text}```\n")));
    }

    #[test]
    fn a_scenario_without_knobs_has_no_settings() {
        let cut = STORY.find(",\n      \"knobs\"").unwrap();
        let scenario = Scenario::from_json(&format!("{}}}", &STORY[..cut])).unwrap();
        let report = Simulation::new(&scenario).unwrap().run();
        let text = transcript_text(&scenario, &report);
        assert!(text.starts_with("Two <b>writers</b> & `ticks`\n\n"));
        assert!(!transcript_markdown(&scenario, &report).contains("Settings:"));
    }
}
