//! The display list written as SVG text: the standalone figure that
//! `fencelab run --svg` writes and the page downloads.
//!
//! The figure is the page's chart at the same width, shape for shape,
//! under a header that carries its context (the experiment's title, the
//! settings and the verdict), with colours in one embedded `<style>` and
//! hatching in `<defs>`, so the file needs nothing else to show.

use std::fmt::Write as _;

use super::list::{Drawing, Item};
use super::scale::text_width;
use crate::report::Report;
use crate::scenario::Scenario;
use crate::transcript::settings_line;

/// Writes `text` with the five characters XML gives meaning to replaced by
/// entities, so it is safe both between tags and inside quotes.
pub fn escape_xml(out: &mut String, text: &str) {
    let mut start = 0;
    for (i, b) in text.bytes().enumerate() {
        let entity = match b {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&apos;",
            _ => continue,
        };
        // These are ASCII, so `i` is on a character boundary.
        out.push_str(&text[start..i]);
        out.push_str(entity);
        start = i + 1;
    }
    out.push_str(&text[start..]);
}

/// The items of a drawing as SVG elements, one per item, in order.
pub fn drawing_svg(drawing: &Drawing) -> String {
    let mut out = String::with_capacity(32 * 1024);
    for item in &drawing.items {
        write_item(&mut out, item);
    }
    out
}

/// The chart of a finished run at `width` as a standalone SVG document:
/// the scenario's title as its `<title>`, the chart in words
/// ([`Report::timeline_description`]) as its `<desc>`, a header with the
/// title, the settings and the verdict, then `<g class="chart">` holding
/// exactly the page's chart at that width.
pub fn chart_svg(scenario: &Scenario, report: &Report, width: i64) -> String {
    let drawing = super::chart(report, width);
    let width = drawing.width;
    let mut header: Vec<(&str, String)> = Vec::new();
    for (class, words, size) in [
        ("figure-title", scenario.title().to_owned(), 15),
        ("figure-settings", settings_line(scenario), 12),
        (
            "figure-verdict",
            report.outcome.verdict.sentence().to_owned(),
            12,
        ),
    ] {
        for line in wrap(&words, size, width - 16) {
            header.push((class, line));
        }
    }
    let header_h = 12 + 18 * header.len() as i64;
    let height = header_h + drawing.height;

    let mut out = String::with_capacity(48 * 1024);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" role=\"img\">\n<title>"
    );
    escape_xml(&mut out, scenario.title());
    out.push_str("</title>\n<desc>");
    escape_xml(&mut out, &report.timeline_description());
    out.push_str("</desc>\n<style>");
    out.push_str(STYLE);
    out.push_str("</style>\n");
    out.push_str(DEFS);
    let _ = writeln!(
        out,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"white\"/>"
    );
    out.push_str("<g class=\"context\">");
    for (i, (class, line)) in header.iter().enumerate() {
        let _ = write!(
            out,
            "<text class=\"{class}\" x=\"8\" y=\"{}\">",
            22 + 18 * i as i64
        );
        escape_xml(&mut out, line);
        out.push_str("</text>");
    }
    let _ = writeln!(
        out,
        "</g>\n<g class=\"chart\" transform=\"translate(0 {header_h})\">"
    );
    out.push_str(&drawing_svg(&drawing));
    out.push_str("</g>\n</svg>\n");
    out
}

/// Words broken at spaces into lines that fit `room` pixels at `size`.
pub(super) fn wrap(words: &str, size: i64, room: i64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in words.split(' ').filter(|w| !w.is_empty()) {
        let longer = if current.is_empty() {
            word.to_owned()
        } else {
            format!("{current} {word}")
        };
        if !current.is_empty() && text_width(&longer, size) > room {
            lines.push(std::mem::replace(&mut current, word.to_owned()));
        } else {
            current = longer;
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// One item and, for a group, everything in it.
fn write_item(out: &mut String, item: &Item) {
    let tag = item.tag().name();
    out.push('<');
    out.push_str(tag);
    for (name, value) in item.attributes() {
        let _ = write!(out, " {name}=\"");
        escape_xml(out, &value);
        out.push('"');
    }
    let children = item.children();
    if item.title.is_none() && children.is_empty() && item.words().is_none() {
        out.push_str("/>");
        return;
    }
    out.push('>');
    if let Some(title) = &item.title {
        out.push_str("<title>");
        escape_xml(out, title);
        out.push_str("</title>");
    }
    for child in children {
        write_item(out, child);
    }
    if let Some(words) = item.words() {
        escape_xml(out, words);
    }
    out.push_str("</");
    out.push_str(tag);
    out.push('>');
    if item.party.is_some() {
        out.push('\n');
    }
}

/// The figure's colours: the page's light scheme (`www/css/chart.css`),
/// every text at [`TEXT_SIZE`](super::TEXT_SIZE) as the layout measures it.
const STYLE: &str = "text{font:12px sans-serif;fill:#1d1d1b}\
.figure-title{font-size:15px;font-weight:700}.figure-settings{font-family:monospace;fill:#5c5b55}\
.figure-verdict{font-weight:600}\
.lane-bg{fill:#f3f1ea}.lane-name{font-weight:700}.lifeline{stroke:#8a887f;stroke-width:1}\
.lease{fill:#2e8b3a}.lease-released{fill:#5aa866}\
.lease-label{fill:#fff;font-weight:600}\
.believed{fill:none;stroke:#2e8b3a;stroke-width:1.5;stroke-dasharray:4 3}\
.believed-end{stroke:#2e8b3a;stroke-width:2}\
.pause{fill:url(#hatch-pause);stroke:#c98a00}\
.overreach{fill:url(#hatch-overreach);stroke:#c0392b}\
.cut{fill:url(#hatch-cut);stroke:#1d1d1b;stroke-dasharray:4 3}\
.bar-label{font-weight:600;paint-order:stroke;stroke:#fff;stroke-width:3px}\
.small{paint-order:stroke;stroke:#f3f1ea;stroke-width:3px}\
.believed-label{font-weight:600}\
.hold{fill:#b9dcbc;stroke:#2e8b3a}.node-name{fill:#5c5b55}.node-line{stroke:#d8d5cb}\
.held{fill:#dfe8f5;stroke:#1f5fbf}.held-alt{fill:#c7d6ee}.value-label{font-weight:600}.note-mark{font-weight:700;fill:#5c5b55}.note{fill:#1d1d1b}\
.lease-end-line{stroke:#c0392b;stroke-width:2;stroke-dasharray:6 4}\
.lease-end-label{fill:#c0392b;font-weight:600}\
.service-line{stroke:#6b3fa0;stroke-width:2;stroke-dasharray:9 3 2 3}\
.service-label{fill:#6b3fa0;font-weight:600}\
.message-line{stroke:#0f6f7a;stroke-width:1.5}.message-head{fill:#0f6f7a;stroke:#0f6f7a}\
.answer .message-line{stroke-dasharray:5 3}\
.lost .message-line{stroke:#c0392b;stroke-dasharray:3 2}\
.cross{fill:none;stroke:#1d1d1b;stroke-width:2}.lost .cross{stroke:#c0392b;stroke-width:2.5}\
.write path{fill:#1d1d1b;stroke:#1d1d1b;stroke-width:1.5}\
.stale path{fill:#c0392b;stroke:#c0392b}\
.stale path.stale-ring{fill:none;stroke:#c0392b;stroke-width:2;stroke-dasharray:3 2}\
.refused-write path{fill:#fff;stroke:#23702a;stroke-width:2}.refused-write .cross{fill:none}\
.wake path{fill:#c98a00;stroke:#1d1d1b}\
.effect path{fill:#1d1d1b;stroke:#1d1d1b;stroke-linejoin:round}\
.clock circle{fill:#fff;stroke:#6b3fa0;stroke-width:2}.clock path{fill:none;stroke:#6b3fa0;stroke-width:1.5}\
.check path{fill:none;stroke:#23702a;stroke-width:2}.check.failed path{stroke:#c0392b}\
.unreached .cross{stroke:#8a887f;stroke-width:1.5}\
.tick{stroke:#5c5b55}.axis text{fill:#5c5b55}";

/// The hatching of pauses, overreach and cut links.
const DEFS: &str = "<defs>\
<pattern id=\"hatch-pause\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\
<rect width=\"6\" height=\"6\" fill=\"#fff\"/><line y2=\"6\" stroke=\"#c98a00\" stroke-width=\"3\"/></pattern>\
<pattern id=\"hatch-overreach\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(-45)\">\
<rect width=\"6\" height=\"6\" fill=\"#fff\"/><line y2=\"6\" stroke=\"#c0392b\" stroke-width=\"2\"/></pattern>\
<pattern id=\"hatch-cut\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">\
<rect width=\"8\" height=\"8\" fill=\"#f3f1ea\"/><path d=\"M0 0L8 8M8 0L0 8\" stroke=\"#5c5b55\"/></pattern>\
</defs>\n";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_escaping_keeps_markup_out() {
        let mut out = String::new();
        escape_xml(&mut out, r#"<script>alert("x & 'y'")</script>"#);
        assert_eq!(
            out,
            "&lt;script&gt;alert(&quot;x &amp; &apos;y&apos;&quot;)&lt;/script&gt;"
        );
    }

    #[test]
    fn long_words_wrap_at_spaces() {
        let lines = wrap("pause_ms=15000 lease_ms=10000 fencing=off seed=1", 12, 120);
        assert!(lines.len() > 1);
        assert_eq!(
            lines.join(" "),
            "pause_ms=15000 lease_ms=10000 fencing=off seed=1"
        );
    }
}
