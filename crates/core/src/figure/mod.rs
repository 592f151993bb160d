//! The lease chart as a standalone SVG figure, for slides and handouts.
//!
//! The same lanes, bars, marks and lines as the page's chart, laid out by
//! the same rules at one fixed width, with a legend of what the run draws
//! and no playback cursor. Colours sit in one embedded `<style>` and the
//! hatch patterns in `<defs>`, so the file needs nothing else to show or
//! print. Every number is a whole pixel (arrow heads a tenth), so the same
//! run gives the same bytes natively and in wasm.

mod layout;
mod legend;
mod svg;

use crate::report::Report;
use crate::scenario::Scenario;
use crate::time::SimTime;
use crate::timeline::{Lane, LeaseEndKind, Marker, MarkerKind, Span};

use layout::{Cluster, Net, Scale, CUT_WORDS, NET_H, NET_LINE, RIGHT, WIDTH};
use svg::escape_xml;

/// Rows of a lane, in pixels from its top, as the page has them.
const MARKS_Y: i64 = 12;
const LEASE_Y: i64 = 22;
const LEASE_H: i64 = 18;
const PAUSE_Y: i64 = 44;
const BAR_H: i64 = 12;
const OVERREACH_Y: i64 = 60;
const NET_Y: i64 = 78;
/// A lane's height without a network row.
const LANE_H: i64 = 80;
/// Room above the lanes for at least two rows of labels.
const MIN_TOP: i64 = 30;
const LABEL_ROW: i64 = 15;
const AXIS_H: i64 = 30;

/// The colours (the page's light scheme) and the shapes' styles.
const STYLE: &str = "text{font:12px sans-serif;fill:#1d1d1b}\
.lane-bg{fill:#f3f1ea}.lane-name{font-weight:700;font-size:14px}\
.lease,.lease-key{fill:#2e7d32;stroke:#2e7d32}.lease-open{stroke-dasharray:4 3}\
.lease-label{fill:#fff;font-weight:600}\
.believed{fill:none;stroke:#2e7d32;stroke-width:1.5;stroke-dasharray:4 3}\
.believed-end{stroke:#2e7d32;stroke-width:2.5;stroke-dasharray:3 2}\
.pause{fill:url(#hatch-pause);stroke:#c98a00}\
.overreach{fill:url(#hatch-overreach);stroke:#c0392b;stroke-dasharray:5 3;stroke-width:1.5}\
.bar-label{font-weight:600;paint-order:stroke;stroke:#fff;stroke-width:3px}\
.small{font-size:11px;paint-order:stroke;stroke:#f3f1ea;stroke-width:3px}\
.believed-label{font-weight:600}.cut-label{font-weight:700}\
.lease-end-line{stroke:#c0392b;stroke-width:2;stroke-dasharray:6 4}\
.lease-end-label{fill:#c0392b;font-weight:600}\
.service-line{stroke:#6b3fa0;stroke-width:2;stroke-dasharray:9 3 2 3}\
.service-label{fill:#6b3fa0;font-weight:600}\
.message-line{stroke:#0f6f7a;stroke-width:1.75}.message-head{fill:#0f6f7a;stroke:#0f6f7a}\
.lost .message-line{stroke-dasharray:3 2}\
.cross{fill:none;stroke:#1d1d1b;stroke-width:2}.lost .cross{stroke:#c0392b;stroke-width:2.5}\
.cut{fill:url(#hatch-cut);stroke:#1d1d1b;stroke-dasharray:4 3}\
.read circle{fill:#fff;stroke:#1f5fbf;stroke-width:2.5}\
.write path{fill:#1d1d1b;stroke:#1d1d1b;stroke-width:1.5}\
.effect path{fill:#1d1d1b;stroke:#1d1d1b;stroke-linejoin:round}\
.stale path{fill:#c0392b;stroke:#c0392b}\
.refused-write path{fill:#fff;stroke:#23702a;stroke-width:2}.refused-write .cross{fill:none}\
.wake path{fill:#c98a00;stroke:#1d1d1b}\
.clock circle{fill:#fff;stroke:#6b3fa0;stroke-width:2}\
.clock path{fill:none;stroke:#6b3fa0;stroke-width:1.5}\
.axis line{stroke:#5c5b55}.axis text{fill:#5c5b55;text-anchor:middle}";

/// The hatching of pauses, overreach and cut links.
const DEFS: &str = "<defs>\
<pattern id=\"hatch-pause\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\
<rect width=\"6\" height=\"6\" fill=\"#fff\"/><line y2=\"6\" stroke=\"#c98a00\" stroke-width=\"3\"/></pattern>\
<pattern id=\"hatch-overreach\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(-45)\">\
<rect width=\"6\" height=\"6\" fill=\"#fff\"/><line y2=\"6\" stroke=\"#c0392b\" stroke-width=\"2\"/></pattern>\
<pattern id=\"hatch-cut\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">\
<rect width=\"8\" height=\"8\" fill=\"#f3f1ea\"/><path d=\"M0 0L8 8M8 0L0 8\" stroke=\"#5c5b55\"/></pattern>\
</defs>\n";

/// The lease chart of a finished run as a standalone SVG document: the
/// scenario's title as its `<title>`, the chart in words
/// ([`Report::timeline_description`]) as its `<desc>`, one
/// `<g class="lane" data-client="NAME">` per client in scenario order,
/// each lease a `rect` of class `lease`, then the time axis and a legend
/// of what the run draws. The page's "Download chart" and
/// `fencelab run --svg` both write this.
pub fn chart_svg(scenario: &Scenario, report: &Report) -> String {
    let timeline = &report.timeline;
    let world = report.world();
    let names = report.names();
    let longest = timeline
        .lanes
        .iter()
        .map(|l| world.client_name(l.client).chars().count() as i64)
        .max()
        .unwrap_or(0);
    let left = (9 * longest + 24).clamp(56, 130);
    let label = |marker: &Marker| mark_label(report, marker);
    let x = Scale::fit(left, &timeline.lanes, timeline.end, &label);

    // Lease ends and the lock service's moments, each list in time order,
    // merged into one, lease ends first at equal times.
    let (ends, service) = (&timeline.lease_ends, &timeline.service);
    let mut wanted: Vec<(SimTime, bool, String)> = Vec::new();
    let (mut e, mut m) = (0, 0);
    while e < ends.len() || m < service.len() {
        if m == service.len() || (e < ends.len() && ends[e].at <= service[m].at) {
            let end = &ends[e];
            let words = format!("{}'s {} ends", world.client_name(end.client), names.lease);
            wanted.push((end.at, false, words));
            e += 1;
        } else {
            let mark = &service[m];
            wanted.push((
                mark.at,
                true,
                report.service_label(&report.events[mark.event]),
            ));
            m += 1;
        }
    }
    let (tops, rows) = layout::top_labels(wanted, x);
    let top = MIN_TOP.max(LABEL_ROW * rows + 3);

    let nets: Vec<Option<Net>> = timeline
        .lanes
        .iter()
        .map(|lane| {
            let sent = timeline.messages.iter().enumerate();
            let sent = sent
                .filter(|(_, m)| m.client == lane.client)
                .map(|(i, m)| (i, m, report.request_label(m)))
                .collect();
            layout::network(&lane.cut, sent, x, WIDTH - RIGHT)
        })
        .collect();
    let mut lane_tops = Vec::with_capacity(nets.len());
    let mut bottom = top;
    for net in &nets {
        lane_tops.push(bottom);
        bottom += net
            .as_ref()
            .map_or(LANE_H, |n| NET_Y + NET_H + n.lines * NET_LINE + 8);
    }
    let keys = legend::entries(report);
    let legend_top = bottom + AXIS_H + 10;
    let height = legend_top + legend::flow(&keys, |_, _, _, _| {}) + 6;

    let mut out = String::with_capacity(16 * 1024);
    svg::put(
        &mut out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"#\" height=\"#\" \
         viewBox=\"0 0 # #\" role=\"img\">\n<title>",
        &[WIDTH, height, WIDTH, height],
    );
    escape_xml(&mut out, scenario.title());
    out.push_str("</title>\n<desc>");
    escape_xml(&mut out, &report.timeline_description());
    out.push_str("</desc>\n<style>");
    out.push_str(STYLE);
    out.push_str("</style>\n");
    out.push_str(DEFS);
    let background = "<rect width=\"#\" height=\"#\" fill=\"white\"/>\n";
    svg::put(&mut out, background, &[WIDTH, height]);
    for (i, lane) in timeline.lanes.iter().enumerate() {
        let lane_bottom = lane_tops.get(i + 1).copied().unwrap_or(bottom);
        let clusters = layout::clusters(&lane.markers, &label, x);
        let at = (lane_tops[i], lane_bottom - lane_tops[i]);
        draw_lane(&mut out, report, lane, nets[i].as_ref(), &clusters, at, x);
    }
    draw_axis(&mut out, timeline.end, x, bottom);
    // Lines across the lanes, each under its own label at the top.
    for label in &tops {
        let (class, y) = (
            if label.service {
                "service"
            } else {
                "lease-end"
            },
            12 + label.row * LABEL_ROW,
        );
        svg::line(
            &mut out,
            &format!("{class}-line"),
            label.at,
            y + 3,
            label.at,
            bottom,
        );
        svg::text(
            &mut out,
            &format!("{class}-label"),
            label.from,
            y,
            &label.words,
        );
        out.push('\n');
    }
    out.push_str("<g class=\"legend\">");
    legend::flow(&keys, |key, words, kx, ky| {
        legend::draw(&mut out, key, words, kx, legend_top + ky)
    });
    out.push_str("</g>\n</svg>\n");
    out
}

/// A mark's words beside it: a write its token, a side effect and a clock
/// jump what they are; other marks have none.
fn mark_label(report: &Report, marker: &Marker) -> Option<String> {
    match marker.kind {
        MarkerKind::Write { token, .. } if report.world().lock.tokens => {
            Some(format!("{} {token}", report.names().token))
        }
        MarkerKind::Effect { .. } => Some("side effect".to_owned()),
        MarkerKind::ClockJump => Some("clock jumps".to_owned()),
        _ => None,
    }
}

/// One client's lane: its background and name, its leases, pauses and
/// overreach, its network row, and its marks with their labels. `at` is
/// the lane's top and height.
fn draw_lane(
    out: &mut String,
    report: &Report,
    lane: &Lane,
    net: Option<&Net>,
    clusters: &[Cluster],
    (top, height): (i64, i64),
    x: Scale,
) {
    let world = report.world();
    let names = report.names();
    let client = world.client_name(lane.client);
    out.push_str("<g class=\"lane\" data-client=\"");
    escape_xml(out, client);
    out.push_str("\">");
    let left = x.left;
    svg::rect(
        out,
        "lane-bg",
        left,
        top + 2,
        WIDTH - left - RIGHT,
        height - 6,
    );
    svg::text(out, "lane-name", 8, top + LEASE_Y + 14, client);
    for lease in &lane.leases {
        let from = x.x(lease.span.from);
        let w = (x.x(lease.span.to) - from).max(2);
        out.push_str(match lease.end {
            LeaseEndKind::Expired => "<rect class=\"lease lease-expired",
            LeaseEndKind::Released => "<rect class=\"lease lease-released",
            LeaseEndKind::Open => "<rect class=\"lease lease-open",
        });
        let template = "\" x=\"#\" y=\"#\" width=\"#\" height=\"#\" rx=\"3\"/>";
        svg::put(out, template, &[from, top + LEASE_Y, w, LEASE_H]);
        let words = if world.lock.tokens {
            format!("{} {}", names.token, lease.token)
        } else {
            names.lease.clone()
        };
        if w > layout::text_width(&words, 12) + 8 {
            svg::text(out, "lease-label", from + 6, top + LEASE_Y + 13, &words);
        }
        if lease.believed_to > lease.span.to {
            let (real, believed) = (x.x(lease.span.to), x.x(lease.believed_to));
            let y = top + LEASE_Y;
            svg::rect(
                out,
                "believed",
                real,
                y + 1,
                (believed - real).max(1),
                LEASE_H - 2,
            );
            svg::line(
                out,
                "believed-end",
                believed,
                y - 5,
                believed,
                y + LEASE_H + 5,
            );
            // Right of the tick, else left of it over the lease, in fewer
            // words if need be, and at worst as far left as the lanes go.
            let tiers = [
                format!("{client}'s clock says the {} ends", names.lease),
                format!("{client}'s clock: {} ends", names.lease),
            ];
            let spot = tiers.iter().find_map(|words| {
                let w = layout::text_width(words, 11);
                if believed + 5 + w <= WIDTH - RIGHT {
                    Some((words, believed + 5))
                } else if believed - 5 - w >= left + 2 {
                    Some((words, believed - 5 - w))
                } else {
                    None
                }
            });
            let (words, from) = spot.unwrap_or_else(|| {
                let w = layout::text_width(&tiers[1], 11);
                (&tiers[1], (left + 2).max(WIDTH - RIGHT - w))
            });
            svg::text(out, "small believed-label", from, y + 13, words);
        }
    }
    let overreach = format!("thinks it holds {}", names.lock);
    bars(out, "pause", "paused", &lane.pauses, top + PAUSE_Y, x);
    bars(
        out,
        "overreach",
        &overreach,
        &lane.overreach,
        top + OVERREACH_Y,
        x,
    );
    if let Some(net) = net {
        draw_network(out, report, net, top + NET_Y);
    }
    draw_marks(out, lane, clusters, top + MARKS_Y, left);
    out.push_str("</g>\n");
}

/// Labelled hatched bars in one row of a lane.
fn bars(out: &mut String, class: &str, words: &str, spans: &[Span], y: i64, x: Scale) {
    for span in spans {
        let from = x.x(span.from);
        let w = (x.x(span.to) - from).max(2);
        svg::rect(out, class, from, y, w, BAR_H);
        if w > words.chars().count() as i64 * 6 + 8 {
            svg::text(out, "bar-label", from + 4, y + 10, words);
        }
    }
}

/// A lane's network row at `y`: cut links as hatched spans, requests as
/// arrows, and their labels in lines underneath.
fn draw_network(out: &mut String, report: &Report, net: &Net, y: i64) {
    let line_y = |line: i64| y + NET_H + (line + 1) * NET_LINE;
    for &(from, to, inside, spot) in &net.cuts {
        svg::rect(out, "cut", from, y, to - from, NET_H);
        // Inside the hatching at its end, clear of the arrows sent as it began.
        if inside {
            let at = to - 4 - layout::text_width(CUT_WORDS, 11);
            svg::text(out, "small cut-label", at, y + NET_H - 5, CUT_WORDS);
        } else if let Some(spot) = spot {
            svg::text(out, "small cut-label", spot.x, line_y(spot.line), CUT_WORDS);
        }
    }
    for &(i, from, to, spot) in &net.messages {
        let message = &report.timeline.messages[i];
        svg::arrow(out, from, y + 1, to, y + NET_H - 1, message.lost);
        if let Some(spot) = spot {
            let words = report.request_label(message);
            svg::text(out, "small", spot.x, line_y(spot.line), &words);
        }
    }
}

/// A lane's marks, cluster by cluster, with one label per cluster: after
/// its last mark if that stays clear of the next cluster and the edge,
/// else before its first mark if that stays clear of the previous one and
/// the lane's name, else none.
fn draw_marks(out: &mut String, lane: &Lane, clusters: &[Cluster], y: i64, left: i64) {
    // Where the previous cluster's drawing, label and all, ends.
    let mut used = i64::MIN / 2;
    for (i, cluster) in clusters.iter().enumerate() {
        let mut drawn = false;
        for &(m, at) in &cluster.marks {
            if let Some(shape) = svg::shape(lane.markers[m].kind) {
                svg::mark(out, shape, at, y);
                drawn = true;
            }
        }
        let w = layout::text_width(&cluster.label, 11);
        let limit = clusters
            .get(i + 1)
            .map_or(i64::MAX, |next| next.first_x - 11);
        let (after, before) = (cluster.last_x + 9, cluster.first_x - 9 - w);
        let from = if after + w <= limit.min(WIDTH - 2) {
            Some(after)
        } else if before >= (left + 2).max(used + 6) {
            Some(before)
        } else {
            None
        };
        match from {
            Some(from) if !cluster.label.is_empty() => {
                svg::text(out, "small", from, y + 4, &cluster.label);
                used = (cluster.last_x + 7).max(from + w);
            }
            // A lease's end has no mark of its own to keep clear of.
            _ if drawn => used = cluster.last_x + 7,
            _ => {}
        }
    }
}

/// The time axis under the lanes at `y`, with ticks at a round interval
/// that fits the width, each in the core's words for a moment.
fn draw_axis(out: &mut String, end: SimTime, x: Scale, y: i64) {
    out.push_str("<g class=\"axis\">");
    svg::line(out, "tick", x.left, y + 4, WIDTH - RIGHT, y + 4);
    let span = end.ms().max(1);
    let fits = ((x.right() - x.left) / 64).max(2) as u64;
    const STEPS: [u64; 13] = [
        100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 300000, 600000, 3600000,
    ];
    let step = STEPS
        .into_iter()
        .find(|&s| span <= fits * s)
        .unwrap_or_else(|| span.div_ceil(fits));
    let mut ms = 0;
    while ms <= end.ms() + step / 2 && ms <= span {
        let at = x.x(SimTime(ms));
        svg::line(out, "tick", at, y + 4, at, y + 9);
        svg::text(out, "tick", at, y + 22, &SimTime(ms).to_string());
        ms += step;
    }
    out.push_str("</g>\n");
}
